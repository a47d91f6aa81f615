"""Files that never get lost: autosave and restore, recent files, clipboard, export."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication, QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.autosave import Autosave, Restorable, cursor_path, node_path
from pardsgui.storage.settings import Settings
from pardsgui.ui import plain
from pardsgui.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]
OPENING = ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5"]


def play_texts(window: MainWindow, *texts: str) -> None:
    for text in texts:
        window.controller.play(window.controller.position.parse_move(text))


def autosaved(window: MainWindow) -> dict[str, object]:
    QApplication.processEvents()  # the autosave runs right after the redraw
    data = json.loads(window.files.autosave.file.read_text())
    assert isinstance(data, dict)
    return data


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(plain, "warn", lambda _parent, _title, text: shown.append(text))
    return shown


# -- autosave --------------------------------------------------------------------------


def restored(window: MainWindow) -> Restorable:
    """What a start after a crash now would restore (the base and its journal)."""
    QApplication.processEvents()
    return Autosave.load(window.files.autosave.file)


def test_every_change_is_autosaved_and_a_clean_quit_removes_it(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, "roll 3,5")
    assert [n.text for n in restored(window).record.main_line()] == ["roll 3,5"]
    play_texts(window, "3:h-2")
    game = restored(window)
    assert [n.text for n in game.record.main_line()] == ["roll 3,5", "3:h-2"]
    assert game.current.ply == 2 and game.dirty is True
    window.close()
    assert not window.files.autosave.file.exists()
    assert list(window.files.autosave.directory.iterdir()) == []  # no journal, no cursor, no lock


def test_moving_through_the_game_writes_where_it_is_shown_never_the_whole_game_again(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    # A record of a million moves takes a second to write: Back and Forward must not.
    window = make_window()
    play_texts(window, *OPENING)
    whole = autosaved(window)
    file = window.files.autosave.file
    written = file.stat().st_mtime_ns
    for _ in range(3):
        window.controller.previous()
        QApplication.processEvents()
    assert file.stat().st_mtime_ns == written and autosaved(window) == whole
    cursor = cursor_path(file)
    qtbot.waitUntil(cursor.exists, timeout=3000)  # once the keys stop
    assert Autosave.load(file).current.ply == 1  # what a start after a crash now would show
    assert json.loads(cursor.read_text())["current"] == [0]
    # A move is a change: it is in the autosave (its journal), where it is shown with it, and
    # the place written before is not applied to it.
    play_texts(window, "5:h-4")
    game = restored(window)
    assert file.stat().st_mtime_ns == written  # the move went to the journal, not a new base
    assert node_path(game.current) == [0, 1]  # a side line: 3:h-2 came first
    window.close()
    assert not file.exists() and not cursor.exists()


def test_a_place_written_for_an_older_game_is_not_applied_to_the_newer(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    file = window.files.autosave.file
    autosaved(window)
    cursor_path(file).write_text(json.dumps({"generation": 0, "current": [0]}))
    assert [n.text for n in Autosave.load(file).current.path()[1:]] == OPENING
    cursor_path(file).write_text("[" * 100_000)  # or anything else: the record's own place holds
    assert Autosave.load(file).current.ply == len(OPENING)


def test_a_game_left_by_a_crash_is_offered_and_restored(make_window: MakeWindow, tmp_path: Path) -> None:
    game = get_game("nardshir")
    record = Record(game)
    for text in OPENING:
        record.play_text(text)
    record.go_to(record.main_line()[2])
    dead = Autosave(pid=2**22 + 12345)  # no such process
    dead.write(record, tmp_path / "club.pards.json", dirty=True)
    window = make_window()
    asked: list[str] = []

    def yes(found: list[Restorable]) -> tuple[Restorable | None, bool]:
        asked.extend(game.describe() for game in found)
        return found[0], False

    assert window.files.offer_restore(yes)
    assert asked == ["a game of Nardshir (from club.pards.json), 4 moves"]
    assert [n.text for n in window.controller.record.main_line()] == OPENING
    assert window.controller.record.current.text == "5:h-4"
    assert window.windowTitle().startswith("club.pards.json *")
    assert not dead.file.exists()


@pytest.mark.parametrize("saved_as", ["/tmp/club\0.pards.json", "club.pards.json", ""])
def test_a_game_whose_file_no_system_can_have_is_restored_without_it(
    make_window: MakeWindow, saved_as: str
) -> None:
    # An autosave is a file like any: the path it names may be one no system takes (a NUL
    # byte) or a relative one. The game comes back; the path does not, so Save asks where.
    record = Record(get_game("nardshir"))
    for text in OPENING:
        record.play_text(text)
    dead = Autosave(pid=2**22 + 12348)
    dead.write(record, None, dirty=True)
    data = json.loads(dead.file.read_text())
    dead.file.write_text(json.dumps({**data, "saved_as": saved_as}))
    window = make_window()
    assert window.files.offer_restore(lambda found: (found[0], False))
    assert [n.text for n in window.controller.record.main_line()] == OPENING
    assert window.files.path is None
    assert window.windowTitle().startswith("untitled *") and "\0" not in window.windowTitle()


def test_recent_files_and_the_last_folder_that_name_no_file_are_passed_over(make_window: MakeWindow) -> None:
    window = make_window()
    kept = ["/tmp/a\0b.pards.json", "relative.pards.json", "/tmp/x.pards.json"]
    window.files.settings.set("recent_files", kept)
    window.files.settings.set("last_folder", "/tmp\0")
    assert window.files.recent() == [Path("/tmp/x.pards.json")]
    assert window.files.folder() == Path.home()
    window.files.remember_recent(Path("/tmp/y.pards.json"))  # the list is written again without them
    assert window.files.settings.get("recent_files") == ["/tmp/y.pards.json", "/tmp/x.pards.json"]


def test_declining_the_restore_removes_the_file(make_window: MakeWindow) -> None:
    dead = Autosave(pid=2**22 + 12346)
    dead.write(Record(get_game("nardshir")), None, dirty=True)
    window = make_window()
    assert not window.files.offer_restore(lambda _found: (None, True))
    assert not dead.file.exists() and window.controller.record.current.ply == 0


def test_an_unreadable_autosave_is_kept_aside(make_window: MakeWindow, warnings: list[str]) -> None:
    dead = Autosave(pid=2**22 + 12347)
    dead.directory.mkdir(parents=True, exist_ok=True)
    dead.file.write_text("{ truncated")
    window = make_window()
    assert not window.files.offer_restore(lambda found: (found[0], False))
    assert len(warnings) == 1 and "could not be read" in warnings[0]
    assert dead.file.with_name(dead.file.name + ".unreadable").exists()


CRASHING_APP = textwrap.dedent(
    """
    import sys, time
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from pardsgui.app import build_window, first_record
    from pardsgui.storage.settings import Settings
    settings = Settings.load()
    window = build_window(first_record("nardshir", None, settings), settings)
    window.show()
    for text in sys.argv[1:]:
        controller = window.controller
        controller.play(controller.position.parse_move(text))
        app.processEvents()
    print("played", flush=True)
    while True:  # a game in progress, until the process is killed
        app.processEvents()
        time.sleep(0.01)
    """
)


def test_killing_the_app_mid_game_loses_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PARDSGUI_CONFIG_DIR": str(tmp_path / "config"),
        "PARDSGUI_DATA_DIR": str(tmp_path / "data"),
    }
    process = subprocess.Popen(
        [sys.executable, "-c", CRASHING_APP, *OPENING, "6:h-18"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None and process.stdout.readline().strip() == "played"
        time.sleep(0.2)
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL
    # The next start, in this process, finds the game and restores its last move.
    os.environ["PARDSGUI_DATA_DIR"] = env["PARDSGUI_DATA_DIR"]
    window = MainWindow(Record(get_game("nardshir")), Settings(path=tmp_path / "config" / "s.json"))
    window.files.confirm_discard = lambda: True
    qtbot.addWidget(window)
    assert window.files.offer_restore(lambda found: (found[0], False))
    assert [n.text for n in window.controller.record.main_line()] == [*OPENING, "6:h-18"]
    assert window.controller.record.current.text == "6:h-18"


# -- recent files ---------------------------------------------------------------------------


def test_recent_files(make_window: MakeWindow, tmp_path: Path, warnings: list[str]) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    first, second = tmp_path / "a.pards.json", tmp_path / "b.pards.json"
    assert window.files.save_path(first) and window.files.save_path(second)
    assert window.files.recent()[:2] == [second.resolve(), first.resolve()]
    window.files.fill_recent_menu(window.recent_menu)
    assert [a.text() for a in window.recent_menu.actions()][:2] == ["&1 b.pards.json", "&2 a.pards.json"]
    first.unlink()
    assert not window.files.open_path(first)
    assert "No such file" in warnings[0] and first.resolve() not in window.files.recent()


# -- clipboard ---------------------------------------------------------------------------------


def test_copy_and_paste_a_position(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING[:2])
    window.copy_position_action.trigger()
    text = QGuiApplication.clipboard().text()
    assert text == window.controller.position.to_text()
    other = make_window()
    assert other.files.paste(text)
    assert other.controller.record.start.to_text() == text and other.windowTitle().startswith("untitled *")


def test_copy_and_paste_a_whole_game(make_window: MakeWindow) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    window.copy_game_action.trigger()
    other = make_window()
    assert other.files.paste()
    assert [n.text for n in other.controller.record.main_line()] == OPENING


def test_a_bad_paste_changes_nothing(make_window: MakeWindow, warnings: list[str]) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    assert not window.files.paste("0,0,0 w")
    assert "points: expected 24" in warnings[0]
    assert [n.text for n in window.controller.record.main_line()] == OPENING


# -- export -----------------------------------------------------------------------------------


def test_export_the_board_as_png_and_svg(make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    png, svg = tmp_path / "board.png", tmp_path / "board.svg"
    assert window.files.export_image(png, 640, coordinates=False)
    image = QImage(str(png))
    assert image.width() == 640 and 400 < image.height() < 520
    assert window.files.export_image(svg, 640, coordinates=True)
    drawing = svg.read_text()
    assert drawing.startswith("<?xml") and "<svg" in drawing and ">23<" in drawing


def test_exports_over_a_named_pipe_replace_it_and_never_wait(make_window: MakeWindow, tmp_path: Path) -> None:
    """Written beside and renamed over: a pipe at the path made a direct write wait for a reader."""

    def hung(_signal: int, _frame: object) -> None:
        raise TimeoutError("the export waits on the pipe")

    window = make_window()
    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(10)
    try:
        for name in ("board.png", "board.svg"):
            pipe = tmp_path / name
            os.mkfifo(pipe)
            assert window.files.export_image(pipe, 320, coordinates=False)
            assert pipe.is_file() and pipe.stat().st_size > 0
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_export_the_moves_as_text(make_window: MakeWindow, tmp_path: Path) -> None:
    window = make_window()
    play_texts(window, *OPENING)
    path = tmp_path / "game.txt"
    assert window.files.export_text(path)
    text = path.read_text()
    assert '[Game "Nardshir"]' in text and "1. roll 3,5 2. 3:h-2 3. 5:h-4 4. roll 6,5 *" in text


def test_the_restore_question_counts_every_move_of_every_line(tmp_path: Path) -> None:
    record = Record(get_game("nardshir"))
    for text in OPENING:
        record.play_text(text)
    record.go_to(record.main_line()[1])
    other = next(m for m in record.position.legal_moves() if m != record.main_line()[2].move)
    record.play(other)  # a variation of one move
    dead = Autosave(tmp_path, pid=2**22 + 12348)
    dead.write(record, None, dirty=True)
    found = Autosave.load(dead.file)
    moves, main = len(OPENING) + 1, len(OPENING)
    assert found.describe() == f"a game of Nardshir, {moves} moves ({main} in the main line)"
