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

GLOSSARY: Mapping[str, str] = {
    "sticks": "Two long four-sided dice showing 1, 3, 4 or 6.",
    "roll": "Throw the two sticks; each may move a pawn, or one pawn moves their sum.",
    "cut": "A pawn landing alone on a lone enemy pawn sends it off the board; it must come back in first.",
    "re-enter": "A cut pawn comes back into its own belly, on the square the die shows.",
    "belly": "Your colour's middle column, safe from cuts: your pawns leave through it and come home"
    " through it.",
    "Home": "The centre: a pawn gets there with the exact count, and only after its colour has cut a pawn.",
    "pawn-pair": "Two pawns of one colour on one square; on a doublet they may move together.",
    "doublet": "Both sticks showing the same number.",
    "partners": "Red with Yellow, Green with Black: they never share a square, and win together in a"
    " partnership game.",
    "pass": "Allowed only when no die can be used.",
}
PLACE_WORDS = ("first", "second", "third", "last")


def name(colour: int, index: int) -> str:
    """The place of a colour's pawn in a sentence: as the board names it, "cut" off the board, "Home"."""
    return {OFF: "cut", HOME: "Home"}.get(index) or names.name(colour, index)


def dice_words(dice: tuple[int, ...]) -> str:
    return " and ".join(map(str, dice)) if len(dice) > 1 else (f"the {dice[0]}" if dice else "")


def record_text(position: PagadePosition, move: Move) -> str:
    """The move as the move list shows it: the notation, and × when it cuts ('3:34-37×')."""
    text = position.move_text(move)
    return text + CUT_MARK if type(move) is Go and cut_colours(position, move) else text


def move_label(position: PagadePosition, move: Move) -> str:
    if move == PASS:
        return "Pass"
    if type(move) is Roll:
        return f"Roll {move.first} and {move.second}"
    assert type(move) is Go
    colour, dice = position.colour, dice_text(move)
    victims = cut_colours(position, move)
    cutting = f", cutting {_pawns_of(victims)}" if victims else ""
    if move.src == OFF:
        return f"{dice}: re-enter on {name(colour, move.dst)}{cutting}"
    what = "the pair" if move.kind == PAIR else "pawn"
    return f"{dice}: {what} on {name(colour, move.src)} to {name(colour, move.dst)}{cutting}"


def _pawns_of(victims: list[int]) -> str:
    """The pawns a move cuts, in words: "Green's pawn", "Green's two pawns"."""
    return f"{COLOURS[victims[0]]}'s {'pawn' if len(victims) == 1 else 'two pawns'}"


def describe(position: PagadePosition, move: Move) -> str:
    colour = COLOURS[position.colour]
    if type(move) is Roll:
        return f"{colour} threw the sticks: {move.first} and {move.second}"
    if move == PASS:
        return f"{colour} could not use {dice_words(position.dice)} and passed"
    assert type(move) is Go
    kind, first, second, src, dst, c = move
    by = (f"with the {first}", f"with the sum {first}+{second}", f"on the doublet {first}")[kind]
    if src == OFF:
        words = f"{colour} re-entered a cut pawn on {name(c, dst)} {by}"
    elif dst == HOME:
        who = "pawn-pair" if kind == PAIR else "pawn"
        words = f"{colour}'s {who} went from {name(c, src)} Home {by}"
    else:
        who = "pawn-pair" if kind == PAIR else "pawn"
        words = f"{colour}'s {who} went from {name(c, src)} to {name(c, dst)} {by}"
    victims = cut_colours(position, move)
    if victims:
        words += f" and cut {_pawns_of(victims)}"
    return words


def move_reason(position: PagadePosition, move: Move) -> str:
    if type(move) is not Go:
        return ""
    kind, first, second, src, dst, _colour = move
    how = (f"the {first}", f"the sum {first}+{second}", f"the pair on the doublet {first}")[kind]
    if src == OFF:
        return f"re-enters with {how}"
    if dst == HOME:
        return f"reaches Home with {how}"
    victims = cut_colours(position, move)
    return f"{how}, cutting {_pawns_of(victims)}" if victims else how


def prompt(position: PagadePosition) -> str:
    """What the colour to move does now; "" once the game is over (the verdict says the rest)."""
    if position.outcome is not None:
        return ""
    colour = COLOURS[position.colour]
    if position.is_chance:
        return f"{colour}: roll the sticks"
    dice = dice_words(position.dice)
    if position.legal_moves() == (PASS,):
        return f"{colour} cannot use {dice}: pass"
    if position.pawns[position.colour][0] == OFF:
        return f"{colour}: re-enter your cut pawns with {dice} — they come back first"
    if len(position.dice) == 2:
        return f"{colour}: play {dice} — a pawn for each die, or one pawn by the sum"
    return f"{colour}: play {dice}"


def why_ended(position: PagadePosition) -> str:
    """How the game ended, after the verdict named who won: whose pawns came Home, how far the rest got."""
    if position.outcome is None:
        return ""
    finished = position.finished

    def home(colours: list[int]) -> str:
        count = sum(position.pawns[c].count(HOME) for c in colours)
        return f"{count} {'pawn' if count == 1 else 'pawns'} Home" if count else "no pawn Home"

    if position.seats == "4":
        first, second, third = (COLOURS[c] for c in finished)
        (last,) = (c for c in range(4) if c not in finished)
        return (
            f"{first} brought its four pawns Home first, then {second}, then {third};"
            f" {COLOURS[last]} had {home([last])}"
        )
    side = finished[-1] % 2  # the game ends as the winning side's second colour comes Home
    winners = " and ".join(COLOURS[c] for c in finished if c % 2 == side)
    losers = [side ^ 1, (side ^ 1) + 2]
    others = f"{COLOURS[losers[0]]} and {COLOURS[losers[1]]}"
    return f"{winners} brought all eight pawns Home; {others} had {home(losers)}"


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
        return "The game is over"
    if position.is_chance:
        return f"{COLOURS[position.colour]} throws the sticks first"
    if selected is None:
        return _why_no_start(position, cell)
    colour, mine = position.colour, position.pawns[position.colour]
    sources = [i for i in cell_index(position, selected) if i in mine]
    targets = cell_index(position, cell)
    if not sources:
        return ""
    if not targets:
        return f"A {COLOURS[colour]} pawn never goes there: that is not on its way round the board"
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
        return f"{COLOURS[colour]} has not cut a pawn yet: its pawns go round again instead of home"
    if wanted:
        return f"That is {wanted[0]} on: no die or sum of {dice_words(dice)} makes it"
    return f"{COLOURS[colour]}'s pawns go forward only"


def _why_no_start(position: PagadePosition, cell: str) -> str:
    colour, mine = position.colour, position.pawns[position.colour]
    name_ = COLOURS[colour]
    here = [i for i in cell_index(position, cell) if i in mine]
    if not here:
        for other in range(4):
            if other == colour:
                continue
            letter = LETTERS[other]
            if cell in (f"home-{letter}", f"off-{letter}") or (cell[:1] == letter and cell[1:2].isdigit()):
                return f"That belongs to {COLOURS[other]}: {name_} is to move"
        if cell.startswith("s") and cell[1:].isdigit():
            number = int(cell[1:])
            for other in range(4):
                for index in position.pawns[other]:
                    if SQUARE[other][index] != BELLY and red_number(SQUARE[other][index]) == number:
                        return f"That is {COLOURS[other]}'s pawn: {name_} is to move"
            return f"Square {number} is empty"
        if cell.startswith("off-"):
            return f"{name_} has no cut pawn to re-enter"
        return f"No {name_} pawn is there"
    src = here[0]
    if src == HOME:
        return "A pawn at Home moves no more"
    reasons = []
    has_cut = bool(position.cut >> colour & 1)
    for die in sorted(set(position.dice)):
        reached = target(src, die, has_cut)
        if reached < 0:
            reasons.append(f"with the {die}, Home needs the exact count")
            continue
        why = illegal_reason(position, Go(SINGLE, die, 0, src, reached, colour))
        if why:
            reasons.append(f"with the {die}, {why}")
    what = "A cut pawn" if src == OFF else "This pawn"
    return f"{what} cannot move: " + "; ".join(reasons) if reasons else ""
