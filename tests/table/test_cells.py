"""A cell in words: what a screen reader and the Cells list are given."""

from __future__ import annotations

from pardsgui.core.geometry import Cell, PieceView
from pardsgui.table.cells import cell_name, cell_words

SQUARE = Cell("a2", ((0, 0), (1, 0), (1, 1), (0, 1)), (0.5, 0.5), label="a2")
TRAY = Cell("white-hand", ((0, 0), (1, 0), (1, 1), (0, 1)), (0.5, 0.5))
SHAH = PieceView("a2", "shah", 0, name="White Shah on a2")


def test_a_cell_is_named_by_its_label_or_else_its_id_in_words() -> None:
    assert cell_name(SQUARE) == "a2"
    assert cell_name(TRAY) == "white hand"


def test_the_pieces_then_what_a_click_there_would_do() -> None:
    assert cell_words(SQUARE, []) == "a2: empty"
    assert cell_words(SQUARE, [SHAH]) == "a2: White Shah"
    assert cell_words(SQUARE, [SHAH], sources={"a2"}) == "a2: White Shah, can move"
    assert cell_words(SQUARE, [SHAH], selected="a2", sources={"a2"}) == "a2: White Shah, selected"
    tips = {"a2": "capture"}
    assert cell_words(SQUARE, [SHAH], selected="b1", targets={"a2"}, tips=tips) == (
        "a2: White Shah, the selected piece may go here (capture)"
    )
    # Nothing selected: a target is a move of one click, not a selected piece's destination.
    assert cell_words(SQUARE, [], targets={"a2"}) == "a2: empty, a click here plays"
    two = [PieceView("white-hand", "man", 0, 3, "3 White pieces in hand")]
    assert cell_words(TRAY, two) == "white hand: 3 White pieces in hand"
