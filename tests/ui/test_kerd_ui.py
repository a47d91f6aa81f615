"""Kerd in the real window: secret choices behind covers, the chooser's words, the editor and its painter."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from pardsgui.ai import MoveStat
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.games.kerd.rules import INITIAL_BOARD
from pardsgui.games.kerd.tables import REVEAL
from pardsgui.ui.main_window import MainWindow
from tests.ui.driver import banner, cell_point, click_cell, drag_cell, problems_shown

MakeWindow = Callable[..., MainWindow]
EMPTY_OFF = "TTJJSSHHBBQCCPPPPPPPPPPPP,ttjjsshhbbqccpppppppppppp"


def move_list(window: MainWindow) -> list[str]:
    texts = []
    record = window.controller.record
    for node in [record.root, *record.main_line()]:
        item = window.move_list.item_of(node)
        assert item is not None
        texts.append(item.text(0))
    return texts


def lift_cover(qtbot: QtBot, window: MainWindow, name: str) -> None:
    assert window.cover.isVisible() and window.cover.title.text() == f"Pass the computer to {name}"
    qtbot.mouseClick(window.cover.button, Qt.MouseButton.LeftButton)
    assert not window.cover.isVisible()


def copied_position(window: MainWindow) -> str:
    window.copy_position_action.trigger()
    return QGuiApplication.clipboard().text()


def test_each_choice_is_made_behind_a_cover_and_never_shown_to_the_other_seat(
    qtbot: QtBot, make_window: MakeWindow, tmp_path: Path
) -> None:
    window = make_window("kerd")
    lift_cover(qtbot, window, "White")
    assert banner(window).startswith("White: click the Black piece to be your secret infiltrator")
    click_cell(qtbot, window, "d12")  # one click on the piece chooses it
    assert [node.text for node in window.controller.record.main_line()] == ["choose d12"]
    # Black's turn to choose: covered again, and nothing of White's choice shows behind the cover.
    lift_cover(qtbot, window, "Black")
    assert banner(window).startswith("Black: click the White piece to be your secret infiltrator")
    assert window.scene.highlights.last == (None, None)  # a choice is never marked as the last move
    assert move_list(window) == ["Start", "1. choose ?"]
    assert "infiltrators=?,*" in copied_position(window)
    click_cell(qtbot, window, "e2")
    # White to move: no cover, and both choices hidden from whoever looks.
    assert not window.cover.isVisible()
    assert banner(window) == "White: move a piece — click it, then one of its tinted squares"
    assert window.scene.highlights.last == (None, None)
    assert move_list(window) == ["Start", "1. choose ?", "2. choose ?"]
    assert copied_position(window) == f"{INITIAL_BOARD} w infiltrators=?,?"
    notes = [
        note for panel in window.controller.view.panels(window.controller.position) for note in panel.notes
    ]
    assert notes and not any("d12" in note or "e2" in note for note in notes)
    exported = tmp_path / "moves.txt"
    assert window.files.export_text(exported)
    moves = exported.read_text(encoding="utf-8")
    assert "1. choose ? 2. choose ?" in moves and "d12" not in moves and "choose e2" not in moves
    # A saved record holds the choices: it must replay the game.
    saved = tmp_path / "game.pards.json"
    assert window.files.save_path(saved)
    assert (
        Record.from_json(saved.read_text(encoding="utf-8"), get_game).position == window.controller.position
    )
    click_cell(qtbot, window, "f3")
    click_cell(qtbot, window, "f5")
    assert window.scene.highlights.last == ("f3", "f5")  # public moves are marked as usual


def test_a_promotion_asks_which_piece_and_a_reveal_is_made_behind_a_cover(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        "kerd", "6k5/12/12/12/12/4P7/12/3p8/12/12/12/6K5 w castling=- infiltrators=d5,- checked=1 off=HB,-"
    )
    asked: list[list[str]] = []

    def chooser(options: list[tuple[str, object]]) -> object:
        asked.append([label for label, _ in options])
        return options[1][1]

    window.controller.chooser = chooser  # type: ignore[assignment]
    # The Reveal button opens a cover: it is offered whether or not the infiltrator is alive.
    assert [button.text() for button in window.actions_panel.buttons] == ["Reveal the infiltrator…"]
    drag_cell(qtbot, window, "e7", "e8")
    assert asked == [["Keep the Pawn (e7-e8)", "Promote to Hussar (e7-e8=H)", "Promote to Bishop (e7-e8=B)"]]
    assert window.controller.record.current.text == "e7-e8=H"
    click_cell(qtbot, window, "g12")
    click_cell(qtbot, window, "f12")
    seen: list[str] = []

    def behind_the_cover() -> None:
        dialog = window.play_mode.peek_dialog
        try:
            assert dialog.pages.currentIndex() == 0  # the cover first
            # Either seat may look; the seat to move is offered first.
            assert [b.text() for b in dialog.show_buttons] == ["I am White: show me", "I am Black: show me"]
            qtbot.mouseClick(dialog.show_buttons[0], Qt.MouseButton.LeftButton)
            seen.append(dialog.words.text())
            qtbot.mouseClick(dialog.move_buttons[0], Qt.MouseButton.LeftButton)
        finally:
            if dialog.isVisible():  # never leave a test waiting on a dialog
                dialog.reject()

    QTimer.singleShot(50, behind_the_cover)
    window.peek_action.trigger()
    assert "d5" in seen[0]
    assert window.controller.record.current.text == "reveal"
    # An execution is a button offered while one's own piece is selected, never a second click;
    # it is public, so it is marked as the last move.
    click_cell(qtbot, window, "f12")
    click_cell(qtbot, window, "f11")
    click_cell(qtbot, window, "d5")
    click_cell(qtbot, window, "d5")  # a second click only lets go of the piece
    assert window.controller.selected is None and window.controller.record.current.text == "f12-f11"
    click_cell(qtbot, window, "d5")
    (button,) = [b for b in window.actions_panel.buttons if b.text().startswith("Execute")]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.controller.record.current.text == "execute d5"
    assert window.scene.highlights.last == ("d5", "d5")


def test_build_a_position_fix_its_problem_and_play_from_it(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window("kerd", f"{INITIAL_BOARD} w infiltrators=-,-")
    window.open_editor()
    assert window.session is not None
    qtbot.mouseClick(window.editor_panel.clear_button, Qt.MouseButton.LeftButton)
    click_cell(qtbot, window, "g1")  # the palette's first piece: the White King
    window.editor_panel.choose("piece:k")
    click_cell(qtbot, window, "g12")
    window.editor_panel.choose("piece:K")
    click_cell(qtbot, window, "c3")
    assert problems_shown(window) == ["White has 2 Kings; each side has exactly one"]
    assert window.scene.highlights.problems == {"g1", "c3"}
    assert not window.editor_panel.play_button.isEnabled()
    qtbot.mouseClick(window.board.viewport(), Qt.MouseButton.RightButton, pos=cell_point(window, "c3"))
    window.editor_panel.choose("piece:P")
    click_cell(qtbot, window, "e2")
    window.editor_panel.choose("tool:infiltrator")
    click_cell(qtbot, window, "e2")  # a White piece: Black's infiltrator
    side = window.editor_panel.field_controls["side"]
    assert isinstance(side, QComboBox)
    side.setCurrentIndex(side.findData("b"))
    side.activated.emit(side.currentIndex())
    assert problems_shown(window) == []
    one_pawn_out = EMPTY_OFF.replace("PPPP", "PPP", 1)
    assert window.session.text == (
        f"6k5/12/12/12/12/12/12/12/12/12/4P7/6K5 b castling=- infiltrators=-,e2 off={one_pawn_out}"
    )
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert window.session is None
    assert banner(window) == "Black: move a piece — click it, then one of its tinted squares"
    drag_cell(qtbot, window, "g12", "f11")
    assert window.controller.record.current.text == "g12-f11"


def test_paint_a_region_map_and_see_a_bishops_moves_change(qtbot: QtBot, make_window: MakeWindow) -> None:
    start = f"6k5/12/12/12/12/12/12/4B7/12/12/12/6K5 w castling=- off={EMPTY_OFF.replace('BB', 'B', 1)}"
    window = make_window("kerd", start)
    click_cell(qtbot, window, "e5")
    # On the standard map e5 is land: the Bishop may enter the air band but not cross it.
    assert {"f6", "g7"} <= window.scene.highlights.targets and "h8" not in window.scene.highlights.targets
    window.open_editor()
    assert window.session is not None
    window.editor_panel.choose("tool:air")
    assert window.scene.painting
    drag_cell(qtbot, window, "e4", "e5")  # paint both squares air with one drag
    assert window.scene.geometry is not None
    assert [window.scene.geometry.cell(c).tone for c in ("e4", "e5")] == ["air-light", "air-dark"]
    qtbot.mouseClick(window.editor_panel.play_button, Qt.MouseButton.LeftButton)
    assert window.session is None and "regions=" in window.controller.record.start.to_text()
    click_cell(qtbot, window, "e5")
    # A piece standing in air ignores the region rule: the whole diagonal opens.
    assert {"h8", "i9", "l12"} <= window.scene.highlights.targets
    click_cell(qtbot, window, "l12")
    assert window.controller.record.current.text == "e5-l12"


def test_nobody_peeks_at_the_computers_secret(qtbot: QtBot, make_window: MakeWindow) -> None:
    window = make_window(
        "kerd", "6k5/12/12/12/12/4P7/12/3p8/12/12/12/6K5 w castling=- infiltrators=d5,- checked=1 off=HB,-"
    )
    offered: list[str] = []

    def look() -> None:
        dialog = window.play_mode.peek_dialog
        offered.extend(button.text() for button in dialog.show_buttons)
        dialog.reject()

    QTimer.singleShot(50, look)
    window.peek_action.trigger()
    assert offered == ["I am White: show me", "I am Black: show me"]
    window.play_mode.set_computer(1, "easy")  # White is to move: the computer does not start thinking
    try:
        offered.clear()
        QTimer.singleShot(50, look)
        window.peek_action.trigger()
        assert offered == ["I am White: show me"]
    finally:
        window.thinker.shutdown()


def test_hints_and_the_analysis_never_show_a_reveal_to_the_whole_screen(
    qtbot: QtBot, make_window: MakeWindow
) -> None:
    window = make_window(
        "kerd", "6k5/12/12/12/12/4P7/12/3p8/12/12/12/6K5 w castling=- infiltrators=d5,- checked=1 off=HB,-"
    )
    position = window.controller.position
    reveal, step = REVEAL, position.parse_move("e7-e8")
    assert reveal in position.legal_moves()
    stats = [MoveStat(reveal, "reveal", 90, (), 0.9), MoveStat(step, "e7-e8", 10, (), 0.5)]
    # Its mere presence would tell Black that White's infiltrator is alive.
    assert [s.move for s in window.thinking.public_moves(position, stats)] == [step]
    window.controller.unlocked_for = (id(window.controller.record.current), 0)  # White alone looks
    assert [s.move for s in window.thinking.public_moves(position, stats)] == [reveal, step]
