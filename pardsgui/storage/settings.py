"""The user's settings: a small JSON file in the user config directory.

A settings file that cannot be read is moved aside and the defaults are
used, with a notice for the user: the app always starts.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from platformdirs import user_config_dir, user_data_dir

from pardsgui.i18n import _
from pardsgui.storage.files import write_atomic

APP = "pardsgui"
MAX_SETTINGS_BYTES = 1_000_000


def config_dir() -> Path:
    override = os.environ.get("PARDSGUI_CONFIG_DIR")
    return Path(override) if override else Path(user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("PARDSGUI_DATA_DIR")
    return Path(override) if override else Path(user_data_dir(APP, appauthor=False))


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_text(value: Any) -> bool:
    return isinstance(value, str) and len(value) <= 4096


def _is_size(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)


def _is_texts(value: Any) -> bool:
    return isinstance(value, list) and all(_is_text(v) for v in value)


def _is_options(value: Any) -> bool:
    return isinstance(value, dict) and all(_is_text(v) for v in value.values())


def _is_state(value: Any) -> bool:  # Qt's saveState() in base64
    return isinstance(value, str) and len(value) <= 65536 and value.isascii()


# What each known key must hold; a value of the wrong kind is dropped (the default is used),
# keys this version does not know are kept for the version that wrote them.
KINDS: dict[str, Callable[[Any], bool]] = {
    "coordinates": _is_bool,
    "flipped": _is_bool,
    "window_maximized": _is_bool,
    "language": _is_text,
    "last_folder": _is_text,
    "last_game": _is_text,
    "last_options": _is_options,
    "recent_files": _is_texts,
    "window_size": _is_size,
    "window_state": _is_state,
    "window_state_rtl": _is_state,
}


def broken_text(data: Any) -> str | None:
    """The first string anywhere in `data` (keys too) that no file can hold: a lone surrogate."""
    todo = [data]
    while todo:
        value = todo.pop()
        if isinstance(value, dict):
            todo.extend(value.keys())
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)
        elif isinstance(value, str):
            try:
                value.encode("utf-8")
            except UnicodeEncodeError:
                return value
    return None


def folder_problem(folder: Path) -> str:
    """Why files cannot be written in `folder` ('' when nothing is known to be wrong)."""
    for place in (folder, *folder.parents):
        try:
            if place.is_dir():
                return "" if os.access(place, os.W_OK | os.X_OK) else f"{place} cannot be written to"
            if place.exists():
                return f"{place} is a file, not a folder"
        except OSError as error:
            return f"{place}: {error.strerror or error}"
    return ""


@dataclass
class Settings:
    values: dict[str, Any] = field(default_factory=dict)
    path: Path = field(default_factory=lambda: config_dir() / "settings.json")
    notice: str = ""  # set when the file could not be read

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def set(self, key: str, value: Any) -> None:
        self.values[key] = value

    def save(self) -> bool:
        try:
            write_atomic(self.path, json.dumps(self.values, indent=1, sort_keys=True))
        except (OSError, ValueError, TypeError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            self.notice = f"Settings could not be saved to {self.path}: {reason}"
            return False
        return True

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """The settings in `path`; a file that cannot be used is moved aside, with a notice."""
        path = path or config_dir() / "settings.json"
        settings = cls(path=path)
        kept = read_kept_json(path, MAX_SETTINGS_BYTES, _object)
        if kept.folder_problem:
            settings.notice = (
                f"Settings cannot be saved in {path.parent} ({kept.folder_problem}); the defaults are used."
            )
            return settings
        if kept.broken:
            settings.notice = f"Your settings file could not be read {kept.broken}."
            return settings
        data = kept.data if isinstance(kept.data, dict) else {}
        settings.values = {key: value for key, value in data.items() if KINDS.get(key, _any)(value)}
        return settings


def _any(value: Any) -> bool:
    return True


def _object(data: Any, where: str) -> dict[str, Any]:
    from pardsgui.storage.loading import LoadError

    if not isinstance(data, dict):
        raise LoadError(_("{where}: it does not hold a JSON object").format(where=where))
    if broken_text(data) is not None:
        raise LoadError(_("{where}: it holds a broken character (a lone surrogate)").format(where=where))
    return data


@dataclass
class KeptJson:
    """A JSON file the app keeps for itself (settings, lesson progress), as far as it could be read."""

    data: Any = None  # what `check` made of it; None when there is no file yet or it was unusable
    folder_problem: str = ""  # why its folder cannot hold it
    broken: str = ""  # "(why); it was moved to …": it could not be read and was set aside


def read_kept_json(path: Path, max_bytes: int, check: Callable[[Any, str], Any]) -> KeptJson:
    """Read one of the app's own files through the guarded entry; a broken one is moved aside.

    `check(data, where)` raises LoadError for content it cannot use and returns what to keep.
    """
    from pardsgui.storage.loading import LoadError, decode, parse_json, read_bytes

    problem = folder_problem(path.parent)
    if problem:
        return KeptJson(folder_problem=problem)
    if not path.exists() and not path.is_symlink():
        return KeptJson()
    where = path.name
    try:
        return KeptJson(data=check(parse_json(decode(read_bytes(path, max_bytes), where), where), where))
    except LoadError as error:
        return KeptJson(broken=f"({error}); {move_aside(path)}")


def move_aside(path: Path) -> str:
    aside = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        path.replace(aside)
    except OSError:
        return "it could not be moved aside and the defaults are used"
    return f"it was moved to {aside} and the defaults are used"
