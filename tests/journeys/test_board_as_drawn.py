"""What a person's clicks and keys leave on the board is what a board drawn afresh shows.

A step or a click keeps the items of what is still there (pieces, highlights, study marks)
and has the view draw again only the parts of its cached board that changed, from a picture of
the board's fixed parts. A new Parry game tints its 36 points as targets, and each placement
changes a few of them and the rings round the stone: any tint or ring left behind, or missing,
differs from a fresh drawing by a hundred levels and more.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from pardsgui.ui.board.scene import PieceItem
from tests.journeys.conftest import Start
from tests.journeys.person import Person, plain, press_in_box
from tests.journeys.test_new_game import fill_new_game
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


def looks_afresh(person: Person, when: str) -> None:
    worst = difference(board_picture(person.window), drawn_afresh(person.window))
    assert worst <= ROUNDING, f"{when}: {worst} levels from a fresh drawing"


def test_the_board_of_a_new_game_looks_as_drawn_afresh(start: Start) -> None:
    """A new game draws its board anew: another Parry board of the same size on screen, Pards
    (whose dice lie under its cells, drawn without the fixed parts' picture), and Parry again."""
    person = start("--game", "parry")
    person.click(sorted(person.window.controller.highlights().targets)[0])
    looks_afresh(person, "Parry after a placement")
    for game, options in (("Parry", {"board": "Hex 4 (37)"}), ("Pards", {}), ("Parry", {})):
        # The placements are not saved: the person lets them go.
        person.menu("Game", "New game…", then=[press_in_box("Discard"), fill_new_game(person, game, options)])
        assert person.window.controller.record.game.name == game
        looks_afresh(person, f"a new game of {game}")
        if game == "Pards":
            person.roll()
            looks_afresh(person, "Pards after a roll")
            person.key(Qt.Key.Key_Left)
            looks_afresh(person, "Pards stepped back")
        else:
            person.click(sorted(person.window.controller.highlights().targets)[-1])
            looks_afresh(person, f"{game} after a placement")


def test_home_and_end_by_turns_bring_back_the_same_marks_and_look_as_drawn_afresh(start: Start) -> None:
    """A mark, a highlight or a piece taken off the board is set aside for its return: End after
    Home shows the very rings, scores and stones End showed before, Home the very tints of its 36
    targets, and the board as a fresh drawing shows it."""
    person = start("--game", "parry")
    window, controller = person.window, person.window.controller
    for _turn in range(6):
        targets = sorted(controller.highlights().targets)
        if targets:
            person.click(targets[len(targets) // 2])
        else:  # no point to place on: the Actions panel offers the pass
            person.press(plain(person.buttons()[0]))
    at_end: list[object] | None = None  # held, so that no new item can take a freed one's id
    at_home: list[object] | None = None
    for round_ in range(3):
        person.key(Qt.Key.Key_Home)
        assert controller.record.current is controller.record.root
        looks_afresh(person, f"Home, round {round_}")
        tints: list[object] = list(window.scene._dynamic.values())
        assert len(tints) >= 36  # every point a target
        if at_home is not None:
            assert {id(item) for item in tints} == {id(item) for item in at_home}  # set aside at End
        at_home = tints
        person.key(Qt.Key.Key_End)
        assert controller.record.current is controller.record.main_line()[-1]
        looks_afresh(person, f"End, round {round_}")
        shown: list[object] = [item for _mark, item in window.scene._marks]
        shown += [item for items in window.scene._piece_items.values() for item in items]
        assert any(isinstance(item, PieceItem) for item in shown)  # the stones placed
        if at_end is not None:
            assert {id(item) for item in shown} == {id(item) for item in at_end}  # set aside at Home
        at_end = shown


@pytest.mark.parametrize("game", ["parry", "pards", "kerd", "pagade", "nardshir"])
def test_view_show_coordinates_takes_every_coordinate_off_the_board_and_back(start: Start, game: str) -> None:
    """View ▸ Show coordinates: off, no coordinate is drawn (Parry's point numbers, which are the
    board's own, as well as the others' file and rank names); on again, the board is as before."""
    person = start("--game", game)
    scene = person.window.scene

    def coordinates() -> list[str]:
        return [mark.text for mark, _item in (*scene._marks, *scene._printed) if mark.kind == "coord"]

    shown = coordinates()
    assert shown
    before = board_picture(person.window)
    person.menu("View", "Show coordinates")
    assert not coordinates()
    looks_afresh(person, "coordinates off")
    assert difference(board_picture(person.window), before) > 100  # the numbers' ink is gone
    person.menu("View", "Show coordinates")
    assert coordinates() == shown
    looks_afresh(person, "coordinates on")
    assert difference(board_picture(person.window), before) <= ROUNDING
