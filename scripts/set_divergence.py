"""Where the two games of a duplicate set part, and whether the levels differ there (issue 26).

In a match with duplicate dice (`pardsgui-engine match --duplicate`) both games of a set have the
same dice and search seeds, so two levels that chose alike would play them move for move.  This
replays a two-seat set, finds the first decision where its games differ, and tells
- the two moves and the mover's chance after each, by the review's search at four times its
  budget for the puzzle proof's two seeds (as `scripts/paired_levels.py` weighs a move);
- how often each level chooses each of them over `--seeds` search seeds, at that position:
  a decision both levels take either way about as often is the search's own spread, not a
  difference between the levels.

    python scripts/set_divergence.py GAME --seed S --game N [--a medium] [--b medium-plain] [--seeds 20]

N is the number (from 1) of either game of the set, as the match's lines count them.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pardsgui.ai import think
from pardsgui.ai.levels import parse_level
from pardsgui.ai.match import dice_game, play_game
from pardsgui.ai.review import REVIEW_STEPS, Reviewer
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.train.finder import SEEDS, chance


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--seed", type=int, required=True, help="the match's seed")
    parser.add_argument("--game", dest="number", type=int, required=True)
    parser.add_argument("--a", default="medium")
    parser.add_argument("--b", default="medium-plain")
    parser.add_argument("--seeds", type=int, default=20)
    args = parser.parse_args(argv)
    game = get_game(args.game)
    if game.initial().players != 2:
        parser.error("a set of two games: two seats")
    a, b = (parse_level(name).without_ceiling() for name in (args.a, args.b))
    first = dice_game(args.number - 1, 2, True)
    lines = [play_game(game, {}, a, b, index, args.seed, True).line for index in (first, first + 1)]
    ply = next((ply for ply, (one, other) in enumerate(zip(*lines, strict=False)) if one != other), None)
    if ply is None:
        print(f"games {first + 1} and {first + 2} are the same game")
        return
    record = Record(game)
    for text in lines[0][:ply]:
        record.play_text(text)
    position = record.position
    seat = position.current
    assert seat is not None
    # Game `first` has A in seat 0, game `first + 1` B; the other seat is the other level.
    by = {lines[0][ply]: args.a if seat == 0 else args.b, lines[1][ply]: args.b if seat == 0 else args.a}
    print(
        f"games {first + 1} and {first + 2} part at ply {ply}, seat {seat + 1} to move: {position.to_text()}"
    )
    judges = [Reviewer(game.id, seed=seed, cache={}) for seed in SEEDS]
    deep = REVIEW_STEPS[game.id] * 4
    for text, level in by.items():
        after = position.play(position.parse_move(text))
        worth = statistics.fmean(chance(judge.analysis(after, deep), position)[seat] for judge in judges)
        print(f"  {text} ({level}): the mover's chance after it {100 * worth:.1f} %")
    for name, level in ((args.a, a), (args.b, b)):
        chosen = Counter(position.move_text(think(position, level, seed).best) for seed in range(args.seeds))
        told = ", ".join(f"{text} {count}" for text, count in chosen.most_common())
        print(f"  {name} over {args.seeds} seeds: {told}")


if __name__ == "__main__":
    main()
