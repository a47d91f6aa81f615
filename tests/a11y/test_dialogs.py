"""The New game dialog, the dice, Kerd's cover and the review, through AT-SPI (issue 31, item 5).

Each is reached by the keyboard as a blind player reaches it (a menu by its letter, Tab,
Space), every object the focus lands on is named, and what it says is read as Orca reads
it: the focused object's name and description, and their changes.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

from pardsgui.games import get_game
from tests.a11y.conftest import Open
from tests.a11y.stack import Desk, walk
from tests.a11y.test_board import focus_events, view_of
from tests.a11y.test_journey import KERD_ENDING, NEWS, a_name_to_type
from tests.a11y.test_names import unnamed


def focused_after(app: Desk, *keys: str) -> dict[str, Any]:
    """The object the focus lands on after these keys (from its focus event)."""
    app.keys(*keys)
    # A menu opened from the bar gives its title the focus first, then its first item.
    events = app.wait_for(
        lambda events: bool(focus_events(events)) and focus_events(events)[-1]["source"]["role"] != "menu",
        what=f"a focus event after {keys}",
    )
    return focus_events(events)[-1]["source"]  # type: ignore[no-any-return]


def tab_round(app: Desk, most: int = 40) -> list[dict[str, Any]]:
    """Tab until the focus comes back to where the round began: every object it landed on."""
    landed: list[dict[str, Any]] = []
    for _ in range(most):
        here = focused_after(app, "Tab")
        if landed and (here["role"], here["name"]) == (landed[0]["role"], landed[0]["name"]):
            return landed
        landed.append(here)
    raise AssertionError(
        f"Tab never came round in {most} presses: {[(o['role'], o['name']) for o in landed]}"
    )


def tab_to(app: Desk, wanted: Callable[[dict[str, Any]], bool], most: int) -> dict[str, Any]:
    """Tab until the focus lands on an object `wanted` says is the one."""
    for _ in range(most):
        here = focused_after(app, "Tab")
        if wanted(here):
            return here
    raise AssertionError(f"Tab never reached the object wanted in {most} presses")


def from_the_menu(app: Desk, menu_key: str, item: str) -> None:
    """Alt+letter opens a menu; Down walks it until the focus is on `item`; Enter picks it."""
    here = focused_after(app, menu_key)
    for _ in range(30):
        if here["role"].endswith("menu item") and here["name"].replace("&", "") == item:
            app.keys("Return")
            return
        here = focused_after(app, "Down")
    raise AssertionError(f"no item {item!r} in the menu of {menu_key}")


def test_the_new_game_dialog_is_walked_by_tab_and_started_by_keys(desk: Open) -> None:
    app = desk("--game", "parry")
    from_the_menu(app, "alt+g", "New game…")
    app.wait_for(
        lambda events: any(
            e["type"] == "window:activate" and e["source"]["name"].startswith("New game") for e in events
        ),
        what="the New game dialog",
    )
    walked = tab_round(app)
    roles = {o["role"] for o in walked}
    assert {"combo box", "push button"} <= roles, walked
    assert [o for o in walked if not o["name"].strip()] == [], walked
    names = [o["name"] for o in walked]
    assert "Start the game" in names and "Cancel" in names, names
    assert any(name.startswith("White") and "name" in name for name in names), names  # the seats, by colour
    (dialog,) = [n for n in app.tree()["children"] if n["name"].startswith("New game")]
    assert unnamed(dialog) == []
    # Another game chosen by keys, in the combo box that shows the game (named by it, as Qt names
    # a combo box on Linux; its label "Game" is its labelled-by relation).
    tab_to(app, lambda here: here["role"] == "combo box" and here["name"] == "Parry", len(walked) + 1)
    app.keys("Down")
    app.settle()
    # Back and forth: the combo box is heard again, named by the game it shows now.
    again = focused_after(app, "shift+Tab", "Tab")
    game = again["name"]
    assert again["role"] == "combo box" and game in ("Pards", "Pagade", "Kerd", "Nardshir"), again
    tab_to(app, lambda here: here["name"] == "Start the game", len(walked) + 1)
    app.keys("space")
    app.focus_window()  # the dialog closed: a window manager gives the window the keyboard back
    end = time.monotonic() + 20
    while time.monotonic() < end:
        frames = [n["name"] for n in app.tree()["children"] if n["role"] == "frame"]
        if any(f"— {game} —" in name for name in frames):
            break
        time.sleep(0.3)
    else:
        raise AssertionError(f"no new game of {game}: the windows are {frames}")


def test_the_dice_are_named_by_their_values_and_set_by_keys(desk: Open) -> None:
    app = desk("--game", "nardshir")  # the first throw to make
    walked = []
    for _ in range(20):  # Tab through the window to the dice panel's buttons
        here = focused_after(app, "Tab")
        walked.append(here)
        if here["name"].startswith("Set dice"):
            break
    else:
        raise AssertionError(f"Tab never reached Set dice…: {[(o['role'], o['name']) for o in walked]}")
    assert any(o["name"] == "Roll" and "R" in o["description"] for o in walked), walked
    assert unnamed(app.tree()) == []
    app.keys("space")  # the menu opens with no item chosen yet: Down goes to the first
    app.wait_for(
        lambda events: any(e["type"] == "window:activate" for e in events), what="the menu of throws"
    )
    throws = [focused_after(app, "Down")["name"]]
    while len(throws) < 40:  # Down round the whole menu (it wraps), as a listener learns it
        throws.append(focused_after(app, "Down")["name"])
        if throws[-1] == throws[0]:
            break
    throws.pop()
    assert len(throws) in (21, 36) and all(re.fullmatch(r"Roll \d and \d", name) for name in throws), throws
    item = focused_after(app, "Down")  # the second: not a double, whose four dice are four values
    assert item["role"] == "menu item" and item["name"] == "Roll 1 and 2", item
    app.keys("Return")
    events = app.wait_for(
        lambda events: any(e["type"] == NEWS and str(e.get("data")).startswith("Last move:") for e in events),
        what="the throw set said as the focused button's description",
    )
    said = [e for e in events if e["type"] == NEWS and str(e.get("data")).startswith("Last move:")]
    assert said[-1]["source"]["name"].startswith("Set dice"), said[-1]
    values = re.findall(r"\d", item["name"])
    faces = [n["name"] for n in walk(app.tree()) if n["name"].startswith("Dice to play: ")]
    assert faces and re.findall(r"\d", faces[0]) == values, (faces, item["name"])


def test_kerds_cover_says_what_it_is_and_how_to_go_on(desk: Open) -> None:
    app = desk("--game", "kerd")  # the start: White chooses an infiltrator, unseen by Black
    # The cover's button had the keyboard as the window opened (its focus event came then).
    (button,) = [n for n in walk(app.tree()) if "focused" in n["states"] and n["role"] == "push button"]
    assert button["name"] == "I am White: show me the board", button
    said = button["description"]
    assert "Pass the computer to White" in said and "must not see" in said, said  # what it is
    assert "Space" in said, said  # how to go on, by the keyboard
    cover = [
        n for n in walk(app.tree()) if n["name"] == "Pass the computer to White" and "showing" in n["states"]
    ]
    assert cover, "the cover is not named for what it is"
    app.keys("space")
    app.wait_for(
        lambda events: any(
            e["source"]["name"] == "Board" or e["source"]["role"] == "list item" for e in focus_events(events)
        ),
        what="the focus on the board once the cover is lifted",
    )


def test_a_review_reads_as_words(desk: Open) -> None:
    """Game ▸ Review game, by its menu letter: every reviewed row says the review in words."""
    game = get_game("kerd")
    view = view_of("kerd")
    position = game.parse(KERD_ENDING)
    app = desk("--game", "kerd", "--position", KERD_ENDING)
    # White puts its Tower where Black's Pawn takes it: a mistake the review marks.
    blunder = position.parse_move("b2-g2")
    reply = position.play(blunder).parse_move("h3xg2")
    app.keys("ctrl+l")
    for before, move in ((position, blunder), (position.play(blunder), reply)):
        app.keys("ctrl+a")
        app.type(a_name_to_type(before, view, move))
        app.keys("Return")
        app.wait_for(
            lambda events, b=before, m=move: any(
                e["type"] == NEWS and str(e.get("data")).startswith(f"Last move: {view.describe(b, m, None)}")
                for e in events
            ),
            what="the move typed, said on the move box",
        )
    from_the_menu(app, "alt+g", "Review game")
    # Its end is said by the status bar, the last thing it does; the tree is read only then (read
    # as soon as the summary showed, the rows once lacked their review words, under load).
    app.wait_for(
        lambda events: any(
            e["source"]["role"] == "status bar" and str(e.get("data")).startswith("Review done")
            for e in events
        ),
        seconds=90,
        what="the review's end, said by the status bar",
    )
    tree = app.tree()
    summary = [n for n in walk(tree) if n["name"] == "Summary of the review" and "showing" in n["states"]]
    assert summary, "the review's summary is not shown"
    said = summary[0]["description"]
    assert "White: inaccuracies 0 · mistakes 1" in said or "blunders 1" in said, said  # words, not "?"
    assert "?" not in said, said
    rows = [n["name"] for n in walk(tree) if n["role"] in ("table cell", "tree item") and ": " in n["name"]]
    reviewed = [row for row in rows if "Review: " in row]
    assert len(reviewed) == 2, rows
    marks = ("An inaccuracy", "A mistake", "A blunder")
    assert any(mark in reviewed[0] for mark in marks), reviewed  # the mark in words, not "??" alone
    assert unnamed(tree) == []
