"""Found by the monkey: changing the game or an option in the New game dialog raised in a slot."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pardsgui.ui.dialogs.new_game import NewGameDialog


def test_names_survive_changing_the_game_and_its_options(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = NewGameDialog(parent, "nardshir", {})
    dialog.name_edits[0].setText("Ann")
    dialog.kind_boxes[1].setCurrentIndex(1)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("pagade"))
    assert dialog.game_id() == "pagade" and dialog.players()[0] == "Ann"
    assert dialog.kind_boxes[1].currentIndex() == 1
    seats = dialog.option_boxes["seats"]
    seats.setCurrentIndex(seats.findData("4p"))
    assert len(dialog.players()) == 4 and dialog.players()[0] == "Ann"
