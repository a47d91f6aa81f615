"""Writing Kerd test positions as {square: letter} instead of hand-counted board fields."""

from __future__ import annotations

from collections.abc import Mapping

from pardsgui.games import get_game
from pardsgui.games.kerd.rules import KerdPosition
from tests.helpers import moves_of

GAME = get_game("kerd")
FILES = "abcdefghijkl"
DEFAULT_ROW = "wwwllaallwww"
AIR_ROW = "a" * 12


def board(pieces: Mapping[str, str | None]) -> str:
    """The board field; a square mapped to None is empty (handy for 'this piece has gone')."""
    rows = []
    for rank in range(12, 0, -1):
        row, run = "", 0
        for file in FILES:
            piece = pieces.get(f"{file}{rank}")
            if piece is None:
                run += 1
                continue
            if run:
                row += str(run)
                run = 0
            row += piece
        if run:
            row += str(run)
        rows.append(row)
    return "/".join(rows)


def text(pieces: Mapping[str, str | None], side: str = "w", **fields: str) -> str:
    """A position text; castling defaults to '-' here (these boards rarely have Kings at home)."""
    ordered = {"castling": fields.pop("castling", "-"), **fields}
    return " ".join([board(pieces), side, *(f"{key}={value}" for key, value in ordered.items())])


def moves(pieces: Mapping[str, str | None], side: str = "w", **fields: str) -> list[str]:
    return moves_of("kerd", text(pieces, side, **fields))


def position(pieces: Mapping[str, str | None], side: str = "w", **fields: str) -> KerdPosition:
    result = GAME.parse(text(pieces, side, **fields))
    assert isinstance(result, KerdPosition)
    return result


def play(start: str | KerdPosition, *moves: str) -> KerdPosition:
    current = GAME.parse(start) if isinstance(start, str) else start
    for move in moves:
        current = current.play(current.parse_move(move))
    assert isinstance(current, KerdPosition)
    return current


def executes(*squares: str) -> list[str]:
    return [f"execute {sq}" for sq in squares]


def region_map(**rows: str) -> str:
    """The regions field: the default map with some ranks replaced, e.g. r1='wwwllllalwww'."""
    groups = []
    for rank in range(12, 0, -1):
        default = AIR_ROW if rank in (6, 7) else DEFAULT_ROW
        groups.append(rows.get(f"r{rank}", default))
    return "/".join(groups)
