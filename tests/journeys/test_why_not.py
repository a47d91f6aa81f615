"""A click that makes no move says why, in the rules' words, under the turn's prompt."""

from __future__ import annotations

from tests.games.pards.test_words import ROLLED
from tests.journeys.conftest import Start


def test_pards_says_why_a_piece_cannot_move_or_go_there(start: Start) -> None:
    person = start("--game", "pards", "--position", ROLLED)
    person.click("a5")
    assert person.note() == (
        "This Caesar cannot move: no pattern leads from a5 over empty squares, a5 is in no grid,"
        " and no Black piece it may sack stands 6 squares away over a clear line"
    )
    person.click("g5")
    assert person.note() == "That is Black's Caesar: White is to move"
    person.click("b2")
    assert person.window.controller.selected == "b2"
    person.click("a3")
    assert person.note() == (
        "No pattern takes this Shah there over empty squares,"
        " and its grid's die moves it exactly 2 squares in a straight line"
    )
    person.drag("a2", "c2")  # let go where it may not go: the same reasons as a click
    assert person.note() == (
        "No pattern takes this Shah there over empty squares,"
        " and a piece stands in the way of its grid's die (2)"
    )
    person.click("b2")
    person.click("c2")  # a legal move: the reason goes, the move is described
    assert person.note().startswith("Last move: White's Shah")


def test_kerd_says_which_pieces_may_be_chosen(start: Start) -> None:
    person = start("--game", "kerd")
    person.press(person.window.cover.button.text())
    person.click("g12")
    assert person.note() == (
        "The King, Queen, Towers and Scouts cannot be infiltrators: choose another of Black's pieces"
    )
    person.click("e2")
    assert person.note() == "That is your own Pawn: choose one of Black's pieces"
    person.click("e6")
    assert person.note() == "e6 is empty: click one of Black's pieces"
    assert "d12" in person.window.scene.highlights.targets  # the pieces that qualify are marked
    assert "g12" not in person.window.scene.highlights.targets


def test_a_click_in_the_computers_turn_says_so(start: Start) -> None:
    from tests.journeys.test_new_game import fill_new_game

    person = start("--game", "parry")
    person.menu(
        "Game", "New game…", then=[fill_new_game(person, "Kerd", kinds={0: "Computer: medium (2 s)"})]
    )
    controller = person.window.controller
    person.wait(lambda: controller.computer_seat() is None, 30)  # White chose, unseen
    assert not person.window.cover.isVisible()  # nobody else looks: no cover against the computer
    person.click(next(iter(controller.moves().direct)))  # Black chooses; White thinks for 2 s
    assert controller.computer_seat() == 0
    person.click("e2")
    assert person.note() == "It is the computer's turn (White): wait for its move"


def test_parry_says_why_a_point_takes_no_stone_and_a_stone_cannot_step(start: Start) -> None:
    position = f"{'.1...111...1' + '.' * 12 + '2'} 1 board=square-5-ortho last=2"
    person = start("--game", "parry", "--position", position)
    person.click("24")
    assert person.note() == "Point 24 holds Black's stone: place on an empty point"
    person.click("7")
    assert person.note() == "A turn starts with placing a new stone; White's stones step only after that"
    person.click("18")
    assert person.note() == (
        "White's power at point 18 is 0; while White has empty points of power above 0 it must"
        " place on one of them"
    )
    person.click("0")  # power 2 there: two bonus steps
    assert person.note() == "Last move: White placed a stone on 0, where White had power 2: 2 bonus steps"
    person.click("0")
    assert person.note() == "The stone just placed may not step this turn"
    person.click("6")
    assert person.note() == "This stone has no empty neighbouring point to step to"
    person.click("11")
    person.click("20")
    assert person.note() == "Point 20 is not a neighbour of point 11"
    person.click("11")
    person.click("16")
    assert person.note() == "Last move: White stepped a stone from 11 to 16 (bonus step, 1 left)"


def test_nardshir_says_why_a_piece_cannot_enter_or_move(start: Start) -> None:
    from tests.games.nardshir.test_words import points

    person = start("--game", "nardshir", "--position", f"{points(p0=-2, p5=1)} w hand=14,13 dice=1,2")
    person.click("p9")
    assert person.note() == "Point 9 is empty"
    person.click("p0")
    assert person.note() == "That is Black's piece: White is to move"
    person.click("hand-w")
    person.click("p0")
    assert person.note() == "Point 0 holds 2 Black pieces: blocked"
    person.click("hand-w")
    person.click("p1")
    assert person.note().startswith("Last move: White entered a piece on point 1 with the 2")


def test_pagade_says_why_in_the_board_s_square_numbers(start: Start) -> None:
    from tests.games.pagade.test_board import START

    person = start("--game", "pagade", "--position", f"{START} R dice=3,6")
    person.click("s40")
    assert person.note() == "Square 40 is empty"
    person.click("s29")
    assert person.note() == "That is Green's pawn: Red is to move"
    person.click("off-R")
    assert person.note() == "Red has no cut pawn to re-enter"
    person.click("s12")
    person.click("s13")
    assert person.note() == "That is 1 on: no die or sum of 3 and 6 makes it"


def test_nardshir_says_why_the_die_cannot_enter_on_its_own_full_point(start: Start) -> None:
    """The 5 counts to point 4, which holds White's two: the click says so, not selects point 4."""
    from tests.games.nardshir.test_words import points

    person = start("--game", "nardshir", "--position", f"{points(p4=2)} w hand=13,15 dice=3,5")
    controller = person.window.controller
    person.click("hand-w")
    assert controller.selected == "hand-w"
    person.click("p4")
    assert person.note() == (
        "The 5 cannot enter there: point 4 holds two White pieces already, the most a point of"
        " White's starting side may hold"
    )
    assert controller.selected is None  # let go, as after every refused click
    person.click("hand-w")
    person.click("p2")
    assert person.note().startswith("Last move: White entered a piece on point 2 with the 3")
    # A point no die counts to from the hand is still the piece to pick, full or not.
    person.click("p4")
    assert controller.selected == "p4"
