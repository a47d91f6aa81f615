"""Sets of games (a Pards set is two games with colours swapped), found per game.

A game that plays in sets has a module `pardsgui.games.<game>.match` with a
`GameSet` class, a `SET_FORMAT` file format name and a `SET_LABEL`. Nothing
else in the app knows what a set means for that game.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Protocol

from pardsgui.core.record import Record, RecordError


class GameSet(Protocol):
    games: list[Record]
    players: tuple[str, str]

    def start_next(self) -> Record: ...

    def scores(self) -> tuple[float, float]: ...

    @property
    def finished(self) -> bool: ...

    def to_dict(self) -> dict[str, Any]: ...

    def to_json(self) -> str: ...


def set_module(game_id: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"pardsgui.games.{game_id}.match")
    except ModuleNotFoundError as error:
        if error.name != f"pardsgui.games.{game_id}.match":
            raise
        return None


def set_label(game_id: str) -> str | None:
    module = set_module(game_id)
    return str(module.SET_LABEL) if module is not None else None


def new_set(game_id: str, players: tuple[str, str]) -> GameSet:
    module = set_module(game_id)
    if module is None:
        raise ValueError(f"{game_id} is not played in sets")
    made: GameSet = module.GameSet(players)
    return made


def set_formats() -> dict[str, str]:
    """File format name -> game id, for every game that plays in sets."""
    from pardsgui.games import available_ids

    formats = {}
    for game_id in available_ids():
        module = set_module(game_id)
        if module is not None:
            formats[str(module.SET_FORMAT)] = game_id
    return formats


def read_set(data: Any) -> GameSet | None:
    """A set from parsed JSON, None if the data is not a set; RecordError when it is a bad one."""
    if not isinstance(data, dict):
        return None
    game_id = set_formats().get(str(data.get("format")))
    if game_id is None:
        return None
    module = set_module(game_id)
    assert module is not None
    try:
        loaded: GameSet = module.GameSet.from_dict(data)
    except ValueError as error:
        raise RecordError(str(error)) from None
    return loaded


def describe(game_set: GameSet, current: Record) -> str:
    number = next((i + 1 for i, r in enumerate(game_set.games) if r is current), len(game_set.games))
    first, second = game_set.players
    a, b = game_set.scores()
    names = (first or "Player 1", second or "Player 2")
    return f"Set: game {number} of 2 · {names[0]} {a:g} – {names[1]} {b:g}"
