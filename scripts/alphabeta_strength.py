"""The matches behind docs/ai.md's alpha-beta figures (Kerd and Pards against the former MCTS).

    python scripts/alphabeta_strength.py [--games N] [--only GAME]

Runs each match one after another, niced (the machine is shared), and prints
each one's last lines: the score with its 95 % interval and the longest
search. `--games` overrides every match's number of games.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

#: (game, A, B, games): the new levels against the `mcts-` levels (main's), and hard against medium.
MATCHES = (
    ("kerd", "easy", "mcts-easy", 20),
    ("kerd", "medium", "mcts-medium", 20),
    ("kerd", "medium", "mcts-hard", 6),
    ("pards", "easy", "mcts-easy", 20),
    ("pards", "medium", "mcts-medium", 20),
    ("pards", "medium", "mcts-hard", 10),
    ("pards", "hard", "medium", 10),
)
SEED = 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int)
    parser.add_argument("--only")
    args = parser.parse_args()
    engine = Path(sys.executable).with_name("pardsgui-engine")
    for game, a, b, games in MATCHES:
        if args.only and game != args.only:
            continue
        command = ["nice", "-n", "10", str(engine), "match", game, "--a", a, "--b", b]
        command += ["--games", str(args.games or games), "--seed", str(SEED)]
        print(" ".join(command), flush=True)
        done = subprocess.run(command, capture_output=True, text=True, check=True)
        print("\n".join(done.stdout.strip().splitlines()[-4:]), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
