"""Moves typed in the move box (Ctrl+L or /, then Enter): every game to its end without a click.

The person reads the board and the move list and types what they read: the
notation, the move list's words or a button's words, in any case. A roll is
typed too ("roll" throws, "roll 3,5" sets). Text that names no legal move gets
the rules' reason under the prompt, and the box keeps it to be corrected.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game
from pardsgui.table.cursor import ARROWS, step
from pardsgui.table.typed import names, typeable
from tests.journeys.conftest import Start
from tests.journeys.person import Handler, Person
from tests.journeys.test_whole_games import (
    GAMES,
    LATE,
    MOST_PLIES,
    Plan,
    last_decision_before,
    plan_to_the_end,
    planned,
    random_game,
)


def type_move(person: Person, text: str, key: str = "Ctrl+L", then: Sequence[Handler] = ()) -> None:
    """Focus the box by its shortcut, type, press Enter (answering what the app then asks)."""
    person.shortcut(key)
    box = person.window.move_box
    assert box.hasFocus()
    person.qtbot.keyClicks(box, text)
    with person.answering(*then):
        person.qtbot.keyClick(box, Qt.Key.Key_Return)
    person.settle()


def play_to_the_end_by_typing(person: Person, seed: int, plan: Plan) -> int:
    """Moves typed until the game ends: the plan's where it has one, else random ones; how many."""
    rng = random.Random(seed)
    controller = person.window.controller
    typed = 0
    for _ in range(MOST_PLIES):
        if controller.outcome() is not None:
            break
        if person.window.cover.isVisible():  # Kerd's secret choice: the seat to choose looks
            person.press(person.window.cover.button.text())
            continue
        position, view = controller.position, controller.view
        chosen = planned(plan, controller.record)
        if position.is_chance:
            roll = pick_outcome(position.chance_outcomes(), rng) if chosen is None else chosen
            type_move(person, position.move_text(roll))
            typed += 1
            continue
        moves = typeable(position, view)  # a secret move (Kerd's reveal) is made behind a cover
        move = moves[rng.randrange(len(moves))] if chosen is None else chosen
        # Any name the app shows for it, in a random case, unless another move goes by that name too.
        others = {n.casefold() for m in moves if m != move for n in names(position, view, m, None)}
        choices = [n for n in names(position, view, move, None) if n.casefold() not in others]
        # Typed as a keyboard has it: the labels' arrows and dashes as '-'.
        text = rng.choice(choices).replace("→", "-").replace("—", "-").replace("–", "-")
        assert text.isascii(), text
        then = person._confirm_if_asked(position, move)  # Kerd's execution asks first, as on a button
        type_move(person, text.upper() if rng.random() < 0.2 else text, rng.choice(["Ctrl+L", "/"]), then)
        typed += 1
        assert controller.record.current.move == move, (text, person.note())
    box = person.window.findChild(QMessageBox, "game-over")
    if box is not None and box.isVisible():
        box.close()
    assert controller.outcome() is not None, "the game did not end"
    return typed


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_the_end_of_a_game_by_typed_moves(start: Start, game_id: str, options: dict[str, str]) -> None:
    late = last_decision_before(random_game(game_id, options, seed=4), LATE)
    person = start("--game", game_id, "--position", late.to_text())
    plan = plan_to_the_end(late, seed=6)
    typed = play_to_the_end_by_typing(person, seed=6, plan=plan)
    print(f"{game_id}: {typed} moves typed")
    assert typed == len(plan) >= 10  # the planned game, move for move
    assert not person.window.move_box.isEnabled()  # the game is over: nothing to type


def test_a_typed_move_the_rules_refuse_says_why_and_stays_to_be_corrected(start: Start) -> None:
    person = start("--game", "nardshir")
    type_move(person, "3:h-2")
    assert person.note() == "The dice must be rolled first (a move like 'roll 3,5')"
    assert person.window.move_box.text() == "3:h-2"
    person.qtbot.keyClick(person.window.move_box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_move(person, "roll 5,3")
    assert person.note() == "Last move: White rolled 5 and 3"
    type_move(person, "pass")
    assert person.note() == "Pass is allowed only when no die can be used"
    person.window.move_box.clear()
    type_move(person, "hello")
    assert person.note().startswith("Moves are written like")
    person.window.move_box.clear()
    type_move(person, "5: ENTER ON POINT 4")  # the button's words, in capitals
    assert person.note() == "Last move: White entered a piece on point 4 with the 5"
    assert person.window.move_box.text() == ""


def test_roll_throws_the_dice_and_the_completer_offers_the_moves(start: Start) -> None:
    person = start("--game", "pagade")
    type_move(person, "roll")
    controller = person.window.controller
    assert not controller.position.is_chance
    offered = person.window.move_box.names.stringList()
    position = controller.position
    for move in position.legal_moves():
        assert position.move_text(move) in offered
    example = person.window.move_box.placeholderText().rpartition("e.g. ")[2]
    assert example in offered  # the placeholder shows what this position's moves look like


# -- the board's cursor: Shift+arrows, Space, Escape ------------------------------------------------

KEYS = {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up, "down": Qt.Key.Key_Down}


def arrows_to(person: Person, cell: str) -> list[str]:
    """The arrows a person presses to bring the cursor to `cell`, looking at the board (a shortest way)."""
    scene = person.window.scene
    points = {c: scene.cell_center(c) for c in scene._polygons}
    centres = {c: (p.x(), p.y()) for c, p in points.items()}
    start = scene.cursor if scene.cursor in centres else None
    if start is None:
        return ["right", *arrows_to_from(centres, step(centres, None, ARROWS["right"]), cell)]
    return arrows_to_from(centres, start, cell)


def arrows_to_from(centres: dict[str, tuple[float, float]], start: str | None, cell: str) -> list[str]:
    assert start is not None
    ways: dict[str, list[str]] = {start: []}
    frontier = [start]
    while frontier and cell not in ways:
        following = []
        for here in frontier:
            for name, arrow in ARROWS.items():
                there = step(centres, here, arrow)
                if there is not None and there not in ways:
                    ways[there] = [*ways[here], name]
                    following.append(there)
        frontier = following
    return ways[cell]


def cursor_click(person: Person, cell: str) -> None:
    board = person.window.board
    for name in arrows_to(person, cell):
        person.qtbot.keyClick(board, KEYS[name], Qt.KeyboardModifier.ShiftModifier)
    assert person.window.scene.cursor == cell
    person.qtbot.keyClick(board, Qt.Key.Key_Space)
    person.settle()


def play_to_the_end_by_keyboard(person: Person, seed: int) -> int:
    """The board's cursor for moves from a cell to a cell, the move box for the rest; moves by the cursor."""
    controller = person.window.controller
    rng = random.Random(seed)
    by_cursor = 0
    for _ in range(MOST_PLIES):
        if controller.outcome() is not None:
            break
        if person.window.cover.isVisible():
            person.qtbot.keyClick(person.window.cover.button, Qt.Key.Key_Space)  # the button has focus
            person.settle()
            continue
        position, view = controller.position, controller.view
        if position.is_chance:
            type_move(person, "roll")
            continue
        moves = typeable(position, view)
        move = moves[rng.randrange(len(moves))]
        source, target = view.move_cells(position, move)
        same = [m for m in moves if view.move_cells(position, m) == (source, target)]
        if target is None or source == target or len(same) > 1:  # a button move, or a choice: typed
            type_move(person, position.move_text(move), then=person._confirm_if_asked(position, move))
        else:
            for cell in dict.fromkeys(c for c in (source, target) if c is not None):
                cursor_click(person, cell)
            by_cursor += 1
        assert controller.record.current.move == move, person.note()
    assert controller.outcome() is not None
    box = person.window.findChild(QMessageBox, "game-over")
    if box is not None and box.isVisible():
        box.close()
    return by_cursor


@pytest.mark.parametrize(
    ("game_id", "options"),
    # Kerd's (the slowest, 19 s) in the long run only: its typed moves are walked above.
    [pytest.param(*g, marks=pytest.mark.long) if g[0] == "kerd" else g for g in GAMES[:2] + GAMES[3:]],
)
def test_a_game_s_end_by_the_board_cursor_and_typing_only(
    start: Start, game_id: str, options: dict[str, str]
) -> None:
    late = last_decision_before(random_game(game_id, options, seed=8), LATE)
    person = start("--game", game_id, "--position", late.to_text())
    by_cursor = play_to_the_end_by_keyboard(person, seed=9)
    print(f"{game_id}: {by_cursor} moves by the cursor")
    assert by_cursor >= 5


@pytest.mark.long
@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_a_whole_game_by_the_keyboard_alone(start: Start, game_id: str, options: dict[str, str]) -> None:
    """From the game's start, every move by the cursor or the move box, to the end."""
    person = start("--game", game_id, "--position", get_game(game_id).initial(**options).to_text())
    assert person.window.controller.record.current.parent is None
    by_cursor = play_to_the_end_by_keyboard(person, seed=11)
    print(f"{game_id}: a whole game, {by_cursor} moves by the cursor")
    assert by_cursor >= 10


def test_escape_lets_go_of_the_piece_the_cursor_picked(start: Start) -> None:
    from tests.games.pards.test_words import ROLLED

    person = start("--game", "pards", "--position", ROLLED)
    cursor_click(person, "b2")
    assert person.window.controller.selected == "b2"
    person.qtbot.keyClick(person.window.board, Qt.Key.Key_Escape)
    person.settle()
    assert person.window.controller.selected is None
