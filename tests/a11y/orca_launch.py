"""Start Orca as /usr/bin/orca does, with its debug log written line by line (tests/a11y/test_orca.py).

Run by the system's python3: `orca_launch.py LOG [orca arguments...]`. Orca writes its
log through a buffered file, so the last phrases it spoke sat in the buffer and a test
reading the log waited for words Orca had long said. SIGUSR1 prints every thread's
stack to standard error, to see where Orca is if it ever hangs.

Orca looks for other Orcas by `pgrep -u USER -x orca`: with `--replace` it killed them, and
without it refuses to start. Two test processes (pytest -n auto) each run an Orca on their
own desk (display, session bus, runtime folder), so each Orca would kill the other's: a test
heard its Orca stop mid-sentence. Here an Orca sees no other: each desk has its own.
"""

from __future__ import annotations

import builtins
import faulthandler
import runpy
import signal
import sys
from typing import Any

log = sys.argv[1]
faulthandler.register(signal.SIGUSR1, all_threads=True)
opened = builtins.open


def line_by_line(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
    if str(file) == log and "w" in mode:
        kwargs["buffering"] = 1
    return opened(file, mode, *args, **kwargs)


builtins.open = line_by_line
sys.argv = ["orca", "--debug-file", log, *sys.argv[2:]]
script = runpy.run_path("/usr/bin/orca", run_name="orca_script")  # defines main(), does not run it
script["main"].__globals__["otherOrcas"] = list  # no Orca of another desk
sys.exit(script["main"]())
