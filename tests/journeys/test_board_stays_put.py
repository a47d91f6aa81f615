"""The board keeps its size and place while the panels change around it (buttons, keys, words).

A person aims the mouse at a square; if the board shrinks because a Pass button or
a key under the board appeared, the click lands somewhere else.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from pardsgui.games import available_ids
from tests.journeys.conftest import Start
from tests.journeys.person import Person, board_place
from tests.journeys.test_files_and_sets import play_randomly


def place(person: Person) -> tuple[object, ...]:
    return board_place(person.window.board, person.window)


@pytest.mark.parametrize("game_id", available_ids())
def test_the_board_stays_put_through_a_game(start: Start, game_id: str) -> None:
    person = start("--game", game_id)
    controller = person.window.controller
    where = place(person)

    def look(ply: int, rng: random.Random) -> None:
        assert place(person) == where, f"ply {ply}: {controller.record.current.text} moved the board"
        sources = sorted(controller.moves().by_source)
        if sources and not person.window.cover.isVisible():
            # A selected piece brings its buttons (Kerd's execute, a die to choose).
            person.click(rng.choice(sources))
            assert place(person) == where, f"ply {ply}: selecting a piece moved the board"
            person.key(Qt.Key.Key_Escape)  # let go of it again

    play_randomly(person, 40, seed=7, after=look)
