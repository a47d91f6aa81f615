"""Pagade in plain words for a newcomer: turn texts, moves, refusals, results, terms.

Everything a person reads names the squares as the board prints them, as the
notation does (names.py): the common track's numbers (8–75), a belly's squares
`R1` … `R7` and their homeward lanes `R1h` …, a lap done `8h`; in sentences
Home is "Home" and a pawn off the board "cut".
"""

from __future__ import annotations

from collections.abc import Mapping

from pardsgui.core.contract import Move
from pardsgui.core.geometry import sentence
from pardsgui.games.pagade import names
from pardsgui.games.pagade.route import BELLY, COLOURS, HOME, LETTERS, OFF, red_number, target
from pardsgui.games.pagade.rules import (
    COMBINED,
    CUT_MARK,
    PAIR,
    PASS,
    SINGLE,
    SQUARE,
    Go,
    PagadePosition,
    Roll,
    cut_colours,
    dice_text,
    illegal_reason,
)
from pardsgui.i18n import N_, _, and_list, ngettext

GLOSSARY: Mapping[str, str] = {
    N_("sticks"): N_("Two long four-sided dice showing 1, 3, 4 or 6."),
    N_("roll"): N_("Throw the two sticks; each may move a pawn, or one pawn moves their sum."),
    N_("cut"): N_(
        "A pawn landing alone on a lone enemy pawn sends it off the board; it must come back in first."
    ),
    N_("re-enter"): N_("A cut pawn comes back into its own belly, on the square the die shows."),
    N_("belly"): N_(
        "Your colour's middle column, safe from cuts: your pawns leave through it and come home through it."
    ),
    N_("Home"): N_(
        "The centre: a pawn gets there with the exact count, and only after its colour has cut a pawn."
    ),
    N_("pawn-pair"): N_("Two pawns of one colour on one square; on a doublet they may move together."),
    N_("doublet"): N_("Both sticks showing the same number."),
    N_("partners"): N_(
        "Red with Yellow, Green with Black: they never share a square, and win together in a"
        " partnership game."
    ),
    N_("pass"): N_("Allowed only when no die can be used."),
}
PLACE_WORDS = (N_("first"), N_("second"), N_("third"), N_("last"))


def glossary() -> dict[str, str]:
    """The glossary in the reader's language (its terms are the words the prompts use)."""
    return {_(term): _(definition) for term, definition in GLOSSARY.items()}


def name(colour: int, index: int) -> str:
    """The place of a colour's pawn in a sentence: as the board names it, "cut" off the board, "Home"."""
    return {OFF: _("cut"), HOME: _("Home")}.get(index) or names.name(colour, index)


def dice_words(dice: tuple[int, ...]) -> str:
    if len(dice) > 1:
        return and_list([str(die) for die in dice])
    return _("the {die}").format(die=dice[0]) if dice else ""


def record_text(position: PagadePosition, move: Move) -> str:
    """The move as the move list shows it: the notation, and × when it cuts ('3:34-37×')."""
    text = position.move_text(move)
    return text + CUT_MARK if type(move) is Go and cut_colours(position, move) else text


def move_label(position: PagadePosition, move: Move) -> str:
    if move == PASS:
        return _("Pass")
    if type(move) is Roll:
        return _("Roll {first} and {second}").format(first=move.first, second=move.second)
    assert type(move) is Go
    colour, dice = position.colour, dice_text(move)
    victims = cut_colours(position, move)
    cutting = _(", cutting {pawns}").format(pawns=_pawns_of(victims)) if victims else ""
    if move.src == OFF:
        return _("{dice}: re-enter on {target}{cutting}").format(
            dice=dice, target=name(colour, move.dst), cutting=cutting
        )
    what = (
        _("{dice}: the pair on {source} to {target}{cutting}")
        if move.kind == PAIR
        else _("{dice}: pawn on {source} to {target}{cutting}")
    )
    return what.format(
        dice=dice, source=name(colour, move.src), target=name(colour, move.dst), cutting=cutting
    )


def _pawns_of(victims: list[int]) -> str:
    """The pawns a move cuts, in words: "Green's pawn", "Green's two pawns"."""
    words = _("{colour}'s pawn") if len(victims) == 1 else _("{colour}'s two pawns")
    return words.format(colour=_(COLOURS[victims[0]]))


def describe(position: PagadePosition, move: Move) -> str:
    colour = _(COLOURS[position.colour])
    if type(move) is Roll:
        return _("{colour} threw the sticks: {first} and {second}").format(
            colour=colour, first=move.first, second=move.second
        )
    if move == PASS:
        return _("{colour} could not use {dice} and passed").format(
            colour=colour, dice=dice_words(position.dice)
        )
    assert type(move) is Go
    kind, first, second, src, dst, c = move
    by = (_("with the {first}"), _("with the sum {first}+{second}"), _("on the doublet {first}"))[
        kind
    ].format(first=first, second=second)
    if src == OFF:
        words = _("{colour} re-entered a cut pawn on {target} {by}")
    elif dst == HOME:
        words = (
            _("{colour}'s pawn-pair went from {source} Home {by}")
            if kind == PAIR
            else _("{colour}'s pawn went from {source} Home {by}")
        )
    else:
        words = (
            _("{colour}'s pawn-pair went from {source} to {target} {by}")
            if kind == PAIR
            else _("{colour}'s pawn went from {source} to {target} {by}")
        )
    words = words.format(colour=colour, source=name(c, src), target=name(c, dst), by=by)
    victims = cut_colours(position, move)
    if victims:
        words = _("{move} and cut {pawns}").format(move=words, pawns=_pawns_of(victims))
    return words


def move_reason(position: PagadePosition, move: Move) -> str:
    if type(move) is not Go:
        return ""
    kind, first, second, src, dst, _colour = move
    how = (_("the {first}"), _("the sum {first}+{second}"), _("the pair on the doublet {first}"))[
        kind
    ].format(first=first, second=second)
    if src == OFF:
        return _("re-enters with {how}").format(how=how)
    if dst == HOME:
        return _("reaches Home with {how}").format(how=how)
    victims = cut_colours(position, move)
    return _("{how}, cutting {pawns}").format(how=how, pawns=_pawns_of(victims)) if victims else how


def prompt(position: PagadePosition) -> str:
    """What the colour to move does now; "" once the game is over (the verdict says the rest)."""
    if position.outcome is not None:
        return ""
    colour = _(COLOURS[position.colour])
    if position.is_chance:
        return _("{colour}: roll the sticks").format(colour=colour)
    dice = dice_words(position.dice)
    if position.legal_moves() == (PASS,):
        return _("{colour} cannot use {dice}: pass").format(colour=colour, dice=dice)
    if position.pawns[position.colour][0] == OFF:
        words = _("{colour}: re-enter your cut pawns with {dice} — they come back first")
    elif len(position.dice) == 2:
        words = _("{colour}: play {dice} — a pawn for each die, or one pawn by the sum")
    else:
        words = _("{colour}: play {dice}")
    return words.format(colour=colour, dice=dice)


def why_ended(position: PagadePosition) -> str:
    """How the game ended, after the verdict named who won: whose pawns came Home, how far the rest got."""
    if position.outcome is None:
        return ""
    finished = position.finished

    def home(colours: list[int]) -> str:
        count = sum(position.pawns[c].count(HOME) for c in colours)
        if not count:
            return _("no pawn Home")
        return ngettext("{count} pawn Home", "{count} pawns Home", count).format(count=count)

    if position.seats == "4":
        first, second, third = (_(COLOURS[c]) for c in finished)
        (last,) = (c for c in range(4) if c not in finished)
        return _(
            "{first} brought its four pawns Home first, then {second}, then {third}; {last} had {home}"
        ).format(first=first, second=second, third=third, last=_(COLOURS[last]), home=home([last]))
    side = finished[-1] % 2  # the game ends as the winning side's second colour comes Home
    winners = and_list([_(COLOURS[c]) for c in finished if c % 2 == side])
    losers = [side ^ 1, (side ^ 1) + 2]
    others = and_list([_(COLOURS[losers[0]]), _(COLOURS[losers[1]])])
    return _("{winners} brought all eight pawns Home; {others} had {home}").format(
        winners=winners, others=others, home=home(losers)
    )


def cell_index(position: PagadePosition, cell: str) -> list[int]:
    """The route indices the colour to move would have on `cell` (none: not on its route)."""
    colour = position.colour
    letter = LETTERS[colour]
    if cell == f"home-{letter}":
        return [HOME]
    if cell == f"off-{letter}":
        return [OFF]
    if cell[:1] == letter and cell[1:2].isdigit():
        k = int(cell[1])
        return [HOME - k] if cell.endswith("h") else [k]
    if cell.startswith("s") and cell[1:].isdigit():
        number = int(cell[1:])
        return [
            i
            for i in range(1, HOME)
            if SQUARE[colour][i] != BELLY and red_number(SQUARE[colour][i]) == number
        ]
    return []


def why_not(position: PagadePosition, selected: str | None, cell: str) -> str:
    if position.outcome is not None:
        return _("The game is over")
    if position.is_chance:
        return _("{colour} throws the sticks first").format(colour=_(COLOURS[position.colour]))
    if selected is None:
        return _why_no_start(position, cell)
    colour, mine = position.colour, position.pawns[position.colour]
    sources = [i for i in cell_index(position, selected) if i in mine]
    targets = cell_index(position, cell)
    if not sources:
        return ""
    if not targets:
        return _("A {colour} pawn never goes there: that is not on its way round the board").format(
            colour=_(COLOURS[colour])
        )
    has_cut = bool(position.cut >> colour & 1)
    dice = position.dice
    counts = {die: (SINGLE, die, 0) for die in dice}
    if len(dice) == 2:
        counts.setdefault(dice[0] + dice[1], (COMBINED, dice[0], dice[1]))
    for src in sources:
        for count, (kind, first, second) in counts.items():
            reached = target(src, count, has_cut)
            if reached in targets:
                reason = illegal_reason(position, Go(kind, first, second, src, reached, colour))
                if reason:
                    return sentence(reason)
    wanted = sorted({t - s for s in sources for t in targets if t > s})
    if not has_cut and any(t >= HOME - 7 for t in targets):
        return _("{colour} has not cut a pawn yet: its pawns go round again instead of home").format(
            colour=_(COLOURS[colour])
        )
    if wanted:
        return _("That is {count} on: no die or sum of {dice} makes it").format(
            count=wanted[0], dice=dice_words(dice)
        )
    return _("{colour}'s pawns go forward only").format(colour=_(COLOURS[colour]))


def _why_no_start(position: PagadePosition, cell: str) -> str:
    colour, mine = position.colour, position.pawns[position.colour]
    name_ = _(COLOURS[colour])
    here = [i for i in cell_index(position, cell) if i in mine]
    if not here:
        for other in range(4):
            if other == colour:
                continue
            letter = LETTERS[other]
            if cell in (f"home-{letter}", f"off-{letter}") or (cell[:1] == letter and cell[1:2].isdigit()):
                return _("That belongs to {other}: {colour} is to move").format(
                    other=_(COLOURS[other]), colour=name_
                )
        if cell.startswith("s") and cell[1:].isdigit():
            number = int(cell[1:])
            for other in range(4):
                for index in position.pawns[other]:
                    if SQUARE[other][index] != BELLY and red_number(SQUARE[other][index]) == number:
                        return _("That is {other}'s pawn: {colour} is to move").format(
                            other=_(COLOURS[other]), colour=name_
                        )
            return _("Square {number} is empty").format(number=number)
        if cell.startswith("off-"):
            return _("{colour} has no cut pawn to re-enter").format(colour=name_)
        return _("No {colour} pawn is there").format(colour=name_)
    src = here[0]
    if src == HOME:
        return _("A pawn at Home moves no more")
    reasons = []
    has_cut = bool(position.cut >> colour & 1)
    for die in sorted(set(position.dice)):
        reached = target(src, die, has_cut)
        if reached < 0:
            reasons.append(_("with the {die}, Home needs the exact count").format(die=die))
            continue
        why = illegal_reason(position, Go(SINGLE, die, 0, src, reached, colour))
        if why:
            reasons.append(_("with the {die}, {reason}").format(die=die, reason=why))
    what = _("A cut pawn cannot move: {reasons}") if src == OFF else _("This pawn cannot move: {reasons}")
    return what.format(reasons="; ".join(reasons)) if reasons else ""
