"""Draws by repetition: one rule and one counter (core/repetition.py) for the record and the playouts."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import Move, Position
from pardsgui.core.playout import play_out
from pardsgui.core.record import Record
from pardsgui.core.repetition import Repetitions, is_repetition_draw
from pardsgui.games import GAME_IDS, get_game

REPEATING = [game_id for game_id in GAME_IDS if get_game(game_id).repetition_draw is not None]


def test_the_games_with_the_draw_are_pards_and_kerd() -> None:
    assert sorted(REPEATING) == ["kerd", "pards"]


def test_the_counter_counts_keys_and_says_when_the_third_makes_a_draw() -> None:
    seen = Repetitions(3)
    assert [seen.add("a"), seen.add("b"), seen.add("a")] == [False, False, False]
    assert (seen.seen("a"), seen.seen("b"), seen.seen("c")) == (2, 1, 0)
    assert seen.add("a") is True  # the third time
    seen.remove("a")
    seen.remove("b")
    assert (seen.seen("a"), seen.seen("b")) == (2, 0)
    assert seen.add("b") is False


def test_a_key_of_none_never_repeats_and_a_game_without_the_rule_never_draws() -> None:
    seen = Repetitions(2)
    assert not any(seen.add(None) for _ in range(5)) and seen.seen(None) == 5
    never = Repetitions(None)
    assert not any(never.add("a") for _ in range(5))
    assert is_repetition_draw("a", 3, 3) and not is_repetition_draw("a", 2, 3)
    assert not is_repetition_draw(None, 9, 3) and not is_repetition_draw("a", 9, None)


def _choices(position: Position) -> list[Move]:
    if position.is_chance:
        return [move for move, _ in position.chance_outcomes()]
    return list(position.legal_moves())


@pytest.mark.parametrize("game_id", REPEATING)
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_the_record_and_the_counter_agree_on_a_game_that_seeks_repetitions(game_id: str, seed: int) -> None:
    """A seeded game that goes back to positions already seen when it can, until a draw."""
    game = get_game(game_id)
    rng = random.Random(seed)
    record = Record(game)
    seen = Repetitions(game.repetition_draw)
    seen.add(record.start.repetition_key())
    drawn = False
    for _ in range(400):
        position = record.position
        moves = _choices(position)
        if position.outcome is not None or not moves:
            break
        again = [m for m in moves if seen.seen(position.apply(m).repetition_key()) > 0]
        node = record.play(rng.choice(again or moves))
        if node.position.outcome is not None:
            break  # ended by the rules: the key of an ended game is never counted
        drawn = seen.add(node.repetition_key())
        assert node.times_seen() == seen.seen(node.repetition_key())
        assert (record.outcome() is not None) == drawn
        if drawn:
            break
    assert drawn, "the game came back to a position for the third time"
    assert record.outcome() == tuple([0.5] * record.position.players)
    # The same line read from a file counts the same (one walk of the tree).
    loaded = Record.from_json(record.to_json(), get_game)
    assert [n.times_seen() for n in loaded.current.path()] == [n.times_seen() for n in record.current.path()]
    assert loaded.outcome() == record.outcome()


# Seeded games: two Kerd games that the rule ends, a Pards game stopped at its 150th move.
ENDS = [("kerd", 0, 100_000, "repetition"), ("kerd", 1, 100_000, "repetition"), ("pards", 1, 150, "cap")]


@pytest.mark.parametrize(("game_id", "seed", "limit", "ended"), ENDS)
def test_a_playout_ends_where_the_record_of_its_moves_ends(
    game_id: str, seed: int, limit: int, ended: str
) -> None:
    game = get_game(game_id)
    moves: list[Move] = []
    result = play_out(
        game.initial(),
        random.Random(seed),
        max_moves=limit,
        visit=lambda _before, move, _after: moves.append(move),
        repetition_draw=game.repetition_draw,
    )
    record = Record(game)
    for move in moves:
        assert record.outcome() is None  # the record plays on exactly as long as the playout did
        record.play(move)
    assert result.ended == ended
    assert record.outcome() == result.outcome
    by_repetition = record.position.outcome is None and record.outcome() is not None
    assert by_repetition == (result.ended == "repetition")


@pytest.mark.parametrize("game_id", REPEATING)
def test_a_tree_read_counts_as_its_moves_played_count(game_id: str) -> None:
    """Reading counts every node's repetitions in one walk that enters a line of single moves at
    once and leaves it by walking back up: in a tree of variations within variations, each node
    counts what the node itself, played move by move, counts on its own line."""
    game = get_game(game_id)
    rng = random.Random(7)
    record = Record(game)
    for line in range(12):
        record.go_to(rng.choice(list(record.nodes())))
        for _ in range(rng.randrange(5, 40) if line else 300):
            position = record.position
            if position.outcome is not None or record.outcome() is not None:
                break
            moves = _choices(position)
            keys = {n.repetition_key() for n in record.current.path()}
            again = [m for m in moves if position.apply(m).repetition_key() in keys]
            record.play(rng.choice(again or moves))
    assert sum(len(node.children) > 1 for node in record.nodes()) >= 3
    played = [node.times_seen() for node in record.nodes()]
    assert max(played) >= 2
    loaded = Record.from_json(record.to_json(), get_game)
    assert [node.times_seen() for node in loaded.nodes()] == played


def test_counting_a_long_line_holds_no_pair_per_move() -> None:
    import tracemalloc

    from tests.robustness.long_record import record_json as long_line

    record = Record.from_json(long_line(20_000), get_game)
    tracemalloc.start()
    try:
        record.count_repetitions()
        held, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    # The counts along the line are a dictionary (some 45 bytes a move here); a (node, flag) pair
    # per move and its place on the stack were 64 bytes more.
    assert peak - held < 70 * 20_000, peak - held
