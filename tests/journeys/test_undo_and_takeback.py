"""Undo, redo and taking a move back against the computer; stepping back and playing a variation."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent, QKeySequence
from PySide6.QtWidgets import QApplication

from pardsgui.core.record import Node
from tests.journeys.conftest import Start
from tests.journeys.person import Person, choose_in_menu, plain
from tests.journeys.test_new_game import fill_new_game

UNDO, REDO = QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo


def against_the_computer(person: Person, game: str, seat: int, options: dict[str, str] | None = None) -> None:
    kinds = {seat: "Computer: random moves"}
    person.menu("Game", "New game…", then=[fill_new_game(person, game, options, kinds)])


def my_turn(person: Person) -> bool:
    """The person (seat 0) is to decide or to roll, and the computer is not thinking."""
    controller = person.window.controller
    return controller.computer_seat() is None and not person.window.thinker.busy()


def my_whole_turn(person: Person) -> None:
    """Seat 0 plays by clicks (rolls, then the first legal moves) until the computer's turn comes."""
    controller = person.window.controller
    while controller.computer_seat() is None and controller.outcome() is None:
        position = controller.position
        if position.is_chance:
            person.roll()
        else:
            person.play(position.legal_moves()[0])
    person.wait(lambda: my_turn(person), 20)


def mine(person: Person, node: Node) -> bool:
    """Was `node`'s move made by seat 0 (the person)?"""
    view = person.window.controller.view
    return node.parent is not None and view.acting_seat(node.parent.position) == 0


def test_undo_takes_back_my_move_and_the_computers_replies(start: Start) -> None:
    person = start("--game", "kerd")
    against_the_computer(person, "Parry", seat=1, options={"board": "Equiversi 2-4 (18)"})
    record = person.window.controller.record
    for _ in range(3):
        my_whole_turn(person)
    line = record.main_line()
    last_mine = max(node.ply for node in line if mine(person, node))
    replies = line[-1].ply - last_mine
    assert replies >= 1
    person.shortcut(UNDO)
    assert record.current is line[last_mine - 2]
    words = "reply" if replies == 1 else f"{replies} replies"
    said = person.window.controller.describe_node(line[last_mine - 1])
    assert said.startswith(("White placed a stone on ", "White stepped a stone from ", "White passed"))
    took_back = f"Took back: {said} and the computer's {words}"
    assert person.note() == took_back  # whole under the prompt, where it wraps
    status = person.status()  # and in the status bar beside the game's name, whole or ending in '…'
    assert status == took_back or (status.endswith("…") and took_back.startswith(status[:-1]))
    bar = person.window.statusBar()
    shown = bar.fontMetrics().horizontalAdvance(status)
    assert shown <= bar.width() - person.window.status_label.width(), "the message runs under the game's name"
    person.qtbot.wait(1500)  # the computer waits for the person now
    assert record.current is line[last_mine - 2] and not record.current.children
    assert not person.window.thinker.busy() and my_turn(person)
    # Undo again takes back the move before; Redo brings both steps back.
    person.shortcut(UNDO)
    assert mine(person, record.current.children[0]) if record.current.children else True
    assert record.current.ply < last_mine - 1
    person.shortcut(REDO)
    person.shortcut(REDO)
    assert record.current is line[-1] and my_turn(person)
    # The move list still steps through everything, and the computer does not jump in.
    person.menu("Moves", "Go to start")
    assert record.current.ply == 0
    for ply in range(1, len(line) + 1):
        person.key(Qt.Key.Key_Right)
        assert record.current.ply == ply
    person.qtbot.wait(500)
    assert record.current is line[-1] and len(record.main_line()) == len(line)


def test_takeback_in_a_dice_game_undoes_the_computers_roll_too(start: Start) -> None:
    person = start("--game", "kerd")
    against_the_computer(person, "Nardshir", seat=1)
    record = person.window.controller.record
    my_whole_turn(person)
    line = record.main_line()
    last_mine = max(node.ply for node in line if mine(person, node))
    assert line[last_mine].move is not None and line[last_mine].parent.position.is_chance  # type: ignore[union-attr]
    person.menu("Edit", plain(person.window.undo_action.text()))
    assert record.current is line[last_mine - 2]
    assert person.window.controller.position.current == 0  # White plays its last die again
    person.qtbot.wait(1000)
    assert record.current is line[last_mine - 2]


def test_step_back_and_play_a_variation(start: Start) -> None:
    person = start("--game", "parry")
    controller = person.window.controller
    for _ in range(4):
        person.play(controller.position.legal_moves()[0])
    record = controller.record
    person.key(Qt.Key.Key_Left)
    person.key(Qt.Key.Key_Left)
    assert record.current.ply == 2
    other = controller.position.legal_moves()[-1]
    person.play(other)
    assert [child.move for child in record.main_line()[1].children] == [
        record.main_line()[2].move,
        other,
    ]
    assert record.current.move == other and not record.current.is_main_line()
    assert len(record.main_line()) == 4  # the main line stays as it was
    # Undo removes the variation again, Redo restores it.
    person.shortcut(UNDO)
    assert len(record.main_line()[1].children) == 1
    person.shortcut(REDO)
    assert record.current.move == other


def delete_from_here(person: Person, node: Node) -> None:
    """Right-click `node`'s move in the move list and choose Delete from here."""
    moves = person.window.move_list
    item = moves.item_of(node)
    assert item is not None
    moves.scrollToItem(item)
    centre = moves.visualItemRect(item).center()
    with person.answering(choose_in_menu("Delete from here")):
        QApplication.sendEvent(
            moves.viewport(),
            QContextMenuEvent(QContextMenuEvent.Reason.Mouse, centre, moves.viewport().mapToGlobal(centre)),
        )
    person.settle()


def test_forward_goes_back_down_the_variation_and_past_a_deleted_one(start: Start) -> None:
    person = start("--game", "parry")
    controller = person.window.controller
    for _ in range(4):
        person.play(controller.position.legal_moves()[0])
    record = controller.record
    main = record.main_line()
    person.key(Qt.Key.Key_Left)
    person.key(Qt.Key.Key_Left)
    person.play(controller.position.legal_moves()[-1])
    side = record.current
    person.play(controller.position.legal_moves()[0])
    end = record.current
    assert side.parent is main[1] and end.parent is side
    for _ in range(3):
        person.key(Qt.Key.Key_Left)
    assert record.current is main[0]
    # Forward goes back down the variation the person came from, not the main line.
    person.key(Qt.Key.Key_Right)
    person.key(Qt.Key.Key_Right)
    assert record.current is side
    person.key(Qt.Key.Key_Home)
    person.key(Qt.Key.Key_End)
    assert record.current is end
    # Deleting the variation looked at: the view goes to where it branched off, and Forward,
    # which remembered the variation, takes the main line.
    delete_from_here(person, side)
    assert record.current is main[1] and len(main[1].children) == 1
    person.key(Qt.Key.Key_Right)
    assert record.current is main[2]
    person.key(Qt.Key.Key_End)
    assert record.current is main[-1]
    # Undo puts the variation back and looks where the person looked; its way back still works.
    person.shortcut(UNDO)
    assert record.current is end and main[1].children == [main[2], side]
    person.key(Qt.Key.Key_Left)
    person.key(Qt.Key.Key_Left)
    person.key(Qt.Key.Key_Right)
    assert record.current is side
    # Redo deletes it again while the person looks at it.
    person.shortcut(REDO)
    assert record.current is main[1]
    person.key(Qt.Key.Key_Right)
    assert record.current is main[2]
