"""Kerd in plain words for a newcomer: turn texts, moves, refusals, results, terms.

Secrets: every word here may be shown on the shared screen, so none of it
may depend on an unrevealed infiltrator. A refused click is explained from
the board alone (no step's legality depends on the choices), a capture or an
execution never says whether it hit an infiltrator, and a choice or a reveal
names its piece only to the seat that made it.
"""

from __future__ import annotations

from collections.abc import Mapping

from pardsgui.core.geometry import sentence
from pardsgui.games.kerd.explain import first_move_limit
from pardsgui.games.kerd.rules import NOT_INFILTRATORS, KerdPosition
from pardsgui.games.kerd.tables import (
    BISHOP,
    CASTLE_LONG,
    CASTLE_SHORT,
    CASTLES,
    CHOOSE_NONE,
    COLOURS,
    COMMANDER,
    HUSSAR,
    JUMPER,
    KIND_NAMES,
    KING,
    PAWN,
    PAWN_CAPTURE_SQUARES,
    PROMOTION_SQUARES,
    REGION_NAMES,
    REVEAL,
    Choose,
    Execute,
    Joint,
    Step,
    file_of,
    parse_square,
    rank_of,
    square_name,
)

PAWN_KINDS = (PAWN, COMMANDER)
# The kinds that may be infiltrators, in the order a person meets them on the board.
CHOOSABLE = (PAWN, COMMANDER, JUMPER, HUSSAR, BISHOP)

GLOSSARY: Mapping[str, str] = {
    "infiltrator": "An enemy piece each player secretly chooses before the first move (never the King,"
    " Queen, a Tower or a Scout); revealed later, it changes colour and joins its chooser.",
    "reveal": "Once a check has happened, a player may spend a turn to reveal their infiltrator, if it is"
    " still on the board: it becomes theirs where it stands.",
    "execute": "Instead of moving, a player may remove one of their own pieces (not the King), for instance"
    " one they suspect is the opponent's infiltrator; nobody is told whether it was.",
    "check": "The King is attacked; the player must answer it (an execution never does).",
    "checkmate": "In check with no move that answers it: the game is lost.",
    "stalemate": "No legal move while not in check: a draw.",
    "promotion": "A Pawn or Commander Pawn arriving on its promotion square (outlined) may be exchanged"
    " for one of its side's pieces that has left the board; optional.",
    "region rule": "A piece standing on water or land may not make a move whose path enters the air and"
    " leaves it again; Towers, Scouts and the Queen ignore it, and so does a piece standing in the air.",
    "water": "Blue squares: a pawn's first move goes one square; a Jumper jumps over a piece next to it.",
    "land": "Green squares: a pawn's first move goes up to two squares; a Jumper jumps over a piece"
    " two squares away.",
    "air": "White and grey squares: a pawn's first move goes up to three squares; a Jumper jumps over"
    " a piece three squares away.",
    "castling": "King and Tower unmoved, the way clear and safe: the King goes to c1 or j1 (c12 or j12)"
    " and the Tower jumps beside it.",
    "recapture": "When the opponent takes a Pawn next to a Commander Pawn, that Commander Pawn may take"
    " the capturer on its very next move, from any direction.",
    "King": "One square in any direction; checkmate it to win.",
    "Queen": "Any distance along ranks, files and diagonals, ignoring the regions.",
    "Tower": "Any distance along ranks and files, ignoring the regions.",
    "Bishop": "Any distance along diagonals, bound by the region rule.",
    "Scout": "Any distance along diagonals, ignoring the regions.",
    "Hussar": "Leaps like a knight, or exactly three squares along a rank or file (not over an enemy piece).",
    "Jumper": "Steps one square (captures only forward) or jumps over one piece to the square behind it.",
    "Commander Pawn": "A Pawn that can take a Pawn beside it along, and can recapture.",
    "Pawn": "One square forward, more on its first move; captures one square diagonally forward.",
}


def kind_at(position: KerdPosition, sq: int) -> int:
    return abs(position.board[sq])


def owner_at(position: KerdPosition, sq: int) -> int:
    return 0 if position.board[sq] > 0 else 1


def piece_words(position: KerdPosition, sq: int) -> str:
    """'White's Bishop'."""
    return f"{COLOURS[owner_at(position, sq)]}'s {KIND_NAMES[kind_at(position, sq)]}"


def listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def choosable_kinds(position: KerdPosition) -> list[int]:
    """The kinds of the enemy's pieces on the board that the chooser may pick."""
    enemy = -1 if position.side == 0 else 1
    present = {v * enemy for v in position.board if v * enemy > 0}
    return [kind for kind in CHOOSABLE if kind in present]


def promotion_pool(position: KerdPosition) -> list[int]:
    """The kinds the mover could bring back on a promotion square (anything off the board but a Pawn)."""
    counts = position.off[position.side]
    return [kind for kind in range(1, 9) if counts[kind]]


def nothing_to_exchange(position: KerdPosition) -> str:
    """Why a pawn of the mover arriving on a promotion square now stays a pawn (its pool is empty)."""
    colour = COLOURS[position.side]
    if position.off[position.side][PAWN]:
        return f"only {colour} Pawns have left the board, and a pawn is never exchanged for a Pawn"
    return f"no {colour} piece has left the board to exchange it for"


def reveals_allowed(position: KerdPosition) -> bool:
    """Public: a reveal is allowed once a check has happened (or while the mover is in check)."""
    return position.checked or position.in_check


def reveal_possible(position: KerdPosition) -> bool:
    """Whether a reveal by the side to move could be legal, as far as its opponent can know."""
    return position.outcome is None and not position.choosing and not position.reveal_barred()


# -- the turn ------------------------------------------------------------------------------------


def why_ended(position: KerdPosition) -> str:
    """Why the game ended, after the verdict that names the winner ("White wins. Checkmate: …")."""
    outcome = position.outcome
    if outcome is None:
        return ""
    colour = COLOURS[position.side]
    if outcome[0] == outcome[1]:
        return f"stalemate: {colour} cannot move and is not in check"
    king = square_name(position.kings[position.side])
    return f"checkmate: {colour}'s King on {king} is attacked and cannot escape"


def prompt(position: KerdPosition) -> str:
    """What to do now (the board view says how the game ended instead, with the verdict)."""
    colour, enemy = COLOURS[position.side], COLOURS[1 - position.side]
    if position.choosing:
        if tuple(position.legal_moves()) == (CHOOSE_NONE,):
            return f"{colour}: none of {enemy}'s pieces can be an infiltrator — choose none"
        kinds = listing([KIND_NAMES[kind] for kind in choosable_kinds(position)])
        return (
            f"{colour}: click the {enemy} piece to be your secret infiltrator — a {kinds} (never the King,"
            " Queen, a Tower or a Scout). After a check you may reveal it to make it yours"
        )
    if position.in_check:
        words = f"{colour} is in check: move the King, block the check or take the attacker"
    else:
        words = f"{colour}: move a piece — click it, then one of its tinted squares"
    if reveal_possible(position):
        # Said whether or not the infiltrator is still on the board: that is the secret.
        words += f". {colour} may reveal the infiltrator, if it is still on the board"
    return words


# -- moves ----------------------------------------------------------------------------------------


def describe(position: KerdPosition, move: object, viewer: int | None) -> str:
    colour, enemy = COLOURS[position.side], COLOURS[1 - position.side]
    if isinstance(move, Choose):
        if viewer != position.side:
            return f"{colour} chose an infiltrator in secret"
        if move.square < 0:
            return f"{colour} chose no infiltrator: none of {enemy}'s pieces can be one"
        chosen = f"{piece_words(position, move.square)} on {square_name(move.square)}"
        return f"{colour} chose {chosen} as infiltrator"
    if move == REVEAL:
        sq = position.infiltrators[position.side]
        if viewer != position.side or sq < 0:
            turned = f"one of {enemy}'s pieces"
        else:
            turned = f"{piece_words(position, sq)} on {square_name(sq)}"
        words = f"{colour} revealed the infiltrator: {turned} changed colour and is now {colour}'s"
    elif isinstance(move, Execute):
        name = KIND_NAMES[kind_at(position, move.square)]
        words = (
            f"{colour} executed its own {name} on {square_name(move.square)}: a player may remove one of"
            f" their pieces instead of moving, perhaps one they suspect is {enemy}'s infiltrator;"
            " nobody is told whether it was"
        )
    elif move in (CASTLE_SHORT, CASTLE_LONG):
        castle = CASTLES[position.side][move == CASTLE_LONG]
        way = "long" if move == CASTLE_LONG else "short"
        words = (
            f"{colour} castled {way}: the King went from {square_name(castle.king_from)} to"
            f" {square_name(castle.king_to)}, the Tower from {square_name(castle.tower_from)} to"
            f" {square_name(castle.tower_to)}"
        )
    elif isinstance(move, Joint):
        steps = abs(rank_of(move.dst) - rank_of(move.src))
        words = (
            f"{colour}'s Commander Pawn on {square_name(move.src)} and Pawn on {square_name(move.psrc)}"
            f" advanced together {steps} square{'s' if steps > 1 else ''}, to {square_name(move.dst)}"
            f" and {square_name(move.pdst)}"
        )
        for dst, kind, promo in ((move.dst, COMMANDER, move.promo), (move.pdst, PAWN, move.ppromo)):
            words += _arrival(position, dst, kind, promo)
    elif isinstance(move, Step):
        words = _step_words(position, move)
    else:
        return position.move_text(move)
    after = position.play(move)  # what a public move leads to is public: the board shows it
    if after.outcome is not None:  # the verdict, and who won, are said by the game-over box
        return f"{words}. {sentence(why_ended(after))}"
    if after.in_check:
        return f"{words}; {enemy} is in check"
    return words


def _step_words(position: KerdPosition, move: Step) -> str:
    src, dst, promo = move
    mover = piece_words(position, src)
    kind = kind_at(position, src)
    if position.board[dst]:
        recaptured = kind == COMMANDER and dst == position.recapture
        verb = "recaptured" if recaptured else "captured"
        words = f"{mover} on {square_name(src)} {verb} {piece_words(position, dst)} on {square_name(dst)}"
    else:
        words = f"{mover} went from {square_name(src)} to {square_name(dst)}"
        over = _jumped(position, src, dst) if kind == JUMPER else -1
        if over >= 0:
            words += f", jumping over the {KIND_NAMES[kind_at(position, over)]} on {square_name(over)}"
    return words + _arrival(position, dst, kind, promo)


def _jumped(position: KerdPosition, src: int, dst: int) -> int:
    """The square a Jumper's move from `src` to `dst` jumps over, or -1 for a step."""
    df, dr = file_of(dst) - file_of(src), rank_of(dst) - rank_of(src)
    distance = max(abs(df), abs(dr))
    if distance < 2:
        return -1
    fx, fy = (df > 0) - (df < 0), (dr > 0) - (dr < 0)
    return src + (distance - 1) * (fy * 12 + fx)


def _arrival(position: KerdPosition, dst: int, kind: int, promo: int) -> str:
    """What arriving on `dst` did to a pawn: its promotion, or why it stays as it is."""
    if kind not in PAWN_KINDS or dst not in PROMOTION_SQUARES[position.side]:
        return ""
    if promo:
        return f" and was exchanged for a {KIND_NAMES[promo]} that had left the board"
    if not promotion_pool(position):
        return f", a promotion square, and stays a {KIND_NAMES[kind]}: {nothing_to_exchange(position)}"
    return f", a promotion square, and stays a {KIND_NAMES[kind]} (promotion is optional)"


def move_reason(position: KerdPosition, move: object) -> str:
    if isinstance(move, Choose):
        return "your secret choice"
    if move == REVEAL:
        return "reveal: allowed once a check has happened"
    if isinstance(move, Execute):
        return "execution: remove your own piece instead of moving"
    if move in (CASTLE_SHORT, CASTLE_LONG):
        return f"castling {'long' if move == CASTLE_LONG else 'short'}"
    if isinstance(move, Joint):
        steps = abs(rank_of(move.dst) - rank_of(move.src))
        return f"with the Pawn on {square_name(move.psrc)}: both {steps} forward"
    if not isinstance(move, Step):
        return ""
    src, dst, promo = move
    kind = kind_at(position, src)
    capture = bool(position.board[dst])
    if kind in PAWN_KINDS:
        words = _pawn_reason(position, src, dst, capture)
        if dst in PROMOTION_SQUARES[position.side]:
            if promo:
                words += f", promotion to {KIND_NAMES[promo]}"
            elif position.off[position.side][PAWN] and not promotion_pool(position):
                words += ", promotion square: only Pawns off the board, nothing to exchange for"
            elif not promotion_pool(position):
                words += ", promotion square: nothing off the board to exchange for"
        return words
    if kind == JUMPER and not capture:
        over = _jumped(position, src, dst)
        return f"jump over {square_name(over)}" if over >= 0 else "one step"
    if kind == HUSSAR:
        straight = file_of(src) == file_of(dst) or rank_of(src) == rank_of(dst)
        leap = "three-square leap" if straight else "knight's leap"
        return f"{leap}, capture" if capture else leap
    if kind == JUMPER:
        return "capture, one square forward"
    if kind == KING:
        return "one square, capture" if capture else "one square"
    line = (
        "along a file"
        if file_of(src) == file_of(dst)
        else "along a rank"
        if rank_of(src) == rank_of(dst)
        else "along a diagonal"
    )
    return f"capture {line}" if capture else line


def _pawn_reason(position: KerdPosition, src: int, dst: int, capture: bool) -> str:
    if capture:
        if dst in PAWN_CAPTURE_SQUARES[position.side][src]:
            return "capture, diagonally forward"
        return "recapture: it took a Pawn beside this Commander Pawn"
    steps = abs(rank_of(dst) - rank_of(src))
    if steps == 1:
        return "one square forward"
    region = REGION_NAMES[position.regions[src]]
    return f"first move: up to {first_move_limit(position, src)} from {region}"


def confirm(position: KerdPosition, move: object) -> str:
    if not isinstance(move, Execute):
        return ""
    name = KIND_NAMES[kind_at(position, move.square)]
    enemy = COLOURS[1 - position.side]
    return (
        f"Remove your own {name} on {square_name(move.square)}? An execution takes one of your pieces off"
        f" the board for good and uses your whole turn. It is how you get rid of a piece you suspect is"
        f" {enemy}'s infiltrator; nobody is told whether it was."
    )


# -- refusals ---------------------------------------------------------------------------------------


def why_not(position: KerdPosition, selected: str | None, cell: str) -> str:
    """Why a click on `cell` makes no move; from the board alone, never from the secret choices."""
    if position.outcome is not None:
        return "The game is over"
    sq = parse_square(cell)
    if sq is None:
        return ""
    if position.choosing:
        return _why_not_chosen(position, sq)
    colour = COLOURS[position.side]
    if selected is not None and (source := parse_square(selected)) is not None:
        return _why_not_to(position, source, sq)
    value = position.board[sq] * (1 if position.side == 0 else -1)
    if value == 0:
        return f"{cell} is empty"
    if value < 0:
        return f"That is {piece_words(position, sq)}: {colour} is to move"
    if _moves_from(position, sq):
        return ""
    name = KIND_NAMES[value]
    if value == KING:
        return (
            f"The King has no safe square: each square next to it holds a {colour} piece"
            " or would leave it attacked"
        )
    if position.in_check:
        return (
            f"{colour} is in check and this {name} cannot answer it (capture the attacker or block it);"
            " an execution never answers a check"
        )
    return f"This {name} shields the {colour} King: moving it or removing it would leave the King attacked"


def _moves_from(position: KerdPosition, sq: int) -> bool:
    """True if any legal move starts on `sq` (as clicked: a step, a joint move, castling, an execution)."""
    for move in position.legal_moves():
        if isinstance(move, (Step, Joint)) and move.src == sq:
            return True
        if isinstance(move, Execute) and move.square == sq:
            return True
        if move in (CASTLE_SHORT, CASTLE_LONG) and sq == position.kings[position.side]:
            return True
    return False


def _why_not_chosen(position: KerdPosition, sq: int) -> str:
    enemy = COLOURS[1 - position.side]
    if tuple(position.legal_moves()) == (CHOOSE_NONE,):
        return f"None of {enemy}'s pieces can be an infiltrator: choose none with the button"
    value = position.board[sq] * (1 if position.side == 0 else -1)
    if value == 0:
        return f"{square_name(sq)} is empty: click one of {enemy}'s pieces"
    if value > 0:
        return f"That is your own {KIND_NAMES[value]}: choose one of {enemy}'s pieces"
    if -value in NOT_INFILTRATORS:
        return (
            f"The King, Queen, Towers and Scouts cannot be infiltrators: choose another of {enemy}'s pieces"
        )
    return ""


def _why_not_to(position: KerdPosition, source: int, target: int) -> str:
    """Why the selected piece on `source` cannot go to `target`, in the engine's words."""
    for move in position.legal_moves():
        if isinstance(move, (Step, Joint)) and (move.src, move.dst) == (source, target):
            return ""
    if source == position.kings[position.side]:
        for long in (False, True):
            castle = CASTLES[position.side][long]
            if (castle.king_from, castle.king_to) == (source, target):
                way = CASTLE_LONG if long else CASTLE_SHORT
                return "" if way in position.legal_moves() else sentence(position.illegal_reason(way))
    return sentence(position.illegal_reason(Step(source, target, 0)))
