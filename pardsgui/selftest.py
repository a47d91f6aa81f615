"""`pardsgui --self-test`: prove that this installation can show and play every game.

It starts the real main window, opens each available game in it, checks that
the window and the board were drawn (a grab of the board holds more than one
colour over a fair part of its area), plays one legal move through the
controller as a click on the board would, asks the computer for a hint
(searched in its own process, as in play: a bundle missing a module the
search needs fails here), loads its lessons (each one proved through the
engine) and its puzzles (each checked by the rules), prints one line per game and exits 0; on any
failure it prints why on stderr and exits 1.

Qt runs on the `offscreen` platform unless the caller set `QT_QPA_PLATFORM`,
so the test behaves the same with or without a screen and never opens a
window on the user's desktop (`QT_QPA_PLATFORM=xcb pardsgui --self-test`
tries the real platform plugin). It never touches the user's settings or
data: `PARDSGUI_CONFIG_DIR` and `PARDSGUI_DATA_DIR` point into a temporary
folder that is removed at the end.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import types
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication, QWidget

    from pardsgui.ui.main_window import MainWindow

WINDOW_SIZE = (1000, 700)
#: A medium search takes under a second; a busy machine or a slow process start gets room.
HINT_SECONDS = 60
MIN_COLOURS = 8  # a drawn board has cells, lines, marks and antialiasing
MIN_DRAWN = 0.2  # of the board widget's pixels differ from its most common colour


class SelfTestError(Exception):
    """One check that failed; the message says which and why."""


def colour_census(image: QImage) -> tuple[int, float]:
    """How many colours the image holds, and the share of pixels not of the commonest one."""
    from PySide6.QtGui import QImage

    if image.isNull() or image.width() == 0 or image.height() == 0:
        return 0, 0.0
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    counts = Counter(memoryview(bytes(rgb.constBits())).cast("I"))
    total = rgb.width() * rgb.height()
    return len(counts), 1.0 - counts.most_common(1)[0][1] / total


def settle(app: QApplication, milliseconds: int = 60) -> None:
    """Let the window lay itself out and paint."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()
    app.processEvents()


def check_drawn(widget: QWidget, what: str) -> str:
    colours, drawn = colour_census(widget.grab().toImage())
    if colours < MIN_COLOURS or drawn < MIN_DRAWN:
        raise SelfTestError(
            f"the {what} was not drawn ({colours} colours, {drawn:.0%} of it off the background)"
        )
    return f"{colours} colours, {drawn:.0%} drawn"


def play_one_move(window: MainWindow) -> list[str]:
    """A roll if the game waits for one, then one move as clicks on the board (or a button)."""
    controller = window.controller
    record = controller.record
    played: list[str] = []

    def advance(action: Callable[[], None]) -> None:
        before = record.current
        action()
        node = record.current
        if node is before or node.parent is not before or node.move is None:
            raise SelfTestError("the controller did not play the move")
        if node.move not in before.position.legal_moves() and not before.position.is_chance:
            raise SelfTestError(f"the controller played an illegal move {node.text}")
        played.append(before.position.move_text(node.move))

    for _ in range(8):  # Pards rolls twice before the first move (White's dice, then Black's)
        if not controller.position.is_chance or controller.outcome() is not None:
            break
        advance(controller.roll)
    if controller.outcome() is not None:
        return played
    moves = controller.moves()
    controller.chooser = lambda options: options[0][1]  # no menu to answer here
    if moves.by_source:
        source = next(iter(moves.by_source))
        target = next(iter(moves.by_source[source]))

        def click_twice() -> None:
            controller.click(source)
            controller.click(target)

        advance(click_twice)
    elif moves.direct:
        cell = next(iter(moves.direct))
        advance(lambda: controller.click(cell))
    elif moves.buttons:
        move = moves.buttons[0]
        advance(lambda: controller.play(move))
    elif controller.position.legal_moves():
        raise SelfTestError("legal moves exist but none can be made on the board or with a button")
    if not played:
        raise SelfTestError("no move could be played from the start position")
    return played


def ask_for_a_hint(window: MainWindow) -> str:
    """The computer's hint, searched in its own process as in play: proves the search runs here."""
    controller = window.controller
    for _ in range(8):
        if not controller.position.is_chance or controller.outcome() is not None:
            break
        controller.roll()
    if not window.hint_action.isEnabled():
        return "no hint (nobody decides here)"
    window.hint_action.trigger()
    if not window.thinker.wait(HINT_SECONDS, lambda: controller.hint is not None):
        raise SelfTestError(f"the computer gave no hint within {HINT_SECONDS} s")
    if controller.hint not in controller.position.legal_moves():
        raise SelfTestError("the computer's hint is not a legal move")
    return controller.position.move_text(controller.hint)


def check_game(app: QApplication, game_id: str, config: Path) -> str:
    from pardsgui.core.record import Record
    from pardsgui.games import get_game
    from pardsgui.storage.settings import Settings
    from pardsgui.ui.main_window import MainWindow

    started = time.perf_counter()
    game = get_game(game_id)
    settings = Settings(path=config / f"settings-{game_id}.json")
    window = MainWindow(Record(game), settings, seed=1)
    window.files.confirm_discard = lambda: True  # nothing here is worth a "save the game?" question
    try:
        window.resize(*WINDOW_SIZE)
        window.show()
        settle(app)
        if window.cover.isVisible():  # a secret choice first (Kerd): the seat lifts the cover
            window.cover.button.click()
            settle(app)
        whole = check_drawn(window, "window")
        board = check_drawn(window.board.viewport(), "board")
        played = play_one_move(window)
        settle(app, 20)
        check_drawn(window.board.viewport(), "board after the move")
        hint = ask_for_a_hint(window)
        lessons = count_lessons(game_id) + count_puzzles(game_id)
        window.close()  # saves the settings, into the temporary folder
    finally:
        window.hide()
        window.deleteLater()
    seconds = time.perf_counter() - started
    return (
        f"{game_id}: ok — window {whole}; board {board}; played {', '.join(played)};"
        f" hint {hint}{lessons} ({seconds:.2f} s)"
    )


def count_lessons(game_id: str) -> str:
    """ "; N lessons" for a game with a lesson file (each proved as it loads); LessonError if broken."""
    from pardsgui.lessons import load_lessons
    from pardsgui.lessons.book import lesson_path

    if not lesson_path(game_id).is_file():
        return ""
    return f"; {len(load_lessons(game_id))} lessons"


def count_puzzles(game_id: str) -> str:
    """ "; N puzzles" for a game with a puzzle file (each proved by the rules as it loads): the
    bundle carries resources/puzzles; PuzzleError if broken."""
    from pardsgui.train.puzzles import puzzle_path, read_puzzles

    if not puzzle_path(game_id).is_file():
        return ""
    return f"; {len(read_puzzles(puzzle_path(game_id)))} puzzles"


def run(out: TextIO | None = None, err: TextIO | None = None) -> int:
    """The self-test; 0 when every available game passed, 1 otherwise."""
    out = out or sys.stdout
    err = err or sys.stderr
    from pardsgui.qt_environment import prepare_qt

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    prepare_qt()  # painted as the app paints
    saved = {name: os.environ.get(name) for name in ("PARDSGUI_CONFIG_DIR", "PARDSGUI_DATA_DIR")}
    try:
        with tempfile.TemporaryDirectory(prefix="pardsgui-selftest-") as temporary:
            folder = Path(temporary)
            os.environ["PARDSGUI_CONFIG_DIR"] = str(folder / "config")
            os.environ["PARDSGUI_DATA_DIR"] = str(folder / "data")
            return _run(folder / "config", out, err)
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _run(config: Path, out: TextIO, err: TextIO) -> int:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler, qVersion
    from PySide6.QtGui import QFontDatabase
    from PySide6.QtWidgets import QApplication

    from pardsgui import __version__
    from pardsgui.games import available_ids

    problems: list[str] = []

    def on_qt_message(kind: QtMsgType, _context: object, text: str) -> None:
        if kind in (QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            problems.append(f"Qt: {text}")
        elif kind == QtMsgType.QtWarningMsg and "does not support" not in text:
            print(f"pardsgui self-test: Qt warning: {text}", file=err)

    def on_exception(
        kind: type[BaseException], value: BaseException, _trace: types.TracebackType | None
    ) -> None:  # an exception inside a Qt slot or paint event lands here, not in our calls
        problems.append(f"{kind.__name__}: {value}")

    previous_hook = sys.excepthook
    previous_handler = qInstallMessageHandler(on_qt_message)
    sys.excepthook = on_exception
    failures = 0
    try:
        app = QApplication.instance() or QApplication(["pardsgui", "--self-test"])
        assert isinstance(app, QApplication)
        app.setApplicationName("pardsgui")
        from pardsgui.ui.app_icon import set_app_icon

        set_app_icon(app)
        if app.windowIcon().pixmap(64, 64).isNull():
            print("pardsgui self-test: the app icon cannot be drawn (resources or the SVG plugin)", file=err)
            return 1
        if not QFontDatabase.families():
            print("pardsgui self-test: no fonts found: install a font (e.g. fonts-dejavu-core)", file=err)
            return 1
        games = available_ids()
        if not games:
            print("pardsgui self-test: no game is available", file=err)
            return 1
        for game_id in games:
            problems.clear()
            try:
                line = check_game(app, game_id, config)
                if problems:
                    raise SelfTestError("; ".join(problems))
            except Exception as error:  # every failure is reported, then the next game runs
                failures += 1
                print(f"pardsgui self-test: {game_id}: FAILED: {error}", file=err)
                continue
            print(line, file=out)
        platform = app.platformName()
    finally:
        sys.excepthook = previous_hook
        qInstallMessageHandler(previous_handler)
    if failures:
        print(f"pardsgui self-test: {failures} of {len(games)} games failed", file=err)
        return 1
    print(
        f"pardsgui {__version__} self-test passed: {len(games)} game(s), "
        f"Qt {qVersion()} (PySide6 {pyside_version}), platform {platform}",
        file=out,
    )
    out.flush()
    return 0
