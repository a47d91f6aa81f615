"""A sixth game, plugged in by the checklist alone, through the real window.

Four in a row (tests/toygame/) joins the registry in tests/conftest.py and nowhere
else: the New game dialog offers it, its board is clicked, the game ends, Undo takes a
move back, Save and Open keep it, the editor changes it, and Help ▸ Rules and the
chooser's Learn show its own texts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tests.journeys.conftest import Start
from tests.journeys.person import Person, answering, click_button, close
from tests.journeys.test_editor import EDIT, leave_question
from tests.journeys.test_files_and_sets import file_named
from tests.journeys.test_new_game import fill_new_game

NOUGHTS_WIN = ["a1", "a5", "b1", "b5", "c1", "c5", "d1"]  # Noughts start: a1 b1 c1 d1


def moves(person: Person) -> list[str]:
    return [node.text for node in person.window.controller.record.current.path()[1:]]


def test_four_in_a_row_is_chosen_played_undone_saved_opened_and_edited(start: Start, tmp_path: Path) -> None:
    person = start("--game", "nardshir")
    person.menu(
        "Game",
        "New game…",
        then=[fill_new_game(person, "Four in a row", {"size": "5×5", "first": "Noughts"})],
    )
    assert person.window.controller.record.game.id == "rows"
    assert "Four in a row" in person.window.windowTitle()
    assert person.banner().startswith("Noughts to move")
    person.click("c3")  # the clicks of two people at the screen
    person.click("c3")  # taken: nothing happens, and the board says why
    assert moves(person) == ["c3"]
    assert "c3 holds a nought already" in person.note()
    person.shortcut("Ctrl+Z")
    assert moves(person) == []

    for cell in NOUGHTS_WIN:
        person.click(cell)
    box = person.window.findChild(QMessageBox, "game-over")
    assert box is not None and box.isVisible() and "Noughts win. Noughts have four in a row" in box.text()
    box.close()
    assert moves(person) == NOUGHTS_WIN
    assert "Noughts win" in person.banner()
    person.shortcut("Ctrl+Z")  # the winning move taken back: Noughts to move again
    assert moves(person) == NOUGHTS_WIN[:-1] and person.banner().startswith("Noughts to move")

    saved = tmp_path / "rows game"
    person.menu("Game", "Save as…", then=[file_named(saved, person)])
    person.menu("Game", "Quit")  # saved: no question
    again = start(str(tmp_path / "rows game.pards.json"))
    assert again.window.controller.record.game.id == "rows"
    assert moves(again) == NOUGHTS_WIN[:-1]

    again.shortcut(EDIT)
    again.click("d1")  # a cross more: four crosses to three noughts when Noughts started
    session = again.window.session
    assert session is not None
    assert [p.message for p in session.problems()] == ["board: 4 crosses and 3 noughts, but Noughts started"]
    again.click("c5", Qt.MouseButton.RightButton)  # a cross fewer: three each, Noughts to move
    assert session.problems() == []
    again.shortcut(EDIT, then=[leave_question(again, "Play from the edited position")])
    record = again.window.controller.record
    assert record.start.to_text() == "xx.../...../...../...../ooox. o first=o"
    again.click("e1")
    assert moves(again) == ["e1"] and again.window.controller.outcome() is None


def test_its_rules_and_lessons_open_from_the_chooser(start: Start) -> None:
    seen: list[str] = []

    def look(chooser: QWidget) -> None:
        card = chooser.findChild(QWidget, "card-rows")
        assert card is not None, "the chooser has no card for the sixth game"

        def read_rules(dialog: QWidget) -> None:
            seen.append(dialog.windowTitle())
            close(dialog)

        with answering(read_rules):
            click_button(card, "Rules")
        click_button(card, "Learn")

    person = start(first_start=True, then=(look,))
    assert seen == ["Rules of Four in a row"]
    learn = person.window.starting.learn_window
    assert learn is not None and learn.isVisible()
    assert learn.desk is not None and learn.desk.lesson.id == "the-squares"
