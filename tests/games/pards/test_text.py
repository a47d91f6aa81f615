"""The Pards position text: defaults, field order, leniency, and every rejection."""

from __future__ import annotations

import pytest

from pardsgui import i18n
from pardsgui.core.contract import PositionError
from tests.games.pards.util import GAME, board

START = "1s1ece1s1/1s1ppp1s1/9/4V4/9/1S1PPP1S1/1S1ECE1S1"
SMALL = board(c2="S", c3="S", g8="s", g9="s", d9="V")


def test_defaults_may_be_left_out_and_are_not_written() -> None:
    full = f"{START} w grids=a1:?,a7:?,e1:?,e7:? phase=move place=- vicar-from=- passes=0"
    assert GAME.parse(full) == GAME.initial()
    assert GAME.parse(full).to_text() == f"{START} w"


def test_fields_in_any_order_with_extra_spaces_and_any_case_in_keys_and_squares() -> None:
    pieces = board(e2="C", c3="S", g8="s", g9="s", d8="V")
    position = GAME.parse(f"  {pieces}   B  PLACE=e  vicar-from=D9  Phase=PLACE  GRIDS=A1:3 ")
    assert position.to_text() == (
        f"{board(e2='C', c3='S', g8='s', g9='s', d8='V')} b grids=a1:3 phase=place place=e vicar-from=d9"
    )


def test_every_field_written_in_the_rules_order() -> None:
    texts = [
        f"{SMALL} b grids=- passes=1",
        f"{SMALL} w grids=a1:3,a7:5,e1:6,e7:2 passes=2",
        f"{board(e2='C', c3='S', g8='s', g9='s', d9='V')} w grids=- phase=vicar place=e",
        f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} w grids=a1:1,a7:6 phase=die place=e vicar-from=d2",
        f"{board(e2='C', c3='S', g8='s', g9='s', d8='V')} b grids=b4:6 phase=place place=e vicar-from=d9",
    ]
    for text in texts:
        position = GAME.parse(text)
        assert position.to_text() == text
        assert GAME.parse(position.to_text()) == position
        assert hash(GAME.parse(text)) == hash(position)


def test_grids_are_written_sorted_and_may_be_none() -> None:
    position = GAME.parse(f"{SMALL} w grids=e7:2,a1:3")
    assert position.to_text() == f"{SMALL} w grids=a1:3,e7:2"
    assert GAME.parse(f"{SMALL} w grids=-").grids == ()


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        ("", "board", "empty"),
        (START, "side", "side field is missing"),
        (f"{START} x", "side", "expected 'w' or 'b'"),
        ("9/9/9/4V4/9/9 w", "board", "expected 7 ranks"),
        ("9/9/9/4V5/9/9/9 w", "board", "rank d has 10 squares"),
        ("9/9/9/4V3/9/9/9 w", "board", "rank d has 8 squares"),
        ("9/9/9/4V3K/9/9/9 w", "board", "rank d has 'K'"),
        ("9/9/9/9/9/9/9 w grids=-", "board", "exactly one Vicar"),
        ("9/9/9/4V3V/9/9/9 w grids=-", "board", r"exactly one Vicar \(V\), found 2"),
        ("9/9/9/4V4/9/9/CC7 w grids=-", "board", "White has 2 Caesars; each side has 1"),
        ("sssss4/9/9/4V4/9/9/9 w grids=-", "board", "Black has 5 Shahs; each side has 4"),
        (f"{START} w grids=a1:7", "grids", "outside 1..6"),
        (f"{START} w grids=a1:0", "grids", "outside 1..6"),
        (f"{START} w grids=a1:x", "grids", "not a whole number"),
        (f"{START} w grids=h1:3", "grids", "not a square"),
        (f"{START} w grids=a8:3", "grids", "a8 reaches off the board"),
        (f"{START} w grids=f1:3", "grids", "f1 reaches off the board"),
        (f"{START} w grids=a1:3,b2:4", "grids", "b2 overlaps"),
        (f"{START} w grids=a1:3,a1:4", "grids", "overlaps"),
        (f"{START} w grids=a1", "grids", "corner:die"),
        (f"{START} w grids=a4:?", "grids", "only the starting grids"),
        (f"{START} w grids=a1:?,a7:3", "grids", "White's dice .* both '\\?' or both numbers"),
        (f"{START} w grids=a1:2,a7:3,e1:?,e7:4", "grids", "Black's dice"),
        (f"{START} b", "side", "White moves first"),
        (f"{START} w phase=jump", "phase", "expected one of move, vicar, die, place"),
        (f"{START} w grids=- place=X", "place", "expected a piece letter"),
        (f"{START} w grids=- place=ee", "place", "expected a piece letter"),
        (f"{START} w grids=- vicar-from=z9", "vicar-from", "not a square"),
        (f"{START} w grids=- passes=3", "passes", "outside 0..2"),
        (f"{START} w colour=w", "colour", "unknown field 'colour'"),
        (f"{START} w passes=1 passes=1", "passes", "given twice"),
        (f"{START} w grids=", "grids", "has no value"),
    ],
)
def test_bad_texts_are_rejected_naming_the_field(text: str, field: str, message: str) -> None:
    with pytest.raises(PositionError, match=message) as caught:
        GAME.parse(text)
    assert caught.value.field == field


AFTER_SACK = board(e2="C", c3="S", g8="s", g9="s", d9="V")


@pytest.mark.parametrize(
    ("text", "field", "message"),
    [
        # The pending piece counts against the suit limit.
        (f"{START} b grids=- phase=place place=E vicar-from=d4", "board", "3 Emperors \\(counting the piece"),
        (f"{AFTER_SACK} w grids=a1:? phase=vicar place=e", "phase", "must be an ordinary turn"),
        (f"{SMALL} w grids=- place=e", "place", "only within a sack turn"),
        (f"{SMALL} w grids=- vicar-from=d5", "vicar-from", "only from the Vicar's move"),
        (
            f"{AFTER_SACK} w grids=- phase=vicar",
            "place",
            "needs the sacked piece, waiting in its owner's tray",
        ),
        (f"{AFTER_SACK} w grids=- phase=vicar place=E", "place", "but White made the sack"),
        (f"{AFTER_SACK} w grids=- phase=place place=e vicar-from=d8", "place", "so Black places it"),
        (f"{AFTER_SACK} b grids=- phase=place place=e", "vicar-from", "needs the square the Vicar left"),
        (f"{AFTER_SACK} b grids=- phase=place place=e vicar-from=c3", "vicar-from", "c3 is not empty"),
        (f"{AFTER_SACK} w grids=- phase=vicar place=e vicar-from=d8", "vicar-from", "has not moved yet"),
        (f"{AFTER_SACK} w grids=- phase=vicar place=e passes=1", "passes", "a sack resets"),
        (
            f"{board(e2='C', c3='S', g5='p', d9='V')} w grids=- phase=vicar place=e",
            "phase",
            "the Vicar has no move",
        ),
        (f"{board(e2='C', c3='S', g8='s', g9='s', g5='V')} w grids=- phase=vicar place=e", "phase", "ended"),
        (f"{AFTER_SACK} w grids=a1:3 phase=die place=e vicar-from=d8", "phase", "does not allow White"),
        (
            f"{board(e2='C', c3='S', g8='s', g9='s', e9='V')} w grids=- phase=die place=e vicar-from=d9",
            "phase",
            "no grid",
        ),
        (
            f"{board(e2='C', c3='S', g8='s', g9='s', e9='V')} b grids=a1:3 phase=die place=e vicar-from=d9",
            "place",
            "but Black made the sack",
        ),
    ],
)
def test_phases_that_cannot_occur_are_rejected(text: str, field: str, message: str) -> None:
    with pytest.raises(PositionError, match=message) as caught:
        GAME.parse(text)
    assert caught.value.field == field


def test_a_finished_game_parses_and_the_editor_says_why_it_cannot_go_on() -> None:
    won = GAME.parse(f"{board(c2='S', f5='s', g5='V')} w grids=-")
    assert won.outcome == (1.0, 0.0)
    assert [p.message for p in won.problems()] == ["the Vicar is on rank g: White has won"]
    assert won.problems()[0].cells == ("g5",)
    drawn = GAME.parse(f"{board(c2='S', f5='s', d5='V')} w grids=- passes=2")
    assert [p.field for p in drawn.problems()] == ["passes"]
    empty = GAME.parse(f"{board(f5='s', d5='V')} w grids=-")
    assert [p.message for p in empty.problems()] == ["White has no pieces"]
    assert GAME.parse(f"{START} w").problems() == []


# A malformed text in English as before and in German with the same facts: the field's key
# (notation, never translated), the ranks, squares, counts and values the text wrote.
MALFORMED = [
    (
        "9/9/9/4V4/9/9 w",
        "board: expected 7 ranks (g to a) separated by '/', found 6",
        "board: erwartet: 7 Reihen (g bis a), getrennt durch '/', gefunden 6",
    ),
    ("9/9/9/4V5/9/9/9 w", "board: rank d has 10 squares, not 9", "board: Reihe d hat 10 Felder, nicht 9"),
    ("9/9/9/V/9/9/9 w", "board: rank d has 1 square, not 9", "board: Reihe d hat 1 Feld, nicht 9"),
    (
        "9/9/9/4V3K/9/9/9 w",
        "board: rank d has 'K'; use CEPS (White), ceps (Black), V (Vicar) or a digit for empty squares",
        "board: Reihe d enthält 'K'; verwenden Sie CEPS (Weiß), ceps (Schwarz), V (Vikar)"
        " oder eine Ziffer für leere Felder",
    ),
    (
        f"{START} w grids=h1:3",
        "grids: 'h1' is not a square (a1 to g9)",
        "grids: 'h1' ist kein Feld (a1 bis g9)",
    ),
    (
        f"{START} w grids=a1",
        "grids: 'a1' should be corner:die, like a1:3 or a1:?",
        "grids: 'a1' sollte Ecke:Würfel sein, wie a1:3 oder a1:?",
    ),
    (
        f"{START} w grids=f1:3",
        "grids: the grid at f1 reaches off the board (its 3x3 area)",
        "grids: das Raster bei f1 ragt über das Brett hinaus (sein 3×3-Bereich)",
    ),
    (
        f"{START} w grids=a1:3,b2:4",
        "grids: the grid at b2 overlaps another grid",
        "grids: das Raster bei b2 überlappt ein anderes Raster",
    ),
    (
        f"{START} w grids=a4:?",
        "grids: only the starting grids (a1, a7, e1, e7) can wait for the opening roll; give a4 a die 1 to 6",
        "grids: nur die Anfangsraster (a1, a7, e1, e7) können auf den Eröffnungswurf warten;"
        " geben Sie a4 einen Würfel von 1 bis 6",
    ),
    (
        f"{START} w grids=a1:?,a7:3",
        "grids: White's dice (a1 and a7) are rolled together: both '?' or both numbers",
        "grids: die Würfel von Weiß (a1 und a7) werden zusammen geworfen: beide '?' oder beide Zahlen",
    ),
    (f"{START} x", "side: expected 'w' or 'b', found 'x'", "side: erwartet: 'w' oder 'b', gefunden 'x'"),
    (
        f"{START} w phase=jump",
        "phase: expected one of move, vicar, die, place, found 'jump'",
        "phase: erwartet: eines von move, vicar, die, place, gefunden 'jump'",
    ),
    (
        f"{START} w grids=- place=X",
        "place: expected a piece letter (CEPS or ceps) or '-', found 'X'",
        "place: erwartet: ein Steinbuchstabe (CEPS oder ceps) oder '-', gefunden 'X'",
    ),
    (
        f"{START} w grids=- vicar-from=z9",
        "vicar-from: 'z9' is not a square (a1 to g9)",
        "vicar-from: 'z9' ist kein Feld (a1 bis g9)",
    ),
]


@pytest.mark.parametrize(("text", "english", "german_words"), MALFORMED)
def test_a_malformed_text_reads_in_german_with_the_same_facts(
    german: None, text: str, english: str, german_words: str
) -> None:
    with pytest.raises(PositionError) as in_german:
        GAME.parse(text)
    with i18n.english(), pytest.raises(PositionError) as in_english:
        GAME.parse(text)
    assert (str(in_english.value), str(in_german.value)) == (english, german_words)
    assert in_german.value.field == in_english.value.field == english.split(":")[0]
