"""Names and comments from a file are shown as plain text, never as HTML (issue 16, defect 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.ui import plain
from pardsgui.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]


def test_a_player_named_like_an_image_tag_is_shown_as_those_characters(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    picture = tmp_path / "local.png"
    image = QImage(8, 8, QImage.Format.Format_RGB32)
    image.fill(0xFF0000)
    assert image.save(str(picture))
    name = f'<img src="{picture}" width=20000 height=20000>'
    record = Record(get_game("kerd"), players=[name, "<b>Bob</b>"])
    record.root.comment = "<h1>big</h1>"
    path = tmp_path / "tags.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    window = make_window("nardshir")
    height = window.height()
    assert window.files.open_path(path)
    QApplication.processEvents()
    assert window.height() <= max(height, 1200), "the window grew to fit a picture named in the file"
    assert name in window.status_label.text()
    shown = [
        label for label in window.findChildren(QLabel) if name in label.text() or "<b>Bob" in label.text()
    ]
    assert shown and all(label.textFormat() == Qt.TextFormat.PlainText for label in shown)
    assert all(label.sizeHint().height() < 200 for label in shown)
    start_item = window.move_list.item_of(window.controller.record.root)
    assert start_item is not None


def test_a_tooltip_shows_its_text_literally() -> None:
    assert plain.tooltip("<b>x</b> & y") == "<p style='white-space:pre-wrap'>&lt;b&gt;x&lt;/b&gt; &amp; y</p>"
    assert plain.tooltip("") == ""
