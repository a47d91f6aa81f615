"""Help ▸ Puzzles, as a person uses it: in every game with puzzles, fail one, solve one, skip one.

The moves are made by clicks on the trainer's board (and its buttons, for a move
without a cell), the wrong one judged in the computer's worker. The rating falls
and rises, and it is still there when the app is started again.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

import pardsgui.ui.review
from pardsgui.core.contract import Move
from pardsgui.games import game_info
from pardsgui.train.attempt import Status
from pardsgui.train.desk import shipped_puzzles
from pardsgui.train.progress import TrainerProgress
from pardsgui.ui.train import TrainerWindow
from pardsgui.ui.train.window import games_for_trainer
from tests.ai.test_review import seeded_record
from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import (
    Person,
    answering,
    board_place,
    choose_in_menu,
    click_button,
    pick,
    plain,
    press_in_box,
)
from tests.journeys.test_review import TINY, open_game, reviewed

JUDGE_STEPS = 300  # the worker's budget for a judgement here: the words, not their depth, are tested


class Solver:
    """A person at the trainer: its board's cells by their scene position, its buttons by their text."""

    def __init__(self, person: Person, window: TrainerWindow) -> None:
        self.person = person
        self.window = window
        window.step_delay = 30
        window.judge_steps = JUDGE_STEPS

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
        assert desk.table is not None
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

    def play_text(self, text: str) -> None:
        self.play(self.window.desk.position.parse_move(text))

    def state(self) -> dict[str, str]:
        """What the window says, as a person reads it."""
        w, page = self.window, self.window.page
        return {
            "title": page.title.text(),
            "task": page.task.text(),
            "message": page.message.text(),
            "rating": w.rating_label.text(),
            "streak": w.streak_label.text(),
            "counts": w.counts_label.text(),
        }


def open_trainer(person: Person) -> Solver:
    person.menu("Help", "Puzzles…")
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, TrainerWindow) and w.isVisible()]
    assert len(windows) == 1
    return Solver(person, windows[0])


def rating_of(solver: Solver) -> int:
    return int(solver.state()["rating"].split()[1])


def fail_solve_skip(solver: Solver, game_id: str) -> None:
    """One journey in one game: fail a puzzle (its loss and refutation shown), solve one, skip one."""
    window, desk, person = solver.window, solver.window.desk, solver.person
    name = game_info(game_id).name
    pick(window.game_box, name)
    person.settle()
    assert window.windowTitle() == f"Puzzles: {name}"
    assert desk.game_id == game_id and desk.attempt is not None
    seat = desk.attempt.game.board_view().seat_names(desk.attempt.start)[desk.attempt.seat]
    state = solver.state()
    assert state["title"] == f"Puzzle {desk.number()} of {len(desk.puzzles)}"
    assert state["task"].startswith(f"{seat} to move: find the best move")
    assert state["message"] == "" and "Theme" not in state["task"]  # the theme only once it ends
    assert state["streak"] == "Streak: 0 (best 0)"
    here = f"Of {len(desk.puzzles)} {'puzzle' if len(desk.puzzles) == 1 else 'puzzles'} here"
    assert state["counts"] == f"{here}: 0 solved, 0 failed, 0 skipped"
    before = rating_of(solver)
    assert state["rating"] == f"Rating: {before} ± 350"
    # The board stays where the mouse aims, however long what is said below it grows.
    place = board_place(window.page.board, window)

    # Fail: the move the game actually played there.
    failed = desk.attempt.puzzle
    solver.play_text(failed.mistake)
    assert desk.status() is Status.FAILED
    assert solver.state()["message"] == "Not the best move. The computer looks at what it allows…"
    assert rating_of(solver) < before  # judged by the rules at once; the words come from the worker
    person.wait(lambda: desk.judgement is not None and not desk.busy(), seconds=30)
    assert desk.judgement is not None
    state = solver.state()
    assert state["message"].startswith(f"Not the best move. {failed.mistake} ")
    assert "% of your winning chance against the best move found." in state["message"]
    # What it allows, in words and played out on the board: the wrong move, then the refutation.
    assert desk.table is not None and desk.attempt.wrong is not None
    wrong_position, wrong_move = desk.attempt.wrong
    if wrong_position.play(wrong_move).outcome is None:  # a move that ends the game allows nothing
        assert desk.judgement.refutation and " It allows: " in state["message"]
    assert len(desk.table.record.current.path()) - 1 == 1 + len(desk.judgement.refutation)
    assert state["message"].endswith(f" Rating {rating_of(solver)} ({rating_of(solver) - before:+d}).")
    assert state["streak"] == "Streak: 0 (best 0)"
    assert state["counts"] == f"{here}: 0 solved, 1 failed, 0 skipped"
    assert not window.page.hint_button.isEnabled() and not window.page.skip_button.isEnabled()
    assert board_place(window.page.board, window) == place, state["message"]
    fell = rating_of(solver)

    # Show the solution: played from the puzzle's start, slowly; the theme said; nothing rated again.
    solver.press("Show the solution")
    person.wait(lambda: not desk.busy(), seconds=10)
    assert desk.table is not None
    assert [node.text for node in desk.table.record.current.path()[1:]] == list(failed.solution)
    theme = f" Theme: {failed.theme}." if failed.theme else ""
    assert solver.state()["message"] == f"The solution: {', '.join(failed.solution)}.{theme}"
    assert rating_of(solver) == fell and not window.page.show_button.isEnabled()

    # Solve: the next puzzle (the same one where the game has only one). Its board may be
    # another (Parry's puzzles come from several), drawn at its own size; it stays put then.
    solver.press("Next puzzle")
    puzzle = desk.attempt.puzzle
    place = board_place(window.page.board, window)
    again = puzzle.id == failed.id
    for text in puzzle.solution:
        assert desk.status() is Status.PLAYING
        solver.play_text(text)
    assert desk.status() is Status.SOLVED
    state = solver.state()
    theme = f" Theme: {puzzle.theme}." if puzzle.theme else ""
    if again:
        assert state["message"] == f"Solved!{theme} Played before: the rating stays."
        assert rating_of(solver) == fell
    else:
        assert (
            state["message"] == f"Solved!{theme} Rating {rating_of(solver)} ({rating_of(solver) - fell:+d})."
        )
        assert rating_of(solver) > fell
    assert state["streak"] == "Streak: 1 (best 1)"
    assert board_place(window.page.board, window) == place

    # Skip: the next one, after a look at the hint, is left for later, unrated.
    solver.press("Next puzzle")
    skipped = desk.attempt.puzzle
    solver.press("Hint")
    assert solver.state()["message"].startswith("The move to make is marked on the board.")
    first = desk.position.parse_move(skipped.solution[0])
    source, target = desk.table.view.move_cells(desk.position, first) if desk.table else (None, None)
    assert desk.hint_cells() == ((source, None) if source is not None else (None, target))
    solver.press("Skip")
    game = desk.progress.of(game_id)
    assert (skipped.id in game.skipped) == (skipped.id not in game.solved + game.failed)
    assert desk.status() is Status.PLAYING and solver.state()["message"] == ""
    assert rating_of(solver) == (fell if again else rating_of(solver))


def test_fail_solve_and_skip_a_puzzle_in_every_game_and_the_rating_is_kept(
    start: Start, folders: tuple[Path, Path]
) -> None:
    person = start()
    before = person.window.controller.record.to_json()
    solver = open_trainer(person)
    games = games_for_trainer(solver.window.desk.mine)
    assert games and [solver.window.game_box.itemText(i) for i in range(solver.window.game_box.count())] == [
        game_info(g).name for g in games
    ]
    ratings = {}
    for game_id in games:
        fail_solve_skip(solver, game_id)
        ratings[game_id] = rating_of(solver)
    assert len(ratings) == len(games) == 5  # every game ships puzzles
    assert person.window.controller.record.to_json() == before  # the game in play is left alone
    saved = TrainerProgress.load(folders[1] / "puzzles.json")
    assert saved.notice == ""
    assert {g: saved.of(g).rating.rounded() for g in games} == ratings

    # Started again: the trainer shows the rating where it was.
    quit_app(person)
    again = open_trainer(start())
    for game_id in games:
        pick(again.window.game_box, game_info(game_id).name)
        again.person.settle()
        assert again.state()["rating"].startswith(f"Rating: {ratings[game_id]} ± ")
        assert again.state()["streak"] == "Streak: 1 (best 1)"


def test_a_review_keeps_my_mistakes_as_puzzles_and_train_on_my_mistakes_opens_them(
    start: Start, tmp_path: Path, folders: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(pardsgui.ui.review, "REVIEW_LEVEL", TINY)
    # Nardshir, whose puzzles can only come this way for now: White is the computer (easy), Black a
    # person playing at random, and the game stops on Black's decision, so nobody moves on opening.
    moves = 100
    record = seeded_record("nardshir", moves)
    while record.position.current != 1:
        moves += 1
        record = seeded_record("nardshir", moves)
    record.computer = {0: "easy"}
    person = open_game(start, tmp_path, record)
    window = person.window
    person.menu(
        "Game",
        "Train on my mistakes…",
        then=[press_in_box("OK", "No puzzles from your games of Nardshir yet")],
    )
    reviewed(person)
    review = window.controller.record.review
    assert review is not None and review.complete
    mine = [
        (node.parent.position.to_text(), entry.best, entry.move)
        for node, entry in review.nodes(window.controller.record.root)
        if entry.mark in ("?", "??") and node.parent is not None
        if entry.seat == 1  # the person's; White's are the computer's own
    ]
    assert mine, "a game played at random has mistakes"
    assert (
        window.statusBar()
        .currentMessage()
        .endswith(
            f"{len(mine)} of your moves became puzzles: Game ▸ Train on my mistakes."
            if len(mine) > 1
            else "1 of your moves became a puzzle: Game ▸ Train on my mistakes."
        )
    )
    assert (folders[1] / "my-puzzles.json").is_file()

    person.menu("Game", "Train on my mistakes…")
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, TrainerWindow) and w.isVisible()]
    assert len(windows) == 1
    solver = Solver(person, windows[0])
    trainer, desk = solver.window, solver.window.desk
    assert trainer.game_box.currentText() == "Nardshir" and trainer.set_box.currentText() == "From my games"
    assert sorted((p.position, p.solution[0], p.mistake) for p in desk.puzzles) == sorted(mine)
    state = solver.state()
    assert state["title"] == f"Your puzzle {desk.number()} of {len(mine)}"
    assert state["task"].startswith("From one of your games: Black to move. Find a better move")
    before = rating_of(solver)
    puzzle = desk.attempt.puzzle if desk.attempt else None
    assert puzzle is not None and puzzle.personal
    solver.play_text(puzzle.solution[0])  # the review's best move
    assert desk.status() is Status.SOLVED
    assert (
        solver.state()["message"] == f"Solved! Rating {rating_of(solver)} ({rating_of(solver) - before:+d})."
    )
    assert rating_of(solver) > before

    # Another move is judged in the worker: good enough below the game's ? (4 points), else failed.
    solver.press("Next puzzle")
    puzzle = desk.attempt.puzzle if desk.attempt else None
    assert puzzle is not None
    solver.play_text(puzzle.mistake)
    assert desk.status() is Status.JUDGING and not solver.window.page.next_button.isEnabled()
    person.wait(lambda: desk.status() is not Status.JUDGING and not desk.busy(), seconds=30)
    assert desk.judgement is not None or desk.status() is Status.SOLVED
    loss = desk.attempt.loss if desk.attempt else None
    assert loss is not None
    if loss < 4.0:
        assert desk.status() is Status.SOLVED and solver.state()["message"].startswith("Good enough: ")
    else:
        assert desk.status() is Status.FAILED
        assert solver.state()["message"].startswith(f"Not the best move. {puzzle.mistake} ")

    # The other set of Nardshir: the shipped puzzles, the one nearest the rating open.
    pick(trainer.set_box, "Puzzles from the computer's games")
    person.settle()
    assert trainer.pages.currentWidget() is trainer.page
    count = len(shipped_puzzles("nardshir"))
    assert re.fullmatch(rf"Puzzle \d+ of {count}", trainer.page.title.text()) and count == 60


def walk_to(person: Person, window: TrainerWindow, cell: str) -> None:
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
        person.qtbot.keyClick(window.board, key, Qt.KeyboardModifier.ShiftModifier)
    raise AssertionError(f"the cursor never reached {cell}; it is on {scene.cursor}")


def test_from_the_choosers_card_by_keys_alone_with_every_control_named(
    start: Start, folders: tuple[Path, Path]
) -> None:
    folders[1].mkdir(parents=True)
    (folders[1] / "puzzles.json").write_text("{ not json", encoding="utf-8")  # a broken progress file

    def solve_puzzles(chooser: QWidget) -> None:
        card = chooser.findChild(QWidget, "puzzles-card")
        assert card is not None and card.accessibleName() == "Puzzles"
        click_button(card, "Solve puzzles")

    person = start(first_start=True, then=(solve_puzzles,))
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, TrainerWindow) and w.isVisible()]
    assert len(windows) == 1
    window, desk = windows[0], windows[0].desk
    unnamed = [
        f"{type(w).__name__} {w.objectName()}"
        for w in window.findChildren(QWidget)
        if w.isVisible() and w.focusPolicy() != Qt.FocusPolicy.NoFocus and not w.accessibleName()
        if w is not window.board.viewport()  # the board's own drawing area: the board is named
    ]
    assert unnamed == []
    notice = window.notice_label.text()
    assert notice.startswith("Your puzzle progress could not be read") and "moved to" in notice
    assert window.notice_label.isVisible() and list(folders[1].glob("puzzles.json.broken-*"))

    # Pards by the keyboard: Tab from the game to the board, the cursor to each cell, Enter.
    pick(window.game_box, "Pards")
    with person.qtbot.waitActive(window):
        window.activateWindow()
    window.game_box.setFocus()
    person.qtbot.keyClick(window.game_box, Qt.Key.Key_Tab)
    person.qtbot.keyClick(window.set_box, Qt.Key.Key_Tab)
    assert window.board.hasFocus()
    puzzle = desk.puzzle
    assert puzzle is not None
    for text in puzzle.solution:
        source, target = desk.table.view.move_cells(desk.position, desk.position.parse_move(text))  # type: ignore[union-attr]
        for cell in (source, target):
            if cell is not None:
                walk_to(person, window, cell)
                person.qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert desk.status() is Status.SOLVED and window.page.message.text().startswith("Solved!")
    assert window.page.next_button.hasFocus()  # Enter goes on
    person.qtbot.keyClick(window.page.next_button, Qt.Key.Key_Return)
    assert desk.puzzle is not None and window.board.hasFocus()
    assert (desk.puzzle.id != puzzle.id) == (len(desk.puzzles) > 1)  # another, where there is one

    # Kerd, as the deciding seat may know it: its own secret told, the other's never.
    pick(window.game_box, "Kerd")
    person.settle()
    attempt = desk.attempt
    assert attempt is not None and desk.table is not None
    view, start_position = desk.table.view, attempt.start
    assert window.board.accessibleDescription() == view.describe_position(start_position, attempt.seat)
    own, other = (view.secret_words(start_position, seat) for seat in (attempt.seat, 1 - attempt.seat))
    assert own and window.page.task.text().endswith(own)
    said = [label.text() for label in window.findChildren(QLabel)]
    assert other and not any(other in text for text in said)


@pytest.mark.long
def test_every_shipped_puzzle_is_solved_by_clicks(start: Start) -> None:
    """Each solution can be played on the board as a person plays it (cells, a menu, a button)."""
    solver = open_trainer(start())
    window, desk = solver.window, solver.window.desk
    for game_id in games_for_trainer(desk.mine):
        pick(window.game_box, game_info(game_id).name)
        solver.person.settle()
        for _ in desk.puzzles:
            puzzle = desk.puzzle
            assert puzzle is not None
            for text in puzzle.solution:
                solver.play_text(text)
            assert desk.status() is Status.SOLVED, f"{puzzle.id}: {desk.message}"
            solver.press("Next puzzle")
        assert sorted(desk.progress.of(game_id).solved) == sorted(p.id for p in desk.puzzles)
