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
from pardsgui.i18n import N_, _, ngettext

GLOSSARY: Mapping[str, str] = {
    N_("group"): N_(
        "Pieces of one colour that touch, side by side or at a corner; a piece alone is a group of one."
    ),
    N_("pattern"): N_(
        "A path through a group visiting each of its pieces once, read as steps: any piece of"
        " either side may walk it (turned or mirrored too), onto empty squares only."
    ),
    N_("cluster"): N_("A group that no path fits through: it gives no pattern (its pieces can still sack)."),
    N_("grid"): N_(
        "An outlined 3×3 area: a piece inside may move exactly the grid's die, drawn beside it,"
        " in a straight line over empty squares."
    ),
    N_("die"): N_(
        "A grid's number, 1 to 6, drawn beside the grid; after some sacks the sacker may change one by 1."
    ),
    N_("dice"): N_(
        "Before the first move each player rolls two different dice: the lower goes to the grid"
        " at their left corner, the higher to their right."
    ),
    N_("sack"): N_(
        "A piece in a group of n moves exactly n squares in a clear straight line onto a weaker enemy"
        " piece (or an equal one in a smaller group); the victim comes back next turn, and the sacker"
        " must move the Vicar."
    ),
    N_("Vicar"): N_(
        "The neutral piece: White wins when it reaches rank g, Black when it reaches rank a;"
        " only the player who has just sacked moves it."
    ),
    N_("river"): N_("Rank d, between White's side (ranks a–c) and Black's side (ranks e–g)."),
    N_("home rank"): N_("Rank a is White's, rank g Black's: the Vicar on the opponent's home rank wins."),
    N_("pass"): N_("Allowed only when no move is possible; two passes in a row are a draw."),
    N_("Caesar"): N_("The strongest suit (C); each side has one."),
    N_("Emperor"): N_("The second suit (E); each side has two."),
    N_("Pharaoh"): N_("The third suit (P); each side has three."),
    N_("Shah"): N_("The weakest suit (S); each side has four."),
}


def colour(seat: int) -> str:
    return _(COLOURS[seat])


def suit(letter: str) -> str:
    return _(SUIT_NAMES[letter.upper()])


def either(ways: list[str]) -> str:
    """'along a pattern or by its grid's die', in the reader's language."""
    joined = ways[0] if ways else ""
    for way in ways[1:]:
        joined = _("{first} or {second}").format(first=joined, second=way)
    return joined


def colour_of(letter: str) -> int:
    return 0 if letter.isupper() else 1


def piece_words(letter: str) -> str:
    """'White's Shah', or 'the Vicar'."""
    if letter == VICAR:
        return _("the Vicar")
    return _("{colour}'s {suit}").format(colour=colour(colour_of(letter)), suit=suit(letter))


def group_names(group: int) -> str:
    """A group's squares as the board names them, e.g. 'b4 b5 c6'."""
    names = [SQUARE_NAMES[q] for q in squares_of(group)]
    if len(names) <= 5:
        return " ".join(names)
    return _("{squares} and {count} more").format(squares=" ".join(names[:4]), count=len(names) - 4)


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
    return _("the pattern of {colour}'s group {squares}").format(
        colour=_(COLOURS[colour]), squares=group_names(group)
    )


def grid_words(position: PardsPosition, src: int, dst: int) -> str:
    """'the die of grid a1 (4)' when that grid's die takes the piece on `src` to `dst`, else ''."""
    die = grid_takes(position, src, dst)
    grid = grid_of(position, src)
    if not die or grid is None:
        return ""
    return _("the die of grid {grid} ({die})").format(grid=SQUARE_NAMES[grid[0]], die=die)


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
        return _("two passes in a row: neither White nor Black could move")
    rank = RANK_LETTERS[rank_of(position.cells.find(VICAR))]
    return _("the Vicar reached rank {rank}, {colour}'s home rank").format(rank=rank, colour=colour(1 - won))


def prompt(position: PardsPosition) -> str:
    """What the player to move does now (the view puts the verdict first once the game is over)."""
    if position.is_chance:
        return roll_prompt(position)
    mover, enemy = colour(position.side), colour(1 - position.side)
    moves = position.legal_moves()
    steps = [m for m in moves if isinstance(m, Step) and not m.sack]
    if position.phase == VICAR_PHASE:
        return _("{colour}: after your sack, move the Vicar {ways}").format(
            colour=mover, ways=either(ways(position, steps))
        )
    if position.phase == DIE:
        return _(
            "{colour}: the Vicar crossed into {enemy}'s side — raise or lower one grid's die by 1,"
            " or keep the dice"
        ).format(colour=mover, enemy=enemy)
    if position.phase == PLACE:
        back = SQUARE_NAMES[position.vicar_from]
        return _("{colour}: put the sacked {suit} back on {square}, where the Vicar stood").format(
            colour=mover, suit=suit(position.place), square=back
        )
    if moves == (PASS,):
        return _("{colour}: no move is possible — pass").format(colour=mover)
    found = ways(position, steps)
    options = [_("move a piece {ways}").format(ways=either(found))] if found else []
    if any(isinstance(m, Step) and m.sack for m in moves):
        options.append(_("sack one of {enemy}'s pieces").format(enemy=enemy))
    joined = options[0] if options else ""
    for option in options[1:]:
        joined = _("{first}, or {second}").format(first=joined, second=option)
    return _("{colour}: {options}").format(colour=mover, options=joined)


def ways(position: PardsPosition, steps: list[Step]) -> list[str]:
    """How these steps go, in the prompt's words: along a pattern, by the grid's die, or both."""
    found = []
    if any(pattern_giver(position, m.src, m.dst) for m in steps):
        found.append(_("along a pattern"))
    if any(grid_takes(position, m.src, m.dst) for m in steps):
        found.append(_("by its grid's die"))
    return found


def roll_prompt(position: PardsPosition) -> str:
    seat = position.roller()
    mover = colour(seat)
    present = dict(position.grids)
    low, high = ROLL_CORNERS[seat]
    if present.get(low) == UNROLLED and present.get(high) == UNROLLED:
        return _("{colour}: roll the dice for your grids {low} (lower) and {high} (higher)").format(
            colour=mover, low=SQUARE_NAMES[low], high=SQUARE_NAMES[high]
        )
    # A player who kept one starting grid still rolls two dice (docs/rules/pards.md).
    if present.get(low) == UNROLLED:
        return _("{colour}: roll the dice for your grid {grid} (it takes the lower)").format(
            colour=mover, grid=SQUARE_NAMES[low]
        )
    return _("{colour}: roll the dice for your grid {grid} (it takes the higher)").format(
        colour=mover, grid=SQUARE_NAMES[high]
    )


# -- moves --------------------------------------------------------------------------------------


def move_reason(position: PardsPosition, move: object) -> str:
    if isinstance(move, Step):
        if move.sack:
            size = own_group_size(position, move.src)
            return _("sack of {size}: a group of {size} goes exactly {size} squares").format(size=size)
        giver = pattern_giver(position, move.src, move.dst)
        ways = []
        if giver is not None:
            ways.append(
                _("pattern of {colour}'s group {squares}").format(
                    colour=colour(giver[0]), squares=group_names(giver[1])
                )
            )
        die, grid = grid_takes(position, move.src, move.dst), grid_of(position, move.src)
        if die and grid is not None:
            ways.append(
                ngettext(
                    "grid {grid}'s die: {count} square", "grid {grid}'s die: {count} squares", die
                ).format(grid=SQUARE_NAMES[grid[0]], count=die)
            )
        return either(ways)
    if isinstance(move, Place):
        return _("the sacked {suit} goes back where the Vicar stood").format(suit=suit(move.letter))
    if isinstance(move, DieChange):
        return _("the Vicar entered {colour}'s side: one die may change by 1").format(
            colour=colour(1 - position.side)
        )
    if move == KEEP:
        return _("changing a die is optional")
    if move == PASS:
        return _("no other move is possible")
    return ""


def describe(position: PardsPosition, move: object) -> str:
    side, enemy = colour(position.side), colour(1 - position.side)
    if isinstance(move, Roll):
        return roll_words(position, move)
    if isinstance(move, Step):
        src, dst = SQUARE_NAMES[move.src], SQUARE_NAMES[move.dst]
        mover = position.cells[move.src]
        if move.sack:
            return _(
                "{piece} on {source} sacked {enemy}'s {victim} on {target}; {colour} must now move the Vicar"
            ).format(
                piece=piece_words(mover),
                source=src,
                enemy=enemy,
                victim=suit(position.cells[move.dst]),
                target=dst,
                colour=side,
            )
        pattern = pattern_words(position, move.src, move.dst)
        grid = grid_words(position, move.src, move.dst)
        how = (
            _(" along {pattern}").format(pattern=pattern)
            if pattern
            else _(" with {grid}").format(grid=grid)
            if grid
            else ""
        )
        if mover != VICAR:
            return _("{piece} went from {source} to {target}{how}").format(
                piece=piece_words(mover), source=src, target=dst, how=how
            )
        words = _("{colour} moved the Vicar from {source} to {target}{how}").format(
            colour=side, source=src, target=dst, how=how
        )
        after = position.play(move)  # what the move led to is public: the board shows it
        won = winner(after)
        if won is not None:
            return _("{move}, onto {loser}'s home rank: {winner} wins").format(
                move=words, loser=colour(1 - won), winner=colour(won)
            )
        if after.phase == DIE:
            return _("{move}, into {enemy}'s side: {colour} may change one grid's die by 1").format(
                move=words, enemy=enemy, colour=side
            )
        return words
    if isinstance(move, DieChange):
        die = dict(position.grids)[move.grid]
        words = (
            _("{colour} raised the die of grid {grid} from {old} to {new}")
            if move.delta > 0
            else _("{colour} lowered the die of grid {grid} from {old} to {new}")
        )
        return words.format(colour=side, grid=SQUARE_NAMES[move.grid], old=die, new=die + move.delta)
    if move == KEEP:
        return _("{colour} kept the dice as they were").format(colour=side)
    if isinstance(move, Place):
        return _("{colour} put the sacked {suit} back on {square}").format(
            colour=side, suit=suit(move.letter), square=SQUARE_NAMES[move.square]
        )
    if move == PASS:
        if position.passes >= 1:
            return _("{colour} could not move and passed — the second pass in a row: a draw").format(
                colour=side
            )
        return _("{colour} could not move and passed").format(colour=side)
    return position.move_text(move)


def roll_words(position: PardsPosition, roll: Roll) -> str:
    seat = SIDE_LETTERS.index(roll.side)
    present = dict(position.grids)
    gets = [
        _("grid {grid} gets {value}").format(grid=SQUARE_NAMES[corner], value=value)
        for corner, value in zip(ROLL_CORNERS[seat], (roll.low, roll.high), strict=True)
        if present.get(corner) == UNROLLED
    ]
    rolled = _("{colour} rolled {low} and {high}").format(colour=colour(seat), low=roll.low, high=roll.high)
    return rolled + (f": {', '.join(gets)}" if gets else "")


# -- refusals -------------------------------------------------------------------------------------


def why_not(position: PardsPosition, selected: str | None, cell: str) -> str:
    """Why a click on `cell` (with the piece on `selected` picked up, or none) makes no move."""
    if position.outcome is not None:
        return _("The game is over")
    if position.is_chance:
        return _("It is the dice's turn: {colour} rolls first").format(colour=colour(position.roller()))
    side = colour(position.side)
    if position.phase == DIE:
        return _(
            "No piece moves now: {colour} may change one grid's die by 1 with the buttons, or keep the dice"
        ).format(colour=side)
    if position.phase == PLACE:
        sacked, back = suit(position.place), SQUARE_NAMES[position.vicar_from]
        if selected == HANDS[position.side]:
            return _("The sacked {suit} goes back only on {square}, the square the Vicar left").format(
                suit=sacked, square=back
            )
        return _(
            "This turn {colour} must put the sacked {suit} back: click {square} (or drag it there)"
        ).format(colour=side, suit=sacked, square=back)
    if cell in HANDS:
        if position.place and HANDS[colour_of(position.place)] == cell:
            owner = colour(colour_of(position.place))
            return _(
                "The sacked {suit} waits in this tray until {owner} puts it back, on {owner}'s next turn"
            ).format(suit=suit(position.place), owner=owner)
        return _("A tray holds a sacked piece only until it is put back; nothing waits there now")
    target = SQUARE_OF[cell]
    if position.phase == VICAR_PHASE:
        vicar = position.cells.find(VICAR)
        if selected == SQUARE_NAMES[vicar]:
            return refusal(position, Step(vicar, target, False))
        return _("After the sack {colour} must move the Vicar, on {square}").format(
            colour=side, square=SQUARE_NAMES[vicar]
        )
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
    side = colour(position.side)
    if letter == EMPTY:
        return _("{square} is empty").format(square=name)
    if letter == VICAR:
        return _("The Vicar moves only after a sack, by the player who sacked")
    if colour_of(letter) != position.side:
        return _("That is {piece}: {colour} is to move").format(piece=piece_words(letter), colour=side)
    if any(isinstance(m, Step) and m.src == square for m in position.legal_moves()):
        return ""  # it can move: nothing to explain
    if all_tables(*position.masks):
        pattern = _("no pattern leads from {square} over empty squares").format(square=name)
    else:
        pattern = _("no group on the board gives a pattern")
    die = position.die_at().get(square)
    grid = (
        _("its grid's die ({die}) is blocked in every direction").format(die=die)
        if die
        else _("{square} is in no grid").format(square=name)
    )
    size = own_group_size(position, square)
    if size < 2:
        sack = _("a lone piece cannot sack")
    else:
        sack = _("no {enemy} piece it may sack stands {size} squares away over a clear line").format(
            enemy=colour(1 - position.side), size=size
        )
    return _("This {suit} cannot move: {pattern}, {grid}, and {sack}").format(
        suit=suit(letter), pattern=pattern, grid=grid, sack=sack
    )


def glossary() -> Mapping[str, str]:
    """The glossary in the reader's language (its terms are the words the prompts use)."""
    return {_(term): _(definition) for term, definition in GLOSSARY.items()}
