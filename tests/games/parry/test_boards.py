"""The 26 boards, generated from kind and sizes, against Ludii's own (tests/games/parry/reference/)."""

from __future__ import annotations

import json
import math

import pytest

from pardsgui.games.parry.boards import DEFAULT_BOARD, SPECS, Topology, topology
from tests.games.parry.plain import reference_file, reference_neighbours

# Ludii's tri-board definitions for these two do not build the labelled hexagon.
LUDII_DIFFERS = {"hex-6-7": 102, "equiversi-6-8": 113}
SLUGS = [spec.slug for spec in SPECS]


def test_the_option_list() -> None:
    assert len(SPECS) == 26
    assert SLUGS[:6] == [
        "equiversi-2-4",
        "hex-3",
        "square-5-ortho",
        "square-4-omni",
        "hex-3-4",
        DEFAULT_BOARD,
    ]
    assert "cairo-1" in SLUGS and SLUGS[-1] == "hex-7-8"
    counts = [spec.points for spec in SPECS]
    assert counts == sorted(counts)


@pytest.mark.parametrize("slug", SLUGS)
def test_each_board_has_the_points_of_its_label(slug: str) -> None:
    topo = topology(slug)
    assert topo.size == topo.spec.points
    assert len(topo.neighbours) == topo.size


@pytest.mark.parametrize("slug", [s for s in SLUGS if s not in LUDII_DIFFERS])
def test_each_board_is_ludiis_up_to_scale_and_offset(slug: str) -> None:
    data = json.loads(reference_file(slug).read_text())
    points = sorted(data["points"], key=lambda p: p["index"])
    topo = topology(slug)
    assert data["vertices"] == len(points) == topo.size
    theirs = [(p["x"], p["y"]) for p in points]
    ours = list(topo.xy)
    # Scale from the widest spread, offset from point 0: then every point must agree.
    scale = _spread(theirs) / _spread(ours)
    for index, ((x, y), (u, v)) in enumerate(zip(ours, theirs, strict=True)):
        expected = (theirs[0][0] + (x - ours[0][0]) * scale, theirs[0][1] + (y - ours[0][1]) * scale)
        assert math.dist(expected, (u, v)) < 1e-3, f"{slug} point {index}: {expected} vs {(u, v)}"
    assert [set(n) for n in topo.neighbours] == reference_neighbours(slug)


@pytest.mark.parametrize(("slug", "ludii_count"), sorted(LUDII_DIFFERS.items()))
def test_two_ludii_boards_differ_from_their_labels_so_the_label_is_built(slug: str, ludii_count: int) -> None:
    data = json.loads(reference_file(slug).read_text())
    assert data["vertices"] == len(data["points"]) == ludii_count
    topo = topology(slug)
    assert topo.size == topo.spec.points != ludii_count
    assert topo.size == {"hex-6-7": 108, "equiversi-6-8": 126}[slug]


def _spread(points: list[tuple[float, float]]) -> float:
    return max(math.dist(points[0], p) for p in points)


def _hex_sides(topo: Topology) -> list[int]:
    """Points on each side of a lattice hexagon, counter-clockwise from the bottom side."""
    corners = [i for i, n in enumerate(topo.neighbours) if len(n) == 3]
    assert len(corners) == 6
    cx = sum(x for x, _ in topo.xy) / topo.size
    cy = sum(y for _, y in topo.xy) / topo.size
    corners.sort(key=lambda i: math.atan2(topo.xy[i][1] - cy, topo.xy[i][0] - cx))
    # Start at the bottom side's left corner: the lowest corner with the lowest corner right of it.
    bottom = min(topo.xy[i][1] for i in corners)
    lows = sorted((i for i in corners if abs(topo.xy[i][1] - bottom) < 1e-9), key=lambda i: topo.xy[i][0])
    start = corners.index(lows[0])
    corners = corners[start:] + corners[:start]
    sides = []
    for k in range(6):
        a, b = topo.xy[corners[k]], topo.xy[corners[(k + 1) % 6]]
        sides.append(round(math.dist(a, b)) + 1)
    return sides


@pytest.mark.parametrize("slug", [s for s in SLUGS if s.startswith(("hex", "equiversi"))])
def test_hexagons_have_the_sides_their_labels_name(slug: str) -> None:
    topo = topology(slug)
    sizes = topo.spec.sizes
    a, b = (sizes[0], sizes[0]) if len(sizes) == 1 else sizes
    # The b-point side at the bottom (docs/rules/parry.md, precise decision 1), then alternating.
    assert _hex_sides(topo) == [b, a, b, a, b, a]


@pytest.mark.parametrize("slug", SLUGS)
def test_neighbours_are_the_drawn_lines(slug: str) -> None:
    # Lattice neighbours are one edge apart; on the omni boards the diagonals too.
    topo = topology(slug)
    lengths = {1.0, math.sqrt(2)} if slug.endswith("-omni") else {1.0}
    for a, (xa, ya) in enumerate(topo.xy):
        near = {
            b
            for b, (xb, yb) in enumerate(topo.xy)
            if b != a and any(abs(math.hypot(xa - xb, ya - yb) - d) < 1e-6 for d in lengths)
        }
        assert set(topo.neighbours[a]) == near, f"{slug} point {a}"


@pytest.mark.parametrize("slug", SLUGS)
def test_points_are_numbered_bottom_row_first_left_to_right(slug: str) -> None:
    topo = topology(slug)
    keys = [(round(y, 6), round(x, 6)) for x, y in topo.xy]
    assert keys == sorted(keys)
    assert len(set(keys)) == topo.size


def test_the_cairo_board_is_the_snub_square_tiling_around_a_square() -> None:
    topo = topology("cairo-1")
    degrees = sorted(len(n) for n in topo.neighbours)
    assert max(degrees) == 5 and degrees.count(5) == 28 and min(degrees) == 3
    # Four-fold symmetric about its centre.
    cx = sum(x for x, _ in topo.xy) / topo.size
    cy = sum(y for _, y in topo.xy) / topo.size
    spots = {(round(x - cx, 4), round(y - cy, 4)) for x, y in topo.xy}
    turned = {(round(-(y - cy), 4), round(x - cx, 4)) for x, y in topo.xy}
    assert {(round(x, 3), round(y, 3)) for x, y in spots} == {(round(x, 3), round(y, 3)) for x, y in turned}
    assert len(topo.edges) == 100
