"""Every game's window fits at the sizes people use: nothing clipped, no side panel scrolling sideways.

At 1200×800 and 1920×1080, in play and in the editor: no side panel shows a
horizontal scroll bar, no label or button is narrower or shorter than its text
needs, and the board's printed labels are at least 10 pixels tall.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDockWidget,
    QGraphicsSimpleTextItem,
    QScrollArea,
    QWidget,
)

from pardsgui.games import available_ids
from tests.journeys.conftest import Start
from tests.journeys.layout_checks import cut_labels, shown
from tests.journeys.person import Person
from tests.still import until_still

SIZES = [(1200, 800), (1920, 1080)]
SMALLEST_LABEL = 10.0  # pixels, at 1200×800


def clipped(window: QWidget) -> list[str]:
    """What in the side panels does not fit: sideways scroll bars, labels and buttons cut short."""
    problems = []
    for dock in window.findChildren(QDockWidget):
        if not shown(dock):
            continue
        for area in dock.findChildren(QAbstractScrollArea):
            if shown(area) and area.horizontalScrollBar().isVisible():
                problems.append(
                    f"{dock.windowTitle()}: {area.objectName() or type(area).__name__} scrolls sideways"
                )
            # A panel that may not scroll sideways must not be wider than what shows of it either:
            # its right part would be cut off without a scroll bar to say so.
            inner = area.widget() if isinstance(area, QScrollArea) else None
            if inner is not None and shown(area) and inner.width() > area.viewport().width() + 1:
                problems.append(
                    f"{dock.windowTitle()}: {inner.width()} px wide in {area.viewport().width()} px: cut"
                )
        problems.extend(f"{dock.windowTitle()}: {problem}" for problem in cut_labels(dock))
    return problems


def small_board_labels(person: Person) -> list[str]:
    scale = person.window.board.transform().m11()
    small = []
    for item in person.window.scene.board_layer.items():
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            pixels = item.font().pixelSize() * scale
            if pixels < SMALLEST_LABEL:
                small.append(f"{item.text()!r} {pixels:.1f} px")
    return small


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("mode", ["play", "edit", "every panel"])
@pytest.mark.parametrize("game_id", available_ids())
def test_the_window_fits(start: Start, game_id: str, mode: str, size: tuple[int, int]) -> None:
    person = start("--game", game_id)
    person.window.resize(*size)
    if person.window.cover.isVisible():
        person.press(person.window.cover.button.text())
    if mode == "edit":
        person.shortcut("Ctrl+E")
    if mode == "every panel":  # the ones hidden at first too: the analysis and the cells
        for title in ("Analysis", "Cells"):
            if not person.checked("View", title):
                person.menu("View", title)
    until_still()
    assert clipped(person.window) == []
    if size == SIZES[0] and mode != "every panel":  # a third column of panels leaves the board less room
        assert small_board_labels(person) == []


def test_the_cover_at_the_start_leaves_the_menus_usable(start: Start) -> None:
    """Kerd starts with a secret choice behind a cover; the menu bar stays above it (it was covered)."""
    person = start("--game", "kerd")
    window = person.window
    assert window.cover.isVisible()
    assert window.cover.geometry().top() >= window.menuBar().geometry().bottom() + 1
    assert window.menuBar().geometry().bottom() > 0
    person.menu("Help", "Rules of this game", then=[lambda dialog: dialog.close()])


def test_the_dice_panel_follows_the_game_after_a_game_without_dice(start: Start) -> None:
    """Kerd has no dice, so its window keeps the Dice panel hidden; the next start with Nardshir shows it."""
    kerd = start("--game", "kerd")
    assert not kerd.window.docks["dice"].isVisible()
    kerd.menu("Game", "Quit")
    nardshir = start("--game", "nardshir")
    assert nardshir.window.docks["dice"].isVisible()
    nardshir.roll()
    assert nardshir.window.docks["dice"].isVisible()


@pytest.mark.parametrize("game_id", available_ids())
def test_the_window_keeps_its_size_from_one_start_to_the_next(start: Start, game_id: str) -> None:
    """Kerd's window grew to 990 pixels at its second start.

    Its long turn text was fitted to the docks before they had their widths.
    """
    first = start("--game", game_id)
    size = first.window.size()
    if first.window.cover.isVisible():
        first.press(first.window.cover.button.text())
    first.menu("Game", "Quit")
    again = start("--game", game_id)
    assert again.window.size() == size
    if again.window.cover.isVisible():
        again.press(again.window.cover.button.text())
    until_still()
    assert again.window.size() == size
    assert clipped(again.window) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_the_players_panel_shows_every_player_and_the_turn_panel_keeps_no_empty_room(
    start: Start, size: tuple[int, int]
) -> None:
    from PySide6.QtWidgets import QComboBox

    from tests.journeys.person import child, click_button, pick

    person = start("--game", "parry")
    person.window.resize(*size)

    def six_players(dialog: QWidget) -> None:
        pick(child(dialog, QComboBox, "game"), "Parry")  # type: ignore[arg-type]
        pick(child(dialog, QComboBox, "option-seats"), "6 players")  # type: ignore[arg-type]
        click_button(dialog, "Start the game")

    person.menu("Game", "New game…", then=[six_players])
    until_still()
    window = person.window
    players = window.docks["hands"].widget()
    assert isinstance(players, QScrollArea)
    assert not players.verticalScrollBar().isVisible(), "the Players panel scrolls"
    turn = window.turn
    room = turn.height() - turn.layout().totalSizeHint().height()  # type: ignore[union-attr]
    assert room <= 12, f"the Turn panel keeps {room} px of empty room"
    assert clipped(window) == []
