"""What the computer player knows about Parry (see pardsgui/ai/hooks.py).

Nothing but its speed: a Parry game ends on its own once the board is full
(a few dozen placements on the default board), so plain random playouts to
the end already score every move by the territory it leads to, and the
search needs no evaluation or playout policy to beat random play and to
grow stronger with its budget (docs/ai.md has the figures).
"""

from __future__ import annotations

from pardsgui.ai.hooks import GameHooks

HOOKS = GameHooks(
    # `python -m pardsgui.ai.calibrate parry`: 194,000-238,000 moves per
    # second of processor time on the default board, less a quarter.
    steps_per_second=145_000.0,
)
