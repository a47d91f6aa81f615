"""Golden playthroughs: fixed-seed random games, every move and position, diffed.

A change to any rule, to the notation or to the text shows up here as the
first line that differs.  After an intended change, regenerate with
PARDSGUI_UPDATE_GOLDEN=1 and review the diff like code.

`tests/helpers.transcript` plays until the position itself ends the game, but
random Kerd games usually end by threefold repetition, which the record
applies; so these transcripts stop there too (and say so).
"""

from __future__ import annotations

import random
from pathlib import Path

from pardsgui.core.contract import Position
from pardsgui.core.repetition import Repetitions
from pardsgui.games import get_game
from tests.helpers import check_golden

HERE = Path(__file__).parent
GAME = get_game("kerd")


def transcript(start: Position, seed: int, executions: bool, limit: int) -> str:
    rng = random.Random(seed)
    position = start
    lines = [f"start\t{position.to_text()}"]
    seen = Repetitions(GAME.repetition_draw)
    seen.add(position.repetition_key())
    ending = f"stopped after {limit} moves"
    for _ in range(limit):
        moves = list(position.legal_moves())
        if not moves:
            ending = f"outcome {position.outcome}"
            break
        if not executions:
            moves = [m for m in moves if not position.move_text(m).startswith("execute")] or moves
        move = moves[rng.randrange(len(moves))]
        lines.append(f"{position.move_text(move)}\t{position.play(move).to_text()}")
        position = position.play(move)
        if seen.add(position.repetition_key()):
            ending = "threefold repetition: a draw"
            break
    lines.append(ending)
    return "\n".join(lines) + "\n"


def test_golden_random_game_to_its_end() -> None:
    check_golden(HERE / "golden_seed1.txt", transcript(GAME.initial(), 1, executions=True, limit=5000))


def test_golden_game_without_executions() -> None:
    # Without executions the pieces stay on: captures, promotions and checks happen.
    check_golden(HERE / "golden_no_executions_seed2.txt", transcript(GAME.initial(), 2, False, limit=300))
