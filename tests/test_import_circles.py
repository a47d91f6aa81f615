"""No module of pardsgui imports one that imports it back, not even from inside a function or for
the type checker."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "import_circles.py"


def test_there_are_no_import_circles() -> None:
    module = _script()
    assert module.circles(typing=False) == []
    # Not even through imports for the type checker: each part names what it needs of a part that
    # imports it (a Protocol: the window's rooms their hosts, the cursor the record's Node …).
    assert module.circles(typing=True) == []


def test_the_script_sees_a_circle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """So the test above cannot pass by seeing nothing: a circle through a type-checking import."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "a.py").write_text("from pkg.b import B\n", encoding="utf-8")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\nB = 1\n",
        encoding="utf-8",
    )
    (package / "c.py").write_text("import pkg.a\n", encoding="utf-8")
    module = _script()
    monkeypatch.setattr(module, "ROOT", tmp_path)
    monkeypatch.setattr(module, "PACKAGE", package)
    assert module.circles(typing=True) == [["pkg.a", "pkg.b"]]
    assert module.circles(typing=False) == []


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("import_circles", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_core_imports_no_game_and_no_qt() -> None:
    """The layers run one way: core knows the contract, the games plug into it (not back)."""
    module = _script()
    core = sorted((module.PACKAGE / "core").glob("*.py"))
    assert core
    for path in core:
        source = path.read_text(encoding="utf-8")
        assert "pardsgui.games" not in source, f"{path.name} imports the games"
        assert "PySide6" not in source, f"{path.name} imports Qt"
