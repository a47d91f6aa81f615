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


def test_core_imports_no_game_and_no_qt() -> None:
    """The layers run one way: core knows the contract, the games plug into it (not back)."""
    spec = importlib.util.spec_from_file_location("import_circles", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    core = sorted((module.PACKAGE / "core").glob("*.py"))
    assert core
    for path in core:
        source = path.read_text(encoding="utf-8")
        assert "pardsgui.games" not in source, f"{path.name} imports the games"
        assert "PySide6" not in source, f"{path.name} imports Qt"
