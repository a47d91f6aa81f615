"""The journal in the window: moves go to it, a long one is based again in a thread, a bad one is said."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.autosave import Autosave, Rebase, Restorable, journal_path, node_path
from pardsgui.ui import plain
from pardsgui.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]


def play_first_moves(window: MainWindow, count: int) -> None:
    controller = window.controller
    for _ in range(count):
        position = controller.position
        if position.is_chance:
            controller.roll()
        else:
            controller.play(position.legal_moves()[0])


def shape(record: Record) -> list[object]:
    return [(n.ply, n.text, [c.text for c in n.children]) for n in record.nodes()]


def test_moves_go_to_the_journal_and_other_changes_write_the_base(make_window: MakeWindow) -> None:
    window = make_window("parry")
    play_first_moves(window, 1)
    QApplication.processEvents()  # the first change writes the base
    autosave = window.files.autosave
    base = autosave.file.stat().st_mtime_ns
    play_first_moves(window, 5)
    assert autosave.file.stat().st_mtime_ns == base  # no event loop turn needed: written at the move
    assert autosave.journal is not None and autosave.journal.moves == 5
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(window.controller.record) and restored.current.ply == 6
    window.controller.undo_stack.undo()  # not a move played: the whole game again
    QApplication.processEvents()
    assert autosave.file.stat().st_mtime_ns != base and autosave.journal.moves == 0
    assert Autosave.load(autosave.file).current.ply == 5


def test_a_long_journal_has_the_base_written_again_in_a_thread(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("parry")
    autosave = window.files.autosave
    autosave.journal_limit = 4
    play_first_moves(window, 1)
    QApplication.processEvents()
    first = autosave.generation
    play_first_moves(window, 4)
    assert autosave.rebase is not None  # started at the fourth move
    play_first_moves(window, 2)  # while it is written: in both journals
    qtbot.waitUntil(lambda: autosave.rebase is None and autosave.generation > first, timeout=5000)
    assert not journal_path(autosave.file, first).exists()
    assert json.loads(autosave.file.read_text())["generation"] == autosave.generation
    play_first_moves(window, 1)
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(window.controller.record)
    assert restored.current.ply == window.controller.record.current.ply == 8
    window.controller.previous()  # the place shown is written for the new base too
    qtbot.waitUntil(lambda: Autosave.load(autosave.file).current.ply == 7, timeout=3000)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda _parent, _title, text: shown.append(text))
    return shown


def dead_game_with_a_journal(tmp_path: Path, garbage: bytes) -> tuple[Autosave, Record]:
    record = Record(get_game("nardshir"))
    dead = Autosave(pid=2**22 + 777)
    assert dead.write(record, tmp_path / "club.pards.json", dirty=True)
    for _ in range(6):
        position = record.position
        move = position.chance_outcomes()[0][0] if position.is_chance else position.legal_moves()[0]
        assert dead.append(record.play(move))
    journal = journal_path(dead.file, dead.generation)
    journal.write_bytes(journal.read_bytes() + garbage)
    return dead, record


def test_a_bad_journal_line_is_said_with_the_question_kept_aside_and_the_game_restored(
    make_window: MakeWindow, tmp_path: Path, warnings: list[str]
) -> None:
    dead, record = dead_game_with_a_journal(tmp_path, b'{"after": 6, "move": "no such move"}\n')
    window = make_window()
    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.button(QMessageBox.StandardButton.Yes).isEnabled():
            asked.append(box.text())  # once its buttons wake (ui/dialogs/unbidden.py)
            box.button(QMessageBox.StandardButton.Yes).click()

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    try:
        assert window.files.offer_restore()
    finally:
        timer.stop()
    assert warnings == []
    (question,) = asked
    assert "a game of Nardshir (from club.pards.json), 6 moves" in question
    assert "Line 8 of its journal of moves plays 'no such move', which is not legal there" in question
    assert "The lines left out are kept in " in question and "journal.unreadable" in question
    assert [n.text for n in window.controller.record.main_line()] == [n.text for n in record.main_line()]
    assert window.windowTitle().startswith("club.pards.json *")
    kept = journal_path(dead.file, dead.generation).with_name(
        journal_path(dead.file, dead.generation).name + ".unreadable"
    )
    assert kept.read_bytes() == b'{"after": 6, "move": "no such move"}\n'
    assert not dead.file.exists()  # restored: in this run's autosave now


def test_a_journal_torn_and_kept_for_later_restores_the_same_next_time(
    make_window: MakeWindow, tmp_path: Path
) -> None:
    dead, record = dead_game_with_a_journal(tmp_path, b'{"after": 6, "mo')
    window = make_window()
    notes: list[str] = []

    def later(found: list[Restorable]) -> tuple[Restorable | None, bool]:
        notes.extend(game.note for game in found)
        return None, False

    assert not window.files.offer_restore(later)
    assert len(notes) == 1 and "was cut off as it was written" in notes[0]
    assert dead.file.exists()  # kept for later, the journal without its torn line
    again = Autosave.load(dead.file)
    assert again.note == "" and node_path(again.current) == node_path(record.current)


@pytest.fixture
def big_from_three(monkeypatch: pytest.MonkeyPatch) -> None:
    """Three moves count as a big game: its edits write their base in a thread."""
    from pardsgui.ui import files

    monkeypatch.setattr(files, "THREADED_BASE_MOVES", 3)


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Iterator[threading.Event]:
    """Bases written in a thread wait until the gate opens: a kill or a move comes meanwhile."""
    opened = threading.Event()
    run = Rebase._write

    def held(rebase: Rebase) -> None:
        opened.wait(10)
        run(rebase)

    monkeypatch.setattr(Rebase, "_write", held)
    yield opened
    opened.set()


def test_an_edit_of_a_big_game_writes_its_base_in_a_thread(
    qtbot: QtBot, make_window: MakeWindow, big_from_three: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("parry")
    autosave = window.files.autosave
    play_first_moves(window, 5)
    QApplication.processEvents()
    first = autosave.generation
    whole: list[int] = []
    write = autosave.write
    monkeypatch.setattr(autosave, "write", lambda *args: whole.append(1) or write(*args))
    window.controller.undo_stack.undo()  # not a move: the whole game again, not in the window's thread
    QApplication.processEvents()
    qtbot.waitUntil(lambda: autosave.rebase is None and autosave.generation > first, timeout=5000)
    assert whole == []
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(window.controller.record) and restored.current.ply == 4


def edited(
    qtbot: QtBot, make_window: MakeWindow, undos: int = 1
) -> tuple[MainWindow, Autosave, list[object]]:
    """A Parry window five moves in, then Undo (an edit, not a move) and its base begun in a thread
    once the edits paused; the game's shape before the edits."""
    window = make_window("parry")
    play_first_moves(window, 5)
    QApplication.processEvents()
    before = shape(window.controller.record)
    autosave = window.files.autosave
    for _ in range(undos):
        window.controller.undo_stack.undo()
        QApplication.processEvents()
    qtbot.waitUntil(lambda: autosave.rebase is not None, timeout=3000)
    return window, autosave, before


def test_a_kill_while_an_edits_base_is_written_loses_the_edit_only(
    qtbot: QtBot, make_window: MakeWindow, big_from_three: None, gate: threading.Event
) -> None:
    _window, autosave, before = edited(qtbot, make_window)
    assert autosave.rebase is not None and autosave.rebase.holds_edit
    dead = Autosave.load(autosave.file)  # what a kill -9 now leaves: the game before the edit
    assert dead.note == "" and shape(dead.record) == before and dead.current.ply == 5


def test_a_move_played_while_an_edits_base_is_written_waits_for_it(
    qtbot: QtBot, make_window: MakeWindow, big_from_three: None, gate: threading.Event
) -> None:
    window, autosave, _before = edited(qtbot, make_window, undos=2)
    edit = autosave.rebase
    assert edit is not None and edit.holds_edit
    threading.Timer(0.2, gate.set).start()  # the base is done while the move waits for it
    play_first_moves(window, 1)  # a move, not the one undone: a new variation
    assert edit.done.is_set() and autosave.rebase is None and autosave.generation == edit.generation
    assert autosave.journal is not None and autosave.journal.moves == 1
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(window.controller.record) and restored.current.ply == 4


def test_a_move_right_after_an_edit_has_its_base_written_first(
    make_window: MakeWindow, big_from_three: None, gate: threading.Event
) -> None:
    window = make_window("parry")
    play_first_moves(window, 5)
    QApplication.processEvents()
    autosave = window.files.autosave
    window.controller.undo_stack.undo()
    QApplication.processEvents()
    assert autosave.rebase is None  # the edits have not paused yet: no base begun
    threading.Timer(0.2, gate.set).start()
    play_first_moves(window, 1)  # the base of the edit first, then the move in its journal
    assert autosave.rebase is None and autosave.journal is not None and autosave.journal.moves == 1
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(window.controller.record) and restored.current.ply == 5


def test_edits_in_a_row_write_one_base(
    qtbot: QtBot, make_window: MakeWindow, big_from_three: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Undo held down: a base begun at each key had several threads walking the tree at once,
    # each slowing the window's own (0.5 s a key at 100,000 moves).
    window = make_window("parry")
    play_first_moves(window, 6)
    QApplication.processEvents()
    autosave = window.files.autosave
    begun: list[int] = []
    start = autosave.start_rebase
    monkeypatch.setattr(autosave, "start_rebase", lambda *args: begun.append(1) or start(*args))
    first = autosave.generation
    for _ in range(3):
        window.controller.undo_stack.undo()
        QApplication.processEvents()
    qtbot.waitUntil(lambda: autosave.rebase is None and autosave.generation > first, timeout=5000)
    assert begun == [1]
    assert Autosave.load(autosave.file).current.ply == 3


def test_quitting_at_once_waits_for_an_edits_base(
    qtbot: QtBot, make_window: MakeWindow, big_from_three: None, gate: threading.Event
) -> None:
    window, autosave, _before = edited(qtbot, make_window)
    assert autosave.rebase is not None
    threading.Timer(0.2, gate.set).start()
    window.files.write_autosave(at_once=True)  # SIGTERM: what the window shows is on disk when it ends
    restored = Autosave.load(autosave.file)
    assert shape(restored.record) == shape(window.controller.record) and restored.current.ply == 4


def test_quitting_before_the_edits_pause_writes_the_edit(
    make_window: MakeWindow, big_from_three: None
) -> None:
    window = make_window("parry")
    play_first_moves(window, 5)
    QApplication.processEvents()
    window.controller.undo_stack.undo()
    QApplication.processEvents()
    window.files.write_autosave(at_once=True)
    restored = Autosave.load(window.files.autosave.file)
    assert shape(restored.record) == shape(window.controller.record) and restored.current.ply == 4
