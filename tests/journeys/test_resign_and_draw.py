"""Game ▸ Resign and Game ▸ Offer a draw, between people and against the computer.

The game ends by the players' word; the record keeps how it ended (saved, opened
again), Undo takes it back, and the computer judges by its own search: it accepts
a draw when it expects no more than an even share, resigns a game it sees lost,
and two computers in a dead-drawn ending agree a draw instead of playing on.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox

from pardsgui.core.ending import AGREED, RESIGNED, Ending
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.table import agreements
from tests.journeys.conftest import Start
from tests.journeys.person import Person, press_in_box
from tests.journeys.table_state import table_state
from tests.journeys.test_files_and_sets import file_named
from tests.journeys.test_new_game import fill_new_game

UNDO = QKeySequence.StandardKey.Undo
# Nardshir, White about to bear off its last piece; Black has all 15 in hand: Black's game is lost.
BLACK_LOST = ",".join(["0"] * 23 + ["1"]) + " w hand=0,15 off=14,0 dice=1,3"
# The same the other way round: White has all 15 in hand, Black one piece from the end.
WHITE_LOST = "-1," + ",".join(["0"] * 23) + " w hand=15,0 off=0,14"
# Nardshir, White far ahead in a race: every piece home, Black's all still in hand.
WHITE_FAR_AHEAD = ",".join(["0"] * 18 + ["3", "3", "3", "2", "2", "2"]) + " w hand=0,15"


def game_over_words(person: Person) -> str:
    box = person.window.findChild(QMessageBox, "game-over")
    assert box is not None and box.isVisible(), "no game-over box"
    words = box.text()
    box.close()
    return words


def test_resigning_between_people_is_asked_kept_with_the_game_and_taken_back_by_undo(
    start: Start, tmp_path: Path
) -> None:
    person = start("--game", "parry")
    person.menu("Game", "New game…", then=[fill_new_game(person, "Parry", names={0: "Ana", 1: "Ben"})])
    controller = person.window.controller
    person.play(controller.position.legal_moves()[0])
    while controller.position.current != 1:
        person.play(controller.position.legal_moves()[0])
    assert table_state(person).who == "Ben plays Black"
    person.menu(
        "Game",
        "Resign…",
        then=[press_in_box("Play on", expect="Resign the game as Black? Ana (White) wins.")],
    )
    assert controller.outcome() is None  # thought better of it
    person.menu("Game", "Resign…", then=[press_in_box("Resign")])
    assert game_over_words(person) == "Ana (White) wins. Ben resigned"
    assert person.banner() == "Ana (White) wins. Ben resigned"
    assert person.move_list()[-1].endswith("— Ben resigned")
    assert not person.enabled("Game", "Resign…") and not person.enabled("Game", "Offer a draw…")
    saved = tmp_path / "resigned"
    person.menu("Game", "Save as…", then=[file_named(saved, person)])
    record = Record.from_json((tmp_path / "resigned.pards.json").read_text(encoding="utf-8"), get_game)
    assert record.root.line_end().ending == Ending(RESIGNED, 1) and record.outcome() == (1.0, 0.0)

    person.shortcut(UNDO)  # the resignation taken back: Ben plays on
    assert controller.outcome() is None and "Took back: Ben resigned" in person.status()
    played = len(controller.record.main_line())
    person.play(controller.position.legal_moves()[0])
    assert len(controller.record.main_line()) == played + 1


def test_a_draw_offered_between_people_is_declined_or_agreed(start: Start) -> None:
    person = start("--game", "kerd", "--position", "6k5/12/12/12/12/12/12/12/12/12/12/5K6 w castling=-")
    controller = person.window.controller
    person.menu(
        "Game",
        "Offer a draw…",
        then=[press_in_box("Decline", expect="White offers a draw. Black, do you accept?")],
    )
    assert controller.outcome() is None and person.note() == "Black declined the draw: play on"
    person.play(controller.position.legal_moves()[0])
    person.menu(
        "Game", "Offer a draw…", then=[press_in_box("Accept the draw", expect="Black offers a draw.")]
    )
    assert game_over_words(person) == "Draw. White and Black agreed to a draw"
    assert controller.record.current.ending == Ending(AGREED)


@pytest.mark.parametrize(
    ("position", "accepts"), [(BLACK_LOST, True), (WHITE_LOST, False)], ids=["losing", "winning"]
)
def test_the_computer_accepts_a_draw_only_when_it_expects_no_more_than_half(
    start: Start, position: str, accepts: bool
) -> None:
    person = start("--game", "nardshir", "--position", position)
    person.menu("Moves", "Computer players", "Black", "Computer: medium (2 s)")
    controller = person.window.controller
    person.menu("Game", "Offer a draw…")
    assert table_state(person).thinking == "Black (the computer) is considering your draw offer…"
    person.wait(lambda: not person.window.thinker.busy(), 30)
    if accepts:
        assert game_over_words(person) == "Draw. White and Black agreed to a draw"
    else:
        assert controller.outcome() is None
        assert person.note() == "Black (the computer) declines the draw: play on"
    assert table_state(person).thinking == ""


def my_turn_then_the_computers(person: Person) -> None:
    """White's whole turn by clicks (a roll, then its moves), then wait for Black's (the computer's)."""
    controller = person.window.controller
    while controller.computer_seat() is None and controller.outcome() is None:
        if controller.position.is_chance:
            person.roll()
        else:
            person.play(controller.position.legal_moves()[0])
    person.wait(lambda: controller.computer_seat() is None or controller.outcome() is not None, 30)


def test_the_computer_resigns_a_lost_race_unless_told_not_to(start: Start) -> None:
    person = start("--game", "nardshir", "--position", WHITE_FAR_AHEAD)
    person.menu("Moves", "Computer players", "Black", "Computer: easy (½ s)")
    controller = person.window.controller
    for _ in range(6):  # until Black (the computer) gives up
        my_turn_then_the_computers(person)
        if controller.outcome() is not None:
            break
    assert controller.record.current.ending == Ending(RESIGNED, 1)
    assert game_over_words(person) == "White wins. Black resigned"
    person.shortcut(UNDO)  # my move and its resignation taken back together
    assert controller.outcome() is None and controller.computer_seat() is None

    person.menu("Moves", "Computer players", "The computer resigns a lost game")  # now it plays on
    assert not person.checked("Moves", "Computer players", "The computer resigns a lost game")
    for _ in range(3):
        my_turn_then_the_computers(person)
    assert controller.record.current.ending is None


def test_two_computers_in_a_dead_draw_agree_it(start: Start, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(agreements, "OFFER_AFTER_PLY", 0)
    monkeypatch.setattr(agreements, "OFFER_STRETCH", 3)
    person = start("--game", "kerd", "--position", "6k5/12/12/12/12/12/12/12/12/12/12/5K6 w castling=-")
    person.menu("Moves", "Computer players", "Black", "Computer: easy (½ s)")
    person.menu("Moves", "Computer players", "White", "Computer: easy (½ s)")
    controller = person.window.controller
    person.wait(lambda: controller.outcome() is not None, 60)
    assert controller.record.current.ending == Ending(AGREED)
    assert len(controller.record.main_line()) < 20  # long before a threefold repetition
    assert game_over_words(person) == "Draw. White and Black agreed to a draw"


def test_the_computer_offers_a_person_a_draw_in_a_dead_draw(
    start: Start, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(agreements, "OFFER_AFTER_PLY", 0)
    monkeypatch.setattr(agreements, "OFFER_AGAIN_AFTER", 3)
    monkeypatch.setattr(agreements, "OFFER_STRETCH", 3)
    person = start("--game", "kerd", "--position", "6k5/12/12/12/12/12/12/12/12/12/12/5K6 w castling=-")
    person.menu("Moves", "Computer players", "Black", "Computer: easy (½ s)")
    controller = person.window.controller
    answers = [press_in_box("Decline", expect="Black (the computer) offers a draw. Do you accept?")]
    with person.answering(*answers):
        for _ in range(3):
            person.play(controller.position.legal_moves()[0])
            person.wait(lambda: controller.computer_seat() is None, 30)
            person.qtbot.wait(100)
    assert controller.outcome() is None  # declined: play goes on
    with person.answering(press_in_box("Accept the draw"), optional=True):
        for _ in range(12):
            person.play(controller.position.legal_moves()[0])
            person.wait(lambda: controller.computer_seat() is None, 30)
            person.qtbot.wait(100)  # the offer's box, if it came, is answered before the next move
            if controller.outcome() is not None:
                break
    assert controller.record.current.ending == Ending(AGREED)
