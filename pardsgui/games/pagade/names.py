"""Pagade's one naming of places: what the board prints is what every text says.

The board's labels, the move list, the notation (moves, position texts, record
files, `pardsgui-engine`), the typed-move box, the lessons and both rules files
name a place alike, so a name read anywhere is found on the board:

- a square of the common track by the number the board prints on it, `8` … `75`
  (Red's count in the diagram of docs/rules/pagade.md);
- a belly square by its colour's letter and its number, `R1` … `R7` (1 next to
  Home), and its homeward lane with an `h`: `R3h`;
- a colour's end square, once its lap is done, with an `h` too: Red's `8h`,
  Green's `25h`, Yellow's `42h`, Black's `59h` (the same square as `8`, `25` …:
  a pawn there has come round and turns home next);
- `H` Home, `X` off the board (cut).

The engine keeps each colour's route indices (route.py) as its inner model; a
name is a colour's route index as everyone sees it, so reading one needs the
colour. Until notation 2 the texts wrote the route indices themselves, each
colour counting its own route ("the old numbering", `R:6,7,12,12/G:…`); a pawn
field of that form is still read, as what it meant (`read_pawns`), and moves of
that form only from record files that say so (rules.OLD_NOTATION).
"""

from __future__ import annotations

import re

from pardsgui.core.position import field_error
from pardsgui.games.pagade.route import (
    BELLY,
    COLOURS,
    HOME,
    LAP_END,
    LETTERS,
    OFF,
    first_pass_index,
    red_number,
    track_square,
)
from pardsgui.i18n import N_, _, isolate

# Each colour's end square: where its pawns leave the belly (route index 8) and end their lap (76).
END_SQUARES = tuple(red_number(track_square(colour, 8)) for colour in range(4))
NAMES_HELP = N_("8-75 on the track, R1-R7 in a belly, R3h homeward, 8h a lap done, H Home, X cut")
OLD_NUMBERING = N_("the old numbering, each colour counting its own route")
_BELLY = re.compile(r"([RGYB])([1-7])(H?)")
_TRACK = re.compile(r"(\d{1,2})(H?)")


class PlaceError(ValueError):
    """A word that names no place a pawn of the colour can stand on; the message says why.

    `elsewhere`: the place is on the board, on another colour's route (its belly, its lap's end).
    """

    def __init__(self, message: str, elsewhere: bool = False) -> None:
        super().__init__(message)
        self.elsewhere = elsewhere


def name(colour: int, index: int) -> str:
    """The name of the place a colour's pawn on a route index (0 off the board … 84 Home) stands on."""
    if index == OFF:
        return "X"
    if index == HOME:
        return "H"
    if index == LAP_END:
        return f"{END_SQUARES[colour]}h"
    square = track_square(colour, index)
    if square != BELLY:
        return str(red_number(square))
    if index < LAP_END:
        return f"{LETTERS[colour]}{index}"
    return f"{LETTERS[colour]}{HOME - index}h"


def index(colour: int, word: str) -> int:
    """The route index of the place `word` names, for a pawn of `colour`; PlaceError if none."""
    text = word.strip().upper()
    if text in ("X", "H"):
        return OFF if text == "X" else HOME
    belly = _BELLY.fullmatch(text)
    if belly:
        owner = LETTERS.index(belly[1])
        if owner != colour:
            raise PlaceError(
                _("{place} is in {owner}'s belly: a {colour} pawn never stands there").format(
                    place=isolate(f"{belly[1]}{belly[2]}{belly[3].lower()}"),
                    owner=_(COLOURS[owner]),
                    colour=_(COLOURS[colour]),
                ),
                elsewhere=True,
            )
        k = int(belly[2])
        return HOME - k if belly[3] else k
    track = _TRACK.fullmatch(text)
    if track and 8 <= int(track[1]) <= 75:
        number = int(track[1])
        if not track[2]:
            return first_pass_index(colour, number - 8)
        if number == END_SQUARES[colour]:
            return LAP_END
        mine = _("{colour}'s lap ends on {place}").format(
            colour=_(COLOURS[colour]), place=isolate(f"{END_SQUARES[colour]}h")
        )
        if number in END_SQUARES:
            owner = END_SQUARES.index(number)
            raise PlaceError(
                _("{place} is where {owner}'s lap ends; {mine}").format(
                    place=isolate(f"{number}h"), owner=_(COLOURS[owner]), mine=mine
                ),
                elsewhere=True,
            )
        raise PlaceError(
            _("{place}: no lap ends on {number}; {mine}").format(
                place=isolate(f"{number}h"), number=number, mine=mine
            )
        )
    words = _("{word} names no place on the board ({names})").format(
        word=isolate(repr(word.strip())), names=_(NAMES_HELP)
    )
    if track and 1 <= int(track[1]) <= 83:
        words = _("{reason}; is it {numbering}?").format(reason=words, numbering=_(OLD_NUMBERING))
    raise PlaceError(words)


def pawns_text(pawns: tuple[tuple[int, ...], ...] | list[list[int]]) -> str:
    """The pawns field: each colour's pawns by name, in route order ('Red:R6,R7,12,12/Green:…')."""
    return "/".join(
        f"{COLOURS[colour]}:{','.join(name(colour, i) for i in sorted(mine))}"
        for colour, mine in enumerate(pawns)
    )


def read_pawns(text: str) -> tuple[list[list[int]], bool]:
    """Each colour's route indices, any number of them, and whether the field is in the old numbering.

    The old numbering headed each group with a letter (`R:6,7,12,12`), this one
    with the colour's name (`Red:R6,R7,12,12`), so the two are never taken for
    each other. PositionError naming "pawns" for anything else.
    """
    groups = text.split("/")
    if len(groups) != 4:
        raise field_error(
            "pawns",
            _("expected four groups {groups}, found {count}").format(
                groups=isolate("Red:…/Green:…/Yellow:…/Black:…"), count=len(groups)
            ),
        )
    found: dict[int, list[int]] = {}
    forms: set[bool] = set()
    for group in groups:
        head, colon, values = group.partition(":")
        head = head.strip()
        old = len(head) == 1
        colour = LETTERS.find(head.upper()) if old else _colour_named(head)
        if not colon or colour < 0:
            raise field_error(
                "pawns",
                # i18n: Red, Green, Yellow, Black are the text's notation here: keep them in English.
                _("{group} should start with a colour, Red, Green, Yellow or Black, and a colon").format(
                    group=isolate(repr(group))
                ),
            )
        forms.add(old)
        if len(forms) > 1:
            raise field_error(
                "pawns",
                _("{group} mixes {numbering} (a group headed {old}) with this one (headed {new})").format(
                    group=isolate(repr(group)),
                    numbering=_(OLD_NUMBERING),
                    old=isolate("R:, G:, Y:, B:"),
                    new=isolate("Red:, Green:, Yellow:, Black:"),
                ),
            )
        if colour in found:
            raise field_error(
                "pawns", _("{colour}'s pawns are given twice").format(colour=_(COLOURS[colour]))
            )
        words = values.split(",") if values.strip() else []
        found[colour] = [_old_index(colour, word) if old else _pawn_index(colour, word) for word in words]
    return [sorted(found[c]) for c in range(4)], forms == {True}


def _colour_named(head: str) -> int:
    names = [colour.lower() for colour in COLOURS]
    return names.index(head.lower()) if head.lower() in names else -1


def _pawn_index(colour: int, word: str) -> int:
    try:
        return index(colour, word)
    except PlaceError as error:
        raise field_error(
            "pawns",
            _("{colour} pawn {word}: {reason}").format(
                colour=_(COLOURS[colour]), word=isolate(repr(word.strip())), reason=error
            ),
        ) from None


def _old_index(colour: int, word: str) -> int:
    """A pawn of a group in the old numbering: its route index."""
    try:
        return old_index(word)
    except PlaceError:
        raise field_error(
            "pawns",
            _(
                "{colour} pawn {word} is not a route index (1-83), H (Home) or X (cut): a group headed"
                " {old} is read in {numbering}; this numbering heads it {new} and names the squares"
                " as the board prints them"
            ).format(
                colour=_(COLOURS[colour]),
                word=isolate(repr(word.strip())),
                old=isolate(f"{LETTERS[colour]}:"),
                numbering=_(OLD_NUMBERING),
                new=isolate(f"{COLOURS[colour]}:"),
            ),
        ) from None


def old_index(word: str) -> int:
    """A route index as the old numbering wrote it (moves, `moved`); ValueError for anything else."""
    text = word.strip().upper()
    if text in ("X", "H"):
        return OFF if text == "X" else HOME
    if text.isascii() and text.isdigit() and len(text) <= 2 and 1 <= int(text) <= 83:
        return int(text)
    raise PlaceError(
        _("{word} is not a route index (1-83, X off the board, H Home)").format(
            word=isolate(repr(word.strip()))
        )
    )
