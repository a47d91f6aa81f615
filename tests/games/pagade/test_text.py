"""The Pagade position text: defaults, field order, and every rejection naming its field."""

from __future__ import annotations

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.games import get_game

GAME = get_game("pagade")
START = "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63"
PARKED = "Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4"


def test_defaults_may_be_left_out_and_are_not_written() -> None:
    full = f"{START} R seats=2 dice=- cut=- finished=- moved=-"
    assert GAME.parse(full) == GAME.initial()
    assert GAME.parse(full).to_text() == f"{START} R"
    assert GAME.initial(seats="4p").to_text() == f"{START} R seats=4p"


def test_fields_in_any_order_with_extra_spaces_and_any_case() -> None:
    text = f"  {START.lower()}   g   MOVED=h  cut=ygr dice=6  Seats=4P finished=-"
    text = text.replace("green:g6,g7,29,29", "green:29,h,g7,g6")
    position = GAME.parse(text)
    assert position.to_text() == (
        "Red:R6,R7,12,12/Green:G6,G7,29,H/Yellow:Y6,Y7,46,46/"
        "Black:B6,B7,63,63 G seats=4p dice=6 cut=RGY moved=H"
    )


def test_groups_in_any_order_and_pawns_in_any_order_are_written_in_route_order() -> None:
    text = "Black:B6,B7,63,63/Yellow:46,Y7,Y6,46/Green:G6,G7,29,29/Red:H,12,X,R7 R cut=RG"
    assert (
        GAME.parse(text).to_text()
        == "Red:X,R7,12,H/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63 R cut=RG"
    )


def test_fields_are_written_in_the_rules_order() -> None:
    text = (
        "Red:X,R7,R4h,H/Green:H,H,H,H/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63 R "
        "seats=4 dice=3 cut=RG finished=G moved=R7"
    )
    assert GAME.parse(text).to_text() == text


def test_equal_positions_hash_alike() -> None:
    a = GAME.parse(f"{START} R dice=6,3")
    b = GAME.parse(f"{START} R dice=3,6")
    assert a == b and hash(a) == hash(b)
    assert a != GAME.parse(f"{START} R dice=3,6 seats=4")
    assert len({a, b, GAME.initial()}) == 2


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        ("", "pawns", "empty"),
        (START, "colour", "colour field is missing"),
        (f"{START} Q", "colour", "expected R, G, Y or B"),
        ("Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46 R", "pawns", "four groups"),
        (
            "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Red:R6,R7,12,12 R",
            "pawns",
            "Red's pawns are given twice",
        ),
        (
            "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Pink:6,7,12,12 R",
            "pawns",
            "start with a colour",
        ),
        (
            "Red:R6,R7,12,12,13/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63 R",
            "pawns",
            "Red has 5 pawns",
        ),
        ("Red:R6,R7,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63 R", "pawns", "Red has 3 pawns"),
        (f"Red:R6,R7,12,84/{PARKED} R", "pawns", "Red pawn '84': '84' names no place on the board"),
        (f"Red:R6,R7,12,G3/{PARKED} R", "pawns", "G3 is in Green's belly: a Red pawn never stands there"),
        (f"Red:R6,R7,12,R8/{PARKED} R", "pawns", "'R8' names no place"),
        (f"Red:R6,R7,12,29h/{PARKED} R", "pawns", "no lap ends on 29; Red's lap ends on 8h"),
        (
            "Red:R6,R7,12,12/Green:G6,G7,29,8h/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R",
            "pawns",
            "8h is where Red's",
        ),
        (f"Red:6,R7,12,12/{PARKED} R", "pawns", "'6' names no place on the board .* old numbering"),
        (
            "R:6,7,12,84/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R",
            "pawns",
            "'84' is not a route index .* old numbering",
        ),
        ("R:0,7,12,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R", "pawns", "'0' is not a route index"),
        (
            "R:R6,R7,12,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R",
            "pawns",
            "'R6' is not a route index .* heads it Red:",
        ),
        (f"R:6,7,12,12/{PARKED} R", "pawns", "mixes the old numbering"),
        (
            "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,a,12,12/Black:B6,B7,63,63 R",
            "pawns",
            "Yellow pawn 'a'",
        ),
        (f"Red:R1,20,20,20/{PARKED} R", "pawns", "3 Red pawns .* at most two"),
        (f"Red:R1,8,8,8h/{PARKED} R cut=R", "pawns", r"3 Red pawns \(8, 8, 8h\) on square 8"),
        (
            "Red:R1,R2,R3,20/Green:G1,G2,G3,20/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R",
            "pawns",
            "1 Red pawn and 1 Green pawn stand on square 20; pawns of different colours never share",
        ),
        (
            "Red:R1,R2,R3,23/Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,23/Black:B1,B2,B3,B4 R seats=4p",
            "pawns",
            "different colours",
        ),
        (f"Red:R1,R2,R3,R7h/{PARKED} R", "pawns", r"homeward or Home \(R7h\) but has not cut"),
        (f"Red:R1,R2,R3,H/{PARKED} R cut=G", "pawns", r"Red has a pawn homeward or Home \(H\)"),
        (f"Red:X,R2,R3,R4/{PARKED} R", "cut", "Red has a cut pawn"),
        (f"Red:X,R2,R3,R4/{PARKED} R seats=4p cut=Y", "cut", "one of Green, Black must have cut"),
        (f"{START} R seats=3", "seats", "expected 2, 4 or 4p"),
        (f"{START} R dice=2", "dice", "'2' is not a stick-die face"),
        (f"{START} R dice=1,3,4", "dice", "at most two dice"),
        (f"{START} R cut=RQ", "cut", "'Q' is not a colour"),
        (f"{START} R cut=RR", "cut", "Red is listed twice"),
        (f"{START} R finished=R", "finished", "exactly the colours with all four pawns Home"),
        (f"Red:H,H,H,H/{PARKED} G cut=R", "finished", r"\(R\)"),
        (f"Red:H,H,H,H/{PARKED} R cut=R finished=R", "colour", "Red has finished"),
        (
            "Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,B4 B "
            "seats=4 cut=RGY finished=RYG dice=1,3",
            "dice",
            "the game is over",
        ),
        (
            "Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,B4 B cut=RGY finished=RYG",
            "finished",
            "ends when the first side",
        ),
        (f"{START} R dice=3,6 moved=9", "moved", "exactly one die"),
        (f"{START} R dice=6 moved=9", "moved", "no Red pawn stands on 9"),
        (f"{START} R dice=6 moved=99", "moved", "'99' names no place on the board"),
        (f"{START} R dice=6 moved=X", "moved", "on the board or H"),
        (f"{START} R dice=6 moved=G6", "moved", "G6 is in Green's belly"),
        (f"{START} R colour=R", "colour", "unknown field 'colour'"),
        (f"{START} R dice=3 dice=3", "dice", "given twice"),
        (f"{START} R dice=", "dice", "has no value"),
        (f"{START} R 3,6", None, "written key=value"),
    ],
)
def test_impossible_positions_are_rejected_naming_the_field(
    text: str, field: str | None, message: str
) -> None:
    with pytest.raises(PositionError, match=message) as caught:
        GAME.parse(text)
    assert caught.value.field == field


def test_a_pawn_may_stand_on_76_without_a_cut_and_move_h_is_written() -> None:
    text = f"Red:R1,R2,8h,H/{PARKED} R dice=3 cut=R moved=H"
    assert GAME.parse(text).to_text() == f"Red:R1,R2,8h,H/{PARKED} R dice=3 cut=R moved=H"
    assert GAME.parse(f"Red:R1,R2,R3,8h/{PARKED} R").to_text() == f"Red:R1,R2,R3,8h/{PARKED} R"


def test_one_die_without_moved_is_a_study_position() -> None:
    position = GAME.parse(f"{START} R dice=6")
    assert position.to_text() == f"{START} R dice=6"
    assert position.current == 0


def test_a_text_in_the_old_numbering_is_read_as_it_meant() -> None:
    # Until notation 2 each colour counted its own route (R:…, G:…): Green's 12 is the board's 29.
    old = "R:X,7,80,H/G:12,76,81,H/Y:6,7,12,12/B:1,2,3,40 G seats=4 dice=3 cut=RG moved=12"
    new = (
        "Red:X,R7,R4h,H/Green:29,25h,G3h,H/Yellow:Y6,Y7,46,46/"
        "Black:B1,B2,B3,23 G seats=4 dice=3 cut=RG moved=29"
    )
    assert GAME.parse(old) == GAME.parse(new)
    assert GAME.parse(old).to_text() == new


def test_every_place_is_named_as_the_board_labels_it_and_read_back() -> None:
    from pardsgui.games.pagade.board import PagadeBoard, cell_of
    from pardsgui.games.pagade.names import index, name
    from pardsgui.games.pagade.rules import initial_position

    labels = {mark.text for mark in PagadeBoard().geometry(initial_position()).marks if mark.kind == "coord"}
    for colour in range(4):
        for place in range(85):
            word = name(colour, place)
            assert index(colour, word) == place and index(colour, word.lower()) == place
            cell = cell_of(colour, place)
            if cell.startswith("s"):  # a track square: its number, and h for a lap done
                assert word.removesuffix("h") == cell[1:] in labels
            elif word.endswith("h") and word[0] in "RGYB":  # a belly's homeward lane: its square and h
                assert word[:-1] in labels and "h" in labels and cell == word
            elif word not in ("X", "H"):
                assert word in labels and cell == word
