"""The computer in the window: it plays its seats, hints, analyses, and never blocks the window."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pardsgui.ui.main_window import MainWindow

MakeWindow = Callable[..., MainWindow]
EMPTY = ",".join(["0"] * 24)


@pytest.fixture
def computer_window(make_window: MakeWindow) -> Iterator[Callable[..., MainWindow]]:
    made: list[MainWindow] = []

    def make(*args: str, **options: str) -> MainWindow:
        window = make_window(*args, **options)
        made.append(window)
        return window

    yield make
    for window in made:
        window.thinker.shutdown()


def play_texts(window: MainWindow, *texts: str) -> None:
    for text in texts:
        window.controller.play(window.controller.position.parse_move(text))


def test_the_computer_plays_its_seat_and_rolls_its_dice(computer_window: Callable[..., MainWindow]) -> None:
    window = computer_window()
    window.play_mode.set_computer(1, "easy")
    controller = window.controller
    play_texts(window, "roll 3,5", "3:h-2", "5:h-4")  # White's turn ends: Black is the computer
    assert controller.moves().by_source == {}  # the person cannot move for the computer
    assert window.turn.who.text() == "Black is played by the computer (easy)"
    # The computer rolls, plays both dice, and hands the dice to White.
    assert window.thinker.wait(
        60, lambda: controller.position.is_chance and controller.record.current.ply > 4
    )
    black_moves = [node.text for node in controller.record.main_line()[3:]]
    assert black_moves[0].startswith("roll ") and len(black_moves) >= 2
    assert controller.computer_seat() is None  # White, a person, rolls next


def test_an_answer_for_a_position_no_longer_shown_is_dropped(
    computer_window: Callable[..., MainWindow],
) -> None:
    window = computer_window("nardshir", f"{EMPTY} w dice=3,5")
    controller = window.controller
    play_texts(window, "3:h-2")
    window.play_mode.set_computer(0, "hard")  # White's second die: ten seconds of thought
    QApplication.processEvents()  # the computer's turn begins from the event loop
    job = window.thinker.job
    assert job is not None and job.node is controller.record.current
    controller.previous()  # the person steps back while the computer thinks
    assert window.thinker.job is None  # the search for the position left is abandoned
    window.thinker.wait(1.5, lambda: False)
    assert [n.text for n in controller.record.nodes()][1:] == ["3:h-2"]  # nothing was added


def test_leaving_a_position_abandons_the_search_for_it(computer_window: Callable[..., MainWindow]) -> None:
    window = computer_window("nardshir", f"{EMPTY} w dice=3,5")
    controller = window.controller
    window.play_mode.set_computer(0, "hard")
    QApplication.processEvents()
    assert window.thinker.busy("move")
    window.play_mode.set_computer(0, "")  # the person takes the seat back while the computer thinks
    assert not window.thinker.busy("move")
    play_texts(window, "3:h-2")
    time.sleep(0.5)
    window.thinker.wait(1.0, lambda: False)
    assert [n.text for n in controller.record.main_line()] == ["3:h-2"]  # nothing else was played


def test_a_hint_is_marked_on_the_board(computer_window: Callable[..., MainWindow]) -> None:
    window = computer_window("nardshir", f"{EMPTY} w dice=3,5")
    window.hint_action.trigger()
    controller = window.controller
    assert window.thinker.wait(60, lambda: controller.hint is not None)
    assert controller.hint in controller.position.legal_moves()
    assert window.scene.highlights.hint == ("hand-w", "p2") or window.scene.highlights.hint == (
        "hand-w",
        "p4",
    )
    assert window.statusBar().currentMessage().startswith("Hint: ")
    play_texts(window, "3:h-2")
    assert controller.hint is None and window.scene.highlights.hint == (None, None)


def test_the_analysis_panel_shows_chances_and_moves(computer_window: Callable[..., MainWindow]) -> None:
    window = computer_window("nardshir", f"{EMPTY} w dice=3,5")
    window.analysis_dock.show()
    window.analysis.button.setChecked(True)
    assert window.thinker.wait(60, lambda: window.analysis.moves.topLevelItemCount() == 2)
    assert [label.text() for label, _bar in window.analysis.bars] == ["White", "Black"]
    assert {window.analysis.moves.topLevelItem(i).text(0) for i in range(2)} == {
        "3: enter on point 2",
        "5: enter on point 4",
    }
    play_texts(window, "3:h-2")  # a new position: the analysis starts again for it
    assert window.thinker.wait(60, lambda: window.analysis.moves.topLevelItemCount() >= 1)
    assert window.analysis.moves.topLevelItem(0).text(0).startswith("5: ")
    window.analysis.button.setChecked(False)
    assert not window.thinker.busy()


def _ms_waiting_for_a_processor() -> float:
    """How long this thread has stood ready to run while the processors ran others (Linux; else 0).

    On a loaded machine (CI's two cores: three test workers and the search) the system may
    leave the window's thread waiting half a second; that is not the window blocking.
    """
    try:
        return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e6
    except (OSError, IndexError, ValueError):
        return 0.0


def test_the_window_stays_responsive_while_the_computer_thinks(
    qtbot: QtBot, computer_window: Callable[..., MainWindow]
) -> None:
    window = computer_window("nardshir", f"{EMPTY} w dice=3,5")
    window.analysis.button.setChecked(True)  # a long search
    assert window.thinker.wait(30, lambda: window.analysis.moves.topLevelItemCount() > 0)
    # Each gap between two ticks of a 10 ms timer, less the time the thread only waited for a
    # processor: what the window itself held the event loop for (its work, or a wait of its own).
    gaps: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    waited = _ms_waiting_for_a_processor()

    def tick() -> None:
        nonlocal waited
        now = _ms_waiting_for_a_processor()
        gaps.append(clock.restart() - (now - waited))
        waited = now

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    end = time.monotonic() + 30
    while len(gaps) < 100 and time.monotonic() < end:
        QApplication.processEvents()
        window.refresh()  # redraw the board as a click would, during the search
        time.sleep(0.002)
    timer.stop()
    assert window.thinker.busy("analyse")
    assert len(gaps) == 100 and max(gaps[1:]) < 150, gaps
