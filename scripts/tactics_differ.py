"""How often a level's move differs from its `-plain` twin's (no solver, no net) along one seeded game.

Both levels search every decision of a game played from the start (each move taken from one of
the two at random, dice by a seeded roll), with the same seed and without the levels'
wall-clock ceiling, as the match command plays (a search cut by a busy machine's clock answers
otherwise, and the count would measure the machine's load); prints the counts: decisions, how
the new level's search ended, how often the net said something, how often the moves differ.

    python scripts/tactics_differ.py GAME [MAX_ATOMIC_MOVES] [--level medium]
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from pardsgui.ai import think
from pardsgui.ai.levels import parse_level
from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("moves", nargs="?", type=int, default=2_000)
    parser.add_argument("--level", default="medium")
    args = parser.parse_args()
    rng = random.Random(5)
    position = get_game(args.game).initial()
    counts: Counter[str] = Counter()
    made = 0
    new_level, old_level = (
        parse_level(name).without_ceiling() for name in (args.level, f"{args.level}-plain")
    )
    while position.outcome is None and made < args.moves:
        if position.is_chance:
            position = position.apply(pick_outcome(position.chance_outcomes(), rng))
            continue
        if len(position.legal_moves()) > 1:
            new = think(position, new_level, made)
            old = think(position, old_level, made)
            counts["decisions"] += 1
            counts[f"stopped {new.stopped}"] += 1
            counts["net says something"] += bool(new.tactics)
            counts["moves differ"] += new.best != old.best
            position = position.apply(old.best if rng.random() < 0.5 else new.best)
        else:
            position = position.apply(position.legal_moves()[0])
        made += 1
    print(dict(counts))


if __name__ == "__main__":
    main()
