"""What the learner has done: `lessons.json` in the data folder, per game and lesson id.

Stars as on lichess: three for a lesson done at the first try, two at the second,
one after that. A file that cannot be read is moved aside (like the settings) and
learning starts afresh, with a notice.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pardsgui.lessons.translation import L_
from pardsgui.storage.files import write_atomic
from pardsgui.storage.settings import broken_text, data_dir, read_kept_json

FORMAT = 1
MAX_BYTES = 1_000_000
MAX_TRIES = 1_000_000


def stars_for(tries: int) -> int:
    return 3 if tries <= 1 else 2 if tries == 2 else 1


@dataclass
class Progress:
    path: Path = field(default_factory=lambda: data_dir() / "lessons.json")
    tries: dict[str, dict[str, int]] = field(default_factory=dict)  # game -> lesson id -> tries when done
    notice: str = ""  # set when the file could not be read or written

    def done(self, game_id: str, lesson_id: str) -> bool:
        return lesson_id in self.tries.get(game_id, {})

    def stars(self, game_id: str, lesson_id: str) -> int:
        """0 for a lesson not done yet."""
        tries = self.tries.get(game_id, {}).get(lesson_id)
        return 0 if tries is None else stars_for(tries)

    def record(self, game_id: str, lesson_id: str, tries: int) -> int:
        """A lesson done at try `tries`: the best result is kept. Returns its stars now."""
        done = self.tries.setdefault(game_id, {})
        done[lesson_id] = min(tries, done.get(lesson_id, tries))
        return stars_for(done[lesson_id])

    def save(self) -> bool:
        data = {"format": FORMAT, "games": self.tries}
        try:
            write_atomic(self.path, json.dumps(data, indent=1, sort_keys=True))
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.notice = L_("Your progress in the lessons could not be saved to {path}: {reason}").format(
                path=self.path, reason=reason
            )
            return False
        return True

    @classmethod
    def load(cls, path: Path | None = None) -> Progress:
        """The progress in `path`; a file that cannot be used is moved aside, with a notice."""
        progress = cls(path=path or data_dir() / "lessons.json")
        path = progress.path
        kept = read_kept_json(path, MAX_BYTES, _read)
        if kept.folder_problem:
            progress.notice = L_(
                "Your progress in the lessons cannot be saved in {folder} ({problem})."
            ).format(folder=path.parent, problem=kept.folder_problem)
        elif kept.broken:
            progress.notice = L_("Your progress in the lessons could not be read {why}.").format(
                why=kept.broken
            )
        elif kept.data is not None:
            progress.tries = kept.data
        return progress


def _read(data: Any, where: str) -> dict[str, dict[str, int]]:
    from pardsgui.storage.loading import LoadError

    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        raise LoadError(f"{where}: it does not hold lesson progress (format {FORMAT})")
    if broken_text(data) is not None:
        raise LoadError(f"{where}: it holds a broken character (a lone surrogate)")
    tries: dict[str, dict[str, int]] = {}
    for game_id, lessons in data["games"].items():
        if not isinstance(lessons, dict):
            raise LoadError(f"{where}: games: {game_id}: expected an object of lesson ids")
        for lesson_id, count in lessons.items():
            # One odd entry (written by hand) is dropped; the rest is kept.
            if type(count) is int and 1 <= count <= MAX_TRIES:
                tries.setdefault(game_id, {})[lesson_id] = count
    return tries
