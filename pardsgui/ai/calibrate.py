"""Measure the search's speed on a game, to set `GameHooks.steps_per_second`.

    python -m pardsgui.ai.calibrate GAME [--option K=V]... [--seconds S]

Searches positions met in random games (early, middle and late, decisions
only) with the game's hooks and prints moves played and iterations per
second of processor time for each, and a `steps_per_second` to put in the
game's `ai.py`: the slowest position's speed less a quarter, so every
level's budget stays inside its time where the game is slowest.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence

from pardsgui.ai.hooks import NO_HOOKS, hooks_for
from pardsgui.ai.mcts import Limits
from pardsgui.ai.searching import search
from pardsgui.core.contract import Game, Position
from pardsgui.core.dice import pick_outcome, pick_uniform
from pardsgui.games import get_game


def sample_positions(game: Game, options: dict[str, str], count: int, seed: int) -> list[Position]:
    """Decision positions spread over random games (one per game, at growing depths)."""
    rng = random.Random(seed)
    found: list[Position] = []
    for index in range(count * 5):
        if len(found) == count:
            break
        position = game.initial(**options)
        history: list[Position] = []
        # Random play may never end a game (Kerd's repetitions live in the record): cut it.
        for _ in range(hooks_for(game.id).max_playout):
            if position.outcome is not None:
                break
            if position.is_chance:
                position = position.play(pick_outcome(position.chance_outcomes(), rng))
                continue
            if len(position.legal_moves()) > 1:
                history.append(position)
            position = position.play(pick_uniform(position.legal_moves(), rng))
        if history:
            found.append(history[len(history) * (index % count) // count])
    return found


def calibrate(game: Game, options: dict[str, str], seconds: float, count: int = 6) -> list[str]:
    hooks = hooks_for(game.id)
    lines = [f"{game.id}: the hooks of its ai part" if hooks is not NO_HOOKS else f"{game.id}: no hooks"]
    rates: list[float] = []
    for position in sample_positions(game, options, count, seed=1):
        # A first search sizes the budget; the second, of about `seconds`, is measured.
        cpu = time.process_time()
        probe = search(position, position.current, Limits(steps=2_000), 1, hooks)
        probe_rate = probe.steps / max(time.process_time() - cpu, 1e-3)
        cpu = time.process_time()
        found = search(position, position.current, Limits(steps=int(probe_rate * seconds)), 1, hooks)
        used = max(time.process_time() - cpu, 1e-6)
        rates.append(found.steps / used)
        lines.append(
            f"  {found.steps:>9,} moves {found.iterations:>7,} iterations in {used:5.2f} s:"
            f" {found.steps / used:>9,.0f} moves/s {found.iterations / used:>8,.0f} iterations/s"
        )
    if rates:
        lines.append(
            f"{game.id}: steps_per_second={0.75 * min(rates):,.0f} (now {hooks.steps_per_second:,.0f})"
        )
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pardsgui.ai.calibrate", description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--option", action="append", default=[], metavar="K=V")
    parser.add_argument("--seconds", type=float, default=1.0, help="processor time per measured search")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    options = dict(pair.split("=", 1) for pair in args.option)
    for line in calibrate(game, game.check_options(options), args.seconds):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
