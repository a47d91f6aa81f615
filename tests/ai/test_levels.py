"""Levels: seeded answers, their time limits, stopping and progress."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from pardsgui.ai import analyse, parse_level, think
from pardsgui.ai.hooks import GameHooks, hooks_for
from pardsgui.ai.levels import EASY, MEDIUM, RANDOM, Level, hard
from pardsgui.ai.mcts import Analysis
from pardsgui.core.contract import Position
from pardsgui.games import get_game
from tests.games.kerd.build import position

NARDSHIR = get_game("nardshir")


def opening(dice: str = "3,5") -> Position:
    """White's first decision: several entries to choose from."""
    return NARDSHIR.parse(f"{','.join(['0'] * 24)} w dice={dice}")


def middle() -> Position:
    return NARDSHIR.parse("1,0,0,-1,0,0,0,0,0,0,0,0,0,0,-1,-1,-1,0,0,0,1,0,0,0 b hand=13,11 dice=4,6")


def summary(position: Position, seed: int) -> list[tuple[str, int]]:
    # Without the wall-clock ceiling: a busy test machine must not cut the search.
    level = EASY.without_ceiling()
    return [(stat.text, stat.visits) for stat in think(position, level, seed).moves]


def test_the_same_seed_gives_the_same_search() -> None:
    assert summary(middle(), 5) == summary(middle(), 5)
    assert summary(opening(), 5) == summary(opening(), 5)
    # ... and another seed another one (visit counts at least).
    assert summary(middle(), 5) != summary(middle(), 6)


def test_random_is_seeded_too() -> None:
    chosen = {think(middle(), "random", seed).best for seed in range(30)}
    assert len(chosen) > 2
    assert [think(middle(), "random", s).best for s in range(5)] == [
        think(middle(), "random", s).best for s in range(5)
    ]


@pytest.mark.parametrize(("level", "limit"), [(EASY, 0.5), (MEDIUM, 2.0)])
def test_levels_budgets_fit_their_time(level: Level, limit: float) -> None:
    # Processor time, not the wall clock: other jobs on a shared test machine
    # slow the wall clock, not the work the budget stands for.
    began = time.process_time()
    found = think(middle(), level.without_ceiling(), 1)
    elapsed = time.process_time() - began
    assert found.stopped == "budget"
    assert elapsed < limit
    assert found.steps >= level.limits(hooks_for("nardshir")).steps


def test_the_time_ceiling_ends_a_search_whose_budget_is_too_big() -> None:
    greedy = Level("greedy", 0.1, 1_000.0)
    began = time.perf_counter()
    found = think(middle(), greedy, 1)
    assert found.stopped == "time" and time.perf_counter() - began < 0.6
    assert found.best is not None


def test_stop_ends_a_search_quickly_from_another_thread() -> None:
    stop = threading.Event()
    timer = threading.Timer(0.1, stop.set)
    timer.start()
    began = time.perf_counter()
    found = think(middle(), hard(30), 1, stop=stop.is_set)
    elapsed = time.perf_counter() - began
    timer.join()
    assert found.stopped == "stop" and elapsed < 1.0
    assert found.best in middle().legal_moves()


def test_a_stop_before_the_start_answers_at_once() -> None:
    found = analyse(middle(), 1, 10.0, stop=lambda: True)
    assert found.stopped == "stop" and found.iterations == 0


def test_progress_sees_the_search_grow(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("pardsgui.ai.mcts.PROGRESS_EVERY", 0.02)
    seen: list[int] = []
    analyse(middle(), 1, Level("quick", None, 0.3), 1, progress=lambda a: seen.append(a.iterations))
    assert len(seen) >= 3 and seen == sorted(seen) and seen[0] < seen[-1]


def test_analysis_lists_moves_best_first_with_their_win_rates() -> None:
    found = analyse(middle(), 1, "easy", 3)
    assert found.seat == 1 and len(found.moves) == len(middle().legal_moves())
    visits = [stat.visits for stat in found.moves]
    assert visits == sorted(visits, reverse=True) and sum(visits) == found.iterations
    assert all(0 <= stat.value <= 1 and stat.value == stat.values[1] for stat in found.moves)
    assert abs(sum(found.values) - 1) < 1e-9


def test_level_names() -> None:
    assert parse_level("Easy") is EASY and parse_level("random") is RANDOM
    assert parse_level("hard").seconds == 10.0 and parse_level("hard:2.5").seconds == 2.5
    assert parse_level("hard:2.5").label == "hard:2.5" and EASY.label == "easy"
    assert parse_level("MCTS-hard:3").label == "mcts-hard:3" and parse_level("mcts-easy").engine == "mcts"
    # Both at once: main's computer player before issue 26, exactly.
    both = parse_level("mcts-medium-plain")
    assert both.engine == "mcts" and both.plain and both.label == "mcts-medium-plain"
    assert parse_level("mcts-hard-plain:3").label == "mcts-hard-plain:3"
    for bad in (
        "expert",
        "hard:x",
        "hard:0",
        "easy:3",
        "mcts-expert",
        "mcts-",
        "random-plain",
        "medium-plain:3",
    ):
        with pytest.raises(ValueError):
            parse_level(bad)


def test_plain_levels_search_as_before_issue_26() -> None:
    # The levels without the solver and the tactical net, for matches against the new ones.
    hooks = hooks_for("pards")
    for name in ("easy-plain", "medium-plain", "hard-plain:30"):
        level = parse_level(name)
        assert level.plain and level.label == name and not level.limits(hooks).solver
        plain_steps = level.limits(hooks).steps
        assert plain_steps == parse_level(name.replace("-plain", "")).limits(hooks).steps
    assert parse_level("medium").limits(hooks).solver


def test_calibrate_measures_and_suggests_a_speed() -> None:
    from pardsgui.ai.calibrate import calibrate

    lines = calibrate(NARDSHIR, {"variant": "ludii2"}, seconds=0.02, count=2)
    assert lines[0] == "nardshir: the hooks of its ai part" and len(lines) == 4
    assert lines[-1].startswith("nardshir: steps_per_second=")


def test_calibrate_samples_games_that_random_play_would_never_end() -> None:
    from pardsgui.ai.calibrate import sample_positions

    # Kerd's repetition draw lives in the record, so a random game may go on for ever.
    found = sample_positions(get_game("kerd"), {}, 2, seed=1)
    assert len(found) == 2 and all(p.outcome is None and p.current is not None for p in found)


def test_an_mcts_level_searches_kerd_by_monte_carlo_with_its_old_hooks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pardsgui.ai import mcts
    from pardsgui.games.kerd.ai import HOOKS, MCTS_HOOKS

    used: list[GameHooks] = []
    original = mcts.search

    def spy(*args: Any, **kwargs: Any) -> Analysis:
        used.append(args[4])
        return original(*args, **kwargs)

    monkeypatch.setattr(mcts, "search", spy)
    start = position({"g1": "K", "g12": "k", "a11": "T", "b2": "T"})
    think(start, "easy", seed=1)
    assert used == [] and HOOKS.search is not None  # alpha-beta
    think(start, "mcts-easy", seed=1)
    assert used == [MCTS_HOOKS] and MCTS_HOOKS.search is None
