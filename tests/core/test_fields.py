"""The table of a position's key=value fields (pardsgui/core/fields.py)."""

from __future__ import annotations

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError, FieldEditor
from pardsgui.core.fields import Field, Fields
from pardsgui.core.text import parse_int


def _level(value: str) -> int:
    return parse_int(value, "level", 0, 9)


def _colour(value: str) -> str:
    if value.lower() not in ("red", "blue"):
        raise PositionError(f"colour: expected red or blue, found {value!r}", "colour")
    return value.lower()


LEVEL = Field(
    "level", "0", _level, "Level", (("0", "none"), ("1", "one")), tip="how high", refuse="{label}: {value}?"
)
COLOUR = Field("colour", "red", _colour, "Colour", (("red", "Red"), ("blue", "Blue")))
NOTE = Field("note", "-", str)  # not shown by the generic field editor
TABLE = Fields("Toy", LEVEL, COLOUR, NOTE)


def test_strict_read_gives_typed_values_with_defaults() -> None:
    (board, side), given = TABLE.split("x w colour=BLUE level=7")
    values = TABLE.read(given)
    assert (board, side) == ("x", "w")
    assert values[LEVEL] == 7
    assert values[COLOUR] == "blue"
    assert values[NOTE] == "-"
    assert values.given == {"colour": "BLUE", "level": "7"}
    assert TABLE.read({})[LEVEL] == 0


def test_strict_read_refuses_a_value_naming_the_field() -> None:
    with pytest.raises(PositionError) as error:
        TABLE.read({"level": "12"})[LEVEL]
    assert (str(error.value), error.value.field) == ("level: 12 is outside 0..9", "level")
    with pytest.raises(PositionError) as error:
        TABLE.read({"colour": "green"})[COLOUR]
    assert (str(error.value), error.value.field) == ("colour: expected red or blue, found 'green'", "colour")


def test_each_field_is_read_when_asked_for() -> None:
    # The rules ask in the order of their checks, so a text's first fault is the one named.
    values = TABLE.read({"colour": "green", "level": "x"})
    with pytest.raises(PositionError) as error:
        values[COLOUR]
    assert error.value.field == "colour"
    with pytest.raises(PositionError) as error:
        values[LEVEL]
    assert error.value.field == "level"
    assert values[NOTE] == "-"


def test_unknown_and_duplicate_keys_are_refused_with_the_key() -> None:
    with pytest.raises(PositionError) as error:
        TABLE.split("x w size=3")
    assert (str(error.value), error.value.field) == (
        "unknown field 'size' (fields: level, colour, note)",
        "size",
    )
    with pytest.raises(PositionError) as error:
        TABLE.split("x w level=1 level=2")
    assert (str(error.value), error.value.field) == ("field 'level' is given twice", "level")


def test_a_table_declaring_a_key_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="declared twice"):
        Fields("Toy", LEVEL, Field("level", "1", str))


def test_lenient_read_keeps_the_text_and_fills_defaults() -> None:
    _, given = TABLE.split("x w level=nonsense")
    assert TABLE.lenient(given) == {"level": "nonsense", "colour": "red", "note": "-"}


def test_writing_leaves_defaults_out_in_the_tables_order() -> None:
    assert TABLE.write(("x", "w"), {"note": "hi", "colour": "red", "level": "3"}) == "x w level=3 note=hi"
    assert TABLE.write(("x", "w"), TABLE.defaults) == "x w"
    text = "x w level=3 colour=blue note=n"
    head, given = TABLE.split("x w note=n colour=blue level=3")
    assert TABLE.write(head, TABLE.lenient(given)) == text


def test_editors_show_the_edited_fields_as_declared() -> None:
    values = {"level": "1", "colour": "blue", "note": "-"}
    assert TABLE.editors(values) == [
        FieldEditor("level", "Level", "1", choices=(("0", "none"), ("1", "one")), tip="how high"),
        FieldEditor("colour", "Colour", "blue", choices=(("red", "Red"), ("blue", "Blue"))),
    ]
    given = TABLE.editors(values, {"level": (("5", "five"),)}, order=("colour", "level", "note"))
    assert [(f.key, f.choices) for f in given] == [
        ("colour", (("red", "Red"), ("blue", "Blue"))),
        ("level", (("5", "five"),)),
    ]


def test_set_field_sets_refuses_and_names_the_game() -> None:
    values = dict(TABLE.defaults)
    TABLE.set_field(values, "colour", "anything")  # no `refuse`: the rules judge it
    TABLE.set_field(values, "level", "1")
    assert values == {"level": "1", "colour": "anything", "note": "-"}
    with pytest.raises(EditError, match=r"^Level: '7'\?$"):
        TABLE.set_field(values, "level", "7")
    for key in ("note", "size"):
        with pytest.raises(EditError, match=f"^Toy has no field '{key}'$"):
            TABLE.set_field(values, key, "1")
    assert values == {"level": "1", "colour": "anything", "note": "-"}


def test_an_edited_value_is_tidied_by_the_fields_edit() -> None:
    def shout(value: str) -> str:
        if not value:
            raise EditError("say something")
        return value.upper()

    table = Fields("Toy", Field("word", "-", str, "Word", kind="text", edit=shout))
    values = dict(table.defaults)
    table.set_field(values, "word", "hi")
    assert values == {"word": "HI"}
    with pytest.raises(EditError, match=r"^say something$"):
        table.set_field(values, "word", "")


def test_writing_every_field_keeps_the_defaults() -> None:
    assert TABLE.write(("x", "w"), TABLE.defaults, defaults=True) == "x w level=0 colour=red note=-"
