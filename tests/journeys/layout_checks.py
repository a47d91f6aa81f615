"""What a person would see cut short: labels and buttons smaller than their words need."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def cut_labels(container: QWidget) -> list[str]:
    """The labels and buttons in `container` that are narrower or shorter than their text needs."""
    problems = []
    for label in container.findChildren(QLabel):
        if not shown(label) or not label.text():
            continue
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height() + 1:
                problems.append(f"{label.text()[:40]!r} needs {needed} px, has {label.height()}")
        elif label.sizeHint().width() > label.width() + 1:
            problems.append(f"label {label.text()[:40]!r} is cut at the right")
    for button in container.findChildren(QAbstractButton):
        if shown(button) and button.text() and button.sizeHint().width() > button.width() + 1:
            problems.append(f"button {button.text()!r} is cut")
    return problems
