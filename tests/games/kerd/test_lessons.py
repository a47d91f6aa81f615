"""Kerd's lessons say what the board and the rules say, and nothing the rules hide (no Qt)."""

from __future__ import annotations

import re
from pathlib import Path

from pardsgui.games import get_game
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import KIND_NAMES
from pardsgui.lessons import Progress, load_lessons
from pardsgui.lessons.desk import LessonDesk

GAME = get_game("kerd")
VIEW = GAME.board_view()
LESSONS = load_lessons("kerd")
KINDS = sorted(KIND_NAMES[1:], key=len, reverse=True)  # "Commander Pawn" before "Pawn"


def kinds_named(words: str) -> list[str]:
    """The kinds of piece named in `words`, in order."""
    found = re.findall("|".join(rf"\b{kind}s?\b" for kind in KINDS), words, flags=re.IGNORECASE)
    return [next(kind for kind in KINDS if name.lower().startswith(kind.lower())) for name in found]


def test_a_choice_lesson_names_the_pieces_its_prompt_names() -> None:
    # Lesson 13 said "choose a black piece" and the prompt "a Pawn, Jumper or Hussar".
    choosing = [lesson for lesson in LESSONS if GAME.parse(lesson.start).choosing]  # type: ignore[attr-defined]
    assert choosing
    for lesson in choosing:
        start = GAME.parse(lesson.start)
        assert isinstance(start, KerdPosition)
        prompt = VIEW.prompt(start)
        offered = kinds_named(prompt.split("(never")[0])
        assert offered, prompt
        assert kinds_named(lesson.goal) == offered, (lesson.id, lesson.goal, prompt)
        assert set(kinds_named(lesson.hint)) >= set(offered), (lesson.id, lesson.hint)


def test_no_lesson_tells_whether_an_executed_piece_was_the_infiltrator() -> None:
    # The rules hide it: "nobody is told whether it was". Lesson 16 said "and with it Black's spy".
    executing = [lesson for lesson in LESSONS if any(move.startswith("execute") for move in lesson.solution)]
    assert executing
    for lesson in executing:
        for words in (lesson.success, *lesson.wrong.values()):
            if re.search(r"\b(spy|infiltrator)\b", words):
                assert re.search(r"\b(whether|if)\b", words), (lesson.id, words)


def test_only_the_infiltrator_lessons_speak_of_revealing() -> None:
    # A castling lesson's check by a Bishop once made the prompt offer a reveal it never taught.
    for lesson in LESSONS:
        if lesson.teaches != "Infiltrators":
            start = GAME.parse(lesson.start)
            assert "reveal" not in VIEW.prompt(start), lesson.id


def test_every_kerd_lesson_states_a_rule_and_every_rule_it_states_is_tried() -> None:
    # book.py proves each try along the solution's line; here: none is left out.
    for lesson in LESSONS:
        assert lesson.states, lesson.id
    tried = {attempt.rule for lesson in LESSONS for attempt in lesson.tries}
    assert {rule for lesson in LESSONS for rule in lesson.states} <= tried
    # The rules the issue found only told in Kerd are now met on the board.
    assert {"castling-not-in-check", "castling-needs-empty-squares", "execution-never-answers-check"} <= tried


def test_the_learner_in_check_tries_to_castle_and_is_told_why_not(tmp_path: Path) -> None:
    # Told only in the castling lesson before: now met by a click on the King's castling squares.
    desk = LessonDesk("kerd", Progress.load(tmp_path / "lessons.json"))
    desk.open([lesson.id for lesson in desk.lessons].index("castling-not-in-check"))
    desk.click("g1")
    desk.click("j1")
    assert desk.message == "White is in check"
    desk.click("g1")
    desk.click("c1")
    assert desk.message == "d1 must be empty to castle long"
    assert desk.run.learner_moves == 0
    desk.click("c2")
    desk.click("d4")
    assert desk.run.words == desk.lesson.success
