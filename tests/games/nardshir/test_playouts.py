"""Random-playout invariants, and a cross-check against a plain second reading."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import Position
from pardsgui.core.playout import random_playout
from pardsgui.games import get_game
from pardsgui.games.nardshir.rules import NardshirPosition
from tests.games.nardshir.reference import reference_moves

GAME = get_game("nardshir")


def check_step(before: Position, move: object, after: Position) -> None:
    assert isinstance(before, NardshirPosition) and isinstance(after, NardshirPosition)
    assert move in before.legal_moves()
    for position in (before, after):
        for seat in (0, 1):
            sign = 1 - 2 * seat
            on_board = sum(v * sign for v in position.board if v * sign > 0)
            assert on_board + position.hand[seat] + position.off[seat] == 15
    text = after.to_text()
    again = GAME.parse(text)
    assert again == after and again.to_text() == text
    assert before.parse_move(before.move_text(move)) == move
    if after.current is not None:
        expected = reference_moves(
            list(after.board), after.player, list(after.hand), list(after.dice), after.variant
        )
        got = {after.move_text(m) for m in after.legal_moves()}
        assert got == (expected or {"pass"}), after.to_text()


def run(games: int, variant: str, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(games):
        final, moves = random_playout(GAME.initial(variant=variant), rng, visit=check_step)
        assert final.outcome is not None, f"unfinished after {moves} moves"
        assert sorted(final.outcome) == [0.0, 1.0]  # with 15 pieces each a deadlock cannot occur
        assert final.legal_moves() == ()


def test_one_hundred_games_keep_every_invariant_and_end() -> None:
    run(90, "ludii2", seed=1)  # the `long` run plays ten thousand
    run(10, "historical", seed=2)


@pytest.mark.long
def test_ten_thousand_games_keep_every_invariant_and_end() -> None:
    run(9000, "ludii2", seed=11)
    run(1000, "historical", seed=12)
