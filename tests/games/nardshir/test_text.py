"""The Nardshir position text: defaults, field order, and every rejection."""

from __future__ import annotations

import pytest

from pardsgui import i18n
from pardsgui.core.contract import PositionError
from pardsgui.games import get_game

GAME = get_game("nardshir")
EMPTY = ",".join(["0"] * 24)


def test_defaults_may_be_left_out_and_are_not_written() -> None:
    full = f"{EMPTY} w hand=15,15 off=0,0 dice=- variant=ludii2"
    assert GAME.parse(full) == GAME.initial()
    assert GAME.parse(full).to_text() == f"{EMPTY} w"


def test_fields_in_any_order_with_extra_spaces_and_any_case() -> None:
    text = f"  {EMPTY}   B   variant=ludii2  DICE=5,3   hand=15,15 "
    position = GAME.parse(text)
    assert position.to_text() == f"{EMPTY} b dice=3,5"


def test_fields_are_written_in_the_rules_order() -> None:
    board = ",".join(["1"] * 12 + ["0"] * 12)
    text = f"{board} b hand=3,14 off=0,1 dice=4,4,4 variant=historical"
    assert GAME.parse(text).to_text() == text


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        ("", "points", "empty"),
        (EMPTY, "player", "player field is missing"),
        (f"{EMPTY} x", "player", "expected 'w' or 'b'"),
        (",".join(["0"] * 23) + " w", "points", "24 comma-separated counts, found 23"),
        (EMPTY.replace("0", "a", 1) + " w", "points", "point 0: 'a' is not a whole number"),
        (EMPTY.replace("0", "16", 1) + " w", "points", "outside -15..15"),
        (f"{EMPTY} w hand=15,14", "points", "Black has 14 pieces"),
        (f"{EMPTY} w hand=15", "hand", "needs 2 comma-separated numbers"),
        (f"{EMPTY} w dice=7", "dice", "outside 1..6"),
        (f"{EMPTY} w dice=1,2,3", "dice", "only from a double"),
        (f"{EMPTY} w dice=2,2,2,2,2", "dice", "at most four"),
        (f"{EMPTY} w variant=modern", "variant", "ludii2 or historical"),
        (f"{EMPTY} w colour=w", "colour", "unknown field 'colour'"),
        (f"{EMPTY} w dice=3,5 dice=3,5", "dice", "given twice"),
        (f"{EMPTY} w dice=", "dice", "has no value"),
        (f"{EMPTY} w 3,5", None, "written key=value"),
        (f"{EMPTY} b hand=0,15 off=15,0 dice=3", "dice", "the game is over"),
        (f"{EMPTY} w hand=0,15 off=15,0", "player", "the turn has passed to Black"),
    ],
)
def test_bad_positions_are_rejected_naming_the_field(text: str, field: str | None, message: str) -> None:
    with pytest.raises(PositionError, match=message) as caught:
        GAME.parse(text)
    assert caught.value.field == field


def test_problems_flag_crowded_starting_points_in_ludii2_only() -> None:
    board = ["0"] * 24
    board[3] = "3"
    text = f"{','.join(board)} w hand=12,15 dice=1"
    problems = GAME.parse(text).problems()
    assert [p.cells for p in problems] == [("p3",)]
    assert GAME.parse(text + " variant=historical").problems() == []


# A malformed text in English as before and in German with the same facts: the field's key
# (notation, never translated), the counts, points and values the text wrote.
MALFORMED = [
    (
        ",".join(["0"] * 23) + " w",
        "points",
        "points: expected 24 comma-separated counts, found 23",
        "points: erwartet: 24 durch Kommas getrennte Anzahlen, gefunden 23",
    ),
    (
        f"{EMPTY} x",
        "player",
        "player: expected 'w' or 'b', found 'x'",
        "player: erwartet: 'w' oder 'b', gefunden 'x'",
    ),
    (
        f"{EMPTY} w hand=15,14",
        "points",
        "Black has 14 pieces (0 on the board, 14 in hand, 0 off); each player has exactly 15",
        "Schwarz hat 14 Steine (0 auf dem Brett, 14 in der Hand, 0 abgetragen); jeder Spieler hat genau 15",
    ),
    (
        f"{EMPTY} w dice=1,2,3",
        "dice",
        "dice: 1,2,3 cannot remain: more than two dice remain only from a double",
        "dice: 1,2,3 kann nicht übrig sein: mehr als zwei Würfel bleiben nur von einem Pasch",
    ),
    (
        f"{EMPTY} w dice=2,2,2,2,2",
        "dice",
        "dice: at most four dice remain (a double), found 5",
        "dice: höchstens vier Würfel bleiben (ein Pasch), gefunden: 5",
    ),
    (
        f"{EMPTY} w variant=modern",
        "variant",
        "variant: expected ludii2 or historical, found 'modern'",
        "variant: erwartet: ludii2 oder historical, gefunden 'modern'",
    ),
]


@pytest.mark.parametrize(("text", "field", "english", "german_words"), MALFORMED)
def test_a_malformed_text_reads_in_german_with_the_same_facts(
    german: None, text: str, field: str, english: str, german_words: str
) -> None:
    with pytest.raises(PositionError) as in_german:
        GAME.parse(text)
    with i18n.english(), pytest.raises(PositionError) as in_english:
        GAME.parse(text)
    assert (str(in_english.value), str(in_german.value)) == (english, german_words)
    assert in_german.value.field == in_english.value.field == field
