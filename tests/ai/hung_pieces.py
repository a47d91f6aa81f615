"""Positions where a move hangs material, judged by a short exhaustive capture search (issue 26, target 2).

The judge is written apart from the computer player's search (`pardsgui.ai.alphabeta`): plain
minimax over captures with stand-pat, no evaluation but the material, no move ordering that
could hide a line.  For the mover's every move it asks what material the mover keeps when each
side then takes whatever pays (`after`), and compares that with the material now (`before`):

- a move *keeps* material when `after >= before` (it may win some);
- a move *loses* a piece when `after <= before - loss` (in Kerd more than a Pawn's worth, in
  Pards a rank of the Vicar) because of a capture the mover cannot answer in kind.

A Pawn given for the position is judgement, not a hung piece: the search may weigh a Pawn
against a better square (its evaluation does), so the hint is held to pieces.

A *scene* is a position where some move keeps material and some move hangs it (loses it to a
capture, not by giving it up itself as a Kerd execution does); the hint must keep it there.
What "material" is differs by game:

- **Kerd**: the pieces' values (`pardsgui.games.kerd.ai.VALUES`, a Pawn 1, a Queen 9);
  captures are steps and joint advances onto an enemy piece, promotions (a Pawn on a promotion
  square brings back a piece: a Tower left to be taken may be the price of a new Queen) and a
  reveal (a piece changes sides).  A position counts only when its verdicts are the same in the
  real position and in every sample of what the mover could believe (the opponent's unrevealed
  infiltrator may be any of several of the mover's pieces): the hint may not read the secret,
  so a verdict that depends on it is not one it can be held to.
- **Pards**: pieces never leave for good (a sacked piece comes back), so what a sack takes is
  ground: the sacker moves the Vicar.  Material is the Vicar's rank counted towards the mover's
  goal, a won game above every rank; captures are sack turns (the sack, then every Vicar move,
  then the die kept) and the victim's placement after them.

Positions come from seeded games between cheap players: the game's own evaluation one move
ahead, now and then a random move, so material hangs as it does in a newcomer's games.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import cast

from pardsgui.ai.hooks import hooks_for
from pardsgui.core.contract import Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game
from pardsgui.games.kerd.ai import VALUES
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import REVEAL, Joint, Step
from pardsgui.games.pards.rules import MOVE, PardsPosition
from pardsgui.games.pards.squares import FILES, RIVER
from tests.ai.tactics_scenes import worlds

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

    def forced(self, position: Position) -> bool:
        """The seat to decide is in the middle of a capture and may not stand pat."""
        return False

    def counts(self, position: Position) -> bool:
        """Whether the position is one the judge can hold the hint to."""
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

    def material(self, position: Position, seat: int) -> float:
        assert isinstance(position, KerdPosition)
        total = 0.0
        for value in position.board:
            if value > 0:
                total += VALUES[value]
            elif value < 0:
                total -= VALUES[-value]
        return total if seat == 0 else -total

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


@dataclass(frozen=True)
class Scene:
    game_id: str
    game: int
    ply: int
    position: Position
    #: What the mover keeps after each move, and the material now.
    kept: dict[Move, float]
    before: float
    #: The mover's material just after each move, before any answer.
    moved: dict[Move, float]

    #: The judge's `loss`: what counts as a piece.
    loss: float

    def loses(self, move: Move) -> bool:
        """The mover keeps at least a piece less than it has."""
        return self.kept[move] <= self.before - self.loss

    def hangs(self, move: Move) -> bool:
        """The move loses material to a capture (not by giving it up itself, as an execution does)."""
        return self.loses(move) and self.moved[move] > self.kept[move]

    def keeps(self, move: Move) -> bool:
        return self.kept[move] >= self.before

    def words(self, move: Move) -> str:
        return f"{self.position.move_text(move)} (keeps {self.kept[move] - self.before:+g})"


def player_move(position: Position, rng: random.Random) -> Move:
    """The game's evaluation one move ahead, a random move one time in four."""
    moves = position.legal_moves()
    if len(moves) == 1 or rng.random() < 0.25:
        return moves[int(rng.random() * len(moves))]
    evaluate = hooks_for(position.game_id).evaluate
    assert evaluate is not None
    seat = position.current
    assert seat is not None
    best: list[Move] = []
    top = -1.0
    for move in moves:
        after = position.apply(move)
        outcome = after.outcome
        score = outcome[seat] if outcome is not None else evaluate(after)[seat]
        if score > top + 1e-9:
            best, top = [move], score
        elif score > top - 1e-9:
            best.append(move)
    return best[int(rng.random() * len(best))]


def find_scenes(
    game_id: str, games: Sequence[int], *, every: int = 3, per_game: int = 12, cap: int = 200_000
) -> list[Scene]:
    """Scenes from seeded games: every `every`-th decision judged, up to `per_game` scenes a game."""
    game = get_game(game_id)
    scenes: list[Scene] = []
    for index in games:
        rng = random.Random(f"hung pieces {game_id} {index}")
        position = game.initial()
        ply = 0
        found = 0
        while position.outcome is None and found < per_game and ply < 600:
            if position.is_chance:
                position = position.apply(pick_outcome(position.chance_outcomes(), rng))
                continue
            ply += 1
            if ply % every == 0 and len(position.legal_moves()) > 1:
                scene = judge_scene(game_id, index, ply, position, cap)
                if scene is not None:
                    scenes.append(scene)
                    found += 1
            position = position.apply(player_move(position, rng))
    return scenes


#: Samples of what the mover could believe, under hidden information.
SAMPLES = 6


def judge_scene(game_id: str, game: int, ply: int, position: Position, cap: int) -> Scene | None:
    judge = JUDGES[game_id](cap)
    seat = position.current
    if seat is None or not judge.counts(position):
        return None
    scenes = []
    for world in worlds(position, seat, hooks_for(game_id), SAMPLES, ply):
        try:
            kept, moved = judge.verdicts(world)
        except TooBig:
            return None
        scenes.append(Scene(game_id, game, ply, world, kept, judge.material(world, seat), moved, judge.loss))
    scene = scenes[0]
    if not any(scene.keeps(move) for move in scene.kept) or not any(scene.hangs(move) for move in scene.kept):
        return None

    def verdicts(scene: Scene) -> set[tuple[Move, bool, bool]]:
        return {(move, scene.keeps(move), scene.loses(move)) for move in scene.kept}

    if any(verdicts(other) != verdicts(scene) for other in scenes):
        return None  # what a move keeps depends on the secret
    return replace(scene, position=position)
