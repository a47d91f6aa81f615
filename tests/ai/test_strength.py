"""The issue's strength targets, per game (long: `pytest -m long tests/ai`).

Each check is a seeded match, so a failure replays exactly; the same figures
come from `pardsgui-engine match GAME --a easy --b random --games N --seed 1`.
"""

from __future__ import annotations

import pytest

from pardsgui.ai.match import run_match
from pardsgui.games import available_ids, get_game

# The long dice games need fewer games to show the same thing at a bearable cost.
GAMES = {"pagade": 40, "nardshir": 40}
DEFAULT_GAMES = 100


@pytest.mark.long
@pytest.mark.parametrize("game_id", available_ids())
@pytest.mark.parametrize(("a", "b", "target"), [("easy", "random", 0.90), ("medium", "easy", 0.65)])
def test_level_beats_the_one_below(game_id: str, a: str, b: str, target: float) -> None:
    games = GAMES.get(game_id, DEFAULT_GAMES)
    result = run_match(get_game(game_id), {}, a, b, games, seed=1, jobs=2)
    assert result.a_points / games >= target, f"{a} scored {result.a_points} of {games} against {b}"
