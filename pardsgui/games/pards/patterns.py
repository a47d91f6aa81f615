"""Patterns: which groups are usable, and where their patterns take a piece.

A pattern move from square s follows a Hamiltonian path of some image (one of
8 rotations/reflections) of a usable group's shape, starting at s.  Every
square it enters must be empty, and a Hamiltonian path enters every square of
the shape but its first.  So whether a path can be walked depends only on the
placed shape, not on the path: the move s -> t exists exactly when some image
of a usable shape, placed with one of its cells u on s, has all its other
squares empty, and has a Hamiltonian path from u to the cell placed on t.

That turns pattern enumeration into a table lookup.  For each shape (up to
symmetry) we compute once which (u, v) cell pairs are joined by a Hamiltonian
path (a subset DP), and list, for every board square s, each placement of
each image with an end cell on s as (mask of the other squares, mask of the
reachable destinations).  A move generator then tests `mask & occupied == 0`
per entry: no path is ever walked, and two paths to one square are one bit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from pardsgui.games.pards.squares import FILES, RANKS, SQUARES, squares_of

Cell = tuple[int, int]
Entries = tuple[tuple[int, int], ...]


# Per board square: the placements of a shape's images with a path end there,
# each as (squares that must be empty, destinations reached when they are).
# Plain tuples of ints on purpose: Python's garbage collector stops tracking
# them, so large caches of tables cost little at collection time.
Table = tuple[Entries, ...]


TRANSFORMS: tuple[Callable[[int, int], Cell], ...] = (
    lambda r, f: (r, f),
    lambda r, f: (f, -r),
    lambda r, f: (-r, -f),
    lambda r, f: (-f, r),
    lambda r, f: (r, -f),
    lambda r, f: (-r, f),
    lambda r, f: (f, r),
    lambda r, f: (-f, -r),
)


def adjacent(a: Cell, b: Cell) -> bool:
    return a != b and abs(a[0] - b[0]) <= 1 and abs(a[1] - b[1]) <= 1


def hamiltonian_ends(cells: Sequence[Cell]) -> list[int]:
    """For each cell index u, the bit set of cells v joined to u by a Hamiltonian path.

    A DP over the visited subsets, level by level: for each (subset, end
    cell) it keeps the bit set of start cells of paths covering exactly that
    subset.  Only subsets a path can cover are ever stored.
    """
    n = len(cells)
    if n < 2:
        return [0] * n
    adjacency = [sum(1 << j for j in range(n) if adjacent(cells[i], cells[j])) for i in range(n)]
    level: dict[int, dict[int, int]] = {1 << i: {i: 1 << i} for i in range(n)}
    for _ in range(n - 1):
        following: dict[int, dict[int, int]] = {}
        for subset, ends in level.items():
            for end, starts in ends.items():
                free = adjacency[end] & ~subset
                while free:
                    low = free & -free
                    free ^= low
                    grown = subset | low
                    nxt = low.bit_length() - 1
                    slot = following.get(grown)
                    if slot is None:
                        following[grown] = {nxt: starts}
                    else:
                        slot[nxt] = slot.get(nxt, 0) | starts
        level = following
    result = [0] * n
    for end, starts in level.get((1 << n) - 1, {}).items():
        for start in range(n):
            if starts >> start & 1:
                result[start] |= 1 << end
    return result


def images(cells: Sequence[Cell]) -> list[list[Cell]]:
    """The 8 rotations/reflections, each moved to rank 0 and file 0, cell order kept."""
    out = []
    for transform in TRANSFORMS:
        moved = [transform(r, f) for r, f in cells]
        low_r = min(r for r, _ in moved)
        low_f = min(f for _, f in moved)
        out.append([(r - low_r, f - low_f) for r, f in moved])
    return out


def _key_of(cells: Sequence[Cell]) -> int:
    # Files stay below 9 in every image of a shape that fits the board, so a
    # 9-wide frame gives each image a unique int.
    return sum(1 << (r * FILES + f) for r, f in cells)


def build_table(cells: Sequence[Cell]) -> Table | None:
    """The placements of every image of a shape; None for a cluster (no Hamiltonian path)."""
    ends = hamiltonian_ends(cells)
    if not any(ends):
        return None
    per_square: list[dict[int, int]] = [{} for _ in range(SQUARES)]
    seen: set[int] = set()
    for image in images(cells):
        key = _key_of(image)
        if key in seen:  # a symmetric shape repeats images; same cells, same paths
            continue
        seen.add(key)
        height = 1 + max(r for r, _ in image)
        width = 1 + max(f for _, f in image)
        if height > RANKS or width > FILES:
            continue
        bits = [1 << (r * FILES + f) for r, f in image]
        anchors = [
            (bits[u], r * FILES + f, sum(bits[v] for v in range(len(image)) if ends[u] >> v & 1))
            for u, (r, f) in enumerate(image)
            if ends[u]
        ]
        for rank in range(RANKS - height + 1):
            for file in range(FILES - width + 1):
                shift = rank * FILES + file
                placed = key << shift
                for bit, square, reach in anchors:
                    slot = per_square[square + shift]
                    others = placed ^ (bit << shift)
                    slot[others] = slot.get(others, 0) | (reach << shift)
    return tuple(tuple(slot.items()) for slot in per_square)


# A table is some 40 KB: a search meets a thousand new shapes a game, so the caches are bounded
# by what they hold (100,000 keys let the computer's process grow 100 MB a game, without end).
_MAX_CACHED = 6_000
_MAX_CLASSES = 1_500
_TABLE_OF_KEY: dict[int, Table | None] = {}
_TABLE_OF_CLASS: dict[int, Table | None] = {}
#: Emptied with these caches: a cache of tables elsewhere (rules' groups) would keep them alive.
_FORGETTERS: list[Callable[[], None]] = []


def also_forget(clear: Callable[[], None]) -> None:
    """Have `clear` called whenever the tables are let go (`forget`)."""
    _FORGETTERS.append(clear)


def forget() -> None:
    """Let every cached table go, and every cache that holds them."""
    _TABLE_OF_KEY.clear()
    _TABLE_OF_CLASS.clear()
    for clear in _FORGETTERS:
        clear()


def table_for(key: int) -> Table | None:
    """The placement table of a group's shape key (see squares.shape_key), cached.

    Every orientation of a shape shares one table, since a table already
    holds all 8 images.
    """
    try:
        return _TABLE_OF_KEY[key]
    except KeyError:
        pass
    if len(_TABLE_OF_KEY) > _MAX_CACHED or len(_TABLE_OF_CLASS) > _MAX_CLASSES:  # memory stays flat
        forget()
    cells = [(q // FILES, q % FILES) for q in squares_of(key)]
    canonical = min(_key_of(image) for image in images(cells))
    if canonical in _TABLE_OF_CLASS:
        table = _TABLE_OF_CLASS[canonical]
    else:
        table = _TABLE_OF_CLASS[canonical] = build_table(cells)
    _TABLE_OF_KEY[key] = table
    return table


def pattern_targets(tables: Sequence[Table], square: int, occupied: int) -> int:
    """The squares a piece on `square` reaches by any pattern of `tables`, as a mask."""
    reached = 0
    for table in tables:
        for others, reach in table[square]:
            if not others & occupied:
                reached |= reach
    return reached
