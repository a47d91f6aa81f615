"""Pards's lessons (issue 25, items 14 and 19): what they point at, what they show, what the learner tries.

A lesson may point at cells or at places its game's board names (`marks`: Pards's
grids' dice, "die a1") and show the game's study marks (`study`); every rule a
lesson states is one the learner meets by a move.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from pardsgui.games import get_game
from pardsgui.games.pards.board import DIE_SIZE, die_spot
from pardsgui.games.pards.squares import SQUARE_OF
from pardsgui.lessons import LessonError, LessonRun, Progress, Status, load_lessons, read_lessons
from pardsgui.lessons.book import lesson_path
from pardsgui.lessons.desk import LessonDesk
from pardsgui.lessons.pointers import pointers

GAME = get_game("pards")
LESSONS = {lesson.id: lesson for lesson in load_lessons("pards")}


def pards_file() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(lesson_path("pards").read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: dict[str, Any]) -> Path:
    path = tmp_path / "lessons" / "pards.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def desk_at(lesson_id: str, tmp_path: Path) -> LessonDesk:
    desk = LessonDesk("pards", Progress(tmp_path / "lessons.json"))
    desk.open(list(LESSONS).index(lesson_id))
    while desk.reply_due():
        desk.play_reply()
    return desk


# -- item 19: told and tried ---------------------------------------------------------------------


def test_every_pards_lesson_states_the_rules_it_teaches_and_the_learner_tries_each() -> None:
    tried = {t.rule for lesson in LESSONS.values() for t in lesson.tries}
    for lesson in LESSONS.values():
        assert lesson.states, f"{lesson.id}: states nothing"
        assert set(lesson.states) <= tried, lesson.id


def test_rules_once_only_told_are_met_by_a_move() -> None:
    """A blocked sack, a second pass and a grid move over a piece are now tried, not only told."""
    run = LessonRun(LESSONS["clear-path"], GAME)
    verdict = run.play_text("b3xd3")
    assert not verdict.played and "c3 stands in the way" in verdict.words
    run = LessonRun(LESSONS["pass"], GAME)
    assert run.solve() is Status.DONE and run.position.outcome == (0.5, 0.5)
    run = LessonRun(LESSONS["grid-move"], GAME)
    verdict = run.play_text("b2-e5")
    assert not verdict.played and "stands in the way of its grid's die (3)" in verdict.words


# -- item 14: study marks, and the die a lesson names ------------------------------------------------


def test_a_lesson_teaches_study_marks_and_that_every_sack_gives_the_sacker_a_vicar_move() -> None:
    lesson = LESSONS["study-marks"]
    assert lesson.study and "View ▸ Study marks (Ctrl+M)" in lesson.explain
    assert "Every sack gives the sacker a Vicar move" in lesson.explain
    run = LessonRun(lesson, GAME)
    verdict = run.play_text("c8-c7")  # still two squares from Black's pair: sackable
    assert verdict.status is Status.MISSED and "then move the Vicar" in verdict.words
    # The solution leaves Black no sack, hence no Vicar move.
    run = LessonRun(lesson, GAME)
    assert run.solve() is Status.DONE and run.position.sacks_for(1) == []


def test_the_study_lesson_shows_the_games_study_marks_and_their_key(tmp_path: Path) -> None:
    desk = desk_at("study-marks", tmp_path)
    view = desk.table.view
    assert list(desk.marks()) == list(view.study_marks(desk.position))
    assert any(mark.kind == "cross" for mark in desk.marks())
    assert desk.mark_keys() == list(view.study_legend(desk.position))
    assert desk_at("patterns", tmp_path).marks() == []  # a lesson without them shows none


def test_every_lesson_that_names_a_grids_die_points_at_it() -> None:
    """'Grid a1 shows 3': the learner is shown which die that is."""
    named = 0
    for lesson in LESSONS.values():
        for corner in re.findall(r"\bgrid ([a-g][1-9])\b", f"{lesson.goal} {lesson.hint}", re.IGNORECASE):
            named += 1
            assert f"die {corner}" in lesson.marks, (lesson.id, corner)
    assert named >= 4


def test_a_mark_is_a_numbered_ring_round_the_die_with_its_words_in_the_key(tmp_path: Path) -> None:
    desk = desk_at("opening-roll", tmp_path)
    rings = desk.marks()
    assert [ring.text for ring in rings] == ["1", "2", "3", "4"]
    assert {ring.kind for ring in rings} == {"ring"}
    corners = [SQUARE_OF[name] for name in ("a1", "a7", "e7", "e1")]
    assert [ring.at for ring in rings] == [die_spot(corner)[0] for corner in corners]
    assert all(ring.size > DIE_SIZE / 2 for ring in rings)  # round the face, not over its pips
    assert [words for _tone, words in desk.mark_keys()] == [
        "1: grid a1's die: White's lower",
        "2: grid a7's die: White's higher",
        "3: grid e7's die: Black's lower",
        "4: grid e1's die: Black's higher",
    ]


def test_a_mark_may_name_a_cell(tmp_path: Path) -> None:
    data = pards_file()
    data["lessons"][0]["marks"] = {"d5": "the centre"}
    path = write(tmp_path, data)
    lesson = read_lessons(path)[0]
    assert lesson.marks == {"d5": "the centre"}
    centre = GAME.board_view().geometry(GAME.parse(lesson.start)).cell("d5").center
    ((ring, words),) = pointers(GAME.board_view(), GAME.parse(lesson.start), lesson.marks)
    assert ring.at == centre and 0.5 < ring.size < 0.6 and words == "1: the centre"


@pytest.mark.parametrize(
    ("lesson_id", "marks", "study", "words"),
    [
        (
            "grid-move",
            {"die a2": "no such die"},
            None,
            "marks: 'die a2' is neither a cell (like a1, a2, a3) nor a place (die a1)",
        ),
        (
            "ranks-files-river",
            {"die a1": "grid a1"},
            None,
            "marks: 'die a1' is neither a cell (like a1, a2, a3) nor a place (this board names none)",
        ),
        ("grid-move", ["die a1"], None, "marks: expected an object from cells (or places) to a few words"),
        ("grid-move", {"d5": ""}, None, "marks['d5']: empty"),
        ("grid-move", {}, "yes", "study: expected true or false"),
    ],
)
def test_a_broken_mark_says_the_lesson_and_the_key(
    tmp_path: Path, lesson_id: str, marks: object, study: object, words: str
) -> None:
    data = pards_file()
    (lesson,) = [entry for entry in data["lessons"] if entry["id"] == lesson_id]
    lesson["marks"] = marks
    if study is not None:
        lesson["study"] = study
    with pytest.raises(LessonError, match=re.escape(f"lesson {lesson_id!r}: {words}")):
        read_lessons(write(tmp_path, data))
