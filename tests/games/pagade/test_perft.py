"""Perft for Pagade: the engine's counts, and the plain second reading counting the same trees.

Rolls are moves (16 ordered stick-dice throws), as `pardsgui.core.playout.perft`
counts them.  The positions cover the opening (every pawn still to enter the
route), cutting, the sum of both dice, partners and four seats.
"""

from __future__ import annotations

import pytest

from pardsgui.core.playout import perft
from pardsgui.games import get_game
from pardsgui.games.pagade.rules import PagadePosition
from tests.games.pagade.reference import State, reference_moves, reference_play
from tests.games.pagade.test_board import PARKED, START
from tests.games.pagade.test_playouts import state_of

GAME = get_game("pagade")
ROLLS = [f"roll {a},{b}" for a in (1, 3, 4, 6) for b in (1, 3, 4, 6)]

CUT = (
    "Red:9,20,30,40/Green:G1,G2,G3,12/Yellow:Y1,Y2,Y3,Y4/"
    "Black:B1,B2,B3,B4 R"
)  # Red's 9 may cut Green's pawn on 12
# Counts by the engine; the plain reading (tests/games/pagade/reference.py) agrees on each.
CASES = [
    (f"{START} R", 5, 69_041),
    (f"{START} R", 6, 607_551),
    (f"{CUT} dice=3,4", 5, 92_760),
    (f"{CUT} seats=4 dice=3,4", 5, 93_080),  # no partners: Yellow's pawns may be cut too
    (f"{CUT} seats=4p dice=3,4", 5, 92_760),
    (f"Red:20,30,40,50/{PARKED} R dice=3,6", 5, 98_944),
    (f"Red:20,30,40,50/{PARKED} R dice=3,6", 6, 970_176),
]
# The plain reading walks a depth-6 tree in some 16 s (the engine in a fraction of one): the default
# run has it agree on every position at depth 5, the long run at depth 6 too.
PLAIN_CASES = [
    pytest.param(*case, marks=pytest.mark.long) if case[1] > 5 else pytest.param(*case) for case in CASES
]


def plain_perft(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    if state.outcome is not None:
        return 0
    moves = sorted(reference_moves(state)) if state.dice else ROLLS
    if depth == 1:
        return len(moves)
    return sum(plain_perft(reference_play(state, move), depth - 1) for move in moves)


@pytest.mark.parametrize(("text", "depth", "count"), CASES)
def test_perft(text: str, depth: int, count: int) -> None:
    assert perft(GAME.parse(text), depth) == count


@pytest.mark.parametrize(("text", "depth", "count"), PLAIN_CASES)
def test_the_plain_reading_counts_the_same(text: str, depth: int, count: int) -> None:
    position = GAME.parse(text)
    assert isinstance(position, PagadePosition)
    assert plain_perft(state_of(position), depth) == count
