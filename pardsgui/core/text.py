"""Position-text helpers shared by every game.

A position text is one line: the board field, the side (or seat) to move,
then ``key=value`` fields.  Parsing accepts the fields in any order, each at
most once, with extra spaces; writing lists them in the game's order and
leaves out those equal to their default.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pardsgui.core.contract import ForeignText, PositionError
from pardsgui.i18n import _, isolate, ngettext

# Nothing a person types or pastes is this long; refusing early keeps a
# pasted novel from being split and scanned.
MAX_TEXT = 20_000


def split_position(
    text: str, keys: Sequence[str], head: Sequence[str] = ("board", "side")
) -> tuple[list[str], dict[str, str]]:
    """Split a position text into its head fields and its ``key=value`` fields.

    Keys missing from the text are missing from the dict: the caller fills
    in defaults.  Raises PositionError naming the field at fault.
    """
    if not isinstance(text, str):
        raise PositionError(_("a position must be text"))
    if len(text) > MAX_TEXT:
        raise PositionError(
            _("position text is {length} characters long; at most {limit}").format(
                length=len(text), limit=MAX_TEXT
            )
        )
    if "\n" in text.strip():
        raise PositionError(_("a position is a single line of text"))
    tokens = text.split()
    if not tokens:
        raise PositionError(_("the position text is empty"), head[0])
    if len(tokens) < len(head):
        missing = head[len(tokens)]
        words = _("the {field} field is missing after {token}")
        raise PositionError(words.format(field=missing, token=isolate(repr(tokens[-1]))), missing)
    heads = tokens[: len(head)]
    for name, token in zip(head, heads, strict=True):
        if "=" in token:
            words = _("expected the {field} field, found {token}")
            raise PositionError(words.format(field=name, token=isolate(repr(token))), name)
    fields: dict[str, str] = {}
    known = ", ".join(keys) if keys else _("none")
    for token in tokens[len(head) :]:
        key, sep, value = token.partition("=")
        key = key.lower()
        if not sep:
            words = _("unexpected {token}: fields after the {field} are written key=value (fields: {fields})")
            raise ForeignText(words.format(token=isolate(repr(token)), field=head[-1], fields=isolate(known)))
        if key not in keys:
            words = _("unknown field {key} (fields: {fields})")
            raise ForeignText(words.format(key=isolate(repr(key)), fields=isolate(known)), key)
        if key in fields:
            raise PositionError(_("field {key} is given twice").format(key=isolate(repr(key))), key)
        if not value:
            raise PositionError(_("field {key} has no value").format(key=isolate(repr(key))), key)
        fields[key] = value
    return heads, fields


def join_position(head: Iterable[str], fields: Iterable[tuple[str, str, str]]) -> str:
    """Write a position text; `fields` are (key, value, default) in the game's order."""
    parts = list(head)
    parts.extend(f"{key}={value}" for key, value, default in fields if value != default)
    return " ".join(parts)


def parse_int(value: str, field: str, low: int, high: int, what: str | None = None) -> int:
    """An integer in [low, high]; PositionError naming `field` otherwise."""
    name = what or field
    text = value.strip()
    body = text[1:] if text[:1] in "+-" else text
    if not body.isdigit() or not body.isascii() or len(body) > 6:
        words = _("{value} is not a whole number").format(value=isolate(repr(value)))
        raise PositionError(f"{name}: {words}", field)
    number = int(text)
    if not low <= number <= high:
        words = _("{number} is outside {low}..{high}").format(number=number, low=low, high=high)
        raise PositionError(f"{name}: {words}", field)
    return number


def parse_int_list(
    value: str, field: str, count: int, low: int, high: int, names: Sequence[str] | None = None
) -> tuple[int, ...]:
    """Exactly `count` comma-separated integers in [low, high]."""
    parts = value.split(",")
    if len(parts) != count:
        words = ngettext(
            "field {key} needs {count} comma-separated number, found {found}",
            "field {key} needs {count} comma-separated numbers, found {found}",
            count,
        )
        raise PositionError(words.format(key=isolate(repr(field)), count=count, found=len(parts)), field)
    labels = names or [_("{field} number {index}").format(field=field, index=i + 1) for i in range(count)]
    return tuple(
        parse_int(part, field, low, high, what=label) for part, label in zip(parts, labels, strict=True)
    )
