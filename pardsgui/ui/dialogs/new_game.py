"""The New game dialog: the game, its options, and who plays each seat.

Changing the game or an option rebuilds the options and seats in place; what
the person typed or picked for a seat stays with that seat number, so going
from Parry with two players to three keeps the first two as they were.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.contract import OptionError
from pardsgui.core.levels import LEVEL_NAMES, level_words
from pardsgui.games import game_info, games, get_game, is_available
from pardsgui.i18n import N_, _
from pardsgui.storage.sets import set_label

LEVEL_WORDS = {
    "random": N_("Computer: random moves"),
    "easy": N_("Computer: easy (½ s)"),
    "medium": N_("Computer: medium (2 s)"),
    "hard": N_("Computer: hard (10 s)"),
}
LEVELS = LEVEL_NAMES
PLAYER_CHOICES = (("", N_("A person")), *((level, LEVEL_WORDS[level]) for level in LEVELS))


@dataclass(frozen=True)
class Seat:
    """Who plays a seat: a name (may be empty) and the computer's level ("" for a person)."""

    name: str = ""
    level: str = ""

    def shown_name(self) -> str:
        """The name the record keeps: a computer seat left unnamed is called after its level."""
        if self.name.strip():
            return self.name.strip()
        return _("Computer ({level})").format(level=level_words(self.level)) if self.level else ""


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        game_id: str,
        options: dict[str, str],
        seats: Sequence[Seat] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("New game"))
        self.setMinimumWidth(460)
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        for info in games():
            available = is_available(info.id)
            self.game_box.addItem(
                info.name if available else _("{game} (not available yet)").format(game=info.name), info.id
            )
            if not available:
                item = self.game_box.model().item(self.game_box.count() - 1)  # type: ignore[attr-defined]
                item.setEnabled(False)
        self.summary = QLabel()
        self.summary.setObjectName("game-summary")
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.options_group = QGroupBox(_("Options"))
        self.options_form = QFormLayout(self.options_group)
        self.seats_group = QGroupBox(_("Who plays"))
        self.seats_form = QFormLayout(self.seats_group)
        self.option_boxes: dict[str, QComboBox] = {}
        self.set_box: QComboBox | None = None
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        # What each seat number was given, kept across rebuilds (another game, more seats).
        self._seats: list[Seat] = list(seats)
        self._options = dict(options)
        self._built_for: tuple[object, ...] = ()
        self._fitting = QTimer(self)  # the dialog's own: it dies with the dialog
        self._fitting.setSingleShot(True)
        self._fitting.timeout.connect(self._fit_now)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(_("Start the game"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        top.addRow(_("Game"), self.game_box)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addWidget(self.options_group)
        layout.addWidget(self.seats_group)
        layout.addWidget(buttons)
        index = self.game_box.findData(game_id)
        self.game_box.setCurrentIndex(max(index, 0))
        self.game_box.currentIndexChanged.connect(lambda _i: self._game_changed())
        self._build_options()
        self._build_seats()

    # -- what the person chose ---------------------------------------------------------

    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def options(self) -> dict[str, str]:
        return {key: str(box.currentData()) for key, box in self.option_boxes.items()}

    def as_set(self) -> bool:
        return self.set_box is not None and self.set_box.currentData() == "set"

    def seats(self) -> list[Seat]:
        """One entry per seat of the game shown."""
        return [
            Seat(edit.text().strip(), str(box.currentData()))
            for edit, box in zip(self.name_edits, self.kind_boxes, strict=True)
        ]

    def players(self) -> list[str]:
        return [seat.shown_name() for seat in self.seats()]

    def computer_seats(self) -> dict[int, str]:
        """Seat -> level, for the seats the computer plays."""
        return {number: seat.level for number, seat in enumerate(self.seats()) if seat.level}

    # -- building the form ---------------------------------------------------------------

    def _game_changed(self) -> None:
        self._remember_seats()
        self._options = {}  # each game has its own options: start from its defaults
        self._build_options()
        self._build_seats()
        self._fit()

    def _fit(self) -> None:
        """As tall as the game shown needs: a game with fewer options or seats left a gap below."""
        self._fitting.start(0)  # once the new rows are laid out

    def _fit_now(self) -> None:
        self.resize(self.width(), self.sizeHint().height())

    def _remember_seats(self) -> None:
        shown = self.seats()
        for number, seat in enumerate(shown):
            if number < len(self._seats):
                self._seats[number] = seat
            else:
                self._seats.append(seat)

    def _build_options(self) -> None:
        game = get_game(self.game_id())
        summary = _(game_info(game.id).summary)
        self.summary.setText(summary[:1].upper() + summary[1:] + ".")
        _clear_form(self.options_form)
        self.option_boxes = {}
        for spec in game.options():
            box = QComboBox()
            box.setObjectName(f"option-{spec.key}")
            for value, label in spec.choices:
                box.addItem(_(label), value)
            wanted = self._options.get(spec.key, spec.default)
            box.setCurrentIndex(max(box.findData(wanted), 0))
            box.currentIndexChanged.connect(lambda _i: self._option_changed())
            self.options_form.addRow(_(spec.label), box)
            self.option_boxes[spec.key] = box
        self.set_box = None
        set_words = set_label(game.id)
        if set_words is not None:
            self.set_box = QComboBox()
            self.set_box.setObjectName("play-set")
            self.set_box.addItem(_("A single game"), "single")
            self.set_box.addItem(_(set_words), "set")
            self.options_form.addRow(_("Play"), self.set_box)
        if not self.options_form.rowCount():
            none = QLabel(_("This game has no options."))
            none.setEnabled(False)
            self.options_form.addRow(none)

    def _option_changed(self) -> None:
        self._options = self.options()
        self._remember_seats()
        self._build_seats()
        self._fit()

    def _seat_names(self) -> tuple[str, ...]:
        game = get_game(self.game_id())
        try:
            start = game.initial(**self.options())
        except OptionError:
            return ()
        return game.board_view().seat_names(start)

    def _build_seats(self) -> None:
        names = self._seat_names()
        built_for = (self.game_id(), names)
        if built_for == self._built_for:
            return
        self._built_for = built_for
        _clear_form(self.seats_form)
        self.name_edits = []
        self.kind_boxes = []
        for number, colour in enumerate(names):
            seat = self._seats[number] if number < len(self._seats) else Seat()
            box = QComboBox()
            box.setObjectName(f"player-{number}")
            box.setAccessibleName(_("Who plays {seat}").format(seat=colour))
            for level, words in PLAYER_CHOICES:
                box.addItem(_(words), level)
            box.setCurrentIndex(max(box.findData(seat.level), 0))
            edit = QLineEdit(seat.name)
            edit.setObjectName(f"name-{number}")
            edit.setAccessibleName(_("{seat} player's name").format(seat=colour))
            edit.setPlaceholderText(_("name (optional)"))
            row = QHBoxLayout()
            row.addWidget(box)
            row.addWidget(edit, 1)
            self.seats_form.addRow(colour, row)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)


def _clear_form(form: QFormLayout) -> None:
    """Remove every row, deleting its widgets (their values must be read before)."""
    while form.rowCount():
        form.removeRow(0)
