"""A click that asks the selected piece to go where the rules forbid refuses; every other click is as before.

The click map picks another of the mover's pieces on a click, unless the game names that
cell as where the selected piece is asked to go (`BoardView.forbidden_targets`): Nardshir's
hand selected, a click on one's own full point the die counts to says why, not selects it.
"""

from __future__ import annotations

import pytest

from pardsgui.games import available_ids, get_game
from pardsgui.table.clicks import MoveMap, Refuse, Select, react
from tests.helpers import positions_of_a_random_game

FULL = "0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 w hand=13,15 dice=3,5"


def test_a_click_on_ones_own_full_point_the_die_counts_to_is_refused() -> None:
    game = get_game("nardshir")
    position = game.parse(FULL)
    moves = MoveMap.of(position, game.board_view())
    assert "p4" in moves.by_source  # point 4's pieces may move: a plain click picks them
    assert react(moves, None, "p4") == Select("p4")
    assert react(moves, "hand-w", "p4") == Refuse("hand-w", "p4")  # the 5 from the hand counts there
    assert react(moves, "hand-w", "hand-w") == Select(None)
    # Without the game's word the same click picked point 4: the change is only there.
    moves.forbidden = {}
    assert react(moves, "hand-w", "p4") == Select("p4")


@pytest.mark.parametrize("game_id", available_ids())
def test_every_other_click_reacts_as_it_did_without_forbidden_targets(game_id: str) -> None:
    view = get_game(game_id).board_view()
    refused = 0
    for seed in (1, 2):
        for position in positions_of_a_random_game(game_id, seed, limit=150)[::3]:
            if position.outcome is not None or position.is_chance:
                continue
            moves = MoveMap.of(position, view)
            plain = MoveMap(moves.by_source, moves.direct, moves.on_piece, moves.buttons)
            cells = [cell.id for cell in view.geometry(position).cells]
            for selected in [None, *moves.by_source]:
                for cell in cells:
                    now, before = react(moves, selected, cell), react(plain, selected, cell)
                    if selected is not None and cell in moves.forbidden.get(selected, ()):
                        # Only a pick of another piece, or a refusal already, becomes a refusal.
                        assert isinstance(before, (Select, Refuse)) and before != Select(None)
                        assert now == Refuse(selected, cell)
                        refused += isinstance(before, Select)
                    else:
                        assert now == before, (position.to_text(), selected, cell)
    if game_id != "nardshir":
        assert refused == 0
