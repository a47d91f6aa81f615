"""The Qt-free drawing description of Pards (docs/look.md)."""

from __future__ import annotations

from pardsgui.core.contract import PositionError
from pardsgui.core.geometry import DiceView, Geometry, HandItem, Point
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


def dice_shown(geometry: Geometry) -> dict[Point, int | str]:
    """Each die face drawn on the board: its centre and its pips counted (or its '?')."""
    faces = [m for m in geometry.marks if m.tone == "die" and m.kind == "polygon"]
    shown: dict[Point, int | str] = {}
    for face in faces:
        (cx, cy), half = face.at, face.size / 2
        inside = [m for m in geometry.marks if abs(m.at[0] - cx) < half and abs(m.at[1] - cy) < half]
        pips = [m for m in inside if m.kind == "pip" and m.tone == "die-text"]
        texts = [m.text for m in inside if m.kind == "text"]
        shown[face.at] = texts[0] if texts else len(pips)
    return shown


def test_each_grid_is_outlined_and_only_its_die_face_beside_its_outer_corner_shows_spots() -> None:
    geometry = VIEW.geometry(ROLLED)
    # Newcomers read five spots printed in every grid as a die showing five: the only spots
    # on the board are the dice's, as many as each die shows (2 + 5 + 6 + 1).
    pips = [m for m in geometry.marks if m.kind == "pip"]
    assert (
        len(pips) == 2 + 5 + 6 + 1
        and sum(value for value in dice_shown(geometry).values() if value != "?") == 14
    )
    outlines = [
        m for m in geometry.marks if m.kind == "outline" and m.tone == "grid-line" and len(m.polygon) == 4
    ]
    assert len(outlines) == 4
    unrolled_pips = [m for m in VIEW.geometry(GAME.initial()).marks if m.kind == "pip"]
    assert unrolled_pips == []  # before the roll no die shows a number
    dice = {value: at for at, value in dice_shown(geometry).items()}
    assert set(dice) == {1, 2, 5, 6}
    a1, a9, g1, g9 = (geometry.cell(s).center for s in ("a1", "a9", "g1", "g9"))
    # a1 shows 2 beyond the bottom-left corner; a7 (5) bottom right; e1 (6) top left; e7 (1) top right.
    assert dice[2][0] < a1[0] and dice[2][1] > a1[1]
    assert dice[5][0] > a9[0] and dice[5][1] > a9[1]
    assert dice[6][0] < g1[0] and dice[6][1] < g1[1]
    assert dice[1][0] > g9[0] and dice[1][1] < g9[1]
    unrolled = VIEW.geometry(GAME.initial())
    assert sorted(dice_shown(unrolled).values(), key=str) == ["?"] * 4


def test_a_grid_away_from_the_corners_has_its_die_in_the_nearer_margin_under_its_middle_file() -> None:
    position = GAME.parse(f"{board(d5='V', a1='S', g9='s')} w grids=b4:3,e1:4")
    geometry = VIEW.geometry(position)
    dice = {value: at for at, value in dice_shown(geometry).items()}
    a5, g1 = geometry.cell("a5").center, geometry.cell("g1").center
    # b4 (b4-d6) is nearer White's edge: its die is under file 5, beyond its coordinate,
    # and a line on the board leads from the edge to the grid.
    coords = [m for m in geometry.marks if m.kind == "coord" and m.text == "5"]
    assert len(coords) == 2  # the die takes no coordinate's place
    below = max(coords, key=lambda m: m.at[1])
    assert dice[3][0] == a5[0] and dice[3][1] > below.at[1] > a5[1]
    (leader,) = [line for line in geometry.lines if line.tone == "grid-line"]
    assert leader.start == (a5[0], a5[1] + 0.5) and leader.end == (a5[0], a5[1] - 0.5)
    assert dice[4][0] < g1[0] and dice[4][1] < g1[1]
    # The river keeps its tone inside a grid.
    assert geometry.cell("d5").tone == "river" and geometry.cell("c5").tone == "grid"


def boxes_overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_no_die_stands_on_a_coordinate_and_every_label_is_readable() -> None:
    # Every place a grid can be (alone, and with the four starting grids where it fits).
    corners = [f"{r}{f}" for r in "abcde" for f in range(1, 8)]
    for corner in corners:
        for others in ("", "a1:1,a7:2,e1:3,e7:4"):
            try:
                position = GAME.parse(
                    f"{board(d5='V', a5='S', g5='s')} w grids={corner}:5{',' if others else ''}{others}"
                )
            except PositionError:
                continue  # overlapping grids
            geometry = VIEW.geometry(position)
            faces = [m for m in geometry.marks if m.tone == "die" and m.kind == "polygon"]
            labels = [m for m in geometry.marks if m.kind in ("coord", "text") and m.tone != "die-text"]
            assert sorted(m.text for m in labels if m.kind == "coord") == sorted(
                [str(f) for f in range(1, 10)] * 2 + list("abcdefg")
            )
            for face in faces:
                half = face.size / 2
                die = (face.at[0] - half, face.at[1] - half, face.at[0] + half, face.at[1] + half)
                assert die[0] >= 0 and die[2] <= geometry.width and die[1] >= 0 and die[3] <= geometry.height
                for label in labels:
                    # A generous box around the text: as tall as its size, 0.6 of it wide per letter.
                    w, h = 0.6 * label.size * len(label.text) / 2, label.size / 2
                    box = (label.at[0] - w, label.at[1] - h, label.at[0] + w, label.at[1] + h)
                    assert not boxes_overlap(die, box), (corner, others, label.text)
                for other in faces:
                    if other is not face:
                        assert (
                            abs(other.at[0] - face.at[0]) >= face.size
                            or abs(other.at[1] - face.at[1]) >= face.size
                        )
            # At 1200x800 the board's longer side is about 700 px: labels at least 10 px tall.
            assert all(m.size / max(geometry.width, geometry.height) * 700 >= 10 for m in labels)


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


SACK = f"{board(c2='C', c3='S', e2='e', g8='s', g9='s', d9='V')} w grids=-"


def words(position: PardsPosition) -> dict[str, str]:
    return {position.move_text(m): VIEW.move_label(position, m) for m in position.legal_moves()}


def test_the_banner_says_who_rolls_for_which_grids() -> None:
    start = GAME.initial()
    assert VIEW.prompt(start) == "White: roll the dice for your grids a1 (lower) and a7 (higher)"
    assert VIEW.acting_seat(start) == 0 and start.current is None
    assert VIEW.dice(start) == DiceView("d6", (), 2, caption="White rolls two dice for the grids")
    assert words(start)["roll w 2,5"] == "Roll 2 and 5 — a1 2, a7 5"
    black = play(start.to_text(), "roll w 2,5")
    assert VIEW.prompt(black) == "Black: roll the dice for your grids e7 (lower) and e1 (higher)"
    assert VIEW.acting_seat(black) == 1
    assert words(black)["roll b 1,6"] == "Roll 1 and 6 — e7 1, e1 6"  # Black's lower die goes to e7
    rolled = play(black.to_text(), "roll b 1,6")
    assert VIEW.prompt(rolled) == "White: move a piece along a pattern or by its grid's die"
    assert VIEW.dice(rolled) == DiceView("d6", (2, 5, 6, 1), 4, caption="Grid dice: a1 2, a7 5, e1 6, e7 1")
    # A player keeping one starting grid (an edited position) still rolls two dice.
    one = GAME.parse(f"{ROLLED.board_text()} w grids=a7:?,e1:?,e7:?")
    assert VIEW.prompt(one) == "White: roll the dice for your grid a7 (it takes the higher)"
    assert words(one)["roll w 2,5"] == "Roll 2 and 5 — a7 5"


def test_a_sack_turn_in_words_the_vicar_the_die_and_the_placement() -> None:
    sack = GAME.parse(SACK)
    assert words(sack)["c2xe2"] == "Sack: c2 takes e2" and words(sack)["c2-b2"] == "c2 → b2"
    vicar = play(SACK, "c2xe2")
    assert VIEW.prompt(vicar) == "White: after your sack, move the Vicar along a pattern"
    assert VIEW.acting_seat(vicar) == 0
    assert words(vicar)["d9-d8"] == "Move the Vicar d9 → d8"
    black = VIEW.panels(vicar)[1]
    assert black.items == (HandItem("black-emperor", 1, "Emperor sacked, to place on d9"),)
    placing = play(SACK, "c2xe2", "d9-d8")
    assert VIEW.prompt(placing) == "Black: put the sacked Emperor back on d9, where the Vicar stood"
    assert words(placing) == {"e@d9": "Place the Emperor on d9"}
    rings = [m for m in VIEW.geometry(placing).marks if m.kind == "ring"]
    assert [(m.at, m.tone) for m in rings] == [(VIEW.geometry(placing).cell("d9").center, "seat-black")]
    assert not [m for m in VIEW.geometry(vicar).marks if m.kind == "ring"]
    die = GAME.parse(
        f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} w grids=a1:1,e7:6 phase=die place=e vicar-from=d2"
    )
    assert VIEW.prompt(die) == (
        "White: the Vicar crossed into Black's side — raise or lower one grid's die by 1, or keep the dice"
    )
    assert words(die) == {
        "a1+": "Raise the a1 die to 2",
        "e7-": "Lower the e7 die to 5",
        "keep": "Keep the dice",
    }


def test_pass_and_the_results_in_words() -> None:
    stuck = GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=-")
    assert VIEW.prompt(stuck) == "White: no move is possible — pass" and words(stuck) == {"pass": "Pass"}
    drawn = GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=- passes=2")
    assert VIEW.prompt(drawn) == "Draw. Two passes in a row: neither White nor Black could move"
    assert VIEW.acting_seat(drawn) is None
    white = GAME.parse(f"{board(c2='S', f5='s', g9='V')} b grids=-")
    assert VIEW.prompt(white) == "White wins. The Vicar reached rank g, Black's home rank"
    black = GAME.parse(f"{board(c2='S', f5='s', a9='V')} w grids=-")
    assert VIEW.prompt(black) == "Black wins. The Vicar reached rank a, White's home rank"


def test_the_players_panel_counts_the_pieces_and_names_those_left_out() -> None:
    white, black = VIEW.panels(ROLLED)
    assert (white.name, white.image, white.items) == ("White", "white-caesar", ())
    assert white.notes == ("10 of 10 pieces on the board",) and black.image == "black-caesar"
    placing = play(SACK, "c2xe2", "d9-d8")
    white, black = VIEW.panels(placing)
    assert white.notes == ("2 of 10 pieces on the board", "not in this game: 2 Emperors, 3 Pharaohs, 3 Shahs")
    # The sacked Emperor waits in the tray: it is not "left out".
    assert black.notes[1] == "not in this game: 1 Caesar, 1 Emperor, 3 Pharaohs, 2 Shahs"


def test_a_ring_round_any_grids_die_stays_on_the_drawing_and_off_its_pips() -> None:
    """A lesson points at a die ("die a1") with a numbered ring: the ring and its badge fit the lane."""
    for corner in [f"{r}{f}" for r in "abcde" for f in range(1, 8)]:
        position = GAME.parse(f"{board(d5='V', a5='S', g5='s')} w grids={corner}:6")
        geometry = VIEW.geometry(position)
        ((name, (centre, radius)),) = VIEW.places(position).items()
        assert name == f"die {corner}" and centre in dice_shown(geometry)
        # Half the ring's widest pen (0.11) beyond it; its badge (a third of it) at 0.8 of it right and down.
        reach = max(radius + 0.055, radius * (0.8 + 0.33) + 0.01)
        assert reach <= centre[0] and centre[0] + reach <= geometry.width, corner
        assert reach <= centre[1] and centre[1] + reach <= geometry.height, corner
        pips = [m for m in geometry.marks if m.kind == "pip"]
        assert all(
            ((m.at[0] - centre[0]) ** 2 + (m.at[1] - centre[1]) ** 2) ** 0.5 + m.size < radius - 0.06
            for m in pips
        )
