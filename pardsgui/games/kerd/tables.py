"""Kerd's fixed geometry, its move values, and the tables each region map implies.

Squares are numbered rank * 12 + file (a1 = 0, l1 = 11, a12 = 132).  A piece
is a signed int: its kind (1..9, in the off-list order T J S H B Q K C P)
for White, minus the kind for Black, 0 for an empty square.

The move generator never walks the board square by square in a direction:
every ray, leap and pawn path is a precomputed tuple of (square, move)
pairs, and the region rule is folded into the tables of each region map
once (a map is part of the position, so the tables are built per map and
cached by its text).
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from pardsgui.i18n import N_

SIZE = 12
SQUARES = SIZE * SIZE
FILES = "abcdefghijkl"

TOWER, JUMPER, SCOUT, HUSSAR, BISHOP, QUEEN, KING, COMMANDER, PAWN = range(1, 10)
KIND_LETTERS = ".TJSHBQKCP"  # index = kind; also the order of the off lists
KIND_NAMES = (
    "",
    N_("Tower"),
    N_("Jumper"),
    N_("Scout"),
    N_("Hussar"),
    N_("Bishop"),
    N_("Queen"),
    N_("King"),
    N_("Commander Pawn"),
    N_("Pawn"),
)  # the engine says them in English; the window, translated
COLOURS = (N_("White"), N_("Black"))
WATER, LAND, AIR = "w", "l", "a"
REGION_NAMES = {WATER: N_("water"), LAND: N_("land"), AIR: N_("air")}
FIRST_MOVE_LIMIT = {WATER: 1, LAND: 2, AIR: 3}  # pawn first moves and Jumper jump distance

# Directions as (file step, rank step): the four orthogonal first, then the diagonals.
DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1), (1, -1), (-1, -1))
ORTHOGONAL = (0, 1, 2, 3)
DIAGONAL = (4, 5, 6, 7)
OPPOSITE = (1, 0, 3, 2, 7, 6, 5, 4)
NORTH, SOUTH = 0, 1
KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
# Forward for each colour, and the three forward directions (straight, then diagonals).
FORWARD = (NORTH, SOUTH)
FORWARD_THREE = ((0, 4, 5), (1, 6, 7))
FORWARD_DIAGONALS = ((4, 5), (6, 7))

DEFAULT_REGIONS_ROWS = (
    "wwwllaallwww",  # rank 12 (the map is written from rank 12 down)
    *["wwwllaallwww"] * 4,
    "aaaaaaaaaaaa",
    "aaaaaaaaaaaa",
    *["wwwllaallwww"] * 5,
)


def square(file: int, rank: int) -> int:
    return rank * SIZE + file


def file_of(sq: int) -> int:
    return sq % SIZE


def rank_of(sq: int) -> int:
    return sq // SIZE


def square_name(sq: int) -> str:
    return f"{FILES[sq % SIZE]}{sq // SIZE + 1}"


_SQUARE_NAMED = {square_name(sq): sq for sq in range(SQUARES)}


def parse_square(text: str) -> int | None:
    """The square a name like 'e4' or 'L12' means, or None."""
    # A lookup, not a parse: reading a long game asks this twice a move.
    return _SQUARE_NAMED.get(text.strip().lower())


def _walk(sq: int, df: int, dr: int) -> tuple[int, ...]:
    f, r = file_of(sq) + df, rank_of(sq) + dr
    out = []
    while 0 <= f < SIZE and 0 <= r < SIZE:
        out.append(square(f, r))
        f += df
        r += dr
    return tuple(out)


def _offset(sq: int, df: int, dr: int) -> int | None:
    f, r = file_of(sq) + df, rank_of(sq) + dr
    return square(f, r) if 0 <= f < SIZE and 0 <= r < SIZE else None


RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_walk(sq, df, dr) for df, dr in DIRECTIONS) for sq in range(SQUARES)
)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(ray[0] for ray in RAYS[sq] if ray) for sq in range(SQUARES)
)
KNIGHT: tuple[tuple[int, ...], ...] = tuple(
    tuple(t for df, dr in KNIGHT_STEPS if (t := _offset(sq, df, dr)) is not None) for sq in range(SQUARES)
)
# The squares a piece of colour c attacking `sq` one step "diagonally forward"
# (pawns) or "forward" (jumpers) would stand on: one step back from sq.
PAWN_ATTACKERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(RAYS[sq][OPPOSITE[d]][0] for d in FORWARD_DIAGONALS[colour] if RAYS[sq][OPPOSITE[d]])
        for sq in range(SQUARES)
    )
    for colour in (0, 1)
)
JUMPER_ATTACKERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(RAYS[sq][OPPOSITE[d]][0] for d in FORWARD_THREE[colour] if RAYS[sq][OPPOSITE[d]])
        for sq in range(SQUARES)
    )
    for colour in (0, 1)
)

PROMOTION_FILES = (0, 1, 2, 3, 4, 7, 8, 9, 10, 11)
PROMOTION_RANK = (7, 4)  # rank 8 for White, rank 5 for Black
PROMOTION_SQUARES: tuple[frozenset[int], frozenset[int]] = (
    frozenset(square(f, PROMOTION_RANK[0]) for f in PROMOTION_FILES),
    frozenset(square(f, PROMOTION_RANK[1]) for f in PROMOTION_FILES),
)
# Where pawns start (first=* means the P/C standing on these squares of their own colour).
START_SQUARES: tuple[frozenset[int], frozenset[int]] = (
    frozenset([*range(12, 24), square(5, 2), square(6, 2)]),
    frozenset([*range(120, 132), square(5, 9), square(6, 9)]),
)
HOME_RANK = (0, 11)
KING_HOME = (square(6, 0), square(6, 11))
LONG_TOWER = (square(0, 0), square(0, 11))
SHORT_TOWER = (square(11, 0), square(11, 11))
# Castling rights as bits: White short, White long, Black short, Black long (KQkq).
RIGHT_BITS = ((1, 2), (4, 8))
CASTLING_LETTERS = "KQkq"
# The rights a move from or onto a square clears (precise decision 9).
CLEARS_RIGHTS: dict[int, int] = {
    KING_HOME[0]: 1 | 2,
    LONG_TOWER[0]: 2,
    SHORT_TOWER[0]: 1,
    KING_HOME[1]: 4 | 8,
    LONG_TOWER[1]: 8,
    SHORT_TOWER[1]: 4,
}
KEEP_RIGHTS = tuple(15 & ~CLEARS_RIGHTS.get(sq, 0) for sq in range(SQUARES))


class Castle(NamedTuple):
    """Where the King and Tower go in one castling of one colour."""

    king_from: int
    king_to: int
    tower_from: int
    tower_to: int
    empty: tuple[int, ...]  # strictly between the King and its Jumper's home square
    route: tuple[int, ...]  # the King's path, every square of it must be unattacked
    direction: int
    right: int


def _castle(colour: int, long: bool) -> Castle:
    rank = HOME_RANK[colour]
    files_empty: tuple[int, ...]
    files_route: tuple[int, ...]
    if long:
        files_empty, files_route, king_to, tower = (2, 3, 4, 5), (5, 4, 3, 2), 2, (0, 4)
    else:
        files_empty, files_route, king_to, tower = (7, 8, 9), (7, 8, 9), 9, (11, 8)
    return Castle(
        KING_HOME[colour],
        square(king_to, rank),
        square(tower[0], rank),
        square(tower[1], rank),
        tuple(square(f, rank) for f in files_empty),
        tuple(square(f, rank) for f in files_route),
        3 if long else 2,
        RIGHT_BITS[colour][1 if long else 0],
    )


# CASTLES[colour] = (short, long)
CASTLES = ((_castle(0, False), _castle(0, True)), (_castle(1, False), _castle(1, True)))


# -- moves -----------------------------------------------------------------------------


class Step(NamedTuple):
    """One piece from src to dst (a capture if dst holds an enemy); promo: kind or 0."""

    src: int
    dst: int
    promo: int


class Joint(NamedTuple):
    """A Commander Pawn advancing together with a Pawn beside it."""

    src: int
    dst: int
    psrc: int
    pdst: int
    promo: int
    ppromo: int


class Choose(NamedTuple):
    tag: str  # always "choose": keeps a Choose from ever equalling an Execute
    square: int  # -1: "choose -"


class Execute(NamedTuple):
    tag: str  # always "execute"
    square: int


CASTLE_SHORT = "O-O"
CASTLE_LONG = "O-O-O"
REVEAL = "reveal"
CHOOSE_NONE = Choose("choose", -1)

# Every plain (unpromoted) step as one shared value: STEPS[src][dst].
STEPS: tuple[tuple[Step, ...], ...] = tuple(
    tuple(Step(src, dst, 0) for dst in range(SQUARES)) for src in range(SQUARES)
)
EXECUTES = tuple(Execute("execute", sq) for sq in range(SQUARES))
CHOOSES = tuple(Choose("choose", sq) for sq in range(SQUARES))


def _pairs(src: int, targets: tuple[int, ...]) -> tuple[tuple[int, Step], ...]:
    return tuple((t, STEPS[src][t]) for t in targets)


# (target, move) tuples the generator walks.
RAY_MOVES = tuple(tuple(_pairs(sq, ray) for ray in RAYS[sq]) for sq in range(SQUARES))
KING_MOVES = tuple(_pairs(sq, NEIGHBOURS[sq]) for sq in range(SQUARES))
KNIGHT_MOVES = tuple(_pairs(sq, KNIGHT[sq]) for sq in range(SQUARES))
# A Jumper captures on the three squares forward; a pawn on the two forward diagonals.
JUMPER_CAPTURES = tuple(
    tuple(_pairs(sq, tuple(RAYS[sq][d][0] for d in FORWARD_THREE[c] if RAYS[sq][d])) for sq in range(SQUARES))
    for c in (0, 1)
)
PAWN_CAPTURES = tuple(
    tuple(
        _pairs(sq, tuple(RAYS[sq][d][0] for d in FORWARD_DIAGONALS[c] if RAYS[sq][d]))
        for sq in range(SQUARES)
    )
    for c in (0, 1)
)


PAWN_CAPTURE_SQUARES = tuple(
    tuple(frozenset(t for t, _ in PAWN_CAPTURES[c][sq]) for sq in range(SQUARES)) for c in (0, 1)
)
# Whether a pawn of colour c on sq could end any move on a promotion square (a first move
# goes at most three squares; captures one diagonally).
MAY_PROMOTE = tuple(
    tuple(
        bool(PROMOTION_SQUARES[c] & {*RAYS[sq][FORWARD[c]][:3], *PAWN_CAPTURE_SQUARES[c][sq]})
        for sq in range(SQUARES)
    )
    for c in (0, 1)
)


# -- bit sets -----------------------------------------------------------------------------
# Occupancy is kept as one int per colour (bit sq set when a piece stands there), so a
# ray's first piece is found with two int operations however long the ray is.

BITS = tuple(1 << sq for sq in range(SQUARES))
# Whether a direction runs towards higher square numbers (first piece = lowest set bit).
POSITIVE = (True, False, True, False, True, True, False, False)


def mask_of(squares: tuple[int, ...] | list[int]) -> int:
    mask = 0
    for sq in squares:
        mask |= 1 << sq
    return mask


RAY_MASKS = tuple(tuple(mask_of(RAYS[sq][d]) for d in range(8)) for sq in range(SQUARES))
# DISTANCE[a][b]: king steps from a to b. Built from one rank's worth of distances per (file,
# rank apart) pair: the 20,736 entries one by one cost a tenth of the app's start-up.
_RANK_ROWS = tuple(
    tuple(tuple(max(abs(f - g), apart) for g in range(SIZE)) for apart in range(SIZE)) for f in range(SIZE)
)
DISTANCE = tuple(
    tuple(d for r in range(SIZE) for d in _RANK_ROWS[file_of(a)][abs(r - rank_of(a))]) for a in range(SQUARES)
)
NEIGHBOUR_MASKS = tuple(mask_of(NEIGHBOURS[sq]) for sq in range(SQUARES))
LINE_MASKS = tuple(mask_of([t for ray in RAYS[sq] for t in ray]) for sq in range(SQUARES))
KNIGHT_MASKS = tuple(mask_of(KNIGHT[sq]) for sq in range(SQUARES))
LEAP_MASKS = tuple(mask_of([ray[2] for ray in RAYS[sq][:4] if len(ray) >= 3]) for sq in range(SQUARES))
# REACH[colour][kind][sq]: every square a piece of that kind and colour on sq could ever capture
# on, whatever stands between (a superset, used to skip exact attack tests).
_ORTHOGONAL_LINES = tuple(mask_of([t for d in ORTHOGONAL for t in RAYS[sq][d]]) for sq in range(SQUARES))
_DIAGONAL_LINES = tuple(mask_of([t for d in DIAGONAL for t in RAYS[sq][d]]) for sq in range(SQUARES))
_PAWN_REACH = tuple(
    tuple(mask_of([RAYS[sq][d][0] for d in FORWARD_DIAGONALS[c] if RAYS[sq][d]]) for sq in range(SQUARES))
    for c in (0, 1)
)
REACH = tuple(
    (
        (),
        _ORTHOGONAL_LINES,  # Tower
        tuple(  # Jumper: its three forward squares (its jumps never capture)
            mask_of([RAYS[sq][d][0] for d in FORWARD_THREE[c] if RAYS[sq][d]]) for sq in range(SQUARES)
        ),
        _DIAGONAL_LINES,  # Scout
        tuple(KNIGHT_MASKS[sq] | LEAP_MASKS[sq] for sq in range(SQUARES)),  # Hussar
        _DIAGONAL_LINES,  # Bishop
        LINE_MASKS,  # Queen
        NEIGHBOUR_MASKS,  # King
        _PAWN_REACH[c],  # Commander Pawn
        _PAWN_REACH[c],  # Pawn
    )
    for c in (0, 1)
)
# A slider's ray for the generator: (runs upwards?, its squares as a mask, its moves in order).
SliderRay = tuple[bool, int, tuple[Step, ...]]


def slider_ray(sq: int, direction: int, length: int | None = None) -> SliderRay:
    ray = RAYS[sq][direction][:length]
    return (POSITIVE[direction], mask_of(ray), tuple(STEPS[sq][t] for t in ray))


TOWER_RAYS = tuple(tuple(slider_ray(sq, d) for d in ORTHOGONAL if RAYS[sq][d]) for sq in range(SQUARES))
SCOUT_RAYS = tuple(tuple(slider_ray(sq, d) for d in DIAGONAL if RAYS[sq][d]) for sq in range(SQUARES))
QUEEN_RAYS = tuple(tuple(slider_ray(sq, d) for d in range(8) if RAYS[sq][d]) for sq in range(SQUARES))
# Hussars that could leap three squares onto sq: (their square, the squares between, their direction).
LEAPS_ONTO = tuple(
    tuple(
        (RAYS[sq][d][2], mask_of(RAYS[sq][d][:2]), OPPOSITE[d]) for d in ORTHOGONAL if len(RAYS[sq][d]) >= 3
    )
    for sq in range(SQUARES)
)


# -- region maps -----------------------------------------------------------------------


def default_region_text() -> str:
    """The default map as 144 letters in square order (a1 first)."""
    return "".join(DEFAULT_REGIONS_ROWS[SIZE - 1 - rank] for rank in range(SIZE))


DEFAULT_REGIONS = default_region_text()


def allowed_length(regions: str, sq: int, direction: int) -> int:
    """How far along a ray a region-bound piece on `sq` may go (precise decision 2).

    A piece in air ignores the rule; otherwise the path may not hold an air
    square followed later by water or land, so it stops just before the first
    water/land square that comes after some air.
    """
    ray = RAYS[sq][direction]
    if regions[sq] == AIR:
        return len(ray)
    seen_air = False
    for index, t in enumerate(ray):
        if regions[t] == AIR:
            seen_air = True
        elif seen_air:
            return index
    return len(ray)


class RegionTables:
    """Everything the move generator needs that depends on the region map."""

    __slots__ = (
        "bishop_rays",
        "castle_ok",
        "hussar_leaps",
        "jumps",
        "limit",
        "pawn_first",
        "pawn_step",
        "text",
    )

    def __init__(self, text: str) -> None:
        self.text = text
        limit = tuple(tuple(allowed_length(text, sq, d) for d in range(8)) for sq in range(SQUARES))
        self.limit = limit
        self.bishop_rays = tuple(
            tuple(slider_ray(sq, d, limit[sq][d]) for d in DIAGONAL if limit[sq][d]) for sq in range(SQUARES)
        )
        # Pawn paths: one step, and the first move's path (region limit and the rule applied).
        self.pawn_step = tuple(tuple(RAY_MOVES[sq][FORWARD[c]][:1] for sq in range(SQUARES)) for c in (0, 1))
        self.pawn_first = tuple(
            tuple(
                RAY_MOVES[sq][FORWARD[c]][: min(FIRST_MOVE_LIMIT[text[sq]], limit[sq][FORWARD[c]])]
                for sq in range(SQUARES)
            )
            for c in (0, 1)
        )
        # Hussar 3-leaps: (between, between, landing, move); its path is all three squares.
        leaps = []
        for sq in range(SQUARES):
            row = []
            for d in ORTHOGONAL:
                ray = RAYS[sq][d]
                if len(ray) >= 3 and limit[sq][d] >= 3:
                    row.append((ray[0], ray[1], ray[2], STEPS[sq][ray[2]]))
            leaps.append(tuple(row))
        self.hussar_leaps = tuple(leaps)
        # Jumper jumps: (squares that must be empty as a mask, the square jumped over, landing, move).
        jumps = []
        for sq in range(SQUARES):
            distance = FIRST_MOVE_LIMIT[text[sq]]
            row2 = []
            for d in range(8):
                ray = RAYS[sq][d]
                if len(ray) > distance and limit[sq][d] > distance:
                    between = mask_of(ray[: distance - 1])
                    row2.append((between, ray[distance - 1], ray[distance], STEPS[sq][ray[distance]]))
            jumps.append(tuple(row2))
        self.jumps = tuple(jumps)
        # castle_ok[colour][0 short, 1 long]: the King's route obeys the region rule.
        self.castle_ok = tuple(
            tuple(limit[c.king_from][c.direction] >= len(c.route) for c in CASTLES[colour])
            for colour in (0, 1)
        )


@cache
def region_tables(text: str) -> RegionTables:
    return RegionTables(text)
