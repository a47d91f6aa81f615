"""The turn panel's words: plain text, with the game's terms linked to their definitions, each
label's height for a width worked out once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from pardsgui.ui.panels.turn import TurnPanel, Words, linked

GLOSSARY = {"grid": "a 3×3 area with a die", "sack": "a capture by a group", "Vicar": "the neutral piece"}


def test_terms_link_once_and_nothing_else_is_markup() -> None:
    words = "Ann <img src=x> may sack; grids and a grid, the Vicar & a sack"
    text = linked(words, GLOSSARY, "#102030")
    assert "<img" not in text and "&lt;img src=x&gt;" in text and "&amp;" in text
    assert text.count('href="term:sack"') == 1  # the first mention only
    assert text.count('href="term:grid"') == 1 and ">grids</a>" in text  # a plural links to its term
    assert text.count('href="term:Vicar"') == 1
    assert 'style="color: #102030;"' in text


def test_without_a_glossary_the_words_are_only_escaped() -> None:
    assert linked("a < b", {}) == "a &lt; b"


def test_the_turn_words_keep_their_height_for_each_text_and_width(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each answer is Qt's own for those words at that width, and is worked out once: the layouts
    ask a dozen times a step, and the prompts come back as the seats take turns."""
    panel = TurnPanel()
    qtbot.addWidget(panel)
    assert all(isinstance(label, Words) for label in (panel.text, panel.who, panel.note, panel.thinking))
    label = panel.note
    label.setWordWrap(True)
    plain = QLabel()
    plain.setWordWrap(True)
    plain.setTextFormat(Qt.TextFormat.PlainText)
    plain.setTextInteractionFlags(label.textInteractionFlags())
    plain.setFont(label.font())
    label.setTextFormat(Qt.TextFormat.PlainText)
    worked_out: list[int] = []
    own, own_hint, own_least = QLabel.heightForWidth, QLabel.sizeHint, QLabel.minimumSizeHint

    def counted(self: QLabel, width: int) -> int:
        worked_out.append(width)
        return own(self, width)

    def hint(self: QLabel) -> QSize:
        worked_out.append(-1)
        return own_hint(self)

    def least(self: QLabel) -> QSize:
        worked_out.append(-2)
        return own_least(self)

    texts = ["Red placed a stone on c3.", "Blue placed a stone on the far corner of the board, e5, " * 3]
    for text in texts * 3:
        label.setText(text)
        plain.setText(text)
        for width in (60, 120, 300):
            assert label.heightForWidth(width) == plain.heightForWidth(width)
        assert label.sizeHint() == plain.sizeHint()
        assert label.minimumSizeHint() == plain.minimumSizeHint()
    monkeypatch.setattr(QLabel, "heightForWidth", counted)
    monkeypatch.setattr(QLabel, "sizeHint", hint)
    monkeypatch.setattr(QLabel, "minimumSizeHint", least)
    for text in texts * 3:
        label.setText(text)
        for width in (60, 120, 300):
            label.heightForWidth(width)
        label.sizeHint()
        label.minimumSizeHint()
    assert worked_out == []  # all kept from the first round
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)  # the same words, larger: worked out again
    assert label.heightForWidth(300) > 0
    assert worked_out == [300]


def test_the_words_that_change_at_each_step_are_plain_labels(qtbot: QtBot) -> None:
    """A selectable or rich label lays its words out as a text document at each change: the note
    (the last move) and the player change at every step through a game (docs/robustness.md, a
    step's instructions), so only the prompt, whose terms are links, is rich."""
    panel = TurnPanel()
    qtbot.addWidget(panel)
    selecting = Qt.TextInteractionFlag.TextSelectableByMouse | Qt.TextInteractionFlag.TextSelectableByKeyboard
    for label in (panel.who, panel.note, panel.thinking):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
        assert not label.textInteractionFlags() & selecting, label.objectName()
