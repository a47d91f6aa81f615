"""A lesson's goal as a condition on the learner's last move and the position after it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pardsgui.core.contract import Position

KINDS = ("moved", "win", "position", "all")


@dataclass(frozen=True)
class Condition:
    moved: tuple[str, ...] | None = None
    win: bool = False
    pattern: re.Pattern[str] | None = None
    every: tuple[Condition, ...] = ()

    def holds(self, last_move: str, position: Position, learner: int) -> bool:
        if self.moved is not None:
            return last_move in self.moved
        if self.win:
            outcome = position.outcome
            return outcome is not None and outcome[learner] == 1
        if self.pattern is not None:
            return self.pattern.search(position.to_text()) is not None
        return all(part.holds(last_move, position, learner) for part in self.every)


def read_condition(data: Any) -> Condition:
    """The condition `data` stands for; ValueError saying what is wrong with it."""
    if not isinstance(data, dict) or len(data) != 1:
        raise ValueError(f"expected an object with one of the keys {', '.join(KINDS)}")
    ((kind, value),) = data.items()
    if kind == "moved":
        if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
            raise ValueError('"moved" must be a non-empty list of move texts')
        return Condition(moved=tuple(value))
    if kind == "win":
        if value is not True:
            raise ValueError('"win" must be true')
        return Condition(win=True)
    if kind == "position":
        if not isinstance(value, str) or not value:
            raise ValueError('"position" must be a regular expression')
        try:
            return Condition(pattern=re.compile(value))
        except re.error as error:
            raise ValueError(f'"position" is not a regular expression: {error}') from None
    if kind == "all":
        if not isinstance(value, list) or not value:
            raise ValueError('"all" must be a non-empty list of conditions')
        return Condition(every=tuple(read_condition(part) for part in value))
    raise ValueError(f"unknown condition {kind!r}; conditions: {', '.join(KINDS)}")


def moved_texts(condition: Condition) -> tuple[str, ...]:
    """Every move text the condition names (to check they are moves at all)."""
    if condition.moved is not None:
        return condition.moved
    return tuple(text for part in condition.every for text in moved_texts(part))
