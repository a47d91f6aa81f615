"""Golden playthroughs: fixed-seed random games, every move and position, diffed.

A change to any rule, to the notation or to the text shows up here as the
first line that differs.  After an intended change, regenerate with
PARDSGUI_UPDATE_GOLDEN=1 and review the diff like code.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.games import get_game
from tests.helpers import check_golden, transcript

HERE = Path(__file__).parent


@pytest.mark.parametrize(("seats", "seed"), [("2", 1), ("4", 2)])
def test_golden_playthrough(seats: str, seed: int) -> None:
    start = get_game("pagade").initial(seats=seats)
    check_golden(HERE / f"golden_seats{seats}_seed{seed}.txt", transcript(start, seed))
