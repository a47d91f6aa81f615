"""Every game played by the keyboard from what a screen reader gives, each state change heard.

The player here knows only what AT-SPI says, as a blind player with Orca does: the
board's cells by their words ("can move", "a click here plays"), the selection's
words ("it may go to …"), the news on the focused cell ("Last move: …"). They throw
the dice with R when no cell offers a move, walk the cursor with Shift+arrows, press
Space. Every decision must change the focused cell's description, and the next one
must start from there.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from pardsgui.table.cells import cell_name
from tests.a11y.conftest import Open
from tests.a11y.stack import Desk, walk
from tests.a11y.test_board import GAMES, Cursor, board_of, lift_the_cover, view_of

DECISIONS = 8  # a few turns of each game, rolls included: a whole game takes too long here
NEWS = "object:property-change:accessible-description"


def news_on_a_cell(events: list[dict[str, Any]]) -> list[str]:
    return [str(e["data"]) for e in events if e["type"] == NEWS and e["source"]["role"] == "list item"]


def cells_offering(app: Desk, words: str) -> list[str]:
    """The board's cells whose spoken words end by offering `words` (a press there does something)."""
    return [child["name"] for child in board_of(app.tree())["children"] if words in child["name"]]


def is_a_choice(event: dict[str, Any]) -> bool:
    """A menu of moves opened (several moves share the pressed cells): the window or an item says so."""
    return event["type"] == "window:activate" or (
        event["type"] == "object:state-changed:focused" and event["source"]["role"] == "menu item"
    )


def heard(app: Desk, what: str, before: list[dict[str, Any]] = ()) -> list[str]:  # type: ignore[assignment]
    """The news said on the focused cell: in `before` (events already taken), or waited for."""
    if news_on_a_cell(list(before)):
        return news_on_a_cell(list(before))
    return news_on_a_cell(app.wait_for(lambda events: bool(news_on_a_cell(events)), seconds=15, what=what))


#: The default run plays Nardshir's (dice, a hand, a track: 13 s); all five take 95 s, so the
#: other four run with `pytest -m long`.
DEFAULT_GAME = "nardshir"


@pytest.mark.parametrize(
    "game_id",
    [game if game == DEFAULT_GAME else pytest.param(game, marks=pytest.mark.long) for game in GAMES],
)
def test_a_game_played_by_the_keyboard_from_the_words_alone(desk: Open, game_id: str) -> None:
    view = view_of(game_id)
    from pardsgui.games import get_game

    geometry = view.geometry(get_game(game_id).initial())
    names = {cell.id: cell_name(cell) for cell in geometry.cells}
    by_name = {name: cell for cell, name in names.items()}
    app = desk("--game", game_id)
    lift_the_cover(app)
    cursor = Cursor(app, {cell.id: cell.center for cell in geometry.cells}, names)
    cursor.go(geometry.cells[0].id)  # the cursor on the board: from now on the news comes to a cell
    app.settle()
    said: list[str] = []
    for _ in range(DECISIONS):
        movable = cells_offering(app, ", can move")
        direct = cells_offering(app, ", a click here plays")
        if not movable and not direct:
            app.keys("r")  # nothing to press on the board: the dice are to be thrown
            news = heard(app, "the roll said on the focused cell")
            said += news
            assert any(words.startswith("Last move:") for words in news), news
            continue
        if direct:
            target = by_name[direct[0].split(": ")[0]]
        else:
            source = by_name[movable[0].split(": ")[0]]
            cursor.go(source)
            app.keys("space")
            news = heard(app, "the selection said on the focused cell")
            said += news
            selection = next(words for words in news if "selected; it may go to" in words)
            first = re.split(r"[,.]", selection.split("it may go to ")[1])[0].strip()
            target = by_name[first]
        cursor.go(target)
        app.keys("space")
        taken = app.wait_for(
            lambda events: bool(news_on_a_cell(events)) or any(is_a_choice(e) for e in events),
            what="the move played, or a menu of the moves the press stands for",
        )
        if not news_on_a_cell(taken):
            # One press stands for several moves (which die): a menu of them. Its first item has
            # the focus when the pointer happens to lie on it; Down then goes to the second.
            end = time.monotonic() + 20
            while not any(is_a_choice(e) for e in taken) and time.monotonic() < end:
                taken += app.events()
                if any(n["role"] == "menu item" and "showing" in n["states"] for n in walk(app.tree())):
                    break
            app.keys("Down", "Return")
            taken = []
        taken += lift_the_cover(app)  # Kerd: the next player's secret comes behind a cover
        news = heard(app, "the move played said on the focused cell", taken)
        said += news
        assert any(words.startswith("Last move:") for words in news), news
    assert len(said) >= DECISIONS
