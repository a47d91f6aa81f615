"""The puzzle trainer through AT-SPI, as Orca meets it: every control named, a puzzle solved by keys.

Help ▸ Puzzles (Shift+F2) opens the trainer on the game shown. Its board is the list of
named cells the game's board is (tests/a11y/test_board.py): Shift+arrows take the focus
from cell to cell, Space plays, and the verdict — "Solved!" — is the focused cell's new
description, as Learn's "Done!" is.
"""

from __future__ import annotations

import re
from pathlib import Path

from pardsgui.games import get_game
from pardsgui.table.cells import cell_name
from pardsgui.train.progress import TrainerProgress, choose_next
from pardsgui.train.puzzles import puzzle_path, read_puzzles
from tests.a11y.conftest import Open
from tests.a11y.stack import walk
from tests.a11y.test_board import Cursor, hear_on_the_cell, tab_to_the_board
from tests.a11y.test_names import unnamed


def test_a_puzzle_is_solved_by_keys_and_every_control_of_the_trainer_is_named(desk: Open) -> None:
    # The one a newcomer meets first: no progress yet (the desk's data folder is new).
    puzzle = choose_next(
        read_puzzles(puzzle_path("parry")), TrainerProgress(Path("/nonexistent/progress.json"))
    )
    assert puzzle is not None
    game = get_game("parry")
    position = game.parse(puzzle.position)
    view = game.board_view()
    geometry = view.geometry(position)
    app = desk("--game", "parry")
    app.keys("shift+F2")
    app.wait_for(
        lambda events: any(
            e["type"] == "window:activate" and e["source"]["name"].startswith("Puzzles: Parry")
            for e in events
        ),
        seconds=30,
        what="the trainer's window",
    )
    app.settle(quiet=0.4)
    tree = app.tree()
    assert unnamed(tree) == []
    task = [n["name"] for n in walk(tree) if re.fullmatch(r"Puzzle \d+ of \d+", n["name"])]
    assert task, "the puzzle's title is read"
    tab_to_the_board(app)
    cursor = Cursor(
        app,
        {cell.id: cell.center for cell in geometry.cells},
        {cell.id: cell_name(cell) for cell in geometry.cells},
    )
    for text in puzzle.solution:
        source, target = view.move_cells(position, position.parse_move(text))
        for cell in (source, target):
            if cell is not None:
                cursor.go(cell)
                app.keys("space")
        position = position.play(position.parse_move(text))
    hear_on_the_cell(app, "Solved!", "the verdict")
