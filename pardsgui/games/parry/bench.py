"""`pardsgui-engine bench parry`: random playouts, 2 seats, Equiversi 3-5, through the contract.

Prints playouts per second (wall clock, and per second of this process's CPU
time, which a busy machine disturbs less), moves per game (placements, steps
and passes) with their spread, and how often the two scores tie, next to
Ludii's figures from the issue.
"""

from __future__ import annotations

import random
import statistics
import time

from pardsgui.core.contract import Game
from pardsgui.core.playout import random_playout
from pardsgui.games.parry.rules import ParryPosition, scores

GAMES = 3000
SEED = 1
LUDII_PLAYOUTS = "26-32"
LUDII_MOVES = (95.5, 8.5)
LUDII_TIES = 25.7
TARGET = 1000


def run(game: Game) -> list[str]:
    rng = random.Random(SEED)
    lengths = []
    ties = 0
    wins = [0, 0]
    wall = time.perf_counter()
    cpu = time.process_time()
    for _ in range(GAMES):
        final, moves = random_playout(game.initial(board="equiversi-3-5", seats="2"), rng)
        lengths.append(moves)
        assert isinstance(final, ParryPosition) and final.outcome is not None
        first, second = scores(final)
        ties += first == second
        wins[0 if final.outcome[0] > final.outcome[1] else 1] += 1
    wall = time.perf_counter() - wall
    cpu = time.process_time() - cpu
    mean = statistics.fmean(lengths)
    spread = statistics.pstdev(lengths)
    return [
        f"parry: {GAMES} random playouts, 2 seats, Equiversi 3-5 (seed {SEED}), through legal_moves/play",
        f"parry: {GAMES / wall:,.0f} playouts/s wall clock"
        f" ({sum(lengths) / wall:,.0f} moves/s, {wall:.2f} s);"
        f" {GAMES / cpu:,.0f} playouts/s of CPU time (target >= {TARGET:,}; Ludii {LUDII_PLAYOUTS})",
        f"parry: {mean:.1f} moves per game, sd {spread:.1f}, max {max(lengths)}"
        f" (Ludii {LUDII_MOVES[0]}, sd {LUDII_MOVES[1]}; placements, steps and passes)",
        f"parry: scores tie in {100 * ties / GAMES:.1f} % of games (Ludii {LUDII_TIES} %);"
        f" wins White {wins[0]}, Black {wins[1]} (a tie goes to the last placer)",
    ]
