"""Pards for a newcomer (issue 25, item 14): the prompt after a sack, and what the lessons point at.

The turn panel says in a whole sentence what the sacker does next, and it fits at
1200×800; in Help ▸ Learn a lesson that says "grid a1 shows 3" rings the die that
shows it, with its words in the key under the board, and the lesson on Study marks
shows them and teaches that every sack gives the sacker a Vicar move.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

from pardsgui.lessons import Status, load_lessons
from tests.journeys.conftest import Start
from tests.journeys.person import Person, pick
from tests.journeys.test_layout import clipped
from tests.journeys.test_learn import Learner, open_learn
from tests.still import until_still

# White's Caesar and Shah side by side: the Caesar can sack Black's Emperor two squares up the file.
SACK = "7ss/7V1/9/9/1e7/9/1CS6 w grids=a1:2,a7:5,e1:6,e7:1"


def test_after_a_sack_the_turn_panel_says_in_a_whole_sentence_to_move_the_vicar(start: Start) -> None:
    person = start("--game", "pards", "--position", SACK)
    person.window.resize(1200, 800)
    person.click("a2")
    person.click("c2")  # the sack, two squares up the file
    assert person.banner() == "White: after your sack, move the Vicar along a pattern or by its grid's die"
    until_still()
    assert clipped(person.window) == []
    person.click("f8")  # the Vicar, in grid e7 (die 1)
    person.click("f7")
    assert person.banner() == "Black: put the sacked Emperor back on f8, where the Vicar stood"


def learn_pards(person: Person) -> Learner:
    learner = open_learn(person)
    pick(learner.window.game_box, "Pards")
    return learner


def open_lesson(learner: Learner, lesson_id: str) -> None:
    """Click the lesson's row in the list, as a person chooses it."""
    window = learner.window
    ids = [lesson.id for lesson in load_lessons("pards")]
    item = window.lesson_list.item(ids.index(lesson_id))
    assert item is not None
    window.lesson_list.scrollToItem(item)
    rect = window.lesson_list.visualItemRect(item)
    learner.person.qtbot.mouseClick(
        window.lesson_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
    )
    learner.person.settle()
    assert window.desk is not None and window.desk.lesson.id == lesson_id
    learner.wait_for_the_learner()


def colour_near(learner: Learner, board_point: tuple[float, float]) -> list[QColor]:
    """The colours the lesson board shows around a point of the board (in board units)."""
    window = learner.window
    image = window.board.viewport().grab().toImage()
    centre = window.board.mapFromScene(window.scene.to_scene(board_point))
    return [
        image.pixelColor(centre + QPoint(dx, dy))
        for dx in range(-3, 4)
        for dy in range(-3, 4)
        if image.rect().contains(centre + QPoint(dx, dy))
    ]


def like(colour: QColor, wanted: QColor) -> bool:
    return (
        max(
            abs(colour.red() - wanted.red()),
            abs(colour.green() - wanted.green()),
            abs(colour.blue() - wanted.blue()),
        )
        < 40
    )


def test_a_lesson_that_names_a_grids_die_rings_that_die_with_its_words_under_the_board(start: Start) -> None:
    learner = learn_pards(start())
    window = learner.window
    open_lesson(learner, "grid-move")
    desk = window.desk
    assert desk is not None
    assert "Grid a1 shows 3" in window.page.goal.text()
    # The key under the board says what the ring is, and the board draws the ring round the die.
    assert window.page.legend.isVisible()
    assert window.page.legend.words() == ["1: grid a1's die: it shows 3"]
    (centre, radius) = desk.table.view.places(desk.position)["die a1"]
    ring = QColor(window.scene.theme.colour("hint"))
    assert any(like(c, ring) for c in colour_near(learner, (centre[0] + radius, centre[1])))
    assert not any(like(c, ring) for c in colour_near(learner, centre))  # the die's face stays readable
    assert "1: grid a1's die: it shows 3." in window.board.accessibleDescription()

    # A lesson that names no die rings nothing and shows no key.
    open_lesson(learner, "patterns")
    assert window.page.legend.words() == [] and not window.page.legend.isVisible()
    assert not any(like(c, ring) for c in colour_near(learner, (centre[0] + radius, centre[1])))


def test_the_study_marks_lesson_shows_them_and_a_sack_gives_the_sacker_a_vicar_move(start: Start) -> None:
    learner = learn_pards(start())
    window = learner.window
    open_lesson(learner, "study-marks")
    desk = window.desk
    assert desk is not None
    assert "View ▸ Study marks (Ctrl+M)" in window.page.explain.text()
    keys = window.page.legend.words()
    assert any(key.startswith("Red cross") for key in keys) and any(
        key.startswith("Number beside a piece") for key in keys
    )
    # The red cross is drawn beside the Shah Black could sack, in the strip beside its card.
    geometry = desk.table.view.geometry(desk.position)
    (x0, y0), *_ = geometry.cell("c8").polygon
    red = QColor(window.scene.theme.colour("red"))
    assert any(like(c, red) for c in colour_near(learner, (x0 + 0.9, y0 + 0.24)))
    (x0, y0), *_ = geometry.cell("d8").polygon
    assert not any(like(c, red) for c in colour_near(learner, (x0 + 0.9, y0 + 0.24)))

    # Stepping it along the file keeps it in reach: the lesson says what Black would do with the sack.
    learner.play(desk.position.parse_move("c8-c7"))
    assert desk.status() is Status.MISSED
    assert "then move the Vicar from b5 to a5" in learner.message()
    learner.press("Try again")
    learner.play(desk.position.parse_move("c8-d8"))
    assert desk.status() is Status.DONE
    assert learner.message().startswith("Done!")


def test_the_board_cursor_puts_the_sacked_piece_back_as_the_mouse_does(start: Start) -> None:
    """Space on the square the sacked piece goes back to puts it there: no drag from the tray needed."""
    from tests.journeys.test_typed_moves import cursor_click

    person = start("--game", "pards", "--position", SACK)
    person.click("a2")
    person.click("c2")  # White sacks Black's Emperor
    cursor_click(person, "f7")  # the Vicar may go there: one piece alone moves, so Space moves it
    assert person.window.controller.record.current.text.startswith("f8-f7")
    assert person.banner() == "Black: put the sacked Emperor back on f8, where the Vicar stood"
    cursor_click(person, "f8")
    assert person.window.controller.record.current.text.endswith("f8")
    assert "put the sacked" not in person.banner()
