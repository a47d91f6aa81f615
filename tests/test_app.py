"""Starting the app: which game opens first, and bad start requests."""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.app import StartError, first_record
from pardsgui.storage.settings import Settings


def settings(tmp_path: Path, **values: object) -> Settings:
    return Settings(values=dict(values), path=tmp_path / "settings.json")


def test_the_last_game_and_options_come_back(tmp_path: Path) -> None:
    record = first_record(
        None, None, settings(tmp_path, last_game="nardshir", last_options={"variant": "historical"})
    )
    assert record.game.id == "nardshir" and record.options == {"variant": "historical"}


def test_a_stale_last_game_or_options_fall_back_quietly(tmp_path: Path) -> None:
    record = first_record(None, None, settings(tmp_path, last_game="chess", last_options={"x": "y"}))
    assert record.game.id in ("pards", "parry", "pagade", "kerd", "nardshir")
    record = first_record(None, None, settings(tmp_path, last_game="nardshir", last_options={"variant": "x"}))
    assert record.options == {"variant": "ludii2"}


def test_a_position_to_start_from(tmp_path: Path) -> None:
    text = ",".join(["0"] * 24) + " b dice=1,2"
    assert first_record("nardshir", text, settings(tmp_path)).start.to_text() == text


def test_bad_requests_say_why(tmp_path: Path) -> None:
    with pytest.raises(StartError, match="unknown game 'chess'"):
        first_record("chess", None, settings(tmp_path))
    with pytest.raises(StartError, match="--position: points"):
        first_record("nardshir", "1,2 w", settings(tmp_path))
