"""What a step through a game costs in the window (not a test; run by hand, offscreen).

    .venv/bin/python scripts/step_figures.py [GAME] [--plies 96] [--rounds 2] [--pardsgui DIR]
        [--keys steps|jumps]

Plays a seeded random game of GAME (Parry by default) to `--plies` plies, shows it in the main
window at 1920×1080 and presses Right to its end and Left back to its start, `--rounds` times,
each key until the window is idle again. Prints the processor time a step, each step's wall
time (median and 95th percentile) and the board's cached picture drawn again (`drawBackground`,
median and 95th percentile): the part of a step that drawing Parry's rings once dominated.
`--pardsgui DIR` measures the code of another checkout, for a figure before and after a change,
in the Qt environment that checkout's app sets (`pardsgui.qt_environment`; none before it: give
`QT_NO_GUI_THREADPOOL=1` to measure an older checkout's code alone).
`--keys jumps` presses End and Home by turns instead (20 keys a round), where the whole board
changes at each key.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)  # none: a game whose steps never draw its board's picture again
    return ordered[int(share * (len(ordered) - 1))] * 1000 if ordered else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("game", nargs="?", default="parry")
    parser.add_argument("--plies", type=int, default=96)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pardsgui", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument(
        "--keys",
        choices=("steps", "jumps"),
        default="steps",
        help="steps: Right to the end and Left back; jumps: End and Home by turns, 20 a round",
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(args.pardsgui))
    try:
        from pardsgui.qt_environment import prepare_qt
    except ImportError:  # a checkout from before it
        pass
    else:
        prepare_qt()  # painted as the app paints

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from pardsgui.core.dice import pick_outcome
    from pardsgui.core.record import Record
    from pardsgui.games import get_game
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.board.scene import BoardScene
    from pardsgui.ui.main_window import MainWindow

    record = Record(get_game(args.game))
    rng = random.Random(args.seed)
    while record.current.ply < args.plies and record.outcome() is None:
        position = record.position
        if position.is_chance:
            record.play(pick_outcome(position.chance_outcomes(), rng))
        else:
            record.play(rng.choice(list(position.legal_moves())))
    plies = record.current.ply
    drawn: list[float] = []
    draw_background = BoardScene.drawBackground

    def timed(scene: BoardScene, painter: object, rect: object) -> None:
        began = time.perf_counter()
        draw_background(scene, painter, rect)  # type: ignore[arg-type]
        drawn.append(time.perf_counter() - began)

    BoardScene.drawBackground = timed  # type: ignore[method-assign]
    window = MainWindow(record, Settings(path=Path("/nonexistent")))
    window.files.confirm_discard = lambda: True
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    window.activateWindow()
    # The keys are the window's shortcuts, which act only in the active window: on a display
    # (xcb) it becomes active a little later, and keys sent before went nowhere.
    waited = time.monotonic() + 10
    while not window.isActiveWindow() and time.monotonic() < waited:
        app.processEvents()
        time.sleep(0.01)
    QTest.keyClick(window.board, Qt.Key.Key_Home)
    app.processEvents()
    drawn.clear()
    if args.keys == "jumps":  # the whole board changes at each: a Parry jump costs most
        keys = [Qt.Key.Key_End, Qt.Key.Key_Home] * 10
    else:
        keys = [Qt.Key.Key_Right] * plies + [Qt.Key.Key_Left] * plies
    steps: list[float] = []
    began_cpu = time.process_time()
    for _round in range(args.rounds):
        for key in keys:
            began = time.perf_counter()
            QTest.keyClick(window.board, key)
            app.processEvents()
            steps.append(time.perf_counter() - began)
    cpu = time.process_time() - began_cpu
    assert window.controller.record.current is record.root, "the keys did not step through the game"
    print(
        f"{args.game}, {plies} plies, {len(steps)} steps: processor {cpu / len(steps) * 1000:.1f} ms a step;"
        f" a step {percentile(steps, 0.5):.1f} ms median,"
        f" {percentile(steps, 0.95):.1f} at the 95th percentile;"
        f" the board's picture drawn again {len(drawn)} times, {percentile(drawn, 0.5):.1f} ms median,"
        f" {percentile(drawn, 0.95):.1f} at the 95th percentile"
    )
    window.close()


if __name__ == "__main__":
    main()
