"""What the computer player knows about Pards (see pardsgui/ai/hooks.py).

Material never changes in Pards (a sacked piece comes straight back), so the
game is all about the Vicar: it moves only in a sack turn, by the sacker's
choice, and reaching the far rank wins.  Hence:

- the playout policy sacks when it can (nine times in ten) and then moves
  the Vicar as far towards the enemy's home rank as it can (nine times in
  ten); random play does neither, and its games wander for hundreds of moves
  (the policy's end in about thirty);
- playouts stop after PLAYOUT_DEPTH atomic moves and `evaluate` scores the
  Vicar's rank through a logistic curve (in a Vicar move, the best rank the
  mover can reach), the slopes fitted by maximum likelihood on 14,000
  positions of 1,500 games played by the policy;
- progressive widening (`GameHooks.widening`): a turn offers up to a hundred
  moves of which a sack or two decide, and the policy admits those first.
  Without it a bigger budget played worse (8,000 moves a search lost 6-24 to
  700), as every deeper node averaged one refuting sack with dozens of quiet
  moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import cast

from pardsgui.ai.alphabeta import AlphaBeta, Tactics
from pardsgui.ai.hooks import GameHooks, logistic, pick
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.games.pards.rules import DIE, KEEP, MOVE, VICAR_PHASE, PardsPosition, Step
from pardsgui.games.pards.squares import FILES, RANKS, RIVER

#: Logistic slope per rank of the Vicar past the river (White's way).
RANK_SLOPE = 0.6
#: The same for the best rank the side moving the Vicar can reach now.
REACH_SLOPE = 0.8
#: How often a playout takes a sack when there is one, and the Vicar's best move.
SACK_RATE = 0.9
GREEDY_RATE = 0.9


def _chances(x: float) -> Outcome:
    white = logistic(x)
    return (white, 1.0 - white)


def evaluate(position: Position) -> Outcome:
    """White's and Black's chances from where the Vicar stands (or can go now)."""
    assert isinstance(position, PardsPosition)
    if position.phase == VICAR_PHASE:
        ranks = [move.dst // FILES for move in position.legal_moves() if type(move) is Step]
        best = max(ranks) if position.side == 0 else min(ranks)
        return _chances(REACH_SLOPE * (best - RIVER))
    return _chances(RANK_SLOPE * (position.cells.index("V") // FILES - RIVER))


def playout_move(position: Position, moves: Sequence[Move], rng: random.Random) -> Move:
    """Mostly a sack when there is one, and mostly the Vicar's longest stride forward."""
    assert isinstance(position, PardsPosition)
    phase = position.phase
    if phase == VICAR_PHASE:
        if rng.random() < GREEDY_RATE:
            forward = 1 if position.side == 0 else -1
            best: list[Move] = []
            best_rank = -99
            for move in moves:
                assert type(move) is Step
                rank = forward * (move.dst // FILES)
                if rank > best_rank:
                    best, best_rank = [move], rank
                elif rank == best_rank:
                    best.append(move)
            return pick(best, rng)
    elif phase == MOVE and len(moves) > 1 and rng.random() < SACK_RATE:
        sacks = [move for move in moves if type(move) is Step and move.sack]
        if sacks:
            return pick(sacks, rng)
    return pick(moves, rng)


#: Today's Monte Carlo search hooks, kept unchanged (the `mcts-` levels play with them).
MCTS_HOOKS = GameHooks(
    evaluate=evaluate,
    playout_move=playout_move,
    playout_depth=6,
    widening=1.0,
    steps_per_second=7_000.0,
    easy_steps=700,
    medium_steps=8_000,
)


# -- the alpha-beta search's knowledge ------------------------------------------------------------

#: The quiescence search follows at most this many of the Vicar's moves after a sack (the most
#: forward first): a sack chain branches on every Vicar move, and the backward ones rarely matter.
QUIET_VICAR_MOVES = 1


def lead(position: PardsPosition) -> float:
    """White's lead in logits: `evaluate`'s, before the logistic curve."""
    if position.phase == VICAR_PHASE:
        ranks = [move.dst // FILES for move in position.legal_moves() if type(move) is Step]
        best = max(ranks) if position.side == 0 else min(ranks)
        return REACH_SLOPE * (best - RIVER)
    return RANK_SLOPE * (position.cells.index("V") // FILES - RIVER)


class PardsTactics(Tactics):
    """Pards for the alpha-beta search: sacks are its captures, the Vicar's rank its material."""

    quiescence_depth = 12

    def evaluate(self, position: Position) -> float:
        assert isinstance(position, PardsPosition)
        return lead(position)

    def priorities(self, position: Position, moves: Sequence[Move]) -> list[int]:
        assert isinstance(position, PardsPosition)
        phase = position.phase
        if phase == MOVE:
            return [1_000 if type(move) is Step and move.sack else 0 for move in moves]
        if phase == VICAR_PHASE:
            # The Vicar forward first (towards the mover's win): every one of them is tactical.
            if position.side == 0:
                return [1 + cast(Step, move).dst // FILES for move in moves]
            return [RANKS - cast(Step, move).dst // FILES for move in moves]
        if phase == DIE:
            return [1 if move == KEEP else 0 for move in moves]
        return [0] * len(moves)

    def tactical(self, position: Position) -> tuple[bool, Sequence[Move]]:
        assert isinstance(position, PardsPosition)
        phase = position.phase
        if phase == MOVE:
            return True, position.sacks()
        if phase == VICAR_PHASE:
            moves = position.legal_moves()
            ranks = self.priorities(position, moves)
            order = sorted(range(len(moves)), key=lambda index: -ranks[index])
            return False, [moves[index] for index in order[:QUIET_VICAR_MOVES]]
        if phase == DIE:
            return False, [KEEP]
        return False, position.legal_moves()


SEARCH = AlphaBeta(PardsTactics())

HOOKS = replace(
    MCTS_HOOKS,
    search=SEARCH,
    mcts=MCTS_HOOKS,
    # The slowest of 42 medium searches in seeded games ran 21,800 nodes a second of processor
    # time; a quarter less keeps every level well inside its time.
    steps_per_second=16_000.0,
    easy_steps=None,
    medium_steps=None,
)
