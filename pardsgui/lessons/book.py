"""A game's lessons: read from resources/lessons/<game>.json and checked to the last move.

Every lesson is proved at load: its start parses, its solution (with the script
between its moves) reaches the goal through the engine, its mistake is rejected.
A broken lesson raises `LessonError` naming the file, the lesson and the key.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pardsgui.core.contract import Game, Position
from pardsgui.games import available_ids, game_resource
from pardsgui.i18n import _
from pardsgui.lessons.conditions import Condition, moved_texts, read_condition
from pardsgui.lessons.pointers import spot, unknown_spot
from pardsgui.lessons.run import LessonRun, Status
from pardsgui.lessons.translation import L_, in_english
from pardsgui.rules_text import headings as headings_of
from pardsgui.storage.loading import LoadError, check_text, decode, parse_json, read_bytes

FORMAT = 1
MIN_LESSONS = 8
MAX_BYTES = 2_000_000
ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")
REQUIRED: tuple[str, ...] = ("id", "title", "teaches", "explain", "start", "learner", "goal", "check")
REQUIRED += ("hint", "solution", "mistake", "success", "states")
OPTIONAL = ("moves", "script", "wrong", "tries", "marks", "study")
_READ = object()  # "read the value from the lesson" (a list item may be None)


class LessonError(ValueError):
    """A lesson file that cannot be used; the message names the file, the lesson and the key."""


@dataclass(frozen=True)
class Try:
    """A rule the learner meets by a move: played (the rule allows it) or refused (it forbids it).

    `step` counts the learner's decisions along the solution's line (0 for the first);
    `says` is words the refusal (the engine's reason, or the lesson's `wrong` sentence) holds.
    """

    rule: str
    move: str
    step: int = 0
    says: str = ""


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    teaches: str
    explain: str
    start: str
    learner: int
    goal: str
    check: Condition
    hint: str
    solution: tuple[str, ...]
    mistake: str
    success: str
    moves: int = 1
    script: tuple[str, ...] = ()
    wrong: dict[str, str] = field(default_factory=dict)
    states: tuple[str, ...] = ()  # the rules the lesson's words state, by id
    tries: tuple[Try, ...] = ()  # the rules the learner meets by a move in it
    marks: dict[str, str] = field(default_factory=dict)  # cell or place -> words: pointed at on the board
    study: bool = False  # the board shows the game's study marks (View ▸ Study marks)


def shown(lesson: Lesson) -> Lesson:
    """The lesson as the learner reads it: its words translated, its moves and anchors as written."""
    return replace(
        lesson,
        title=L_(lesson.title),
        explain=L_(lesson.explain),
        goal=L_(lesson.goal),
        hint=L_(lesson.hint),
        success=L_(lesson.success),
        wrong={move: L_(words) for move, words in lesson.wrong.items()},
        marks={name: L_(words) for name, words in lesson.marks.items()},
    )


def lesson_path(game_id: str) -> Path:
    """Where the game's lessons are: lessons/<game>.json in its resources."""
    return game_resource(game_id, "lessons", f"{game_id}.json")


def lesson_files() -> list[Path]:
    """Every available game's lesson file there is, in the registry's order."""
    return [path for game_id in available_ids() if (path := lesson_path(game_id)).is_file()]


def rule_headings(game_id: str) -> list[str]:
    """The headings of resources/rules/<game>.md in order (code blocks skipped)."""
    path = game_resource(game_id, "rules", f"{game_id}.md")
    return headings_of(path.read_text(encoding="utf-8")) if path.is_file() else []


def load_lessons(game_id: str) -> list[Lesson]:
    """The game's lessons; LessonError when its file is missing or broken."""
    path = lesson_path(game_id)
    if not path.is_file():
        raise LessonError(
            _("{file}: there are no lessons for this game yet").format(file=f"lessons/{game_id}.json")
        )
    return read_lessons(path, game_id)


def read_lessons(path: Path, game_id: str | None = None) -> list[Lesson]:
    """The lessons in `path`, every one checked; `game_id` defaults to the file's name."""
    # Proved in English whatever the window speaks: `says` holds the engine's English words.
    with in_english():
        return _read_lessons(path, game_id)


def _read_lessons(path: Path, game_id: str | None) -> list[Lesson]:
    from pardsgui.games import get_game

    where = f"{path.parent.name}/{path.name}"
    try:
        data = parse_json(decode(read_bytes(path, MAX_BYTES), where), where)
    except LoadError as error:
        raise LessonError(str(error)) from None
    game_id = game_id or path.stem
    if not isinstance(data, dict):
        raise LessonError(f"{where}: expected a JSON object with format, game and lessons")
    if data.get("format") != FORMAT:
        raise LessonError(f"{where}: format: expected {FORMAT}, found {data.get('format')!r}")
    if data.get("game") != game_id:
        raise LessonError(f"{where}: game: expected {game_id!r}, found {data.get('game')!r}")
    entries = data.get("lessons")
    if not isinstance(entries, list):
        raise LessonError(f"{where}: lessons: expected a list of lessons")
    if len(entries) < MIN_LESSONS:
        raise LessonError(f"{where}: lessons: {len(entries)} lessons; at least {MIN_LESSONS} are needed")
    game = get_game(game_id)
    headings = rule_headings(game_id)
    lessons: list[Lesson] = []
    seen: set[str] = set()
    for number, entry in enumerate(entries, 1):
        lesson = _read_lesson(entry, f"{where}: lesson {number}", headings)
        place = f"{where}: lesson {lesson.id!r}"
        if lesson.id in seen:
            raise LessonError(f"{place}: id: {lesson.id!r} is used by an earlier lesson")
        seen.add(lesson.id)
        if lessons and headings.index(lesson.teaches) < headings.index(lessons[-1].teaches):
            raise LessonError(
                f"{place}: teaches: {lesson.teaches!r} comes before {lessons[-1].teaches!r} in the rules;"
                " the lessons follow the rules' order"
            )
        prove(lesson, game, place)
        lessons.append(lesson)
    _check_rules_tried(lessons, where)
    return lessons


def _check_rules_tried(lessons: list[Lesson], where: str) -> None:
    """Every rule a lesson states is tried in it or a later one; a try names a rule stated so far."""
    stated: set[str] = set()
    for number, lesson in enumerate(lessons):
        stated.update(lesson.states)
        for tried in lesson.tries:
            if tried.rule not in stated:
                raise LessonError(
                    f"{where}: lesson {lesson.id!r}: tries: {tried.rule!r} is not stated by this lesson"
                    " or an earlier one"
                )
        later = {tried.rule for other in lessons[number:] for tried in other.tries}
        for rule in lesson.states:
            if rule not in later:
                raise LessonError(
                    f"{where}: lesson {lesson.id!r}: states: {rule!r} is told but never tried,"
                    " in this lesson or a later one"
                )


def _read_lesson(entry: Any, place: str, headings: list[str]) -> Lesson:
    if not isinstance(entry, dict):
        raise LessonError(f"{place}: expected a JSON object")
    if isinstance(entry.get("id"), str):
        place = place.rsplit(": lesson ", 1)[0] + f": lesson {entry['id']!r}"
    for key in REQUIRED:
        if key not in entry:
            raise LessonError(f"{place}: {key}: missing (a lesson needs {', '.join(REQUIRED)})")
    for key in entry:
        if key not in REQUIRED and key not in OPTIONAL:
            raise LessonError(f"{place}: {key}: not a lesson key (keys: {', '.join(REQUIRED + OPTIONAL)})")

    def text(key: str, value: Any = _READ) -> str:
        value = entry[key] if value is _READ else value
        try:
            checked = check_text(value, f"{place}: {key}")
        except LoadError as error:
            raise LessonError(str(error)) from None
        if not checked.strip():
            raise LessonError(f"{place}: {key}: empty")
        return checked

    def texts(key: str) -> tuple[str, ...]:
        value = entry.get(key, [])
        if not isinstance(value, list):
            raise LessonError(f"{place}: {key}: expected a list of move texts")
        return tuple(text(f"{key}[{index}]", item) for index, item in enumerate(value))

    lesson_id = text("id")
    if not ID.fullmatch(lesson_id):
        raise LessonError(f"{place}: id: {lesson_id!r} is not kebab-case (like 'entering-from-hand')")
    teaches = text("teaches")
    if teaches not in headings:
        raise LessonError(
            f"{place}: teaches: {teaches!r} is not a heading of the rules (headings: {'; '.join(headings)})"
        )
    learner, moves = entry["learner"], entry.get("moves", 1)
    if type(learner) is not int or learner < 0:
        raise LessonError(f"{place}: learner: expected a seat number (0, 1, …)")
    if type(moves) is not int or moves < 1:
        raise LessonError(f"{place}: moves: expected a whole number of moves, at least 1")
    try:
        check = read_condition(entry["check"])
    except ValueError as error:
        raise LessonError(f"{place}: check: {error}") from None
    wrong = entry.get("wrong", {})
    if not isinstance(wrong, dict):
        raise LessonError(f"{place}: wrong: expected an object from move texts to sentences")
    marks = entry.get("marks", {})
    if not isinstance(marks, dict):
        raise LessonError(f"{place}: marks: expected an object from cells (or places) to a few words")
    study = entry.get("study", False)
    if type(study) is not bool:
        raise LessonError(f"{place}: study: expected true or false")
    states = texts("states")
    if not states:
        raise LessonError(f"{place}: states: empty; name the rules the lesson's words state")
    for rule in states:
        if not ID.fullmatch(rule):
            raise LessonError(f"{place}: states: {rule!r} is not kebab-case (like 'higher-die-bears-off')")
    tries = _read_tries(entry.get("tries", []), place, text)
    solution = texts("solution")
    if not solution:
        raise LessonError(f"{place}: solution: empty; it must hold the learner's moves")
    if len(solution) > moves:
        raise LessonError(f"{place}: solution: {len(solution)} moves, but the lesson allows {moves}")
    return Lesson(
        id=lesson_id,
        title=text("title"),
        teaches=teaches,
        explain=text("explain"),
        start=text("start"),
        learner=learner,
        goal=text("goal"),
        check=check,
        hint=text("hint"),
        solution=solution,
        mistake=text("mistake"),
        success=text("success"),
        moves=moves,
        script=texts("script"),
        wrong={text("wrong", key): text(f"wrong[{key!r}]", value) for key, value in wrong.items()},
        states=states,
        tries=tries,
        marks={text("marks", key): text(f"marks[{key!r}]", value) for key, value in marks.items()},
        study=study,
    )


def _read_tries(value: Any, place: str, text: Any) -> tuple[Try, ...]:
    if not isinstance(value, list):
        raise LessonError(f"{place}: tries: expected a list of {{rule, move, step, says}} objects")
    tries = []
    for index, item in enumerate(value):
        where = f"tries[{index}]"
        if not isinstance(item, dict):
            raise LessonError(f"{place}: {where}: expected an object with rule and move")
        unknown = set(item) - {"rule", "move", "step", "says"}
        if unknown:
            raise LessonError(f"{place}: {where}: {sorted(unknown)[0]}: not a key (rule, move, step, says)")
        for key in ("rule", "move"):
            if key not in item:
                raise LessonError(f"{place}: {where}: {key}: missing")
        step = item.get("step", 0)
        if type(step) is not int or step < 0:
            raise LessonError(f"{place}: {where}: step: expected the learner's decision number (0, 1, …)")
        rule = text(f"{where}.rule", item["rule"])
        if not ID.fullmatch(rule):
            raise LessonError(f"{place}: {where}: rule: {rule!r} is not kebab-case")
        says = text(f"{where}.says", item["says"]) if "says" in item else ""
        tries.append(Try(rule, text(f"{where}.move", item["move"]), step, says))
    return tuple(tries)


def prove(lesson: Lesson, game: Game, place: str) -> None:
    """Play the lesson's solution, script and mistake through the engine; LessonError if any fails."""
    try:
        start = game.parse(lesson.start)
    except ValueError as error:
        raise LessonError(f"{place}: start: not a {game.name} position: {error}") from None
    if start.outcome is not None:
        raise LessonError(f"{place}: start: the game is already over there")
    if lesson.learner >= start.players:
        raise LessonError(f"{place}: learner: seat {lesson.learner}, but the game has {start.players} seats")
    for name in lesson.marks:
        view = game.board_view()
        if spot(view, start, name) is None:
            raise LessonError(f"{place}: marks: {name!r} is {unknown_spot(view, start)}")
    run = LessonRun(lesson, game)
    legal_for_learner: set[str] = set()
    decisions: list[Position] = []  # the position at each of the learner's decisions
    while run.status is Status.PLAYING:
        position = run.position
        if run.reply_due():
            text = run.next_reply()
            if text is None:
                raise LessonError(
                    f"{place}: script: ends where the dice or the other side must move"
                    f" (after {run.script_index} script moves)"
                )
            _must_parse(position, text, f"{place}: script[{run.script_index}]")
            run.play_reply()
            continue
        if position.outcome is not None:
            break
        index = run.learner_moves
        if index >= len(lesson.solution):
            raise LessonError(f"{place}: solution: ends before the goal is reached")
        legal_for_learner |= {position.move_text(move) for move in position.legal_moves()}
        decisions.append(position)
        _must_parse(position, lesson.solution[index], f"{place}: solution[{index}]")
        run.play_text(lesson.solution[index])
    if run.status is not Status.DONE:
        raise LessonError(f"{place}: solution: does not reach the goal ({run.words or 'the game ended'})")
    for text in lesson.wrong:
        if text not in legal_for_learner:
            raise LessonError(f"{place}: wrong: {text!r} is not a legal move of the learner's in this lesson")
    for text in moved_texts(lesson.check):
        if text not in legal_for_learner:
            raise LessonError(f"{place}: check: {text!r} is not a legal move of the learner's in this lesson")
    for index, tried in enumerate(lesson.tries):
        _prove_try(lesson, tried, decisions, f"{place}: tries[{index}]")
    _prove_mistake(lesson, game, place)


def _prove_try(lesson: Lesson, tried: Try, decisions: list[Position], place: str) -> None:
    """The learner meets the rule: the move is the solution's there, or it is refused saying why."""
    if tried.step >= len(decisions):
        raise LessonError(f"{place}: step: {tried.step}, but the learner decides {len(decisions)} times")
    if tried.move == lesson.solution[tried.step]:
        return
    position = decisions[tried.step]
    try:
        position.parse_move(tried.move)
    except ValueError as error:
        reason = str(error)
    else:
        if tried.move not in lesson.wrong:
            raise LessonError(
                f"{place}: move: {tried.move!r} is legal there, but neither the solution's move"
                " nor rejected by 'wrong': the learner would not meet the rule by it"
            )
        reason = lesson.wrong[tried.move]
    if not tried.says:
        raise LessonError(f"{place}: says: missing; name the words of the refusal ({reason!r})")
    if tried.says not in reason:
        raise LessonError(f"{place}: says: {tried.says!r} is not in the refusal {reason!r}")


def _must_parse(position: Any, text: str, where: str) -> None:
    try:
        position.parse_move(text)
    except ValueError as error:
        raise LessonError(f"{where}: {text!r} is not legal here: {error}") from None


def _prove_mistake(lesson: Lesson, game: Game, place: str) -> None:
    """The mistake, tried at the start, is refused with a reason or misses the goal at once."""
    run = LessonRun(lesson, game)
    while run.reply_due():
        run.play_reply()
    verdict = run.play_text(lesson.mistake)
    if not verdict.played and not verdict.words:
        raise LessonError(f"{place}: mistake: refused without a reason")
    if verdict.played and verdict.status is Status.DONE:
        raise LessonError(f"{place}: mistake: {lesson.mistake!r} reaches the goal")
    if verdict.played and verdict.status is not Status.MISSED:
        raise LessonError(
            f"{place}: mistake: {lesson.mistake!r} is legal and does not end the lesson;"
            " give it a sentence in 'wrong' so it is rejected at once"
        )
