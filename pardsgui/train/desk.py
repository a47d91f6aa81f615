"""The trainer's desk: one game's puzzles, the one open, its try, the board's table and the progress.

Qt-free like the lessons' desk (pardsgui/lessons/desk.py) and through the same table
(pardsgui/table): a click becomes a move exactly as in play. Every move of the try,
of the refutation and of the shown solution is mirrored into a record, so the board
marks the last move. The window adds the timers and the worker.
"""

from __future__ import annotations

from collections.abc import Sequence

from pardsgui.core.contract import Move, Position
from pardsgui.core.record import Record
from pardsgui.core.review_data import MoveReview
from pardsgui.games import game_info
from pardsgui.i18n import N_, _, isolate
from pardsgui.table.clicks import MoveMap, Play, Reaction, Refuse, Select, react, react_to_drop
from pardsgui.table.table import Table
from pardsgui.train.attempt import Attempt, Status
from pardsgui.train.mine import MyPuzzles
from pardsgui.train.progress import Result, TrainerProgress, choose_next
from pardsgui.train.puzzles import Puzzle, PuzzleError, puzzle_path, read_puzzles
from pardsgui.train.themes import theme_words
from pardsgui.train.work import Judgement

SHIPPED, MINE = "shipped", "mine"
# One whole sentence per mark, not "a blunder" glued into one: a translator's word order may differ.
KINDS = {
    "??": N_(
        "{move} looks like a blunder ({mark}): it loses about {loss} % of your winning chance"
        " against the best move found."
    ),
    "?": N_(
        "{move} looks like a mistake ({mark}): it loses about {loss} % of your winning chance"
        " against the best move found."
    ),
    "?!": N_(
        "{move} looks like an inaccuracy ({mark}): it loses about {loss} % of your winning chance"
        " against the best move found."
    ),
}
LOSES = N_("{move} loses about {loss} % of your winning chance against the best move found.")


def shipped_puzzles(game_id: str) -> list[Puzzle]:
    """The game's shipped puzzles ([] when it ships none); PuzzleError when its file is broken."""
    path = puzzle_path(game_id)
    return read_puzzles(path) if path.is_file() else []


def loss_words(rated: MoveReview) -> str:
    """How much a move loses, in the tutor's words (pardsgui/ui/tutor.py)."""
    words = _(KINDS.get(rated.mark, LOSES))
    return words.format(move=isolate(rated.move), mark=rated.mark, loss=f"{rated.loss:.0f}")


def sentences(*parts: str) -> str:
    """Sentences said together, the empty ones left out."""
    return " ".join(part for part in parts if part)


class PuzzleDesk:
    def __init__(self, progress: TrainerProgress, mine: MyPuzzles) -> None:
        self.progress = progress
        self.mine = mine
        self.game_id = ""
        self.which = SHIPPED
        self.puzzles: list[Puzzle] = []
        self.problem = ""  # why there is no puzzle to show
        self.attempt: Attempt | None = None
        self.table: Table | None = None
        self.message = ""
        self.result: Result | None = None  # the rating's change by the puzzle just ended
        self.hinted = False
        self.shown = False  # the solution is shown (played on the board)
        self.judgement: Judgement | None = None
        self.refutation: list[str] = []  # moves of the refutation still to play on the board
        self.solution_left: list[str] = []  # moves of the shown solution still to play

    # -- choosing --------------------------------------------------------------------------------

    def use(self, game_id: str, which: str = SHIPPED) -> None:
        self.game_id, self.which = game_id, which
        self.attempt = self.table = None
        self.result = None  # the last change was another set's: not this game's, when it has none
        self.problem = ""
        name = game_info(game_id).name
        if which == MINE:
            self.puzzles = self.mine.of(game_id)
            if not self.puzzles:
                self.problem = _(
                    "No puzzles from your games of {game} yet. Review a game you played"
                    " (Game ▸ Review game): each move of yours it marks ? or ?? becomes a puzzle."
                ).format(game=name)
        else:
            try:
                self.puzzles = shipped_puzzles(game_id)
            except PuzzleError as error:
                self.puzzles = []
                self.problem = _("The puzzles of {game} cannot be used:\n\n{reason}").format(
                    game=name, reason=error
                )
            else:
                if not self.puzzles:
                    self.problem = _("{game} has no puzzles yet.").format(game=name)
        self.next()

    def next(self) -> None:
        last = self.attempt.puzzle.id if self.attempt is not None else ""
        puzzle = choose_next(self.puzzles, self.progress, last)
        if puzzle is not None:
            self.open(puzzle)

    def open(self, puzzle: Puzzle) -> None:
        self.attempt = Attempt(puzzle)
        self._restart(self.attempt.start)
        self.message = ""
        self.result = None
        self.hinted = self.shown = False
        self.judgement = None
        self.refutation, self.solution_left = [], []

    def _restart(self, position: Position) -> None:
        assert self.attempt is not None
        self.table = Table(Record(self.attempt.game, position), seed=0)

    @property
    def puzzle(self) -> Puzzle | None:
        return self.attempt.puzzle if self.attempt is not None else None

    def number(self) -> int:
        """The open puzzle's place in the set, from 1."""
        puzzle = self.puzzle
        return next((i for i, p in enumerate(self.puzzles, 1) if p is puzzle), 0)

    # -- state -------------------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        assert self.table is not None
        return self.table.position

    def status(self) -> Status:
        return self.attempt.status if self.attempt is not None else Status.FAILED

    def over(self) -> bool:
        return self.shown or self.status() in (Status.SOLVED, Status.FAILED)

    def solvers_turn(self) -> bool:
        return self.attempt is not None and self.status() is Status.PLAYING and not self.shown

    def busy(self) -> bool:
        """Something is still to come on the board: the judge's word, a refutation, the solution."""
        return self.status() is Status.JUDGING or bool(self.refutation or self.solution_left)

    # -- the board ---------------------------------------------------------------------------------

    def moves(self) -> MoveMap:
        return self.table.moves() if self.table is not None and self.solvers_turn() else MoveMap()

    def click(self, cell: str) -> tuple[Move, ...]:
        """A click on `cell`: the moves it stands for (one to play, several to choose from), or none."""
        if self.table is None:
            return ()
        return self._do(react(self.moves(), self.table.selected, cell))

    def drop(self, source: str, target: str) -> tuple[Move, ...]:
        return self._do(react_to_drop(self.moves(), source, target)) if self.table is not None else ()

    def refuse(self, selected: str | None, cell: str) -> None:
        if self.table is not None:
            self._do(Refuse(selected, cell))

    def _do(self, reaction: Reaction) -> tuple[Move, ...]:
        assert self.table is not None
        if isinstance(reaction, Select):
            self.table.selected = reaction.cell
        elif isinstance(reaction, Play):
            return reaction.moves  # played by the window, which also asks the worker about it
        else:
            self.table.selected = None
            self.message = self.why_not(reaction.selected, reaction.cell)
        return ()

    def why_not(self, selected: str | None, cell: str) -> str:
        assert self.table is not None
        if self.status() is Status.JUDGING:
            return _("Wait: your move is being judged")
        if not self.solvers_turn():
            return _("This puzzle is over: press Next for another, or Show the solution")
        return self.table.why_not(selected, cell)

    def label(self, move: Move) -> str:
        assert self.table is not None
        return self.table.view.move_label(self.position, move)

    def buttons(self) -> list[Move]:
        """Moves without a square (a pass), and the selected piece's actions; the solver's own secrets too."""
        if self.table is None or not self.solvers_turn():
            return []
        moves, view, position = self.moves(), self.table.view, self.position
        secret = [m for m in view.secret_moves(position) if view.move_cells(position, m) == (None, None)]
        selected = self.table.selected
        return moves.buttons + secret + (moves.on_piece.get(selected, []) if selected else [])

    def hint(self) -> None:
        """Mark the next part of the solution on the board: its piece, or its cell."""
        if self.attempt is None or self.table is None or not self.solvers_turn():
            return
        move = self.attempt.next_solution_move()
        self.table.hint = move
        self.hinted = True
        self.message = _("The move to make is marked on the board. Solved with a hint, the rating stays.")

    def hint_cells(self) -> tuple[str | None, str | None]:
        table = self.table
        if table is None or table.hint is None or not self.solvers_turn():
            return (None, None)
        if table.hint not in self.position.legal_moves():
            return (None, None)
        source, target = table.view.move_cells(self.position, table.hint)
        return (source, None) if source is not None else (None, target)  # the piece, or the cell

    # -- moves -------------------------------------------------------------------------------------

    def play(self, move: Move) -> Status:
        """The solver's move (a legal one, from the board): judged against the solution."""
        attempt = self.attempt
        assert attempt is not None and self.table is not None
        status = attempt.play(move)
        self._mirror(move)
        if status is Status.SOLVED:
            self._end(True)
        elif status is Status.FAILED:
            self._end(False)
            self.message = _("Not the best move. The computer looks at what it allows…")
        elif status is Status.JUDGING:
            self.message = _("Not the move the review found. The computer judges yours…")
        else:
            self.message = _("Right, go on: the turn is not over.")
        return status

    def judge_terms(self, before: Position, steps: int = 0) -> tuple[int, int, str]:
        """How the worker judges a move made in `before`: budget, seed, the move it is measured
        against ("": the search's own best). `steps` 0 is the review's budget.

        A shipped puzzle's first move is judged as its proof weighed every move: at the proof's
        budget (unless `steps` asks for less) and seed, against the solution. The rest of a turn,
        and a puzzle from the player's games, as the review judges a decision."""
        puzzle = self.puzzle
        if puzzle is None or puzzle.personal or before.to_text() != puzzle.position:
            return steps, 0, ""
        proof = puzzle.proof[0]
        return steps or proof.steps, proof.seed, puzzle.solution[0]

    def judged(self, judgement: Judgement) -> None:
        """The worker's word on the wrong (or other) move: its loss, the refutation to play out."""
        attempt = self.attempt
        if attempt is None:
            return
        if attempt.status is Status.JUDGING:
            if attempt.judged(judgement.rated.loss) is Status.SOLVED:
                self._end(True)
                good = _(
                    "Good enough: {move} loses only about {loss} % against the review's {best}. Solved!"
                ).format(
                    move=isolate(judgement.rated.move),
                    loss=f"{judgement.rated.loss:.0f}",
                    best=isolate(attempt.puzzle.solution[0]),
                )
                self.message = sentences(good, self._rating_words())
                return
            self._end(False)
        self.judgement = judgement
        self.refutation = list(judgement.refutation)
        self.message = self.failure_words()

    def failure_words(self) -> str:
        judgement = self.judgement
        if judgement is None:
            return self.message
        return sentences(
            _("Not the best move."),
            loss_words(judgement.rated),
            self.refutation_words(),
            self._theme_words(),
            self._rating_words(),
        )

    def refutation_words(self) -> str:
        """What the wrong move allows, in the game's own sentences: "It allows: Black's …; …"."""
        attempt, judgement = self.attempt, self.judgement
        if attempt is None or judgement is None or attempt.wrong is None or not judgement.refutation:
            return ""
        before, move = attempt.wrong
        here = before.play(move)
        view = attempt.game.board_view()
        said = []
        for text in judgement.refutation:
            chosen = here.parse_move(text)
            said.append(view.describe(here, chosen, attempt.seat))
            here = here.play(chosen)
        line = said[0]
        for sentence in said[1:]:
            line = _("{first}; then {second}").format(first=line, second=sentence)
        return _("It allows: {line}.").format(line=line)

    def refute_step(self) -> bool:
        """Play the refutation's next move on the board; False when there is none left."""
        if not self.refutation or self.table is None:
            return False
        text = self.refutation.pop(0)
        self._mirror(self.position.parse_move(text))
        return True

    def _end(self, solved: bool) -> None:
        attempt = self.attempt
        assert attempt is not None
        self.result = self.progress.record(attempt.puzzle, solved, helped=self.hinted)
        self.progress.save()
        if solved:
            self.message = sentences(_("Solved!"), self._theme_words(), self._rating_words())

    def _theme_words(self) -> str:
        puzzle = self.puzzle
        if puzzle is None or not puzzle.theme:
            return ""
        return _("Theme: {theme}.").format(theme=theme_words(puzzle.theme))

    def _rating_words(self) -> str:
        result = self.result
        if result is None:
            return ""
        if not result.rated:
            if self.hinted and self.status() is Status.SOLVED:
                return _("Solved with the hint: the rating stays.")
            return _("Played before: the rating stays.")
        return _("Rating {rating} ({change}).").format(
            rating=result.after.rounded(), change=isolate(f"{result.change:+d}")
        )

    # -- skip and show --------------------------------------------------------------------------------

    def skip(self) -> None:
        """Leave this puzzle unrated for now, and open the next."""
        if self.attempt is not None:
            if not self.over():
                self.progress.skip(self.attempt.puzzle)
                self.progress.save()
            self.next()

    def show_solution(self) -> None:
        """Play the solution from the start (step by step, `show_step`); an open puzzle counts as failed."""
        attempt = self.attempt
        if attempt is None:
            return
        if attempt.status in (Status.PLAYING, Status.JUDGING):
            attempt.status = Status.FAILED
            self._end(False)
        self.shown = True
        self.refutation = []
        self._restart(attempt.start)
        self.solution_left = list(attempt.puzzle.solution)
        moves = ", ".join(isolate(text) for text in attempt.puzzle.solution)
        self.message = sentences(_("The solution: {moves}.").format(moves=moves), self._theme_words())

    def show_step(self) -> bool:
        if not self.solution_left or self.table is None:
            return False
        text = self.solution_left.pop(0)
        self._mirror(self.position.parse_move(text))
        return True

    def _mirror(self, move: Move) -> None:
        assert self.table is not None
        self.table.record.play(move)
        self.table.selected = None
        self.table.hint = None

    # -- words ---------------------------------------------------------------------------------------

    def task(self) -> str:
        """Whose move it is and what to find; Kerd's secret as the deciding seat may know it."""
        attempt = self.attempt
        if attempt is None:
            return ""
        view = attempt.game.board_view()
        seat = view.seat_names(attempt.start)[attempt.seat]
        if attempt.puzzle.personal:
            words = _(
                "From one of your games: {seat} to move. Find a better move than the one you played"
                " there (a move that loses less than the review's ? is good enough)."
            ).format(seat=seat)
        else:
            words = _("{seat} to move: find the best move, and play your whole turn.").format(seat=seat)
        return sentences(words, view.secret_words(attempt.start, attempt.seat))

    def tried(self) -> Sequence[str]:
        """The solver's moves so far, as texts."""
        attempt = self.attempt
        return [attempt.start_text(i) for i in range(len(attempt.played))] if attempt is not None else []
