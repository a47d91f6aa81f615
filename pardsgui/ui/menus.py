"""The window's menus and toolbar: every command a person can give, with its shortcut.

The actions are attributes of the window (`window.undo_action` …) so its parts and
the tests reach them by name; what each does lives in the part that owns it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QMenu, QStyle

from pardsgui.ui.menus_words import keyed
from pardsgui.ui.theme import CHOICES

if TYPE_CHECKING:
    from pardsgui.ui.main_window import MainWindow

Shortcut = QKeySequence | QKeySequence.StandardKey | Qt.Key | str | None
Key = QKeySequence.StandardKey
Icon = QStyle.StandardPixmap


class Actions:
    """The window's actions and menus as `install` makes them, declared for the type checker."""

    new_action: QAction
    open_action: QAction
    save_action: QAction
    save_as_action: QAction
    export_image_action: QAction
    export_text_action: QAction
    quit_action: QAction
    resign_action: QAction
    offer_draw_action: QAction
    copy_position_action: QAction
    copy_game_action: QAction
    paste_action: QAction
    undo_group: QUndoGroup
    undo_action: QAction
    redo_action: QAction
    edit_action: QAction
    previous_action: QAction
    next_action: QAction
    start_action: QAction
    end_action: QAction
    roll_action: QAction
    type_move_action: QAction
    describe_action: QAction
    theme_actions: dict[str, QAction]
    hint_action: QAction
    peek_action: QAction
    flip_action: QAction
    coords_action: QAction
    study_action: QAction
    rules_action: QAction
    welcome_action: QAction
    about_action: QAction
    recent_menu: QMenu
    set_menu: QMenu
    computer_menu: QMenu
    tutor_action: QAction


def action(
    window: MainWindow,
    text: str,
    slot: Callable[[], object],
    shortcut: Shortcut = None,
    icon: QStyle.StandardPixmap | None = None,
    tip: str = "",
    checkable: bool = False,
) -> QAction:
    made = QAction(text, window)
    if shortcut is not None:
        made.setShortcut(QKeySequence(shortcut))
    if icon is not None:
        made.setIcon(window.style().standardIcon(icon))
    made.setStatusTip(tip or text.replace("&", "").rstrip("…"))
    made.setCheckable(checkable)
    # `triggered` passes `checked`; a slot with an optional argument must not take it for one.
    made.triggered.connect(lambda _checked=False: slot())
    return made


def install(window: MainWindow) -> None:
    """Make the window's actions, its menu bar and its toolbar."""
    w, c, f = window, window.controller, window.files
    w.new_action = action(w, "&New game…", w.starting.new_game, Key.New, Icon.SP_FileIcon)
    w.open_action = action(w, "&Open…", f.open_dialog, Key.Open, Icon.SP_DialogOpenButton)
    w.save_action = action(w, "&Save", f.save, Key.Save, Icon.SP_DialogSaveButton)
    w.save_as_action = action(w, "Save &as…", f.save_as, Key.SaveAs)
    w.export_image_action = action(w, "Export board as &image…", f.export_image_dialog, "Ctrl+Shift+I")
    w.export_text_action = action(w, "Export moves as &text…", f.export_text_dialog, "Ctrl+Shift+T")
    w.quit_action = action(w, "&Quit", w.close, "Ctrl+Q")  # Key.Quit is empty on some platforms
    w.resign_action = action(
        w, "Resi&gn…", w.play_mode.resign, "Ctrl+Shift+G", tip="Give up the game: the other side wins"
    )
    w.offer_draw_action = action(
        w,
        "Offer a &draw…",
        w.play_mode.offer_draw,
        "Ctrl+Shift+D",
        tip="Propose to end the game as a draw: the other side accepts or declines",
    )
    w.copy_position_action = action(w, "&Copy position", f.copy_position, Key.Copy)
    w.copy_game_action = action(w, "Copy &game", f.copy_game, "Ctrl+Shift+C")
    w.paste_action = action(w, "&Paste position or game", w.paste, Key.Paste)
    w.undo_group = QUndoGroup(w)
    w.undo_group.addStack(c.undo_stack)
    w.undo_group.setActiveStack(c.undo_stack)
    w.undo_action = w.undo_group.createUndoAction(w, "&Undo")
    w.undo_action.setShortcut(Key.Undo)
    w.undo_action.setIcon(w.style().standardIcon(Icon.SP_ArrowBack))
    w.redo_action = w.undo_group.createRedoAction(w, "&Redo")
    w.redo_action.setShortcut(Key.Redo)
    w.redo_action.setIcon(w.style().standardIcon(Icon.SP_ArrowForward))
    w.edit_action = action(
        w,
        "&Edit position",
        w.toggle_editor,
        "Ctrl+E",
        tip="Set up any position: place and remove pieces, set the fields",
        checkable=True,
    )
    w.previous_action = action(w, "&Previous move", c.previous, Qt.Key.Key_Left, Icon.SP_MediaSeekBackward)
    w.next_action = action(w, "&Next move", c.next, Qt.Key.Key_Right, Icon.SP_MediaSeekForward)
    w.start_action = action(w, "Go to &start", c.to_start, Qt.Key.Key_Home, Icon.SP_MediaSkipBackward)
    w.end_action = action(w, "Go to &end", c.to_end, Qt.Key.Key_End, Icon.SP_MediaSkipForward)
    w.roll_action = action(w, "&Roll the dice", c.roll, "R")
    w.hint_action = action(
        w, "&Hint", w.thinking.hint, "H", tip="Ask the computer for a move (it is marked on the board)"
    )
    w.tutor_action = action(
        w,
        "T&utor",
        lambda: w.tutor.set_enabled(w.tutor_action.isChecked()),
        "Ctrl+Shift+U",
        tip="Before a move of yours that loses much (the review's ? or ??), ask first",
        checkable=True,
    )
    w.tutor_action.setChecked(w.tutor.enabled)
    w.peek_action = action(
        w,
        "&Peek at my secret…",
        w.play_mode.peek,
        "Ctrl+K",
        tip="Look at your own secret behind a cover (and reveal it, where the rules allow)",
    )
    w.type_move_action = action(
        w, "&Type a move", w.play_mode.focus_move_box, "Ctrl+L", tip="Type a move by its name; Enter plays it"
    )
    w.type_move_action.setShortcuts([QKeySequence("Ctrl+L"), QKeySequence("/")])
    w.describe_action = action(
        w,
        "&Describe the position",
        w.play_mode.describe_position,
        "Ctrl+D",
        tip="The whole position in words: what to do now and where every piece stands",
    )
    w.flip_action = action(w, "&Flip board", c.flip, "F", Icon.SP_BrowserReload)
    w.coords_action = action(w, "Show &coordinates", w.toggle_coordinates, "Ctrl+Shift+O", checkable=True)
    w.coords_action.setChecked(c.coordinates)
    w.study_action = action(
        w,
        "&Study marks",
        w.refresh,
        "Ctrl+M",
        tip="Marks that help to see the game (Pards: group sizes, pieces that could be sacked)",
        checkable=True,
    )
    # On for a first game: a newcomer sees what the marks show before knowing to ask for them.
    w.study_action.setChecked(w.settings.get("study_marks", True) is not False)
    w.rules_action = action(w, "&Rules of this game", w.starting.show_rules, Key.HelpContents)
    w.welcome_action = action(
        w,
        "&Welcome: choose a game…",
        w.starting.choose_game,
        "F3",
        tip="The five games, with their boards and rules",
    )
    w.about_action = action(w, "&About pardsgui", w.starting.about, "Shift+F1")
    learn = action(
        w, "&Learn…", w.starting.learn, "F2", tip="Short lessons, each a small position with one goal"
    )

    bar = w.menuBar()
    game = bar.addMenu("&Game")
    game.addActions([w.new_action, w.open_action])
    w.recent_menu = game.addMenu("Open &recent")
    w.recent_menu.aboutToShow.connect(lambda: f.fill_recent_menu(w.recent_menu))
    w.set_menu = game.addMenu("Se&t of games")
    w.set_menu.aboutToShow.connect(lambda: w.play_mode.fill_set_menu(w.set_menu))
    game.addActions([w.save_action, w.save_as_action])
    game.addSeparator()
    game.addActions([w.export_image_action, w.export_text_action])
    game.addSeparator()
    game.addAction(w.reviewing.action)
    game.addSeparator()
    game.addActions([w.resign_action, w.offer_draw_action])
    game.addSeparator()
    game.addAction(w.quit_action)
    edit = bar.addMenu("&Edit")
    edit.addActions([w.undo_action, w.redo_action])
    edit.addSeparator()
    edit.addActions([w.copy_position_action, w.copy_game_action, w.paste_action])
    edit.addSeparator()
    edit.addAction(w.edit_action)
    moves = bar.addMenu("&Moves")
    moves.addActions([w.previous_action, w.next_action, w.start_action, w.end_action])
    moves.addSeparator()
    moves.addActions([w.roll_action, w.type_move_action, w.hint_action, w.tutor_action, w.peek_action])
    w.computer_menu = moves.addMenu("&Computer players")
    w.computer_menu.aboutToShow.connect(lambda: w.play_mode.fill_computer_menu(w.computer_menu))
    view = bar.addMenu("&View")
    view.addActions([w.flip_action, w.coords_action, w.study_action, w.describe_action])
    themes = view.addMenu("&Theme")
    exclusive = QActionGroup(themes)
    w.theme_actions = {}
    letters: set[str] = set()
    for key, label in CHOICES:
        item = themes.addAction(keyed(label, letters))
        item.setCheckable(True)
        item.setData(key)
        exclusive.addAction(item)
        item.triggered.connect(lambda _checked=False, key=key: w.use_theme(key))
        w.theme_actions[key] = item
    view.addSeparator()
    panels = [*w.docks.values(), w.analysis_dock, w.reviewing.dock]
    for number, dock in enumerate(panels, 1):  # Ctrl+1 … Ctrl+7 show or hide the panels in this order
        toggle = dock.toggleViewAction()
        toggle.setShortcut(QKeySequence(f"Ctrl+{number}"))
        view.addAction(toggle)
    cells = w.cells_dock.toggleViewAction()
    cells.setShortcut(QKeySequence("Ctrl+Shift+L"))
    cells.setStatusTip(
        "The board as a list of cells, for a screen reader or the keyboard; Enter clicks a cell"
    )
    view.addAction(cells)
    # Opened, the list takes the keyboard: else nothing tells a screen reader's user it is there.
    cells.triggered.connect(lambda shown: shown and w.cells.setFocus(Qt.FocusReason.ShortcutFocusReason))
    help_menu = bar.addMenu("&Help")
    help_menu.addActions([w.rules_action, learn, w.welcome_action, w.about_action])

    toolbar = w.addToolBar("Main")
    toolbar.setObjectName("toolbar-main")
    for number, group in enumerate(
        (
            (w.new_action, w.open_action, w.save_action),
            (w.undo_action, w.redo_action),
            (w.start_action, w.previous_action, w.next_action, w.end_action),
            (w.flip_action, w.edit_action, w.hint_action),
        )
    ):
        if number:
            toolbar.addSeparator()
        toolbar.addActions(list(group))
