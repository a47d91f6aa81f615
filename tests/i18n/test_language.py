"""View ▸ Language, the language a start speaks, Qt's own words and the direction of the window."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from pardsgui import i18n
from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import Person

MENU = ("View", "Language (from the next start)")


def stored(config: Path) -> object:
    return json.loads((config / "settings.json").read_text()).get("language")


def test_every_choice_of_the_language_menu_is_remembered(start: Start, folders: tuple[Path, Path]) -> None:
    person = start("--game", "pards")
    config, _data = folders
    items = [a for a in person.action(*MENU).menu().actions() if a.text()]
    names = [item.text().replace("&", "") for item in items]
    assert names == ["System language", "English", "Deutsch", "فارسی"]
    assert person.checked(*MENU, "System language")
    for name, code in zip(names, ["", "en", "de", "fa"], strict=True):
        person.menu(*MENU, name)
        assert stored(config) == code
        assert person.checked(*MENU, name)
        # from the next start: the words on screen stay as they were
        assert person.action("View").text() == "&View"


def test_a_start_speaks_the_chosen_language_with_qts_own_buttons(
    start: Start, folders: tuple[Path, Path]
) -> None:
    config, _data = folders
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": "de", "window_size": [1200, 800]}))
    person = start("--game", "pards")
    assert i18n.language() == "de"
    assert next(a.text() for a in person.window.menuBar().actions()) == "&Spiel"
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Save)
    assert sorted(b.text() for b in box.buttons()) == ["Abbrechen", "Speichern"]
    assert person.window.layoutDirection() == Qt.LayoutDirection.LeftToRight


def side(person: Person, dock: str) -> int:
    """How far right of the board's centre a side panel's centre is (negative: on its left)."""
    window = person.window

    def centre(widget: QWidget) -> int:
        return widget.mapTo(window, QPoint(widget.width() // 2, 0)).x()

    return centre(window.docks[dock]) - centre(window.board)


def test_in_persian_the_window_is_right_to_left_but_the_board_is_not(
    start: Start, folders: tuple[Path, Path]
) -> None:
    english = start("--game", "nardshir")
    assert english.window.scene.geometry is not None
    cells = [cell.id for cell in english.window.scene.geometry.cells]
    where = {cell: english.point(cell).toTuple() for cell in cells}
    english_side = {name: side(english, name) for name in ("turn", "dice", "hands", "moves")}
    quit_app(english)
    config, _data = folders
    (config / "settings.json").write_text(json.dumps({"language": "fa", "window_size": [1200, 800]}))
    persian = start("--game", "nardshir")
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert persian.window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    # the side panels mirror: on the board's left, as they are on its right in English
    for name in ("turn", "dice", "hands", "moves"):
        assert side(persian, name) < 0 < english_side[name], name
    there = {cell: persian.point(cell).toTuple() for cell in cells}
    # The docks' widths differ with the words, so the board may be a little larger or smaller:
    # every cell left (above) of another in English is left (above) of it in Persian.
    for one in cells:
        for other in cells:
            for axis in (0, 1):
                if where[one][axis] + 2 < where[other][axis]:
                    assert there[one][axis] < there[other][axis], (one, other, axis)
