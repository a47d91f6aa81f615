"""Every game of the registry keeps the one contract: the same checks, in the same words' places.

Parametrized over `GAME_IDS`, so a game added to the registry is held to it
without editing this file. Game-specific cases live in each game's folder.
"""

from __future__ import annotations

import pytest

from pardsgui.core.contract import IllegalMove, MoveSyntaxError
from pardsgui.games import GAME_IDS, get_game
from tests.helpers import positions_of_a_random_game

OPTION_VALUES = [
    (game_id, spec.key, value)
    for game_id in GAME_IDS
    for spec in get_game(game_id).options()
    for value, _label in spec.choices
]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_text_that_names_no_move_is_a_syntax_error_not_an_illegal_move(game_id: str) -> None:
    position = get_game(game_id).initial()
    for text in ("", "???", "zz99-zz98", "move the horse please"):
        with pytest.raises(MoveSyntaxError):
            position.parse_move(text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_real_move_at_the_wrong_time_is_illegal_with_its_reason(game_id: str) -> None:
    line = positions_of_a_random_game(game_id, 1, limit=200)
    checked = 0
    for earlier, later in zip(line, line[5:], strict=False):
        for move in earlier.legal_moves()[:20]:
            text = earlier.move_text(move)
            if later.is_legal(move):
                assert later.parse_move(text) == move
                continue
            with pytest.raises(IllegalMove) as refused:
                later.parse_move(text)
            assert not isinstance(refused.value, MoveSyntaxError), (text, str(refused.value))
            assert str(refused.value).strip(), text
            with pytest.raises(IllegalMove):
                later.play(move)
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_checked_and_unchecked_play_agree_and_every_move_reads_back(game_id: str) -> None:
    for position in positions_of_a_random_game(game_id, 2, limit=120):
        for move in position.legal_moves():
            assert position.is_legal(move)
            assert position.parse_move(position.move_text(move)) == move
            assert position.apply(move).to_text() == position.play(move).to_text()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_position_of_a_game_reads_back_from_its_text(game_id: str) -> None:
    game = get_game(game_id)
    for position in positions_of_a_random_game(game_id, 3, limit=200):
        again = game.parse(position.to_text())
        assert again.to_text() == position.to_text()
        assert sorted(map(again.move_text, again.legal_moves())) == sorted(
            map(position.move_text, position.legal_moves())
        )


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_legal_move_maps_to_cells_of_the_board(game_id: str) -> None:
    view = get_game(game_id).board_view()
    for position in positions_of_a_random_game(game_id, 4, limit=150):
        cells = {cell.id for cell in view.geometry(position).cells}
        for move in position.legal_moves():
            source, target = view.move_cells(position, move)
            assert source is None or source in cells, (position.move_text(move), source)
            assert target is None or target in cells, (position.move_text(move), target)


@pytest.mark.parametrize(("game_id", "key", "value"), OPTION_VALUES)
def test_every_option_value_starts_a_game_that_can_be_played(game_id: str, key: str, value: str) -> None:
    game = get_game(game_id)
    position = game.initial(**{key: value})
    assert game.options_of(position).get(key, value) == value
    assert position.legal_moves()
    assert game.parse(position.to_text()).to_text() == position.to_text()
