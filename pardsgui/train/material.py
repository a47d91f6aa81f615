"""Material, and a short exhaustive capture search that says what a move keeps of it (Kerd, Pards).

Plain minimax over captures with stand-pat, no evaluation but the material, no move ordering
that could hide a line: written apart from the computer player's search
(`pardsgui.ai.alphabeta`), so it can judge that search. Two users: the tests' hung pieces
(`tests/ai/hung_pieces.py`: the hint must never hang a piece the best move keeps) and the
puzzle finder's candidates from material (`pardsgui.train.finder`, `--source material`: one
move alone keeps a piece more than every other, and the move played is another).

What material is differs by game:

- **Kerd**: the pieces' values (`pardsgui.games.kerd.ai.VALUES`, a Pawn 1, a Queen 9);
  captures are steps and joint advances onto an enemy piece, promotions (a Pawn on a promotion
  square brings back a piece: a Tower left to be taken may be the price of a new Queen) and a
  reveal (a piece changes sides).
- **Pards**: pieces never leave for good (a sacked piece comes back), so what a sack takes is
  ground: the sacker moves the Vicar.  Material is the Vicar's rank counted towards the mover's
  goal, a won game above every rank; captures are sack turns (the sack, then every Vicar move,
  then the die kept) and the victim's placement after them.

No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from pardsgui.ai.hooks import logistic
from pardsgui.core.contract import Move, Position
from pardsgui.games.kerd.ai import WIDTH, board_lead
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import REVEAL, Joint, Step
from pardsgui.games.pards.rules import MOVE, PardsPosition
from pardsgui.games.pards.squares import FILES, RIVER

#: Above every material count: the game is won.
WON = 1_000.0


class TooBig(Exception):
    """The capture search would make more positions than its cap: the position is left out."""


class Judge:
    """Material and captures of one game; `after` is the capture search."""

    #: Captures each side may make in turn after the move judged.
    depth = 4
    #: What a move must give away to count as losing material.
    loss = 1.0

    def __init__(self, cap: int) -> None:
        self.left = cap

    def material(self, position: Position, seat: int) -> float:
        raise NotImplementedError

    def captures(self, position: Position) -> Sequence[Move]:
        """The moves of the seat to decide that take something (may stand pat instead)."""
        raise NotImplementedError

    def chance(self, material: float) -> float | None:
        """The seat's chance with `material`, by the game's own evaluation; None where it is not
        material alone."""
        return None

    def forced(self, position: Position) -> bool:
        """The seat to decide is in the middle of a capture and may not stand pat."""
        return False

    def counts(self, position: Position) -> bool:
        """Whether the judge judges the position (a decision it can hold the hint, or a puzzle, to)."""
        return True

    def make(self, position: Position, move: Move) -> Position:
        self.left -= 1
        if self.left < 0:
            raise TooBig
        return position.apply(move)

    def value(self, position: Position, seat: int) -> float | None:
        outcome = position.outcome
        if outcome is None:
            return None
        return WON if outcome[seat] > 0.99 else -WON if outcome[seat] < 0.01 else 0.0

    def after(self, position: Position, seat: int, alpha: float, beta: float, depth: int) -> float:
        """The material `seat` keeps from `position` when each side takes what pays (minimax, stand-pat)."""
        ended = self.value(position, seat)
        if ended is not None:
            return ended
        mover = position.current
        assert mover is not None
        maximising = mover == seat
        forced = self.forced(position)
        if forced:
            moves: Sequence[Move] = position.legal_moves()
            best = -WON * 2 if maximising else WON * 2
        else:
            best = self.material(position, seat)
            if depth == 0:
                return best
            if maximising:
                if best >= beta:
                    return best
                alpha = max(alpha, best)
            else:
                if best <= alpha:
                    return best
                beta = min(beta, best)
            moves = self.captures(position)
        for move in moves:
            child = self.make(position, move)
            # A capture costs a step of depth; what must follow it within the turn does not.
            score = self.after(child, seat, alpha, beta, depth if forced else depth - 1)
            if maximising:
                if score > best:
                    best = score
                alpha = max(alpha, score)
            else:
                if score < best:
                    best = score
                beta = min(beta, score)
            if alpha >= beta:
                break
        return best

    def verdicts(self, position: Position) -> tuple[dict[Move, float], dict[Move, float]]:
        """What the mover keeps after each of its moves, and what it has just after each."""
        seat = position.current
        assert seat is not None
        kept: dict[Move, float] = {}
        moved: dict[Move, float] = {}
        for move in position.legal_moves():
            child = self.make(position, move)
            kept[move] = self.after(child, seat, -WON * 2, WON * 2, self.depth)
            ended = self.value(child, seat)
            moved[move] = ended if ended is not None else self.material(child, seat)
        return kept, moved


class KerdJudge(Judge):
    loss = 2.0  # a piece: more than a Pawn (1) or a Commander Pawn (1.5)

    def chance(self, material: float) -> float | None:
        return logistic(material / WIDTH)  # as `pardsgui.games.kerd.ai.evaluate` turns a lead into chances

    def material(self, position: Position, seat: int) -> float:
        assert isinstance(position, KerdPosition)
        lead = board_lead(position.board)
        return lead if seat == 0 else -lead

    def captures(self, position: Position) -> Sequence[Move]:
        assert isinstance(position, KerdPosition)
        board = position.board
        enemy = -1 if position.side == 0 else 1
        taking: list[Move] = []
        for move in position.legal_moves():
            kind = type(move)
            if kind is Step:
                step = cast(Step, move)
                if board[step.dst] * enemy > 0 or step.promo:
                    taking.append(move)
            elif kind is Joint:
                joint = cast(Joint, move)
                takes = board[joint.dst] * enemy > 0 or board[joint.pdst] * enemy > 0
                if takes or joint.promo or joint.ppromo:
                    taking.append(move)
            elif move == REVEAL:
                taking.append(move)
        return taking

    def counts(self, position: Position) -> bool:
        assert isinstance(position, KerdPosition)
        return position.current is not None and not position.choosing


class PardsJudge(Judge):
    depth = 2  # a sack turn each: a Vicar move branches twenty ways

    def material(self, position: Position, seat: int) -> float:
        assert isinstance(position, PardsPosition)
        rank = position.cells.index("V") // FILES - RIVER
        return float(rank if seat == 0 else -rank)

    def captures(self, position: Position) -> Sequence[Move]:
        assert isinstance(position, PardsPosition)
        return position.sacks()

    def forced(self, position: Position) -> bool:
        assert isinstance(position, PardsPosition)
        return position.outcome is None and position.phase != MOVE

    def counts(self, position: Position) -> bool:
        assert isinstance(position, PardsPosition)
        return position.phase == MOVE and not position.is_chance and position.current is not None


JUDGES: dict[str, Callable[[int], Judge]] = {"kerd": KerdJudge, "pards": PardsJudge}


def the_material_move(position: Position, cap: int, worth: float = 0.0) -> Move | None:
    """The one move that keeps at least a piece (the judge's `loss`) more than every other move when
    each side then takes what pays, and, where the game's evaluation is its material, a chance at
    least `worth` higher (a piece weighs less where one side is far ahead); None where the game has
    no judge, the position is not one it judges, no move stands so far ahead, or the search would
    make more than `cap` positions."""
    make = JUDGES.get(position.game_id)
    if make is None:
        return None
    judge = make(cap)
    if not judge.counts(position) or len(position.legal_moves()) < 2:
        return None
    try:
        kept, _ = judge.verdicts(position)
    except TooBig:
        return None
    (best, first), (_, second) = sorted(kept.items(), key=lambda item: -item[1])[:2]
    if first - second < judge.loss:
        return None
    high, low = judge.chance(first), judge.chance(second)
    return best if high is None or low is None or high - low >= worth else None
