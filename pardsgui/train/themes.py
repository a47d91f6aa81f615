"""A puzzle's theme in words, from what its solution's moves do by the rules.

Only what a move plainly is gets named (a capture, a hit, a piece borne off, a
sack); "" where nothing is plain. A theme that is not true would teach the wrong
thing, so each rule here reads the move itself, as the game's words module does
when it describes a move. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pardsgui.core.contract import Move, Position
from pardsgui.i18n import N_, _, listed


def theme(position: Position, solution: Sequence[Move]) -> str:
    """The theme of a turn played from `position`: the plain facts of its moves, or ""."""
    namer = _NAMERS.get(position.game_id)
    seat = position.current
    found: list[str] = []
    for move in solution:
        words = namer(position, move) if namer is not None else ""
        if words and words not in found:
            found.append(words)
        position = position.play(move)
    if seat is not None and position.outcome is not None and position.outcome[seat] >= 1.0:
        found.insert(0, N_("the winning move"))
    return ", ".join(found)


def theme_words(theme: str) -> str:
    """A theme as written in a puzzle file (English, the same in every language) in the reader's words."""
    return listed([_(part) for part in theme.split(", ") if part], _("{first}, {second}"))


def _pards(position: Any, move: Move) -> str:
    from pardsgui.games.pards.rules import VICAR, Step

    if isinstance(move, Step):
        if move.sack:
            return N_("a sack")
        if position.cells[move.src] == VICAR:
            return N_("the Vicar's move")
    return ""


def _kerd(position: Any, move: Move) -> str:
    from pardsgui.games.kerd.tables import REVEAL, Execute, Step

    if move == REVEAL:
        return N_("a reveal")
    if isinstance(move, Execute):
        return N_("an execute")
    if isinstance(move, Step) and position.board[move.dst]:
        return N_("a capture")
    return ""


def _nardshir(position: Any, move: Move) -> str:
    from pardsgui.games.nardshir.rules import OFF, Step

    if not isinstance(move, Step):
        return ""
    if move.dst == OFF:
        return N_("bearing off")
    if position.board[move.dst] == (-1 if position.player == 0 else 1):
        return N_("a hit")
    return ""


def _pagade(position: Any, move: Move) -> str:
    from pardsgui.games.pagade.route import HOME
    from pardsgui.games.pagade.rules import Go, cut_colours

    if type(move) is not Go:
        return ""
    if cut_colours(position, move):
        return N_("a cut")
    if move.dst == HOME:
        return N_("a pawn home")
    return ""


def _parry(position: Any, move: Move) -> str:
    from pardsgui.games.parry.rules import Place

    if not isinstance(move, Place):
        return ""
    seat = position.seat
    power = position.power(seat, move.point)
    if power <= 0:
        return ""
    places = [m.point for m in position.legal_moves() if isinstance(m, Place)]
    if power >= max(position.power(seat, point) for point in places):
        return N_("the power point")
    return ""


_NAMERS: dict[str, Callable[[Any, Move], str]] = {
    "pards": _pards,
    "kerd": _kerd,
    "nardshir": _nardshir,
    "pagade": _pagade,
    "parry": _parry,
}
