"""The trainer's progress: `puzzles.json` in the data folder, per game.

Per game: the player's Glicko-2 rating (with its deviation and volatility), the
streak of puzzles solved in a row and the best streak, the puzzles solved, failed
and skipped, and each puzzle's own rating as play has moved it. A file that cannot
be read is moved aside (as the settings and the lessons' progress are) and training
starts afresh, with a notice; it never stops the app.

Only a puzzle's first try is rated, as on lichess: a puzzle played again (a failed
one, one from your games) is practice, and moves only the lists and the streak.
No Qt here.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pardsgui.storage.files import write_atomic
from pardsgui.storage.settings import broken_text, data_dir, read_kept_json
from pardsgui.train.puzzles import Puzzle, threshold
from pardsgui.train.rating import MAX_DEVIATION, Rating, play

FORMAT = 1
FILE_NAME = "puzzles.json"
MAX_BYTES = 4_000_000
MAX_IDS = 100_000  # per list and game: more than any file ships
#: How far a puzzle's first rating moves per part of the turn past the first, and per
#: time its margin clears the game's `?` threshold: a guess from what the search proved
#: (a longer turn is harder to find, a wider margin easier to see), corrected by play.
PART_STEP = 100.0
MARGIN_STEP = 100.0


@dataclass
class GameProgress:
    rating: Rating = field(default_factory=Rating)
    streak: int = 0
    best_streak: int = 0
    solved: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    puzzles: dict[str, Rating] = field(default_factory=dict)  # each puzzle's rating, once played

    def played(self, puzzle_id: str) -> bool:
        return puzzle_id in self.solved or puzzle_id in self.failed

    def _only_in(self, puzzle_id: str, kept: list[str]) -> None:
        for ids in (self.solved, self.failed, self.skipped):
            if ids is not kept and puzzle_id in ids:
                ids.remove(puzzle_id)
        if puzzle_id not in kept:
            kept.append(puzzle_id)


@dataclass(frozen=True)
class Result:
    """What one puzzle did to the player's rating (the same before and after when it was not rated)."""

    before: Rating
    after: Rating
    rated: bool

    @property
    def change(self) -> int:
        return self.after.rounded() - self.before.rounded()


def first_rating(puzzle: Puzzle) -> Rating:
    """A shipped puzzle's rating before anyone played it; see PART_STEP."""
    margin = min((proof.margin for proof in puzzle.proof), default=0.0)
    easier = min(3.0, max(0.0, margin / threshold(puzzle.game_id) - 1.0))
    return Rating(1500.0 + PART_STEP * (len(puzzle.solution) - 1) - MARGIN_STEP * easier)


@dataclass
class TrainerProgress:
    path: Path = field(default_factory=lambda: data_dir() / FILE_NAME)
    games: dict[str, GameProgress] = field(default_factory=dict)
    notice: str = ""  # set when the file could not be read or written

    def of(self, game_id: str) -> GameProgress:
        return self.games.setdefault(game_id, GameProgress())

    def puzzle_rating(self, puzzle: Puzzle) -> Rating:
        kept = self.games.get(puzzle.game_id, GameProgress()).puzzles.get(puzzle.id)
        if kept is not None:
            return kept
        if puzzle.personal:  # from the player's own game: their level when they made the mistake
            return Rating(self.of(puzzle.game_id).rating.rating, MAX_DEVIATION)
        return first_rating(puzzle)

    def record(self, puzzle: Puzzle, solved: bool, helped: bool = False) -> Result:
        """A puzzle solved or failed: the streak, the lists, and (at its first try) both ratings.

        `helped`: solved after the hint marked the move; listed as solved, neither rated
        nor counted in the streak.
        """
        game = self.of(puzzle.game_id)
        before = game.rating
        if helped and solved:
            game._only_in(puzzle.id, game.solved)
            return Result(before, before, rated=False)
        rated = not game.played(puzzle.id)
        if rated:
            game.rating, game.puzzles[puzzle.id] = play(before, self.puzzle_rating(puzzle), solved)
        if solved:
            game.streak += 1
            game.best_streak = max(game.best_streak, game.streak)
            game._only_in(puzzle.id, game.solved)
        else:
            game.streak = 0
            game._only_in(puzzle.id, game.failed)
        return Result(before, game.rating, rated)

    def skip(self, puzzle: Puzzle) -> None:
        """Skipped: neither rated nor breaking the streak; offered again after the puzzles not yet seen."""
        game = self.of(puzzle.game_id)
        if not game.played(puzzle.id):
            game._only_in(puzzle.id, game.skipped)

    def save(self) -> bool:
        data = {"format": FORMAT, "games": {key: _game_json(game) for key, game in self.games.items()}}
        try:
            write_atomic(self.path, json.dumps(data, indent=1, sort_keys=True))
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.notice = f"Your puzzle progress could not be saved to {self.path}: {reason}"
            return False
        return True

    @classmethod
    def load(cls, path: Path | None = None) -> TrainerProgress:
        """The progress in `path`; a file that cannot be used is moved aside, with a notice."""
        progress = cls(path=path or data_dir() / FILE_NAME)
        kept = read_kept_json(progress.path, MAX_BYTES, _read)
        if kept.folder_problem:
            progress.notice = (
                f"Your puzzle progress cannot be saved in {progress.path.parent} ({kept.folder_problem})."
            )
        elif kept.broken:
            progress.notice = f"Your puzzle progress could not be read {kept.broken}."
        elif kept.data is not None:
            progress.games = kept.data
        return progress


def choose_next(puzzles: Sequence[Puzzle], progress: TrainerProgress, last: str = "") -> Puzzle | None:
    """The next puzzle: one not played yet, else a skipped or failed one, else any; nearest the rating.

    Never the one just shown (`last`) while there is another. Ties go to the lower id,
    so the same progress always gives the same puzzle.
    """
    if not puzzles:
        return None
    game = progress.of(puzzles[0].game_id)
    others = [p for p in puzzles if p.id != last] or list(puzzles)
    for group in (
        [p for p in others if not game.played(p.id) and p.id not in game.skipped],
        [p for p in others if p.id in game.skipped or p.id in game.failed],
        others,
    ):
        if group:
            rating = game.rating.rating
            return min(group, key=lambda p: (abs(progress.puzzle_rating(p).rating - rating), p.id))
    return None


def _rating_json(rating: Rating) -> list[float]:
    return [round(rating.rating, 3), round(rating.deviation, 3), round(rating.volatility, 6)]


def _game_json(game: GameProgress) -> dict[str, Any]:
    return {
        "rating": _rating_json(game.rating),
        "streak": game.streak,
        "best_streak": game.best_streak,
        "solved": game.solved,
        "failed": game.failed,
        "skipped": game.skipped,
        "puzzles": {key: _rating_json(value) for key, value in game.puzzles.items()},
    }


def _read(data: Any, where: str) -> dict[str, GameProgress]:
    from pardsgui.storage.loading import LoadError

    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        raise LoadError(f"{where}: it does not hold puzzle progress (format {FORMAT})")
    if broken_text(data) is not None:
        raise LoadError(f"{where}: it holds a broken character (a lone surrogate)")
    games: dict[str, GameProgress] = {}
    for game_id, entry in data["games"].items():
        place = f"{where}: games: {game_id}"
        if not isinstance(entry, dict):
            raise LoadError(f"{place}: expected an object")
        game = GameProgress(
            rating=_rating(entry.get("rating"), f"{place}: rating"),
            streak=_count(entry.get("streak"), f"{place}: streak"),
            best_streak=_count(entry.get("best_streak"), f"{place}: best_streak"),
            solved=_ids(entry.get("solved"), f"{place}: solved"),
            failed=_ids(entry.get("failed"), f"{place}: failed"),
            skipped=_ids(entry.get("skipped"), f"{place}: skipped"),
        )
        puzzles = entry.get("puzzles")
        if not isinstance(puzzles, dict) or len(puzzles) > MAX_IDS:
            raise LoadError(f"{place}: puzzles: expected an object of puzzle ratings")
        game.puzzles = {key: _rating(value, f"{place}: puzzles: {key}") for key, value in puzzles.items()}
        games[game_id] = game
    return games


def _rating(value: Any, where: str) -> Rating:
    from pardsgui.storage.loading import LoadError

    if (
        not isinstance(value, list)
        or len(value) != 3
        or not all(type(v) in (int, float) and math.isfinite(v) for v in value)
        or not (0 < value[0] < 10_000 and 0 < value[1] <= 10_000 and 0 < value[2] < 10)
    ):
        raise LoadError(f"{where}: expected [rating, deviation, volatility]")
    return Rating(float(value[0]), float(value[1]), float(value[2]))


def _count(value: Any, where: str) -> int:
    from pardsgui.storage.loading import LoadError

    if type(value) is not int or not 0 <= value <= 10**9:
        raise LoadError(f"{where}: expected a whole number, 0 or more")
    return value


def _ids(value: Any, where: str) -> list[str]:
    from pardsgui.storage.loading import LoadError

    if (
        not isinstance(value, list)
        or len(value) > MAX_IDS
        or not all(isinstance(v, str) and len(v) <= 100 for v in value)
    ):
        raise LoadError(f"{where}: expected a list of puzzle ids")
    return list(dict.fromkeys(value))
