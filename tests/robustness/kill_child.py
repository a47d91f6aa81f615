"""A pardsgui process that plays on as a person does, until it is killed (tests/robustness/test_kill.py).

`python -m tests.robustness.kill_child [pardsgui arguments...]` starts the app as
`pardsgui` does, then plays a move at a time, each in its own turn of the event loop:
the dice rolled with the R key, the other moves by clicks on their cells. After each
move has been handled (the window will show it at its next redraw) it prints
`played PLY TEXT`; it prints `ready` before the first. It never asks the autosave to
write anything: what a kill leaves is what the app itself wrote.

`KILL_CHILD_JOURNAL_LIMIT` sets the moves a journal holds before its base is written
again (small: the kills then fall during those writes too).
"""

from __future__ import annotations

import os
import random
import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def say(*words: object) -> None:
    # One write of the whole line: a kill never leaves half of it for the test to read.
    os.write(1, (" ".join(map(str, words)) + "\n").encode("utf-8"))


def main(argv: list[str]) -> int:
    from pardsgui.app import launch, parse_arguments, quit_on_signals

    app = QApplication([sys.argv[0]])
    window = launch(parse_arguments(argv), app)
    quit_on_signals(app, window)
    window.resize(1000, 700)
    limit = os.environ.get("KILL_CHILD_JOURNAL_LIMIT")
    if limit:
        window.files.autosave.journal_limit = int(limit)
    rng = random.Random(os.getpid())

    def click(cell: str) -> None:
        point = window.board.mapFromScene(window.scene.cell_center(cell))
        QTest.mouseClick(window.board.viewport(), Qt.MouseButton.LeftButton, pos=point)

    def step() -> None:
        controller = window.controller
        if controller.outcome() is not None:
            say("over")
            return
        position = controller.position
        before = controller.record.current.ply
        if position.is_chance:
            QTest.keyClick(window.board, Qt.Key.Key_R)
        else:
            move = position.legal_moves()[0]
            source, target = controller.view.move_cells(position, move)
            if source is not None and target is not None and source != target:
                click(source)
            click(target or source or "")
        node = controller.record.current
        if node.ply != before + 1:
            say("stuck", before)
            return
        say("played", node.ply, node.text)
        QTimer.singleShot(rng.randrange(0, 30), step)

    def begin() -> None:
        window.board.setFocus()
        say("ready")
        step()

    QTimer.singleShot(300, begin)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
