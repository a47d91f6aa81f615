"""The computer player: one search for every game, through the engine contract.

The UI's worker thread calls

    move = choose_move(position, "medium", seed, stop=event.is_set)
    info = analyse(position, seat, 2.0, seed, stop=event.is_set, progress=show)

Both are pure functions of their arguments (no Qt, no global state besides a
cache of per-game hooks), safe to run in a thread while the position stays
immutable.  See docs/ai.md.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from pardsgui.ai.hooks import GameHooks, HiddenInformationError, hooks_for
from pardsgui.ai.levels import EASY, MEDIUM, RANDOM, Level, hard, parse_level
from pardsgui.ai.mcts import Analysis, Limits, MoveStat, StopCheck
from pardsgui.ai.searching import search
from pardsgui.ai.tactics import Tactics, nodes_for
from pardsgui.core.contract import Move, Position
from pardsgui.core.levels import LEVEL_NAMES

__all__ = [
    "ANALYSED_EXACTLY",
    "EASY",
    "LEVEL_NAMES",
    "MEDIUM",
    "RANDOM",
    "Analysis",
    "GameHooks",
    "HiddenInformationError",
    "Level",
    "Limits",
    "MoveStat",
    "analyse",
    "choose_move",
    "hard",
    "hooks_for",
    "parse_level",
    "think",
]


def think(
    position: Position,
    level: str | Level = "medium",
    seed: int = 0,
    *,
    stop: StopCheck | None = None,
    progress: Callable[[Analysis], None] | None = None,
    hooks: GameHooks | None = None,
) -> Analysis:
    """Search for the seat to move at `level`; `Analysis.best` is its move.

    Raises ValueError at a chance node (the dice are rolled, nobody decides)
    and at the end of the game.
    """
    chosen = parse_level(level)
    seat = position.current
    if seat is None:
        what = "the game is over" if position.outcome is not None else "the dice must be rolled"
        raise ValueError(f"no seat decides here: {what}")
    moves = position.legal_moves()
    if chosen.name == RANDOM.name or len(moves) == 1:
        move = moves[int(random.Random(seed).random() * len(moves))]
        stat = MoveStat(move, position.move_text(move), 0, (), 0.0)
        return Analysis(seat, (), (stat,), 0, 0, 0.0, "forced" if len(moves) == 1 else "random")
    hooks = hooks if hooks is not None else hooks_for(position.game_id)
    found = _guarded(position, seat, chosen, seed, hooks, stop, progress)
    # Under hidden information the tree's moves come from samples; answer with a
    # move of the real position (the seat sees its own legal moves anyway).
    legal = dict.fromkeys(moves)
    ranked = [stat for stat in found.moves if stat.move in legal]
    if not ranked:
        move = moves[int(random.Random(seed).random() * len(moves))]
        ranked = [MoveStat(move, position.move_text(move), 0, (), 0.0)]
    if len(ranked) != len(found.moves):
        found = Analysis(
            found.seat,
            found.values,
            tuple(ranked),
            found.iterations,
            found.steps,
            found.seconds,
            found.stopped,
            found.cpu_seconds,
        )
    return found


def choose_move(
    position: Position,
    level: str | Level = "medium",
    seed: int = 0,
    *,
    stop: StopCheck | None = None,
    progress: Callable[[Analysis], None] | None = None,
    hooks: GameHooks | None = None,
) -> Move:
    """The move the computer plays for the seat to move (see `think`)."""
    best = think(position, level, seed, stop=stop, progress=progress, hooks=hooks).best
    assert best is not None
    return best


def analyse(
    position: Position,
    seat: int | None,
    budget: float | str | Level = 2.0,
    seed: int = 0,
    *,
    stop: StopCheck | None = None,
    progress: Callable[[Analysis], None] | None = None,
    hooks: GameHooks | None = None,
) -> Analysis:
    """Chances per seat and the top moves, as `seat` may know them.

    `seat` is whose knowledge the search uses: under hidden information it
    never looks at what that seat cannot see.  None means everything is
    visible (for a finished game's review, or games without secrets).
    `budget` is a level or a number of seconds (searched as `hard:SECONDS`).
    Works at chance nodes too (values only, no moves) and at the end (the result).
    """
    level = hard(float(budget)) if isinstance(budget, (int, float)) else parse_level(budget)
    hooks = hooks if hooks is not None else hooks_for(position.game_id)
    if level.name == RANDOM.name:
        return search(position, seat, Limits(steps=0), seed, hooks, stop=stop, progress=progress)
    return _guarded(position, seat, level, seed, hooks, stop, progress, exact=ANALYSED_EXACTLY)


#: Moves an analysis scores exactly, best first (where the search proves moves worse without
#: saying by how much, as alpha-beta does): the Analysis panel shows them as chances, the rest
#: as bounds ("at most").
ANALYSED_EXACTLY = 3

#: The share of a level's promised time its search may take when the tactical net runs after it.
SEARCH_SHARE = 0.75


def _guarded(
    position: Position,
    viewer: int | None,
    level: Level,
    seed: int,
    hooks: GameHooks,
    stop: StopCheck | None,
    progress: Callable[[Analysis], None] | None,
    *,
    exact: int = 1,
) -> Analysis:
    """The game's search at `level`, its answers checked by the tactical net (`pardsgui.ai.tactics`)."""
    limits = replace(level.limits(hooks), exact=exact)
    began, cpu_began = time.perf_counter(), time.thread_time()
    net = None
    if not level.plain and position.current is not None and viewer in (None, position.current):
        deadline = began + level.seconds if level.seconds is not None and level.ceiling else None
        nodes = nodes_for(level.nominal, hooks)
        net = Tactics(position, viewer, hooks, nodes, seed, deadline=deadline, stop=stop)
    if net is None or not net.active:
        return search(position, viewer, limits, seed, hooks, stop=stop, progress=progress)
    if limits.seconds is not None:  # time left for the net on a machine too slow for the budget
        limits = replace(limits, seconds=limits.seconds * SEARCH_SHARE)
    watched = None if progress is None else (lambda found: progress(net.adjust(found)))
    found = net.adjust(search(position, viewer, limits, seed, hooks, stop=stop, progress=watched))
    # The time is the whole answer's, the net's share included (the level's promise covers both).
    return replace(found, seconds=time.perf_counter() - began, cpu_seconds=time.thread_time() - cpu_began)
