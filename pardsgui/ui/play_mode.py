"""Playing: the board's clicks go to the game, and the panels show the game in play.

One of the window's two modes (the other edits a position). It draws the table
(pardsgui/table) into the window's widgets, asks the person what the table cannot
decide alone (which of several moves, a confirmation, a secret behind a cover),
and runs a set's games one after the other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QPoint, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAction, QCursor
from PySide6.QtWidgets import QDialog, QDockWidget, QMenu, QMessageBox, QWidget

from pardsgui.core.contract import Game, Move
from pardsgui.core.ending import AGREED, RESIGNED, Ending
from pardsgui.core.record import Node, Record
from pardsgui.i18n import _, isolate
from pardsgui.storage.sets import describe as describe_set
from pardsgui.storage.sets import verdict
from pardsgui.table import typed
from pardsgui.ui import plain
from pardsgui.ui.greyed import Greyed
from pardsgui.ui.menus_words import keyed, placeholder
from pardsgui.ui.thinking import Target

if TYPE_CHECKING:
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QLabel, QStatusBar

    from pardsgui.storage.settings import Settings
    from pardsgui.ui.board.legend import BoardLegend
    from pardsgui.ui.board.scene import BoardScene
    from pardsgui.ui.board.view import BoardWidget
    from pardsgui.ui.controller import GameController
    from pardsgui.ui.dialogs.cover import CoverScreen
    from pardsgui.ui.dialogs.peek import PeekDialog
    from pardsgui.ui.files import GameFiles
    from pardsgui.ui.panels.actions import ActionPanel
    from pardsgui.ui.panels.cells import CellList
    from pardsgui.ui.panels.dice import DicePanel
    from pardsgui.ui.panels.hands import HandPanel
    from pardsgui.ui.panels.move_box import MoveBox
    from pardsgui.ui.panels.moves import MoveList
    from pardsgui.ui.panels.turn import TurnPanel
    from pardsgui.ui.starting import Starting
    from pardsgui.ui.thinking import Thinking

MOVES_AT_LEAST = 140  # pixels the Moves panel keeps when the Players panel grows


def option_words(game: Game, options: Mapping[str, str]) -> list[str]:
    """The options as the New game dialog names them ("Ludii 2 reconstruction", "3 players"), in
    the reader's language; a value the game no longer offers reads as its file writes it."""
    choices = {spec.key: dict(spec.choices) for spec in game.options()}
    return [
        _(choices[key][value]) if value in choices.get(key, {}) else f"{key} {value}"
        for key, value in options.items()
    ]


class PlayHost(Protocol):
    """All that playing asks of the window: the game at the table, the board and the panels it
    draws, the actions it greys, and the parts a game's end and a set's next game go on to."""

    @property
    def controller(self) -> GameController: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def files(self) -> GameFiles: ...

    @property
    def thinking(self) -> Thinking: ...

    @property
    def starting(self) -> Starting: ...  # New game…, offered when a game is over

    @property
    def scene(self) -> BoardScene: ...

    @property
    def board(self) -> BoardWidget: ...

    @property
    def legend(self) -> BoardLegend: ...

    @property
    def turn(self) -> TurnPanel: ...

    @property
    def move_box(self) -> MoveBox: ...

    @property
    def dice(self) -> DicePanel: ...

    @property
    def actions_panel(self) -> ActionPanel: ...

    @property
    def hands(self) -> HandPanel: ...

    @property
    def move_list(self) -> MoveList: ...

    @property
    def cells(self) -> CellList: ...

    @property
    def cover(self) -> CoverScreen: ...

    @property
    def status_label(self) -> QLabel: ...

    @property
    def docks(self) -> dict[str, QDockWidget]: ...

    @property
    def study_action(self) -> QAction: ...

    @property
    def roll_action(self) -> QAction: ...

    @property
    def type_move_action(self) -> QAction: ...

    @property
    def hint_action(self) -> QAction: ...

    @property
    def peek_action(self) -> QAction: ...

    @property
    def resign_action(self) -> QAction: ...

    @property
    def offer_draw_action(self) -> QAction: ...

    @property
    def previous_action(self) -> QAction: ...

    @property
    def next_action(self) -> QAction: ...

    def refresh(self) -> None: ...

    def leave_editor(self) -> bool: ...

    def cover_area(self) -> QRect: ...

    def statusBar(self) -> QStatusBar: ...

    def resizeDocks(
        self, docks: list[QDockWidget], sizes: list[int], orientation: Qt.Orientation, /
    ) -> None: ...

    def isVisible(self) -> bool: ...

    def window(self) -> QWidget: ...  # what its questions and menus open over


class PlayMode(QObject):
    def __init__(self, window: PlayHost) -> None:
        super().__init__(window.window())
        self.window = window
        self.controller = window.controller
        self._dice_wanted: bool | None = None  # the Dice panel follows the game, not every redraw
        # A timer of this object's own (not QTimer.singleShot): it dies with the window.
        self._players_timer = QTimer(self)
        self._players_timer.setSingleShot(True)
        self._players_timer.timeout.connect(self._room_for_players)
        self.peek_dialog: PeekDialog | None = None  # for tests: the peek in front
        self._offered_for: tuple[object, ...] = ()
        self.announced = ""  # the last words given to a screen reader
        self._offered_node: Node | None = None
        window.scene.cursorMoved.connect(self.cursor_moved)
        self.greyed = Greyed(self.controller.say_why, self)
        for widget in (window.dice.roll_button, window.dice.set_button, window.move_box):
            self.greyed.watch(widget)

    def follow_the_dice(self) -> None:
        """Show or hide the Dice panel as the game needs at the next redraw (after the editor)."""
        self._dice_wanted = None

    # -- the board --------------------------------------------------------------------------

    def click(self, cell: str) -> None:
        self.controller.click(cell)

    def drop(self, source: str, target: str) -> None:
        self.controller.drop(source, target)

    def refused_drop(self, source: str, target: str) -> None:
        self.controller.refuse(source, target)

    def right_click(self, _cell: str) -> None:
        self.controller.select(None)

    def dropped_off(self, _cell: str) -> None:
        """A piece let go outside the board: in play, nothing happens."""

    def painted(self, _cell: str) -> None:
        """Painting is the editor's: in play, nothing happens."""

    def target(self) -> Target:
        return Target(self.controller.record.current, self.controller.position, False)

    # -- drawing the game ---------------------------------------------------------------------

    def draw(self) -> None:
        w, c = self.window, self.controller
        record, position, view = c.record, c.position, c.view
        game_id = record.game.id
        study = w.study_action.isChecked()
        w.scene.show_board(game_id, view.geometry(position), c.flipped, c.coordinates)
        w.scene.show_pieces(view.pieces(position), c.highlights(study), view.cell_notes(position))
        w.legend.show_keys([*view.legend(position), *(view.study_legend(position) if study else ())])
        outcome = c.outcome()
        words = c.result_words() if outcome is not None else view.prompt(position)
        panels = view.panels(position)
        current = view.acting_seat(position) if outcome is None else None
        image = panels[current].image if current is not None and current < len(panels) else ""
        note, warning = c.note()
        w.turn.show_turn(game_id, image, words, c.who(current), note, warning, view.glossary())
        w.board.setAccessibleDescription(view.describe_position(position, c.viewer()))
        # A selected piece is news too: what was selected, where it may go, what the next press does.
        self.announce(w.scene.selection_words() or w.turn.news(), w.turn)
        dice = view.dice(position)
        no_roll = c.why_no_roll()
        w.dice.update_dice(dice, [label for label, _ in c.chance_choices()])
        self.greyed.set(w.dice.roll_button, no_roll, w.roll_action)
        self.greyed.set(w.dice.set_button, no_roll)
        wanted = dice is not None or (position.is_chance and outcome is None)
        if wanted != self._dice_wanted:  # follow the game, but leave a person's own choice alone otherwise
            self._dice_wanted = wanted
            w.docks["dice"].setVisible(wanted)
        w.actions_panel.show_actions([label for label, _ in c.labels(c.buttons())] + self.covered_labels())
        waiting = c.why_waiting() or (_("Behind the cover: its player looks first") if c.covered() else "")
        typing = not waiting
        self.greyed.set(w.move_box, waiting, w.type_move_action)
        # The names change with the position, not at every redraw (the node is held, so its id stays its own).
        offered_for = (id(record.current), typing, c.viewer())
        if offered_for != self._offered_for:
            self._offered_for, self._offered_node = offered_for, record.current
            w.move_box.offer(typed.completions(position, view, c.viewer()) if typing else [])
        w.hands.show_panels(game_id, panels, current)
        self._players_timer.start(0)  # once the panel has laid out its new rows
        w.move_list.show_record(
            record, c.move_words, c.shape, c.added, c.describe_node, c.starts_turn, c.removed
        )
        w.previous_action.setEnabled(record.current.parent is not None)
        w.next_action.setEnabled(bool(record.current.children))
        w.status_label.setText(self.status_words())
        rolling = _("Roll the dice first: a hint is for a move") if position.is_chance else ""
        no_hint = c.why_waiting() or rolling
        self.greyed.set_action(w.hint_action, no_hint)
        w.peek_action.setEnabled(bool(c.peekable_seats()))
        no_agreement = c.why_no_agreement()
        for action in (w.resign_action, w.offer_draw_action):
            self.greyed.set_action(action, no_agreement)
        seat = c.secret_seat()
        if c.covered() and seat is not None:
            player = record.players[seat] if seat < len(record.players) else ""
            w.cover.setGeometry(w.cover_area())
            w.cover.show_for(player or view.seat_names(position)[seat], seat)
        else:
            w.cover.hide()

    def _room_for_players(self) -> None:
        """The Players panel never scrolls while the Moves panel below it has room to give."""
        w = self.window
        players, moves = w.docks["hands"], w.docks["moves"]
        if not (players.isVisible() and moves.isVisible()) or players.isFloating() or moves.isFloating():
            return
        total = players.height() + moves.height()
        inside = players.widget()
        needed = w.hands.sizeHint().height() + players.height() - (inside.height() if inside else 0) + 4
        height = max(min(needed, total - MOVES_AT_LEAST), 1)
        if height > players.height():
            w.resizeDocks([players, moves], [height, total - height], Qt.Orientation.Vertical)

    def announce(self, words: str, about: QObject, news: bool = True) -> None:
        """Tell a screen reader what just happened and what to do now, once each time it changes.

        `news` (not a cell reached by the cursor, which is its own focus event) also becomes
        the focused cell's description: Orca 43 speaks that, and not the announcement.
        """
        if words == self.announced:
            return
        self.announced = words
        if news:
            self.window.board.tell_news(words)
            self.window.move_box.tell_news(words)
            self.window.cells.tell_news(words)
            self.window.dice.tell_news(words)
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(about, words))

    def cursor_moved(self, cell: str) -> None:
        """The keyboard's cursor reached a cell: say what stands there and what a click would do."""
        self.announce(self.window.scene.cell_words(cell), self.window.board, news=False)

    def status_words(self) -> str:
        """The game, its options and its players, and the set's score, for the status bar."""
        c = self.controller
        record = c.record
        names = c.view.seat_names(c.position)
        options = " · ".join(option_words(record.game, record.options))
        players = " – ".join(player or name for player, name in zip(record.players, names, strict=False))
        # The game's name isolated: a right-to-left line that begins with it would be laid out left to right.
        words = " · ".join(part for part in (isolate(record.game.name), options, players) if part)
        if c.game_set is not None:
            words += " · " + describe_set(c.game_set, record)
        return words

    # -- what a person is asked -------------------------------------------------------------------

    def choose_move(self, options: Sequence[tuple[str, Move]]) -> Move | None:
        """A small menu at the mouse when one click stands for several moves."""
        menu = QMenu(self.window.window())
        menu.setObjectName("move-chooser")
        for index, (label, _move) in enumerate(options):
            item = menu.addAction(label.replace("&", "&&"))  # a move's '&' is not a shortcut mark
            item.setData(index)
        where = QCursor.pos() if self.window.isVisible() else QPoint(0, 0)
        chosen: QAction | None = menu.exec(where)
        return None if chosen is None else options[int(chosen.data())][1]

    def confirm_move(self, question: str) -> bool:
        """Ask before a move a person might make by mistake (the game says which, and why)."""
        box = QMessageBox(
            QMessageBox.Icon.Question, _("Are you sure?"), question, parent=self.window.window()
        )
        box.setObjectName("confirm-move")
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box.exec() == QMessageBox.StandardButton.Yes

    def position_words(self) -> str:
        c = self.controller
        return c.view.describe_position(c.position, c.viewer())

    def describe_position(self) -> None:
        """View ▸ Describe the position: the whole position in words, in a box a screen reader reads."""
        box = QMessageBox(
            QMessageBox.Icon.Information,
            _("The position"),
            self.position_words(),
            parent=self.window.window(),
        )
        box.setObjectName("describe-position")
        box.setTextFormat(Qt.TextFormat.PlainText)  # players' names come from files
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.exec()

    def focus_move_box(self) -> None:
        self.window.move_box.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.window.move_box.selectAll()

    def play_typed(self, text: str) -> None:
        """Enter in the move box: play the move the text names, or say why it names none."""
        w, c = self.window, self.controller
        if not w.move_box.isEnabled():
            return
        reading = typed.read(c.position, c.view, text, c.viewer())
        if reading.roll:
            c.roll()
        elif len(reading.moves) == 1:
            c.press(reading.moves[0])
        elif reading.moves:
            chosen = self.choose_move(c.labels(reading.moves))
            if chosen is None:
                return
            c.press(chosen)
        else:
            c.say_why(reading.reason)
            return
        w.move_box.done()

    def press_button(self, index: int) -> None:
        buttons = self.controller.buttons()
        if 0 <= index < len(buttons):
            self.controller.press(buttons[index])
        elif 0 <= index - len(buttons) < len(self.covered_labels()):
            self.peek(mover_only=True)

    def covered_labels(self) -> list[str]:
        """The mover's buttons that open a cover first: whether their move is legal is its secret."""
        c = self.controller
        if c.why_waiting():
            return []
        return [f"{label}…" for label, _ in c.labels(c.view.covered_moves(c.position))]

    def set_dice(self, index: int) -> None:
        choices = self.controller.chance_choices()
        if 0 <= index < len(choices):
            self.controller.play(choices[index][1])

    def list_moved(self, node: Node | None) -> None:
        if node is not None and node is not self.controller.record.current:
            self.controller.go_to(node)

    # -- secrets -------------------------------------------------------------------------------

    def cover_lifted(self, seat: int) -> None:
        self.controller.lift_cover(seat)
        self.window.refresh()

    def peek(self, mover_only: bool = False) -> None:
        """A seat looks at its own secret behind a cover, and may play its secret moves there.

        `mover_only`: the seat to move, from a button of the Actions panel. With one person
        at the screen (the others are the computer) nobody else looks: no cover.
        """
        from pardsgui.ui.dialogs.peek import PeekDialog, Secret  # dialogs load on first use

        c = self.controller
        position = c.position
        names = c.view.seat_names(position)
        seats = c.peekable_seats()
        if mover_only:
            seats = [seat for seat in seats if seat == position.current]
        if not seats:
            return
        # The seat to move is asked first: it is the one most likely to look.
        seats.sort(key=lambda seat: seat != position.current)
        may_play = c.computer_seat() is None and c.outcome() is None
        secrets = [
            Secret(
                names[seat],
                c.view.secret_words(position, seat),
                c.labels(c.view.secret_moves(position)) if seat == position.current and may_play else [],
            )
            for seat in seats
        ]
        dialog = PeekDialog(self.window.window(), secrets, covered=c.people_watch())
        self.peek_dialog = dialog
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.chosen is not None:
            c.play(dialog.chosen)

    # -- the end of a game, and sets ---------------------------------------------------------------

    def game_over(self, words: str) -> None:
        """Say how the game ended, without blocking the window."""
        w, c = self.window, self.controller
        w.statusBar().showMessage(_("Game over: {result}").format(result=words), 10000)
        game_set = c.game_set
        box = QMessageBox(QMessageBox.Icon.Information, _("Game over"), words, parent=w.window())
        box.setObjectName("game-over")
        box.setTextFormat(Qt.TextFormat.PlainText)
        if game_set is not None:
            box.setInformativeText(verdict(game_set))
        # Room for the title and the result, on the text alone: on every QLabel it widened the icon too,
        # and the text was cut at the right at 1200×800.
        box.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 420px; }")
        if game_set is not None and not game_set.finished and game_set.games[-1] is c.record:
            again = box.addButton(_("Next game of the set"), QMessageBox.ButtonRole.AcceptRole)
            then = self.next_game_of_set
        else:
            again = box.addButton(_("New game…"), QMessageBox.ButtonRole.AcceptRole)
            then = w.starting.new_game
        box.addButton(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.buttonClicked.connect(lambda button: then() if button is again else None)
        box.open()

    def next_game_of_set(self) -> None:
        """Begin the set's next game (colours swapped); the set keeps both records."""
        game_set = self.controller.game_set
        if game_set is None or game_set.finished:
            return
        try:
            record = game_set.start_next()
        except ValueError as error:
            plain.inform(self.window.window(), _("Next game"), str(error))
            return
        self.show_set_game(record)

    def show_set_game(self, record: Record) -> None:
        """Show one game of the current set (the set and its file stay; undo starts afresh)."""
        game_set = self.controller.game_set
        if game_set is None or record not in game_set.games or not self.window.leave_editor():
            return
        self.controller.show_set_game(record)
        self.window.files.changed()  # the set changed since it was last saved
        self.window.refresh()

    def fill_set_menu(self, menu: QMenu) -> None:
        menu.clear()
        game_set = self.controller.game_set
        if game_set is None:
            placeholder(menu, _("Not playing a set"))
            return
        for number, record in enumerate(game_set.games, 1):
            item = menu.addAction(_("Game &{number} of the set").format(number=number))
            item.setCheckable(True)
            item.setChecked(record is self.controller.record)
            item.triggered.connect(lambda _c=False, r=record: self.show_set_game(r))
        menu.addSeparator()
        start_next = menu.addAction(_("&Next game of the set"), self.next_game_of_set)
        start_next.setEnabled(len(game_set.games) < 2 and self.controller.outcome() is not None)

    # -- resigning and draws agreed --------------------------------------------------------------------

    def resign(self) -> None:
        """Game ▸ Resign: the person's seat (between people, the seat to move) gives up, once asked."""
        c = self.controller
        seat = c.speaking_seat()
        if c.why_no_agreement() or seat is None:
            return
        names = c.view.seat_names(c.position)
        winner = c.seat_words(1 - seat)
        question = _("Resign the game as {seat}? {winner} wins.").format(seat=names[seat], winner=winner)
        if self.ask(_("Resign"), question, _("Resign"), _("Play on")):
            c.end_game(Ending(RESIGNED, seat))

    def offer_draw(self) -> None:
        """Game ▸ Offer a draw: the other side accepts or declines (the computer by its own judgement)."""
        c = self.controller
        seat = c.speaking_seat()
        if c.why_no_agreement() or seat is None:
            return
        other = 1 - seat
        if other in c.computer:
            self.window.thinking.consider_offer(other)
            return
        question = _("{offering} offers a draw. {other}, do you accept?").format(
            offering=c.seat_words(seat), other=c.seat_words(other)
        )
        if self.ask(_("A draw is offered"), question, _("Accept the draw"), _("Decline")):
            c.end_game(Ending(AGREED))
        else:
            c.say_why(_("{other} declined the draw: play on").format(other=c.seat_words(other)))

    def computer_offers_draw(self, seat: int) -> None:
        """The computer offers a draw to the person it plays, who answers when they like."""
        c = self.controller
        if c.why_no_agreement():
            return
        question = _("{offering} offers a draw. Do you accept?").format(offering=c.seat_words(seat))
        box = QMessageBox(
            QMessageBox.Icon.Question, _("A draw is offered"), question, parent=self.window.window()
        )
        box.setObjectName("draw-offer")
        box.setTextFormat(Qt.TextFormat.PlainText)
        accept = box.addButton(_("Accept the draw"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(_("Decline"), QMessageBox.ButtonRole.RejectRole)
        node = c.record.current
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(button: object) -> None:
            # Only where it was offered: a person who moved on has declined by playing.
            if button is accept and c.record.current is node and not c.why_no_agreement():
                c.end_game(Ending(AGREED))

        box.buttonClicked.connect(answered)
        box.open()

    def ask(self, title: str, question: str, yes: str, no: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=self.window.window())
        box.setTextFormat(Qt.TextFormat.PlainText)  # players' names come from files
        accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(box.addButton(no, QMessageBox.ButtonRole.RejectRole))
        box.exec()
        return box.clickedButton() is accept

    # -- the computer's seats ------------------------------------------------------------------------

    def fill_computer_menu(self, menu: QMenu) -> None:
        from pardsgui.ui.dialogs.new_game import PLAYER_CHOICES

        menu.clear()
        c = self.controller
        taken = {"r"}  # the last entry's: The computer &resigns a lost game
        for seat, name in enumerate(c.view.seat_names(c.position)):
            seat_menu = menu.addMenu(keyed(name, taken))
            current = c.computer.get(seat, "")
            levels: set[str] = set()
            for level, words in PLAYER_CHOICES:
                item = seat_menu.addAction(keyed(_(words), levels))
                item.setCheckable(True)
                item.setChecked(level == current)
                item.triggered.connect(lambda _c=False, s=seat, lv=level: self.set_computer(s, lv))
        menu.addSeparator()
        resigns = menu.addAction(_("The computer &resigns a lost game"))
        resigns.setCheckable(True)
        resigns.setChecked(self.window.thinking.may_resign())
        resigns.setStatusTip(_("When every line it tries loses, the computer gives up instead of playing on"))
        resigns.toggled.connect(lambda on: self.window.settings.set("computer_resigns", on))

    def set_computer(self, seat: int, level: str) -> None:
        """Let the computer play `seat` at `level` ("" for a person): a change to the game, kept by Save."""
        if self.controller.computer.get(seat, "") == level:
            return
        self.controller.set_computer(seat, level)
        self.window.files.changed()
        self.window.refresh()
