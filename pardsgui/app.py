"""The desktop app's entry point (`pardsgui`)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pardsgui import __version__
from pardsgui.games import GAMES, is_available

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow


def build_window() -> QMainWindow:
    from PySide6.QtWidgets import QLabel, QMainWindow

    window = QMainWindow()
    window.setWindowTitle("pardsgui")
    lines = [f"<h2>pardsgui {__version__}</h2>", "<p>Games:</p><ul>"]
    for info in GAMES:
        state = "" if is_available(info.id) else " <i>(not available yet)</i>"
        lines.append(f"<li><b>{info.name}</b> — {info.summary}{state}</li>")
    lines.append("</ul>")
    label = QLabel("".join(lines))
    label.setMargin(24)
    window.setCentralWidget(label)
    window.resize(640, 360)
    return window


def main(argv: Sequence[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    args = list(sys.argv if argv is None else argv)
    app = QApplication.instance() or QApplication(args)
    window = build_window()
    window.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
