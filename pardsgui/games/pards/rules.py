"""Pards, exactly as docs/rules/pards.md says.

A turn is one atomic move, except a sack: the sack, then the sacker's
compulsory Vicar move (phase=vicar), then an optional die change
(phase=die), then the victim's placement turn (phase=place).

Speed matters (the AI and the benchmarks run many positions): squares are
ints and sets of squares int bit masks (squares.py), pattern moves are table
lookups per shape (patterns.py), groups are cached per colour's squares,
moves are precomputed singletons, and a position computes its legal moves
once and only on demand.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import NamedTuple, cast

from pardsgui.core.contract import (
    IllegalMove,
    Move,
    Outcome,
    PositionError,
    Problem,
    ValuePosition,
)
from pardsgui.core.fields import Field, Fields
from pardsgui.core.position import field_error
from pardsgui.core.text import parse_int
from pardsgui.games.pards import patterns, setup
from pardsgui.games.pards.patterns import Table, pattern_targets, table_for
from pardsgui.games.pards.squares import (
    BIT,
    BLACK_HOME,
    FILES,
    NEIGHBOURS,
    RANK_LETTERS,
    RANKS,
    RAY_MASKS,
    RAYS,
    RIVER,
    SQUARE_NAMES,
    SQUARE_OF,
    SQUARES,
    WHITE_HOME,
    groups_of,
    rank_of,
    shape_key,
    squares_of,
)
from pardsgui.i18n import N_, _, and_list, isolate, ngettext

COLOURS = (N_("White"), N_("Black"))  # the engine says them in English; the window, translated
SIDE_LETTERS = ("w", "b")
_PASS_ONLY = N_("pass is allowed only when no other move is possible")
SUIT_NAMES = {"C": N_("Caesar"), "E": N_("Emperor"), "P": N_("Pharaoh"), "S": N_("Shah")}
SUIT_PLURALS = {"C": N_("Caesars"), "E": N_("Emperors"), "P": N_("Pharaohs"), "S": N_("Shahs")}
SUIT_LIMITS = {"C": 1, "E": 2, "P": 3, "S": 4}
STRENGTH = {"C": 4, "E": 3, "P": 2, "S": 1, "c": 4, "e": 3, "p": 2, "s": 1}
EMPTY = "."
VICAR = "V"
PIECE_LETTERS = "CEPSceps"

MOVE, VICAR_PHASE, DIE, PLACE = 0, 1, 2, 3
PHASES = ("move", "vicar", "die", "place")
UNROLLED = 0  # a grid's die before the opening roll (`?` in the text)
GRID_SIZE = 3

# -- moves ----------------------------------------------------------------------------------


class Step(NamedTuple):
    """A pattern, grid or Vicar move (`d3-e4`), or with `sack` a sack (`d3xb5`)."""

    src: int
    dst: int
    sack: bool


class DieChange(NamedTuple):
    """Raise (+1) or lower (-1) the die of the grid with this corner (`a1+`)."""

    grid: int
    delta: int


class Place(NamedTuple):
    """Put the sacked piece back (`E@d5`; the letter's case gives its colour)."""

    letter: str
    square: int


class Roll(NamedTuple):
    """A side's opening roll of two different dice, lower first (`roll w 2,5`)."""

    side: str
    low: int
    high: int


KEEP = "keep"
PASS = "pass"

STEPS = tuple(tuple(Step(s, t, False) for t in range(SQUARES)) for s in range(SQUARES))
SACKS = tuple(tuple(Step(s, t, True) for t in range(SQUARES)) for s in range(SQUARES))
ROLLS = tuple(
    tuple(Roll(letter, low, high) for low in range(1, 7) for high in range(low + 1, 7))
    for letter in SIDE_LETTERS
)
ROLL_OUTCOMES = tuple(tuple((roll, 1 / len(rolls)) for roll in rolls) for rolls in ROLLS)

# -- the start, from setup.py ----------------------------------------------------------------

ROLL_CORNERS = tuple(tuple(SQUARE_OF[name] for name in pair) for pair in setup.ROLL_GRIDS)
ROLL_CORNER_SET = frozenset(corner for pair in ROLL_CORNERS for corner in pair)
STARTING_GRIDS = ", ".join(SQUARE_NAMES[corner] for corner in sorted(ROLL_CORNER_SET))  # "a1, a7, e1, e7"
START_GRIDS = tuple(sorted((SQUARE_OF[name], UNROLLED) for name in setup.GRIDS))


def grid_squares(corner: int) -> int:
    """The mask of the 3x3 area whose lowest-rank, lowest-file square is `corner`."""
    rank, file = divmod(corner, FILES)
    return sum(BIT[(rank + dr) * FILES + file + df] for dr in range(GRID_SIZE) for df in range(GRID_SIZE))


def grid_fits(corner: int) -> bool:
    rank, file = divmod(corner, FILES)
    return rank + GRID_SIZE <= RANKS and file + GRID_SIZE <= FILES


def grids_text(grids: Sequence[tuple[int, int]]) -> str:
    if not grids:
        return "-"
    return ",".join(f"{SQUARE_NAMES[c]}:{die or '?'}" for c, die in grids)


DEFAULT_GRIDS_TEXT = grids_text(START_GRIDS)

# -- board analysis (cached per colour) ----------------------------------------------------

_WHITE_BITS = str.maketrans({c: ("1" if c in "CEPS" else "0") for c in ".CEPSVceps"})
_BLACK_BITS = str.maketrans({c: ("1" if c in "ceps" else "0") for c in ".CEPSVceps"})


def colour_masks(cells: str) -> tuple[int, int]:
    return int(cells.translate(_WHITE_BITS)[::-1], 2), int(cells.translate(_BLACK_BITS)[::-1], 2)


class Groups(NamedTuple):
    """Groups (as masks) and the distinct pattern tables of the usable ones."""

    groups: tuple[int, ...]
    tables: tuple[Table, ...]
    group_tables: tuple[Table | None, ...]  # per group: its table, None if lone or a cluster


# Cached as plain tuples: the garbage collector stops tracking tuples of ints
# (not NamedTuples), so a large cache costs little at collection time.
_COLOUR_GROUPS: dict[int, tuple[tuple[int, ...], tuple[Table, ...], tuple[Table | None, ...]]] = {}
_MAX_GROUPS_CACHED = 100_000
patterns.also_forget(_COLOUR_GROUPS.clear)  # it holds tables: let go with them
#: A side owns 10 pieces, so no legal group is larger. The editor may hold a board that breaks
#: the counts (it is said, and never played); a larger group there gives no pattern, since
#: finding a pattern's paths grows as 2 to the group's size (30 pieces froze the window).
MAX_GROUP = sum(SUIT_LIMITS.values())


def colour_groups(mask: int) -> Groups:
    """The groups of one colour's pieces, cached by their squares.

    A move changes one colour's squares only, so the other colour's groups
    come from the cache.
    """
    found = _COLOUR_GROUPS.get(mask)
    if found is None:
        groups = groups_of(mask)
        tables: list[Table] = []
        group_tables: list[Table | None] = []
        for group in groups:
            size = group.bit_count()
            table = table_for(shape_key(group)) if 2 <= size <= MAX_GROUP else None
            group_tables.append(table)
            if table is not None and not any(table is seen for seen in tables):
                tables.append(table)
        if len(_COLOUR_GROUPS) > _MAX_GROUPS_CACHED:
            _COLOUR_GROUPS.clear()
        found = _COLOUR_GROUPS[mask] = (tuple(groups), tuple(tables), tuple(group_tables))
    return Groups._make(found)


def all_tables(white: int, black: int) -> tuple[Table, ...]:
    """The tables of every usable group on the board, either colour, each once."""
    white_tables = colour_groups(white).tables
    black_tables = colour_groups(black).tables
    if not white_tables:
        return black_tables
    extra = tuple(t for t in black_tables if not any(t is seen for seen in white_tables))
    return white_tables + extra if extra else white_tables


# SACK_LINES[s][n]: (target, squares between) for each line from s at distance n;
# SACK_RINGS[s][n]: those targets as one mask, to skip most pieces at once.
# Every group size has its (empty) entry beyond the board's reach, up to a whole board's: the
# editor's boards (the study marks ask for their sacks) may hold a group larger than a side's 10.
SACK_LINES = tuple(
    tuple(
        tuple((ray[n - 1], RAY_MASKS[s][d][n - 1]) for d, ray in enumerate(RAYS[s]) if 2 <= n <= len(ray))
        for n in range(SQUARES + 1)
    )
    for s in range(SQUARES)
)
SACK_RINGS = tuple(tuple(sum(BIT[t] for t, _ in lines) for lines in per_size) for per_size in SACK_LINES)


# GRID_LINES[s][die]: (squares on the way including the end, the end) per free line.
GRID_LINES = tuple(
    tuple(
        tuple(
            (RAY_MASKS[s][d][die], BIT[ray[die - 1]]) for d, ray in enumerate(RAYS[s]) if 1 <= die <= len(ray)
        )
        for die in range(7)
    )
    for s in range(SQUARES)
)


def grid_targets(square: int, die: int, occupied: int) -> int:
    """Squares exactly `die` steps away in a straight line over empty squares."""
    reached = 0
    for way, end in GRID_LINES[square][die]:
        if not way & occupied:
            reached |= end
    return reached


def piece_reach(tables: Sequence[Table], die_at: dict[int, int], square: int, occupied: int) -> int:
    """Where the piece (or the Vicar) on `square` steps: by any pattern of `tables`, or its grid's die.

    The one place the rules of a step live: move generation, the one-move
    check and the Vicar all ask it.
    """
    reached = 0
    for table in tables:  # pattern_targets, inlined: move generation calls this per piece
        for others, reach in table[square]:
            if not others & occupied:
                reached |= reach
    die = die_at.get(square)
    if die:
        reached |= grid_targets(square, die, occupied)
    return reached


def group_size(groups: Sequence[int], square: int) -> int:
    bit = BIT[square]
    for group in groups:
        if group & bit:
            return group.bit_count()
    return 0


def die_change_allowed(side: int, start: int, end: int) -> bool:
    """The Vicar went from the river or the sacker's own side into the enemy's side."""
    start_rank, end_rank = rank_of(start), rank_of(end)
    if side == 0:
        return start_rank <= RIVER < end_rank
    return start_rank >= RIVER > end_rank


_PENDING: Outcome = ()  # an outcome not computed yet (no real outcome is empty)


class PardsPosition(ValuePosition):
    __slots__ = (
        "_black",
        "_die_at",
        "_moves",
        "_outcome",
        "_vicar",
        "_white",
        "cells",
        "grids",
        "passes",
        "phase",
        "place",
        "side",
        "vicar_from",
    )
    players = 2

    cells: str  # 63 characters, square index order; "." empty
    side: int  # 0 White, 1 Black
    grids: tuple[tuple[int, int], ...]  # (corner square, die or UNROLLED), sorted
    phase: int
    place: str  # the sacked piece waiting for placement, or ""
    vicar_from: int  # the square the Vicar left in the last sack, or -1
    passes: int

    def __init__(
        self,
        cells: str,
        side: int,
        grids: tuple[tuple[int, int], ...],
        phase: int = MOVE,
        place: str = "",
        vicar_from: int = -1,
        passes: int = 0,
    ) -> None:
        self.cells = cells
        self.side = side
        self.grids = grids
        self.phase = phase
        self.place = place
        self.vicar_from = vicar_from
        self.passes = passes
        self._white, self._black = colour_masks(cells)
        self._vicar = cells.find(VICAR)
        self._die_at: dict[int, int] | None = None
        self._moves: tuple[Move, ...] | None = None
        self._outcome: Outcome | None = _PENDING
        self._hash: int | None = None

    # -- status ------------------------------------------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        result = self._outcome
        if result is _PENDING:
            vicar_rank = rank_of(self._vicar)
            if vicar_rank == BLACK_HOME:
                result = (1.0, 0.0)
            elif vicar_rank == WHITE_HOME:
                result = (0.0, 1.0)
            elif self.passes >= 2:
                result = (0.5, 0.5)
            else:
                result = None
            self._outcome = result
        return result

    @property
    def is_chance(self) -> bool:
        return self.outcome is None and UNROLLED in self.die_at().values()

    @property
    def current(self) -> int | None:
        if self.outcome is not None or self.is_chance:
            return None
        return self.side

    def roller(self) -> int:
        """The side whose opening roll comes next (White's first)."""
        white_low, white_high = ROLL_CORNERS[0]
        for corner, die in self.grids:
            if die == UNROLLED and corner in (white_low, white_high):
                return 0
        return 1

    def die_at(self) -> dict[int, int]:
        """The die of the grid each square lies in (squares outside grids are absent)."""
        found = self._die_at
        if found is None:
            found = _DIE_MAPS.get(self.grids)
            if found is None:
                found = {}
                for corner, die in self.grids:
                    for square in squares_of(grid_squares(corner)):
                        found[square] = die
                if len(_DIE_MAPS) > 1000:
                    _DIE_MAPS.clear()
                _DIE_MAPS[self.grids] = found
            self._die_at = found
        return found

    # -- moves -------------------------------------------------------------------------------

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ROLL_OUTCOMES[self.roller()] if self.is_chance else ()

    def legal_moves(self) -> Sequence[Move]:
        moves = self._moves
        if moves is None:
            if self.outcome is not None:
                moves = ()
            elif self.is_chance:
                moves = ROLLS[self.roller()]
            elif self.phase == MOVE:
                found = self._turn_moves()
                moves = tuple(found) if found else (PASS,)
            elif self.phase == VICAR_PHASE:
                targets = self.vicar_targets(self._white, self._black, self.occupied())
                moves = tuple(STEPS[self._vicar][t] for t in squares_of(targets))
            elif self.phase == DIE:
                changes: list[Move] = []
                for corner, die in self.grids:
                    if die < 6:
                        changes.append(DieChange(corner, 1))
                    if die > 1:
                        changes.append(DieChange(corner, -1))
                moves = (*changes, KEEP)
            else:
                moves = (Place(self.place, self.vicar_from),)
            self._moves = moves
        return moves

    def is_legal(self, move: Move) -> bool:
        # Reading a record checks each move: on an ordinary turn work out the one piece's
        # reach (or the one sack) instead of every move. Anything else asks the full list,
        # which is short there, or which decides alone (a pass is legal only when nothing
        # else is). Only exact ints and bools take the short way: a move that merely
        # compares equal to a Step (a plain tuple, 1.0 for 1) gets the list's answer.
        if self._moves is None and type(move) is Step and self.phase == MOVE:
            src, dst, sack = move
            if (
                type(src) is int
                and type(dst) is int
                and type(sack) is bool
                and 0 <= src < SQUARES
                and 0 <= dst < SQUARES
                and self.outcome is None
                and not self.is_chance
            ):
                return self._step_is_legal(src, dst, sack)
        return move in self.legal_moves()

    def _step_is_legal(self, src: int, dst: int, sack: bool) -> bool:
        """Whether Step(src, dst, sack) is among `_turn_moves()`, asking only about that piece."""
        white, black = self._white, self._black
        own, enemy = (white, black) if self.side == 0 else (black, white)
        if not own & BIT[src]:
            return False
        occupied = white | black | BIT[self._vicar]
        if not sack:
            reached = piece_reach(all_tables(white, black), self.die_at(), src, occupied)
            return bool(reached & BIT[dst])
        size = group_size(colour_groups(own).groups, src)
        if size < 2 or not enemy & BIT[dst]:
            return False
        for target, between in SACK_LINES[src][size]:
            if target == dst:
                return self._sack_allowed(src, size, target, between, own, enemy, occupied)
        return False

    def occupied(self) -> int:
        return self._white | self._black | BIT[self._vicar]

    @property
    def masks(self) -> tuple[int, int]:
        """White's and Black's squares, as bit masks."""
        return self._white, self._black

    def vicar_targets(self, white: int, black: int, occupied: int) -> int:
        """The Vicar's destinations on this board (patterns, and its grid's die)."""
        return piece_reach(all_tables(white, black), self.die_at(), self._vicar, occupied)

    def _turn_moves(self) -> list[Move]:
        white, black = self._white, self._black
        own, enemy = (white, black) if self.side == 0 else (black, white)
        occupied = white | black | BIT[self._vicar]
        tables = all_tables(white, black)
        die_at = self.die_at()
        moves: list[Move] = []
        for square in squares_of(own):
            reached = piece_reach(tables, die_at, square, occupied)
            row = STEPS[square]
            while reached:
                low = reached & -reached
                reached ^= low
                moves.append(row[low.bit_length() - 1])
        moves.extend(self._sacks(own, enemy, occupied))
        return moves

    def _sacks(self, own: int, enemy: int, occupied: int) -> list[Step]:
        found = []
        for group in colour_groups(own).groups:
            size = group.bit_count()
            if size < 2:
                continue
            for square in squares_of(group):
                if SACK_RINGS[square][size] & enemy:
                    for target in self._sack_targets(square, size, own, enemy, occupied):
                        found.append(SACKS[square][target])
        return found

    def sacks(self) -> list[Step]:
        """The sacks among the legal moves (ordinary turns only), without working out the rest."""
        if self.phase != MOVE or self.outcome is not None or self.is_chance:
            return []
        if self._moves is not None:
            return [move for move in self._moves if type(move) is Step and move.sack]
        white, black = self._white, self._black
        own, enemy = (white, black) if self.side == 0 else (black, white)
        return self._sacks(own, enemy, white | black | BIT[self._vicar])

    def sacks_for(self, side: int) -> list[Step]:
        """The sacks `side` could make from this board on an ordinary turn of theirs."""
        ordinary = (
            self if side == self.side and self.phase == MOVE else PardsPosition(self.cells, side, self.grids)
        )
        return [m for m in ordinary._turn_moves() if isinstance(m, Step) and m.sack]

    def _sack_targets(self, square: int, size: int, own: int, enemy: int, occupied: int) -> list[int]:
        return [
            target
            for target, between in SACK_LINES[square][size]
            if enemy & BIT[target] and self._sack_allowed(square, size, target, between, own, enemy, occupied)
        ]

    def _sack_allowed(
        self, square: int, size: int, target: int, between: int, own: int, enemy: int, occupied: int
    ) -> bool:
        """Whether the group of `size` on `square` sacks the enemy piece on `target`, `size` away."""
        if between & occupied:
            return False
        cells = self.cells
        strength, victim = STRENGTH[cells[square]], STRENGTH[cells[target]]
        if victim > strength or (
            victim == strength and size <= group_size(colour_groups(enemy).groups, target)
        ):
            return False
        return self._vicar_can_move_after(square, target, own, enemy)

    def _vicar_can_move_after(self, square: int, target: int, own: int, enemy: int) -> bool:
        vicar = self._vicar
        occupied = (own | enemy | BIT[vicar]) ^ BIT[square]
        die = self.die_at().get(vicar)
        if die and grid_targets(vicar, die, occupied):
            return True
        # Groups the sack leaves as they are keep their patterns, so try them
        # first: the sacker's old group, any own group next to where it lands
        # and the victim's group change; every other group stays.
        changed = BIT[square] | BIT[target] | NEIGHBOURS[target]
        unchanged: list[Table] = []
        for groups, touched in ((colour_groups(own), changed), (colour_groups(enemy), BIT[target])):
            for group, table in zip(groups.groups, groups.group_tables, strict=True):
                if table is not None and not group & touched and not any(table is t for t in unchanged):
                    unchanged.append(table)
        if unchanged and pattern_targets(unchanged, vicar, occupied):
            return True
        own = own ^ BIT[square] ^ BIT[target]
        enemy = enemy ^ BIT[target]
        white, black = (own, enemy) if self.side == 0 else (enemy, own)
        occupied = white | black | BIT[self._vicar]
        return bool(self.vicar_targets(white, black, occupied))

    def apply(self, move: Move) -> PardsPosition:
        side = self.side
        kind = type(move)
        if kind is Step:
            src, dst, sack = cast(Step, move)
            cells = list(self.cells)
            piece = cells[src]
            victim = cells[dst]
            cells[src] = EMPTY
            cells[dst] = piece
            board = "".join(cells)
            if sack:
                return PardsPosition(board, side, self.grids, VICAR_PHASE, victim)
            if self.phase == MOVE:
                return PardsPosition(board, 1 - side, self.grids)
            # The Vicar's move: a die change may follow, unless the game is over.
            phase = PLACE
            if (
                rank_of(dst) not in (WHITE_HOME, BLACK_HOME)
                and self.grids
                and die_change_allowed(side, src, dst)
            ):
                phase = DIE
            return PardsPosition(
                board, side if phase == DIE else 1 - side, self.grids, phase, self.place, src
            )
        if kind is Place:
            letter, square = cast(Place, move)
            board = self.cells[:square] + letter + self.cells[square + 1 :]
            return PardsPosition(board, 1 - side, self.grids)
        if kind is DieChange:
            corner, delta = cast(DieChange, move)
            grids = tuple((c, die + delta if c == corner else die) for c, die in self.grids)
            return PardsPosition(self.cells, 1 - side, grids, PLACE, self.place, self.vicar_from)
        if move == KEEP:
            return PardsPosition(self.cells, 1 - side, self.grids, PLACE, self.place, self.vicar_from)
        if move == PASS:
            return PardsPosition(self.cells, 1 - side, self.grids, passes=self.passes + 1)
        roll = cast(Roll, move)
        low_corner, high_corner = ROLL_CORNERS[SIDE_LETTERS.index(roll.side)]
        values = {low_corner: roll.low, high_corner: roll.high}
        grids = tuple((c, values.get(c, die) if die == UNROLLED else die) for c, die in self.grids)
        return PardsPosition(self.cells, side, grids, MOVE, "", -1, self.passes)

    # -- value semantics -----------------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (self.cells, self.side, self.grids, self.phase, self.place, self.vicar_from, self.passes)

    def repetition_key(self) -> tuple[object, ...]:
        # The rules' "board, grids, side to move, pending placement": the piece
        # waiting and the square it goes to.  These also fix the phase, and
        # leave out only the count of passes.
        return (self.cells, self.grids, self.side, self.place, self.vicar_from)

    # -- text ------------------------------------------------------------------------------------

    def board_text(self) -> str:
        return board_text(self.cells)

    def to_text(self) -> str:
        return FIELDS.write(
            (self.board_text(), SIDE_LETTERS[self.side]),
            {
                "grids": grids_text(self.grids),
                "phase": PHASES[self.phase],
                "place": self.place or "-",
                "vicar-from": SQUARE_NAMES[self.vicar_from] if self.vicar_from >= 0 else "-",
                "passes": str(self.passes),
            },
        )

    def move_text(self, move: Move) -> str:
        return move_text(move)

    def read_move(self, text: str) -> Move:
        return parse_move_syntax(text)

    # -- explanations -------------------------------------------------------------------------

    def why_illegal(self, move: Move) -> str:
        try:
            shown = move_text(move)
        except IllegalMove:
            return f"{move!r} is not a Pards move"
        reason = self.illegal_reason(move)
        if move == PASS and reason == _(_PASS_ONLY):
            return reason
        return _("{move}: {reason}").format(move=isolate(shown), reason=reason)

    def illegal_reason(self, move: Move) -> str:
        """Why `move` is not legal here, in words from the rules (without the move's notation)."""
        if self.outcome is not None:
            return _("the game is over")
        colour = _(COLOURS[self.side])
        if self.is_chance:
            roll = isolate(f"roll {SIDE_LETTERS[self.roller()]} 2,5")
            if isinstance(move, Roll):
                return _("{colour} rolls now ('{roll}')").format(colour=_(COLOURS[self.roller()]), roll=roll)
            return _("the dice must be rolled first (a move like '{roll}')").format(roll=roll)
        if isinstance(move, Roll):
            return _("the dice were rolled at the start and are never rolled again")
        if self.phase == VICAR_PHASE:
            if isinstance(move, Step) and not move.sack and move.src == self._vicar:
                return self._why_not_there(move.src, move.dst, _("the Vicar"))
            return _("after the sack {colour} must move the Vicar (from {square})").format(
                colour=colour, square=isolate(SQUARE_NAMES[self._vicar])
            )
        if self.phase == DIE:
            if isinstance(move, DieChange):
                return _("a die stays within 1 to 6, and only a grid's die can change")
            return _("{colour} may now change one grid's die by 1 ('{up}', '{down}') or '{keep}'").format(
                colour=colour, up=isolate("a1+"), down=isolate("a1-"), keep=isolate("keep")
            )
        if self.phase == PLACE:
            expected = move_text(Place(self.place, self.vicar_from))
            return _("this turn {colour} must put the sacked piece back: {move}").format(
                colour=colour, move=isolate(expected)
            )
        if move == PASS:
            return _(_PASS_ONLY)
        if isinstance(move, (DieChange, Place)) or move == KEEP:
            return _("only after a sack (this is an ordinary move)")
        assert isinstance(move, Step)
        return self._why_step_illegal(move)

    def _why_not_there(self, src: int, dst: int, what: str) -> str:
        """Why no pattern or grid move takes the piece on `src` (named `what`) to `dst`."""
        target = self.cells[dst]
        square = isolate(SQUARE_NAMES[dst])
        if target == VICAR:
            return _("{square} holds the Vicar").format(square=square)
        if target != EMPTY:
            return _("{square} holds a {colour} piece").format(
                square=square, colour=_(COLOURS[0 if target in "CEPS" else 1])
            )
        if all_tables(self._white, self._black):
            words = _("no pattern takes {piece} there over empty squares").format(piece=what)
        else:
            words = _("no group on the board gives a pattern (lone pieces and clusters give none)")
        die = self.die_at().get(src)
        if not die:
            return words
        line = [d for d, ray in enumerate(RAYS[src]) if dst in ray]
        if line and RAYS[src][line[0]].index(dst) + 1 == die:
            return _("{reason}, and a piece stands in the way of its grid's die ({die})").format(
                reason=words, die=die
            )
        return ngettext(
            "{reason}, and its grid's die moves it exactly {die} square in a straight line",
            "{reason}, and its grid's die moves it exactly {die} squares in a straight line",
            die,
        ).format(reason=words, die=die)

    def _why_step_illegal(self, move: Step) -> str:
        src, dst, sack = move
        colour = _(COLOURS[self.side])
        piece = self.cells[src]
        source, target_name = isolate(SQUARE_NAMES[src]), isolate(SQUARE_NAMES[dst])
        if piece == VICAR:
            return _("the Vicar moves only after a sack, by the player who sacked")
        if piece == EMPTY or (piece in "CEPS") != (self.side == 0):
            return _("{square} holds no {colour} piece").format(square=source, colour=colour)
        target = self.cells[dst]
        if not sack:
            if target not in (EMPTY, VICAR) and (target in "CEPS") != (self.side == 0):
                return _("{square} holds a {colour} piece (a sack is written {sack})").format(
                    square=target_name,
                    colour=_(COLOURS[1 - self.side]),
                    sack=isolate(f"{SQUARE_NAMES[src]}x{SQUARE_NAMES[dst]}"),
                )
            what = _("this {suit}").format(suit=_(SUIT_NAMES[piece.upper()]))
            return self._why_not_there(src, dst, what)
        if target == VICAR:
            return _("the Vicar can never be sacked")
        if target == EMPTY or (target in "CEPS") == (self.side == 0):
            return _("{square} holds no enemy piece to sack").format(square=target_name)
        own, enemy = (self._white, self._black) if self.side == 0 else (self._black, self._white)
        size = group_size(colour_groups(own).groups, src)
        if size < 2:
            return _("a lone piece cannot sack: a sack needs a group of two or more")
        line = [d for d, ray in enumerate(RAYS[src]) if dst in ray]
        if not line:
            return _("a sack goes in a straight line (rank, file or diagonal)")
        distance = RAYS[src][line[0]].index(dst) + 1
        if distance != size:
            return ngettext(
                "a sack from a group of {size} goes exactly {size} square, not {distance}",
                "a sack from a group of {size} goes exactly {size} squares, not {distance}",
                size,
            ).format(size=size, distance=distance)
        if RAY_MASKS[src][line[0]][size - 1] & self.occupied():
            ray = RAYS[src][line[0]]
            blocker = next(q for q in ray[: size - 1] if self.cells[q] != EMPTY)
            return _("{square} stands in the way: a sack passes over empty squares only").format(
                square=isolate(SQUARE_NAMES[blocker])
            )
        mine, theirs = STRENGTH[piece], STRENGTH[target]
        mine_name, theirs_name = _(SUIT_NAMES[piece.upper()]), _(SUIT_NAMES[target.upper()])
        if theirs > mine:
            return _("a {suit} cannot sack a stronger {victim}").format(suit=mine_name, victim=theirs_name)
        if theirs == mine:
            victims = group_size(colour_groups(enemy).groups, dst)
            return _(
                "a {suit} sacks a {victim} only from a larger group (group of {size} against {victims})"
            ).format(suit=mine_name, victim=theirs_name, size=size, victims=victims)
        return _("the Vicar would have no move after it")

    def problems(self) -> list[Problem]:
        found: list[Problem] = []
        vicar = SQUARE_NAMES[self._vicar]
        if rank_of(self._vicar) == BLACK_HOME:
            found.append(Problem(_("the Vicar is on rank g: White has won"), "board", (vicar,)))
        elif rank_of(self._vicar) == WHITE_HOME:
            found.append(Problem(_("the Vicar is on rank a: Black has won"), "board", (vicar,)))
        if self.passes >= 2:
            found.append(Problem(_("two passes in a row: the game is drawn"), "passes"))
        for seat, mask in enumerate((self._white, self._black)):
            if not mask and not (self.place and (self.place in "CEPS") == (seat == 0)):
                found.append(Problem(_("{colour} has no pieces").format(colour=_(COLOURS[seat])), "board"))
        return found


_DIE_MAPS: dict[tuple[tuple[int, int], ...], dict[int, int]] = {}


# -- notation -----------------------------------------------------------------------------------


def move_text(move: Move) -> str:
    kind = type(move)
    if kind is Step:
        src, dst, sack = cast(Step, move)
        return f"{SQUARE_NAMES[src]}{'x' if sack else '-'}{SQUARE_NAMES[dst]}"
    if kind is DieChange:
        corner, delta = cast(DieChange, move)
        return f"{SQUARE_NAMES[corner]}{'+' if delta > 0 else '-'}"
    if kind is Place:
        letter, square = cast(Place, move)
        return f"{letter}@{SQUARE_NAMES[square]}"
    if kind is Roll:
        side, low, high = cast(Roll, move)
        return f"roll {side} {low},{high}"
    if move in (KEEP, PASS):
        return str(move)
    raise IllegalMove(f"{move!r} is not a Pards move")


_SQ = r"([a-g][1-9])"
_STEP_FORM = re.compile(_SQ + r"([-x])" + _SQ, re.IGNORECASE)
_DIE_FORM = re.compile(_SQ + r"([+-])", re.IGNORECASE)
_PLACE_FORM = re.compile(r"([CEPSceps])@" + _SQ)
_ROLL_FORM = re.compile(r"roll([wb])([1-6]),([1-6])", re.IGNORECASE)
_FORMS = N_("'d3-e4', 'd3xb5', 'a1+', 'a1-', 'keep', 'E@d5', 'pass' or 'roll w 2,5'")


def parse_move_syntax(text: str) -> Move:
    """A move from its notation, checked for form only (not legality)."""
    words = "".join(str(text).split())
    lower = words.lower()
    if lower in (KEEP, PASS):
        return lower
    if match := _STEP_FORM.fullmatch(words):
        src, kind, dst = match.groups()
        return Step(SQUARE_OF[src.lower()], SQUARE_OF[dst.lower()], kind.lower() == "x")
    if match := _DIE_FORM.fullmatch(words):
        corner, sign = match.groups()
        return DieChange(SQUARE_OF[corner.lower()], 1 if sign == "+" else -1)
    if match := _PLACE_FORM.fullmatch(words[0] + words[1:].lower() if words else words):
        letter, square = match.groups()
        return Place(letter, SQUARE_OF[square])
    if match := _ROLL_FORM.fullmatch(lower):
        side, first, second = match.groups()
        low, high = sorted((int(first), int(second)))
        if low == high:
            raise IllegalMove(
                _("{text}: a double is rolled again; the two dice differ").format(text=isolate(repr(text)))
            )
        return Roll(side, low, high)
    if lower.startswith("roll"):
        raise IllegalMove(
            _("{text}: a roll is written '{roll}': the side, then two dice 1 to 6").format(
                text=isolate(repr(text)), roll=isolate("roll w 2,5")
            )
        )
    raise IllegalMove(
        _("{text}: moves are written like {forms}").format(text=isolate(repr(text)), forms=_(_FORMS))
    )


# -- position text ----------------------------------------------------------------------------


def board_text(cells: str) -> str:
    ranks = []
    for rank in range(RANKS - 1, -1, -1):
        row = cells[rank * FILES : (rank + 1) * FILES]
        out, run = [], 0
        for char in row:
            if char == EMPTY:
                run += 1
                continue
            if run:
                out.append(str(run))
                run = 0
            out.append(char)
        if run:
            out.append(str(run))
        ranks.append("".join(out))
    return "/".join(ranks)


def parse_board(text: str) -> str:
    rows = text.split("/")
    if len(rows) != RANKS:
        raise field_error(
            "board",
            _("expected {ranks} ranks (g to a) separated by '/', found {count}").format(
                ranks=RANKS, count=len(rows)
            ),
        )
    cells = [""] * RANKS
    for index, row in enumerate(rows):
        rank = RANKS - 1 - index
        name = RANK_LETTERS[rank]
        out = []
        for char in row:
            if char in "123456789":
                out.append(EMPTY * int(char))
            elif char in PIECE_LETTERS or char == VICAR:
                out.append(char)
            else:
                raise field_error(
                    "board",
                    _(
                        "rank {rank} has {char}; use CEPS (White), ceps (Black), V (Vicar)"
                        " or a digit for empty squares"
                    ).format(rank=isolate(name), char=isolate(repr(char))),
                )
        line = "".join(out)
        if len(line) != FILES:
            raise field_error(
                "board",
                ngettext(
                    "rank {rank} has {count} square, not {files}",
                    "rank {rank} has {count} squares, not {files}",
                    len(line),
                ).format(rank=isolate(name), count=len(line), files=FILES),
            )
        cells[rank] = line
    return "".join(cells)


def parse_square(value: str, field: str) -> int:
    square = SQUARE_OF.get(value.strip().lower())
    if square is None:
        raise field_error(field, _("{value} is not a square (a1 to g9)").format(value=isolate(repr(value))))
    return square


def read_grids(value: str) -> list[tuple[int, int]]:
    """The grids as written, (corner, die) in the text's order; only what cannot be drawn is refused.

    Whether they can stand together is for `grid_errors`.
    """
    if value == "-":
        return []
    grids: list[tuple[int, int]] = []
    for part in value.split(","):
        corner_text, colon, die_text = part.partition(":")
        if not colon:
            raise field_error(
                "grids", _("{part} should be corner:die, like a1:3 or a1:?").format(part=isolate(repr(part)))
            )
        corner = parse_square(corner_text, "grids")
        name = SQUARE_NAMES[corner]
        if not grid_fits(corner):
            raise field_error(
                "grids",
                _("the grid at {grid} reaches off the board (its 3x3 area)").format(grid=isolate(name)),
            )
        die = (
            UNROLLED
            if die_text == "?"
            else parse_int(
                die_text, "grids", 1, 6, what=_("the die of grid {grid}").format(grid=isolate(name))
            )
        )
        grids.append((corner, die))
    return grids


def cell_names(squares: Iterable[int]) -> tuple[str, ...]:
    """The squares' names in board order, each once."""
    return tuple(SQUARE_NAMES[square] for square in sorted(set(squares)))


def _grid_error(words: str, corners: Iterable[int]) -> PositionError:
    """A fault of the grids, marking every square of the grids at fault."""
    squares = (square for corner in corners for square in squares_of(grid_squares(corner)))
    return field_error("grids", words, cell_names(squares))


def grid_errors(grids: Sequence[tuple[int, int]]) -> list[PositionError]:
    """Everything that keeps these grids from standing together: overlaps, dice waiting wrongly."""
    errors: list[PositionError] = []
    for index, (corner, die) in enumerate(grids):
        name = SQUARE_NAMES[corner]
        area = grid_squares(corner)
        earlier = [c for c, _ in grids[:index] if grid_squares(c) & area]
        if earlier:
            errors.append(
                _grid_error(
                    _("the grid at {grid} overlaps another grid").format(grid=isolate(name)),
                    (*earlier, corner),
                )
            )
        if die == UNROLLED and corner not in ROLL_CORNER_SET:
            errors.append(
                _grid_error(
                    _(
                        "only the starting grids ({grids}) can wait for the opening roll;"
                        " give {grid} a die 1 to 6"
                    ).format(grids=isolate(STARTING_GRIDS), grid=isolate(name)),
                    (corner,),
                )
            )
    present = dict(grids)
    for seat, corners in enumerate(ROLL_CORNERS):
        states = {present[c] == UNROLLED for c in corners if c in present}
        if len(states) > 1:
            both = and_list([isolate(SQUARE_NAMES[c]) for c in corners])
            errors.append(
                _grid_error(
                    _("{colour}'s dice ({grids}) are rolled together: both '?' or both numbers").format(
                        colour=_(COLOURS[seat]), grids=both
                    ),
                    corners,
                )
            )
    return errors


def _read_phase(value: str) -> int:
    phase = value.lower()
    if phase not in PHASES:
        raise field_error(
            "phase",
            _("expected one of {phases}, found {value}").format(
                phases=isolate(", ".join(PHASES)), value=isolate(repr(value))
            ),
        )
    return PHASES.index(phase)


def _read_place(value: str) -> str:
    """The sacked piece waiting in its tray ('' for none)."""
    if value == "-":
        return ""
    if len(value) != 1 or value not in PIECE_LETTERS:
        raise field_error(
            "place",
            _("expected a piece letter (CEPS or ceps) or '-', found {value}").format(
                value=isolate(repr(value))
            ),
        )
    return value


def owner_of(letter: str) -> int:
    return 0 if letter.isupper() else 1


def piece_words(letter: str) -> str:
    """A piece as the board names it, in the reader's language ("White Caesar", "the Vicar (neutral)")."""
    if letter == VICAR:
        return _("the Vicar (neutral)")
    return _("{colour} {piece}").format(
        colour=_(COLOURS[owner_of(letter)]), piece=_(SUIT_NAMES[letter.upper()])
    )


# -- the position text's fields ---------------------------------------------------------------

# The grids are edited a die at a time (fields die-a1 ...), not as one field; the squares
# the Vicar may have left from are the empty ones, which the editor gives when it shows them.
# The words are marked here and translated where they are shown (these run at import, before
# a language is chosen).
GRIDS_FIELD = Field("grids", DEFAULT_GRIDS_TEXT, read_grids)
PHASE_FIELD = Field(
    "phase",
    "move",
    _read_phase,
    N_("Turn phase"),
    (
        ("move", N_("Move (or pass)")),
        ("vicar", N_("After a sack: move the Vicar")),
        ("die", N_("After the Vicar: change a die or keep")),
        ("place", N_("Place the sacked piece")),
    ),
    tip=N_(
        "Where the turn stands: a sack is followed by the Vicar's move,"
        " a die change (or keep), then the sacked piece's placement"
    ),
    # The phases as the text writes them (PHASES): notation, the same in every language.
    refuse=N_("{label}: {value} is not one of move, vicar, die, place"),
)
PLACE_FIELD = Field(
    "place",
    "-",
    _read_place,
    N_("Sacked piece"),
    # Named here as the program starts (in English); the editor names them again where it shows
    # them, with the same function, in the reader's language.
    (("-", N_("none")), *((letter, piece_words(letter)) for letter in PIECE_LETTERS)),
    tip=N_("The piece sacked this turn, waiting in its owner's tray (or drop a piece on a tray)"),
    refuse=N_("{label}: {value} is not a piece letter"),
)
VICAR_FROM_FIELD = Field(
    "vicar-from",
    "-",
    lambda value: -1 if value == "-" else parse_square(value, "vicar-from"),
    N_("Vicar left from"),
    tip=N_(
        "The square the Vicar left after the sack: the sacked piece goes back there"
        " (or use the tool 'Vicar left from')"
    ),
)
PASSES_FIELD = Field(
    "passes",
    "0",
    lambda value: parse_int(value, "passes", 0, 2),
    N_("Passes in a row"),
    (("0", N_("none")), ("1", "1"), ("2", N_("2 (a draw)"))),
    refuse=N_("{label}: {value} is not 0, 1 or 2"),
)
FIELDS = Fields("Pards", GRIDS_FIELD, PHASE_FIELD, PLACE_FIELD, VICAR_FROM_FIELD, PASSES_FIELD)
