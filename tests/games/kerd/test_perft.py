"""Perft counts from tests/games/kerd/kerd.perft, by the engine and by the plain reference."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

import pytest

from pardsgui.core.playout import perft
from pardsgui.games import get_game
from tests.games.kerd.reference import reference_perft

GAME = get_game("kerd")
FILE = Path(__file__).parent / "kerd.perft"


class Case(NamedTuple):
    id: str
    position: str
    counts: dict[int, int]


def read_cases() -> list[Case]:
    cases: list[Case] = []
    for line in FILE.read_text().splitlines():
        key, _, value = line.partition(" ")
        if key == "id":
            cases.append(Case(value, "", {}))
        elif key == "position":
            cases[-1] = cases[-1]._replace(position=value)
        elif key == "perft":
            depth, count = value.split()
            cases[-1].counts[int(depth)] = int(count)
    return cases


CASES = read_cases()


def test_the_file_holds_the_cases_the_issue_asks_for() -> None:
    ids = [case.id for case in CASES]
    assert "start-after-choices" in ids and len(ids) >= 5
    for case in CASES:
        assert sorted(case.counts) == [1, 2, 3], case.id


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_engine_perft(case: Case) -> None:
    start = GAME.parse(case.position)
    assert start.to_text() == case.position
    for depth, count in case.counts.items():
        assert perft(start, depth) == count, f"{case.id} depth {depth}"


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_reference_perft(case: Case) -> None:
    # Depth 2 is quick enough for every run; depth 3 of the plain reader takes minutes.
    assert reference_perft(case.position, 2) == case.counts[2]


@pytest.mark.long
@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_reference_perft_deep(case: Case) -> None:
    assert reference_perft(case.position, 3) == case.counts[3]
