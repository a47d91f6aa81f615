from __future__ import annotations

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.text import join_position, parse_int, parse_int_list, split_position

KEYS = ("hand", "dice")


def test_split_takes_fields_in_any_order_and_lowercases_keys() -> None:
    head, fields = split_position("  x,y   w  DICE=3  hand=1 ", KEYS)
    assert head == ["x,y", "w"] and fields == {"dice": "3", "hand": "1"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("board", "side field is missing"),
        ("board hand=1", "expected the side field"),
        ("board w hand=1 hand=2", "given twice"),
        ("board w size=3", "unknown field 'size' \\(fields: hand, dice\\)"),
        ("board w 3", "written key=value"),
        ("board w hand=", "has no value"),
        ("board w\nhand=1", "single line"),
        ("x" * 30_000, "at most"),
    ],
)
def test_split_rejects_with_a_reason(text: str, message: str) -> None:
    with pytest.raises(PositionError, match=message):
        split_position(text, KEYS)


def test_join_leaves_out_defaults_in_the_given_order() -> None:
    assert join_position(["b", "w"], [("hand", "1", "0"), ("dice", "-", "-")]) == "b w hand=1"


def test_numbers() -> None:
    assert parse_int(" -3", "f", -5, 5) == -3
    for bad in ("3.0", "1_0", "٣", "", "++1"):
        with pytest.raises(PositionError, match="not a whole number"):
            parse_int(bad, "f", 0, 9)
    with pytest.raises(PositionError, match=r"outside 0\.\.9"):
        parse_int("10", "f", 0, 9)
    assert parse_int_list("1,2", "f", 2, 0, 9) == (1, 2)
    with pytest.raises(PositionError, match="needs 2"):
        parse_int_list("1", "f", 2, 0, 9)
