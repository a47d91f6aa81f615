"""Pagade, the Karnataka cross-board race game, as docs/rules/pagade.md says.

A position holds each colour's four pawns as sorted route indices (0 off the
board, 84 Home; see route.py), the colour to move, the unused dice, which
colours have cut, the finishing order and the pawn the first die moved.  The
texts name places as the board prints them (names.py), which the route
indices are only inside.

Speed matters (the AI and the benchmarks run millions of positions): moves
are precomputed singletons, the landing square of every (colour, cut, count,
index) is a table look-up, a position keeps an occupancy tuple of the common
track (colour × 4 + count per square) and computes its legal moves once, on
demand.  `outcome`, `current` and `is_chance` are plain attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations
from typing import NamedTuple, cast

from pardsgui.core.contract import (
    Game,
    IllegalMove,
    Move,
    MoveSyntaxError,
    Notation,
    OptionSpec,
    Outcome,
    Position,
    PositionError,
    ValuePosition,
)
from pardsgui.core.fields import Field, Fields
from pardsgui.core.position import field_error
from pardsgui.games.pagade import names
from pardsgui.games.pagade.route import (
    BELLY,
    COLOURS,
    FACES,
    HOME,
    LAP_END,
    LETTERS,
    OFF,
    TRACK,
    red_number,
    target,
    track_square,
)
from pardsgui.i18n import N_, _, isolate, listed, ngettext

SINGLE, COMBINED, PAIR = 0, 1, 2
NO_PAWN = -1  # `moved` when no pawn is barred
SEAT_MODES = ("2", "4", "4p")
START = (6, 7, 12, 12)
PLACES = (1.0, 2.0 / 3.0, 1.0 / 3.0, 0.0)


class Go(NamedTuple):
    """A pawn move: one die (SINGLE), both dice on one pawn (COMBINED) or a pair on a doublet (PAIR).

    `second` is the other die of a combined move (0 otherwise); `src` is a
    route index or 0 (off the board), `dst` a route index or 84 (Home), both
    of the moving `colour`: a move of one colour is never another's, as its
    text (which names the board's squares) is not.
    """

    kind: int
    first: int
    second: int
    src: int
    dst: int
    colour: int


class Roll(NamedTuple):
    first: int
    second: int


class Astray(NamedTuple):
    """A move text naming a place of another colour's route (`G3` while Red moves): never legal.

    It names a move of the game, only not of the colour to move, so it is refused as illegal
    with `reason`, not as text that names no move at all.
    """

    text: str
    reason: str


PASS = "pass"
CUT_MARK = "×"  # the move list's sign of a move that cuts ("3:34-37×"); typed as × or x


def dice_text(move: Go) -> str:
    """The dice part of a move's text: '3', '3+6' (both on one pawn), '4=4' (a pair)."""
    first = move.first
    return (f"{first}", f"{first}+{move.second}", f"{first}={first}")[move.kind]


def move_text(colour: int, move: Move, name: Callable[[int, int], str] = names.name) -> str:
    """A move of `colour` as the notation writes it, its places named by `name`."""
    if type(move) is Go:
        return f"{dice_text(move)}:{name(colour, move.src)}-{name(colour, move.dst)}"
    if type(move) is Roll:
        return f"roll {move.first},{move.second}"
    if move == PASS:
        return PASS
    if type(move) is Astray:
        return move.text
    raise IllegalMove(f"{move!r} is not a Pagade move")


# -- tables ------------------------------------------------------------------------------
#
# An entry is (move, destination track square); BELLY stands for the belly,
# Home and (as a source) off the board, and occ[BELLY] is always 0, so every
# landing is one look-up in an "allowed" table indexed by the square's
# occupancy value.

Entry = tuple[Go, int]


def _entries(colour: int, has_cut: bool, kind: int, first: int, second: int) -> tuple[Entry | None, ...]:
    count = first + second if kind == COMBINED else first
    row: list[Entry | None] = []
    for index in range(HOME + 1):
        reached = target(index, count, has_cut)
        if reached < 1 or (index == OFF and kind == PAIR):
            row.append(None)
            continue
        row.append((Go(kind, first, second, index, reached, colour), track_square(colour, reached)))
    return tuple(row)


_DICE_PAIRS = tuple((a, b) for a in FACES for b in FACES if a <= b)
# STEPS[colour][cut][die], JOINED[colour][cut][(low, high)], PAIRS[colour][cut][die]:
# one entry per source route index.
STEPS = tuple(tuple({d: _entries(c, bool(k), SINGLE, d, 0) for d in FACES} for k in (0, 1)) for c in range(4))
JOINED = tuple(
    tuple({(a, b): _entries(c, bool(k), COMBINED, a, b) for a, b in _DICE_PAIRS} for k in (0, 1))
    for c in range(4)
)
PAIRS = tuple(tuple({d: _entries(c, bool(k), PAIR, d, d) for d in FACES} for k in (0, 1)) for c in range(4))
# SQUARE[colour][index]: the track square of a route index (BELLY off the track).
SQUARE = tuple(tuple(track_square(c, i) for i in range(HOME + 1)) for c in range(4))


def _single_allowed(partner: int) -> tuple[bool, ...]:
    """By occupancy value: may a single pawn of `colour` land there?

    Empty, a single own pawn (a pair forms) or a single opponent (it is cut).
    """
    allowed = []
    for value in range(16):
        owner, count = value >> 2, value & 3
        allowed.append(value == 0 or (count == 1 and owner != partner))
    return tuple(allowed)


def _pair_allowed(colour: int, partner: int) -> tuple[bool, ...]:
    """May a pawn-pair land there?  Empty, or any opponent pawns (they are cut)."""
    return tuple(value == 0 or ((value >> 2) not in (colour, partner)) for value in range(16))


# ALLOWED[partnerships][colour] = (single, pair)
ALLOWED = tuple(
    tuple((_single_allowed(c ^ 2 if p else -1), _pair_allowed(c, c ^ 2 if p else -1)) for c in range(4))
    for p in (0, 1)
)
ROLLS = tuple(Roll(a, b) for a in FACES for b in FACES)
ROLL_OUTCOMES = tuple((roll, 1 / 16) for roll in ROLLS)
ROLL_DICE = {roll: (min(roll), max(roll)) for roll in ROLLS}
# Re-entry with one die lands in the belly, so it is always legal.
REENTER = tuple({d: Go(SINGLE, d, 0, OFF, d, c) for d in FACES} for c in range(4))


def _next_colours() -> tuple[tuple[int, ...], ...]:
    """NEXT[finished mask][colour]: the colour after `colour` that is still playing."""
    table = []
    for mask in range(16):
        row = []
        for colour in range(4):
            following = colour
            for step in range(1, 5):
                candidate = (colour + step) % 4
                if not mask >> candidate & 1:
                    following = candidate
                    break
            row.append(following)
        table.append(tuple(row))
    return tuple(table)


NEXT = _next_colours()
_PENDING: Outcome = ()


def final_outcome(seats: str, finished: tuple[int, ...]) -> Outcome | None:
    """The scores per seat once the game is over, else None."""
    if seats == "4":
        if len(finished) < 3:
            return None
        scores = [0.0] * 4
        for place, colour in enumerate(finished):
            scores[colour] = PLACES[place]
        return tuple(scores)
    done = set(finished)
    for side in (0, 1):
        if {side, side + 2} <= done:
            if seats == "2":
                return (1.0, 0.0) if side == 0 else (0.0, 1.0)
            return tuple(1.0 if c % 2 == side else 0.0 for c in range(4))
    return None


def occupancy(pawns: tuple[tuple[int, ...], ...]) -> tuple[int, ...]:
    """colour × 4 + count for every track square (0 empty), plus the empty BELLY entry."""
    occ = [0] * (TRACK + 1)
    for colour, mine in enumerate(pawns):
        row = SQUARE[colour]
        for index in mine:
            square = row[index]
            if square != BELLY:
                occ[square] = occ[square] + 1 if occ[square] else colour * 4 + 1
    occ[BELLY] = 0
    return tuple(occ)


class PagadePosition(ValuePosition):
    __slots__ = (
        "_moves",
        "colour",
        "current",
        "cut",
        "dice",
        "finished",
        "is_chance",
        "moved",
        "occ",
        "outcome",
        "pawns",
        "players",
        "seats",
    )

    pawns: tuple[tuple[int, ...], ...]
    colour: int
    seats: str
    dice: tuple[int, ...]
    cut: int  # bit c: colour c has cut an opponent
    finished: tuple[int, ...]
    moved: int  # the route index the first die's pawn reached, NO_PAWN if none
    occ: tuple[int, ...]
    outcome: Outcome | None
    current: int | None
    is_chance: bool
    players: int

    def __init__(
        self,
        pawns: tuple[tuple[int, ...], ...],
        colour: int,
        seats: str,
        dice: tuple[int, ...],
        cut: int,
        finished: tuple[int, ...],
        moved: int,
        occ: tuple[int, ...] | None = None,
        outcome: Outcome | None = _PENDING,
    ) -> None:
        self.pawns = pawns
        self.colour = colour
        self.seats = seats
        self.dice = dice
        self.cut = cut
        self.finished = finished
        self.moved = moved
        self.occ = occupancy(pawns) if occ is None else occ
        if outcome is _PENDING:
            outcome = final_outcome(seats, finished)
        self.outcome = outcome
        self.players = 2 if seats == "2" else 4
        if outcome is not None or not dice:
            self.current = None
        else:
            self.current = colour & 1 if seats == "2" else colour
        self.is_chance = outcome is None and not dice
        self._moves: tuple[Move, ...] | None = None
        self._hash: int | None = None

    # -- moves ------------------------------------------------------------------------------

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ROLL_OUTCOMES if self.is_chance else ()

    def legal_moves(self) -> Sequence[Move]:
        moves = self._moves
        if moves is None:
            if self.outcome is not None:
                moves = ()
            elif not self.dice:
                moves = ROLLS
            else:
                moves = self._generate()
            self._moves = moves
        return moves

    def _generate(self) -> tuple[Move, ...]:
        colour = self.colour
        mine = self.pawns[colour]
        dice = self.dice
        has_cut = self.cut >> colour & 1
        occ = self.occ
        single_ok, pair_ok = ALLOWED[self.seats != "4"][colour]
        steps = STEPS[colour][has_cut]
        out: list[Move] = []
        if mine[0] == OFF:
            # Cut pawns must re-enter first, one per die; the sum only for a lone one.
            out.append(REENTER[colour][dice[0]])
            if len(dice) == 2:
                if dice[1] != dice[0]:
                    out.append(REENTER[colour][dice[1]])
                if mine[1] != OFF:
                    entry = JOINED[colour][has_cut][dice][OFF]
                    assert entry is not None
                    if single_ok[occ[entry[1]]]:
                        out.append(entry[0])
            return tuple(out)
        if len(dice) == 2:
            low, high = dice
            row_low = steps[low]
            row_high = steps[high] if high != low else None
            joined = JOINED[colour][has_cut][dice]
            pairs = PAIRS[colour][has_cut][low] if high == low else None
            previous = -1
            paired = -1
            for index in mine:
                if index == HOME:
                    break
                if index == previous:
                    if pairs is not None and index != paired:
                        paired = index
                        entry = pairs[index]
                        if entry is not None and pair_ok[occ[entry[1]]]:
                            out.append(entry[0])
                    continue
                previous = index
                entry = row_low[index]
                if entry is not None and single_ok[occ[entry[1]]]:
                    out.append(entry[0])
                if row_high is not None:
                    entry = row_high[index]
                    if entry is not None and single_ok[occ[entry[1]]]:
                        out.append(entry[0])
                entry = joined[index]
                if entry is not None and single_ok[occ[entry[1]]]:
                    out.append(entry[0])
        else:
            row = steps[dice[0]]
            barred = self.moved
            if barred != NO_PAWN and mine.count(barred) >= 2:
                barred = NO_PAWN  # of two pawns there, the other one may move
            previous = -1
            for index in mine:
                if index == HOME:
                    break
                if index in (previous, barred):
                    continue
                previous = index
                entry = row[index]
                if entry is not None and single_ok[occ[entry[1]]]:
                    out.append(entry[0])
        return tuple(out) if out else (PASS,)

    def is_legal(self, move: Move) -> bool:
        if self.is_chance:
            return type(move) is Roll and move in ROLL_DICE
        moves: Sequence[Move] | None = self._moves
        if moves is None:
            moves = self.legal_moves()
        return move in moves

    def apply(self, move: Move) -> PagadePosition:
        if self.is_chance:
            rolled = ROLL_DICE[cast(Roll, move)]
            return PagadePosition(
                self.pawns,
                self.colour,
                self.seats,
                rolled,
                self.cut,
                self.finished,
                NO_PAWN,
                self.occ,
                None,
            )
        colour = self.colour
        if type(move) is not Go:  # pass: the turn ends
            return PagadePosition(
                self.pawns,
                NEXT[_mask(self.finished)][colour],
                self.seats,
                (),
                self.cut,
                self.finished,
                NO_PAWN,
                self.occ,
                None,
            )
        kind, first, _second, src, dst, _colour = move
        pawns = list(self.pawns)
        mine = list(pawns[colour])
        mine[mine.index(src)] = dst
        movers = 1
        if kind == PAIR:
            mine[mine.index(src)] = dst
            movers = 2
        mine.sort()
        pawns[colour] = tuple(mine)
        occ = list(self.occ)
        squares = SQUARE[colour]
        square = squares[src]
        if square != BELLY:
            value = occ[square]
            occ[square] = value - movers if value & 3 > movers else 0
        cut = self.cut
        square = squares[dst]
        if square != BELLY:
            value = occ[square]
            if value == 0:
                occ[square] = colour * 4 + movers
            elif value >> 2 == colour:
                occ[square] = value + 1
            else:  # opponent pawns there are cut
                victim = value >> 2
                theirs = SQUARE[victim]
                pawns[victim] = tuple(sorted(OFF if theirs[i] == square else i for i in pawns[victim]))
                occ[square] = colour * 4 + movers
                cut |= 1 << colour
        finished = self.finished
        if dst == HOME and mine[0] == HOME:
            finished = (*finished, colour)
            outcome = final_outcome(self.seats, finished)
            return PagadePosition(
                tuple(pawns),
                NEXT[_mask(finished)][colour],
                self.seats,
                (),
                cut,
                finished,
                NO_PAWN,
                tuple(occ),
                outcome,
            )
        dice = self.dice
        if kind == SINGLE and len(dice) == 2:
            left = (dice[1],) if dice[0] == first else (dice[0],)
            return PagadePosition(
                tuple(pawns), colour, self.seats, left, cut, finished, dst, tuple(occ), None
            )
        return PagadePosition(
            tuple(pawns),
            NEXT[_mask(finished)][colour],
            self.seats,
            (),
            cut,
            finished,
            NO_PAWN,
            tuple(occ),
            None,
        )

    # -- value semantics ------------------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (self.pawns, self.colour, self.seats, self.dice, self.cut, self.finished, self.moved)

    # -- text ---------------------------------------------------------------------------------

    def to_text(self) -> str:
        return FIELDS.write(
            (names.pawns_text(self.pawns), LETTERS[self.colour]),
            {
                "seats": self.seats,
                "dice": ",".join(map(str, self.dice)) or "-",
                "cut": "".join(LETTERS[c] for c in range(4) if self.cut >> c & 1) or "-",
                "finished": "".join(LETTERS[c] for c in self.finished) or "-",
                "moved": "-" if self.moved == NO_PAWN else names.name(self.colour, self.moved),
            },
        )

    def move_text(self, move: Move) -> str:
        return move_text(self.colour, move)

    def read_move(self, text: str) -> Move:
        colour = self.colour
        return read_move(text, colour, lambda word: names.index(colour, word))

    def check_written(self, text: str, move: Move) -> None:
        if type(move) is Go and _marked_cut(text) and not cut_colours(self, move):
            raise IllegalMove(
                _("{text}: {move} cuts no pawn; {mark} marks a move that cuts").format(
                    text=isolate(repr(text.strip())), move=isolate(self.move_text(move)), mark=CUT_MARK
                )
            )

    def where(self, index: int) -> str:
        """The place of a pawn of the colour to move, as the board names it, in words ("12", "R3h")."""
        return names.name(self.colour, index)

    # -- explanations ---------------------------------------------------------------------------

    def why_illegal(self, move: Move) -> str:
        try:
            shown = self.move_text(move)
        except IllegalMove:
            shown = repr(move)
        if move == PASS and self.outcome is None and self.dice:
            return _("pass is allowed only when no die can be used")
        return _("{move}: {reason}").format(move=isolate(shown), reason=self._why_illegal(move))

    def _why_illegal(self, move: Move) -> str:
        if self.outcome is not None:
            return _("the game is over")
        if not self.dice:
            if type(move) is Roll:
                return _("stick dice show 1, 3, 4 or 6")
            return _("the dice must be rolled first (a move like '{roll}')").format(roll=isolate("roll 3,6"))
        name = _(COLOURS[self.colour])
        if type(move) is Roll:
            return _("the dice are already rolled; {colour} is to move").format(colour=name)
        if type(move) is Astray:
            return move.reason
        if type(move) is not Go:
            return _("not a Pagade move")
        return self._why_go_illegal(move)

    def _why_go_illegal(self, move: Go) -> str:
        kind, first, second, src, dst, mover = move
        colour, name = self.colour, _(COLOURS[self.colour])
        if mover != colour:
            return _("a move of {owner}'s pawns, and {colour} is to move").format(
                owner=_(COLOURS[mover]), colour=name
            )
        dice = self.dice
        dice_text = isolate(",".join(map(str, dice)))
        mine = self.pawns[colour]
        if kind == SINGLE and first not in dice:
            return _("there is no die {die} to use (dice: {dice})").format(die=first, dice=dice_text)
        if kind != SINGLE:
            if len(dice) != 2:
                return _("both dice are needed and only {dice} is left").format(dice=dice_text)
            if (first, second) != dice:
                what = _("the sum") if kind == COMBINED else _("a pair move")
                return _("{what} needs the dice {needed} (dice: {dice})").format(
                    what=what, needed=isolate(f"{first},{second}"), dice=dice_text
                )
        if kind == PAIR and first != second:
            return _("a pawn-pair moves together only on a doublet")
        if src == HOME:
            return _("a pawn at Home moves no more")
        if src == OFF:
            if OFF not in mine:
                return _("{colour} has no cut pawn to re-enter").format(colour=name)
            if kind == PAIR:
                return _("cut pawns re-enter one at a time, a doublet too")
            if kind == COMBINED and mine.count(OFF) > 1:
                return _(
                    "the sum re-enters a pawn only when exactly one {colour} pawn is off the board"
                ).format(colour=name)
        elif OFF in mine:
            return _("{colour} must first re-enter its cut pawns").format(colour=name)
        elif src not in mine:
            return _("no {colour} pawn stands on {place}").format(colour=name, place=isolate(self.where(src)))
        if kind == PAIR and mine.count(src) < 2:
            return _("a pair move needs two {colour} pawns on {place}").format(
                colour=name, place=isolate(self.where(src))
            )
        if kind == SINGLE and src == self.moved and mine.count(src) < 2:
            return _(
                "the second die must move a different pawn (the same pawn twice is the sum, '{sum}')"
            ).format(sum=isolate("a+b"))
        count = first + second if kind == COMBINED else first
        has_cut = bool(self.cut >> colour & 1)
        reached = target(src, count, has_cut)
        if reached < 0:
            return _("Home needs the exact count: {count} from {place}").format(
                count=HOME - src, place=isolate(self.where(src))
            )
        if reached != dst:
            if not has_cut and src <= LAP_END < src + count:
                return _(
                    "{count} from {place} reaches {reached}"
                    " ({colour} has not cut a pawn yet, so it goes round again)"
                ).format(
                    count=count,
                    place=isolate(self.where(src)),
                    reached=isolate(self.where(reached)),
                    colour=name,
                )
            return _("{count} from {place} reaches {reached}").format(
                count=count, place=isolate(self.where(src)), reached=isolate(self.where(reached))
            )
        square = SQUARE[colour][dst]
        value = self.occ[square]
        owner = value >> 2
        number = isolate(str(red_number(square)))
        if value == 0:
            return _("not a legal move here")
        if owner == colour:
            return _(
                "square {square} would hold three pawns; outside a belly at most two share a square"
            ).format(square=number)
        if self.seats != "4" and owner == colour ^ 2:
            return _("square {square} holds {owner}'s pawn: partners never share a square").format(
                square=number, owner=_(COLOURS[owner])
            )
        return _(
            "square {square} holds a {owner} pawn-pair; only a pair moving on a doublet may cut it"
        ).format(square=number, owner=_(COLOURS[owner]))


def illegal_reason(position: PagadePosition, move: Go) -> str:
    """Why `move` cannot be played here, in the words a typed move gets (without its text); "" if legal."""
    if move in position.legal_moves():
        return ""
    return position._why_go_illegal(move)


def _mask(finished: tuple[int, ...]) -> int:
    mask = 0
    for colour in finished:
        mask |= 1 << colour
    return mask


_SYNTAX = N_("'3:12-15', '3+6:12-21', '4=4:12-16', '3:X-R3', '1:R1h-H', 'pass' or 'roll 3,6'")


def _marked_cut(text: str) -> bool:
    """Whether a move's text ends in the sign of a cut (× or x after a place's name)."""
    words = "".join(str(text).split()).lower()
    return len(words.partition("-")[2]) > 1 and words[-1:] in (CUT_MARK, "x")


def read_move(text: str, colour: int, place: Callable[[str], int]) -> Move:
    """A move from its notation, checked for form only (not legality); `place` reads a place's name.

    The notation's form is the same in every numbering: `3:12-15`, `3+6:…`, `4=4:…`, `pass`,
    `roll 3,6`; only the places' names differ. A cut's sign at the end is allowed (×, x).
    """
    words = " ".join(str(text).split()).lower()
    if words == PASS:
        return PASS
    if words.startswith("roll"):
        values = words[4:].replace(" ", "").split(",")
        if len(values) == 2 and all(len(v) == 1 and v in "1346" for v in values):
            return Roll(int(values[0]), int(values[1]))
        raise MoveSyntaxError(
            _("{text}: a roll is written '{roll}' with two stick dice (1, 3, 4 or 6)").format(
                text=isolate(repr(text)), roll=isolate("roll 3,6")
            )
        )
    dice_part, colon, rest = words.replace(" ", "").partition(":")
    src_part, dash, dst_part = rest.partition("-")
    if _marked_cut(words):
        dst_part = dst_part[:-1]
    if not (colon and dash and src_part and dst_part):
        raise MoveSyntaxError(
            _("{text}: moves are written like {forms}").format(text=isolate(repr(text)), forms=_(_SYNTAX))
        )
    kind = SINGLE
    values = [dice_part]
    for sign, sign_kind in (("+", COMBINED), ("=", PAIR)):
        if sign in dice_part:
            kind = sign_kind
            values = dice_part.split(sign)
    if len(values) != (1 if kind == SINGLE else 2) or not all(len(v) == 1 and v in "1346" for v in values):
        raise MoveSyntaxError(
            _(
                "{text}: the dice of a move are stick dice, 1, 3, 4 or 6; moves are written like {forms}"
            ).format(text=isolate(repr(text)), forms=_(_SYNTAX))
        )
    numbers = sorted(int(v) for v in values)
    first, second = (numbers[0], 0) if kind == SINGLE else (numbers[0], numbers[1])
    try:
        src, dst = place(src_part), place(dst_part)
    except names.PlaceError as error:
        if error.elsewhere:
            return Astray(" ".join(str(text).split()), str(error))
        raise MoveSyntaxError(_("{text}: {reason}").format(text=isolate(repr(text)), reason=error)) from None
    return Go(kind, first, second, src, dst, colour)


def cut_colours(position: PagadePosition, move: Go) -> list[int]:
    """The colour of each pawn the move cuts (none, one, or two of a pair)."""
    if move.dst == HOME:
        return []
    value = position.occ[SQUARE[position.colour][move.dst]]  # occ[BELLY] is 0: the belly is safe
    owner, count = value >> 2, value & 3
    if not count or owner == position.colour:
        return []
    return [owner] * count


# -- position text --------------------------------------------------------------------------


def _parse_pawns(text: str) -> tuple[tuple[tuple[int, ...], ...], bool]:
    """Each colour's four pawns, and whether the text is in the old numbering (names.read_pawns)."""
    pawns, old = names.read_pawns(text)
    for colour, mine in enumerate(pawns):
        if len(mine) != 4:
            raise field_error(
                "pawns",
                ngettext(
                    "{colour} has {count} pawn; each colour has exactly four",
                    "{colour} has {count} pawns; each colour has exactly four",
                    len(mine),
                ).format(colour=_(COLOURS[colour]), count=len(mine)),
            )
    return tuple(tuple(mine) for mine in pawns), old


class PawnProblem(NamedTuple):
    """Something wrong with where the pawns stand, and the pawns at fault as (colour, route index)."""

    message: str
    field: str
    places: tuple[tuple[int, int], ...]


def pawn_problems(pawns: Sequence[Sequence[int]], cut: int, seats: str) -> list[PawnProblem]:
    """Every fault of the pawns, in the order `parse` reports them (it raises the first).

    `pawns` may hold any number of pawns per colour, in any order (an
    editor's draft); `cut` is the mask of colours that have cut.
    """
    found: list[PawnProblem] = []
    for colour, mine in enumerate(pawns):
        if len(mine) != 4:
            found.append(
                PawnProblem(
                    "pawns: "
                    + ngettext(
                        "{colour} has {count} pawn; each colour has exactly four",
                        "{colour} has {count} pawns; each colour has exactly four",
                        len(mine),
                    ).format(colour=_(COLOURS[colour]), count=len(mine)),
                    "pawns",
                    tuple((colour, index) for index in mine),
                )
            )
    on_square: dict[int, list[tuple[int, int]]] = {}
    for colour, mine in enumerate(pawns):
        for index in sorted(mine):
            square = track_square(colour, index)
            if square != BELLY:
                on_square.setdefault(square, []).append((colour, index))
    for square, standing in sorted(on_square.items()):
        number = isolate(str(red_number(square)))
        colours = {colour for colour, _colour_pawn in standing}
        if len(colours) > 1:
            groups = [
                ngettext("{count} {colour} pawn", "{count} {colour} pawns", len(mine)).format(
                    count=len(mine), colour=_(COLOURS[c])
                )
                for c in sorted(colours)
                for mine in [[i for o, i in standing if o == c]]
            ]
            who = groups[0]
            for group in groups[1:]:
                who = _("{first} and {second}").format(first=who, second=group)
            message = "pawns: " + _(
                "{pawns} stand on square {square}; pawns of different colours never share a square"
            ).format(pawns=who, square=number)
            found.append(PawnProblem(message, "pawns", tuple(standing)))
        elif len(standing) > 2:
            named = isolate(", ".join(names.name(c, i) for c, i in standing))
            found.append(
                PawnProblem(
                    "pawns: "
                    + _(
                        "{count} {colour} pawns ({places}) on square {square}; outside a belly at most"
                        " two pawns share a square"
                    ).format(
                        count=len(standing), colour=_(COLOURS[standing[0][0]]), places=named, square=number
                    ),
                    "pawns",
                    tuple(standing),
                )
            )
    for c, mine in enumerate(pawns):
        name = _(COLOURS[c])
        past = tuple((c, index) for index in sorted(mine) if index > LAP_END)
        if past and not cut >> c & 1:
            named = isolate(", ".join(dict.fromkeys(names.name(c, index) for _c, index in past)))
            found.append(
                PawnProblem(
                    "pawns: "
                    + _(
                        "{colour} has a pawn homeward or Home ({places}) but has not cut a pawn"
                        " (a colour turns into its belly only after its first cut; add {letter} to {field})"
                    ).format(colour=name, places=named, letter=LETTERS[c], field=isolate("cut=")),
                    "pawns",
                    past,
                )
            )
        opponents = [o for o in range(4) if o != c and (seats == "4" or o != c ^ 2)]
        if OFF in mine and not any(cut >> o & 1 for o in opponents):
            found.append(
                PawnProblem(
                    "cut: "
                    + _("{colour} has a cut pawn, so one of {others} must have cut").format(
                        colour=name, others=colour_list(opponents)
                    ),
                    "cut",
                    tuple((c, index) for index in mine if index == OFF),
                )
            )
    return found


def _parse_colours(value: str, field: str, ordered: bool) -> tuple[int, ...]:
    if value == "-":
        return ()
    colours: list[int] = []
    for letter in value.upper():
        colour = LETTERS.find(letter)
        if colour < 0:
            raise field_error(
                field,
                _("{letter} is not a colour (R, G, Y, B, or - for none)").format(
                    letter=isolate(repr(letter))
                ),
            )
        if colour in colours:
            raise field_error(field, _("{colour} is listed twice").format(colour=_(COLOURS[colour])))
        colours.append(colour)
    return tuple(colours) if ordered else tuple(sorted(colours))


def _parse_dice(value: str) -> tuple[int, ...]:
    if value == "-":
        return ()
    parts = value.split(",")
    if len(parts) > 2:
        raise field_error("dice", _("at most two dice remain, found {count}").format(count=len(parts)))
    dice = []
    for part in parts:
        word = part.strip()
        if len(word) != 1 or word not in "1346":
            raise field_error(
                "dice", _("{face} is not a stick-die face (1, 3, 4 or 6)").format(face=isolate(repr(part)))
            )
        dice.append(int(word))
    return tuple(sorted(dice))


def _parse_seats(value: str) -> str:
    seats = value.lower()
    if seats not in SEAT_MODES:
        raise field_error("seats", seats_expected(value))
    return seats


def _parse_cut(value: str) -> int:
    return sum(1 << c for c in _parse_colours(value, "cut", ordered=False))


# -- the position text's fields ---------------------------------------------------------------

HEAD = ("pawns", "colour")
SEAT_LABELS = {
    "2": N_("2 players, each a partnership"),
    "4": N_("4 players, each for themselves"),
    "4p": N_("4 players in partnerships"),
}


def colour_list(colours: Sequence[int]) -> str:
    """'Red, Green, Yellow': the colours' names, each translated, joined as the language lists."""
    return listed([_(COLOURS[colour]) for colour in colours], _("{first}, {second}"))


def seats_expected(value: str) -> str:
    return _("expected 2, 4 or 4p, found {value}").format(value=isolate(repr(value)))


def colour_expected(value: str) -> str:
    return _("expected R, G, Y or B, found {value}").format(value=isolate(repr(value)))


def dice_choices() -> tuple[tuple[str, str], ...]:
    """The dice field's choices in the reader's language (the editor asks when it shows them)."""
    return (
        ("-", _("to roll")),
        *((str(a), _("{die} left (one die played)").format(die=a)) for a in FACES),
        *(
            (
                f"{a},{b}",
                (_("{die} and {die} (a doublet)") if a == b else _("{first} and {second}")).format(
                    die=a, first=a, second=b
                ),
            )
            for a in FACES
            for b in FACES
            if a <= b
        ),
    )


def cut_choices() -> tuple[tuple[str, str], ...]:
    """The `cut` field's choices: every set of colours, named in the reader's language."""
    return (
        ("-", _("none yet")),
        *(
            ("".join(LETTERS[c] for c in group), colour_list(group))
            for size in range(1, 5)
            for group in combinations(range(4), size)
        ),
    )


SEATS_FIELD = Field(
    "seats",
    "2",
    _parse_seats,
    N_("Seats"),
    tuple((mode, SEAT_LABELS[mode]) for mode in SEAT_MODES),
    tip=N_("With 2 players, Red plays with Yellow and Green with Black"),
    refuse=N_("{label}: {value} is not 2, 4 or 4p"),
)
# The dice's and the cut colours' choices are composed ("3 and 4", "Red, Green"), so the editor
# gives them in the reader's language when it shows the fields (dice_choices, cut_choices).
DICE_FIELD = Field("dice", "-", _parse_dice, N_("Dice"), tip=N_("To roll, or the stick dice still to play"))
CUT_FIELD = Field(
    "cut",
    "-",
    _parse_cut,
    N_("Have cut"),
    tip=N_(
        "The colours that have cut an opponent's pawn: only they may turn into their belly"
        " for home. A homeward or Home pawn adds its colour."
    ),
)
# Which colours may be listed as finished, and which pawn may be named as moved, the
# editor works out from the pawns when it shows the fields.
FINISHED_FIELD = Field(
    "finished",
    "-",
    lambda v: _parse_colours(v, "finished", ordered=True),
    N_("Finished"),
    tip=N_("The colours with all four pawns Home, in the order they finished"),
)
# `moved` names a place of the colour to move's route: read once the colour is known (_read_moved).
MOVED_FIELD = Field(
    "moved",
    "-",
    str,
    N_("First die moved"),
    tip=N_("With one die left: the pawn the first die moved (it may not take the second die)"),
)
FIELDS = Fields("Pagade", SEATS_FIELD, DICE_FIELD, CUT_FIELD, FINISHED_FIELD, MOVED_FIELD)


def _read_moved(value: str, colour: int, old: bool) -> int:
    """The place the first die's pawn reached (a route index, or HOME), NO_PAWN for '-'."""
    if value == "-":
        return NO_PAWN
    try:
        moved = names.old_index(value) if old else names.index(colour, value)
    except names.PlaceError as error:
        raise field_error("moved", str(error)) from None
    if moved == OFF:
        raise field_error(
            "moved", _("names where the first die's pawn went, on the board or {home}").format(home="H")
        )
    return moved


def parse_position(text: str) -> PagadePosition:
    (pawns_text, colour_text), given = FIELDS.split(text, HEAD)
    pawns, old = _parse_pawns(pawns_text)
    colour = LETTERS.find(colour_text.upper()) if len(colour_text) == 1 else -1
    if colour < 0:
        raise field_error("colour", colour_expected(colour_text))
    values = FIELDS.read(given)
    seats, dice, cut = values[SEATS_FIELD], values[DICE_FIELD], values[CUT_FIELD]
    finished = values[FINISHED_FIELD]
    problems = pawn_problems(pawns, cut, seats)
    if problems:
        raise PositionError(problems[0].message, problems[0].field)
    home = {c for c in range(4) if pawns[c][0] == HOME}
    if set(finished) != home:
        listed = "".join(LETTERS[c] for c in sorted(home))
        raise field_error(
            "finished",
            _(
                "must list exactly the colours with all four pawns Home ({colours}),"
                " in the order they finished"
            ).format(colours=isolate(listed) if listed else _("none")),
        )
    outcome = final_outcome(seats, finished)
    if seats == "4" and len(finished) > 3:
        raise field_error("finished", _("with four seats the game ends when three colours are Home"))
    if seats != "4":
        done = [side for side in (0, 1) if {side, side + 2} <= home]
        if len(done) == 2 or (done and finished[-1] % 2 != done[0]):
            raise field_error(
                "finished", _("a partnership game ends when the first side has all eight pawns Home")
            )
    if colour in home:
        raise field_error(
            "colour", _("{colour} has finished; its turns are skipped").format(colour=_(COLOURS[colour]))
        )
    if outcome is not None and dice:
        raise field_error("dice", _("the game is over, no dice"))
    moved = _read_moved(values[MOVED_FIELD], colour, old)
    if moved != NO_PAWN:
        if len(dice) != 1:
            raise field_error("moved", _("names the first die's pawn, so exactly one die must be left"))
        if moved not in pawns[colour]:
            raise field_error(
                "moved",
                _("no {colour} pawn stands on {place}").format(
                    colour=_(COLOURS[colour]), place=isolate(names.name(colour, moved))
                ),
            )
    return PagadePosition(pawns, colour, seats, dice, cut, finished, moved, None, outcome)


def initial_position(seats: str = "2") -> PagadePosition:
    return PagadePosition((START,) * 4, 0, seats, (), 0, (), NO_PAWN)


def _read_old_move(position: Position, text: str) -> Move:
    """A move as the old numbering wrote it (each colour's route indices), checked as parse_move checks."""
    assert isinstance(position, PagadePosition)
    move = read_move(text, position.colour, names.old_index)
    if not position.is_legal(move):
        raise IllegalMove(position.why_illegal(move))
    return move


# Notation 1 wrote route indices (`R:6,7,12,12/…`, `3:X-3`); its position texts are told apart
# by their groups' heads, so `parse` reads them too.
OLD_NOTATION = Notation(parse_position, _read_old_move)


class Pagade(Game):
    id = "pagade"
    position_type = PagadePosition
    name = "Pagade"
    notation = 2  # the places named as the board prints them (names.py)

    def old_notation(self, version: int) -> Notation | None:
        return OLD_NOTATION if version == 1 else None

    def options(self) -> Sequence[OptionSpec]:
        return (
            OptionSpec(
                "seats",
                N_("Seats"),
                (
                    ("2", N_("2 players, one partnership each")),
                    ("4", N_("4 players, each for themselves")),
                    ("4p", N_("4 players in partnerships")),
                ),
                "2",
            ),
        )

    def initial(self, **options: str) -> PagadePosition:
        return initial_position(**self.check_options(options))

    def parse(self, text: str) -> PagadePosition:
        return parse_position(text)

    def options_of(self, position: Position) -> dict[str, str]:
        assert isinstance(position, PagadePosition)
        return {"seats": position.seats}
