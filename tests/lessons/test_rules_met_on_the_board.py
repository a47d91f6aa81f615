"""Nardshir's, Parry's and Four in a row's lessons say which rules they state, and the learner meets each.

Issue 25, item 19: a rule only told is soon forgotten. Here the rules the issue named as
only told — "a higher die does not bear off", "a step may not bring back a board already
seen" — are met by a click on the lesson's board, refused with the rule's words; and the
last-point gate's lesson shows the count it talks about.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.lessons import Progress, load_lessons
from pardsgui.lessons.desk import LessonDesk

OURS = ("nardshir", "parry", "rows")


@pytest.mark.parametrize("game_id", OURS)
def test_every_lesson_says_which_rules_it_states(game_id: str) -> None:
    for lesson in load_lessons(game_id):
        assert lesson.states, f"{game_id}: {lesson.id} states no rule"


def desk(tmp_path: Path, game_id: str, lesson_id: str) -> LessonDesk:
    opened = LessonDesk(game_id, Progress.load(tmp_path / "lessons.json"))
    opened.open([lesson.id for lesson in opened.lessons].index(lesson_id))
    return opened


def test_nardshir_a_higher_die_does_not_bear_off_is_met_on_the_board(tmp_path: Path) -> None:
    opened = desk(tmp_path, "nardshir", "higher-die")
    assert "higher-die-does-not-bear-off" in opened.lesson.states
    opened.click("p20")
    opened.click("off-w")  # the 5 is the only die high enough, and it is too high
    assert opened.message == (
        "A higher die does not bear off: from point 20 only a 4 bears off (the dice to play: 1 and 5)"
    )
    assert opened.run.learner_moves == 0
    for cell in ("p18", "p19", "p19", "off-w"):
        opened.click(cell)
    assert opened.run.words == opened.lesson.success


def test_nardshir_the_gate_s_lesson_shows_the_count_it_talks_about(tmp_path: Path) -> None:
    opened = desk(tmp_path, "nardshir", "last-point-gate")
    assert "10 in your hand (the number on its tray) and 1 on point 0 make 11" in opened.lesson.explain
    view, position = opened.table.view, opened.position
    counts = {piece.cell: piece.count for piece in view.pieces(position)}
    assert (counts["hand-w"], counts["p0"]) == (10, 1)  # the numbers the words point at
    opened.click("p21")
    opened.click("p23")
    assert opened.message.endswith("(now 11: 10 in hand, 1 on point 0)")


def test_nardshir_a_full_point_refuses_the_hand_in_its_lesson(tmp_path: Path) -> None:
    opened = desk(tmp_path, "nardshir", "starting-side-limit")
    opened.click("hand-w")
    opened.click("p4")
    assert opened.message.startswith("The 5 cannot enter there: point 4 holds two White pieces already")
    assert opened.table.selected is None and opened.run.learner_moves == 0


def test_parry_a_step_may_not_bring_back_a_board_already_seen_is_met_on_the_board(tmp_path: Path) -> None:
    opened = desk(tmp_path, "parry", "no-board-twice")
    assert "no-board-twice-in-a-turn" in opened.lesson.states
    opened.click("21")
    opened.click("16")  # back where it came from: the board before the step
    assert opened.message == "It would bring back a board seen earlier this turn"
    assert opened.run.learner_moves == 0
    opened.click("21")
    opened.click("22")  # the same stone on: a new board
    assert opened.run.words == opened.lesson.success
