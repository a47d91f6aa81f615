"""The Qt-free drawing description of Pagade: the cross, the routes, the pieces."""

from __future__ import annotations

import math
import random

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.geometry import DiceView
from pardsgui.games import get_game
from pardsgui.games.pagade.board import cell_of, index_at_cell, route_cells
from pardsgui.paths import resource

GAME = get_game("pagade")
VIEW = GAME.board_view()
GEOMETRY = VIEW.geometry(GAME.initial())
PARKED = "Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4"
START = "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63"


def top_left(cell_id: str) -> tuple[float, float]:
    polygon = GEOMETRY.cell(cell_id).polygon
    return (min(x for x, _ in polygon), min(y for _, y in polygon))


def square_of(cell_id: str) -> tuple[float, float]:
    """The top-left corner of the whole square a cell lies in (a belly lane is half of one)."""
    x, y = top_left(cell_id)
    return (math.floor(x - 0.5) + 0.5, math.floor(y - 0.5) + 0.5)


def test_ninety_six_squares_four_home_quarters_and_four_trays() -> None:
    ids = {cell.id for cell in GEOMETRY.cells}
    track = {f"s{n}" for n in range(8, 76)}
    bellies = {f"{letter}{k}" for letter in "RGYB" for k in range(1, 8)}
    lanes = {f"{cell}h" for cell in bellies}
    assert ids == track | bellies | lanes | {f"home-{c}" for c in "RGYB"} | {f"off-{c}" for c in "RGYB"}
    squares = {square_of(cell_id) for cell_id in track | bellies | lanes}
    assert len(squares) == 96  # each lane shares its square with its belly square, and no more
    assert {square_of(cell) for cell in lanes} == {square_of(cell) for cell in bellies}
    for cell in GEOMETRY.cells:
        for x, y in cell.polygon:
            assert 0 <= x <= GEOMETRY.width and 0 <= y <= GEOMETRY.height
    area = sum(_area(GEOMETRY.cell(c).polygon) for c in track | bellies | lanes)
    assert area == pytest.approx(96.0)  # the lanes split their squares without overlapping


def _area(polygon: tuple[tuple[float, float], ...]) -> float:
    return (
        abs(
            sum(
                x0 * y1 - x1 * y0
                for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1], strict=True)
            )
        )
        / 2
    )


def test_the_arms_lie_red_south_green_east_yellow_north_black_west() -> None:
    middle = GEOMETRY.width / 2
    x, y = GEOMETRY.cell("R4").center
    assert y > middle + 2 and abs(x - middle) < 1.5
    assert GEOMETRY.cell("G4").center[0] > middle + 2
    assert GEOMETRY.cell("Y4").center[1] < middle - 2
    assert GEOMETRY.cell("B4").center[0] < middle - 2
    # Red's belly runs from Home (R1) out to square 8 at the outer end.
    assert top_left("R1")[1] < top_left("R7")[1] < top_left("s8")[1]
    # The homeward lane lies to the right of the way home: east of Red's belly, north of Green's, …
    assert top_left("R3h")[0] > top_left("R3")[0] and top_left("G3h")[1] < top_left("G3")[1]
    assert top_left("Y3h")[0] < top_left("Y3")[0] and top_left("B3h")[1] > top_left("B3")[1]


def test_every_route_is_a_walk_of_neighbouring_squares_with_four_diagonal_steps() -> None:
    for colour in range(4):
        cells = route_cells(colour)
        assert len(cells) == 84 and cells[-1] == f"home-{'RGYB'[colour]}"
        diagonal = []
        for index in range(1, 83):
            (ax, ay), (bx, by) = square_of(cells[index - 1]), square_of(cells[index])
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
    assert route_cells(3)[75] == "s59" and route_cells(1)[82] == "G1h"
    assert route_cells(0)[:7] == tuple(f"R{k}" for k in range(1, 8))
    assert route_cells(0)[76:83] == tuple(f"R{k}h" for k in range(7, 0, -1))


def test_arms_are_tinted_bellies_outlined_and_castles_crossed() -> None:
    arm = {n: GEOMETRY.cell(f"s{n}").tone for n in (12, 29, 46, 63)}
    assert len(set(arm.values())) == 4  # one tint per arm
    assert {GEOMETRY.cell(f"s{n}").tone for n in range(9, 17)} == {arm[12]}
    assert GEOMETRY.cell("s68").tone == arm[12] and GEOMETRY.cell("s17").tone == arm[29]
    belly = {GEOMETRY.cell(f"{c}3").tone for c in "RGYB"}
    assert len(belly) == 4 and not belly & set(arm.values())
    assert all(
        GEOMETRY.cell(f"{c}{k}h").tone == GEOMETRY.cell(f"{c}1").tone for c in "RGYB" for k in range(1, 8)
    )
    outlines = [mark for mark in GEOMETRY.marks if mark.kind == "outline"]
    assert sorted(mark.tone for mark in outlines) == ["black", "green", "red", "yellow"]
    crosses = [mark for mark in GEOMETRY.marks if mark.kind == "cross"]
    castles = {8, 12, 72, 25, 29, 21, 42, 46, 38, 59, 63, 55}
    assert sorted(_cell_holding(mark.at) for mark in crosses) == sorted(f"s{n}" for n in castles)
    for mark in crosses:  # the whole cross within its square
        x, y = top_left(_cell_holding(mark.at))
        assert x < mark.at[0] - mark.size and mark.at[0] + mark.size < x + 1
        assert y < mark.at[1] - mark.size and mark.at[1] + mark.size < y + 1
    coords = {mark.text for mark in GEOMETRY.marks if mark.kind == "coord"}
    assert coords == {str(n) for n in range(8, 76)} | {f"{c}{k}" for c in "RGYB" for k in range(1, 8)} | {
        "h",
        "H",
    }


def _cell_holding(point: tuple[float, float]) -> str:
    """The board cell a point lies in."""
    (cell,) = [
        cell.id
        for cell in GEOMETRY.cells
        if min(x for x, _ in cell.polygon) < point[0] < max(x for x, _ in cell.polygon)
        and min(y for _, y in cell.polygon) < point[1] < max(y for _, y in cell.polygon)
    ]
    return cell


def test_pieces_pairs_homeward_cut_and_home() -> None:
    text = "Red:X,8,8h,R4h/Green:G6,H,H,H/Yellow:46,46,Y7h,Y1h/Black:B3,B3h,H,H R seats=4 cut=RGYB"
    position = GAME.parse(text)
    views = {(v.cell, v.image, v.owner, v.count, tuple(sorted(v.flags))) for v in VIEW.pieces(position)}
    assert views == {
        ("off-R", "red", 0, 1, ("cut",)),
        ("s8", "red-mixed", 0, 1, ("homeward", "pair")),  # 8 and 8h: one upright, one lying
        ("R4h", "red-home", 0, 1, ("homeward",)),
        ("G6", "green", 1, 1, ()),
        ("home-G", "green", 1, 3, ("home",)),
        ("s46", "yellow-pair", 2, 1, ("pair",)),
        ("Y7h", "yellow-home", 2, 1, ("homeward",)),
        ("Y1h", "yellow-home", 2, 1, ("homeward",)),
        ("B3", "black", 3, 1, ()),
        ("B3h", "black-home", 3, 1, ("homeward",)),  # the other lane of the same square
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
    reentry = GAME.parse(f"Red:X,20,30,R1h/{PARKED} R cut=RG dice=1,3")
    cells = {reentry.move_text(m): VIEW.move_cells(reentry, m) for m in reentry.legal_moves()}
    assert cells == {"1:X-R1": ("off-R", "R1"), "3:X-R3": ("off-R", "R3"), "1+3:X-R4": ("off-R", "R4")}
    green = GAME.parse(
        "Red:R1,R2,R3,R4/Green:29,19,G3h,H/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 G cut=G dice=3"
    )
    cells = {green.move_text(m): VIEW.move_cells(green, m) for m in green.legal_moves()}
    assert cells == {"3:29-32": ("s29", "s32"), "3:19-22": ("s19", "s22"), "3:G3h-H": ("G3h", "home-G")}
    start = GAME.initial()
    assert VIEW.move_cells(start, start.legal_moves()[0]) == (None, None)
    passing = GAME.parse(f"Red:R1h,R1h,R1h,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.move_cells(passing, passing.legal_moves()[0]) == (None, None)


def test_seat_names() -> None:
    assert VIEW.seat_names(GAME.initial()) == ("Red and Yellow", "Green and Black")
    assert VIEW.seat_names(GAME.initial(seats="4")) == ("Red", "Green", "Yellow", "Black")
    assert VIEW.seat_names(GAME.initial(seats="4p")) == ("Red", "Green", "Yellow", "Black")


def test_an_editor_maps_cells_back_to_route_indices() -> None:
    for colour in range(4):
        for index in range(0, 85):
            cell = cell_of(colour, index)
            assert index_at_cell(colour, cell, homeward=index == 76) == index
    with pytest.raises(PositionError, match="cannot stand in Red's belly") as caught:
        index_at_cell(1, "R3")
    assert caught.value.field == "pawns"
    with pytest.raises(PositionError, match="Yellow's tray of cut pawns"):
        index_at_cell(0, "off-Y")
    with pytest.raises(PositionError, match="not a square"):
        index_at_cell(0, "s99")


def test_no_two_pictures_share_a_cell_and_every_move_has_its_cells() -> None:
    rng = random.Random(8)
    cells = {cell.id for cell in GEOMETRY.cells}
    for seats in ("4", "2"):
        position = GAME.initial(seats=seats)
        while position.outcome is None:
            views = VIEW.pieces(position)
            assert len({view.cell for view in views}) == len(views)
            assert sum(2 if "pair" in view.flags else view.count for view in views) == 16
            for move in position.legal_moves():
                source, target = VIEW.move_cells(position, move)
                assert (source is None) == (target is None)
                assert source is None or (source in cells and target in cells)
            moves = position.legal_moves()
            position = position.play(moves[int(rng.random() * len(moves))])


def test_the_turn_banner_dice_and_labels() -> None:
    assert VIEW.prompt(GAME.initial()) == "Red: roll the sticks"
    assert VIEW.acting_seat(GAME.parse(f"{START} B")) == 1
    assert VIEW.acting_seat(GAME.parse(f"{START} B seats=4")) == 3
    rolled = GAME.parse(f"{START} R dice=3,6")
    assert VIEW.prompt(rolled) == "Red: play 3 and 6 — a pawn for each die, or one pawn by the sum"
    assert VIEW.dice(rolled) == DiceView("stick", (3, 6))
    assert VIEW.prompt(GAME.parse(f"Red:X,20,30,40/{PARKED} R cut=G dice=1,3")) == (
        "Red: re-enter your cut pawns with 1 and 3 — they come back first"
    )
    assert (
        VIEW.prompt(GAME.parse(f"Red:R1h,R1h,R1h,H/{PARKED} R cut=R dice=3,4"))
        == "Red cannot use 3 and 4: pass"
    )
    labels = {rolled.move_text(m): VIEW.move_label(rolled, m) for m in rolled.legal_moves()}
    assert labels["3:R6-9"] == "3: pawn on R6 to 9" and labels["3+6:12-21"] == "3+6: pawn on 12 to 21"
    doublet = GAME.parse(f"{START} R dice=4,4")
    assert VIEW.move_label(doublet, doublet.parse_move("4=4:12-16")) == "4=4: the pair on 12 to 16"
    entering = GAME.parse(f"Red:X,20,30,R1h/{PARKED} R cut=RG dice=1,3")
    assert VIEW.move_label(entering, entering.parse_move("1+3:X-R4")) == "1+3: re-enter on R4"
    home = GAME.parse(f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.move_label(home, home.parse_move("4:R4h-H")) == "4: pawn on R4h to Home"
    assert VIEW.move_label(GAME.initial(), GAME.initial().parse_move("roll 6,3")) == "Roll 6 and 3"
    assert VIEW.move_label(home, "pass") == "Pass"


def test_results_in_words() -> None:
    places = GAME.parse(
        "Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,B4 B seats=4 cut=RGY finished=RYG"
    )
    assert VIEW.prompt(places) == (
        "Red wins. Red brought its four pawns Home first, then Yellow, then Green; Black had no pawn Home"
    )
    team = GAME.parse("Red:R1,R2,R3,R4/Green:H,H,H,H/Yellow:Y1,Y2,Y3,Y4/Black:H,H,H,H R cut=GB finished=GB")
    assert VIEW.prompt(team) == (
        "Green and Black win. Green and Black brought all eight pawns Home; Red and Yellow had no pawn Home"
    )


def test_panels_per_seat() -> None:
    position = GAME.parse("Red:X,R6,R4h,H/Green:H,H,G7,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63 Y cut=RG")
    red_yellow, green_black = VIEW.panels(position)
    assert (red_yellow.seat, red_yellow.name, red_yellow.image) == (0, "Red and Yellow", "yellow")
    # One line per colour, and one for cut pawns only while there are some: four seats fit the dock.
    assert [(i.image, i.count, i.label) for i in red_yellow.items] == [
        ("red", 1, "Red Home"),
        ("red", 1, "Red cut, off the board"),
        ("yellow", 0, "Yellow Home (must cut first)"),
    ]
    assert red_yellow.notes == ()
    assert green_black.image == "green" and len(green_black.items) == 2
    four = VIEW.panels(GAME.parse(f"Red:H,H,H,H/{PARKED} G seats=4 cut=R finished=R"))
    assert [p.name for p in four] == ["Red", "Green", "Yellow", "Black"]
    assert four[0].notes == ("Red finished first",) and four[1].image == "green"
    assert [(i.count, i.label) for i in four[1].items] == [(0, "Home (must cut first)")]
    partners = VIEW.panels(GAME.initial(seats="4p"))
    assert [p.name for p in partners] == [
        "Red (with Yellow)",
        "Green (with Black)",
        "Yellow (with Red)",
        "Black (with Green)",
    ]


def test_each_belly_lane_is_labelled_the_lane_going_out_by_its_square_the_homeward_one_h() -> None:
    labels = [mark for mark in GEOMETRY.marks if mark.kind == "coord"]
    for letter in "RGYB":
        for k in range(1, 8):
            for lane, text, words in (
                (f"{letter}{k}", f"{letter}{k}", "going out"),
                (f"{letter}{k}h", "h", ""),
            ):
                cell = GEOMETRY.cell(lane)
                xs, ys = [x for x, _ in cell.polygon], [y for _, y in cell.polygon]
                inside = [
                    m.text for m in labels if min(xs) < m.at[0] < max(xs) and min(ys) < m.at[1] < max(ys)
                ]
                assert inside == [text], lane
                assert cell.label == (
                    f"{letter}{k} going out" if words else f"{letter}{k}h, {letter}{k} homeward"
                )
