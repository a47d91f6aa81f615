"""The record's cursor: the node looked at, and Forward going back down the line Back came from."""

from __future__ import annotations

import pytest

from pardsgui.core.cursor import Cursor
from pardsgui.core.record import Node, Record
from pardsgui.games import get_game

OPENING = ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5", "6:h-18", "5:h-19"]


def opening_with_a_variation() -> tuple[Record, Node, Node]:
    """The opening's main line, and a two-move variation replacing its third move (the record ends there)."""
    record = Record(get_game("nardshir"))
    for text in OPENING:
        record.play_text(text)
    record.go_to(record.main_line()[0])
    side = record.play_text("5:h-4")  # the other die first
    end = record.play_text("3:h-2")
    return record, side, end


def test_the_record_looks_where_its_cursor_does() -> None:
    record, _side, end = opening_with_a_variation()
    assert isinstance(record.cursor, Cursor)
    assert record.current is record.cursor.node is end
    record.cursor.to_start()
    assert record.current is record.root and record.position == record.start


def test_forward_without_memory_takes_the_main_line() -> None:
    record, _side, _end = opening_with_a_variation()
    record.go_to(record.root)
    taken = []
    while record.forward():
        taken.append(record.current.text)
    assert taken == OPENING
    assert not record.forward()


def test_back_then_forward_goes_down_the_variation_it_came_from() -> None:
    record, side, end = opening_with_a_variation()
    branch = side.parent
    assert branch is not None
    assert record.back() and record.back() and record.current is branch
    assert record.cursor.next_node() is side
    assert record.forward() and record.current is side
    assert record.forward() and record.current is end
    assert not record.forward()
    # Start, then End: down the remembered way, to the variation's end, not the main line's.
    record.cursor.to_start()
    record.cursor.to_end()
    assert record.current is end


def test_the_latest_back_wins() -> None:
    record, side, _end = opening_with_a_variation()
    branch = side.parent
    assert branch is not None
    main = branch.children[0]
    record.back()
    record.back()
    record.go_to(main)  # a click on the main line's move in the list
    record.back()
    assert record.forward() and record.current is main
    record.cursor.to_end()
    assert record.current is record.root.line_end()


def test_a_jump_keeps_the_memory_and_the_start_has_no_back() -> None:
    record, side, end = opening_with_a_variation()
    record.back()
    record.back()
    record.go_to(record.root)
    assert not record.back()
    record.cursor.to_end()  # the memory below the root: none there, so the main line, then the variation
    assert record.current is end and side in record.current.path()


def test_deleting_the_remembered_variation_falls_back_to_the_main_line() -> None:
    record, side, end = opening_with_a_variation()
    branch = side.parent
    assert branch is not None
    record.back()
    record.back()
    index = branch.detach(side)  # as Undo of the move does, without the record
    assert record.cursor.next_node() is branch.children[0]
    record.cursor.to_end()
    assert record.current is record.root.line_end()
    branch.attach(side, index)  # Redo: the memory counts again
    record.go_to(branch)
    assert record.forward() and record.current is side
    assert record.forward() and record.current is end


def test_deleting_the_node_looked_at_moves_to_its_parent() -> None:
    record, side, end = opening_with_a_variation()
    branch = side.parent
    assert branch is not None
    record.delete(side)  # looked at inside it (its last move)
    assert record.current is branch and record.holds(branch)
    assert not record.holds(side) and not record.holds(end)
    with pytest.raises(ValueError, match="not in this record"):
        record.go_to(end)
    # Elsewhere in the tree, a delete leaves the cursor where it is.
    record.go_to(record.main_line()[-1])
    looked = record.current
    record.delete(record.root.line_end())
    assert record.current is looked.parent
    with pytest.raises(ValueError, match="cannot be deleted"):
        record.delete(record.root)


def test_a_delete_elsewhere_leaves_the_cursor_alone() -> None:
    record, side, _end = opening_with_a_variation()
    record.go_to(record.main_line()[2])
    looked = record.current
    record.delete(side)
    assert record.current is looked


def test_a_node_of_another_record_is_refused() -> None:
    record, _side, _end = opening_with_a_variation()
    other, _s, other_end = opening_with_a_variation()
    assert not record.holds(other_end) and other.holds(other_end)
    with pytest.raises(ValueError, match="not in this record"):
        record.go_to(other_end)
    with pytest.raises(ValueError, match="a child of the node looked at"):
        record.cursor.step_to(record.root.line_end())


def test_playing_after_back_follows_the_existing_move_and_steps_the_cursor() -> None:
    record, side, _end = opening_with_a_variation()
    record.back()
    record.back()
    assert record.play_text("5:h-4") is side and record.current is side
