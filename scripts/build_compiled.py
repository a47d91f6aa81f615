"""Compile the rules of every game and the search with mypyc, into a copy of the package.

    .venv/bin/python scripts/build_compiled.py   # build/compiled/pardsgui: the copy, compiled
    .venv/bin/python scripts/compiled_figures.py # the compiled copy against the source tree

For measuring only: issue 30 asked whether compiling pays (2x or more on most games) and it did
not, so the app neither builds nor ships it (docs/ai.md, "Compiled engines: measured, left
out").  The build goes into a copy, never next to the sources, where its extension modules
would shadow every later edit of the .py files.  Needs gcc and Python's headers (Debian: gcc
python3-dev) and mypy (the dev tools); takes about two minutes.  Run the copy with
`PYTHONPATH=build/compiled`.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPY = ROOT / "build" / "compiled"

#: The modules compiled: each game's rules and what they import, each game's search hooks, the
#: search, and the contract they implement (whose classes say that interpreted code, such as the
#: tests' toy games, may subclass them).  Left pure: pardsgui/core/fields.py (mypyc's generic
#: frozen dataclass with slots fails as it is made: "attribute '__dict__' of 'type' objects is
#: not writable"), ai/levels.py (a compiled frozen `Level` does not unpickle, which
#: `pardsgui-engine match --jobs` does), and all that only draws, edits, records or words
#: positions.
MODULES = (
    "pardsgui/core/position.py",
    "pardsgui/core/contract.py",
    "pardsgui/core/dice.py",
    "pardsgui/core/repetition.py",
    "pardsgui/core/playout.py",
    "pardsgui/core/text.py",
    "pardsgui/games/kerd/tables.py",
    "pardsgui/games/kerd/notation.py",
    "pardsgui/games/kerd/fields.py",
    "pardsgui/games/kerd/explain.py",
    "pardsgui/games/kerd/rules.py",
    "pardsgui/games/kerd/reading.py",
    "pardsgui/games/kerd/ai.py",
    "pardsgui/games/pards/squares.py",
    "pardsgui/games/pards/patterns.py",
    "pardsgui/games/pards/setup.py",
    "pardsgui/games/pards/rules.py",
    "pardsgui/games/pards/ai.py",
    "pardsgui/games/parry/boards.py",
    "pardsgui/games/parry/rules.py",
    "pardsgui/games/parry/ai.py",
    "pardsgui/games/pagade/route.py",
    "pardsgui/games/pagade/names.py",
    "pardsgui/games/pagade/rules.py",
    "pardsgui/games/pagade/ai.py",
    "pardsgui/games/nardshir/rules.py",
    "pardsgui/games/nardshir/ai.py",
    "pardsgui/ai/analysis.py",
    "pardsgui/ai/hooks.py",
    "pardsgui/ai/mcts.py",
    "pardsgui/ai/alphabeta.py",
    "pardsgui/ai/tactics.py",
    "pardsgui/ai/searching.py",
)


def built(root: Path = COPY) -> list[Path]:
    """The extension modules of a build: the shared library and one per compiled module."""
    return sorted(p for p in (root / "pardsgui").rglob("*") if p.suffix in (".so", ".pyd"))


def build() -> None:
    from mypyc.build import mypycify
    from setuptools import Distribution  # type: ignore[import-untyped]

    shutil.rmtree(COPY, ignore_errors=True)
    shutil.copytree(ROOT / "pardsgui", COPY / "pardsgui", ignore=shutil.ignore_patterns("__pycache__"))
    (COPY / "resources").symlink_to(ROOT / "resources")  # where a source checkout keeps them
    here = Path.cwd()
    try:
        os.chdir(COPY)
        # One shared library inside the package (not a hashed name beside it), so the package
        # folder is the whole build.
        extensions = mypycify(
            list(MODULES), opt_level="3", target_dir="mypyc", group_name="pardsgui.compiled"
        )
        distribution = Distribution({"name": "pardsgui-compiled", "ext_modules": extensions})
        command = distribution.get_command_obj("build_ext")
        command.inplace = True
        command.build_temp = "mypyc/temp"
        distribution.run_command("build_ext")
    finally:
        os.chdir(here)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.parse_args(argv)
    build()
    print(f"build_compiled: {len(built())} extension modules in {COPY}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
