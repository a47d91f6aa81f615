"""How often a level's move hangs a piece in the hung-piece scenes of Kerd and Pards (issue 26, target 2).

The scenes and the judge are the tests' (`tests/ai/hung_pieces.py`); the long sample is the one
`pytest -m long tests/ai/test_hung_pieces.py` checks the hint on.

    python scripts/hung_figures.py [--levels medium,mcts-medium-plain] [--sample long|default]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.ai.hung_pieces import find_scenes
from tests.ai.test_hung_pieces import GAMES, PER_GAME, SAMPLES, hung


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--levels", default="medium,mcts-medium-plain")
    parser.add_argument("--sample", choices=("default", "long"), default="long")
    args = parser.parse_args()
    for game_id in GAMES:
        scenes = find_scenes(game_id, SAMPLES[game_id][args.sample == "long"], per_game=PER_GAME)
        for name in args.levels.split(","):
            began = time.process_time()
            print(
                f"{game_id} {name}: hangs a piece in {len(hung(scenes, name))} of {len(scenes)} scenes"
                f" ({time.process_time() - began:.0f} s of processor time)",
                flush=True,
            )


if __name__ == "__main__":
    main()
