"""A record keeps few positions (checkpoints and the recent ones), plays the others again, and counts right.

Issue 27: a game of a million moves held a million positions (Kerd's with their legal moves),
1.3 GB read and 2.7 GB in the window. Now a node keeps its position only at every
CHECKPOINT-th ply and the last RECENT asked for stay at hand.
"""

from __future__ import annotations

import gc
import random
import weakref
from collections.abc import Hashable, Sequence

import pytest

from pardsgui.core.contract import Game, IllegalMove, Move, OptionSpec, Position
from pardsgui.core.record import CHECKPOINT, RECENT, Node, Record
from pardsgui.games import get_game

ALIVE: weakref.WeakSet[Steps] = weakref.WeakSet()


class Steps(Position):
    """A counter two players step on by one or two; it never ends. Its key may be made to collide."""

    __slots__ = ("__weakref__", "count", "player")
    game_id = "steps"
    colliding = False  # every key's hash alike: only comparing the positions tells them apart

    def __init__(self, count: int, player: int) -> None:
        self.count, self.player = count, player
        ALIVE.add(self)

    players = property(lambda self: 2)  # type: ignore[assignment]
    current = property(lambda self: self.player)  # type: ignore[assignment]
    is_chance = property(lambda self: False)  # type: ignore[assignment]
    outcome = property(lambda self: None)  # type: ignore[assignment]

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ()

    def legal_moves(self) -> Sequence[Move]:
        return ("one", "two")

    def apply(self, move: Move) -> Steps:
        return Steps(self.count + (1 if move == "one" else 2), 1 - self.player)

    def to_text(self) -> str:
        return f"{self.count} {self.player}"

    def move_text(self, move: Move) -> str:
        return str(move)

    def read_move(self, text: str) -> Move:
        return text

    def repetition_key(self) -> Hashable:
        return Colliding(self.count % 7) if self.colliding else (self.count % 7)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Steps) and (self.count, self.player) == (other.count, other.player)

    def __hash__(self) -> int:
        return hash((self.count, self.player))


class Colliding:
    """A key whose hash is the same whatever it holds."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Colliding) and other.value == self.value

    def __hash__(self) -> int:
        return 7


class StepsGame(Game):
    id = "steps"
    name = "Steps"
    repetition_draw: int | None = None

    def options(self) -> Sequence[OptionSpec]:
        return ()

    def initial(self, **options: str) -> Steps:
        return Steps(0, 0)

    def parse(self, text: str) -> Steps:
        count, player = text.split()
        return Steps(int(count), int(player))


@pytest.mark.parametrize("moves", [20_000, pytest.param(1_000_000, marks=pytest.mark.long)])
def test_a_long_record_keeps_its_checkpoints_and_recent_positions_only_and_replays_the_rest(
    moves: int,
) -> None:
    game = StepsGame()
    record = Record(game)
    rng = random.Random(5)
    counts = [0]
    for _ in range(moves):
        move = rng.choice(("one", "two"))
        record.play(move)
        counts.append(counts[-1] + (1 if move == "one" else 2))
    gc.collect()
    most = moves // CHECKPOINT + 1 + RECENT
    assert len(ALIVE) <= most, f"{len(ALIVE)} positions alive for {moves:,} moves"
    # Read from its file: the same.
    loaded = Record.from_json(record.to_json(), lambda _id: game)
    del record
    gc.collect()
    assert len(ALIVE) <= most
    # Any position asked for is the one its moves lead to, in any order, and they stay few.
    nodes = [loaded.root, *loaded.main_line()]
    for ply in [*rng.sample(range(moves + 1), 300), *range(moves, moves - 1_000, -1)]:
        assert nodes[ply].position.count == counts[ply]
    gc.collect()
    assert len(ALIVE) <= most


def test_every_position_played_again_is_the_one_played_in_a_real_game() -> None:
    game = get_game("kerd")
    record = Record(game)
    rng = random.Random(11)
    played = [record.start]
    while len(played) < 300 and record.outcome() is None:
        record.play(rng.choice(list(record.position.legal_moves())))
        played.append(record.position)
    loaded = Record.from_json(record.to_json(), get_game)
    nodes = [loaded.root, *loaded.main_line()]
    order = list(range(len(nodes)))
    rng.shuffle(order)
    for ply in [*reversed(order), *order]:
        assert nodes[ply].position == played[ply]
        assert nodes[ply].position.to_text() == played[ply].to_text()


def test_keys_alike_in_hash_alone_never_make_a_draw() -> None:
    # Counts are kept by the hashes of the keys (a key may be a whole position); a draw is called
    # only once the positions themselves are found to repeat.
    class Drawing(StepsGame):
        repetition_draw = 3

    Steps.colliding = True
    try:
        record = Record(Drawing())
        for count in range(1, 14):  # keys 1 to 6, 0 to 6: each twice at most, all of one hash
            record.play("one")
            assert record.outcome() is None, count
        assert record.current.times_seen() == 14  # the hashes' count: an upper bound only
        record.play("one")  # 14: the start's key (0) a third time
        assert record.outcome() == (0.5, 0.5)
        loaded = Record.from_json(record.to_json(), lambda _id: Drawing())
        assert loaded.outcome() == (0.5, 0.5)
    finally:
        Steps.colliding = False


def test_each_node_knows_whose_turn_its_position_is_as_the_view_says() -> None:
    # The move list numbers turns by it (a roll's dice continue the roller's turn): asking each
    # position made opening a million moves play every one of them again.
    record = Record(get_game("nardshir"))
    rng = random.Random(4)
    while len(record.main_line()) < 200 and record.outcome() is None:
        position = record.position
        moves = [m for m, _ in position.chance_outcomes()] if position.is_chance else position.legal_moves()
        record.play(rng.choice(list(moves)))
    loaded = Record.from_json(record.to_json(), get_game)
    view = get_game("nardshir").board_view()
    seats = [(node.seat, view.acting_seat(node.position)) for node in loaded.nodes()]
    assert all(kept == asked for kept, asked in seats) and len(seats) > 150
    assert {kept for kept, _ in seats} == {0, 1, None} or {kept for kept, _ in seats} == {0, 1}


def test_past_the_limit_of_moves_added_the_tree_is_counted_once_not_at_every_move(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Moves added and deleted again (a builder trying moves) made `grown` pass the limit while
    # the tree held far fewer: every move after that counted the whole tree (a million nodes).
    from pardsgui.core import limits
    from pardsgui.core import record as record_module

    monkeypatch.setattr(record_module, "MAX_NODES", 10)
    monkeypatch.setattr(limits, "MAX_NODES", 10)
    record = Record(StepsGame())
    for _ in range(10):  # ten moves added, each deleted again
        node = record.play("one")
        record.delete(node)
    counted: list[int] = []
    original = Record.move_count
    monkeypatch.setattr(Record, "move_count", lambda self: counted.append(1) or original(self))
    for _ in range(9):
        record.play("one")
    assert len(counted) == 1  # once, at the first move past `grown`'s limit: the tree held none
    record.play("two")  # the tenth
    with pytest.raises(IllegalMove, match="This game holds 10 moves"):
        record.play("two")


def test_a_file_read_lets_each_moves_decoded_entry_go_once_it_is_read() -> None:
    # The decoded entries of a million moves weigh some 250 MB beside the tree they make: a
    # reader that parsed the file for this alone lets them go as it goes, a caller's data is kept.
    record = Record(StepsGame())
    for _ in range(5):
        record.play("one")
    data = record.to_dict()
    kept = Record.from_dict(data, lambda _id: StepsGame())
    assert len(data["moves"]) == 5 and all(isinstance(entry, dict) for entry in data["moves"])
    consumed = Record.from_dict(data, lambda _id: StepsGame(), consume=True)
    assert data["moves"] == [None] * 5
    assert [n.text for n in consumed.main_line()] == [n.text for n in kept.main_line()] == ["one"] * 5


def test_a_move_and_its_text_are_kept_once_however_often_they_are_played() -> None:
    record = Record(StepsGame())
    for _ in range(50):
        record.play("one")
    loaded = Record.from_json(record.to_json(), lambda _id: StepsGame())
    line = loaded.main_line()
    assert len({id(node.text) for node in line}) == 1 and len({id(node.move) for node in line}) == 1


def test_each_node_knows_whether_its_position_is_a_secret_choice_as_the_view_says() -> None:
    # Copy position and Copy game ask whether a secret was chosen on the way: asking each
    # position of a million-move game played every one of them again.
    record = Record(get_game("kerd"))
    rng = random.Random(2)
    while len(record.main_line()) < 30 and record.outcome() is None:
        record.play(rng.choice(list(record.position.legal_moves())))
    loaded = Record.from_json(record.to_json(), get_game)
    view = get_game("kerd").board_view()
    flags = [(node.secret, view.secret(node.position)) for node in loaded.nodes()]
    assert all(kept == asked for kept, asked in flags)
    assert [kept for kept, _ in flags[:3]] == [True, True, False]  # the two choices, then play


def test_end_goes_to_the_lines_end_without_a_walk_while_the_tree_is_unchanged(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # End walked a 999,000-move line a step at a time: 1.3 s in the window.
    record = Record(StepsGame())
    for _ in range(2_000):
        record.play("one")
    end = record.current
    loaded = Record.from_json(record.to_json(), lambda _id: StepsGame())  # found its end on reading
    steps: list[Node] = []
    original = Node.main_child
    monkeypatch.setattr(Node, "main_child", lambda node: steps.append(node) or original(node))
    loaded.cursor.to_start()
    loaded.cursor.to_end()
    assert loaded.current.ply == 2_000 and loaded.current.text == end.text and steps == []
    assert loaded.holds(loaded.current)
    # A move played at the end, then End from the start: the new end, found again.
    loaded.play("two")
    loaded.cursor.to_start()
    loaded.cursor.to_end()
    assert loaded.current.ply == 2_001 and loaded.current.text == "two"
    # Back into a variation is remembered: End follows it, as Forward does.
    loaded.go_to(loaded.main_line()[9])
    side = loaded.play("two")
    loaded.play("one")
    loaded.back()
    loaded.back()
    loaded.back()
    loaded.cursor.to_end()
    assert loaded.current.parent is side and loaded.current.text == "one"
