"""One try at a puzzle: the solver's moves judged against the solution, the whole turn.

A turn may have several parts (Nardshir and Pagade play one die at a time, a Pards
sack is followed by the Vicar's move, Parry's placement by its bonus steps). The
solver plays every part. A part is right while the position the solution's turn
ends in can still be reached before the turn passes: the solution's own move, or
the same dice taken in another order. A part after which it cannot is the mistake,
and the puzzle is failed there. The turn over in the solution's end is solved.

A puzzle from the player's own games (`Puzzle.personal`) is one decision, and its
solution is the review's best move: another move is judged by the search in the
computer's worker (`pardsgui.train.work`), as good enough when it loses less than
the game's `?` threshold. Until that answer comes the attempt is `JUDGING`.
No Qt here.
"""

from __future__ import annotations

from enum import Enum

from pardsgui.core.contract import Game, Move, Position
from pardsgui.games import get_game
from pardsgui.train.puzzles import Puzzle, threshold

#: Positions walked at most to find whether a turn can still end as the solution's does;
#: past it the part is taken as a mistake. A Nardshir double walks a few thousand.
MAX_WALK = 50_000


class Status(Enum):
    PLAYING = "playing"
    JUDGING = "judging"  # a personal puzzle's move, waiting for the worker's word
    SOLVED = "solved"
    FAILED = "failed"


class Attempt:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.game: Game = get_game(puzzle.game_id)
        self.start: Position = self.game.parse(puzzle.position)
        seat = self.start.current
        assert seat is not None, "a puzzle starts at a decision"
        self.seat: int = seat
        self.position = self.start
        self.played: list[Move] = []
        self.status = Status.PLAYING
        self.wrong: tuple[Position, Move] | None = None  # where the solver went wrong, and the move
        self.loss: float | None = None  # how much a personal puzzle's move lost, once judged
        self._end = self._solution_end()

    def _solution_end(self) -> str:
        position = self.start
        for text in self.solution_moves():
            position = position.play(position.parse_move(text))
        return position.to_text()

    def solution_moves(self) -> tuple[str, ...]:
        return self.puzzle.solution

    def in_turn(self, position: Position) -> bool:
        return position.current == self.seat and position.outcome is None

    def next_solution_move(self) -> Move | None:
        """The solution's next part from here, if the solver has followed it so far (Hint marks it)."""
        if self.status is not Status.PLAYING:
            return None
        texts = self.solution_moves()
        done = len(self.played)
        if done < len(texts) and [self.start_text(i) for i in range(done)] == list(texts[:done]):
            return self.position.parse_move(texts[done])
        return self._a_way_on()

    def start_text(self, index: int) -> str:
        """The text of the solver's move `index`, written in the position it was played in."""
        position = self.start
        for move in self.played[:index]:
            position = position.play(move)
        return position.move_text(self.played[index])

    def _a_way_on(self) -> Move | None:
        """A move from here that still reaches the solution's end (after a transposition)."""
        for move in self.position.legal_moves():
            if self._reaches(self.position.play(move)):
                return move
        return None

    def play(self, move: Move) -> Status:
        """The solver's move (a legal one): judged, and the status after it."""
        if self.status is not Status.PLAYING:
            raise ValueError("this puzzle is over")
        before = self.position
        self.position = before.play(move)
        self.played.append(move)
        if self.puzzle.personal:
            if before.move_text(move) == self.puzzle.solution[0]:
                self.status = Status.SOLVED
            else:
                self.wrong = (before, move)
                self.status = Status.JUDGING
            return self.status
        if not self._reaches(self.position):
            self.wrong = (before, move)
            self.status = Status.FAILED
        elif not self.in_turn(self.position):
            self.status = Status.SOLVED
        return self.status

    def judged(self, loss: float) -> Status:
        """The worker's word on a personal puzzle's move: its loss against the best, in points."""
        if self.status is not Status.JUDGING:
            raise ValueError("no move is waiting to be judged")
        self.loss = loss
        self.status = Status.SOLVED if loss < threshold(self.puzzle.game_id) else Status.FAILED
        return self.status

    def _reaches(self, position: Position) -> bool:
        """Can the turn, from `position`, still end where the solution's turn ends?"""
        end = self._end
        walked = 0
        stack = [position]
        seen: set[str] = set()
        while stack:
            here = stack.pop()
            if not self.in_turn(here):
                if here.to_text() == end:
                    return True
                continue
            text = here.to_text()
            if text in seen:
                continue
            seen.add(text)
            walked += 1
            if walked > MAX_WALK:
                return False
            stack.extend(here.play(move) for move in here.legal_moves())
        return False
