"""Writing files so that a crash or a full disk never leaves half a file."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def path_from_text(value: object) -> Path | None:
    """A file's path as an autosave or the settings keep it, or None if it names no file.

    Such text came from a file, so it may be anything: no system takes a NUL byte in a path
    (Python raises ValueError at the first use), and a relative path would name a file
    beside wherever the app happens to run.
    """
    if not isinstance(value, str) or not value or "\0" in value:
        return None
    path = Path(value)
    return path if path.is_absolute() else None


_SLICE = 1 << 20  # characters encoded at a time


def write_atomic(path: Path, text: str | bytes) -> None:
    """Write to a temporary file beside `path`, flush, fsync, then rename over it.

    Text is written as UTF-8; bytes as they are (a picture). Whatever stood at `path` is
    replaced, never opened: a named pipe there would make a direct write wait for a reader.
    """
    replace_with(write_temporary(path, text), path)


def write_temporary(path: Path, text: str | bytes) -> Path:
    """The first half of `write_atomic`: the text on disk beside `path`, not yet in its place.

    Apart, so the autosave can write a long record in a thread and put it in place later.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        # mkstemp makes the file private; the result gets the mode any new file would
        # (or the mode of the file it replaces), like the pictures Qt writes.
        os.chmod(temporary, _mode_for(path))
        with os.fdopen(handle, "wb") as stream:
            if isinstance(text, str):
                # A slice at a time: a million-move record's text encoded whole was 17 MB more.
                for at in range(0, len(text), _SLICE):
                    stream.write(text[at : at + _SLICE].encode("utf-8"))
            else:
                stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return Path(temporary)


def replace_with(temporary: Path, path: Path) -> None:
    """The second half of `write_atomic`: the written temporary renamed over `path`, durably."""
    try:
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable
        directory = os.open(path.parent, os.O_DIRECTORY)
        try:
            os.fsync(directory)
        finally:
            os.close(directory)


def _mode_for(path: Path) -> int:
    try:
        return path.stat().st_mode & 0o777
    except OSError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask
