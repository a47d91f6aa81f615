"""The Qt-free drawing description of Parry: points, lines, stones, territory rings, scores."""

from __future__ import annotations

import pytest

from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition, scores
from pardsgui.games.parry.boards import SPECS, topology
from pardsgui.paths import resource

GAME = get_game("parry")
VIEW = GAME.board_view()
S5 = "board=square-5-ortho"


@pytest.mark.parametrize("slug", [spec.slug for spec in SPECS])
def test_every_point_is_a_cell_and_every_line_is_drawn(slug: str) -> None:
    position = GAME.initial(board=slug)
    geometry = VIEW.geometry(position)
    topo = topology(slug)
    assert [cell.id for cell in geometry.cells] == [str(i) for i in range(topo.size)]
    assert len(geometry.lines) == len(topo.edges)
    for cell in geometry.cells:
        for x, y in (*cell.polygon, cell.center):
            assert 0 <= x <= geometry.width and 0 <= y <= geometry.height
    # y grows downwards: point 0 is on the bottom row.
    assert geometry.cell("0").center[1] == max(cell.center[1] for cell in geometry.cells)
    assert {m.text for m in geometry.marks if m.kind == "coord"} == {str(i) for i in range(topo.size)}


def test_omni_boards_draw_their_diagonals() -> None:
    geometry = VIEW.geometry(GAME.initial(board="square-4-omni"))
    slanted = [
        line for line in geometry.lines if line.start[0] != line.end[0] and line.start[1] != line.end[1]
    ]
    # The turned 4x4 grid's own lines (2 * 4 * 3) and those through the 3x3 cell
    # centres (2 * 3 * 2) slant; each centre's lines to its cell's corners do not.
    assert len(slanted) == 2 * 4 * 3 + 2 * 3 * 2
    assert len(geometry.lines) - len(slanted) == 9 * 4


def test_territory_rings_carry_the_seat_colour_and_number() -> None:
    position = GAME.parse(f"{'1' + '2' + '.' * 23} 1 {S5} last=2")
    rings = {(m.tone, m.text, m.at) for m in VIEW.geometry(position).marks if m.kind == "ring"}
    geometry = VIEW.geometry(position)
    at = {cell.id: cell.center for cell in geometry.cells}
    # 0 (a tie, White's own piece) and 5 are White's; 1, 2 and 6 Black's.
    assert rings == {
        ("seat-white", "1", at["0"]),
        ("seat-white", "1", at["5"]),
        ("seat-black", "2", at["1"]),
        ("seat-black", "2", at["2"]),
        ("seat-black", "2", at["6"]),
    }
    texts = [m.text for m in geometry.marks if m.kind == "text"]
    assert texts == ["White 2  ·  Black 3"]
    assert scores(position) == (2, 3)


def test_pieces_their_pictures_and_the_placed_flag() -> None:
    position = GAME.parse(f"{'123456' + '.' * 19} 6 {S5} seats=6 last=5")
    # Magenta's 5 gives power 1 to 10 only (6 also touches Black's 1).
    assert [position.move_text(m) for m in position.legal_moves()] == ["@10"]
    placed = position.play(position.parse_move("@10"))
    assert isinstance(placed, ParryPosition)
    views = {(v.cell, v.image, v.owner, v.count) for v in VIEW.pieces(placed)}
    assert views == {
        ("0", "white", 0, 1),
        ("1", "black", 1, 1),
        ("2", "red", 2, 1),
        ("3", "green", 3, 1),
        ("4", "blue", 4, 1),
        ("5", "magenta", 5, 1),
        ("10", "magenta", 5, 1),
    }
    assert placed.placed == 10 and placed.left == 1
    flagged = [v for v in VIEW.pieces(placed) if v.flags]
    assert [(v.cell, v.flags) for v in flagged] == [("10", frozenset({"placed"}))]
    assert flagged[0].name == "Magenta piece on point 10, placed this turn"
    for view in VIEW.pieces(placed):
        assert resource("pieces", "parry", f"{view.image}.svg").is_file()
        assert view.name.startswith(("White", "Black", "Red", "Green", "Blue", "Magenta"))
    assert VIEW.seat_names(placed) == ("White", "Black", "Red", "Green", "Blue", "Magenta")
    assert VIEW.seat_names(GAME.initial()) == ("White", "Black")


def test_every_stone_picture_exists_and_carries_its_seat_number() -> None:
    for seat, name in enumerate(("white", "black", "red", "green", "blue", "magenta"), 1):
        svg = resource("pieces", "parry", f"{name}.svg").read_text()
        assert f">{seat}</text>" in svg


def test_move_cells() -> None:
    steps = GAME.parse(f"{'2...2......111...1..2....'} 1 {S5} turn=12 steps=3 last=1")
    cells = {steps.move_text(m): VIEW.move_cells(steps, m) for m in steps.legal_moves()}
    assert cells["11-10"] == ("11", "10")
    assert cells["pass"] == (None, None)
    start = GAME.initial(board="square-5-ortho")
    assert VIEW.move_cells(start, start.parse_move("@12")) == (None, "12")
