"""A tactical safety net around every search: a win within the turn is taken, a loss at once avoided.

Random playouts cannot see a capture one move away among fifty, and a search that has not
expanded a move cannot know that it loses at once.  So around whatever search a game uses
(MCTS or its own, `pardsgui.ai.searching`), `think` and `analyse` ask this module, through
the engine contract alone, two exact questions about the seat to move (the *mover*):

- **Can it win within its own turn?**  A *turn* is the mover's consecutive decisions with no
  chance move between them: Pards' sack, its Vicar move and its die change; a Parry placement
  and its bonus steps; the dice of one Nardshir or Pagade roll.  A depth-first search of the
  turn's decisions looks for an ended position in which the mover scores 1 (a win; a share or
  a place is not one).  A move that starts such a line is played (0 misses).
- **Does a move let the next seat win within its very next turn?**  The mover first completes
  its turn as well as it can (a move is as safe as its safest completion); then, if dice come
  between the turns, every roll is looked at with its probability, and the next seat's own turn
  is searched for a win.  A move's *danger* is the probability of the rolls with which the
  next seat can win at once (0 or 1 without dice).  The chosen move is never one with danger
  while another has none (0 walked into); when every move has some, one with which the next
  seat does not win whatever it rolls is preferred to a certain loss.  Why "with some roll":
  in a race (Nardshir, Pagade) the next seat can win at once only when it is bearing its last
  pieces off or bringing its last pawns Home, and what stops every such roll is a hit or a cut
  of one of those pieces, which a strong player makes; a move that gives a roll away when
  another gives none would need a rare position to be right.  Among moves that are all
  dangerous, the search's own ranking decides (it has weighed the odds).
- Only ended games count: a place won while others play on (Pagade with four seats) is the
  search's business.

**Hidden information** (Kerd's infiltrators): the real position's secret is never read.  The
questions are asked in samples (`hooks.determinize(position.redacted(seat), seat, rng)`,
identical samples kept once), and the net acts only on what holds in every one of them: a move
wins when it wins in every sample, and is dangerous when in every sample the next seat can win
at once.  What differs between samples depends on what the seat cannot see; weighing those odds
is the search's business (it samples too).

**Exact within a budget.**  Every position made counts; a level's budget is a share of its
nominal work (`nodes_for`), and the level's wall-clock ceiling and a stop request cut it too.
A check cut short leaves the move unknown: it is neither taken as a win nor avoided, and the
analysis says so (`Analysis.tactics`).  Moves are checked lazily in the search's order, so
usually only its choice is: once a move is known safe, the moves after it need no check.
"""

from __future__ import annotations

import random
import time
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

from pardsgui.ai.hooks import GameHooks, HiddenInformationError
from pardsgui.ai.mcts import Analysis, MoveStat, StopCheck
from pardsgui.core.contract import Move, Outcome, Position

#: The share of a level's nominal work (its seconds times the game's speed) the net may spend.
SHARE = 0.5
#: Positions every check may make at least, so the quickest levels still see one move deep.
MIN_NODES = 4_000
#: Samples of what the mover cannot see, under hidden information.
SAMPLES = 8
#: Scores at least this high are a win (a seat's best outcome is 1).
WIN = 1.0 - 1e-9

#: How a move stands, best first: it wins; it is safe (or was not checked to the end); the next
#: seat can win at once with some roll; it wins at once whatever it rolls.
WINS, SAFE, DANGEROUS, LOST = range(4)


def nodes_for(nominal: float, hooks: GameHooks) -> int:
    """The net's budget, in positions made, for a level that searches `nominal` seconds' worth."""
    return max(MIN_NODES, round(SHARE * nominal * hooks.steps_per_second))


class _OutOfNodes(Exception):
    """The budget, the time or a stop request ended a check."""


@dataclass
class Verdict:
    """What the net knows of one move of the mover."""

    tier: int = SAFE
    #: The probability that the next seat wins at once after the move (in the worst sample);
    #: None when not known.
    danger: float | None = None
    #: A check was cut short: `tier` says only what was proven before that.
    cut: bool = False
    #: The winning line, when the move wins (the move first).
    line: tuple[Move, ...] = ()
    outcome: Outcome | None = None


class Tactics:
    """The net for one decision: `adjust` a search's analysis so that its best move is tactically sound."""

    def __init__(
        self,
        position: Position,
        viewer: int | None,
        hooks: GameHooks,
        nodes: int,
        seed: int,
        *,
        deadline: float | None = None,
        stop: StopCheck | None = None,
    ) -> None:
        self.position = position
        self.seat = position.current
        self.left = nodes
        self.spent = 0
        self.deadline = deadline
        self.stop = stop
        self.cut = False
        self.verdicts: dict[Hashable, Verdict] = {}
        self._wins: list[Move] | None = None
        # Memos by exact position (samples differ in their hidden parts, so they never collide).
        self._lines: dict[tuple[int, Position], tuple[Move, ...] | None] = {}
        self._dangers: dict[tuple[int, Position], float] = {}
        self._completions: dict[tuple[int, Position], float] = {}
        self._legal_sets: dict[int, frozenset[Move]] = {}
        self.moves: Sequence[Move] = ()
        self.worlds: list[Position] = []
        if self.seat is None or (viewer is not None and viewer != self.seat):
            return  # nobody decides here, or the viewer watches another seat decide: not its to judge
        self.moves = position.legal_moves()
        self.worlds = self._sample(position, viewer, hooks, seed)

    @staticmethod
    def _sample(position: Position, viewer: int | None, hooks: GameHooks, seed: int) -> list[Position]:
        if viewer is None:
            return [position]
        redacted = position.redacted(viewer)
        if hooks.determinize is None:
            if "?" in redacted:
                raise HiddenInformationError(
                    f"{type(position).__name__} hides something from seat {viewer + 1}"
                    " but its game gives the computer player no determinizer"
                )
            return [position]
        rng = random.Random(seed * 1_000_003 + 26)
        worlds = [hooks.determinize(redacted, viewer, rng) for _ in range(SAMPLES)]
        return list(dict.fromkeys(worlds))

    @property
    def active(self) -> bool:
        return len(self.moves) > 1 and bool(self.worlds)

    # -- counting ---------------------------------------------------------------------------

    def _apply(self, position: Position, move: Move) -> Position:
        if self.left <= 0:
            raise _OutOfNodes
        self.left -= 1
        self.spent += 1
        if self.spent & 63 == 0:
            if self.stop is not None and self.stop():
                self.left = 0
                raise _OutOfNodes
            if self.deadline is not None and time.perf_counter() >= self.deadline:
                self.left = 0
                raise _OutOfNodes
        return position.apply(move)

    # -- the mover's own turn -------------------------------------------------------------------

    def _win_line(self, position: Position, seat: int, path: set[Position]) -> tuple[Move, ...] | None:
        """Moves of `seat` from `position` (its decision) that end the game in its win within its turn."""
        key = (seat, position)
        if key in self._lines:
            return self._lines[key]
        deeper: list[tuple[Move, Position]] = []
        for move in position.legal_moves():  # a win at once first: the shortest line
            after = self._apply(position, move)
            outcome = after.outcome
            if outcome is not None:
                if outcome[seat] >= WIN:
                    self._lines[key] = (move,)
                    return (move,)
            elif not after.is_chance and after.current == seat and after not in path:
                deeper.append((move, after))
        found: tuple[Move, ...] | None = None
        path.add(position)
        for move, after in deeper:
            line = self._win_line(after, seat, path)
            if line is not None:
                found = (move, *line)
                break
        path.discard(position)
        self._lines[key] = found
        return found

    def _wins_in(self, world: Position, move: Move) -> tuple[tuple[Move, ...], Outcome] | None:
        """The winning line starting with `move` in `world`, and the outcome it ends in."""
        assert self.seat is not None
        after = self._apply(world, move)
        outcome = after.outcome
        if outcome is not None:
            return ((move,), outcome) if outcome[self.seat] >= WIN else None
        if after.is_chance or after.current != self.seat:
            return None
        line = self._win_line(after, self.seat, {world})
        if line is None:
            return None
        end = after
        for step in line:
            end = end.apply(step)  # replays a line already made: not counted again
        assert end.outcome is not None
        return (move, *line), end.outcome

    def wins(self) -> list[Move]:
        """The mover's moves that win within its turn (in every sample), found once."""
        if self._wins is not None:
            return self._wins
        self._wins = []
        if not self.active:
            return self._wins
        # The first half of the budget at most: the safety checks need the rest.
        reserve = self.left // 2
        self.left -= reserve
        try:
            for move in self.moves:
                if not self._legal(self.worlds[0], move):
                    continue
                found = self._wins_in(self.worlds[0], move)
                if found is None:
                    continue
                line, outcome = found
                if all(
                    self._wins_in(world, move) is not None
                    for world in self.worlds[1:]
                    if self._legal(world, move)
                ):
                    self.verdicts[move] = Verdict(WINS, 0.0, line=line, outcome=outcome)
                    self._wins.append(move)
        except _OutOfNodes:
            self.cut = True
        self.left += reserve
        return self._wins

    def _legal(self, world: Position, move: Move) -> bool:
        """Whether `move` is legal in a sample (the mover's own moves: always, in the games so far)."""
        if world is self.position:
            return True
        legal = self._legal_sets.get(id(world))
        if legal is None:
            legal = self._legal_sets[id(world)] = frozenset(world.legal_moves())
        return move in legal

    # -- the next seat's reply ------------------------------------------------------------------

    def _danger(self, end: Position, seat: int) -> float:
        """The chance that the seat deciding after `seat`'s turn (ended in `end`) wins within its own turn."""
        key = (seat, end)
        known = self._dangers.get(key)
        if known is not None:
            return known
        outcome = end.outcome
        if outcome is not None:
            # The mover's own move ended the game: a loss if another seat won.
            danger = 1.0 if any(score >= WIN for other, score in enumerate(outcome) if other != seat) else 0.0
        elif end.is_chance:
            rolls: dict[Position, float] = {}
            for roll, probability in end.chance_outcomes():
                after = self._apply(end, roll)
                rolls[after] = rolls.get(after, 0.0) + probability
            danger = sum(probability * self._danger(after, seat) for after, probability in rolls.items())
        else:
            replier = end.current
            assert replier is not None
            if replier == seat:
                danger = 0.0  # the mover again, with nobody between
            else:
                danger = 1.0 if self._win_line(end, replier, set()) is not None else 0.0
        self._dangers[key] = danger
        return danger

    def _completed(self, position: Position, seat: int, path: set[Position]) -> float:
        """The least danger `seat` can leave by completing its turn from `position`."""
        if position.outcome is not None or position.is_chance or position.current != seat:
            return self._danger(position, seat)
        key = (seat, position)
        known = self._completions.get(key)
        if known is not None:
            return known
        least = 1.0
        path.add(position)
        for move in position.legal_moves():
            after = self._apply(position, move)
            if after in path:
                continue
            least = min(least, self._completed(after, seat, path))
            if least <= 0.0:
                break
        path.discard(position)
        self._completions[key] = least
        return least

    def _move_danger(self, world: Position, move: Move) -> float:
        assert self.seat is not None
        return self._completed(self._apply(world, move), self.seat, {world})

    def verdict(self, move: Move, *, full: bool = False) -> Verdict:
        """How `move` stands; `full` also tells a certain loss from a dangerous move."""
        known = self.verdicts.get(move)
        if known is not None and (not full or known.tier != DANGEROUS or known.cut):
            return known
        if known is None:
            known = self.verdicts[move] = Verdict()
            if self.left <= 0:
                known.cut = True
                return known
            try:
                # Dangerous only when dangerous in every sample: what the seat cannot see may make
                # a move safe, and the search has weighed that chance; the first safe sample settles it.
                for world in self.worlds:
                    if not self._legal(world, move):
                        continue
                    danger = self._move_danger(world, move)
                    known.danger = max(known.danger or 0.0, danger)
                    if danger <= 0.0:
                        break
                else:
                    if known.danger is not None:
                        known.tier = DANGEROUS
            except _OutOfNodes:
                known.cut = self.cut = True
                return known
        if full and known.tier == DANGEROUS:
            try:
                dangers = [
                    self._move_danger(world, move) for world in self.worlds if self._legal(world, move)
                ]
                if dangers and min(dangers) >= 1.0:
                    known.tier = LOST
            except _OutOfNodes:
                known.cut = self.cut = True
        return known

    # -- the answer -----------------------------------------------------------------------------

    def adjust(self, found: Analysis) -> Analysis:
        """`found` with its moves reordered: a win first, then moves the next seat cannot punish at once."""
        if not self.active or found.seat != self.seat:
            return found
        seat = self.seat
        assert seat is not None
        legal = set(self.moves)
        stats = {stat.move: stat for stat in found.moves if stat.move in legal}
        ranked = [*stats, *(move for move in self.moves if move not in stats)]
        # Without a win, walk the search's order until a safe move: usually its own choice is.
        if not self.wins() and not any(self.verdict(move).tier == SAFE for move in ranked):
            for move in ranked:
                self.verdict(move, full=True)

        def tier(move: Move) -> int:
            known = self.verdicts.get(move)
            return SAFE if known is None else known.tier

        order = sorted(range(len(ranked)), key=lambda i: (tier(ranked[i]), i))
        chosen = ranked[order[0]]
        moves: list[MoveStat] = []
        for index in order:
            move = ranked[index]
            stat = stats.get(move)
            known = self.verdicts.get(move)
            if stat is None and move != chosen and (known is None or known.tier != WINS):
                continue  # a move the search never looked at is listed only when the net picks it
            if stat is None:
                stat = MoveStat(move, self.position.move_text(move), 0, (), 0.0)
            moves.append(self._restate(stat, known, seat))
        values = found.values
        first = self.verdicts.get(chosen)
        if first is not None and first.tier == WINS and first.outcome is not None:
            values = first.outcome
        return replace(found, values=values, moves=tuple(moves), tactics=self.words(chosen, ranked))

    @staticmethod
    def _restate(stat: MoveStat, known: Verdict | None, seat: int) -> MoveStat:
        """A move's value as the net knows it: 1 for a win, at most 1 − danger after a danger."""
        if known is None:
            return stat
        if known.tier == WINS and known.outcome is not None:
            return replace(stat, values=known.outcome, value=known.outcome[seat], bound=False)
        if known.tier in (DANGEROUS, LOST) and known.danger is not None and stat.values:
            value = min(stat.value, 1.0 - known.danger)
            values = list(stat.values)
            values[seat] = value
            if len(values) == 2:
                values[1 - seat] = 1.0 - value
            return replace(stat, values=tuple(values), value=value)
        return stat

    def words(self, chosen: Move, ranked: Sequence[Move]) -> str:
        known = self.verdicts.get(chosen)
        parts: list[str] = []
        if known is not None and known.tier == WINS:
            parts.append(f"wins within the turn in {len(known.line)} move{'s' * (len(known.line) > 1)}")
        avoided = sum(1 for move in ranked if self.verdicts.get(move, Verdict()).tier in (DANGEROUS, LOST))
        if avoided and known is not None and known.tier in (WINS, SAFE):
            parts.append(f"{avoided} move{'s' * (avoided > 1)} that let the next seat win at once avoided")
        elif known is not None and known.tier in (DANGEROUS, LOST):
            parts.append("every move checked lets the next seat win at once with some roll")
        if self.cut:
            parts.append(f"checks cut short after {self.spent:,} positions")
        return "; ".join(parts)
