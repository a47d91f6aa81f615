"""The keys a person relies on do what they say wherever the focus is (issue 25, item 10).

Enter in the move box with one completion offered plays that move; Ctrl+Z takes a
move back from the move box too; Shift+arrows move the board's cursor even from the
move list, never the game; every menu entry shows its key.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu

from pardsgui.games import get_game
from pardsgui.table.typed import names
from pardsgui.ui.menus_words import PLACEHOLDER
from tests.journeys.conftest import Start
from tests.journeys.person import Person, plain
from tests.journeys.test_new_game import fill_new_game


def press_undo(person: Person) -> None:
    """Ctrl+Z (the platform's Undo key) where the focus is."""
    undo = QKeySequence(QKeySequence.StandardKey.Undo)[0]  # known once the app runs
    person.qtbot.keyClick(person.window.focusWidget(), undo.key(), undo.keyboardModifiers())
    person.settle()


def unique_prefix(offered: list[str], wanted: str) -> str:
    """The shortest start of `wanted` that only it contains, among the names offered."""
    for length in range(1, len(wanted)):
        part = wanted[:length].casefold()
        if [name for name in offered if part in name.casefold()] == [wanted]:
            return wanted[:length]
    return wanted


def test_enter_with_one_completion_offered_plays_that_move(start: Start) -> None:
    two_on_0 = ",".join(["2"] + ["0"] * 23) + " w hand=13,15 dice=2,5"
    person = start("--game", "nardshir", "--position", two_on_0)
    box = person.window.move_box
    offered = box.names.stringList()
    texts = [name for name in offered if ":" in name]
    wanted = next(t for t in texts if unique_prefix(offered, t) != t)
    typed = unique_prefix(offered, wanted)
    person.shortcut("Ctrl+L")
    person.qtbot.keyClicks(box, typed)
    person.wait(lambda: box.completions.isVisible())
    person.qtbot.keyClick(box, Qt.Key.Key_Return)
    person.settle()
    assert person.window.controller.record.current.text == wanted, (typed, person.note())
    assert box.text() == ""


def test_the_completion_list_is_walked_by_keys_and_clicked_inside_the_window(start: Start) -> None:
    """Up and Down put a move of the list in the box, Escape closes it, a click picks one: the list
    is drawn inside the window, not a popup window of its own (issue 31: a screen reader heard
    the window's title again each time a popup opened and closed)."""
    two_on_0 = ",".join(["2"] + ["0"] * 23) + " w hand=13,15 dice=2,5"
    person = start("--game", "nardshir", "--position", two_on_0)
    box, shown = person.window.move_box, person.window.move_box.completions
    person.shortcut("Ctrl+L")
    person.qtbot.keyClicks(box, ":")
    person.wait(shown.isVisible)
    assert not shown.isWindow() and shown.window() is person.window
    matching = [shown.text_at(row) for row in range(shown.count())]
    assert len(matching) >= 2 and all(":" in name for name in matching), matching
    person.qtbot.keyClick(box, Qt.Key.Key_Down)
    person.qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.text() == matching[1]
    person.qtbot.keyClick(box, Qt.Key.Key_Up)
    assert box.text() == matching[0]
    person.qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert not shown.isVisible() and box.hasFocus() and box.text() == matching[0]
    box.clear()
    person.qtbot.keyClicks(box, ":")
    person.wait(shown.isVisible)
    last = shown.model().index(len(matching) - 1, 0)
    shown.scrollTo(last)
    person.qtbot.mouseClick(shown.viewport(), Qt.MouseButton.LeftButton, pos=shown.visualRect(last).center())
    assert box.text() == matching[-1] and not shown.isVisible() and box.hasFocus()
    controller = person.window.controller
    position = controller.position
    (meant,) = [
        m for m in position.legal_moves() if matching[-1] in names(position, controller.view, m, None)
    ]
    person.qtbot.keyClick(box, Qt.Key.Key_Return)
    person.settle()
    assert controller.record.current.move == meant, person.note()


def test_ctrl_z_in_the_move_box_takes_the_move_back(start: Start) -> None:
    person = start("--game", "kerd", "--position", "6k5/12/12/12/12/12/12/12/12/12/12/5K6 w castling=-")
    box = person.window.move_box
    person.shortcut("Ctrl+L")
    person.qtbot.keyClicks(box, "f1-f2")
    person.qtbot.keyClick(box, Qt.Key.Key_Return)
    person.settle()
    record = person.window.controller.record
    assert record.current.text == "f1-f2" and box.hasFocus()
    press_undo(person)  # the focus still in the box
    assert record.current is record.root and "Took back" in person.note()
    person.qtbot.keyClicks(box, "f1")
    press_undo(person)  # typing of its own: undone in the box
    assert box.text() == "" and record.current is record.root


def test_shift_arrows_in_the_move_list_move_the_boards_cursor_not_the_game(start: Start) -> None:
    person = start("--game", "parry")
    controller = person.window.controller
    for _ in range(3):
        person.play(controller.position.legal_moves()[0])
    current = controller.record.current
    moves = person.window.move_list
    item = moves.item_of(current)
    assert item is not None
    centre = moves.visualItemRect(item).center()
    person.qtbot.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    assert moves.hasFocus() and controller.record.current is current
    person.qtbot.keyClick(moves, Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier)
    person.settle()
    assert controller.record.current is current  # the game stayed where it was
    assert person.window.scene.cursor is not None and person.window.board.hasFocus()


def underlined(text: str) -> str:
    """The letter a menu entry's text underlines ('&'), or ""."""
    letters = text.replace("&&", "")
    return letters[letters.index("&") + 1].casefold() if "&" in letters else ""


def keyless_entries(person: Person) -> list[str]:
    """Every menu entry a person cannot reach by a key it shows.

    A command in a menu of the menu bar shows its shortcut; in a submenu (a list: recent files,
    the levels, the themes) an underlined letter of its own serves, as a list's entry has no
    shortcut. A line that only says the list is empty is no command.
    """
    missing: list[str] = []

    def walk(menu: QMenu, path: str, top: bool) -> None:
        menu.aboutToShow.emit()
        letters: list[str] = []
        for action in menu.actions():
            if action.isSeparator() or not action.text() or action.objectName() == PLACEHOLDER:
                continue
            name = f"{path} ▸ {plain(action.text())}"
            letters.append(underlined(action.text()))
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, name, top=False)
            elif not action.shortcut().toString() and (top or not underlined(action.text())):
                missing.append(name)
        repeated = {letter for letter in letters if letter and letters.count(letter) > 1}
        missing.extend(f"{path}: '{letter}' is underlined twice" for letter in sorted(repeated) if not top)

    for entry in person.window.menuBar().actions():
        menu = entry.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain(entry.text()), top=True)
    return missing


@pytest.mark.parametrize("game_id", ["nardshir", "parry"])
def test_every_menu_entry_shows_its_key(start: Start, game_id: str) -> None:
    person = start("--game", game_id)
    person.menu("Game", "New game…", then=[fill_new_game(person, get_game(game_id).name, {})])
    missing = keyless_entries(person)
    assert missing == [], "\n".join(missing)
