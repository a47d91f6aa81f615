"""What a person's clicks and keys leave on the board is what a board drawn afresh shows.

A step or a click keeps the items of what is still there (pieces, highlights, study marks)
and has the view draw again only the parts of its cached board that changed, from a picture of
the board's fixed parts. A new Parry game tints its 36 points as targets, and each placement
changes a few of them and the rings round the stone: any tint or ring left behind, or missing,
differs from a fresh drawing by a hundred levels and more.
"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from tests.journeys.conftest import Start
from tests.journeys.person import plain
from tests.ui.test_board_steps import ROUNDING, board_picture, difference, drawn_afresh


def test_clicks_and_steps_in_parry_look_as_a_board_drawn_afresh(start: Start) -> None:
    person = start("--game", "parry")
    window, controller = person.window, person.window.controller
    rng = random.Random(3)
    refused = 0
    placed = 0
    for turn in range(10):
        targets = sorted(controller.highlights().targets)
        if not targets:  # no point to place on: the Actions panel offers the pass
            person.press(plain(person.buttons()[0]))
        else:
            others = sorted(set(window.scene._polygons) - set(targets))
            if others and turn % 3 == 2:
                person.click(rng.choice(others))  # a point it may not place on: a note says why
                refused += 1
                assert person.note()
            person.click(rng.choice(targets))
            placed += 1
        for key in (None, Qt.Key.Key_Left, Qt.Key.Key_Right):
            if key is not None:
                person.key(key)
            shown = board_picture(window)
            worst = difference(shown, drawn_afresh(window))
            assert worst <= ROUNDING, f"turn {turn}, after {key}: {worst} levels from a fresh drawing"
    assert refused and placed >= 6
    assert len(controller.record.main_line()) == 10
