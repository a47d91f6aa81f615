"""The app as a real process: killed, interrupted, ended, started without a screen.

Nothing may stay behind however the app ends, a crash must never lose the game, and
Ctrl+C in the terminal quits as Game ▸ Quit does.
"""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import press_in_box

ROOT = Path(__file__).resolve().parents[2]
QT_NOISE = ("This plugin does not support",)  # the offscreen platform's own notes


class Child:
    """A pardsgui process running tests/journeys/child_app.py, with its output read as it comes."""

    def __init__(self, *argv: str, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.journeys.child_app", *argv],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.errors: list[str] = []
        self.said: dict[str, list[str]] = {}
        # Read in threads: a process left behind holding the pipes must not hang the test.
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_errors, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.strip())

    def _read_errors(self) -> None:
        assert self.process.stderr is not None
        for line in self.process.stderr:
            self.errors.append(line.rstrip("\n"))

    def wait_for(self, key: str, seconds: float = 60) -> list[str]:
        end = time.monotonic() + seconds
        while key not in self.said:
            try:
                line = self.lines.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"the app never said {key!r}; it said {self.said}") from None
            self._take(line)
        return self.said[key]

    def _take(self, line: str) -> None:
        word, _, value = line.partition(" ")
        self.said.setdefault(word, []).append(value)

    def everything_said(self) -> dict[str, list[str]]:
        """All the app said, once it has ended (the lines no `wait_for` read yet included)."""
        while True:
            try:
                line = self.lines.get_nowait()
            except queue.Empty:
                return self.said
            self._take(line)

    def end(self, seconds: float = 20) -> tuple[int, str]:
        """Wait for the process to end: its exit status and what it wrote on stderr (less Qt's notes)."""
        try:
            self.process.wait(seconds)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise AssertionError("the app did not end") from None
        time.sleep(0.2)  # the last lines on their way through the pipe
        errors = [line for line in self.errors if not line.startswith(QT_NOISE)]
        return self.process.returncode, "\n".join(errors)


def gone(pid: int) -> bool:
    """The process has ended (a zombie waiting for its reaper counts as ended)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return True
    return "\nState:\tZ" in status


@pytest.fixture
def child_env(folders: tuple[Path, Path]) -> Iterator[dict[str, str]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    yield env


def test_a_killed_app_leaves_no_process_behind(child_env: dict[str, str]) -> None:
    child = Child("think", "1", "--game", "nardshir", env=child_env)
    workers = [int(pid) for pid in child.wait_for("worker")]
    (tracker,) = child.wait_for("tracker")
    assert workers, "the hint did not start the search process"
    os.kill(child.process.pid, signal.SIGKILL)
    child.end()
    deadline = time.monotonic() + 5
    left = [*workers, *([int(tracker)] if tracker != "None" else [])]
    while time.monotonic() < deadline and not all(gone(pid) for pid in left):
        time.sleep(0.1)
    assert all(gone(pid) for pid in left), f"still running 5 s after kill -9: {left}"


def test_after_a_crash_the_next_start_restores_the_game(start: Start, child_env: dict[str, str]) -> None:
    child = Child("play", "7", "--game", "nardshir", env=child_env)
    (played,) = child.wait_for("played")
    os.kill(child.process.pid, signal.SIGKILL)
    child.end()
    person = start(then=(press_in_box("Yes", expect="stopped unexpectedly"),))
    record = person.window.controller.record
    assert record.game.id == "nardshir" and record.current.ply == int(played) == 7
    assert person.window.windowTitle().startswith("untitled *")  # never saved: still to save
    data = Path(child_env["PARDSGUI_DATA_DIR"])
    assert not list(data.rglob("*.tmp")), "a temporary file was left behind"


def test_a_game_restored_after_a_crash_keeps_its_computer_seat_and_the_computer_plays(
    start: Start, child_env: dict[str, str]
) -> None:
    from tests.journeys.table_state import table_state

    child = Child("versus", "1", "easy", "--game", "parry", env=child_env)
    child.wait_for("played")
    os.kill(child.process.pid, signal.SIGKILL)
    child.end()
    person = start(then=(press_in_box("Yes", expect="stopped unexpectedly"),))
    controller = person.window.controller
    assert controller.record.game.id == "parry"
    assert table_state(person).seats == ("A person", "Computer: easy (½ s)")
    if controller.computer_seat() is None:  # the computer had answered before the kill: White to move
        person.play(controller.position.legal_moves()[0])
    assert table_state(person).who == "Black is played by the computer (easy)"
    plies = controller.record.current.ply
    person.wait(lambda: controller.record.current.ply == plies + 1, 30)  # and it plays
    assert controller.computer_seat() is None


def test_ctrl_c_quits_like_game_quit(child_env: dict[str, str]) -> None:
    clean = Child("play", "0", "--game", "kerd", env=child_env)
    clean.wait_for("played")
    os.kill(clean.process.pid, signal.SIGINT)
    status, errors = clean.end()
    assert (status, errors) == (0, "")
    # Moves not saved to a file: Ctrl+C asks whether to save them, as quitting does.
    dirty = Child("ask", "3", "--game", "nardshir", env=child_env)
    dirty.wait_for("played")
    os.kill(dirty.process.pid, signal.SIGINT)
    assert dirty.wait_for("asked") == ["Save the game?"]
    status, errors = dirty.end()
    assert (status, errors) == (0, "")


def test_sigterm_ends_the_app_and_its_search_and_keeps_the_game(
    start: Start, child_env: dict[str, str]
) -> None:
    child = Child("think", "2", "--game", "nardshir", env=child_env)
    workers = [int(pid) for pid in child.wait_for("worker")]
    os.kill(child.process.pid, signal.SIGTERM)
    status, errors = child.end()
    assert status == 0 and "leaked" not in errors and errors == ""
    assert all(gone(pid) for pid in workers)
    person = start(then=(press_in_box("Yes"),))
    assert person.window.controller.record.current.ply == 2


def test_sigterm_asks_nothing_and_the_next_start_offers_the_unsaved_game(
    start: Start, child_env: dict[str, str]
) -> None:
    """The session is ending (README, Quitting): no save question that nobody may answer."""
    dirty = Child("ask", "3", "--game", "nardshir", env=child_env)
    dirty.wait_for("played")
    os.kill(dirty.process.pid, signal.SIGTERM)
    status, errors = dirty.end()
    assert (status, errors) == (0, "")
    assert "asked" not in dirty.everything_said()
    person = start(then=(press_in_box("Yes", expect="stopped unexpectedly"),))
    assert person.window.controller.record.current.ply == 3


def test_without_a_display_one_line_says_what_to_do() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run(
        [sys.executable, "-m", "pardsgui"], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "no graphical display was found" in done.stderr
    assert "QT_QPA_PLATFORM=offscreen" in done.stderr


def test_two_windows_killed_both_games_are_offered_and_none_is_lost(
    start: Start, child_env: dict[str, str]
) -> None:
    from PySide6.QtWidgets import QListWidget, QWidget

    from tests.journeys.person import click_button

    first = Child("play", "3", "--game", "nardshir", env=child_env)
    second = Child("play", "5", "--game", "parry", env=child_env)
    first.wait_for("played")
    second.wait_for("played")
    # While the second runs, a start offers only the first's game (after it is killed).
    os.kill(first.process.pid, signal.SIGKILL)
    first.end()
    autosaves = Path(child_env["PARDSGUI_DATA_DIR"]) / "autosave"
    seen: list[list[str]] = []

    def look_and_keep(dialog: QWidget) -> None:
        games = dialog.findChild(QListWidget, "restore-list")
        assert isinstance(games, QListWidget)
        seen.append([games.item(i).text() for i in range(games.count())])  # type: ignore[union-attr]
        click_button(dialog, "Keep them all for later")

    running = start(then=(press_in_box("No", expect="a game of Nardshir"),))  # declined: removed
    assert running.window.controller.record.current.ply == 0
    quit_app(running)
    os.kill(second.process.pid, signal.SIGKILL)
    second.end()
    first = Child("play", "2", "--game", "pagade", env=child_env)
    first.wait_for("played")
    os.kill(first.process.pid, signal.SIGKILL)
    first.end()
    # Two games left by two runs: both offered, and kept when the person says later.
    later = start(then=(look_and_keep,))
    assert len(seen[0]) == 2 and any("Parry" in s for s in seen[0]) and any("Pagade" in s for s in seen[0])
    assert len(list(autosaves.glob("autosave-*.pards.json"))) == 2  # both kept
    quit_app(later)

    def restore_parry(dialog: QWidget) -> None:
        games = dialog.findChild(QListWidget, "restore-list")
        assert isinstance(games, QListWidget)
        texts = [games.item(i).text() for i in range(games.count())]  # type: ignore[union-attr]
        games.setCurrentRow(next(i for i, t in enumerate(texts) if "Parry" in t))
        click_button(dialog, "Restore the chosen game")

    restored = start(then=(restore_parry,))
    assert restored.window.controller.record.game.id == "parry"
    assert restored.window.controller.record.current.ply == 5
    quit_app(restored)
    last = start(then=(press_in_box("Yes", expect="a game of Pagade"),))  # the one kept is still there
    assert last.window.controller.record.game.id == "pagade"


def test_a_dead_runs_game_is_offered_even_when_its_process_number_is_taken_again(
    start: Start, child_env: dict[str, str]
) -> None:
    child = Child("play", "4", "--game", "nardshir", env=child_env)
    child.wait_for("played")
    os.kill(child.process.pid, signal.SIGKILL)
    child.end()
    autosaves = Path(child_env["PARDSGUI_DATA_DIR"]) / "autosave"
    (saved,) = autosaves.glob("autosave-*.pards.json")
    # The number now belongs to a process that runs (the system's first): only the lock can tell.
    for old in (saved, saved.with_name(f".{saved.name}.lock")):
        old.rename(old.with_name(old.name.replace(saved.name[len("autosave-") :].split(".")[0], "1")))
    person = start(then=(press_in_box("Yes", expect="4 moves"),))
    assert person.window.controller.record.current.ply == 4
