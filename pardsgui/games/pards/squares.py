"""The Pards board as numbers: squares, adjacency, rays and bit masks.

Square index = rank * 9 + (file - 1), rank 0 = a (White's home rank).  A set
of squares is an int bit mask (bit i = square i), which keeps the group and
pattern tests to a few integer operations.
"""

from __future__ import annotations

RANKS = 7
FILES = 9
SQUARES = RANKS * FILES
RANK_LETTERS = "abcdefg"
FULL = (1 << SQUARES) - 1
RIVER = 3  # rank d
WHITE_HOME = 0  # the Vicar here: Black wins
BLACK_HOME = RANKS - 1  # the Vicar here: White wins

# King steps as (rank, file) deltas, in a fixed order.
DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))

# The trays beside the board where a sacked piece waits (cells of the drawn board), White's first.
HANDS = ("hand-w", "hand-b")

SQUARE_NAMES = tuple(f"{RANK_LETTERS[i // FILES]}{i % FILES + 1}" for i in range(SQUARES))
SQUARE_OF = {name: i for i, name in enumerate(SQUARE_NAMES)}
BIT = tuple(1 << i for i in range(SQUARES))

FILE_MASKS = tuple(sum(1 << (r * FILES + f) for r in range(RANKS)) for f in range(FILES))
RANK_MASKS = tuple(sum(1 << (r * FILES + f) for f in range(FILES)) for r in range(RANKS))
_NOT_FIRST_FILE = FULL & ~FILE_MASKS[0]
_NOT_LAST_FILE = FULL & ~FILE_MASKS[FILES - 1]


def rank_of(square: int) -> int:
    return square // FILES


def file_of(square: int) -> int:
    return square % FILES


def on_board(rank: int, file: int) -> bool:
    return 0 <= rank < RANKS and 0 <= file < FILES


def _ray(square: int, dr: int, df: int) -> tuple[int, ...]:
    rank, file = divmod(square, FILES)
    out = []
    rank, file = rank + dr, file + df
    while on_board(rank, file):
        out.append(rank * FILES + file)
        rank, file = rank + dr, file + df
    return tuple(out)


# RAYS[s][d]: the squares from s outwards in direction d, nearest first.
RAYS = tuple(tuple(_ray(s, dr, df) for dr, df in DIRECTIONS) for s in range(SQUARES))
# RAY_MASKS[s][d][k]: the first k squares of RAYS[s][d] as a mask (k = 0..len).
RAY_MASKS = tuple(
    tuple(tuple(sum(BIT[q] for q in ray[:k]) for k in range(len(ray) + 1)) for ray in rays) for rays in RAYS
)
NEIGHBOURS = tuple(sum(BIT[ray[0]] for ray in rays if ray) for rays in RAYS)


def dilate(mask: int) -> int:
    """The mask grown by one king step in every direction (clipped to the board)."""
    wide = mask | ((mask << 1) & _NOT_FIRST_FILE) | ((mask >> 1) & _NOT_LAST_FILE)
    return (wide | (wide << FILES) | (wide >> FILES)) & FULL


def groups_of(mask: int) -> list[int]:
    """The 8-way connected parts of a set of squares, each as a mask."""
    found = []
    while mask:
        group = mask & -mask
        while True:
            grown = dilate(group) & mask
            if grown == group:
                break
            group = grown
        found.append(group)
        mask ^= group
    return found


def squares_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def shape_key(group: int) -> int:
    """The group moved to the lowest rank and file: equal keys, equal shapes."""
    low_rank = ((group & -group).bit_length() - 1) // FILES
    low_file = 0
    while not group & FILE_MASKS[low_file]:
        low_file += 1
    return group >> (low_rank * FILES + low_file)
