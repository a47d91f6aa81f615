"""File ▸ Open's reading (`begin_game_file`): a big record comes back to be read on, the rest whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game
from pardsgui.storage import loading
from pardsgui.storage.loading import Loaded, LoadError, Reading, begin_game_file, read_game_file
from pardsgui.storage.sets import new_set, set_label
from tests.robustness.long_record import record_json as long_line


def test_a_record_up_to_the_bound_is_read_whole_and_a_bigger_one_is_read_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loading, "SHOWN_WHILE_READ", 100)
    small, big = tmp_path / "small.pards.json", tmp_path / "big.pards.json"
    small.write_text(long_line(100), encoding="utf-8")
    big.write_text("\ufeff" + long_line(101), encoding="utf-8")
    loaded = begin_game_file(small)
    assert isinstance(loaded, Loaded) and loaded.record.move_count() == 100
    reading = begin_game_file(big)
    assert isinstance(reading, Reading) and reading.total == 101 and reading.record.move_count() == 0
    for _step in reading.steps(10):
        pass
    whole = read_game_file(big).record
    assert reading.record.to_json() == whole.to_json()
    assert reading.record.current.ply == 101


def test_a_set_and_a_position_are_read_as_open_always_read_them(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loading, "SHOWN_WHILE_READ", 0)
    game_id = next(game for game in available_ids() if set_label(game) is not None)
    path = tmp_path / "set.pards.json"
    path.write_text(new_set(game_id, ("Ana", "Ben")).to_json(), encoding="utf-8")
    loaded = begin_game_file(path)
    assert isinstance(loaded, Loaded) and loaded.game_set is not None
    record = Record(get_game("parry"))
    text = tmp_path / "moves.pards.json"
    text.write_text(record.position.to_text(), encoding="utf-8")
    with pytest.raises(LoadError) as refused:
        begin_game_file(text)
    with pytest.raises(LoadError) as whole:
        read_game_file(text)
    assert str(refused.value) == str(whole.value)


def test_a_move_the_rules_refuse_is_a_load_error_naming_the_file_and_the_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(loading, "SHOWN_WHILE_READ", 10)
    data = json.loads(long_line(200))
    data["moves"][150]["move"] = "a1-a12"
    path = tmp_path / "bad.pards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    reading = begin_game_file(path)
    assert isinstance(reading, Reading)
    with pytest.raises(LoadError) as refused:
        for _step in reading.steps(8):
            pass
    with pytest.raises(LoadError) as whole:
        read_game_file(path)
    assert str(refused.value) == str(whole.value)
    assert str(refused.value).startswith("bad.pards.json: move 151 of the main line: 'a1-a12' is not legal")
