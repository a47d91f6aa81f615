"""Random-playout invariants, and a cross-check of the fast engine against a plain second reading.

How random games end: executions thin the board quickly, so most random games
reach bare Kings (or a few pieces that cannot mate) and end by threefold
repetition, which the game record applies (`Kerd.repetition_draw = 3`); the
playouts here apply it the same way, through `repetition_key()`.  Measured
over 1,000 games (seed 1): mean about 700 moves, 99th percentile about 1,700,
longest about 2,100.  The cap below is a safety net, far above that, and the
tests check that it is (almost) never reached.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from pardsgui.core.contract import Position
from pardsgui.core.repetition import Repetitions
from pardsgui.games import get_game
from pardsgui.games.kerd.rules import KerdPosition
from tests.games.kerd.reference import reference_moves

GAME = get_game("kerd")
HERE = Path(__file__).parent
CAP = 6000
#: The default run's sample (the `long` run plays ten thousand): enough for every kind of move.
GAMES = 100  # the `long` run plays ten thousand
# One side's set: T J S H B Q K C P (the off lists' order).
SET = {"T": 2, "J": 2, "S": 2, "H": 2, "B": 2, "Q": 1, "K": 1, "C": 2, "P": 12}
KIND_OF = {letter: index for index, letter in enumerate(".TJSHBQKCP")}
# Captures, promotions, joint moves, castling, reveals and choices change the most fields,
# so positions after them are always round-tripped; plain steps and executions by sample.
SPECIAL = ("x", "=", "&", "O-", "reveal", "choose")


def perft_starts() -> list[str]:
    lines = (HERE / "kerd.perft").read_text().splitlines()
    return [line.split(" ", 1)[1] for line in lines if line.startswith("position ")]


class Checks:
    """The invariants of one playout run; expensive ones on a sample of positions."""

    def __init__(self, reference_plies: set[int], stride: int, specials: bool = True) -> None:
        self.reference_plies = reference_plies
        self.stride = stride
        self.specials = specials
        self.round_trips = 0
        self.references = 0
        self.totals: dict[int, int] = {}

    def begin(self, start: KerdPosition) -> None:
        """Pieces never appear or vanish: each kind's total (board and off lists) stays as at the start."""
        self.totals = {kind: self.total(start, kind) for kind in range(1, 10)}

    @staticmethod
    def total(position: KerdPosition, kind: int) -> int:
        count = position.board.count(kind) + position.board.count(-kind)
        return count + position.off[0][kind] + position.off[1][kind]

    def step(self, before: KerdPosition, move: object, after: KerdPosition, ply: int, game: int) -> None:
        text = before.move_text(move)
        assert after.board.count(7) == 1 and after.board.count(-7) == 1, f"Kings after {text}"
        assert after.checked or not before.checked, "checked never goes back to 0"
        if not before.choosing:  # the engine's plain attack test, apart from its legality shortcuts
            assert not after.king_attacked(before.side), f"{text} leaves the King attacked"
        special = self.specials and any(mark in text for mark in SPECIAL)
        if special or ply % self.stride == 0:
            self.account(after)
            self.round_trip(after)
            assert before.parse_move(text) == move
        if ply in self.reference_plies:
            self.cross_check(before)

    def account(self, position: KerdPosition) -> None:
        for kind, total in self.totals.items():
            assert self.total(position, kind) == total, f"kind {kind} in {position.to_text()}"

    def round_trip(self, position: KerdPosition) -> None:
        self.round_trips += 1
        text = position.to_text()
        again = GAME.parse(text)
        assert again == position and again.to_text() == text and hash(again) == hash(position)
        fields = dict(part.split("=", 1) for part in text.split()[2:])
        white, black = fields.get("infiltrators", "-,-").split(",")
        for seat, shown in (  # a choice is '?' to the other seat, unless not made ('*') or revealed ('+')
            (0, f"{white},{black if black in '*+' else '?'}"),
            (1, f"{white if white in '*+' else '?'},{black}"),
        ):
            assert f"infiltrators={shown}" in position.redacted(seat) or shown == "-,-" == f"{white},{black}"

    def cross_check(self, position: KerdPosition) -> None:
        self.references += 1
        text = position.to_text()
        expected = reference_moves(text)
        got = {position.move_text(m): position.play(m).to_text() for m in position.legal_moves()}
        assert sorted(got) == sorted(expected), text
        for move, after in expected.items():
            assert got[move] == after, f"{text} then {move}"


def play_out(
    start: Position, rng: random.Random, checks: Checks, game: int, avoid_executions: bool = False
) -> tuple[KerdPosition, int, str]:
    """A random game to its end (checkmate, stalemate, threefold repetition) or the cap."""
    position = start
    assert isinstance(position, KerdPosition)
    checks.begin(position)
    seen = Repetitions(GAME.repetition_draw)
    seen.add(position.repetition_key())
    ply = 0
    while True:
        moves = position.legal_moves()
        if not moves:
            return position, ply, "end"
        if avoid_executions and rng.random() < 0.95:
            # Executions are a third of all moves early on; fewer of them keep games rich.
            chosen = [m for m in moves if not position.move_text(m).startswith("execute")] or list(moves)
            move = chosen[rng.randrange(len(chosen))]
        else:
            move = moves[rng.randrange(len(moves))]
        after = position.play(move)
        assert isinstance(after, KerdPosition)
        ply += 1
        checks.step(position, move, after, ply, game)
        position = after
        if seen.add(position.repetition_key()):
            return position, ply, "repetition"
        if ply >= CAP:
            return position, ply, "cap"


def run(games: int, seed: int, reference_games: int, special_games: int, stride: int) -> Counter[str]:
    """`reference_games` games are cross-checked on some early plies; in `special_games` games
    every position after a capture, promotion, joint move, castling or reveal is round-tripped;
    in all games every `stride`-th position is."""
    rng = random.Random(seed)
    endings: Counter[str] = Counter()
    # Early plies (many pieces) and late ones (few: the engine then adds up the enemy's reach).
    sampled = Checks({1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610}, stride)
    full = Checks(set(), stride)
    plain = Checks(set(), stride, specials=False)
    start = GAME.initial()
    assert isinstance(start, KerdPosition)
    for letter, count in SET.items():  # the start holds both full sets
        assert Checks.total(start, KIND_OF[letter]) == 2 * count
    for game in range(games):
        checks = sampled if game < reference_games else full if game < special_games else plain
        final, _, how = play_out(GAME.initial(), rng, checks, game)
        endings[how] += 1
        if how == "end":
            assert final.outcome is not None and final.legal_moves() == ()
            expected = ((0.0, 1.0) if final.side == 0 else (1.0, 0.0)) if final.in_check else (0.5, 0.5)
            assert final.outcome == expected
        else:
            assert final.outcome is None
    assert sampled.references >= 9 * min(games, reference_games)
    assert endings["cap"] <= games // 100, endings
    return endings


def test_one_hundred_random_games_keep_every_invariant_and_end() -> None:
    endings = run(GAMES, seed=1, reference_games=10, special_games=50, stride=50)
    assert endings["end"] + endings["repetition"] >= GAMES - GAMES // 100


def test_games_from_the_perft_positions_agree_with_the_reference_move_by_move() -> None:
    # Castling, edited region maps, recaptures and promotions are rare from the start position;
    # these starts have them, and executions are mostly avoided to keep the pieces on.
    rng = random.Random(5)
    every = Checks(set(range(1, 25)), stride=1)
    for index, start in enumerate(perft_starts()):
        play_out_limited(GAME.parse(start), rng, every, index, plies=24)
    assert every.references >= 100


def play_out_limited(start: Position, rng: random.Random, checks: Checks, game: int, plies: int) -> None:
    position = start
    assert isinstance(position, KerdPosition)
    checks.begin(position)
    for ply in range(1, plies + 1):
        moves = position.legal_moves()
        if not moves:
            return
        chosen = [m for m in moves if not position.move_text(m).startswith("execute")] or list(moves)
        move = chosen[rng.randrange(len(chosen))]
        after = position.play(move)
        assert isinstance(position, KerdPosition) and isinstance(after, KerdPosition)
        checks.step(position, move, after, ply, game)
        position = after


@pytest.mark.long
def test_ten_thousand_random_games_keep_every_invariant_and_end() -> None:
    endings = run(10_000, seed=11, reference_games=300, special_games=10_000, stride=10)
    assert endings["end"] + endings["repetition"] >= 9_900


@pytest.mark.long
def test_long_games_from_the_perft_positions_agree_with_the_reference() -> None:
    rng = random.Random(15)
    every = Checks(set(range(1, 81)), stride=1)
    for round_ in range(10):
        for index, start in enumerate(perft_starts()):
            play_out_limited(GAME.parse(start), rng, every, round_ * 10 + index, plies=80)
