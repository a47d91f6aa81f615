"""Fuzzing what comes from outside: position texts of every game and record files.

Every input is either accepted (and then round-trips) or rejected with the
module's own error and a message; nothing else may escape. The default run
tries a few hundred inputs each; `pytest -m long` tries 10,000.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pardsgui.core.contract import IllegalMove, PositionError
from pardsgui.core.playout import random_playout
from pardsgui.core.record import Record, RecordError
from pardsgui.games import available_ids, get_game

GAMES = available_ids()
DEFAULT = settings(max_examples=150)
LONG = settings(max_examples=10_000)


@cache
def samples(game_id: str) -> tuple[str, ...]:
    """Real position texts of the game, from a seeded random game."""
    game = get_game(game_id)
    texts = [game.initial().to_text()]
    random_playout(
        game.initial(), random.Random(3), max_moves=400, visit=lambda b, m, a: texts.append(a.to_text())
    )
    return tuple(texts[::7])


@st.composite
def mutated_text(draw: st.DrawFn, game_id: str) -> str:
    text = draw(st.sampled_from(samples(game_id)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "insert", "replace", "token", "swap", "duplicate"]))
        if not text:
            text = draw(st.text(max_size=20))
            continue
        at = draw(st.integers(0, len(text) - 1))
        if kind == "delete":
            text = text[:at] + text[at + 1 :]
        elif kind == "insert":
            text = text[:at] + draw(st.text(max_size=3)) + text[at:]
        elif kind == "replace":
            text = text[:at] + draw(st.sampled_from(list("0123456789-,=/ ?*:.abcwxKQqkPph"))) + text[at + 1 :]
        else:
            tokens = text.split(" ")
            index = draw(st.integers(0, len(tokens) - 1))
            if kind == "token":
                tokens[index] = draw(st.text(max_size=12))
            elif kind == "swap":
                other = draw(st.integers(0, len(tokens) - 1))
                tokens[index], tokens[other] = tokens[other], tokens[index]
            else:
                tokens.insert(index, tokens[index])
            text = " ".join(tokens)
    return text


def check_parse(game_id: str, text: str) -> None:
    game = get_game(game_id)
    try:
        position = game.parse(text)
    except PositionError as error:
        assert str(error), "a rejection must say why"
        return
    again = game.parse(position.to_text())
    assert again == position and again.to_text() == position.to_text()
    for move in list(position.legal_moves())[:5]:  # an accepted position must be playable
        position.play(move)


def check_move_text(game_id: str, position_text: str, move_text: str) -> None:
    position = get_game(game_id).parse(position_text)
    try:
        move = position.parse_move(move_text)
    except IllegalMove as error:
        assert str(error)
        return
    assert move in position.legal_moves()


@pytest.mark.parametrize("game_id", GAMES)
def test_position_texts(game_id: str) -> None:
    @DEFAULT
    @given(st.one_of(mutated_text(game_id), st.text(max_size=80)))
    def run(text: str) -> None:
        check_parse(game_id, text)

    run()


@pytest.mark.parametrize("game_id", GAMES)
def test_move_texts(game_id: str) -> None:
    @DEFAULT
    @given(st.sampled_from(samples(game_id)), st.text(max_size=16))
    def run(position_text: str, move_text: str) -> None:
        check_move_text(game_id, position_text, move_text)

    run()


@pytest.mark.long
@pytest.mark.parametrize("game_id", GAMES)
def test_position_texts_long(game_id: str) -> None:
    @LONG
    @given(st.one_of(mutated_text(game_id), st.text(max_size=80)))
    def run(text: str) -> None:
        check_parse(game_id, text)

    run()


# -- record files ---------------------------------------------------------------------


@cache
def record_samples() -> tuple[str, ...]:
    texts = []
    for game_id in GAMES:
        game = get_game(game_id)
        record = Record(game)
        rng = random.Random(5)
        for _ in range(30):
            position = record.position
            moves = position.legal_moves()
            if not moves or record.outcome() is not None:
                break
            record.play(moves[int(rng.random() * len(moves))])
        if len(record.main_line()) > 3:
            record.go_to(record.main_line()[1])
            others = [m for m in record.position.legal_moves() if m != record.main_line()[2].move]
            if others:
                record.play(others[0])
        record.root.comment = "fuzz"
        texts.append(record.to_json())
    return tuple(texts)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


@st.composite
def mutated_record(draw: st.DrawFn) -> str:
    data = json.loads(draw(st.sampled_from(record_samples())))
    for _ in range(draw(st.integers(1, 3))):
        _mutate(data, draw)
    return json.dumps(data)


def _mutate(data: Any, draw: st.DrawFn) -> None:
    # Walk down to a random container and change one thing in it.
    node = data
    for _ in range(draw(st.integers(0, 4))):
        children = list(node.values()) if isinstance(node, dict) else node if isinstance(node, list) else []
        containers = [c for c in children if isinstance(c, (dict, list))]
        if not containers:
            break
        node = draw(st.sampled_from(containers))
    if isinstance(node, dict) and node:
        key = draw(st.sampled_from(sorted(node)))
        action = draw(st.sampled_from(["delete", "replace", "retype"]))
        if action == "delete":
            del node[key]
        elif action == "replace":
            node[key] = draw(JSON_VALUES)
        else:
            node[key] = copy.deepcopy(draw(st.sampled_from([[], {}, "", 0, None, [node.get(key)]])))
    elif isinstance(node, list) and node:
        index = draw(st.integers(0, len(node) - 1))
        action = draw(st.sampled_from(["delete", "replace", "duplicate", "swap"]))
        if action == "delete":
            del node[index]
        elif action == "replace":
            node[index] = draw(JSON_VALUES)
        elif action == "duplicate":
            node.insert(index, copy.deepcopy(node[index]))
        else:
            other = draw(st.integers(0, len(node) - 1))
            node[index], node[other] = node[other], node[index]


def check_record(text: str | bytes) -> None:
    try:
        record = Record.from_json(text)
    except RecordError as error:
        assert str(error)
        return
    again = Record.from_json(record.to_json())
    assert again.to_dict() == record.to_dict()


def test_record_files() -> None:
    @settings(max_examples=300)
    @given(st.one_of(mutated_record(), st.text(max_size=200), st.binary(max_size=200)))
    def run(text: str | bytes) -> None:
        check_record(text)

    run()


def test_truncated_record_files() -> None:
    for text in record_samples():
        for cut in range(0, len(text), max(1, len(text) // 60)):
            check_record(text[:cut])


@pytest.mark.long
def test_record_files_long() -> None:
    @LONG
    @given(st.one_of(mutated_record(), st.text(max_size=400), st.binary(max_size=400)))
    def run(text: str | bytes) -> None:
        check_record(text)

    run()
