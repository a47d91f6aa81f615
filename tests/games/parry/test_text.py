"""The Parry position text: defaults, field order, the replayed turn, and every rejection."""

from __future__ import annotations

import re

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition
from tests.speaking import speaking

GAME = get_game("parry")
S5 = "board=square-5-ortho"
EMPTY5 = "." * 25
# White 11, 13, 17 around 12; Black 0, 4, 20 (see test_rules.py).
BEFORE = "2...2......1.1...1..2...."
PLACED = "2...2......111...1..2...."  # after @12: 3 bonus steps
STEPPED = "2...2.....1.11...1..2...."  # then 11-10


def s(**owners: int) -> str:
    """Square 5 points from `p12=1` style owners."""
    chars = ["."] * 25
    for name, seat in owners.items():
        chars[int(name[1:])] = str(seat)
    return "".join(chars)


def test_defaults_may_be_left_out_and_are_not_written() -> None:
    full = f"{'.' * 36} 1 board=equiversi-3-5 seats=2 turn=- steps=0 last=-"
    assert GAME.parse(full) == GAME.initial()
    assert GAME.parse(full).to_text() == "." * 36 + " 1"


def test_fields_in_any_order_with_extra_spaces_and_any_case() -> None:
    text = f"  {PLACED}   1  LAST=1 Steps=3  turn=12   BOARD=Square-5-Ortho "
    assert GAME.parse(text).to_text() == f"{PLACED} 1 {S5} turn=12 steps=3 last=1"


def test_fields_are_written_in_the_rules_order() -> None:
    text = f"{STEPPED} 1 {S5} seats=3 turn=12:11-10 steps=2 last=1"
    position = GAME.parse(f"{PLACED} 1 {S5} seats=3 turn=12 steps=3 last=1")
    stepped = position.play(position.parse_move("11-10"))
    assert stepped.to_text() == text
    assert GAME.parse(text) == stepped


def test_a_parsed_turn_remembers_the_boards_seen() -> None:
    # After 11-10, the step back 10-11 is refused as it is in the played game.
    position = GAME.parse(f"{STEPPED} 1 {S5} turn=12:11-10 steps=2 last=1")
    assert isinstance(position, ParryPosition)
    assert "10-11" not in {position.move_text(m) for m in position.legal_moves()}
    assert "10-15" in {position.move_text(m) for m in position.legal_moves()}


def test_text_round_trips_on_every_board() -> None:
    from pardsgui.games.parry.boards import SPECS

    for spec in SPECS:
        start = GAME.initial(board=spec.slug, seats="4")
        position = start.play(start.legal_moves()[-1])
        assert GAME.parse(position.to_text()) == position
        assert hash(GAME.parse(position.to_text())) == hash(position)


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        ("", "points", "empty"),
        (EMPTY5, "seat", "seat field is missing"),
        (f"{EMPTY5} 1", "points", "the Equiversi 3-5 (36) board has 36 points, the text gives 25"),
        (f"{EMPTY5} 1 board=hex-9", "board", "'hex-9' is not a Parry board"),
        (f"{EMPTY5} 1 {S5} seats=7", "seats", "outside 2..6"),
        (f"{EMPTY5} 1 {S5} seats=two", "seats", "not a whole number"),
        (
            f"{'3' + EMPTY5[1:]} 1 {S5}",
            "points",
            "'3' at point 0: write '.' for an empty point or a seat 1 to 2",
        ),
        (f"{'x' + EMPTY5[1:]} 1 {S5}", "points", "'x' at point 0"),
        (f"{EMPTY5} 3 {S5}", "seat", "outside 1..2"),
        (f"{EMPTY5} w {S5}", "seat", "not a whole number"),
        (f"{EMPTY5} 1 {S5} last=3", "last", "outside 1..2"),
        (f"{EMPTY5} 1 {S5} steps=2", "steps", "bonus steps are left only during a turn"),
        (f"{EMPTY5} 1 {S5} steps=9", "steps", "outside 0..8"),
        (f"{PLACED} 1 {S5} turn=x steps=3 last=1", "turn", "is not '-', a point"),
        (f"{PLACED} 1 {S5} turn=12: steps=3 last=1", "turn", "is not '-', a point"),
        (f"{PLACED} 1 {S5} turn=99 steps=3 last=1", "turn", "point 99 is not on this board"),
        (f"{PLACED} 1 {S5} turn=12 steps=3", "last", "White placed on point 12 this turn, so last=1"),
        (f"{PLACED} 1 {S5} turn=7 steps=3 last=1", "turn", "point 7 holds no White piece"),
        (f"{PLACED} 1 {S5} turn=12 last=1", "steps", "gave 3 bonus steps and 0 were made, so steps=3"),
        (f"{PLACED} 1 {S5} turn=12 steps=2 last=1", "steps", "so steps=3"),
        (f"{PLACED} 1 {S5} turn=12:11-10 steps=2 last=1", "turn", "the step 11-10 cannot be undone"),
        (f"{PLACED} 1 {S5} turn=12:11-10,10-11 steps=1 last=1", "turn", "bring back a board seen earlier"),
        (
            f"{s(p0=2, p4=2, p20=2, p11=1, p12=1, p13=1, p14=1, p17=1)} 1 {S5} turn=12:13-14 steps=2 last=1",
            "turn",
            "the step 13-14 cannot be undone",
        ),
        (
            f"{s(p12=1)} 1 {S5} turn=12 steps=1 last=1",
            "turn",
            "placing on point 12 gives White no bonus steps",
        ),
        (
            f"{s(p0=1, p12=1, p24=2)} 1 {S5} turn=12 steps=1 last=1",
            "turn",
            "White could not have placed on point 12",
        ),
        (f"{EMPTY5} 1 {S5} colour=w", "colour", "unknown field 'colour'"),
        (f"{EMPTY5} 1 {S5} {S5}", "board", "given twice"),
        (f"{EMPTY5} 1 {S5} last=", "last", "has no value"),
        (f"{EMPTY5} 1 {S5} 12", None, "written key=value"),
    ],
)
def test_bad_positions_are_rejected_naming_the_field(text: str, field: str | None, message: str) -> None:
    with pytest.raises(PositionError, match=re.escape(message)) as caught:
        GAME.parse(text)
    assert caught.value.field == field


def test_the_turn_is_replayed_up_to_the_last_step_allowed() -> None:
    # Three bonus steps: after three the turn is over, so a fourth cannot be written.
    moved = s(p0=2, p4=2, p20=2, p10=1, p12=1, p14=1, p22=1)
    with pytest.raises(PositionError, match="the bonus steps were used up") as caught:
        GAME.parse(f"{moved} 1 {S5} turn=12:11-10,13-14,17-22 steps=0 last=1")
    assert caught.value.field == "turn"


def test_problems_flag_piece_counts_that_do_not_fit_the_turn_order() -> None:
    assert GAME.parse(f"{BEFORE} 1 {S5} last=2").problems() == []
    assert GAME.parse(f"{PLACED} 1 {S5} turn=12 steps=3 last=1").problems() == []
    odd = GAME.parse(f"{BEFORE} 2 {S5} last=1").problems()
    assert [p.field for p in odd] == ["points"]
    three = GAME.parse(f"{s(p0=1, p1=2)} 3 {S5} seats=3 last=2").problems()
    assert three == []
    over = GAME.parse(("111222" * 6) + " 1 board=square-6-ortho last=2").problems()
    assert [p.message for p in over] == ["the game is over: White cannot place"]


def test_a_count_problem_says_what_the_counts_should_be_and_marks_the_odd_seat() -> None:
    (two,) = GAME.parse(f"{s(p0=1, p1=1, p2=2)} 1 {S5} last=2").problems()
    assert two.message == (
        "the stone counts (White 2, Black 1) do not fit the turn order: with White to move, every"
        " player should have as many stones as the others (each turn places one stone, White first)"
    )
    assert two.cells == ()  # two seats out of step with each other: either may be at fault
    # Red to move: White and Black have one more than Red and Green, but Green has two.
    (four,) = GAME.parse(f"{s(p0=1, p1=2, p3=4, p4=4)} 3 {S5} seats=4 last=2").problems()
    assert "White and Black should each have one stone more than Red and Green" in four.message
    assert four.field == "points" and four.cells == ("3", "4")
    (during,) = GAME.parse(f"{PLACED[:-1]}2 1 {S5} turn=12 steps=3 last=1").problems()
    assert "with White in the middle of a turn, White should have one stone more than Black" in during.message


def test_the_last_placer_must_be_the_player_before_the_mover() -> None:
    (wrong,) = GAME.parse(f"{BEFORE} 1 {S5} last=1").problems()
    assert wrong.field == "last"
    assert wrong.message == "last: Black placed the last stone, as the player before White (to move): last=2"
    assert GAME.parse(f"{BEFORE} 1 {S5}").problems()[0].field == "last"  # last=- with stones
    (empty,) = GAME.parse(f"{EMPTY5} 1 {S5} last=2").problems()
    assert empty.message == "last: no stone is on the board, so no one placed the last one (last=-)"
    three = GAME.parse(f"{s(p0=1, p1=2)} 3 {S5} seats=3 last=1").problems()
    assert [p.message for p in three] == [
        "last: Black placed the last stone, as the player before Red (to move): last=2"
    ]


def test_options_of_a_position() -> None:
    position = GAME.parse(f"{EMPTY5} 1 {S5} seats=5")
    assert GAME.options_of(position) == {"board": "square-5-ortho", "seats": "5"}
    assert GAME.initial(**GAME.options_of(position)) == position
    assert [spec.key for spec in GAME.options()] == ["board", "seats"]


def fault(text: str) -> PositionError:
    with pytest.raises(PositionError) as caught:
        GAME.parse(text)
    return caught.value


@pytest.mark.parametrize(
    ("text", "english", "german"),
    [
        (
            f"{EMPTY5[:-1]} 1 {S5}",
            "points: the Square 5 ortho (25) board has 25 points, the text gives 24",
            "points: das Brett Quadrat 5 orthogonal (25) hat 25 Punkte, der Text gibt 24",
        ),
        (
            f"{PLACED} 1 {S5} turn=12 last=1",
            "steps: placing on point 12 gave 3 bonus steps and 0 were made, so steps=3",
            "steps: das Setzen auf Punkt 12 gab 3 Bonusschritte und 0 wurden gemacht, also steps=3",
        ),
        (
            f"{PLACED} 1 {S5} turn=12:11-10 steps=2 last=1",
            "turn: the step 11-10 cannot be undone from this board",
            "turn: der Schritt 11-10 lässt sich auf diesem Brett nicht zurücknehmen",
        ),
        (
            f"{PLACED} 1 {S5} turn=12 steps=3",
            "last: White placed on point 12 this turn, so last=1",
            "last: Weiß hat in diesem Zug auf Punkt 12 gesetzt, also last=1",
        ),
    ],
)
def test_a_malformed_text_read_in_german_names_the_same_facts_in_german(
    text: str, english: str, german: str
) -> None:
    """The words follow the reader's language; the field's key, the points, counts and the
    field=value to write do not (and English reads as it always did)."""
    key = english.split(":")[0]
    assert (str(fault(text)), fault(text).field) == (english, key)
    with speaking("de"):
        error = fault(text)
        assert (str(error), error.field) == (german, key)
    assert str(fault(text)) == english
