"""What each step through a game costs in instructions, counted by callgrind (not a test).

    .venv/bin/python scripts/step_instructions.py [GAME] [--plies 40] [--pardsgui DIR] [--keys jumps]

Runs `scripts/step_figures.py GAME --plies N --rounds 1` under valgrind's callgrind, which
writes its counts out before each key press (`--dump-before` on the function every key press
goes through), and prints the instructions of each step (the key, the redraw, until the window
is idle): median, 95th percentile, largest and mean, in millions. Unlike a step's wall time on
a shared machine, which swings by a third from one run to the next, the count is the same at
every run, so two versions compare step by step (`--pardsgui DIR`: another checkout's code).
`--keys jumps`: End and Home by turns (`step_figures.py --keys jumps`), 19 jumps counted.
Needs valgrind (Debian's package); some five minutes for 80 steps.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def counted(path: Path) -> int:
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise ValueError(f"{path}: no total")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", nargs="?", default="parry")
    parser.add_argument("--plies", type=int, default=40)
    parser.add_argument("--pardsgui", type=Path, default=HERE.parent)
    parser.add_argument("--keys", choices=("steps", "jumps"), default="steps", help="as step_figures.py's")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "steps.out"
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--dump-before=qt_sendShortcutOverrideEvent*",  # once a key press
                f"--callgrind-out-file={out}",
                sys.executable,
                str(HERE / "step_figures.py"),
                args.game,
                "--plies",
                str(args.plies),
                "--rounds",
                "1",
                "--pardsgui",
                str(args.pardsgui),
                "--keys",
                args.keys,
            ],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        dumps = sorted(out.parent.glob("steps.out.*"), key=lambda path: int(path.suffix[1:].split("-")[0]))
        # Each dump holds what ran since the one before: the first, the start; the next, the
        # Home key that begins the run; then a step each. The last step, with the exit, is in
        # the file without a number, and left out.
        steps = sorted(counted(path) / 1e6 for path in dumps[2:])
    if not steps:
        sys.exit("no steps counted")
    print(
        f"{args.game}, {len(steps)} steps, millions of instructions a step:"
        f" median {statistics.median(steps):.1f}, 95th percentile {steps[int(0.95 * (len(steps) - 1))]:.1f},"
        f" largest {steps[-1]:.1f}, mean {statistics.mean(steps):.1f}"
    )


if __name__ == "__main__":
    main()
