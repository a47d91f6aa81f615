"""How often each level, with and without the tactical net, goes wrong in the stored tactics scenes.

A scene (tests/ai/tactics_scenes.py) is a position from seeded play where some moves win within
the turn and others do not, or where some moves let the next seat win at once and others do
not; a level goes wrong when it plays one of the others.  `-plain` is the level as it was before
issue 26 (no solver, no net).

    python scripts/tactics_figures.py [GAME...] [--levels easy,medium]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pardsgui.ai.levels import parse_level
from tests.ai.tactics_scenes import SOURCES
from tests.ai.test_tactics import misses, sample


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=list(SOURCES))
    parser.add_argument("--levels", default="easy,medium")
    args = parser.parse_args()
    for game_id in args.games:
        scenes = sample(game_id)
        for name in args.levels.split(","):
            for level in (f"{name}-plain", name):
                wrong = misses(scenes, [(level, parse_level(level), 2)])
                print(f"{game_id} {level}: {len(wrong)} wrong of {len(scenes)} scenes", flush=True)


if __name__ == "__main__":
    main()
