"""The Qt-free drawing description of Pagade: the cross, the routes, the pieces."""

from __future__ import annotations

import math

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.games import get_game
from pardsgui.games.pagade.board import cell_of, index_at_cell, route_cells
from pardsgui.paths import resource

GAME = get_game("pagade")
VIEW = GAME.board_view()
GEOMETRY = VIEW.geometry(GAME.initial())
PARKED = "G:1,2,3,4/Y:1,2,3,4/B:1,2,3,4"


def top_left(cell_id: str) -> tuple[float, float]:
    polygon = GEOMETRY.cell(cell_id).polygon
    return (min(x for x, _ in polygon), min(y for _, y in polygon))


def test_ninety_six_squares_four_home_quarters_and_four_trays() -> None:
    ids = {cell.id for cell in GEOMETRY.cells}
    track = {f"s{n}" for n in range(8, 76)}
    bellies = {f"{letter}{k}" for letter in "RGYB" for k in range(1, 8)}
    assert len(track | bellies) == 96
    assert ids == track | bellies | {f"home-{c}" for c in "RGYB"} | {f"off-{c}" for c in "RGYB"}
    corners = {top_left(cell_id) for cell_id in track | bellies}
    assert len(corners) == 96  # no two squares overlap
    for cell in GEOMETRY.cells:
        for x, y in cell.polygon:
            assert 0 <= x <= GEOMETRY.width and 0 <= y <= GEOMETRY.height


def test_the_arms_lie_red_south_green_east_yellow_north_black_west() -> None:
    middle = GEOMETRY.width / 2
    x, y = GEOMETRY.cell("R4").center
    assert y > middle + 2 and abs(x - middle) < 1.5
    assert GEOMETRY.cell("G4").center[0] > middle + 2
    assert GEOMETRY.cell("Y4").center[1] < middle - 2
    assert GEOMETRY.cell("B4").center[0] < middle - 2
    # Red's belly runs from Home (R1) out to square 8 at the outer end.
    assert top_left("R1")[1] < top_left("R7")[1] < top_left("s8")[1]


def test_every_route_is_a_walk_of_neighbouring_squares_with_four_diagonal_steps() -> None:
    for colour in range(4):
        cells = route_cells(colour)
        assert len(cells) == 84 and cells[-1] == f"home-{'RGYB'[colour]}"
        diagonal = []
        for index in range(1, 83):
            (ax, ay), (bx, by) = top_left(cells[index - 1]), top_left(cells[index])
            step = math.dist((ax, ay), (bx, by))
            assert step == pytest.approx(1.0) or step == pytest.approx(math.sqrt(2)), (colour, index)
            if step > 1.1:
                diagonal.append(index)
        assert diagonal == [16, 33, 50, 67]
        assert cells[7] == cells[75]  # route indices 8 and 76: the same square


def test_the_other_routes_are_reds_turned_by_quarter_turns() -> None:
    assert route_cells(0)[7:75] == tuple(f"s{n}" for n in range(8, 76))
    assert route_cells(1)[7] == "s25" and route_cells(1)[11] == "s29"  # Green's 8 and 12
    assert route_cells(2)[11] == "s46" and route_cells(3)[11] == "s63"
    assert route_cells(3)[75] == "s59" and route_cells(1)[82] == "G1"


def test_arms_are_tinted_bellies_outlined_and_castles_crossed() -> None:
    assert GEOMETRY.cell("s12").tone == "arm-red" and GEOMETRY.cell("s29").tone == "arm-green"
    assert GEOMETRY.cell("s46").tone == "arm-yellow" and GEOMETRY.cell("s63").tone == "arm-black"
    assert {GEOMETRY.cell(f"{c}3").tone for c in "RGYB"} == {
        f"belly-{t}" for t in ("red", "green", "yellow", "black")
    }
    outlines = [mark for mark in GEOMETRY.marks if mark.kind == "outline"]
    assert sorted(mark.tone for mark in outlines) == ["black", "green", "red", "yellow"]
    crossed = {mark.at for mark in GEOMETRY.marks if mark.kind == "cross"}
    castles = {8, 12, 72, 25, 29, 21, 42, 46, 38, 59, 63, 55}
    assert crossed == {GEOMETRY.cell(f"s{n}").center for n in castles}
    coords = {mark.text for mark in GEOMETRY.marks if mark.kind == "coord"}
    assert coords == {str(n) for n in range(8, 76)} | {f"{c}{k}" for c in "RGYB" for k in range(1, 8)}


def test_pieces_pairs_homeward_cut_and_home() -> None:
    text = "R:X,8,76,80/G:6,H,H,H/Y:12,12,77,83/B:3,81,H,H R seats=4 cut=RGYB"
    position = GAME.parse(text)
    views = {(v.cell, v.image, v.owner, v.count, tuple(sorted(v.flags))) for v in VIEW.pieces(position)}
    assert views == {
        ("off-R", "red", 0, 1, ("cut",)),
        ("s8", "red-pair", 0, 2, ("pair",)),  # 8 and 76: one square, upright both
        ("R4", "red-home", 0, 1, ("homeward",)),
        ("G6", "green", 1, 1, ()),
        ("home-G", "green", 1, 3, ("home",)),
        ("s46", "yellow-pair", 2, 2, ("pair",)),
        ("Y7", "yellow-home", 2, 1, ("homeward",)),
        ("Y1", "yellow-home", 2, 1, ("homeward",)),
        ("B3", "black", 3, 1, ()),
        ("B3", "black-home", 3, 1, ("homeward",)),  # upright and lying share a belly square
        ("home-B", "black", 3, 2, ("home",)),
    }
    for view in VIEW.pieces(position):
        assert resource("pieces", "pagade", f"{view.image}.svg").is_file()
        assert view.name


def test_every_picture_exists_and_two_seats_own_both_partners() -> None:
    for colour in ("red", "green", "yellow", "black"):
        for suffix in ("", "-pair", "-home"):
            assert resource("pieces", "pagade", f"{colour}{suffix}.svg").is_file()
    owners = {v.cell: v.owner for v in VIEW.pieces(GAME.initial())}
    assert owners["s12"] == 0 and owners["s29"] == 1 and owners["s46"] == 0 and owners["s63"] == 1


def test_move_cells() -> None:
    reentry = GAME.parse(f"R:X,20,30,83/{PARKED} R cut=RG dice=1,3")
    cells = {reentry.move_text(m): VIEW.move_cells(reentry, m) for m in reentry.legal_moves()}
    assert cells == {"1:X-1": ("off-R", "R1"), "3:X-3": ("off-R", "R3"), "1+3:X-4": ("off-R", "R4")}
    green = GAME.parse("R:1,2,3,4/G:12,70,81,H/Y:1,2,3,4/B:1,2,3,4 G cut=G dice=3")
    cells = {green.move_text(m): VIEW.move_cells(green, m) for m in green.legal_moves()}
    assert cells == {"3:12-15": ("s29", "s32"), "3:70-73": ("s19", "s22"), "3:81-H": ("G3", "home-G")}
    start = GAME.initial()
    assert VIEW.move_cells(start, start.legal_moves()[0]) == (None, None)
    passing = GAME.parse(f"R:83,83,83,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.move_cells(passing, passing.legal_moves()[0]) == (None, None)


def test_seat_names() -> None:
    assert VIEW.seat_names(GAME.initial()) == ("Red and Yellow", "Green and Black")
    assert VIEW.seat_names(GAME.initial(seats="4")) == ("Red", "Green", "Yellow", "Black")
    assert VIEW.seat_names(GAME.initial(seats="4p")) == ("Red", "Green", "Yellow", "Black")


def test_an_editor_maps_cells_back_to_route_indices() -> None:
    for colour in range(4):
        for index in range(0, 85):
            cell = cell_of(colour, index)
            assert index_at_cell(colour, cell, homeward=index >= 76) == index
    with pytest.raises(PositionError, match="cannot stand in Red's belly") as caught:
        index_at_cell(1, "R3")
    assert caught.value.field == "pawns"
    with pytest.raises(PositionError, match="Yellow's off"):
        index_at_cell(0, "off-Y")
    with pytest.raises(PositionError, match="not a square"):
        index_at_cell(0, "s99")
