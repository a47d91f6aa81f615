"""What Orca 43 (Debian 12's screen reader) actually says, for a few moves of every game.

Orca runs on the test's private desk with speech-dispatcher's dummy output (no sound
card); its debug log records each phrase it sends to speech. A person's keys: Shift+
arrows to a piece, Space, Shift+arrows to where it goes, Space. Orca must say the
cells the cursor reaches, the selection, and the move played. Skipped where Orca is
not installed (setup.sh installs it).
"""

from __future__ import annotations

import re
import shutil
import time
from pathlib import Path

import pytest

from pardsgui.table.cells import cell_name
from tests.a11y.conftest import Open
from tests.a11y.stack import Desk
from tests.a11y.test_board import GAMES, Cursor, a_move, lift_the_cover, ready, view_of

pytestmark = pytest.mark.skipif(
    shutil.which("orca") is None or shutil.which("speech-dispatcher") is None,
    reason="Orca is not installed (setup.sh installs orca and speech-dispatcher)",
)

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)' ?\{'established'", re.DOTALL)


def spoken(log: Path) -> list[str]:
    return SPOKEN.findall(log.read_text(errors="replace")) if log.exists() else []


def wait_to_hear(log: Path, words: str, since: int, seconds: float = 15) -> list[str]:
    """What Orca said after the `since`-th phrase, once one of them holds `words`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        said = spoken(log)[since:]
        if any(words in phrase for phrase in said):
            return said
        time.sleep(0.2)
    raise AssertionError(f"Orca never said {words!r}; it said {spoken(log)[since:]}")


def listening(app: Desk) -> Path:
    """Orca started on the app's desk, heard to be on and done saying where it is: its log.

    As a person waits for it: a key pressed while Orca was still taking in the window (its
    frame said after the key's echo, on a loaded machine) had the move box's focus go unsaid.
    """
    log = app.start_orca()
    wait_to_hear(log, "Screen reader on", 0, seconds=60)
    wait_to_hear(log, "pardsgui frame", 0, seconds=30)
    quiet_since, heard = time.monotonic(), len(spoken(log))
    end = quiet_since + 15
    while time.monotonic() < end and time.monotonic() - quiet_since < 1.0:
        time.sleep(0.1)
        if len(spoken(log)) != heard:
            quiet_since, heard = time.monotonic(), len(spoken(log))
    return log


@pytest.mark.parametrize("game_id", GAMES)
def test_orca_says_the_cells_the_selection_and_the_move(desk: Open, game_id: str) -> None:
    position = ready(game_id)
    view = view_of(game_id)
    geometry = view.geometry(position)
    names = {cell.id: cell_name(cell) for cell in geometry.cells}
    app = desk("--game", game_id, "--position", position.to_text())
    log = listening(app)
    lift_the_cover(app)
    _move, source, target = a_move(position, view)
    cursor = Cursor(app, {cell.id: cell.center for cell in geometry.cells}, names)
    if source is not None:
        before = len(spoken(log))
        cursor.go(source)
        wait_to_hear(log, f"{names[source]}: ", before)
        before = len(spoken(log))
        app.keys("space")
        said = wait_to_hear(log, "selected; it may go to", before)
        assert any(names[target] in phrase for phrase in said if "it may go to" in phrase), said
    before = len(spoken(log))
    cursor.go(target)
    wait_to_hear(log, f"{names[target]}: ", before)
    before = len(spoken(log))
    app.keys("space")
    wait_to_hear(log, "Last move:", before)


def test_orca_says_the_move_box_and_a_move_typed_in_it(desk: Open) -> None:
    app = desk("--game", "parry")
    log = listening(app)
    before = len(spoken(log))
    app.keys("ctrl+l")  # Qt's selecting the text came first, and Orca took it for the focus: silence
    said = wait_to_hear(log, "Type a move", before)
    assert any("place a stone" in phrase for phrase in said), said  # what to do, read with the box
    before = len(spoken(log))
    app.keys("at", "1", "Return")  # "@1": a stone on point 1
    said = wait_to_hear(log, "Last move: White placed a stone on uncontrolled point 1", before)
    # Orca 43 does not speak the main window's window:activate that the completion list causes.
    assert not any(phrase.startswith("untitled — Parry") for phrase in said), said


def test_orca_says_a_move_played_from_the_cells_list(desk: Open) -> None:
    app = desk("--game", "parry")
    log = listening(app)
    before = len(spoken(log))
    app.keys("ctrl+shift+l")  # View ▸ Cells: the list takes the keyboard, and says so
    wait_to_hear(log, "Cells", before)
    before = len(spoken(log))
    app.keys("Down")
    wait_to_hear(log, "1: empty", before)
    before = len(spoken(log))
    app.keys("Return")  # clicks point 1: a stone placed there
    said = wait_to_hear(log, "Last move: White placed a stone on uncontrolled point 1", before)
    assert sum("Last move:" in phrase for phrase in said) == 1, said  # once, not twice
