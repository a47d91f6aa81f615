"""The 26 Parry boards, generated from their kind and sizes.

Every board is a set of points with positions (in edge lengths, y growing
upwards as in Ludii) and a neighbour relation.  Points are numbered as Ludii
numbers them and as docs/rules/parry.md asks: bottom row first, left to right
within a row.  tests/games/parry/test_boards.py checks every board against
Ludii's own (tests/games/parry/reference/).

- "Hex n", "Hex a-b", "Equiversi a-b": hexagons of the triangular lattice;
  "Hex n" is "Hex n-n".  The sides alternate b, a, b, a, b, a points going
  round from the bottom side, so the bottom row has b points.
- "Square n ortho": an n×n grid, 4 neighbours.
- "Square n omni": the points of the square grid within n-1 steps (taxicab)
  of a centre point, a diamond with n points a side; 8 neighbours.
- "Cairo 1": the dual of the Cairo pentagonal tiling is the snub square
  tiling (3.3.4.3.4); its vertices are the points and its edges the lines.
  Ludii's board is the 48 vertices within 3.7 edge lengths of the centre of
  one square (found by measuring Ludii's board: the points come in 12 rings
  of 4 around that centre, the 12th at 3.62, the next ring at 3.75), so that
  is how it is built here.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cache

from pardsgui.i18n import N_

SQRT3_2 = math.sqrt(3) / 2


@dataclass(frozen=True)
class BoardSpec:
    """A board option: its slug in position texts, its label and how to build it."""

    slug: str
    label: str
    kind: str  # "hex", "square-ortho", "square-omni", "cairo"
    sizes: tuple[int, ...]
    points: int  # the count in the label


@dataclass(frozen=True, eq=False)
class Topology:
    """A built board: point positions, neighbours and the bit masks the rules use."""

    spec: BoardSpec
    xy: tuple[tuple[float, float], ...]  # y grows upwards, one edge = 1
    neighbours: tuple[tuple[int, ...], ...]  # sorted ascending
    size: int = field(init=False)
    full: int = field(init=False)  # every point's bit
    open_masks: tuple[int, ...] = field(init=False)  # bits of a point's neighbours
    closed_masks: tuple[int, ...] = field(init=False)  # ... and of the point itself
    edges: tuple[tuple[int, int], ...] = field(init=False)  # (a, b) with a < b

    def __post_init__(self) -> None:
        size = len(self.xy)
        set_ = object.__setattr__
        set_(self, "size", size)
        set_(self, "full", (1 << size) - 1)
        opens = tuple(sum(1 << b for b in nbrs) for nbrs in self.neighbours)
        set_(self, "open_masks", opens)
        set_(self, "closed_masks", tuple(mask | (1 << i) for i, mask in enumerate(opens)))
        set_(
            self,
            "edges",
            tuple((a, b) for a, nbrs in enumerate(self.neighbours) for b in nbrs if a < b),
        )

    @property
    def slug(self) -> str:
        return self.spec.slug


def _spec(label: str) -> BoardSpec:
    """A spec from Ludii's option label, e.g. "Square 5 omni (41)" or "Cairo 1 (dual 48)"."""
    name, _, count = label.partition(" (")
    words = name.lower().split()
    kind_word, size_text = words[0], words[1]
    sizes = tuple(int(part) for part in size_text.split("-"))
    if kind_word == "square":
        kind = f"square-{words[2]}"
        slug = f"square-{size_text}-{words[2]}"
    else:
        kind = "hex" if kind_word in ("hex", "equiversi") else kind_word
        slug = f"{kind_word}-{size_text}"
    return BoardSpec(slug, label, kind, sizes, int(count.rstrip(")").split()[-1]))


# In the order of Ludii's option list (by point count); the labels are shown translated (New game, the
# status bar); a position text writes the slug.
SPECS: tuple[BoardSpec, ...] = tuple(
    _spec(label)
    for label in (
        N_("Equiversi 2-4 (18)"),
        N_("Hex 3 (19)"),
        N_("Square 5 ortho (25)"),
        N_("Square 4 omni (25)"),
        N_("Hex 3-4 (27)"),
        N_("Equiversi 3-5 (36)"),
        N_("Square 6 ortho (36)"),
        N_("Hex 4 (37)"),
        N_("Square 5 omni (41)"),
        N_("Hex 4-5 (48)"),
        N_("Cairo 1 (dual 48)"),
        N_("Square 7 ortho (49)"),
        N_("Equiversi 4-6 (60)"),
        N_("Hex 5 (61)"),
        N_("Square 6 omni (61)"),
        N_("Square 8 ortho (64)"),
        N_("Hex 5-6 (75)"),
        N_("Square 9 ortho (81)"),
        N_("Square 7 omni (85)"),
        N_("Equiversi 5-7 (90)"),
        N_("Hex 6 (91)"),
        N_("Square 10 ortho (100)"),
        N_("Hex 6-7 (108)"),
        N_("Equiversi 6-8 (126)"),
        N_("Hex 7 (127)"),
        N_("Hex 7-8 (147)"),
    )
)
SPEC_BY_SLUG = {spec.slug: spec for spec in SPECS}
DEFAULT_BOARD = "equiversi-3-5"


def _numbered(
    points: list[tuple[float, float]], linked: set[tuple[int, int]]
) -> tuple[tuple[tuple[float, float], ...], tuple[tuple[int, ...], ...]]:
    """Renumber points bottom row first, left to right; `linked` holds index pairs."""
    order = sorted(range(len(points)), key=lambda i: (round(points[i][1], 6), round(points[i][0], 6)))
    new = {old: rank for rank, old in enumerate(order)}
    neighbours: list[set[int]] = [set() for _ in points]
    for a, b in linked:
        neighbours[new[a]].add(new[b])
        neighbours[new[b]].add(new[a])
    return tuple(points[old] for old in order), tuple(tuple(sorted(n)) for n in neighbours)


def _hexagon(a: int, b: int) -> tuple[list[tuple[float, float]], set[tuple[int, int]]]:
    """Sides b, a, b, a, b, a from the bottom: rows grow from b points to a+b-1, then shrink to a."""
    widest = a + b - 1
    index: dict[tuple[int, int], int] = {}  # (row, 2x) -> point
    points: list[tuple[float, float]] = []
    for row in range(a + b - 1):
        length = b + row if row < a else widest - (row - (a - 1))
        start = -row if row < a else -(a - 1) + (row - (a - 1))  # in half units
        for j in range(length):
            index[(row, start + 2 * j)] = len(points)
            points.append(((start + 2 * j) / 2, row * SQRT3_2))
    linked = set()
    for (row, x2), i in index.items():
        for other in ((row, x2 + 2), (row + 1, x2 - 1), (row + 1, x2 + 1)):
            if other in index:
                linked.add((i, index[other]))
    return points, linked


def _square(n: int, omni: bool) -> tuple[list[tuple[float, float]], set[tuple[int, int]]]:
    if omni:
        centre = n - 1
        cells = [
            (x, y)
            for y in range(2 * n - 1)
            for x in range(2 * n - 1)
            if abs(x - centre) + abs(y - centre) <= n - 1
        ]
        steps: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (-1, 1))
    else:
        cells = [(x, y) for y in range(n) for x in range(n)]
        steps = ((1, 0), (0, 1))
    index = {cell: i for i, cell in enumerate(cells)}
    linked = set()
    for (x, y), i in index.items():
        for dx, dy in steps:
            j = index.get((x + dx, y + dy))
            if j is not None:
                linked.add((i, j))
    return [(float(x), float(y)) for x, y in cells], linked


CAIRO_RADIUS = 3.7


def _cairo(radius: float) -> tuple[list[tuple[float, float]], set[tuple[int, int]]]:
    """The snub square tiling's vertices within `radius` of a square's centre.

    The tiling is a square lattice (period (1+√3)/2 along both diagonals) with
    four vertices per period; one of its squares is centred at (-h/2, h/2).
    """
    h = (1 + math.sqrt(3)) / 2
    basis = ((0.0, -0.5), (0.0, 0.5), (-SQRT3_2, 0.0), (SQRT3_2, 0.0))
    cx, cy = -h / 2, h / 2
    reach = int(radius / h) + 3
    points: list[tuple[float, float]] = []
    for r in range(-reach, reach + 1):
        for c in range(-reach, reach + 1):
            for bx, by in basis:
                x, y = h * (c - r) + bx - cx, h * (r + c) + by - cy
                if math.hypot(x, y) <= radius:
                    points.append((x, y))
    linked = {
        (i, j)
        for i, p in enumerate(points)
        for j in range(i + 1, len(points))
        if abs(math.dist(p, points[j]) - 1.0) < 1e-6
    }
    return points, linked


@cache
def topology(slug: str) -> Topology:
    """The built board for an option slug (KeyError for an unknown one)."""
    spec = SPEC_BY_SLUG[slug]
    if spec.kind == "hex":
        a, b = spec.sizes if len(spec.sizes) == 2 else (spec.sizes[0], spec.sizes[0])
        points, linked = _hexagon(a, b)
    elif spec.kind == "cairo":
        points, linked = _cairo(CAIRO_RADIUS)
    else:
        points, linked = _square(spec.sizes[0], spec.kind == "square-omni")
    xy, neighbours = _numbered(points, linked)
    if len(xy) != spec.points:
        raise AssertionError(f"{spec.label} built {len(xy)} points")
    return Topology(spec, xy, neighbours)
