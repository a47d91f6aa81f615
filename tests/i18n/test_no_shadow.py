"""No function of a module that translates binds `_` itself: it would hide `_()` in the whole function.

Python makes a name local to a function wherever the function assigns it, so a throwaway
`name, _ = QFileDialog.getOpenFileName(...)` turns every `_("...")` of that function, even
those before it, into an UnboundLocalError, and the type checker does not see it.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "pardsgui"


def binds_underscore(function: ast.AST) -> list[int]:
    lines = []
    for node in ast.walk(function):
        stored = isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)
        if stored or (isinstance(node, ast.arg) and node.arg == "_"):
            lines.append(node.lineno)
    return lines


def shadowing(tree: ast.Module) -> list[int]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            # comprehensions have their own scope and may use `_` freely
            comprehension_lines = {
                n.lineno
                for c in ast.walk(node)
                if isinstance(c, ast.ListComp | ast.SetComp | ast.DictComp | ast.GeneratorExp)
                for gen in c.generators
                for n in ast.walk(gen.target)
                if isinstance(n, ast.Name)
            }
            found += [line for line in binds_underscore(node) if line not in comprehension_lines]
    return sorted(set(found))


def test_no_translating_module_binds_underscore() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        if "from pardsgui.i18n import" not in text or not any(
            "_" in line.split("import", 1)[1].replace(" ", "").split(",")
            for line in text.splitlines()
            if line.startswith("from pardsgui.i18n import")
        ):
            continue
        wrong += [f"{path.relative_to(PACKAGE.parent)}:{line}" for line in shadowing(ast.parse(text))]
    assert wrong == []
