"""How near the review's loss of a planted blunder comes to eight times its budget's (issue 26, target 5).

Medium plays seeded games against itself; every few decisions, where some move hangs a piece
(judged as in `tests/ai/hung_pieces.py`: it loses a piece, or in Pards a rank of the Vicar, to a
capture), the worst such move is *planted*: the review rates it as if it had been played, once
at its own budget (`review`, as the review rates it: in Pards a marked decision is searched
again at four times the budget, `pardsgui.ai.review.VERIFY`) and once by a plain search at eight
times that budget.  The deeper loss is taken as the
truth; a review loss within a third of it is close.

    python scripts/review_depth.py [GAME...] [--games N] [--factor 8] [--steps N] [--former]
        [--probe 80000,160000]

`--probe` rates each blunder that is off by more than a third again by plain searches of those
many moves, to see which of the two the deeper searches side with.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pardsgui.ai import choose_move
from pardsgui.ai.hooks import hooks_for
from pardsgui.ai.levels import parse_level
from pardsgui.ai.review import REVIEW_STEPS, Reviewer, mark_for, rate_move
from pardsgui.core.contract import Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game
from tests.ai.hung_pieces import judge_scene


def loss(reviewer: Reviewer, position: Position, move: Move) -> float:
    """The review's loss of `move`, rated as `pardsgui.ai.review` rates a decision of a finished game."""
    return rate_move(reviewer, position, move, ended=True).loss or 0.0


def planted(game_id: str, games: int, every: int, plies: int) -> list[tuple[Position, Move]]:
    """(position, worst hanging move) from medium's seeded games against itself."""
    game = get_game(game_id)
    found: list[tuple[Position, Move]] = []
    level = parse_level("medium").without_ceiling()
    for index in range(games):
        rng = random.Random(f"review depth {game_id} {index}")
        position = game.initial()
        decisions = 0
        while position.outcome is None and decisions < plies:
            if position.is_chance:
                position = position.play(pick_outcome(position.chance_outcomes(), rng))
                continue
            decisions += 1
            if decisions % every == 0 and len(position.legal_moves()) > 1:
                scene = judge_scene(game_id, index, decisions, position, 200_000)
                if scene is not None:
                    hanging = [move for move in scene.kept if scene.hangs(move)]
                    found.append((position, min(hanging, key=lambda move: scene.kept[move])))
            position = position.play(choose_move(position, level, rng.randrange(10**6)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*", default=["kerd", "pards"])
    parser.add_argument("--games", dest="count", type=int, default=4)
    parser.add_argument("--every", type=int, default=5)
    parser.add_argument("--plies", type=int, default=120)
    parser.add_argument("--factor", type=int, default=8)
    parser.add_argument("--steps", type=int, help="the review's budget (default: the game's own)")
    parser.add_argument(
        "--former",
        action="store_true",
        help="review with the former Monte Carlo hooks",
    )
    parser.add_argument(
        "--no-verify", action="store_true", help="rate without searching marked decisions again (before)"
    )
    parser.add_argument("--probe", default="", help="budgets to rate the blunders off by a third at")
    args = parser.parse_args()
    probes = [int(steps) for steps in args.probe.split(",") if steps]
    for game_id in args.games:
        began = time.process_time()
        blunders = planted(game_id, args.count, args.every, args.plies)
        hooks = hooks_for(game_id)
        reviewer = Reviewer(game_id, hooks=(hooks.mcts or hooks) if args.former else hooks)
        steps = args.steps or REVIEW_STEPS[game_id]
        reviewer.steps = steps
        if args.no_verify:
            reviewer.verify = 1
        # The truth: a plain search at `factor` times the budget, no decision searched again.
        deep_reviewer = Reviewer(game_id, hooks=reviewer.hooks, cache=reviewer.cache)
        deep_reviewer.steps, deep_reviewer.verify = steps * args.factor, 1
        close = same_mark = 0
        ratios = []
        for position, move in blunders:
            shallow = loss(reviewer, position, move)
            deep = loss(deep_reviewer, position, move)
            near = abs(shallow - deep) <= deep / 3
            close += near
            same_mark += mark_for(game_id, shallow) == mark_for(game_id, deep)
            if deep > 0:
                ratios.append(shallow / deep)
            print(
                f"  {position.move_text(move):>12}: review {shallow:5.1f} {mark_for(game_id, shallow):2},"
                f" x{args.factor} {deep:5.1f} {mark_for(game_id, deep):2}"
                f"{'' if near else '   (off by more than a third)'}  {position.to_text()}",
                flush=True,
            )
            for steps in probes if not near else ():
                probe = Reviewer(game_id, hooks=reviewer.hooks, cache=reviewer.cache)
                probe.steps, probe.verify = steps, 1
                print(f"    at {steps:,} moves searched: {loss(probe, position, move):5.1f}", flush=True)
        median = statistics.median(ratios) if ratios else float("nan")
        print(
            f"{game_id}: {len(blunders)} planted blunders, {close} within a third of x{args.factor}'s loss,"
            f" {same_mark} marked alike;"
            f" review / deep loss median {median:.2f} ({time.process_time() - began:.0f} s)",
            flush=True,
        )


if __name__ == "__main__":
    main()
