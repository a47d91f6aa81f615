"""Moves ▸ Tutor in every game: a planted blunder is stopped and asked about, a good move goes through.

Each position holds a move the review marks `?` or `??` (found by seeded play and
rated at the review's budget, as the tutor rates it) and the best move found. The
person turns the tutor on from the menu, makes the bad move by its cells, and
answers the question; then makes the good move, which is played without one.
"""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import Person, press_in_box

#: game: (position, the bad move, the review's best move there)
PLANTED = {
    # White bore off 13 and rolled 1 and 2: 1:22-23 leaves both on 23 for Black's single 1.
    "nardshir": (
        "-1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,1 w off=13,14 hand=0,0 dice=1,2",
        "1:22-23",
        "2:22-off",
    ),
    # c6-d4 gives the Vicar's move away (a loss of 50 at the review's budget).
    "pards": (
        "1s1ece2s/1s1pp2s1/3p5/4V4/2P2P3/1S2P2S1/1S1ECE1S1 w grids=a1:1,a7:4,e1:4,e7:3",
        "c6-d4",
        "a4-b4",
    ),
    # f11-f9 where i11-i10 is best (a loss of 14 at the review's budget: ??).
    "kerd": (
        "tjs1bqkb1sjt/pppppc1ppppp/12/8h3/6c5/5pp5/3h1PP5/5CH5/3H1Q6/12/PPPPP1CPPPPP/TJS1B1KB1SJT b"
        " infiltrators=k12,g2",
        "f11-f9",
        "i11-i10",
    ),
    # Black runs one piece 3+6 instead of bringing the other out of the centre (?).
    "pagade": (
        "Red:R6,10,21,25/Green:G6,31,39,39/Yellow:Y6,Y7,53,60/Black:B6,64,65,66 B dice=3,6",
        "3+6:B6-66",
        "3:B6-60",
    ),
    # Passing where a step gains a point (loss 12.7: ?).
    "parry": ("...............1.1.....1..2....2.... 1 turn=17:16-15 steps=1 last=1", "pass", "15-14"),
}


#: Both infiltrators still to choose (tests/journeys/test_kerd_reveal.py's start).
KERD_CHOOSING = "11k/12/12/3p3p4/12/12/12/12/12/8P3/4P7/11K w castling=- infiltrators=*,* checked=1"


def tutor_on(person: Person) -> None:
    assert not person.checked("Moves", "Tutor")  # off by default
    person.menu("Moves", "Tutor")
    assert person.checked("Moves", "Tutor")


def play_and_answer(person: Person, text: str, answer: str) -> tuple[str, float]:
    """Make the move `text` by its cells; the tutor's question, answered with `answer`, and its delay."""
    c = person.window.controller
    move = c.position.parse_move(text)
    words: list[str] = []

    def answer_it(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox) and widget.objectName() == "tutor-question", widget
        words.append(widget.text())
        press_in_box(answer)(widget)

    began = time.monotonic()
    person.play(move)  # its own questions first (which of two moves), then the tutor's
    assert "The tutor is looking at your move" in person.note()
    with person.answering(answer_it):
        person.wait(lambda: bool(words), seconds=60)  # the worker starts, then rates the move
    return words[0], time.monotonic() - began


@pytest.mark.parametrize("game_id", sorted(PLANTED))
def test_the_tutor_stops_a_blunder_and_lets_a_good_move_through(start: Start, game_id: str) -> None:
    text, bad, good = PLANTED[game_id]
    person = start("--game", game_id, "--position", text)
    c = person.window.controller
    tutor_on(person)
    before = c.record.current
    words, _delay = play_and_answer(person, bad, "Take it back")
    assert "loses about" in words and "% of your winning chance" in words and bad in words
    person.settle()
    assert c.record.current is before and not before.children  # nothing was played
    assert "Taken back before it was played" in person.note()
    # The good move: the review's best, played once the tutor has looked, with no question.
    move = c.position.parse_move(good)
    person.play(move)
    person.wait(lambda: c.record.current is not before, seconds=60)
    assert c.record.current.move == move and c.record.current.parent is before
    person.check()


def test_play_it_anyway_plays_the_move_and_show_me_marks_the_better_one(start: Start) -> None:
    text, bad, _good = PLANTED["nardshir"]
    person = start("--game", "nardshir", "--position", text)
    c = person.window.controller
    tutor_on(person)
    before = c.record.current
    play_and_answer(person, bad, "Show me a better move")
    person.settle()
    assert c.record.current is before and c.hint is not None
    assert "The tutor's better move" in person.note()
    better = c.position.move_text(c.hint)
    assert better in person.note()
    play_and_answer(person, bad, "Play it anyway")
    person.settle()
    assert c.record.current.parent is before and c.record.current.text == bad


def test_the_tutor_is_remembered_and_never_asks_when_off(start: Start) -> None:
    text, bad, _good = PLANTED["nardshir"]
    person = start("--game", "nardshir", "--position", text)
    c = person.window.controller
    before = c.record.current
    person.play(c.position.parse_move(bad))  # off: played at once, as always
    assert c.record.current.parent is before
    tutor_on(person)
    quit_app(person)
    again = start("--game", "nardshir", "--position", text)
    assert again.checked("Moves", "Tutor")  # remembered
    again.menu("Moves", "Tutor")  # and off again: played at once
    c = again.window.controller
    before = c.record.current
    again.play(c.position.parse_move(bad))
    assert c.record.current.parent is before and again.window.tutor.pending is None


def test_against_the_computer_a_move_played_anyway_gets_its_reply(start: Start) -> None:
    text, bad, _good = PLANTED["pards"]
    person = start("--game", "pards", "--position", text)
    c = person.window.controller
    person.menu("Moves", "Computer players", "Black", "Computer: random moves")
    tutor_on(person)
    before = c.record.current
    play_and_answer(person, bad, "Play it anyway")
    person.wait(lambda: before.children and bool(before.children[0].children), seconds=30)
    played = before.children[0]
    assert played.text == bad and c.record.current.parent is played  # the computer's reply followed


def test_a_secret_choice_is_never_tutored_while_the_game_runs(start: Start) -> None:
    # Kerd's infiltrators are chosen in secret: rating the choice would tell it (the review waits
    # for the game's end too).
    person = start("--game", "kerd", "--position", KERD_CHOOSING)
    c = person.window.controller
    tutor_on(person)
    for cell in ("h9", "e2"):  # White's infiltrator, then Black's, each behind its cover
        assert person.window.cover.isVisible()
        person.press(person.window.cover.button.text())
        before = c.record.current
        person.click(cell)
        assert c.record.current.parent is before  # played at once, nothing held
        assert "tutor" not in person.note()
    assert person.window.tutor.pending is None
