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
- **MCTS-Solver** (Winands, Björnsson and Saito 2008, for any number of
  seats): a child whose position has ended is exact, and exact values climb
  the tree.  A decision node is proven when one of its children is proven to
  give the deciding seat the best score there is (1: a win), or when every
  legal move has a proven child (its value is then the best of them for the
  deciding seat: max-n).  A chance node is proven when every outcome's child
  is, its value the outcomes' average by their odds.  An iteration that
  reaches a proven node stops there and backs up the exact value; a child
  proven to give the deciding seat nothing (0) is never selected while
  another is open; the answer puts a proven win first and proven losses
  last; a proven root ends the search (`stopped == "proven"`), but for a
  root proven lost for the seat deciding there: every move loses against
  best play, so the proof chooses none, and the rest of the budget is
  searched afresh without the solver, as the plain level would, for the move
  the next seats most often get wrong (a swindle; the proof's choice was
  whichever losing move it had visited most).  Its values stay the proven
  loss.  Under
  hidden information the solver is off: a move that wins in one sample may
  lose in another, so a proof in one sample is no proof.
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

# What a search is asked and answers, in a module of their own: a game's hooks name them too.
from pardsgui.ai.analysis import Analysis as Analysis
from pardsgui.ai.analysis import Limits as Limits
from pardsgui.ai.analysis import MoveStat as MoveStat
from pardsgui.ai.analysis import StopCheck as StopCheck
from pardsgui.ai.hooks import GameHooks, HiddenInformationError
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.core.dice import pick_outcome

#: How often (seconds) a progress callback sees the analysis so far.
PROGRESS_EVERY = 0.25


#: `_Node.seat` before the node's position has been looked at, and at a chance node.
_UNSEEN = -2
_CHANCE = -1


class _Node:
    __slots__ = ("avail", "children", "moves", "odds", "proven", "seat", "totals", "visits")

    def __init__(self, players: int) -> None:
        # Keyed by move at a decision; by the resulting position at a chance node.
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.totals = [0.0] * players
        # The solver's knowledge: the exact value once proven; who decides here; how many
        # legal moves a decision has; a chance node's outcomes as (child key, probability).
        self.proven: Outcome | None = None
        self.seat = _UNSEEN
        self.moves = 0
        self.odds: list[tuple[Hashable, float]] | None = None


def _lost(node: _Node, seat: int) -> bool:
    """Proven to give `seat` nothing: the worst there is."""
    return node.proven is not None and node.proven[seat] <= 0.0


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
        self.solver = limits.solver and determinize is None
        self.lost: Outcome | None = None  # the root's value, once proven lost for its seat (`run`)

    # -- the loop ---------------------------------------------------------------------

    def run(self) -> Analysis:
        limits = self.limits
        max_iterations = limits.iterations
        stop, deadline, progress = self.stop, self.deadline, self.progress
        next_report = self.began + PROGRESS_EVERY
        stopped = "budget"
        while True:
            if self.root.proven is not None:
                seat = self.position.current
                if seat is None or self.position.is_chance or self.root.proven[seat] > 0.0:
                    stopped = "proven"
                    break
                self.lost, self.solver = self.root.proven, False  # a swindle (see the module)
                self.root = _Node(self.players)
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
        return self.analysis("proven" if self.lost is not None and stopped == "budget" else stopped)

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
        solver = self.solver
        state = self.sample()
        node = self.root
        path = [node]
        states = [state]  # the position at each node of the path (the solver proves chance nodes by it)
        value: Outcome | None = None
        while True:
            if node.proven is not None:  # exact: nothing below it can change its value
                value = node.proven
                break
            outcome = state.outcome
            if outcome is not None:
                value = outcome
                break
            if state.is_chance:
                node.seat = _CHANCE
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
                    states.append(state)
                    value = self.expand(child, state)
                    break
                node = child
                path.append(node)
                states.append(state)
                continue
            moves = state.legal_moves()
            seat = state.current
            assert seat is not None
            node.seat = seat
            node.moves = len(moves)
            children = node.children
            untried = [move for move in moves if move not in children]
            # Under widening, only as many children as the visits allow (see GameHooks);
            # one more when every child admitted is proven lost for the seat.
            if (
                untried
                and widening is not None
                and len(untried) < len(moves)
                and len(moves) - len(untried) >= 1 + widening * math.sqrt(node.visits)
                and not (solver and all(_lost(child, seat) for child in children.values()))
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
                states.append(state)
                value = self.expand(child, state)
                break
            best: _Node | None = None
            best_move: Move = None
            best_score = -math.inf
            fallback: tuple[_Node, Move] | None = None
            for move in moves:
                child = children.get(move)
                if child is None:  # not admitted yet under progressive widening
                    continue
                child.avail += 1
                if _lost(child, seat):  # never chosen while another move is open
                    fallback = fallback or (child, move)
                    continue
                visits = child.visits
                if visits == 0:  # left by an aborted iteration; cannot happen mid-search
                    score = math.inf
                else:
                    proven = child.proven
                    mean = child.totals[seat] / visits if proven is None else proven[seat]
                    score = mean + exploration * math.sqrt(math.log(child.avail) / visits)
                if score > best_score:
                    best_score, best, best_move = score, child, move
            if best is None:
                assert fallback is not None
                best, best_move = fallback
            state = state.apply(best_move)
            self.steps += 1
            node = best
            path.append(node)
            states.append(state)
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for seat_index in range(players):
                totals[seat_index] += value[seat_index]
        if solver and path[-1].proven is not None:
            self.settle(path, states)

    def expand(self, child: _Node, state: Position) -> Outcome:
        """A new node's first value: a playout from it (an ended position is its own, exact)."""
        if self.solver and state.outcome is not None:
            child.proven = state.outcome
        return self.playout(state)

    def settle(self, path: list[_Node], states: list[Position]) -> None:
        """The solver: the last node of the path is proven; prove its ancestors that now are."""
        for index in range(len(path) - 2, -1, -1):
            node = path[index]
            if node.proven is not None:
                return
            proven = self.prove(node, states[index])
            if proven is None:
                return
            node.proven = proven

    def prove(self, node: _Node, state: Position) -> Outcome | None:
        """The exact value of `node` if its children settle it, else None."""
        children = node.children
        if node.seat == _CHANCE:
            if node.odds is None:
                merged: dict[Hashable, float] = {}
                for move, probability in state.chance_outcomes():
                    after = state.apply(move)  # the solver is off under sampling: keys are positions
                    merged[after] = merged.get(after, 0.0) + probability
                node.odds = list(merged.items())
            total = [0.0] * self.players
            for outcome_key, probability in node.odds:
                child = children.get(outcome_key)
                if child is None or child.proven is None:
                    return None
                for seat, score in enumerate(child.proven):
                    total[seat] += probability * score
            return tuple(total)
        seat = node.seat
        best: Outcome | None = None
        settled = len(children) == node.moves  # every legal move has a child
        for child in children.values():
            proven = child.proven
            if proven is None:
                settled = False
            elif proven[seat] >= 1.0:
                return proven  # nothing is better than a win
            elif best is None or proven[seat] > best[seat]:
                best = proven
        return best if settled else None

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
        if root.proven is not None:
            values = root.proven
        elif self.lost is not None:
            values = self.lost
        seat = None if self.position.is_chance else self.position.current
        stats: list[MoveStat] = []
        ranks: list[tuple[float, ...]] = []
        if seat is not None:
            for move, child in root.children.items():
                if child.visits == 0:
                    continue
                proven = child.proven
                means = (
                    proven
                    if proven is not None
                    else tuple(child.totals[i] / child.visits for i in range(players))
                )
                stats.append(MoveStat(move, self.position.move_text(move), child.visits, means, means[seat]))
                # A proven win first and proven losses last; between them most visits first
                # (the robust choice), ties by value, then by discovery order.  When the
                # root itself is proven every child that matters is: best value first.
                if root.proven is not None:
                    ranks.append((0 if proven is not None else 1, -means[seat], -child.visits))
                elif proven is not None and proven[seat] >= 1.0:
                    ranks.append((0, -child.visits, 0.0))
                else:
                    ranks.append((2 if _lost(child, seat) else 1, -child.visits, -means[seat]))
            order = sorted(range(len(stats)), key=lambda i: (*ranks[i], i))
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
