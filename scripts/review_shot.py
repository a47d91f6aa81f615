"""A screenshot of a reviewed game: open FILE, Game ▸ Review game (unless reviewed), wait, grab the window.

QT_QPA_PLATFORM=offscreen python scripts/review_shot.py FILE OUT.png [--level L] [--ply N]
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QApplication


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("file")
    parser.add_argument("out")
    parser.add_argument("--level", default="review")
    parser.add_argument("--ply", type=int, default=None, help="the move to show (default: the middle)")
    args = parser.parse_args()
    folder = tempfile.mkdtemp()
    os.environ.setdefault("PARDSGUI_CONFIG_DIR", folder + "/config")
    os.environ.setdefault("PARDSGUI_DATA_DIR", folder + "/data")
    from pardsgui.storage.loading import read_game_file
    from pardsgui.storage.settings import Settings
    from pardsgui.ui import review
    from pardsgui.ui.main_window import MainWindow

    review.REVIEW_LEVEL = args.level
    app = QApplication.instance() or QApplication([])
    record = read_game_file(Path(args.file)).record
    window = MainWindow(record, Settings(path=Path(folder) / "settings.json"), seed=1)
    window.files.confirm_discard = lambda: True
    window.resize(1280, 860)
    window.show()
    if record.review is None:  # a reviewed game (scripts/review_figures.py --keep) shows its review at once
        window.reviewing.action.trigger()
        window.reviewing.runner.wait(3600, lambda: not window.reviewing.runner.busy())
    line = record.main_line()
    target = line[min(len(line) - 1, args.ply if args.ply is not None else len(line) // 2)]
    window.controller.go_to(target)
    for _ in range(20):
        app.processEvents()
    window.grab().save(args.out)
    window.finish(keep_autosave=False)
    window.close()


if __name__ == "__main__":
    main()
