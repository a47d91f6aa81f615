"""Add up a match played in stretches (`pardsgui-engine match ... --first K`).

    .venv/bin/python scripts/match_stretches.py STDERR_FILE...

Each file is what a stretch wrote to standard error: a line per game, "game 12/100: A in seat 2,
seat scores 0 1, A 1, 51 moves; ...". A game told by two stretches must have the same points (a
game is seeded by the match's seed and its number alone); a stretch cut short leaves its last game
untold. Prints the games counted, those missing below the highest, A's points and the 95 %
interval, as the match command's last lines do.

A match with duplicate dice (`--duplicate`) says whose dice each game played, "game 6/100 (dice
of game 5): ..."; its sets are the games sharing dice, and only whole sets are counted, with the
interval over sets. Stretches of a match with and without duplicate dice are not added together.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

from pardsgui.ai.match import score_lines, set_scores

GAME_LINE = re.compile(r"^game (\d+)/\d+(?: \(dice of game (\d+)\))?: .*?, A ([\d.]+), (\d+) moves")


def tally(texts: list[str]) -> tuple[dict[int, float], dict[int, int]]:
    """Each game's points for A, by its number, and the game whose dice it played (duplicate dice
    only); a game told twice must agree."""
    points: dict[int, float] = {}
    dice: dict[int, int] = {}
    for text in texts:
        for line in text.splitlines():
            found = GAME_LINE.match(line)
            if found is None:
                continue
            number, score = int(found[1]), float(found[3])
            if points.setdefault(number, score) != score:
                raise ValueError(f"game {number} is told twice with different points")
            if found[2] is not None:
                dice[number] = int(found[2])
    if dice and len(dice) != len(points):
        raise ValueError("stretches with and without duplicate dice are not one match")
    return points, dice


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    points, dice = tally([Path(name).read_text(encoding="utf-8") for name in argv])
    if not points:
        print("no game lines found", file=sys.stderr)
        return 1
    sets = None
    if dice:
        played = Counter(dice.values())  # games told per set, by its first game's number
        # A set has as many games as seats: the most that any dice were played in.
        players = max(played.values())
        points = {number: score for number, score in points.items() if played[dice[number]] == players}
        sets = set_scores({number - 1: score for number, score in points.items()}, players)
        if not points:
            print("no whole set of duplicate games found", file=sys.stderr)
            return 1
    games = len(points)
    missing = sorted(set(range(1, max(points) + 1)) - set(points))
    total = sum(points.values())
    print(f"{games} games (1 to {max(points)}{', missing ' + str(missing) if missing else ''})")
    print("\n".join(score_lines(total, games, sets)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
