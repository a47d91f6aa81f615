"""The New game dialog: the game, its options and the players' names."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from pardsgui.core.contract import OptionError
from pardsgui.games import GAMES, get_game, is_available
from pardsgui.storage.sets import set_label

PLAYER_CHOICES = (
    ("", "A person"),
    ("random", "Computer: random"),
    ("easy", "Computer: easy"),
    ("medium", "Computer: medium"),
    ("hard", "Computer: hard"),
)


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None, game_id: str, options: dict[str, str]) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.game_box = QComboBox()
        for info in GAMES:
            available = is_available(info.id)
            self.game_box.addItem(info.name if available else f"{info.name} (not available yet)", info.id)
            if not available:
                item = self.game_box.model().item(self.game_box.count() - 1)  # type: ignore[attr-defined]
                item.setEnabled(False)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.form = QFormLayout()
        self.option_boxes: dict[str, QComboBox] = {}
        self.set_box: QComboBox | None = None
        self.name_edits: list[QLineEdit] = []
        self.kind_boxes: list[QComboBox] = []
        self._typed: tuple[list[str], list[int]] = ([], [])  # names and kinds kept across rebuilds
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        top = QFormLayout()
        top.addRow("Game", self.game_box)
        layout.addLayout(top)
        layout.addWidget(self.summary)
        layout.addLayout(self.form)
        layout.addWidget(buttons)
        self._options = dict(options)
        index = self.game_box.findData(game_id)
        self.game_box.setCurrentIndex(max(index, 0))
        self.game_box.currentIndexChanged.connect(lambda _i: self._rebuild())
        self._rebuild()

    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def options(self) -> dict[str, str]:
        return {key: str(box.currentData()) for key, box in self.option_boxes.items()}

    def as_set(self) -> bool:
        return self.set_box is not None and self.set_box.currentData() == "set"

    def players(self) -> list[str]:
        names = []
        for edit, box in zip(self.name_edits, self.kind_boxes, strict=True):
            name = edit.text().strip()
            if not name and box.currentData():
                name = f"Computer ({box.currentData()})"
            names.append(name)
        return names

    def computer_seats(self) -> dict[int, str]:
        """Seat -> level, for the seats the computer plays."""
        return {seat: str(box.currentData()) for seat, box in enumerate(self.kind_boxes) if box.currentData()}

    def _keep_typed(self) -> None:
        """Read the names and kinds before removeRow deletes their widgets (reading after it crashed)."""
        if self.name_edits:
            self._typed = ([e.text() for e in self.name_edits], [b.currentIndex() for b in self.kind_boxes])
        self.name_edits, self.kind_boxes = [], []

    def _rebuild(self) -> None:
        self._keep_typed()
        while self.form.rowCount():
            self.form.removeRow(0)
        self.option_boxes = {}
        game = get_game(self.game_id())
        from pardsgui.games import game_info

        self.summary.setText(game_info(game.id).summary.capitalize() + ".")
        for spec in game.options():
            box = QComboBox()
            for value, label in spec.choices:
                box.addItem(label, value)
            wanted = self._options.get(spec.key, spec.default)
            box.setCurrentIndex(max(box.findData(wanted), 0))
            box.currentIndexChanged.connect(lambda _i: self._rebuild_names())
            self.form.addRow(spec.label, box)
            self.option_boxes[spec.key] = box
        self.set_box = None
        set_words = set_label(game.id)
        if set_words is not None:
            self.set_box = QComboBox()
            self.set_box.setObjectName("play-set")
            self.set_box.addItem("A single game", "single")
            self.set_box.addItem(set_words, "set")
            self.form.addRow("Play", self.set_box)
        self.name_rows_start = self.form.rowCount()
        self._rebuild_names()

    def _rebuild_names(self) -> None:
        self._keep_typed()
        while self.form.rowCount() > self.name_rows_start:
            self.form.removeRow(self.name_rows_start)
        game = get_game(self.game_id())
        try:
            start = game.initial(**self.options())
        except OptionError:
            return
        names = game.board_view().seat_names(start)
        old, old_kinds = self._typed
        for seat, colour in enumerate(names):
            edit = QLineEdit(old[seat] if seat < len(old) else "")
            edit.setPlaceholderText(f"{colour} player's name (optional)")
            box = QComboBox()
            box.setObjectName(f"player-{seat}")
            for level, words in PLAYER_CHOICES:
                box.addItem(words, level)
            box.setCurrentIndex(old_kinds[seat] if seat < len(old_kinds) else 0)
            row = QHBoxLayout()
            row.addWidget(box)
            row.addWidget(edit, 1)
            self.form.addRow(colour, row)
            self.name_edits.append(edit)
            self.kind_boxes.append(box)
