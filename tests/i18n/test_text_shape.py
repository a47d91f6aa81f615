"""A position text wrong in its shape (core/text.py: its fields, their numbers) is said in the
reader's language, with the same facts: the field, the token, the numbers; English as before."""

from __future__ import annotations

import pytest

from pardsgui.core.position import PositionError
from pardsgui.games import get_game
from tests.speaking import speaking

EMPTY = ",".join(["0"] * 24)
CASES = [  # (text, field, English, German)
    (
        f"{EMPTY} w hand=15",
        "hand",
        "field 'hand' needs 2 comma-separated numbers, found 1",
        "das Feld 'hand' braucht 2 durch Kommas getrennte Zahlen, gefunden: 1",
    ),
    (f"{EMPTY} w hand=x,15", "hand", "'x' is not a whole number", "'x' ist keine ganze Zahl"),
    (
        f"{EMPTY} w hand=15,15 hand=15,15",
        "hand",
        "field 'hand' is given twice",
        "das Feld 'hand' steht zweimal da",
    ),
    (
        f"{EMPTY} w colour=red",
        "colour",
        "unknown field 'colour' (fields:",
        "unbekanntes Feld 'colour' (Felder:",
    ),
    (f"{EMPTY} w hand=", "hand", "field 'hand' has no value", "das Feld 'hand' hat keinen Wert"),
    (EMPTY, "player", "the player field is missing after", "das Feld player fehlt nach"),
    ("", "points", "the position text is empty", "der Stellungstext ist leer"),
]


def said(text: str) -> PositionError:
    with pytest.raises(PositionError) as caught:
        get_game("nardshir").parse(text)
    return caught.value


@pytest.mark.parametrize(("text", "field", "english", "german_words"), CASES)
def test_a_text_wrong_in_its_shape_reads_in_german_with_the_same_facts(
    text: str, field: str, english: str, german_words: str
) -> None:
    error = said(text)
    assert english in str(error) and error.field == field
    with speaking("de"):
        error = said(text)
    assert german_words in str(error) and english not in str(error) and error.field == field
