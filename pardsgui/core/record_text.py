"""The record as plain text for sharing: PGN-like headers and numbered moves.

Variations are written in parentheses after the move they replace and
comments in braces, as chess players know from PGN.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence

from pardsgui.core.record import Node, Record, result_text

MoveWords = Callable[[Node], str]
GLUE = "\0"  # a space the wrapping must not break at


def record_to_text(
    record: Record, seat_names: Sequence[str], words: MoveWords | None = None, tail: Sequence[str] = ()
) -> str:
    """Headers, then the main line with its variations, wrapped at 79 columns; then `tail`'s lines."""
    words = words or (lambda node: node.text)
    lines = [f'[Game "{record.game.name}"]']
    if record.options:
        lines.append(f'[Options "{" ".join(f"{k}={v}" for k, v in record.options.items())}"]')
    for name, player in zip(seat_names, record.players, strict=False):
        lines.append(f'[{name} "{_quote(player) or "?"}"]')
    for key, value in record.headers.items():
        lines.append(f'[{key.capitalize()} "{_quote(value)}"]')
    lines.append(f'[Result "{result_text(record.outcome(record.root.line_end()))}"]')
    # The start is public (set up or loaded in the open); secrets made in play are in `words`.
    lines.append(f'[Start "{record.start.to_text()}"]')
    body = []
    if record.root.comment:
        body.append(f"{{{_brace(record.root.comment)}}}")
    body.extend(_line(record.root, words))
    body.append(result_text(record.outcome(record.root.line_end())))
    wrapped = textwrap.fill(" ".join(body), width=79, break_long_words=False, break_on_hyphens=False)
    text = "\n".join(lines) + "\n\n" + wrapped.replace(GLUE, " ") + "\n"
    return text + "\n" + "\n".join(tail) + "\n" if tail else text


def game_named(text: str) -> str | None:
    """The game a text of moves names in its first line ('[Game "Kerd"]'), or None if it is not one."""
    first = text.lstrip().partition("\n")[0].strip()
    if first.startswith('[Game "') and first.endswith('"]'):
        return first[len('[Game "') : -2]
    return None


_OPEN, _CLOSE = object(), object()  # a variation's brackets, glued to the moves they hold


def _line(root: Node, words: MoveWords) -> list[str]:
    """The moves after `root`, each variation in brackets after the move it replaces.

    An explicit stack instead of recursion: a person can nest variations
    deeper than Python's recursion limit, and the export must still work.
    """
    items: list[object] = []
    stack: list[tuple[str, object]] = [("line", root)]
    while stack:
        kind, item = stack.pop()
        if kind == "token":
            items.append(item)
            continue
        assert isinstance(item, Node)
        if kind == "move":
            items.extend(_move(item, words))
            continue
        if not item.children:
            continue
        first, *others = item.children
        items.extend(_move(first, words))
        stack.append(("line", first))
        for other in reversed(others):
            stack.extend([("token", _CLOSE), ("line", other), ("move", other), ("token", _OPEN)])
    tokens: list[str] = []
    opening = False
    for one in items:
        if one is _OPEN:
            opening = True
        elif one is _CLOSE:
            tokens[-1] += ")"
        else:
            tokens.append(f"({one}" if opening else str(one))
            opening = False
    return tokens


def _move(node: Node, words: MoveWords) -> list[str]:
    # Glued while wrapping, so a line never ends between a move's number and the move.
    tokens = [f"{node.ply}.{GLUE}" + words(node).replace(" ", GLUE)]
    if node.comment:
        tokens.append(f"{{{_brace(node.comment)}}}")
    return tokens


def _quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _brace(text: str) -> str:
    return " ".join(text.replace("}", ")").split())
