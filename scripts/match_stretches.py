"""Add up a match played in stretches (`pardsgui-engine match ... --first K`).

    .venv/bin/python scripts/match_stretches.py STDERR_FILE...

Each file is what a stretch wrote to standard error: a line per game, "game 12/100: A in seat 2,
seat scores 0 1, A 1, 51 moves; ...". A game told by two stretches must have the same points (a
game is seeded by the match's seed and its number alone); a stretch cut short leaves its last game
untold. Prints the games counted, those missing below the highest, A's points and the 95 %
interval, as the match command's last lines do.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from pardsgui.ai.match import score_lines

GAME_LINE = re.compile(r"^game (\d+)/\d+: .*?, A ([\d.]+), (\d+) moves")


def tally(texts: list[str]) -> dict[int, float]:
    """Each game's points for A, by its number; a game told twice must agree."""
    points: dict[int, float] = {}
    for text in texts:
        for line in text.splitlines():
            found = GAME_LINE.match(line)
            if found is None:
                continue
            number, score = int(found[1]), float(found[2])
            if points.setdefault(number, score) != score:
                raise ValueError(f"game {number} is told twice with different points")
    return points


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    points = tally([Path(name).read_text(encoding="utf-8") for name in argv])
    if not points:
        print("no game lines found", file=sys.stderr)
        return 1
    games = len(points)
    missing = sorted(set(range(1, max(points) + 1)) - set(points))
    total = sum(points.values())
    print(f"{games} games (1 to {max(points)}{', missing ' + str(missing) if missing else ''})")
    print("\n".join(score_lines(total, games)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
