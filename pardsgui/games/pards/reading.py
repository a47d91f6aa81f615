"""Reading a Pards position text, every rule it breaks listed at once, and the Game itself.

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
from pardsgui.games.pards import setup
from pardsgui.games.pards.rules import (
    COLOURS,
    DIE,
    EMPTY,
    FIELDS,
    GRIDS_FIELD,
    MOVE,
    PASSES_FIELD,
    PHASE_FIELD,
    PIECE_LETTERS,
    PLACE,
    PLACE_FIELD,
    SIDE_LETTERS,
    START_GRIDS,
    SUIT_LIMITS,
    SUIT_NAMES,
    SUIT_PLURALS,
    UNROLLED,
    VICAR,
    VICAR_FROM_FIELD,
    VICAR_PHASE,
    PardsPosition,
    cell_names,
    die_change_allowed,
    grid_errors,
    grid_squares,
    owner_of,
    parse_board,
)
from pardsgui.games.pards.squares import (
    BLACK_HOME,
    HANDS,
    SQUARE_NAMES,
    WHITE_HOME,
    rank_of,
    squares_of,
)
from pardsgui.i18n import N_, _, isolate


def read_position(text: str) -> tuple[PardsPosition, list[PositionError]]:
    """The position a text describes, and every reason it cannot stand in a game.

    A text whose fields do not even read raises; `parse_position` refuses the
    position if any reason is found, an editor lists them all.
    """
    (board_field, side_text), given = FIELDS.split(text)
    values = FIELDS.read(given)
    cells = parse_board(board_field)
    side_letter = side_text.lower()
    if side_letter not in SIDE_LETTERS:
        raise field_error(
            "side", _("expected 'w' or 'b', found {value}").format(value=isolate(repr(side_text)))
        )
    side = SIDE_LETTERS.index(side_letter)
    grids = values[GRIDS_FIELD]
    phase = values[PHASE_FIELD]
    place = values[PLACE_FIELD]
    vicar_from = values[VICAR_FROM_FIELD]
    passes = values[PASSES_FIELD]
    errors = [*grid_errors(grids), *piece_errors(cells, place)]
    position = PardsPosition(cells, side, tuple(sorted(grids)), phase, place, vicar_from, passes)
    if cells.count(VICAR) == 1:  # the turn's checks ask where the Vicar stands
        errors.extend(phase_errors(position))
    return position, errors


def parse_position(text: str) -> PardsPosition:
    position, errors = read_position(text)
    for error in errors:
        raise error
    return position


def _squares_of(cells: str, letter: str) -> tuple[str, ...]:
    return cell_names(square for square, on in enumerate(cells) if on == letter)


def piece_errors(cells: str, place: str) -> list[PositionError]:
    """Every count the board breaks: one Vicar, and no more pieces of a suit than a side owns."""
    errors: list[PositionError] = []
    vicars = cells.count(VICAR)
    if vicars != 1:
        words = _("there must be exactly one Vicar (V), found {count}").format(count=vicars)
        errors.append(field_error("board", words, _squares_of(cells, VICAR)))
    for letter in PIECE_LETTERS:
        count = cells.count(letter) + (place == letter)
        limit = SUIT_LIMITS[letter.upper()]
        if count > limit:
            words = (
                _(
                    "{colour} has {count} {suits} (counting the piece waiting for placement);"
                    " each side has {limit}"
                )
                if place == letter
                else _("{colour} has {count} {suits}; each side has {limit}")
            ).format(
                colour=_(COLOURS[0 if letter.isupper() else 1]),
                count=count,
                suits=_(SUIT_PLURALS[letter.upper()]),
                limit=limit,
            )
            tray = (HANDS[owner_of(letter)],) if place == letter else ()
            errors.append(field_error("board", words, _squares_of(cells, letter) + tray))
    return errors


#: The turns after a sack, in words (the phase field's values name them in the text).
SACK_TURNS = {
    VICAR_PHASE: N_("the Vicar's move after a sack"),
    DIE: N_("a die change after a sack"),
    PLACE: N_("a placement"),
}


def phase_errors(position: PardsPosition) -> list[PositionError]:
    """Why the turn's fields (side, phase, place, vicar-from, passes) cannot occur in a game.

    Checks that depend on an earlier one passing come only after it.
    """
    phase, side, place = position.phase, position.side, position.place
    errors: list[PositionError] = []
    waiting = [corner for corner, die in position.grids if die == UNROLLED]
    if waiting:
        rolled = cell_names(square for corner in waiting for square in squares_of(grid_squares(corner)))
        if phase != MOVE:
            errors.append(
                field_error(
                    "phase",
                    _("dice still to roll ('?') come before any move, so this must be an ordinary turn"),
                    rolled,
                )
            )
        if side != 0:
            errors.append(
                field_error(
                    "side",
                    _("White moves first, so while dice are still to roll ('?') White is to move"),
                    rolled,
                )
            )
    if phase != MOVE and position.passes:
        errors.append(field_error("passes", _("a sack resets the count of passes in a row")))
    tray = (HANDS[owner_of(place)],) if place else ()
    left = cell_names([position.vicar_from] if position.vicar_from >= 0 else [])
    if phase == MOVE:
        if place:
            errors.append(
                field_error("place", _("a piece waits for placement only within a sack turn"), tray)
            )
        if position.vicar_from >= 0:
            errors.append(
                field_error(
                    "vicar-from",
                    _(
                        "the square the Vicar left is known only from the Vicar's move after a sack"
                        " to the placement"
                    ),
                    left,
                )
            )
        return errors
    turn = _(SACK_TURNS[phase])
    if not place:
        errors.append(
            field_error(
                "place", _("{turn} needs the sacked piece, waiting in its owner's tray").format(turn=turn)
            )
        )
        return errors
    owner = 0 if place in "CEPS" else 1
    suit, owner_name = _(SUIT_NAMES[place.upper()]), _(COLOURS[owner])
    if phase == PLACE and owner != side:
        errors.append(
            field_error(
                "place",
                _("the sacked {suit} is {owner}'s, so {owner} places it").format(suit=suit, owner=owner_name),
                tray,
            )
        )
    if phase != PLACE and owner == side:
        errors.append(
            field_error(
                "place",
                _("the sacked {suit} is {owner}'s, but {colour} made the sack").format(
                    suit=suit, owner=owner_name, colour=_(COLOURS[side])
                ),
                tray,
            )
        )
    vicar = position._vicar
    at_vicar = cell_names([vicar])
    ended = rank_of(vicar) in (WHITE_HOME, BLACK_HOME)
    if phase == VICAR_PHASE:
        if position.vicar_from >= 0:
            errors.append(
                field_error("vicar-from", _("the Vicar has not moved yet when it is still to move"), left)
            )
        if ended:
            errors.append(field_error("phase", _("the Vicar on rank a or g has ended the game"), at_vicar))
        elif not position.vicar_targets(position._white, position._black, position.occupied()):
            errors.append(
                field_error("phase", _("the Vicar has no move, so no sack could have led here"), at_vicar)
            )
        return errors
    if position.vicar_from < 0:
        errors.append(
            field_error("vicar-from", _("{turn} needs the square the Vicar left").format(turn=turn))
        )
        return errors
    where = isolate(SQUARE_NAMES[position.vicar_from])
    if position.cells[position.vicar_from] != EMPTY:
        errors.append(
            field_error(
                "vicar-from",
                _("{square} is not empty, so the Vicar cannot have left it").format(square=where),
                left,
            )
        )
    if phase == DIE:
        if ended:
            errors.append(field_error("phase", _("the Vicar on rank a or g has ended the game"), at_vicar))
        elif not position.grids:
            errors.append(field_error("phase", _("there is no grid whose die could change")))
        elif not die_change_allowed(side, position.vicar_from, vicar):
            errors.append(
                field_error(
                    "phase",
                    _(
                        "the Vicar's move from {source} to {target} does not allow {colour} a die change"
                    ).format(source=where, target=isolate(SQUARE_NAMES[vicar]), colour=_(COLOURS[side])),
                    cell_names([vicar, position.vicar_from]),
                )
            )
    return errors


class Pards(Game):
    id = "pards"
    position_type = PardsPosition
    name = "Pards"
    repetition_draw = 3

    def options(self) -> Sequence[OptionSpec]:
        return ()

    def initial(self, **options: str) -> PardsPosition:
        self.check_options(options)
        return PardsPosition(parse_board(setup.SETUP), 0, START_GRIDS)

    def parse(self, text: str) -> PardsPosition:
        return parse_position(text)
