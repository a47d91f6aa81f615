"""The docks' style makes each standard icon once: a step through a game made fifteen afresh.

Every change of a panel's words lays out its dock again, and Qt's common style asks for the
dock's close and float icons at each layout; Fusion made each anew from its pictures, a tenth of
a Parry step.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDockWidget, QProxyStyle, QStyle, QWidget
from pytestqt.qtbot import QtBot

from pardsgui.ui.dock_style import DockStyle
from pardsgui.ui.main_window import MainWindow
from tests.still import until_still
from tests.ui.test_board_steps import played

MakeWindow = Callable[..., MainWindow]
TITLE_BAR = (
    QStyle.StandardPixmap.SP_TitleBarCloseButton,
    QStyle.StandardPixmap.SP_TitleBarNormalButton,
)


def icons_made(monkeypatch: pytest.MonkeyPatch) -> list[QStyle.StandardPixmap]:
    """The icons the docks' styles ask their own style to make from now on."""
    made: list[QStyle.StandardPixmap] = []
    make = QProxyStyle.standardIcon

    def making(style: QProxyStyle, which: QStyle.StandardPixmap, *args: object) -> QIcon:
        made.append(which)
        return make(style, which, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(QProxyStyle, "standardIcon", making)
    return made


def test_a_step_through_a_game_makes_no_icon_and_every_dock_keeps_its_icons(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("parry")
    window.resize(1920, 1080)
    window.files.start(played("parry", 7), None)
    until_still(window)  # laid out after opening, as long before a person's first key
    docks = window.findChildren(QDockWidget)
    assert {"dock-turn", "dock-hands", "dock-moves", "dock-review"} <= {dock.objectName() for dock in docks}
    assert all(isinstance(dock.style(), DockStyle) for dock in docks), [
        dock.objectName() for dock in docks if not isinstance(dock.style(), DockStyle)
    ]
    made = icons_made(monkeypatch)
    window.board.setFocus()
    for key in [Qt.Key.Key_Left] * 6 + [Qt.Key.Key_Right] * 6:
        QTest.keyClick(window.board, key)
        QTest.qWait(0)
    assert window.controller.record.current is window.controller.record.main_line()[-1]
    assert made == []


@pytest.mark.parametrize("which", TITLE_BAR)
def test_a_kept_icon_is_the_style_s_own_and_a_new_palette_makes_it_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, which: QStyle.StandardPixmap
) -> None:
    dock = QDockWidget("Panel")
    qtbot.addWidget(dock)
    style = DockStyle()
    style.setParent(dock)
    dock.setStyle(style)
    own = QApplication.style().standardIcon(which, None, dock)
    kept = style.standardIcon(which, None, dock)
    assert kept.pixmap(16).toImage() == own.pixmap(16).toImage()
    made = icons_made(monkeypatch)
    assert style.standardIcon(which, None, dock).cacheKey() == kept.cacheKey()
    assert made == []
    dark = QPalette(dock.palette())
    dark.setColor(QPalette.ColorRole.Window, Qt.GlobalColor.black)
    other = QWidget()
    qtbot.addWidget(other)
    other.setPalette(dark)
    style.standardIcon(which, None, other)
    other.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    style.standardIcon(which, None, other)
    assert made == [which, which]  # another palette, another direction: made for them
