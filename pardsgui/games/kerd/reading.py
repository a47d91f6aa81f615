"""Reading a Kerd position text, every rule it breaks listed at once, and the Game itself.

`read_position` gives the position and each reason it cannot stand (for the editor);
`parse_position` refuses a text with any. The Game lives here, beside its reading, so
the rules (rules.py) never import it back.
"""

from __future__ import annotations

from collections.abc import Sequence

from pardsgui.core.contract import (
    Game,
    OptionSpec,
    PositionError,
)
from pardsgui.core.position import field_error
from pardsgui.games.kerd.fields import (
    CASTLING_FIELD,
    CHECKED_FIELD,
    FIELDS,
    FIRST_FIELD,
    INFILTRATORS_FIELD,
    OFF_FIELD,
    RECAPTURE_FIELD,
    REGIONS_FIELD,
)
from pardsgui.games.kerd.notation import (
    GONE,
    REVEALED,
    UNCHOSEN,
    Board,
    Counts,
    parse_board,
    parse_square_field,
)
from pardsgui.games.kerd.rules import (
    FULL_SET,
    INITIAL_TEXT,
    KIND_PLURALS,
    NOT_INFILTRATORS,
    PAWN_KINDS,
    SIDE_LETTERS,
    KerdPosition,
    star_first,
)
from pardsgui.games.kerd.tables import (
    BITS,
    CASTLING_LETTERS,
    COLOURS,
    COMMANDER,
    HOME_RANK,
    KIND_NAMES,
    KING,
    KING_HOME,
    LONG_TOWER,
    NEIGHBOURS,
    SHORT_TOWER,
    TOWER,
    region_tables,
    square_name,
)
from pardsgui.i18n import _, isolate


def read_position(text: str) -> tuple[KerdPosition | None, list[PositionError]]:
    """The position a text describes, and every reason it cannot stand in a game.

    A text whose fields do not even read raises. Otherwise each rule is checked on its
    own, so an editor can list every problem at once; `parse_position` refuses the text
    if there is any. No position is made without exactly one King a side.
    """
    (board_field, side_text), given = FIELDS.split(text)
    values = FIELDS.read(given)
    tables = region_tables(values[REGIONS_FIELD])
    board = parse_board(board_field)
    side_text = side_text.lower()
    if side_text not in SIDE_LETTERS:
        raise field_error(
            "side", _("expected 'w' or 'b', found {text}").format(text=isolate(repr(side_text)))
        )
    side = SIDE_LETTERS.index(side_text)
    off = values[OFF_FIELD]
    infiltrators = values[INFILTRATORS_FIELD]
    checked = values[CHECKED_FIELD]
    errors: list[PositionError] = []
    kings = _king_squares(board, errors)
    _check_first_rank(board, infiltrators, errors)
    _check_counts(board, off, errors)
    castling = _parse_castling(values[CASTLING_FIELD], board, "castling" in given, errors)
    first = _parse_first(values[FIRST_FIELD], board, errors)
    _check_infiltrators(infiltrators, side, board, errors)
    _check_revealed(infiltrators, errors)
    choosing = infiltrators[side] == UNCHOSEN
    recapture = _parse_recapture(values[RECAPTURE_FIELD], board, side, choosing, errors)
    if kings is None:
        return None, errors
    white = black = 0
    for sq, v in enumerate(board):
        if v > 0:
            white |= BITS[sq]
        elif v < 0:
            black |= BITS[sq]
    position = KerdPosition(
        board,
        side,
        castling,
        first,
        recapture,
        infiltrators,
        checked,
        off,
        tables,
        kings,
        (white, black),
    )
    # After the choice phase White moves first, so Black is then "the side that just moved".
    mover = 0 if choosing else side
    other = 1 - mover
    if position.king_attacked(other) or recapture == kings[other]:
        words = _(
            "{colour}'s King on {square} is attacked while {mover} is to move:"
            " {colour} cannot have left it in check"
        ).format(colour=_(COLOURS[other]), square=isolate(square_name(kings[other])), mover=_(COLOURS[mover]))
        errors.append(PositionError(words, "side", (square_name(kings[other]),)))
    return position, errors


def parse_position(text: str) -> KerdPosition:
    position, errors = read_position(text)
    for error in errors:
        raise error
    assert position is not None  # without both Kings there is an error
    return position


def _king_squares(board: Board, errors: list[PositionError]) -> tuple[int, int] | None:
    kings = []
    for colour, s in ((0, 1), (1, -1)):
        count = board.count(KING * s)
        if count != 1:
            words = (
                _("{colour} has no King; each side has exactly one")
                if not count
                else _("{colour} has {count} Kings; each side has exactly one")
            ).format(colour=_(COLOURS[colour]), count=count)
            errors.append(
                field_error("board", words, (square_name(sq) for sq, v in enumerate(board) if v == KING * s))
            )
        else:
            kings.append(board.index(KING * s))
    return (kings[0], kings[1]) if len(kings) == 2 else None


def _check_first_rank(board: Board, infiltrators: tuple[int, int], errors: list[PositionError]) -> None:
    for colour, s in ((0, 1), (1, -1)):
        rank = HOME_RANK[colour]
        pawns = [sq for sq in range(rank * 12, rank * 12 + 12) if board[sq] * s in PAWN_KINDS]
        # Only a revealed infiltrator (an enemy pawn that marched there) can stand on its new
        # owner's first rank, and a side reveals at most one, leaving its field '+' ('-' in a
        # text written before reveals were told apart from losses).
        if pawns and (infiltrators[colour] not in (GONE, REVEALED) or len(pawns) > 1):
            words = _(
                "a {colour} pawn on {square}, its own first rank (only a revealed infiltrator can"
                " stand there)"
            ).format(colour=_(COLOURS[colour]), square=isolate(square_name(pawns[-1])))
            errors.append(field_error("board", words, map(square_name, pawns)))


def _check_counts(board: Board, off: tuple[Counts, Counts], errors: list[PositionError]) -> None:
    for kind in range(1, 10):
        if kind == KING:
            continue  # counted per side by _king_squares
        limit = 2 * FULL_SET[kind]
        on_board = board.count(kind) + board.count(-kind)
        total = on_board + off[0][kind] + off[1][kind]
        if total > limit:
            field = "board" if on_board > limit else "off"
            words = _("{count} {kinds} on the board and off it; the set has {limit}").format(
                count=total, kinds=_(KIND_PLURALS[kind]), limit=limit
            )
            # Too many on the board: every one of them is marked; too many off it, none.
            squares = (sq for sq, v in enumerate(board) if abs(v) == kind) if field == "board" else ()
            errors.append(field_error(field, words, map(square_name, squares)))


def _parse_castling(text: str, board: Board, written: bool, errors: list[PositionError]) -> int:
    if text == "-":
        return 0
    rights = 0
    for letter in text:
        index = CASTLING_LETTERS.find(letter)
        if index < 0 or rights >> index & 1:
            raise field_error(
                "castling",
                _("expected letters from KQkq (each once) or '-', found {text}").format(
                    text=isolate(repr(text))
                ),
            )
        rights |= 1 << index
    for index, letter in enumerate(CASTLING_LETTERS):
        if not rights >> index & 1:
            continue
        colour, long = divmod(index, 2)
        s = 1 if colour == 0 else -1
        tower = (LONG_TOWER if long else SHORT_TOWER)[colour]
        if board[KING_HOME[colour]] != KING * s or board[tower] != TOWER * s:
            words = (
                _("{letter} needs the {colour} King on {king} and Tower on {tower}")
                if written
                else _(
                    "{letter} needs the {colour} King on {king} and Tower on {tower} ({assumed} is assumed"
                    " when the field is left out; write {none})"
                )
            ).format(
                letter=letter,
                colour=_(COLOURS[colour]),
                king=isolate(square_name(KING_HOME[colour])),
                tower=isolate(square_name(tower)),
                assumed=isolate("castling=KQkq"),
                none=isolate("castling=-"),
            )
            errors.append(field_error("castling", words))
    return rights


def _parse_first(text: str, board: Board, errors: list[PositionError]) -> int:
    if text == "*":
        return star_first(board)
    if text == "-":
        return 0
    mask = 0
    for part in text.split(","):
        sq = parse_square_field(part, "first", _("first: a list of squares like a2,f3, '*' or '-'"))
        if mask & BITS[sq]:
            raise field_error("first", _("{square} is listed twice").format(square=isolate(square_name(sq))))
        if abs(board[sq]) not in PAWN_KINDS:
            words = _("{square} holds no Pawn or Commander Pawn").format(square=isolate(square_name(sq)))
            errors.append(field_error("first", words))
        mask |= BITS[sq]
    return mask


def _check_infiltrators(
    infiltrators: tuple[int, int], side: int, board: Board, errors: list[PositionError]
) -> None:
    white, black = infiltrators
    if (white == UNCHOSEN and (black != UNCHOSEN or side != 0)) or (
        white != UNCHOSEN and black == UNCHOSEN and side != 1
    ):
        errors.append(
            field_error(
                "infiltrators",
                _(
                    "White chooses first, then Black, then White moves: with neither chosen White is to"
                    " move, with only White's chosen Black is, and Black cannot choose before White"
                ),
            )
        )
    for colour, sq in enumerate(infiltrators):
        if sq < 0:
            continue
        v = board[sq] * (1 if colour == 0 else -1)
        if v >= 0:
            errors.append(
                field_error(
                    "infiltrators",
                    _("{colour}'s infiltrator on {square} must be a {enemy} piece").format(
                        colour=_(COLOURS[colour]),
                        square=isolate(square_name(sq)),
                        enemy=_(COLOURS[1 - colour]),
                    ),
                )
            )
        elif -v in NOT_INFILTRATORS:
            errors.append(
                field_error(
                    "infiltrators",
                    _("a {kind} cannot be an infiltrator (not King, Queen, Tower or Scout)").format(
                        kind=_(KIND_NAMES[-v])
                    ),
                )
            )


def _check_revealed(infiltrators: tuple[int, int], errors: list[PositionError]) -> None:
    """A reveal ('+') comes after both choices."""
    if REVEALED in infiltrators and UNCHOSEN in infiltrators:
        errors.append(
            field_error(
                "infiltrators",
                _(
                    "'+' (revealed) while a choice is still to be made ('*'): a reveal comes after"
                    " both choices"
                ),
            )
        )


def _parse_recapture(text: str, board: Board, side: int, choosing: bool, errors: list[PositionError]) -> int:
    if text == "-":
        return -1
    sq = parse_square_field(text, "recapture", _("a square or '-'"))
    s = 1 if side == 0 else -1
    if choosing:
        errors.append(field_error("recapture", _("no move has been made while the infiltrators are chosen")))
    elif board[sq] * s >= 0:
        errors.append(
            field_error(
                "recapture",
                _("{square} must hold the {colour} piece that has just captured").format(
                    square=isolate(square_name(sq)), colour=_(COLOURS[1 - side])
                ),
            )
        )
    elif not any(board[n] == COMMANDER * s for n in NEIGHBOURS[sq]):
        errors.append(
            field_error(
                "recapture",
                _("no {colour} Commander Pawn stands next to {square}").format(
                    colour=_(COLOURS[side]), square=isolate(square_name(sq))
                ),
            )
        )
    else:
        return sq
    return -1


def initial_position() -> KerdPosition:
    return parse_position(INITIAL_TEXT)


class Kerd(Game):
    id = "kerd"
    position_type = KerdPosition
    name = "Kerd"
    repetition_draw = 3

    def options(self) -> Sequence[OptionSpec]:
        return ()

    def initial(self, **options: str) -> KerdPosition:
        self.check_options(options)
        return initial_position()

    def parse(self, text: str) -> KerdPosition:
        return parse_position(text)
