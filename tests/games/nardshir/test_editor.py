"""Editing Nardshir positions without Qt: the text changes and the problems."""

from __future__ import annotations

import pytest

from pardsgui import i18n
from pardsgui.core.editing import EditError
from pardsgui.games import get_game

GAME = get_game("nardshir")
EDITOR = GAME.editor()
EMPTY = ",".join(["0"] * 24)


def test_placing_and_removing_on_points_and_trays() -> None:
    text = EDITOR.clear(GAME.initial().to_text())
    assert text == f"{EMPTY} w"
    text = EDITOR.place(text, "p3", "w")
    text = EDITOR.place(text, "p3", "w")
    assert text.startswith("0,0,0,2,")
    text = EDITOR.place(text, "p3", "b")  # the other colour replaces what was there
    assert text.startswith("0,0,0,-1,")
    text = EDITOR.place(text, "off-w", "w")
    assert "off=1,0" in text
    with pytest.raises(EditError, match="holds only White pieces"):
        EDITOR.place(text, "off-w", "b")
    text = EDITOR.remove(text, "hand-b")
    assert "hand=15,14" in text
    assert EDITOR.piece_at(text, "p3") == "b" and EDITOR.piece_at(text, "p4") is None
    text = EDITOR.move(text, "p3", "p10")
    assert EDITOR.piece_at(text, "p10") == "b" and EDITOR.piece_at(text, "p3") is None


def test_problems_name_the_field_and_the_places() -> None:
    text = EDITOR.place(f"{EMPTY} w", "p5", "w")
    problems = EDITOR.check(text)
    assert len(problems) == 1
    assert problems[0].message.startswith("White has 16 pieces") and problems[0].field == "points"
    assert set(problems[0].cells) == {"p5", "hand-w", "off-w"}
    assert EDITOR.position(text) is None
    fixed = EDITOR.remove(text, "hand-w")
    assert EDITOR.check(fixed) == [] and EDITOR.position(fixed) is not None


def test_fields() -> None:
    text = EDITOR.set_field(f"{EMPTY} w", "dice", "2,2,2")
    text = EDITOR.set_field(text, "side", "b")
    text = EDITOR.set_field(text, "variant", "historical")
    assert text == f"{EMPTY} b dice=2,2,2 variant=historical"
    assert {f.key: f.value for f in EDITOR.fields(text)} == {
        "side": "b",
        "dice": "2,2,2",
        "variant": "historical",
    }
    assert EDITOR.start(text) == GAME.initial(variant="historical").to_text()
    bad = EDITOR.set_field(text, "dice", "1,2,3")
    assert EDITOR.check(bad)[0].field == "dice"


def test_a_wrong_count_marks_the_same_places_in_german(german: None) -> None:
    """The places come from the reading, not from its words, which are German here."""
    text = EDITOR.place(f"{EMPTY} w", "p5", "b")
    (problem,) = EDITOR.check(text)
    assert problem.message == (
        "Schwarz hat 16 Steine (1 auf dem Brett, 15 in der Hand, 0 abgetragen); jeder Spieler hat genau 15"
    )
    assert problem.field == "points" and set(problem.cells) == {"p5", "hand-b", "off-b"}


def test_the_editor_names_its_pieces_and_choices_in_german(german: None) -> None:
    assert [item.label for item in EDITOR.palette(f"{EMPTY} w")] == ["Stein von Weiß", "Stein von Schwarz"]
    fields = {field.key: field for field in EDITOR.fields(f"{EMPTY} w dice=3,5")}
    assert (fields["side"].label, fields["side"].choices) == ("Am Zug", (("w", "Weiß"), ("b", "Schwarz")))
    dice = dict(fields["dice"].choices)
    assert (dice["-"], dice["4"], dice["3,5"], dice["6,6,6"]) == (
        "zu würfeln",
        "noch 4",
        "3 und 5",
        "3 × 6 (Pasch)",
    )
    assert fields["dice"].tip == "die noch zu spielenden Würfel"
    assert dict(fields["variant"].choices)["historical"] == "Historische Aufstellung"
    with i18n.english():
        dice = dict(EDITOR.fields(f"{EMPTY} w")[1].choices)
        assert (dice["-"], dice["4"], dice["3,5"], dice["6,6,6"]) == (
            "to roll",
            "4 left",
            "3 and 5",
            "3 × 6 (a double)",
        )
