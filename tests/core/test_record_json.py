"""The record's file codec (core/record_json.py): every game's records written and read back the same."""

from __future__ import annotations

import json
import random

import pytest

from pardsgui.core import record_json
from pardsgui.core.contract import Move
from pardsgui.core.playout import play_out
from pardsgui.core.record import Node, Record, RecordError
from pardsgui.core.record_json import record_from_dict, record_from_json, record_to_dict, record_to_json
from pardsgui.games import available_ids, get_game


def seeded_moves(game_id: str, seed: int, limit: int) -> list[Move]:
    """The moves of a seeded random game (chance moves by their odds), as the playouts play them."""
    game = get_game(game_id)
    moves: list[Move] = []
    play_out(
        game.initial(),
        random.Random(seed),
        max_moves=limit,
        visit=lambda _before, move, _after: moves.append(move),
        repetition_draw=game.repetition_draw,
    )
    return moves


def record_with_variations(game_id: str, seed: int) -> Record:
    """A seeded random game with comments, a header, and a variation (itself with one) off its main line."""
    record = Record(get_game(game_id), players=None)
    for move in seeded_moves(game_id, seed, 80):
        record.play(move)
    record.headers["event"] = f"round trip {seed}"
    record.root.comment = "from the start"
    line = record.main_line()
    rng = random.Random(seed)
    for depth in range(2):  # a variation, then a variation inside it
        branch = line[len(line) // 2 - 1] if depth == 0 else record.current.parent
        assert branch is not None
        others = [m for m in _moves_at(branch) if all(child.move != m for child in branch.children)]
        if not others or record.outcome(branch) is not None:
            continue
        record.go_to(branch)
        node = record.play(rng.choice(others))
        node.comment = f"variation {depth + 1}"
        for _ in range(3):
            if record.outcome() is not None:
                break
            position = record.position
            record.play(
                _moves_at(record.current)[0] if not position.is_chance else position.chance_outcomes()[0][0]
            )
    record.go_to(record.root.line_end())
    return record


def _moves_at(node: Node) -> list[Move]:
    position = node.position
    if position.outcome is not None:
        return []
    return (
        [move for move, _ in position.chance_outcomes()]
        if position.is_chance
        else list(position.legal_moves())
    )


def shape(node: Node) -> list[tuple[int, str, str]]:
    """Every node below `node` as (depth, move text, comment), in walk order."""
    found: list[tuple[int, str, str]] = []
    stack = [node]
    while stack:
        one = stack.pop()
        found.append((one.ply, one.text, one.comment))
        stack.extend(reversed(one.children))
    return found


@pytest.mark.parametrize("game_id", available_ids())
@pytest.mark.parametrize("seed", [1, 2])
def test_every_games_record_comes_back_the_same(game_id: str, seed: int) -> None:
    record = record_with_variations(game_id, seed)
    assert any(len(node.children) > 1 for node in record.nodes()), "the record has a variation"
    text = record_to_json(record)
    loaded = record_from_json(text, get_game, Record)
    assert record_to_json(loaded) == text
    assert shape(loaded.root) == shape(record.root)
    assert loaded.headers == record.headers and loaded.modified == record.modified
    assert loaded.current is loaded.root.line_end()  # a file opens at the end of its main line
    assert [loaded.outcome(node) for node in loaded.nodes()] == [
        record.outcome(node) for node in record.nodes()
    ]
    # The record's short ways in are the codec's.
    assert Record.from_json(text, get_game).to_json() == text
    assert record.to_dict() == record_to_dict(record) == json.loads(text)
    assert record_to_dict(record_from_dict(json.loads(text), get_game, Record)) == json.loads(text)


def test_reading_builds_the_class_it_is_given() -> None:
    class Annotated(Record):
        pass

    text = record_with_variations("parry", 3).to_json()
    assert type(Annotated.from_json(text, get_game)) is Annotated
    assert type(record_from_json(text, get_game, Annotated)) is Annotated


def test_a_record_read_keeps_its_own_modified_date() -> None:
    record = record_with_variations("kerd", 4)
    data = record.to_dict()
    data["modified"] = "2001-02-03T04:05:06+00:00"
    assert record_from_dict(data, get_game, Record).modified == "2001-02-03T04:05:06+00:00"


BAD_FILES = [
    ("[1, 2, 3]", "not a pardsgui game record"),
    ('{"format": "pardsgui-record", "version": NaN}', "NaN is not allowed"),
    ('{"format": "pardsgui-record", "version": 9}', "written by a newer pardsgui"),
    ('{"format": "pardsgui-record", "version": 2, "game": "chess"}', "unknown game 'chess'"),
    ('{"format": "pardsgui-record", "version": 2, "game": "parry", "colour": 1}', "unknown field 'colour'"),
    ("{", "not valid JSON at line 1, column 2"),
]


@pytest.mark.parametrize(("text", "message"), BAD_FILES)
def test_a_bad_file_gets_the_same_message_both_ways(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message) as direct:
        record_from_json(text, get_game, Record)
    with pytest.raises(RecordError) as through_the_record:
        Record.from_json(text, get_game)
    assert str(direct.value) == str(through_the_record.value)


def test_a_bad_move_says_where_it_is() -> None:
    data = record_with_variations("pards", 5).to_dict()
    data["moves"][3]["move"] = "nonsense"
    with pytest.raises(RecordError, match="move 4 of the main line: 'nonsense' is not legal"):
        record_from_dict(data, get_game, Record)


def test_the_record_error_and_limits_are_the_codecs() -> None:
    import pardsgui.core.record as record_module

    assert record_module.RecordError is record_json.RecordError
    assert record_module.MAX_BYTES == record_json.MAX_BYTES
    assert (record_module.FORMAT, record_module.VERSION) == (record_json.FORMAT, record_json.VERSION)


def test_reading_a_record_runs_no_garbage_collection_and_leaves_the_collector_as_it_was() -> None:
    # Every object a record's reading makes stays alive, so each collection found nothing and
    # looked at them all: a million Kerd moves read in 133 s with the collector running.
    import gc

    from pardsgui.core.record import Record
    from pardsgui.games import get_game

    record = Record(get_game("kerd"))
    rng = random.Random(5)
    while record.move_count() < 600 and record.outcome() is None:
        record.play(rng.choice(list(record.position.legal_moves())))
    text = record.to_json()
    collections: list[str] = []

    def seen(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(phase)

    gc.callbacks.append(seen)
    try:
        gc.collect()
        collections.clear()
        Record.from_json(text, get_game)
    finally:
        gc.callbacks.remove(seen)
    # One may come once the reading is over (the objects it made count towards the next).
    assert len(collections) <= 1
    assert gc.isenabled()


def _both_ways(text: str) -> str:
    """Reading `text` as a file and as decoded JSON: the file written again, or the error's words."""
    answers = []
    for read in (
        lambda: record_from_json(text, get_game, Record),
        lambda: record_from_dict(json.loads(text), get_game, Record),
    ):
        try:
            answers.append(record_to_json(read()))
        except RecordError as error:
            answers.append(f"error: {error}")
    assert answers[0] == answers[1]
    return answers[0]


def test_a_move_only_entry_decoded_small_reads_as_the_object_it_was() -> None:
    """A file's `{"move": text}` is decoded to a shared text, not a dictionary (the peak of a big open):
    every place such an object may stand reads as it did (a line, a nested version 1 line, a review),
    and a bare text where an entry belongs is still refused."""
    record = record_with_variations("pagade", 6)
    data = record.to_dict()
    assert "variations" in data
    assert _both_ways(json.dumps(data)) == record.to_json()
    data["review"] = {"version": 1, "level": "medium", "moves": [{"move": data["moves"][0]["move"]}]}
    assert "review" in _both_ways(json.dumps(data))  # the review's own words, not "expected an object"
    assert "expected an object" not in _both_ways(json.dumps(data))
    data.pop("review")
    data["moves"][2] = data["moves"][2]["move"]
    assert "expected an object" in _both_ways(json.dumps(data))
    for key in ("players", "headers", "version", "start", "comment", "computer"):
        mistaken = record.to_dict()
        mistaken[key] = [{"move": "x"}] if key == "players" else {"move": "x"}
        assert _both_ways(json.dumps(mistaken)).startswith("error: "), key
    older = record_with_variations("kerd", 2).to_dict()
    nested = {key: value for key, value in older.items() if key != "variations"}
    nested["version"] = 1
    nested["moves"] = [dict(entry) for entry in older["moves"]]
    nested["moves"][5]["variations"] = [[{"move": older["moves"][5]["move"]}]]
    _both_ways(json.dumps(nested))


@pytest.mark.parametrize("game_id", available_ids())
def test_a_record_read_a_stretch_at_a_time_is_the_record_read_at_once(game_id: str) -> None:
    """`begin_record` (a big file shown while it is read) gives the very record `record_from_dict`
    gives: the same moves, variations, comments and review, shown at its main line's end."""
    text = record_to_json(record_with_variations(game_id, seed=3))
    whole = record_from_json(text, get_game, Record)
    reading = record_json.begin_record(json.loads(text), get_game, Record)
    assert reading.total == whole.move_count() and reading.done == 0
    stretches = 0
    for _step in reading.run(7):
        stretches += 1
        assert reading.done <= reading.total
        assert reading.record.current is reading.record.root  # shown at its start while read
    assert stretches == (reading.total - 1) // 7
    assert reading.done == reading.total
    assert record_to_json(reading.record) == record_to_json(whole)
    assert reading.record.current.ply == whole.current.ply == len(whole.main_line())


def test_a_move_refused_late_in_a_stretched_reading_is_named_as_a_whole_reading_names_it() -> None:
    data = record_to_dict(record_with_variations("kerd", seed=3))
    data["moves"][30]["move"] = "a1-a12"
    with pytest.raises(RecordError) as whole:
        record_from_dict(json.loads(json.dumps(data)), get_game, Record)
    reading = record_json.begin_record(json.loads(json.dumps(data)), get_game, Record)
    steps = reading.run(4)
    with pytest.raises(RecordError) as stretched:
        for _step in steps:
            pass
    assert str(stretched.value) == str(whole.value) and "move 31 of the main line" in str(whole.value)
    assert len(reading.record.main_line()) == 30  # the moves before it were read and shown
