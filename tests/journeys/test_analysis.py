"""The Analysis panel tells the truth: about the position shown, thinking or finished, and Hint shares it."""

from __future__ import annotations

import pytest

import pardsgui.ui.thinking
from tests.journeys.conftest import Start
from tests.journeys.person import Person, press_in_box
from tests.journeys.test_new_game import fill_new_game


def open_analysis(person: Person) -> None:
    if not person.checked("View", "Analysis"):
        person.menu("View", "Analysis")
    assert person.window.analysis_dock.isVisible()
    person.press("Analyse")


def note(person: Person) -> str:
    return person.window.analysis.note.text()


def moves_shown(person: Person) -> list[str]:
    return person.window.analysis.shown_moves()


def test_the_panel_follows_the_position_and_stops_by_itself(
    start: Start, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pardsgui.ui.thinking, "ANALYSIS_SECONDS", 2.0)
    person = start("--game", "parry")
    open_analysis(person)
    controller = person.window.controller
    person.wait(lambda: bool(moves_shown(person)), 30)
    assert note(person).startswith("Thinking…") or note(person).startswith("Analysis finished")
    first = moves_shown(person)
    labels = {controller.view.move_label(controller.position, m) for m in controller.position.legal_moves()}
    assert set(first) <= labels
    person.wait(lambda: note(person).startswith("Analysis finished"), 30)
    assert not person.window.thinker.busy()
    # A move: the old position's moves vanish at once, the new position is analysed.
    person.play(controller.position.legal_moves()[0])
    assert not moves_shown(person) or set(moves_shown(person)) <= {
        controller.view.move_label(controller.position, m) for m in controller.position.legal_moves()
    }
    person.wait(lambda: note(person).startswith("Analysis finished"), 30)
    # Stop: the panel says so and the computer stops.
    person.press("Stop analysing")
    assert note(person).startswith("Stopped") and not person.window.thinker.busy()
    # A new game: nothing of the old game's analysis remains.
    person.press("Analyse")
    person.menu("Game", "New game…", then=[press_in_box("Discard"), fill_new_game(person, "Nardshir")])
    assert not moves_shown(person)
    assert note(person) in ("Thinking…", "The game is over.", "") or not moves_shown(person)


def test_hint_takes_the_analysis_best_move_instead_of_starting_again(start: Start) -> None:
    person = start("--game", "parry")
    open_analysis(person)
    person.wait(lambda: person.window.thinker.busy("analyse"), 10)
    job = person.window.thinker.job
    person.wait(lambda: bool(moves_shown(person)) and "searches" in note(person), 30)
    person.shortcut("H")
    assert person.window.thinker.job is job  # the same search goes on
    person.wait(lambda: person.window.controller.hint is not None, 30)
    assert person.status().startswith("Hint: ")


def test_while_the_computer_moves_the_panel_shows_no_moves(start: Start) -> None:
    person = start("--game", "kerd")
    person.menu(
        "Game",
        "New game…",
        then=[fill_new_game(person, "Nardshir", kinds={1: "Computer: easy (½ s)"})],
    )
    open_analysis(person)
    controller = person.window.controller
    person.roll()
    while controller.position.current == 0:
        person.play(controller.position.legal_moves()[0])
    # The computer's turn: nothing of White's moves may stay listed.
    assert not moves_shown(person)
    assert "computer" in note(person).lower() or note(person) == "Thinking…"
    person.wait(lambda: controller.computer_seat() is None, 30)
