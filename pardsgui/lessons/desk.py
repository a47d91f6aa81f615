"""A lesson on the board: the run, the table the board's clicks go through, tries and progress.

Qt-free like the table it uses (pardsgui/table): a click becomes a move exactly as
in play, an illegal click is refused with the game's own words, and each move of
the lesson is mirrored into a record so the board marks the last move.
"""

from __future__ import annotations

from pardsgui.core.contract import Game, Move, Position
from pardsgui.core.geometry import Mark
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.lessons.book import Lesson, load_lessons, shown
from pardsgui.lessons.pointers import pointers
from pardsgui.lessons.progress import Progress, stars_for
from pardsgui.lessons.run import LessonRun, Status
from pardsgui.lessons.translation import L_
from pardsgui.table.clicks import MoveMap, Play, Reaction, Refuse, Select, react, react_to_drop
from pardsgui.table.table import Table


class LessonDesk:
    """One game's lessons, one of them open. Raises LessonError when the game's file is broken."""

    def __init__(self, game_id: str, progress: Progress) -> None:
        self.game: Game = get_game(game_id)
        # Proved on the English file; shown in the reader's language.
        self.lessons: list[Lesson] = [shown(lesson) for lesson in load_lessons(game_id)]
        self.progress = progress
        self.index = 0
        self.tries = 1  # this lesson's try, counted from its opening
        self.shown = False  # "Show me" played this try: it does not count as done
        self.message = ""  # what the learner is told now: a reason, a hint, the success
        self.earned = 0  # the stars this try earned (0 until done)
        self.run = LessonRun(self.lessons[0], self.game)
        self.table = Table(Record(self.game, self.run.position), seed=0)
        self.open(0)

    @property
    def game_id(self) -> str:
        return self.game.id

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    @property
    def position(self) -> Position:
        return self.run.position

    def status(self) -> Status:
        return self.run.status

    # -- choosing a lesson ---------------------------------------------------------------------

    def open(self, index: int) -> None:
        self.index = max(0, min(index, len(self.lessons) - 1))
        self.tries = 1
        self._restart(shown=False)

    def has_next(self) -> bool:
        return self.index + 1 < len(self.lessons)

    def next(self) -> None:
        if self.has_next():
            self.open(self.index + 1)

    def try_again(self) -> None:
        if self.run.learner_moves or self.shown or self.run.status is not Status.PLAYING:
            self.tries += 1
        self._restart(shown=False)

    def show_me(self) -> None:
        """Start again to play the solution (`demo_step` by `demo_step`); it earns no stars."""
        if self.run.learner_moves or self.run.status is not Status.PLAYING:
            self.tries += 1
        self._restart(shown=True)
        self.message = L_("Watch: the lesson plays its solution")

    def _restart(self, shown: bool) -> None:
        self.shown = shown
        self.message = ""
        self.earned = 0
        self.run = LessonRun(self.lesson, self.game)
        self.table = Table(Record(self.game, self.run.position), seed=0)

    # -- the board -----------------------------------------------------------------------------

    def moves(self) -> MoveMap:
        """The learner's moves by where they are clicked; none while it is not the learner's turn."""
        return self.table.moves() if self.run.learners_turn() and not self.shown else MoveMap()

    def click(self, cell: str) -> tuple[Move, ...]:
        """A click on `cell`; returns the moves to choose from when one click stands for several."""
        return self._do(react(self.moves(), self.table.selected, cell))

    def drop(self, source: str, target: str) -> tuple[Move, ...]:
        return self._do(react_to_drop(self.moves(), source, target))

    def refuse(self, selected: str | None, cell: str) -> None:
        self._do(Refuse(selected, cell))

    def _do(self, reaction: Reaction) -> tuple[Move, ...]:
        if isinstance(reaction, Select):
            self.table.selected = reaction.cell
            self.message = "" if self.run.status is Status.PLAYING else self.message
        elif isinstance(reaction, Play):
            if len(reaction.moves) > 1:
                return reaction.moves
            self.play(reaction.moves[0])
        else:
            self.table.selected = None
            self.message = self.why_not(reaction.selected, reaction.cell)
        return ()

    def why_not(self, selected: str | None, cell: str) -> str:
        if self.shown and self.run.status is Status.PLAYING:
            return L_("Watch the solution, or press Try again to play it yourself")
        if not self.run.learners_turn():
            if self.run.reply_due():
                return L_("Wait for the other side's move")
            return self.run.words or L_("Press Try again to start this lesson again")
        return self.table.why_not(selected, cell)

    def label(self, move: Move) -> str:
        return self.table.view.move_label(self.position, move)

    def buttons(self) -> list[Move]:
        """Moves without a square (a pass), and the selected piece's actions."""
        moves = self.moves()
        if not self.run.learners_turn() or self.shown:
            return []
        # A secret choice (Kerd's infiltrator) is a button here: the learner is alone at the screen.
        view, position = self.table.view, self.position
        secret = [m for m in view.secret_moves(position) if view.move_cells(position, m) == (None, None)]
        selected = self.table.selected
        return moves.buttons + secret + (moves.on_piece.get(selected, []) if selected else [])

    def hint(self) -> None:
        """Say the lesson's hint and mark the solution's next move on the board."""
        self.message = self.lesson.hint
        text = self.run.next_solution_move()
        if text is not None:
            try:
                self.table.hint = self.position.parse_move(text)
            except ValueError:
                self.table.hint = None

    def marks(self) -> list[Mark]:
        """The game's study marks where the lesson wants them, and the rings it points with."""
        view, position = self.table.view, self.position
        study = list(view.study_marks(position)) if self.lesson.study else []
        return study + [ring for ring, _ in pointers(view, position, self.lesson.marks)]

    def pointed(self) -> list[tuple[str, str]]:
        """What the lesson's rings point at, (theme tone, words): "1: grid a1's die"."""
        return [
            (ring.tone, words) for ring, words in pointers(self.table.view, self.position, self.lesson.marks)
        ]

    def mark_keys(self) -> list[tuple[str, str]]:
        """The key to `marks`, (theme tone, words), as the main window's legend gives it."""
        view, position = self.table.view, self.position
        return (list(view.study_legend(position)) if self.lesson.study else []) + self.pointed()

    def hint_cells(self) -> tuple[str | None, str | None]:
        hint = self.table.hint
        if hint is None or not self.run.learners_turn() or hint not in self.position.legal_moves():
            return (None, None)
        return self.table.view.move_cells(self.position, hint)

    # -- moves -----------------------------------------------------------------------------------

    def play(self, move: Move) -> None:
        """The learner's move (a legal one, from the board): checked against the lesson's goal."""
        verdict = self.run.play_move(move)
        self.message = verdict.words
        if not verdict.played:
            return
        self._mirror()
        if verdict.status is Status.DONE and not self.shown:
            self.progress.record(self.game_id, self.lesson.id, self.tries)  # the best try is kept
            self.progress.save()
            self.earned = stars_for(self.tries)

    def reply_due(self) -> bool:
        return self.run.reply_due()

    def play_reply(self) -> None:
        self.run.play_reply()
        self._mirror()
        if self.run.status is Status.MISSED:
            self.message = self.run.words

    def demo_step(self) -> bool:
        """One step of "Show me": a reply or the solution's next move. False when there is none."""
        if self.run.reply_due():
            self.play_reply()
            return True
        text = self.run.next_solution_move()
        if text is None:
            return False
        self.run.play_text(text)
        self._mirror()
        self.message = self.run.words if self.run.status is not Status.PLAYING else ""
        return True

    def _mirror(self) -> None:
        """Follow the run's moves in the table's record, for the board's marks of the last move."""
        record = self.table.record
        played = len(record.current.path()) - 1
        for step in self.run.steps[played:]:
            record.play(step.move)
        self.table.selected = None
        self.table.hint = None
