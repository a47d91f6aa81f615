"""The computer player's Kerd hooks: sampling the hidden choice, evaluation, playouts."""

from __future__ import annotations

import random

import pytest

from pardsgui.ai import Level, think
from pardsgui.ai.hooks import hooks_for
from pardsgui.games.kerd.ai import HOOKS, determinize, evaluate, playout_move
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import Execute, square_name
from tests.games.kerd.build import GAME, play, position

KINGS = {"g1": "K", "g12": "k"}
QUICK = Level("quick", None, 0.05)  # about 700 moves searched: a few dozen iterations


def sample(seen: str, seat: int, rng: random.Random) -> KerdPosition:
    result = determinize(seen, seat, rng)
    assert isinstance(result, KerdPosition)
    return result


def test_the_search_finds_the_kerd_hooks() -> None:
    assert hooks_for("kerd") is HOOKS
    assert HOOKS.determinize is determinize and HOOKS.evaluate is evaluate
    assert HOOKS.playout_depth is not None and HOOKS.playout_depth < 100


def test_samples_look_the_same_to_the_seat_as_the_real_position() -> None:
    rng = random.Random(2)
    current: KerdPosition = GAME.initial()
    checked = 0
    for ply in range(160):
        if current.outcome is not None:
            break
        if ply % 4 == 0 or ply < 3:
            for seat in (0, 1):
                seen = current.redacted(seat)
                full = sample(seen, seat, rng)
                assert full.redacted(seat) == seen
                assert full.infiltrators[seat] == current.infiltrators[seat]
                other = full.infiltrators[1 - seat]
                if other >= 0:  # an eligible piece of the seat's own
                    value = full.board[other] * (1 if seat == 0 else -1)
                    assert value > 0 and value not in (1, 3, 6, 7)
                checked += 1
        moves = current.legal_moves()
        move = playout_move(current, moves, rng)
        after = current.play(move)
        assert isinstance(after, KerdPosition)
        current = after
    assert checked > 50


BLACK_PAWNS = {f"{file}11": "p" for file in "abcdefghijkl"}
BLACK_OFF = "jjhhbbcc"  # with the twelve Pawns on rank 11: every Black piece that can be chosen


def test_the_opponents_choice_may_be_gone_as_often_as_pieces_it_could_have_been_have_left() -> None:
    # White chose a Black piece.  Black sees twelve Pawns it could be on the board and eight
    # pieces it could have been off it: White's infiltrator is gone 8 times out of 20.
    real = position({**KINGS, **BLACK_PAWNS, "e2": "P"}, infiltrators="d11,e2", off=f"-,{BLACK_OFF}")
    seen = real.redacted(1)
    assert "infiltrators=?,e2" in seen
    rng = random.Random(5)
    choices = [sample(seen, 1, rng).infiltrators[0] for _ in range(2000)]
    assert 0.35 < choices.count(-1) / 2000 < 0.45
    assert {square_name(sq) for sq in choices if sq >= 0} == set(BLACK_PAWNS)


def test_a_seat_can_tell_that_its_opponent_has_revealed() -> None:
    # White has revealed Black's Pawn on a11: it is White's now, and Black is a Pawn short.
    revealed = {**KINGS, **BLACK_PAWNS, "a11": "P", "e2": "P"}
    seen = position(revealed, "b", infiltrators="-,e2", checked="1", off=f"-,{BLACK_OFF}").redacted(1)
    assert "infiltrators=?,e2" in seen
    rng = random.Random(1)
    assert {sample(seen, 1, rng).infiltrators[0] for _ in range(20)} == {-1}
    # A Pawn on its owner's own first rank can only be a revealed one, too.
    seen = position({**KINGS, "c12": "p", "e2": "P"}, "b", infiltrators="-,-").redacted(0)
    assert "infiltrators=-,?" in seen
    assert {sample(seen, 0, rng).infiltrators[1] for _ in range(20)} == {-1}


@pytest.mark.parametrize("white_choice", ["d12", "a11", "f10"])
def test_blacks_choice_does_not_depend_on_whites_secret(white_choice: str) -> None:
    half = play(GAME.initial(), f"choose {white_choice}")
    found = think(half, QUICK, seed=4)
    reference = think(play(GAME.initial(), "choose b12"), QUICK, seed=4)
    assert found.best is not None and found.best == reference.best
    assert [(s.text, s.visits) for s in found.moves] == [(s.text, s.visits) for s in reference.moves]
    assert half.parse_move(half.move_text(found.best)) == found.best


@pytest.mark.parametrize("black_choice", ["e2", "b1", "g3"])
def test_whites_move_does_not_depend_on_blacks_secret(black_choice: str) -> None:
    ready = play(GAME.initial(), "choose d12", f"choose {black_choice}")
    found = think(ready, QUICK, seed=9)
    reference = think(play(GAME.initial(), "choose d12", "choose k1"), QUICK, seed=9)
    assert found.best == reference.best and found.values == reference.values
    assert found.best in ready.legal_moves()


def test_the_computer_chooses_an_infiltrator_in_the_choice_phase() -> None:
    start = GAME.initial()
    found = think(start, QUICK, seed=1)
    assert found.stopped == "budget" and start.move_text(found.best).startswith("choose ")


def test_evaluation_by_material() -> None:
    level = evaluate(GAME.initial())
    assert level == pytest.approx((0.5, 0.5))
    up = evaluate(position({**KINGS, "a1": "T"}, off="-,tt"))  # White a Tower up
    assert up[0] > 0.6 and up[0] + up[1] == pytest.approx(1.0)
    spy = evaluate(position({**KINGS, "d5": "h", "d4": "H"}, infiltrators="d5,-"))
    assert spy[0] > 0.5  # White's infiltrator counts for White


def test_playouts_seldom_execute_their_own_pieces() -> None:
    ready = play(GAME.initial(), "choose d12", "choose e2")
    moves = ready.legal_moves()
    executions = sum(1 for move in moves if isinstance(move, Execute)) / len(moves)
    rng = random.Random(1)
    drawn = [playout_move(ready, moves, rng) for _ in range(1000)]
    assert executions > 0.3
    assert sum(1 for move in drawn if isinstance(move, Execute)) / 1000 < executions**3 * 1.5
