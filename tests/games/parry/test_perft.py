"""Perft from tests/games/parry/perft.txt, counted again by the plain second reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.core.playout import perft
from pardsgui.games import get_game
from tests.games.parry.plain import PlainGame, plain_perft

GAME = get_game("parry")
PLAIN_LIMIT = 50_000  # the plain reading counts larger trees only in the long run


def _cases(plain: bool) -> list[object]:
    cases = []
    for line in (Path(__file__).parent / "perft.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        depth, count, text = line.removeprefix("long ").split("\t")
        long = line.startswith("long ") or (plain and int(count) > PLAIN_LIMIT)
        marks = [pytest.mark.long] if long else []
        name = f"{text.split()[0][:12]}-{text.split()[-1]}-d{depth}"
        cases.append(pytest.param(text, int(depth), int(count), marks=marks, id=name))
    return cases


@pytest.mark.parametrize(("text", "depth", "count"), _cases(plain=False))
def test_perft(text: str, depth: int, count: int) -> None:
    assert perft(GAME.parse(text), depth) == count


@pytest.mark.parametrize(("text", "depth", "count"), _cases(plain=True))
def test_the_plain_reading_counts_the_same(text: str, depth: int, count: int) -> None:
    _slug, game = PlainGame.from_text(text)
    assert plain_perft(game, depth) == count
