"""The one guarded way in for text from outside: files, pastes, autosaves, settings, arguments.

Whatever the bytes, a load gives a valid game or raises `LoadError` with a
message saying what is wrong and where; nothing else escapes (not int()'s
digit limit, not a RecursionError from deep JSON, not a MemoryError).  The
size is bounded before anything is decoded or parsed.  Every caller — File ▸
Open, `pardsgui FILE`, the recent files, Edit ▸ Paste, the autosave restore,
the settings, `--position` and the engine's command line — comes through
here, so a new way in cannot forget a check.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from pardsgui.core import limits
from pardsgui.core.contract import ForeignText, Game, Position
from pardsgui.core.record import Record
from pardsgui.core.record_json import Progress, RecordReading, moves_decoded
from pardsgui.core.record_text import game_named
from pardsgui.games import get_game
from pardsgui.i18n import _, grouped
from pardsgui.storage.sets import GameSet, read_set

# One limit for any file or paste, applied to the bytes before anything is parsed (parsed
# JSON takes some 25 times its size in memory): the record's own (core/limits.py), so what
# Save writes is read back.
MAX_BYTES = limits.MAX_BYTES

T = TypeVar("T")
_NOT_SPACE = re.compile(r"\S")


class Cancelled(Exception):
    """A person stopped a reading (a long file's Cancel): nothing to say, nothing read."""


class LoadError(ValueError):
    """Text from outside that cannot be used; the message says what is wrong and where."""


@dataclass(frozen=True)
class Loaded:
    """What a load gave: a record (with its set, if it is one), or a position to start from."""

    record: Record
    game_set: GameSet | None = None
    position: Position | None = None  # set when the text was a position, not a record


class guarded:  # used as `with guarded(where):`, like a function
    """Turn any failure inside into a LoadError that names `where`."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: Any) -> None:
        if error is None or isinstance(error, (LoadError, Cancelled)) or not isinstance(error, Exception):
            return  # nothing failed, already said, stopped by a person, or KeyboardInterrupt: let it go
        where = self.where
        if isinstance(error, RecursionError):
            raise LoadError(_("{where}: nested far too deep to be read").format(where=where)) from None
        if isinstance(error, MemoryError):
            raise LoadError(_("{where}: too large to be read").format(where=where)) from None
        if isinstance(error, (ValueError, OSError)):  # RecordError, PositionError, SetError …
            raise LoadError(_("{where}: {reason}").format(where=where, reason=_reason(error))) from None
        # a check we lack must still not stop the app
        raise LoadError(
            _("{where}: cannot be read ({error})").format(
                where=where, error=f"{type(error).__name__}: {error}"
            )
        ) from None


def _reason(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


def guard(where: str, load: Callable[[], T]) -> T:
    with guarded(where):
        return load()


# -- bytes and text --------------------------------------------------------------------------


def refuse_unplain(mode: int, where: str) -> None:
    """LoadError unless `mode` is a plain file's: a pipe, a device or a folder is named for what it is."""
    if stat.S_ISREG(mode):
        return
    kind = (
        _("a named pipe (FIFO)")
        if stat.S_ISFIFO(mode)
        else _("a folder")
        if stat.S_ISDIR(mode)
        else _("a device")
        if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
        else _("a socket")
        if stat.S_ISSOCK(mode)
        else _("not a plain file")
    )
    raise LoadError(
        _("{where}: {kind}, not a plain file: nothing is read from it").format(where=where, kind=kind)
    )


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """A regular file's bytes, at most `limit` of them; LoadError (naming the file) otherwise."""
    where = path.name or str(path)
    with guarded(where):
        # A FIFO or a device (/dev/zero) has no size and may never end; opening a FIFO even
        # waits for a writer, for good. So: only plain files, judged before opening, and opened
        # without waiting (a FIFO put in its place meanwhile is refused by the second look).
        refuse_unplain(path.stat().st_mode, where)
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(handle, "rb") as stream:
            refuse_unplain(os.fstat(stream.fileno()).st_mode, where)
            size = os.fstat(stream.fileno()).st_size
            if size > limit:
                raise LoadError(
                    _("{where}: the file is {size} bytes; at most {limit} are read").format(
                        where=where, size=grouped(size), limit=grouped(limit)
                    )
                )
            data = stream.read(limit + 1)
        if len(data) > limit:  # it grew while being read
            raise LoadError(
                _("{where}: the file is over {limit} bytes; at most {limit} are read").format(
                    where=where, limit=grouped(limit)
                )
            )
        return data


def decode(data: bytes, where: str, limit: int = MAX_BYTES) -> str:
    """UTF-8 text, with or without a byte-order mark."""
    if len(data) > limit:
        raise LoadError(
            _("{where}: {size} bytes; at most {limit} are read").format(
                where=where, size=grouped(len(data)), limit=grouped(limit)
            )
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise LoadError(
            _("{where}: not UTF-8 text (byte {byte} is not)").format(where=where, byte=grouped(error.start))
        ) from None


def parse_json(text: str, where: str, records: bool = False) -> Any:
    """JSON with NaN and Infinity refused; every failure is a LoadError naming the line.

    `records`: the text holds game records (a record, a set, an autosave), whose moves are
    decoded small (`moves_decoded`): a million decoded dictionaries were the peak of an open.
    """
    if len(text) > MAX_BYTES:
        raise LoadError(_too_many(where, len(text)))
    with guarded(where):
        text = text.removeprefix("\ufeff")
        try:
            hook = moves_decoded() if records else None
            return json.loads(text, parse_constant=_reject_constant, object_hook=hook)
        except json.JSONDecodeError as error:
            if text.strip() != text:  # a file cut short: its end named at its last character, not after
                error = _decode_error(text.strip()) or error
            raise LoadError(
                _(
                    "{where}: not valid JSON at line {line}, column {column}: {error}"
                    " (is the file truncated or from another program?)"
                ).format(where=where, line=error.lineno, column=error.colno, error=error.msg)
            ) from None


def _decode_error(text: str) -> json.JSONDecodeError | None:
    try:
        json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        return error
    return None


def _reject_constant(name: str) -> None:
    raise ValueError(_("{name} is not allowed").format(name=name))


def _too_many(where: str, characters: int) -> str:
    return _("{where}: {count} characters; at most {limit} are read").format(
        where=where, count=grouped(characters), limit=grouped(MAX_BYTES)
    )


def check_text(value: Any, where: str) -> str:
    """A string that can be written back to a file (no lone surrogate from a \\ud800 escape)."""
    if not isinstance(value, str):
        raise LoadError(_("{where}: expected text").format(where=where))
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise LoadError(
            _("{where}: holds a broken character (a lone surrogate)").format(where=where)
        ) from None
    return value


# -- games ------------------------------------------------------------------------------------


def read_game_file(path: Path, progress: Progress | None = None) -> Loaded:
    """File ▸ Open's reading, whole: a record or a set of games (`begin_game_file` may stop at the top).

    `progress(moves read, moves in all)` is told as a record's moves are read (`Record.from_dict`);
    it may raise `Cancelled` to stop.
    """
    where = path.name or str(path)
    # No name holds the bytes while the game is read: 17 MB more at the peak of a million moves.
    loaded = _read_text(decode(read_bytes(path), where), where, progress=progress)
    assert isinstance(loaded, Loaded)  # read whole
    return loaded


#: A record of more moves than this is shown while it is read (`begin_game_file`); fewer are read
#: at once (a second or two at most), as they always were.
SHOWN_WHILE_READ = 20_000


class Reading:
    """A big record being read while the window shows it: `steps` reads on a stretch at a time.

    Each step raises `LoadError` naming the file and the move at fault, as a whole reading
    does; a reading that ends without one leaves `record` whole, as `read_game_file` gives it.
    """

    def __init__(self, reading: RecordReading[Record], where: str) -> None:
        self.record = reading.record
        self.where = where
        reading.untold()  # the dialog of its top is gone: the window says how far it is
        self._reading = reading
        self.total = reading.total

    @property
    def done(self) -> int:
        return self._reading.done

    def steps(self, every: int) -> Iterator[None]:
        run = self._reading.run(every)
        while True:
            with guarded(self.where):
                if next(run, False) is False:  # the moves are all read, and checked: the record is whole
                    return
            yield


def begin_game_file(path: Path, progress: Progress | None = None) -> Loaded | Reading:
    """File ▸ Open, `pardsgui FILE` and the recent files: as `read_game_file`, but a record of more
    than `SHOWN_WHILE_READ` moves comes back as its `Reading`, its top read and checked, its moves
    still to read."""
    where = path.name or str(path)
    return _read_text(decode(read_bytes(path), where), where, progress=progress, whole=False)


def read_game_bytes(data: bytes, where: str, prefer: str | None = None, positions: bool = False) -> Loaded:
    """Bytes from outside: bounded, decoded, then read as `read_game_text` reads them."""
    return read_game_text(decode(data, where), where, prefer, positions)


def read_game_text(
    text: str,
    where: str,
    prefer: str | None = None,
    positions: bool = False,
    progress: Progress | None = None,
) -> Loaded:
    """A record or a set (JSON) or, when `positions`, a position of `prefer` or any other game."""
    loaded = _read_text(text, where, prefer, positions, progress)
    assert isinstance(loaded, Loaded)  # read whole
    return loaded


def _read_text(
    text: str,
    where: str,
    prefer: str | None = None,
    positions: bool = False,
    progress: Progress | None = None,
    whole: bool = True,
) -> Loaded | Reading:
    """`read_game_text`; unless `whole`, a big record as its `Reading` (`_read_data`)."""
    if len(text) > MAX_BYTES:
        raise LoadError(_too_many(where, len(text)))
    text = text.removeprefix("\ufeff")
    # The first character that is not space, found without a stripped copy of a big file.
    first = _NOT_SPACE.search(text)
    if first is None:
        raise LoadError(_("{where}: there is no text").format(where=where))
    if first.group() == "{" or not positions:
        data = parse_json(text, where, records=True)
        del text  # not held while the game is read
        return _read_data(data, where, progress, whole)
    stripped = text.strip()
    named = game_named(stripped)
    if named is not None:
        raise LoadError(
            _(
                "{where}: {game}'s moves as text (what Copy game gives while a game hides secret choices):"
                " it is for reading, not for pasting; copy the game once it is over, or save it to a file"
                " and open that"
            ).format(where=where, game=named)
        )
    return _position_anywhere(stripped, where, prefer)


def read_game_data(data: Any, where: str, progress: Progress | None = None) -> Loaded:
    """Parsed JSON: a set of games (by its "format") or else a record."""
    loaded = _read_data(data, where, progress)
    assert isinstance(loaded, Loaded)  # read whole
    return loaded


def _read_data(
    data: Any, where: str, progress: Progress | None = None, whole: bool = True
) -> Loaded | Reading:
    """`read_game_data`; unless `whole`, a record of more than `SHOWN_WHILE_READ` moves as its `Reading`."""
    with guarded(where):
        game_set = read_set(data)
        if game_set is not None:
            return Loaded(game_set.games[-1], game_set)
        # `data` was parsed for this alone: its moves are let go as they are read.
        reading = Record.begin(data, get_game, consume=True, progress=progress)
        if whole or reading.total <= SHOWN_WHILE_READ:
            return Loaded(reading.read_all())
    return Reading(reading, where)


def parse_position(game: Game, text: str, where: str) -> Position:
    """A position text of `game`; LoadError naming `where` and the field at fault."""
    with guarded(where):
        if len(text) > MAX_BYTES:
            raise LoadError(
                _("{where}: {count} characters is not a position").format(
                    where=where, count=grouped(len(text))
                )
            )
        return game.parse(text)


def _position_anywhere(text: str, where: str, prefer: str | None) -> Loaded:
    from pardsgui.games import available_ids, get_game

    ids = list(available_ids())
    order = [prefer, *[g for g in ids if g != prefer]] if prefer in ids else ids
    errors: list[tuple[Game, str, bool]] = []  # each game's reason, and whether the text is foreign to it
    for game_id in order:
        game = get_game(game_id)
        try:
            with guarded(where):
                try:
                    position = game.parse(text)
                except ForeignText as error:  # a field this game has no name for: another game's text
                    errors.append((game, str(error), True))
                    continue
        except LoadError as error:
            errors.append(
                (game, str(error).removeprefix(_("{where}: {reason}").format(where=where, reason="")), False)
            )
            continue
        with guarded(where):
            return Loaded(Record(game, position), position=position)
    # A text whose key=value fields are all a game's own is that game's: its reason is said, in the
    # same words whatever game's window it was pasted into (Kerd's hidden choice, not "unknown field").
    if any("=" in token for token in text.split()[1:]):
        owner = next(((game, reason) for game, reason, foreign in errors if not foreign), None)
        if owner is not None:
            raise LoadError(
                _("{where}: a {game} position that cannot be played from: {reason}").format(
                    where=where, game=owner[0].name, reason=owner[1]
                )
            )
    game, reason, _foreign = errors[0]
    raise LoadError(
        _("{where}: not a position of {game} or any other game: {reason}").format(
            where=where, game=game.name, reason=reason
        )
    )
