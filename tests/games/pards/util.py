"""Small builders for Pards test positions."""

from __future__ import annotations

from pardsgui.games import get_game
from pardsgui.games.pards.rules import PardsPosition

GAME = get_game("pards")


def board(**pieces: str) -> str:
    """The board field from `c2="S", d5="V"` style keywords."""
    rows = []
    for rank in "gfedcba":
        row, run = "", 0
        for file in range(1, 10):
            letter = pieces.get(f"{rank}{file}")
            if letter is None:
                run += 1
                continue
            row += (str(run) if run else "") + letter
            run = 0
        rows.append(row + (str(run) if run else ""))
    return "/".join(rows)


def play(text: str, *moves: str) -> PardsPosition:
    position = GAME.parse(text)
    for move in moves:
        position = position.play(position.parse_move(move))
    assert isinstance(position, PardsPosition)
    return position
