"""Where the app's drawings are, from a source checkout, a wheel or a frozen bundle."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = [Path(frozen) / "resources"] if frozen else []
    here = Path(__file__).resolve().parent
    candidates += [here / "resources", here.parent / "resources"]  # wheel, source checkout
    for candidate in candidates:
        if (candidate / "pieces").is_dir():
            return candidate
    raise FileNotFoundError("the pardsgui resources folder is missing from this installation")


def resource(*parts: str) -> Path:
    return resources_dir().joinpath(*parts)
