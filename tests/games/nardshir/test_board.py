"""The Qt-free drawing description of Nardshir."""

from __future__ import annotations

from pardsgui.games import get_game
from pardsgui.paths import resource

GAME = get_game("nardshir")
VIEW = GAME.board_view()


def test_every_point_and_tray_is_a_cell() -> None:
    geometry = VIEW.geometry(GAME.initial())
    ids = {cell.id for cell in geometry.cells}
    assert ids == {f"p{i}" for i in range(24)} | {"hand-w", "hand-b", "off-w", "off-b"}
    for cell in geometry.cells:
        for x, y in cell.polygon:
            assert 0 <= x <= geometry.width and 0 <= y <= geometry.height


def test_the_track_reads_as_a_u() -> None:
    geometry = VIEW.geometry(GAME.initial())
    x = {i: geometry.cell(f"p{i}").center[0] for i in range(24)}
    y = {i: geometry.cell(f"p{i}").center[1] for i in range(24)}
    assert all(x[i] < x[i + 1] for i in range(11))  # bottom row left to right
    assert all(x[i] > x[i + 1] for i in range(12, 23))  # top row right to left
    assert x[11] == x[12] and y[11] > y[12]  # point 12 sits above point 11
    assert geometry.cell("p0").spread == (0.0, -0.9) and geometry.cell("p23").spread == (0.0, 0.9)


def test_pieces_and_their_pictures() -> None:
    text = ",".join(["2"] + ["0"] * 22 + ["-1"]) + " w hand=10,14 off=3,0 dice=3,5"
    position = GAME.parse(text)
    views = {(v.cell, v.image, v.owner, v.count) for v in VIEW.pieces(position)}
    assert views == {
        ("p0", "white", 0, 2),
        ("p23", "black", 1, 1),
        ("hand-w", "white", 0, 10),
        ("hand-b", "black", 1, 14),
        ("off-w", "white", 0, 3),
    }
    for view in VIEW.pieces(position):
        assert resource("pieces", "nardshir", f"{view.image}.svg").is_file()
        assert view.name


def test_move_cells() -> None:
    entering = GAME.parse(",".join(["0"] * 23 + ["1"]) + " w hand=14,15 dice=1,3")
    cells = {entering.move_text(m): VIEW.move_cells(entering, m) for m in entering.legal_moves()}
    assert cells == {"1:h-0": ("hand-w", "p0"), "3:h-2": ("hand-w", "p2")}
    leaving = GAME.parse(",".join(["-1"] + ["0"] * 23) + " b hand=15,0 off=0,14 dice=1")
    assert [VIEW.move_cells(leaving, m) for m in leaving.legal_moves()] == [("p0", "off-b")]
    start = GAME.initial()
    assert VIEW.move_cells(start, start.legal_moves()[0]) == (None, None)
    assert VIEW.seat_names(start) == ("White", "Black")
