"""How the computer judges a game it plays: resigning, offering and accepting a draw."""

from __future__ import annotations

import pytest

from pardsgui.table.agreements import OFFER_AFTER_PLY, OFFER_STRETCH, Judge, accepts_draw


@pytest.mark.parametrize(
    ("score", "players", "accepts"),
    [(0.5, 2, True), (0.51, 2, True), (0.3, 2, True), (0.53, 2, False), (0.9, 2, False)],
)
def test_a_draw_is_accepted_at_an_even_share_or_below(score: float, players: int, accepts: bool) -> None:
    assert accepts_draw(score, players) is accepts


def test_it_resigns_after_two_searches_that_saw_the_game_lost_and_only_when_allowed() -> None:
    judge = Judge()
    assert judge.after_search((0.99, 0.01), 1, 30, may_resign=True) == ""  # one bleak search is not enough
    assert judge.after_search((0.99, 0.01), 1, 32, may_resign=True) == "resign"
    patient = Judge()
    for ply in (30, 32, 34):
        assert patient.after_search((0.99, 0.01), 1, ply, may_resign=False) == ""
    hopeful = Judge()
    hopeful.after_search((0.99, 0.01), 1, 30, may_resign=True)
    assert hopeful.after_search((0.9, 0.1), 1, 32, may_resign=True) == ""
    assert Judge().after_search((), 1, 30, may_resign=True) == ""  # a forced move judged nothing


def test_it_offers_a_draw_late_after_a_long_even_stretch_and_not_again_at_once() -> None:
    judge = Judge()
    ply = OFFER_AFTER_PLY
    verdicts = [judge.after_search((0.5, 0.5), 0, ply + 2 * n, False) for n in range(OFFER_STRETCH)]
    assert verdicts == [""] * (OFFER_STRETCH - 1) + ["offer"]
    assert judge.after_search((0.5, 0.5), 0, ply + 40, False) == ""  # declined: not again at once
    early = Judge()
    assert all(early.after_search((0.5, 0.5), 0, n, False) == "" for n in range(OFFER_STRETCH))
    uneven = Judge()
    scores = [0.5] * (OFFER_STRETCH - 1) + [0.7]
    assert all(uneven.after_search((s, 1 - s), 0, ply + n, False) == "" for n, s in enumerate(scores))
