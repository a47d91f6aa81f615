"""The table of a position's key=value fields (pardsgui/core/fields.py)."""

from __future__ import annotations

import sys

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError, FieldEditor
from pardsgui.core.fields import Field, Fields
from pardsgui.core.text import parse_int
from pardsgui.games import available_ids, get_game
from tests.helpers import positions_of_a_random_game


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


# -- every game's table -------------------------------------------------------------------------


def _table(game_id: str) -> Fields:
    """The game's table, found beside its Game class in its rules module."""
    table = getattr(sys.modules[type(get_game(game_id)).__module__], "FIELDS", None)
    assert isinstance(table, Fields), f"{game_id} declares no FIELDS table in its rules"
    return table


def _split(text: str) -> tuple[list[str], dict[str, str]]:
    """A well-formed position text's head fields and key=value fields, without the game's help."""
    tokens = text.split()
    return [t for t in tokens if "=" not in t], dict(t.split("=", 1) for t in tokens if "=" in t)


def _texts(game_id: str) -> list[str]:
    """The start positions (every option) and positions of seeded random games.

    Of the games, every 40th position and each first to write another set of fields.
    """
    game = get_game(game_id)
    starts = [game.initial()] + [
        game.initial(**{spec.key: value}) for spec in game.options() for value, _ in spec.choices
    ]
    texts = [p.to_text() for p in starts]
    shapes: set[frozenset[str]] = set()
    for seed in (1, 2, 3):
        for index, position in enumerate(positions_of_a_random_game(game_id, seed, limit=2000)):
            text = position.to_text()
            shape = frozenset(_split(text)[1])
            if index % 40 == 0 or shape not in shapes:
                shapes.add(shape)
                texts.append(text)
    return list(dict.fromkeys(texts))


def _edited_texts(game_id: str, texts: list[str]) -> list[str]:
    """Texts with each edited field of the table set to each of its choices (those that parse)."""
    game, table = get_game(game_id), _table(game_id)
    editor = game.editor()
    found = []
    for text in texts[:3]:
        for shown in editor.fields(text):
            if shown.key not in table.keys:
                continue
            for value, _label in shown.choices:
                try:
                    found.append(game.parse(editor.set_field(text, shown.key, value)).to_text())
                except (PositionError, EditError):
                    continue
    return found


@pytest.mark.parametrize("game_id", available_ids())
def test_every_field_of_every_game_round_trips(game_id: str) -> None:
    game, table = get_game(game_id), _table(game_id)
    assert table.game == game.name
    texts = _texts(game_id)
    texts += _edited_texts(game_id, texts)
    written = set()
    for text in texts:
        assert game.parse(text).to_text() == text
        head, given = _split(text)
        written.update(given)
        assert table.write(head, table.lenient(given)) == text
        values = table.read(given)
        for field in table.fields:
            values[field]  # reads
        assert all(given[key] != table.defaults[key] for key in given), f"a default written in {text!r}"
    assert written == set(table.keys), f"{game_id}: no text wrote {set(table.keys) - written}"


@pytest.mark.parametrize("game_id", available_ids())
def test_the_editors_fields_are_the_tables_declarations(game_id: str) -> None:
    game, table = get_game(game_id), _table(game_id)
    editor = game.editor()
    for text in _texts(game_id)[:6]:
        _, given = _split(text)
        written = table.lenient(given)
        shown = {f.key: f for f in editor.fields(text)}
        edited = [field for field in table.fields if field.edited]
        assert {field.key for field in edited} <= set(shown), f"{game_id}: an edited field is not shown"
        for field in edited:
            control = shown[field.key]
            assert (control.label, control.tip, control.kind) == (field.label, field.tip, field.kind)
            assert control.value == written[field.key]
            if field.choices:
                assert control.choices == field.choices
        with pytest.raises(EditError, match=f"^{game.name} has no field 'no-such-field'$"):
            editor.set_field(text, "no-such-field", "1")
