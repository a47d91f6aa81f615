"""What the computer player knows about Pagade (see pardsgui/ai/hooks.py).

Random Pagade games last about 900 atomic moves (four colours racing 84
steps each, cut pawns starting again), so playouts stop after a few turns
and a race estimate scores them.  Each colour still has to travel its pip
count: the route steps its pawns have left (84 for a pawn off the board).
The chance that colour c finishes before colour d is a logistic curve of
their difference, of width WIDTH·√(pips left by both), the colour to move
being TEMPO pips ahead; the width and the tempo were fitted by maximum
likelihood on 100,000 positions of 3,000 four-seat games played by the
playout policy below (a flat penalty for a colour that has not cut yet came
out near zero and was left out: its pawns going round again already show in
its pips).  From those chances:

- four seats: a colour's places are worth 1, ⅔, ⅓, 0, which is a third of
  the number of colours it finishes ahead of, so its expected score is the
  sum of its chances against every other colour still racing, over three;
  colours already Home keep their places;
- partnerships (two seats, or four seats `4p`): a side finishes when its
  slower colour does, so the sides race with their slower colours' pips.

The playout policy takes a cut or a move Home half the time when there is
one: random play cuts rarely, and without a cut no pawn may go Home.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from pardsgui.ai.hooks import GameHooks, logistic, pick
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.games.pagade.route import BELLY, HOME
from pardsgui.games.pagade.rules import PLACES, SQUARE, Go, PagadePosition

#: Logistic width per square root of the pips both colours have left.
WIDTH = 3.3
#: The worth of being the colour to move (or to roll), in pips.
TEMPO = 4.0


def pips(position: PagadePosition) -> list[float]:
    """The route steps each colour's pawns still have to travel (84 from off the board)."""
    return [float(sum(HOME - index for index in pawns)) for pawns in position.pawns]


def _ahead(mine: float, theirs: float) -> float:
    """The chance of finishing first with `mine` pips left against `theirs`."""
    x = (theirs - mine) / (WIDTH * math.sqrt(max(mine + theirs, 0.0) + 1.0))
    return logistic(x)


def evaluate(position: Position) -> Outcome:
    """Each seat's expected score from the race (see the module text)."""
    assert isinstance(position, PagadePosition)
    left = pips(position)
    left[position.colour] -= TEMPO
    finished = position.finished
    if position.seats == "4":
        scores = [0.0] * 4
        racing = [colour for colour in range(4) if colour not in finished]
        for colour in racing:
            # Colours already Home are ahead of it: they add nothing.
            scores[colour] = sum(_ahead(left[colour], left[other]) for other in racing if other != colour) / 3
        for place, colour in enumerate(finished):
            scores[colour] = PLACES[place]
        return tuple(scores)
    # Partnerships: a side is done when its slower colour is.
    sides = [max(0.0 if c in finished else left[c] for c in (side, side + 2)) for side in (0, 1)]
    first = _ahead(sides[0], sides[1])
    if position.seats == "2":
        return (first, 1.0 - first)
    return (first, 1.0 - first, first, 1.0 - first)


def playout_move(position: Position, moves: Sequence[Move], rng: random.Random) -> Move:
    """Half the time a cut or a move Home when there is one, else any move."""
    if len(moves) > 1 and rng.random() < 0.5:
        assert isinstance(position, PagadePosition)
        colour = position.colour
        occ = position.occ
        squares = SQUARE[colour]
        partner = colour ^ 2 if position.seats != "4" else -1
        good = []
        for move in moves:
            if type(move) is not Go:
                continue
            if move.dst == HOME:
                good.append(move)
                continue
            square = squares[move.dst]
            # Occupied by another colour that is not a partner: a legal move there cuts.
            if square != BELLY and occ[square] and (occ[square] >> 2) not in (colour, partner):
                good.append(move)
        if good:
            return pick(good, rng)
    return pick(moves, rng)


HOOKS = GameHooks(
    evaluate=evaluate,
    playout_move=playout_move,
    playout_depth=20,
    steps_per_second=270_000.0,
    # 300 moves (a few looks at each move) already beat random play 19.3-0.7 of
    # 20; medium gets 100 times as much (about 0.12 s here): in a dice race most
    # moves are worth nearly the same, so only a wide gap in search shows in
    # the score.  The level's default (216,000, 0.8 s) won its first 4 games
    # against easy too, at about 90 s of processor time a game: an hour for
    # the 40-game match, and a slower opponent at the board for no shown gain.
    easy_steps=300,
    medium_steps=30_000,
)
