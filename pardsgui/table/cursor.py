"""The keyboard's cursor on the board: the next cell in an arrow's direction, on any board's shape.

Boards are not grids (Parry's points, Pagade's cross, Nardshir's points and
trays), so the next cell is found from the cells' centres as drawn: among the
cells lying within 60° of the arrow's direction, the one nearest, with a
sideways step counting double, so Right keeps to the row when it can.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

Point = tuple[float, float]
ARROWS: Mapping[str, Point] = {
    "left": (-1.0, 0.0),
    "right": (1.0, 0.0),
    "up": (0.0, -1.0),
    "down": (0.0, 1.0),
}
WIDEST = math.radians(60)


def step(centres: Mapping[str, Point], current: str | None, direction: Point) -> str | None:
    """The cell the cursor moves to from `current` (y grows downwards); `current` when none lies that way."""
    if not centres:
        return None
    if current is None or current not in centres:
        return next(iter(centres))
    x, y = centres[current]
    dx, dy = direction
    best: tuple[float, str] | None = None
    for cell, (cx, cy) in centres.items():
        if cell == current:
            continue
        ahead = (cx - x) * dx + (cy - y) * dy
        aside = abs((cx - x) * dy - (cy - y) * dx)
        if ahead <= 1e-9 or math.atan2(aside, ahead) > WIDEST:
            continue
        cost = ahead + 2 * aside
        if best is None or cost < best[0]:
            best = (cost, cell)
    return best[1] if best is not None else current
