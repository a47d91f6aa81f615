"""Glicko-2 against the worked example of Glickman's paper, and the puzzle's two-sided update."""

from __future__ import annotations

import pytest

from pardsgui.train.rating import MIN_DEVIATION, Rating, play, update


def test_the_papers_worked_example() -> None:
    # "Example of the Glicko-2 system", section 3: a player of 1500 (RD 200, volatility 0.06)
    # beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300), tau 0.5.
    player = Rating(1500, 200, 0.06)
    results = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, results, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Rating(1600, 100, 0.06), [])
    assert after.rating == 1600 and after.volatility == 0.06
    assert after.deviation == pytest.approx((100**2 + (0.06 * 173.7178) ** 2) ** 0.5)


def test_solving_raises_the_player_and_lowers_the_puzzle_and_failing_the_reverse() -> None:
    player, puzzle = Rating(1500, 150, 0.06), Rating(1500, 200, 0.06)
    up, easier = play(player, puzzle, solved=True)
    down, harder = play(player, puzzle, solved=False)
    assert up.rating > 1500 > down.rating
    assert easier.rating < 1500 < harder.rating
    assert up.deviation < 150 and down.deviation < 150
    # A harder puzzle solved earns more than an easier one.
    assert play(player, Rating(1800, 200), True)[0].rating > play(player, Rating(1200, 200), True)[0].rating


def test_the_deviation_stays_above_lichess_floor() -> None:
    player = Rating(1500, 50, 0.06)
    for _ in range(200):
        player, _puzzle = play(player, Rating(1500, 50), solved=True)
    assert player.deviation >= MIN_DEVIATION
