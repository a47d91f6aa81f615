"""The scripts that measured a mypyc build of the engines (issue 30) still fit the engines.

The build is not shipped (docs/ai.md, "Compiled engines: measured, left out"); these keep the
measurement repeatable as modules move and games come: a module the build names must still be
there and be an engine (no Qt, no window), and the figures must cover every game.
"""

from __future__ import annotations

import re

from pardsgui.games import GAME_IDS
from tests.helpers import script_module

#: What an engine module never imports: Qt, the window's packages, a game's drawing or editor.
DRAWING = r"PySide6|pardsgui\.(ui|table|storage)\b|pardsgui\.games\.\w+\.(board|editor)\b"


def test_the_build_compiles_engines_only() -> None:
    build = script_module("build_compiled")
    assert build.MODULES
    for name in build.MODULES:
        path = build.ROOT / name
        assert path.is_file(), f"{name} is gone: scripts/build_compiled.py must follow it"
        source = path.read_text(encoding="utf-8")
        drawn = re.search(DRAWING, source)
        assert drawn is None, f"{name} imports {drawn.group(0) if drawn else ''}: not an engine"
    for game_id in GAME_IDS:  # every game's rules are measured
        assert f"pardsgui/games/{game_id}/rules.py" in build.MODULES


def test_the_figures_cover_every_game() -> None:
    figures = script_module("compiled_figures")
    assert set(figures.BENCH) == set(GAME_IDS)
    assert set(figures.PERFT_DEPTH) == set(GAME_IDS)
