"""The move list at size: its rows worded only when shown, a move at the end one row inserted."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QStyledItemDelegate, QStyleOptionViewItem
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Node, Record
from pardsgui.games import get_game
from pardsgui.ui.main_window import MainWindow
from pardsgui.ui.panels.moves import INDENT, MoveList, Row
from tests.ai.test_review import seeded_record
from tests.storage.test_journal_window import play_first_moves

MakeWindow = Callable[..., MainWindow]


def shown_list(qtbot: QtBot, record: Record, width: int, height: int) -> MoveList:
    """A move list of this size on screen, showing `record`."""
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.resize(width, height)
    moves.show()
    moves.show_record(record, lambda node: node.text, 1)
    return moves


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
    moves = shown_list(qtbot, record, 200, 150)
    assert moves.currentItem() is moves.item_of(record.current)
    moves.scrollToTop()
    calls: list[object] = []
    moves.setCurrentItem = lambda item: calls.append(item)  # type: ignore[method-assign, assignment]
    moves.show_record(record, lambda node: node.text, 1)
    assert calls == [] and moves.verticalScrollBar().value() == 0
    record.go_to(record.main_line()[-2])  # Back: the row follows
    moves.show_record(record, lambda node: node.text, 1)
    assert calls == [moves.item_of(record.current)]


def rows(moves: MoveList) -> list[str]:
    """Every row's text, depth first, indented by its depth."""
    found: list[str] = []

    def walk(item: Row | None, depth: int) -> None:
        assert item is not None
        found.append("  " * depth + item.text(0))
        for index in range(item.childCount()):
            walk(item.child(index), depth + 1)

    for index in range(moves.topLevelItemCount()):
        walk(moves.topLevelItem(index), 0)
    return found


def as_rebuilt(window: MainWindow) -> list[str]:
    fresh = MoveList()
    c = window.controller
    fresh.show_record(c.record, c.move_words, 1, describe=c.describe_node, starts_turn=c.starts_turn)
    return rows(fresh)


def test_a_takeback_at_a_lines_end_takes_its_rows_away_without_a_rebuild(make_window: MakeWindow) -> None:
    # Rebuilding every row at each Undo froze a 100,000-move game for over a second.
    window = make_window("nardshir")
    c = window.controller
    play_first_moves(window, 8)
    moves = window.move_list
    first = moves.topLevelItem(0)
    c.undo_stack.undo()
    c.undo_stack.undo()
    assert moves.topLevelItem(0) is first  # the rows kept: no rebuild
    assert rows(moves) == as_rebuilt(window) and len(rows(moves)) == 1 + 6
    assert moves.currentItem() is moves.item_of(c.record.current)
    c.undo_stack.redo()  # and back: one row again
    assert moves.topLevelItem(0) is first and rows(moves) == as_rebuilt(window)


def test_a_takeback_of_a_variation_rebuilds_the_list_as_it_is_now(make_window: MakeWindow) -> None:
    window = make_window("nardshir")
    c = window.controller
    play_first_moves(window, 4)
    c.go_to(c.record.main_line()[2])
    c.play(next(m for m in c.position.legal_moves() if m not in [n.move for n in c.record.current.children]))
    assert any("variation 1" in row for row in rows(window.move_list))
    c.undo_stack.undo()  # the variation and its header go
    assert rows(window.move_list) == as_rebuilt(window)
    assert not any("variation" in row for row in rows(window.move_list))


def long_line(count: int) -> Record:
    """A record of one line of `count` moves, grown without the rules (the list needs only nodes)."""
    record = Record(get_game("parry"))
    node, position = record.root, record.start
    move = next(iter(position.legal_moves()))
    for number in range(count):
        node = node.grow(move, f"m{number}", position)
    record.go_to(node)
    return record


@pytest.mark.parametrize("count", [20_000, pytest.param(1_000_000, marks=pytest.mark.long)])
def test_a_long_game_is_worded_only_where_it_is_shown_and_a_move_at_its_end_is_one_row(
    qtbot: QtBot, count: int
) -> None:
    # An item per move, and Qt laying out every row at each insertion, made a million-move game
    # take seconds to open and 20 to 60 ms a move (issue 27): the rows are now a model.
    record = long_line(count)
    worded: list[Node] = []

    def label(node: Node) -> str:
        worded.append(node)
        return node.text

    moves = MoveList()
    qtbot.addWidget(moves)
    moves.resize(200, 300)
    moves.show()
    model = moves.model()
    changes: list[str] = []
    model.modelReset.connect(lambda: changes.append("reset"))
    model.rowsInserted.connect(lambda _parent, first, last: changes.append(f"inserted {first}-{last}"))
    model.rowsRemoved.connect(lambda _parent, first, last: changes.append(f"removed {first}-{last}"))
    moves.show_record(record, label, 1)
    qtbot.waitExposed(moves)
    assert model.rowCount() == count + 1 and changes == ["reset"]
    assert moves.currentItem() is moves.item_of(record.current)
    assert moves.currentItem().text(0) == f"{count}. m{count - 1}"  # type: ignore[union-attr]
    assert 0 < len(set(worded)) < 40, "rows were worded that are not on screen"
    assert all(node.ply > count - 50 for node in worded)  # the end, where the list is scrolled to
    worded.clear()
    added = record.current.grow(record.current.move, f"m{count}", record.current.position)  # type: ignore[arg-type]
    record.go_to(added)
    moves.show_record(record, label, 2, added=added)
    QApplication.processEvents()
    assert changes == ["reset", f"inserted {count + 1}-{count + 1}"]
    assert moves.currentItem() is moves.item_of(added) and model.rowCount() == count + 2
    assert 0 < len(set(worded)) < 40
    assert added.parent is not None
    added.parent.detach(added)  # taken back: its row goes, the others stay
    record.go_to(added.parent)
    moves.show_record(record, label, 3, removed=[added])
    assert changes[2:] == [f"removed {count + 1}-{count + 1}"]
    assert moves.currentItem() is moves.item_of(record.current)


def test_home_and_end_in_the_list_go_to_its_first_and_last_rows_as_in_a_tree(qtbot: QtBot) -> None:
    record = long_line(300)
    moves = shown_list(qtbot, record, 200, 150)
    seen: list[str] = []
    moves.currentItemChanged.connect(lambda item, _before: seen.append(item.text(0)))
    qtbot.keyClick(moves, Qt.Key.Key_Home)
    qtbot.keyClick(moves, Qt.Key.Key_Down)
    qtbot.keyClick(moves, Qt.Key.Key_End)
    assert seen == ["Start", "1. m0", "300. m299"]


def test_every_move_is_found_at_its_row_among_nested_side_lines(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A side line's rows are found from the first of its stretch (a stretch every few rows here):
    every move of a tree of side lines within side lines, at the row that shows it."""
    import random

    from pardsgui.core.dice import pick_outcome
    from pardsgui.ui.panels import moves_model

    monkeypatch.setattr(moves_model, "STRETCH", 4)
    record = seeded_record("nardshir", 30)
    rng = random.Random(3)
    for _ in range(15):  # side lines from anywhere, side lines of side lines among them
        record.go_to(rng.choice(list(record.nodes())))
        for _ in range(rng.randrange(2, 14)):
            position = record.position
            if position.outcome is not None:
                break
            if position.is_chance:
                record.play(pick_outcome(position.chance_outcomes(), rng))
            else:
                record.play(rng.choice(list(position.legal_moves())))
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.show_record(record, lambda node: node.text, 1)
    entries = moves.rows.entries
    assert sum(entry.depth >= 4 for entry in entries) > 0  # a side line within a side line
    shown = {id(entry.node): row for row, entry in enumerate(entries) if entry.node is not None}
    for node in rng.sample(list(record.nodes()), k=len(shown)):  # asked in any order
        assert moves.rows.row_of(node) == shown[id(node)], node


@pytest.mark.parametrize("height", range(150, 150 + 19))  # every remainder of a row's height
def test_the_current_move_is_shown_whole_at_any_height(qtbot: QtBot, height: int) -> None:
    """The last move, where a game opens, was hidden below the list's bottom edge when the list was
    made smaller after it was shown (the window laying out its panels), and cut when its height was
    no whole number of rows."""
    record = seeded_record("nardshir", 60)
    moves = shown_list(qtbot, record, 220, 400)
    QApplication.processEvents()
    for node in (record.main_line()[-1], record.main_line()[len(record.main_line()) // 2]):
        moves.resize(220, 400)
        record.go_to(node)
        moves.show_record(record, lambda node: node.text, 1)
        QApplication.processEvents()
        moves.resize(220, height)
        QApplication.processEvents()
        item = moves.item_of(node)
        assert item is not None
        shown = moves.viewport().rect()
        assert shown.contains(moves.visualItemRect(item)), (height, moves.visualItemRect(item), shown)


@pytest.mark.parametrize("size", [(1200, 800), (1920, 1080), (1100, 760)])
def test_a_game_opened_shows_its_last_move_whole(
    make_window: MakeWindow, tmp_path: Path, size: tuple[int, int]
) -> None:
    record = seeded_record("kerd", 80)
    path = tmp_path / "long.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    window = make_window("kerd")
    window.resize(*size)
    QApplication.processEvents()
    window.files.open_path(path)
    QApplication.processEvents()
    moves = window.move_list
    item = moves.currentItem()
    assert item is not None and item.node is window.controller.record.current
    assert moves.viewport().rect().contains(moves.visualItemRect(item)), (
        moves.visualItemRect(item),
        moves.viewport().rect(),
    )


def inked_from(moves: MoveList, node: Node) -> int:
    """Where the row of `node` begins to be inked: its text's first dark pixel, in list pixels."""
    index = moves.rows.index(moves.rows.row_of(node), 0)  # type: ignore[arg-type]
    rect = moves.visualRect(index)
    image = moves.viewport().grab().toImage()
    background = image.pixelColor(rect.right() - 2, rect.center().y())
    for x in range(rect.left(), rect.right()):
        for y in range(rect.top(), rect.bottom() + 1):
            colour = image.pixelColor(x, y)
            if abs(colour.lightness() - background.lightness()) > 60:
                return x
    raise AssertionError(f"row of {node.text} not inked")


def test_a_side_line_is_drawn_in_by_its_depth_in_the_tree(qtbot: QtBot) -> None:
    # Drawn by a delegate of ours, which nothing else checked (a row's text is the same either way).
    record = Record(get_game("nardshir"))
    for text in ("roll 3,5", "3:h-2", "5:h-4"):
        record.play_text(text)
    record.go_to(record.main_line()[0])
    record.play_text("5:h-4")  # a side line beneath the move it replaces
    record.go_to(record.main_line()[0])  # the current row highlighted is another than those measured
    moves = shown_list(qtbot, record, 300, 300)
    qtbot.wait_until(lambda: moves.viewport().isVisible())
    main, side = record.main_line()[1], record.main_line()[0].children[1]
    depths = [moves.rows.entries.depth(moves.rows.row_of(node)) for node in (main, side)]  # type: ignore[arg-type]
    assert depths == [0, 2]  # a side line's moves are two levels in: its header is one
    # A move of the main line and of a side line begin with their turn's number or its room.
    assert inked_from(moves, side) - inked_from(moves, main) == pytest.approx(2 * INDENT, abs=3)


class _QtDrawn(QStyledItemDelegate):
    """Qt's own drawing of a row, moved in by its depth: what the list drew before it kept its
    rows' words laid out."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:  # type: ignore[override]
        depth = cast(MoveList, self.parent()).rows.entries.depth(index.row())
        option = QStyleOptionViewItem(option)
        if option.direction == Qt.LayoutDirection.RightToLeft:
            option.rect = QRect(option.rect).adjusted(0, 0, -depth * INDENT, 0)
        else:
            option.rect = QRect(option.rect).adjusted(depth * INDENT, 0, 0, 0)
        super().paint(painter, option, index)


@pytest.mark.parametrize("refont", ["", "bold", "larger"])
@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
@pytest.mark.parametrize("width", [300, 130])
def test_every_kind_of_row_is_drawn_as_qt_draws_it(
    qtbot: QtBot, width: int, direction: Qt.LayoutDirection, refont: str
) -> None:
    """Main line, a variation's header (grey), a side line (italics), the current row (selected)
    and a comment of two lines too long for the list (cut with "…") are drawn as Qt's own
    delegate draws them, pixel for pixel but for a few at the edges of letters; right to left
    (Persian) too, the words and the side lines' indent from the right. `refont`: the list's font
    turns bold, or larger, once it has drawn its rows (their words are kept laid out in the font
    they had, and a larger font needs taller rows)."""
    record = Record(get_game("nardshir"))
    for text in ("roll 3,5", "3:h-2", "5:h-4"):
        record.play_text(text)
    record.current.comment = "a comment long enough to be cut short\nby the narrow list, on two lines"
    record.go_to(record.main_line()[0])
    record.play_text("5:h-4")  # a side line under its header
    record.go_to(record.main_line()[1])  # the current row, highlighted
    drawn = []
    for ours in (True, False):
        moves = shown_list(qtbot, record, width, 200)
        moves.setLayoutDirection(direction)
        if not ours:
            moves.setItemDelegate(_QtDrawn(moves))
        moves.setFocus()
        qtbot.wait_until(lambda moves=moves: moves.viewport().isVisible())
        if refont:
            moves.viewport().grab()
            font = moves.font()
            if refont == "bold":
                font.setBold(True)
            else:  # the rows grow with it
                font.setPointSizeF(font.pointSizeF() * 1.5)
            moves.setFont(font)
        drawn.append(moves.viewport().grab().toImage())
    kinds = {(entry.node is None, entry.depth > 0) for entry in moves.rows.entries}
    assert kinds == {(False, False), (True, True), (False, True)}  # main line, a header, a side line
    ours, qt = drawn
    assert ours.size() == qt.size()
    inked = differing = 0
    for y in range(qt.height()):
        for x in range(qt.width()):
            a, b = ours.pixelColor(x, y), qt.pixelColor(x, y)
            inked += b.lightness() < 200 or b.lightness() != qt.pixelColor(qt.width() - 1, y).lightness()
            differing += (
                max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 48
            )
    assert inked > 500
    assert differing <= inked // 50, (differing, inked)
