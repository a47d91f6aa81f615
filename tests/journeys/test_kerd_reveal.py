"""Kerd: revealing the infiltrator from the Actions panel, behind a cover, telling the other player nothing.

Two games are played side by side by the same clicks, differing only in White's secret
choice; Black then executes one of its own Pawns, which in one game was White's
infiltrator. Whatever the screen shows Black must be the same in both games, the
Reveal button included; behind the cover White alone learns which game it is.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget

from pardsgui.core.record import Node
from tests.journeys.conftest import Start
from tests.journeys.person import Person, click_button, plain, press_in_box

# White's candidates are Black's Pawns on d9 and h9, Black's are White's on e2 and i3; a check
# has happened already, so a reveal is allowed from White's first move on.
START = "11k/12/12/3p3p4/12/12/12/12/12/8P3/4P7/11K w castling=- infiltrators=*,* checked=1"
REVEAL_BUTTON = "Reveal the infiltrator…"


def choose_behind_the_covers(person: Person, white: str, black: str) -> None:
    window = person.window
    for cell in (white, black):
        assert window.cover.isVisible()
        person.press(window.cover.button.text())
        person.click(cell)  # one click on the piece chooses it
    assert not window.cover.isVisible()


def what_the_screen_shows(person: Person) -> tuple[object, ...]:
    """Every word and picture of the panels and the board, as anybody at the screen sees them."""
    window = person.window
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # panels rebuilt: old labels go
    words = []
    for name in ("turn", "actions", "hands", "moves"):
        dock = window.docks[name]
        words.append(
            [
                plain(w.text())
                for w in dock.findChildren(QLabel) + dock.findChildren(QPushButton)
                if w.isVisible()
            ]
        )
    pictures = [image_bytes(window.docks[name].grab().toImage()) for name in ("turn", "actions", "hands")]
    pictures.append(image_bytes(window.board.grab().toImage()))
    return (*(tuple(w) for w in words), person.move_list(), *pictures)


def image_bytes(image: QImage) -> bytes:
    converted = image.convertToFormat(QImage.Format.Format_RGB32)
    return bytes(converted.constBits())


def last_move(person: Person) -> Node:
    return person.window.controller.record.current


def test_a_reveal_from_the_actions_panel_tells_the_other_player_nothing(start: Start) -> None:
    alive = start("--game", "kerd", "--position", START)
    gone = start("--game", "kerd", "--position", START)
    choose_behind_the_covers(alive, "h9", "e2")  # White's infiltrator survives Black's execution
    choose_behind_the_covers(gone, "d9", "e2")  # ... or is the Pawn Black executes
    for person in (alive, gone):
        person.click("l1")
        person.click("k1")
        person.click("d9")  # Black selects its Pawn, and executes it
        person.press("Execute the Pawn on d9", then=[press_in_box("Yes")])
        assert last_move(person).text == "execute d9"
        person.settle()
    assert REVEAL_BUTTON in alive.buttons()
    assert what_the_screen_shows(alive) == what_the_screen_shows(gone)

    # In the game where it is gone, White learns so behind the cover, and may only go back.
    seen: list[str] = []

    def look(reveal: bool) -> object:
        def handle(dialog: QWidget) -> None:
            shown = [plain(b.text()) for b in dialog.findChildren(QPushButton) if b.isVisible()]
            assert shown == ["I am White: show me"], shown  # the cover first: nothing to see yet
            click_button(dialog, "I am White: show me")
            words = dialog.findChild(QLabel, "peek-words")
            assert isinstance(words, QLabel)
            seen.append(words.text())
            offered = [plain(b.text()) for b in dialog.findChildren(QPushButton) if b.isVisible()]
            assert ("Reveal the infiltrator" in offered) == reveal, offered
            click_button(dialog, "Reveal the infiltrator" if reveal else "Hide it again")

        return handle

    gone.press(REVEAL_BUTTON, then=[look(reveal=False)])
    assert "no infiltrator on the board" in seen[-1]
    assert last_move(gone).text == "execute d9"  # nothing was played
    assert not gone.window.cover.isVisible()

    alive.press(REVEAL_BUTTON, then=[look(reveal=True)])
    assert "Pawn on h9" in seen[-1]
    assert last_move(alive).text == "reveal"
    pieces = {
        view.cell: view.image
        for view in alive.window.controller.view.pieces(alive.window.controller.position)
    }
    assert pieces["h9"] == "white-pawn"
    white_panel = alive.window.controller.view.panels(alive.window.controller.position)[0]
    assert any("revealed" in note for note in white_panel.notes)
    assert any(
        "Infiltrator: revealed" in plain(label.text())
        for label in alive.window.docks["hands"].findChildren(QLabel)
        if label.isVisible()
    )
    # Black's turn: Black may still reveal. White's next turn: a player reveals only once.
    assert REVEAL_BUTTON in alive.buttons()
    alive.click("l12")
    alive.click("k12")
    assert REVEAL_BUTTON not in alive.buttons()
    assert "reveal" not in alive.banner()


def test_against_the_computer_the_reveal_needs_no_cover(start: Start) -> None:
    person = start(
        "--game",
        "kerd",
        "--position",
        "11k/12/12/3p3p4/12/12/12/12/12/8P3/4P7/11K w castling=- infiltrators=h9,- checked=1",
    )
    person.menu("Moves", "Computer players", "Black", "Computer: random moves")
    seen: list[str] = []

    def reveal(dialog: QWidget) -> None:
        shown = [plain(b.text()) for b in dialog.findChildren(QPushButton) if b.isVisible()]
        assert "I am White: show me" not in shown, shown  # nobody else looks
        words = dialog.findChild(QLabel, "peek-words")
        assert isinstance(words, QLabel)
        seen.append(words.text())
        click_button(dialog, "Reveal the infiltrator")

    person.press(REVEAL_BUTTON, then=[reveal])
    assert "Pawn on h9" in seen[0]
    assert any(node.text == "reveal" for node in person.window.controller.record.main_line())
