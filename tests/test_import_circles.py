"""No module of pardsgui imports one that imports it back, not even from inside a function."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "import_circles.py"


def test_there_are_no_import_circles() -> None:
    spec = importlib.util.spec_from_file_location("import_circles", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.circles(typing=False) == []
    # It does see circles: imports for the type checker only still make one in the UI.
    assert module.circles(typing=True) != []
