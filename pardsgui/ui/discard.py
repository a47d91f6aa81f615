"""Taking widgets away at once, before Qt deletes them.

`deleteLater` deletes only when control returns to the loop it was called from: while
a menu or a dialog runs its own loop, a widget taken out of its layout stays drawn where
it was, under its replacement (two "to move" markers in the Players panel). Hiding it
first takes it off the screen now.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout, QWidget


def discard(widget: QWidget) -> None:
    widget.hide()
    widget.deleteLater()


def empty(layout: QLayout) -> None:
    """Take every item out of `layout`, discarding its widgets."""
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            discard(widget)
