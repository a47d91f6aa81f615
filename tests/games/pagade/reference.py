"""A deliberately plain second reading of docs/rules/pagade.md.

It shares nothing with the engine but the position's fields.  The board is
walked square by square from the rules' diagram as grid coordinates (a turtle
following the arrows), the other colours' routes are the same walk turned by
quarter turns, and squares are compared by coordinates: no modular
arithmetic, no occupancy codes, no tables.  It favours obviousness over
speed and is used only to cross-check the fast engine: the legal moves of a
position, and the position text after each move.  Its texts name the places
as the rules' diagram prints them, found by looking the square up in the
walk (the track by Red's number there, a belly square by its colour and
number, `h` for homeward), never by the engine's naming.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

LETTERS = "RGYB"
COLOUR_NAMES = ("Red", "Green", "Yellow", "Black")
X, H = "X", "H"  # off the board, Home: route indices are ints otherwise
Square = tuple[int, int]


def walk_red_route() -> dict[int, Square]:
    """Red's route indices 1..83 as (x, y) squares, y north, following the diagram's arrows."""
    route: dict[int, Square] = {}
    x, y = 9, 7  # route index 1: the belly square next to Home
    index = 1
    route[index] = (x, y)
    runs = [
        ((0, -1), 7),  # down the belly to its outer end, square 8
        ((1, 0), 1),  # 9
        ((0, 1), 7),  # up to 16
        ((1, 1), 1),  # the inner corner to 17
        ((1, 0), 7),  # out to 24
        ((0, 1), 2),  # 25, 26
        ((-1, 0), 7),  # back in to 33
        ((-1, 1), 1),  # 34
        ((0, 1), 7),  # 41
        ((-1, 0), 2),  # 42, 43
        ((0, -1), 7),  # 50
        ((-1, -1), 1),  # 51
        ((-1, 0), 7),  # 58
        ((0, -1), 2),  # 59, 60
        ((1, 0), 7),  # 67
        ((1, -1), 1),  # 68
        ((0, -1), 7),  # 75
        ((1, 0), 1),  # square 8 again: route index 76
        ((0, 1), 7),  # homeward up the belly: 77..83
    ]
    for (dx, dy), steps in runs:
        for _ in range(steps):
            x, y = x + dx, y + dy
            index += 1
            route[index] = (x, y)
    assert index == 83
    return route


def turn(square: Square, quarters: int) -> Square:
    x, y = square
    for _ in range(quarters):
        x, y = 18 - y, x  # anticlockwise about the centre square (9, 9)
    return x, y


RED = walk_red_route()
ROUTES = [{i: turn(s, c) for i, s in RED.items()} for c in range(4)]
BELLIES = [{ROUTES[c][i] for i in range(1, 8)} for c in range(4)]


@dataclass
class State:
    pawns: list[list[int | str]]
    colour: int
    seats: str
    dice: list[int]
    cut: set[int]
    finished: list[int]
    moved: int | str | None
    outcome: tuple[float, ...] | None = field(default=None)


def name_of(colour: int, index: int | str) -> str:
    """The place a colour's pawn on a route index stands on, as the board prints it."""
    if index in (X, H):
        return str(index)
    assert isinstance(index, int)
    square = ROUTES[colour][index]
    if square in BELLIES[colour]:
        number = next(k for k in range(1, 8) if ROUTES[colour][k] == square)
        return f"{LETTERS[colour]}{number}" + ("h" if index > 76 else "")
    number = next(k for k in range(8, 76) if RED[k] == square)
    return f"{number}h" if index == 76 else str(number)


def index_of(colour: int, name: str) -> int | str:
    """The route index a place's name stands for, for a pawn of `colour`."""
    if name in (X, H):
        return name
    return next(i for i in range(1, 84) if name_of(colour, i) == name)


def partner(colour: int, seats: str) -> int | None:
    return None if seats == "4" else (colour + 2) % 4


def where(colour: int, index: int | str) -> Square | None:
    if index in (X, H):
        return None
    assert isinstance(index, int)
    return ROUTES[colour][index]


def standing_on(state: State, square: Square) -> list[int]:
    """The colours of the pawns on a square, one entry per pawn."""
    return [c for c in range(4) for i in state.pawns[c] if where(c, i) == square]


def destination(state: State, index: int | str, count: int) -> int | str | None:
    if index == X:
        return count
    if index == H:
        return None
    assert isinstance(index, int)
    reached = index + count
    if state.colour not in state.cut and index <= 76 and reached > 76:
        reached -= 68  # no cut yet: round the track again
    if reached == 84:
        return H
    if reached > 84:
        return None
    return reached


def may_land(state: State, index: int | str, pawns: int) -> bool:
    if index == H:
        return True
    square = where(state.colour, index)
    assert square is not None
    if square in BELLIES[state.colour]:
        return True
    there = standing_on(state, square)
    if not there:
        return True
    if there[0] == state.colour:
        return pawns == 1 and len(there) == 1
    if there[0] == partner(state.colour, state.seats):
        return False
    return pawns == 2 or len(there) == 1


def reference_moves(state: State) -> set[str]:
    """The legal moves, their places named as the board names them."""
    named = set()
    for move in _moves(state):
        dice, colon, places = move.partition(":")
        if colon:
            src, dst = (name_of(state.colour, _index(word)) for word in places.split("-"))
            move = f"{dice}:{src}-{dst}"
        named.add(move)
    return named


def _moves(state: State) -> set[str]:
    """The legal moves in route indices."""
    me = state.pawns[state.colour]
    found: set[str] = set()
    dice = state.dice
    off = me.count(X)
    if off:
        for d in set(dice):
            found.add(f"{d}:X-{d}")
        if len(dice) == 2 and off == 1:
            total = dice[0] + dice[1]
            if may_land(state, total, 1):
                found.add(f"{dice[0]}+{dice[1]}:X-{total}")
        return found
    sources = {i for i in me if i != H}
    if len(dice) == 1:
        for i in sources:
            if i == state.moved and me.count(i) < 2:
                continue
            to = destination(state, i, dice[0])
            if to is not None and may_land(state, to, 1):
                found.add(f"{dice[0]}:{i}-{to}")
        return found or {"pass"}
    a, b = dice
    for i in sources:
        for d in {a, b}:
            to = destination(state, i, d)
            if to is not None and may_land(state, to, 1):
                found.add(f"{d}:{i}-{to}")
        to = destination(state, i, a + b)
        if to is not None and may_land(state, to, 1):
            found.add(f"{a}+{b}:{i}-{to}")
        if a == b and me.count(i) >= 2:
            to = destination(state, i, a)
            if to is not None and may_land(state, to, 2):
                found.add(f"{a}={a}:{i}-{to}")
    return found or {"pass"}


def _index(word: str) -> int | str:
    return word if word in (X, H) else int(word)


def next_colour(state: State) -> int:
    colour = state.colour
    for _ in range(4):
        colour = (colour + 1) % 4
        if colour not in state.finished:
            return colour
    raise AssertionError("every colour finished")


def outcome(state: State) -> tuple[float, ...] | None:
    if state.seats == "4":
        if len(state.finished) < 3:
            return None
        scores = [0.0, 0.0, 0.0, 0.0]
        for place, colour in enumerate(state.finished):
            scores[colour] = [1.0, 2 / 3, 1 / 3][place]
        return tuple(scores)
    for side in (0, 1):
        if side in state.finished and side + 2 in state.finished:
            if state.seats == "2":
                return (1.0, 0.0) if side == 0 else (0.0, 1.0)
            return tuple(1.0 if c % 2 == side else 0.0 for c in range(4))
    return None


def reference_play(state: State, move: str) -> State:
    """The state after a legal move, worked out afresh."""
    new = State(
        [list(p) for p in state.pawns],
        state.colour,
        state.seats,
        list(state.dice),
        set(state.cut),
        list(state.finished),
        None,
    )
    if move.startswith("roll"):
        a, b = (int(v) for v in move[5:].split(","))
        new.dice = sorted([a, b])
        return new
    if move == "pass":
        new.colour, new.dice = next_colour(state), []
        return new
    match = re.fullmatch(r"(\d)(?:([+=])(\d))?:(\w+)-(\w+)", move)
    assert match, move
    first, sign, _second, src_text, dst_text = match.groups()
    src, dst = index_of(state.colour, src_text), index_of(state.colour, dst_text)
    movers = 2 if sign == "=" else 1
    me = new.pawns[state.colour]
    for _ in range(movers):
        me.remove(src)
        me.append(dst)
    square = where(state.colour, dst)
    if square is not None and square not in BELLIES[state.colour]:
        for c in range(4):
            if c != state.colour:
                hit = [i for i in new.pawns[c] if where(c, i) == square]
                for i in hit:
                    new.pawns[c].remove(i)
                    new.pawns[c].append(X)
                if hit:
                    new.cut.add(state.colour)
    if all(i == H for i in me):
        new.finished.append(state.colour)
        new.colour, new.dice = next_colour(new), []
        new.outcome = outcome(new)
        return new
    if sign is None and len(state.dice) == 2:
        rest = list(state.dice)
        rest.remove(int(first))
        new.dice, new.moved = rest, dst
        return new
    new.colour, new.dice = next_colour(new), []
    return new


def order(index: int | str) -> int:
    return 0 if index == X else 84 if index == H else int(index)


def reference_text(state: State) -> str:
    groups = "/".join(
        f"{COLOUR_NAMES[c]}:{','.join(name_of(c, i) for i in sorted(state.pawns[c], key=order))}"
        for c in range(4)
    )
    parts = [groups, LETTERS[state.colour]]
    if state.seats != "2":
        parts.append(f"seats={state.seats}")
    if state.dice:
        parts.append("dice=" + ",".join(map(str, sorted(state.dice))))
    if state.cut:
        parts.append("cut=" + "".join(LETTERS[c] for c in sorted(state.cut)))
    if state.finished:
        parts.append("finished=" + "".join(LETTERS[c] for c in state.finished))
    if state.moved is not None:
        parts.append(f"moved={name_of(state.colour, state.moved)}")
    return " ".join(parts)
