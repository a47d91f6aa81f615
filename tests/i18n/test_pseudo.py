"""Every word the window shows went through the catalog: the real window in the pseudo-language.

The pseudo-language (scripts/i18n.py makes it) wraps every translated string in ⟦…⟧, so a
text on screen without the markers was never translated. The exceptions are listed:
names (the games', the languages', the players'), move notation, numbers and marks, and
Qt's own parts (named qt_…), which Qt's catalogs translate.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pardsgui import i18n
from pardsgui.games import GAME_IDS, games, is_available
from pardsgui.ui.dialogs.new_game import NewGameDialog
from pardsgui.ui.dialogs.peek import PeekDialog
from pardsgui.ui.main_window import MainWindow
from pardsgui.ui.train import TrainerWindow
from tests.journeys.conftest import Start
from tests.journeys.person import Person, close, pick, plain, press_any
from tests.still import until_still

OPEN, CLOSE = i18n.PSEUDO_MARKS
# Names are not translated: each game's, each language's (named in itself), the app's.
NAMES = {info.name for info in games()} | set(i18n.LANGUAGES.values()) | {"pardsgui"}
# Marks, numbers, dice, stars, arrows: nothing to translate.
NO_WORDS = re.compile(r"^[\W\d_]*$")


def marked(text: str) -> bool:
    """A translated string, or a piece of one (a key's short name, cut at its " — ")."""
    return OPEN in text or CLOSE in text


def exempt(text: str, also: set[str] | frozenset[str]) -> bool:
    words = plain(text).strip()
    return not words or bool(NO_WORDS.match(words)) or words in NAMES or words in also


def menu_texts(menu: QMenu, path: str) -> list[tuple[str, str]]:
    menu.aboutToShow.emit()  # menus filled as they open
    found = []
    for action in menu.actions():
        if action.isSeparator() or not action.text():
            continue
        where = f"{path} ▸ {plain(action.text())}"
        found.append((where, action.text()))
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += menu_texts(sub, where)
    return found


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    found = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root) or widget.objectName().startswith("qt_"):
            continue  # Qt's own parts (a dock's Float and Close) speak Qt's catalogs (qtbase_*.qm)
        where = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, QComboBox):  # every choice, not only the one shown
            found += [(f"{where} item {i}", widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QLabel | QAbstractButton):
            found.append((where, widget.text()))
        elif isinstance(widget, QGroupBox):
            found.append((where, widget.title()))
        elif isinstance(widget, QDockWidget):
            found.append((where, widget.windowTitle()))
        elif isinstance(widget, QLineEdit):
            found.append((where + " placeholder", widget.placeholderText()))
        if widget.toolTip():
            found.append((where + " tooltip", widget.toolTip()))
        if widget.accessibleName():
            found.append((where + " accessible name", widget.accessibleName()))
    return found


# The pseudo-language accents these letters wherever the catalog translated: one of them
# plain in a word that is not a name says the word skipped the catalog, even inside a
# translated sentence that holds it ("⟦{piece} ŏñ {cell}⟧" around an English piece's name).
PLAIN_LETTERS = re.compile("[abcdeghiklmnorstuwyzABCDEGHIKLMNORSTUWYZ]")


def untranslated_words(text: str, also: set[str] | frozenset[str]) -> str:
    """The words of a composed text (a Cells row, a tooltip, the status bar) that skipped the
    catalog: any with a letter the pseudo-language would have accented, once the names it may
    hold (cells' labels, players, the game's) are taken out."""
    left = text
    for name in sorted(also | NAMES, key=len, reverse=True):
        left = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", left) if name else left
    return " ".join(word for word in re.findall(r"\w+", left) if PLAIN_LETTERS.search(word))


def unmarked(texts: list[tuple[str, str]], also: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    return [(where, text) for where, text in texts if not marked(text) and not exempt(text, also)]


def start_in_pseudo(start: Start, folders: tuple[Path, Path], game: str) -> Person:
    config, _data = folders
    config.mkdir(parents=True)
    settings = {"language": i18n.PSEUDO, "window_size": [1200, 800]}
    (config / "settings.json").write_text(json.dumps(settings))
    return start("--game", game)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_text_of_the_window_went_through_the_catalog(
    start: Start, folders: tuple[Path, Path], game: str
) -> None:
    person = start_in_pseudo(start, folders, game)
    window = person.window
    assert i18n.language() == i18n.PSEUDO
    for dock in window.findChildren(QDockWidget):  # every side panel, shown
        dock.show()
    person.settle()
    players = set(window.controller.record.players)
    texts = [("menu bar", a.text()) for a in window.menuBar().actions()]
    for action in window.menuBar().actions():
        assert isinstance(action.menu(), QMenu)
        texts += menu_texts(action.menu(), plain(action.text()))
    texts += shown_texts(window)
    texts.append(("status bar", window.status_label.text()))
    missing = unmarked(texts, frozenset(players))
    assert missing == [], "\n".join(f"{where}: {text!r}" for where, text in missing)
    assert composed_but_untranslated(window) == []
    assert any(item.toolTip() for item in window.scene.items())  # the board names its pieces


def composed_but_untranslated(window: MainWindow) -> list[str]:
    """The composed texts, piece by piece: every Cells row, every tooltip on the board, the
    status bar's line; only cells' labels (notation) and names may stand outside the marks."""
    assert window.cells.isVisible() and window.cells.count() == len(window.scene.cell_ids())
    geometry = window.scene.geometry
    assert geometry is not None
    labels = {cell.id for cell in geometry.cells} | {
        cell.label for cell in geometry.cells if cell.label.isalnum()
    }
    controller = window.controller
    # Notation: the cells' ids and labels and the places a lesson may name ("42h": Pagade's end
    # square, homeward), the players' and seats' names.
    places = set(controller.view.places(controller.position))
    names = (
        labels
        | places
        | set(controller.record.players)
        | set(controller.view.seat_names(controller.position))
    )
    composed = [(f"Cells row {row}", window.cells.item(row).text()) for row in range(window.cells.count())]
    composed += [(f"board tooltip {i}", item.toolTip()) for i, item in enumerate(window.scene.items())]
    composed.append(("status bar", window.status_label.text()))
    return [
        f"{where}: {text!r} leaves {words!r}"
        for where, text in composed
        if (words := untranslated_words(text, names))
    ]


def clipped(root: QWidget) -> list[str]:
    """Every shown label, button, check box and radio button narrower than its text (one that
    wraps its words grows in height instead), each with the width it has and the one it needs."""
    found = []
    for widget in root.findChildren(QLabel) + root.findChildren(QAbstractButton):
        if not widget.isVisible() or widget.objectName().startswith("qt_") or not widget.text():
            continue
        if isinstance(widget, QLabel):
            if widget.wordWrap():
                continue
            need = widget.minimumSizeHint().width()
        elif isinstance(widget, QPushButton | QCheckBox | QRadioButton):
            need = widget.sizeHint().width()
        else:
            continue  # a tool button shows its icon; its text is its tooltip's business
        # What its parents let show of it: a panel narrower than its contents cuts them off
        # (a side panel scrolls only up and down).
        seen = widget.visibleRegion().boundingRect().width()
        if widget.width() < need or 0 < seen < min(need, widget.width()):
            name = f"{type(widget).__name__} {widget.objectName()!r} {plain(widget.text())!r}"
            found.append(f"{name}: {min(widget.width(), seen or need)} of {need} pixels shown")
    return found


def test_a_label_narrower_than_its_words_is_found(qtbot: QtBot) -> None:
    """The check itself: a label cut to 40 pixels is found, with what it needs; one that wraps its
    words is not; nor one that fits."""
    root = QWidget()
    qtbot.addWidget(root)
    cut, wraps, fits = QLabel("A long sentence that needs room", root), QLabel("", root), QLabel("Ok", root)
    wraps.setText(cut.text())
    wraps.setWordWrap(True)
    cut.setObjectName("cut")
    for label, x in ((cut, 0), (wraps, 50), (fits, 100)):
        label.setGeometry(x, 0, 40, 60)
    root.resize(200, 60)
    root.show()
    qtbot.waitExposed(root)
    found = clipped(root)
    assert len(found) == 1 and found[0].startswith("QLabel 'cut'"), found


@pytest.mark.parametrize("game", GAME_IDS)
def test_nothing_is_clipped_at_1200_by_800(start: Start, folders: tuple[Path, Path], game: str) -> None:
    """The pseudo-language's longer words (German's are as long) fit every label and button of the
    window and its side panels at 1200×800."""
    person = start_in_pseudo(start, folders, game)
    window = person.window
    window.resize(1200, 800)
    found = []
    for dock in window.findChildren(QDockWidget):  # each side panel in front in turn (some share a tab)
        dock.show()
        dock.raise_()
        person.settle()
        found += clipped(dock)
    # A window whose contents need more than 1200×800 grows past the screen: cut off there.
    assert (window.width(), window.height()) == (1200, 800)
    found += clipped(window)
    assert sorted(set(found)) == []


def test_every_text_of_the_trainer_went_through_the_catalog(start: Start, folders: tuple[Path, Path]) -> None:
    """Help ▸ Puzzles in the pseudo-language: the puzzle and its task; the hint's word; the solution
    shown, with its theme and the rating's fall; a set without puzzles, with its reason."""
    person = start_in_pseudo(start, folders, "pagade")  # its puzzles have a theme ("a cut")
    person.menu(plain(i18n._("&Help")), plain(i18n._("&Puzzles…")))
    trainer = next(
        w for w in QApplication.topLevelWidgets() if isinstance(w, TrainerWindow) and w.isVisible()
    )
    trainer.step_delay = 1

    def press(english: str) -> None:  # a button by the words it shows, as a person reads them
        shown = plain(i18n._(english))
        button = next(b for b in trainer.findChildren(QAbstractButton) if plain(b.text()) == shown)
        person.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        person.qtbot.waitUntil(lambda: not trainer.desk.busy() and not trainer.timer.isActive())
        person.settle()

    def missing() -> list[tuple[str, str]]:
        return unmarked([("window title", trainer.windowTitle()), *shown_texts(trainer)])

    assert trainer.page.title.isVisible() and marked(trainer.page.task.text())
    assert missing() == []
    press("&Hint")
    assert marked(trainer.page.message.text()) and missing() == []
    press("Show the &solution")
    theme = i18n._("Theme: {theme}.").format(theme=i18n._("a cut"))  # English in the puzzle file
    assert theme in trainer.page.message.text() and "a cut" not in theme
    assert trainer.desk.result is not None and trainer.desk.result.change < 0
    assert missing() == []
    pick(trainer.set_box, i18n._("From my games"))
    person.settle()
    assert trainer.problem.isVisible() and missing() == []


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_editor_speaks_the_catalog_and_fits(start: Start, folders: tuple[Path, Path], game: str) -> None:
    """Edit ▸ Edit position in the pseudo-language: the palette, the tools, the fields and their
    hints went through the catalog, and nothing of the editor's panel is cut at 1200×800."""
    person = start_in_pseudo(start, folders, game)
    window = person.window
    person.menu(plain(i18n._("&Edit")), plain(i18n._("&Edit position")))
    person.settle()
    dock = window.editor_dock
    assert dock.isVisible()
    players = set(window.controller.record.players)
    geometry = window.scene.geometry
    assert geometry is not None
    # The board's cells as the position text names them (a square among a field's choices,
    # 'd5') are notation, the same in every language.
    cells = {cell.id for cell in geometry.cells}
    texts = [("editor dock", dock.windowTitle()), *shown_texts(dock)]
    missing = unmarked(texts, frozenset(players | cells))
    assert missing == [], "\n".join(f"{where}: {text!r}" for where, text in missing)
    assert clipped(dock) == []


# Qt's standard buttons speak Qt's catalogs (qtbase_*.qm), which have no pseudo-language.
QT_BUTTONS = frozenset({"OK", "Cancel", "Close", "Yes", "No", "Help", "Show Details...", "Hide Details..."})


def dialog_texts(dialog: QWidget) -> list[tuple[str, str]]:
    """What a dialog says: its title, its widgets' texts and, in a message box, the words Qt shows
    in labels of its own (named qt_msgbox_…)."""
    texts = [("window title", dialog.windowTitle()), *shown_texts(dialog)]
    if isinstance(dialog, QMessageBox):
        texts += [("message", dialog.text()), ("more", dialog.informativeText())]
    for box in dialog.findChildren(QDialogButtonBox):
        standard = [
            b for b in box.buttons() if box.standardButton(b) != QDialogButtonBox.StandardButton.NoButton
        ]
        texts = [
            (w, t) for w, t in texts if not any(t == b.text() and plain(t) in QT_BUTTONS for b in standard)
        ]
    return texts


class Looked:
    """The dialogs a test opened, each looked at where it was shown: its unmarked texts, its clipped
    widgets; then closed as a person's Escape would."""

    def __init__(self, person: Person, players: frozenset[str]) -> None:
        self.person, self.players = person, players
        self.seen: list[str] = []
        self.faults: list[str] = []

    def look(self, name: str, then: Callable[[QWidget], None] | None = None) -> Callable[[QWidget], None]:
        def handle(dialog: QWidget) -> None:
            self.person.qtbot.waitExposed(dialog)
            QApplication.processEvents()
            self.seen.append(name)
            self.check(name, dialog)
            if then is not None:
                then(dialog)
            close(dialog)

        return handle

    def check(self, name: str, dialog: QWidget) -> None:
        self.faults += [
            f"{name}: {where}: {text!r}" for where, text in unmarked(dialog_texts(dialog), self.players)
        ]
        self.faults += [f"{name}: {fault}" for fault in clipped(dialog)]


def test_every_dialog_of_the_menus_speaks_the_catalog_and_fits(
    start: Start, folders: tuple[Path, Path]
) -> None:
    """The modal dialogs a person opens from the menus, in the pseudo-language at 1200×800: every
    text went through the catalog (Qt's own buttons aside) and nothing is cut, New game's for every
    game it offers."""
    person = start_in_pseudo(start, folders, "pagade")
    window = person.window
    # The test-only sixth game (tests/toygame) is in the registry, its words in no catalog.
    toys = {f"{info.summary[:1].upper()}{info.summary[1:]}." for info in games() if info.id not in GAME_IDS}
    looked = Looked(person, frozenset(window.controller.record.players) | toys)

    def every_game(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        box = dialog.game_box
        for index in range(box.count()):
            if box.itemData(index) in GAME_IDS and is_available(box.itemData(index)):
                pick(box, box.itemText(index))
                until_still(dialog)  # the dialog fits its new options on a timer
                looked.check(f"New game ({box.itemText(index)})", dialog)

    game, edit, view, help_ = (plain(i18n._(m)) for m in ("&Game", "&Edit", "&View", "&Help"))
    person.menu(game, plain(i18n._("&New game…")), then=[looked.look("New game", every_game)])
    person.menu(game, plain(i18n._("Re&view game")), then=[looked.look("Review without moves")])
    person.menu(view, plain(i18n._("&Describe the position")), then=[looked.look("The position")])
    person.menu(help_, plain(i18n._("&Rules of this game")), then=[looked.look("Rules")])
    person.menu(help_, plain(i18n._("&Welcome: choose a game…")), then=[looked.look("Welcome")])
    person.menu(help_, plain(i18n._("&About pardsgui")), then=[looked.look("About")])
    # The editor's question on leaving with edits: answered by Escape, it keeps editing.
    person.menu(edit, plain(i18n._("&Edit position")))
    person.click("s20")  # a Red pawn more
    # Edit ▸ Undo names the edit: its words the catalog's, only the piece and the cell notation.
    undo = window.undo_action.text()
    assert marked(undo) and "s20" in undo and untranslated_words(undo, frozenset({"R", "s20"})) == "", undo
    person.menu(edit, plain(i18n._("&Edit position")), then=[looked.look("Leave the editor?")])
    editing = window.editor_dock.isVisible
    assert editing()
    person.menu(edit, plain(i18n._("&Edit position")), then=[press_any(i18n._("Discard the edits"))])
    assert not editing()
    assert looked.seen == [
        "New game",
        "Review without moves",
        "The position",
        "Rules",
        "Welcome",
        "About",
        "Leave the editor?",
    ]
    assert looked.faults == [], "\n".join(looked.faults)


def test_the_peek_resign_and_draw_dialogs_speak_the_catalog_and_fit(
    start: Start, folders: tuple[Path, Path]
) -> None:
    """Moves ▸ Peek at my secret… (Kerd's secret infiltrators), both of its pages; and Game ▸ Resign…
    and Offer a draw…, whose questions Escape answers no (the game goes on)."""
    person = start_in_pseudo(start, folders, "kerd")
    window = person.window
    looked = Looked(person, frozenset(window.controller.record.players))

    def both_pages(dialog: QWidget) -> None:
        assert isinstance(dialog, PeekDialog)
        dialog.show_buttons[0].click()  # past the cover: the secret itself
        QApplication.processEvents()
        looked.check("Peek, the secret", dialog)

    assert person.enabled(plain(i18n._("&Moves")), plain(i18n._("&Peek at my secret…")))
    person.menu(
        plain(i18n._("&Moves")), plain(i18n._("&Peek at my secret…")), then=[looked.look("Peek", both_pages)]
    )
    game = plain(i18n._("&Game"))
    person.menu(game, plain(i18n._("Resi&gn…")), then=[looked.look("Resign")])
    person.menu(game, plain(i18n._("Offer a &draw…")), then=[looked.look("A draw is offered")])
    assert window.controller.outcome() is None
    assert looked.seen == ["Peek", "Resign", "A draw is offered"]
    assert looked.faults == [], "\n".join(looked.faults)


def test_every_text_of_learn_went_through_the_catalog(start: Start, folders: tuple[Path, Path]) -> None:
    """Help ▸ Learn in the pseudo-language: the lesson's words (their own catalog), the page's
    buttons, the side column and every lesson's row; nothing cut at the window's size."""
    from pardsgui.ui.learn.window import LearnWindow

    person = start_in_pseudo(start, folders, "pagade")
    person.menu(plain(i18n._("&Help")), plain(i18n._("&Learn…")))
    learn = next(
        w
        for w in QApplication.topLevelWidgets()
        if isinstance(w, LearnWindow) and w.isVisible() and w.parent() is person.window
    )
    person.settle()
    texts = [("window title", learn.windowTitle()), *shown_texts(learn)]
    rows = learn.lesson_list
    texts += [(f"lesson row {row}", rows.item(row).text()) for row in range(rows.count())]
    shown = learn.page.explain.text()
    assert rows.count() > 10 and marked(shown), learn.problem.text()  # a lesson, in its catalog's words
    missing = unmarked(texts)
    assert missing == [], "\n".join(f"{where}: {text!r}" for where, text in missing)
    assert clipped(learn) == []
