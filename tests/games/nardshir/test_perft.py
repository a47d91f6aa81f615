"""Perft for Nardshir: the engine's counts, and a plain second reading counting the same trees.

Rolls are moves (36 ordered throws of two dice; a double is four moves of its
number), as `pardsgui.core.playout.perft` counts them.  The plain reading plays
a move on lists with the rules' own words (tests/games/nardshir/reference.py
gives the legal moves) and shares nothing with the engine but the text fields.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from pardsgui.core.playout import perft
from pardsgui.games import get_game
from pardsgui.games.nardshir.rules import NardshirPosition
from tests.games.nardshir.reference import reference_moves

GAME = get_game("nardshir")
PIECES = 15
ROLLS = [(a, b) for a in range(1, 7) for b in range(1, 7)]


@dataclass(frozen=True)
class Plain:
    board: tuple[int, ...]  # White's pieces positive, Black's negative
    player: int
    hand: tuple[int, int]
    off: tuple[int, int]
    dice: tuple[int, ...]
    variant: str

    @staticmethod
    def of(position: NardshirPosition) -> Plain:
        return Plain(
            position.board, position.player, position.hand, position.off, position.dice, position.variant
        )


def play(state: Plain, move: str) -> Plain:
    """The state after a legal move: a roll, a pass, or 'die:source-target'."""
    if move == "pass":
        return replace(state, player=1 - state.player, dice=())
    die_text, _, way = move.partition(":")
    die = int(die_text)
    source, _, target = way.partition("-")
    sign = 1 if state.player == 0 else -1
    board, hand, off = list(state.board), list(state.hand), list(state.off)
    if source == "h":
        hand[state.player] -= 1
    else:
        board[int(source)] -= sign
    if target == "off":
        off[state.player] += 1
    else:
        point = int(target)
        if board[point] == -sign:  # a lone enemy piece goes back to its hand
            board[point] = 0
            hand[1 - state.player] += 1
        board[point] += sign
    dice = list(state.dice)
    dice.remove(die)
    player = state.player
    if not dice or off[player] == PIECES:
        player = 1 - player if off[player] < PIECES else player
        dice = []
    return Plain(tuple(board), player, (hand[0], hand[1]), (off[0], off[1]), tuple(dice), state.variant)


def plain_perft(state: Plain, depth: int) -> int:
    if depth == 0:
        return 1
    if PIECES in state.off:
        return 0
    if not state.dice:
        if depth == 1:
            return len(ROLLS)
        return sum(
            plain_perft(replace(state, dice=(a,) * 4 if a == b else tuple(sorted((a, b)))), depth - 1)
            for a, b in ROLLS
        )
    moves = sorted(
        reference_moves(list(state.board), state.player, list(state.hand), list(state.dice), state.variant)
    ) or ["pass"]
    if depth == 1:
        return len(moves)
    return sum(plain_perft(play(state, move), depth - 1) for move in moves)


EMPTY = ",".join(["0"] * 24)
HIT = "-2,0,0,0,0,1" + ",0" * 18  # Black's block on 0, White's lone piece on 5 to be hit
BEAR_OFF = "0,0,0,0,0,-1" + ",0" * 12 + ",3,3,3,3,2,1"  # White home, Black's piece in the way
# Counts by the engine; the plain reading agrees on each.
CASES = [
    (f"{EMPTY} w", 6, 17_532),
    (f"{EMPTY} w", 7, 523_662),
    (f"{EMPTY} w variant=historical", 7, 525_240),  # no starting-side limit, no last-point gate
    (f"{HIT} w hand=14,13 dice=1,2", 8, 274_740),
    (f"{BEAR_OFF} w hand=0,14 dice=6,5", 8, 417_130),
]


@pytest.mark.parametrize(("text", "depth", "count"), CASES)
def test_perft(text: str, depth: int, count: int) -> None:
    assert perft(GAME.parse(text), depth) == count


@pytest.mark.parametrize(("text", "depth", "count"), CASES)
def test_the_plain_reading_counts_the_same(text: str, depth: int, count: int) -> None:
    position = GAME.parse(text)
    assert isinstance(position, NardshirPosition)
    assert plain_perft(Plain.of(position), depth) == count
