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
from pardsgui.i18n import N_, _, ngettext

PAWN_KINDS = (PAWN, COMMANDER)
# The kinds that may be infiltrators, in the order a person meets them on the board.
CHOOSABLE = (PAWN, COMMANDER, JUMPER, HUSSAR, BISHOP)

GLOSSARY: Mapping[str, str] = {
    N_("infiltrator"): N_(
        "An enemy piece each player secretly chooses before the first move (never the King,"
        " Queen, a Tower or a Scout); revealed later, it changes colour and joins its chooser."
    ),
    N_("reveal"): N_(
        "Once a check has happened, a player may spend a turn to reveal their infiltrator, if it is"
        " still on the board: it becomes theirs where it stands."
    ),
    N_("execute"): N_(
        "Instead of moving, a player may remove one of their own pieces (not the King), for instance"
        " one they suspect is the opponent's infiltrator; nobody is told whether it was."
    ),
    N_("check"): N_("The King is attacked; the player must answer it (an execution never does)."),
    N_("checkmate"): N_("In check with no move that answers it: the game is lost."),
    N_("stalemate"): N_("No legal move while not in check: a draw."),
    N_("promotion"): N_(
        "A Pawn or Commander Pawn arriving on its promotion square (outlined) may be exchanged"
        " for one of its side's pieces that has left the board; optional."
    ),
    N_("region rule"): N_(
        "A piece standing on water or land may not make a move whose path enters the air and"
        " leaves it again; Towers, Scouts and the Queen ignore it, and so does a piece standing in the air."
    ),
    N_("water"): N_(
        "Blue squares: a pawn's first move goes one square; a Jumper jumps over a piece next to it."
    ),
    N_("land"): N_(
        "Green squares: a pawn's first move goes up to two squares; a Jumper jumps over a piece"
        " two squares away."
    ),
    N_("air"): N_(
        "White and grey squares: a pawn's first move goes up to three squares; a Jumper jumps over"
        " a piece three squares away."
    ),
    N_("castling"): N_(
        "King and Tower unmoved, the way clear and safe: the King goes to c1 or j1 (c12 or j12)"
        " and the Tower jumps beside it."
    ),
    N_("recapture"): N_(
        "When the opponent takes a Pawn next to a Commander Pawn, that Commander Pawn may take"
        " the capturer on its very next move, from any direction."
    ),
    N_("King"): N_("One square in any direction; checkmate it to win."),
    N_("Queen"): N_("Any distance along ranks, files and diagonals, ignoring the regions."),
    N_("Tower"): N_("Any distance along ranks and files, ignoring the regions."),
    N_("Bishop"): N_("Any distance along diagonals, bound by the region rule."),
    N_("Scout"): N_("Any distance along diagonals, ignoring the regions."),
    N_("Hussar"): N_(
        "Leaps like a knight, or exactly three squares along a rank or file (not over an enemy piece)."
    ),
    N_("Jumper"): N_(
        "Steps one square (captures only forward) or jumps over one piece to the square behind it."
    ),
    N_("Commander Pawn"): N_("A Pawn that can take a Pawn beside it along, and can recapture."),
    N_("Pawn"): N_("One square forward, more on its first move; captures one square diagonally forward."),
}


def glossary() -> dict[str, str]:
    """The glossary in the reader's language (its terms are the words the prompts use)."""
    return {_(term): _(definition) for term, definition in GLOSSARY.items()}


def colour(seat: int) -> str:
    return _(COLOURS[seat])


def kind_name(kind: int) -> str:
    return _(KIND_NAMES[kind])


def kind_at(position: KerdPosition, sq: int) -> int:
    return abs(position.board[sq])


def owner_at(position: KerdPosition, sq: int) -> int:
    return 0 if position.board[sq] > 0 else 1


def piece_words(position: KerdPosition, sq: int) -> str:
    """'White's Bishop'."""
    return _("{colour}'s {kind}").format(
        colour=colour(owner_at(position, sq)), kind=kind_name(kind_at(position, sq))
    )


def listing(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    return _("{first} or {second}").format(first=", ".join(words[:-1]), second=words[-1])


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
    side = colour(position.side)
    if position.off[position.side][PAWN]:
        return _("only {colour} Pawns have left the board, and a pawn is never exchanged for a Pawn").format(
            colour=side
        )
    return _("no {colour} piece has left the board to exchange it for").format(colour=side)


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
    side = colour(position.side)
    if outcome[0] == outcome[1]:
        return _("stalemate: {colour} cannot move and is not in check").format(colour=side)
    king = square_name(position.kings[position.side])
    return _("checkmate: {colour}'s King on {square} is attacked and cannot escape").format(
        colour=side, square=king
    )


def prompt(position: KerdPosition) -> str:
    """What to do now (the board view says how the game ended instead, with the verdict)."""
    side, enemy = colour(position.side), colour(1 - position.side)
    if position.choosing:
        if tuple(position.legal_moves()) == (CHOOSE_NONE,):
            return _("{colour}: none of {enemy}'s pieces can be an infiltrator — choose none").format(
                colour=side, enemy=enemy
            )
        kinds = listing([kind_name(kind) for kind in choosable_kinds(position)])
        return _(
            "{colour}: click the {enemy} piece to be your secret infiltrator — a {kinds} (never the King,"
            " Queen, a Tower or a Scout). After a check you may reveal it to make it yours"
        ).format(colour=side, enemy=enemy, kinds=kinds)
    if position.in_check:
        words = _("{colour} is in check: move the King, block the check or take the attacker").format(
            colour=side
        )
    else:
        words = _("{colour}: move a piece — click it, then one of its tinted squares").format(colour=side)
    if reveal_possible(position):
        # Said whether or not the infiltrator is still on the board: that is the secret.
        words = _("{prompt}. {colour} may reveal the infiltrator, if it is still on the board").format(
            prompt=words, colour=side
        )
    return words


# -- moves ----------------------------------------------------------------------------------------


def describe(position: KerdPosition, move: object, viewer: int | None) -> str:
    side, enemy = colour(position.side), colour(1 - position.side)
    if isinstance(move, Choose):
        if viewer != position.side:
            return _("{colour} chose an infiltrator in secret").format(colour=side)
        if move.square < 0:
            return _("{colour} chose no infiltrator: none of {enemy}'s pieces can be one").format(
                colour=side, enemy=enemy
            )
        return _("{colour} chose {piece} on {square} as infiltrator").format(
            colour=side, piece=piece_words(position, move.square), square=square_name(move.square)
        )
    if move == REVEAL:
        sq = position.infiltrators[position.side]
        if viewer != position.side or sq < 0:
            turned = _("one of {enemy}'s pieces").format(enemy=enemy)
        else:
            turned = _("{piece} on {square}").format(piece=piece_words(position, sq), square=square_name(sq))
        words = _("{colour} revealed the infiltrator: {piece} changed colour and is now {colour}'s").format(
            colour=side, piece=turned
        )
    elif isinstance(move, Execute):
        words = _(
            "{colour} executed its own {kind} on {square}: a player may remove one of"
            " their pieces instead of moving, perhaps one they suspect is {enemy}'s infiltrator;"
            " nobody is told whether it was"
        ).format(
            colour=side,
            kind=kind_name(kind_at(position, move.square)),
            square=square_name(move.square),
            enemy=enemy,
        )
    elif move in (CASTLE_SHORT, CASTLE_LONG):
        castle = CASTLES[position.side][move == CASTLE_LONG]
        words = (
            _(
                "{colour} castled long: the King went from {king_from} to {king_to},"
                " the Tower from {tower_from} to {tower_to}"
            )
            if move == CASTLE_LONG
            else _(
                "{colour} castled short: the King went from {king_from} to {king_to},"
                " the Tower from {tower_from} to {tower_to}"
            )
        ).format(
            colour=side,
            king_from=square_name(castle.king_from),
            king_to=square_name(castle.king_to),
            tower_from=square_name(castle.tower_from),
            tower_to=square_name(castle.tower_to),
        )
    elif isinstance(move, Joint):
        steps = abs(rank_of(move.dst) - rank_of(move.src))
        words = ngettext(
            "{colour}'s Commander Pawn on {source} and Pawn on {pawn_source} advanced together"
            " {count} square, to {target} and {pawn_target}",
            "{colour}'s Commander Pawn on {source} and Pawn on {pawn_source} advanced together"
            " {count} squares, to {target} and {pawn_target}",
            steps,
        ).format(
            colour=side,
            source=square_name(move.src),
            pawn_source=square_name(move.psrc),
            count=steps,
            target=square_name(move.dst),
            pawn_target=square_name(move.pdst),
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
        return _("{move}; {enemy} is in check").format(move=words, enemy=enemy)
    return words


def _step_words(position: KerdPosition, move: Step) -> str:
    src, dst, promo = move
    mover = piece_words(position, src)
    kind = kind_at(position, src)
    if position.board[dst]:
        recaptured = kind == COMMANDER and dst == position.recapture
        words = (
            _("{piece} on {source} recaptured {victim} on {target}")
            if recaptured
            else _("{piece} on {source} captured {victim} on {target}")
        ).format(
            piece=mover, source=square_name(src), victim=piece_words(position, dst), target=square_name(dst)
        )
    else:
        words = _("{piece} went from {source} to {target}").format(
            piece=mover, source=square_name(src), target=square_name(dst)
        )
        over = _jumped(position, src, dst) if kind == JUMPER else -1
        if over >= 0:
            words = _("{move}, jumping over the {kind} on {square}").format(
                move=words, kind=kind_name(kind_at(position, over)), square=square_name(over)
            )
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
        return _(" and was exchanged for a {kind} that had left the board").format(kind=kind_name(promo))
    if not promotion_pool(position):
        return _(", a promotion square, and stays a {kind}: {why}").format(
            kind=kind_name(kind), why=nothing_to_exchange(position)
        )
    return _(", a promotion square, and stays a {kind} (promotion is optional)").format(kind=kind_name(kind))


def move_reason(position: KerdPosition, move: object) -> str:
    if isinstance(move, Choose):
        return _("your secret choice")
    if move == REVEAL:
        return _("reveal: allowed once a check has happened")
    if isinstance(move, Execute):
        return _("execution: remove your own piece instead of moving")
    if move in (CASTLE_SHORT, CASTLE_LONG):
        return _("castling long") if move == CASTLE_LONG else _("castling short")
    if isinstance(move, Joint):
        steps = abs(rank_of(move.dst) - rank_of(move.src))
        return _("with the Pawn on {square}: both {count} forward").format(
            square=square_name(move.psrc), count=steps
        )
    if not isinstance(move, Step):
        return ""
    src, dst, promo = move
    kind = kind_at(position, src)
    capture = bool(position.board[dst])
    if kind in PAWN_KINDS:
        words = _pawn_reason(position, src, dst, capture)
        if dst in PROMOTION_SQUARES[position.side]:
            if promo:
                words = _("{reason}, promotion to {kind}").format(reason=words, kind=kind_name(promo))
            elif position.off[position.side][PAWN] and not promotion_pool(position):
                words = _(
                    "{reason}, promotion square: only Pawns off the board, nothing to exchange for"
                ).format(reason=words)
            elif not promotion_pool(position):
                words = _("{reason}, promotion square: nothing off the board to exchange for").format(
                    reason=words
                )
        return words
    if kind == JUMPER and not capture:
        over = _jumped(position, src, dst)
        return _("jump over {square}").format(square=square_name(over)) if over >= 0 else _("one step")
    if kind == HUSSAR:
        straight = file_of(src) == file_of(dst) or rank_of(src) == rank_of(dst)
        if straight:
            return _("three-square leap, capture") if capture else _("three-square leap")
        return _("knight's leap, capture") if capture else _("knight's leap")
    if kind == JUMPER:
        return _("capture, one square forward")
    if kind == KING:
        return _("one square, capture") if capture else _("one square")
    if file_of(src) == file_of(dst):
        return _("capture along a file") if capture else _("along a file")
    if rank_of(src) == rank_of(dst):
        return _("capture along a rank") if capture else _("along a rank")
    return _("capture along a diagonal") if capture else _("along a diagonal")


def _pawn_reason(position: KerdPosition, src: int, dst: int, capture: bool) -> str:
    if capture:
        if dst in PAWN_CAPTURE_SQUARES[position.side][src]:
            return _("capture, diagonally forward")
        return _("recapture: it took a Pawn beside this Commander Pawn")
    steps = abs(rank_of(dst) - rank_of(src))
    if steps == 1:
        return _("one square forward")
    region = _(REGION_NAMES[position.regions[src]])
    return _("first move: up to {count} from {region}").format(
        count=first_move_limit(position, src), region=region
    )


def confirm(position: KerdPosition, move: object) -> str:
    if not isinstance(move, Execute):
        return ""
    return _(
        "Remove your own {kind} on {square}? An execution takes one of your pieces off"
        " the board for good and uses your whole turn. It is how you get rid of a piece you suspect is"
        " {enemy}'s infiltrator; nobody is told whether it was."
    ).format(
        kind=kind_name(kind_at(position, move.square)),
        square=square_name(move.square),
        enemy=colour(1 - position.side),
    )


# -- refusals ---------------------------------------------------------------------------------------


def why_not(position: KerdPosition, selected: str | None, cell: str) -> str:
    """Why a click on `cell` makes no move; from the board alone, never from the secret choices."""
    if position.outcome is not None:
        return _("The game is over")
    sq = parse_square(cell)
    if sq is None:
        return ""
    if position.choosing:
        return _why_not_chosen(position, sq)
    side = colour(position.side)
    if selected is not None and (source := parse_square(selected)) is not None:
        return _why_not_to(position, source, sq)
    value = position.board[sq] * (1 if position.side == 0 else -1)
    if value == 0:
        return _("{square} is empty").format(square=cell)
    if value < 0:
        return _("That is {piece}: {colour} is to move").format(piece=piece_words(position, sq), colour=side)
    if _moves_from(position, sq):
        return ""
    name = kind_name(value)
    if value == KING:
        return _(
            "The King has no safe square: each square next to it holds a {colour} piece"
            " or would leave it attacked"
        ).format(colour=side)
    if position.in_check:
        return _(
            "{colour} is in check and this {kind} cannot answer it (capture the attacker or block it);"
            " an execution never answers a check"
        ).format(colour=side, kind=name)
    return _(
        "This {kind} shields the {colour} King: moving it or removing it would leave the King attacked"
    ).format(kind=name, colour=side)


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
    enemy = colour(1 - position.side)
    if tuple(position.legal_moves()) == (CHOOSE_NONE,):
        return _("None of {enemy}'s pieces can be an infiltrator: choose none with the button").format(
            enemy=enemy
        )
    value = position.board[sq] * (1 if position.side == 0 else -1)
    if value == 0:
        return _("{square} is empty: click one of {enemy}'s pieces").format(
            square=square_name(sq), enemy=enemy
        )
    if value > 0:
        return _("That is your own {kind}: choose one of {enemy}'s pieces").format(
            kind=kind_name(value), enemy=enemy
        )
    if -value in NOT_INFILTRATORS:
        return _(
            "The King, Queen, Towers and Scouts cannot be infiltrators: choose another of {enemy}'s pieces"
        ).format(enemy=enemy)
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
