"""Building a large structure at once: without Python's cyclic garbage collector meanwhile.

The collector runs every few hundred new objects and, in its oldest generation, looks at every
object alive. Reading a record of a million moves makes millions of objects that all stay alive,
so each collection found nothing and the reading grew faster than the record: 300,000 Kerd
moves read in 25 s with the collector and 11.5 s without (a million in 133 s with it). Cycles
made meanwhile are collected once the building is over.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

#: Objects made in a block past which `building(settle=True)` collects once at its end.
SETTLE_AFTER = 200_000


@contextmanager
def building(settle: bool = False) -> Iterator[None]:
    """No cyclic collection while the block runs (as it was before, after it).

    `settle`, for a block that may make a great many lasting objects (a file read into the
    window): if it did, one full collection ends it, before the collector runs again. The
    objects made meanwhile are all in its youngest generation, and the first collections after
    would each look at all of them in turn; left to run during the reading, the collector
    looked at the whole heap three times as it grew (2 s of opening a million Parry moves,
    16 s in all, 12 with this).
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            if settle and gc.get_count()[0] > SETTLE_AFTER:
                gc.collect()
            gc.enable()
