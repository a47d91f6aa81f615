"""Parry in plain words for a newcomer: turn texts, moves, refusals, results, terms.

Points are named by the numbers the board prints on them (the notation's
numbers); a refused move is explained by the engine's own reasons
(`ParryPosition.illegal_reason`), the same words a typed move gets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from pardsgui.core.contract import Move
from pardsgui.core.geometry import sentence
from pardsgui.games.parry.rules import (
    COLOURS,
    NO_POINT,
    PASS,
    ParryPosition,
    Place,
    Step,
    scores,
)

GLOSSARY: Mapping[str, str] = {
    "power": "Your power at a point: your stones on it and its neighbours, minus everyone else's there.",
    "territory": "The points where you have power above 0, and your stones no one else has power"
    " over: your score.",
    "uncontrolled point": "An empty point where no player has power above 0: you place there only"
    " when you have power nowhere.",
    "bonus step": "After placing where you had power N, you may make up to N steps: move one of your"
    " other stones to an empty neighbouring point.",
    "pass": "End the turn, leaving the bonus steps you have not made.",
}


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _steps(power: int) -> str:
    return _count(power, "bonus step") if power > 0 else "no bonus steps"


def prompt(position: ParryPosition) -> str:
    """What to do now, in a game not over (the view's verdict says how one ended)."""
    colour = COLOURS[position.seat]
    moves = position.legal_moves()
    if position.placed == NO_POINT:
        first = moves[0]
        assert isinstance(first, Place)
        if position.power(position.seat, first.point) > 0:
            return f"{colour}: place a stone on a point where you have power"
        return f"{colour}: place a stone on an uncontrolled point (you have power on no empty point)"
    left = _count(position.left, "bonus step")
    if moves == (PASS,):
        return f"{colour}: pass — no stone can step ({left} left)"
    return f"{colour}: make a bonus step, or pass ({left} left)"


def why_ended(position: ParryPosition) -> str:
    """The territories and why the game ended, read after the verdict ("Ana (White) wins.").

    Who won is the verdict's to say; with two players level, the tie-break is why.
    """
    if position.outcome is None:
        return ""
    points = scores(position)
    ranked = sorted(range(position.players), key=lambda seat: -points[seat])
    table = ", ".join(f"{COLOURS[seat]} {points[seat]}" for seat in ranked)
    mover = COLOURS[position.seat]
    why = f"{mover} cannot place a stone: no empty point where {mover} has power, and none uncontrolled"
    level = position.players == 2 and points[0] == points[1]
    if level and position.last != NO_POINT:
        tie = f"; {COLOURS[position.last]} placed the last stone, which breaks the tie"
    elif level:
        tie = ", with no last stone placed to break the tie"
    else:
        tie = ""
    return f"Territory: {table}{tie}. {why}"


def describe(position: ParryPosition, move: Move) -> str:
    colour = COLOURS[position.seat]
    if isinstance(move, Place):
        power = position.power(position.seat, move.point)
        if power > 0:
            return (
                f"{colour} placed a stone on {move.point}, where {colour} had power {power}: {_steps(power)}"
            )
        return f"{colour} placed a stone on uncontrolled point {move.point} (no bonus steps)"
    if isinstance(move, Step):
        left = position.left - 1
        rest = f"{left} left" if left else "the last one"
        return f"{colour} stepped a stone from {move.src} to {move.dst} (bonus step, {rest})"
    if move == PASS:
        return f"{colour} passed, leaving {_count(position.left, 'bonus step')} unused"
    return position.move_text(move)


def move_reason(position: ParryPosition, move: Move) -> str:
    if isinstance(move, Place):
        power = position.power(position.seat, move.point)
        if power > 0:
            return f"power {power} here: {_steps(power)}"
        return "an uncontrolled point: no bonus steps"
    if isinstance(move, Step):
        return f"a bonus step ({position.left - 1} left after it)"
    return ""


def why_not(position: ParryPosition, selected: str | None, cell: str) -> str:
    if position.outcome is not None:
        return "The game is over"
    colour = COLOURS[position.seat]
    point = int(cell)
    owner = position.owner(point)
    if position.placed == NO_POINT:
        if selected is None and owner == position.seat:
            return f"A turn starts with placing a new stone; {colour}'s stones step only after that"
        if owner is not None:
            return f"Point {point} holds {COLOURS[owner]}'s stone: place on an empty point"
        holders = [seat for seat in range(position.players) if position.power(seat, point) > 0]
        placements = [move for move in position.legal_moves() if isinstance(move, Place)]
        has_power = any(position.power(position.seat, move.point) > 0 for move in placements)
        if holders and not has_power:
            seat = holders[0]
            return (
                f"Point {point} is controlled by {COLOURS[seat]} ({COLOURS[seat]}'s power there is"
                f" {position.power(seat, point)}): with power on no empty point, {colour} places on an"
                " uncontrolled point"
            )
        return _engine(position, Place(point))
    if selected is None:
        if owner is None:
            return (
                f"{colour} has placed this turn: pick one of {colour}'s stones to step"
                " (not the one just placed), or pass"
            )
        if owner != position.seat:
            return f"That is {COLOURS[owner]}'s stone: {colour} is to move"
        if point == position.placed:
            return "The stone just placed may not step this turn"
        free = [n for n in position.topo.neighbours[point] if position.owner(n) is None]
        if not free:
            return "This stone has no empty neighbouring point to step to"
        return "Stepping this stone would bring back a board seen earlier this turn"
    return _engine(position, Step(int(selected), point))


def _engine(position: ParryPosition, move: Move) -> str:
    """The engine's reason, without the move's own notation in front."""
    reason = position.illegal_reason(move)
    _, _, words = reason.partition(": ")
    return sentence(words or reason)


def power_marks(position: ParryPosition) -> Sequence[tuple[int, int]]:
    """The mover's power at each empty point, for the study marks."""
    if position.outcome is not None or position.placed != NO_POINT:
        return ()
    return tuple(
        (point, position.power(position.seat, point))
        for point in range(position.topo.size)
        if position.owner(point) is None
    )
