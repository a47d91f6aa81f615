"""Small helpers the game tests share."""

from __future__ import annotations

import importlib.util
import os
import random
from pathlib import Path
from types import ModuleType

from pardsgui.core.contract import Position
from pardsgui.core.playout import random_playout
from pardsgui.games import get_game

SCRIPTS = Path(__file__).resolve().parent.parent / "scripts"


def script_module(name: str) -> ModuleType:
    """`scripts/<name>.py` loaded as a module (the scripts are not a package)."""
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def sorted_moves(position: Position) -> list[str]:
    return sorted(position.move_text(m) for m in position.legal_moves())


def moves_of(game_id: str, text: str) -> list[str]:
    return sorted_moves(get_game(game_id).parse(text))


def transcript(start: Position, seed: int) -> str:
    """A fixed-seed random game: each move and the position after it, one per line."""
    lines = [f"start\t{start.to_text()}"]

    def visit(before: Position, move: object, after: Position) -> None:
        lines.append(f"{before.move_text(move)}\t{after.to_text()}")

    draw_after = get_game(start.game_id).repetition_draw
    final, _ = random_playout(start, random.Random(seed), visit=visit, repetition_draw=draw_after)
    lines.append(f"outcome\t{final.outcome}")
    return "\n".join(lines) + "\n"


def check_golden(path: Path, text: str) -> None:
    """Compare with a stored golden file; PARDSGUI_UPDATE_GOLDEN=1 rewrites it."""
    if os.environ.get("PARDSGUI_UPDATE_GOLDEN") == "1" or not path.exists():
        if not path.exists() and os.environ.get("PARDSGUI_UPDATE_GOLDEN") != "1":
            raise AssertionError(f"golden file {path} is missing; run with PARDSGUI_UPDATE_GOLDEN=1")
        path.write_text(text)
        return
    expected = path.read_text()
    if text != expected:
        for number, (got, want) in enumerate(zip(text.splitlines(), expected.splitlines(), strict=False), 1):
            if got != want:
                raise AssertionError(f"{path.name} line {number} differs:\n got  {got}\n want {want}")
        raise AssertionError(f"{path.name}: lengths differ ({len(text)} vs {len(expected)} characters)")


def positions_of_a_random_game(game_id: str, seed: int, limit: int = 400, **options: str) -> list[Position]:
    """The positions of a seeded random game, from its start, at most `limit` of them."""
    rng = random.Random(seed)
    position = get_game(game_id).initial(**options)
    seen = [position]
    while position.outcome is None and len(seen) < limit:
        if position.is_chance:
            moves, weights = zip(*position.chance_outcomes(), strict=True)
            move = rng.choices(moves, weights)[0]
        else:
            move = rng.choice(position.legal_moves())
        position = position.play(move)
        seen.append(position)
    return seen
