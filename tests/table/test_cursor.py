"""The keyboard cursor's next cell, on a grid and on boards that are not grids."""

from __future__ import annotations

import pytest

from pardsgui.games import available_ids, get_game
from pardsgui.table.cursor import ARROWS, step

GRID = {f"{file}{rank}": (float(x), float(8 - rank)) for x, file in enumerate("abc") for rank in (1, 2, 3)}


def test_on_a_grid_the_arrows_go_to_the_neighbouring_square_and_stop_at_the_edge() -> None:
    assert step(GRID, "b2", ARROWS["right"]) == "c2"
    assert step(GRID, "b2", ARROWS["left"]) == "a2"
    assert step(GRID, "b2", ARROWS["up"]) == "b3"
    assert step(GRID, "b2", ARROWS["down"]) == "b1"
    assert step(GRID, "c2", ARROWS["right"]) == "c2"  # the edge: it stays
    assert step(GRID, None, ARROWS["right"]) == "a1"  # no cursor yet: it starts on a cell
    assert step({}, None, ARROWS["right"]) is None


@pytest.mark.parametrize("game_id", available_ids())
def test_every_cell_of_every_board_is_reached_by_arrows(game_id: str) -> None:
    game = get_game(game_id)
    geometry = game.board_view().geometry(game.initial())
    centres = {cell.id: cell.center for cell in geometry.cells}
    seen = {next(iter(centres))}
    frontier = list(seen)
    while frontier:
        cell = frontier.pop()
        for arrow in ARROWS.values():
            reached = step(centres, cell, arrow)
            assert reached is not None
            if reached not in seen:
                seen.add(reached)
                frontier.append(reached)
    assert seen == set(centres), sorted(set(centres) - seen)
