"""A Pagade position text that does not read, said in the reader's language.

The key in front ("dice:") is notation and stays; the words after it are translated, and what
they quote of the text (a value, a place, a count) is the same in every language. In English
the words are exactly those people and tests have always read.
"""

from __future__ import annotations

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError
from pardsgui.games import get_game
from pardsgui.games.pagade.editor import PagadeEditor

GAME = get_game("pagade")
START = "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63"
PARKED = "Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4"
HOME3 = "Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,B4 B"

# (text, English as always, German): the same field, the same quoted facts.
CASES = [
    (
        "a/b R",
        "pawns: expected four groups Red:…/Green:…/Yellow:…/Black:…, found 2",
        "pawns: erwartet vier Gruppen Red:…/Green:…/Yellow:…/Black:…, gefunden 2",
    ),
    (
        f"Q:1,2/{PARKED} R",
        "pawns: 'Q:1,2' should start with a colour, Red, Green, Yellow or Black, and a colon",
        "pawns: 'Q:1,2' sollte mit einer Farbe (Red, Green, Yellow oder Black) und einem Doppelpunkt"
        " beginnen",
    ),
    (
        "R:6,7,12,99/G:1,2,3,4/Y:1,2,3,4/B:1,2,3,4 R",
        "pawns: Red pawn '99' is not a route index (1-83), H (Home) or X (cut): a group headed R: is read"
        " in the old numbering, each colour counting its own route; this numbering heads it Red: and"
        " names the squares as the board prints them",
        "pawns: Figur '99' von Rot ist kein Wegindex (1-83), H (Haus) oder X (geworfen): für eine Gruppe"
        " mit R: am Anfang gilt die alte Nummerierung, in der jede Farbe ihren eigenen Weg zählt;"
        " diese Nummerierung beginnt sie mit Red: und nennt die Felder, wie das Brett sie druckt",
    ),
    (
        f"Red:R1,R2,R3/{PARKED} R",
        "pawns: Red has 3 pawns; each colour has exactly four",
        "pawns: Rot hat 3 Figuren; jede Farbe hat genau vier",
    ),
    (
        f"{START} R seats=3",
        "seats: expected 2, 4 or 4p, found '3'",
        "seats: erwartet 2, 4 oder 4p, gefunden '3'",
    ),
    (
        f"{START} Q",
        "colour: expected R, G, Y or B, found 'Q'",
        "colour: erwartet R, G, Y oder B, gefunden 'Q'",
    ),
    (
        f"{START} R dice=2",
        "dice: '2' is not a stick-die face (1, 3, 4 or 6)",
        "dice: '2' ist keine Seite eines Stabwürfels (1, 3, 4 oder 6)",
    ),
    (
        f"{START} R dice=1,3,4",
        "dice: at most two dice remain, found 3",
        "dice: höchstens zwei Würfel bleiben übrig, gefunden 3",
    ),
    (
        f"{START} R cut=RQ",
        "cut: 'Q' is not a colour (R, G, Y, B, or - for none)",
        "cut: 'Q' ist keine Farbe (R, G, Y, B, oder - für keine)",
    ),
    (f"{START} R cut=RR", "cut: Red is listed twice", "cut: Rot steht zweimal in der Liste"),
    (
        f"Red:H,H,H,H/{PARKED} G cut=R",
        "finished: must list exactly the colours with all four pawns Home (R), in the order they finished",
        "finished: muss genau die Farben mit allen vier Figuren im Haus nennen (R), in der Reihenfolge,"
        " in der sie fertig wurden",
    ),
    (
        f"Red:H,H,H,H/{PARKED} R cut=R finished=R",
        "colour: Red has finished; its turns are skipped",
        "colour: Rot ist fertig; seine Züge werden übersprungen",
    ),
    (
        f"{HOME3} seats=4 cut=RGY finished=RYG dice=1,3",
        "dice: the game is over, no dice",
        "dice: die Partie ist vorbei, keine Würfel",
    ),
    (
        f"{HOME3} cut=RGY finished=RYG",
        "finished: a partnership game ends when the first side has all eight pawns Home",
        "finished: eine Partnerschaftspartie endet, sobald die erste Seite alle acht Figuren im Haus hat",
    ),
    (
        f"{START} R dice=3,6 moved=9",
        "moved: names the first die's pawn, so exactly one die must be left",
        "moved: nennt die Figur des ersten Würfels, also muss genau ein Würfel übrig sein",
    ),
    (
        f"{START} R dice=6 moved=9",
        "moved: no Red pawn stands on 9",
        "moved: auf 9 steht keine Figur von Rot",
    ),
    (
        f"{START} R dice=6 moved=X",
        "moved: names where the first die's pawn went, on the board or H",
        "moved: nennt, wohin die Figur des ersten Würfels zog, auf dem Brett oder H",
    ),
]


def said(text: str) -> tuple[str, str | None]:
    with pytest.raises(PositionError) as caught:
        GAME.parse(text)
    return str(caught.value), caught.value.field


@pytest.mark.parametrize(("text", "english", "german_words"), CASES)
def test_a_malformed_position_reads_in_english_as_always(text: str, english: str, german_words: str) -> None:
    assert said(text) == (english, english.split(":")[0])


@pytest.mark.parametrize(("text", "english", "german_words"), CASES)
def test_a_malformed_position_reads_in_german_with_the_same_facts(
    german: None, text: str, english: str, german_words: str
) -> None:
    assert said(text) == (german_words, english.split(":")[0])
    # The editor's own reading of the fields (lenient) says the same, where it judges the field.
    editor = GAME.editor()
    assert isinstance(editor, PagadeEditor)
    problems = editor.check(text)
    assert problems and problems[0].field == english.split(":")[0]


def test_the_editor_refuses_in_german(german: None) -> None:
    editor = GAME.editor()
    text = f"{START} R"
    with pytest.raises(EditError, match=r"^Eine Figur von Rot kann nicht in die Ablage .* von Gelb$"):
        editor.place(text, "off-Y", "R")
    with pytest.raises(EditError, match=r"^Eine Figur von Rot kann nicht im Bauch von Grün stehen"):
        editor.place(text, "G3", "R")
    with pytest.raises(EditError, match=r"^'s99' ist kein Feld des Pagade-Bretts$"):
        editor.place(text, "s99", "R")
    with pytest.raises(EditError, match=r"^Am Zug: 'Q' ist keine Farbe R, G, Y oder B$"):
        editor.set_field(text, "side", "Q")
    with pytest.raises(EditError, match=r"^dice: '9' ist nicht eine oder zwei Seiten von Stabwürfeln"):
        editor.set_field(text, "dice", "9")
    with pytest.raises(EditError, match=r"^hier gibt es kein Werkzeug 'grid'$"):
        editor.apply_tool(text, "grid", "s20")
    with pytest.raises(
        PositionError, match=r"^moved: '99' ist kein Wegindex \(1-83, X neben dem Brett, H Haus\)$"
    ):
        GAME.parse("R:6,7,12,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12 R dice=6 moved=99")
    labels = [item.label for item in editor.palette(text)]
    assert labels[1].startswith("Figur von Grün: das Feld bestimmt, wo sie steht. Im Bauch von Grün")
    (dice,) = [f for f in editor.fields(text) if f.key == "dice"]
    assert ("3,4", "3 und 4") in dice.choices and ("6,6", "6 und 6 (ein Pasch)") in dice.choices
    (cut,) = [f for f in editor.fields(text) if f.key == "cut"]
    assert ("RGY", "Rot, Grün, Gelb") in cut.choices
