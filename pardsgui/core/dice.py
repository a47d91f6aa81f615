"""Dice as chance nodes: the outcomes of the games' rolls and how to sample them."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations, product

from pardsgui.core.contract import Move


def ordered_rolls(faces: Sequence[int], dice: int = 2) -> list[tuple[int, ...]]:
    """Every ordered roll of `dice` dice with these faces, each equally likely."""
    return [tuple(roll) for roll in product(faces, repeat=dice)]


def distinct_pairs(faces: Sequence[int]) -> list[tuple[int, int]]:
    """Unordered pairs of different faces, lower first (a double is rolled again)."""
    return list(combinations(sorted(faces), 2))


def pick_outcome(outcomes: Sequence[tuple[Move, float]], rng: random.Random) -> Move:
    """Sample one chance move by its probability.

    Written out (instead of `rng.choices`) so a seed gives the same game on
    every Python version: the golden playthroughs depend on it.
    """
    r = rng.random()
    for move, probability in outcomes:
        r -= probability
        if r < 0.0:
            return move
    return outcomes[-1][0]


def pick_uniform(moves: Sequence[Move], rng: random.Random) -> Move:
    return moves[int(rng.random() * len(moves))]
