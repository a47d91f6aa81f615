"""Fuzzing what comes from outside: every text entry point of the app and the engine.

Position texts and moves of every game, records, sets, autosaves, settings,
pasted text and the engine's command line.  Every input is either accepted
(and then round-trips) or rejected with the module's own error and a
message; nothing else may escape.  The default run tries a few hundred
inputs each; `pytest -m long` tries 10,000.
"""

from __future__ import annotations

import copy
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pardsgui.core.contract import IllegalMove, PositionError
from pardsgui.core.playout import random_playout
from pardsgui.core.record import Record, RecordError
from pardsgui.games import available_ids, get_game
from pardsgui.storage.loading import LoadError, read_game_bytes

GAMES = available_ids()
DEFAULT = settings(max_examples=150)
LONG = settings(max_examples=10_000)


@cache
def samples(game_id: str) -> tuple[str, ...]:
    """Real position texts of the game, from a seeded random game."""
    game = get_game(game_id)
    texts = [game.initial().to_text()]
    random_playout(
        game.initial(),
        random.Random(3),
        max_moves=400,
        visit=lambda b, m, a: texts.append(a.to_text()),
        repetition_draw=game.repetition_draw,
    )
    return tuple(texts[::7])


@st.composite
def mutated_text(draw: st.DrawFn, game_id: str) -> str:
    text = draw(st.sampled_from(samples(game_id)))
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["delete", "insert", "replace", "token", "swap", "duplicate", "digits"]))
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
        elif kind == "digits":  # past int()'s 4,300-digit limit
            text = text[:at] + "9" * draw(st.integers(4000, 5000)) + text[at:]
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
        record = Record.from_json(text, get_game)
    except RecordError as error:
        assert str(error)
        return
    again = Record.from_json(record.to_json(), get_game)
    assert again.to_dict() == record.to_dict()
    check_loaded(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)


def check_loaded(data: bytes, positions: bool = False) -> None:
    """The app's one way in: a game that saves and reads back the same, or one LoadError."""
    try:
        loaded = read_game_bytes(data, "fuzz", "nardshir", positions)
    except LoadError as error:
        assert str(error).startswith("fuzz: ")
        return
    text = loaded.game_set.to_json() if loaded.game_set is not None else loaded.record.to_json()
    again = read_game_bytes(text.encode("utf-8"), "again")
    assert again.record.to_json() == loaded.record.to_json()


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


# -- sets, autosaves, settings, pasted text and the engine's arguments -----------------------------


@cache
def set_sample() -> str:
    from pardsgui.games.pards.match import PardsSet

    game_set = PardsSet(("Ann", "Bob"))
    record = game_set.games[0]
    for _ in range(6):
        moves = record.position.legal_moves()
        record.play(moves[len(moves) // 2])
    return game_set.to_json()


@cache
def autosave_sample() -> str:
    record = Record.from_json(record_samples()[-1], get_game)
    record.go_to(record.main_line()[2])
    data = {"format": "pardsgui-autosave", "saved_as": "/x.pards.json", "dirty": True, "current": [0, 0, 1]}
    return json.dumps({**data, "record": record.to_dict()})


@st.composite
def mutated_json(draw: st.DrawFn, sample: str) -> str:
    data = json.loads(sample)
    for _ in range(draw(st.integers(1, 3))):
        _mutate(data, draw)
    return json.dumps(data)


def check_autosave(text: str, folder: Path) -> None:
    from pardsgui.storage.autosave import Autosave

    path = folder / "autosave-999999999.pards.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    try:
        found = Autosave.load(path)
    except LoadError as error:
        assert str(error).startswith("the autosave ")
        return
    assert found.current.path()[0] is found.record.root
    found.record.to_json()


def test_sets_autosaves_and_pasted_text(tmp_path_factory: pytest.TempPathFactory) -> None:
    fuzz_sets_autosaves_and_pasted_text(tmp_path_factory.mktemp("autosave"), 150)


@pytest.mark.long
def test_sets_autosaves_and_pasted_text_long(tmp_path_factory: pytest.TempPathFactory) -> None:
    fuzz_sets_autosaves_and_pasted_text(tmp_path_factory.mktemp("autosave"), 3000)


def fuzz_sets_autosaves_and_pasted_text(folder: Path, examples: int) -> None:
    @settings(max_examples=examples)
    @given(mutated_json(set_sample()))
    def sets(text: str) -> None:
        check_loaded(text.encode("utf-8", "surrogatepass"))

    @settings(max_examples=examples)
    @given(st.one_of(mutated_json(autosave_sample()), st.text(max_size=60)))
    def autosaves(text: str) -> None:
        check_autosave(text, folder)

    @settings(max_examples=examples)
    @given(st.one_of(st.sampled_from(GAMES).flatmap(mutated_text), mutated_record(), st.text(max_size=80)))
    def pasted(text: str) -> None:
        check_loaded(text.encode("utf-8", "surrogatepass"), positions=True)

    sets()
    autosaves()
    pasted()


SETTING_VALUES = st.one_of(JSON_VALUES, st.sampled_from(["\ud800", "[[[[", "\udfff"]))


def test_settings_files(tmp_path_factory: pytest.TempPathFactory) -> None:
    fuzz_settings(tmp_path_factory.mktemp("settings"), 200)


@pytest.mark.long
def test_settings_files_long(tmp_path_factory: pytest.TempPathFactory) -> None:
    fuzz_settings(tmp_path_factory.mktemp("settings"), 5000)


def fuzz_settings(folder: Path, examples: int) -> None:
    from pardsgui.storage.settings import KINDS, Settings

    @settings(max_examples=examples)
    @given(
        st.one_of(
            st.dictionaries(st.sampled_from([*KINDS, "other"]), SETTING_VALUES, max_size=6).map(json.dumps),
            st.text(max_size=40),
            st.binary(max_size=40).map(lambda b: b.decode("latin-1")),
        )
    )
    def run(text: str) -> None:
        path = folder / "settings.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        loaded = Settings.load(path)
        assert all(kind(loaded.values[key]) for key, kind in KINDS.items() if key in loaded.values)
        assert loaded.notice == "" or "could not be read" in loaded.notice
        assert loaded.save()  # whatever was kept can be written back

    run()


ENGINE_WORDS = st.one_of(
    st.sampled_from(
        [
            "nardshir",
            "kerd",
            "parry",
            "pagade",
            "pards",
            "chess",
            "-",
            "--option",
            "seats=4p",
            "seats=9",
            "variant=ludii2",
            "=",
            "--games",
            "--seed",
            "--json",
            "--max-moves",
            "1",
            "0",
            "-1",
            "2",
            "9" * 5000,
            "1e9",
            "inf",
            "nan",
            "roll 3,5",
            "pass",
            "choose e12",
            ",".join(["0"] * 24) + " w",
            "@0",
        ]
    ),
    st.text(max_size=12),
)


@st.composite
def engine_args(draw: st.DrawFn) -> list[str]:
    command = draw(st.sampled_from(["moves", "play", "perft", "playout", "nonsense"]))
    words = draw(st.lists(ENGINE_WORDS, max_size=6))
    if command == "perft":  # a depth the machine can count
        words = [*words[:2], draw(st.sampled_from(["0", "1", "2", "-3", "x", "9" * 5000]))]
    if command == "playout":
        words = [
            *words,
            "--games",
            draw(st.sampled_from(["1", "2", "0", "-5", "many"])),
            "--max-moves",
            "300",
        ]
    return [command, *words]


def test_engine_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    fuzz_engine_arguments(capsys, 200)


@pytest.mark.long
def test_engine_arguments_long(capsys: pytest.CaptureFixture[str]) -> None:
    fuzz_engine_arguments(capsys, 3000)


def fuzz_engine_arguments(capsys: pytest.CaptureFixture[str], examples: int) -> None:
    from pardsgui.engine import main

    @settings(max_examples=examples)
    @given(engine_args())
    def run(args: list[str]) -> None:
        code = main(args)
        _out, err = capsys.readouterr()
        assert code in (0, 2)
        if code == 2:
            assert err.startswith("pardsgui-engine: ") and err.count("\n") == 1

    run()
