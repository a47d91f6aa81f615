from __future__ import annotations

import random

from pardsgui.core.dice import distinct_pairs, ordered_rolls, pick_outcome, pick_uniform
from pardsgui.core.playout import PlayoutStats, run_playouts
from pardsgui.games import get_game


def test_rolls() -> None:
    assert len(ordered_rolls(range(1, 7))) == 36
    assert ordered_rolls((1, 3, 4, 6))[:2] == [(1, 1), (1, 3)]
    assert distinct_pairs(range(1, 7))[:2] == [(1, 2), (1, 3)] and len(distinct_pairs(range(1, 7))) == 15


def test_sampling_follows_the_probabilities() -> None:
    rng = random.Random(3)
    outcomes = [("a", 0.75), ("b", 0.25)]
    picks = [pick_outcome(outcomes, rng) for _ in range(4000)]
    assert 0.72 < picks.count("a") / 4000 < 0.78
    assert {pick_uniform("xyz", rng) for _ in range(200)} == set("xyz")


def test_playout_statistics_add_up() -> None:
    stats = run_playouts(get_game("nardshir").initial, games=5, seed=4)
    assert stats.games == 5 and stats.unfinished == 0
    assert sum(stats.totals) == 5 and sum(stats.wins) + stats.draws == 5
    assert stats.mean_moves > 100 and stats.moves_per_second > 0
    empty = PlayoutStats()
    assert empty.mean_moves == 0 and empty.moves_per_second == 0


def test_a_winning_team_counts_a_win_for_both_partners_and_a_draw_is_all_seats_alike() -> None:
    stats = PlayoutStats()
    stats.add((1.0, 0.0, 1.0, 0.0), 10)  # four-seat Pagade: seats 1 and 3 are a team
    stats.add((0.0, 1.0, 0.0, 1.0), 10)
    stats.add((0.5, 0.5, 0.5, 0.5), 10)
    stats.add((1.0, 0.0, 0.0, 0.0), 10)
    assert stats.wins == [2, 1, 1, 1] and stats.draws == 1


def test_four_seat_pagade_playouts_have_winning_teams() -> None:
    stats = run_playouts(lambda: get_game("pagade").initial(seats="4p"), games=6, seed=1)
    assert stats.draws == 0 and stats.unfinished == 0
    assert sum(stats.wins) == 2 * stats.games  # two partners win each game
    assert stats.wins[0] == stats.wins[2] and stats.wins[1] == stats.wins[3]
