"""A deliberately plain second reading of docs/rules/parry.md.

It shares nothing with the engine: the boards come from Ludii's reference
files (tests/games/parry/reference/), the board is a list of owners, power is
counted point by point, and the no-repetition rule keeps whole boards.  It
favours obviousness over speed and is used only to cross-check the fast
engine: move lists, the position after each move (as text), scores and
results.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

REFERENCE = Path(__file__).parent / "reference"


def reference_file(slug: str) -> Path:
    """Ludii's board file for an option slug, e.g. 'hex-3' -> hex-3-19.json."""
    matches = [
        p for p in REFERENCE.glob(f"{slug}-*.json") if p.stem[len(slug) + 1 :].replace("dual-", "").isdigit()
    ]
    if len(matches) != 1:
        raise LookupError(f"no single reference board for {slug}: {matches}")
    return matches[0]


def reference_neighbours(slug: str) -> list[set[int]]:
    """Each point's neighbours as Ludii builds the board (orthogonal, plus diagonal on omni boards)."""
    data = json.loads(reference_file(slug).read_text())
    points = sorted(data["points"], key=lambda p: p["index"])
    with_diagonals = slug.endswith("-omni")
    return [set(p["orthogonal"]) | (set(p["diagonal"]) if with_diagonals else set()) for p in points]


@dataclass
class PlainGame:
    """One game in progress: owners per point (None or seat 0..5) and the turn so far."""

    neighbours: list[set[int]]
    seats: int
    board: list[int | None]
    seat: int = 0
    placed: int | None = None
    made: list[tuple[int, int]] = field(default_factory=list)
    steps_left: int = 0
    last: int | None = None
    seen: list[tuple[int | None, ...]] = field(default_factory=list)

    @classmethod
    def start(cls, slug: str, seats: int) -> PlainGame:
        neighbours = reference_neighbours(slug)
        return cls(neighbours, seats, [None] * len(neighbours))

    @classmethod
    def from_text(cls, text: str) -> tuple[str, PlainGame]:
        """The board slug and the game of a (well-formed) position text."""
        points, seat, *rest = text.split()
        fields = dict(part.split("=", 1) for part in rest)
        slug = fields.get("board", "equiversi-3-5")
        game = cls(
            reference_neighbours(slug),
            int(fields.get("seats", "2")),
            [None if char == "." else int(char) - 1 for char in points],
            int(seat) - 1,
        )
        last = fields.get("last", "-")
        game.last = None if last == "-" else int(last) - 1
        turn = fields.get("turn", "-")
        if turn != "-":
            placed, _, steps = turn.partition(":")
            game.placed = int(placed)
            game.made = [(int(a), int(b)) for a, b in (s.split("-") for s in steps.split(",") if s)]
            game.steps_left = int(fields.get("steps", "0"))
            # The boards of the turn so far, found by undoing the steps made.
            board = list(game.board)
            game.seen = [tuple(board)]
            for src, dst in reversed(game.made):
                board[src], board[dst] = board[dst], None
                game.seen.insert(0, tuple(board))
        return slug, game

    def power(self, seat: int, point: int) -> int:
        total = 0
        for other in [point, *self.neighbours[point]]:
            owner = self.board[other]
            if owner is None:
                continue
            total += 1 if owner == seat else -1
        return total

    def controller(self, point: int) -> int | None:
        """The seat with power above 0 at the point (a strict majority there), if any."""
        pieces = [0] * self.seats
        for other in [point, *self.neighbours[point]]:
            owner = self.board[other]
            if owner is not None:
                pieces[owner] += 1
        total = sum(pieces)
        for seat in range(self.seats):
            if pieces[seat] - (total - pieces[seat]) > 0:
                return seat
        return None

    def placements(self) -> set[int]:
        empty = [p for p in range(len(self.board)) if self.board[p] is None]
        own = {p for p in empty if self.power(self.seat, p) > 0}
        if own:
            return own
        return {p for p in empty if self.controller(p) is None}

    def moves(self) -> set[str]:
        if self.placed is None:
            return {f"@{p}" for p in self.placements()}
        found = {"pass"}
        for src in range(len(self.board)):
            if self.board[src] != self.seat or src == self.placed:
                continue
            for dst in self.neighbours[src]:
                if self.board[dst] is not None:
                    continue
                after = list(self.board)
                after[src], after[dst] = None, self.seat
                if tuple(after) not in self.seen:
                    found.add(f"{src}-{dst}")
        return found

    def is_over(self) -> bool:
        return self.placed is None and not self.placements()

    def end_turn(self) -> None:
        self.seat = (self.seat + 1) % self.seats
        self.placed = None
        self.made = []
        self.steps_left = 0
        self.seen = []

    def play(self, text: str) -> None:
        """Play a move of moves() (the caller checks that it is one)."""
        if text == "pass":
            self.end_turn()
        elif text.startswith("@"):
            point = int(text[1:])
            bonus = max(0, self.power(self.seat, point))
            self.board[point] = self.seat
            self.last = self.seat
            if bonus == 0:
                self.end_turn()
            else:
                self.placed = point
                self.steps_left = bonus
                self.seen = [tuple(self.board)]
        else:
            src, dst = (int(part) for part in text.split("-"))
            self.board[src], self.board[dst] = None, self.seat
            self.made.append((src, dst))
            self.steps_left -= 1
            self.seen.append(tuple(self.board))
            if self.steps_left == 0:
                self.end_turn()

    def territories(self) -> list[set[int]]:
        result: list[set[int]] = [set() for _ in range(self.seats)]
        for point, owner in enumerate(self.board):
            ruler = self.controller(point)
            if ruler is not None:
                result[ruler].add(point)
            elif owner is not None:
                result[owner].add(point)
        return result

    def scores(self) -> list[int]:
        return [len(points) for points in self.territories()]

    def result(self) -> list[float]:
        scores = self.scores()
        if self.seats == 2:
            if scores[0] == scores[1]:
                if self.last is None:
                    return [0.5, 0.5]
                return [1.0 if seat == self.last else 0.0 for seat in range(2)]
            return [1.0 if scores[seat] == max(scores) else 0.0 for seat in range(2)]
        # Places worth 1 down to 0 in equal steps; equal scores share their places' worth.
        worth = [1 - place / (self.seats - 1) for place in range(self.seats)]
        result = []
        for seat in range(self.seats):
            better = sum(1 for s in scores if s > scores[seat])
            equal = scores.count(scores[seat])
            result.append(sum(worth[better : better + equal]) / equal)
        return result

    def text(self, slug: str) -> str:
        """The position text as docs/rules/parry.md writes it."""
        points = "".join("." if owner is None else str(owner + 1) for owner in self.board)
        fields = []
        if slug != "equiversi-3-5":
            fields.append(f"board={slug}")
        if self.seats != 2:
            fields.append(f"seats={self.seats}")
        if self.placed is not None:
            turn = str(self.placed)
            if self.made:
                turn += ":" + ",".join(f"{a}-{b}" for a, b in self.made)
            fields.append(f"turn={turn}")
        if self.steps_left:
            fields.append(f"steps={self.steps_left}")
        if self.last is not None:
            fields.append(f"last={self.last + 1}")
        return " ".join([points, str(self.seat + 1), *fields])


def plain_perft(game: PlainGame, depth: int) -> int:
    if depth == 0:
        return 1
    moves = sorted(game.moves()) if not game.is_over() else []
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        child = PlainGame(
            game.neighbours,
            game.seats,
            list(game.board),
            game.seat,
            game.placed,
            list(game.made),
            game.steps_left,
            game.last,
            list(game.seen),
        )
        child.play(move)
        total += plain_perft(child, depth - 1)
    return total
