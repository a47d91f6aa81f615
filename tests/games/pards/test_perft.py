"""Perft from the drawn setup and hand-built positions, stored in perft.txt.

The engine must match every stored count; the plain reference (reference.py)
recounts the cheap ones in the default run and all of them under `-m long`.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.core.playout import perft
from tests.games.pards import reference
from tests.games.pards.util import GAME

CASES = [
    line.split("\t")
    for line in (Path(__file__).parent / "perft.txt").read_text().splitlines()
    if line and not line.startswith("#")
]
CHEAP = 3000  # the reference is slow: recount larger trees only in the long run


@pytest.mark.parametrize(("name", "depth", "count", "text"), CASES, ids=[f"{c[0]}-{c[1]}" for c in CASES])
def test_engine_perft_matches_the_stored_count(name: str, depth: str, count: str, text: str) -> None:
    assert perft(GAME.parse(text), int(depth)) == int(count)


@pytest.mark.parametrize(
    ("name", "depth", "count", "text"),
    [c for c in CASES if int(c[2]) <= CHEAP],
    ids=[f"{c[0]}-{c[1]}" for c in CASES if int(c[2]) <= CHEAP],
)
def test_the_reference_recounts_the_small_trees(name: str, depth: str, count: str, text: str) -> None:
    assert reference.perft(reference.Ref(text), int(depth)) == int(count)


@pytest.mark.long
@pytest.mark.parametrize(
    ("name", "depth", "count", "text"),
    [c for c in CASES if int(c[2]) > CHEAP],
    ids=[f"{c[0]}-{c[1]}" for c in CASES if int(c[2]) > CHEAP],
)
def test_the_reference_recounts_the_large_trees(name: str, depth: str, count: str, text: str) -> None:
    assert reference.perft(reference.Ref(text), int(depth)) == int(count)


def test_the_stored_trees_reach_every_phase_of_a_sack_turn() -> None:
    # The hand-built cases exist to cover sacks, Vicar moves, die changes and placements.
    seen: set[str] = set()

    def walk(position: object, depth: int) -> None:
        from pardsgui.games.pards.rules import PardsPosition

        assert isinstance(position, PardsPosition)
        seen.add(("move", "vicar", "die", "place")[position.phase])
        if depth:
            for move in position.legal_moves():
                walk(position.play(move), depth - 1)

    for _name, _depth, _count, text in CASES[-8:]:
        walk(GAME.parse(text), 3)
    assert seen == {"move", "vicar", "die", "place"}
