"""Position-text helpers shared by every game.

A position text is one line: the board field, the side (or seat) to move,
then ``key=value`` fields.  Parsing accepts the fields in any order, each at
most once, with extra spaces; writing lists them in the game's order and
leaves out those equal to their default.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pardsgui.core.contract import ForeignText, PositionError

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
        raise PositionError("a position must be text")
    if len(text) > MAX_TEXT:
        raise PositionError(f"position text is {len(text)} characters long; at most {MAX_TEXT}")
    if "\n" in text.strip():
        raise PositionError("a position is a single line of text")
    tokens = text.split()
    if not tokens:
        raise PositionError("the position text is empty", head[0])
    if len(tokens) < len(head):
        missing = head[len(tokens)]
        raise PositionError(f"the {missing} field is missing after {tokens[-1]!r}", missing)
    heads = tokens[: len(head)]
    for name, token in zip(head, heads, strict=True):
        if "=" in token:
            raise PositionError(f"expected the {name} field, found {token!r}", name)
    fields: dict[str, str] = {}
    known = ", ".join(keys) if keys else "none"
    for token in tokens[len(head) :]:
        key, sep, value = token.partition("=")
        key = key.lower()
        if not sep:
            raise ForeignText(
                f"unexpected {token!r}: fields after the {head[-1]} are written key=value (fields: {known})"
            )
        if key not in keys:
            raise ForeignText(f"unknown field {key!r} (fields: {known})", key)
        if key in fields:
            raise PositionError(f"field {key!r} is given twice", key)
        if not value:
            raise PositionError(f"field {key!r} has no value", key)
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
        raise PositionError(f"{name}: {value!r} is not a whole number", field)
    number = int(text)
    if not low <= number <= high:
        raise PositionError(f"{name}: {number} is outside {low}..{high}", field)
    return number


def parse_int_list(
    value: str, field: str, count: int, low: int, high: int, names: Sequence[str] | None = None
) -> tuple[int, ...]:
    """Exactly `count` comma-separated integers in [low, high]."""
    parts = value.split(",")
    if len(parts) != count:
        raise PositionError(
            f"field {field!r} needs {count} comma-separated numbers, found {len(parts)}", field
        )
    labels = names or [f"{field} number {i + 1}" for i in range(count)]
    return tuple(
        parse_int(part, field, low, high, what=label) for part, label in zip(parts, labels, strict=True)
    )
