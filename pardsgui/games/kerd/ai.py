"""What the computer player knows about Kerd (see pardsgui/ai/hooks.py and docs/ai.md).

- **Determinizer** (required: each seat's infiltrator is hidden from the
  other).  It gets the seat's redacted text, where the opponent's choice is
  `?`, and samples it as the seat should believe it: the opponent chose one of
  the seat's own pieces that the rules allow (not King, Queen, Tower or
  Scout), each of those it could have chosen equally likely.  Pieces of those
  kinds that have since left the board (the seat's off list: captured,
  executed, promoted away) count as chances that the infiltrator is gone
  (`-`), since the text shows `?` after that too.  A reveal is public: the
  text says `+` and there is nothing to sample.  A text written before reveals
  were told apart (`-`) still shows it by the counts: each colour's pieces of
  a kind, on the board and off it, stay at the set's number through captures,
  executions and promotions, and drop by one when the opponent reveals one
  of them.  So a seat short of pieces of a kind that can be chosen knows its
  opponent has revealed (`-`), as does a seat seeing an opponent's pawn on
  the opponent's own first rank.  Nothing but the redacted text is read.
- **Evaluation**: random Kerd games last about 700 moves, so playouts stop
  after `PLAYOUT_DEPTH` moves and are scored by material (a logistic curve of
  the difference), an infiltrator still on the board counting for its owner
  half of the swing a reveal would bring.
- **Playouts** make ordinary moves: a random move that is an execution is
  drawn again (twice at most), because uniformly random play spends a third
  of its moves executing its own pieces, which says little about a position.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import cast

from pardsgui.ai.alphabeta import AlphaBeta, Tactics
from pardsgui.ai.hooks import GameHooks, logistic
from pardsgui.ai.mcts import Analysis, Limits, MoveStat, StopCheck
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.core.native import mypyc_attr
from pardsgui.games.kerd.fields import FIELDS
from pardsgui.games.kerd.notation import Board, Counts, parse_board, parse_off
from pardsgui.games.kerd.reading import parse_position
from pardsgui.games.kerd.rules import FULL_SET, NOT_INFILTRATORS, KerdPosition, eligible_squares
from pardsgui.games.kerd.tables import (
    COMMANDER,
    HOME_RANK,
    KING,
    PAWN,
    PROMOTION_SQUARES,
    REVEAL,
    SIZE,
    Choose,
    Execute,
    Joint,
    Step,
    square_name,
)

#: Piece values in pawns, by kind (T J S H B Q K C P).  Towers, Scouts and the Queen ignore the
#: regions; the Hussar adds a three-square leap to the knight's; the Jumper steps like a King
#: and captures only forward.
VALUES = (0.0, 5.0, 2.5, 3.5, 3.5, 3.0, 9.0, 0.0, 1.5, 1.0)
#: Logistic width, in pawns: a lead of this much is worth about a 73 % chance.
WIDTH = 6.0
#: The share of a reveal's swing (twice the piece's value) an unrevealed infiltrator is worth.
INFILTRATOR_SHARE = 0.5
PLAYOUT_DEPTH = 16
#: Draws of a random playout move before an execution is accepted.
REDRAWS = 2
ELIGIBLE_KINDS = tuple(kind for kind in range(1, 10) if kind not in NOT_INFILTRATORS)


@lru_cache(maxsize=4096)
def _position(text: str) -> KerdPosition:
    # Samples repeat (a few dozen possible choices per text), and a position keeps its legal
    # moves once worked out, so a search reuses them across its iterations.
    return parse_position(text)


def _with_choice(redacted: str, other: int, choice: str) -> str:
    parts = redacted.split()
    for index, part in enumerate(parts):
        if part.startswith("infiltrators="):
            fields = part[len("infiltrators=") :].split(",")
            fields[other] = choice
            parts[index] = "infiltrators=" + ",".join(fields)
    return " ".join(parts)


def determinize(redacted: str, seat: int, rng: random.Random) -> Position:
    """A full position `seat` cannot tell from the real one (the opponent's choice sampled)."""
    if "?" not in redacted:
        return _position(redacted)
    other = 1 - seat
    (board_field, _side), fields = FIELDS.split(redacted)
    board = parse_board(board_field)
    off = parse_off(fields.get("off", "-,-"))[seat]
    if _opponent_revealed(board, off, seat):
        return _position(_with_choice(redacted, other, "-"))
    candidates = eligible_squares(board, other)
    gone = sum(off[kind] for kind in ELIGIBLE_KINDS)
    pick = int(rng.random() * (len(candidates) + gone))
    if pick < len(candidates):
        return _position(_with_choice(redacted, other, square_name(candidates[pick])))
    return _position(_with_choice(redacted, other, "-"))


def _opponent_revealed(board: Board, off: Counts, seat: int) -> bool:
    """Whether the seat can tell that its opponent has revealed its infiltrator."""
    other = 1 - seat
    rank = HOME_RANK[other]
    other_sign = 1 if other == 0 else -1
    if any(board[sq] * other_sign in (PAWN, COMMANDER) for sq in range(rank * SIZE, rank * SIZE + SIZE)):
        return True  # only a revealed pawn stands on its new owner's first rank
    own = -other_sign
    return any(board.count(kind * own) + off[kind] < FULL_SET[kind] for kind in ELIGIBLE_KINDS)


def board_lead(board: Board) -> float:
    """White's lead in pawns by the pieces as they stand, whoever's infiltrator they are."""
    lead = 0.0
    for value in board:
        if value > 0:
            lead += VALUES[value]
        elif value < 0:
            lead -= VALUES[-value]
    return lead


def material(position: KerdPosition) -> float:
    """White's lead in pawns, with each unrevealed infiltrator counted for its chooser."""
    lead = board_lead(position.board)
    for colour, sq in enumerate(position.infiltrators):
        if sq >= 0:
            swing = INFILTRATOR_SHARE * 2 * VALUES[abs(position.board[sq])]
            lead += swing if colour == 0 else -swing
    return lead


def evaluate(position: Position) -> Outcome:
    """White's and Black's chances from the material."""
    assert isinstance(position, KerdPosition)
    x = material(position) / WIDTH
    white = logistic(x)
    return (white, 1.0 - white)


def playout_move(position: Position, moves: Sequence[Move], rng: random.Random) -> Move:
    """A random move, drawn again (at most REDRAWS times) while it is an execution."""
    count = len(moves)
    move = moves[int(rng.random() * count)]
    for _ in range(REDRAWS):
        if type(move) is not Execute:
            break
        move = moves[int(rng.random() * count)]
    return move


#: Today's Monte Carlo search hooks, kept unchanged (the `mcts-` levels play with them).
MCTS_HOOKS = GameHooks(
    determinize=determinize,
    evaluate=evaluate,
    playout_move=playout_move,
    playout_depth=PLAYOUT_DEPTH,
    # Measured at 18,000-25,000 moves per second of processor time on positions of random
    # games (choice phase, opening, middle game); a quarter less, as calibrate suggests.
    steps_per_second=13_500,
)


# -- the alpha-beta search's knowledge ------------------------------------------------------------

#: Piece values in tenths of a pawn, for move ordering (most valuable victim, least valuable attacker).
TENTHS = tuple(round(10 * value) for value in VALUES)
#: How much of a piece's worth its square may add (pawns), by kind: a Hussar in the middle
#: reaches 16 squares, in a corner 4.
CENTRE_WEIGHT = (0.0, 0.1, 0.2, 0.15, 0.35, 0.25, 0.2, 0.0, 0.0, 0.0)
#: A pawn's worth for each rank it has gone forward, and more near its promotion square when
#: something of its own is off the board to come back (share of that piece's worth less a pawn).
PAWN_STEP = 0.04
PROMOTION_NEAR = (0.0, 0.35, 0.15)  # one rank short of the promotion rank, two ranks short
#: King safety while the enemy still has pieces to attack with: a rank off the home rank costs,
#: each own pawn on the three squares in front of the King is a shield.
KING_ADVANCE = 0.15
KING_SHIELD = 0.12
#: Enemy non-pawn material (pawns) from which the King hides; below it the King goes to the middle.
MIDDLE_GAME = 14.0
KING_CENTRE = 0.4
#: Winning an ending: with this lead and the enemy this poor, push its King to the edge and
#: bring one's own near (or the search shuffles, and the game is drawn by repetition).
MOP_UP_LEAD = 2.5
MOP_UP_ENEMY = 6.0
MOP_UP_EDGE = 0.12
MOP_UP_NEAR = 0.05


def _closeness(sq: int) -> float:
    """1 in the four middle squares, 0 in a corner."""
    file, rank = sq % SIZE, sq // SIZE
    return 1.0 - (max(abs(2 * file - 11), abs(2 * rank - 11)) - 1) / 10.0


CLOSENESS = tuple(_closeness(sq) for sq in range(SIZE * SIZE))
EDGE_DISTANCE = tuple(
    min(sq % SIZE, SIZE - 1 - sq % SIZE, sq // SIZE, SIZE - 1 - sq // SIZE) for sq in range(144)
)


def _piece_square(colour: int, kind: int, sq: int) -> float:
    """A piece's worth on a square (pawns), without the terms that depend on the whole board."""
    value = VALUES[kind] + CENTRE_WEIGHT[kind] * CLOSENESS[sq]
    if kind in (PAWN, COMMANDER):
        rank = sq // SIZE if colour == 0 else SIZE - 1 - sq // SIZE
        value += PAWN_STEP * max(0, rank - 1)
    return value


#: PIECE_SQUARE[colour][kind][sq]
PIECE_SQUARE = tuple(
    tuple(tuple(_piece_square(colour, kind, sq) for sq in range(144)) for kind in range(10))
    for colour in (0, 1)
)
#: PROMOTION_DISTANCE[colour][sq]: ranks short of the promotion square ahead (1 or 2), else 0.
PROMOTION_DISTANCE = tuple(
    tuple(
        next(
            (
                gap
                for gap in (1, 2)
                if 0 <= sq + (gap if colour == 0 else -gap) * SIZE < 144
                and sq + (gap if colour == 0 else -gap) * SIZE in PROMOTION_SQUARES[colour]
            ),
            0,
        )
        for sq in range(144)
    )
    for colour in (0, 1)
)


def lead(position: KerdPosition) -> float:
    """White's lead in pawns: material on its squares, pawns near promotion, King safety, endings."""
    board = position.board
    worth = [0.0, 0.0]
    pieces = [0.0, 0.0]  # material other than pawns and Kings: what attacks a King, what mates
    promotable = [0.0, 0.0]  # pawns' bonus near promotion, paid out if something can come back
    for colour, bits in enumerate(position.occupied):
        table = PIECE_SQUARE[colour]
        near = PROMOTION_DISTANCE[colour]
        sign = 1 if colour == 0 else -1
        total = heavy = promo = 0.0
        while bits:
            low = bits & -bits
            sq = low.bit_length() - 1
            bits ^= low
            kind = board[sq] * sign
            total += table[kind][sq]
            if kind >= COMMANDER:
                gap = near[sq]
                if gap:
                    promo += PROMOTION_NEAR[gap]
            elif kind != KING:
                heavy += VALUES[kind]
        worth[colour], pieces[colour], promotable[colour] = total, heavy, promo
    for colour in (0, 1):
        if promotable[colour]:
            best = max((VALUES[kind] for kind in range(1, 9) if position.off[colour][kind]), default=0.0)
            if best > VALUES[PAWN]:
                worth[colour] += promotable[colour] * (best - VALUES[PAWN])
    for colour, sq in enumerate(position.infiltrators):
        if sq >= 0:
            swing = INFILTRATOR_SHARE * 2 * VALUES[abs(board[sq])]
            worth[colour] += swing
    score = worth[0] - worth[1]
    for colour in (0, 1):
        score += (1 if colour == 0 else -1) * _king(position, colour, pieces[1 - colour])
    material = worth[0] - worth[1]
    if abs(material) >= MOP_UP_LEAD:
        winner = 0 if material > 0 else 1
        if pieces[1 - winner] <= MOP_UP_ENEMY:
            score += (1 if winner == 0 else -1) * _mop_up(position, winner)
    return score


def _king(position: KerdPosition, colour: int, enemy_pieces: float) -> float:
    sq = position.kings[colour]
    if enemy_pieces < MIDDLE_GAME:
        share = 1.0 - enemy_pieces / MIDDLE_GAME
        return KING_CENTRE * share * CLOSENESS[sq] - KING_ADVANCE * (1 - share) * _off_home(sq, colour)
    shield = 0
    board = position.board
    sign = 1 if colour == 0 else -1
    pawns = (PAWN * sign, COMMANDER * sign)
    ahead = sq + SIZE * sign
    if 0 <= ahead < 144:
        file = sq % SIZE
        for df in (-1, 0, 1):
            if 0 <= file + df < SIZE and board[ahead + df] in pawns:
                shield += 1
    return KING_SHIELD * shield - KING_ADVANCE * _off_home(sq, colour)


def _off_home(sq: int, colour: int) -> int:
    rank = sq // SIZE
    return min(3, rank if colour == 0 else SIZE - 1 - rank)


def _mop_up(position: KerdPosition, winner: int) -> float:
    mine, theirs = position.kings[winner], position.kings[1 - winner]
    apart = abs(mine % SIZE - theirs % SIZE) + abs(mine // SIZE - theirs // SIZE)
    return MOP_UP_EDGE * (5 - EDGE_DISTANCE[theirs]) + MOP_UP_NEAR * (22 - apart)


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, the tests still subclass it
class KerdTactics(Tactics):
    """Kerd for the alpha-beta search: `lead`, captures by MVV-LVA, and one world to search."""

    def evaluate(self, position: Position) -> float:
        assert isinstance(position, KerdPosition)
        return lead(position) / WIDTH

    def priorities(self, position: Position, moves: Sequence[Move]) -> list[int]:
        assert isinstance(position, KerdPosition)
        board = position.board
        ranks: list[int] = []
        for move in moves:
            kind = type(move)
            if kind is Step:
                src, dst, promo = cast(Step, move)
                victim = board[dst]
                if victim:
                    rank = 10_000 + 100 * TENTHS[abs(victim)] - TENTHS[abs(board[src])] + 100 * TENTHS[promo]
                elif promo:
                    rank = 5_000 + 100 * TENTHS[promo]
                else:
                    rank = 0
            elif kind is Execute:
                rank = -1  # last: it gives up a piece for nothing, unless the piece is a spy
            elif kind is Joint:
                joint = cast(Joint, move)
                rank = (
                    5_000 + 100 * (TENTHS[joint.promo] + TENTHS[joint.ppromo])
                    if joint.promo or joint.ppromo
                    else 0
                )
            elif move == REVEAL:
                rank = 20_000  # a piece changes sides: the biggest swing there is
            else:
                rank = 0
            ranks.append(rank)
        return ranks

    def tactical(self, position: Position) -> tuple[bool, Sequence[Move]]:
        assert isinstance(position, KerdPosition)
        if not position.in_check:
            return super().tactical(position)
        # In check nothing may stand pat: every way out is tried.
        moves = position.legal_moves()
        ranks = self.priorities(position, moves)
        return False, [moves[index] for index in sorted(range(len(moves)), key=lambda i: -ranks[i])]

    def worlds(
        self, position: Position, viewer: int | None, hooks: GameHooks, rng: random.Random
    ) -> list[Position]:
        """What the seat sees, the opponent's unknown infiltrator taken as gone (docs/ai.md says why)."""
        if viewer is None:
            return [position]
        redacted = position.redacted(viewer)
        if "?" not in redacted:
            return [position]
        return [_position(_with_choice(redacted, 1 - viewer, "-"))]


class KerdSearch(AlphaBeta):
    """The alpha-beta search, and the infiltrator's choice made by lot (weighted by the piece's worth)."""

    def __call__(
        self,
        position: Position,
        viewer: int | None,
        limits: Limits,
        seed: int,
        hooks: GameHooks,
        *,
        stop: StopCheck | None = None,
        progress: Callable[[Analysis], None] | None = None,
    ) -> Analysis:
        if position.outcome is None and position.current is not None:
            world = self.tactics.worlds(position, viewer, hooks, random.Random(seed))[0]
            moves = world.legal_moves()
            if moves and type(moves[0]) is Choose:
                assert isinstance(world, KerdPosition)
                return _choose(world, moves, seed)
        return super().__call__(position, viewer, limits, seed, hooks, stop=stop, progress=progress)


def _choose(world: KerdPosition, moves: Sequence[Move], seed: int) -> Analysis:
    """An infiltrator by lot, a piece's chance growing with the square of its worth.

    A search cannot value the choice (its worth lies in a reveal many moves ahead), and a
    choice the opponent could predict is worth less: so a Hussar often, a Pawn seldom.
    """
    weights = [VALUES[abs(world.board[cast(Choose, move).square])] ** 2 or 1.0 for move in moves]
    rng = random.Random(seed)
    pick = rng.random() * sum(weights)
    chosen = len(moves) - 1
    for index, weight in enumerate(weights):
        pick -= weight
        if pick < 0:
            chosen = index
            break
    order = [chosen, *(index for index in range(len(moves)) if index != chosen)]
    seat = world.side
    even = (0.5, 0.5)
    stats = tuple(MoveStat(moves[i], world.move_text(moves[i]), 0, even, 0.5) for i in order)
    return Analysis(seat, even, stats, 0, 0, 0.0, "budget")


SEARCH = KerdSearch(KerdTactics())

HOOKS = replace(
    MCTS_HOOKS,
    search=SEARCH,
    mcts=MCTS_HOOKS,
    steps_per_second=10_000,
)
