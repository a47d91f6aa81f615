"""How long each level takes per move, in every game (issue 26, target 4: easy <= 0.5 s, medium <= 2 s).

A level plays seeded games against itself, as in the window: with its wall-clock ceiling on and
the tactical net around its search.  Every search's processor time and wall-clock time is kept;
the script prints the median, the 95th percentile and the longest of each.  On a machine shared
with other jobs the wall clock runs long while processor time does not: read both.

    python scripts/level_times.py [GAME...] [--levels easy,medium] [--moves 200] [--games 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pardsgui.ai import think
from pardsgui.core.dice import pick_outcome
from pardsgui.games import available_ids, get_game


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--levels", default="easy,medium")
    parser.add_argument("--moves", type=int, default=200, help="decisions searched per game at most")
    parser.add_argument("--games", dest="count", type=int, default=1)
    args = parser.parse_args()
    for game_id in args.games or available_ids():
        game = get_game(game_id)
        for level in args.levels.split(","):
            cpu: list[float] = []
            wall: list[float] = []
            for index in range(args.count):
                rng = random.Random(f"level times {game_id} {level} {index}")
                position = game.initial()
                searched = 0
                while position.outcome is None and searched < args.moves:
                    if position.is_chance:
                        position = position.play(pick_outcome(position.chance_outcomes(), rng))
                        continue
                    began = time.perf_counter()
                    found = think(position, level, rng.randrange(10**6))
                    if found.stopped not in ("forced", "random"):
                        wall.append(time.perf_counter() - began)
                        cpu.append(found.cpu_seconds)
                        searched += 1
                    assert found.best is not None
                    position = position.play(found.best)
            if not cpu:
                continue
            cpu_words = f"median {statistics.median(cpu):.2f} s, 95% {percentile(cpu, 0.95):.2f} s"
            wall_words = f"median {statistics.median(wall):.2f} s, 95% {percentile(wall, 0.95):.2f} s"
            print(
                f"{game_id} {level}: {len(cpu)} searches;"
                f" processor time {cpu_words}, longest {max(cpu):.2f} s;"
                f" wall clock {wall_words}, longest {max(wall):.2f} s",
                flush=True,
            )


if __name__ == "__main__":
    main()
