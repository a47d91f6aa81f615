"""`mypyc_attr` for the few classes that need a word to mypyc, without needing mypy at run time.

The engines can be compiled with mypyc to measure them (scripts/build_compiled.py; issue 30
found it did not pay enough to ship, docs/ai.md).  mypyc reads the decorator by its name in
mypy_extensions, which the type checker sees here; a run of the app, which has no mypy, gets a
decorator that changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr
else:

    def mypyc_attr(*_names: str, **_flags: object):
        return lambda cls: cls


__all__ = ["mypyc_attr"]
