"""One set of limits for what is written and what is read: a record the app keeps always opens again."""

from __future__ import annotations

import json

import pytest

from pardsgui.core import limits, record_json
from pardsgui.core import record as record_module
from pardsgui.core.contract import IllegalMove
from pardsgui.core.record import Record, RecordError
from pardsgui.games import available_ids, get_game
from tests.helpers import positions_of_a_random_game


@pytest.mark.parametrize("game_id", available_ids())
def test_every_game_writes_its_moves_within_the_budgeted_length(game_id: str) -> None:
    texts = [
        position.move_text(move)
        for seed in range(3)
        for position in positions_of_a_random_game(game_id, seed=seed, limit=300)
        if position.outcome is None
        for move in position.legal_moves()
    ]
    assert max(map(len, texts)) <= limits.MAX_WRITTEN_MOVE, max(texts, key=len)


def test_the_largest_record_the_limits_allow_fits_the_bytes_a_file_may_have() -> None:
    record = Record(get_game("nardshir"))
    record.play_text("roll 3,5")
    one_entry = json.dumps(record.to_dict()["moves"][0], separators=(",", ":"))
    per_move = len(one_entry) - len("roll 3,5") + limits.MAX_WRITTEN_MOVE + 1  # and its comma
    comments = 4 * limits.MAX_COMMENTS  # every character four bytes, the most UTF-8 takes
    heads = 10 * limits.MAX_HEADER * 4 + 100_000  # players, headers, the start, the review's summary
    assert limits.MAX_NODES * per_move + comments + heads <= limits.MAX_BYTES


def test_comments_past_the_limit_are_refused_with_words() -> None:
    many = limits.MAX_COMMENTS // limits.MAX_COMMENT + 1  # one full comment too many
    record = Record(get_game("parry"))  # a long game without dice
    while len(record.main_line()) < many:
        record.play(record.position.legal_moves()[0])
    data = record.to_dict()
    assert len(data["moves"]) >= many
    for entry in data["moves"][: many - 1]:
        entry["comment"] = "x" * limits.MAX_COMMENT
    Record.from_dict(data, get_game)  # the most the comments may hold together: kept
    data["moves"][many - 1]["comment"] = "x" * limits.MAX_COMMENT
    with pytest.raises(RecordError, match="the comments hold more than 4,000,000 characters together"):
        Record.from_dict(data, get_game)


def test_the_move_past_the_limit_is_refused_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(record_module, "MAX_NODES", 3)
    monkeypatch.setattr(limits, "MAX_NODES", 3)
    record = Record(get_game("nardshir"))
    for text in ("roll 3,5", "3:h-2", "5:h-4"):
        record.play_text(text)
    with pytest.raises(IllegalMove, match="This game holds 3 moves, the most a game keeps"):
        record.play_text("roll 1,2")
    record.go_to(record.root)
    record.play_text("roll 3,5")  # following a move already there adds nothing: allowed


def test_a_record_over_the_bytes_is_never_written(monkeypatch: pytest.MonkeyPatch) -> None:
    record = Record(get_game("nardshir"))
    record.play_text("roll 3,5")
    monkeypatch.setattr(record_json, "MAX_BYTES", 100)
    with pytest.raises(RecordError, match="a record file holds at most 100"):
        record.to_json()
