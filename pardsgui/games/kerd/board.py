"""How the Kerd board looks: 12×12 squares tinted by region, White at the bottom.

Cells are the squares, named like the notation ("e4"), one board unit each,
rank 12 at the top.  Each square's tone names its region and its checker
shade ("water-light", "land-dark", "air-light" ...); promotion squares carry
an outline mark ("promotion-white" red, "promotion-black" yellow in the
themes).  The region map is part of the position, so the geometry follows it.

Clicks: a move is clicked as (from, to).  Ordinary moves and promotions use
the piece's squares; a Commander's move with a Pawn uses the Commander's
squares (several moves share them, so the app offers a chooser); castling
uses the King's squares.  `choose` and `execute` name one square, and are
clicked as that square twice (from = to = the piece), so a from/to controller
finds them by clicking the piece and then the piece again.  `choose -` and
`reveal` have no square: (None, None), shown as buttons.

Secrets (the infiltrators): every word and mark here that both players may
see is worked out from what both may see (`redacted(None)`), never from the
choices themselves: `pieces` marks no infiltrator, `panels` says "hidden"
even after the piece has gone (decision 12) and "revealed" after a reveal
(public: '+'), `record_text` writes a choice as "choose ?" for anyone but its
chooser, and `covered_moves` offers the reveal whenever it could be legal as
far as the opponent knows (`rules.reveal_barred`), legal or not.  Only
`secret_words(position, seat)` speaks of one seat's own choice, for a peek
behind a cover.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache

from pardsgui.core.contract import Move
from pardsgui.core.geometry import (
    BoardView,
    Cell,
    Geometry,
    HandItem,
    Mark,
    PieceView,
    SeatPanel,
    piece_on,
    rectangle,
)
from pardsgui.games.kerd import words
from pardsgui.games.kerd.fields import FIELDS
from pardsgui.games.kerd.notation import REVEALED, UNCHOSEN, Board, parse_board, step_text
from pardsgui.games.kerd.rules import KerdPosition, eligible_squares
from pardsgui.games.kerd.tables import (
    CASTLE_LONG,
    CASTLE_SHORT,
    CASTLES,
    COLOURS,
    COMMANDER,
    FILES,
    KIND_NAMES,
    KING,
    PAWN,
    PROMOTION_SQUARES,
    REGION_NAMES,
    REVEAL,
    SIZE,
    SQUARES,
    Choose,
    Execute,
    Joint,
    Step,
    file_of,
    parse_square,
    rank_of,
    square_name,
)
from pardsgui.games.kerd.words import reveals_allowed
from pardsgui.i18n import N_, _, isolate, language

MARGIN = 0.6  # room for the coordinates
IMAGE_NAMES = ("", "tower", "jumper", "scout", "hussar", "bishop", "queen", "king", "commander", "pawn")
SEAT_IMAGES = ("white", "black")
OFF_KINDS = (1, 2, 3, 4, 5, 6, 8, 9)  # the off lists' order (T J S H B Q C P); a King never leaves
PLURALS = (
    "",
    "Towers",
    "Jumpers",
    "Scouts",
    "Hussars",
    "Bishops",
    "Queens",
    "Kings",
    "Commander Pawns",
    "Pawns",
)
HIDDEN_CHOICE = "choose ?"
LEGEND = (
    (
        "promotion-white",
        N_(
            "Red outline, rank 8: White's promotion squares — a White Pawn or Commander Pawn arriving there"
            " may be exchanged for a White piece that has left the board"
        ),
    ),
    (
        "promotion-black",
        N_("Yellow outline, rank 5: Black's promotion squares — the same for Black's pawns"),
    ),
    (
        "water-light",
        N_("Blue: water — a pawn's first move goes one square; a Jumper jumps a piece next to it"),
    ),
    ("land-light", N_("Green: land — a first move goes up to two squares; a Jumper jumps a piece two away")),
    (
        "air-light",
        N_(
            "White and grey: air — a first move goes up to three squares; a piece on water or land may not"
            " cross the air and come out again (the region rule)"
        ),
    ),
)


def image_of(value: int) -> str:
    """The picture of a piece value (kind for White, minus the kind for Black)."""
    return f"{SEAT_IMAGES[0 if value > 0 else 1]}-{IMAGE_NAMES[abs(value)]}"


def piece_name(value: int) -> str:
    """A piece value in the reader's words ("White Tower"): the board's tooltips, the editor's
    palette and its infiltrator choices, and a seat's peek at its infiltrator all say it so."""
    return _("{colour} {piece}").format(
        colour=_(COLOURS[0 if value > 0 else 1]), piece=_(KIND_NAMES[abs(value)])
    )


def piece_views(board: Board) -> list[PieceView]:
    """The pieces of a board as the scene draws them (also for the editor's impossible boards)."""
    views = []
    for sq, value in enumerate(board):
        if value:
            seat = 0 if value > 0 else 1
            name = piece_on(piece_name(value), square_name(sq))
            if abs(value) in (PAWN, COMMANDER) and sq in PROMOTION_SQUARES[seat]:
                # Hovered by someone wondering why it did not promote, or how it still could.
                name = _("{piece}, a promotion square: a pawn is exchanged only as it arrives there").format(
                    piece=name
                )
            views.append(PieceView(square_name(sq), image_of(value), seat, 1, name))
    return views


def _origin(sq: int) -> tuple[float, float]:
    return MARGIN + file_of(sq), MARGIN + (SIZE - 1 - rank_of(sq))


@cache
def _geometry(regions: str) -> Geometry:
    cells = []
    for sq in range(SQUARES):
        x, y = _origin(sq)
        shade = "dark" if (file_of(sq) + rank_of(sq)) % 2 == 0 else "light"
        cells.append(
            Cell(
                id=square_name(sq),
                polygon=rectangle(x, y, 1.0, 1.0),
                center=(x + 0.5, y + 0.5),
                tone=f"{REGION_NAMES[regions[sq]]}-{shade}",
                label=square_name(sq),
            )
        )
    marks = []
    for seat, squares in enumerate(PROMOTION_SQUARES):
        for sq in sorted(squares):
            x, y = _origin(sq)
            inset = 0.06
            marks.append(
                Mark(
                    "outline",
                    (x + 0.5, y + 0.5),
                    size=0.06,
                    tone=f"promotion-{SEAT_IMAGES[seat]}",
                    polygon=rectangle(x + inset, y + inset, 1 - 2 * inset, 1 - 2 * inset),
                )
            )
    for file in range(SIZE):
        x = MARGIN + file + 0.5
        marks.append(Mark("coord", (x, MARGIN + SIZE + 0.3), size=0.3, tone="coord", text=FILES[file]))
    for rank in range(SIZE):
        y = MARGIN + (SIZE - 1 - rank) + 0.5
        marks.append(Mark("coord", (MARGIN / 2, y), size=0.3, tone="coord", text=str(rank + 1)))
    side = 2 * MARGIN + SIZE
    return Geometry(width=side, height=side, cells=tuple(cells), marks=tuple(marks))


@cache
def _notes(regions: str, _language: str) -> dict[str, str]:
    """Each square's words, made once per board and language."""
    notes = {}
    for sq in range(SQUARES):
        words = [_(REGION_NAMES[regions[sq]])]
        words += [
            _("{colour}'s promotion square").format(colour=_(COLOURS[seat]))
            for seat in (0, 1)
            if sq in PROMOTION_SQUARES[seat]
        ]
        notes[square_name(sq)] = ", ".join(words)
    return notes


class KerdBoard(BoardView[KerdPosition]):
    def geometry(self, position: KerdPosition) -> Geometry:
        return _geometry(position.regions)

    def cell_notes(self, position: KerdPosition) -> Mapping[str, str]:
        """Each square's region (its tint) and the promotion squares (their outlines)."""
        return _notes(position.regions, language())

    def pieces(self, position: KerdPosition) -> Sequence[PieceView]:
        return piece_views(position.board)

    def move_cells(self, position: KerdPosition, move: Move) -> tuple[str | None, str | None]:
        if isinstance(move, (Step, Joint)):  # a joint move is clicked as its Commander Pawn's
            return square_name(move.src), square_name(move.dst)
        if move in (CASTLE_SHORT, CASTLE_LONG):
            castle = CASTLES[position.side][move == CASTLE_LONG]
            return square_name(castle.king_from), square_name(castle.king_to)
        if isinstance(move, Execute):  # an action on the selected piece, never a mere click
            return square_name(move.square), square_name(move.square)
        if isinstance(move, Choose) and move.square >= 0:
            # One click on the piece chooses it. The window never marks a secret move as the
            # last move (BoardView.secret), so giving its square here reveals nothing.
            return None, square_name(move.square)
        return None, None  # reveal, choose -

    def seat_names(self, position: KerdPosition) -> tuple[str, ...]:
        return tuple(_(colour) for colour in COLOURS)

    # -- the panels ------------------------------------------------------------------------

    def prompt(self, position: KerdPosition) -> str:
        if position.outcome is not None:
            return self.result(position)
        return words.prompt(position)

    def why_ended(self, position: KerdPosition) -> str:
        return words.why_ended(position)

    def panels(self, position: KerdPosition) -> Sequence[SeatPanel]:
        panels = []
        for seat in (0, 1):
            counts = position.off[seat]
            items = tuple(
                HandItem(
                    image_of(kind if seat == 0 else -kind),
                    counts[kind],
                    (KIND_NAMES if counts[kind] == 1 else PLURALS)[kind] + " off the board",
                )
                for kind in OFF_KINDS
                if counts[kind]
            )
            notes = [self._infiltrator_note(position, seat)]
            if position.outcome is None and position.side == seat and position.in_check:
                notes.append(_("In check"))
            king = image_of(KING if seat == 0 else -KING)
            panels.append(SeatPanel(seat, _(COLOURS[seat]), king, items, "", tuple(notes)))
        return panels

    @staticmethod
    def _infiltrator_note(position: KerdPosition, seat: int) -> str:
        """The infiltrator's status as both players may know it (never its square, nor whether it is gone)."""
        if position.infiltrators[seat] == UNCHOSEN:
            return _("Infiltrator: not chosen yet")
        if position.infiltrators[seat] == REVEALED:
            return _("Infiltrator: revealed (a player reveals only once)")
        if not eligible_squares(position.board, seat):
            # Nothing it could be is left on the board: everybody can tell that much.
            return _("Infiltrator: none on the board any more")
        # "Hidden" rather than "chosen": a study position may have none ('-'), which looks the
        # same to the other seat as one chosen and since gone.
        if reveals_allowed(position):
            return _("Infiltrator: hidden (reveals allowed: a check has happened)")
        return _("Infiltrator: hidden (reveals only after a check)")

    def move_label(self, position: KerdPosition, move: Move) -> str:
        board = position.board
        if isinstance(move, Step):
            src, dst, promo = move
            text = step_text(src, dst, promo, board[dst] != 0)
            if promo:
                return _("Promote to {kind} ({move})").format(kind=_(KIND_NAMES[promo]), move=text)
            kind = abs(board[src])
            pool = position.off[position.side]
            if kind in (PAWN, COMMANDER) and dst in PROMOTION_SQUARES[position.side] and any(pool[1:9]):
                return _("Keep the {kind} ({move})").format(kind=_(KIND_NAMES[kind]), move=text)
            return text
        if isinstance(move, Joint):
            src, dst, psrc, pdst, promo, ppromo = move
            text = isolate(f"{step_text(src, dst, promo, False)}&{step_text(psrc, pdst, ppromo, False)}")
            pawn = square_name(psrc)
            if promo and ppromo:
                return _("With the Pawn on {square}, promote to {kind} and {other} ({move})").format(
                    square=pawn, kind=_(KIND_NAMES[promo]), other=_(KIND_NAMES[ppromo]), move=text
                )
            if promo:
                return _("With the Pawn on {square}, the Commander Pawn promotes to {kind} ({move})").format(
                    square=pawn, kind=_(KIND_NAMES[promo]), move=text
                )
            if ppromo:
                return _("With the Pawn on {square}, the Pawn promotes to {kind} ({move})").format(
                    square=pawn, kind=_(KIND_NAMES[ppromo]), move=text
                )
            return _("With the Pawn on {square} ({move})").format(square=pawn, move=text)
        if move == CASTLE_SHORT:
            return _("Castle short")
        if move == CASTLE_LONG:
            return _("Castle long")
        if move == REVEAL:
            return _("Reveal the infiltrator")
        if isinstance(move, Execute):
            return _("Execute the {kind} on {square}").format(
                kind=_(KIND_NAMES[abs(board[move.square])]), square=square_name(move.square)
            )
        if isinstance(move, Choose):
            if move.square < 0:
                return _("Choose no infiltrator (no piece can be one)")
            name = KIND_NAMES[abs(board[move.square])]
            return _("Choose the {kind} on {square} as infiltrator").format(
                kind=_(name), square=square_name(move.square)
            )
        return position.move_text(move)

    # -- secrets ---------------------------------------------------------------------------

    def secret(self, position: KerdPosition) -> bool:
        """The choice phase: each seat's choice is made behind a cover."""
        return isinstance(position, KerdPosition) and position.choosing and position.outcome is None

    def record_text(self, position: KerdPosition, move: Move, viewer: int | None) -> str:
        """A choice reads "choose ?" to anyone but its chooser; everything else is public."""
        if isinstance(move, Choose) and viewer != position.current:
            return HIDDEN_CHOICE
        return position.move_text(move)

    def secret_moves(self, position: KerdPosition) -> tuple[Move, ...]:
        """Moves whose mere availability is secret, to offer only behind a cover.

        A reveal is legal only while the mover's infiltrator is on the board, so a public
        "Reveal" button would tell the other seat whether it is gone (an execution or a
        capture would then show whether it hit the infiltrator).
        """
        return tuple(move for move in position.legal_moves() if move == REVEAL)

    def covered_moves(self, position: KerdPosition) -> tuple[Move, ...]:
        """The reveal, offered behind a cover whenever it could be legal as far as the opponent knows."""
        return (REVEAL,) if words.reveal_possible(position) else ()

    def secret_words(self, position: KerdPosition, seat: int) -> str:
        """What `seat` may be told about its own infiltrator, behind a cover (a peek).

        Worked out from `redacted(seat)` alone, so it cannot say more than the seat may know.
        """
        (board_field, _side), fields = FIELDS.split(position.redacted(seat))
        board = parse_board(board_field)
        mine = fields.get("infiltrators", "-,-").split(",")[seat]
        colour = _(COLOURS[seat])
        if mine == "*":
            return _("{colour}, you have not chosen your infiltrator yet.").format(colour=colour)
        if mine == "+":
            return _(
                "{colour}, you have revealed your infiltrator already: a player reveals only once."
            ).format(colour=colour)
        sq = parse_square(mine)
        if sq is None:
            return _(
                "{colour}, you have no infiltrator on the board: it has left the board (captured,"
                " executed or promoted away), or there was none to choose. There is nothing to reveal."
            ).format(colour=colour)
        said = _("{colour}, your infiltrator is the {piece} on {square}.").format(
            colour=colour, piece=piece_name(board[sq]), square=square_name(sq)
        )
        if not reveals_allowed(position):
            more = _("You may reveal it on your turn once a check has happened.")
        elif position.side == seat and position.in_check and not position.reveal_keeps_king_safe(sq):
            more = _("You are in check, and revealing it would not answer the check.")
        else:
            more = _("A check has happened: on your turn you may reveal it instead of moving.")
        return f"{said} {more}"

    # -- explaining the game ---------------------------------------------------------------

    def describe(self, position: KerdPosition, move: Move, viewer: int | None) -> str:
        return words.describe(position, move, viewer)

    def why_not(self, position: KerdPosition, selected: str | None, cell: str) -> str:
        return words.why_not(position, selected, cell)

    def move_reason(self, position: KerdPosition, move: Move) -> str:
        return words.move_reason(position, move)

    def confirm(self, position: KerdPosition, move: Move) -> str:
        return words.confirm(position, move)

    def glossary(self) -> Mapping[str, str]:
        return words.glossary()

    def legend(self, position: KerdPosition) -> Sequence[tuple[str, str]]:
        return LEGEND
