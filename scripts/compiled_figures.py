"""The engines compiled with mypyc against the pure Python ones, per game (issue 30).

    .venv/bin/python scripts/build_compiled.py      # once: the compiled copy in build/compiled
    .venv/bin/python scripts/compiled_figures.py [--rounds 3] [GAME...]

Builds nothing: it runs the same measurements in fresh processes on the source tree (pure
Python) and on the compiled copy (`PYTHONPATH=build/compiled`), alternating which goes first in
each round, and prints per game the median of each, and compiled / pure.  On a machine shared
with other work the absolute figures move with the load; the ratios of alternating runs are
what count.  Every figure is per second of processor time but Nardshir's bench, which prints
only the wall clock's.  The figures:

- bench: `pardsgui-engine bench GAME`'s own headline (Kerd: perft leaves per second counting
  the last ply; the others: random playouts, in moves or games per second);
- perft: `pardsgui.core.playout.perft` from the game's start, leaves per second;
- medium: the medium level's search (`think`, its tactical check included, without the
  wall-clock ceiling so both searches do the same work) in three positions of a random game,
  in steps (moves the search plays) per second.  Both builds must choose the same moves with
  the same number of steps: the compiled engines are the same program.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The headline figure of each game's `pardsgui-engine bench`, as a pattern for its number.
BENCH = {
    "pards": (r"random playouts .*?([\d,]+) moves/s CPU", "playout moves/s"),
    "parry": (r"([\d,]+) playouts/s of CPU time", "playouts/s"),
    "pagade": (r"seats=4: .*?\(([\d,]+) moves/s of process time\)", "playout moves/s (4 seats)"),
    "kerd": (r"([\d,]+) leaves/s counting the last ply", "perft 3 leaves/s"),
    "nardshir": (r"nardshir: ([\d,]+) moves/s", "playout moves/s (wall clock)"),
}
#: perft depth from each game's start (dice games count the rolls as moves): about a second pure.
PERFT_DEPTH = {"pards": 4, "parry": 7, "pagade": 7, "kerd": 4, "nardshir": 8}
#: Medium searches the positions after these many random moves (seed 1): positions of the game,
#: not only its start.
SEARCHED_AFTER = (4, 10, 16)
#: Where scripts/build_compiled.py puts the compiled copy of the package.
COMPILED = ROOT / "build" / "compiled"


def _environment(pure: bool) -> dict[str, str]:
    environment = dict(os.environ)
    paths = [p for p in environment.get("PYTHONPATH", "").split(os.pathsep) if p]
    # Before the editable install's finder, which maps `pardsgui` to the source tree.
    environment["PYTHONPATH"] = os.pathsep.join(paths if pure else [str(COMPILED), *paths])
    return environment


def _run(arguments: list[str], pure: bool) -> str:
    done = subprocess.run(
        arguments, env=_environment(pure), cwd=ROOT, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(arguments)} failed:\n{done.stderr}")
    return done.stdout


def measure(game_id: str, pure: bool) -> dict[str, object]:
    """One round of every figure for one game, each in a fresh process of its own."""
    engine = str(Path(sys.executable).with_name("pardsgui-engine"))
    text = _run([engine, "bench", game_id], pure)
    pattern, _ = BENCH[game_id]
    found = re.search(pattern, text)
    if found is None:
        raise SystemExit(f"bench {game_id}: no figure matching {pattern!r} in:\n{text}")
    figures: dict[str, object] = {"bench": float(found.group(1).replace(",", ""))}
    figures.update(json.loads(_run([sys.executable, __file__, "--worker", game_id], pure)))
    return figures


def worker(game_id: str) -> dict[str, object]:
    """Perft and medium in this process (the environment chose the build)."""
    from pardsgui.ai import MEDIUM, think
    from pardsgui.core import contract
    from pardsgui.core.dice import pick_outcome
    from pardsgui.core.playout import perft
    from pardsgui.games import get_game

    game = get_game(game_id)
    start = game.initial()
    began = time.process_time()
    leaves = perft(start, PERFT_DEPTH[game_id])
    perft_rate = leaves / (time.process_time() - began)

    rng = random.Random(1)
    position = start
    made = 0
    steps = 0
    spent = 0.0
    moves = []
    for wanted in SEARCHED_AFTER:
        while made < wanted or position.current is None:
            if position.outcome is not None:
                raise SystemExit(f"{game_id}: the random game ended before move {wanted}")
            if position.is_chance:
                position = position.apply(pick_outcome(position.chance_outcomes(), rng))
            else:
                legal = position.legal_moves()
                position = position.apply(legal[int(rng.random() * len(legal))])
                made += 1
        began = time.process_time()
        found = think(position, MEDIUM.without_ceiling(), seed=1)
        spent += time.process_time() - began
        steps += found.steps
        assert found.best is not None
        moves.append(position.move_text(found.best))
    return {
        "compiled": not (contract.__file__ or "").endswith(".py"),
        "perft": perft_rate,
        "medium": steps / spent,
        "medium_seconds": spent,
        "medium_moves": " ".join(moves),
        "medium_steps": steps,
    }


FIGURES = ("bench", "perft", "medium")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("games", nargs="*", help="the games (default: all five)")
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(worker(args.worker)))
        return 0
    games = args.games or list(BENCH)
    ratios: dict[str, list[float]] = {figure: [] for figure in FIGURES}
    for game_id in games:
        runs: dict[bool, list[dict[str, object]]] = {True: [], False: []}
        for round_ in range(args.rounds):
            for pure in (True, False) if round_ % 2 == 0 else (False, True):
                runs[pure].append(measure(game_id, pure))
        if any(run["compiled"] for run in runs[True]) or not all(run["compiled"] for run in runs[False]):
            raise SystemExit("no compiled copy to compare: run scripts/build_compiled.py first")
        same = {(run["medium_moves"], run["medium_steps"]) for run in runs[True] + runs[False]}
        if len(same) != 1:
            raise SystemExit(f"{game_id}: medium differs between the builds: {sorted(same)}")
        move, steps = same.pop()
        for figure in FIGURES:
            pure_figure = statistics.median(float(str(run[figure])) for run in runs[True])
            compiled_figure = statistics.median(float(str(run[figure])) for run in runs[False])
            ratio = compiled_figure / pure_figure
            ratios[figure].append(ratio)
            what = {
                "bench": f"bench ({BENCH[game_id][1]})",
                "perft": f"perft {PERFT_DEPTH[game_id]} leaves/s",
                "medium": f"medium steps/s ({steps:,} steps, plays {move})",
            }[figure]
            print(
                f"{game_id:9} {what:54} pure {pure_figure:>11,.0f}  compiled {compiled_figure:>11,.0f}"
                f"  x{ratio:.2f}",
                flush=True,
            )
    for figure in FIGURES:
        at_least_two = sum(ratio >= 2 for ratio in ratios[figure])
        print(
            f"{figure}: compiled/pure median x{statistics.median(ratios[figure]):.2f},"
            f" >= 2x in {at_least_two} of {len(ratios[figure])} games"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
