"""Nardshir in plain words for a newcomer: turn texts, moves, refusals, results, terms.

Points are named as the board prints them (0–23, the notation's numbers); a
refused move is explained by the engine's own reasons (`illegal_reason`), the
same words a typed move gets.
"""

from __future__ import annotations

from collections.abc import Mapping

from pardsgui.core.contract import Move
from pardsgui.core.geometry import sentence
from pardsgui.games.nardshir.rules import (
    COLOURS,
    HAND,
    MOVES,
    OFF,
    PASS,
    PIECES,
    POINT_STEP,
    NardshirPosition,
    Roll,
    Step,
    illegal_reason,
)
from pardsgui.i18n import N_, _

GLOSSARY: Mapping[str, str] = {
    N_("hand"): N_("Pieces not yet on the board, or hit and sent back: they enter on your first points."),
    N_("roll"): N_("Two dice; a double is played four times."),
    N_("enter"): N_("Bring a piece from your hand onto the point the die shows along your track."),
    N_("hit"): N_("Landing on a point with one enemy piece sends it back to its owner's hand."),
    N_("blocked"): N_("A point with two or more enemy pieces: no piece may land there."),
    N_("starting side"): N_("Your first 12 points: you may keep at most two pieces on each of them."),
    N_("last point"): N_(
        "The 24th point of your track: it opens only when at most 10 of your pieces are"
        " in hand or on your first point together."
    ),
    N_("bear off"): N_(
        "Take a piece off the board with the exact count, once all your pieces are in the final"
        " quadrant (your last 6 points) and none in hand."
    ),
    N_("pass"): N_("Allowed only when no die can be used."),
}


def glossary() -> dict[str, str]:
    """The glossary in the reader's language (its terms are the words the prompts use)."""
    return {_(term): _(definition) for term, definition in GLOSSARY.items()}


def where(point: int) -> str:
    return _("point {point}").format(point=point)


def die_words(dice: tuple[int, ...]) -> str:
    """'3 and 5', 'the 4', or 'three 6s' (a double's dice left)."""
    if not dice:
        return ""
    if len(dice) == 1:
        return _("the {die}").format(die=dice[0])
    if len(set(dice)) == 1:
        count = ("", "", _("two {die}s"), _("three {die}s"), _("four {die}s"))[len(dice)]
        return count.format(die=dice[0])
    return _("{first} and {second}").format(first=dice[0], second=dice[1])


def prompt(position: NardshirPosition) -> str:
    """What to do now, in a game not over (the view's verdict says how one ended)."""
    colour = _(COLOURS[position.player])
    if position.is_chance:
        return _("{colour}: roll the dice").format(colour=colour)
    dice = die_words(position.dice)
    if position.legal_moves() == (PASS,):
        return _("{colour} cannot use {dice}: pass").format(colour=colour, dice=dice)
    if position.hand[position.player]:
        return _("{colour}: play {dice} — enter from the hand or move a piece along your track").format(
            colour=colour, dice=dice
        )
    return _("{colour}: play {dice} — move a piece along your track").format(colour=colour, dice=dice)


def why_ended(position: NardshirPosition) -> str:
    """Why the game ended and by how much, read after the verdict ("Ana (White) wins.")."""
    outcome = position.outcome
    if outcome is None:
        return ""
    if outcome == (0.5, 0.5):
        return _("Neither side can move, whatever the dice")
    winner = 0 if outcome[0] > outcome[1] else 1
    loser = 1 - winner
    off = position.off[loser]
    return (
        _("{winner} bore off all {count} pieces first; {loser} had borne off {off}")
        if off
        else _("{winner} bore off all {count} pieces first; {loser} had borne off none")
    ).format(winner=_(COLOURS[winner]), count=PIECES, loser=_(COLOURS[loser]), off=off)


def describe(position: NardshirPosition, move: Move) -> str:
    colour = _(COLOURS[position.player])
    if isinstance(move, Roll):
        if move.first == move.second:
            return _("{colour} rolled a double {die}: four moves of {die}").format(
                colour=colour, die=move.first
            )
        return _("{colour} rolled {first} and {second}").format(
            colour=colour, first=move.first, second=move.second
        )
    if move == PASS:
        return _("{colour} could not use {dice} and passed").format(
            colour=colour, dice=die_words(position.dice)
        )
    assert isinstance(move, Step)
    die, src, dst = move
    if src == HAND:
        words = _("{colour} entered a piece on {target} with the {die}").format(
            colour=colour, target=where(dst), die=die
        )
    elif dst == OFF:
        words = _("{colour} bore off a piece from {source} with the {die}").format(
            colour=colour, source=where(src), die=die
        )
    else:
        words = _("{colour} moved a piece from {source} to {target} with the {die}").format(
            colour=colour, source=where(src), target=where(dst), die=die
        )
    if dst != OFF and position.board[dst] == (-1 if position.player == 0 else 1):
        enemy = _(COLOURS[1 - position.player])
        words = _("{move} and hit {enemy}'s lone piece, back to {enemy}'s hand").format(
            move=words, enemy=enemy
        )
    return words


def move_reason(position: NardshirPosition, move: Move) -> str:
    if not isinstance(move, Step):
        return ""
    die, src, dst = move
    hit = dst != OFF and position.board[dst] == (-1 if position.player == 0 else 1)
    if src == HAND:
        what = _("enters with the {die}, hitting a lone piece") if hit else _("enters with the {die}")
    elif dst == OFF:
        what = _("bears off with the {die}")
    else:
        what = _("moves with the {die}, hitting a lone piece") if hit else _("moves with the {die}")
    return what.format(die=die)


def cell_place(cell: str, player: int) -> int | None:
    """The engine's place for a cell of the mover: a point, HAND, OFF; None for another's tray."""
    if cell.startswith("p") and cell[1:].isdigit():
        return int(cell[1:])
    letter = "wb"[player]
    if cell == f"hand-{letter}":
        return HAND
    if cell == f"off-{letter}":
        return OFF
    return None


def why_not(position: NardshirPosition, selected: str | None, cell: str) -> str:
    if position.outcome is not None:
        return _("The game is over")
    if position.is_chance:
        return _("{colour} rolls the dice first").format(colour=_(COLOURS[position.player]))
    player, colour, enemy = position.player, _(COLOURS[position.player]), _(COLOURS[1 - position.player])
    if selected is None:
        return _why_no_start(position, cell)
    src = cell_place(selected, player)
    dst = cell_place(cell, player)
    if src is None or dst is None or dst == HAND:
        if cell.startswith("hand-") or cell.startswith("off-"):
            return _(
                "A piece goes along {colour}'s track: never into a tray but {colour}'s own borne-off tray"
            ).format(colour=colour)
        return ""
    src_step = 0 if src == HAND else POINT_STEP[player][src]
    dst_step = 25 if dst == OFF else POINT_STEP[player][dst]
    needed = dst_step - src_step
    if needed <= 0:
        return _("{colour}'s pieces move forward only, along the track towards {colour}'s last point").format(
            colour=colour
        )
    if needed not in position.dice:
        dice = _("the dice to play: {dice}").format(dice=die_words(position.dice))
        if dst == OFF and (blocker := position.bear_off_blocker()):
            return sentence(blocker)
        if dst == OFF and max(position.dice) > needed:
            return _(
                "A higher die does not bear off: from point {point} only a {needed} bears off ({dice})"
            ).format(point=src, needed=needed, dice=dice)
        return _("That is {needed} points away: no die of {needed} ({dice})").format(needed=needed, dice=dice)
    move = MOVES[player][needed][src_step]
    reason = illegal_reason(position, move) if move is not None else ""
    if not reason:
        return ""
    if dst != OFF and reason == position.blocked_words(dst):
        count = -position.board[dst] if player == 0 else position.board[dst]
        return _("Point {point} holds {count} {enemy} pieces: blocked").format(
            point=dst, count=count, enemy=enemy
        )
    # The die is named: with the hand selected, a click on one's own point would otherwise
    # read as picking that point's piece (the click map refuses it for this reason).
    if src == HAND:
        what = _("The {die} cannot enter there: {reason}")
    elif dst == OFF:
        what = _("The {die} cannot bear this piece off: {reason}")
    else:
        what = _("The {die} cannot take this piece there: {reason}")
    return what.format(die=needed, reason=reason)


def forbidden_targets(position: NardshirPosition) -> dict[str, set[str]]:
    """For each of the mover's pieces, the cells a die counts it to where the rules forbid it.

    A click there while that piece is selected asks for that move; on one's own full point
    it would otherwise pick up the point's piece instead, and say nothing.
    """
    if position.outcome is not None or not position.dice:
        return {}
    player, letter = position.player, "wb"[position.player]
    sign = 1 - 2 * player
    legal = set(position.legal_moves())
    sources = [(f"hand-{letter}", 0)] if position.hand[player] else []
    sources += [
        (f"p{point}", POINT_STEP[player][point]) for point in range(24) if position.board[point] * sign > 0
    ]
    found: dict[str, set[str]] = {}
    for cell, step in sources:
        for die in set(position.dice):
            move = MOVES[player][die][step]
            if move is not None and move not in legal:
                found.setdefault(cell, set()).add(f"off-{letter}" if move.dst == OFF else f"p{move.dst}")
    return found


def _why_no_start(position: NardshirPosition, cell: str) -> str:
    player, colour = position.player, _(COLOURS[position.player])
    enemy = _(COLOURS[1 - player])
    if cell.startswith("off-"):
        return _("Borne-off pieces have finished: they do not move again")
    if cell.startswith("hand-"):
        if cell != f"hand-{'wb'[player]}":
            return _("That is {enemy}'s hand: {colour} is to move").format(enemy=enemy, colour=colour)
        if not position.hand[player]:
            return _("{colour} has no piece in hand").format(colour=colour)
        src = HAND
    else:
        point = int(cell[1:])
        value = position.board[point] * (1 - 2 * player)
        if value == 0:
            return _("Point {point} is empty").format(point=point)
        if value < 0:
            return _("That is {enemy}'s piece: {colour} is to move").format(enemy=enemy, colour=colour)
        src = point
    step = 0 if src == HAND else POINT_STEP[player][src]
    reasons = []
    for die in sorted(set(position.dice)):
        move = MOVES[player][die][step]
        words = (
            illegal_reason(position, move)
            if move is not None
            else _("it would go past the end of the track (a higher die does not bear off)")
        )
        reasons.append(_("with the {die}, {reason}").format(die=die, reason=words))
    what = (
        _("A piece in hand cannot move: {reasons}") if src == HAND else _("This piece cannot move: {reasons}")
    )
    return what.format(reasons="; ".join(reasons))
