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
