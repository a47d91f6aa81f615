"""The user's settings: a small JSON file in the user config directory.

A settings file that cannot be read is moved aside and the defaults are
used, with a notice for the user: the app always starts.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from platformdirs import user_config_dir, user_data_dir

from pardsgui.storage.files import write_atomic

APP = "pardsgui"
MAX_SETTINGS_BYTES = 1_000_000


def config_dir() -> Path:
    override = os.environ.get("PARDSGUI_CONFIG_DIR")
    return Path(override) if override else Path(user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    override = os.environ.get("PARDSGUI_DATA_DIR")
    return Path(override) if override else Path(user_data_dir(APP, appauthor=False))


@dataclass
class Settings:
    values: dict[str, Any] = field(default_factory=dict)
    path: Path = field(default_factory=lambda: config_dir() / "settings.json")
    notice: str = ""  # set when the file could not be read

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def set(self, key: str, value: Any) -> None:
        self.values[key] = value

    def save(self) -> None:
        try:
            write_atomic(self.path, json.dumps(self.values, indent=1, sort_keys=True))
        except OSError as error:
            self.notice = f"Settings could not be saved to {self.path}: {error.strerror or error}"

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        path = path or config_dir() / "settings.json"
        settings = cls(path=path)
        if not path.exists():
            return settings
        try:
            if path.stat().st_size > MAX_SETTINGS_BYTES:
                raise ValueError("the file is far too large")
            data = json.loads(path.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("it does not hold a JSON object")
            settings.values = data
        except (OSError, ValueError, UnicodeDecodeError) as error:
            aside = path.with_name(f"{path.name}.broken-{time.strftime('%Y%m%d-%H%M%S')}")
            try:
                path.replace(aside)
                where = f"it was moved to {aside}"
            except OSError:
                where = "it could not be moved aside"
            settings.notice = (
                f"Your settings file could not be read ({error}); {where} and the defaults are used."
            )
        return settings
