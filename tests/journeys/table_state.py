"""The whole table as a person sees it: who plays each seat and what every panel says.

Journeys read this after every transition (New game, Open, Paste, a restore, Learn's
Play a game, leaving the editor, a game switch with panels open) and compare it with
what the game now shown should give: a panel left over from the previous game, or a
computer seat carried into a game of two people, shows up as a difference.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import QLabel, QMenu

from pardsgui.i18n import _
from tests.journeys.person import Person, plain


@dataclass(frozen=True)
class TableState:
    game: str  # the game's name, as the title bar says it
    seats: tuple[str, ...]  # per seat, the choice Moves ▸ Computer players shows checked
    who: str  # the Turn panel's line saying who plays the seat to move
    players: tuple[str, ...]  # the Players panel's seat names, in order
    status: str  # the permanent part of the status bar: game, options, players
    thinking: str  # the sign that the computer is thinking ("" when it is not)
    review_shown: bool  # the Review panel is open
    review_points: int  # points on its chart
    review_summary: str
    analysis_note: str
    analysis_bars: tuple[str, ...]  # each seat's bar: 'White 48% expected score'
    analysis_moves: tuple[str, ...]


def seat_choices(person: Person) -> tuple[str, ...]:
    """Moves ▸ Computer players, as a person reads it (in the window's language): per seat, the
    item checked."""
    menu = person.action(plain(_("&Moves")), plain(_("&Computer players"))).menu()
    assert isinstance(menu, QMenu)
    menu.aboutToShow.emit()
    seats = []
    for seat_action in menu.actions():
        seat_menu = seat_action.menu()
        if not isinstance(seat_menu, QMenu):
            continue
        checked = [plain(a.text()) for a in seat_menu.actions() if a.isChecked()]
        assert len(checked) == 1, f"{plain(seat_action.text())}: checked {checked}"
        seats.append(checked[0])
    return tuple(seats)


def players_panel(person: Person) -> tuple[str, ...]:
    """The Players panel's bold seat names (with '◀ to move' where it stands)."""
    hands = person.window.hands
    names = []
    grid = hands.grid
    for index in range(grid.count()):
        item = grid.itemAt(index)
        widget = item.widget() if item is not None else None
        if not (isinstance(widget, QLabel) and widget.font().bold() and widget.isVisibleTo(hands)):
            continue
        _row, column, _rows, _columns = grid.getItemPosition(index)
        if column == 1 and widget.text():
            names.append(widget.text())
    return tuple(names)


def table_state(person: Person) -> TableState:
    w = person.window
    person.settle()
    panel = w.reviewing.panel
    title = w.windowTitle().split(" — ")
    return TableState(
        game=title[1] if len(title) > 2 else "",
        seats=seat_choices(person),
        who=person.who(),
        players=players_panel(person),
        status=w.status_label.text(),
        thinking=w.turn.thinking_words(),
        review_shown=w.reviewing.dock.isVisible(),
        review_points=len(panel.chart.points),
        review_summary=panel.summary.text(),
        analysis_note=w.analysis.note.text(),
        analysis_bars=tuple(f"{label.text()} {bar.text()}" for label, bar in w.analysis.bars),
        analysis_moves=tuple(w.analysis.shown_moves()),
    )
