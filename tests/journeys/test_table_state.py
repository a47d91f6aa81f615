"""Who plays each seat, and what every panel says, after each transition of the table.

A game carries its seats with it (saved in the record): opening a game of two people
after playing the computer must not let the computer play in it, and every panel —
Turn, Players, Review, Analysis — speaks of the game now shown, or is empty.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QContextMenuEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QWidget

import pardsgui.ui.review
from pardsgui.core.record import Record
from pardsgui.games import get_game
from tests.ai.test_review import seeded_record
from tests.journeys.conftest import Start
from tests.journeys.person import Person, press_any
from tests.journeys.table_state import TableState, table_state
from tests.journeys.test_files_and_sets import file_named
from tests.journeys.test_new_game import fill_new_game

PEOPLE = ("A person", "A person")


def saved_game(tmp_path: Path, name: str, game: str, players: list[str], computer: dict[int, str]) -> Path:
    record = Record(get_game(game), players=players)
    record.computer = computer
    path = tmp_path / f"{name}.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path


def open_file(person: Person, path: Path, asked: bool) -> None:
    """Game ▸ Open…, throwing away the game shown when the app asks to save it (`asked`)."""
    answers = [press_any("Discard")] if asked else []
    person.menu("Game", "Open…", then=[*answers, file_named(path, person)])


def moves_played(person: Person) -> int:
    return len(person.window.controller.record.main_line())


def test_a_game_of_two_people_opened_after_playing_the_computer_stays_theirs(
    start: Start, tmp_path: Path
) -> None:
    person = start("--game", "parry")
    hard = {1: "Computer: hard (10 s)"}
    person.menu("Game", "New game…", then=[fill_new_game(person, "Parry", kinds=hard)])
    assert table_state(person).seats == ("A person", "Computer: hard (10 s)")
    person.play(person.window.controller.position.legal_moves()[0])
    person.wait(lambda: table_state(person).thinking != "")
    assert table_state(person).thinking == "The computer is choosing Black's move (hard)…"

    open_file(person, saved_game(tmp_path, "ana-ben", "kerd", ["Ana", "Ben"], {}), asked=True)
    person.press(person.window.cover.button.text())  # Kerd between people: White chooses unseen
    state = table_state(person)
    assert state == TableState(
        game="Kerd",
        seats=PEOPLE,
        who="Ana plays White",
        players=("White  ◀ to move", "Black"),
        status="Kerd · Ana – Ben",
        thinking="",
        review_shown=False,
        review_points=0,
        review_summary="",
        analysis_note=state.analysis_note,
        analysis_bars=(),
        analysis_moves=(),
    )
    person.qtbot.wait(1500)  # long enough for a leftover computer seat to start thinking
    assert not person.window.thinker.busy() and table_state(person).thinking == ""
    assert moves_played(person) == 0

    # A game saved with the computer at Black brings its computer back.
    ana_computer = saved_game(tmp_path, "ana-computer", "kerd", ["Ana", "Computer (random)"], {1: "random"})
    open_file(person, ana_computer, asked=False)
    state = table_state(person)
    assert (state.seats, state.who, state.status) == (
        ("A person", "Computer: random moves"),
        "Ana plays White",
        "Kerd · Ana – Computer (random)",
    )
    person.play(person.window.controller.position.legal_moves()[0])  # White's secret choice
    person.wait(lambda: moves_played(person) == 2)  # the computer chose Black's
    assert table_state(person).who == "Ana plays White"
    person.menu("Game", "Save")
    assert " * " not in person.window.windowTitle()

    # Who plays a seat is part of the game: changing it is a change to save.
    person.menu("Moves", "Computer players", "Black", "A person")
    assert table_state(person).seats == PEOPLE and " * " in person.window.windowTitle()
    person.menu("Game", "Save")
    assert Record.from_json(ana_computer.read_text(encoding="utf-8"), get_game).computer == {}


def test_review_and_analysis_speak_of_the_game_shown(
    start: Start, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pardsgui.ui.review, "REVIEW_LEVEL", "hard:0.01")
    path = tmp_path / "nardshir.pards.json"
    path.write_text(seeded_record("nardshir", 30).to_json(), encoding="utf-8")
    person = start(str(path))
    person.menu("Game", "Review game")
    person.wait(lambda: not person.window.reviewing.runner.busy(), 60)
    reviewed = table_state(person)
    assert reviewed.review_shown and reviewed.review_points == 31 and "luck" in reviewed.review_summary
    person.menu("View", "Analysis")
    person.press("Analyse")
    person.wait(lambda: bool(table_state(person).analysis_bars), 30)  # the dice to roll: chances only
    person.press("Stop analysing")
    assert table_state(person).analysis_bars  # stopped: its results stay for this position

    person.menu("Game", "New game…", then=[press_any("Discard"), fill_new_game(person, "Kerd")])
    state = table_state(person)
    assert (state.game, state.seats, state.players) == ("Kerd", PEOPLE, ("White  ◀ to move", "Black"))
    assert (state.review_shown, state.review_points, state.review_summary) == (False, 0, "")
    assert (state.analysis_note, state.analysis_bars, state.analysis_moves) == (
        "Press Analyse to let the computer estimate the chances and the best moves.",
        (),
        (),
    )

    # Analysing while the game changes: the panel follows the new game at once.
    person.press("Analyse")
    person.menu("Game", "New game…", then=[fill_new_game(person, "Parry")])
    person.wait(lambda: bool(table_state(person).analysis_moves), 30)
    position = person.window.controller.position
    legal = {person.window.controller.view.move_label(position, move) for move in position.legal_moves()}
    assert set(table_state(person).analysis_moves) <= legal
    person.press("Stop analysing")


def right_click(person: Person, widget: QWidget, where: QPoint) -> None:
    """A right click as X11 delivers it: the press (which picks the item), then the context menu.

    Posted, not sent, so the app handles them inside its event loop as it does a person's
    click; a menu then runs a loop of its own inside that one.
    """
    at, on_screen = QPointF(where), QPointF(widget.mapToGlobal(where))
    right, none = Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier
    press = QMouseEvent(QEvent.Type.MouseButtonPress, at, on_screen, right, right, none)
    QApplication.postEvent(widget, press)
    menu = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, where, widget.mapToGlobal(where))
    QApplication.postEvent(widget, menu)
    release = QMouseEvent(QEvent.Type.MouseButtonRelease, at, on_screen, right, Qt.MouseButton.NoButton, none)
    QApplication.postEvent(widget, release)
    person.qtbot.wait(300)


def visible_markers(person: Person) -> int:
    hands = person.window.hands
    return sum(
        1 for label in hands.findChildren(QLabel) if "◀ to move" in label.text() and label.isVisibleTo(hands)
    )


def test_one_turn_marker_while_a_menu_is_open_and_no_roll_for_the_computer(start: Start) -> None:
    person = start("--game", "nardshir")
    person.menu(
        "Game", "New game…", then=[fill_new_game(person, "Nardshir", kinds={1: "Computer: random moves"})]
    )
    controller = person.window.controller
    person.roll()
    while controller.computer_seat() is None:
        person.play(controller.position.legal_moves()[0])
    person.wait(lambda: controller.computer_seat() is None and controller.position.is_chance)
    moves = person.window.move_list
    seen: list[int] = []

    def while_the_menu_is_open(menu: QWidget) -> None:
        assert isinstance(menu, QMenu)
        seen.append(visible_markers(person))
        menu.close()

    # A right click on an earlier move goes there (Black was to move, now White is), then opens its menu.
    item = moves.item_of(controller.record.main_line()[-1].parent)  # type: ignore[arg-type]
    assert item is not None
    centre = moves.visualItemRect(item).center()
    with person.answering(while_the_menu_is_open):
        right_click(person, moves.viewport(), centre)
    assert seen == [1]  # the panel redrawn as the menu opened: one marker, not two
    person.menu("Moves", "Go to end")

    # The computer's own roll: its seat's Roll button is greyed and says why.
    person.roll()
    while controller.computer_seat() is None:
        person.play(controller.position.legal_moves()[0])
    roll = person.window.dice.roll_button
    assert controller.position.is_chance and not roll.isEnabled()
    assert roll.toolTip() == "It is the computer's turn (Black): wait for its move"
    person.qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    assert person.status() == "It is the computer's turn (Black): wait for its move"
