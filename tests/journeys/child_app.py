"""A real pardsgui process for the journeys that kill, interrupt or end it.

`python -m tests.journeys.child_app SCENARIO [pardsgui arguments...]` starts the app
as `pardsgui` does (`launch`, the signal handlers, the event loop), then plays the
scenario with clicks on its own window (QTest, as a person's mouse would) and says
what it did on standard output, one `key value` line at a time:

- `play N`: plays N decisions of the game by clicks (rolls with the Roll button);
  prints `played N` once the autosave is written.
- `think N`: as `play N`, then asks for a hint (the H key) so the search process runs;
  prints `worker PID` and `tracker PID`.
- `ask N`: as `play N`, then prints `asked TITLE` for each question box that opens,
  and answers it with its Discard (or Cancel) button.
- `versus N LEVEL`: first gives the second seat to the computer at LEVEL (Moves ▸
  Computer players), then plays N decisions of the first seat's as `play N`.

The test reads these lines and then kills or signals the process.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox


def say(*words: object) -> None:
    print(*words, flush=True)


def main(argv: list[str]) -> int:
    from pardsgui.app import launch, parse_arguments, quit_on_signals

    scenario, *rest = argv
    count = int(rest.pop(0))
    level = rest.pop(0) if scenario == "versus" else ""
    app = QApplication([sys.argv[0]])
    window = launch(parse_arguments(rest), app)
    quit_on_signals(app, window)
    window.resize(1000, 700)

    def click(cell: str) -> None:
        point = window.board.mapFromScene(window.scene.cell_center(cell))
        QTest.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def computer_plays_the_second_seat() -> None:
        from pardsgui.ui.dialogs.new_game import LEVEL_WORDS

        window.computer_menu.aboutToShow.emit()
        seat_menu = window.computer_menu.actions()[1].menu()
        assert seat_menu is not None
        (choice,) = [a for a in seat_menu.actions() if a.text() == LEVEL_WORDS[level]]
        choice.trigger()

    def play() -> None:
        controller = window.controller
        if level:
            computer_plays_the_second_seat()
        for _ in range(count):
            position = controller.position
            if position.is_chance:
                QTest.mouseClick(window.dice.roll_button, Qt.MouseButton.LeftButton)
                continue
            move = position.legal_moves()[0]
            source, target = controller.view.move_cells(position, move)
            if source is not None and target is not None and source != target:
                click(source)
            click(target or source or "")
        window.files.write_autosave()
        say("played", controller.record.current.ply)
        if scenario == "think":
            QTest.keyClick(window.board, Qt.Key.Key_H)
            QTimer.singleShot(200, report_processes)

    def report_processes() -> None:
        import multiprocessing
        from multiprocessing import resource_tracker

        children = multiprocessing.active_children()
        for child in children:
            say("worker", child.pid)
        tracker = getattr(resource_tracker._resource_tracker, "_pid", None)
        say("tracker", tracker)

    def answer_questions() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QMessageBox):
            say("asked", widget.windowTitle())
            buttons = {b.text().replace("&", ""): b for b in widget.buttons()}
            (buttons.get("Discard") or buttons.get("Cancel") or widget.buttons()[0]).click()

    QTimer.singleShot(300, play)
    watcher = QTimer()
    watcher.timeout.connect(answer_questions)
    if scenario == "ask":
        watcher.start(100)
    say("pid", os.getpid())
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
