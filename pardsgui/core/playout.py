"""Perft and random playouts through the public contract only.

These are what the command line, the benchmarks and the invariant tests run,
so they exercise exactly the calls the app and the AI make.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from pardsgui.core.contract import Outcome, Position, draw
from pardsgui.core.dice import pick_outcome, pick_uniform
from pardsgui.core.repetition import Repetitions


def perft(position: Position, depth: int) -> int:
    """Move sequences of length `depth`; chance moves count as moves."""
    if depth == 0:
        return 1
    moves = position.legal_moves()
    if depth == 1:
        return len(moves)
    return sum(perft(position.apply(move), depth - 1) for move in moves)


@dataclass
class Playout:
    final: Position
    moves: int
    outcome: Outcome | None  # the position's own, or a draw by repetition; None at the cap
    ended: str  # "end", "repetition" or "cap"


def play_out(
    position: Position,
    rng: random.Random,
    max_moves: int = 1_000_000,
    visit: Callable[[Position, object, Position], None] | None = None,
    repetition_draw: int | None = None,
) -> Playout:
    """Play uniformly random moves (chance moves by their odds) to the end.

    The game ends as a game record would end it: by the position's outcome, or
    by a draw when a repetition key has been seen `repetition_draw` times (the
    game's `Game.repetition_draw`: Pards and Kerd), so a stuck random game stops.
    `visit` sees every (before, move, after) step, for checks and transcripts.
    """
    # The record's own counter and rule (core/repetition.py); none at all when the game has no such draw.
    seen = Repetitions(repetition_draw) if repetition_draw is not None else None
    if seen is not None:
        seen.add(position.repetition_key())
    made = 0
    while made < max_moves:
        if position.is_chance:
            move = pick_outcome(position.chance_outcomes(), rng)
        else:
            moves = position.legal_moves()
            if not moves:
                return Playout(position, made, position.outcome, "end")
            move = pick_uniform(moves, rng)
        after = position.play(move)
        if visit is not None:
            visit(position, move, after)
        position = after
        made += 1
        if seen is not None and position.outcome is None and seen.add(position.repetition_key()):
            return Playout(position, made, draw(position.players), "repetition")
    if position.outcome is not None or not (position.is_chance or position.legal_moves()):
        return Playout(position, made, position.outcome, "end")
    return Playout(position, made, None, "cap")


def random_playout(
    position: Position,
    rng: random.Random,
    max_moves: int = 1_000_000,
    visit: Callable[[Position, object, Position], None] | None = None,
    repetition_draw: int | None = None,
) -> tuple[Position, int]:
    """`play_out` giving just the final position and the number of atomic moves."""
    result = play_out(position, rng, max_moves, visit, repetition_draw)
    return result.final, result.moves


@dataclass
class PlayoutStats:
    games: int = 0
    moves: int = 0
    max_moves: int = 0
    unfinished: int = 0
    seconds: float = 0.0
    totals: list[float] = field(default_factory=list)  # summed score per seat
    wins: list[int] = field(default_factory=list)  # games in which the seat had the top score
    draws: int = 0  # games in which every seat scored the same

    @property
    def mean_moves(self) -> float:
        return self.moves / self.games if self.games else 0.0

    @property
    def moves_per_second(self) -> float:
        return self.moves / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def add(self, outcome: Outcome | None, moves: int) -> None:
        self.games += 1
        self.moves += moves
        self.max_moves = max(self.max_moves, moves)
        if outcome is None:
            self.unfinished += 1
            return
        if not self.totals:
            self.totals = [0.0] * len(outcome)
            self.wins = [0] * len(outcome)
        for seat, score in enumerate(outcome):
            self.totals[seat] += score
        # A draw is a game every seat scores alike; otherwise each seat with the top score wins,
        # so a team game (four-seat Pagade: 1, 0, 1, 0) counts a win for both partners.
        best = max(outcome)
        if min(outcome) == best:
            self.draws += 1
            return
        for seat, score in enumerate(outcome):
            if score == best:
                self.wins[seat] += 1


def run_playouts(
    start: Callable[[], Position],
    games: int,
    seed: int,
    max_moves: int = 1_000_000,
    repetition_draw: int | None = None,
) -> PlayoutStats:
    rng = random.Random(seed)
    stats = PlayoutStats()
    began = time.perf_counter()
    for _ in range(games):
        result = play_out(start(), rng, max_moves, repetition_draw=repetition_draw)
        stats.add(result.outcome, result.moves)
    stats.seconds = time.perf_counter() - began
    return stats
