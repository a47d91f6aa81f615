"""What a search is asked (`Limits`) and what it answers (`Analysis`): every search's words.

Apart from the search itself (`pardsgui.ai.mcts`, which exports them too), because a game's
hooks (`pardsgui.ai.hooks`) name them for a search of the game's own, and the search imports
the hooks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from pardsgui.core.contract import Move

#: A cooperative stop request: `threading.Event().is_set` fits.
StopCheck = Callable[[], bool]


@dataclass(frozen=True, slots=True)
class MoveStat:
    move: Move
    text: str
    visits: int
    #: The mean score per seat of the playouts after this move.
    values: tuple[float, ...]
    #: The deciding seat's own mean score after this move (its "win rate").
    value: float
    #: `value` is only a bound: a search that proves moves worse than its best without
    #: finding how much worse (alpha-beta's null windows) knows no more of it than this.
    bound: bool = False


@dataclass(frozen=True, slots=True)
class Analysis:
    """What a search found: chances per seat and the root moves, best first."""

    #: The seat deciding at the root; None at a chance node or at the end.
    seat: int | None
    #: The expected score of each seat (the outcome itself at the end; empty
    #: when no search was made: a forced or a random move).
    values: tuple[float, ...]
    moves: tuple[MoveStat, ...]
    iterations: int
    #: Moves played by the search (tree and playouts): its budget's unit.
    steps: int
    seconds: float
    #: What ended it: "budget", "time", "stop", "proven" (the solver settled the root's
    #: value); or why there was no search: "end" (game over), "forced" (one legal move),
    #: "random" (the random level).
    stopped: str
    #: Processor time of the searching thread: the speed without other jobs' share.
    cpu_seconds: float = 0.0
    #: What the tactical check around the search found (`pardsgui.ai.tactics`), in words;
    #: "" when there was none.
    tactics: str = ""

    @property
    def best(self) -> Move | None:
        return self.moves[0].move if self.moves else None

    @property
    def iterations_per_second(self) -> float:
        """Per second of processor time (wall-clock time when that was not measured)."""
        spent = self.cpu_seconds or self.seconds
        return self.iterations / spent if spent > 0 else 0.0


@dataclass(frozen=True, slots=True)
class Limits:
    #: The budget in moves played; the search stops once it is spent.
    steps: int
    #: A wall-clock ceiling (seconds) for slow machines; None: none.
    seconds: float | None = None
    #: An extra cap on iterations (None: only `steps` counts).
    iterations: int | None = None
    #: MCTS-Solver (see the module text); False searches as plain UCT did before it.
    solver: bool = True
    #: Root moves an alpha-beta search scores exactly, best first (the others get a bound):
    #: the Analysis panel asks for several, a move to play needs one.
    exact: int = 1
