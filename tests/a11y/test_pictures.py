"""What only the picture showed is in each cell's words (Qt-free: the games' `cell_notes`).

The AT-SPI tests (test_board.py) check that the board's cells carry these words to a
screen reader; these check that the words say what the picture draws.
"""

from __future__ import annotations

import random

from pardsgui.core.contract import Position
from pardsgui.core.dice import pick_outcome
from pardsgui.core.geometry import Geometry
from pardsgui.games import get_game
from pardsgui.games.parry.rules import territories
from pardsgui.table.cells import cell_words


def played(game_id: str, plies: int, seed: int = 3) -> Position:
    position = get_game(game_id).initial()
    rng = random.Random(seed)
    for _ in range(plies):
        if position.outcome is not None:
            break
        if position.is_chance:
            position = position.play(pick_outcome(position.chance_outcomes(), rng))
        else:
            moves = position.legal_moves()
            position = position.play(moves[rng.randrange(len(moves))])
    return position


def cell_under(geometry: Geometry, point: tuple[float, float]) -> str:
    x, y = point
    (cell,) = [
        cell.id
        for cell in geometry.cells
        if min(p[0] for p in cell.polygon) <= x <= max(p[0] for p in cell.polygon)
        and min(p[1] for p in cell.polygon) <= y <= max(p[1] for p in cell.polygon)
    ]
    return cell


def test_parry_says_whose_territory_each_ringed_point_is_and_the_power_on_the_empty_ones() -> None:
    view = get_game("parry").board_view()
    for plies in (4, 10, 20):
        position = played("parry", plies)
        geometry, notes = view.geometry(position), view.cell_notes(position)
        ringed = {cell_under(geometry, mark.at) for mark in geometry.marks if mark.kind == "ring"}
        assert ringed
        assert ringed == {cell for cell, note in notes.items() if "territory" in note}
        empty = {cell.id for cell in geometry.cells} - {piece.cell for piece in view.pieces(position)}
        if position.outcome is None:
            assert all("power White" in notes[cell] for cell in empty)
        cell = next(iter(ringed))
        assert f"({notes[cell]})" in cell_words(geometry.cell(cell), view.pieces(position), note=notes[cell])


def test_kerd_says_each_squares_region_and_the_promotion_squares() -> None:
    view = get_game("kerd").board_view()
    position = get_game("kerd").initial()
    geometry, notes = view.geometry(position), view.cell_notes(position)
    for cell in geometry.cells:
        assert notes[cell.id].startswith(cell.tone.split("-")[0]), (cell.id, cell.tone, notes[cell.id])
    outlined = {cell_under(geometry, mark.at) for mark in geometry.marks if mark.tone.startswith("promotion")}
    assert outlined == {cell for cell, note in notes.items() if "promotion square" in note}


def test_pagade_says_which_squares_are_crossed() -> None:
    view = get_game("pagade").board_view()
    position = get_game("pagade").initial()
    geometry, notes = view.geometry(position), view.cell_notes(position)
    crossed = {cell_under(geometry, mark.at) for mark in geometry.marks if mark.kind == "cross"}
    assert len(crossed) == 12
    assert crossed == {cell for cell, note in notes.items() if "castle" in note}


def test_pards_says_the_river_and_each_grid_with_its_die() -> None:
    view = get_game("pards").board_view()
    for plies in (0, 6):
        position = played("pards", plies)
        geometry, notes = view.geometry(position), view.cell_notes(position)
        for cell in geometry.cells:
            if cell.tone == "grid":
                assert "in the grid" in notes[cell.id]
            if cell.tone == "river":
                assert notes[cell.id].startswith("the river")
        dice = [die for _corner, die in position.grids]
        for die in dice:
            said = "not rolled yet" if die == 0 else f"showing {die}"
            assert any(said in note for note in notes.values())


def test_parry_describes_each_seats_territory_in_words() -> None:
    """Ctrl+D and the board's description: who controls what, which only the rings showed."""
    view = get_game("parry").board_view()
    position = played("parry", 10)
    words = view.describe_position(position, None)
    for seat, points in enumerate(territories(position)):
        colour = ("White", "Black")[seat]
        assert f"{colour}'s territory ({len(points)}): {', '.join(map(str, points))}." in words
