"""What a screen reader is given: names of the panels and the board, the position in words."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QDockWidget, QPushButton, QWidget

from pardsgui.core.contract import Move, Position
from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game
from pardsgui.table.cells import cell_name
from pardsgui.table.typed import typeable
from tests.games.pards.test_words import ROLLED
from tests.journeys.conftest import Start
from tests.journeys.person import Person
from tests.journeys.test_whole_games import GAMES, random_game


def accessible(widget: object, what: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    assert interface is not None
    return str(interface.text(what))


@pytest.mark.parametrize("game_id", available_ids())
def test_the_board_and_every_panel_have_names_and_the_board_reads_the_position(
    start: Start, game_id: str
) -> None:
    person = start("--game", game_id)
    window = person.window
    if window.cover.isVisible():
        person.press(window.cover.button.text())
    assert accessible(window.board, QAccessible.Text.Name) == "Board"
    description = accessible(window.board, QAccessible.Text.Description)
    assert description.startswith(person.banner().split(" — ")[0].rstrip("."))
    view, position = window.controller.view, window.controller.position
    for piece in view.pieces(position):
        assert piece.name in description
    for dock in window.findChildren(QDockWidget):
        widget = dock.widget()
        assert accessible(widget, QAccessible.Text.Name), dock.windowTitle()
    assert accessible(window.move_box, QAccessible.Text.Name) == "Type a move"


def test_describe_the_position_shows_it_in_words(start: Start) -> None:
    person = start("--game", "pards")
    seen: list[str] = []

    def read(box: object) -> None:
        from PySide6.QtWidgets import QMessageBox

        assert isinstance(box, QMessageBox) and box.objectName() == "describe-position"
        seen.append(box.text())
        box.accept()

    person.menu("View", "Describe the position", then=[read])
    assert seen and "White Shah on a2" in seen[0] and seen[0].startswith("White: roll the dice")


def accessible_items(widget: object) -> list[str]:
    """The names a screen reader is given for a list's items, through Qt's accessibility interface."""
    interface = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    assert interface is not None
    names = []
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.role() == QAccessible.Role.ListItem:
            names.append(str(child.text(QAccessible.Text.Name)))
    return names


@pytest.mark.parametrize("game_id", available_ids())
def test_the_cells_list_gives_every_cell_and_plays_a_move_by_the_keyboard(start: Start, game_id: str) -> None:
    options = dict(GAMES)[game_id]
    view = get_game(game_id).board_view()

    def by_cells(position: Position, two: bool) -> Move | None:
        """A move made by clicking a source then a target (`two`) or by one click on its target,
        and the only one made so."""
        moves = typeable(position, view)
        for move in moves:
            source, target = view.move_cells(position, move)
            same = [m for m in moves if view.move_cells(position, m) == (source, target)]
            clicked = source is not None and source != target if two else source is None
            if clicked and target is not None and len(same) == 1:
                return move
        return None

    played = [p for p in random_game(game_id, options, seed=3) if p.current is not None]
    # A game of moves from cell to cell is played so; a game of placing (Parry) by one click.
    two = any(by_cells(p, True) is not None for p in played)
    decisions = [p for p in played if by_cells(p, two) is not None]
    position = decisions[len(decisions) // 2]
    move = by_cells(position, two)
    assert move is not None
    source, target = view.move_cells(position, move)
    person = start("--game", game_id, "--position", position.to_text())
    window = person.window
    if window.cover.isVisible():  # Kerd: the seat to move looks at its own board
        person.press(window.cover.button.text())
    person.shortcut("Ctrl+Shift+L")  # View ▸ Cells
    assert window.cells_dock.isVisible()
    cells = [cell.id for cell in view.geometry(position).cells]
    items = accessible_items(window.cells)
    assert len(items) == len(cells)
    for piece in view.pieces(position):  # each piece in its cell's line, its place said once
        assert piece.name.split(" on ")[0] in items[cells.index(piece.cell)], piece.name
    # The move chosen in the list by the arrow keys and Enter.
    person.activate()
    window.cells.setFocus()  # as Tab does from the panel before it
    person.settle()
    assert window.cells.currentRow() == 0  # the arrows start from the first cell
    for cell in (source, target) if two else (target,):
        assert cell is not None
        person.qtbot.keyClick(window.cells, Qt.Key.Key_Home)
        for _ in range(cells.index(cell)):
            person.qtbot.keyClick(window.cells, Qt.Key.Key_Down)
        assert window.scene.cursor == cell  # the board's cursor follows the list
        with person.answering(*person._confirm_if_asked(position, move)):
            person.qtbot.keyClick(window.cells, Qt.Key.Key_Return)
        person.settle()
        if cell == source:
            assert "selected" in accessible_items(window.cells)[cells.index(source)]
            assert "may go here" in accessible_items(window.cells)[cells.index(target)]
    assert window.controller.record.current.move == move
    assert person.note() in accessible(window.turn, QAccessible.Text.Description)


def test_the_cursor_and_each_move_are_told_as_they_happen(start: Start) -> None:

    person = start("--game", "pards", "--position", ROLLED)
    window = person.window
    before = accessible(window.turn, QAccessible.Text.Description)
    assert before.startswith("White")
    window.board.setFocus()
    person.qtbot.keyClick(window.board, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    cursor = window.scene.cursor
    assert cursor is not None
    assert window.play_mode.announced == window.scene.cell_words(cursor)
    assert window.play_mode.announced.split(":")[0] == view_label(window, cursor)
    person.click("b2")
    person.click("b3")
    after = accessible(window.turn, QAccessible.Text.Description)
    assert after != before and person.note() in after
    assert window.play_mode.announced == after


def view_label(window: object, cell: str) -> str:
    controller = window.controller  # type: ignore[attr-defined]
    return cell_name(controller.view.geometry(controller.position).cell(cell))


# Pards after a move: change a grid's die (buttons) or move the Vicar (on the board).
PARDS_DIE_PHASE = (
    "PSs3ec1/8S/3eV4/2SP5/1p2s3p/7E1/1E1sCp1PS w grids=a1:1,a7:4,e1:4,e7:3 phase=die place=s vicar-from=d5"
)


def tab_walk(person: Person) -> list[QWidget]:
    """The widgets Tab stops on from the board until it is back there; then Shift+Tab goes back one."""
    window = person.window
    person.activate()
    seen: list[QWidget] = [window.board]
    for _ in range(30):
        person.key(Qt.Key.Key_Tab)
        widget = QApplication.focusWidget()
        assert widget is not None
        if widget is window.board:
            break
        seen.append(widget)
    assert seen[1] is window.move_box
    buttons = window.actions_panel.buttons
    places = [seen.index(button) for button in buttons]  # every button, in its order, before the moves
    assert places[0] > 1 and places == sorted(places) and places[-1] < seen.index(window.move_list)
    assert window.move_list in seen and window.cells not in seen  # a hidden panel is passed by
    kept_hidden = [b for b in window.actions_panel.findChildren(QPushButton) if b not in buttons]
    assert not any(button in seen for button in kept_hidden)  # a button kept for later is passed by
    person.key(Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is seen[-1]
    return seen


def test_tab_goes_from_the_board_to_the_move_box_the_buttons_and_the_moves_and_back(start: Start) -> None:
    person = start("--game", "pards", "--position", PARDS_DIE_PHASE)
    assert person.window.actions_panel.buttons, "this position has moves without a square"
    tab_walk(person)


def test_buttons_shown_again_at_each_step_keep_their_place_in_tabs_way(start: Start) -> None:
    """Parry offers its pass every other move: the button comes and goes (kept, hidden between) as
    the game is played and stepped through, and each time Tab finds it between the move box and
    the moves."""
    person = start("--game", "parry")
    window = person.window
    rng = random.Random(3)
    shown = []
    for _ in range(12):
        if window.actions_panel.buttons:
            shown.append(tuple(window.actions_panel.buttons))
            tab_walk(person)
        position = window.controller.position
        moves = [move for move in typeable(position, window.controller.view) if position.move_text(move)]
        person.play(moves[rng.randrange(len(moves))])
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Left, Qt.Key.Key_Right):
        person.key(key)
        if window.actions_panel.buttons:
            shown.append(tuple(window.actions_panel.buttons))
            tab_walk(person)
    assert len(shown) >= 3, "the buttons were shown again at least three times"


def test_tabs_way_takes_the_buttons_of_a_game_opened_or_switched_to(start: Start, tmp_path: Path) -> None:
    """A game switch makes the board, the panels' words and the buttons anew: Open of a Pards game
    with buttons after a Parry game, then New game back to Parry played until it offers its pass,
    and each time Tab goes board, move box, the buttons in their order, the moves."""
    from tests.journeys.test_new_game import fill_new_game
    from tests.journeys.test_table_state import open_file

    person = start("--game", "parry")
    window = person.window
    pards = get_game("pards")
    record = Record(pards, start=pards.parse(PARDS_DIE_PHASE))
    path = tmp_path / "die.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    open_file(person, path, asked=False)
    assert window.controller.game.id == "pards" and window.actions_panel.buttons
    tab_walk(person)
    person.menu("Game", "New game…", then=[fill_new_game(person, "Parry")])
    assert window.controller.game.id == "parry"
    rng = random.Random(5)
    for _ in range(12):
        if window.actions_panel.buttons:
            break
        position = window.controller.position
        moves = [move for move in typeable(position, window.controller.view) if position.move_text(move)]
        person.play(moves[rng.randrange(len(moves))])
    assert window.actions_panel.buttons, "Parry offered its pass within 12 moves"
    tab_walk(person)


def test_a_floating_panel_keeps_a_tab_chain_of_its_own(start: Start) -> None:
    person = start("--game", "nardshir")
    window = person.window
    window.docks["moves"].setFloating(True)  # as a double click on its title does
    person.settle()
    assert window.move_list.window() is window.docks["moves"]
    window.docks["moves"].setFloating(False)
    person.settle()
    assert window.move_list.window() is window
