"""Render every game's start position in the real window to PNG files.

.venv/bin/python scripts/screenshots.py [FOLDER] [--size 1200x800]
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folder", nargs="?", default="screenshots")
    parser.add_argument("--size", default="1200x800")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from pardsgui.ui.snapshots import all_start_pictures

    width, height = (int(v) for v in args.size.split("x"))
    for path in all_start_pictures(Path(args.folder), (width, height)):
        print(path)
    del app


if __name__ == "__main__":
    main()
