"""The board keeps its size and place while the panels change around it (buttons, keys, words).

A person aims the mouse at a square; if the board shrinks because a Pass button or
a key under the board appeared, the click lands somewhere else.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from pardsgui.core.dice import pick_outcome
from pardsgui.games import available_ids
from tests.journeys.conftest import Start
from tests.journeys.person import Person, board_place


def place(person: Person) -> tuple[object, ...]:
    return board_place(person.window.board, person.window)


@pytest.mark.parametrize("game_id", available_ids())
def test_the_board_stays_put_through_a_game(start: Start, game_id: str) -> None:
    person = start("--game", game_id)
    controller = person.window.controller
    rng = random.Random(7)
    where = place(person)
    for ply in range(40):
        if controller.outcome() is not None:
            break
        if person.window.cover.isVisible():
            person.press(person.window.cover.button.text())
        position = controller.position
        if position.is_chance:
            roll = pick_outcome(position.chance_outcomes(), rng)
            person.set_dice(controller.view.move_label(position, roll))
        else:
            sources = sorted(controller.moves().by_source)
            if sources:  # a selected piece brings its buttons (Kerd's execute, a die to choose)
                person.click(rng.choice(sources))
                assert place(person) == where, f"ply {ply}: selecting a piece moved the board"
                person.key(Qt.Key.Key_Escape)  # let go of it again
            moves = controller.position.legal_moves()
            person.play(moves[rng.randrange(len(moves))])
        assert place(person) == where, f"ply {ply}: {controller.record.current.text} moved the board"
