"""Every game's search hooks on positions from real games: sane chances, legal playout moves."""

from __future__ import annotations

import random

import pytest

from pardsgui.ai.hooks import NO_HOOKS, hooks_for
from pardsgui.core.contract import Position
from pardsgui.games import available_ids
from pardsgui.games.pagade.ai import evaluate as pagade_evaluate
from pardsgui.games.pagade.ai import pips
from pardsgui.games.pagade.rules import PagadePosition
from pardsgui.games.pards.ai import evaluate as pards_evaluate
from tests.games.pards.util import GAME as PARDS
from tests.games.pards.util import board
from tests.helpers import positions_of_a_random_game


@pytest.mark.parametrize("game_id", available_ids())
def test_every_game_has_hooks_and_a_measured_speed(game_id: str) -> None:
    hooks = hooks_for(game_id)
    assert hooks is not NO_HOOKS
    assert hooks.steps_per_second != NO_HOOKS.steps_per_second  # calibrated, not the default


@pytest.mark.parametrize("game_id", available_ids())
def test_evaluations_are_chances_and_playout_moves_are_legal(game_id: str) -> None:
    hooks = hooks_for(game_id)
    rng = random.Random(5)
    checked = 0
    for position in positions_of_a_random_game(game_id, 3):
        if position.outcome is not None or position.is_chance:
            continue
        if hooks.determinize is not None and position.current is not None:
            position = hooks.determinize(position.redacted(position.current), position.current, rng)
        if hooks.evaluate is not None:
            chances = hooks.evaluate(position)
            assert len(chances) == position.players
            assert all(0.0 <= c <= 1.0 for c in chances), chances
        if hooks.playout_move is not None:
            moves = position.legal_moves()
            assert hooks.playout_move(position, moves, rng) in moves
        checked += 1
    assert checked > 10


def test_pards_the_vicar_deep_in_blacks_half_favours_white() -> None:
    def with_vicar_on(square: str) -> Position:
        pieces = {"a1": "C", "a2": "S", "g8": "c", "g9": "s", square: "V"}
        return PARDS.parse(f"{board(**pieces)} w grids=-")

    white_ahead, even, black_ahead = (pards_evaluate(with_vicar_on(sq))[0] for sq in ("f5", "d5", "b5"))
    assert white_ahead > 0.7 and abs(even - 0.5) < 1e-9 and black_ahead < 0.3


def test_pagade_a_colour_far_ahead_in_the_race_is_favoured() -> None:
    checked = 0
    for position in positions_of_a_random_game("pagade", 7, limit=3000, seats="4"):
        assert isinstance(position, PagadePosition)
        if position.outcome is not None or position.finished:
            continue
        left = pips(position)
        chances = pagade_evaluate(position)
        ahead, behind = left.index(min(left)), left.index(max(left))
        if left[behind] - left[ahead] > 40:
            assert chances[ahead] > chances[behind], (position.to_text(), chances)
            checked += 1
    assert checked > 10
