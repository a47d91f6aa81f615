"""The game record: tree, variations, repetition, and the JSON file format."""

from __future__ import annotations

import json
import random
from collections.abc import Hashable, Sequence
from typing import Any

import pytest

from pardsgui.core.contract import Game, IllegalMove, Move, OptionSpec, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.core.playout import random_playout
from pardsgui.core.record import MAX_BYTES, SHARED_PLIES, Node, Record, RecordError, result_text
from pardsgui.games import get_game

NARDSHIR = get_game("nardshir")
OPENING = ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5", "6:h-18", "5:h-19"]


def record_with(*moves: str) -> Record:
    record = Record(NARDSHIR)
    for text in moves:
        record.play_text(text)
    return record


def texts(record: Record) -> list[str]:
    return [node.text for node in record.main_line()]


def test_playing_appends_to_the_main_line() -> None:
    record = record_with(*OPENING)
    assert texts(record) == OPENING
    assert record.current.ply == 6 and record.current.is_main_line()
    assert record.position.to_text().endswith("w hand=13,13")


def test_a_different_move_from_an_earlier_position_starts_a_variation() -> None:
    record = record_with(*OPENING)
    record.go_to(record.main_line()[0])
    side = record.play_text("5:h-4")
    assert texts(record) == OPENING  # nothing overwritten
    assert side.parent is record.main_line()[0] and not side.is_main_line()
    assert len(record.main_line()[0].children) == 2


def test_replaying_an_existing_move_follows_it() -> None:
    record = record_with(*OPENING)
    record.go_to(record.root)
    node = record.play_text("roll 3,5")
    assert node is record.main_line()[0]
    assert len(record.root.children) == 1


def test_back_and_forward() -> None:
    record = record_with(*OPENING[:3])
    assert record.back() and record.current.text == "3:h-2"
    assert record.forward() and record.current.text == "5:h-4"
    assert not record.forward()
    record.go_to(record.root)
    assert not record.back()


def test_promote_and_delete_variations() -> None:
    record = record_with(*OPENING[:3])
    first = record.main_line()[0]
    record.go_to(first)
    side = record.play_text("5:h-4")
    record.play_text("3:h-2")
    deep = record.current
    record.promote(deep)
    assert first.children[0] is side
    assert texts(record) == ["roll 3,5", "5:h-4", "3:h-2"]
    record.promote_to_main(record.main_line()[0].children[1])
    assert texts(record) == ["roll 3,5", "3:h-2", "5:h-4"]
    record.go_to(deep)
    record.delete(side)
    assert record.current is first and len(first.children) == 1
    with pytest.raises(ValueError, match="cannot be deleted"):
        record.delete(record.root)


def test_each_node_edit_stamps_the_record_and_can_be_undone_by_another() -> None:
    record = record_with(*OPENING[:3])
    first = record.main_line()[0]
    record.go_to(first)
    side = record.play_text("5:h-4")
    main = first.children[0]
    stamps: list[str] = []

    def stamped() -> None:
        assert record.modified != "", "stamped"
        stamps.append(record.modified)
        record.modified = ""  # so the next edit shows whether it stamped again

    record.modified = ""
    assert side.promote() and first.children == [side, main]
    stamped()
    assert not side.promote()  # first already: nothing changed
    assert record.modified == ""
    assert side.demote() and first.children == [main, side]
    stamped()
    assert not side.demote() and not record.root.promote()
    index = first.detach(side)
    assert index == 1 and first.children == [main]
    stamped()
    first.attach(side, index)
    assert first.children == [main, side]
    stamped()
    first.reorder([side, main])
    assert first.children == [side, main]
    stamped()
    with pytest.raises(ValueError, match="same children"):
        first.reorder([side])
    with pytest.raises(ValueError, match="under the node it came from"):
        record.root.attach(side)
    assert len(stamps) == 5


def test_illegal_moves_are_refused_and_change_nothing() -> None:
    record = record_with(*OPENING[:2])
    with pytest.raises(IllegalMove):
        record.play_text("4:h-3")
    assert texts(record) == OPENING[:2]


def test_no_move_after_the_end() -> None:
    text = ",".join(["0"] * 23 + ["1"]) + " w hand=0,15 off=14,0 dice=1,3"
    record = Record(NARDSHIR, NARDSHIR.parse(text))
    record.play_text("1:23-off")
    assert record.outcome() == (1.0, 0.0)
    with pytest.raises(IllegalMove, match="over"):
        record.play_text("pass")


# -- files -------------------------------------------------------------------------


def full_record() -> Record:
    record = record_with(*OPENING)
    record.players = ["Ann", "Bob"]
    record.headers["event"] = "Club night"
    record.root.comment = "A start"
    record.main_line()[1].comment = "enters low"
    record.go_to(record.main_line()[0])
    record.play_text("5:h-4")
    record.play_text("3:h-2")
    record.go_to(record.main_line()[2])
    record.play_text("roll 1,2")
    record.go_to(record.main_line()[3])
    record.play_text("6:h-18")  # follows the existing move
    return record


def shape(record: Record) -> list[Any]:
    return [(n.ply, n.text, n.comment, [c.text for c in n.children]) for n in record.nodes()]


def test_json_round_trip_keeps_every_move_comment_and_field() -> None:
    record = full_record()
    loaded = Record.from_json(record.to_json(), get_game)
    assert shape(loaded) == shape(record)
    assert loaded.players == ["Ann", "Bob"] and loaded.headers == {"event": "Club night"}
    assert loaded.options == {"variant": "ludii2"}
    assert loaded.created == record.created and loaded.modified == record.modified
    assert loaded.current is loaded.root.line_end()
    assert Record.from_json(loaded.to_json(), get_game).to_dict() == record.to_dict()


def test_the_file_stores_the_main_line_then_each_variation_flat_naming_the_move_it_replaces() -> None:
    data = full_record().to_dict()
    assert data["format"] == "pardsgui-record" and data["version"] == 3
    moves = data["moves"]
    assert [m["move"] for m in moves] == [*OPENING]
    assert moves[1] == {"move": "3:h-2", "comment": "enters low"}
    assert data["variations"] == [
        {"at": [0, 1], "moves": [{"move": "5:h-4"}, {"move": "3:h-2"}]},
        {"at": [0, 3], "moves": [{"move": "roll 1,2"}]},
    ]
    assert data["result"] is None


def test_a_version_1_file_with_nested_variations_is_still_read() -> None:
    record = full_record()
    data = record.to_dict()
    data["version"] = 1
    data["moves"][1]["variations"] = [[{"move": "5:h-4"}, {"move": "3:h-2"}]]
    data["moves"][3]["variations"] = [[{"move": "roll 1,2"}]]
    del data["variations"]
    loaded = Record.from_dict(data, get_game)
    assert shape(loaded) == shape(record)
    assert loaded.to_dict() == record.to_dict()  # and saved again as version 2
    data["moves"][1]["variations"][0][0]["variations"] = [[{"move": "3:h-2"}]]
    assert "the first move of a variation cannot carry variations" in bad(data)
    data["moves"][1]["variations"][0][0].pop("variations")
    data["moves"][1]["variations"][0][1]["move"] = "pass"
    assert bad(data).startswith("move 3 of variation 1 at move 2 of the main line: 'pass'")


def test_long_games_load_without_deep_nesting() -> None:
    moves: list[str] = []
    final, count = random_playout(
        NARDSHIR.initial(), random.Random(7), visit=lambda b, m, a: moves.append(b.move_text(m))
    )
    record = record_with(*moves)
    assert len(moves) == count > 500 and record.position == final
    loaded = Record.from_json(record.to_json(), get_game)
    assert loaded.position == final and loaded.to_dict()["result"] == list(final.outcome or ())


def bad(data: dict[str, Any]) -> str:
    with pytest.raises(RecordError) as caught:
        Record.from_dict(data, get_game)
    return str(caught.value)


def good_dict() -> dict[str, Any]:
    return full_record().to_dict()


def test_an_illegal_move_in_the_middle_says_where() -> None:
    data = good_dict()
    data["moves"][4]["move"] = "6:h-17"
    assert bad(data).startswith("move 5 of the main line: '6:h-17' is not legal")


def test_an_illegal_move_in_a_variation_says_where() -> None:
    data = good_dict()
    data["variations"][0]["moves"][1]["move"] = "pass"
    assert bad(data).startswith("move 3 of variation 1 at move 2 of the main line: 'pass'")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(version=4), "newer pardsgui \\(format version 4\\)"),
        (lambda d: d.update(computer={"2": "hard"}), "'2' is not a seat of this game \\(0 to 1\\)"),
        (lambda d: d.update(computer={"1": "genius"}), "seat 1: 'genius' is not a level"),
        (lambda d: d.update(computer=["hard"]), '"computer": expected an object'),
        (lambda d: d.update(computer={"1": "hard"}, version=2), "unknown field 'computer'"),
        (lambda d: d["moves"][-1].update(ending={"how": "gave up"}), '"how" must be one of resigned, agreed'),
        (lambda d: d["moves"][-1].update(ending={"how": "resigned"}), '"seat" must name the seat'),
        (lambda d: d["moves"][-1].update(ending={"how": "agreed", "seat": 0}), "a draw agreed names no seat"),
        (lambda d: d["moves"][2].update(ending={"how": "agreed"}), "after the game has ended \\(agreed\\)"),
        (lambda d: d.update(ending={"how": "resigned", "seat": 0}), "has ended \\(resigned\\)"),
        (lambda d: d.update(version="1"), '"version": expected a whole number'),
        (lambda d: d.update(format="other"), "not a pardsgui game record"),
        (lambda d: d.update(game="chess"), "unknown game 'chess'"),
        (lambda d: d.pop("start"), "'start' is missing"),
        (lambda d: d.update(start="nonsense w"), 'field "start": points'),
        (lambda d: d.update(options={"variant": "modern"}), '"options": option variant='),
        (lambda d: d.update(options={"variant": "historical"}), "start position is played with"),
        (lambda d: d.update(players=["Ann"]), '"players": expected 2 names'),
        (lambda d: d.update(headers={"evil": "x"}), "bad entry 'evil'"),
        (lambda d: d.update(extra=1), "unknown field 'extra'"),
        (lambda d: d.update(moves={"move": "x"}), "expected a list of moves"),
        (lambda d: d["moves"].__setitem__(0, "roll 3,5"), "expected an object"),
        (lambda d: d["moves"][0].update(run="rm -rf /"), "unknown field 'run'"),
        (lambda d: d["moves"][0].update(comment=7), "comment at move 1"),
        (
            lambda d: d["variations"][0]["moves"].insert(0, {"move": "3:h-2"}),
            "already a move at this point",
        ),
        (lambda d: d.update(variations={}), '"variations": expected a list'),
        (lambda d: d["variations"][0].update(at=[1, 1]), "names line 1; only lines listed before it"),
        (
            lambda d: d["variations"][0].update(at=[0, 6]),
            "names move 6 of the main line, which has moves 0 to 5",
        ),
        (lambda d: d["variations"][1].update(at=[1, 0]), "names move 0 of variation 1 at move 2"),
        (lambda d: d["variations"][0].update(at="0,1"), "field 'at' at variation 1 in the list"),
        (lambda d: d["variations"][0].update(at=[0]), '"at" must be \\[line, move\\]'),
        (lambda d: d["variations"][0].update(moves=[]), "expected a list of at least one move"),
        (lambda d: d["variations"][0].update(why=1), "unknown field 'why'"),
        (lambda d: d["moves"][1].update(variations=[]), "unknown field 'variations'"),
        (lambda d: d["moves"][1].update(comment="\ud800"), "lone surrogate"),
        (lambda d: d.update(players=["Ann", "\udfff"]), "name 2: the text holds a broken character"),
        (lambda d: d.update(result="1-0"), '"result": expected a list'),
    ],
)
def test_bad_files_are_refused_with_a_reason(change: Any, message: str) -> None:
    data = good_dict()
    change(data)
    with pytest.raises(RecordError, match=message):
        Record.from_dict(data, get_game)


def test_who_plays_each_seat_and_an_ending_by_the_players_word_are_saved_and_read_back() -> None:
    from pardsgui.core.ending import AGREED, RESIGNED, Ending

    record = record_with(*OPENING)
    record.computer = {1: "hard"}
    assert record.outcome() is None
    record.current.end(Ending(RESIGNED, 1))
    assert record.outcome() == (1.0, 0.0)  # Black resigned: White wins
    with pytest.raises(IllegalMove):
        record.play_text("roll 1,2")
    loaded = Record.from_json(record.to_json(), get_game)
    assert loaded.computer == {1: "hard"}
    assert loaded.root.line_end().ending == Ending(RESIGNED, 1) and loaded.outcome() == (1.0, 0.0)
    assert loaded.to_dict()["result"] == [1.0, 0.0]
    loaded.current.end(None)  # taken back: the game goes on
    assert loaded.outcome() is None
    loaded.current.end(Ending(AGREED))
    assert Record.from_json(loaded.to_json(), get_game).outcome() == (0.5, 0.5)
    with pytest.raises(ValueError, match="end of a line"):
        loaded.root.end(Ending(AGREED))
    # A file of the earlier version has no computer seats: people play every seat.
    older = record_with(*OPENING).to_dict()
    older["version"] = 2
    assert Record.from_dict(older, get_game).computer == {}


def test_not_json_truncated_or_absurd() -> None:
    text = full_record().to_json()
    with pytest.raises(RecordError, match="truncated"):
        Record.from_json(text[: len(text) // 2], get_game)
    with pytest.raises(RecordError, match="not a pardsgui game record"):
        Record.from_json("[1, 2, 3]", get_game)
    with pytest.raises(RecordError, match="NaN is not allowed"):
        Record.from_json('{"format": "pardsgui-record", "version": NaN}', get_game)
    with pytest.raises(RecordError, match="at most"):
        Record.from_json(" " * (MAX_BYTES + 1), get_game)
    with pytest.raises(RecordError, match="not UTF-8"):
        Record.from_json(b"\xff\xfe{}", get_game)
    with pytest.raises(RecordError):
        Record.from_json("[" * 100_000 + "]" * 100_000, get_game)


def test_a_byte_order_mark_before_the_record_is_accepted() -> None:
    record = full_record()
    assert shape(Record.from_json(b"\xef\xbb\xbf" + record.to_json().encode(), get_game)) == shape(record)
    assert shape(Record.from_json("\ufeff" + record.to_json(), get_game)) == shape(record)


def test_a_file_that_continues_after_the_end_is_refused() -> None:
    text = ",".join(["0"] * 23 + ["1"]) + " w hand=0,15 off=14,0 dice=1,3"
    record = Record(NARDSHIR, NARDSHIR.parse(text))
    record.play_text("1:23-off")
    data = record.to_dict()
    data["moves"].append({"move": "roll 1,2"})
    assert "comes after the game has ended" in bad(data)


def test_result_text() -> None:
    assert result_text(None) == "*"
    assert result_text((1.0, 0.0)) == "1-0"
    assert result_text((0.5, 0.5)) == "½-½"
    assert result_text((1.0, 1 / 3, 0.0, 2 / 3)) == "1-1/3-0-2/3"


# -- repetition, with a tiny game whose positions repeat --------------------------------


class Toggle(Position):
    """A light that two players switch on and off; it never ends by itself."""

    __slots__ = ("on", "player")
    game_id = "toggle"

    def __init__(self, on: bool, player: int) -> None:
        self.on, self.player = on, player

    players = property(lambda self: 2)  # type: ignore[assignment]
    current = property(lambda self: self.player)  # type: ignore[assignment]
    is_chance = property(lambda self: False)  # type: ignore[assignment]
    outcome = property(lambda self: None)  # type: ignore[assignment]

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ()

    def legal_moves(self) -> Sequence[Move]:
        return ("switch",)

    def apply(self, move: Move) -> Toggle:
        return Toggle(not self.on, 1 - self.player)

    def to_text(self) -> str:
        return f"{int(self.on)} {self.player}"

    def move_text(self, move: Move) -> str:
        return str(move)

    def read_move(self, text: str) -> Move:
        return text

    def repetition_key(self) -> Hashable:
        return (self.on, self.player)


class ToggleGame(Game):
    id = "toggle"
    name = "Toggle"
    repetition_draw = 3

    def options(self) -> Sequence[OptionSpec]:
        return ()

    def initial(self, **options: str) -> Toggle:
        return Toggle(False, 0)

    def parse(self, text: str) -> Toggle:
        on, player = text.split()
        return Toggle(on == "1", int(player))


def test_threefold_repetition_is_a_draw_in_the_record() -> None:
    record = Record(ToggleGame())
    for _ in range(3):
        assert record.outcome() is None
        record.play("switch")
    assert record.outcome() is None  # the start has occurred twice, position 1 twice
    record.play("switch")  # the start position for the third time
    assert record.outcome() == (0.5, 0.5)
    assert record.repetitions()[(False, 0)] == 3
    with pytest.raises(IllegalMove, match="over"):
        record.play("switch")


def test_json_dump_is_plain_json() -> None:
    json.loads(full_record().to_json())


def test_random_playouts_end_at_a_repetition_draw_like_the_record(monkeypatch: pytest.MonkeyPatch) -> None:
    import pardsgui.games
    from pardsgui.core.playout import play_out, run_playouts

    monkeypatch.setitem(pardsgui.games._loaded, "toggle", ToggleGame())
    result = play_out(Toggle(False, 0), random.Random(1), repetition_draw=ToggleGame.repetition_draw)
    assert (result.moves, result.ended, result.outcome) == (4, "repetition", (0.5, 0.5))
    stats = run_playouts(ToggleGame().initial, games=3, seed=1, repetition_draw=ToggleGame.repetition_draw)
    assert stats.unfinished == 0 and stats.draws == 3


def test_repetition_counts_stay_right_along_long_lines() -> None:
    record = Record(ToggleGame())
    record.play("switch")  # 1 0... the start (off, 0) has been seen once, (on, 1) once
    assert [n.times_seen() for n in record.current.path()] == [1, 1]
    record.play("switch")
    record.play("switch")
    assert [n.times_seen() for n in record.current.path()] == [1, 1, 2, 2]


def test_a_position_met_nowhere_in_the_tree_is_counted_without_a_walk_to_the_root(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A move in a game of a million moves must be answered within a frame: asking whether its
    # position occurred before on its line may not ask every ancestor.
    record = Record(get_game("kerd"))
    rng = random.Random(3)
    for _ in range(300):
        position = record.position
        record.play(rng.choice(list(position.legal_moves())))
        assert record.current.times_seen() >= 1
    asked: list[Node] = []
    original = Node.repetition_key

    def counted(node: Node) -> object:
        asked.append(node)
        return original(node)

    monkeypatch.setattr(Node, "repetition_key", counted)
    position = record.position
    key = position.repetition_key()
    fresh = next(m for m in position.legal_moves() if position.play(m).repetition_key() != key)
    node = record.play(fresh)
    assert node.times_seen() == 1
    # The move's own node, and its parent (where the move was played); none further up.
    assert set(asked) <= {node, node.parent}, f"{len(set(asked))} nodes asked for their key"
    # A position met before on the line is still found by the walk.
    record.go_to(record.main_line()[-3])
    again = record.play(record.main_line()[-2].move)
    assert again is record.main_line()[-2]


def test_a_node_found_in_the_tree_is_not_once_a_move_above_it_is_deleted_and_is_once_put_back() -> None:
    record = Record(get_game("nardshir"))
    for text in ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5", "6:h-18", "5:h-19"]:
        record.play_text(text)
    line = record.main_line()
    end, above = line[-1], line[2]
    assert record.holds(end) and record.holds(end)  # the second answer from what the first found
    parent = above.parent
    assert parent is not None
    index = parent.detach(above)
    assert not record.holds(end) and not record.holds(above) and record.holds(parent)
    parent.attach(above, index)
    assert record.holds(end)
    other = Record(get_game("nardshir"))
    assert not other.holds(end)


def test_a_takeback_returns_to_a_node_known_in_the_tree_without_a_walk() -> None:
    # Asking whether the node a move was played from is in the tree walked to the root after
    # every takeback: 50 ms at 100,000 moves.
    record = Record(get_game("nardshir"))
    for text in ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5", "6:h-18", "5:h-19"]:
        record.play_text(text)
    end = record.current
    parent = end.parent
    assert parent is not None and parent.parent is not None
    assert parent._held == parent._tree.detached  # the moves played stepped from known nodes
    parent.detach(end)
    assert parent._held == parent._tree.detached  # still known, though the tree lost a node
    assert record.holds(parent) and not record.holds(end)
    record.go_to(parent)
    record.back()
    assert parent.parent._held == parent._tree.detached  # the parent of a known node is known


def test_moves_taken_back_one_by_one_from_a_lines_end_each_return_to_a_known_node() -> None:
    """Undo after Undo from the end of a line: each detaches the child of the node the last one
    returned to. Every other one walked the whole line to the root (60 to 290 ms at a million)."""
    record = Record(get_game("nardshir"))
    for text in ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5", "6:h-18", "5:h-19", "roll 1,2"]:
        record.play_text(text)
    record.go_to(record.main_line()[-1])  # found by a walk: the whole line known at this stamp
    tree = record.root._tree
    node = record.current
    while node.parent is not None:
        parent = node.parent
        parent.detach(node)  # as Undo does, looking at `node`, then goes to `parent`
        assert parent._held == tree.detached, f"ply {parent.ply}: not known without a walk"
        record.go_to(parent)
        node = parent


def test_nodes_at_one_depth_share_its_number_and_every_depth_is_right() -> None:
    """A number past 256 is an object of its own: a million Pards moves in side lines of a thousand
    kept 28 MB of copies of the same few thousand depths. Every node still has its own depth."""
    record = Record(get_game("pagade"))
    rng = random.Random(3)
    for _ in range(300):
        position = record.position
        record.play(
            pick_outcome(position.chance_outcomes(), rng)
            if position.is_chance
            else rng.choice(position.legal_moves())
        )
    line = record.main_line()
    branch = line[-40]
    record.go_to(branch.parent)
    position = record.position
    other = next(
        move
        for move in (
            [outcome for outcome, _p in position.chance_outcomes()]
            if position.is_chance
            else position.legal_moves()
        )
        if move != branch.move
    )
    record.play(other)
    side = record.current
    assert side.ply == branch.ply > 256 and side.ply is branch.ply
    for node in line:
        assert node.ply == len(node.path()) - 1
    deep = Node(None, None, "", record.root.position)
    for _ in range(3):
        deep = Node(deep, line[1].move, "", line[1].position)
    deep._tree.plies[:] = [0]  # as if the list were short: a depth not next is not filed out of place
    deeper = Node(deep, line[1].move, "", line[1].position)
    assert deeper.ply == 4 and deep._tree.plies == [0] and SHARED_PLIES > 256
