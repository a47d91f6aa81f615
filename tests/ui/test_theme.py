"""Every colour role a game's board uses has a colour in both themes."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.playout import random_playout
from pardsgui.games import available_ids, get_game
from pardsgui.ui.theme import Theme


@pytest.mark.parametrize("game_id", available_ids())
def test_every_tone_of_every_board_is_known(game_id: str) -> None:
    game = get_game(game_id)
    view = game.board_view()
    positions = [game.initial()]
    random_playout(
        game.initial(),
        random.Random(1),
        max_moves=300,
        visit=lambda _b, _m, a: positions.append(a),
        repetition_draw=game.repetition_draw,
    )
    tones: set[str] = set()
    for position in positions[::10]:
        geometry = view.geometry(position)
        tones |= {cell.tone for cell in geometry.cells}
        tones |= {mark.tone for mark in geometry.marks} | {line.tone for line in geometry.lines}
    for dark in (False, True):
        theme = Theme(dark)
        assert sorted(t for t in tones if not theme.knows(t)) == []
