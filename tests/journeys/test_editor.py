"""Into the position editor and out again, with and without changes: nothing is dropped silently."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox, QWidget

from tests.journeys.conftest import Start
from tests.journeys.person import Person, button_in, click_button, type_into

EDIT = "Ctrl+E"


def leave_question(person: Person, answer: str, seen: list[str] | None = None) -> object:
    def handle(widget: QWidget) -> None:
        assert isinstance(widget, QMessageBox) and widget.objectName() == "leave-editor"
        if seen is not None:
            seen.append(widget.informativeText())
            seen.extend(
                f"{b.text()}:{'on' if b.isEnabled() else 'off'}" for b in widget.buttons() if b.isVisible()
            )
        click_button(widget, answer)

    return handle


def editing(person: Person) -> bool:
    return person.window.session is not None and person.window.editor_dock.isVisible()


def test_leaving_an_unchanged_editor_asks_nothing(start: Start) -> None:
    person = start("--game", "nardshir")
    game = person.window.controller.record
    person.shortcut(EDIT)
    assert editing(person)
    person.shortcut(EDIT)
    assert not editing(person) and person.window.controller.record is game


def test_the_side_panels_come_back_as_they_were(start: Start) -> None:
    person = start("--game", "nardshir")
    person.window.resize(1200, 800)
    person.settle()
    docks = {name: dock for name, dock in person.window.docks.items() if dock.isVisible()}
    before = {name: dock.geometry() for name, dock in docks.items()}
    person.shortcut(EDIT)
    person.click("p7")  # an edit, then discarded: the game and its panels come back
    person.shortcut(EDIT, then=[leave_question(person, "Discard the edits")])
    person.settle()
    assert {name: dock.geometry() for name, dock in docks.items()} == before


def test_edits_are_kept_discarded_or_played_as_the_person_says(start: Start) -> None:
    person = start("--game", "nardshir")
    game = person.window.controller.record
    person.shortcut(EDIT)
    person.click("p5")  # a White piece more: sixteen, a problem
    session = person.window.session
    assert session is not None and "16" in " ".join(p.message for p in session.problems())
    seen: list[str] = []
    person.shortcut(EDIT, then=[leave_question(person, "Keep editing", seen)])
    assert editing(person) and person.window.session is session
    assert "cannot be played yet" in seen[0]
    assert "Play from the edited position:off" in seen  # not with a problem
    person.menu("Edit", "Edit position", then=[leave_question(person, "Discard the edits")])
    assert not editing(person) and person.window.controller.record is game
    assert person.window.controller.position == game.start
    # Again, with a position that can be played: play from it.
    person.shortcut(EDIT)
    person.click("p5")
    person.click("hand-w", Qt.MouseButton.RightButton)  # one White piece fewer in hand: fifteen again
    session = person.window.session
    assert session is not None and session.problems() == []
    person.shortcut(EDIT, then=[leave_question(person, "Play from the edited position")])
    assert not editing(person)
    record = person.window.controller.record
    assert record is not game and record.start.to_text() == session.text
    assert record.start.to_text().startswith("0,0,0,0,0,1,")


def test_a_new_game_or_quitting_asks_about_edits_first(start: Start) -> None:
    person = start("--game", "nardshir")
    person.shortcut(EDIT)
    person.click("p5")
    person.menu("Game", "New game…", then=[leave_question(person, "Keep editing")])
    assert editing(person)  # the New game dialog never opened
    person.menu(
        "Game",
        "New game…",
        then=[leave_question(person, "Discard the edits"), lambda dialog: click_button(dialog, "Cancel")],
    )
    assert not editing(person)


def test_the_editors_text_fields_follow_the_editor_opened_last(start: Start) -> None:
    """A field typed into after the editor was closed and opened again reaches the new session."""
    person = start("--game", "kerd")
    for _ in range(2):
        person.shortcut(EDIT)
        person.shortcut(EDIT, then=[leave_question(person, "Discard the edits")], optional=True)
    person.shortcut(EDIT)
    session = person.window.session
    assert session is not None
    field = person.window.editor_panel.field_controls["recapture"]
    assert isinstance(field, QLineEdit)
    type_into(person.qtbot, field, "e5")
    person.qtbot.keyClick(field, Qt.Key.Key_Return)
    assert "recapture=e5" in session.text
    assert button_in(person.window.editor_panel, "Play from here") is not None
