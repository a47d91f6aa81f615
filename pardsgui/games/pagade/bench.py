"""`pardsgui-engine bench pagade`: random playouts through the public contract.

The issue's figure is atomic moves per second (rolls and passes count) and
games per second with four seats, against Ludii's Pachisi (76,000-85,000
moves/s on this machine class); the other seat modes are shown for scale.  The rate per second of process
time is printed too: on a busy machine it is the steadier figure.
"""

from __future__ import annotations

import time
from functools import partial

from pardsgui.core.contract import Game
from pardsgui.core.playout import run_playouts

TARGET = 85_000
WORKLOAD = (("4", 1000), ("4p", 300), ("2", 300))


def run(game: Game) -> list[str]:
    lines = []
    for seats, games in WORKLOAD:
        began = time.process_time()
        stats = run_playouts(partial(game.initial, seats=seats), games, seed=1)
        cpu = time.process_time() - began
        lines.append(
            f"pagade seats={seats}: {games} random playouts (seed 1), {stats.moves:,} atomic moves"
            f" (rolls and passes count), mean {stats.mean_moves:.1f}, max {stats.max_moves} per game,"
            f" unfinished {stats.unfinished}"
        )
        lines.append(
            f"pagade seats={seats}: {stats.moves_per_second:,.0f} moves/s,"
            f" {stats.games_per_second:,.1f} games/s, {stats.seconds:.2f} s"
            f" ({stats.moves / cpu if cpu > 0 else 0.0:,.0f} moves/s of process time)"
            + (f" (target {TARGET:,} moves/s)" if seats == "4" else "")
        )
    return lines
