"""Pictures of every game's window, in play and in the editor, at the sizes people use.

    .venv/bin/python scripts/screens.py OUT_FOLDER [--sizes 1200x800,1920x1080]

For looking at the layout (nothing clipped, no side panel scrolling sideways); the
layout test checks the same mechanically (tests/journeys/test_layout.py).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--sizes", default="1200x800,1920x1080")
    parser.add_argument("--games", default="")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from pardsgui.core.record import Record
    from pardsgui.games import available_ids, get_game
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.main_window import MainWindow
    from pardsgui.ui.snapshots import grab_window

    args.out.mkdir(parents=True, exist_ok=True)
    games = args.games.split(",") if args.games else list(available_ids())
    with tempfile.TemporaryDirectory() as scratch:
        for size_text in args.sizes.split(","):
            size = tuple(int(v) for v in size_text.split("x"))
            for game_id in games:
                for mode in ("play", "edit"):
                    window = MainWindow(
                        Record(get_game(game_id)), Settings(path=Path(scratch) / "s.json"), seed=1
                    )
                    window.files.confirm_discard = lambda: True
                    window.edit_mode.ask_leave = lambda _offer: "discard"
                    if mode == "edit":
                        window.resize(*size)
                        window.show()
                        app.processEvents()
                        window.open_editor()
                    out = args.out / f"{game_id}-{mode}-{size_text}.png"
                    grab_window(window, out, size)  # type: ignore[arg-type]
                    print(out)
                    window.close()
                    window.deleteLater()
                    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
