"""Parry, as docs/rules/parry.md says: territory by placement, 2 to 6 seats, 26 boards.

A position keeps one bit set per seat (a Python int, bit i = point i) and,
updated move by move, every point's count of each seat's pieces on it and
its neighbours, packed into one integer per seat (see Tables), so the points
a seat controls come from one addition and one AND instead of a count per
point.  A turn is a placement (`@12`), then, when the placed point was worth
k > 0 steps, up to k steps (`5-6`) ended by `pass` or by the k-th step.  The
boards seen since the placement are kept (as the mover's bit sets: nothing
else moves during a turn) for the no-repetition rule.

Speed matters (random playouts drive the AI and the bench): move objects are
shared singletons, the steps from a point to a set of empty neighbours (or
into a point from a set of pieces) are cached tuples, and a position computes
its moves once.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from typing import NamedTuple, cast

from pardsgui.core.contract import (
    Game,
    IllegalMove,
    Move,
    OptionSpec,
    Outcome,
    Position,
    PositionError,
    Problem,
    ValuePosition,
)
from pardsgui.core.fields import Field, Fields
from pardsgui.core.position import field_error
from pardsgui.core.text import parse_int
from pardsgui.games.parry.boards import DEFAULT_BOARD, SPEC_BY_SLUG, SPECS, Topology, topology
from pardsgui.i18n import N_, _, isolate, ngettext, pgettext

COLOURS = (
    N_("White"),
    N_("Black"),
    N_("Red"),
    N_("Green"),
    N_("Blue"),
    N_("Magenta"),
)  # translated where shown
MIN_SEATS, MAX_SEATS = 2, 6
NO_POINT = -1


class Place(NamedTuple):
    """Place a new piece of the mover on an empty point."""

    point: int


class Step(NamedTuple):
    """A bonus step: one of the mover's pieces to an empty neighbouring point."""

    src: int
    dst: int


PASS = "pass"
MAX_POINTS = max(spec.points for spec in SPECS)
PLACES = tuple(Place(i) for i in range(MAX_POINTS))


# Power counts are kept incrementally, for every point at once, in one big
# integer per seat: a FIELD-bit field per point holds how many of the seat's
# pieces stand on the point and its neighbours.  Placing a piece on t adds
# ADD[t] (a 1 in the field of t and of each neighbour); a step a-b adds
# ADD[b] - ADD[a].  With T the sum over seats, the field of 2*C + 31 - T is
# 31 + the seat's power (22..49 for at most 9 points in a neighbourhood), so
# its top bit (bit 5 of the field) is set exactly where the power is above 0:
# one addition and one AND give a seat's controlled points on the whole board,
# as "wide" bits 1 << (FIELD*i + 5).  Pieces are plain bits 1 << i (the step
# tables are keyed by them); the occupied points are also kept as wide bits.
FIELD = 6
TOP_BIT = 5
BIAS = 31


class Tables:
    """Per-board masks and lookup tables, built once per board."""

    __slots__ = (
        "add",
        "bias",
        "bit",
        "closed",
        "delta",
        "from_point",
        "full",
        "index",
        "into_point",
        "place_by_wide",
        "steps",
        "topo",
        "wide",
        "wide_full",
        "wide_index",
    )

    def __init__(self, topo: Topology) -> None:
        self.topo = topo
        size = topo.size
        bits = tuple(1 << i for i in range(size))
        self.bit = bits
        self.full = topo.full
        self.index = {bit: i for i, bit in enumerate(bits)}
        self.closed = topo.closed_masks
        self.wide = tuple(1 << (FIELD * i + TOP_BIT) for i in range(size))
        self.wide_full = sum(self.wide)
        self.wide_index = {bit: i for i, bit in enumerate(self.wide)}
        self.bias = sum(BIAS << (FIELD * i) for i in range(size))
        self.add = tuple(sum(1 << (FIELD * j) for j in (i, *nbrs)) for i, nbrs in enumerate(topo.neighbours))
        self.place_by_wide = {bit: PLACES[i] for i, bit in enumerate(self.wide)}
        self.steps = {(a, b): Step(a, b) for a, nbrs in enumerate(topo.neighbours) for b in nbrs}
        # A step's change to the counts, and to the wide occupied bits.
        self.delta = {
            move: (self.add[move.dst] - self.add[move.src], self.wide[move.src] | self.wide[move.dst])
            for move in self.steps.values()
        }
        # For a point's bit: its neighbours' bits and a cache of the steps from
        # it to a set of empty neighbours (or into it from a set of pieces),
        # keyed by that set's bits and filled as the sets are met.
        Cache = dict[int, tuple[Step, ...]]
        self.from_point: dict[int, tuple[int, Cache]] = {
            b: (topo.open_masks[i], {}) for i, b in enumerate(bits)
        }
        self.into_point: dict[int, tuple[int, Cache]] = {
            b: (topo.open_masks[i], {}) for i, b in enumerate(bits)
        }

    def build_steps(self, one: int, others: int, outwards: bool) -> tuple[Step, ...]:
        point = self.index[one]
        moves = []
        for other in self.points(others):
            moves.append(self.steps[(point, other) if outwards else (other, point)])
        return tuple(moves)

    def counts(self, bits: int) -> int:
        """The packed neighbourhood counts of a set of pieces."""
        return sum(self.add[i] for i in self.points(bits))

    def widen(self, bits: int) -> int:
        return sum(self.wide[i] for i in self.points(bits))

    def points(self, bits: int) -> list[int]:
        """The points of a bit set, ascending."""
        points = []
        while bits:
            low = bits & -bits
            points.append(self.index[low])
            bits ^= low
        return points


@cache
def tables(slug: str) -> Tables:
    return Tables(topology(slug))


_PENDING: Outcome = ()  # an outcome not computed yet (no real outcome is empty)


class ParryPosition(ValuePosition):
    __slots__ = (
        "_moves",
        "_outcome",
        "bbs",
        "counts",
        "last",
        "left",
        "made",
        "occ",
        "placed",
        "seat",
        "seats",
        "seen",
        "tables",
        "total",
        "wocc",
    )
    is_chance = False

    tables: Tables
    seats: int
    bbs: tuple[int, ...]  # one bit set per seat
    occ: int  # every piece
    wocc: int  # every piece, as wide bits
    counts: tuple[int, ...]  # per seat, packed counts of its pieces around each point
    total: int  # the sum of `counts`
    seat: int  # the seat to move, 0-based
    placed: int  # the point placed on this turn, NO_POINT at the start of a turn
    made: tuple[Step, ...]  # the steps made since the placement
    left: int  # bonus steps left
    last: int  # the seat that placed the last piece, NO_POINT for none
    seen: tuple[int, ...]  # the mover's bits after the placement and after each step

    def __init__(
        self,
        tables: Tables,
        seats: int,
        bbs: tuple[int, ...],
        occ: int,
        wocc: int,
        counts: tuple[int, ...],
        total: int,
        seat: int,
        placed: int = NO_POINT,
        made: tuple[Step, ...] = (),
        left: int = 0,
        last: int = NO_POINT,
        seen: tuple[int, ...] = (),
    ) -> None:
        self.tables = tables
        self.seats = seats
        self.bbs = bbs
        self.occ = occ
        self.wocc = wocc
        self.counts = counts
        self.total = total
        self.seat = seat
        self.placed = placed
        self.made = made
        self.left = left
        self.last = last
        self.seen = seen
        self._moves: Sequence[Move] | None = None
        self._outcome: Outcome | None = _PENDING
        self._hash: int | None = None

    @classmethod
    def from_pieces(
        cls, tables: Tables, bbs: tuple[int, ...], seat: int, last: int = NO_POINT
    ) -> ParryPosition:
        """A position at the start of a turn, its counts computed from the pieces."""
        counts = tuple(tables.counts(bits) for bits in bbs)
        occ = 0
        for bits in bbs:
            occ |= bits
        return cls(tables, len(bbs), bbs, occ, tables.widen(occ), counts, sum(counts), seat, last=last)

    # -- the contract's status fields -------------------------------------------

    @property
    def players(self) -> int:
        return self.seats

    @property
    def topo(self) -> Topology:
        return self.tables.topo

    @property
    def outcome(self) -> Outcome | None:
        result = self._outcome
        if result is _PENDING:
            if self.placed == NO_POINT and not self.legal_moves():
                result = outcome_of(scores(self), self.last)
            else:
                result = None
            self._outcome = result
        return result

    @property
    def current(self) -> int | None:
        return self.seat if self.outcome is None else None

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ()

    # -- moves ------------------------------------------------------------------

    def legal_moves(self) -> Sequence[Move]:
        moves = self._moves
        if moves is None:
            moves = self._moves = self._placements() if self.placed == NO_POINT else self._steps()
        return moves

    def controlled(self) -> tuple[int, ...]:
        """For each seat, the bits of the points where its power is above 0."""
        t = self.tables
        base = t.bias - self.total
        return tuple(
            sum(t.bit[i] for i in self.wide_points((2 * c + base) & t.wide_full)) for c in self.counts
        )

    def wide_points(self, wide: int) -> list[int]:
        index = self.tables.wide_index
        points = []
        while wide:
            low = wide & -wide
            points.append(index[low])
            wide ^= low
        return points

    def _placements(self) -> Sequence[Move]:
        t = self.tables
        empty = t.wide_full & ~self.wocc
        base = t.bias - self.total
        targets = (2 * self.counts[self.seat] + base) & empty
        if not targets:
            # No empty point of power above 0: the points no one controls.
            targets = empty
            for c in self.counts:
                targets &= ~(2 * c + base)
        place_by_wide = t.place_by_wide
        found = []
        while targets:
            low = targets & -targets
            targets ^= low
            found.append(place_by_wide[low])
        return tuple(found)

    def _steps(self) -> Sequence[Move]:
        t = self.tables
        own = self.bbs[self.seat]
        empty = t.full & ~self.occ
        movable = own & ~t.bit[self.placed]
        moves: list[Move] = []
        # Go through the smaller side, the pieces that may step or the empty points.
        if movable.bit_count() <= empty.bit_count():
            by_source = t.from_point
            while movable:
                low = movable & -movable
                movable ^= low
                near, cache = by_source[low]
                targets = near & empty
                if targets:
                    steps = cache.get(targets)
                    if steps is None:
                        steps = cache[targets] = t.build_steps(low, targets, True)
                    moves += steps
        else:
            by_target = t.into_point
            while empty:
                low = empty & -empty
                empty ^= low
                near, cache = by_target[low]
                sources = near & movable
                if sources:
                    steps = cache.get(sources)
                    if steps is None:
                        steps = cache[sources] = t.build_steps(low, sources, False)
                    moves += steps
        seen = self.seen
        if len(seen) > 1:
            for earlier in seen[:-1]:
                diff = own ^ earlier
                if diff.bit_count() == 2 and diff & own and diff & earlier:
                    back = t.steps.get((t.index[diff & own], t.index[diff & earlier]))
                    if back in moves:
                        moves.remove(back)
        moves.append(PASS)
        return tuple(moves)

    def is_legal(self, move: Move) -> bool:
        kind = type(move)  # a plain tuple equal to a Place is not a move
        return (kind is Place or kind is Step or move == PASS) and move in self.legal_moves()

    def why_illegal(self, move: Move) -> str:
        return self.illegal_reason(move)

    def apply(self, move: Move) -> ParryPosition:
        kind = type(move)
        seat = self.seat
        seats = self.seats
        t = self.tables
        bbs = self.bbs
        counts = self.counts
        if kind is Place:
            point = cast(Place, move).point
            mask = t.closed[point]
            own = bbs[seat]
            power = 2 * (own & mask).bit_count() - (self.occ & mask).bit_count()
            bit = t.bit[point]
            own |= bit
            add = t.add[point]
            count = counts[seat] + add
            if seats == 2:
                if seat:
                    bbs, counts = (bbs[0], own), (counts[0], count)
                else:
                    bbs, counts = (own, bbs[1]), (count, counts[1])
            else:
                bbs = (*bbs[:seat], own, *bbs[seat + 1 :])
                counts = (*counts[:seat], count, *counts[seat + 1 :])
            occ, wocc, total = self.occ | bit, self.wocc | t.wide[point], self.total + add
            if power > 0:
                return ParryPosition(
                    t, seats, bbs, occ, wocc, counts, total, seat, point, (), power, seat, (own,)
                )
            return ParryPosition(t, seats, bbs, occ, wocc, counts, total, (seat + 1) % seats, last=seat)
        if kind is Step:
            step = cast(Step, move)
            src, dst = step
            change = t.bit[src] | t.bit[dst]
            own = bbs[seat] ^ change
            delta, wide_change = t.delta[step]
            count = counts[seat] + delta
            if seats == 2:
                if seat:
                    bbs, counts = (bbs[0], own), (counts[0], count)
                else:
                    bbs, counts = (own, bbs[1]), (count, counts[1])
            else:
                bbs = (*bbs[:seat], own, *bbs[seat + 1 :])
                counts = (*counts[:seat], count, *counts[seat + 1 :])
            occ, wocc, total = self.occ ^ change, self.wocc ^ wide_change, self.total + delta
            left = self.left - 1
            if left:
                made = (*self.made, step)
                seen = (*self.seen, own)
                return ParryPosition(
                    t,
                    seats,
                    bbs,
                    occ,
                    wocc,
                    counts,
                    total,
                    seat,
                    self.placed,
                    made,
                    left,
                    seat,
                    seen,
                )
            return ParryPosition(t, seats, bbs, occ, wocc, counts, total, (seat + 1) % seats, last=seat)
        return ParryPosition(
            t, seats, bbs, self.occ, self.wocc, counts, self.total, (seat + 1) % seats, last=self.last
        )

    # -- value semantics ----------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (
            self.tables.topo.slug,
            self.seats,
            self.bbs,
            self.seat,
            self.placed,
            self.made,
            self.left,
            self.last,
        )

    # -- text -----------------------------------------------------------------------

    def points_text(self) -> str:
        chars = ["."] * self.tables.topo.size
        for seat, bits in enumerate(self.bbs):
            mark = str(seat + 1)
            for point in self.tables.points(bits):
                chars[point] = mark
        return "".join(chars)

    def owner(self, point: int) -> int | None:
        """The seat whose piece stands on the point, None when it is empty."""
        bit = self.tables.bit[point]
        for seat, bits in enumerate(self.bbs):
            if bits & bit:
                return seat
        return None

    def to_text(self) -> str:
        if self.placed == NO_POINT:
            turn = "-"
        else:
            turn = str(self.placed)
            if self.made:
                turn += ":" + ",".join(f"{a}-{b}" for a, b in self.made)
        return FIELDS.write(
            (self.points_text(), str(self.seat + 1)),
            {
                "board": self.tables.topo.slug,
                "seats": str(self.seats),
                "turn": turn,
                "steps": str(self.left),
                "last": "-" if self.last == NO_POINT else str(self.last + 1),
            },
        )

    def move_text(self, move: Move) -> str:
        return move_text(move)

    def read_move(self, text: str) -> Move:
        return parse_move_syntax(text, self.tables.topo.size)

    # -- explanations -----------------------------------------------------------------

    def power(self, seat: int, point: int) -> int:
        """The seat's power at a point: its pieces minus all others on the point and its neighbours."""
        mask = self.tables.closed[point]
        return 2 * (self.bbs[seat] & mask).bit_count() - (self.occ & mask).bit_count()

    def illegal_reason(self, move: Move) -> str:
        """Why `move` is not legal here, after its notation ('@5: point 5 is occupied')."""
        if type(move) in (Place, Step) or move == PASS:
            shown = move_text(move)
        else:
            return _("{move}: not a Parry move").format(move=isolate(repr(move)))
        return _("{move}: {reason}").format(move=isolate(shown), reason=self.reason_words(move))

    def reason_words(self, move: Move) -> str:
        """Why a Parry move is not legal here, without its notation (what a click is told)."""
        colour = _(COLOURS[self.seat])
        if self.outcome is not None:
            return _("the game is over ({colour} cannot place)").format(colour=colour)
        size = self.tables.topo.size
        if isinstance(move, Place):
            if self.placed != NO_POINT:
                return _("{colour} has placed on point {point} this turn; step or pass").format(
                    colour=colour, point=self.placed
                )
            if not 0 <= move.point < size:
                return _("this board has points 0 to {last}").format(last=size - 1)
            if self.owner(move.point) is not None:
                return _("point {point} is occupied").format(point=move.point)
            power = self.power(self.seat, move.point)
            if any(self.power(self.seat, p.point) > 0 for p in self.legal_moves() if isinstance(p, Place)):
                return _(
                    "{colour}'s power at point {point} is {power}; while {colour} has"
                    " empty points of power above 0 it must place on one of them"
                ).format(colour=colour, point=move.point, power=isolate(str(power)))
            return _("point {point} is controlled by another player").format(point=move.point)
        if self.placed == NO_POINT:
            return _("a turn starts with a placement (like '{place}')").format(place=isolate("@12"))
        assert isinstance(move, Step)
        src, dst = move
        if not (0 <= src < size and 0 <= dst < size):
            return _("this board has points 0 to {last}").format(last=size - 1)
        if src == self.placed:
            return _("the piece just placed on point {point} may not step this turn").format(point=src)
        if self.owner(src) != self.seat:
            return pgettext("parry", "point {point} holds no {colour} piece").format(point=src, colour=colour)
        if dst not in self.tables.topo.neighbours[src]:
            return _("point {target} is not a neighbour of point {source}").format(target=dst, source=src)
        if self.owner(dst) is not None:
            return _("point {point} is occupied").format(point=dst)
        return _("it would bring back a board seen earlier this turn")

    def problems(self) -> list[Problem]:
        found: list[Problem] = []
        counts = [bits.bit_count() for bits in self.bbs]
        # Each turn places one stone, seat 1 first: at the start of a turn the seats
        # before the mover have one stone more than the others; during it the mover
        # has too.  So a seat's count minus that one is the same for every seat.
        ahead = self.seat if self.placed == NO_POINT else self.seat + 1
        bases = [count - (seat < ahead) for seat, count in enumerate(counts)]
        if len(set(bases)) > 1:
            found.append(self._count_problem(counts, ahead, bases))
        if self.placed == NO_POINT:
            # The last stone was placed by the seat before the mover (none on an empty board).
            expected = (self.seat - 1) % self.seats if self.occ else NO_POINT
            if self.last != expected:
                if expected == NO_POINT:
                    words = _("no stone is on the board, so no one placed the last one ({last})").format(
                        last=isolate("last=-")
                    )
                else:
                    words = _(
                        "{colour} placed the last stone, as the player before {mover} (to move): {last}"
                    ).format(
                        colour=_(COLOURS[expected]),
                        mover=_(COLOURS[self.seat]),
                        last=isolate(f"last={expected + 1}"),
                    )
                found.append(Problem(f"last: {words}", "last"))
        if self.outcome is not None:
            found.append(
                Problem(_("the game is over: {colour} cannot place").format(colour=_(COLOURS[self.seat])))
            )
        return found

    def _count_problem(self, counts: list[int], ahead: int, bases: list[int]) -> Problem:
        names = [_(name) for name in COLOURS[: self.seats]]
        if ahead in (0, self.seats):
            rule = _("every player should have as many stones as the others")
        else:
            rule = ngettext(
                "{players} should have one stone more than {others}",
                "{players} should each have one stone more than {others}",
                ahead,
            ).format(players=_and(names[:ahead]), others=_and(names[ahead:]))
        listed = ", ".join(f"{name} {count}" for name, count in zip(names, counts, strict=True))
        words = (
            _(
                "the stone counts ({counts}) do not fit the turn order: with {colour} to move,"
                " {rule} (each turn places one stone, White first)"
            )
            if self.placed == NO_POINT
            else _(
                "the stone counts ({counts}) do not fit the turn order: with {colour} in the middle"
                " of a turn, {rule} (each turn places one stone, White first)"
            )
        ).format(counts=listed, colour=_(COLOURS[self.seat]), rule=rule)
        # The seats out of step with a clear majority are the ones to mark on the board.
        common = max(set(bases), key=bases.count)
        cells: tuple[str, ...] = ()
        if bases.count(common) > max(bases.count(b) for b in set(bases) if b != common):
            cells = tuple(
                str(point)
                for seat, base in enumerate(bases)
                if base != common
                for point in self.tables.points(self.bbs[seat])
            )
        return Problem(words, "points", cells)


def _and(names: Sequence[str]) -> str:
    """'White, Black and Red' in the reader's language."""
    if len(names) == 1:
        return names[0]
    return _("{first} and {second}").format(first=", ".join(names[:-1]), second=names[-1])


# -- territory and scores --------------------------------------------------------------


def territory_bits(position: ParryPosition) -> tuple[int, ...]:
    """Each seat's territory as bits: its points of power > 0, and its pieces no one else controls."""
    ctrl = position.controlled()
    anyone = 0
    for bits in ctrl:
        anyone |= bits
    return tuple(c | (bits & ~anyone) for c, bits in zip(ctrl, position.bbs, strict=True))


def territories(position: Position) -> tuple[tuple[int, ...], ...]:
    """Each seat's territory as its points, ascending."""
    assert isinstance(position, ParryPosition)
    return tuple(tuple(position.tables.points(bits)) for bits in territory_bits(position))


def scores(position: Position) -> tuple[int, ...]:
    """Each seat's current score: the size of its territory."""
    assert isinstance(position, ParryPosition)
    return tuple(bits.bit_count() for bits in territory_bits(position))


def outcome_of(points: Sequence[int], last: int) -> Outcome:
    """Results from scores: two seats, a tie goes to the last placer; more seats share places."""
    seats = len(points)
    if seats == 2:
        if points[0] != points[1]:
            return (1.0, 0.0) if points[0] > points[1] else (0.0, 1.0)
        if last == NO_POINT:
            return (0.5, 0.5)
        return (1.0, 0.0) if last == 0 else (0.0, 1.0)
    values = [1 - place / (seats - 1) for place in range(seats)]
    ranked = sorted(points, reverse=True)
    result = []
    for score in points:
        first = ranked.index(score)
        shared = ranked.count(score)
        result.append(sum(values[first : first + shared]) / shared)
    return tuple(result)


# -- notation ---------------------------------------------------------------------------


def move_text(move: Move) -> str:
    if type(move) is Place:
        return f"@{move.point}"
    if type(move) is Step:
        return f"{move.src}-{move.dst}"
    if move == PASS:
        return PASS
    raise IllegalMove(f"{move!r} is not a Parry move")


_PLACE_FORM = re.compile(r"@(\d{1,3})", re.ASCII)
_STEP_FORM = re.compile(r"(\d{1,3})-(\d{1,3})", re.ASCII)


def parse_move_syntax(text: str, size: int) -> Move:
    """A move from its notation, checked for form and board range only (not legality)."""
    words = "".join(str(text).split()).lower()
    if words == PASS:
        return PASS
    place = _PLACE_FORM.fullmatch(words)
    step = _STEP_FORM.fullmatch(words)
    if place is None and step is None:
        raise IllegalMove(
            _("{text}: moves are written like {forms}").format(
                text=isolate(repr(text)), forms=_("'@12' (place), '5-6' (step) or 'pass'")
            )
        )
    numbers = [int(n) for n in (place or cast(re.Match[str], step)).groups()]
    for number in numbers:
        if number >= size:
            raise IllegalMove(
                _("{text}: point {point} is not on this board (points 0 to {last})").format(
                    text=isolate(repr(text)), point=number, last=size - 1
                )
            )
    if place is not None:
        return PLACES[numbers[0]]
    return Step(numbers[0], numbers[1])


# -- positions from options and from text -------------------------------------------------


def initial_position(board: str = DEFAULT_BOARD, seats: str = "2") -> ParryPosition:
    return ParryPosition.from_pieces(tables(board), (0,) * int(seats), 0)


def _read_board(value: str) -> str:
    slug = value.lower()
    if slug not in SPEC_BY_SLUG:
        raise field_error(
            "board",
            _("{value} is not a Parry board (boards: {boards})").format(
                value=isolate(repr(value)), boards=isolate(", ".join(SPEC_BY_SLUG))
            ),
        )
    return slug


def points_count_error(slug: str, given: int) -> PositionError:
    """A points field of the wrong length for its board (the editor's reading says it too)."""
    size = SPEC_BY_SLUG[slug].points
    return field_error(
        "points",
        ngettext(
            "the {board} board has {size} points, the text gives {given}",
            "the {board} board has {size} points, the text gives {given}",
            size,
        ).format(board=_(SPEC_BY_SLUG[slug].label), size=size, given=given),
    )


# -- the position text's fields ---------------------------------------------------------------

HEAD = ("points", "seat")
SEATS = tuple(range(MIN_SEATS, MAX_SEATS + 1))


def seats_choices() -> tuple[tuple[str, str], ...]:
    """The numbers of players, in the reader's words (the New game dialog's and the editor's)."""
    return tuple((str(n), ngettext("{count} player", "{count} players", n).format(count=n)) for n in SEATS)


def board_choices() -> tuple[tuple[str, str], ...]:
    """The boards by their labels, translated where shown (numbers and all: a label names a board)."""
    return tuple((spec.slug, spec.label) for spec in SPECS)


MAX_STEPS = 8  # Square omni points have 8 neighbours
BOARD_FIELD = Field(
    "board",
    DEFAULT_BOARD,
    _read_board,
    N_("Board"),
    board_choices(),
    tip=N_("Another board starts empty"),
    refuse=N_("{value} is not a Parry board"),
)
SEATS_FIELD = Field(
    "seats",
    "2",
    lambda v: parse_int(v, "seats", MIN_SEATS, MAX_SEATS),
    N_("Players"),
    # In English here (declared at import); the editor gives them in the reader's words.
    seats_choices(),
    tip=N_("Fewer players take the stones of the seats that leave off the board"),
)
# The turn is checked by replaying it on the board, and the last placer against the
# players: both read as text here (and the editor gives their choices from the board).
TURN_FIELD = Field(
    "turn",
    "-",
    str,
    N_("This turn"),
    tip=N_(
        "The stone the player to move placed this turn, while bonus steps are left (written point:steps made)"
    ),
)
STEPS_FIELD = Field(
    "steps",
    "0",
    lambda v: parse_int(v, "steps", 0, MAX_STEPS),
    N_("Bonus steps left"),
    (("0", N_("none")), *((str(n), str(n)) for n in range(1, MAX_STEPS + 1))),
    tip=N_("Set with the turn: the placed point's power before the placement, less the steps made"),
)
LAST_FIELD = Field(
    "last",
    "-",
    str,
    N_("Last stone by"),
    tip=N_("Who placed the last stone: with two players, a tie goes to them"),
)
FIELDS = Fields("Parry", BOARD_FIELD, SEATS_FIELD, TURN_FIELD, STEPS_FIELD, LAST_FIELD)


def parse_position(text: str) -> ParryPosition:
    (points_text, seat_text), given = FIELDS.split(text, HEAD)
    values = FIELDS.read(given)
    slug, seats = values[BOARD_FIELD], values[SEATS_FIELD]
    t = tables(slug)
    size = t.topo.size
    if len(points_text) != size:
        raise points_count_error(slug, len(points_text))
    bbs = [0] * seats
    for point, char in enumerate(points_text):
        if char == ".":
            continue
        if not (char.isascii() and char.isdigit() and 1 <= int(char) <= seats):
            raise field_error(
                "points",
                _("{char} at point {point}: write '.' for an empty point or a seat 1 to {seats}").format(
                    char=isolate(repr(char)), point=point, seats=seats
                ),
            )
        bbs[int(char) - 1] |= t.bit[point]
    seat = parse_int(seat_text, "seat", 1, seats) - 1
    last_text = values[LAST_FIELD]
    last = NO_POINT if last_text == "-" else parse_int(last_text, "last", 1, seats) - 1
    left = values[STEPS_FIELD]
    position = ParryPosition.from_pieces(t, tuple(bbs), seat, last)
    turn = values[TURN_FIELD]
    if turn == "-":
        if left:
            raise field_error(
                "steps",
                _("bonus steps are left only during a turn ({form})").format(form=isolate("turn=POINT")),
            )
        return position
    return _replay_turn(position, turn, left)


_TURN_FORM = re.compile(r"(\d{1,3})(?::(\d{1,3}-\d{1,3}(?:,\d{1,3}-\d{1,3})*))?", re.ASCII)


def _replay_turn(position: ParryPosition, turn: str, left: int) -> ParryPosition:
    """The position during bonus steps, checked by replaying the turn from its placement."""
    match = _TURN_FORM.fullmatch(turn)
    if match is None:
        raise field_error(
            "turn",
            _("{turn} is not '-', a point ('12') or a point and the steps made ('12:5-6,6-7')").format(
                turn=isolate(repr(turn))
            ),
        )
    t = position.tables
    seat, colour = position.seat, _(COLOURS[position.seat])
    placed = int(match.group(1))
    steps = [tuple(int(n) for n in part.split("-")) for part in match.group(2).split(",")] if match[2] else []
    size = t.topo.size
    for number in [placed, *(n for step in steps for n in step)]:
        if number >= size:
            raise field_error(
                "turn",
                _("point {point} is not on this board (points 0 to {last})").format(
                    point=number, last=size - 1
                ),
            )
    if position.last != seat:
        raise field_error(
            "last",
            _("{colour} placed on point {point} this turn, so {last}").format(
                colour=colour, point=placed, last=isolate(f"last={seat + 1}")
            ),
        )
    bit = t.bit
    own = position.bbs[seat]
    if not own & bit[placed]:
        raise field_error(
            "turn",
            pgettext("parry", "point {point} holds no {colour} piece").format(point=placed, colour=colour),
        )
    # Undo the steps to find the board just after the placement.
    occ = position.occ
    for src, dst in reversed(steps):
        if not own & bit[dst] or occ & bit[src]:
            raise field_error(
                "turn",
                _("the step {step} cannot be undone from this board").format(step=isolate(f"{src}-{dst}")),
            )
        own ^= bit[src] | bit[dst]
        occ ^= bit[src] | bit[dst]
    bbs = (*position.bbs[:seat], own & ~bit[placed], *position.bbs[seat + 1 :])
    before = ParryPosition.from_pieces(t, bbs, seat, position.last)
    if PLACES[placed] not in before.legal_moves():
        why = before.illegal_reason(PLACES[placed])
        raise field_error(
            "turn",
            _("{colour} could not have placed on point {point} ({why})").format(
                colour=colour, point=placed, why=why
            ),
        )
    after = before.play(PLACES[placed])
    if after.placed != placed:
        raise field_error(
            "turn",
            _("placing on point {point} gives {colour} no bonus steps").format(point=placed, colour=colour),
        )
    for src, dst in steps:
        move = after.tables.steps.get((src, dst), Step(src, dst))
        if after.placed != placed or move not in after.legal_moves():
            why = after.illegal_reason(move) if after.placed == placed else _("the turn was over")
            raise field_error(
                "turn",
                _("the step {step} is not legal ({why})").format(step=isolate(f"{src}-{dst}"), why=why),
            )
        after = after.play(move)
    if after.placed != placed:
        raise field_error(
            "turn",
            _("the bonus steps were used up; the turn has passed to {colour}").format(
                colour=_(COLOURS[after.seat])
            ),
        )
    if left != after.left:
        given = after.left + len(steps)
        raise field_error(
            "steps",
            ngettext(
                "placing on point {point} gave {given} bonus steps and {made} were made, so {steps}",
                "placing on point {point} gave {given} bonus steps and {made} were made, so {steps}",
                given,
            ).format(point=placed, given=given, made=len(steps), steps=isolate(f"steps={after.left}")),
        )
    return after


# -- the game -------------------------------------------------------------------------------


class Parry(Game):
    id = "parry"
    position_type = ParryPosition
    name = "Parry"

    def options(self) -> Sequence[OptionSpec]:
        return (
            OptionSpec("board", N_("Board"), board_choices(), DEFAULT_BOARD),
            OptionSpec("seats", N_("Players"), seats_choices(), "2"),
        )

    def initial(self, **options: str) -> ParryPosition:
        return initial_position(**self.check_options(options))

    def parse(self, text: str) -> ParryPosition:
        return parse_position(text)

    def options_of(self, position: Position) -> dict[str, str]:
        assert isinstance(position, ParryPosition)
        return {"board": position.tables.topo.slug, "seats": str(position.seats)}
