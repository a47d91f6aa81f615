"""The Learn window by itself: a broken lesson file, a refused move's reason, the marks on the board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pardsgui.games import GAME_IDS
from pardsgui.i18n import LANGUAGES
from pardsgui.lessons import Status
from pardsgui.lessons.book import lesson_path, load_lessons, shown
from pardsgui.ui.learn import LearnWindow
from pardsgui.ui.learn.page import LAST
from tests.speaking import speaking


def make(qtbot: QtBot, game_id: str) -> LearnWindow:
    window = LearnWindow(None, game_id)
    qtbot.addWidget(window)
    window.reply_delay = window.show_delay = 10
    window.show()
    qtbot.waitExposed(window)
    return window


def open_lesson(window: LearnWindow, lesson_id: str) -> None:
    assert window.desk is not None
    row = [lesson.id for lesson in window.desk.lessons].index(lesson_id)
    window.lesson_list.setCurrentRow(row)
    assert window.desk.lesson.id == lesson_id


def test_a_broken_lesson_file_is_said_in_the_window_and_nothing_raises(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = json.loads(lesson_path("nardshir").read_text(encoding="utf-8"))
    data["lessons"][4]["solution"] = ["4:2-7"]
    folder = tmp_path / "lessons"
    folder.mkdir()
    (folder / "nardshir.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr("pardsgui.lessons.book.lesson_path", lambda game_id: folder / f"{game_id}.json")
    monkeypatch.setattr("pardsgui.ui.learn.window.lesson_files", lambda: [folder / "nardshir.json"])
    window = make(qtbot, "nardshir")
    assert window.desk is None and window.pages.currentIndex() == 1
    words = window.problem.text()
    assert words.startswith("The lessons of Nardshir cannot be used:")
    assert "lessons/nardshir.json: lesson 'hitting': solution[0]: '4:2-7' is not legal here" in words


def test_a_refused_click_says_the_games_reason_and_the_hint_marks_the_move(qtbot: QtBot) -> None:
    window = make(qtbot, "nardshir")
    open_lesson(window, "blocked-points")
    desk = window.desk
    assert desk is not None
    window.scene.cellClicked.emit("p2")
    assert window.scene.highlights.selected == "p2"
    assert "p5" in window.scene.highlights.targets and "p6" not in window.scene.highlights.targets
    window.scene.cellClicked.emit("p6")
    assert desk.run.learner_moves == 0 and window.page.message.text()
    assert window.page.message.text() == desk.table.why_not("p2", "p6")
    window.page.hint_button.click()
    assert window.page.message.text() == desk.lesson.hint
    assert window.scene.highlights.hint == ("p2", "p5")


def test_the_scripted_reply_waits_so_the_learner_sees_it(qtbot: QtBot) -> None:
    window = make(qtbot, "pagade")
    window.reply_delay = 300
    open_lesson(window, "stick-dice")
    desk = window.desk
    assert desk is not None
    assert desk.reply_due() and window.timer.isActive()  # the throw is still to come
    assert not window.page.hint_button.isEnabled()
    assert window.page.prompt.text() == "The dice are thrown…"  # not the game's "roll the sticks"
    qtbot.waitUntil(lambda: not desk.reply_due(), timeout=3000)
    assert window.page.dice.dice is not None and window.page.dice.dice.values == (3, 6)
    assert window.page.hint_button.isEnabled()
    assert desk.status() is Status.PLAYING
    assert window.page.prompt.text() == desk.table.view.prompt(desk.position)


def test_once_a_lesson_is_done_enter_opens_the_next(qtbot: QtBot) -> None:
    window = make(qtbot, "nardshir")
    with qtbot.waitActive(window):
        window.activateWindow()
    open_lesson(window, "the-track")
    window.scene.cellClicked.emit("p10")
    window.scene.cellClicked.emit("p14")
    assert window.desk is not None and window.desk.status() is Status.DONE
    assert window.page.next_button.hasFocus()
    qtbot.keyClick(window.page.next_button, Qt.Key.Key_Return)
    assert window.desk.index == 1 and window.lesson_list.currentRow() == 1


def test_a_move_without_a_square_is_a_button_under_the_board(qtbot: QtBot) -> None:
    window = make(qtbot, "nardshir")
    open_lesson(window, "passing")
    assert window.page.move_buttons == []  # the 4 can be used: it must be
    window.scene.cellClicked.emit("p2")
    window.scene.cellClicked.emit("p6")
    assert [button.text() for button in window.page.move_buttons] == ["Pass"]
    window.page.move_buttons[0].click()
    assert window.desk is not None and window.desk.status() is Status.DONE
    assert window.page.move_buttons == []  # nothing more to press once the lesson is done


def test_the_last_lesson_done_points_to_a_real_game(qtbot: QtBot) -> None:
    window = make(qtbot, "nardshir")
    desk = window.desk
    assert desk is not None
    open_lesson(window, desk.lessons[-1].id)
    while desk.status() is Status.PLAYING:
        qtbot.waitUntil(lambda: not desk.reply_due(), timeout=3000)
        text = desk.run.next_solution_move()
        assert text is not None
        source, target = desk.table.view.move_cells(desk.position, desk.position.parse_move(text))
        for cell in (source, target):
            if cell is not None:
                window.scene.cellClicked.emit(cell)
    assert desk.status() is Status.DONE and not window.page.next_button.isEnabled()
    assert window.page.message.text().endswith(LAST) and LAST.endswith("Play a game starts a real one.")
    assert window.page.play_button.isEnabled()


def walk_to(qtbot: QtBot, window: LearnWindow, cell: str) -> None:
    """Shift+arrows towards `cell`, as a person without a mouse steers the board's cursor."""
    scene = window.scene
    for _ in range(80):
        if scene.cursor == cell:
            return
        here = scene.cell_center(scene.cursor) if scene.cursor else None
        there = scene.cell_center(cell)
        if here is None:
            key = Qt.Key.Key_Right
        else:
            dx, dy = there.x() - here.x(), there.y() - here.y()
            if abs(dx) >= abs(dy):
                key = Qt.Key.Key_Right if dx > 0 else Qt.Key.Key_Left
            else:
                key = Qt.Key.Key_Down if dy > 0 else Qt.Key.Key_Up
        qtbot.keyClick(window.board, key, Qt.KeyboardModifier.ShiftModifier)
    raise AssertionError(f"the cursor never reached {cell}; it is on {scene.cursor}")


def test_a_lesson_is_done_without_a_mouse(qtbot: QtBot) -> None:
    window = make(qtbot, "nardshir")
    with qtbot.waitActive(window):
        window.activateWindow()
    window.lesson_list.setFocus()
    qtbot.keyClick(window.lesson_list, Qt.Key.Key_Home)
    qtbot.keyClick(window.lesson_list, Qt.Key.Key_Return)  # to the board
    assert window.board.hasFocus()
    for cell in ("p10", "p14"):
        walk_to(qtbot, window, cell)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.desk is not None and window.desk.status() is Status.DONE


def test_a_corrupt_progress_file_is_said_under_the_lessons_and_learning_goes_on(
    qtbot: QtBot, tmp_path: Path
) -> None:
    data = tmp_path / "data"  # the private data folder of tests/ui/conftest.py
    data.mkdir()
    (data / "lessons.json").write_text("{ not json", encoding="utf-8")
    window = make(qtbot, "nardshir")
    assert window.windowTitle() == "Learn to play Nardshir"
    words = window.progress_label.text()
    assert words.startswith("0 of ") and "could not be read" in words and "moved to" in words
    assert list(data.glob("lessons.json.broken-*"))
    window.scene.cellClicked.emit("p10")
    window.scene.cellClicked.emit("p14")
    assert window.desk is not None and window.desk.status() is Status.DONE
    assert json.loads((data / "lessons.json").read_text(encoding="utf-8"))["games"] == {
        "nardshir": {"the-track": 1}
    }


def test_a_theme_chosen_in_the_main_window_recolours_the_lesson_board(qtbot: QtBot) -> None:
    from pardsgui.ui.theme import Theme

    theme = Theme(dark=False)
    window = LearnWindow(None, "nardshir", theme)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    before = window.board.grab().toImage()
    theme.use("dark")
    window.refresh()
    assert window.board.grab().toImage() != before


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_every_lessons_words_fit_the_room_kept_under_the_board(qtbot: QtBot, language: str) -> None:
    """The message scrolls within a room of its own so that the board stays put; at 1200x800 no
    lesson's hint, success or refusal needs to scroll there, in any language the app speaks."""
    with speaking(language):
        window = make(qtbot, "pards")
        window.resize(1200, 800)
        qtbot.wait(10)
        label, room = window.page.message, window.page.said.viewport()
        too_long = []
        for game_id in GAME_IDS:
            for lesson in map(shown, load_lessons(game_id)):
                for text in (lesson.hint, lesson.success, *lesson.wrong.values()):
                    label.setText(text)
                    if label.heightForWidth(room.width()) > room.height():
                        too_long.append(f"{game_id} {lesson.id}: {text}")
        assert too_long == []
