"""The Qt-free drawing description of Kerd."""

from __future__ import annotations

from pardsgui.games import get_game
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.paths import resource
from tests.games.kerd.build import play, position, region_map

GAME = get_game("kerd")
VIEW = GAME.board_view()


def test_every_square_is_a_cell_with_white_at_the_bottom() -> None:
    geometry = VIEW.geometry(GAME.initial())
    ids = {cell.id for cell in geometry.cells}
    assert ids == {f"{f}{r}" for f in "abcdefghijkl" for r in range(1, 13)}
    for cell in geometry.cells:
        for x, y in cell.polygon:
            assert 0 <= x <= geometry.width and 0 <= y <= geometry.height
    a1, l1, a12 = (geometry.cell(name).center for name in ("a1", "l1", "a12"))
    assert a1[0] < l1[0] and a1[1] == l1[1]  # files run left to right
    assert a12[1] < a1[1]  # y grows downwards: rank 12 is at the top


def test_tones_follow_the_positions_region_map_checkered() -> None:
    geometry = VIEW.geometry(GAME.initial())
    tones = {name: geometry.cell(name).tone for name in ("a1", "b1", "d1", "e1", "f1", "g1", "a6", "a7")}
    assert tones == {
        "a1": "water-dark",
        "b1": "water-light",
        "d1": "land-light",
        "e1": "land-dark",
        "f1": "air-light",
        "g1": "air-dark",
        "a6": "air-light",
        "a7": "air-dark",
    }
    painted = position({"g1": "K", "g12": "k"}, regions=region_map(r1="l" * 12))
    assert VIEW.geometry(painted).cell("a1").tone == "land-dark"


def test_promotion_squares_are_outlined_and_coordinates_marked() -> None:
    marks = VIEW.geometry(GAME.initial()).marks
    outlines = [m for m in marks if m.kind == "outline"]
    assert len(outlines) == 20
    assert {m.tone for m in outlines} == {"promotion-white", "promotion-black"}
    coords = sorted(m.text for m in marks if m.kind == "coord")
    assert coords == sorted([*"abcdefghijkl", *map(str, range(1, 13))])
    # Readable at 1200x800, where the board's longer side is about 700 px, and on the board.
    geometry = VIEW.geometry(GAME.initial())
    for mark in marks:
        if mark.kind == "coord":
            assert mark.size / max(geometry.width, geometry.height) * 700 >= 10
            assert 0 < mark.at[0] < geometry.width and 0 < mark.at[1] < geometry.height


def test_pieces_and_their_pictures() -> None:
    start = GAME.initial()
    views = VIEW.pieces(start)
    assert len(views) == 52
    by_cell = {v.cell: v for v in views}
    assert (by_cell["g1"].image, by_cell["g1"].owner, by_cell["g1"].name) == (
        "white-king",
        0,
        "White King on g1",
    )
    assert (by_cell["f11"].image, by_cell["f11"].owner) == ("black-commander", 1)
    assert by_cell["b12"].image == "black-jumper" and by_cell["c1"].image == "white-scout"
    kinds = ("tower", "jumper", "scout", "hussar", "bishop", "queen", "king", "commander", "pawn")
    for colour in ("white", "black"):
        for kind in kinds:
            assert resource("pieces", "kerd", f"{colour}-{kind}.svg").is_file()
    for view in views:
        assert resource("pieces", "kerd", f"{view.image}.svg").is_file()


def test_move_cells() -> None:
    start = GAME.initial()
    choose = start.parse_move("choose d12")
    assert VIEW.move_cells(start, choose) == (None, "d12")
    ready = play(start, "choose d12", "choose d1")
    cells = {ready.move_text(m): VIEW.move_cells(ready, m) for m in ready.legal_moves()}
    assert cells["e2-e4"] == ("e2", "e4")
    assert cells["f2-f5&f3-f6"] == ("f2", "f5")  # the Commander's squares
    assert cells["execute e2"] == ("e2", "e2")
    home = position({"a1": "T", "b1": "J", "g1": "K", "k1": "J", "l1": "T", "g12": "k"}, castling="KQ")
    assert isinstance(home, KerdPosition)
    assert VIEW.move_cells(home, home.parse_move("O-O-O")) == ("g1", "c1")
    assert VIEW.move_cells(home, home.parse_move("O-O")) == ("g1", "j1")
    nobody = position({"g1": "K", "g12": "k", "a12": "t"}, infiltrators="*,*")
    assert VIEW.move_cells(nobody, nobody.parse_move("choose -")) == (None, None)
    spy = position({"a12": "k", "c2": "P", "l1": "K"}, "b", infiltrators="-,c2", checked="1")
    assert VIEW.move_cells(spy, spy.parse_move("reveal")) == (None, None)
    assert VIEW.seat_names(start) == ("White", "Black")
