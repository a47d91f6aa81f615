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

Playing a move writes no record either: the whole record (the *base*) is written when a
game starts, opens or is pasted, and at any change that is not a move added at the end
of a line; each move played after it is appended, as one short line (its text and which
node it follows), to a *journal* beside the base (`journal_path`), before the move is
shown. A restore reads the base and plays the journal's moves again. Each base names
its generation and so its journal: a new base starts a new journal, made before the
base is put in place, so whenever a kill -9 comes, the base in place and its journal
hold every move shown. When a journal grows long the base is written again in a thread
(`start_rebase`, `finish_rebase`), while the moves still go to the old journal as well
as to the new one, until the new base is in place.

In a large game an edit that is not a move (a comment, a deleted variation) writes its
base in a thread too (`holds_edit`): the base and journal in place stay as they were
until the new base is in place, and a move played meanwhile waits for it. A kill -9
in that second loses the edit, never a move.
"""

from __future__ import annotations

import glob
import json
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from pardsgui.core.contract import IllegalMove, PositionError
from pardsgui.core.limits import MAX_BYTES, MAX_MOVE_TEXT, MAX_NODES
from pardsgui.core.record import Node, Record, RecordError
from pardsgui.core.record_json import Progress
from pardsgui.games import get_game
from pardsgui.i18n import _, grouped, isolate, ngettext
from pardsgui.storage.files import path_from_text, replace_with, write_atomic, write_temporary
from pardsgui.storage.loading import LoadError, check_text, decode, guarded, parse_json, read_bytes
from pardsgui.storage.sets import GameSet, read_set
from pardsgui.storage.settings import data_dir

PREFIX = "autosave-"
SUFFIX = ".pards.json"
FORMAT = "pardsgui-autosave"
JOURNAL_FORMAT = "pardsgui-journal"
# Moves a journal holds before the base is written again (in a thread): a restore replays
# them (some 40 µs a move), and the journal stays a few hundred kilobytes.
JOURNAL_LIMIT = 5_000


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


def compact_path(node: Node) -> list[Any]:
    """Where `node` is, told by its ply and the steps that leave the first child: [ply, [ply, index], ...].

    A journal line names the node its move follows this way when no earlier line added it:
    a few numbers even a million moves deep, where `node_path` lists one per move.
    """
    turns = []
    ply = node.ply
    while node.parent is not None:
        siblings = node.parent.children
        if siblings[0] is not node:
            turns.append([node.ply, next(i for i, s in enumerate(siblings) if s is node)])
        node = node.parent
    return [ply, *turns[::-1]]


def node_at_compact(root: Node, place: Any) -> Node | None:
    """The node a `compact_path` names, or None when the tree holds no such node."""
    if not isinstance(place, list) or not place or type(place[0]) is not int:
        return None
    turns: dict[int, int] = {}
    for turn in place[1:]:
        if not (isinstance(turn, list) and len(turn) == 2 and all(type(x) is int for x in turn)):
            return None
        turns[turn[0]] = turn[1]
    node = root
    for ply in range(1, place[0] + 1):
        index = turns.get(ply, 0)
        if not 0 <= index < len(node.children):
            return None
        node = node.children[index]
    return node


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
    journal: Path | None = None  # the moves played after the base
    journal_kept: int = 0  # its bytes that were played again (the rest are bad: `set_aside_journal`)
    note: str = ""  # what of the journal could not be restored, in words for the person

    def describe(self) -> str:
        """What will be restored: the game, its file, every move in all its lines."""
        moves = self.record.move_count()
        main = len(self.record.main_line())
        words = ngettext("a game of {game}, {count} move", "a game of {game}, {count} moves", moves)
        if self.saved_as:
            words = ngettext(
                "a game of {game} (from {file}), {count} move",
                "a game of {game} (from {file}), {count} moves",
                moves,
            )
        said = words.format(
            game=self.record.game.name, file=self.saved_as.name if self.saved_as else "", count=moves
        )
        if main != moves:
            said = _("{game} ({main} in the main line)").format(game=said, main=main)
        return said


class Journal:
    """One journal being written: moves appended, each as one line, the nodes it added numbered."""

    def __init__(self, path: Path, generation: int, start: Node) -> None:
        self.path = path
        self.generation = generation
        # The node each line's move follows is told by number when the journal knows it: 0, the
        # node the base shows (a game goes on from there), n, the node line n added.
        self.numbers: dict[Node, int] = {start: 0}
        self.moves = 0
        self.last = start  # where a restore shows the game when no cursor file says otherwise
        header = {"format": JOURNAL_FORMAT, "generation": generation}
        # Made anew, never opened where it stands: a named pipe put there would make the open
        # wait for a reader (a stray journal of a killed run is simply replaced).
        path.unlink(missing_ok=True)
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | getattr(os, "O_BINARY", 0)
        self._fd = os.open(path, flags, 0o666)
        try:
            self._write(json.dumps(header, separators=(",", ":")) + "\n")
        except BaseException:
            self.close()
            path.unlink(missing_ok=True)
            raise

    def add(self, node: Node) -> None:
        """Append the move that made `node` (a new last child); OSError when it cannot be written."""
        assert node.parent is not None
        number = self.numbers.get(node.parent)
        after: int | list[Any] = number if number is not None else compact_path(node.parent)
        line = json.dumps({"after": after, "move": node.text}, ensure_ascii=False, separators=(",", ":"))
        self._write(line + "\n")
        self.moves += 1
        self.numbers[node] = self.moves
        self.last = node

    def _write(self, text: str) -> None:
        # One write of a short line, unbuffered: once it returns the line is the system's, and a
        # kill -9 cannot lose it (no fsync: that guards against a power cut, at some
        # milliseconds a move on a disk, and a power cut loses the last seconds of any editor too).
        data = text.encode("utf-8")
        while data:
            written = os.write(self._fd, data)
            data = data[written:]

    def close(self) -> None:
        if self._fd >= 0:
            fd, self._fd = self._fd, -1
            os.close(fd)

    def remove(self) -> None:
        self.close()
        self.path.unlink(missing_ok=True)


@dataclass
class Rebase:
    """A base being written in a thread (`run`), to be put in place by `Autosave.finish_rebase`."""

    file: Path
    generation: int
    record: Record
    saved_as: Path | None
    dirty: bool
    game_set: GameSet | None
    start: Node  # where the game was shown when it began: its journal's line 0
    journal: Journal
    # A base written for an edit that is not a move (a comment, a deletion): the journal in place
    # does not take moves meanwhile (its lines name nodes by their place in the tree, which the
    # edit may have changed); a move waits for this base instead (`Autosave.append`'s caller).
    holds_edit: bool = False
    temporary: Path | None = None
    error: str = ""
    seconds: float = 0.0
    done: threading.Event = field(default_factory=threading.Event)  # `run` has returned
    settled: bool = False  # put in place or given up by the window's thread

    def run(self) -> None:
        """Write the base beside the autosave, not yet in its place (any thread)."""
        began = time.perf_counter()
        try:
            self._write()
        finally:
            self.seconds = time.perf_counter() - began
            self.done.set()

    def _write(self) -> None:
        try:
            text = base_text(
                self.record, self.saved_as, self.dirty, self.game_set, self.generation, node_path(self.start)
            )
            self.temporary = write_temporary(self.file, text)
        except TooBig as error:
            self.error = str(error)
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.error = failed(self.file, reason)
        except Exception as error:  # the tree changed under the walk: this base is not kept
            words = _("Autosave to {file} was interrupted ({error})")
            self.error = words.format(file=self.file, error=type(error).__name__)


def failed(file: Path, reason: object) -> str:
    return _("Autosave to {file} failed: {reason}").format(file=file, reason=reason)


class TooBig(ValueError):
    """A record whose autosave would be a file the next start refuses."""


def base_text(
    record: Record,
    saved_as: Path | None,
    dirty: bool,
    game_set: GameSet | None,
    generation: int,
    current: list[int],
) -> str:
    """The autosave's base: the whole record (or set), where it is shown, and its file."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "generation": generation,
        "saved_as": str(saved_as) if saved_as else None,
        "dirty": dirty,
        "current": current,
    }
    if game_set is not None:
        data["set"] = game_set.to_dict()
        data["set_game"] = next((i for i, r in enumerate(game_set.games) if r is record), 0)
    try:  # the record written a move at a time: a dictionary per move weighed 190 MB at a million
        record_text = record.to_json()
    except RecordError:
        record_text = ""  # over MAX_BYTES alone
    head = json.dumps(data, ensure_ascii=False, separators=(",", ":"))[:-1]
    written = bool(record_text)
    text = "".join((head, ',"record":', record_text, "}"))
    del record_text  # a copy of the whole record less at the peak of an open
    size = len(text) if text.isascii() else len(text.encode("utf-8"))  # no copy to count ASCII
    if not written or size > MAX_BYTES:  # never a file the next start would refuse
        words = _(
            "Autosave stopped: the game would make a file over {limit} bytes, more than"
            " a start reads back (its review is the likely cause)"
        )
        raise TooBig(words.format(limit=grouped(MAX_BYTES)))
    return text


class Autosave:
    def __init__(self, directory: Path | None = None, pid: int | None = None) -> None:
        self.directory = directory or autosave_dir()
        self.file = self.directory / f"{PREFIX}{pid or os.getpid()}{SUFFIX}"
        self.error = ""
        self._lock: IO[bytes] | None = None
        self.generation = 0  # the base in place: the cursor file and the journal name the one they belong to
        self._issued = 0  # generations given out, the ones of bases being written included
        self.journal_limit = JOURNAL_LIMIT
        self.journal: Journal | None = None  # the moves since the base in place
        self.rebase: Rebase | None = None  # a base being written in a thread, and its journal
        self._rebase_at = 0  # journal moves before another rebase is tried (after one failed)

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
        """The whole record as the base, with a new, empty journal; False, with `error` said, on failure."""
        self._drop_rebase()  # written for the game before this change
        self._issued += 1
        generation = self._issued
        journal: Journal | None = None
        try:
            text = base_text(record, saved_as, dirty, game_set, generation, node_path(record.current))
            self.directory.mkdir(parents=True, exist_ok=True)
            # Made before the base that names it is in place: a move played from then on is never
            # appended to a journal that no base in place names.
            journal = Journal(journal_path(self.file, generation), generation, record.current)
            write_atomic(self.file, text)
        except TooBig as error:
            self.error = str(error)
            if journal is not None:
                journal.remove()
            return False
        except (OSError, ValueError) as error:  # ValueError: text that cannot be encoded
            if journal is not None:
                journal.remove()
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.error = failed(self.file, reason)
            return False
        self._switch(journal, generation)
        self.error = ""
        cursor_path(self.file).unlink(missing_ok=True)  # the record holds where it is shown now
        return True

    def append(self, node: Node) -> bool:
        """Journal the move that made `node`, a new last child; False (say `error`) when no base takes it.

        Costs one short line whatever the record's size. False with no `error` means only that
        no base was written yet: the caller writes one.
        """
        if self.journal is None:
            return False
        assert self.rebase is None or not self.rebase.holds_edit, "a move waits for the edit's base"
        try:
            self.journal.add(node)
            if self.rebase is not None:
                self.rebase.journal.add(node)
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.error = failed(self.file, reason)
            # Not trusted past a failed line: the next change writes a base.
            self._drop_rebase()
            self.journal.close()
            self.journal = None
            return False
        self.error = ""
        return True

    def rebase_due(self) -> bool:
        """Has the journal grown long enough that the base should be written again?"""
        journal = self.journal
        return (
            journal is not None
            and self.rebase is None
            and journal.moves >= max(self.journal_limit, self._rebase_at)
        )

    def start_rebase(
        self,
        record: Record,
        saved_as: Path | None,
        dirty: bool,
        game_set: GameSet | None = None,
        holds_edit: bool = False,
    ) -> Rebase | None:
        """A base of the record as it is now, to `run` in a thread; None (`error` said) if none can start.

        Its journal is made now: the moves played while the base is written go to it as well as to
        the journal in place, so whichever base a kill -9 leaves holds every move shown.
        """
        self._drop_rebase()
        self._issued += 1
        generation = self._issued
        try:
            journal = Journal(journal_path(self.file, generation), generation, record.current)
        except OSError as error:
            self.error = failed(self.file, error.strerror or error)
            return None
        start = record.current
        self.rebase = Rebase(
            self.file, generation, record, saved_as, dirty, game_set, start, journal, holds_edit
        )
        return self.rebase

    def finish_rebase(self, rebase: Rebase) -> bool:
        """Put a base written by `Rebase.run` in place; False, with `error` said, when it failed."""
        if rebase is not self.rebase:  # given up for a newer base meanwhile
            if rebase.temporary is not None:
                rebase.temporary.unlink(missing_ok=True)
            return True
        self.rebase = None
        try:
            if rebase.temporary is None:
                raise ValueError(rebase.error)
            replace_with(rebase.temporary, self.file)
        except (OSError, ValueError) as error:
            rebase.journal.remove()
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.error = reason if reason == rebase.error else failed(self.file, reason)
            if self.journal is not None:  # the journal in place goes on; tried again later
                self._rebase_at = self.journal.moves + self.journal_limit
            return False
        self._switch(rebase.journal, rebase.generation)
        self.error = ""
        return True

    def _switch(self, journal: Journal, generation: int) -> None:
        """The base of `generation` is in place: its journal is the one written from now on."""
        old, self.journal = self.journal, journal
        self.generation = generation
        self._rebase_at = 0
        if old is not None:
            old.remove()

    def _drop_rebase(self) -> None:
        if self.rebase is not None:
            rebase, self.rebase = self.rebase, None
            rebase.journal.remove()  # its base, when the thread ends, is thrown away (`finish_rebase`)

    def write_cursor(self, current: Node) -> bool:
        """Where the game last written is shown now; False, with `error` said, when that fails."""
        moves = self.journal.moves if self.journal is not None else 0
        place = {"generation": self.generation, "moves": moves, "current": node_path(current)}
        text = json.dumps(place, separators=(",", ":"))
        try:
            write_atomic(cursor_path(self.file), text)
        except OSError as error:
            self.error = failed(self.file, error.strerror or error)
            return False
        self.error = ""
        return True

    def remove(self) -> bool:
        """Remove this run's file (a clean quit); False, with `error` said, when it fails."""
        self._drop_rebase()
        if self.journal is not None:
            self.journal.close()
            self.journal = None
        try:
            self.file.unlink(missing_ok=True)
            cursor_path(self.file).unlink(missing_ok=True)
            for journal in journals(self.file):
                journal.unlink(missing_ok=True)
        except OSError as error:  # the folder is a file, or cannot be written
            words = _("The autosave {file} could not be removed: {reason}")
            self.error = words.format(file=self.file, reason=error.strerror or error)
            return False
        if self._lock is not None:
            lock, self._lock = self._lock, None
            lock_path(self.file).unlink(missing_ok=True)
            lock.close()
        return True

    def discard(self, path: Path) -> None:
        """Remove an autosave a person declined to restore, with its journal and lock file."""
        path.unlink(missing_ok=True)
        cursor_path(path).unlink(missing_ok=True)
        for journal in journals(path):
            journal.unlink(missing_ok=True)
        lock_path(path).unlink(missing_ok=True)

    @staticmethod
    def set_aside(path: Path) -> Path:
        """Move an autosave that cannot be read out of the way, its journals with it; where it went."""
        aside = path.with_name(path.name + ".unreadable")
        path.replace(aside)
        for journal in journals(path):
            journal.replace(journal.with_name(journal.name + ".unreadable"))
        return aside

    @staticmethod
    def set_aside_journal(found: Restorable) -> Path | None:
        """Keep the part of a journal that could not be played apart, and the journal without it.

        The game restores the same next time (kept for later), and the bad lines are not lost
        to whoever wants to look at them. Returns where they are kept.
        """
        journal = found.journal
        if journal is None or not found.note:
            return None
        data = read_bytes(journal)
        aside = journal.with_name(journal.name + ".unreadable")
        write_atomic(aside, data[found.journal_kept :])
        if found.journal_kept:
            write_atomic(journal, data[: found.journal_kept])
        else:
            journal.unlink(missing_ok=True)
        return aside

    def left_behind(self) -> list[Path]:
        """Autosave files of runs that are no longer running, newest first."""
        found = []
        for path in self._files(f"{PREFIX}*{SUFFIX}"):
            if path == self.file or _alive(path):
                continue
            found.append(path)
        return sorted(found, key=modified, reverse=True)

    def clean_temporaries(self) -> int:
        """Remove half-written temporary files whose writer is gone (killed mid-write).

        A journal whose base never got in place (killed between the two) goes too.
        """
        removed = 0
        temporaries = self._files(f".{PREFIX}*{SUFFIX}.*.tmp")
        orphans = [p for p in self._files(f"{PREFIX}*{SUFFIX}.*.journal") if not _base_of(p).exists()]
        for path in [*temporaries, *orphans]:
            name = path.name.lstrip(".")
            pid_text = name[len(PREFIX) :].partition(".")[0]
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
    def load(path: Path, progress: Progress | None = None) -> Restorable:
        """Read an autosave and play its journal; LoadError, saying what is wrong, if it cannot be restored.

        A journal that cannot be played to its end gives the game up to its last good move,
        with a `note` saying what was left out; it never makes the game unreadable.
        `progress` is told as the record's moves are read, as by File ▸ Open (`read_game_file`).
        """
        where = _("the autosave {file}").format(file=path.name)
        data = parse_json(decode(read_bytes(path), where), where, records=True)
        with guarded(where):
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise LoadError(_("{where}: not a pardsgui autosave file").format(where=where))
            game_set = read_set(data["set"]) if "set" in data else None
            if game_set is not None:
                index = data.get("set_game")
                record = game_set.games[
                    index if type(index) is int and 0 <= index < len(game_set.games) else -1
                ]
            else:
                record = Record.from_dict(data.get("record"), get_game, progress=progress)
            place = data.get("current")
            shown = node_at(record, place if isinstance(place, list) else [])
            generation = data.get("generation")
            journal = None
            played = Replay(record, shown)
            if type(generation) is int and 0 < generation < 2**53 and journal_path(path, generation).exists():
                journal = journal_path(path, generation)
                played.play(journal, generation)
            current = _cursor(path, generation, played.moves, None)
            saved_as = data.get("saved_as")
            if isinstance(saved_as, str):
                check_text(saved_as, _("{where}: the file it was saved as").format(where=where))
            return Restorable(
                file=path,
                game_set=game_set,
                record=record,
                current=node_at(record, current) if isinstance(current, list) else played.last,
                # A path no file can have is dropped, not the game: Save then asks where.
                saved_as=path_from_text(saved_as),
                dirty=played.moves > 0 or data.get("dirty") is not False,
                journal=journal,
                journal_kept=played.kept,
                note=played.note,
            )


class Replay:
    """A journal's moves played again on the record its base holds, up to the first bad line."""

    def __init__(self, record: Record, shown: Node) -> None:
        self.record = record
        self.nodes = [shown]  # line n's node; 0: where the base shows the game
        self.last = shown  # where the game was shown after the last good line
        self.moves = 0
        self.kept = 0  # bytes of the journal played (the header included)
        self.note = ""

    def play(self, path: Path, generation: int) -> None:
        try:
            data = read_bytes(path)
        except LoadError as error:
            words = _("Its journal of moves could not be read ({error}); the game is restored without it.")
            self.note = words.format(error=error)
            return
        if not data:
            return  # made, and killed before its first line: no move in it
        offset = 0
        lines = data.split(b"\n")
        torn = lines.pop()  # after the last newline: b"" unless the last write was cut off
        for number, line in enumerate(lines):
            problem = self._header(line, generation) if number == 0 else self._move(line, number)
            if problem:
                left = len(lines) - number - 1 + (1 if torn else 0)
                if left:
                    words = ngettext(
                        "Line {line} of its journal of moves {problem}; it and the {count} line after it"
                        " are not restored.",
                        "Line {line} of its journal of moves {problem}; it and the {count} lines after it"
                        " are not restored.",
                        left,
                    )
                else:
                    words = _("Line {line} of its journal of moves {problem}; it is not restored.")
                self.note = words.format(line=number + 1, problem=problem, count=grouped(left))
                return
            offset += len(line) + 1
            self.kept = offset
        if torn:
            words = _(
                "The last line of its journal of moves (line {line}) was cut off as it was"
                " written; that move is not restored."
            )
            self.note = words.format(line=len(lines) + 1)

    def _header(self, line: bytes, generation: int) -> str:
        try:
            header = json.loads(line)
        except (ValueError, RecursionError):
            return _("is not a journal's first line")
        if not isinstance(header, dict) or header.get("format") != JOURNAL_FORMAT:
            return _("is not a journal's first line")
        if header.get("generation") != generation:
            words = _("names another game ({found}, not {generation})")
            return words.format(found=repr(header.get("generation")), generation=generation)
        return ""

    def _move(self, line: bytes, number: int) -> str:
        """Play one journal line; what is wrong with it, or ""."""
        try:
            entry = json.loads(line.decode("utf-8"))
        except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
            return _("is not a move (not JSON text)")
        if not isinstance(entry, dict) or set(entry) != {"after", "move"}:
            return _('is not a move (expected "after" and "move")')
        text, after = entry["move"], entry["after"]
        if not isinstance(text, str) or not 0 < len(text) <= MAX_MOVE_TEXT:
            return _("is not a move (its text is missing or too long)")
        if type(after) is int:
            parent = self.nodes[after] if 0 <= after < len(self.nodes) else None
        else:
            parent = node_at_compact(self.record.root, after)
        if parent is None:
            return _("follows a move the game does not hold ({place})").format(place=str(after)[:40])
        if self.record.outcome(parent) is not None:
            return _("plays {move} after the game has ended").format(move=isolate(repr(text[:40])))
        try:
            move = parent.position.parse_move(text)
        except (IllegalMove, PositionError, ValueError) as error:
            words = _("plays {move}, which is not legal there ({error})")
            return words.format(move=isolate(repr(text[:40])), error=error)
        # Already there when a base was written in a thread while the move was played.
        node = next((child for child in parent.children if child.move == move), None)
        if node is None:
            if self.record.grown >= MAX_NODES:
                return _("plays a move past the {limit} a game holds").format(limit=grouped(MAX_NODES))
            node = parent.grow(move, parent.position.move_text(move), parent.position.apply(move))
            self.record.grown += 1
        self.nodes.append(node)
        self.last = node
        self.moves += 1
        return ""


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


def _cursor(autosave: Path, generation: Any, moves: int, current: Any) -> Any:
    """Where to show the restored game: the cursor file's place, if written for this record.

    For this base and as many journal moves as were played again: a move played after the
    place was written shows that move, and a place written before a move that was lost
    (a torn last line) still holds.
    """
    try:
        data = json.loads(read_bytes(cursor_path(autosave)))
    except (OSError, LoadError, ValueError, RecursionError):  # none (nothing moved since), or not to trust
        return current
    if (
        isinstance(data, dict)
        and generation is not None
        and data.get("generation") == generation
        and data.get("moves", 0) == moves
    ):
        return data.get("current", current)
    return current


def journal_path(autosave: Path, generation: int) -> Path:
    """The journal of the moves played after the base of `generation` (`Autosave.append`)."""
    return autosave.with_name(f"{autosave.name}.{generation}.journal")


def journals(autosave: Path) -> list[Path]:
    """Every journal beside an autosave (one, or two while a base is written, or a stray one)."""
    try:
        return list(autosave.parent.glob(f"{glob.escape(autosave.name)}.*.journal"))
    except OSError:
        return []


def _base_of(journal: Path) -> Path:
    return journal.with_name(journal.name.rsplit(".", 2)[0])


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
