"""The autosave's journal: a move played costs one short line, and base + journal restore the game.

Each move played after the base is appended to the journal beside it (its text and the
node it follows); a restore plays the journal again on the base. What matters: a line
is small and its cost does not grow with the record; the restore gives back the same
tree, variations and place; a torn or bad line loses only what it and the lines after
it hold, is said in words and kept aside; and a base written again in a thread leaves
a restorable autosave whenever a kill comes.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from pardsgui.core.record import Node, Record
from pardsgui.games import get_game
from pardsgui.storage import autosave as autosave_module
from pardsgui.storage.autosave import Autosave, compact_path, journal_path, node_at_compact, node_path
from tests.robustness.long_record import record_json

DEAD = 2**22 + 4242  # no such process: its autosave is one a crash left


def shape(record: Record) -> list[Any]:
    """Every node in walk order with its move, comment and children: the whole tree."""
    return [(n.ply, n.text, n.comment, [c.text for c in n.children]) for n in record.nodes()]


def play(record: Record, autosave: Autosave, count: int, rng: random.Random) -> list[Node]:
    """`count` moves at the current node, each new and journaled as the window does."""
    added = []
    for _ in range(count):
        node = record.current
        position = node.position
        moves = [m for m, _ in position.chance_outcomes()] if position.is_chance else position.legal_moves()
        fresh = [m for m in moves if all(c.move != m for c in node.children)]
        child = record.play(rng.choice(fresh))
        assert autosave.append(child)
        added.append(child)
    return added


def kerd(moves: int) -> Record:
    return Record.from_json(record_json(moves), get_game)


def journal_bytes(autosave: Autosave) -> int:
    return journal_path(autosave.file, autosave.generation).stat().st_size


def test_a_move_is_one_short_line_whose_cost_does_not_grow_with_the_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sizes = {}
    for moves in (10, 4_000):
        record = kerd(moves)
        autosave = Autosave(tmp_path / str(moves), pid=DEAD)
        assert autosave.write(record, None, dirty=True)
        base = autosave.file.stat()
        before = journal_bytes(autosave)
        # Nothing that walks the record or writes it whole may run for a move: its cost
        # would grow with the game (a second a move at 100,000 moves, as it once did).
        with monkeypatch.context() as patch:
            for name in ("to_dict", "to_json", "move_count", "main_line", "nodes"):
                patch.setattr(Record, name, lambda *_a, **_k: pytest.fail("the whole record was walked"))
            patch.setattr(autosave_module, "node_path", lambda _n: pytest.fail("the path was walked"))
            play(record, autosave, 3, random.Random(moves))
        sizes[moves] = journal_bytes(autosave) - before
        after = autosave.file.stat()
        assert (after.st_ino, after.st_mtime_ns, after.st_size) == (
            base.st_ino,
            base.st_mtime_ns,
            base.st_size,
        )
        restored = Autosave.load(autosave.file)
        assert shape(restored.record) == shape(record) and restored.current.ply == moves + 3
    # Three lines each, the same few dozen bytes whatever the record's length.
    assert all(size < 3 * 60 for size in sizes.values()), sizes
    assert abs(sizes[10] - sizes[4_000]) <= 6, sizes


def test_base_and_journal_restore_the_same_tree_variations_and_place(tmp_path: Path) -> None:
    rng = random.Random(3)
    record = Record(get_game("nardshir"), players=["Ann", "Bob"])
    for _ in range(12):
        position = record.position
        record.play(position.chance_outcomes()[0][0] if position.is_chance else position.legal_moves()[0])
    autosave = Autosave(tmp_path, pid=DEAD)
    assert autosave.write(record, tmp_path / "club.pards.json", dirty=False)
    play(record, autosave, 6, rng)  # the main line goes on
    record.go_to(record.main_line()[4])  # a side line from a node of the base...
    side = play(record, autosave, 3, rng)
    record.go_to(side[0])  # ...and one from a node the journal added
    play(record, autosave, 2, rng)
    record.go_to(record.main_line()[-1])
    play(record, autosave, 1, rng)
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(record)
    assert node_path(restored.current) == node_path(record.current)
    assert restored.dirty and restored.saved_as == tmp_path / "club.pards.json" and restored.note == ""
    assert restored.record.players == ["Ann", "Bob"]
    # Moving back writes the place shown; it holds until the next move.
    record.go_to(side[1])
    assert autosave.write_cursor(record.current)
    assert node_path(Autosave.load(autosave.file).current) == node_path(side[1])
    last = play(record, autosave, 1, rng)[0]
    assert node_path(Autosave.load(autosave.file).current) == node_path(last)
    # The restored game goes on as any: a move, and its repetitions counted.
    game = Autosave.load(autosave.file).record
    assert game.move_count() == record.move_count()


def test_a_node_is_found_again_by_its_compact_place(tmp_path: Path) -> None:
    record = Record(get_game("parry"))
    rng = random.Random(5)
    for _ in range(200):
        node = rng.choice(list(record.nodes()))
        record.go_to(node)
        moves = [m for m in node.position.legal_moves() if all(c.move != m for c in node.children)]
        if moves and record.outcome() is None:
            record.play(rng.choice(moves))
    for node in record.nodes():
        assert node_at_compact(record.root, compact_path(node)) is node
    assert node_at_compact(record.root, [10**6]) is None
    assert node_at_compact(record.root, [1, [1, 99]]) is None
    assert node_at_compact(record.root, "x") is None


def journaled(tmp_path: Path, moves: int = 8) -> tuple[Autosave, Record, Path]:
    record = kerd(20)
    autosave = Autosave(tmp_path, pid=DEAD)
    assert autosave.write(record, None, dirty=True)
    play(record, autosave, moves, random.Random(8))
    return autosave, record, journal_path(autosave.file, autosave.generation)


def test_a_torn_last_line_loses_that_move_only_and_says_so(tmp_path: Path) -> None:
    autosave, record, journal = journaled(tmp_path)
    data = journal.read_bytes()
    journal.write_bytes(data[:-7])  # the last write cut off by a power cut
    restored = Autosave.load(autosave.file)
    assert restored.record.move_count() == record.move_count() - 1
    assert restored.current.ply == record.current.ply - 1
    assert "last line of its journal of moves (line 9) was cut off" in restored.note
    assert "not restored" in restored.note
    # Kept aside, the journal left holds the good lines: the same game, said no more.
    aside = Autosave.set_aside_journal(restored)
    assert aside is not None and aside.read_bytes() == data[data.rindex(b"\n", 0, -1) + 1 : -7]
    again = Autosave.load(autosave.file)
    assert again.note == "" and shape(again.record) == shape(restored.record)


@pytest.mark.parametrize(
    ("garbage", "words"),
    [
        (b"\x00\xff garbage", "is not a move (not JSON text)"),
        (b'{"after": 0}', 'expected "after" and "move"'),
        (b'{"after": 99, "move": "a1-a2"}', "follows a move the game does not hold"),
        (b'{"after": 0, "move": "zz-zz"}', "which is not legal there"),
        (b'{"after": [1, [1, 7]], "move": "a1-a2"}', "follows a move the game does not hold"),
        (b"[" * 100_000, "is not a move"),
    ],
)
def test_a_bad_line_is_refused_with_its_number_and_the_moves_before_it_are_restored(
    tmp_path: Path, garbage: bytes, words: str
) -> None:
    autosave, _record, journal = journaled(tmp_path)
    lines = journal.read_bytes().split(b"\n")
    lines.insert(6, garbage)  # after the header and five moves
    journal.write_bytes(b"\n".join(lines))
    restored = Autosave.load(autosave.file)
    assert restored.current.ply == 20 + 5 and restored.record.move_count() == 20 + 5
    assert restored.note.startswith("Line 7 of its journal of moves ") and words in restored.note
    assert "it and the 3 lines after it are not restored" in restored.note
    aside = Autosave.set_aside_journal(restored)
    assert aside is not None and aside.read_bytes().startswith(garbage)
    assert Autosave.load(autosave.file).note == ""


def test_a_journal_that_is_no_journal_leaves_the_base(tmp_path: Path) -> None:
    autosave, _record, journal = journaled(tmp_path)
    journal.write_bytes(b'{"format": "something else"}\n{"after": 0, "move": "a1-a2"}\n')
    restored = Autosave.load(autosave.file)
    assert restored.record.move_count() == 20 and "Line 1 of its journal" in restored.note
    assert Autosave.set_aside_journal(restored) is not None and not journal.exists()
    journal.mkdir()  # a folder where the journal goes: said, the base restored
    restored = Autosave.load(autosave.file)
    assert restored.record.move_count() == 20 and "could not be read" in restored.note


def test_a_kill_while_the_base_is_written_again_leaves_every_move_restorable(tmp_path: Path) -> None:
    record = kerd(30)
    autosave = Autosave(tmp_path, pid=DEAD)
    autosave.journal_limit = 5
    assert autosave.write(record, None, dirty=True)
    rng = random.Random(1)
    play(record, autosave, 5, rng)
    assert autosave.rebase_due()
    rebase = autosave.start_rebase(record, None, True)
    assert rebase is not None and not autosave.rebase_due()
    play(record, autosave, 2, rng)  # before the thread walks the record: in the base and the new journal
    old = journal_path(autosave.file, autosave.generation)
    # Killed before the new base is written: the old base and journal hold everything.
    assert shape(Autosave.load(autosave.file).record) == shape(record)
    rebase.run()
    play(record, autosave, 2, rng)  # while the base waits to be put in place
    # Killed with the base written but not in place: the same, and the temporary is cleaned.
    assert shape(Autosave.load(autosave.file).record) == shape(record)
    assert rebase.temporary is not None and rebase.temporary.exists()
    assert autosave.finish_rebase(rebase)
    assert autosave.generation == rebase.generation and not old.exists()
    assert json.loads(autosave.file.read_text())["generation"] == rebase.generation
    play(record, autosave, 2, rng)
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(record) and restored.current.ply == record.current.ply
    assert restored.note == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [autosave.file.name, journal_path(autosave.file, rebase.generation).name]
    )


def test_a_base_written_whole_meanwhile_wins_over_the_one_in_the_thread(tmp_path: Path) -> None:
    record = kerd(10)
    autosave = Autosave(tmp_path, pid=DEAD)
    assert autosave.write(record, None, dirty=True)
    rebase = autosave.start_rebase(record, None, True)
    assert rebase is not None
    record.delete(record.main_line()[-1])  # an undo: not a move, the whole record is written
    assert autosave.write(record, None, dirty=True)
    rebase.run()  # its place is gone from the tree: what it wrote, if anything, is not kept
    assert autosave.finish_rebase(rebase)  # given up: nothing said, nothing put in place
    assert not list(tmp_path.glob(".*.tmp"))
    assert Autosave.load(autosave.file).record.move_count() == 9
    assert [p.name for p in tmp_path.glob("*.journal")] == [
        journal_path(autosave.file, autosave.generation).name
    ]


def test_a_base_that_fails_in_the_thread_is_said_and_the_journal_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = kerd(10)
    autosave = Autosave(tmp_path, pid=DEAD)
    autosave.journal_limit = 2
    assert autosave.write(record, None, dirty=True)
    play(record, autosave, 2, random.Random(2))
    rebase = autosave.start_rebase(record, None, True)
    assert rebase is not None
    monkeypatch.setattr(autosave_module, "MAX_BYTES", 100)
    rebase.run()
    assert not autosave.finish_rebase(rebase) and "Autosave stopped" in autosave.error
    assert not autosave.rebase_due()  # not tried again at every move
    play(record, autosave, 1, random.Random(3))
    monkeypatch.undo()
    assert shape(Autosave.load(autosave.file).record) == shape(record)


def test_everything_beside_the_autosave_goes_with_it(tmp_path: Path) -> None:
    autosave, _record, journal = journaled(tmp_path)
    autosave.claim()
    assert autosave.start_rebase(_record, None, True) is not None
    assert len(list(tmp_path.glob("*.journal"))) == 2
    assert autosave.write_cursor(_record.current)
    assert autosave.remove()
    assert list(tmp_path.iterdir()) == []
    # A dead run's: declined, its journal goes too; unreadable, it is kept aside with it.
    dead, _record, journal = journaled(tmp_path / "dead")
    Autosave(tmp_path / "dead").discard(dead.file)
    assert list((tmp_path / "dead").iterdir()) == []
    bad, _record, journal = journaled(tmp_path / "bad")
    bad.file.write_text("{ truncated")
    aside = Autosave.set_aside(bad.file)
    assert sorted(p.name for p in (tmp_path / "bad").iterdir()) == sorted(
        [aside.name, journal.name + ".unreadable"]
    )


def test_a_journal_whose_base_never_got_in_place_is_cleaned_at_the_next_start(tmp_path: Path) -> None:
    autosave, _record, journal = journaled(tmp_path)
    orphan = journal_path(autosave.file.with_name("autosave-4242421.pards.json"), 3)
    orphan.write_text('{"format":"pardsgui-journal","generation":3}\n')
    assert Autosave(tmp_path).clean_temporaries() == 1
    assert not orphan.exists() and journal.exists()
    os.remove(journal)
    assert Autosave.load(autosave.file).record.move_count() == 20  # the base alone
