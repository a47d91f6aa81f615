"""Golden playthroughs: fixed-seed random games, every move and position, diffed.

A change to any rule, to the notation or to the text shows up here as the
first line that differs.  After an intended change, regenerate with
PARDSGUI_UPDATE_GOLDEN=1 and review the diff like code.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.games import get_game
from tests.games.pards import reference
from tests.helpers import check_golden, transcript

HERE = Path(__file__).parent


@pytest.mark.parametrize("seed", [9, 45])
def test_golden_playthrough(seed: int) -> None:
    text = transcript(get_game("pards").initial(), seed)
    check_golden(HERE / f"golden_seed{seed}.txt", text)
    # The games were picked to show every part of a sack turn.
    moves = [line.split("\t")[0] for line in text.splitlines()]
    assert any("x" in m for m in moves) and any("@" in m for m in moves)
    assert any(m == "keep" or (m.endswith(("+", "-")) and len(m) == 3) for m in moves)


@pytest.mark.parametrize("seed", [9, 45])
def test_the_reference_replays_the_golden_game(seed: int) -> None:
    lines = (HERE / f"golden_seed{seed}.txt").read_text().splitlines()
    position = reference.Ref(lines[0].split("\t")[1])
    for line in lines[1:-1]:
        move, text = line.split("\t")
        position = reference.play(position, move)
        assert reference.text(position) == text, move
    assert reference.over(position)
