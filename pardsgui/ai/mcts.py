"""Monte Carlo tree search through the engine contract alone.

- **Any number of seats.**  A node keeps the summed score vector (one entry
  per seat) of the playouts through it; the seat deciding at a node picks by
  its own entry.  Nothing assumes that seats alternate: a multi-part turn is
  simply several nodes in a row where the same seat decides.
- **Dice.**  At a chance node the search samples an outcome by its
  probability and follows (or grows) the child of the position it leads to,
  so frequent rolls get the most attention and rolls with the same result
  share their statistics.
- **Hidden information** (information-set MCTS, "single observer"): with a
  viewing seat and a game determinizer, every iteration starts from a fresh
  full position sampled from ``redacted(seat)``.  Tree nodes are keyed by the
  moves that lead to them, not by positions, so the samples share one tree; a
  child's exploration term counts the iterations in which it was *available*
  (legal in that sample) rather than its parent's visits.  Without hidden
  information every sample is the position itself and this is plain UCT.
- **Progressive widening** (opt-in, `GameHooks.widening`): a node admits
  children only as fast as its visits grow, the game's playout policy
  choosing which move comes next, so in a game with a hundred moves a turn
  the few that matter are searched deeply instead of being averaged with the
  rest (plain UCT tries every move once before it revisits any).
- **Determinism.**  Every random choice comes from one `random.Random(seed)`
  and the budget is counted in moves played (``steps``), never in time, so a
  seed gives the same answer on any machine.  The time ceiling and the stop
  callback only end a search early (and say so in `Analysis.stopped`).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from pardsgui.ai.hooks import GameHooks, HiddenInformationError
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.core.dice import pick_outcome

#: A cooperative stop request: `threading.Event().is_set` fits.
StopCheck = Callable[[], bool]
#: How often (seconds) a progress callback sees the analysis so far.
PROGRESS_EVERY = 0.25


@dataclass(frozen=True, slots=True)
class MoveStat:
    move: Move
    text: str
    visits: int
    #: The mean score per seat of the playouts after this move.
    values: tuple[float, ...]
    #: The deciding seat's own mean score after this move (its "win rate").
    value: float


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
    #: What ended it: "budget", "time", "stop"; or why there was no search:
    #: "end" (game over), "forced" (one legal move), "random" (the random level).
    stopped: str
    #: Processor time of the searching thread: the speed without other jobs' share.
    cpu_seconds: float = 0.0

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


class _Node:
    __slots__ = ("avail", "children", "totals", "visits")

    def __init__(self, players: int) -> None:
        # Keyed by move at a decision; by the resulting position at a chance node.
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * players


class _Aborted(Exception):
    """A stop request or the time ceiling arrived in the middle of a playout."""


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
    """Search `position` as `viewer` sees it (None: everything is visible).

    With a viewer the real position is read only through what that seat may
    see: `redacted(viewer)`, `players`, `current`, `is_chance`, `outcome`,
    and its legal moves when it is the viewer's turn; everything else comes
    from `hooks.determinize` samples.
    """
    began = time.perf_counter()
    cpu_began = time.thread_time()
    finished = position.outcome
    if finished is not None:
        return Analysis(None, tuple(finished), (), 0, 0, 0.0, "end")
    determinize = hooks.determinize
    redacted = ""
    if viewer is not None:
        redacted = position.redacted(viewer)
        if determinize is None and "?" in redacted:
            raise HiddenInformationError(
                f"{type(position).__name__} hides something from seat {viewer + 1}"
                " but its game gives the computer player no determinizer"
            )
    if viewer is None:
        determinize = None
    return _Search(
        position, viewer, redacted, limits, seed, hooks, determinize, stop, progress, began, cpu_began
    ).run()


class _Search:
    def __init__(
        self,
        position: Position,
        viewer: int | None,
        redacted: str,
        limits: Limits,
        seed: int,
        hooks: GameHooks,
        determinize: Callable[[str, int, random.Random], Position] | None,
        stop: StopCheck | None,
        progress: Callable[[Analysis], None] | None,
        began: float,
        cpu_began: float,
    ) -> None:
        self.position = position
        self.viewer = viewer
        self.redacted = redacted
        self.limits = limits
        self.rng = random.Random(seed)
        self.hooks = hooks
        self.determinize = determinize
        self.stop = stop
        self.progress = progress
        self.began = began
        self.cpu_began = cpu_began
        self.deadline = None if limits.seconds is None else began + limits.seconds
        self.players = position.players
        self.root = _Node(self.players)
        self.steps = 0
        self.iterations = 0
        depth = hooks.playout_depth if hooks.evaluate is not None else None
        self.depth = hooks.max_playout if depth is None else min(depth, hooks.max_playout)
        self.draw: Outcome = (1.0 / self.players,) * self.players

    # -- the loop ---------------------------------------------------------------------

    def run(self) -> Analysis:
        limits = self.limits
        max_iterations = limits.iterations
        stop, deadline, progress = self.stop, self.deadline, self.progress
        next_report = self.began + PROGRESS_EVERY
        stopped = "budget"
        while True:
            if self.steps >= limits.steps or (
                max_iterations is not None and self.iterations >= max_iterations
            ):
                break
            if stop is not None and stop():
                stopped = "stop"
                break
            if deadline is not None or progress is not None:
                now = time.perf_counter()
                if deadline is not None and now >= deadline:
                    stopped = "time"
                    break
                if progress is not None and now >= next_report:
                    next_report = now + PROGRESS_EVERY
                    progress(self.analysis("running"))
            try:
                self.iterate()
            except _Aborted:
                stopped = "stop" if stop is not None and stop() else "time"
                break
            self.iterations += 1
        return self.analysis(stopped)

    def sample(self) -> Position:
        if self.determinize is None:
            return self.position
        assert self.viewer is not None
        return self.determinize(self.redacted, self.viewer, self.rng)

    def iterate(self) -> None:
        rng = self.rng
        players = self.players
        exploration = self.hooks.exploration
        widening = self.hooks.widening
        guide = self.hooks.playout_move if widening is not None else None
        sampled = self.determinize is not None
        state = self.sample()
        node = self.root
        path = [node]
        value: Outcome | None = None
        while True:
            outcome = state.outcome
            if outcome is not None:
                value = outcome
                break
            if state.is_chance:
                move = pick_outcome(state.chance_outcomes(), rng)
                state = state.apply(move)
                self.steps += 1
                # Rolls that lead to the same position (3,5 and 5,3) share a
                # child and its statistics; under sampling, positions differ
                # by hidden parts, so there the roll itself is the key.
                key = move if sampled else state
                child = node.children.get(key)
                if child is None:
                    child = node.children[key] = _Node(players)
                    path.append(child)
                    value = self.playout(state)
                    break
                node = child
                path.append(node)
                continue
            moves = state.legal_moves()
            seat = state.current
            assert seat is not None
            children = node.children
            untried = [move for move in moves if move not in children]
            # Under widening, only as many children as the visits allow (see GameHooks).
            if (
                untried
                and widening is not None
                and len(untried) < len(moves)
                and len(moves) - len(untried) >= 1 + widening * math.sqrt(node.visits)
            ):
                untried = []
            if untried:
                if guide is not None and len(untried) > 1:
                    move = guide(state, untried, rng)
                else:
                    move = untried[int(rng.random() * len(untried))]
                for other in moves:
                    if other in children:
                        children[other].avail += 1
                child = children[move] = _Node(players)
                child.avail = 1
                state = state.apply(move)
                self.steps += 1
                path.append(child)
                value = self.playout(state)
                break
            best: _Node | None = None
            best_move: Move = None
            best_score = -math.inf
            for move in moves:
                child = children.get(move)
                if child is None:  # not admitted yet under progressive widening
                    continue
                child.avail += 1
                visits = child.visits
                if visits == 0:  # left by an aborted iteration; cannot happen mid-search
                    score = math.inf
                else:
                    score = child.totals[seat] / visits + exploration * math.sqrt(
                        math.log(child.avail) / visits
                    )
                if score > best_score:
                    best_score, best, best_move = score, child, move
            assert best is not None
            state = state.apply(best_move)
            self.steps += 1
            node = best
            path.append(node)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for seat_index in range(players):
                totals[seat_index] += value[seat_index]

    def playout(self, state: Position) -> Outcome:
        hooks = self.hooks
        evaluate = hooks.evaluate
        policy = hooks.playout_move
        rng = self.rng
        depth = self.depth
        made = 0
        while True:
            outcome = state.outcome
            if outcome is not None:
                break
            if made >= depth:
                outcome = evaluate(state) if evaluate is not None else self.draw
                break
            if state.is_chance:
                move = pick_outcome(state.chance_outcomes(), rng)
            else:
                moves = state.legal_moves()
                if policy is not None:
                    move = policy(state, moves, rng)
                else:
                    move = moves[int(rng.random() * len(moves))]
            state = state.apply(move)
            made += 1
            if made & 255 == 0:
                self._check_abort()
        self.steps += made
        return outcome

    def _check_abort(self) -> None:
        if self.stop is not None and self.stop():
            raise _Aborted
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise _Aborted

    # -- the answer ---------------------------------------------------------------------

    def analysis(self, stopped: str) -> Analysis:
        root = self.root
        players = self.players
        values = tuple(total / root.visits for total in root.totals) if root.visits else self.draw
        seat = None if self.position.is_chance else self.position.current
        stats: list[MoveStat] = []
        if seat is not None:
            for move, child in root.children.items():
                if child.visits == 0:
                    continue
                means = tuple(child.totals[i] / child.visits for i in range(players))
                stats.append(MoveStat(move, self.position.move_text(move), child.visits, means, means[seat]))
            # Most visits first (the robust choice); ties by value, then by discovery order.
            order = sorted(range(len(stats)), key=lambda i: (-stats[i].visits, -stats[i].value, i))
            stats = [stats[i] for i in order]
        return Analysis(
            seat,
            values,
            tuple(stats),
            self.iterations,
            self.steps,
            time.perf_counter() - self.began,
            stopped,
            time.thread_time() - self.cpu_began,
        )
