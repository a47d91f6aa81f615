"""Whatever Save writes, Open reads back identically: deep and wide trees, comments, long games.

Trees are built through `Record.play` as a person builds them (play, go
back, play something else), so every tree here is one the app can hold.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pardsgui.core.record import Node, Record
from pardsgui.core.record_text import record_to_text
from pardsgui.games import get_game
from tests.robustness.long_record import record_json

PARRY = get_game("parry")
NARDSHIR = get_game("nardshir")


def shape(record: Record) -> list[Any]:
    """Every node in walk order with its move, comment and children: the whole tree."""
    return [(n.ply, n.text, n.comment, [c.text for c in n.children]) for n in record.nodes()]


def round_trip(record: Record) -> Record:
    text = record.to_json()
    # Written a move at a time (no dictionary per move), the file is what its JSON value gives.
    assert text == json.dumps(record.to_dict(), ensure_ascii=False, separators=(",", ":"))
    loaded = Record.from_json(text, get_game)
    assert shape(loaded) == shape(record)
    assert loaded.to_json() == text
    return loaded


def legal_texts(node: Node) -> list[str]:
    position = node.position
    moves = [m for m, _ in position.chance_outcomes()] if position.is_chance else position.legal_moves()
    return sorted(position.move_text(m) for m in moves)


def staircase(levels: int) -> Record:
    """Variations nested `levels` deep: each one branches off the move after the one before."""
    record = Record(NARDSHIR, players=["Ann", "Bob"])
    node = record.root
    made = 0
    while made < levels:
        choices = legal_texts(node)
        record.go_to(node)
        record.play_text(choices[0])  # the line goes on with the first choice ...
        if len(choices) > 1:
            record.go_to(node)
            node = record.play_text(choices[1])  # ... and the second starts a variation inside it
            node.comment = f"level {made}"
            made += 1
        else:
            node = node.children[0]
    return record


def depth_of_variations(record: Record) -> int:
    deepest = 0
    for node in record.nodes():
        depth, walk = 0, node
        while walk.parent is not None:
            depth += walk.parent.children[0] is not walk
            walk = walk.parent
        deepest = max(deepest, depth)
    return deepest


def test_variations_nested_far_deeper_than_python_recursion_save_and_open() -> None:
    record = staircase(1500)
    assert depth_of_variations(record) == 1500
    loaded = round_trip(record)
    assert loaded.players == ["Ann", "Bob"]
    text = record_to_text(loaded, ("White", "Black"))  # the text export walks it without recursion too
    assert text.count("(") == text.count(")") >= 1500


def test_a_wide_tree_with_every_first_reply_as_a_variation() -> None:
    record = Record(PARRY)
    for text in legal_texts(record.root):
        record.go_to(record.root)
        node = record.play_text(text)
        for reply in legal_texts(node)[:3]:
            record.go_to(node)
            record.play_text(reply).comment = f"after {text}: {reply} «ü» 🂡"
    assert len(record.root.children) > 20
    round_trip(record)


@st.composite
def built_records(draw: st.DrawFn) -> Record:
    """A record grown by random steps: play a legal move, go back some moves, or comment."""
    game = draw(st.sampled_from([PARRY, NARDSHIR]))
    record = Record(game)
    for _ in range(draw(st.integers(0, 60))):
        step = draw(st.sampled_from(["play", "play", "play", "back", "comment"]))
        node = record.current
        if step == "play":
            choices = legal_texts(node)
            if choices and record.outcome(node) is None:
                record.play_text(draw(st.sampled_from(choices)))
        elif step == "back":
            for _ in range(draw(st.integers(1, 6))):
                record.back()
        else:
            node.comment = draw(st.text(max_size=30))
    return record


@settings(max_examples=60)
@given(built_records())
def test_whatever_save_writes_open_reads_back_identically(record: Record) -> None:
    round_trip(record)
    assert record_to_text(record, ("A", "B", "C", "D")) == reference_text(record)


def reference_text(record: Record) -> str:
    """The text export as it was written before, recursively: the same text on shallow trees."""
    from pardsgui.core import record_text

    def line(node: Node, words: record_text.MoveWords) -> list[str]:
        tokens: list[str] = []
        while node.children:
            first, *others = node.children
            tokens.extend(record_text._move(first, words))
            for other in others:
                tokens.append("(" + " ".join([*record_text._move(other, words), *line(other, words)]) + ")")
            node = first
        return tokens

    original = record_text._line
    record_text._line = line  # type: ignore[assignment]
    try:
        return record_to_text(record, ("A", "B", "C", "D"))
    finally:
        record_text._line = original


# -- long games: loading is linear in the number of moves -----------------------------------


def load_seconds(text: str) -> float:
    best = float("inf")
    for _ in range(2):
        began = time.thread_time()  # the processor's time: a loaded machine does not skew the ratio
        Record.from_json(text, get_game)
        best = min(best, time.thread_time() - began)
    return best


def test_loading_a_long_game_takes_time_in_proportion_to_its_moves() -> None:
    # Every position of this Kerd game differs, so counting repetitions by walking to the root
    # (as loading once did) costs moves x depth: 8 times the moves took 64 times as long.
    short, long = record_json(2_500), record_json(20_000)
    ratio = load_seconds(long) / load_seconds(short)
    assert ratio < 20, f"8x the moves took {ratio:.1f}x the time"


@pytest.mark.long
def test_a_record_of_a_million_moves_opens(tmp_path: Any) -> None:
    text = record_json(1_000_000)
    began = time.perf_counter()
    record = Record.from_json(text, get_game)
    seconds = time.perf_counter() - began
    assert len(record.main_line()) == 1_000_000
    print(f"a 1,000,000-move Kerd record ({len(text):,} bytes) loaded in {seconds:.1f} s")
    assert seconds < 120


@pytest.mark.parametrize("game_id", ["nardshir", "pagade", "kerd"])
def test_the_file_written_a_move_at_a_time_is_what_its_json_value_gives(game_id: str) -> None:
    # Every field a record may hold, in each game (Pagade's notation 2, Kerd's secrets), texts
    # with quotes, escapes, controls and characters outside ASCII, an ending, a review.
    from pardsgui.core.ending import RESIGNED, Ending
    from tests.ai.test_review import reviewed

    record = reviewed(game_id, 12)
    record.players = ['Ann "A" \\ Ø', "Bob\u2028\t"]
    record.headers["event"] = "Club \x01 night ✓"
    record.computer = {1: "easy"}
    record.root.comment = "start </script>"
    line = record.main_line()
    line[2].comment = "enters low \ud7ff \U0001f600"
    record.go_to(line[3])
    other = next(m for m in record.position.legal_moves() if m not in [c.move for c in line[3].children])
    record.play(other)
    record.current.comment = "a side line"
    record.current.end(Ending(RESIGNED, 0))
    text = record.to_json()
    assert text == json.dumps(record.to_dict(), ensure_ascii=False, separators=(",", ":"))
    assert '"review"' in text and '"ending"' in text and '"variations"' in text
    assert Record.from_json(text, get_game).to_json() == text
