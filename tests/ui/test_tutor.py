"""The tutor's own rules, apart from the journeys: a failed rating never blocks, a moved game drops it."""

from __future__ import annotations

from collections.abc import Callable

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.ui.computer import Job
from pardsgui.ui.main_window import MainWindow
from pardsgui.ui.tutor import question
from tests.journeys.test_tutor import PLANTED

MakeWindow = Callable[..., MainWindow]


def held(make_window: MakeWindow) -> tuple[MainWindow, Job]:
    text, bad, _good = PLANTED["nardshir"]
    window = make_window("nardshir", position=text)
    window.tutor.set_enabled(True)
    c = window.controller
    c.play(c.position.parse_move(bad))
    runner = window.tutor._runner
    assert window.tutor.pending is not None and runner is not None and runner.job is not None
    return window, runner.job


def test_a_rating_that_fails_plays_the_move_and_says_why(make_window: MakeWindow) -> None:
    window, job = held(make_window)
    before = window.controller.record.current
    said: list[str] = []
    window.controller.message.connect(said.append)
    window.tutor._failed(job, "the search process failed: boom")
    assert window.controller.record.current.parent is before and window.tutor.pending is None
    assert said and "could not rate" in said[-1] and "boom" in said[-1]


def test_a_game_moved_on_drops_the_move_held(make_window: MakeWindow) -> None:
    window, job = held(make_window)
    c = window.controller
    c.set_record(Record(get_game("pards")))  # another game, before the answer
    assert window.tutor.pending is None
    window.tutor._failed(job, "late")  # an answer for the move let go of plays nothing
    assert not any(node.text == PLANTED["nardshir"][1] for node in c.record.nodes())


def test_a_second_move_waits_for_the_first_ones_answer(make_window: MakeWindow) -> None:
    window, _job = held(make_window)
    c = window.controller
    c.play(c.position.parse_move(PLANTED["nardshir"][2]))
    assert "still looking" in c.reason and not c.record.current.children


def test_the_question_says_how_much_and_what_kind() -> None:
    from pardsgui.core.review_data import MoveReview

    rated = MoveReview("c6-d4", 0, (0.5, 0.5), (0.2, 0.8), best="a4-b4", best_value=0.7, loss=50.0, mark="??")
    words = question(rated)
    assert "c6-d4" in words and "a blunder (??)" in words and "about 50 %" in words
