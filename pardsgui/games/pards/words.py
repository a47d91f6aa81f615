"""Pards in plain words for a newcomer: turn texts, moves, refusals, results, terms.

Every reason comes from the engine (rules.py): which group's pattern or which
grid's die takes a piece somewhere is looked up in the same tables the move
generator uses, and a refused click is explained by `illegal_reason`, the
words `parse_move` gives for a typed move.
"""

from __future__ import annotations

from collections.abc import Mapping

from pardsgui.core.geometry import sentence
from pardsgui.games.pards.patterns import pattern_targets
from pardsgui.games.pards.rules import (
    COLOURS,
    DIE,
    EMPTY,
    KEEP,
    PASS,
    PLACE,
    ROLL_CORNERS,
    SIDE_LETTERS,
    SUIT_NAMES,
    UNROLLED,
    VICAR,
    VICAR_PHASE,
    DieChange,
    PardsPosition,
    Place,
    Roll,
    Step,
    all_tables,
    colour_groups,
    grid_squares,
    grid_targets,
    group_size,
)
from pardsgui.games.pards.squares import (
    BIT,
    BLACK_HOME,
    HANDS,
    RANK_LETTERS,
    SQUARE_NAMES,
    SQUARE_OF,
    rank_of,
    squares_of,
)

GLOSSARY: Mapping[str, str] = {
    "group": "Pieces of one colour that touch, side by side or at a corner; a piece alone is a group of one.",
    "pattern": "A path through a group visiting each of its pieces once, read as steps: any piece of"
    " either side may walk it (turned or mirrored too), onto empty squares only.",
    "cluster": "A group that no path fits through: it gives no pattern (its pieces can still sack).",
    "grid": "An outlined 3×3 area: a piece inside may move exactly the grid's die, drawn beside it,"
    " in a straight line over empty squares.",
    "die": "A grid's number, 1 to 6, drawn beside the grid; after some sacks the sacker may change one by 1.",
    "dice": "Before the first move each player rolls two different dice: the lower goes to the grid"
    " at their left corner, the higher to their right.",
    "sack": "A piece in a group of n moves exactly n squares in a clear straight line onto a weaker enemy"
    " piece (or an equal one in a smaller group); the victim comes back next turn, and the sacker"
    " must move the Vicar.",
    "Vicar": "The neutral piece: White wins when it reaches rank g, Black when it reaches rank a;"
    " only the player who has just sacked moves it.",
    "river": "Rank d, between White's side (ranks a–c) and Black's side (ranks e–g).",
    "home rank": "Rank a is White's, rank g Black's: the Vicar on the opponent's home rank wins.",
    "pass": "Allowed only when no move is possible; two passes in a row are a draw.",
    "Caesar": "The strongest suit (C); each side has one.",
    "Emperor": "The second suit (E); each side has two.",
    "Pharaoh": "The third suit (P); each side has three.",
    "Shah": "The weakest suit (S); each side has four.",
}


def colour_of(letter: str) -> int:
    return 0 if letter.isupper() else 1


def piece_words(letter: str) -> str:
    """'White's Shah', or 'the Vicar'."""
    if letter == VICAR:
        return "the Vicar"
    return f"{COLOURS[colour_of(letter)]}'s {SUIT_NAMES[letter.upper()]}"


def group_names(group: int) -> str:
    """A group's squares as the board names them, e.g. 'b4 b5 c6'."""
    names = [SQUARE_NAMES[q] for q in squares_of(group)]
    return " ".join(names) if len(names) <= 5 else f"{' '.join(names[:4])} and {len(names) - 4} more"


def grid_of(position: PardsPosition, square: int) -> tuple[int, int] | None:
    """The grid (corner, die) a square lies in, if any."""
    for corner, die in position.grids:
        if grid_squares(corner) & BIT[square]:
            return corner, die
    return None


def pattern_giver(position: PardsPosition, src: int, dst: int) -> tuple[int, int] | None:
    """A usable group (colour, mask) whose pattern takes the piece on `src` to `dst` now."""
    occupied = position.occupied()
    for colour, mask in enumerate(position.masks):
        found = colour_groups(mask)
        for group, table in zip(found.groups, found.group_tables, strict=True):
            if table is not None and pattern_targets((table,), src, occupied) & BIT[dst]:
                return colour, group
    return None


def grid_takes(position: PardsPosition, src: int, dst: int) -> int:
    """The die of src's grid when that die takes the piece to `dst` now; 0 otherwise."""
    die = position.die_at().get(src, 0)
    return die if die and grid_targets(src, die, position.occupied()) & BIT[dst] else 0


def pattern_words(position: PardsPosition, src: int, dst: int) -> str:
    """'the pattern of White's group b4 b5 c6' when a pattern takes the piece on `src` to `dst`, else ''."""
    giver = pattern_giver(position, src, dst)
    if giver is None:
        return ""
    colour, group = giver
    return f"the pattern of {COLOURS[colour]}'s group {group_names(group)}"


def grid_words(position: PardsPosition, src: int, dst: int) -> str:
    """'the die of grid a1 (4)' when that grid's die takes the piece on `src` to `dst`, else ''."""
    die = grid_takes(position, src, dst)
    grid = grid_of(position, src)
    return f"the die of grid {SQUARE_NAMES[grid[0]]} ({die})" if die and grid is not None else ""


def own_group_size(position: PardsPosition, square: int) -> int:
    letter = position.cells[square]
    mask = position.masks[colour_of(letter)]
    return group_size(colour_groups(mask).groups, square)


# -- the turn ---------------------------------------------------------------------------------


def winner(position: PardsPosition) -> int | None:
    """The seat that won (the Vicar on the other's home rank); None during the game or for a draw."""
    outcome = position.outcome
    if outcome is None or outcome == (0.5, 0.5):
        return None
    return 0 if rank_of(position.cells.find(VICAR)) == BLACK_HOME else 1


def why_ended(position: PardsPosition) -> str:
    """Why the game ended, to follow the verdict ("White wins. The Vicar reached rank g, …")."""
    outcome = position.outcome
    if outcome is None:
        return ""
    won = winner(position)
    if won is None:
        return "two passes in a row: neither White nor Black could move"
    rank = RANK_LETTERS[rank_of(position.cells.find(VICAR))]
    return f"the Vicar reached rank {rank}, {COLOURS[1 - won]}'s home rank"


def prompt(position: PardsPosition) -> str:
    """What the player to move does now (the view puts the verdict first once the game is over)."""
    if position.is_chance:
        return roll_prompt(position)
    colour, enemy = COLOURS[position.side], COLOURS[1 - position.side]
    moves = position.legal_moves()
    steps = [m for m in moves if isinstance(m, Step) and not m.sack]
    if position.phase == VICAR_PHASE:
        return f"{colour}: after your sack, move the Vicar {' or '.join(ways(position, steps))}"
    if position.phase == DIE:
        return (
            f"{colour}: the Vicar crossed into {enemy}'s side — raise or lower one grid's die by 1,"
            " or keep the dice"
        )
    if position.phase == PLACE:
        suit, back = SUIT_NAMES[position.place.upper()], SQUARE_NAMES[position.vicar_from]
        return f"{colour}: put the sacked {suit} back on {back}, where the Vicar stood"
    if moves == (PASS,):
        return f"{colour}: no move is possible — pass"
    found = ways(position, steps)
    options = [f"move a piece {' or '.join(found)}"] if found else []
    if any(isinstance(m, Step) and m.sack for m in moves):
        options.append(f"sack one of {enemy}'s pieces")
    return f"{colour}: {', or '.join(options)}"


def ways(position: PardsPosition, steps: list[Step]) -> list[str]:
    """How these steps go, in the prompt's words: along a pattern, by the grid's die, or both."""
    found = []
    if any(pattern_giver(position, m.src, m.dst) for m in steps):
        found.append("along a pattern")
    if any(grid_takes(position, m.src, m.dst) for m in steps):
        found.append("by its grid's die")
    return found


def roll_prompt(position: PardsPosition) -> str:
    seat = position.roller()
    colour = COLOURS[seat]
    present = dict(position.grids)
    low, high = ROLL_CORNERS[seat]
    if present.get(low) == UNROLLED and present.get(high) == UNROLLED:
        pair = f"{SQUARE_NAMES[low]} (lower) and {SQUARE_NAMES[high]} (higher)"
        return f"{colour}: roll the dice for your grids {pair}"
    # A player who kept one starting grid still rolls two dice (docs/rules/pards.md).
    corner, which = (low, "lower") if present.get(low) == UNROLLED else (high, "higher")
    return f"{colour}: roll the dice for your grid {SQUARE_NAMES[corner]} (it takes the {which})"


# -- moves --------------------------------------------------------------------------------------


def move_reason(position: PardsPosition, move: object) -> str:
    if isinstance(move, Step):
        if move.sack:
            size = own_group_size(position, move.src)
            return f"sack of {size}: a group of {size} goes exactly {size} squares"
        ways = [pattern_words(position, move.src, move.dst).removeprefix("the ")]
        die, grid = grid_takes(position, move.src, move.dst), grid_of(position, move.src)
        if die and grid is not None:
            ways.append(f"grid {SQUARE_NAMES[grid[0]]}'s die: {die} square{'s' if die > 1 else ''}")
        return " or ".join(way for way in ways if way)
    if isinstance(move, Place):
        return f"the sacked {SUIT_NAMES[move.letter.upper()]} goes back where the Vicar stood"
    if isinstance(move, DieChange):
        return f"the Vicar entered {COLOURS[1 - position.side]}'s side: one die may change by 1"
    if move == KEEP:
        return "changing a die is optional"
    if move == PASS:
        return "no other move is possible"
    return ""


def describe(position: PardsPosition, move: object) -> str:
    colour, enemy = COLOURS[position.side], COLOURS[1 - position.side]
    if isinstance(move, Roll):
        return roll_words(position, move)
    if isinstance(move, Step):
        src, dst = SQUARE_NAMES[move.src], SQUARE_NAMES[move.dst]
        mover = position.cells[move.src]
        if move.sack:
            victim = SUIT_NAMES[position.cells[move.dst].upper()]
            return (
                f"{piece_words(mover)} on {src} sacked {enemy}'s {victim} on {dst};"
                f" {colour} must now move the Vicar"
            )
        pattern = pattern_words(position, move.src, move.dst)
        grid = grid_words(position, move.src, move.dst)
        how = f" along {pattern}" if pattern else f" with {grid}" if grid else ""
        if mover != VICAR:
            return f"{piece_words(mover)} went from {src} to {dst}{how}"
        words = f"{colour} moved the Vicar from {src} to {dst}{how}"
        after = position.play(move)  # what the move led to is public: the board shows it
        won = winner(after)
        if won is not None:
            return f"{words}, onto {COLOURS[1 - won]}'s home rank: {COLOURS[won]} wins"
        if after.phase == DIE:
            return f"{words}, into {enemy}'s side: {colour} may change one grid's die by 1"
        return words
    if isinstance(move, DieChange):
        die = dict(position.grids)[move.grid]
        verb = "raised" if move.delta > 0 else "lowered"
        return f"{colour} {verb} the die of grid {SQUARE_NAMES[move.grid]} from {die} to {die + move.delta}"
    if move == KEEP:
        return f"{colour} kept the dice as they were"
    if isinstance(move, Place):
        suit = SUIT_NAMES[move.letter.upper()]
        return f"{colour} put the sacked {suit} back on {SQUARE_NAMES[move.square]}"
    if move == PASS:
        ended = " — the second pass in a row: a draw" if position.passes >= 1 else ""
        return f"{colour} could not move and passed{ended}"
    return position.move_text(move)


def roll_words(position: PardsPosition, roll: Roll) -> str:
    seat = SIDE_LETTERS.index(roll.side)
    present = dict(position.grids)
    gets = [
        f"grid {SQUARE_NAMES[corner]} gets {value}"
        for corner, value in zip(ROLL_CORNERS[seat], (roll.low, roll.high), strict=True)
        if present.get(corner) == UNROLLED
    ]
    return f"{COLOURS[seat]} rolled {roll.low} and {roll.high}" + (f": {', '.join(gets)}" if gets else "")


# -- refusals -------------------------------------------------------------------------------------


def why_not(position: PardsPosition, selected: str | None, cell: str) -> str:
    """Why a click on `cell` (with the piece on `selected` picked up, or none) makes no move."""
    if position.outcome is not None:
        return "The game is over"
    if position.is_chance:
        return f"It is the dice's turn: {COLOURS[position.roller()]} rolls first"
    colour = COLOURS[position.side]
    if position.phase == DIE:
        return (
            f"No piece moves now: {colour} may change one grid's die by 1 with the buttons, or keep the dice"
        )
    if position.phase == PLACE:
        suit, back = SUIT_NAMES[position.place.upper()], SQUARE_NAMES[position.vicar_from]
        if selected == HANDS[position.side]:
            return f"The sacked {suit} goes back only on {back}, the square the Vicar left"
        return f"This turn {colour} must put the sacked {suit} back: click {back} (or drag it there)"
    if cell in HANDS:
        if position.place and HANDS[colour_of(position.place)] == cell:
            owner = COLOURS[colour_of(position.place)]
            suit = SUIT_NAMES[position.place.upper()]
            return f"The sacked {suit} waits in this tray until {owner} puts it back, on {owner}'s next turn"
        return "A tray holds a sacked piece only until it is put back; nothing waits there now"
    target = SQUARE_OF[cell]
    if position.phase == VICAR_PHASE:
        vicar = position.cells.find(VICAR)
        if selected == SQUARE_NAMES[vicar]:
            return refusal(position, Step(vicar, target, False))
        return f"After the sack {colour} must move the Vicar, on {SQUARE_NAMES[vicar]}"
    if selected is not None and selected not in HANDS:
        source = SQUARE_OF[selected]
        letter = position.cells[target]
        sack = letter not in (EMPTY, VICAR) and colour_of(letter) != position.side
        return refusal(position, Step(source, target, sack))
    return why_no_move_from(position, target)


def refusal(position: PardsPosition, step: Step) -> str:
    """The engine's reason against a step, as a sentence; '' for a legal one (nothing to explain)."""
    return "" if step in position.legal_moves() else sentence(position.illegal_reason(step))


def why_no_move_from(position: PardsPosition, square: int) -> str:
    """Why no move of the player to move starts on `square` (an ordinary turn)."""
    name = SQUARE_NAMES[square]
    letter = position.cells[square]
    colour = COLOURS[position.side]
    if letter == EMPTY:
        return f"{name} is empty"
    if letter == VICAR:
        return "The Vicar moves only after a sack, by the player who sacked"
    if colour_of(letter) != position.side:
        return f"That is {piece_words(letter)}: {colour} is to move"
    if any(isinstance(m, Step) and m.src == square for m in position.legal_moves()):
        return ""  # it can move: nothing to explain
    suit = SUIT_NAMES[letter.upper()]
    if all_tables(*position.masks):
        pattern = f"no pattern leads from {name} over empty squares"
    else:
        pattern = "no group on the board gives a pattern"
    die = position.die_at().get(square)
    grid = f"its grid's die ({die}) is blocked in every direction" if die else f"{name} is in no grid"
    size = own_group_size(position, square)
    if size < 2:
        sack = "a lone piece cannot sack"
    else:
        sack = (
            f"no {COLOURS[1 - position.side]} piece it may sack stands {size} squares away over a clear line"
        )
    return f"This {suit} cannot move: {pattern}, {grid}, and {sack}"


def glossary() -> Mapping[str, str]:
    return GLOSSARY
