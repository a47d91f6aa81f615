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
from pardsgui.i18n import N_, _, isolate, ngettext

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
    TOWER: N_("a Tower moves any distance along ranks and files"),
    BISHOP: N_("a Bishop moves any distance along diagonals"),
    SCOUT: N_("a Scout moves any distance along diagonals"),
    QUEEN: N_("a Queen moves any distance along ranks, files and diagonals"),
    KING: N_("the King moves one square in any direction"),
    HUSSAR: N_(
        "a Hussar leaps like a knight (two squares one way, one to the side) or exactly three"
        " squares along a rank or file"
    ),
}


def why_step(position: Explained, src: int, dst: int, promo: int) -> str:
    """Why the piece on `src` cannot go to `dst` (promoting to `promo`, 0 for none)."""
    side, colour = position.side, _(COLOURS[position.side])
    s = 1 if side == 0 else -1
    board = position.board
    v = board[src] * s
    source, target_name = isolate(square_name(src)), isolate(square_name(dst))
    if v == 0:
        return _("there is no piece on {square}").format(square=source)
    if v < 0:
        return _("the piece on {square} is {colour}'s").format(square=source, colour=_(COLOURS[1 - side]))
    name = _(KIND_NAMES[v])
    target = board[dst] * s
    if target > 0:
        return _("{square} holds a {colour} piece").format(square=target_name, colour=colour)
    if promo:
        if v not in PAWN_KINDS:
            return _("only a Pawn or Commander Pawn is exchanged on arrival, not a {kind}").format(kind=name)
        if dst not in PROMOTION_SQUARES[side]:
            return _(
                "{square} is not a promotion square ({colour}: rank {rank}, files {files} and {more})"
            ).format(
                square=target_name,
                colour=colour,
                rank=("8", "5")[side],
                files=isolate("a-e"),
                more=isolate("h-l"),
            )
        if not position.off[side][promo]:
            return _("{colour} has no {kind} off the board to exchange for").format(
                colour=colour, kind=_(KIND_NAMES[promo])
            )
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
    return _("a {kind} on {square} cannot move to {target} here").format(
        kind=name, square=source, target=target_name
    )


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
    if fits:
        return ""
    if kind in SHAPES:
        return _(SHAPES[kind])
    return _("a {kind} cannot move like that").format(kind=_(KIND_NAMES[kind]))


def first_move_limit(position: Explained, src: int) -> int:
    """How far a pawn on `src` may go on its first move: its region's limit, cut by the region rule."""
    forward = 0 if position.side == 0 else 1
    return min(FIRST_MOVE_LIMIT[position.regions[src]], position.tables.limit[src][forward])


def _pawn_shape(
    position: Explained, kind: int, src: int, dst: int, df: int, forward: int, capture: bool
) -> str:
    name = _(KIND_NAMES[kind])
    if capture:
        if abs(df) == 1 and forward == 1:
            return ""
        if dst == position.recapture:
            return _("only a Commander Pawn next to {square} may recapture there").format(
                square=isolate(square_name(dst))
            )
        return _("a {kind} captures only one square diagonally forward").format(kind=name)
    if df != 0:
        if abs(df) == 1 and forward == 1:
            return _("a {kind} moves diagonally only to capture").format(kind=name)
        return _("a {kind} moves straight forward").format(kind=name)
    if forward <= 0:
        return _("a {kind} never moves backward").format(kind=name)
    if forward == 1:
        return ""
    if not position.first >> src & 1:
        return _("this {kind} has made its first move: from now on it goes one square forward").format(
            kind=name
        )
    region = _(REGION_NAMES[position.regions[src]])
    natural = FIRST_MOVE_LIMIT[position.regions[src]]
    limit = first_move_limit(position, src)
    if forward <= limit:
        return ""
    if limit < natural:
        return ngettext(
            "on its first move a {kind} on {region} may go up to {natural} squares, but the region rule"
            " stops it after {limit} (its path may not enter air and leave it again)",
            "on its first move a {kind} on {region} may go up to {natural} squares, but the region rule"
            " stops it after {limit} (its path may not enter air and leave it again)",
            natural,
        ).format(kind=name, region=region, natural=natural, limit=limit)
    return ngettext(
        "on its first move a {kind} standing on {region} goes one square forward",
        "on its first move a {kind} standing on {region} goes up to {count} squares forward",
        natural,
    ).format(kind=name, region=region, count=natural)


def _jumper_shape(
    position: Explained, src: int, dst: int, step: int, across: int, forward: int, capture: bool
) -> str:
    if capture:
        if step == 1 and forward == 1 and across <= 1:
            return ""
        return _("a Jumper captures only on the three squares in front of it; its jumps never capture")
    if step == 1:
        return ""
    region = position.regions[src]
    reach = FIRST_MOVE_LIMIT[region]
    line = _line(src, dst)
    if line is None or line[1] != reach + 1:
        return ngettext(
            "a Jumper steps one square, or jumps over a piece next to it to the square right behind it"
            " (standing on {region})",
            "a Jumper steps one square, or jumps over a piece {count} squares away to the square right"
            " behind it (standing on {region})",
            reach,
        ).format(count=reach, region=_(REGION_NAMES[region]))
    direction, _distance = line
    ray = RAYS[src][direction]
    over = ray[reach - 1]
    if not position.board[over]:
        return _("a Jumper on {square} jumps only over a piece, and {over} is empty").format(
            square=isolate(square_name(src)), over=isolate(square_name(over))
        )
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
        return _("the path enters air and leaves it again, which a {kind} on {region} may not do").format(
            kind=_(KIND_NAMES[kind]), region=_(REGION_NAMES[position.regions[src]])
        )
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
            return _("a {colour} piece on {square} blocks the three-square leap").format(
                colour=_(COLOURS[1 - position.side]), square=isolate(square_name(enemies[0]))
            )
        return ""
    for sq in between:
        if position.board[sq]:
            return _("{square} is in the way").format(square=isolate(square_name(sq)))
    return ""
