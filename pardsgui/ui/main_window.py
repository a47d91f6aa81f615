"""The main window: the board in the middle, panels in docks around it, and the wiring between them.

What the window shows comes from its parts: the controller (the table in play,
with undo), the play and edit modes (what the board's clicks do and how the panels
look), `Thinking` (the computer's moves, hints and analysis) and `GameFiles`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.record import Record
from pardsgui.i18n import _
from pardsgui.storage.autosave import Autosave
from pardsgui.storage.settings import Settings
from pardsgui.ui import focus, menus, plain, window_state
from pardsgui.ui.board.legend import BoardLegend
from pardsgui.ui.board.scene import BoardScene
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.computer import Thinker
from pardsgui.ui.controller import GameController
from pardsgui.ui.dialogs.cover import CoverScreen
from pardsgui.ui.dock_style import keep_icons
from pardsgui.ui.files import GameFiles
from pardsgui.ui.panels.actions import ActionPanel
from pardsgui.ui.panels.analysis import AnalysisPanel
from pardsgui.ui.panels.cells import CellList
from pardsgui.ui.panels.dice import DicePanel
from pardsgui.ui.panels.hands import HandPanel
from pardsgui.ui.panels.move_box import MoveBox
from pardsgui.ui.panels.moves import MoveList, Row
from pardsgui.ui.panels.turn import TurnPanel
from pardsgui.ui.play_mode import PlayMode
from pardsgui.ui.review import Reviewing
from pardsgui.ui.side_scroll import SideScroll
from pardsgui.ui.starting import Starting
from pardsgui.ui.status_bar import StatusBar
from pardsgui.ui.theme import window_palette
from pardsgui.ui.thinking import Thinking
from pardsgui.ui.tutor import Tutor

if TYPE_CHECKING:
    from pardsgui.ui.edit_mode import EditMode
    from pardsgui.ui.editor.panel import EditorPanel
    from pardsgui.ui.editor.session import EditSession


class MainWindow(QMainWindow, menus.Actions):
    def __init__(
        self,
        record: Record,
        settings: Settings | None = None,
        seed: int | None = None,
        autosave: Autosave | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings or Settings()
        self._finished = False  # quit once: the settings are stored and the computer stopped
        self._system_palette: QPalette | None = None  # the window's colours before a theme changed them
        self.scene = BoardScene()
        self.board = BoardWidget(self.scene, self)
        self.board.setAccessibleName(_("Board"))  # its description is the position in words
        self.legend = BoardLegend(self.scene.theme)
        centre = QWidget(self)
        centre_layout = QVBoxLayout(centre)
        centre_layout.setContentsMargins(0, 0, 0, 0)
        centre_layout.setSpacing(0)
        centre_layout.addWidget(self.board, 1)
        centre_layout.addWidget(self.legend)
        self.setCentralWidget(centre)
        self.controller = GameController(record, seed, self)
        self.controller.flipped = bool(self.settings.get("flipped", False))
        self.controller.coordinates = bool(self.settings.get("coordinates", True))
        self.turn = TurnPanel()
        self.move_box = MoveBox()
        self.turn.add_below(self.move_box)
        self.dice = DicePanel()
        self.hands = HandPanel()
        self.actions_panel = ActionPanel()
        self.move_list = MoveList()
        self.docks = {
            name: self._dock(name, title, widget, Qt.DockWidgetArea.RightDockWidgetArea)
            for name, title, widget in (
                ("turn", _("Turn"), self.turn),
                ("dice", _("Dice"), self.dice),
                ("actions", _("Actions"), self.actions_panel),
                ("hands", _("Players"), SideScroll(self.hands)),
                ("moves", _("Moves"), self.move_list),
            )
        }
        # The editor (its mode, panel and dock) is built when first opened: most starts never edit.
        self._edit_mode: EditMode | None = None
        self._editor: tuple[EditorPanel, QDockWidget] | None = None
        self.analysis = AnalysisPanel()
        self.analysis_dock = self._dock(
            "analysis", _("Analysis"), self.analysis, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.analysis_dock.hide()
        self.cells = CellList()
        self.cells.follow(self.scene)
        self.cells_dock = self._dock("cells", _("Cells"), self.cells, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.cells_dock.hide()
        self.cover = CoverScreen(self)
        self.cover.hide()
        self.setStatusBar(StatusBar(self))
        self.status_label = plain.label()  # players' names come from files
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)
        self.statusBar().addPermanentWidget(self.status_label)
        self.files = GameFiles(self, self, autosave)
        self.play_mode = PlayMode(self)
        self.thinking = Thinking(
            self.controller,
            self.analysis,
            lambda: self.mode.target(),
            self.controller.viewer,
            lambda words, ms: self.statusBar().showMessage(words, ms),
            self.refresh,
            self.turn.show_thinking,
            self,
        )
        self.thinking.offered = self.play_mode.computer_offers_draw
        self.thinking.may_resign = lambda: self.settings.get("computer_resigns", True) is not False
        self.starting = Starting(self)
        self.reviewing = Reviewing(self)  # Game ▸ Review game, its panel and the marks in the move list
        self.tutor = Tutor(self.controller, self.settings, self)  # Moves ▸ Tutor
        menus.install(self, self)
        self._connect()
        self._order_focus()
        self.resizeDocks(
            [self.docks["turn"], self.docks["hands"], self.docks["moves"]],
            [110, 200, 240],
            Qt.Orientation.Vertical,
        )
        self.resizeDocks([self.docks["turn"]], [300], Qt.Orientation.Horizontal)
        window_state.restore(self, self.settings)
        # After the docks are restored: the first drawing shows the panels this game needs (the Dice).
        saved = self.settings.get("theme")
        self.use_theme(saved if isinstance(saved, str) else "system")  # draws the window
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)
        if self.settings.notice:
            QTimer.singleShot(0, lambda: self.statusBar().showMessage(self.settings.notice, 15000))

    def _dock(self, name: str, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        keep_icons(dock)
        dock.setObjectName(f"dock-{name}")
        dock.setWidget(widget)
        if not widget.accessibleName():  # a screen reader names each panel as its title does
            widget.setAccessibleName(title)
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            # Qt keeps a dock area's side in a right-to-left window: the side panels mirror as the rest does
            sides = {Qt.DockWidgetArea.LeftDockWidgetArea: Qt.DockWidgetArea.RightDockWidgetArea}
            area = {**sides, **{b: a for a, b in sides.items()}}.get(area, area)
        self.addDockWidget(area, dock)
        dock.topLevelChanged.connect(self._order_focus)
        return dock

    def _connect(self) -> None:
        # Bound methods, not lambdas: Qt then drops a connection whose receiver is gone.
        c, play = self.controller, self.play_mode
        c.chooser = play.choose_move
        c.confirmer = play.confirm_move
        self.scene.cellClicked.connect(self._clicked)
        self.scene.pieceDropped.connect(self._dropped)
        self.scene.dropRefused.connect(self._drop_refused)
        self.scene.cellRightClicked.connect(self._right_clicked)
        self.scene.pieceDroppedOff.connect(self._dropped_off)
        self.scene.cellPainted.connect(self._painted)
        self.scene.cancelled.connect(self._cancelled)
        self.turn.termChosen.connect(self.starting.show_rules)
        self.cover.lifted.connect(play.cover_lifted)
        c.changed.connect(self.refresh)
        c.changed.connect(self.files.schedule_autosave)
        c.finished.connect(play.game_over)
        c.message.connect(self._say)
        c.undo_stack.cleanChanged.connect(self._clean_changed)
        self.dice.rollRequested.connect(c.roll)
        self.dice.setRequested.connect(play.set_dice)
        self.actions_panel.chosen.connect(play.press_button)
        self.actions_panel.rebuilt.connect(self._order_buttons)
        self.move_box.entered.connect(play.play_typed)
        self.move_list.nodeChosen.connect(c.go_to)
        self.move_list.currentItemChanged.connect(self._list_moved)
        self.move_list.promoteRequested.connect(c.promote)
        self.move_list.deleteRequested.connect(c.delete_variation)
        self.move_list.boardKey.connect(self._to_the_board)

    def _order_focus(self, _floating: bool = False) -> None:
        panels = [*self._before_buttons(), self.actions_panel, self.move_list]
        editor = [self._editor[0]] if self._editor is not None else []
        focus.chain([*panels, self.analysis, self.cells, *editor, self.hands])

    def _before_buttons(self) -> list[QWidget]:
        return [self.board, self.move_box, self.dice]

    def _order_buttons(self) -> None:
        focus.chain_into(self._before_buttons(), self.actions_panel)

    def _to_the_board(self, event: QKeyEvent) -> None:
        """A board key pressed elsewhere (Shift+arrows in the move list): the board takes it and the focus."""
        self.board.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.board.keyPressEvent(event)

    def _clicked(self, cell: str) -> None:
        self.mode.click(cell)

    def _dropped(self, source: str, target: str) -> None:
        self.mode.drop(source, target)

    def _drop_refused(self, source: str, target: str) -> None:
        self.mode.refused_drop(source, target)

    def _right_clicked(self, cell: str) -> None:
        self.mode.right_click(cell)

    def _dropped_off(self, cell: str) -> None:
        self.mode.dropped_off(cell)

    def _cancelled(self) -> None:
        if self.session is None:  # in the editor, Escape keeps the piece in hand
            self.controller.select(None)

    def _painted(self, cell: str) -> None:
        self.mode.painted(cell)

    def _say(self, words: str) -> None:
        self.statusBar().showMessage(words, 4000)

    def _clean_changed(self, _clean: bool) -> None:
        self.update_title()

    def _list_moved(self, item: Row | None, _previous: object) -> None:
        self.play_mode.list_moved(self.move_list.node_of(item) if item is not None else None)

    # -- the two modes ------------------------------------------------------------------------

    @property
    def mode(self) -> PlayMode | EditMode:
        """What the board's clicks do and what the panels show: editing a position, or playing."""
        edit = self._edit_mode
        return edit if edit is not None and edit.session is not None else self.play_mode

    @property
    def session(self) -> EditSession | None:
        return self._edit_mode.session if self._edit_mode is not None else None

    @property
    def edit_mode(self) -> EditMode:
        if self._edit_mode is None:
            from pardsgui.ui.edit_mode import EditMode

            self._edit_mode = EditMode(self)
        return self._edit_mode

    @property
    def editor_panel(self) -> EditorPanel:
        return self._editor_parts()[0]

    @property
    def editor_dock(self) -> QDockWidget:
        return self._editor_parts()[1]

    def _editor_parts(self) -> tuple[EditorPanel, QDockWidget]:
        if self._editor is None:
            from pardsgui.ui.editor.panel import EditorPanel

            panel = EditorPanel()
            # The editor takes the game panels' place, so the board keeps its size.
            dock = self._dock(
                "editor", _("Edit position"), SideScroll(panel), Qt.DockWidgetArea.RightDockWidgetArea
            )
            dock.hide()
            self._editor = (panel, dock)
            self._order_focus()
        return self._editor

    def refresh(self) -> None:
        """Every part of the window drawn again from the table, in one order: the game's own panels
        first, then what speaks of them (the review's marks in the move list, the analysis)."""
        self.mode.draw()
        self.reviewing.update()
        self.update_title()
        self.thinking.changed()

    def toggle_editor(self) -> None:
        if self.session is None:
            self.edit_mode.open()
        elif not self.edit_mode.leave(offer_play=True):
            self.edit_action.setChecked(True)  # still editing

    def open_editor(self, text: str | None = None) -> bool:
        return self.edit_mode.open(text)

    def close_editor(self) -> None:
        self.edit_mode.close()

    def leave_editor(self) -> bool:
        return self.edit_mode.leave()

    def paste(self) -> None:
        """Edit ▸ Paste: into the editor while editing, else a game or position in place of this one."""
        if self.session is not None:
            self.edit_mode.paste()
        else:
            self.files.paste()

    @property
    def thinker(self) -> Thinker:
        return self.thinking.thinker

    def update_title(self) -> None:
        name = self.files.path.name if self.files.path else _("untitled")
        dirty = " *" if self.files.dirty() else ""
        self.setWindowTitle(f"{name}{dirty} — {self.controller.game.name} — pardsgui")

    def position_text_for_screen(self) -> str:
        """The position as the people at the screen may know it (core/hidden.py says what)."""
        return self.controller.position_text_for_screen()

    def use_theme(self, choice: str) -> None:
        """View ▸ Theme: the board's colours (and the window's scheme, where Qt can set it)."""
        self.scene.theme.use(choice)
        self.settings.set("theme", self.scene.theme.choice)
        self.theme_actions[self.scene.theme.choice].setChecked(True)
        hints = QGuiApplication.styleHints()
        light, dark = Qt.ColorScheme.Light, Qt.ColorScheme.Dark
        schemes = {"light": light, "dark": dark, "contrast": light}
        hints.setColorScheme(schemes.get(self.scene.theme.choice, Qt.ColorScheme.Unknown))
        app = QApplication.instance()
        if isinstance(app, QApplication):
            if self._system_palette is None:
                self._system_palette = app.palette()
            app.setPalette(window_palette(self.scene.theme.choice, self._system_palette))
        self.scene.geometry = None  # every item drawn again in the new colours
        self.legend.show_keys([])
        self.refresh()

    def _system_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if self.scene.theme.choice == "system":
            self.use_theme("system")

    def toggle_coordinates(self) -> None:
        self.controller.coordinates = self.coords_action.isChecked()
        self.refresh()

    # -- games ----------------------------------------------------------------------------------

    def may_replace_game(self) -> bool:
        """Ask what the person would lose (edits in the editor, an unsaved game); True to go on."""
        return self.leave_editor() and self.files.confirm_discard()

    # -- the window itself, and quitting -----------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self._finished and not self.may_replace_game():
            event.ignore()
            return
        self.finish(keep_autosave=False)
        event.accept()

    def interrupt(self) -> None:
        """Ctrl+C in the terminal: quit as Game ▸ Quit does, once an open dialog's own loop has ended."""
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self:
            if isinstance(modal, QDialog):
                modal.reject()
            else:
                modal.close()
            QTimer.singleShot(50, self.interrupt)
            return
        self.close()

    def terminate(self) -> None:
        """Quit at once without questions (SIGTERM: the session is ending); unsaved work stays autosaved."""
        self.files.write_autosave(at_once=True)
        self.finish(keep_autosave=self.files.dirty())
        QApplication.quit()

    def finish(self, keep_autosave: bool) -> None:
        """What every way of quitting does once: stop the computer, store the window's settings."""
        if self._finished:
            return
        self._finished = True
        if self.files.reading_on is not None:  # a big game's moves half read: the file still holds them
            self.files.reading_on.end()
        self.thinking.shutdown()
        self.reviewing.shutdown()
        self.tutor.shutdown()
        self.starting.shutdown()
        if not keep_autosave:
            self.files.remove_autosave()
        window_state.store(self, self.settings)
        self.settings.save()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.cover.setGeometry(self.cover_area())

    def cover_area(self) -> QRect:
        """All of the window but its menu bar: the menus stay usable behind a cover."""
        # The size hint, not the geometry: before the window is first shown the bar has no place yet.
        bar = self.menuBar()
        top = 0 if bar.isNativeMenuBar() else max(bar.geometry().bottom() + 1, bar.sizeHint().height())
        return self.rect().adjusted(0, top, 0, 0)
