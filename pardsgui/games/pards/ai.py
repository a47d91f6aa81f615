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

from pardsgui.ai.hooks import GameHooks, logistic, pick
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.games.pards.rules import MOVE, VICAR_PHASE, PardsPosition, Step
from pardsgui.games.pards.squares import FILES, RIVER

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


HOOKS = GameHooks(
    evaluate=evaluate,
    playout_move=playout_move,
    playout_depth=6,
    widening=1.0,
    steps_per_second=7_000.0,
    easy_steps=700,
    medium_steps=8_000,
)
