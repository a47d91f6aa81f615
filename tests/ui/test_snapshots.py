"""Every game's start position renders in the real window (the screenshots script's work)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from pardsgui.games import available_ids
from pardsgui.selftest import colour_census
from pardsgui.ui.snapshots import all_start_pictures


def test_every_start_position_renders_to_png(qtbot: QtBot, tmp_path: Path) -> None:
    paths = all_start_pictures(tmp_path, (900, 650))
    assert [p.stem for p in paths] == list(available_ids())
    for path in paths:
        image = QImage(str(path))
        assert (image.width(), image.height()) == (900, 650)
        colours, drawn = colour_census(image)
        assert colours > 50 and drawn > 0.3, path.name
