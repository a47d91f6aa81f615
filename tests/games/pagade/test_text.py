"""The Pagade position text: defaults, field order, and every rejection naming its field."""

from __future__ import annotations

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.games import get_game

GAME = get_game("pagade")
START = "R:6,7,12,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12"
PARKED = "G:1,2,3,4/Y:1,2,3,4/B:1,2,3,4"


def test_defaults_may_be_left_out_and_are_not_written() -> None:
    full = f"{START} R seats=2 dice=- cut=- finished=- moved=-"
    assert GAME.parse(full) == GAME.initial()
    assert GAME.parse(full).to_text() == f"{START} R"
    assert GAME.initial(seats="4p").to_text() == f"{START} R seats=4p"


def test_fields_in_any_order_with_extra_spaces_and_any_case() -> None:
    text = f"  {START.lower()}   g   MOVED=h  cut=ygr dice=6  Seats=4P finished=-"
    text = text.replace("g:6,7,12,12", "g:12,h,7,6")
    position = GAME.parse(text)
    assert position.to_text() == (
        "R:6,7,12,12/G:6,7,12,H/Y:6,7,12,12/B:6,7,12,12 G seats=4p dice=6 cut=RGY moved=H"
    )


def test_groups_in_any_order_and_pawns_in_any_order_are_written_in_route_order() -> None:
    text = "B:6,7,12,12/Y:12,7,6,12/G:6,7,12,12/R:H,12,X,7 R cut=RG"
    assert GAME.parse(text).to_text() == "R:X,7,12,H/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R cut=RG"


def test_fields_are_written_in_the_rules_order() -> None:
    text = "R:X,7,80,H/G:H,H,H,H/Y:6,7,12,12/B:6,7,12,12 R seats=4 dice=3 cut=RG finished=G moved=7"
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
        ("R:6,7,12,12/G:6,7,12,12/Y:6,7,12,12 R", "pawns", "four groups"),
        ("R:6,7,12,12/G:6,7,12,12/Y:6,7,12,12/R:6,7,12,12 R", "pawns", "Red's pawns are given twice"),
        ("R:6,7,12,12/G:6,7,12,12/Y:6,7,12,12/P:6,7,12,12 R", "pawns", "colour letter"),
        ("R:6,7,12,12,13/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R", "pawns", "Red has 5 pawns"),
        ("R:6,7,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R", "pawns", "Red has 3 pawns"),
        ("R:6,7,12,84/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R", "pawns", "'84' is not a route index"),
        ("R:0,7,12,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R", "pawns", "'0' is not a route index"),
        ("R:6,7,12,12/G:6,7,12,12/Y:6,a,12,12/B:6,7,12,12 R", "pawns", "Yellow pawn 'a'"),
        (f"R:1,20,20,20/{PARKED} R", "pawns", "3 Red pawns .* at most two"),
        (f"R:1,8,8,76/{PARKED} R cut=R", "pawns", r"route indices 8, 8, 76\) on square 8"),
        ("R:1,2,3,20/G:1,2,3,71/Y:1,2,3,4/B:1,2,3,4 R", "pawns", "different colours never share"),
        ("R:1,2,3,23/G:1,2,3,4/Y:1,2,3,57/B:1,2,3,4 R seats=4p", "pawns", "different colours"),
        (f"R:1,2,3,77/{PARKED} R", "pawns", "past route index 76 but has not cut"),
        (f"R:1,2,3,H/{PARKED} R cut=G", "pawns", "Red has a pawn past route index 76"),
        (f"R:X,2,3,4/{PARKED} R", "cut", "Red has a cut pawn"),
        (f"R:X,2,3,4/{PARKED} R seats=4p cut=Y", "cut", "one of Green, Black must have cut"),
        (f"{START} R seats=3", "seats", "expected 2, 4 or 4p"),
        (f"{START} R dice=2", "dice", "'2' is not a stick-die face"),
        (f"{START} R dice=1,3,4", "dice", "at most two dice"),
        (f"{START} R cut=RQ", "cut", "'Q' is not a colour"),
        (f"{START} R cut=RR", "cut", "Red is listed twice"),
        (f"{START} R finished=R", "finished", "exactly the colours with all four pawns Home"),
        (f"R:H,H,H,H/{PARKED} G cut=R", "finished", r"\(R\)"),
        (f"R:H,H,H,H/{PARKED} R cut=R finished=R", "colour", "Red has finished"),
        (
            "R:H,H,H,H/G:H,H,H,H/Y:H,H,H,H/B:1,2,3,4 B seats=4 cut=RGY finished=RYG dice=1,3",
            "dice",
            "the game is over",
        ),
        (
            "R:H,H,H,H/G:H,H,H,H/Y:H,H,H,H/B:1,2,3,4 B cut=RGY finished=RYG",
            "finished",
            "ends when the first side",
        ),
        (f"{START} R dice=3,6 moved=9", "moved", "exactly one die"),
        (f"{START} R dice=6 moved=9", "moved", "no Red pawn stands on route index 9"),
        (f"{START} R dice=6 moved=99", "moved", "not a route index"),
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
    text = f"R:1,2,76,H/{PARKED} R dice=3 cut=R moved=H"
    assert GAME.parse(text).to_text() == f"R:1,2,76,H/{PARKED} R dice=3 cut=R moved=H"
    assert GAME.parse(f"R:1,2,3,76/{PARKED} R").to_text() == f"R:1,2,3,76/{PARKED} R"


def test_one_die_without_moved_is_a_study_position() -> None:
    position = GAME.parse(f"{START} R dice=6")
    assert position.to_text() == f"{START} R dice=6"
    assert position.current == 0
