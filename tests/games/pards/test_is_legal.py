"""`PardsPosition.is_legal` answers one move without listing every move: it must agree with the list.

Reading a record checks each move, so on an ordinary turn `is_legal` works out
only the moving piece's reach, or only the one sack. Here every position of
seeded random games, the golden games and the perft positions (and some
hand-built ones for the rare cases) is asked about every move it allows and
about a large set it may not: every step and sack from each piece's square and
the Vicar's to every square, passes, die changes, keep, placements, rolls, and
values that merely compare equal to a move. The answer must be exactly
`move in legal_moves()` each time, and on an ordinary turn it must come
without the list being made.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from pardsgui.core.contract import Position
from pardsgui.games.pards.bench import random_game
from pardsgui.games.pards.rules import (
    KEEP,
    MOVE,
    PASS,
    PIECE_LETTERS,
    ROLLS,
    VICAR,
    DieChange,
    PardsPosition,
    Place,
    Step,
)
from pardsgui.games.pards.squares import SQUARE_OF, SQUARES, squares_of
from tests.games.pards.util import GAME, board

HERE = Path(__file__).parent

# Positions where the rare answers are certain to be asked about.
HAND_BUILT = [
    # Only a pass: each White piece is lone (no pattern) and boxed in by Black's pieces.
    board(a1="S", a2="s", b1="s", b2="s", d5="V", g9="c") + " w grids=-",
    # A sack refused only because the Vicar, walled in on f9, would have no move after it.
    board(d4="E", d5="E", d7="s", f9="V", g9="p", g8="p", f8="s", e8="s", e9="s") + " w grids=-",
    # The game is over: the Vicar stands on Black's home rank.
    board(c3="S", c4="S", e5="s", g5="V") + " b grids=-",
]


def fresh(position: PardsPosition) -> PardsPosition:
    """The same position with nothing worked out yet (no cached move list)."""
    return PardsPosition(
        position.cells,
        position.side,
        position.grids,
        position.phase,
        position.place,
        position.vicar_from,
        position.passes,
    )


def candidates(position: PardsPosition) -> Iterator[object]:
    """Legal moves, near misses and values that only compare equal to a move."""
    yield from position.legal_moves()
    white, black = position.masks
    sources = [*squares_of(white | black), position.cells.find(VICAR), position.cells.find(".")]
    for src in sources:
        for dst in range(SQUARES):
            yield Step(src, dst, False)
            yield Step(src, dst, True)
    yield from (Step(-1, 0, False), Step(0, SQUARES, False), Step(SQUARES, 0, True))
    corners = [corner for corner, _ in position.grids]
    for corner in [*corners, 1]:
        for delta in (1, -1, 2, 0):
            yield DieChange(corner, delta)
    for letter in PIECE_LETTERS + VICAR:
        for square in {position.vicar_from, 0, 31}:
            yield Place(letter, square)
    yield from (PASS, KEEP, "move", None, 0)
    for rolls in ROLLS:
        yield from rolls[:3]
    for move in list(position.legal_moves())[:5]:
        # Equal to a legal move but not one (a plain tuple, 1.0 for 1, 1 for True): `in` says yes.
        if isinstance(move, tuple):
            yield tuple(move)
        if type(move) is Step:
            yield Step(float(move.src), move.dst, move.sack)  # type: ignore[arg-type]
            yield Step(move.src, move.dst, int(move.sack))  # type: ignore[arg-type]


def check(position: PardsPosition, seen: Counter[str]) -> None:
    legal = set(position.legal_moves())
    asked = fresh(position)
    ordinary = position.phase == MOVE and position.outcome is None and not position.is_chance
    steps: list[Step] = []
    others: list[object] = []
    for move in candidates(position):
        exact = type(move) is Step and type(move.src) is int and type(move.sack) is bool
        if exact and 0 <= move.src < SQUARES and 0 <= move.dst < SQUARES:  # type: ignore[attr-defined]
            steps.append(move)  # type: ignore[arg-type]
        else:
            others.append(move)
    for move in steps:
        expected = move in legal
        assert asked.is_legal(move) is expected, (position.to_text(), move, expected)
        seen["legal step" if expected else "illegal step"] += 1
        if expected and move.sack:
            seen["legal sack"] += 1
    if ordinary:
        # The whole point: the steps were answered without listing every move.
        assert asked._moves is None, position.to_text()
        seen["ordinary"] += 1
        if legal == {PASS}:
            seen["pass only"] += 1
    listed = position.legal_moves()  # compared by ==, as `in` on the list compares
    asked = fresh(position)
    for move in others:
        assert asked.is_legal(move) is (move in listed), (position.to_text(), move)
    seen[("move", "vicar", "die", "place")[position.phase]] += 1
    seen["chance" if position.is_chance else "ended" if position.outcome is not None else "turn"] += 1


def game_positions(seeds: range, every: int) -> Iterator[PardsPosition]:
    for seed in seeds:
        yield from one_game(random.Random(seed), every)


def one_game(rng: random.Random, every: int) -> list[PardsPosition]:
    """Positions of a random game: every sack turn whole, one in `every` of the rest, the end."""
    kept: list[PardsPosition] = []

    def visit(before: Position, move: object, after: Position) -> None:
        assert isinstance(before, PardsPosition) and isinstance(after, PardsPosition)
        if before.phase != MOVE or (type(move) is Step and move.sack) or rng.random() * every < 1:
            kept.append(before)
        if after.outcome is not None:
            kept.append(after)

    random_game(GAME.initial(), rng, visit=visit)
    return kept


def golden_and_perft_positions(every: int) -> Iterator[PardsPosition]:
    texts = [
        line.split("\t")[1]
        for name in ("golden_seed9.txt", "golden_seed45.txt")
        for line in (HERE / name).read_text().splitlines()[:-1]
    ]
    texts += [
        line.split("\t")[3]
        for line in (HERE / "perft.txt").read_text().splitlines()
        if line and not line.startswith("#")
    ]
    for number, text in enumerate(texts):
        if number % every == 0:
            position = GAME.parse(text)
            assert isinstance(position, PardsPosition)
            yield position


def hand_built() -> Iterator[PardsPosition]:
    for text in HAND_BUILT:
        position = GAME.parse(text)
        assert isinstance(position, PardsPosition)
        yield position


def run(seeds: range, every: int, golden_every: int) -> Counter[str]:
    seen: Counter[str] = Counter()
    for position in [*hand_built(), *golden_and_perft_positions(golden_every), *game_positions(seeds, every)]:
        check(position, seen)
    return seen


def test_the_hand_built_positions_give_the_rare_answers() -> None:
    only_pass, walled, ended = hand_built()
    assert only_pass.legal_moves() == (PASS,)
    # d5xd7 is a sack in every way but one: the Vicar on f9 would have no move after it.
    sack = Step(SQUARE_OF["d5"], SQUARE_OF["d7"], True)
    assert not walled.is_legal(sack) and "Vicar would have no move" in walled.why_illegal(sack)
    assert ended.outcome is not None and not ended.is_legal(PASS)


def test_is_legal_agrees_with_the_move_list() -> None:
    seen = run(range(2), every=40, golden_every=25)
    # The sample must reach every kind of answer, or the agreement proves little.
    for kind in ("legal step", "illegal step", "legal sack", "pass only"):
        assert seen[kind], (kind, seen)
    for kind in ("vicar", "die", "place", "chance", "ended"):
        assert seen[kind], (kind, seen)


@pytest.mark.long
def test_is_legal_agrees_with_the_move_list_over_many_games() -> None:
    seen = run(range(2, 40), every=4, golden_every=1)
    assert seen["legal sack"] > 100 and seen["pass only"] and seen["ordinary"] > 2000, seen
