"""The window's menus and toolbar: every command a person can give, with its shortcut.

The actions are attributes of the window (`window.undo_action` …) so its parts and
the tests reach them by name; what each does lives in the part that owns it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QMenu, QStyle, QWidget

from pardsgui.ui.menus_words import keyed
from pardsgui.ui.theme import CHOICES

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDockWidget, QMenuBar, QToolBar

    from pardsgui.storage.settings import Settings
    from pardsgui.ui.controller import GameController
    from pardsgui.ui.files import GameFiles
    from pardsgui.ui.panels.cells import CellList
    from pardsgui.ui.play_mode import PlayMode
    from pardsgui.ui.review import Reviewing
    from pardsgui.ui.starting import Starting
    from pardsgui.ui.thinking import Thinking
    from pardsgui.ui.tutor import Tutor

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


class MenusHost(Protocol):
    """All the menus ask of the window: the parts whose commands they give, its docks, its bars."""

    @property
    def controller(self) -> GameController: ...

    @property
    def files(self) -> GameFiles: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def play_mode(self) -> PlayMode: ...

    @property
    def starting(self) -> Starting: ...

    @property
    def reviewing(self) -> Reviewing: ...

    @property
    def thinking(self) -> Thinking: ...

    @property
    def tutor(self) -> Tutor: ...

    @property
    def docks(self) -> dict[str, QDockWidget]: ...

    @property
    def analysis_dock(self) -> QDockWidget: ...

    @property
    def cells_dock(self) -> QDockWidget: ...

    @property
    def cells(self) -> CellList: ...

    def paste(self) -> None: ...

    def toggle_editor(self) -> None: ...

    def toggle_coordinates(self) -> None: ...

    def use_theme(self, choice: str) -> None: ...

    def refresh(self) -> None: ...

    def close(self) -> bool: ...

    def menuBar(self) -> QMenuBar: ...

    def addToolBar(self, title: str, /) -> QToolBar: ...

    def window(self) -> QWidget: ...  # what the actions belong to


def action(
    window: QWidget,
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


def install(window: MenusHost, actions: Actions) -> None:
    """Make the window's actions (into `actions`: the window, which declares them), its menu bar
    and its toolbar."""
    w, a, c, f = window, actions, window.controller, window.files
    p = w.window()  # what the actions belong to
    a.new_action = action(p, "&New game…", w.starting.new_game, Key.New, Icon.SP_FileIcon)
    a.open_action = action(p, "&Open…", f.open_dialog, Key.Open, Icon.SP_DialogOpenButton)
    a.save_action = action(p, "&Save", f.save, Key.Save, Icon.SP_DialogSaveButton)
    a.save_as_action = action(p, "Save &as…", f.save_as, Key.SaveAs)
    a.export_image_action = action(p, "Export board as &image…", f.export_image_dialog, "Ctrl+Shift+I")
    a.export_text_action = action(p, "Export moves as &text…", f.export_text_dialog, "Ctrl+Shift+T")
    a.quit_action = action(p, "&Quit", w.close, "Ctrl+Q")  # Key.Quit is empty on some platforms
    a.resign_action = action(
        p, "Resi&gn…", w.play_mode.resign, "Ctrl+Shift+G", tip="Give up the game: the other side wins"
    )
    a.offer_draw_action = action(
        p,
        "Offer a &draw…",
        w.play_mode.offer_draw,
        "Ctrl+Shift+D",
        tip="Propose to end the game as a draw: the other side accepts or declines",
    )
    a.copy_position_action = action(p, "&Copy position", f.copy_position, Key.Copy)
    a.copy_game_action = action(p, "Copy &game", f.copy_game, "Ctrl+Shift+C")
    a.paste_action = action(p, "&Paste position or game", w.paste, Key.Paste)
    a.undo_group = QUndoGroup(p)
    a.undo_group.addStack(c.undo_stack)
    a.undo_group.setActiveStack(c.undo_stack)
    a.undo_action = a.undo_group.createUndoAction(p, "&Undo")
    a.undo_action.setShortcut(Key.Undo)
    a.undo_action.setIcon(p.style().standardIcon(Icon.SP_ArrowBack))
    a.redo_action = a.undo_group.createRedoAction(p, "&Redo")
    a.redo_action.setShortcut(Key.Redo)
    a.redo_action.setIcon(p.style().standardIcon(Icon.SP_ArrowForward))
    a.edit_action = action(
        p,
        "&Edit position",
        w.toggle_editor,
        "Ctrl+E",
        tip="Set up any position: place and remove pieces, set the fields",
        checkable=True,
    )
    a.previous_action = action(p, "&Previous move", c.previous, Qt.Key.Key_Left, Icon.SP_MediaSeekBackward)
    a.next_action = action(p, "&Next move", c.next, Qt.Key.Key_Right, Icon.SP_MediaSeekForward)
    a.start_action = action(p, "Go to &start", c.to_start, Qt.Key.Key_Home, Icon.SP_MediaSkipBackward)
    a.end_action = action(p, "Go to &end", c.to_end, Qt.Key.Key_End, Icon.SP_MediaSkipForward)
    a.roll_action = action(p, "&Roll the dice", c.roll, "R")
    a.hint_action = action(
        p, "&Hint", w.thinking.hint, "H", tip="Ask the computer for a move (it is marked on the board)"
    )
    a.tutor_action = action(
        p,
        "T&utor",
        lambda: w.tutor.set_enabled(a.tutor_action.isChecked()),
        "Ctrl+Shift+U",
        tip="Before a move of yours that loses much (the review's ? or ??), ask first",
        checkable=True,
    )
    a.tutor_action.setChecked(w.tutor.enabled)
    a.peek_action = action(
        p,
        "&Peek at my secret…",
        w.play_mode.peek,
        "Ctrl+K",
        tip="Look at your own secret behind a cover (and reveal it, where the rules allow)",
    )
    a.type_move_action = action(
        p, "&Type a move", w.play_mode.focus_move_box, "Ctrl+L", tip="Type a move by its name; Enter plays it"
    )
    a.type_move_action.setShortcuts([QKeySequence("Ctrl+L"), QKeySequence("/")])
    a.describe_action = action(
        p,
        "&Describe the position",
        w.play_mode.describe_position,
        "Ctrl+D",
        tip="The whole position in words: what to do now and where every piece stands",
    )
    a.flip_action = action(p, "&Flip board", c.flip, "F", Icon.SP_BrowserReload)
    a.coords_action = action(p, "Show &coordinates", w.toggle_coordinates, "Ctrl+Shift+O", checkable=True)
    a.coords_action.setChecked(c.coordinates)
    a.study_action = action(
        p,
        "&Study marks",
        w.refresh,
        "Ctrl+M",
        tip="Marks that help to see the game (Pards: group sizes, pieces that could be sacked)",
        checkable=True,
    )
    # On for a first game: a newcomer sees what the marks show before knowing to ask for them.
    a.study_action.setChecked(w.settings.get("study_marks", True) is not False)
    a.rules_action = action(p, "&Rules of this game", w.starting.show_rules, Key.HelpContents)
    a.welcome_action = action(
        p,
        "&Welcome: choose a game…",
        w.starting.choose_game,
        "F3",
        tip="The five games, with their boards and rules",
    )
    a.about_action = action(p, "&About pardsgui", w.starting.about, "Shift+F1")
    learn = action(
        p, "&Learn…", w.starting.learn, "F2", tip="Short lessons, each a small position with one goal"
    )
    puzzles = action(
        p,
        "&Puzzles…",
        w.starting.puzzles,
        "Shift+F2",
        tip="Find the best move: puzzles with a rating per game",
    )

    bar = w.menuBar()
    game = bar.addMenu("&Game")
    game.addActions([a.new_action, a.open_action])
    a.recent_menu = game.addMenu("Open &recent")
    a.recent_menu.aboutToShow.connect(lambda: f.fill_recent_menu(a.recent_menu))
    a.set_menu = game.addMenu("Se&t of games")
    a.set_menu.aboutToShow.connect(lambda: w.play_mode.fill_set_menu(a.set_menu))
    game.addActions([a.save_action, a.save_as_action])
    game.addSeparator()
    game.addActions([a.export_image_action, a.export_text_action])
    game.addSeparator()
    game.addActions([w.reviewing.action, w.reviewing.train_action])
    w.reviewing.trainRequested.connect(lambda game_id: w.starting.puzzles(game_id, "mine"))
    game.addSeparator()
    game.addActions([a.resign_action, a.offer_draw_action])
    game.addSeparator()
    game.addAction(a.quit_action)
    edit = bar.addMenu("&Edit")
    edit.addActions([a.undo_action, a.redo_action])
    edit.addSeparator()
    edit.addActions([a.copy_position_action, a.copy_game_action, a.paste_action])
    edit.addSeparator()
    edit.addAction(a.edit_action)
    moves = bar.addMenu("&Moves")
    moves.addActions([a.previous_action, a.next_action, a.start_action, a.end_action])
    moves.addSeparator()
    moves.addActions([a.roll_action, a.type_move_action, a.hint_action, a.tutor_action, a.peek_action])
    a.computer_menu = moves.addMenu("&Computer players")
    a.computer_menu.aboutToShow.connect(lambda: w.play_mode.fill_computer_menu(a.computer_menu))
    view = bar.addMenu("&View")
    view.addActions([a.flip_action, a.coords_action, a.study_action, a.describe_action])
    themes = view.addMenu("&Theme")
    exclusive = QActionGroup(themes)
    a.theme_actions = {}
    letters: set[str] = set()
    for key, label in CHOICES:
        item = themes.addAction(keyed(label, letters))
        item.setCheckable(True)
        item.setData(key)
        exclusive.addAction(item)
        item.triggered.connect(lambda _checked=False, key=key: w.use_theme(key))
        a.theme_actions[key] = item
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
    help_menu.addActions([a.rules_action, learn, puzzles, a.welcome_action, a.about_action])

    toolbar = w.addToolBar("Main")
    toolbar.setObjectName("toolbar-main")
    for number, group in enumerate(
        (
            (a.new_action, a.open_action, a.save_action),
            (a.undo_action, a.redo_action),
            (a.start_action, a.previous_action, a.next_action, a.end_action),
            (a.flip_action, a.edit_action, a.hint_action),
        )
    ):
        if number:
            toolbar.addSeparator()
        toolbar.addActions(list(group))
