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
from pardsgui.i18n import N_, _, ngettext

GLOSSARY: Mapping[str, str] = {
    N_("power"): N_(
        "Your power at a point: your stones on it and its neighbours, minus everyone else's there."
    ),
    N_("territory"): N_(
        "The points where you have power above 0, and your stones no one else has power over: your score."
    ),
    N_("uncontrolled point"): N_(
        "An empty point where no player has power above 0: you place there only when you have power nowhere."
    ),
    N_("bonus step"): N_(
        "After placing where you had power N, you may make up to N steps: move one of your"
        " other stones to an empty neighbouring point."
    ),
    N_("pass"): N_("End the turn, leaving the bonus steps you have not made."),
}


def glossary() -> dict[str, str]:
    """The glossary in the reader's language (its terms are the words the prompts use)."""
    return {_(term): _(definition) for term, definition in GLOSSARY.items()}


def colour(seat: int) -> str:
    return _(COLOURS[seat])


def bonus_steps(number: int) -> str:
    return ngettext("{count} bonus step", "{count} bonus steps", number).format(count=number)


def _steps(power: int) -> str:
    return bonus_steps(power) if power > 0 else _("no bonus steps")


def prompt(position: ParryPosition) -> str:
    """What to do now, in a game not over (the view's verdict says how one ended)."""
    mover = colour(position.seat)
    moves = position.legal_moves()
    if position.placed == NO_POINT:
        first = moves[0]
        assert isinstance(first, Place)
        if position.power(position.seat, first.point) > 0:
            return _("{colour}: place a stone on a point where you have power").format(colour=mover)
        return _(
            "{colour}: place a stone on an uncontrolled point (you have power on no empty point)"
        ).format(colour=mover)
    left = bonus_steps(position.left)
    if moves == (PASS,):
        return _("{colour}: pass — no stone can step ({left} left)").format(colour=mover, left=left)
    return _("{colour}: make a bonus step, or pass ({left} left)").format(colour=mover, left=left)


def why_ended(position: ParryPosition) -> str:
    """The territories and why the game ended, read after the verdict ("Ana (White) wins.").

    Who won is the verdict's to say; with two players level, the tie-break is why.
    """
    if position.outcome is None:
        return ""
    points = scores(position)
    ranked = sorted(range(position.players), key=lambda seat: -points[seat])
    table = ", ".join(f"{colour(seat)} {points[seat]}" for seat in ranked)
    mover = colour(position.seat)
    why = _(
        "{colour} cannot place a stone: no empty point where {colour} has power, and none uncontrolled"
    ).format(colour=mover)
    level = position.players == 2 and points[0] == points[1]
    if level and position.last != NO_POINT:
        words = _("Territory: {table}; {last} placed the last stone, which breaks the tie. {why}")
    elif level:
        words = _("Territory: {table}, with no last stone placed to break the tie. {why}")
    else:
        words = _("Territory: {table}. {why}")
    last = colour(position.last) if position.last != NO_POINT else ""
    return words.format(table=table, last=last, why=why)


def describe(position: ParryPosition, move: Move) -> str:
    mover = colour(position.seat)
    if isinstance(move, Place):
        power = position.power(position.seat, move.point)
        if power > 0:
            return _("{colour} placed a stone on {point}, where {colour} had power {power}: {steps}").format(
                colour=mover, point=move.point, power=power, steps=_steps(power)
            )
        return _("{colour} placed a stone on uncontrolled point {point} (no bonus steps)").format(
            colour=mover, point=move.point
        )
    if isinstance(move, Step):
        left = position.left - 1
        rest = _("{count} left").format(count=left) if left else _("the last one")
        return _("{colour} stepped a stone from {source} to {target} (bonus step, {rest})").format(
            colour=mover, source=move.src, target=move.dst, rest=rest
        )
    if move == PASS:
        return _("{colour} passed, leaving {steps} unused").format(
            colour=mover, steps=bonus_steps(position.left)
        )
    return position.move_text(move)


def move_reason(position: ParryPosition, move: Move) -> str:
    if isinstance(move, Place):
        power = position.power(position.seat, move.point)
        if power > 0:
            return _("power {power} here: {steps}").format(power=power, steps=_steps(power))
        return _("an uncontrolled point: no bonus steps")
    if isinstance(move, Step):
        return _("a bonus step ({count} left after it)").format(count=position.left - 1)
    return ""


def why_not(position: ParryPosition, selected: str | None, cell: str) -> str:
    if position.outcome is not None:
        return _("The game is over")
    mover = colour(position.seat)
    point = int(cell)
    owner = position.owner(point)
    if position.placed == NO_POINT:
        if selected is None and owner == position.seat:
            return _("A turn starts with placing a new stone; {colour}'s stones step only after that").format(
                colour=mover
            )
        if owner is not None:
            return _("Point {point} holds {owner}'s stone: place on an empty point").format(
                point=point, owner=colour(owner)
            )
        holders = [seat for seat in range(position.players) if position.power(seat, point) > 0]
        placements = [move for move in position.legal_moves() if isinstance(move, Place)]
        has_power = any(position.power(position.seat, move.point) > 0 for move in placements)
        if holders and not has_power:
            seat = holders[0]
            return _(
                "Point {point} is controlled by {holder} ({holder}'s power there is {power}): with power"
                " on no empty point, {colour} places on an uncontrolled point"
            ).format(point=point, holder=colour(seat), power=position.power(seat, point), colour=mover)
        return _engine(position, Place(point))
    if selected is None:
        if owner is None:
            return _(
                "{colour} has placed this turn: pick one of {colour}'s stones to step"
                " (not the one just placed), or pass"
            ).format(colour=mover)
        if owner != position.seat:
            return _("That is {owner}'s stone: {colour} is to move").format(owner=colour(owner), colour=mover)
        if point == position.placed:
            return _("The stone just placed may not step this turn")
        free = [n for n in position.topo.neighbours[point] if position.owner(n) is None]
        if not free:
            return _("This stone has no empty neighbouring point to step to")
        return _("Stepping this stone would bring back a board seen earlier this turn")
    return _engine(position, Step(int(selected), point))


def _engine(position: ParryPosition, move: Move) -> str:
    """The engine's reason, without the move's own notation in front."""
    return sentence(position.reason_words(move))


def power_marks(position: ParryPosition) -> Sequence[tuple[int, int]]:
    """The mover's power at each empty point, for the study marks."""
    if position.outcome is not None or position.placed != NO_POINT:
        return ()
    return tuple(
        (point, position.power(position.seat, point))
        for point in range(position.topo.size)
        if position.owner(point) is None
    )
