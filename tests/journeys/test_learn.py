"""Help ▸ Learn, as a newcomer uses it: the first two lessons of every game with lessons, by clicks."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QPushButton, QTextBrowser, QWidget

from pardsgui.core.contract import Move
from pardsgui.games import game_info
from pardsgui.lessons import Progress, Status, load_lessons
from pardsgui.ui.learn import LearnWindow
from pardsgui.ui.learn.window import games_with_lessons
from tests.journeys.conftest import Start
from tests.journeys.person import (
    Person,
    answering,
    board_place,
    child,
    choose_in_menu,
    click_button,
    pick,
    plain,
    press_in_box,
)
from tests.journeys.table_state import table_state
from tests.journeys.test_new_game import seat_rows
from tests.still import until_still

GAMES = games_with_lessons()


class Learner:
    """A person at the Learn window: its board's cells by their scene position, its buttons by their text."""

    def __init__(self, person: Person, window: LearnWindow) -> None:
        self.person = person
        self.window = window
        window.reply_delay = 150
        window.show_delay = 60

    def point(self, cell: str) -> QPoint:
        return self.window.board.mapFromScene(self.window.scene.cell_center(cell))

    def click(self, cell: str) -> None:
        self.person.qtbot.mouseClick(
            self.window.board.viewport(), Qt.MouseButton.LeftButton, pos=self.point(cell)
        )
        self.person.settle()

    def press(self, text: str) -> None:
        found = [
            b for b in self.window.findChildren(QPushButton) if plain(b.text()) == text and b.isVisible()
        ]
        assert found and found[0].isEnabled(), f"no enabled button {text!r}"
        self.person.qtbot.mouseClick(found[0], Qt.MouseButton.LeftButton)
        self.person.settle()

    def play(self, move: Move) -> None:
        """Make `move` by clicks, looking only at the board's cells and the moves' labels."""
        desk = self.window.desk
        assert desk is not None
        position, view = desk.position, desk.table.view
        source, target = view.move_cells(position, move)
        label = view.move_label(position, move)
        if (source is None and target is None) or source == target:
            if source is not None and desk.table.selected != source:
                self.click(source)
            self.press(label)
            return
        cells = [cell for cell in (source, target) if cell is not None]
        several = sum(view.move_cells(position, m) == (source, target) for m in position.legal_moves()) > 1
        if len(cells) == 2 and desk.table.selected != cells[0]:
            self.click(cells[0])
        with answering(*([choose_in_menu(label)] if several else [])):
            self.click(cells[-1])

    def wait_for_the_learner(self) -> None:
        """The script's replies come after a pause; wait for them as a person does."""
        desk = self.window.desk
        assert desk is not None
        self.person.wait(lambda: not desk.reply_due(), seconds=5)

    def solve(self) -> None:
        desk = self.window.desk
        assert desk is not None
        self.wait_for_the_learner()
        while desk.status() is Status.PLAYING:
            text = desk.run.next_solution_move()
            assert text is not None, desk.message
            self.play(desk.position.parse_move(text))
            self.wait_for_the_learner()

    def message(self) -> str:
        return self.window.page.message.text()

    def row_text(self, row: int) -> str:
        item = self.window.lesson_list.item(row)
        assert item is not None
        return item.text()


def open_learn(person: Person) -> Learner:
    person.menu("Help", "Learn…")
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, LearnWindow) and w.isVisible()]
    assert len(windows) == 1
    return Learner(person, windows[0])


def test_the_first_two_lessons_of_every_game_by_clicks(start: Start, folders: tuple[Path, Path]) -> None:
    assert GAMES, "no game has lessons"
    person = start()
    before = person.window.controller.record.to_json()
    learner = open_learn(person)
    window = learner.window
    refused = 0
    for game_id in GAMES:
        pick(window.game_box, game_info(game_id).name)
        desk = window.desk
        assert desk is not None and desk.game_id == game_id
        lessons = load_lessons(game_id)
        assert window.lesson_list.count() == len(lessons)
        assert window.lesson_list.currentRow() == 0
        assert window.page.title.text() == f"1. {lessons[0].title}"
        assert window.page.goal.text() == f"Goal: {lessons[0].goal}"

        # A click where no move starts is refused, in the game's words, and counts for nothing.
        learner.wait_for_the_learner()
        moves = desk.moves()
        idle = next(
            (
                cell.id
                for cell in desk.table.view.geometry(desk.position).cells
                if all(cell.id not in cells for cells in (moves.by_source, moves.direct, moves.on_piece))
            ),
            None,  # a board where every cell takes a move (Parry's placing) has nothing to refuse
        )
        if idle is not None:
            learner.click(idle)
            assert learner.message() and desk.run.learner_moves == 0
            refused += 1

        learner.solve()
        assert desk.status() is Status.DONE
        assert learner.message() == f"Done! ★★★ {lessons[0].success}"
        assert learner.row_text(0).endswith("★★★")
        assert window.progress_label.text().startswith(f"1 of {len(lessons)} lessons done")

        learner.press("Next lesson")
        assert window.lesson_list.currentRow() == 1 and desk.index == 1
        second = lessons[1]
        learner.wait_for_the_learner()
        learner.press("Hint")
        assert learner.message() == second.hint
        learner.press("Try again")  # nothing played yet: not a second try
        learner.solve()
        assert learner.message() == f"Done! ★★★ {second.success}"
        assert learner.row_text(1).endswith("★★★")

        # Again: the mistake (when the board can make it) misses; done at the third try, one star,
        # and the list keeps the best.
        learner.press("Try again")
        assert desk.status() is Status.PLAYING and desk.tries == 2 and desk.run.learner_moves == 0
        learner.wait_for_the_learner()
        try:
            mistake = desk.position.parse_move(second.mistake)
        except ValueError:
            mistake = (
                None  # an illegal mistake: refused by the board itself (tested above and in tests/lessons)
            )
        if mistake is not None:
            learner.play(mistake)
            assert desk.status() is Status.MISSED
            assert learner.message().startswith("Not this time. ") and learner.message().endswith(
                "Try again."
            )
            assert (second.wrong.get(second.mistake) or second.goal) in learner.message()
            learner.press("Try again")
            learner.wait_for_the_learner()
        learner.solve()
        assert desk.earned == (1 if mistake is not None else 2)
        assert learner.message().startswith(f"Done! {'★☆☆' if mistake is not None else '★★☆'}")
        assert learner.row_text(1).endswith("★★★")

        # Show me plays the solution slowly by itself and earns nothing.
        learner.press("Show me")
        assert desk.shown and desk.status() is Status.PLAYING
        assert not window.page.show_button.isEnabled()
        person.wait(lambda desk=desk: desk.status() is Status.DONE, seconds=10)
        assert learner.message().startswith("Shown.") and desk.earned == 0
        assert window.page.show_button.isEnabled()

        saved = Progress.load(folders[1] / "lessons.json")
        assert saved.notice == ""
        assert [saved.stars(game_id, lesson.id) for lesson in lessons[:3]] == [3, 3, 0]

    assert refused, "no refused click was tried"
    window.close()
    # Learning never touches the game in the main window.
    assert person.window.controller.record.to_json() == before
    data = json.loads((folders[1] / "lessons.json").read_text(encoding="utf-8"))
    assert set(data["games"]) == set(GAMES)


def test_progress_is_shown_again_in_a_later_run(start: Start, folders: tuple[Path, Path]) -> None:
    game_id = GAMES[0]
    lessons = load_lessons(game_id)
    folders[1].mkdir(parents=True, exist_ok=True)
    progress = Progress(folders[1] / "lessons.json")
    progress.record(game_id, lessons[0].id, 2)
    assert progress.save()
    person = start()
    learner = open_learn(person)
    pick(learner.window.game_box, game_info(game_id).name)
    assert learner.row_text(0).endswith("★★☆")
    assert learner.window.lesson_list.currentRow() == 1  # it opens at the first lesson not done
    assert learner.window.lesson_list.item(1).toolTip() == "Not done yet"  # type: ignore[union-attr]


def test_every_game_of_the_list_shows_its_lessons_or_says_why_not(start: Start) -> None:
    learner = open_learn(start())
    window = learner.window
    for index in range(window.game_box.count()):
        pick(window.game_box, window.game_box.itemText(index))
        game_id = window.game_box.itemData(index)
        if game_id in GAMES:
            assert window.pages.currentIndex() == 0
            assert window.lesson_list.count() == len(load_lessons(game_id))
        else:
            assert window.pages.currentIndex() == 1
            assert "no lessons for this game yet" in window.problem.text()
            assert window.game_box.itemText(index).endswith("(no lessons yet)")


def test_rules_open_at_the_section_the_lesson_teaches(start: Start) -> None:
    person = start()
    learner = open_learn(person)
    window = learner.window
    desk = window.desk
    assert desk is not None
    seen: list[str] = []

    def look(dialog: QWidget) -> None:
        browser = dialog.findChild(QTextBrowser)
        assert browser is not None
        until_still(dialog)  # as a person first sees it, once it has opened
        seen.append(browser.textCursor().block().text())
        # The heading stands at the top of the view, where the eye starts: not at its bottom.
        top = browser.cursorRect().top()
        assert 0 <= top < browser.viewport().height() // 5, (top, browser.viewport().height())
        dialog.close()

    for row in (0, window.lesson_list.count() - 1):
        window.lesson_list.setCurrentRow(row)
        with answering(look):
            learner.press("Rules")
        assert seen[-1] == desk.lesson.teaches


def test_the_keyboard_chooses_a_lesson_and_enter_goes_to_the_board(start: Start) -> None:
    person = start()
    learner = open_learn(person)
    window = learner.window
    with person.qtbot.waitActive(window):
        window.activateWindow()
    window.lesson_list.setFocus()
    person.qtbot.keyClick(window.lesson_list, Qt.Key.Key_Down)
    assert window.desk is not None and window.desk.index == window.lesson_list.currentRow()
    person.qtbot.keyClick(window.lesson_list, Qt.Key.Key_Return)
    assert window.board.hasFocus()
    desk = window.desk
    learner.wait_for_the_learner()
    source = next(iter(desk.moves().by_source))
    learner.click(source)
    assert desk.table.selected == source
    person.qtbot.keyClick(window.board, Qt.Key.Key_Escape)  # lets go of the piece
    assert desk.table.selected is None and window.isVisible()
    close = QKeySequence(QKeySequence.StandardKey.Close)[0]
    person.qtbot.keyClick(window.board, close.key(), close.keyboardModifiers())
    assert not window.isVisible()


def test_the_choosers_learn_button_opens_the_lessons_of_that_game(start: Start) -> None:
    game_id = GAMES[-1]

    def learn(dialog: QWidget) -> None:
        button = dialog.findChild(QPushButton, f"learn-{game_id}")
        assert isinstance(button, QPushButton) and button.isEnabled()
        button.click()

    person = start(first_start=True, then=(learn,))
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, LearnWindow) and w.isVisible()]
    assert len(windows) == 1 and windows[0].desk is not None and windows[0].desk.game_id == game_id
    assert person.window.isVisible()


def test_play_a_game_offers_a_game_against_the_computer_and_asks_before_losing_one(start: Start) -> None:
    person = start("--game", "nardshir")
    learner = open_learn(person)
    window = learner.window
    for game_id in GAMES:
        pick(window.game_box, window.game_box.itemText(window.game_box.findData(game_id)))
        seen: list[tuple[object, list[str]]] = []

        def start_it(dialog: QWidget, seen: list[tuple[object, list[str]]] = seen) -> None:
            seen.append((child(dialog, QComboBox, "game").currentData(), seat_rows(dialog)))  # type: ignore[union-attr]
            click_button(dialog, "Start the game")

        with person.answering(start_it):
            learner.press("Play a game")
        controller = person.window.controller
        assert controller.game.id == game_id
        assert controller.record.current.parent is None  # a new game, from its start
        assert controller.record.position.to_text() == controller.game.initial().to_text()
        seats = controller.position.players
        assert seen == [(game_id, ["A person|", *["Computer: easy (½ s)|"] * (seats - 1)])]
        assert table_state(person).seats == ("A person", *["Computer: easy (½ s)"] * (seats - 1))
        assert controller.computer == {seat: "easy" for seat in range(1, seats)}
    # A game with moves is not thrown away without asking: Cancel keeps it.
    if person.window.cover.isVisible():
        person.press(person.window.cover.button.text())
    pick(window.game_box, window.game_box.itemText(window.game_box.findData("nardshir")))
    with person.answering(lambda dialog: click_button(dialog, "Start the game")):
        learner.press("Play a game")
    person.roll()
    before = person.window.controller.record.current
    pick(window.game_box, window.game_box.itemText(window.game_box.findData("pards")))
    with person.answering(press_in_box("Cancel", expect="not saved")):
        learner.press("Play a game")
    assert person.window.controller.record.current is before


def test_the_board_stays_put_while_buttons_and_words_come_and_go_in_every_lesson(start: Start) -> None:
    person = start()
    learner = open_learn(person)
    window = learner.window
    window.resize(1200, 800)
    moved: list[str] = []
    solved = 0
    for game_id in GAMES:
        pick(window.game_box, game_info(game_id).name)
        desk = window.desk
        assert desk is not None
        for index in range(len(load_lessons(game_id))):
            window.lesson_list.setCurrentRow(index)
            assert desk.index == index
            learner.wait_for_the_learner()
            place = board_place(window.board, window)
            while desk.status() is Status.PLAYING:
                text = desk.run.next_solution_move()
                assert text is not None, desk.message
                learner.play(desk.position.parse_move(text))
                learner.wait_for_the_learner()
                if board_place(window.board, window) != place:
                    moved.append(f"{game_id} lesson {index + 1} after {text}")
                    break
            solved += desk.status() is Status.DONE
    assert moved == []
    assert solved == sum(len(load_lessons(game_id)) for game_id in GAMES)
