"""The whole table in German and in Persian after the transitions that change it: who plays each
seat, what the Turn, Players, Review and Analysis panels and the status bar say, and that the
computer plays only its own seat.

The expected words are written out as a German or Persian reader reads them, not made by the
catalog the window uses, so a string that skipped the catalog or a seat carried into the next
game shows up as a difference.
"""

from __future__ import annotations

from pathlib import Path

from tests.i18n.test_games_in_language import start_in
from tests.journeys.conftest import Start
from tests.journeys.person import press_any
from tests.journeys.table_state import TableState, table_state
from tests.journeys.test_files_and_sets import file_named
from tests.journeys.test_new_game import fill_new_game
from tests.journeys.test_table_state import moves_played, saved_game


def test_a_german_table_keeps_its_seats_through_new_game_and_open(
    start: Start, folders: tuple[Path, Path], tmp_path: Path
) -> None:
    person = start_in(start, folders, "de", "--game", "parry")
    hard = {1: "Computer: schwer (10 s)"}
    person.menu(
        "Spiel", "Neues Spiel…", then=[fill_new_game(person, "Parry", kinds=hard, button="Spiel beginnen")]
    )
    state = table_state(person)
    assert (state.seats, state.players) == (
        ("Ein Mensch", "Computer: schwer (10 s)"),
        ("Weiß  ◀ am Zug", "Schwarz"),
    )
    assert state.status.endswith("· Weiß – Computer (schwer)")  # the seat's name, in German
    person.play(person.window.controller.position.legal_moves()[0])
    person.wait(lambda: table_state(person).thinking != "")
    assert table_state(person).thinking == "Der Computer wählt den Zug von Schwarz (schwer)…"

    two_people = saved_game(tmp_path, "ana-ben", "kerd", ["Ana", "Ben"], {})
    person.menu("Spiel", "Öffnen…", then=[press_any("Verwerfen"), file_named(two_people, person)])
    person.press(person.window.cover.button.text())  # Kerd between people: White chooses unseen
    state = table_state(person)
    assert state == TableState(
        game="Kerd",
        seats=("Ein Mensch", "Ein Mensch"),
        who="Ana spielt Weiß",
        players=("Weiß  ◀ am Zug", "Schwarz"),
        status="Kerd · Ana – Ben",
        thinking="",
        review_shown=False,
        review_points=0,
        review_summary="",
        analysis_note=state.analysis_note,
        analysis_bars=(),
        analysis_moves=(),
    )
    assert state.analysis_note.startswith("Drücken Sie Analysieren")
    person.qtbot.wait(1500)  # long enough for a leftover computer seat to start thinking
    assert not person.window.thinker.busy() and moves_played(person) == 0


def test_a_persian_table_names_the_computer_seat_in_persian(start: Start, folders: tuple[Path, Path]) -> None:
    person = start_in(start, folders, "fa", "--game", "nardshir")
    easy = {1: "رایانه: آسان (½ ثانیه)"}
    person.menu(
        "بازی", "بازی جدید…", then=[fill_new_game(person, "Nardshir", kinds=easy, button="آغاز بازی")]
    )
    state = table_state(person)
    assert state.seats == ("یک انسان", "رایانه: آسان (½ ثانیه)")
    assert state.status.endswith("رایانه (آسان)")
    assert state.who == ""  # a person without a name plays the seat to move
