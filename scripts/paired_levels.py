"""Where a level and its `-plain` twin choose differently, which choice does a deep search prefer?

A match between two levels that choose the same move at nearly every decision is mostly the
dice's noise (Nardshir's medium and medium-plain differed at 0 of 196 decisions, Pagade's at 2
of 620: docs/ai.md), so 100 games hardly tell whether the new level is weaker. This compares
the two where they differ, move against move, which is what can make one weaker:

1. Seeded games are played from the start, each move taken from one of the two levels at random
   (the dice from the same generator), as `scripts/tactics_differ.py` plays them.
2. At every decision both levels search the position, with the same seed (the window's: the ply)
   and no wall-clock ceiling (a search cut by a busy machine's clock answers otherwise).
3. Where their moves differ, each move is weighed as the puzzle proof weighs a move: the
   mover's chance in the position after it, by the review's search at `--depth` times the
   review's budget, for each of two seeds (`pardsgui.train.finder`). The difference
   new − old, in points of the mover's chance, averaged over the seeds, is the decision's figure.

Prints, per game: decisions, how many differ, each differing decision's figure, and their mean
with a 95 % interval (Student's t). Not a test; run by hand:

    python scripts/paired_levels.py GAME [GAME...] [--games 4] [--level medium] [--depth 4]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pardsgui.ai import think
from pardsgui.ai.levels import parse_level
from pardsgui.ai.match import mean_interval
from pardsgui.ai.review import REVIEW_STEPS, Reviewer
from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game
from pardsgui.train.finder import SEEDS, chance


def game_figures(game_id: str, number: int, level: str, depth: int, most: int) -> tuple[int, list[float]]:
    """One seeded game: its decisions, and new − old at each one where the levels differ."""
    rng = random.Random(1000 + number)
    position = get_game(game_id).initial()
    deep = REVIEW_STEPS[game_id] * depth
    judges = [Reviewer(game_id, seed=seed, cache={}) for seed in SEEDS]
    # Without the wall-clock ceiling, as the match command plays: on a busy machine a search cut
    # by the clock answers otherwise, and the levels would be judged by the machine's load.
    levels = [parse_level(name).without_ceiling() for name in (level, f"{level}-plain")]
    decisions, figures, ply = 0, [], 0
    while position.outcome is None and ply < most:
        if position.is_chance:
            position = position.play(pick_outcome(position.chance_outcomes(), rng))
            continue
        moves = position.legal_moves()
        if len(moves) > 1:
            decisions += 1
            new, old = (think(position, chosen, ply).best for chosen in levels)
            assert new is not None and old is not None
            if new != old:
                seat = position.current
                assert seat is not None
                after_new, after_old = position.play(new), position.play(old)
                gain = statistics.fmean(
                    chance(judge.analysis(after_new, deep), position)[seat]
                    - chance(judge.analysis(after_old, deep), position)[seat]
                    for judge in judges
                )
                figures.append(100 * gain)
                texts = position.move_text(new), position.move_text(old)
                print(
                    f"  game {number} ply {ply}: new {texts[0]}, old {texts[1]}: {100 * gain:+.2f} points",
                    flush=True,
                )
            position = position.play(new if rng.random() < 0.5 else old)
        else:
            position = position.play(moves[0])
        ply += 1
    return decisions, figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--games", dest="count", type=int, default=4, help="seeded games per game")
    parser.add_argument("--first", type=int, default=1, help="the first game's number")
    parser.add_argument("--level", default="medium")
    parser.add_argument("--depth", type=int, default=4, help="the judge's budget, times the review's")
    parser.add_argument("--most", type=int, default=3000, help="plies at most per game")
    args = parser.parse_args()
    for game_id in args.games:
        began = time.process_time()
        decisions, figures = 0, []
        for number in range(args.first, args.first + args.count):
            made, found = game_figures(game_id, number, args.level, args.depth, args.most)
            decisions += made
            figures += found
            print(f"{game_id} game {number}: {made} decisions, {len(found)} differ", flush=True)
        line = f"{game_id}: {decisions} decisions in {args.count} games, {len(figures)} differ"
        if figures:
            mean, low, high = mean_interval(figures)
            better = sum(f > 0 for f in figures)
            worse = sum(f < 0 for f in figures)
            line += (
                f"; new - old {mean:+.2f} points (95 % interval {low:+.2f} to {high:+.2f}),"
                f" new better at {better}, worse at {worse}"
            )
        print(f"{line}; {time.process_time() - began:.0f} processor seconds", flush=True)


if __name__ == "__main__":
    main()
