"""Nardshir (Ludii 2) and its Historical option, as docs/rules/nardshir.md says.

Board: points 0-23 (bottom row 0-11, top row 12-23); White travels 0 -> 23,
Black 23 -> 0.  In a player's own terms a piece in hand is at step 0, point i
of its track at step 1..24, and step 25 is borne off.

Speed matters here (the AI and the benchmarks run millions of positions), so
moves are precomputed singletons, a position computes its legal moves once
and only on demand, and the board is a plain tuple of signed counts.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
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
from pardsgui.core.text import parse_int, parse_int_list
from pardsgui.i18n import N_, _, and_list, isolate, ngettext

PIECES = 15
POINTS = 24
HAND = -1  # a move's source when it enters from the hand
OFF = 24  # a move's destination when it bears off
COLOURS = (N_("White"), N_("Black"))  # the engine says them in English; the window, translated
SIDE_LETTERS = ("w", "b")
VARIANTS = ("ludii2", "historical")
STARTING_SIDE = 12  # steps 1..12
FINAL_QUADRANT = 19  # steps 19..24
LAST_STEP = 24
GATE_LIMIT = 10
HISTORICAL_SETUP = {1: 2, 3: 2, 7: 2, 6: 3, 8: 3, 12: 3}  # step -> pieces


class Step(NamedTuple):
    """Move one piece `die` steps: from a point or the hand to a point or off."""

    die: int
    src: int  # point, or HAND
    dst: int  # point, or OFF


class Roll(NamedTuple):
    first: int
    second: int


PASS = "pass"

# STEP_POINT[p][s]: the point of player p's step s (1..24).
STEP_POINT = (
    (None, *range(0, 24)),
    (None, *range(23, -1, -1)),
)
# POINT_STEP[p][i]: player p's step for point i.
POINT_STEP = (tuple(range(1, 25)), tuple(range(24, 0, -1)))


def _step_move(player: int, die: int, step: int) -> Step | None:
    target = step + die
    if target > 25:
        return None
    src = HAND if step == 0 else STEP_POINT[player][step]
    dst = OFF if target == 25 else STEP_POINT[player][target]
    assert src is not None and dst is not None
    return Step(die, src, dst)


# MOVES[p][die][step]: the single move object for every (player, die, from-step).
MOVES = tuple(
    tuple(tuple(_step_move(player, die, step) for step in range(25)) if die else () for die in range(7))
    for player in (0, 1)
)
ROLLS = tuple(Roll(a, b) for a in range(1, 7) for b in range(1, 7))
ROLL_OUTCOMES = tuple((roll, 1 / 36) for roll in ROLLS)
ALL_DICE = (1, 2, 3, 4, 5, 6)


def _generate(
    board: tuple[int, ...], player: int, hand: int, gated: bool, dice: Sequence[int], first: bool
) -> list[Step]:
    """The single-die moves of `player` for each distinct value in `dice`.

    With `first` it stops at the first move found (for the deadlock test).
    """
    if player == 0:
        sign = 1
        own = [i + 1 for i in range(POINTS) if board[i] > 0]
    else:
        sign = -1
        own = [POINTS - i for i in range(POINTS - 1, -1, -1) if board[i] < 0]
    # `own` holds the occupied steps in ascending order.
    points = STEP_POINT[player]
    can_bear = hand == 0 and (not own or own[0] >= FINAL_QUADRANT)
    gate_closed = False
    if gated:
        first_point = board[points[1]] * sign
        gate_closed = hand + (first_point if first_point > 0 else 0) > GATE_LIMIT
    moves: list[Step] = []
    table = MOVES[player]
    previous = 0
    for die in dice:
        if die == previous:
            continue
        previous = die
        row = table[die]
        sources = own if hand == 0 else [0, *own]
        for step in sources:
            target = step + die
            if target > 25:
                break
            if target == 25:
                if not can_bear:
                    continue
            else:
                value = board[points[target]] * sign
                if value <= -2:
                    continue
                if gated and (
                    (target <= STARTING_SIDE and value >= 2) or (target == LAST_STEP and gate_closed)
                ):
                    continue
            move = row[step]
            assert move is not None
            moves.append(move)
            if first:
                return moves
    return moves


_PENDING: Outcome = ()  # an outcome not computed yet (no real outcome is empty)


class NardshirPosition(ValuePosition):
    __slots__ = ("_moves", "_outcome", "board", "dice", "hand", "off", "player", "variant")
    players = 2

    board: tuple[int, ...]
    player: int
    hand: tuple[int, int]
    off: tuple[int, int]
    dice: tuple[int, ...]
    variant: str

    def __init__(
        self,
        board: tuple[int, ...],
        player: int,
        hand: tuple[int, int],
        off: tuple[int, int],
        dice: tuple[int, ...],
        variant: str,
    ) -> None:
        self.board = board
        self.player = player
        self.hand = hand
        self.off = off
        self.dice = dice
        self.variant = variant
        self._moves: tuple[Move, ...] | None = None
        self._outcome: Outcome | None = _PENDING
        self._hash: int | None = None

    # -- the contract's status fields -------------------------------------------

    @property
    def outcome(self) -> Outcome | None:
        result = self._outcome
        if result is _PENDING:
            result = self._outcome = self._compute_outcome()
        return result

    def _compute_outcome(self) -> Outcome | None:
        if self.off[0] == PIECES:
            return (1.0, 0.0)
        if self.off[1] == PIECES:
            return (0.0, 1.0)
        if self.dice:
            return None
        gated = self.variant == "ludii2"
        for player in (self.player, 1 - self.player):
            if _generate(self.board, player, self.hand[player], gated, ALL_DICE, True):
                return None
        return (0.5, 0.5)  # deadlock: nobody could move whatever the dice

    @property
    def is_chance(self) -> bool:
        return not self.dice and self.outcome is None

    @property
    def current(self) -> int | None:
        if not self.dice:
            return None
        return self.player if self.outcome is None else None

    # -- moves ------------------------------------------------------------------

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ROLL_OUTCOMES if self.is_chance else ()

    def legal_moves(self) -> Sequence[Move]:
        moves = self._moves
        if moves is None:
            if not self.dice:
                moves = ROLLS if self.outcome is None else ()
            elif self.outcome is not None:
                moves = ()
            else:
                player = self.player
                found = _generate(
                    self.board, player, self.hand[player], self.variant == "ludii2", self.dice, False
                )
                moves = tuple(found) if found else (PASS,)
            self._moves = moves
        return moves

    def apply(self, move: Move) -> NardshirPosition:
        player = self.player
        if type(move) is Roll:
            a, b = move
            rolled = (a, a, a, a) if a == b else ((a, b) if a < b else (b, a))
            return NardshirPosition(self.board, player, self.hand, self.off, rolled, self.variant)
        if move == PASS:
            return NardshirPosition(self.board, 1 - player, self.hand, self.off, (), self.variant)
        die, src, dst = cast(Step, move)
        board = list(self.board)
        hand = list(self.hand)
        off = list(self.off)
        sign = 1 - 2 * player
        if src == HAND:
            hand[player] -= 1
        else:
            board[src] -= sign
        if dst == OFF:
            off[player] += 1
        elif board[dst] == -sign:  # a lone enemy piece is hit
            board[dst] = sign
            hand[1 - player] += 1
        else:
            board[dst] += sign
        dice = self.dice
        index = dice.index(die)
        dice = dice[:index] + dice[index + 1 :]
        if not dice or off[player] == PIECES:
            return NardshirPosition(
                tuple(board), 1 - player, (hand[0], hand[1]), (off[0], off[1]), (), self.variant
            )
        return NardshirPosition(
            tuple(board), player, (hand[0], hand[1]), (off[0], off[1]), dice, self.variant
        )

    # -- value semantics ----------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (self.board, self.player, self.hand, self.off, self.dice, self.variant)

    # -- text -----------------------------------------------------------------------

    def to_text(self) -> str:
        return FIELDS.write(
            (",".join(map(str, self.board)), SIDE_LETTERS[self.player]),
            {
                "hand": f"{self.hand[0]},{self.hand[1]}",
                "off": f"{self.off[0]},{self.off[1]}",
                "dice": ",".join(map(str, self.dice)) or "-",
                "variant": self.variant,
            },
        )

    def move_text(self, move: Move) -> str:
        return move_text(move)

    def read_move(self, text: str) -> Move:
        return parse_move_syntax(text)

    # -- explanations -----------------------------------------------------------------

    def why_illegal(self, move: Move) -> str:
        shown = move_text(move) if isinstance(move, (Step, Roll)) or move == PASS else repr(move)
        if move == PASS and self.outcome is None and self.dice:
            return _("pass is allowed only when no die can be used")
        return _("{move}: {reason}").format(move=isolate(shown), reason=self._why_illegal(move))

    def _why_illegal(self, move: Move) -> str:
        if self.outcome is not None:
            return _("the game is over")
        if not self.dice:
            if isinstance(move, Roll):
                return _("each die shows 1 to 6")
            return _("the dice must be rolled first (a move like '{roll}')").format(roll=isolate("roll 3,5"))
        if isinstance(move, Roll):
            return _("the dice are already rolled; {colour} is to move").format(
                colour=_(COLOURS[self.player])
            )
        if not isinstance(move, Step):
            return _("not a Nardshir move")
        return self._why_step_illegal(move)

    def _why_step_illegal(self, move: Step) -> str:
        player, colour = self.player, _(COLOURS[self.player])
        die, src, dst = move
        sign = 1 - 2 * player
        dice_text = isolate(",".join(map(str, self.dice)))
        if die not in self.dice:
            return _("there is no die {die} to play (dice: {dice})").format(die=die, dice=dice_text)
        if src == HAND:
            if self.hand[player] == 0:
                return _("{colour} has no piece in hand").format(colour=colour)
            step = 0
        else:
            if self.board[src] * sign <= 0:
                return _("point {point} holds no {colour} piece").format(point=src, colour=colour)
            step = POINT_STEP[player][src]
        expected = MOVES[player][die][step]
        if expected is None:
            return _(
                "a {die} from {source} goes past the end of the track: a higher die does not bear"
                " off (from point {point} only a {exact} bears off)"
            ).format(die=die, source=isolate(src_text(src)), point=src, exact=25 - step)
        if expected.dst != dst:
            return _("a die of {die} takes a {colour} piece from {source} to {target}").format(
                die=die, colour=colour, source=isolate(src_text(src)), target=isolate(dst_text(expected.dst))
            )
        target = step + die
        if target == 25:
            return self.bear_off_blocker()
        blocked = self.blocked_words(dst)
        if blocked:
            return blocked
        value = self.board[dst] * sign
        if target <= STARTING_SIDE and value >= 2:
            return _(
                "point {point} holds two {colour} pieces already, the most a point of {colour}'s"
                " starting side may hold"
            ).format(point=dst, colour=colour)
        return self.gate_words()

    def blocked_words(self, point: int) -> str:
        """Why the mover may not land on `point` for the enemy pieces on it; "" when it is open."""
        enemies = -self.board[point] * (1 - 2 * self.player)
        if enemies < 2:
            return ""
        return ngettext(
            "point {point} is blocked by {count} {colour} piece",
            "point {point} is blocked by {count} {colour} pieces",
            enemies,
        ).format(point=point, count=enemies, colour=_(COLOURS[1 - self.player]))

    def bear_off_blocker(self) -> str:
        """Why the mover may not bear off now, with what stands outside; "" when it may."""
        player, colour = self.player, _(COLOURS[self.player])
        sign = 1 - 2 * player
        outside = [
            point
            for point in range(POINTS)
            if self.board[point] * sign > 0 and POINT_STEP[player][point] < 19
        ]
        if not self.hand[player] and not outside:
            return ""
        first, last = sorted((STEP_POINT[player][FINAL_QUADRANT], STEP_POINT[player][LAST_STEP]))
        where = [_("{count} in hand").format(count=self.hand[player])] if self.hand[player] else []
        where += [_("point {point}").format(point=point) for point in outside]
        return _(
            "bearing off needs every {colour} piece in the final quadrant (points {first} to {last}),"
            " none in hand; outside it: {where}"
        ).format(colour=colour, first=first, last=last, where=", ".join(where))

    def gate_words(self) -> str:
        """The last-point gate's rule with the count that keeps it shut now."""
        player, colour = self.player, _(COLOURS[self.player])
        first_point = STEP_POINT[player][1]
        on_first = max(0, self.board[first_point] * (1 - 2 * player))
        in_hand = self.hand[player]
        return _(
            "{colour}'s last point opens only when at most {limit} {colour} pieces are in hand or on"
            " point {point} together (now {total}: {in_hand} in hand, {on_point} on point {point})"
        ).format(
            colour=colour,
            limit=GATE_LIMIT,
            point=first_point,
            total=in_hand + on_first,
            in_hand=in_hand,
            on_point=on_first or _("none"),
        )

    def problems(self) -> list[Problem]:
        found: list[Problem] = []
        if self.variant == "ludii2":
            for player, colour in enumerate(COLOURS):
                sign = 1 - 2 * player
                crowded = [
                    f"p{STEP_POINT[player][s]}"
                    for s in range(1, STARTING_SIDE + 1)
                    if self.board[STEP_POINT[player][s]] * sign > 2
                ]
                if crowded:
                    found.append(
                        Problem(
                            _("{colour} has more than two pieces on a point of the starting side").format(
                                colour=_(colour)
                            ),
                            "board",
                            tuple(crowded),
                        )
                    )
        if self.outcome is not None and self.off[0] < PIECES and self.off[1] < PIECES:
            found.append(Problem(_("neither player can move whatever the dice: the game is drawn")))
        return found


def illegal_reason(position: NardshirPosition, move: Step) -> str:
    """Why `move` cannot be played here, in the words a typed move gets (without the move's text)."""
    if move in position.legal_moves():
        return ""
    return position._why_step_illegal(move)


def src_text(src: int) -> str:
    return "h" if src == HAND else str(src)


def dst_text(dst: int) -> str:
    return "off" if dst == OFF else str(dst)


def move_text(move: Move) -> str:
    if type(move) is Step:
        return f"{move.die}:{src_text(move.src)}-{dst_text(move.dst)}"
    if type(move) is Roll:
        return f"roll {move.first},{move.second}"
    if move == PASS:
        return PASS
    raise IllegalMove(f"{move!r} is not a Nardshir move")


def parse_move_syntax(text: str) -> Move:
    """A move from its notation, checked for form only (not legality)."""
    words = " ".join(str(text).split()).lower()
    if words == PASS:
        return PASS
    if words.startswith("roll"):
        values = words[4:].replace(" ", "").split(",")
        if len(values) == 2 and all(v in "123456" and len(v) == 1 for v in values):
            return Roll(int(values[0]), int(values[1]))
        raise IllegalMove(
            _("{text}: a roll is written '{roll}' with two dice 1 to 6").format(
                text=isolate(repr(text)), roll=isolate("roll 3,5")
            )
        )
    die_text, colon, rest = words.replace(" ", "").partition(":")
    src_part, dash, dst_part = rest.partition("-")
    if not (colon and dash and die_text in ("1", "2", "3", "4", "5", "6")):
        raise IllegalMove(
            _("{text}: moves are written like {forms}").format(text=isolate(repr(text)), forms=_(_FORMS))
        )
    src = HAND if src_part == "h" else _point(src_part, text)
    dst = OFF if dst_part == "off" else _point(dst_part, text)
    return Step(int(die_text), src, dst)


_FORMS = N_("'5:h-4', '3:10-13', '2:22-off', 'pass' or 'roll 3,5'")


def _point(part: str, text: str) -> int:
    if part.isdigit() and part.isascii() and len(part) <= 2 and int(part) < POINTS:
        return int(part)
    raise IllegalMove(
        _("{text}: {part} is not a point (0 to 23, 'h' for the hand, 'off')").format(
            text=isolate(repr(text)), part=isolate(repr(part))
        )
    )


def initial_position(variant: str = "ludii2") -> NardshirPosition:
    if variant == "historical":
        board = [0] * POINTS
        for step, count in HISTORICAL_SETUP.items():
            board[STEP_POINT[0][step]] += count
            board[STEP_POINT[1][step]] -= count
        return NardshirPosition(tuple(board), 0, (0, 0), (0, 0), (), variant)
    return NardshirPosition((0,) * POINTS, 0, (PIECES, PIECES), (0, 0), (), variant)


def parse_position(text: str) -> NardshirPosition:
    (points_text, side_text), given = FIELDS.split(text, HEAD)
    parts = points_text.split(",")
    if len(parts) != POINTS:
        raise field_error(
            "points",
            _("expected {points} comma-separated counts, found {count}").format(
                points=POINTS, count=len(parts)
            ),
        )
    # The common case is checked at once; anything else gets a precise message below.
    board = tuple(map(int, parts)) if _POINTS_FORM.fullmatch(points_text) else ()
    if not board or min(board) < -PIECES or max(board) > PIECES:
        board = tuple(
            parse_int(part, "points", -PIECES, PIECES, what=_("point {point}").format(point=i))
            for i, part in enumerate(parts)
        )
    side = side_text.lower()
    if side not in SIDE_LETTERS:
        raise field_error(
            "player", _("expected 'w' or 'b', found {value}").format(value=isolate(repr(side_text)))
        )
    player = SIDE_LETTERS.index(side)
    values = FIELDS.read(given)
    hand, off, variant, dice = (
        values[HAND_FIELD],
        values[OFF_FIELD],
        values[VARIANT_FIELD],
        values[DICE_FIELD],
    )
    for seat, colour in enumerate(COLOURS):
        sign = 1 - 2 * seat
        on_board = sum(v * sign for v in board if v * sign > 0)
        total = on_board + hand[seat] + off[seat]
        if total != PIECES:
            raise CountError(
                _(
                    "{colour} has {total} pieces ({on_board} on the board, {in_hand} in hand,"
                    " {off} off); each player has exactly {pieces}"
                ).format(
                    colour=_(colour),
                    total=total,
                    on_board=on_board,
                    in_hand=hand[seat],
                    off=off[seat],
                    pieces=PIECES,
                ),
                seat,
            )
    if PIECES in off:
        winner = off.index(PIECES)
        if dice:
            raise PositionError(
                _("{colour} has borne off all {pieces} pieces: the game is over, no dice").format(
                    colour=_(COLOURS[winner]), pieces=PIECES
                ),
                "dice",
            )
        if player == winner:
            raise PositionError(
                _("{colour} has borne off all {pieces} pieces, so the turn has passed to {other}").format(
                    colour=_(COLOURS[winner]), pieces=PIECES, other=_(COLOURS[1 - winner])
                ),
                "player",
            )
    return NardshirPosition(board, player, (hand[0], hand[1]), (off[0], off[1]), dice, variant)


class CountError(PositionError):
    """A side with other than 15 pieces, naming the side so an editor can mark its pieces (the
    words are in the reader's language: nothing can be read back out of them)."""

    def __init__(self, message: str, seat: int) -> None:
        super().__init__(message, "points")
        self.seat = seat


_POINTS_FORM = re.compile(r"-?\d{1,2}(?:,-?\d{1,2}){23}", re.ASCII)


def _parse_dice(value: str) -> tuple[int, ...]:
    if value == "-":
        return ()
    parts = value.split(",")
    dice = tuple(sorted(parse_int(p, "dice", 1, 6, what=_("a die")) for p in parts))
    if len(dice) > 4:
        raise field_error(
            "dice", _("at most four dice remain (a double), found {count}").format(count=len(dice))
        )
    if len(dice) > 2 and len(set(dice)) != 1:
        raise field_error(
            "dice",
            _("{dice} cannot remain: more than two dice remain only from a double").format(
                dice=isolate(value)
            ),
        )
    return dice


def _read_variant(value: str) -> str:
    variant = value.lower()
    if variant not in VARIANTS:
        raise field_error(
            "variant", _("expected ludii2 or historical, found {value}").format(value=isolate(repr(value)))
        )
    return variant


# -- the position text's fields ---------------------------------------------------------------

HEAD = ("points", "player")


def dice_choices() -> tuple[tuple[str, str], ...]:
    """The dice that may remain, each as the text writes them and in the reader's words."""
    return (
        ("-", _("to roll")),
        *((str(a), _("{die} left").format(die=a)) for a in range(1, 7)),
        *((f"{a},{b}", and_list([str(a), str(b)])) for a in range(1, 7) for b in range(a + 1, 7)),
        *(
            (",".join([str(a)] * n), _("{count} × {die} (a double)").format(count=n, die=a))
            for a in range(1, 7)
            for n in (2, 3, 4)
        ),
    )


# The words are marked here and translated where they are shown (these run at import, before a
# language is chosen); the dice's choices are composed, so the editor composes them again
# where it shows them, in the reader's language.
HAND_FIELD = Field(
    "hand", "15,15", lambda v: parse_int_list(v, "hand", 2, 0, PIECES, (_("White's hand"), _("Black's hand")))
)
OFF_FIELD = Field(
    "off", "0,0", lambda v: parse_int_list(v, "off", 2, 0, PIECES, (_("White's off"), _("Black's off")))
)
DICE_FIELD = Field("dice", "-", _parse_dice, N_("Dice"), dice_choices(), tip=N_("the dice still to play"))
VARIANT_FIELD = Field(
    "variant",
    "ludii2",
    _read_variant,
    N_("Rules"),
    (("ludii2", N_("Ludii 2 reconstruction")), ("historical", N_("Historical setup"))),
)
FIELDS = Fields("Nardshir", HAND_FIELD, OFF_FIELD, DICE_FIELD, VARIANT_FIELD)


class Nardshir(Game):
    id = "nardshir"
    position_type = NardshirPosition
    name = "Nardshir"

    def options(self) -> Sequence[OptionSpec]:
        return (
            OptionSpec(
                "variant",
                N_("Rules"),
                (("ludii2", N_("Ludii 2 reconstruction")), ("historical", N_("Historical setup"))),
                "ludii2",
            ),
        )

    def initial(self, **options: str) -> NardshirPosition:
        return initial_position(**self.check_options(options))

    def parse(self, text: str) -> NardshirPosition:
        return parse_position(text)

    def options_of(self, position: Position) -> dict[str, str]:
        assert isinstance(position, NardshirPosition)
        return {"variant": position.variant}
