"""`pardsgui-engine bench pards`: legal-move generation time and random-playout speed.

Random Pards games need the record's threefold-repetition draw to end: a
side with no sack left can shuffle forever while the other passes (the
position alone never ends).  So these playouts keep the record's count of
repetition keys, exactly as the game record does, and stop at the third
occurrence, at the rules' own ends (Vicar on rank a or g, two passes), or
at a generous cap that random games almost never reach.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from pardsgui.core.contract import Game, Position
from pardsgui.core.dice import pick_outcome, pick_uniform
from pardsgui.core.repetition import Repetitions

CAP = 20_000  # atomic moves; far beyond the longest random game seen (about 4,000)
GAMES = 60
SEED = 1


def random_game(
    start: Position,
    rng: random.Random,
    times: int | None = 3,
    cap: int = CAP,
    visit: Callable[[Position, object, Position], None] | None = None,
) -> tuple[Position, int, str]:
    """A uniformly random game; returns (final position, moves, how it ended).

    How it ended: "end" (the position's own outcome), "repetition" (the
    record's draw: a repetition key seen `times` times) or "cap".
    """
    position = start
    seen = Repetitions(times)
    seen.add(position.repetition_key())
    made = 0
    while made < cap:
        if position.outcome is not None:
            return position, made, "end"
        if position.is_chance:
            move = pick_outcome(position.chance_outcomes(), rng)
        else:
            move = pick_uniform(position.legal_moves(), rng)
        after = position.play(move)
        if visit is not None:
            visit(position, move, after)
        position = after
        made += 1
        if seen.add(position.repetition_key()) and position.outcome is None:
            return position, made, "repetition"
    return position, made, "cap"


def _percentiles(samples: list[float]) -> str:
    samples = sorted(samples)
    count = len(samples)
    median = samples[count // 2] * 1e3
    p99 = samples[min(count - 1, int(count * 0.99))] * 1e3
    return f"median {median:.3f} ms, 99th percentile {p99:.3f} ms, max {samples[-1] * 1e3:.2f} ms"


def run(game: Game) -> list[str]:
    rng = random.Random(SEED)
    wall: list[float] = []
    cpu: list[float] = []
    turns: list[float] = []  # ordinary turns (phase=move), the costly ones
    ends: Counter[str] = Counter()
    total = 0
    clock, thread_clock = time.perf_counter, time.thread_time

    def visit(before: Position, move: object, after: Position) -> None:
        began, began_cpu = clock(), thread_clock()
        after.legal_moves()  # a new position: this is its one generation
        wall.append(clock() - began)
        cpu.append(thread_clock() - began_cpu)
        if after.current is not None and "phase=" not in after.to_text():
            turns.append(cpu[-1])

    began, began_cpu = clock(), thread_clock()
    for _ in range(GAMES):
        _final, made, how = random_game(game.initial(), rng, visit=visit)
        total += made
        ends[how] += 1
    seconds, cpu_seconds = clock() - began, thread_clock() - began_cpu
    return [
        f"pards: {GAMES} random games (seed {SEED}), {total:,} atomic moves, mean {total / GAMES:.0f}"
        f" per game; ended by the rules {ends['end']}, by threefold repetition {ends['repetition']},"
        f" at the cap {ends['cap']}",
        f"pards: legal-move generation per position ({len(cpu):,} positions), CPU time: {_percentiles(cpu)}",
        f"pards:   the same, wall clock: {_percentiles(wall)}",
        f"pards:   ordinary turns only ({len(turns):,}), CPU time: {_percentiles(turns)}",
        "pards:   target: median <= 5 ms, 99th percentile <= 20 ms",
        f"pards: random playouts (with the timing above) {total / seconds:,.0f} moves/s wall,"
        f" {total / cpu_seconds:,.0f} moves/s CPU, {GAMES / seconds:.2f} games/s, {seconds:.1f} s",
    ]
