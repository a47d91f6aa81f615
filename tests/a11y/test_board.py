"""The board through AT-SPI, as Orca 43 meets it: cells to move through, a selection and a move heard.

Orca 43 (Debian 12) ignores announcement events: what it speaks is the object that
gets the focus and changes to the focused object's name or description. So every
game's board is a list of named cells; Shift+arrows move the focus from cell to cell
(a focus event carrying the cell's words); Space on a piece makes the focused cell's
description say what was selected and where it may go; Space on a destination plays
the move, and the focused cell's name (its pieces) and description (the move just
played, then what to do) change. Every key goes through X as a keyboard's would.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pardsgui.core.contract import Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game
from pardsgui.table.cells import cell_name
from pardsgui.table.cursor import step
from tests.a11y.conftest import Open
from tests.a11y.stack import Desk, walk

GAMES = ("pards", "parry", "pagade", "kerd", "nardshir")
ARROW_KEYS = {
    (-1.0, 0.0): "shift+Left",
    (1.0, 0.0): "shift+Right",
    (0.0, -1.0): "shift+Up",
    (0.0, 1.0): "shift+Down",
}


def view_of(game_id: str) -> Any:
    return get_game(game_id).board_view()


def ready(game_id: str) -> Position:
    """The game's start, its first dice thrown (the same every run): a position where a piece moves."""
    position = get_game(game_id).initial()
    rng = random.Random(7)
    while position.is_chance:
        position = position.play(pick_outcome(position.chance_outcomes(), rng))
    return position


def board_of(tree: dict[str, Any]) -> dict[str, Any]:
    (board,) = [node for node in walk(tree) if node["role"] == "list" and node["name"] == "Board"]
    return board


def a_move(position: Position, view: Any) -> tuple[Move, str | None, str]:
    """A move made by one or two presses on the board, the only one between its cells, asking nothing."""
    moves = position.legal_moves()
    for move in moves:
        source, target = view.move_cells(position, move)
        if target is None or source == target or view.confirm(position, move):
            continue
        if sum(view.move_cells(position, other) == (source, target) for other in moves) == 1:
            return move, source, target
    raise AssertionError(f"no move of plain presses in {position.to_text()}")


def lift_the_cover(app: Desk) -> list[dict[str, Any]]:
    """Kerd's secret choices start behind a cover, its button focused: Space lifts it, as a person does.

    The events seen on the way (the move that brought the cover among them).
    """
    covers = [
        node
        for node in walk(app.tree())
        if node["role"] == "push button"
        and node["name"].endswith("show me the board")
        and "showing" in node["states"]
    ]
    if not covers:
        return []
    app.keys("space")
    return app.wait_for(
        lambda events: any(
            e["source"]["name"] == "Board" or e["source"]["role"] == "list item" for e in focus_events(events)
        ),
        what="the focus back on the board once the cover is lifted",
    )


def focus_events(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == "object:state-changed:focused" and e["detail1"] == 1]


class Cursor:
    """The keyboard's cursor on the board, planned as the app moves it (on the board as drawn)."""

    def __init__(self, desk: Desk, centres: dict[str, tuple[float, float]], names: dict[str, str]) -> None:
        self.desk, self.centres, self.names = desk, centres, names
        self.at: str | None = None

    def go(self, cell: str) -> dict[str, Any]:
        """Shift+arrows to `cell`; each press must move the focus onto the cell it reaches, by its words."""
        heard: dict[str, Any] = {}
        for _ in range(4 * len(self.centres)):
            if self.at == cell:
                return heard
            key, then = self._best_key(cell)
            self.desk.keys(key)
            events = self.desk.wait_for(
                lambda events, then=then: any(
                    e["source"]["role"] == "list item"
                    and e["source"]["name"].startswith(f"{self.names[then]}:")
                    for e in focus_events(events)
                ),
                what=f"focus on cell {self.names[then]} after {key}",
            )
            heard = focus_events(events)[-1]["source"]
            self.at = then
        raise AssertionError(f"the cursor never reached {cell}")

    def _best_key(self, cell: str) -> tuple[str, str]:
        """The first arrow of a shortest way to `cell` (the first press lands on the first cell)."""
        if self.at is None:
            return "shift+Right", step(self.centres, None, (1.0, 0.0)) or cell
        came: dict[str, tuple[str, str]] = {self.at: ("", "")}
        frontier = [self.at]
        while frontier and cell not in came:
            following = []
            for here in frontier:
                for direction, key in ARROW_KEYS.items():
                    then = step(self.centres, here, direction)
                    if then is not None and then not in came:
                        came[then] = (here, key)
                        following.append(then)
            frontier = following
        assert cell in came, f"no arrows lead from {self.at} to {cell}"
        while came[cell][0] != self.at:
            cell = came[cell][0]
        return came[cell][1], cell


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_is_a_list_of_named_cells_and_a_move_by_keys_is_heard(desk: Open, game_id: str) -> None:
    position = ready(game_id)
    view = view_of(game_id)
    geometry = view.geometry(position)
    names = {cell.id: cell_name(cell) for cell in geometry.cells}
    app = desk("--game", game_id, "--position", position.to_text())
    lift_the_cover(app)

    cells = board_of(app.tree())["children"]
    assert [child["role"] for child in cells] == ["list item"] * len(geometry.cells)
    notes = view.cell_notes(position)
    for cell, child in zip(geometry.cells, cells, strict=True):
        assert child["name"].startswith(f"{names[cell.id]}: "), child["name"]
        assert "focusable" in child["states"]
        if cell.id in notes:  # what only the picture showed: a ring, a region, a grid, a cross
            assert f"({notes[cell.id]})" in child["name"], child["name"]

    _move, source, target = a_move(position, view)
    centres = {cell.id: cell.center for cell in geometry.cells}
    cursor = Cursor(app, centres, names)
    if source is not None:
        heard = cursor.go(source)
        assert "can move" in heard["name"], heard
        app.keys("space")
        events = app.wait_for(
            lambda events: any(
                e["type"] == "object:property-change:accessible-description"
                and e["source"]["role"] == "list item"
                and "selected; it may go to" in str(e.get("data"))
                for e in events
            ),
            what="the selection said as the focused cell's description",
        )
        said = [str(e["data"]) for e in events if "selected; it may go to" in str(e.get("data"))][-1]
        assert said.startswith(f"{names[source]}: ") and names[target] in said.split("it may go to")[1], said
        assert "again" in said  # what a second press does
    cursor.go(target)
    before = [c["name"] for c in board_of(app.tree())["children"]]
    app.keys("space")
    events = app.wait_for(
        lambda events: any(
            e["type"] == "object:property-change:accessible-description"
            and e["source"]["role"] == "list item"
            and e["source"]["name"].startswith(f"{names[target]}:")
            and str(e.get("data")).startswith("Last move:")
            for e in events
        ),
        what="the move played said as the focused cell's description",
    )
    after = [c["name"] for c in board_of(app.tree())["children"]]
    assert before != after  # the cells' words follow the board
    changed = [e for e in events if e["type"] == "object:property-change:accessible-name"]
    target_index = list(names).index(target)
    if before[target_index] != after[target_index]:  # a piece came: the focused cell's name says so
        assert any(e["source"]["role"] == "list item" and e["data"] == after[target_index] for e in changed)


def test_a_lesson_is_played_by_keys_and_its_verdict_heard_on_the_board(desk: Open) -> None:
    """Help ▸ Learn (F2): the lesson's board is a list of cells too, and 'Done!' reaches the cell."""
    from pardsgui.lessons.book import load_lessons

    lesson = load_lessons("parry")[0]  # "Place White's first stone on the centre point, 12."
    game = get_game("parry")
    position = game.parse(lesson.start)
    geometry = game.board_view().geometry(position)
    names = {cell.id: cell_name(cell) for cell in geometry.cells}
    app = desk("--game", "parry")
    app.keys("F2")
    app.wait_for(
        lambda events: any("Learn to play" in e["source"]["name"] for e in events),
        seconds=30,
        what="the Learn window",
    )
    tab_to_the_board(app)
    (_cell, target) = game.board_view().move_cells(position, position.parse_move(lesson.solution[0]))
    assert target is not None
    Cursor(app, {cell.id: cell.center for cell in geometry.cells}, names).go(target)
    app.keys("space")
    hear_on_the_cell(app, "Done!", "the lesson's verdict")


def tab_to_the_board(app: Desk) -> None:
    """Tab from a study window's first control to its board, as a person goes (Learn, Puzzles)."""
    for _ in range(12):
        app.keys("Tab")
        events = app.settle(quiet=0.4)
        if any(e["source"]["name"] == "Board" for e in focus_events(events)):
            return
    raise AssertionError("Tab never reached the board")


def hear_on_the_cell(app: Desk, words: str, what: str) -> None:
    """Wait for the focused cell's description to become news starting with `words`."""
    app.wait_for(
        lambda events: any(
            e["type"] == "object:property-change:accessible-description"
            and e["source"]["role"] == "list item"
            and str(e.get("data")).startswith(words)
            for e in events
        ),
        what=f"{what} said as the focused cell's description",
    )
