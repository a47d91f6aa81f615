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
from collections.abc import Sequence
from functools import lru_cache

from pardsgui.ai.hooks import GameHooks, logistic
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.games.kerd.fields import FIELDS
from pardsgui.games.kerd.notation import Board, Counts, parse_board, parse_off
from pardsgui.games.kerd.reading import parse_position
from pardsgui.games.kerd.rules import FULL_SET, NOT_INFILTRATORS, KerdPosition, eligible_squares
from pardsgui.games.kerd.tables import COMMANDER, HOME_RANK, PAWN, SIZE, Execute, square_name

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


def material(position: KerdPosition) -> float:
    """White's lead in pawns, with each unrevealed infiltrator counted for its chooser."""
    lead = 0.0
    for value in position.board:
        if value > 0:
            lead += VALUES[value]
        elif value < 0:
            lead -= VALUES[-value]
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


HOOKS = GameHooks(
    determinize=determinize,
    evaluate=evaluate,
    playout_move=playout_move,
    playout_depth=PLAYOUT_DEPTH,
    # Measured at 18,000-25,000 moves per second of processor time on positions of random
    # games (choice phase, opening, middle game); a quarter less, as calibrate suggests.
    steps_per_second=13_500,
)
