"""Pagade names every square one way: the board's labels, the move list, a typed move and a copied position.

A person plays by clicks, reads a move in the move list, types it back exactly
as shown and gets the same move, and copies the position: every pawn in the
text is named by a label printed on the board where that pawn stands (`R3`
and the lane marked `h` for `R3h`, `8` with a pawn lying on it for `8h`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from pardsgui.games.pagade.board import IMAGES
from pardsgui.games.pagade.route import COLOURS, LETTERS
from tests.journeys.conftest import Start
from tests.journeys.person import Person, press_in_box

# Red has a lone pawn out on 27, in Green's arm; Green's pawns on G6, G7 and the pair on 29; a Yellow
# pawn homeward on Y4h, and a Black pawn that has done its lap lying on 59, its end square (59h).
START = "Red:R6,R7,12,27/Green:G6,G7,29,29/Yellow:Y6,Y7,46,Y4h/Black:B6,B7,63,59h R cut=Y"


def type_move(person: Person, text: str) -> None:
    """Focus the move box by its key, type the text, press Enter."""
    person.shortcut("Ctrl+L")
    box = person.window.move_box
    assert box.hasFocus()
    person.qtbot.keyClicks(box, text)
    person.qtbot.keyClick(box, Qt.Key.Key_Return)
    person.settle()


def shown(person: Person) -> list[str]:
    """The moves as the move list shows them, without the numbers of the turns (the throws carry them)."""
    return [line.strip().partition(". ")[2] or line.strip() for line in person.move_list()[1:]]


def labels(person: Person) -> dict[str, set[str]]:
    """The labels printed on each cell of the board, by the cell they are printed on."""
    view, position = person.window.controller.view, person.window.controller.position
    geometry = view.geometry(position)
    printed: dict[str, set[str]] = {}
    for mark in geometry.marks:
        if mark.kind != "coord" or mark.text == "H":
            continue
        for cell in geometry.cells:
            xs, ys = [x for x, _ in cell.polygon], [y for _, y in cell.polygon]
            if min(xs) < mark.at[0] < max(xs) and min(ys) < mark.at[1] < max(ys):
                printed.setdefault(cell.id, set()).add(mark.text)
    return printed


def test_the_board_the_move_list_the_move_box_and_a_copied_position_name_squares_alike(start: Start) -> None:
    person = start("--game", "pagade", "--position", START)
    window = person.window
    record = window.controller.record
    # Red throws 3 and 1 and plays both by clicks: a pawn of the pair 12 to 15, the lone pawn 27 to 28.
    person.set_dice("Roll 3 and 1")
    person.click("s12")
    person.click("s15")
    person.click("s27")
    person.click("s28")
    assert shown(person) == ["roll 3,1", "3:12-15", "1:27-28"]
    # Green throws 4 and 3: its pawn on G7 goes out of its belly by 25, 26, 27 to 28, where Red's lone
    # pawn stands, and cuts it; the move list says so.
    person.set_dice("Roll 4 and 3")
    person.click("G7")
    person.click("s28")
    assert shown(person)[-2:] == ["roll 4,3", "4:G7-28×"]
    assert person.note() == "Last move: Green's pawn went from G7 to 28 with the 4 and cut Red's pawn"
    cut = record.current
    # Back one move, and the move typed exactly as the list shows it: the same move, played again.
    person.key(Qt.Key.Key_Left)
    assert record.current is cut.parent
    type_move(person, shown(person)[-1])
    assert record.current is cut and len(cut.parent.children) == 1  # the same move: no new variation
    assert window.move_box.text() == ""
    # Green's 3 typed as the notation writes it, then the turn passes to Yellow.
    type_move(person, "3:G6-26")
    assert shown(person)[-1] == "3:G6-26"
    assert record.current.parent is not None and record.current.parent.position.colour == 1
    # The position copied: each pawn named by the label printed where the board shows it.
    person.menu("Edit", "Copy position")
    text = QGuiApplication.clipboard().text()
    assert text.startswith("Red:X,R6,R7,15/Green:26,28,29,29/Yellow:Y6,Y7,46,Y4h/Black:B6,B7,63,59h Y")
    view, position = window.controller.view, window.controller.position
    printed = labels(person)
    texts = {mark.text for mark in view.geometry(position).marks}
    pictures = {picture.cell: picture.image for picture in view.pieces(position)}
    groups = text.split(" ")[0].split("/")
    assert [group.split(":")[0] for group in groups] == list(COLOURS)
    for colour, group in enumerate(groups):
        letter = LETTERS[colour]
        for name in group.split(":")[1].split(","):
            if name in ("X", "H"):  # the tray, labelled "Red cut (X)"; Home, labelled H
                cell = f"off-{letter}" if name == "X" else f"home-{letter}"
                assert (f"{COLOURS[colour]} cut (X)" if name == "X" else "H") in texts
            elif name[0] in "RGYB":  # a belly square by its label; its homeward lane labelled h
                cell = name
                assert printed[cell] == ({"h"} if name.endswith("h") else {name})
                assert printed[name.removesuffix("h")] == {name.removesuffix("h")}
            else:  # the track: the square's number (a lap done, 8h, is a pawn lying on 8)
                cell = f"s{name.removesuffix('h')}"
                assert printed[cell] == {name.removesuffix("h")}
            assert pictures[cell].startswith(IMAGES[colour]), (name, cell)
    assert pictures["Y4h"] == "yellow-home" and pictures["s59"] == "black-home"  # lying: homeward
    # A position copied from an older pardsgui, each colour counting its own route (Green's 9 is the
    # board's 26), pasted: read as it meant, the same position.
    QGuiApplication.clipboard().setText("R:X,6,7,15/G:9,11,12,12/Y:6,7,12,80/B:6,7,12,76 Y cut=GY")
    person.menu("Edit", "Paste position or game", then=[press_in_box("Discard")], optional=True)
    assert window.controller.record.start.to_text() == window.controller.position.to_text() == text
