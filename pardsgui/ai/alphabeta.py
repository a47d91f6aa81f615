"""Alpha-beta search for two-seat games of tactics (Kerd, Pards), through the engine contract.

A game plugs it in as its own search (`GameHooks.search`) with a `Tactics`
object: its evaluation, which moves are tactical (captures, sacks) and how
they rank, and which positions to search under hidden information.  The rest
is the classic recipe of chess programs:

- **Minimax by seat, not by turn.**  Scores are always seat 0's (a lead in
  logits: seat 0's chance is logistic(score)); seat 0 maximises and seat 1
  minimises wherever it decides.  A turn of several atomic moves by the same
  seat (Pards' sack, then the Vicar's move) is simply several maximising
  nodes in a row: nothing flips between them.
- **Depth counts turns.**  A move costs one ply of depth when the seat to
  decide changes after it; the parts of one turn, and a move that was the
  only legal one, cost nothing (so a Pards sack is searched as one turn and
  forced placements never eat the horizon).
- **Iterative deepening** with a **transposition table** (the position's hash;
  bounds kept as seat 0's scores), **principal variation search** (null
  windows after the first move), **move ordering** (the table's move, then
  tactical moves by the game's rank, e.g. MVV-LVA, then two killers per ply,
  then the history heuristic), and a **quiescence search** of tactical moves
  only, with stand-pat, before any evaluation is trusted.
- **Repetition.**  A position met again on the line being searched scores as a
  draw.  **Dice** (Pards' opening) are chance nodes: the outcomes' weighted
  mean of full-window searches.
- **Hidden information.**  With a viewing seat the real position is read only
  through `redacted(viewer)`; `Tactics.worlds` turns that text into the
  positions to search (one determinization, or several whose root scores are
  averaged as chances, perfect information Monte Carlo), and never sees more.
- **Determinism.**  The budget is `Limits.steps`, moves played (every node is
  one), never time; the seed only shuffles the first ordering of the root
  moves (so equal moves vary between games) and draws the samples.  A time
  ceiling or a stop request ends the search early and says so in `stopped`.

The `Analysis`: `values` are logistic(score) per seat; each root move's
`visits` is the number of nodes searched below it (all iterations), its
`value` the mover's chance after it at the deepest depth it was searched to
(exact for the first `Limits.exact` moves — the Analysis panel asks for
several, a move to play needs one; for the others the bound that refuted
them, an upper bound of their worth, and `bound` says so); `iterations` is
the number of nodes searched.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from pardsgui.ai.hooks import GameHooks, HiddenInformationError, logistic
from pardsgui.ai.mcts import PROGRESS_EVERY, Analysis, Limits, MoveStat, StopCheck
from pardsgui.core.contract import Move, Outcome, Position
from pardsgui.core.native import mypyc_attr

#: Logits are searched as integers: SCALE per logit (a Kerd pawn is about 170).
SCALE = 1000
#: A won game scores WIN less the plies to it (sooner is better); beyond MATE_BOUND it is a proven result.
WIN = 10_000_000
MATE_BOUND = WIN - 10_000
INFINITE = WIN + 1
#: Nothing is searched deeper than this many plies (extensions included) nor longer than this many turns.
MAX_PLY = 96
MAX_DEPTH = 40
#: Tactical moves in a row the quiescence search follows at most.
MAX_QUIESCENCE = 12
#: The transposition table is emptied when it holds more entries than this (memory stays bounded).
TABLE_SIZE = 400_000
#: Nodes between looks at the clock and the stop request.
CHECK_EVERY = 256

EXACT, LOWER, UPPER = 0, 1, 2


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled, it may still be subclassed outside the build
class Tactics:
    """What a game tells the alpha-beta search; subclass it (the defaults suit a game without secrets)."""

    #: Tactical moves in a row the quiescence search follows at most.
    quiescence_depth: ClassVar[int] = MAX_QUIESCENCE

    def evaluate(self, position: Position) -> float:
        """Seat 0's lead in logits (seat 0's chance is logistic of it) in an unfinished position."""
        raise NotImplementedError

    def priorities(self, position: Position, moves: Sequence[Move]) -> Sequence[int]:
        """A rank per move for ordering: above 0 tactical (higher first), 0 quiet, below 0 last."""
        return [0] * len(moves)

    def tactical(self, position: Position) -> tuple[bool, Sequence[Move]]:
        """For the quiescence search: whether the mover may stand pat, and the moves to try, best first.

        A mover who may not stand pat (in check) must be given every legal move.
        """
        moves = position.legal_moves()
        ranks = self.priorities(position, moves)
        tried = sorted((-rank, index) for index, rank in enumerate(ranks) if rank > 0)
        return True, [moves[index] for _, index in tried]

    def worlds(
        self, position: Position, viewer: int | None, hooks: GameHooks, rng: random.Random
    ) -> list[Position]:
        """The positions to search for `viewer` (None: everything is visible).

        Nothing hidden: the position itself.  Hidden: one sample of the game's
        determinizer from `redacted(viewer)`; a game may search several, or a
        chosen one, instead.
        """
        if viewer is None:
            return [position]
        redacted = position.redacted(viewer)
        if "?" not in redacted:
            return [position]
        if hooks.determinize is None:
            raise HiddenInformationError(
                f"{type(position).__name__} hides something from seat {viewer + 1}"
                " but its game gives the computer player no determinizer"
            )
        return [hooks.determinize(redacted, viewer, rng)]


def chances(score: float) -> Outcome:
    """Seat 0's and seat 1's expected scores for a searched score (seat 0's, in SCALE per logit)."""
    if score >= MATE_BOUND:
        return (1.0, 0.0)
    if score <= -MATE_BOUND:
        return (0.0, 1.0)
    first = logistic(score / SCALE)
    return (first, 1.0 - first)


def outcome_score(outcome: Outcome, ply: int) -> int:
    """A finished game as a score: a win less the plies to it, a draw 0, in between pro rata."""
    lead = outcome[0] - outcome[1]
    if lead > 0:
        return round(lead * (WIN - ply))
    if lead < 0:
        return round(lead * (WIN - ply))
    return 0


class _OutOfBudget(Exception):
    """The budget is spent, the time is up or a stop was asked for: the search unwinds."""


@dataclass
class _RootMove:
    move: Move
    #: The latest score (seat 0's), the depth it was searched to, and whether it is exact.
    score: int = 0
    depth: int = -1
    exact: bool = False
    nodes: int = 0


class AlphaBeta:
    """A search with `pardsgui.ai.mcts.search`'s signature (`GameHooks.search`) for two seats."""

    def __init__(self, tactics: Tactics) -> None:
        self.tactics = tactics

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
    ) -> Analysis:
        began = time.perf_counter()
        cpu_began = time.thread_time()
        finished = position.outcome
        if finished is not None:
            return Analysis(None, tuple(finished), (), 0, 0, 0.0, "end")
        if position.players != 2:
            raise ValueError("the alpha-beta search plays games of two seats")
        rng = random.Random(seed)
        worlds = self.tactics.worlds(position, viewer, hooks, rng)
        run = _Run(self.tactics, position, limits, stop, progress, began, cpu_began, len(worlds))
        return run.search(worlds, rng)


class _Run:
    """One search: its budget, table, killers, history and the root's statistics."""

    def __init__(
        self,
        tactics: Tactics,
        position: Position,
        limits: Limits,
        stop: StopCheck | None,
        progress: Callable[[Analysis], None] | None,
        began: float,
        cpu_began: float,
        worlds: int,
    ) -> None:
        self.tactics = tactics
        self.evaluate = tactics.evaluate
        self.quiescence_depth = tactics.quiescence_depth
        self.position = position
        self.limit = limits.steps
        self.exact = limits.exact
        self.stop = stop
        self.progress = progress
        self.began = began
        self.cpu_began = cpu_began
        self.deadline = None if limits.seconds is None else began + limits.seconds
        self.next_report = began + PROGRESS_EVERY
        self.next_check = CHECK_EVERY
        self.steps = 0
        self.table: dict[int, tuple[int, int, int, Move]] = {}
        self.killers: list[list[Move]] = [[] for _ in range(MAX_PLY + 2)]
        self.history: tuple[dict[Move, int], dict[Move, int]] = ({}, {})
        self.path: list[int] = []
        self.stopped = "budget"
        self.worlds = worlds
        #: Per world: its root moves (in the search's order); the answer combines them.
        self.roots: list[list[_RootMove]] = []
        self.depths: list[int] = []
        #: Per world: the score of the last iteration that searched every root move (its best's).
        self.settled: list[int] = []

    # -- the budget -----------------------------------------------------------------------

    def play(self, position: Position, move: Move) -> Position:
        steps = self.steps = self.steps + 1
        if steps > self.limit:
            self.stopped = "budget"
            raise _OutOfBudget
        if steps >= self.next_check:
            self.next_check = steps + CHECK_EVERY
            self._check()
        return position.apply(move)

    def _check(self) -> None:
        if self.stop is not None and self.stop():
            self.stopped = "stop"
            raise _OutOfBudget
        if self.deadline is not None or self.progress is not None:
            now = time.perf_counter()
            if self.deadline is not None and now >= self.deadline:
                self.stopped = "time"
                raise _OutOfBudget
            if self.progress is not None and now >= self.next_report:
                self.next_report = now + PROGRESS_EVERY
                self.progress(self.analysis("running"))

    # -- the root -------------------------------------------------------------------------

    def search(self, worlds: list[Position], rng: random.Random) -> Analysis:
        if self.stop is not None and self.stop():
            return self.analysis("stop")
        if self.position.is_chance:
            return self._search_chance(worlds[0])
        share = max(1, self.limit // len(worlds))
        for index, world in enumerate(worlds):
            moves = list(world.legal_moves())
            rng.shuffle(moves)  # the seed's only say: the first order, so equal moves vary
            self.roots.append([_RootMove(move) for move in moves])
            self.depths.append(0)
            self.settled.append(0)
            limit = self.limit
            # Each world gets its share of the budget; the last one what is left.
            self.limit = min(limit, self.steps + share) if index < len(worlds) - 1 else limit
            try:
                self._deepen(world, index)
            except _OutOfBudget:
                if self.stopped != "budget":
                    return self.analysis(self.stopped)
            self.limit = limit
        return self.analysis("budget")

    def _deepen(self, world: Position, index: int) -> None:
        roots = self.roots[index]
        seat = world.current
        assert seat is not None
        sign = 1 if seat == 0 else -1
        exact_all = self.worlds > 1  # averaged over worlds, every root move needs its own score
        # Depth 0: every move gets the evaluation of where it leads, so even a budget too small
        # for one full iteration ranks them all.
        for root in roots:
            before = self.steps
            child = self.play(world, root.move)
            outcome = child.outcome
            root.score = outcome_score(outcome, 1) if outcome is not None else self.evaluate_int(child)
            root.depth, root.exact = 0, True
            root.nodes += self.steps - before
        roots.sort(key=lambda root: -sign * root.score)
        self.settled[index] = roots[0].score
        for depth in range(1, MAX_DEPTH + 1):
            self._root(world, roots, depth, sign, exact_all)
            self.depths[index] = depth
            # Best first, for the next iteration and the answer.
            roots.sort(key=lambda root: -sign * root.score)
            self.settled[index] = roots[0].score
            if abs(roots[0].score) >= MATE_BOUND or len(roots) == 1:
                return  # a proven result (the best move wins, or every move loses) or nothing to choose

    def _root(self, world: Position, roots: list[_RootMove], depth: int, sign: int, exact_all: bool) -> None:
        seat = world.current
        key = hash(world)
        self.path.append(key)
        try:
            best = -INFINITE  # the mover's own view (sign * score)
            for number, root in enumerate(roots):
                before = self.steps
                try:
                    child = self.play(world, root.move)
                    cost = 0 if len(roots) == 1 or child.current == seat else 1
                    remaining = depth - cost
                    if number < self.exact or exact_all:
                        score = self.node(child, remaining, -INFINITE, INFINITE, 1)
                        exact = True
                    else:
                        # Null window just above the best so far: does this move do better?
                        if sign > 0:
                            score = self.node(child, remaining, best, best + 1, 1)
                            exact = False
                            if score > best:
                                score = self.node(child, remaining, best, INFINITE, 1)
                                exact = True
                        else:
                            score = self.node(child, remaining, -best - 1, -best, 1)
                            exact = False
                            if score < -best:
                                score = self.node(child, remaining, -INFINITE, -best, 1)
                                exact = True
                finally:
                    root.nodes += self.steps - before
                root.score, root.depth, root.exact = score, depth, exact
                best = max(best, sign * score)
        finally:
            self.path.pop()

    def _search_chance(self, position: Position) -> Analysis:
        # Values only (no seat decides): the outcomes' weighted mean, deeper while the budget lasts.
        value = self.evaluate_int(position)
        try:
            for depth in range(1, MAX_DEPTH + 1):
                value = self.chance(position, depth, 0)
        except _OutOfBudget:
            pass
        return self._answer(chances(value), (), self.stopped)

    # -- the tree -----------------------------------------------------------------------------

    def evaluate_int(self, position: Position) -> int:
        score = round(self.evaluate(position) * SCALE)
        return max(-MATE_BOUND + 1, min(MATE_BOUND - 1, score))

    def chance(self, position: Position, depth: int, ply: int) -> int:
        total = 0.0
        for move, weight in position.chance_outcomes():
            child = self.play(position, move)
            total += weight * self.node(child, depth, -INFINITE, INFINITE, ply + 1)
        return round(total)

    def node(self, position: Position, depth: int, alpha: int, beta: int, ply: int) -> int:
        outcome = position.outcome
        if outcome is not None:
            return outcome_score(outcome, ply)
        if position.is_chance:
            return self.chance(position, depth, ply)
        if depth <= 0 or ply >= MAX_PLY:
            return self.quiesce(position, alpha, beta, ply, 0)
        key = hash(position)
        if key in self.path:
            return 0  # a repetition on this line: a draw
        table = self.table
        entry = table.get(key)
        table_move: Move = None
        if entry is not None:
            stored_depth, flag, value, table_move = entry
            if stored_depth >= depth:
                if value >= MATE_BOUND:
                    value -= ply
                elif value <= -MATE_BOUND:
                    value += ply
                if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
                    return value
        moves = position.legal_moves()
        seat = position.current
        maximising = seat == 0
        ordered = self.order(position, moves, table_move, ply, seat)
        forced = len(moves) == 1
        low, high = alpha, beta
        best = -INFINITE if maximising else INFINITE
        best_move: Move = None
        path = self.path
        path.append(key)
        try:
            first = True
            for move in ordered:
                child = self.play(position, move)
                remaining = depth if forced or child.current == seat else depth - 1
                if first:
                    score = self.node(child, remaining, low, high, ply + 1)
                    first = False
                elif maximising:
                    score = self.node(child, remaining, low, low + 1, ply + 1)
                    if low < score < high:
                        score = self.node(child, remaining, score, high, ply + 1)
                else:
                    score = self.node(child, remaining, high - 1, high, ply + 1)
                    if low < score < high:
                        score = self.node(child, remaining, low, score, ply + 1)
                if maximising:
                    if score > best:
                        best, best_move = score, move
                        if score > low:
                            low = score
                elif score < best:
                    best, best_move = score, move
                    if score < high:
                        high = score
                if low >= high:
                    self._remember_cutoff(position, move, seat, depth, ply)
                    break
        finally:
            path.pop()
        if best <= alpha:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        else:
            flag = EXACT
        stored = best
        if stored >= MATE_BOUND:
            stored += ply
        elif stored <= -MATE_BOUND:
            stored -= ply
        if len(table) >= TABLE_SIZE:
            table.clear()
        table[key] = (depth, flag, stored, best_move)
        return best

    def quiesce(self, position: Position, alpha: int, beta: int, ply: int, made: int) -> int:
        outcome = position.outcome
        if outcome is not None:
            return outcome_score(outcome, ply)
        if position.is_chance or made >= self.quiescence_depth or ply >= MAX_PLY:
            return self.evaluate_int(position)
        seat = position.current
        maximising = seat == 0
        may_stand, moves = self.tactics.tactical(position)
        if may_stand:
            best = self.evaluate_int(position)
            if maximising:
                if best >= beta:
                    return best
                alpha = max(alpha, best)
            else:
                if best <= alpha:
                    return best
                beta = min(beta, best)
            if not moves:
                return best
        else:
            if not moves:
                return self.evaluate_int(position)
            best = -INFINITE if maximising else INFINITE
        for move in moves:
            child = self.play(position, move)
            score = self.quiesce(child, alpha, beta, ply + 1, made + 1)
            if maximising:
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
            elif score < best:
                best = score
                if score < beta:
                    beta = score
            if alpha >= beta:
                break
        return best

    # -- move ordering ---------------------------------------------------------------------------

    def order(
        self, position: Position, moves: Sequence[Move], first: Move, ply: int, seat: int | None
    ) -> list[Move]:
        if len(moves) == 1:
            return list(moves)
        ranks = self.tactics.priorities(position, moves)
        killers = self.killers[ply]
        history = self.history[seat or 0]
        keyed: list[tuple[int, int, Move]] = []
        for index, (move, rank) in enumerate(zip(moves, ranks, strict=True)):
            if first is not None and move == first:
                key = 1 << 62
            elif rank > 0:
                key = (1 << 61) + rank
            elif rank < 0:
                key = -(1 << 40) + rank
            elif move in killers:
                key = (1 << 60) - killers.index(move)
            else:
                key = history.get(move, 0)
            keyed.append((-key, index, move))
        keyed.sort(key=_first_two)
        return [move for _, _, move in keyed]

    def _remember_cutoff(
        self, position: Position, move: Move, seat: int | None, depth: int, ply: int
    ) -> None:
        # Only quiet moves: tactical ones are ordered first anyway.
        if self.tactics.priorities(position, (move,))[0] > 0:
            return
        killers = self.killers[ply]
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        history = self.history[seat or 0]
        history[move] = history.get(move, 0) + depth * depth

    # -- the answer --------------------------------------------------------------------------------

    def analysis(self, stopped: str) -> Analysis:
        position = self.position
        seat = position.current
        if seat is None or not self.roots:
            return self._answer((0.5, 0.5), (), stopped)
        sign = 1 if seat == 0 else -1
        combined: dict[Move, list[float]] = {}
        nodes: dict[Move, int] = {}
        bounds: set[Move] = set()
        order: list[Move] = []
        worlds_seen = list(zip(self.roots, self.settled, strict=True))
        searched_worlds = [world for world in worlds_seen if any(root.depth >= 0 for root in world[0])]
        for roots, settled in searched_worlds or worlds_seen[:1]:
            chosen = self._ranked(roots, sign)
            leader_score = _leader_score(roots, chosen[0], sign, settled)
            for root in chosen:
                if root.move not in combined:
                    combined[root.move] = []
                    nodes[root.move] = 0
                    order.append(root.move)
                if root.depth >= 0:
                    score = leader_score if root is chosen[0] else root.score
                    combined[root.move].append(chances(score)[seat])
                    if not root.exact:
                        bounds.add(root.move)
                nodes[root.move] += root.nodes
        worlds = max(1, len(searched_worlds))
        means = {move: sum(found) / worlds if found else 0.0 for move, found in combined.items()}
        # One world keeps its own order (a bound never outranks the exact best), its exact scores
        # before its bounds (a bound is no chance to rank by); several worlds, the means.
        if worlds == 1:
            ranked = sorted(order, key=lambda move: move in bounds)
        else:
            ranked = sorted(order, key=lambda move: (-means[move], order.index(move)))
        stats = []
        for move in ranked:
            mine = means[move]
            both = (mine, 1.0 - mine) if seat == 0 else (1.0 - mine, mine)
            stats.append(MoveStat(move, position.move_text(move), nodes[move], both, mine, move in bounds))
        values = stats[0].values if stats and combined[ranked[0]] else (0.5, 0.5)
        return self._answer(values, tuple(stats), stopped)

    def _ranked(self, roots: list[_RootMove], sign: int) -> list[_RootMove]:
        """The root moves best first: the last complete iteration's order, updated by the one under way.

        A move searched in the iteration under way replaces the previous best only if its
        score is exact and better than the previous best's score in this iteration.
        """
        deepest = max(root.depth for root in roots)
        if deepest < 0:
            return roots
        done = [root for root in roots if root.depth == deepest]
        if len(done) == len(roots) or roots[0].depth < deepest:
            # The iteration finished, or had not finished its first move: the sorted order stands
            # (under way, the first move keeps its place; the others are ranked by what they had).
            return sorted(roots, key=lambda root: (root is not roots[0], -sign * root.score))
        head = roots[0]
        better = [root for root in done if root.exact and sign * root.score > sign * head.score]
        leader = max(better, key=lambda root: sign * root.score) if better else head
        rest = [root for root in roots if root is not leader]
        rest.sort(key=lambda root: (-(root.depth == deepest), -sign * root.score))
        return [leader, *rest]

    def _answer(self, values: Outcome, stats: tuple[MoveStat, ...], stopped: str) -> Analysis:
        position = self.position
        seat = None if position.is_chance else position.current
        return Analysis(
            seat,
            tuple(values),
            stats,
            self.steps,
            self.steps,
            time.perf_counter() - self.began,
            stopped,
            time.thread_time() - self.cpu_began,
        )


def _first_two(item: tuple[int, int, Move]) -> tuple[int, int]:
    return item[0], item[1]


def _leader_score(roots: list[_RootMove], leader: _RootMove, sign: int, settled: int) -> int:
    """The score the best move is worth, seat 0's: its own, or the last whole iteration's.

    In an iteration under way, a best score that fell below the last whole iteration's (a fail
    low) says that the move is worse at the new depth, not what the position is worth there: a
    move not yet searched to it may hold.  Reporting the fall read a position as lost when the
    first move searched was (a Pards review once rated a slip 100 points, a whole game, where
    twice and four times the budget found 65).  So the last whole iteration's score stands until
    a move searched to the new depth does better.
    """
    deepest = max(root.depth for root in roots)
    if leader.depth < deepest or all(root.depth == deepest for root in roots):
        return leader.score
    return leader.score if sign * leader.score >= sign * settled else settled
