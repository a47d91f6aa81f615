"""Autosave: the game being played is on disk after every change.

Each running app writes its own file (named by process id) in the user data
directory, atomically, and holds a lock on a file beside it for as long as it
runs (`claim`): the system lets go of the lock when the process ends, however
it ends, so an autosave whose lock can be taken was left by a crash — even if
another process has since been given the same number — and the next start
offers it. A clean quit removes both.

Moving through the game (Back, Forward, a click in the move list) changes no
move: it writes only where the game is shown, in a small file beside the
autosave (`cursor_path`), never the whole record again — a record of a million
moves takes a second to write, far longer than a key may take. The cursor file
names the autosave's `generation`, so a cursor written for an older record is
never applied to a newer one.
"""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from pardsgui.core.limits import MAX_BYTES
from pardsgui.core.record import Node, Record
from pardsgui.games import get_game
from pardsgui.storage.files import path_from_text, write_atomic
from pardsgui.storage.loading import LoadError, check_text, decode, guarded, parse_json, read_bytes
from pardsgui.storage.sets import GameSet, read_set
from pardsgui.storage.settings import data_dir

PREFIX = "autosave-"
SUFFIX = ".pards.json"
FORMAT = "pardsgui-autosave"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def node_path(node: Node) -> list[int]:
    """Child indices from the root down to `node`."""
    indices = []
    while node.parent is not None:
        siblings = node.parent.children
        # by identity: nodes compare by identity anyway, and the main child is nearly always first
        indices.append(0 if siblings[0] is node else next(i for i, s in enumerate(siblings) if s is node))
        node = node.parent
    return indices[::-1]


def node_at(record: Record, indices: list[Any]) -> Node:
    node = record.root
    for index in indices:
        if type(index) is not int or not 0 <= index < len(node.children):
            break
        node = node.children[index]
    return node


@dataclass
class Restorable:
    """A game an earlier run left behind."""

    file: Path
    game_set: GameSet | None
    record: Record
    current: Node
    saved_as: Path | None  # the file the game was saved to, if any
    dirty: bool  # changes not saved to that file

    def describe(self) -> str:
        """What will be restored: the game, its file, every move in all its lines."""
        moves = self.record.move_count()
        main = len(self.record.main_line())
        where = f" (from {self.saved_as.name})" if self.saved_as else ""
        lines = f" ({main} in the main line)" if main != moves else ""
        return f"a game of {self.record.game.name}{where}, {moves} moves{lines}"


class Autosave:
    def __init__(self, directory: Path | None = None, pid: int | None = None) -> None:
        self.directory = directory or autosave_dir()
        self.file = self.directory / f"{PREFIX}{pid or os.getpid()}{SUFFIX}"
        self.error = ""
        self._lock: IO[bytes] | None = None
        self.generation = 0  # whole records written: the cursor file names the one it belongs to

    def claim(self) -> None:
        """Hold this run's lock until the process ends: no other start takes its autosave for a crash's."""
        if self._lock is not None:
            return
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self._lock = lock_path(self.file).open("ab")
            _lock(self._lock)
        except OSError:  # a folder that is a file, a system without locks: the process check remains
            self._lock = None

    def write(
        self, record: Record, saved_as: Path | None, dirty: bool, game_set: GameSet | None = None
    ) -> bool:
        self.generation += 1
        data: dict[str, Any] = {
            "format": FORMAT,
            "generation": self.generation,
            "saved_as": str(saved_as) if saved_as else None,
            "dirty": dirty,
            "current": node_path(record.current),
            "record": record.to_dict(),
        }
        if game_set is not None:
            data["set"] = game_set.to_dict()
            data["set_game"] = next((i for i, r in enumerate(game_set.games) if r is record), 0)
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        if len(text.encode("utf-8")) > MAX_BYTES:  # never a file the next start would refuse
            self.error = (
                f"Autosave stopped: the game would make a file over {MAX_BYTES:,} bytes, more than"
                " a start reads back (its review is the likely cause)"
            )
            return False
        try:
            write_atomic(self.file, text)
        except (OSError, ValueError) as error:  # ValueError: text that cannot be encoded
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.error = f"Autosave to {self.file} failed: {reason}"
            return False
        self.error = ""
        cursor_path(self.file).unlink(missing_ok=True)  # the record holds where it is shown now
        return True

    def write_cursor(self, current: Node) -> bool:
        """Where the game last written is shown now; False, with `error` said, when that fails."""
        place = {"generation": self.generation, "current": node_path(current)}
        text = json.dumps(place, separators=(",", ":"))
        try:
            write_atomic(cursor_path(self.file), text)
        except OSError as error:
            self.error = f"Autosave to {self.file} failed: {error.strerror or error}"
            return False
        self.error = ""
        return True

    def remove(self) -> bool:
        """Remove this run's file (a clean quit); False, with `error` said, when that fails."""
        try:
            self.file.unlink(missing_ok=True)
            cursor_path(self.file).unlink(missing_ok=True)
        except OSError as error:  # the folder is a file, or cannot be written
            self.error = f"The autosave {self.file} could not be removed: {error.strerror or error}"
            return False
        if self._lock is not None:
            lock, self._lock = self._lock, None
            lock_path(self.file).unlink(missing_ok=True)
            lock.close()
        return True

    def discard(self, path: Path) -> None:
        """Remove an autosave a person declined to restore, with its lock file."""
        path.unlink(missing_ok=True)
        cursor_path(path).unlink(missing_ok=True)
        lock_path(path).unlink(missing_ok=True)

    def left_behind(self) -> list[Path]:
        """Autosave files of runs that are no longer running, newest first."""
        found = []
        for path in self._files(f"{PREFIX}*{SUFFIX}"):
            if path == self.file or _alive(path):
                continue
            found.append(path)
        return sorted(found, key=modified, reverse=True)

    def clean_temporaries(self) -> int:
        """Remove half-written temporary files whose writer is gone (killed mid-write)."""
        removed = 0
        for path in self._files(f".{PREFIX}*{SUFFIX}.*.tmp"):
            pid_text = path.name[len(PREFIX) + 1 :].partition(".")[0]
            if _running(pid_text):
                continue  # a running app's write in progress
            try:
                path.unlink()
            except OSError:
                continue
            removed += 1
        return removed

    def _files(self, pattern: str) -> list[Path]:
        try:
            if not self.directory.is_dir():
                return []
            return list(self.directory.glob(pattern))
        except OSError:
            return []

    @staticmethod
    def load(path: Path) -> Restorable:
        """Read an autosave file; LoadError, saying what is wrong, if it cannot be restored."""
        where = f"the autosave {path.name}"
        data = parse_json(decode(read_bytes(path), where), where)
        with guarded(where):
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise LoadError(f"{where}: not a pardsgui autosave file")
            game_set = read_set(data["set"]) if "set" in data else None
            if game_set is not None:
                index = data.get("set_game")
                record = game_set.games[
                    index if type(index) is int and 0 <= index < len(game_set.games) else -1
                ]
            else:
                record = Record.from_dict(data.get("record"), get_game)
            current = _cursor(path, data.get("generation"), data.get("current"))
            saved_as = data.get("saved_as")
            if isinstance(saved_as, str):
                check_text(saved_as, f"{where}: the file it was saved as")
            return Restorable(
                file=path,
                game_set=game_set,
                record=record,
                current=node_at(record, current if isinstance(current, list) else []),
                # A path no file can have is dropped, not the game: Save then asks where.
                saved_as=path_from_text(saved_as),
                dirty=data.get("dirty") is not False,
            )


def modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def cursor_path(autosave: Path) -> Path:
    """The small file that says where the autosaved game is shown (`Autosave.write_cursor`)."""
    # Not hidden, unlike the lock: its half-written temporaries are then named as the
    # autosave's are, and `clean_temporaries` removes them alike.
    return autosave.with_name(f"{autosave.name}.cursor")


def _cursor(autosave: Path, generation: Any, current: Any) -> Any:
    """Where to show the restored game: the cursor file's place, if written for this record."""
    try:
        data = json.loads(read_bytes(cursor_path(autosave)))
    except (OSError, LoadError, ValueError, RecursionError):  # none (nothing moved since), or not to trust
        return current
    if isinstance(data, dict) and generation is not None and data.get("generation") == generation:
        return data.get("current", current)
    return current


def lock_path(autosave: Path) -> Path:
    """The file whose lock says the autosave's writer still runs (never replaced, unlike the autosave)."""
    return autosave.with_name(f".{autosave.name}.lock")


def _lock(stream: IO[bytes]) -> None:
    """Take the lock on `stream` without waiting; OSError when another process holds it."""
    if sys.platform == "win32":  # the Windows build
        import msvcrt

        msvcrt.locking(stream.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(stream.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def _alive(autosave: Path) -> bool:
    """Does the run that wrote `autosave` still run? Its lock says so; without one, its process number."""
    lock = lock_path(autosave)
    try:
        with lock.open("rb") as stream:
            try:
                _lock(stream)
            except OSError:
                return True  # held: its writer runs
            return False  # the lock was free: its writer is gone, whatever its number is now
    except OSError:  # no lock file (written before locks, or a folder we cannot read)
        pid_text = autosave.name[len(PREFIX) : -len(SUFFIX)]
        return _running(pid_text)


def _running(pid_text: str) -> bool:
    """Whether the process named in a file name runs (names are made by us, but may be anything)."""
    if not (pid_text.isascii() and pid_text.isdigit() and len(pid_text) < 10):
        return False
    pid = int(pid_text)
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except PermissionError:
        return True
    except (OSError, OverflowError):  # ProcessLookupError: gone
        return False
    return True
