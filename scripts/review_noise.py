"""The noise floor of the review's loss, per game (docs/ai.md, "Reviewing a game").

A move's loss is the difference of two searches (of the position after the best
move and after the move played). For positions of games the easy level plays
against itself, this measures how far two searches of the *same* position with
different seeds disagree on the chance of the seat that just moved: the loss the
noise alone gives a move as good as the best. The marks' thresholds must stand
well above it.

    python scripts/review_noise.py [GAME...] [--positions N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from pardsgui.ai import choose_move
from pardsgui.ai.review import DEFAULT_LEVEL, Reviewer
from pardsgui.core.dice import pick_outcome
from pardsgui.games import available_ids, get_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--level", default=DEFAULT_LEVEL)
    args = parser.parse_args()
    for game_id in args.games or available_ids():
        game = get_game(game_id)
        rng = random.Random(7)
        losses: list[float] = []
        began = time.process_time()
        position = game.initial()
        reviewer = Reviewer(game_id, args.level, 0)
        other = Reviewer(game_id, args.level, 1)
        while len(losses) < args.positions:
            if position.outcome is not None:
                position = game.initial()
            if position.is_chance:
                position = position.play(pick_outcome(position.chance_outcomes(), rng))
                continue
            moves = position.legal_moves()
            if len(moves) > 1 and rng.random() < 0.3:
                seat = position.current
                assert seat is not None
                after = position.play(rng.choice(list(moves)))
                if after.outcome is None:
                    one, two = reviewer.analysis(after), other.analysis(after)
                    losses.append(100.0 * (one.values[seat] - two.values[seat]))
            position = position.play(choose_move(position, "easy", rng.randrange(10**6)))
        spread = sorted(abs(x) for x in losses)
        print(
            f"{game_id}: {len(losses)} positions, two seeds' difference: mean {statistics.mean(losses):+.1f},"
            f" |loss| median {spread[len(spread) // 2]:.1f}, 90% {spread[int(0.9 * len(spread))]:.1f},"
            f" max {spread[-1]:.1f} points ({time.process_time() - began:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
