"""Every lesson file loads, every lesson is solvable and rejects its mistake; broken files say where."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pardsgui.games import get_game
from pardsgui.lessons import (
    LessonError,
    LessonRun,
    Progress,
    Status,
    lesson_files,
    load_lessons,
    read_lessons,
    rule_headings,
    stars_for,
)

FILES = lesson_files()


def test_there_are_lesson_files() -> None:
    assert FILES, "resources/lessons holds no lesson file"


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_every_lesson_loads_is_solvable_and_rejects_its_mistake(path: Path) -> None:
    game = get_game(path.stem)
    lessons = read_lessons(path)
    assert len(lessons) >= 8
    headings = rule_headings(path.stem)
    assert [headings.index(lesson.teaches) for lesson in lessons] == sorted(
        headings.index(lesson.teaches) for lesson in lessons
    )
    for lesson in lessons:
        run = LessonRun(lesson, game)
        assert run.solve() is Status.DONE, lesson.id
        assert run.words == lesson.success
        if lesson.check.win:
            outcome = run.position.outcome
            assert outcome is not None and outcome[lesson.learner] == 1
        assert 1 <= run.learner_moves <= lesson.moves

        tried = LessonRun(lesson, game)
        while tried.reply_due():
            tried.play_reply()
        verdict = tried.play_text(lesson.mistake)
        assert verdict.words, f"{lesson.id}: the mistake is rejected without a reason"
        if verdict.played:
            assert verdict.status is Status.MISSED, lesson.id
        else:
            assert tried.learner_moves == 0 and tried.status is Status.PLAYING, lesson.id


def test_the_mistake_is_refused_with_the_engines_reason() -> None:
    lessons = {lesson.id: lesson for lesson in load_lessons("nardshir")}
    run = LessonRun(lessons["blocked-points"], get_game("nardshir"))
    verdict = run.play_text("4:2-6")
    assert not verdict.played and verdict.words == "4:2-6: point 6 is blocked by 2 Black pieces"


def test_a_legal_move_off_the_goal_misses_with_the_lessons_words() -> None:
    lessons = {lesson.id: lesson for lesson in load_lessons("nardshir")}
    game = get_game("nardshir")
    run = LessonRun(lessons["entering"], game)
    verdict = run.play_text("1:h-0")
    assert verdict.played and verdict.status is Status.MISSED
    assert verdict.words == lessons["entering"].wrong["1:h-0"]
    # Played by the board: a move not in `wrong` says what the goal was.
    run = LessonRun(lessons["two-dice"], game)
    first = run.play_text("2:3-5")
    assert first.played and first.status is Status.PLAYING and first.words == ""
    second = run.play_text("5:5-10")
    assert second.status is Status.DONE
    run = LessonRun(lessons["two-dice"], game)
    run.play_text("5:3-8")
    verdict = run.play_text("2:h-1")
    assert verdict.status is Status.MISSED
    assert verdict.words == lessons["two-dice"].wrong["2:h-1"]
    assert run.play_text("2:8-10").played is False  # missed: nothing more is played


# -- broken files ---------------------------------------------------------------------------


def good_file() -> dict[str, Any]:
    path = next(p for p in FILES if p.stem == "nardshir")
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "lessons" / "nardshir.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def broken(change: str) -> dict[str, Any]:
    data = good_file()
    second = data["lessons"][1]
    if change == "missing key":
        del second["hint"]
    elif change == "unknown key":
        second["hnit"] = "typo"
    elif change == "unknown heading":
        second["teaches"] = "Dice and doubles"
    elif change == "unparsable start":
        second["start"] = "0,0,0 w"
    elif change == "illegal solution":
        second["solution"] = ["6:3-9", "2:9-11"]
    elif change == "solution misses":
        second["solution"] = ["5:3-8", "2:h-1"]
        second["wrong"] = {}
    elif change == "script ends":
        second["moves"] = 3
        second["check"] = {"position": "^(?:-?\\d+,){12}1,"}
        second["solution"] = ["5:3-8", "2:8-10", "2:10-12"]
    elif change == "duplicate id":
        second["id"] = data["lessons"][0]["id"]
    elif change == "bad condition":
        second["check"] = {"reach": "10"}
    elif change == "bad regex":
        second["check"] = {"position": "(("}
    elif change == "wrong type":
        second["learner"] = "white"
    elif change == "out of order":
        data["lessons"][0], data["lessons"][3] = data["lessons"][3], data["lessons"][0]
    elif change == "mistake reaches the goal":
        second["mistake"] = "5:3-8"
        second["moves"] = 2
    elif change == "too few":
        data["lessons"] = data["lessons"][:7]
    elif change == "told, never tried":
        second["states"] = ["both-dice-move"]
        for lesson in data["lessons"]:
            lesson["tries"] = [t for t in lesson.get("tries", []) if t["rule"] != "both-dice-move"]
    elif change == "tried, never told":
        for lesson in data["lessons"]:
            lesson["states"] = [r for r in lesson.get("states", []) if r != "both-dice-move"]
        second["states"] = ["dice-in-either-order"]
        second["tries"] = [
            {"rule": "both-dice-move", "move": "5:3-8"},
            {"rule": "dice-in-either-order", "move": "5:3-8"},
        ]
    elif change == "no rule stated":
        second["states"] = []
    elif change == "try step past the end":
        second["states"] = ["both-dice-move"]
        second["tries"] = [{"rule": "both-dice-move", "move": "5:3-8", "step": 2}]
    elif change == "try with other words":
        second["states"] = ["a-piece-enters-from-the-hand"]
        second["tries"] = [{"rule": "a-piece-enters-from-the-hand", "move": "2:h-1", "says": "blocked"}]
    elif change == "try by a legal move nobody rejects":
        second["states"] = ["both-dice-move"]
        second["tries"] = [{"rule": "both-dice-move", "move": "2:3-5"}]
    elif change == "try refused without says":
        second["states"] = ["no-backwards"]
        second["tries"] = [{"rule": "no-backwards", "move": "5:3-1"}]
    return data


BROKEN = {
    "missing key": "lesson 'two-dice': hint: missing",
    "unknown key": "lesson 'two-dice': hnit: not a lesson key",
    "unknown heading": "lesson 'two-dice': teaches: 'Dice and doubles' is not a heading of the rules",
    "unparsable start": "lesson 'two-dice': start: not a Nardshir position",
    "illegal solution": "lesson 'two-dice': solution[0]: '6:3-9' is not legal here: ",
    "solution misses": "lesson 'two-dice': solution: does not reach the goal (That move is legal",
    "script ends": "lesson 'two-dice': script: ends where the dice or the other side must move",
    "duplicate id": "lesson 'the-track': id: 'the-track' is used by an earlier lesson",
    "bad condition": "lesson 'two-dice': check: unknown condition 'reach'",
    "bad regex": "lesson 'two-dice': check: \"position\" is not a regular expression",
    "wrong type": "lesson 'two-dice': learner: expected a seat number",
    "out of order": "lesson 'two-dice': teaches: 'Setup and dice' comes before 'Moving' in the rules",
    "mistake reaches the goal": "lesson 'two-dice': mistake: '5:3-8' is legal and does not end the lesson",
    "too few": "lessons: 7 lessons; at least 8 are needed",
    "told, never tried": "lesson 'two-dice': states: 'both-dice-move' is told but never tried",
    "tried, never told": "lesson 'two-dice': tries: 'both-dice-move' is not stated by this lesson",
    "no rule stated": "lesson 'two-dice': states: empty; name the rules the lesson's words state",
    "try step past the end": "lesson 'two-dice': tries[0]: step: 2, but the learner decides 2 times",
    "try with other words": "lesson 'two-dice': tries[0]: says: 'blocked' is not in the refusal 'That",
    "try by a legal move nobody rejects": "lesson 'two-dice': tries[0]: move: '2:3-5' is legal there, but",
    "try refused without says": "lesson 'two-dice': tries[0]: says: missing; name the words of the refusal",
}


def test_a_rule_told_and_tried_loads(tmp_path: Path) -> None:
    """The two ways to meet a rule: the solution's own move, and a move refused with its words."""
    data = good_file()
    second = data["lessons"][1]
    second["states"] = [*second.get("states", []), "both-dice-move", "a-die-moves-its-own-count"]
    second["tries"] = [
        *second.get("tries", []),
        {"rule": "both-dice-move", "move": "2:8-10", "step": 1},
        {"rule": "a-die-moves-its-own-count", "move": "2:h-1", "says": "entered a new piece"},
    ]
    lessons = read_lessons(write(tmp_path, data))
    tried = {t.rule for lesson in lessons for t in lesson.tries}
    assert {"both-dice-move", "a-die-moves-its-own-count"} <= tried


@pytest.mark.parametrize("change", BROKEN)
def test_a_broken_lesson_file_says_the_file_the_lesson_and_the_key(tmp_path: Path, change: str) -> None:
    path = write(tmp_path, broken(change))
    with pytest.raises(LessonError) as caught:
        read_lessons(path)
    message = str(caught.value)
    assert message.startswith("lessons/nardshir.json: "), message
    assert BROKEN[change] in message, message


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("{", "lessons/nardshir.json: not valid JSON at line 1"),
        ("[]", "lessons/nardshir.json: expected a JSON object"),
        ('{"format": 2}', "lessons/nardshir.json: format: expected 1, found 2"),
        (
            '{"format": 1, "game": "pagade", "lessons": []}',
            "lessons/nardshir.json: game: expected 'nardshir'",
        ),
    ],
)
def test_a_file_that_is_not_lessons_says_so(tmp_path: Path, text: str, words: str) -> None:
    with pytest.raises(LessonError, match="^" + words.replace("(", r"\(").replace("[", r"\[")):
        read_lessons(write(tmp_path, text))


def test_a_game_without_lessons_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr("pardsgui.lessons.book.lesson_path", lambda game_id: tmp_path / f"{game_id}.json")
    with pytest.raises(LessonError, match="no lessons for this game yet"):
        load_lessons("nardshir")


# -- progress --------------------------------------------------------------------------------


def test_progress_round_trip_keeps_the_best_try(tmp_path: Path) -> None:
    path = tmp_path / "data" / "lessons.json"
    progress = Progress.load(path)
    assert progress.notice == "" and progress.stars("nardshir", "entering") == 0
    assert progress.record("nardshir", "entering", 2) == 2
    assert progress.record("nardshir", "entering", 5) == 2  # a later, worse run keeps the best
    assert progress.record("pagade", "dice", 1) == 3
    assert progress.save()
    again = Progress.load(path)
    assert again.notice == ""
    assert again.done("nardshir", "entering") and not again.done("nardshir", "hitting")
    assert (again.stars("nardshir", "entering"), again.stars("pagade", "dice")) == (2, 3)
    assert [stars_for(tries) for tries in (1, 2, 3, 9)] == [3, 2, 1, 1]


@pytest.mark.parametrize(
    "content",
    ["{", "[1, 2]", '{"format": 1, "games": []}', '{"format": 1, "games": {"x": 3}}', '"\\ud800"'],
)
def test_a_corrupt_progress_file_is_moved_aside_with_a_notice(tmp_path: Path, content: str) -> None:
    path = tmp_path / "lessons.json"
    path.write_text(content, encoding="utf-8")
    progress = Progress.load(path)
    assert "could not be read" in progress.notice and "moved to" in progress.notice
    assert not path.exists() and list(tmp_path.glob("lessons.json.broken-*"))
    assert progress.tries == {}
    progress.record("nardshir", "entering", 1)
    assert progress.save() and Progress.load(path).stars("nardshir", "entering") == 3


def test_odd_entries_are_dropped_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "lessons.json"
    games = {"nardshir": {"entering": 1, "hitting": "three", "doubles": 0, "winning": True}}
    path.write_text(json.dumps({"format": 1, "games": games}), encoding="utf-8")
    progress = Progress.load(path)
    assert progress.notice == "" and progress.tries == {"nardshir": {"entering": 1}}


def test_a_progress_folder_that_is_a_file_is_said(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file")
    progress = Progress.load(blocker / "lessons.json")
    assert "cannot be saved" in progress.notice
    progress.record("nardshir", "entering", 1)
    assert not progress.save() and "could not be saved" in progress.notice
