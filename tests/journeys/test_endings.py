"""The end of a game, as a person meets it: the game-over box says who won and why, whole.

Each game is played to its end by the engine from a seeded start (no texts written
here, so a change of notation changes nothing), the app is started one move before
the end, and the person makes the last move by clicks.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLabel, QMessageBox

from pardsgui.core.contract import Position
from pardsgui.core.dice import pick_outcome
from pardsgui.games import available_ids, get_game
from tests.journeys.conftest import Start
from tests.journeys.layout_checks import cut_labels


def one_move_from_the_end(game_id: str, seed: int = 3) -> Position:
    """A position of a seeded random game where a decision can end it (the first met)."""
    rng = random.Random(seed)
    for _attempt in range(50):
        position = get_game(game_id).initial()
        for _ply in range(3000):  # a random game of kings alone may never end
            if position.outcome is not None:
                break
            if position.is_chance:
                position = position.play(pick_outcome(position.chance_outcomes(), rng))
                continue
            moves = position.legal_moves()
            if any(position.play(move).outcome is not None for move in moves):
                return position
            position = position.play(moves[rng.randrange(len(moves))])
    raise AssertionError(f"no {game_id} game of 50 came to an end")


@pytest.mark.parametrize("game_id", available_ids())
def test_the_game_over_box_says_who_won_and_why_and_nothing_is_cut(start: Start, game_id: str) -> None:
    before = one_move_from_the_end(game_id)
    person = start("--game", game_id, "--position", before.to_text())
    controller = person.window.controller
    last = next(m for m in before.legal_moves() if before.play(m).outcome is not None)
    if person.window.cover.isVisible():
        person.press(person.window.cover.button.text())
    person.play(last)
    box = person.window.findChild(QMessageBox, "game-over")
    assert box is not None and box.isVisible()
    words = box.text()
    assert words == controller.result_words() == person.banner()
    assert words.startswith(("White wins", "Black wins", "Draw", "Red", "Green", "Noughts", "Crosses"))
    assert cut_labels(box) == []
    assert box.frameGeometry().width() <= person.window.width()
    text = box.findChild(QLabel, "qt_msgbox_label")
    assert text is not None and text.x() < 120, "the words stand far from the icon, in a box too wide"
    box.close()
