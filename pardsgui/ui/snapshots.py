"""Pictures of the real main window for each game (docs, bug reports, checks)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game
from pardsgui.storage.settings import Settings
from pardsgui.ui.main_window import MainWindow


def window_picture(
    game_id: str, out: Path, size: tuple[int, int] = (1200, 800), position: str | None = None
) -> Path:
    """Open the main window on a game (its start, or `position`), paint it and save a PNG."""
    game = get_game(game_id)
    start = game.parse(position) if position else game.initial()
    window = MainWindow(Record(game, start), Settings(path=out.with_suffix(".settings.json")), seed=1)
    window.files.confirm_discard = lambda: True
    try:
        grab_window(window, out, size)
    finally:
        window.close()
        window.deleteLater()
    return out


def grab_window(window: MainWindow, out: Path, size: tuple[int, int]) -> None:
    """Show `window` at `size`, let it paint, and save it as a picture at `out`."""
    window.resize(*size)
    window.show()
    loop = QEventLoop()
    QTimer.singleShot(50, loop.quit)  # the first paint and the layout settle
    loop.exec()
    QApplication.processEvents()
    if window.cover.isVisible():  # a secret choice first (Kerd): picture the seat's own view
        window.cover.button.click()
        QApplication.processEvents()
    if not window.grab().save(str(out)):
        raise OSError(f"cannot write {out}")


def all_start_pictures(folder: Path, size: tuple[int, int] = (1200, 800)) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    return [window_picture(game_id, folder / f"{game_id}.png", size) for game_id in available_ids()]
