"""kill -9 on the real app: the next start offers the game, restores it, and leaves no temporary file.

The app runs as a person starts it (`python -m pardsgui FILE`, offscreen, with
private config and data folders); once its autosave is on disk it is killed
with SIGKILL (its whole process group, the search workers too) at a random
moment.  The next start is the real `pardsgui.app.main()`: it must offer the
game left behind, and the restored game must be the one that was playing.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from pardsgui import app
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.autosave import Autosave
from pardsgui.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
OPENING = ["roll 3,5", "3:h-2", "5:h-4", "roll 6,5", "6:h-18", "5:h-19"]


def game_file(folder: Path, moves: int) -> Path:
    record = Record(get_game("nardshir"), players=["Ann", "Bob"])
    for text in OPENING[:moves]:
        record.play_text(text)
    path = folder / f"game{moves}.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path


def start_and_kill(folder: Path, file: Path, rng: random.Random) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PARDSGUI_CONFIG_DIR": str(folder / "config"),
        "PARDSGUI_DATA_DIR": str(folder / "data"),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "pardsgui", str(file)],
        env=env,
        cwd=folder,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own group: the kill reaches its search workers too
    )
    autosave = folder / "data" / "autosave" / f"autosave-{process.pid}.pards.json"
    try:
        deadline = time.monotonic() + 60
        while not autosave.exists():
            assert process.poll() is None, "the app stopped by itself"
            assert time.monotonic() < deadline, "no autosave within a minute"
            time.sleep(0.02)
        time.sleep(rng.random() * 0.3)  # anywhere: during another write, a redraw, idle
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    assert process.returncode == -signal.SIGKILL


def next_start(folder: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """Start the app as `pardsgui` does, say Yes to the restore, and read the game it shows."""
    monkeypatch.setenv("PARDSGUI_CONFIG_DIR", str(folder / "config"))
    monkeypatch.setenv("PARDSGUI_DATA_DIR", str(folder / "data"))
    asked: list[str] = []
    shown: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            if box.button(QMessageBox.StandardButton.Yes).isEnabled():  # once it wakes (unbidden.py)
                asked.append(box.text())
                box.button(QMessageBox.StandardButton.Yes).click()
            return
        windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        if windows and not shown:
            window = windows[0]
            shown.extend(n.text for n in window.controller.record.main_line())
            window.files.confirm_discard = lambda: True  # quit as a person who keeps the autosave off
            window.close()

    repeat = QTimer()
    repeat.timeout.connect(answer)
    repeat.start(50)
    try:
        assert app.main([]) == 0
    finally:
        repeat.stop()
    return asked, shown


def kill_loop(folder: Path, kills: int, monkeypatch: pytest.MonkeyPatch, seed: int) -> None:
    rng = random.Random(seed)
    survived = 0
    for number in range(kills):
        moves = 1 + number % len(OPENING)
        start_and_kill(folder, game_file(folder, moves), rng)
        asked, shown = next_start(folder, monkeypatch)
        assert len(asked) == 1 and f", {moves} move" in asked[0]
        assert shown[: len(OPENING[:moves])] == OPENING[:moves]
        autosaves = folder / "data" / "autosave"
        assert not list(autosaves.glob(".*.tmp")), "a half-written temporary was left"
        assert not list(autosaves.glob("*.pards.json")), "the restored and the quit app's files remain"
        survived += 1
    print(f"kill -9: {survived} kills survived, each start restored the game")


def test_kill_9_then_the_next_start_restores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    kill_loop(tmp_path, 3, monkeypatch, seed=9)


def test_a_stray_temporary_of_a_killed_writer_is_removed_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication
) -> None:
    autosaves = tmp_path / "data" / "autosave"
    autosaves.mkdir(parents=True)
    (autosaves / ".autosave-999999999.pards.json.x1y2.tmp").write_text('{"format": "pardsgui-au')
    Autosave(autosaves, pid=999999999).write(
        Record.from_json(game_file(tmp_path, 2).read_text(), get_game), None, True
    )
    asked, shown = next_start(tmp_path, monkeypatch)
    assert len(asked) == 1 and shown == OPENING[:2]
    assert list(autosaves.iterdir()) == []


def kill_while_playing(
    folder: Path, monkeypatch: pytest.MonkeyPatch, rng: random.Random, journal_limit: int | None
) -> tuple[list[str], list[str], bool]:
    """Start the app, let it play moves by keys and clicks, kill -9 it; the moves it showed and restored.

    Also whether the whole game (the autosave's base) was written again while it played.
    """
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PARDSGUI_CONFIG_DIR": str(folder / "config"),
        "PARDSGUI_DATA_DIR": str(folder / "data"),
        "PYTHONPATH": str(ROOT),
    }
    if journal_limit is not None:
        env["KILL_CHILD_JOURNAL_LIMIT"] = str(journal_limit)
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.robustness.kill_child", "--game", "nardshir"],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    base = folder / "data" / "autosave" / f"autosave-{process.pid}.pards.json"
    played: list[str] = []
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready"
        wanted = rng.randrange(5, 40)
        written: os.stat_result | None = None
        while len(played) < wanted:
            word, _, rest = process.stdout.readline().strip().partition(" ")
            assert word == "played", f"the app said {word} {rest}"
            ply, _, text = rest.partition(" ")
            assert int(ply) == len(played) + 1
            played.append(text)
            if written is None and base.exists():
                # A new game with no move has no autosave: its first moves write the base, once
                # the event loop turns after them; the moves after it go to the journal.
                written = base.stat()
        assert written is not None, "no autosave after the moves"
        time.sleep(rng.random() * 0.05)  # mid-move, mid-redraw, idle
        rewritten = base.stat()
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=30)
    # The moves it went on with until the kill, as it said them before it died.
    assert process.stdout is not None
    for line in process.stdout.read().split("\n")[:-1]:  # whole lines only
        word, _, rest = line.partition(" ")
        if word == "played":
            played.append(rest.partition(" ")[2])
    again = (rewritten.st_ino, rewritten.st_mtime_ns) != (written.st_ino, written.st_mtime_ns)
    asked, shown = next_start(folder, monkeypatch)
    assert len(asked) == 1 and "stopped unexpectedly" in asked[0]
    return played, shown, again


def kill_while_playing_loop(
    folder: Path, monkeypatch: pytest.MonkeyPatch, kills: int, seed: int, journal_limit: int | None
) -> None:
    rng = random.Random(seed)
    for _ in range(kills):
        played, shown, again = kill_while_playing(folder, monkeypatch, rng, journal_limit)
        assert shown[: len(played)] == played, "a move the window showed was lost"
        assert len(shown) <= len(played) + 1
        if journal_limit is None:
            assert not again, "the whole game was written again while moves were played"
        autosaves = folder / "data" / "autosave"
        assert not list(autosaves.glob(".*.tmp")) and not list(autosaves.glob("*.journal"))


@pytest.mark.parametrize("journal_limit", [None, 4])
def test_a_kill_9_while_moves_are_played_by_keys_and_clicks_loses_no_move_shown(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, journal_limit: int | None
) -> None:
    """Every move the window handled is restored (at most the one in hand when the kill came is not).

    Without a small journal limit the whole game is never written again while moves are
    played: each move is a line in the journal. With one, the base is written again in a
    thread every few moves, and a kill during that write loses nothing either.
    """
    kill_while_playing_loop(tmp_path, monkeypatch, 3, 27 if journal_limit is None else 28, journal_limit)


@pytest.mark.long
@pytest.mark.parametrize("journal_limit", [None, 4, 1])
def test_many_kills_while_moves_are_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication, journal_limit: int | None
) -> None:
    kill_while_playing_loop(tmp_path, monkeypatch, 12, 270, journal_limit)


@pytest.mark.long
def test_many_kills(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: QApplication) -> None:
    kill_loop(tmp_path, 25, monkeypatch, seed=25)
