"""One lesson being played: the learner's moves checked against the goal, the script answering.

A state machine without Qt: the window asks `reply_due()` and plays the script's
replies with `play_reply()` after a short pause so the learner sees them; the
tests and "Show me" play the whole solution with `solve()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Protocol

from pardsgui.core.contract import Game, Move, Position
from pardsgui.lessons.translation import L_

if TYPE_CHECKING:
    from pardsgui.lessons.conditions import Condition


class PlayedLesson(Protocol):
    """What playing a lesson reads of it (book.Lesson: the book plays its lessons, so not imported)."""

    @property
    def start(self) -> str: ...

    @property
    def learner(self) -> int: ...

    @property
    def goal(self) -> str: ...

    @property
    def check(self) -> Condition: ...

    @property
    def solution(self) -> tuple[str, ...]: ...

    @property
    def success(self) -> str: ...

    @property
    def moves(self) -> int: ...

    @property
    def script(self) -> tuple[str, ...]: ...

    @property
    def wrong(self) -> dict[str, str]: ...


class Status(Enum):
    PLAYING = "playing"
    DONE = "done"
    MISSED = "missed"


@dataclass(frozen=True)
class Verdict:
    """What a move of the learner's did: refused (not played), or played with the lesson's status after it."""

    played: bool
    status: Status
    words: str  # why it was refused, why the lesson is missed, or the success sentence; "" to go on


@dataclass
class Step:
    """A move played in the lesson, with the position it was played in."""

    before: Position
    move: Move
    by_learner: bool


@dataclass
class LessonRun:
    lesson: PlayedLesson
    game: Game
    position: Position = field(init=False)
    status: Status = field(init=False, default=Status.PLAYING)
    words: str = field(init=False, default="")  # the last verdict's words
    learner_moves: int = field(init=False, default=0)
    script_index: int = field(init=False, default=0)
    last_move: str = field(init=False, default="")  # the learner's last move text
    steps: list[Step] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.position = self.game.parse(self.lesson.start)

    # -- whose turn ------------------------------------------------------------------------

    def learners_turn(self) -> bool:
        return (
            self.status is Status.PLAYING
            and self.position.outcome is None
            and self.position.current == self.lesson.learner
        )

    def reply_due(self) -> bool:
        """Must the script (the dice or the other side) move now?"""
        return (
            self.status is Status.PLAYING
            and self.position.outcome is None
            and self.position.current != self.lesson.learner
        )

    # -- the script ------------------------------------------------------------------------------

    def next_reply(self) -> str | None:
        script = self.lesson.script
        return script[self.script_index] if self.script_index < len(script) else None

    def play_reply(self) -> None:
        """Play the script's next move; the lesson is missed when it has none that is legal here."""
        if not self.reply_due():
            return
        text = self.next_reply()
        try:
            if text is None:
                raise ValueError("the script has ended")
            move = self.position.parse_move(text)
        except ValueError:
            self._miss(self.lesson.wrong.get(self.last_move) or self._off_goal())
            return
        self.script_index += 1
        self._play(move, by_learner=False)
        if self.position.outcome is not None and self.status is Status.PLAYING:
            self._miss(self.lesson.wrong.get(self.last_move) or self._off_goal())

    # -- the learner ------------------------------------------------------------------------------

    def play_text(self, text: str) -> Verdict:
        """The learner names a move; an illegal one is refused with the engine's reason."""
        if not self.learners_turn():
            return Verdict(False, self.status, self._not_now())
        try:
            move = self.position.parse_move(text)
        except ValueError as error:
            return Verdict(False, self.status, str(error) or L_("{move}: not a move here").format(move=text))
        return self.play_move(move)

    def play_move(self, move: Move) -> Verdict:
        """The learner makes a legal move (from the board): checked against the goal."""
        if not self.learners_turn():
            return Verdict(False, self.status, self._not_now())
        if move not in self.position.legal_moves():
            return Verdict(
                False, self.status, L_("{move}: not legal here").format(move=self.position.move_text(move))
            )
        text = self.position.move_text(move)
        self._play(move, by_learner=True)
        self.learner_moves += 1
        self.last_move = text
        lesson = self.lesson
        if lesson.check.holds(text, self.position, lesson.learner):
            self.status, self.words = Status.DONE, lesson.success
        elif text in lesson.wrong:
            self._miss(lesson.wrong[text])
        elif self.learner_moves >= lesson.moves or self.position.outcome is not None:
            self._miss(self._off_goal())
        else:
            self.words = ""
        return Verdict(True, self.status, self.words)

    def next_solution_move(self) -> str | None:
        """The solution's move for the learner now (None off the solution's line or when done)."""
        solution = self.lesson.solution
        if not self.learners_turn() or self.learner_moves >= len(solution):
            return None
        return solution[self.learner_moves]

    def solve(self) -> Status:
        """Play the solution and the script to the end (a fresh run reaches the goal)."""
        while self.status is Status.PLAYING:
            if self.reply_due():
                self.play_reply()
                continue
            text = self.next_solution_move()
            if text is None:
                break
            verdict = self.play_text(text)
            if not verdict.played:
                self._miss(verdict.words)
        return self.status

    # -- inside ---------------------------------------------------------------------------------

    def _play(self, move: Move, by_learner: bool) -> None:
        self.steps.append(Step(self.position, move, by_learner))
        self.position = self.position.play(move)

    def _miss(self, words: str) -> None:
        self.status, self.words = Status.MISSED, words

    def _off_goal(self) -> str:
        return L_("That move is legal, but the goal is: {goal}").format(goal=self.lesson.goal)

    def _not_now(self) -> str:
        if self.status is Status.DONE:
            return L_("This lesson is done: go on to the next one, or try it again")
        if self.status is Status.MISSED:
            return L_("Press Try again to start this lesson again")
        return L_("Wait for the other side's move")
