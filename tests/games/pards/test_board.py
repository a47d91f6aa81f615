"""The Qt-free drawing description of Pards (docs/look.md)."""

from __future__ import annotations

from pardsgui.games.pards.rules import PardsPosition
from pardsgui.paths import resource
from tests.games.pards.util import GAME, board, play

VIEW = GAME.board_view()
ROLLED = GAME.parse("1s1ece1s1/1s1ppp1s1/9/4V4/9/1S1PPP1S1/1S1ECE1S1 w grids=a1:2,a7:5,e1:6,e7:1")
SQUARES = {f"{r}{f}" for r in "abcdefg" for f in range(1, 10)}


def test_every_square_and_both_trays_are_cells_on_the_board() -> None:
    geometry = VIEW.geometry(ROLLED)
    assert {cell.id for cell in geometry.cells} == SQUARES | {"hand-w", "hand-b"}
    for cell in geometry.cells:
        for x, y in cell.polygon:
            assert 0 <= x <= geometry.width and 0 <= y <= geometry.height


def test_white_sits_at_the_bottom_with_file_1_on_the_left() -> None:
    geometry = VIEW.geometry(ROLLED)
    a1, a9, g1 = (geometry.cell(name).center for name in ("a1", "a9", "g1"))
    assert a1[0] < a9[0] and a1[1] == a9[1]
    assert g1[1] < a1[1] and g1[0] == a1[0]


def test_the_river_is_set_apart_and_grids_are_tinted() -> None:
    geometry = VIEW.geometry(ROLLED)
    tones = {cell.id: cell.tone for cell in geometry.cells}
    assert {tones[f"d{f}"] for f in range(1, 10)} == {"river"}
    assert {tones[s] for s in ("a1", "c3", "a9", "e1", "g9")} == {"grid"}
    assert tones["b5"] == "light" and tones["e5"] == "light"
    assert len([line for line in geometry.lines if line.tone == "river-bank"]) == 2


def test_each_grid_has_five_pips_and_a_die_beside_its_outer_corner() -> None:
    geometry = VIEW.geometry(ROLLED)
    pips = {m.at for m in geometry.marks if m.kind == "pip"}
    centres = {geometry.cell(s).center for s in ("a1", "a3", "c1", "c3", "b2")}
    assert centres <= pips and len(pips) == 4 * 5
    dice = {m.text: m.at for m in geometry.marks if m.tone == "die-text"}
    assert set(dice) == {"1", "2", "5", "6"}
    a1, a9, g1, g9 = (geometry.cell(s).center for s in ("a1", "a9", "g1", "g9"))
    # a1 shows 2 beyond the bottom-left corner; a7 (5) bottom right; e1 (6) top left; e7 (1) top right.
    assert dice["2"][0] < a1[0] and dice["2"][1] > a1[1]
    assert dice["5"][0] > a9[0] and dice["5"][1] > a9[1]
    assert dice["6"][0] < g1[0] and dice["6"][1] < g1[1]
    assert dice["1"][0] > g9[0] and dice["1"][1] < g9[1]
    unrolled = VIEW.geometry(GAME.initial())
    assert [m.text for m in unrolled.marks if m.tone == "die-text"] == ["?"] * 4


def test_coordinates_are_marked() -> None:
    coords = [m.text for m in VIEW.geometry(ROLLED).marks if m.kind == "coord"]
    assert sorted(set(coords)) == sorted([str(f) for f in range(1, 10)] + list("abcdefg"))


def test_pieces_are_court_cards_and_the_vicar_belongs_to_no_one() -> None:
    views = {v.cell: v for v in VIEW.pieces(ROLLED)}
    assert len(views) == 21
    assert (views["a5"].image, views["a5"].owner) == ("white-caesar", 0)
    assert (views["g4"].image, views["g4"].owner) == ("black-emperor", 1)
    assert (views["f5"].image, views["b2"].image) == ("black-pharaoh", "white-shah")
    assert (views["d5"].image, views["d5"].owner) == ("vicar", None)
    assert views["d5"].name == "the Vicar (neutral) on d5"


def test_a_sacked_piece_waits_in_its_owner_s_tray() -> None:
    text = f"{board(e2='C', c3='S', g8='s', g9='s', d8='V')} b grids=- phase=place place=e vicar-from=d9"
    position = GAME.parse(text)
    views = {v.cell: v for v in VIEW.pieces(position)}
    assert views["hand-b"].image == "black-emperor" and views["hand-b"].owner == 1
    assert "to be placed on d9" in views["hand-b"].name


def test_every_picture_exists() -> None:
    names = {"vicar"} | {
        f"{c}-{s}" for c in ("white", "black") for s in ("caesar", "emperor", "pharaoh", "shah")
    }
    for name in names:
        assert resource("pieces", "pards", f"{name}.svg").is_file(), name
    position = play(f"{board(c2='C', c3='S', e2='e', g8='s', g9='s', d9='V')} w grids=-", "c2xe2", "d9-d8")
    for view in [*VIEW.pieces(ROLLED), *VIEW.pieces(position)]:
        assert resource("pieces", "pards", f"{view.image}.svg").is_file()


def test_move_cells() -> None:
    def cells(position: PardsPosition) -> dict[str, tuple[str | None, str | None]]:
        return {position.move_text(m): VIEW.move_cells(position, m) for m in position.legal_moves()}

    assert cells(ROLLED)["b2-d4"] == ("b2", "d4")
    sack = GAME.parse(f"{board(c2='C', c3='S', e2='e', g8='s', g9='s', d9='V')} w grids=-")
    assert cells(sack)["c2xe2"] == ("c2", "e2")
    vicar = play(sack.to_text(), "c2xe2")
    assert cells(vicar) == {"d9-c9": ("d9", "c9"), "d9-d8": ("d9", "d8"), "d9-e9": ("d9", "e9")}
    placing = play(vicar.to_text(), "d9-d8")
    assert cells(placing) == {"e@d9": ("hand-b", "d9")}
    die = GAME.parse(
        f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} w grids=a1:1 phase=die place=e vicar-from=d2"
    )
    assert cells(die) == {"a1+": (None, None), "keep": (None, None)}
    assert set(cells(GAME.initial()).values()) == {(None, None)}
    assert cells(GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=-")) == {"pass": (None, None)}
    assert VIEW.seat_names(ROLLED) == ("White", "Black")
