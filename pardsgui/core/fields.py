"""A game's ``key=value`` fields, declared once.

The rules read them strictly (`Fields.read`: typed values, defaults filled,
a PositionError naming the field), the editor leniently (`Fields.lenient`:
the text as written, defaults filled), both write them back the same way
(`Fields.write`: in the table's order, defaults left out), and the editor
panel shows and sets them from the same declarations (`Fields.editors`,
`Fields.set_field`).  The head fields (the board, the side to move) are each
game's own: they rarely read without the board's shape.

A field whose value can only be judged with others (a square that must hold
a pawn, a seat below the number of players) reads as text here (`read=str`)
and the game checks it where it knows the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pardsgui.core.editing import EditError, FieldEditor
from pardsgui.core.text import split_position
from pardsgui.i18n import _, isolate

T = TypeVar("T")
Choices = tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Field(Generic[T]):
    """One ``key=value`` field: how it reads, its default, and how the editor shows it."""

    key: str
    default: str  # the value a text leaves out
    read: Callable[[str], T]  # strict: PositionError(message, key) for a value that does not read
    label: str = ""  # the editor's label; "" when the generic field editor leaves it to the game
    choices: Choices = ()  # (value, label); an editor may give them at the time it shows the field
    tip: str = ""
    kind: str = "choice"  # or "text", as FieldEditor
    # Set in the editor to a value not among `choices`: refused with these words, formatted
    # with {label} and {value}; "" lets any value through for the rules to judge.
    refuse: str = ""
    # What the editor writes for a value set in it (a tidied form), or EditError; None: as set.
    edit: Callable[[str], str] | None = None

    @property
    def edited(self) -> bool:
        return bool(self.label)


class Values:
    """The fields of one text, read strictly: `values[FIELD]` is that field's typed value.

    A field is read when the rules ask for it, so each game keeps the order of its checks
    (a Parry board's points are judged before its steps): of a text with several faults,
    the one named stays the same.
    """

    __slots__ = ("given",)

    def __init__(self, given: Mapping[str, str]) -> None:
        self.given = given  # the fields the text wrote (some rules ask whether one was written)

    def __getitem__(self, field: Field[T]) -> T:
        """The field's value; PositionError naming it when it does not read."""
        return field.read(self.given.get(field.key, field.default))


class Fields:
    """A game's ``key=value`` fields, in the order texts write them."""

    def __init__(self, game: str, *fields: Field[Any]) -> None:
        keys = [field.key for field in fields]
        if len(set(keys)) != len(keys):
            raise ValueError(f"{game}: a field is declared twice in {keys}")
        self.game = game  # the game's name, for "Pards has no field 'x'"
        self.fields: tuple[Field[Any], ...] = fields
        self.keys: tuple[str, ...] = tuple(keys)
        self.defaults: dict[str, str] = {field.key: field.default for field in fields}
        self._by_key = {field.key: field for field in fields}
        self._written = tuple((field.key, field.default) for field in fields)

    def __getitem__(self, key: str) -> Field[Any]:
        return self._by_key[key]

    def split(self, text: str, head: Sequence[str] = ("board", "side")) -> tuple[list[str], dict[str, str]]:
        """The head fields and the ``key=value`` fields the text writes (see split_position)."""
        return split_position(text, self.keys, head)

    def read(self, given: Mapping[str, str]) -> Values:
        """The fields read strictly (each when asked for), defaults filled in."""
        return Values(given)

    def lenient(self, given: Mapping[str, str]) -> dict[str, str]:
        """Every field as written, defaults filled in, nothing judged (for the editor)."""
        return {**self.defaults, **given}

    def write(self, head: Iterable[str], values: Mapping[str, str], defaults: bool = False) -> str:
        """The position text: the head, then every field not at its default, in the table's order.

        With `defaults` every field is written, so nothing is left for a reader to assume.
        """
        parts = list(head)
        # As join_position, without building a triple per field: every game writes texts often.
        for key, default in self._written:
            value = values[key]
            if defaults or value != default:
                parts.append(f"{key}={value}")
        return " ".join(parts)

    def editor(self, key: str, value: str, choices: Choices | None = None) -> FieldEditor:
        """The editor panel's control for one field; `choices` when the position decides them."""
        field = self._by_key[key]
        # The declarations mark their words with N_ (a game's fields are declared at import,
        # before a language may be chosen); they are translated here, when they are shown.
        return FieldEditor(
            field.key,
            _(field.label),
            value,
            kind=field.kind,
            choices=tuple(
                (choice, _(words)) for choice, words in (field.choices if choices is None else choices)
            ),
            tip=_(field.tip),
        )

    def editors(
        self,
        values: Mapping[str, str],
        choices: Mapping[str, Choices] | None = None,
        order: Sequence[str] | None = None,
    ) -> list[FieldEditor]:
        """The controls of the edited fields, in `order` (the table's if None); values from a draft."""
        chosen = choices or {}
        keys = self.keys if order is None else order
        return [self.editor(key, values[key], chosen.get(key)) for key in keys if self._by_key[key].edited]

    def set_field(self, values: MutableMapping[str, str], key: str, value: str) -> None:
        """Set an edited field in `values`; EditError for a key not edited here or a refused value."""
        field = self._by_key.get(key)
        if field is None or not field.edited:
            raise EditError(_("{game} has no field {key}").format(game=self.game, key=isolate(repr(key))))
        if field.refuse and value not in {choice for choice, _words in field.choices}:
            raise EditError(_(field.refuse).format(label=_(field.label), value=isolate(repr(value))))
        values[key] = value if field.edit is None else field.edit(value)
