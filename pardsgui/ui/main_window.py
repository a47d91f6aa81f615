"""The main window: the board in the middle, panels in docks around it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, QPoint, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QCursor,
    QGuiApplication,
    QKeySequence,
    QResizeEvent,
    QUndoGroup,
)
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QScrollArea,
    QStyle,
    QWidget,
)

from pardsgui import __version__
from pardsgui.ai import Analysis, MoveStat
from pardsgui.core import hidden
from pardsgui.core.contract import GameUnavailable, Move, Position, PositionError
from pardsgui.core.editing import EditError
from pardsgui.core.record import Node, Record
from pardsgui.games import game_info, get_game
from pardsgui.storage.autosave import Autosave
from pardsgui.storage.files import write_atomic
from pardsgui.storage.sets import describe as describe_set
from pardsgui.storage.sets import new_set
from pardsgui.storage.settings import Settings
from pardsgui.ui import plain
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.computer import Job, Thinker
from pardsgui.ui.controller import GameController
from pardsgui.ui.dialogs.cover import CoverScreen
from pardsgui.ui.dialogs.new_game import NewGameDialog
from pardsgui.ui.dialogs.peek import PeekDialog, Secret
from pardsgui.ui.dialogs.rules import RulesDialog, has_rules
from pardsgui.ui.editor.panel import EditorPanel
from pardsgui.ui.editor.session import EditSession
from pardsgui.ui.files import GameFiles
from pardsgui.ui.panels.actions import ActionPanel
from pardsgui.ui.panels.analysis import AnalysisPanel
from pardsgui.ui.panels.dice import DicePanel
from pardsgui.ui.panels.hands import HandPanel
from pardsgui.ui.panels.moves import MoveList
from pardsgui.ui.panels.turn import TurnPanel

COMPUTER_CHOICES = (
    ("", "A person"),
    ("random", "Computer: random moves"),
    ("easy", "Computer: easy (½ s)"),
    ("medium", "Computer: medium (2 s)"),
    ("hard", "Computer: hard (10 s)"),
)


def scrolling(widget: QWidget) -> QScrollArea:
    """A panel that may grow long scrolls instead of forcing the window taller."""
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    return area


class MainWindow(QMainWindow):
    def __init__(
        self,
        record: Record,
        settings: Settings | None = None,
        seed: int | None = None,
        autosave: Autosave | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self.unlocked_for: tuple[int, int] | None = None  # (node id, seat) a cover was lifted for
        self.scene = BoardScene()
        self.board = BoardWidget(self.scene, self)
        self.setCentralWidget(self.board)
        self.controller = GameController(record, seed, self)
        self.controller.chooser = self.choose_move
        self.controller.flipped = bool(self.settings.get("flipped", False))
        self.controller.coordinates = bool(self.settings.get("coordinates", True))

        self.turn = TurnPanel()
        self.dice = DicePanel()
        self.hands = HandPanel()
        self.actions_panel = ActionPanel()
        self.move_list = MoveList()
        self.docks: dict[str, QDockWidget] = {}
        for name, title, widget, area in (
            ("turn", "Turn", self.turn, Qt.DockWidgetArea.RightDockWidgetArea),
            ("dice", "Dice", self.dice, Qt.DockWidgetArea.RightDockWidgetArea),
            ("actions", "Actions", self.actions_panel, Qt.DockWidgetArea.RightDockWidgetArea),
            ("hands", "Players", scrolling(self.hands), Qt.DockWidgetArea.RightDockWidgetArea),
            ("moves", "Moves", self.move_list, Qt.DockWidgetArea.RightDockWidgetArea),
        ):
            dock = QDockWidget(title, self)
            dock.setObjectName(f"dock-{name}")
            dock.setWidget(widget)
            self.addDockWidget(area, dock)
            self.docks[name] = dock
        self.session: EditSession | None = None
        self._dice_wanted: bool | None = None
        self.editor_panel = EditorPanel()
        self.editor_panel.playRequested.connect(self.play_from_edited)
        self.editor_panel.copyRequested.connect(self._editor_copy)
        self.editor_panel.pasteRequested.connect(self._editor_paste)
        self.editor_panel.documentSave.connect(self._editor_save_document)
        self.editor_panel.documentLoad.connect(self._editor_load_document)
        self.editor_dock = QDockWidget("Edit position", self)
        self.editor_dock.setObjectName("dock-editor")
        self.editor_dock.setWidget(scrolling(self.editor_panel))
        # The editor takes the game panels' place, so the board keeps its size.
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.editor_dock)
        self._docks_before_editing: dict[str, bool] = {}
        self.editor_dock.hide()
        self.thinker = Thinker(self)
        self.thinker.finished.connect(self._search_finished)
        self.thinker.progressed.connect(self._search_progressed)
        self.thinker.failed.connect(self._search_failed)
        self.analysis = AnalysisPanel()
        self.analysis.toggled.connect(lambda _on: self._update_analysis())
        self.analysis_dock = QDockWidget("Analysis", self)
        self.analysis_dock.setObjectName("dock-analysis")
        self.analysis_dock.setWidget(self.analysis)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.analysis_dock)
        self.analysis_dock.hide()
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_turn)
        self.cover = CoverScreen(self)
        self.cover.hide()
        self.cover.lifted.connect(self._cover_lifted)
        self.status_label = plain.label()  # players' names come from files
        self.statusBar().addPermanentWidget(self.status_label)

        self.files = GameFiles(self, autosave)
        self._make_actions()
        self.scene.cellClicked.connect(self._cell_clicked)
        self.scene.pieceDropped.connect(self._piece_dropped)
        self.scene.cellRightClicked.connect(self._cell_right_clicked)
        self.scene.pieceDroppedOff.connect(self._piece_dropped_off)
        self.scene.cellPainted.connect(self._cell_painted)
        self.controller.changed.connect(self.refresh)
        self.controller.changed.connect(self.files.schedule_autosave)
        self.controller.finished.connect(self.game_over)
        self.controller.message.connect(lambda text: self.statusBar().showMessage(text, 3000))
        self.dice.rollRequested.connect(self.controller.roll)
        self.dice.setRequested.connect(self._set_dice)
        self.actions_panel.chosen.connect(self._button_move)
        self.move_list.nodeChosen.connect(self.controller.go_to)
        self.move_list.currentItemChanged.connect(self._list_moved)
        self.move_list.promoteRequested.connect(self.controller.promote)
        self.move_list.deleteRequested.connect(self.controller.delete_variation)
        self.controller.undo_stack.cleanChanged.connect(self._clean_changed)

        self.resizeDocks(
            [self.docks["turn"], self.docks["hands"], self.docks["moves"]],
            [110, 200, 240],
            Qt.Orientation.Vertical,
        )
        self.resizeDocks([self.docks["turn"]], [300], Qt.Orientation.Horizontal)
        self._restore_layout()
        self.refresh()
        if self.settings.notice:
            QTimer.singleShot(0, lambda: self.statusBar().showMessage(self.settings.notice, 15000))

    # -- menus and toolbar -----------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon: QStyle.StandardPixmap | None = None,
        tip: str = "",
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        action.setStatusTip(tip or text.replace("&", "").rstrip("…"))
        action.triggered.connect(slot)
        return action

    def _make_actions(self) -> None:
        pixmap = QStyle.StandardPixmap
        c = self.controller
        self.new_action = self._action(
            "&New game…", self.new_game, QKeySequence.StandardKey.New, pixmap.SP_FileIcon
        )
        self.open_action = self._action(
            "&Open…", self.files.open_dialog, QKeySequence.StandardKey.Open, pixmap.SP_DialogOpenButton
        )
        self.save_action = self._action(
            "&Save", self.files.save, QKeySequence.StandardKey.Save, pixmap.SP_DialogSaveButton
        )
        self.save_as_action = self._action("Save &as…", self.files.save_as, QKeySequence.StandardKey.SaveAs)
        f = self.files
        self.export_image_action = self._action("Export board as &image…", f.export_image_dialog)
        self.export_text_action = self._action("Export moves as &text…", f.export_text_dialog)
        self.copy_position_action = self._action(
            "&Copy position", f.copy_position, QKeySequence.StandardKey.Copy
        )
        self.copy_game_action = self._action("Copy &game", f.copy_game, "Ctrl+Shift+C")
        self.paste_action = self._action("&Paste position or game", f.paste, QKeySequence.StandardKey.Paste)
        self.quit_action = self._action("&Quit", self.close, QKeySequence.StandardKey.Quit)
        self.undo_group = QUndoGroup(self)
        self.undo_group.addStack(c.undo_stack)
        self.undo_group.setActiveStack(c.undo_stack)
        self.undo_action = self.undo_group.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.setIcon(self.style().standardIcon(pixmap.SP_ArrowBack))
        self.redo_action = self.undo_group.createRedoAction(self, "&Redo")
        self.edit_action = self._action("&Edit position", self.toggle_editor, "Ctrl+E")
        self.edit_action.setCheckable(True)
        self.edit_action.setStatusTip("Set up any position: place and remove pieces, set the fields")
        self.redo_action.setShortcut(QKeySequence.StandardKey.Redo)
        self.redo_action.setIcon(self.style().standardIcon(pixmap.SP_ArrowForward))
        self.flip_action = self._action("&Flip board", c.flip, "F", pixmap.SP_BrowserReload)
        self.coords_action = self._action("Show &coordinates", self._toggle_coordinates)
        self.coords_action.setCheckable(True)
        self.coords_action.setChecked(c.coordinates)
        self.previous_action = self._action(
            "&Previous move", c.previous, QKeySequence(Qt.Key.Key_Left), pixmap.SP_MediaSeekBackward
        )
        self.next_action = self._action(
            "&Next move", c.next, QKeySequence(Qt.Key.Key_Right), pixmap.SP_MediaSeekForward
        )
        self.start_action = self._action(
            "Go to &start", c.to_start, QKeySequence(Qt.Key.Key_Home), pixmap.SP_MediaSkipBackward
        )
        self.end_action = self._action(
            "Go to &end", c.to_end, QKeySequence(Qt.Key.Key_End), pixmap.SP_MediaSkipForward
        )
        self.roll_action = self._action("&Roll the dice", c.roll, "R")
        self.hint_action = self._action("&Hint", self.ask_hint, "H")
        self.peek_action = self._action("&Peek at my secret…", self.peek, "Ctrl+K")
        self.peek_action.setStatusTip(
            "Look at your own secret behind a cover (and reveal it, where the rules allow)"
        )
        self.hint_action.setStatusTip("Ask the computer for a move (it is marked on the board)")
        self.rules_action = self._action(
            "&Rules of this game", self.show_rules, QKeySequence.StandardKey.HelpContents
        )
        self.about_action = self._action("&About pardsgui", self.about)

        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addAction(self.new_action)
        game.addAction(self.open_action)
        self.recent_menu = game.addMenu("Open &recent")
        self.set_menu = game.addMenu("Se&t of games")
        self.set_menu.aboutToShow.connect(self._fill_set_menu)
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent_menu(self.recent_menu))
        game.addAction(self.save_action)
        game.addAction(self.save_as_action)
        game.addSeparator()
        game.addAction(self.export_image_action)
        game.addAction(self.export_text_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        edit.addSeparator()
        edit.addAction(self.copy_position_action)
        edit.addAction(self.copy_game_action)
        edit.addAction(self.paste_action)
        edit.addSeparator()
        edit.addAction(self.edit_action)
        moves = bar.addMenu("&Moves")
        for action in (self.previous_action, self.next_action, self.start_action, self.end_action):
            moves.addAction(action)
        moves.addSeparator()
        moves.addAction(self.roll_action)
        moves.addAction(self.hint_action)
        moves.addAction(self.peek_action)
        self.computer_menu = moves.addMenu("&Computer players")
        self.computer_menu.aboutToShow.connect(self._fill_computer_menu)
        view = bar.addMenu("&View")
        view.addAction(self.flip_action)
        view.addAction(self.coords_action)
        view.addSeparator()
        for dock in self.docks.values():
            view.addAction(dock.toggleViewAction())
        view.addAction(self.analysis_dock.toggleViewAction())
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("toolbar-main")
        for action in (self.new_action, self.open_action, self.save_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (self.undo_action, self.redo_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        for action in (self.start_action, self.previous_action, self.next_action, self.end_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.flip_action)
        toolbar.addAction(self.edit_action)
        toolbar.addAction(self.hint_action)

    # -- drawing the state -----------------------------------------------------------------

    # -- the board's clicks go to the game or to the editor ------------------------------

    def _cell_clicked(self, cell: str) -> None:
        if self.session is not None:
            self.session.click(cell)
        else:
            self.controller.click(cell)

    def _piece_dropped(self, source: str, target: str) -> None:
        if self.session is not None:
            self.session.drop(source, target)
        else:
            self.controller.drop(source, target)

    def _cell_right_clicked(self, cell: str) -> None:
        if self.session is not None:
            self.session.remove(cell)
        else:
            self.controller.select(None)

    def _piece_dropped_off(self, cell: str) -> None:
        if self.session is not None:
            self.session.remove(cell)

    def _cell_painted(self, cell: str) -> None:
        if self.session is not None:
            self.session.paint(cell)

    # -- the position editor -----------------------------------------------------------

    def toggle_editor(self) -> None:
        if self.session is None:
            self.open_editor()
        else:
            self.close_editor()

    def open_editor(self, text: str | None = None) -> bool:
        game = self.controller.game
        try:
            model = game.editor()
        except GameUnavailable as error:
            self.edit_action.setChecked(False)
            plain.inform(self, "Edit position", str(error))
            return False
        # The editor starts from what the people at the screen may see, never from a secret.
        self.session = EditSession(model, text or self.position_text_for_screen(), self)
        self.cover.hide()
        self.session.changed.connect(self.refresh)
        self.session.refused.connect(self._edit_refused)
        self.undo_group.addStack(self.session.stack)
        self.undo_group.setActiveStack(self.session.stack)
        self.editor_panel.attach(self.session, game.id)
        self.editor_panel.palette_group.buttonClicked.connect(lambda _b: self._tool_changed())
        self.edit_action.setChecked(True)
        self._docks_before_editing = {name: dock.isVisible() for name, dock in self.docks.items()}
        for dock in self.docks.values():
            dock.hide()
        self.editor_dock.show()
        self.editor_dock.raise_()
        self.refresh()
        return True

    def close_editor(self) -> None:
        if self.session is None:
            return
        self.undo_group.setActiveStack(self.controller.undo_stack)
        self.undo_group.removeStack(self.session.stack)
        self.session.deleteLater()
        self.session = None
        self.scene.painting = False
        self.edit_action.setChecked(False)
        self.editor_dock.hide()
        for name, visible in self._docks_before_editing.items():
            if name != "dice":
                self.docks[name].setVisible(visible)
        self._dice_wanted = None  # the next refresh decides about the dice again
        self.refresh()

    def _edit_refused(self, words: str) -> None:
        self.statusBar().showMessage(words, 5000)
        self.editor_panel.update_from_session(force=True)  # a refused choice must not stay shown

    def _tool_changed(self) -> None:
        if self.session is None:
            return
        tools = {tool.id: tool for tool in self.session.model.tools(self.session.text)}
        tool = tools.get(self.session.tool)
        self.scene.painting = bool(tool and tool.paints)
        self.refresh()

    def play_from_edited(self) -> None:
        if self.session is None:
            return
        position = self.session.model.position(self.session.text)
        if position is None:
            return
        if not self.files.confirm_discard():
            return
        record = Record(
            self.controller.game, position, players=list(self.controller.record.players)[: position.players]
        )
        self.close_editor()
        self.files.start(record, None)

    def _editor_copy(self) -> None:
        if self.session is not None:
            QGuiApplication.clipboard().setText(self.session.text)

    def _editor_paste(self) -> None:
        if self.session is None:
            return
        text = QGuiApplication.clipboard().text().strip()
        try:
            self.session.model.fields(text)  # readable as this game's position at all?
        except (PositionError, EditError, ValueError, IndexError) as error:
            plain.warn(self, "Cannot paste", f"Not a {self.controller.game.name} position: {error}")
            return
        self.session.replace(text, "paste")

    def _editor_save_document(self, document: str) -> None:
        if self.session is None:
            return
        spec = next(d for d in self.session.model.documents() if d.id == document)
        name, _ = QFileDialog.getSaveFileName(
            self, f"Save the {spec.label.lower()}", str(self.files.folder()), f"{spec.label} (*{spec.suffix})"
        )
        if not name:
            return
        path = Path(name if name.endswith(spec.suffix) else name + spec.suffix)
        try:
            write_atomic(path, self.session.model.export_document(self.session.text, document))
        except (OSError, EditError) as error:
            plain.warn(self, "Cannot save", f"{path} could not be written: {error}")

    def _editor_load_document(self, document: str) -> None:
        if self.session is None:
            return
        spec = next(d for d in self.session.model.documents() if d.id == document)
        name, _ = QFileDialog.getOpenFileName(
            self,
            f"Load a {spec.label.lower()}",
            str(self.files.folder()),
            f"{spec.label} (*{spec.suffix});;All files (*)",
        )
        if name:
            self.load_document(Path(name), document)

    def load_document(self, path: Path, document: str) -> bool:
        assert self.session is not None
        try:
            content = path.read_text(encoding="utf-8")[:100_000]
            text = self.session.model.import_document(self.session.text, document, content)
        except (OSError, UnicodeDecodeError, EditError) as error:
            plain.warn(self, "Cannot load", f"{path.name} cannot be used: {error}")
            return False
        return self.session.replace(text, f"load {path.name}")

    # -- the computer: its turns, hints and analysis ------------------------------------------

    def _after_change(self) -> None:
        job = self.thinker.job
        if job is not None and job.node is not self._search_node() and job.node != self._search_node():
            self.thinker.stop()  # a search for a position no longer on the board
        elif job is not None and job.kind == "move" and self.controller.computer_seat() is None:
            self.thinker.stop()  # the seat went back to a person
        self._computer_timer.start(0)
        self._update_analysis()

    def _search_node(self) -> object:
        """What a search is for: the record's node, or the editor's text."""
        if self.session is not None:
            return ("editor", self.session.text)
        return self.controller.record.current

    def _computer_turn(self) -> None:
        c = self.controller
        seat = c.computer_seat()
        node = c.record.current
        # The computer plays on at the end of a line only: stepping back to study
        # an earlier position must not make it play a variation.
        if self.session is not None or seat is None or node.children:
            return
        if c.position.is_chance:
            QTimer.singleShot(300, lambda: c.roll() if c.record.current is node else None)
            return
        job = self.thinker.job
        if job is not None and job.kind == "move" and job.node is node:
            return
        level = c.computer[seat]
        seed = c.seed + 7919 * node.ply
        self.thinker.start("move", node, c.game.id, c.position.to_text(), level, None, seed)

    def ask_hint(self) -> None:
        c = self.controller
        if c.position.current is None or c.outcome() is not None:
            return
        self.statusBar().showMessage("Looking for a good move…")
        seed = c.seed + 104729 * c.record.current.ply
        self.thinker.start("hint", c.record.current, c.game.id, c.position.to_text(), "medium", None, seed)

    def _update_analysis(self) -> None:
        if not self.analysis.button.isChecked():
            if self.thinker.busy("analyse"):
                self.thinker.stop()
            return
        if self.controller.computer_seat() is not None and self.session is None:
            return  # the computer's own move comes first; the analysis resumes after it
        if self.thinker.busy("hint"):
            return
        node = self._search_node()
        job = self.thinker.job
        if job is not None and job.kind == "analyse" and job.node == node:
            return
        if self.session is not None:
            position = self.session.model.position(self.session.text)
            if position is None:
                self.thinker.stop()
                self.analysis.clear("Fix the position's problems to analyse it.")
                return
        else:
            position = self.controller.position
        hidden = position.redacted(None) != position.to_text()
        seat = position.current if hidden else None  # never more than the deciding seat may know
        self.analysis.clear("Thinking…")
        self.thinker.start("analyse", node, position.game_id, position.to_text(), "hard:600", seat, 1)

    def _search_finished(self, job: Job, found: Analysis) -> None:
        c = self.controller
        if job.kind == "analyse":
            self._search_progressed(job, found)
            return
        if job.node is not c.record.current or found.best is None:
            self._update_analysis()
            return
        if job.kind == "move":
            if c.computer_seat() is not None and found.best in c.position.legal_moves():
                c.play(found.best)
            return
        public = self._public_moves(c.position, found.moves)
        if not public:
            return
        c.hint = public[0].move
        self.statusBar().showMessage(f"Hint: {c.view.move_label(c.position, c.hint)}", 8000)
        self.refresh()

    def _public_moves(self, position: Position, stats: Sequence[MoveStat]) -> list[MoveStat]:
        """The searched moves the whole screen may see.

        A secret move (Kerd's reveal) is left out unless one seat alone looks: its mere
        presence would tell the other seat that the infiltrator is alive. The best public
        move is then the hint.
        """
        if self.viewer() is not None:
            return list(stats)
        secret = set(self.controller.view.secret_moves(position))
        return [stat for stat in stats if stat.move not in secret]

    def _search_progressed(self, job: Job, found: Analysis) -> None:
        if job.kind != "analyse" or job.node != self._search_node():
            return
        if self.session is not None:
            position = self.session.model.position(self.session.text)
        else:
            position = self.controller.position
        if position is None:
            return
        names = self.controller.view.seat_names(position)
        public = self._public_moves(position, found.moves)
        labels = [self.controller.view.move_label(position, stat.move) for stat in public]
        self.analysis.show_analysis(replace(found, moves=tuple(public)), names, labels)

    def _search_failed(self, job: Job, message: str) -> None:
        self.statusBar().showMessage(f"The computer could not search: {message}", 10000)

    def _fill_computer_menu(self) -> None:
        self.computer_menu.clear()
        c = self.controller
        for seat, name in enumerate(c.view.seat_names(c.position)):
            seat_menu = self.computer_menu.addMenu(name)
            current = c.computer.get(seat, "")
            for level, words in COMPUTER_CHOICES:
                action = seat_menu.addAction(words)
                action.setCheckable(True)
                action.setChecked(level == current)
                action.triggered.connect(lambda _c=False, s=seat, lv=level: self.set_computer(s, lv))

    def set_computer(self, seat: int, level: str) -> None:
        """Let the computer play `seat` at `level` ("" for a person)."""
        if level:
            self.controller.computer[seat] = level
        else:
            self.controller.computer.pop(seat, None)
        self.controller._map_node = None
        self.refresh()

    def _refresh_editor(self) -> None:
        session = self.session
        assert session is not None
        model, text = session.model, session.text
        problems = session.problems()
        every = frozenset(cell.id for cell in model.geometry(text).cells)
        tools = {tool.id: tool for tool in model.tools(text)}
        tool = tools.get(session.tool)
        if tool is not None and tool.drags:
            sources = {cell: every for cell in every}
        elif tool is None:
            sources = {view.cell: every for view in model.pieces(text)}
        else:
            sources = {}
        self.scene.show_board(
            self.controller.game.id,
            model.geometry(text),
            self.controller.flipped,
            self.controller.coordinates,
        )
        self.scene.show_pieces(
            model.pieces(text),
            Highlights(
                problems=frozenset(c for p in problems for c in p.cells if c in every), sources=sources
            ),
        )
        self.turn.show_turn(self.controller.game.id, "", "Editing the position")
        self.cover.hide()
        self.editor_panel.update_from_session()
        self.update_title()
        self._after_change()

    def refresh(self) -> None:
        if self.session is not None:
            self._refresh_editor()
            return
        c = self.controller
        record = c.record
        position = c.position
        view = c.view
        game_id = record.game.id
        # A computer seat decides its secrets unseen: no cover for it.
        secret_seat = (
            position.current if view.secret(position) and position.current not in c.computer else None
        )
        covered = secret_seat is not None and self.unlocked_for != (id(record.current), secret_seat)
        self.scene.show_board(game_id, view.geometry(position), c.flipped, c.coordinates)
        self.scene.show_pieces(view.pieces(position), c.highlights())
        outcome = c.outcome()
        names = view.seat_names(position)
        if outcome is not None and position.outcome is None:
            words = "Draw by repetition"
        else:
            words = view.prompt(position)
        panels = view.panels(position)
        current = view.acting_seat(position) if outcome is None else None
        image = panels[current].image if current is not None and current < len(panels) else ""
        self.turn.show_turn(game_id, image, words)
        dice = view.dice(position)
        can_roll = position.is_chance and outcome is None
        self.dice.update_dice(dice, can_roll, [label for label, _ in c.chance_choices()])
        wanted = dice is not None or can_roll
        if wanted != self._dice_wanted:  # follow the game, but leave a person's own choice alone otherwise
            self._dice_wanted = wanted
            self.docks["dice"].setVisible(wanted)
        self.roll_action.setEnabled(can_roll)
        self.actions_panel.show_actions([view.move_label(position, m) for m in c.buttons()])
        self.hands.show_panels(game_id, panels, current)
        self.move_list.show_record(record, self.move_words, c.shape, c.added)
        self.previous_action.setEnabled(record.current.parent is not None)
        self.next_action.setEnabled(bool(record.current.children))
        status = (
            f"{record.game.name} · {' · '.join(f'{k} {v}' for k, v in record.options.items())}".rstrip(" ·")
            + f" · {' – '.join(p or n for p, n in zip(record.players, names, strict=False))}"
        )
        if self.files.game_set is not None:
            status += " · " + describe_set(self.files.game_set, record)
        self.status_label.setText(status)
        self.update_title()
        thinking = c.computer_seat()
        if thinking is not None and outcome is None:
            level = c.computer[thinking]
            self.turn.show_turn(game_id, image, f"{names[thinking]} (computer, {level}) — {words}")
        self.hint_action.setEnabled(thinking is None and position.current is not None and outcome is None)
        self.peek_action.setEnabled(bool(self._peekable_seats()))
        if covered and secret_seat is not None:
            self.cover.show_for(names[secret_seat], secret_seat)
        else:
            self.cover.hide()
        self._after_change()

    def _clean_changed(self, _clean: bool) -> None:
        self.update_title()

    def update_title(self) -> None:
        name = self.files.path.name if self.files.path else "untitled"
        dirty = " *" if self.files.dirty() else ""
        self.setWindowTitle(f"{name}{dirty} — {self.controller.game.name} — pardsgui")

    def viewer(self) -> int | None:
        """The seat that alone looks at the screen now (behind a lifted cover), else None."""
        unlocked = self.unlocked_for
        if unlocked is not None and unlocked[0] == id(self.controller.record.current):
            return unlocked[1]
        return None

    def move_words(self, node: Node) -> str:
        """A move as the move list and exports show it to whoever looks at the screen."""
        return hidden.move_words(self.controller.view, node, self.viewer())

    def position_text_for_screen(self) -> str:
        """The position as the people at the screen may know it (core/hidden.py says what)."""
        c = self.controller
        return hidden.position_text(c.view, c.record, c.record.current, self.viewer())

    def _peekable_seats(self) -> list[int]:
        # A computer seat's secret is its own: a person playing against it must not peek.
        c = self.controller
        position = c.position
        return [
            seat
            for seat in range(position.players)
            if seat not in c.computer and c.view.secret_words(position, seat)
        ]

    def peek(self) -> None:
        """A seat looks at its own secret behind a cover, and may play its secret moves there."""
        c = self.controller
        position = c.position
        names = c.view.seat_names(position)
        seats = self._peekable_seats()
        if not seats:
            return
        # The seat to move is asked first: it is the one most likely to look.
        seats.sort(key=lambda seat: seat != position.current)
        may_play = c.computer_seat() is None and c.outcome() is None
        secrets = [
            Secret(
                names[seat],
                c.view.secret_words(position, seat),
                [(c.view.move_label(position, move), move) for move in c.view.secret_moves(position)]
                if seat == position.current and may_play
                else [],
            )
            for seat in seats
        ]
        dialog = PeekDialog(self, secrets)
        self.peek_dialog = dialog  # for tests: the dialog in front
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            c.play(dialog.chosen)

    def _cover_lifted(self, seat: int) -> None:
        self.unlocked_for = (id(self.controller.record.current), seat)
        self.refresh()

    # -- moves -------------------------------------------------------------------------------

    def choose_move(self, options: Sequence[tuple[str, Move]]) -> Move | None:
        """A small menu at the mouse when one click stands for several moves."""
        menu = QMenu(self)
        menu.setObjectName("move-chooser")
        for index, (label, _move) in enumerate(options):
            action = menu.addAction(label)
            action.setData(index)
        chosen: QAction | None = menu.exec(QCursor.pos() if self.isVisible() else QPoint(0, 0))
        if chosen is None:
            return None
        return options[int(chosen.data())][1]

    def _button_move(self, index: int) -> None:
        buttons = self.controller.buttons()
        if 0 <= index < len(buttons):
            self.controller.press(buttons[index])

    def _set_dice(self, index: int) -> None:
        choices = self.controller.chance_choices()
        if 0 <= index < len(choices):
            self.controller.play(choices[index][1])

    def _list_moved(self, current: object, _previous: object) -> None:
        if current is None:
            return
        node = self.move_list.node_of(current)  # type: ignore[arg-type]
        if isinstance(node, Node) and node is not self.controller.record.current:
            self.controller.go_to(node)

    def _toggle_coordinates(self) -> None:
        self.controller.coordinates = self.coords_action.isChecked()
        self.refresh()

    def game_over(self, words: str) -> None:
        """Say how the game ended, without blocking the window."""
        self.statusBar().showMessage(f"Game over: {words}", 10000)
        game_set = self.files.game_set
        if game_set is not None:
            words += "\n\n" + describe_set(game_set, self.controller.record)
        box = QMessageBox(QMessageBox.Icon.Information, "Game over", words, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the words name the players
        box.setObjectName("game-over")
        if game_set is not None and not game_set.finished and game_set.games[-1] is self.controller.record:
            again = box.addButton("Next game of the set", QMessageBox.ButtonRole.AcceptRole)
            action = self.next_game_of_set
        else:
            again = box.addButton("New game…", QMessageBox.ButtonRole.AcceptRole)
            action = self.new_game
        box.addButton(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: action() if button is again else None)
        box.open()

    def next_game_of_set(self) -> None:
        """Begin the set's next game (colours swapped); the set keeps both records."""
        game_set = self.files.game_set
        if game_set is None or game_set.finished:
            return
        try:
            record = game_set.start_next()
        except ValueError as error:
            plain.inform(self, "Next game", str(error))
            return
        self.show_set_game(record)

    def show_set_game(self, record: Record) -> None:
        """Show one game of the current set (the set and its file stay; undo starts afresh)."""
        game_set = self.files.game_set
        if game_set is None or record not in game_set.games:
            return
        self.unlocked_for = None
        self.controller.set_record(record)
        self.files.restored_unsaved = True  # the set changed since it was last saved
        self.refresh()

    def _fill_set_menu(self) -> None:
        self.set_menu.clear()
        game_set = self.files.game_set
        if game_set is None:
            self.set_menu.addAction("Not playing a set").setEnabled(False)
            return
        for number, record in enumerate(game_set.games, 1):
            action = self.set_menu.addAction(f"Game &{number} of the set")
            action.setCheckable(True)
            action.setChecked(record is self.controller.record)
            action.triggered.connect(lambda _c=False, r=record: self.show_set_game(r))
        self.set_menu.addSeparator()
        start_next = self.set_menu.addAction("&Next game of the set", self.next_game_of_set)
        start_next.setEnabled(len(game_set.games) < 2 and self.controller.outcome() is not None)

    # -- games and files ----------------------------------------------------------------------

    def new_game(self) -> None:
        if not self.files.confirm_discard():
            return
        dialog = NewGameDialog(self, self.controller.game.id, self.controller.record.options)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        game = get_game(dialog.game_id())
        if dialog.as_set():
            names = dialog.players()
            game_set = new_set(game.id, (names[0], names[1]))
            self.files.start(game_set.games[0], None, game_set)
            record = game_set.games[0]
        else:
            record = Record(game, options=dialog.options(), players=dialog.players())
            self.files.start(record, None)
        self.controller.computer = dialog.computer_seats()
        self.controller._map_node = None
        self.refresh()
        self.settings.set("last_game", game.id)
        self.settings.set("last_options", dict(record.options))

    # -- help ----------------------------------------------------------------------------------

    def show_rules(self) -> None:
        game_id = self.controller.game.id
        if has_rules(game_id):
            RulesDialog(self, game_id, self.controller.game.initial()).exec()
        else:
            QMessageBox.information(
                self, "Rules", f"The rules of {game_info(game_id).name} are not written up yet."
            )

    def about(self) -> None:
        QMessageBox.about(
            self,
            "About pardsgui",
            f"<b>pardsgui {__version__}</b><p>Play and study Pards, Parry, Pagade, Kerd and Nardshir.</p>",
        )

    # -- closing -------------------------------------------------------------------------------

    def _restore_layout(self) -> None:
        # Size and docks are stored plainly rather than as saveGeometry(), whose frame
        # arithmetic differs between platforms; the window manager places the window.
        size = self.settings.get("window_size")
        if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) for v in size):
            self.resize(max(400, min(size[0], 10_000)), max(300, min(size[1], 10_000)))
        else:
            self.resize(1200, 800)
        state = self.settings.get("window_state")
        if isinstance(state, str):
            self.restoreState(QByteArray.fromBase64(state.encode()))
        if self.settings.get("window_maximized") is True:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.confirm_discard():
            event.ignore()
            return
        self.thinker.shutdown()
        self.files.remove_autosave()
        maximized = self.isMaximized()
        self.settings.set("window_maximized", maximized)
        if not maximized:
            self.settings.set("window_size", [self.width(), self.height()])
        self.settings.set("window_state", bytes(self.saveState().toBase64().data()).decode())
        self.settings.set("flipped", self.controller.flipped)
        self.settings.set("coordinates", self.controller.coordinates)
        self.settings.save()
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:  # keep the cover over the whole window
        super().resizeEvent(event)
        self.cover.setGeometry(self.rect())
