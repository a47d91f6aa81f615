"""scripts/i18n.py loaded as a module, for the tests that read and check the catalogs."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "i18n.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


script = load_script()
