"""One way to search for every caller (a move, a hint, the analysis, the review, calibration).

A game's hooks may name a search of its own (`GameHooks.search`, e.g. an alpha-beta for
the chess-like games); every other game is searched by Monte Carlo tree search, and so is
every game at a level named `mcts-...` (with the game's `GameHooks.mcts`). The callers
never choose: they ask here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from pardsgui.ai import mcts
from pardsgui.ai.hooks import GameHooks
from pardsgui.ai.levels import MctsLimits
from pardsgui.ai.mcts import Analysis, Limits, StopCheck
from pardsgui.core.contract import Position


def search(
    position: Position,
    viewer: int | None,
    limits: Limits,
    seed: int,
    hooks: GameHooks,
    *,
    stop: StopCheck | None = None,
    progress: Callable[[Analysis], None] | None = None,
) -> Analysis:
    if isinstance(limits, MctsLimits):  # an `mcts-` level: the game's Monte Carlo hooks, whatever its search
        return mcts.search(
            position,
            viewer,
            limits,
            seed,
            hooks.mcts or replace(hooks, search=None),
            stop=stop,
            progress=progress,
        )
    chosen = hooks.search if hooks.search is not None else mcts.search
    return chosen(position, viewer, limits, seed, hooks, stop=stop, progress=progress)
