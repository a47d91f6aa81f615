"""What a typed text names: a legal move by any of its names, a roll, or the rules' reason for nothing."""

from __future__ import annotations

import pytest

from pardsgui.games import available_ids, get_game
from pardsgui.table.typed import completions, names, normal, read, typeable


def test_names_are_compared_without_case_spaces_or_fancy_dashes() -> None:
    assert normal("  Step 11  →  10 ") == "step 11 - 10"
    assert normal("Roll 1 and 2 — a1 1") == "roll 1 and 2 - a1 1"


@pytest.mark.parametrize("game_id", available_ids())
def test_every_name_of_every_move_reads_back_as_that_move(game_id: str) -> None:
    game = get_game(game_id)
    position, view = game.initial(), game.board_view()
    if position.is_chance:
        position = position.play(position.legal_moves()[0])
    offered = completions(position, view, None)
    for move in typeable(position, view):
        for name in names(position, view, move, None):
            assert name in offered
            reading = read(position, view, f"  {name.upper()} ", None)
            assert move in reading.moves and not reading.reason, name


def test_roll_throws_and_a_written_roll_sets_the_dice() -> None:
    game = get_game("nardshir")
    start, view = game.initial(), game.board_view()
    assert read(start, view, "Roll", None).roll
    (move,) = read(start, view, "roll 5,3", None).moves
    assert start.play(move).to_text().endswith("dice=3,5")
    rolled = start.play(move)
    assert not read(rolled, view, "roll", None).roll  # the dice are already thrown


def test_what_names_no_legal_move_gets_the_rules_reason() -> None:
    game = get_game("parry")
    start, view = game.initial(board="square-5-ortho"), game.board_view()
    assert read(start, view, "pass", None).reason == "A turn starts with a placement (like '@12')"
    assert read(start, view, "@99", None).reason == "Point 99 is not on this board (points 0 to 24)"
    assert read(start, view, "hello", None).reason.startswith("Moves are written like '@12' (place)")
    assert read(start, view, "", None).reason.startswith("Type a move, e.g. '@0'")
    over = game.parse("1111111112222222233333333 2 board=square-5-ortho seats=3 last=1")
    assert read(over, view, "@3", None).reason.startswith("The game is over")


def test_the_engine_s_echo_of_the_typed_text_is_not_repeated() -> None:
    game = get_game("kerd")
    assert read(game.initial(), game.board_view(), "choose zz", None).reason == (
        "'zz' is not a square (a1 to l12)"
    )


def test_a_secret_move_is_not_typed_in_the_open() -> None:
    from tests.games.kerd.test_words import KINGS, position

    game = get_game("kerd")
    view = game.board_view()
    spy = position({**KINGS, "d5": "p"}, infiltrators="d5,-", checked="1")  # White may reveal d5
    (reveal,) = view.secret_moves(spy)
    assert reveal in spy.legal_moves() and reveal not in typeable(spy, view)
    reading = read(spy, view, spy.move_text(reveal), None)
    assert not reading.moves and reading.reason.startswith("That is a secret move")
