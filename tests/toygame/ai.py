"""What the computer knows of Four in a row: its playouts take a winning square, else block one.

The declared `ai` part of the test-only game (see pardsgui/ai/hooks.py), proving that a
sixth game's optional parts load as the product's do. `steps_per_second` was measured with
`python -m pardsgui.ai.calibrate rows` (with the game registered) on the project's machine.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pardsgui.ai.hooks import GameHooks
from pardsgui.core.contract import Move, Position
from tests.toygame.rules import EMPTY, LINES, RowsPosition


def completes(position: RowsPosition, seat: int) -> list[int]:
    """The empty squares that would give `seat` four in a line."""
    stone = seat + 1
    found = []
    for line in LINES[position.size]:
        values = [position.cells[i] for i in line]
        if values.count(stone) == 3 and values.count(EMPTY) == 1:
            found.append(line[values.index(EMPTY)])
    return found


def playout_move(position: Position, moves: Sequence[Move], rng: random.Random) -> Move:
    assert isinstance(position, RowsPosition)
    for seat in (position.side, 1 - position.side):  # win, else block
        squares = completes(position, seat)
        if squares:
            return rng.choice(squares)
    return moves[rng.randrange(len(moves))]


STEPS_PER_SECOND = 18_000.0  # measured 17,967 with other work on the machine
HOOKS = GameHooks(playout_move=playout_move, steps_per_second=STEPS_PER_SECOND)
