"""A big game is shown at once and its moves are read while a person looks (ui/reading_on.py).

A million moves take ten seconds to a minute to check by the rules. A record past
`SHOWN_WHILE_READ` moves is shown as soon as its top is read; its moves are read a slice at a
time between the window's events. Here the bound is a few hundred moves and a slice a few
moves, so that a test sees in a second what a person sees in a minute.
"""

from __future__ import annotations

import gc
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressDialog

from pardsgui.storage import loading
from pardsgui.ui import reading_on
from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import Person, press_any, press_in_box
from tests.journeys.table_state import table_state
from tests.journeys.test_editor import EDIT, editing
from tests.journeys.test_files_and_sets import file_named
from tests.journeys.test_long_open import OPENED
from tests.journeys.test_new_game import fill_new_game
from tests.robustness.long_record import record_json as long_line

MOVES = 4_000


@pytest.fixture
def big_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(loading, "SHOWN_WHILE_READ", 300)
    monkeypatch.setattr(reading_on, "SLICE_S", 0.0)  # a slice of `EVERY` moves at each turn
    monkeypatch.setattr(reading_on, "EVERY", 8)
    monkeypatch.setattr(reading_on, "TOLD_EVERY_S", 0.0)
    path = tmp_path / "big.pards.json"
    path.write_text(long_line(MOVES), encoding="utf-8")
    return path


def progress(person: Person) -> str:
    """The words at the status bar's end that say how far the reading is ("" once it is over)."""
    label = person.window.statusBar().findChild(QLabel, "reading-progress")
    return label.text() if label is not None and label.isVisible() else ""


def reading(person: Person) -> bool:
    return person.window.files.reading_on is not None


def test_a_big_game_is_shown_at_once_and_read_while_a_person_looks(start: Start, big_game: Path) -> None:
    person = start("--game", "parry")
    person.menu("Game", "Open…", then=[file_named(big_game, person)])
    window, controller = person.window, person.window.controller
    assert reading(person)
    record = controller.record
    assert record.game.id == "kerd" and record.current is record.root  # its start, shown at once
    read = record.move_count()
    assert read < MOVES
    # Said where a person looks: what waits in the Turn panel, how far in the status bar.
    waits = "Reading big.pards.json: playing and changes wait until all its moves are read"
    assert person.note().startswith(waits)
    assert progress(person).startswith(
        "Reading big.pards.json: "
    ) and f"of {MOVES:,} moves checked" in progress(person)
    assert "big.pards.json" in window.windowTitle()

    # Nothing changes the game meanwhile, and each thing says why: a move clicked on the board (here
    # the file's own first move, which would otherwise be followed) ...
    position, view = controller.position, controller.view
    move = next(m for m in position.legal_moves() if view.move_cells(position, m)[0])
    for cell in view.move_cells(position, move):
        if cell is not None:
            person.click(cell)
    assert record.current is record.root and len(record.root.children) == 1
    assert person.note().startswith(waits)
    assert not window.move_box.isEnabled() and window.move_box.toolTip().startswith(waits)
    assert not window.thinker.busy()
    person.menu("Game", "Save")
    assert person.status().startswith(waits) and window.files.path == big_game
    assert not person.window.files.dirty()
    # ... and the autosave, which holds the game only once it is whole (the file holds it meanwhile).
    autosave = window.files.autosave.file
    assert not autosave.exists() or '"game":"kerd"' not in autosave.read_text(encoding="utf-8")

    # The moves read so far are there to look through, and the reading goes on.
    person.key(Qt.Key.Key_Right)
    assert controller.record.current.ply == 1
    person.key(Qt.Key.Key_Left)
    assert controller.record.current is record.root
    person.wait(lambda: record.move_count() > read)
    assert reading(person)

    person.wait(lambda: not reading(person), seconds=60)
    # Whole, as a game read at once is: the end of its main line shown, the table as after an open.
    assert controller.reading == "" and record.move_count() == MOVES
    assert controller.record is record and record.current is record.root.line_end()
    assert table_state(person) == OPENED
    assert person.status() == f"big.pards.json: all {MOVES:,} moves read" and progress(person) == ""
    assert person.note() != "" and not person.note().startswith("Reading")
    assert window.move_box.isEnabled()
    assert not window.findChildren(QProgressDialog)  # nothing but the window says how far it is
    person.key(Qt.Key.Key_Left)
    assert controller.record.current.ply == MOVES - 1
    assert window.files.recent()[0] == big_game.resolve()
    person.wait(lambda: autosave.exists() and '"game":"kerd"' in autosave.read_text(encoding="utf-8"))


def test_where_a_person_went_while_it_was_read_the_game_stays(start: Start, big_game: Path) -> None:
    person = start("--game", "parry")
    person.menu("Game", "Open…", then=[file_named(big_game, person)])
    for _ in range(3):
        person.key(Qt.Key.Key_Right)
    assert reading(person)
    person.wait(lambda: not reading(person), seconds=60)
    assert person.window.controller.record.current.ply == 3
    assert person.window.controller.record.move_count() == MOVES


def test_a_move_the_rules_refuse_late_in_the_file_brings_back_the_game_shown_before(
    start: Start, big_game: Path
) -> None:
    data = json.loads(big_game.read_text(encoding="utf-8"))
    data["moves"][MOVES - 10]["move"] = "a1-a12"
    big_game.write_text(json.dumps(data), encoding="utf-8")
    person = start("--game", "parry")
    person.play(person.window.controller.position.legal_moves()[0])
    before, record = table_state(person), person.window.controller.record
    person.menu("Game", "Open…", then=[press_any("Discard"), file_named(big_game, person)])
    assert reading(person) and person.window.controller.record.game.id == "kerd"
    with person.answering(
        press_in_box("OK", expect=f"move {MOVES - 9} of the main line: 'a1-a12' is not legal")
    ):
        person.wait(lambda: not reading(person), seconds=60)
    assert person.window.controller.record is record and table_state(person) == before
    assert person.window.controller.reading == ""
    assert person.status() == "Opening big.pards.json was stopped: the game shown is as it was"
    assert "big.pards.json" not in person.window.windowTitle()


def test_another_game_shown_while_it_is_read_ends_the_reading(start: Start, big_game: Path) -> None:
    person = start("--game", "parry")
    person.menu("Game", "Open…", then=[file_named(big_game, person)])
    big = person.window.controller.record
    assert reading(person)
    person.menu("Game", "New game…", then=[fill_new_game(person, "Pagade")])
    assert not reading(person) and person.window.controller.reading == ""
    assert person.window.controller.record.game.id == "pagade"
    done = big.move_count()
    person.qtbot.wait(300)  # the reading's timer, had it been left running
    assert big.move_count() == done and person.window.controller.record.game.id == "pagade"
    assert not person.note().startswith("Reading")
    assert person.window.move_box.isEnabled() or person.window.controller.position.is_chance


def test_quitting_while_it_is_read_leaves_nothing_behind(start: Start, big_game: Path) -> None:
    person = start("--game", "parry")
    person.menu("Game", "Open…", then=[file_named(big_game, person)])
    assert reading(person) and not gc.isenabled()  # the collector waits for the whole tree (core/bulk.py)
    autosave = person.window.files.autosave.file
    big = person.window.controller.record
    quit_app(person)
    assert gc.isenabled()
    done = big.move_count()
    person.qtbot.wait(200)
    assert big.move_count() == done  # no reading left running
    assert not autosave.exists()  # nothing to restore: the file holds the game


def test_the_reading_ends_while_the_position_editor_is_open(start: Start, big_game: Path) -> None:
    """The editor opened on the game being read, the reading ending meanwhile: the editor stays,
    and leaving it unchanged shows the whole game."""
    person = start("--game", "parry")
    person.menu("Game", "Open…", then=[file_named(big_game, person)])
    big = person.window.controller.record
    person.shortcut(EDIT)
    assert editing(person) and reading(person)
    person.wait(lambda: not reading(person), seconds=60)
    assert editing(person) and big.move_count() == MOVES
    person.shortcut(EDIT)
    assert not editing(person) and person.window.controller.record is big
    assert table_state(person) == OPENED


def test_a_computer_seat_waits_for_the_whole_game(start: Start, big_game: Path) -> None:
    """The file gives White to the computer: it does not think while the moves are read, not even
    when the window first shows the game, and plays once all are read, where the game ends."""
    data = json.loads(big_game.read_text(encoding="utf-8"))
    data["version"], data["computer"] = 3, {"0": "easy"}
    big_game.write_text(json.dumps(data), encoding="utf-8")
    person = start("--game", "parry")
    thinker = person.window.thinker
    person.menu("Game", "Open…", then=[file_named(big_game, person)])
    assert reading(person)
    record = person.window.controller.record
    assert record.computer == {0: "easy"} and record.current.seat == 0
    busy: list[bool] = []

    def all_read() -> bool:
        if reading(person):  # sampled only while it reads: once all is read the computer may think
            busy.append(thinker.busy())
            return False
        return True

    person.wait(all_read, seconds=60)
    assert len(busy) > 10 and not any(busy)  # looked at all along the reading: never thinking
    end = record.root.line_end()
    assert record.current is end and len(record.main_line()) == MOVES
    assert person.window.controller.computer_to_move() == 0  # White's turn at the end: the computer's
    person.wait(lambda: len(record.main_line()) > MOVES, seconds=30)  # and it plays there
