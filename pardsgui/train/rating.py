"""Glicko-2, the rating system lichess uses for players and puzzles alike.

Written from Mark Glickman's paper, "Example of the Glicko-2 system" (2013),
steps 1 to 8; `tests/train/test_rating.py` checks the paper's worked example.
A puzzle is a game between the player and the puzzle: solving it is a win, failing
it a loss, and both ratings move (lichess rates its puzzles the same way). Each
puzzle is its own rating period, so a player's deviation shrinks as they play and
the volatility follows how erratic their results are. No Qt here.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

SCALE = 173.7178  # the paper's factor between the Glicko and the Glicko-2 scale
#: The system constant: how fast the volatility may change. Lichess uses 0.75; the paper
#: suggests 0.3 to 1.2 and uses 0.5 in its example (the test passes it).
TAU = 0.75
EPSILON = 0.000001  # the paper's convergence tolerance for the volatility
START = 1500.0
START_DEVIATION = 350.0
START_VOLATILITY = 0.06
#: Bounds lichess keeps on a deviation: never so sure that results stop counting, never
#: past a newcomer's doubt.
MIN_DEVIATION = 45.0
MAX_DEVIATION = 350.0


@dataclass(frozen=True)
class Rating:
    rating: float = START
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    def rounded(self) -> int:
        return round(self.rating)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Rating, results: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one period of `results` (opponent, score 1, 0.5 or 0)."""
    mu = (player.rating - START) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not results:  # step 6 alone: only the doubt grows
        return Rating(player.rating, min(MAX_DEVIATION, math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma)
    v_inverse = 0.0
    total = 0.0
    for opponent, score in results:
        mu_j = (opponent.rating - START) / SCALE
        phi_j = opponent.deviation / SCALE
        g, e = _g(phi_j), _expected(mu, mu_j, phi_j)
        v_inverse += g * g * e * (1.0 - e)
        total += g * (score - e)
    v = 1.0 / v_inverse
    delta = v * total
    sigma = _volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu = mu + phi * phi * total
    return Rating(START + SCALE * mu, phi * SCALE, sigma)


def _volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, by the Illinois algorithm as the paper gives it."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (x - a) / (
            tau * tau
        )

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def bounded(rating: Rating) -> Rating:
    """Within lichess's bounds on the deviation."""
    deviation = min(MAX_DEVIATION, max(MIN_DEVIATION, rating.deviation))
    return Rating(rating.rating, deviation, rating.volatility)


def play(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after one puzzle: the player's and the puzzle's, each against the other's old one."""
    score = 1.0 if solved else 0.0
    return bounded(update(player, [(puzzle, score)])), bounded(update(puzzle, [(player, 1.0 - score)]))
