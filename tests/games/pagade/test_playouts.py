"""Random-playout invariants, and a cross-check against a plain second reading."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from pardsgui.core.contract import Position
from pardsgui.core.playout import random_playout
from pardsgui.games import get_game
from pardsgui.games.pagade.route import BELLY, HOME, OFF, track_square
from pardsgui.games.pagade.rules import NO_PAWN, PagadePosition, Roll, occupancy
from tests.games.pagade.reference import State, reference_moves, reference_play, reference_text

GAME = get_game("pagade")
PLACES = [0.0, 1 / 3, 2 / 3, 1.0]
SQUARES = [[track_square(colour, index) for index in range(HOME + 1)] for colour in range(4)]


def check_step(before: Position, move: object, after: Position) -> None:
    """What must hold after every move of every game."""
    assert isinstance(before, PagadePosition) and isinstance(after, PagadePosition)
    assert move in before.legal_moves()
    if before.is_chance:  # a roll changes nothing but the dice
        assert after.pawns == before.pawns and after.occ == before.occ and after.cut == before.cut
        assert isinstance(move, Roll)
        assert after.dice == tuple(sorted(move)) and after.colour == before.colour
        return
    assert sum(len(mine) for mine in after.pawns) == 16
    assert all(len(mine) == 4 and list(mine) == sorted(mine) for mine in after.pawns)
    standing = [0] * (BELLY + 1)
    for colour, mine in enumerate(after.pawns):
        squares = SQUARES[colour]
        for index in mine:
            square = squares[index]
            if square != BELLY:
                # at most two pawns, of one colour: (colour, 1) before the second arrives
                assert standing[square] in (0, colour * 4 + 1), after.to_text()
                standing[square] = colour * 4 + (standing[square] & 3) + 1
    assert after.occ == occupancy(after.pawns)  # the incremental occupancy never drifts
    assert after.cut & before.cut == before.cut
    assert after.finished[: len(before.finished)] == before.finished
    assert len(after.finished) - len(before.finished) in (0, 1)
    assert len(set(after.finished)) == len(after.finished)
    assert set(after.finished) == {c for c in range(4) if after.pawns[c] == (HOME,) * 4}
    for colour, mine in enumerate(after.pawns):
        if mine[-1] > 76:
            assert after.cut >> colour & 1  # nobody turns into the belly without a cut
    if before.outcome is None and not before.is_chance:
        assert before.current == (before.colour & 1 if before.seats == "2" else before.colour)


def check_end(final: Position, moves: int) -> None:
    assert isinstance(final, PagadePosition)
    assert final.outcome is not None, f"unfinished after {moves} moves"
    assert final.legal_moves() == () and final.current is None and not final.is_chance
    finished = final.finished
    if final.seats == "4":
        assert len(finished) == 3  # places are given once each; the fourth is last
        assert sorted(final.outcome) == PLACES
        for place, colour in enumerate(finished):
            assert final.outcome[colour] == PLACES[3 - place]
    else:
        winners = finished[-1] % 2
        assert {winners, winners + 2} <= set(finished)
        expected = [1.0 if c % 2 == winners else 0.0 for c in range(4)]
        assert list(final.outcome) == (expected[:2] if final.seats == "2" else expected)


Visit = Callable[[Position, object, Position], None]


def run(games: int, seats: str, seed: int, visit: Visit = check_step) -> None:
    rng = random.Random(seed)
    for _ in range(games):
        final, moves = random_playout(GAME.initial(seats=seats), rng, max_moves=20_000, visit=visit)
        check_end(final, moves)


def test_three_hundred_games_keep_every_invariant_and_end() -> None:
    run(140, "4", seed=1)  # the `long` runs play thousands more
    run(80, "4p", seed=2)
    run(80, "2", seed=3)


def state_of(position: PagadePosition) -> State:
    def word(index: int) -> int | str:
        return "X" if index == OFF else "H" if index == HOME else index

    return State(
        [[word(i) for i in mine] for mine in position.pawns],
        position.colour,
        position.seats,
        list(position.dice),
        {c for c in range(4) if position.cut >> c & 1},
        list(position.finished),
        None if position.moved == NO_PAWN else word(position.moved),
    )


def cross_check(before: Position, move: object, after: Position) -> None:
    """The engine and the plain reading agree on the moves and on each move's result."""
    check_step(before, move, after)
    assert isinstance(before, PagadePosition) and isinstance(after, PagadePosition)
    if before.current is not None:
        got = {before.move_text(m) for m in before.legal_moves()}
        assert got == reference_moves(state_of(before)), before.to_text()
    expected = reference_play(state_of(before), before.move_text(move))
    text = after.to_text()
    assert text == reference_text(expected), f"{before.to_text()} + {before.move_text(move)}"
    assert after.outcome == expected.outcome
    again = GAME.parse(text)
    assert again == after and hash(again) == hash(after) and again.to_text() == text
    assert before.parse_move(before.move_text(move)) == move


def test_the_reference_agrees_on_every_position_of_many_games() -> None:
    # Twenty games in the default run (a second a game); the long run cross-checks a thousand more.
    run(8, "4", seed=21, visit=cross_check)
    run(6, "4p", seed=22, visit=cross_check)
    run(6, "2", seed=23, visit=cross_check)


@pytest.mark.long
def test_ten_thousand_games_keep_every_invariant_and_end() -> None:
    run(4000, "4", seed=11)
    run(3000, "4p", seed=12)
    run(3000, "2", seed=13)


@pytest.mark.long
def test_the_reference_agrees_on_a_thousand_more_games() -> None:
    run(400, "4", seed=31, visit=cross_check)
    run(300, "4p", seed=32, visit=cross_check)
    run(300, "2", seed=33, visit=cross_check)
