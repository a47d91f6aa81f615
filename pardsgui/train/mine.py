"""Puzzles from the player's own games: `my-puzzles.json` in the data folder.

After a review (Game ▸ Review game), every move of a *person* (a seat the computer
does not play) that the review marked `?` or `??` becomes a puzzle: the position
before it, the review's best move as the solution, the move played as the mistake.
Never the computer's moves, and never a secret choice (Kerd's infiltrator), which the
review rates only once the game is over and which no puzzle may show. They are kept
with the settings, never in the game file, which may be someone else's.

Each puzzle is one decision: any move that loses less than the game's `?`
threshold is good enough (`pardsgui.train.attempt`). A file that cannot be read is
moved aside with a notice; an entry that no longer holds (a rule changed) is left
out and counted. No Qt here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pardsgui.core.contract import GameUnavailable, IllegalMove
from pardsgui.games import available_ids, get_game
from pardsgui.storage.files import write_atomic
from pardsgui.storage.settings import broken_text, data_dir, read_kept_json
from pardsgui.train.puzzles import MAX_PUZZLES, MAX_TEXT, Puzzle, options_pairs

if TYPE_CHECKING:
    from pardsgui.core.record import Record

FORMAT = 1
FILE_NAME = "my-puzzles.json"
MAX_BYTES = 20_000_000
MARKS = ("?", "??")
KEYS = ("game", "position", "best", "mistake")


@dataclass
class MyPuzzles:
    path: Path = field(default_factory=lambda: data_dir() / FILE_NAME)
    puzzles: list[Puzzle] = field(default_factory=list)
    notice: str = ""

    def of(self, game_id: str) -> list[Puzzle]:
        return [p for p in self.puzzles if p.game_id == game_id]

    def add_from_review(self, record: Record) -> list[Puzzle]:
        """The person's `?` and `??` of the record's review, as new puzzles (those not kept yet)."""
        review = record.review
        if review is None:
            return []
        try:
            view = record.game.board_view()
        except GameUnavailable:
            return []
        known = {p.id for p in self.puzzles}
        added: list[Puzzle] = []
        for node, entry in review.nodes(record.root):
            parent = node.parent
            if (
                parent is None
                or entry.mark not in MARKS
                or not entry.best
                or entry.best == entry.move
                or entry.seat is None
                or entry.seat in record.computer  # the computer's own mistakes are not the person's
                or view.secret(parent.position)  # a secret choice: never shown as a puzzle
            ):
                continue
            position = parent.position
            puzzle = _puzzle(record.game.id, position.to_text(), entry.best, entry.move)
            if puzzle is not None and puzzle.id not in known and len(self.puzzles) < MAX_PUZZLES:
                known.add(puzzle.id)
                self.puzzles.append(puzzle)
                added.append(puzzle)
        return added

    def save(self) -> bool:
        data = {
            "format": FORMAT,
            "puzzles": [
                {"game": p.game_id, "position": p.position, "best": p.solution[0], "mistake": p.mistake}
                for p in self.puzzles
            ],
        }
        try:
            write_atomic(self.path, json.dumps(data, indent=1, ensure_ascii=False))
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.notice = f"The puzzles from your games could not be saved to {self.path}: {reason}"
            return False
        return True

    @classmethod
    def load(cls, path: Path | None = None) -> MyPuzzles:
        mine = cls(path=path or data_dir() / FILE_NAME)
        kept = read_kept_json(mine.path, MAX_BYTES, _read)
        if kept.folder_problem:
            mine.notice = (
                f"The puzzles from your games cannot be saved in {mine.path.parent} ({kept.folder_problem})."
            )
        elif kept.broken:
            mine.notice = f"The puzzles from your games could not be read {kept.broken}."
        elif kept.data is not None:
            mine.puzzles, dropped = kept.data
            if dropped:
                mine.notice = (
                    f"{dropped} of the puzzles from your games no longer hold by the rules and were left out."
                )
        return mine


def _puzzle(game_id: str, position_text: str, best: str, mistake: str) -> Puzzle | None:
    """A personal puzzle, checked by the rules as every puzzle is; None when it does not hold."""
    if game_id not in available_ids() or max(len(position_text), len(best), len(mistake)) > MAX_TEXT:
        return None
    game = get_game(game_id)
    try:
        position = game.parse(position_text)
        if position.current is None or position.to_text() != position_text:
            return None
        best_move, mistake_move = position.parse_move(best), position.parse_move(mistake)
    except (ValueError, IllegalMove):
        return None
    if best_move == mistake_move or position.move_text(best_move) != best:
        return None
    options = options_pairs(game.options_of(position))
    return Puzzle(game_id, options, position_text, (best,), mistake, "", (), personal=True)


def _read(data: Any, where: str) -> tuple[list[Puzzle], int]:
    from pardsgui.storage.loading import LoadError

    if (
        not isinstance(data, dict)
        or data.get("format") != FORMAT
        or not isinstance(data.get("puzzles"), list)
    ):
        raise LoadError(f"{where}: it does not hold puzzles from your games (format {FORMAT})")
    if broken_text(data) is not None:
        raise LoadError(f"{where}: it holds a broken character (a lone surrogate)")
    entries = data["puzzles"]
    if len(entries) > MAX_PUZZLES:
        raise LoadError(f"{where}: more than {MAX_PUZZLES:,} puzzles")
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    dropped = 0
    for number, entry in enumerate(entries, 1):
        if (
            not isinstance(entry, dict)
            or set(entry) != set(KEYS)
            or not all(isinstance(v, str) for v in entry.values())
        ):
            raise LoadError(f"{where}: puzzle {number}: expected an object of {', '.join(KEYS)}")
        puzzle = _puzzle(entry["game"], entry["position"], entry["best"], entry["mistake"])
        if puzzle is None:
            dropped += 1
        elif puzzle.id not in seen:
            seen.add(puzzle.id)
            puzzles.append(puzzle)
    return puzzles, dropped


def games_with_puzzles(shipped: Iterable[str], mine: MyPuzzles) -> list[str]:
    """The games the trainer offers, in the registry's order: shipped puzzles or the player's own."""
    have = set(shipped) | {p.game_id for p in mine.puzzles}
    return [game_id for game_id in available_ids() if game_id in have]
