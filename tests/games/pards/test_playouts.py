"""Random-playout invariants over 1,000 games, cross-checked against the plain reference.

Random Pards games end by the rules (the Vicar on rank a or g, two passes)
or, like a recorded game, by threefold repetition: a side left without a
sack can shuffle forever while the other passes, and only the record's
repetition count stops that.  `random_game` keeps that count exactly as the
game record does.  A cap of 20,000 moves guards the test; it must almost
never be reached (the longest random game seen is about 4,000 moves).

1,000 games are about half a million positions, so the games run in two
worker processes and the slow reference checks one position in 500
(the perft cases and the long run check far more).
"""

from __future__ import annotations

import multiprocessing
import random
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import pytest

from pardsgui.core.contract import Position
from pardsgui.games import get_game
from pardsgui.games.pards.bench import CAP, random_game
from pardsgui.games.pards.rules import SUIT_LIMITS, PardsPosition, Step
from tests.games.pards import reference

REFERENCE_EVERY = 500
ROUND_TRIP_EVERY = 10


def piece_counts(position: PardsPosition) -> Counter[str]:
    """Every piece on the board or waiting for placement, and the empty squares left."""
    counts = Counter(position.cells)
    if position.place:
        counts[position.place] += 1
        counts["."] -= 1
    return counts


class Checker:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.start_counts: Counter[str] = Counter()
        self.steps = 0
        self.cross_checked = 0

    def __call__(self, before: Position, move: object, after: Position) -> None:
        assert isinstance(before, PardsPosition) and isinstance(after, PardsPosition)
        self.steps += 1
        assert move in before.legal_moves()
        # Pieces are never lost: a sacked piece waits in `place` until it is put back.
        assert piece_counts(after) == self.start_counts, after.to_text()
        if type(move) is Step and move.sack:
            assert after.phase == 1 and after.side == before.side and after.place
        if after.place:
            assert after.phase in (1, 2, 3)
        if self.rng.random() * ROUND_TRIP_EVERY < 1:
            text = after.to_text()
            again = get_game("pards").parse(text)
            assert again == after and again.to_text() == text
            assert before.parse_move(before.move_text(move)) == move
        if self.rng.random() * REFERENCE_EVERY < 1:
            self.cross_checked += 1
            expected = reference.moves(reference.Ref(before.to_text()))
            assert {before.move_text(m) for m in before.legal_moves()} == expected, before.to_text()
            assert reference.text(
                reference.play(reference.Ref(before.to_text()), before.move_text(move))
            ) == (after.to_text())


def run_games(games: int, seed: int) -> tuple[Counter[str], int, int, int]:
    """Play `games` random games; returns (how they ended, moves, longest, positions cross-checked)."""
    game = get_game("pards")
    rng = random.Random(seed)
    checker = Checker(random.Random(seed + 1))
    ends: Counter[str] = Counter()
    longest = 0
    for _ in range(games):
        start = game.initial()
        assert isinstance(start, PardsPosition)
        checker.start_counts = piece_counts(start)
        final, made, how = random_game(start, rng, cap=CAP, visit=checker)
        ends[how] += 1
        longest = max(longest, made)
        if how == "end":
            assert final.outcome is not None and final.legal_moves() == ()
        else:
            assert final.outcome is None
    for limit in SUIT_LIMITS.values():
        assert limit <= 4
    return ends, checker.steps, longest, checker.cross_checked


def run_parallel(games: int, seed: int, workers: int = 2) -> tuple[Counter[str], int, int, int]:
    shares = [games // workers + (1 if i < games % workers else 0) for i in range(workers)]
    context = multiprocessing.get_context("spawn")  # no forking of a process that may hold Qt
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        results = list(pool.map(run_games, shares, [seed * 1000 + i for i in range(workers)]))
    ends: Counter[str] = Counter()
    for found, _, _, _ in results:
        ends.update(found)
    return (
        ends,
        sum(r[1] for r in results),
        max(r[2] for r in results),
        sum(r[3] for r in results),
    )


def check_run(games: int, seed: int) -> None:
    ends, steps, longest, cross_checked = run_parallel(games, seed)
    assert sum(ends.values()) == games
    assert ends["cap"] <= games // 500, ends  # the cap is a guard, not a way to end games
    assert ends["end"] >= games * 9 // 10, ends  # most random games end by the rules themselves
    assert longest < CAP or ends["cap"]
    assert cross_checked >= steps // REFERENCE_EVERY // 2


def test_one_hundred_random_games_keep_every_invariant_and_end() -> None:
    check_run(100, seed=1)  # the `long` run plays ten thousand


@pytest.mark.long
def test_ten_thousand_random_games_keep_every_invariant_and_end() -> None:
    check_run(10_000, seed=2)


def test_a_small_run_in_this_process_for_clear_failures() -> None:
    ends, steps, _, cross_checked = run_games(5, seed=3)
    assert sum(ends.values()) == 5 and steps > 0 and cross_checked > 0
