"""Menu entries a person can reach by a key, for the entries made as a menu opens.

Every menu entry shows its key: commands their shortcut, the entries of a list (the
computer's levels, the seats, the themes) an underlined letter of their own, and a
line that only says there is nothing here is marked as such.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

PLACEHOLDER = "placeholder"  # an entry that says the list is empty; no command, so no key


def keyed(words: str, used: set[str]) -> str:
    """`words` with a letter underlined ('&') that no other entry of the menu has, a word's first if it can.

    `used` holds the letters taken so far in the menu, and gains this one.
    """
    text = words.replace("&", "&&")
    starts = [i for i, ch in enumerate(words) if ch.isalnum() and (i == 0 or not words[i - 1].isalnum())]
    others = [i for i, ch in enumerate(words) if ch.isalnum() and i not in starts]
    for index in (*starts, *others):
        letter = words[index].casefold()
        if letter not in used:
            used.add(letter)
            escaped = words[:index].replace("&", "&&")
            return f"{escaped}&{words[index:].replace('&', '&&')}"
    return text


def placeholder(menu: QMenu, words: str) -> QAction:
    """A greyed line that says the list is empty."""
    item = menu.addAction(words)
    item.setEnabled(False)
    item.setObjectName(PLACEHOLDER)
    return item
