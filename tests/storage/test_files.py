"""Writing a file whole or not at all (storage/files.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.storage import files
from pardsgui.storage.files import write_atomic


def test_a_long_text_is_written_a_slice_at_a_time_as_its_utf8(tmp_path: Path) -> None:
    # Characters of two, three and four bytes across each slice's end.
    text = "a" * (files._SLICE - 2) + "é€😀" + "ß" * files._SLICE + "\u0301z"
    path = tmp_path / "long.pards.json"
    write_atomic(path, text)
    assert path.read_bytes() == text.encode("utf-8")
    write_atomic(path, b"\x89PNG")  # bytes as they are
    assert path.read_bytes() == b"\x89PNG"


def test_text_that_cannot_be_written_leaves_what_was_there(tmp_path: Path) -> None:
    path = tmp_path / "game.pards.json"
    write_atomic(path, "before")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(path, "x" * files._SLICE + "\ud800")  # a lone surrogate in the second slice
    assert path.read_text(encoding="utf-8") == "before"
    assert [p.name for p in tmp_path.iterdir()] == ["game.pards.json"]  # no temporary left
