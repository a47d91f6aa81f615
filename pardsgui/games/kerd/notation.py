"""Kerd's texts: the board field, the small fields, and the move notation's form.

Only the form is checked here; whether a position can stand or a move is
legal is for rules.py, which owns the meaning.
"""

from __future__ import annotations

import functools
import re

from pardsgui.core.contract import IllegalMove
from pardsgui.core.position import field_error
from pardsgui.games.kerd.tables import (
    AIR,
    CASTLE_LONG,
    CASTLE_SHORT,
    CHOOSE_NONE,
    CHOOSES,
    DEFAULT_REGIONS,
    EXECUTES,
    KIND_LETTERS,
    KING,
    LAND,
    PAWN,
    REVEAL,
    SIZE,
    SQUARES,
    STEPS,
    WATER,
    Joint,
    Step,
    parse_square,
    square,
    square_name,
)
from pardsgui.i18n import N_, _, isolate, ngettext

UNCHOSEN = -2  # an infiltrator field '*'
GONE = -1  # an infiltrator field '-'
REVEALED = -3  # an infiltrator field '+': revealed, which everybody saw (unlike a loss)
OFF_ORDER = KIND_LETTERS[1:]  # T J S H B Q K C P

Board = tuple[int, ...]
Counts = tuple[int, ...]  # index = kind, 10 entries


# -- board -------------------------------------------------------------------------------


# A square's letter by piece value (negative values index from the end: Black's lower case).
_LETTERS = "." + KIND_LETTERS[1:] + KIND_LETTERS[1:].lower()[::-1]
_RUNS = tuple(("." * n, str(n)) for n in range(SIZE, 0, -1))  # longest first


def board_text(board: Board) -> str:
    letters = "".join([_LETTERS[v] for v in board])
    text = "/".join([letters[rank * SIZE : rank * SIZE + SIZE] for rank in range(SIZE - 1, -1, -1)])
    for dots, digits in _RUNS:
        text = text.replace(dots, digits)
    return text


def parse_board(text: str) -> Board:
    rows = text.split("/")
    if len(rows) != SIZE:
        raise field_error(
            "board",
            ngettext(
                "expected 12 ranks separated by '/', found {count}",
                "expected 12 ranks separated by '/', found {count}",
                len(rows),
            ).format(count=len(rows)),
        )
    board = [0] * SQUARES
    for index, row in enumerate(rows):
        rank = SIZE - 1 - index
        file = 0
        for token in re.findall(r"\d+|.", row):
            if token.isdigit():
                # the length first: int() refuses a run of over 4,300 digits with a ValueError
                if not token.isascii() or token.startswith("0") or len(token) > 2 or int(token) > SIZE:
                    raise field_error(
                        "board",
                        _("rank {rank}: {token} is not a run of 1 to 12 empty squares").format(
                            rank=rank + 1, token=isolate(repr(token))
                        ),
                    )
                file += int(token)
            else:
                kind = KIND_LETTERS.find(token.upper())
                if kind < 1 or not token.isascii():
                    raise field_error(
                        "board",
                        _(
                            "rank {rank}: unknown piece letter {token}"
                            " (pieces: {white} for White, {black} for Black)"
                        ).format(
                            rank=rank + 1,
                            token=isolate(repr(token)),
                            white=OFF_ORDER,
                            black=OFF_ORDER.lower(),
                        ),
                    )
                if file < SIZE:
                    board[square(file, rank)] = kind if token.isupper() else -kind
                file += 1
            if file > SIZE:
                raise field_error("board", _("rank {rank} has more than 12 squares").format(rank=rank + 1))
        if file != SIZE:
            raise field_error(
                "board",
                ngettext(
                    "rank {rank} has {count} squares, not 12", "rank {rank} has {count} squares, not 12", file
                ).format(rank=rank + 1, count=file),
            )
    return tuple(board)


# -- small fields ------------------------------------------------------------------------


def off_text(off: tuple[Counts, Counts]) -> str:
    parts = []
    for colour, counts in enumerate(off):
        letters = "".join(KIND_LETTERS[kind] * counts[kind] for kind in range(1, 10)) or "-"
        parts.append(letters if colour == 0 else letters.lower())
    return ",".join(parts)


def parse_off(text: str) -> tuple[Counts, Counts]:
    parts = text.split(",")
    if len(parts) != 2:
        raise field_error(
            "off",
            _(
                "expected White's and Black's pieces off the board separated by a comma (like {example}),"
                " found {text}"
            ).format(example=isolate("HBP,tq"), text=isolate(repr(text))),
        )
    result = []
    for colour, part in enumerate(parts):
        counts = [0] * 10
        if part != "-":
            for letter in part:
                kind = KIND_LETTERS.find(letter.upper())
                if kind < 1 or not letter.isascii():
                    raise field_error(
                        "off", _("unknown piece letter {letter}").format(letter=isolate(repr(letter)))
                    )
                if letter.isupper() != (colour == 0):
                    words = (
                        _("{letter} in White's list: White's pieces are upper case")
                        if colour == 0
                        else _("{letter} in Black's list: Black's pieces are lower case")
                    )
                    raise field_error("off", words.format(letter=isolate(repr(letter))))
                if kind == KING:
                    raise field_error("off", _("a King never leaves the board"))
                counts[kind] += 1
        result.append(tuple(counts))
    return result[0], result[1]


def regions_text(regions: str) -> str:
    if regions == DEFAULT_REGIONS:
        return "default"
    return "/".join(regions[rank * SIZE : rank * SIZE + SIZE] for rank in range(SIZE - 1, -1, -1))


def parse_regions(text: str) -> str:
    if text.lower() == "default":
        return DEFAULT_REGIONS
    rows = text.lower().split("/")
    if len(rows) != SIZE:
        raise field_error(
            "regions",
            ngettext(
                "expected 'default' or 12 groups of 12 letters w/l/a separated by '/', found {count} groups",
                "expected 'default' or 12 groups of 12 letters w/l/a separated by '/', found {count} groups",
                len(rows),
            ).format(count=len(rows)),
        )
    for index, row in enumerate(rows):
        if len(row) != SIZE:
            raise field_error(
                "regions",
                ngettext(
                    "the group for rank {rank} has {count} letters, not 12",
                    "the group for rank {rank} has {count} letters, not 12",
                    len(row),
                ).format(rank=SIZE - index, count=len(row)),
            )
        bad = [c for c in row if c not in (WATER, LAND, AIR)]
        if bad:
            raise field_error(
                "regions",
                _("{letter} in the group for rank {rank}: use w (water), l (land), a (air)").format(
                    letter=isolate(repr(bad[0])), rank=SIZE - index
                ),
            )
    return "".join(reversed(rows))


def squares_text(mask: int) -> str:
    return ",".join(square_name(sq) for sq in range(SQUARES) if mask >> sq & 1) or "-"


def parse_square_field(text: str, field: str, what: str) -> int:
    """The square `text` names; else field_error, `what` (translated) saying what the field holds."""
    sq = parse_square(text)
    if sq is None:
        raise field_error(
            field, _("{text} is not a square ({what})").format(text=isolate(repr(text)), what=what)
        )
    return sq


def infiltrator_text(value: int) -> str:
    if value == UNCHOSEN:
        return "*"
    if value == GONE:
        return "-"
    if value == REVEALED:
        return "+"
    return square_name(value)


def parse_infiltrators(text: str) -> tuple[int, int]:
    parts = text.split(",")
    if len(parts) != 2:
        raise field_error(
            "infiltrators",
            _("expected White's and Black's choice separated by a comma, found {text}").format(
                text=isolate(repr(text))
            ),
        )
    values = []
    for colour, part in enumerate(parts):
        if part == "*":
            values.append(UNCHOSEN)
        elif part == "-":
            values.append(GONE)
        elif part == "+":
            values.append(REVEALED)
        elif part == "?":
            hidden = (
                _(
                    "White's choice is hidden ('?'): that is a redacted text for one seat's eyes;"
                    " a position to play from needs the square, '*' (not chosen yet), '-' (none)"
                    " or '+' (revealed)"
                )
                if colour == 0
                else _(
                    "Black's choice is hidden ('?'): that is a redacted text for one seat's eyes;"
                    " a position to play from needs the square, '*' (not chosen yet), '-' (none)"
                    " or '+' (revealed)"
                )
            )
            raise field_error("infiltrators", hidden)
        else:
            what = (
                _("White's choice: a square, '*', '-' or '+'")
                if colour == 0
                else _("Black's choice: a square, '*', '-' or '+'")
            )
            values.append(parse_square_field(part, "infiltrators", what))
    return values[0], values[1]


# -- moves --------------------------------------------------------------------------------

_SQ = r"([a-l](?:1[0-2]|[1-9]))"
_PART = re.compile(_SQ + r"([-x])" + _SQ + r"(?:=([a-z]))?", re.ASCII)
MOVE_FORMS = N_("e2-e4, d1xe3, f2-f3&e2-e3, a7-a8=H, O-O, O-O-O, choose d12, choose -, reveal or execute e2")


def step_text(src: int, dst: int, promo: int, capture: bool) -> str:
    text = f"{square_name(src)}{'x' if capture else '-'}{square_name(dst)}"
    return f"{text}={KIND_LETTERS[promo]}" if promo else text


def _promo(letter: str | None, text: str) -> int:
    if letter is None:
        return 0
    kind = KIND_LETTERS.find(letter.upper())
    if kind < 1:
        raise IllegalMove(
            _("{text}: {letter} is not a piece letter ({letters})").format(
                text=isolate(repr(text)), letter=repr(letter), letters=OFF_ORDER
            )
        )
    if kind in (PAWN, KING):
        never = (
            _("{text}: a pawn is never exchanged for a King")
            if kind == KING
            else _("{text}: a pawn is never exchanged for a Pawn")
        )
        raise IllegalMove(never.format(text=isolate(repr(text))))
    return kind


class MoveSyntax:
    """A move as written: the move value plus the capture marks the writer used."""

    __slots__ = ("captures", "move")

    def __init__(self, move: object, captures: tuple[bool, ...] = ()) -> None:
        self.move = move
        self.captures = captures


def capture_marked(text: str) -> bool:
    """Whether a one-step move's text marks a capture ('x'), without reading its squares again."""
    found = _PART.fullmatch("".join(str(text).split()).lower())
    return found is not None and found.group(2) == "x"


def parse_move_syntax(text: str) -> MoveSyntax:
    return _parse_move_syntax(str(text))


# A long game writes the same few thousand moves again and again: each text is read once.
@functools.lru_cache(maxsize=16_384)
def _parse_move_syntax(text: str) -> MoveSyntax:
    raw = " ".join(text.split())
    words = raw.lower()
    if words in ("o-o", "0-0"):
        return MoveSyntax(CASTLE_SHORT)
    if words in ("o-o-o", "0-0-0"):
        return MoveSyntax(CASTLE_LONG)
    if words == REVEAL:
        return MoveSyntax(REVEAL)
    verb, _space, rest = words.partition(" ")
    if verb in ("choose", "execute"):
        if verb == "choose" and rest == "-":
            return MoveSyntax(CHOOSE_NONE)
        sq = parse_square(rest)
        if sq is None:
            raise IllegalMove(
                _("{text}: {word} is not a square (a1 to l12)").format(
                    text=isolate(repr(raw)), word=isolate(repr(rest))
                )
            )
        return MoveSyntax(CHOOSES[sq] if verb == "choose" else EXECUTES[sq])
    parts = words.replace(" ", "").split("&")
    matches = [_PART.fullmatch(part) for part in parts]
    if len(parts) > 2 or not all(matches):
        raise IllegalMove(
            _("{text}: moves are written like {forms}").format(text=isolate(repr(raw)), forms=_(MOVE_FORMS))
        )
    fields = [m.groups() for m in matches if m]
    steps = [(parse_square(a), parse_square(b), _promo(p, raw)) for a, _mark, b, p in fields]
    captures = tuple(mark == "x" for _src, mark, _dst, _promo in fields)
    if len(steps) == 1:
        src, dst, promo = steps[0]
        assert src is not None and dst is not None
        move: object = STEPS[src][dst] if not promo else Step(src, dst, promo)
        return MoveSyntax(move, captures)
    if any(captures):
        raise IllegalMove(
            _("{text}: a Commander Pawn's move with a Pawn never captures; write both parts with '-'").format(
                text=isolate(repr(raw))
            )
        )
    (src, dst, promo), (psrc, pdst, ppromo) = steps
    assert src is not None and dst is not None and psrc is not None and pdst is not None
    return MoveSyntax(Joint(src, dst, psrc, pdst, promo, ppromo), captures)
