"""What a game may tell the computer player beyond the contract.

Everything here is optional: the search plays every game through the engine
contract alone.  A game that wants to help puts a module
`pardsgui/games/<game>/ai.py` next to its rules with a module-level
``HOOKS = GameHooks(...)``; `hooks_for` finds it by the position's
``game_id``.  Three kinds of knowledge pay:

- ``determinize`` for hidden information (Kerd's infiltrators): the search
  never looks at the real position's secrets, only at ``redacted(seat)``;
  the hook turns that text into one full position the seat cannot tell from
  the real one, sampling what it cannot see.  Games without secrets need none.
- ``evaluate``: a score per seat for an unfinished position, so playouts can
  stop early (``playout_depth``) instead of running a long dice game to the end.
- ``playout_move``: a cheap, better-than-random move for the playouts.

Plus ``steps_per_second``: how fast the search runs on this game, measured
with `python -m pardsgui.ai.calibrate GAME`, so each level's budget (counted
in moves, for determinism) fits its time.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.core.native import mypyc_attr

if TYPE_CHECKING:
    from pardsgui.ai.analysis import Analysis, Limits, StopCheck

#: (redacted text, seat, rng) -> a full position consistent with that text.
Determinizer = Callable[[str, int, random.Random], Position]
#: position -> expected score per seat (each in [0, 1], like an outcome).
Evaluator = Callable[[Position], Outcome]
#: (position, its legal moves, rng) -> one of the moves.
PlayoutPolicy = Callable[[Position, Sequence[Move], random.Random], Move]


class Searcher(Protocol):
    """A search with `pardsgui.ai.mcts.search`'s signature: a game may bring its own (alpha-beta)."""

    def __call__(
        self,
        position: Position,
        viewer: int | None,
        limits: Limits,
        seed: int,
        hooks: GameHooks,
        *,
        stop: StopCheck | None = None,
        progress: Callable[[Analysis], None] | None = None,
    ) -> Analysis: ...


#: A speed that keeps every level inside its time on this project's 2-core
#: machine for a game that has not measured its own (a slow chess-like engine).
DEFAULT_STEPS_PER_SECOND = 20_000.0
#: Playouts longer than this are cut and scored as `evaluate` says, or as a draw.
DEFAULT_MAX_PLAYOUT = 2_000


@dataclass(frozen=True, slots=True)
class GameHooks:
    """A game's optional knowledge for the search (see the module text)."""

    determinize: Determinizer | None = None
    evaluate: Evaluator | None = None
    playout_move: PlayoutPolicy | None = None
    #: Atomic moves (chance moves included) a playout makes before `evaluate`
    #: scores it; None plays to the end.  Ignored without `evaluate`.
    playout_depth: int | None = None
    max_playout: int = DEFAULT_MAX_PLAYOUT
    steps_per_second: float = DEFAULT_STEPS_PER_SECOND
    #: Budgets (moves played) for `easy` and `medium` chosen by matches, where
    #: the level's nominal time times `steps_per_second` does not suit the game.
    easy_steps: int | None = None
    medium_steps: int | None = None
    #: UCT exploration constant (scores are in [0, 1]).
    exploration: float = 0.7
    #: The game's own search instead of MCTS (same signature as `mcts.search`, budget in steps:
    #: moves played), e.g. an alpha-beta for the chess-like games; None: MCTS.
    search: Searcher | None = None
    #: The hooks Monte Carlo tree search plays this game with when a level asks for it by name
    #: (`mcts-hard`): for a game whose own `search` replaced MCTS, the hooks it had before.
    mcts: GameHooks | None = None
    #: Progressive widening: a node visited n times may have at most
    #: 1 + widening * sqrt(n) children, each new one chosen by `playout_move`
    #: (when there is one) among the moves not tried yet.  None tries every
    #: move once, in random order, before revisiting any.  It pays in games
    #: with a hundred moves a turn of which a few decide (Pards' sacks): the
    #: search then looks at those first and deeper instead of diluting them.
    widening: float | None = None


def logistic(x: float) -> float:
    """1 / (1 + e^-x), the curve every evaluation turns a lead into chances with."""
    return 1.0 / (1.0 + math.exp(-x)) if x > -40.0 else 0.0


def pick(moves: Sequence[Move], rng: random.Random) -> Move:
    """A uniformly random one of `moves`, drawn the way the search's own playouts draw."""
    return moves[int(rng.random() * len(moves))]


NO_HOOKS = GameHooks()
_cache: dict[str, GameHooks] = {}


def hooks_for(game_id: str) -> GameHooks:
    """The hooks the game's declared `ai` part exports as HOOKS, or none."""
    found = _cache.get(game_id)
    if found is not None:
        return found
    from pardsgui.games import part

    module = part(game_id, "ai")
    found = NO_HOOKS if module is None else module.HOOKS
    if not isinstance(found, GameHooks):
        raise TypeError(f"{game_id}: the ai part's HOOKS must be a pardsgui.ai.hooks.GameHooks")
    _cache[game_id] = found
    return found


@mypyc_attr(native_class=False)  # mypyc compiles no class derived from RuntimeError
class HiddenInformationError(RuntimeError):
    """A position hides something from the seat but its game gives no determinizer."""
