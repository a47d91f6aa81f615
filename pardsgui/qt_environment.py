"""What the app sets in Qt's environment before Qt starts (no Qt here: it must come first)."""

from __future__ import annotations

import os
from collections.abc import MutableMapping

#: Set for Qt before it starts, unless the environment says otherwise. Qt's raster engine hands
#: each large fill and copy to a pool of threads in slices and waits for them all: on a two-core
#: machine a Parry jump took 13-16 ms at the median and 17-23 at the 95th percentile that way,
#: 8-9 and 9-10 with the painting kept on the window's own thread (docs/robustness.md).
QT_ENVIRONMENT = {"QT_NO_GUI_THREADPOOL": "1"}


def prepare_qt(environ: MutableMapping[str, str] | None = None) -> None:
    """Put `QT_ENVIRONMENT` in the environment, before the QApplication is made."""
    environ = os.environ if environ is None else environ
    for name, value in QT_ENVIRONMENT.items():
        environ.setdefault(name, value)
