"""Build a long legal Kerd record: `python -m tests.robustness.long_record MOVES OUT.pards.json`.

Kerd ends only by mate, stalemate or threefold repetition, so a game of a
million moves is legal: a few pieces walk the board without capturing, and
each step takes the first move (in a turning order) whose position has not
been seen twice already.  The figures of issue 16 (loading time against the
record's length) are measured on these records.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from pardsgui.core.record import FORMAT, VERSION
from pardsgui.games import get_game

# White: King a1, two Towers, a Horse; Black: King l12, a Tower, a Horse; no castling.
START = "K5T5/12/12/12/12/12/12/12/12/12/12/4t1h4k w castling=-"


def checks(text: str) -> str:
    """The text's count of checks so far (its `checked` field)."""
    return next((field for field in text.split() if field.startswith("checked=")), "")


class _Walk:
    """The walk so far: a shorter game is the start of a longer one (the same seeded order at
    each step), so a process walks once and only lengthens it. Tests ask for games of 100 to
    30,000 moves, and 30,000 took some eight seconds a test."""

    def __init__(self) -> None:
        self.position = get_game("kerd").parse(START)
        self.seen: dict[int, int] = {hash(self.position.to_text()): 1}
        self.moves: list[str] = []
        self.rng = random.Random(1)

    def lengthen(self, count: int) -> None:
        position, seen, moves, rng = self.position, self.seen, self.moves, self.rng
        while len(moves) < count:
            legal = list(position.legal_moves())
            rng.shuffle(legal)
            here = position.to_text()
            pieces = sum(1 for text in here.split()[0] if text.isalpha())
            in_check = checks(here)
            # A position never seen before first, else one seen once, in a seeded random order: a
            # walk in a fixed order circles among a few squares until every way out is seen twice.
            best: tuple[int, object, object, str] | None = None
            for move in legal:
                after = position.play(move)
                if after.outcome is not None:
                    continue
                text = after.to_text()
                if sum(1 for c in text.split()[0] if c.isalpha()) != pieces:
                    continue  # no captures: the walk needs its pieces
                if checks(text) != in_check:
                    continue  # no checks: a king in check may have only a capture to get out
                times = seen.get(hash(text), 0)
                if times < 2 and (best is None or times < best[0]):
                    best = (times, move, after, text)
                    if times == 0:
                        break
            if best is None:
                raise RuntimeError(f"the walk is stuck after {len(moves)} moves")
            _, move, after, text = best
            seen[hash(text)] = seen.get(hash(text), 0) + 1
            moves.append(position.move_text(move))
            position = after
        self.position = position


_walk: _Walk | None = None


def long_game_moves(count: int) -> tuple[str, list[str]]:
    """The start text and `count` legal move texts of one Kerd game that never ends."""
    global _walk
    if _walk is None:
        _walk = _Walk()
    _walk.lengthen(count)
    return START, _walk.moves[:count]


def record_json(count: int) -> str:
    start, moves = long_game_moves(count)
    return json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "game": "kerd",
            "start": start,
            "players": ["White", "Black"],
            "moves": [{"move": text} for text in moves],
        }
    )


def main(argv: list[str]) -> int:
    count, out = int(argv[0]), Path(argv[1])
    out.write_text(record_json(count), encoding="utf-8")
    print(f"{out}: {count:,} moves, {out.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
