"""Games that end by the players' word rather than the rules: a resignation or a draw agreed.

The rules never change for them: an ending is kept on the record's node where
it was said (`Node.ending`), the record's outcome there is the ending's, and no
move follows it. Only a game of two sides ends so: with more seats, one
player giving up leaves the others still playing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pardsgui.core.position import Outcome, draw, win
from pardsgui.i18n import _, and_list

RESIGNED = "resigned"
AGREED = "agreed"
KINDS = (RESIGNED, AGREED)


class EndingError(ValueError):
    """An ending a file holds that cannot stand."""


@dataclass(frozen=True, slots=True)
class Ending:
    how: str  # RESIGNED or AGREED
    seat: int | None = None  # who resigned (None for a draw agreed)

    def outcome(self, players: int) -> Outcome:
        if self.how == AGREED:
            return draw(players)
        assert self.seat is not None
        return win(1 - self.seat, players)

    def words(self, names: Sequence[str], players: Sequence[str] = ()) -> str:
        """Why the game ended, after the verdict: 'Black resigned', 'White and Black agreed to a draw'."""
        if self.how == AGREED:
            return _("{players} agreed to a draw").format(players=and_list(names))
        assert self.seat is not None
        player = players[self.seat] if self.seat < len(players) else ""
        return _("{player} resigned").format(player=player or names[self.seat])

    def to_json(self) -> dict[str, Any]:
        return {"how": self.how} if self.seat is None else {"how": self.how, "seat": self.seat}


def may_end(players: int) -> bool:
    """Can a game of this many seats end by resignation or agreement?"""
    return players == 2


def ending_from_json(data: Any, players: int, where: str) -> Ending:
    if not isinstance(data, dict) or set(data) - {"how", "seat"}:
        raise EndingError(
            _('{where}: "ending" must be an object with "how" and, for a resignation, "seat"').format(
                where=where
            )
        )
    how = data.get("how")
    if how not in KINDS:
        words = _('{where}: "ending": "how" must be one of {kinds}, not {found}')
        raise EndingError(words.format(where=where, kinds=", ".join(KINDS), found=repr(how)))
    if not may_end(players):
        words = _("{where}: a game of {players} seats cannot end by resignation or agreement")
        raise EndingError(words.format(where=where, players=players))
    seat = data.get("seat")
    if how == RESIGNED:
        if type(seat) is not int or not 0 <= seat < players:
            words = _('{where}: "ending": "seat" must name the seat that resigned (0 to {last})')
            raise EndingError(words.format(where=where, last=players - 1))
        return Ending(how, seat)
    if seat is not None:
        raise EndingError(_('{where}: "ending": a draw agreed names no seat').format(where=where))
    return Ending(how)
