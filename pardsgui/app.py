"""The desktop app's entry point (`pardsgui`).

pardsgui [FILE]
pardsgui --screenshot GAME OUT.png [--position TEXT] [--size WxH]
pardsgui --self-test    (see pardsgui/selftest.py)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from pardsgui import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from pardsgui.core.record import Record
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.main_window import MainWindow


class StartError(Exception):
    """A command-line request that cannot be met; printed as one line."""


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="pardsgui", description="Play and study five rare board games.")
    parser.add_argument("file", nargs="?", help="a saved game (.pards.json) to open")
    parser.add_argument("--game", help="start a new game of GAME")
    parser.add_argument(
        "--screenshot", nargs=2, metavar=("GAME", "OUT.png"), help="save a picture of the window and exit"
    )
    parser.add_argument("--position", help="with --screenshot or --game: the position text to show")
    parser.add_argument("--size", default="1200x800", help="with --screenshot: the window size WxH")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open, draw and play every game offscreen, then exit 0 (or 1 saying what failed)",
    )
    parser.add_argument("--version", action="version", version=f"pardsgui {__version__}")
    return parser.parse_args(list(argv))


def first_record(game_id: str | None, position: str | None, settings: Settings) -> Record:
    from pardsgui.core.contract import GameUnavailable, OptionError
    from pardsgui.core.record import Record
    from pardsgui.games import available_ids, get_game
    from pardsgui.storage.loading import LoadError, parse_position

    wanted = game_id or settings.get("last_game") or "nardshir"
    try:
        game = get_game(str(wanted))
    except (KeyError, GameUnavailable) as error:
        if game_id is not None:
            raise StartError(str(error.args[0] if isinstance(error, KeyError) else error)) from None
        game = get_game(available_ids()[0])
    if position is not None:
        try:
            return Record(game, parse_position(game, position, "--position"))
        except LoadError as error:
            raise StartError(str(error)) from None
    options = settings.get("last_options") if game_id is None else None
    try:
        return Record(game, options=options if isinstance(options, dict) else None)
    except OptionError:
        return Record(game)


def build_window(record: Record | None = None, settings: Settings | None = None) -> MainWindow:
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.main_window import MainWindow

    settings = settings or Settings.load()
    return MainWindow(record or first_record(None, None, settings), settings)


def screenshot(window: MainWindow, out: Path, size: str) -> None:
    from pardsgui.ui.snapshots import grab_window

    width, height = parse_size(size)
    try:
        grab_window(window, out, (width, height))
    except OSError as error:
        raise StartError(str(error)) from None


MAX_SIDE = 16_384  # pixels; Qt's own limit for a window or an image side is near 2**24


def parse_size(size: str) -> tuple[int, int]:
    """--size WIDTHxHEIGHT, each side 1 to MAX_SIDE pixels; StartError otherwise."""
    parts = size.lower().split("x")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 6 for p in parts):
        raise StartError(f"--size {size!r}: expected WIDTHxHEIGHT in pixels, e.g. 1200x800")
    width, height = int(parts[0]), int(parts[1])
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        raise StartError(f"--size {size!r}: each side must be 1 to {MAX_SIDE:,} pixels")
    return width, height


def set_app_icon(app: QApplication) -> None:
    """The window icon, and the menu entry the desktop matches the window with (packaging/linux)."""
    from PySide6.QtGui import QIcon

    from pardsgui.paths import resource

    app.setDesktopFileName("io.github.pardsgui.pardsgui")
    icon = resource("icons", "pardsgui.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # a frozen bundle's search process starts through here
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    if args.screenshot:
        try:
            parse_size(args.size)  # before Qt starts: a bad size is a one-line error
        except StartError as error:
            print(f"pardsgui: {' '.join(str(error).split())}", file=sys.stderr)
            return 2
    if args.self_test:
        from pardsgui.selftest import run

        return run()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "pardsgui"])
    assert isinstance(app, QApplication)
    app.setApplicationName("pardsgui")
    app.setApplicationDisplayName("pardsgui")
    set_app_icon(app)
    from pardsgui.storage.settings import Settings

    try:
        if args.screenshot:
            game_id, out = args.screenshot
            settings = Settings(path=Path("/nonexistent/pardsgui-screenshot-settings.json"))
            window = build_window(first_record(game_id, args.position, settings), settings)
            screenshot(window, Path(out), args.size)
            window.settings.values.clear()  # a screenshot never changes the user's settings
            window.hide()
            return 0
        settings = Settings.load()
        record = first_record(args.game, args.position, settings)
        window = build_window(record, settings)
    except StartError as error:
        print(f"pardsgui: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    window.show()
    if args.file:
        window.files.open_path(Path(args.file))
    else:
        window.files.offer_restore()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
