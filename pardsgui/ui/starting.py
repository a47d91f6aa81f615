"""Starting a game: Game ▸ New game, the game chooser, the first questions at start; the help.

The window asks here; this part knows which dialog to show and how a chosen
game, its options and its players become the record on the board.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from pardsgui import __version__
from pardsgui.core.record import Record
from pardsgui.games import game_info, get_game
from pardsgui.i18n import _
from pardsgui.storage.sets import new_set

if TYPE_CHECKING:
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.board.scene import BoardScene
    from pardsgui.ui.controller import GameController
    from pardsgui.ui.dialogs.new_game import Seat
    from pardsgui.ui.files import GameFiles

NEWCOMER_LEVEL = "easy"  # the opponent Learn's Play a game offers


class StartingHost(Protocol):
    """All that starting a game asks of the window: the game at the table, its files, the settings."""

    @property
    def controller(self) -> GameController: ...

    @property
    def files(self) -> GameFiles: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def scene(self) -> BoardScene: ...  # its theme: the chooser, rules and lessons draw in it

    def may_replace_game(self) -> bool: ...

    def refresh(self) -> None: ...

    def window(self) -> QWidget: ...  # what the dialogs open over (a QWidget's own)

    def raise_(self) -> None: ...

    def activateWindow(self) -> None: ...


class Starting:
    def __init__(self, window: StartingHost) -> None:
        self.window = window
        self.learn_window: QWidget | None = None  # Help ▸ Learn, made when first asked for
        self.trainer_window: QWidget | None = None  # Help ▸ Puzzles, likewise

    def new_game(self) -> None:
        from pardsgui.ui.dialogs.new_game import NewGameDialog  # dialogs load on first use

        w = self.window
        if not w.may_replace_game():
            return
        c = w.controller
        dialog = NewGameDialog(w.window(), c.game.id, c.record.options, self._last_seats())
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.start_game(dialog.game_id(), dialog.options(), dialog.seats(), dialog.as_set())

    def start_game(self, game_id: str, options: dict[str, str], seats: Sequence[Seat], as_set: bool) -> None:
        """Start a new game (or a set) exactly as chosen, and remember the choice for next time."""
        w = self.window
        game = get_game(game_id)
        names = [seat.shown_name() for seat in seats]
        computer = {number: seat.level for number, seat in enumerate(seats) if seat.level}
        if as_set:
            game_set = new_set(game.id, (names[0], names[1]))
            record = game_set.games[0]
            record.computer = computer
            w.files.start(record, None, game_set)
        else:
            record = Record(game, options=options, players=names)
            record.computer = computer
            w.files.start(record, None)
        w.refresh()
        w.settings.set("last_game", game.id)
        w.settings.set("last_options", dict(record.options))
        w.settings.set("last_seats", [[seat.name, seat.level] for seat in seats])

    def _last_seats(self) -> list[Seat]:
        """The players of the last new game, for the dialog to offer again."""
        from pardsgui.ui.dialogs.new_game import LEVELS, Seat

        w = self.window
        saved = w.settings.get("last_seats")
        if not isinstance(saved, list):
            return []
        return [
            Seat(entry[0][:200], entry[1] if entry[1] in LEVELS else "")
            for entry in saved[:8]
            if isinstance(entry, list) and len(entry) == 2 and all(isinstance(v, str) for v in entry)
        ]

    def welcome(self, file: Path | None = None, first_start: bool = False) -> None:
        """The app's first questions, once the window is on screen.

        The file named on the command line, else a game an earlier run left behind,
        else — on the very first start — the game chooser.
        """
        w = self.window
        if file is not None:
            w.files.open_path(file)
        elif not w.files.offer_restore() and first_start:
            self.choose_game()

    def choose_game(self) -> None:
        """The game chooser: five games with their boards; Play, Rules, Open, More choices."""
        w = self.window
        from pardsgui.ui.dialogs.chooser import GameChooser  # its board pictures load when first shown

        chooser = GameChooser(w.window(), w.scene.theme)
        if chooser.exec() != QDialog.DialogCode.Accepted or chooser.chosen is None:
            return
        what, game_id = chooser.chosen
        if what == "learn":
            self.learn(game_id)
        elif what == "puzzles":
            self.puzzles()
        elif what == "open":
            w.files.open_dialog()
        elif what == "new":
            self.new_game()
        else:
            self.play(game_id)

    def show_rules(self, term: str = "") -> None:
        """Help ▸ Rules of this game; at `term`'s first mention when a term was clicked."""
        from pardsgui.ui.dialogs.rules import RulesDialog, has_rules

        w = self.window
        game_id = w.controller.game.id
        if has_rules(game_id):
            RulesDialog(
                w.window(), game_id, w.controller.game.initial(), find=term, theme=w.scene.theme
            ).exec()
        else:
            QMessageBox.information(
                w.window(),
                _("Rules"),
                _("The rules of {game} are not written up yet.").format(game=game_info(game_id).name),
            )

    def learn(self, game_id: str = "") -> None:
        """Help ▸ Learn: the lessons, in a window of their own; the game in play is left alone."""
        from pardsgui.ui.learn import LearnWindow

        w = self.window
        game_id = game_id or w.controller.game.id
        window = self.learn_window
        if isinstance(window, LearnWindow):
            window.choose_game(game_id)
        else:
            window = self.learn_window = LearnWindow(w.window(), game_id, w.scene.theme)
            window.playRequested.connect(self.play_after_lessons)
        window.show()
        window.raise_()
        window.activateWindow()

    def puzzles(self, game_id: str = "", which: str = "shipped") -> None:
        """Help ▸ Puzzles (`which` "shipped"), Game ▸ Train on my mistakes ("mine"): the trainer's window."""
        from pardsgui.train.mine import MyPuzzles
        from pardsgui.ui.train import TrainerWindow

        w = self.window
        game_id = game_id or w.controller.game.id
        if which == "mine" and not MyPuzzles.load().of(game_id):
            QMessageBox.information(
                w.window(),
                _("Train on my mistakes"),
                _(
                    "No puzzles from your games of {game} yet. Review a game you played"
                    " (Game ▸ Review game): each of your moves it marks ? or ?? becomes a puzzle."
                ).format(game=game_info(game_id).name),
            )
            return
        window = self.trainer_window
        if isinstance(window, TrainerWindow):
            window.reload_mine()
            window.choose(game_id, which)
        else:
            window = self.trainer_window = TrainerWindow(w.window(), game_id, which, w.scene.theme)
        window.show()
        window.raise_()
        window.activateWindow()

    def shutdown(self) -> None:
        """Quitting: the trainer's window closes, and its search process ends with it."""
        if self.trainer_window is not None:
            self.trainer_window.close()

    def play(self, game_id: str) -> None:
        """A new game of `game_id`, its usual options, two people at the screen.

        Play on the chooser's card; once the person agrees to leave the game in play.
        """
        from pardsgui.ui.dialogs.new_game import Seat

        w = self.window
        if not w.may_replace_game():
            return
        game = get_game(game_id)
        defaults = {spec.key: spec.default for spec in game.options()}
        self.start_game(game_id, defaults, [Seat() for _ in range(game.initial().players)], False)
        w.raise_()
        w.activateWindow()

    def play_after_lessons(self, game_id: str) -> None:
        """Learn's Play a game: New game for `game_id` with the computer (easy) already the opponent.

        A newcomer fresh from the lessons wants someone to play against; two people at one
        screen is a choice they make, not one they fall into.
        """
        from pardsgui.ui.dialogs.new_game import NewGameDialog, Seat

        w = self.window
        if not w.may_replace_game():
            return
        game = get_game(game_id)
        defaults = {spec.key: spec.default for spec in game.options()}
        seats = [Seat(), *(Seat(level=NEWCOMER_LEVEL) for _ in range(game.initial(**defaults).players - 1))]
        w.raise_()
        w.activateWindow()
        dialog = NewGameDialog(w.window(), game_id, defaults, seats)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_game(dialog.game_id(), dialog.options(), dialog.seats(), dialog.as_set())

    def about(self) -> None:
        w = self.window
        what = _("Play and study Pards, Parry, Pagade, Kerd and Nardshir.")
        QMessageBox.about(
            w.window(),
            _("About pardsgui"),
            # Outside the f-string: the extractor does not look inside one, so it never reached the catalog.
            f"<b>pardsgui {__version__}</b><p>{html.escape(what)}</p>",
        )
