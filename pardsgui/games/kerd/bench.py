"""`pardsgui-engine bench kerd`: perft leaves per second after the infiltrator choices.

Two ways of counting, because engines are compared both ways:

- bulk: the last ply counts `len(legal_moves())` without playing those moves
  (what `pardsgui-engine perft` and python-chess's own perft tests do);
- every leaf: each move of the last ply is also played (python-chess's
  `push`/`pop` per leaf; the figure "about 170,000 leaves/s" in issue 3).

If python-chess happens to be importable (it is not a dependency: install it
into a scratch environment to compare), the same two counts are run on
ordinary chess in the same process and the ratios printed.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from typing import Any

from pardsgui.core.contract import Game, Position
from pardsgui.core.playout import perft

DEPTH = 3
CHOICES = ("choose d12", "choose d1")
ROUNDS = 3


def bench_start(game: Game) -> Position:
    position = game.initial()
    for text in CHOICES:
        position = position.play(position.parse_move(text))
    return position


def perft_every_leaf(position: Position, depth: int) -> int:
    """Like perft, but the moves of the last ply are played too."""
    if depth == 0:
        return 1
    if depth == 1:
        for move in position.legal_moves():
            position.play(move)
        return len(position.legal_moves())
    return sum(perft_every_leaf(position.play(move), depth - 1) for move in position.legal_moves())


def _best_rate(count: Callable[[], int]) -> tuple[int, float]:
    """Leaves and the best leaves per CPU second of a few rounds.

    CPU time, not wall time: on a machine busy with other work the wall clock
    measures the other work too.
    """
    best = 0.0
    leaves = 0
    for _ in range(ROUNDS):
        began = time.process_time()
        leaves = count()
        best = max(best, leaves / max(time.process_time() - began, 1e-9))
    return leaves, best


def _chess_rates() -> tuple[int, float, float] | None:
    try:
        chess: Any = importlib.import_module("chess")
    except ImportError:
        return None

    def bulk(board: Any, depth: int) -> int:
        if depth == 1:
            return int(board.legal_moves.count())
        total = 0
        for move in board.legal_moves:
            board.push(move)
            total += bulk(board, depth - 1)
            board.pop()
        return total

    def every(board: Any, depth: int) -> int:
        if depth == 0:
            return 1
        total = 0
        for move in board.legal_moves:
            board.push(move)
            total += every(board, depth - 1)
            board.pop()
        return total

    leaves, bulk_rate = _best_rate(lambda: bulk(chess.Board(), 4))
    _, every_rate = _best_rate(lambda: every(chess.Board(), 4))
    return leaves, bulk_rate, every_rate


def run(game: Game) -> list[str]:
    start = bench_start(game)
    leaves, bulk_rate = _best_rate(lambda: perft(bench_start(game), DEPTH))
    _, every_rate = _best_rate(lambda: perft_every_leaf(bench_start(game), DEPTH))
    lines = [
        f"kerd: perft {DEPTH} from the start after '{CHOICES[0]}', '{CHOICES[1]}': {leaves:,} leaves"
        f" ({len(start.legal_moves())} moves at the root)",
        f"kerd: {bulk_rate:,.0f} leaves/s counting the last ply,"
        f" {every_rate:,.0f} leaves/s playing every leaf (per CPU second, best of {ROUNDS})",
    ]
    chess = _chess_rates()
    if chess is None:
        lines.append("python-chess is not installed here: no comparison (it is not a dependency)")
        return lines
    chess_leaves, chess_bulk, chess_every = chess
    lines += [
        f"python-chess: perft 4 from the start: {chess_leaves:,} leaves; {chess_bulk:,.0f} leaves/s counting"
        f" the last ply, {chess_every:,.0f} leaves/s playing every leaf",
        f"ratio kerd/python-chess: {bulk_rate / chess_bulk:.2f} counting the last ply,"
        f" {every_rate / chess_every:.2f} playing every leaf",
    ]
    return lines
