"""The move list at size: built in one pass, its tooltips written when they are asked for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Node, Record
from pardsgui.games import get_game
from pardsgui.ui.panels.moves import MoveList
from tests.ai.test_review import seeded_record


def test_rows_are_built_without_describing_a_move_and_described_when_asked(qtbot: QtBot) -> None:
    record = seeded_record("nardshir", 60)
    asked: list[Node] = []

    def describe(node: Node) -> str:
        asked.append(node)
        return f"said {node.text}"

    moves = MoveList()
    qtbot.addWidget(moves)
    moves.show_record(record, lambda node: node.text, 1, describe=describe)
    assert asked == []  # describing every move made opening a long game slow
    node = record.main_line()[-1]
    item = moves.item_of(node)
    assert item is not None and "said " + node.text in item.data(0, Qt.ItemDataRole.ToolTipRole)
    assert asked == [node]


def test_a_side_line_is_in_italics_and_the_main_line_is_not(qtbot: QtBot) -> None:
    record = Record(get_game("nardshir"))
    for text in ("roll 3,5", "3:h-2", "5:h-4"):
        record.play_text(text)
    record.go_to(record.main_line()[0])
    record.play_text("5:h-4")  # a side line: another first half of the turn
    record.play_text("3:h-2")
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.show_record(record, lambda node: node.text, 1)
    italic = {
        node.text + ("" if node.is_main_line() else " (side)"): moves.item_of(node).font(0).italic()  # type: ignore[union-attr]
        for node in record.nodes()
        if node.parent is not None
    }
    assert italic == {
        "roll 3,5": False,
        "3:h-2": False,
        "5:h-4": False,
        "5:h-4 (side)": True,
        "3:h-2 (side)": True,
    }


def test_a_redraw_that_changes_nothing_leaves_the_row_and_the_scrolling_alone(qtbot: QtBot) -> None:
    # A click that only selects a piece redraws the window: making the row current again cost Qt
    # a layout of every row (20 ms at 100,000 moves) and scrolled a list the person had scrolled.
    record = seeded_record("nardshir", 200)
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.resize(200, 150)
    moves.show()
    moves.show_record(record, lambda node: node.text, 1)
    assert moves.currentItem() is moves.item_of(record.current)
    moves.scrollToTop()
    calls: list[object] = []
    moves.setCurrentItem = lambda item: calls.append(item)  # type: ignore[method-assign, assignment]
    moves.show_record(record, lambda node: node.text, 1)
    assert calls == [] and moves.verticalScrollBar().value() == 0
    record.go_to(record.main_line()[-2])  # Back: the row follows
    moves.show_record(record, lambda node: node.text, 1)
    assert calls == [moves.item_of(record.current)]
