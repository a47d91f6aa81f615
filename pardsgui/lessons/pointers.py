"""What a lesson points at on the board (its `marks`): numbered rings, each with its words.

A lesson that says "grid a1 shows 3" rings the die that shows it, so the learner
looks where the words are about. A mark names a cell of the board or a place the
game's view names (`BoardView.places`: Pards's grids' dice, "die a1"). Qt-free:
the rings are `core.geometry.Mark`s, drawn by the board scene like study marks.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pardsgui.core.contract import Position
from pardsgui.core.geometry import BoardView, Mark, Point

TONE = "hint"  # the colour of what the lesson shows the learner (its hint is marked in it too)
CELL_RING = 0.55  # a ring around a cell, from its centre, in the cell's smaller side


def spot(view: BoardView[Any], position: Position, name: str) -> tuple[Point, float] | None:
    """Where `name` (a place of the view, or a cell) is drawn: its centre and a radius ringing it."""
    place = view.places(position).get(name)
    if place is not None:
        return place
    geometry = view.geometry(position)
    if name not in {cell.id for cell in geometry.cells}:
        return None
    cell = geometry.cell(name)
    xs, ys = [x for x, _ in cell.polygon], [y for _, y in cell.polygon]
    return cell.center, CELL_RING * min(max(xs) - min(xs), max(ys) - min(ys))


def unknown_spot(view: BoardView[Any], position: Position) -> str:
    """What a mark may name instead of an unknown one, in words."""
    places = list(view.places(position))
    cells = [cell.id for cell in view.geometry(position).cells]
    named = f"a place ({', '.join(places)})" if places else "a place (this board names none)"
    return f"neither a cell (like {', '.join(cells[:3])}) nor {named}"


def pointers(view: BoardView[Any], position: Position, marks: Mapping[str, str]) -> list[tuple[Mark, str]]:
    """The marks as numbered rings and their keys ("1: grid a1's die"), those on this board."""
    found = []
    for number, (name, words) in enumerate(marks.items(), 1):
        where = spot(view, position, name)
        if where is not None:
            centre, radius = where
            found.append(
                (Mark("ring", centre, size=radius, tone=TONE, text=str(number)), f"{number}: {words}")
            )
    return found
