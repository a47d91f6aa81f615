"""Pagade's lessons: the start and the turn order shown, every place they name on the board, rules met.

Issue 25, items 16 and 19: the cells a lesson names carry their names on the
board (the homeward lane R6h is the lane labelled h on R6, a lap done 8h the
pawn lying on 8); the first lesson shows the starting position and the turn
order by playing it; every rule a lesson states the learner meets by a click.
"""

from __future__ import annotations

import re
from pathlib import Path

from pardsgui.games import get_game
from pardsgui.lessons import Progress, load_lessons
from pardsgui.lessons.desk import LessonDesk

GAME = get_game("pagade")
VIEW = GAME.board_view()
# A place's name in a lesson's words: a track square, a belly square or lane, a lap done.
PLACE = re.compile(r"(?<![\w:+=-])(\d{1,2}h?|[RGYB][1-7]h?)(?![\w:-])")


def desk(tmp_path: Path, lesson_id: str) -> LessonDesk:
    opened = LessonDesk("pagade", Progress.load(tmp_path / "lessons.json"))
    opened.open([lesson.id for lesson in opened.lessons].index(lesson_id))
    return opened


def test_every_lesson_states_its_rules_and_names_only_places_the_board_labels() -> None:
    printed = {mark.text for mark in VIEW.geometry(GAME.initial()).marks if mark.kind == "coord"}
    for lesson in load_lessons("pagade"):
        assert lesson.states, f"{lesson.id} states no rule"
        words = " ".join((lesson.explain, lesson.goal, lesson.hint, lesson.success))
        for name in PLACE.findall(words):
            if name.isdigit() and not 8 <= int(name) <= 75:
                continue  # a count ("4 squares"), not a place
            # R6h: the lane labelled h on the square labelled R6; 8h: the square labelled 8.
            assert name.removesuffix("h") in printed and (not name.endswith("h") or "h" in printed), (
                lesson.id,
                name,
            )
        for name in lesson.marks:  # what a lesson rings, it names as the texts do
            assert name in VIEW.places(GAME.parse(lesson.start)) or name.startswith("off-"), (lesson.id, name)


def test_the_first_lesson_shows_the_start_and_the_turn_order(tmp_path: Path) -> None:
    opened = desk(tmp_path, "the-start")
    assert opened.position.to_text().split(" ")[0] == GAME.initial().to_text().split(" ")[0]
    assert "Turns go anticlockwise: Red, Green, Yellow, Black" in opened.lesson.explain
    opened.click("s12")
    opened.click("s15")  # Red's 3
    assert opened.reply_due()  # then Green's turn, played by the lesson: its throw and two moves
    colours = []
    while opened.reply_due():
        opened.play_reply()
        colours.append(opened.position.colour)
    assert colours[-1] == 2 and 1 in colours  # Green played, and now Yellow: the learner's again
    opened.click("s46")
    opened.click("s49")
    assert opened.run.words == opened.lesson.success


def test_the_second_die_must_move_another_pawn_is_met_on_the_board(tmp_path: Path) -> None:
    opened = desk(tmp_path, "two-pawns")
    assert "each-die-moves-a-different-pawn" in opened.lesson.states
    opened.click("R6")
    opened.click("s10")  # the 4
    opened.click("s10")  # the same pawn again, for the 3: refused, in the rule's words
    assert opened.message == (
        "This pawn cannot move: with the 3, the second die must move a different pawn"
        " (the same pawn twice is the sum, 'a+b')"
    )
    opened.click("R7")
    opened.click("s10")
    assert opened.run.words == opened.lesson.success


def test_no_way_home_without_a_cut_names_the_lane_it_goes_to(tmp_path: Path) -> None:
    opened = desk(tmp_path, "cut-before-home")
    assert "R6h" in opened.lesson.goal and "R6h" in opened.lesson.marks
    opened.click("s12")
    opened.click("s18")  # the cut first
    opened.click("s74")
    opened.click("R6h")  # the lane labelled h on R6
    assert opened.run.words == opened.lesson.success
