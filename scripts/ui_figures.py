"""Measure the desktop app's figures (not a test; run by hand, offscreen).

    .venv/bin/python scripts/ui_figures.py [--runs 5]

1. Start-up: the whole process of `pardsgui --screenshot GAME`, against a bare
   PySide6 window showing a 144-item scene (scripts/speed_figures.py measures it).
2. Click to redrawn board, for every available game: a click on a cell
   (selecting, or playing a move) until the board has repainted.
3. Peak memory (maximum resident set) with a game open and moves played.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from speed_figures import start_up


def click_figures() -> dict[str, object]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from pardsgui.qt_environment import prepare_qt

    prepare_qt()  # painted as the app paints
    import random
    import resource

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from pardsgui.core.dice import pick_outcome
    from pardsgui.core.record import Record
    from pardsgui.games import available_ids, get_game
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.main_window import MainWindow

    results: dict[str, object] = {}
    for game_id in available_ids():
        window = MainWindow(
            Record(get_game(game_id)), Settings(path=__import__("pathlib").Path("/nonexistent"))
        )
        window.files.confirm_discard = lambda: True  # closing must not ask to save the game
        window.resize(1200, 800)
        window.show()
        app.processEvents()
        controller = window.controller
        rng = random.Random(1)
        timings: list[float] = []
        for _ in range(60):
            position = controller.position
            if controller.outcome() is not None:
                break
            if position.is_chance:
                controller.play(pick_outcome(position.chance_outcomes(), rng))
                app.processEvents()
                continue
            moves = controller.moves()
            if not moves.by_source and not moves.direct:
                controller.play(moves.buttons[0])
                app.processEvents()
                continue
            clicks: list[str] = []
            if moves.by_source:
                source = rng.choice(sorted(moves.by_source))
                clicks = [source, rng.choice(sorted(moves.by_source[source]))]
            else:
                clicks = [rng.choice(sorted(moves.direct))]
            controller.chooser = lambda options: options[0][1]
            for cell in clicks:
                began = time.perf_counter()
                controller.click(cell)
                window.board.viewport().repaint()
                timings.append((time.perf_counter() - began) * 1000)
            app.processEvents()
        timings.sort()
        results[game_id] = {
            "clicks": len(timings),
            "median_ms": round(statistics.median(timings), 2),
            "p95_ms": round(timings[int(0.95 * (len(timings) - 1))], 2),
            "max_ms": round(timings[-1], 2),
        }
        window.close()
    results["peak_rss_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="nardshir")
    args = parser.parse_args()
    start = start_up(args.runs, args.game)
    report = {
        "start_bare_s": round(start["bare_s"], 3),
        "start_pardsgui_s": round(start["pardsgui_s"], 3),
        "ratio": round(start["ratio"], 2),
        "click_to_redraw": click_figures(),
    }
    print(json.dumps(report, indent=1), flush=True)
    os._exit(0)  # skip interpreter teardown: nothing is left to save, and Qt objects die with the process


if __name__ == "__main__":
    main()
