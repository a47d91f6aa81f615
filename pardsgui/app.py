"""The desktop app's entry point (`pardsgui`).

pardsgui [FILE]
pardsgui --screenshot GAME OUT.png [--position TEXT] [--size WxH]
pardsgui --self-test    (see pardsgui/selftest.py)
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from pardsgui import __version__
from pardsgui.qt_environment import prepare_qt

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


def display_problem(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str:
    """Why no window can open here (no graphical display), or "" when one can.

    Qt's own message for this blames a missing xcb library and aborts; a person needs
    one line saying what is wrong and what to do.
    """
    environ = os.environ if environ is None else environ
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux") or environ.get("QT_QPA_PLATFORM", "xcb").split(":")[0] not in (
        "xcb",
        "wayland",
        "",
    ):
        return ""
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "no graphical display was found (DISPLAY and WAYLAND_DISPLAY are not set). Run pardsgui in a"
        " desktop session, or set QT_QPA_PLATFORM=offscreen for --screenshot and --self-test."
    )


def launch(args: argparse.Namespace, app: QApplication) -> MainWindow:
    """Everything `pardsgui` does before its event loop: the window, then its first questions.

    Raises StartError for a command line that cannot be met. The welcome (the file given,
    the restore offer, or on the very first start the game chooser) runs as soon as the
    event loop does, with the window already on screen behind it.
    """
    from PySide6.QtCore import QTimer

    from pardsgui.storage.settings import Settings, config_dir

    first_start = not (config_dir() / "settings.json").exists()
    settings = Settings.load()
    start_language(app, settings)
    record = first_record(args.game, args.position, settings)
    window = build_window(record, settings)
    window.show()
    file = Path(args.file) if args.file else None
    QTimer.singleShot(
        0, lambda: window.starting.welcome(file, first_start and args.game is None and not args.position)
    )
    return window


def start_language(app: QApplication, settings: Settings) -> None:
    """The language chosen in View ▸ Language, else the system's; before any window is made."""
    from pardsgui.i18n import chosen_language
    from pardsgui.ui.language import SETTING, start

    start(app, chosen_language(settings.get(SETTING)))


def quit_on_signals(app: QApplication, window: MainWindow) -> None:
    """Ctrl+C quits as Game ▸ Quit does (asking to save); SIGTERM quits at once, keeping the autosave.

    Python runs signal handlers only between its own bytecodes, which the Qt event
    loop never executes by itself: the C handler's byte on a wakeup socket wakes the
    loop, and reading it runs the Python handler.
    """
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier, QTimer

    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        try:
            while reader.recv(64):
                pass
        except OSError:
            pass

    notifier.activated.connect(drain)
    # The Python handler runs wherever Python happens to be, a paint event included:
    # it only asks the event loop to act once that is done.
    signal.signal(signal.SIGINT, lambda _number, _frame: QTimer.singleShot(0, window.interrupt))
    signal.signal(signal.SIGTERM, lambda _number, _frame: QTimer.singleShot(0, window.terminate))
    _keep.extend((reader, writer, notifier))  # they must live as long as the app


_keep: list[object] = []


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
    problem = display_problem()
    if problem:
        print(f"pardsgui: {problem}", file=sys.stderr)
        return 2
    prepare_qt()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "pardsgui"])
    assert isinstance(app, QApplication)
    app.setApplicationName("pardsgui")
    app.setApplicationDisplayName("pardsgui")
    from pardsgui.ui.app_icon import set_app_icon

    set_app_icon(app)
    from pardsgui.storage.settings import Settings

    try:
        if args.screenshot:
            game_id, out = args.screenshot
            settings = Settings(path=Path("/nonexistent/pardsgui-screenshot-settings.json"))
            start_language(app, settings)
            window = build_window(first_record(game_id, args.position, settings), settings)
            screenshot(window, Path(out), args.size)
            window.settings.values.clear()  # a screenshot never changes the user's settings
            window.hide()
            return 0
        window = launch(args, app)
    except StartError as error:
        print(f"pardsgui: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    quit_on_signals(app, window)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
