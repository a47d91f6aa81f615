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

GLOSSARY: Mapping[str, str] = {
    "hand": "Pieces not yet on the board, or hit and sent back: they enter on your first points.",
    "roll": "Two dice; a double is played four times.",
    "enter": "Bring a piece from your hand onto the point the die shows along your track.",
    "hit": "Landing on a point with one enemy piece sends it back to its owner's hand.",
    "blocked": "A point with two or more enemy pieces: no piece may land there.",
    "starting side": "Your first 12 points: you may keep at most two pieces on each of them.",
    "last point": "The 24th point of your track: it opens only when at most 10 of your pieces are"
    " in hand or on your first point together.",
    "bear off": "Take a piece off the board with the exact count, once all your pieces are in the final"
    " quadrant (your last 6 points) and none in hand.",
    "pass": "Allowed only when no die can be used.",
}


def where(point: int) -> str:
    return f"point {point}"


def die_words(dice: tuple[int, ...]) -> str:
    """'3 and 5', 'the 4', or 'three 6s' (a double's dice left)."""
    if not dice:
        return ""
    if len(dice) == 1:
        return f"the {dice[0]}"
    if len(set(dice)) == 1:
        count = ("", "", "two", "three", "four")[len(dice)]
        return f"{count} {dice[0]}s"
    return " and ".join(map(str, dice))


def prompt(position: NardshirPosition) -> str:
    """What to do now, in a game not over (the view's verdict says how one ended)."""
    colour = COLOURS[position.player]
    if position.is_chance:
        return f"{colour}: roll the dice"
    dice = die_words(position.dice)
    if position.legal_moves() == (PASS,):
        return f"{colour} cannot use {dice}: pass"
    if position.hand[position.player]:
        return f"{colour}: play {dice} — enter from the hand or move a piece along your track"
    return f"{colour}: play {dice} — move a piece along your track"


def why_ended(position: NardshirPosition) -> str:
    """Why the game ended and by how much, read after the verdict ("Ana (White) wins.")."""
    outcome = position.outcome
    if outcome is None:
        return ""
    if outcome == (0.5, 0.5):
        return "Neither side can move, whatever the dice"
    winner = 0 if outcome[0] > outcome[1] else 1
    loser = 1 - winner
    off = position.off[loser]
    return (
        f"{COLOURS[winner]} bore off all {PIECES} pieces first;"
        f" {COLOURS[loser]} had borne off {off or 'none'}"
    )


def describe(position: NardshirPosition, move: Move) -> str:
    colour = COLOURS[position.player]
    if isinstance(move, Roll):
        if move.first == move.second:
            return f"{colour} rolled a double {move.first}: four moves of {move.first}"
        return f"{colour} rolled {move.first} and {move.second}"
    if move == PASS:
        return f"{colour} could not use {die_words(position.dice)} and passed"
    assert isinstance(move, Step)
    die, src, dst = move
    if src == HAND:
        words = f"{colour} entered a piece on {where(dst)} with the {die}"
    elif dst == OFF:
        words = f"{colour} bore off a piece from {where(src)} with the {die}"
    else:
        words = f"{colour} moved a piece from {where(src)} to {where(dst)} with the {die}"
    if dst != OFF and position.board[dst] == (-1 if position.player == 0 else 1):
        enemy = COLOURS[1 - position.player]
        words += f" and hit {enemy}'s lone piece, back to {enemy}'s hand"
    return words


def move_reason(position: NardshirPosition, move: Move) -> str:
    if not isinstance(move, Step):
        return ""
    die, src, dst = move
    hit = dst != OFF and position.board[dst] == (-1 if position.player == 0 else 1)
    what = "enters" if src == HAND else "bears off" if dst == OFF else "moves"
    return f"{what} with the {die}" + (", hitting a lone piece" if hit else "")


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
        return "The game is over"
    if position.is_chance:
        return f"{COLOURS[position.player]} rolls the dice first"
    player, colour, enemy = position.player, COLOURS[position.player], COLOURS[1 - position.player]
    if selected is None:
        return _why_no_start(position, cell)
    src = cell_place(selected, player)
    dst = cell_place(cell, player)
    if src is None or dst is None or dst == HAND:
        if cell.startswith("hand-") or cell.startswith("off-"):
            return f"A piece goes along {colour}'s track: never into a tray but {colour}'s own borne-off tray"
        return ""
    src_step = 0 if src == HAND else POINT_STEP[player][src]
    dst_step = 25 if dst == OFF else POINT_STEP[player][dst]
    needed = dst_step - src_step
    if needed <= 0:
        return f"{colour}'s pieces move forward only, along the track towards {colour}'s last point"
    if needed not in position.dice:
        dice = f"the dice to play: {die_words(position.dice)}"
        if dst == OFF and (blocker := position.bear_off_blocker()):
            return sentence(blocker)
        if dst == OFF and max(position.dice) > needed:
            return f"A higher die does not bear off: from point {src} only a {needed} bears off ({dice})"
        return f"That is {needed} points away: no die of {needed} ({dice})"
    move = MOVES[player][needed][src_step]
    reason = illegal_reason(position, move) if move is not None else ""
    if not reason:
        return ""
    if dst != OFF and reason.startswith(f"point {dst} is blocked"):
        count = -position.board[dst] if player == 0 else position.board[dst]
        return f"Point {dst} holds {count} {enemy} pieces: blocked"
    # The die is named: with the hand selected, a click on one's own point would otherwise
    # read as picking that point's piece (the click map refuses it for this reason).
    if src == HAND:
        what = f"The {needed} cannot enter there"
    elif dst == OFF:
        what = f"The {needed} cannot bear this piece off"
    else:
        what = f"The {needed} cannot take this piece there"
    return f"{what}: {reason}"


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
    player, colour = position.player, COLOURS[position.player]
    enemy = COLOURS[1 - player]
    if cell.startswith("off-"):
        return "Borne-off pieces have finished: they do not move again"
    if cell.startswith("hand-"):
        if cell != f"hand-{'wb'[player]}":
            return f"That is {enemy}'s hand: {colour} is to move"
        if not position.hand[player]:
            return f"{colour} has no piece in hand"
        src = HAND
    else:
        point = int(cell[1:])
        value = position.board[point] * (1 - 2 * player)
        if value == 0:
            return f"Point {point} is empty"
        if value < 0:
            return f"That is {enemy}'s piece: {colour} is to move"
        src = point
    step = 0 if src == HAND else POINT_STEP[player][src]
    reasons = []
    for die in sorted(set(position.dice)):
        move = MOVES[player][die][step]
        words = (
            illegal_reason(position, move)
            if move is not None
            else "it would go past the end of the track (a higher die does not bear off)"
        )
        reasons.append(f"with the {die}, {words}")
    what = "A piece in hand" if src == HAND else "This piece"
    return f"{what} cannot move: " + "; ".join(reasons)
