"""What the computer player knows about Nardshir (see pardsgui/ai/hooks.py).

Random Nardshir games last about 800 atomic moves, so playouts stop after a
few turns and a race estimate scores them: each side's pip count (the steps
its pieces still have to travel, 25 for a piece in hand), turned into a
winning chance by a logistic curve whose width grows with the square root of
the pips left, as a race's uncertainty does.  The width and the roller's
tempo were fitted by maximum likelihood on 30,000 positions of games played
by the playout policy below; the playout depth was chosen by matches
(docs/ai.md has the figures).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from pardsgui.ai.hooks import GameHooks, logistic, pick
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.games.nardshir.rules import OFF, NardshirPosition, Step

#: Pips a piece in hand still has to travel (25 steps to bear off).
HAND_PIPS = 25
#: The worth of being the next to roll, in pips (about half a roll's 8.2).
TEMPO = 4.0
#: Logistic width per square root of the pips left on both sides.
WIDTH = 2.5


def pips(position: NardshirPosition) -> tuple[int, int]:
    """The steps each side's pieces still have to travel."""
    white = HAND_PIPS * position.hand[0]
    black = HAND_PIPS * position.hand[1]
    for point, count in enumerate(position.board):
        if count > 0:
            white += count * (24 - point)
        elif count < 0:
            black -= count * (point + 1)
    return white, black


def evaluate(position: Position) -> Outcome:
    """White's and Black's chances from the race (pip counts and who rolls next)."""
    assert isinstance(position, NardshirPosition)
    white, black = pips(position)
    lead = float(black - white)  # White's lead in pips
    if position.dice:
        # The mover still plays these dice; then the other side rolls next.
        remaining = sum(position.dice)
        if position.player == 0:
            lead += remaining - TEMPO
        else:
            lead -= remaining - TEMPO
    else:
        lead += TEMPO if position.player == 0 else -TEMPO
    x = lead / (WIDTH * math.sqrt(white + black + 1))
    white_chance = logistic(x)
    return (white_chance, 1.0 - white_chance)


def playout_move(position: Position, moves: Sequence[Move], rng: random.Random) -> Move:
    """Half the time a hit or a bear-off when there is one, else any move."""
    if rng.random() < 0.5:
        assert isinstance(position, NardshirPosition)
        board = position.board
        enemy = 2 * position.player - 1  # a lone enemy piece's count
        good = [m for m in moves if type(m) is Step and (m.dst == OFF or board[m.dst] == enemy)]
        if good:
            return pick(good, rng)
    return pick(moves, rng)


HOOKS = GameHooks(
    evaluate=evaluate,
    playout_move=playout_move,
    playout_depth=12,
    steps_per_second=150_000.0,
    # A dozen iterations (one or two looks at each move) already beat random
    # play; medium gets 300 times as much (about 0.3 s here) to stand above
    # easy: in a dice race most moves are worth nearly the same, so only a
    # wide gap in search shows in the score.
    easy_steps=200,
    medium_steps=60_000,
)
