"""Why a piece cannot go from one square to another, by Kerd's rules.

`rules.KerdPosition._reason` asks here for a one-piece move that no piece
could make even ignoring King safety (moves that only fail on King safety are
explained there), so a typed move and a refused click get the same words.
Each piece's geometry is checked first, then the region rule, then what
stands in the way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from pardsgui.games.kerd.tables import (
    AIR,
    BISHOP,
    COLOURS,
    COMMANDER,
    FIRST_MOVE_LIMIT,
    HUSSAR,
    JUMPER,
    KIND_NAMES,
    KING,
    PAWN,
    PROMOTION_SQUARES,
    QUEEN,
    RAYS,
    REGION_NAMES,
    SCOUT,
    TOWER,
    file_of,
    rank_of,
    square_name,
)

if TYPE_CHECKING:
    from pardsgui.games.kerd.notation import Board, Counts
    from pardsgui.games.kerd.tables import RegionTables


class Explained(Protocol):
    """What the reasons read of a position: a rules.KerdPosition, which asks here (so not imported)."""

    @property
    def board(self) -> Board: ...

    @property
    def side(self) -> int: ...

    @property
    def first(self) -> int: ...

    @property
    def recapture(self) -> int: ...

    @property
    def off(self) -> tuple[Counts, Counts]: ...

    @property
    def tables(self) -> RegionTables: ...

    @property
    def regions(self) -> str: ...


PAWN_KINDS = (PAWN, COMMANDER)
SHAPES = {
    TOWER: "a Tower moves any distance along ranks and files",
    BISHOP: "a Bishop moves any distance along diagonals",
    SCOUT: "a Scout moves any distance along diagonals",
    QUEEN: "a Queen moves any distance along ranks, files and diagonals",
    KING: "the King moves one square in any direction",
    HUSSAR: "a Hussar leaps like a knight (two squares one way, one to the side) or exactly three"
    " squares along a rank or file",
}


def why_step(position: Explained, src: int, dst: int, promo: int) -> str:
    """Why the piece on `src` cannot go to `dst` (promoting to `promo`, 0 for none)."""
    side, colour = position.side, COLOURS[position.side]
    s = 1 if side == 0 else -1
    board = position.board
    v = board[src] * s
    if v == 0:
        return f"there is no piece on {square_name(src)}"
    if v < 0:
        return f"the piece on {square_name(src)} is {COLOURS[1 - side]}'s"
    name = KIND_NAMES[v]
    target = board[dst] * s
    if target > 0:
        return f"{square_name(dst)} holds a {colour} piece"
    if promo:
        if v not in PAWN_KINDS:
            return f"only a Pawn or Commander Pawn is exchanged on arrival, not a {name}"
        if dst not in PROMOTION_SQUARES[side]:
            rank = ("8", "5")[side]
            return f"{square_name(dst)} is not a promotion square ({colour}: rank {rank}, files a-e and h-l)"
        if not position.off[side][promo]:
            return f"{colour} has no {KIND_NAMES[promo]} off the board to exchange for"
        return why_step(position, src, dst, 0)
    shape = _shape_reason(position, v, src, dst, target < 0)
    if shape:
        return shape
    region = region_reason(position, v, src, dst)
    if region:
        return region
    blocker = _blocker(position, v, src, dst)
    if blocker:
        return blocker
    return f"a {name} on {square_name(src)} cannot move to {square_name(dst)} here"


def _line(src: int, dst: int) -> tuple[int, int] | None:
    """(direction, distance) when `dst` lies on one of the eight lines from `src`."""
    for direction, ray in enumerate(RAYS[src]):
        if dst in ray:
            return direction, ray.index(dst) + 1
    return None


def _shape_reason(position: Explained, kind: int, src: int, dst: int, capture: bool) -> str:
    """Why this kind of piece never goes from `src` to `dst` in one move, or '' if it could."""
    df, dr = file_of(dst) - file_of(src), rank_of(dst) - rank_of(src)
    forward = dr if position.side == 0 else -dr
    name = KIND_NAMES[kind]
    if kind in PAWN_KINDS:
        return _pawn_shape(position, kind, src, dst, df, forward, capture)
    if kind == JUMPER:
        return _jumper_shape(position, src, dst, max(abs(df), abs(dr)), abs(df), forward, capture)
    orthogonal, diagonal = df == 0 or dr == 0, abs(df) == abs(dr)
    fits = {
        TOWER: orthogonal,
        BISHOP: diagonal,
        SCOUT: diagonal,
        QUEEN: orthogonal or diagonal,
        KING: max(abs(df), abs(dr)) == 1,
        HUSSAR: sorted((abs(df), abs(dr))) in ([1, 2], [0, 3]),
    }[kind]
    return "" if fits else SHAPES.get(kind, f"a {name} cannot move like that")


def first_move_limit(position: Explained, src: int) -> int:
    """How far a pawn on `src` may go on its first move: its region's limit, cut by the region rule."""
    forward = 0 if position.side == 0 else 1
    return min(FIRST_MOVE_LIMIT[position.regions[src]], position.tables.limit[src][forward])


def _pawn_shape(
    position: Explained, kind: int, src: int, dst: int, df: int, forward: int, capture: bool
) -> str:
    name = KIND_NAMES[kind]
    if capture:
        if abs(df) == 1 and forward == 1:
            return ""
        if dst == position.recapture:
            return f"only a Commander Pawn next to {square_name(dst)} may recapture there"
        return f"a {name} captures only one square diagonally forward"
    if df != 0:
        if abs(df) == 1 and forward == 1:
            return f"a {name} moves diagonally only to capture"
        return f"a {name} moves straight forward"
    if forward <= 0:
        return f"a {name} never moves backward"
    if forward == 1:
        return ""
    if not position.first >> src & 1:
        return f"this {name} has made its first move: from now on it goes one square forward"
    region = REGION_NAMES[position.regions[src]]
    natural = FIRST_MOVE_LIMIT[position.regions[src]]
    limit = first_move_limit(position, src)
    if forward <= limit:
        return ""
    if limit < natural:
        return (
            f"on its first move a {name} on {region} may go up to {natural} squares, but the region rule"
            f" stops it after {limit} (its path may not enter air and leave it again)"
        )
    squares = "one square" if natural == 1 else f"up to {natural} squares"
    return f"on its first move a {name} standing on {region} goes {squares} forward"


def _jumper_shape(
    position: Explained, src: int, dst: int, step: int, across: int, forward: int, capture: bool
) -> str:
    if capture:
        if step == 1 and forward == 1 and across <= 1:
            return ""
        return "a Jumper captures only on the three squares in front of it; its jumps never capture"
    if step == 1:
        return ""
    region = position.regions[src]
    reach = FIRST_MOVE_LIMIT[region]
    line = _line(src, dst)
    if line is None or line[1] != reach + 1:
        distance = "next to it" if reach == 1 else f"{reach} squares away"
        return (
            f"a Jumper steps one square, or jumps over a piece {distance} to the square right behind it"
            f" (standing on {REGION_NAMES[region]})"
        )
    direction, _ = line
    ray = RAYS[src][direction]
    over = ray[reach - 1]
    if not position.board[over]:
        return f"a Jumper on {square_name(src)} jumps only over a piece, and {square_name(over)} is empty"
    return ""


def region_reason(position: Explained, kind: int, src: int, dst: int) -> str:
    """Why the region rule forbids a straight move, or '' if it does not."""
    if kind in (TOWER, SCOUT, QUEEN) or position.regions[src] == AIR:
        return ""
    line = _line(src, dst)
    if line is None:
        return ""
    direction, steps = line
    if position.tables.limit[src][direction] < steps:
        where = REGION_NAMES[position.regions[src]]
        return f"the path enters air and leaves it again, which a {KIND_NAMES[kind]} on {where} may not do"
    return ""


def _blocker(position: Explained, kind: int, src: int, dst: int) -> str:
    """What stands in the way of a move of the right shape, or ''."""
    line = _line(src, dst)
    if line is None:
        return ""
    direction, steps = line
    ray = RAYS[src][direction]
    between = ray[: steps - 1]
    if kind == JUMPER:
        between = between[:-1]  # the square jumped over holds a piece
    elif kind == HUSSAR:
        s = 1 if position.side == 0 else -1
        enemies = [sq for sq in between if position.board[sq] * s < 0]
        if enemies:
            enemy = COLOURS[1 - position.side]
            return f"a {enemy} piece on {square_name(enemies[0])} blocks the three-square leap"
        return ""
    for sq in between:
        if position.board[sq]:
            return f"{square_name(sq)} is in the way"
    return ""
