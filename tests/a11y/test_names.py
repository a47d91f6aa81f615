"""Nothing a screen reader's user can reach is unnamed, in every game (read through AT-SPI)."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.a11y.conftest import Open
from tests.a11y.stack import Desk, walk
from tests.a11y.test_board import GAMES, lift_the_cover, ready

# What a person acts on or reads as a thing of its own; a nameless one is said as "button", "image".
INTERACTIVE = {
    "push button",
    "toggle button",
    "check box",
    "radio button",
    "combo box",
    "menu item",
    "check menu item",
    "radio menu item",
    "link",
    "list item",
    "table cell",
    "page tab",
    "spin button",
    "slider",
    "text",
    "entry",
    "image",
    "icon",
    "list",
    "table",
    "tree",
    "tree table",
}


def reachable(node: dict[str, Any]) -> bool:
    """Shown now, or a menu's item (its menu closed, but one key away)."""
    return "showing" in node["states"] or node["role"].endswith("menu item")


def unnamed(tree: dict[str, Any]) -> list[str]:
    return [
        f"{node['role']} at {node['path']} ({node['description'][:60]!r})"
        for node in walk(tree)
        if reachable(node)
        and (node["role"] in INTERACTIVE or "focusable" in node["states"])
        and not node["name"].strip()
    ]


def panels(tree: dict[str, Any]) -> set[str]:
    """The names of the panels showing."""
    return {
        node["name"] for node in walk(tree) if reachable(node) and node["role"] == "panel" and node["name"]
    }


@pytest.mark.parametrize("game_id", GAMES)
def test_no_object_a_person_can_reach_is_unnamed(desk: Open, game_id: str) -> None:
    app = desk("--game", game_id, "--position", ready(game_id).to_text())
    lift_the_cover(app)
    shown = app.tree()
    assert unnamed(shown) == []
    # The panels a person opens from the View menu (Ctrl+1 … Ctrl+7 toggle them), each named too.
    # All seven pressed at once show every panel hidden at the start and hide the others (a tree
    # read costs a second: one read, not seven, and each panel is read while it shows).
    app.keys(*(f"ctrl+{number}" for number in range(1, 8)))
    app.settle(quiet=0.3)
    toggled = app.tree()
    assert unnamed(toggled) == [], "after Ctrl+1 … Ctrl+7"
    assert len(panels(shown) | panels(toggled)) == 7, (panels(shown), panels(toggled))
    app.keys(*(f"ctrl+{number}" for number in range(1, 8)))
    app.keys("ctrl+shift+l")  # View ▸ Cells: the list takes the keyboard
    app.wait_for(
        lambda events: any(
            e["type"] == "object:state-changed:focused"
            and e["detail1"]
            and (e["source"]["name"] == "Cells" or e["source"]["role"] == "list item")
            for e in events
        ),
        what="the focus in the Cells list once View ▸ Cells opens it",
    )
    assert unnamed(app.tree()) == []


def test_the_chooser_names_each_game_and_its_buttons_apart(desk: Open) -> None:
    app = desk()  # the first start: the chooser of the five games
    end = time.monotonic() + 30
    while True:
        tree = app.tree()
        buttons = [
            node["name"]
            for node in walk(tree)
            if node["role"] == "push button" and "showing" in node["states"] and node["name"] != "Close"
        ]
        if any(name.startswith("Play") for name in buttons) or time.monotonic() > end:
            break
        time.sleep(0.3)
    for game in ("Pards", "Parry", "Pagade", "Kerd", "Nardshir"):
        assert {f"Play {game}", f"Learn {game}", f"Rules of {game}"} <= set(buttons), buttons
    cards = {node["name"] for node in walk(tree) if node["description"] and "showing" in node["states"]}
    assert {"Pards", "Parry", "Pagade", "Kerd", "Nardshir"} <= cards
    assert unnamed(tree) == []


def type_a_move(app: Desk) -> list[dict[str, Any]]:
    """Ctrl+L, a few letters (the completion list opens), then a move typed and Enter."""
    app.keys("ctrl+l")
    app.wait_for(
        lambda events: any(e["source"]["name"] == "Type a move" for e in events if e["detail1"]),
        what="the move box focused",
    )
    app.settle()
    app.keys("p", "l", "a", "space", pause=0.2)
    typed = app.settle(quiet=1.0)
    app.keys("ctrl+a", "BackSpace", "at", "1", "Return")  # Parry: "@1" places a stone on point 1
    app.wait_for(
        lambda events: any(str(e.get("data")).startswith("Last move:") for e in events),
        what="the move typed, played",
    )
    return typed


def test_a_typed_move_reads_in_the_moves_list_as_a_sentence(desk: Open) -> None:
    app = desk("--game", "parry")
    type_a_move(app)
    tree = app.tree()
    rows = [node["name"] for node in walk(tree) if node["role"] in ("table cell", "tree item")]
    played = [row for row in rows if "@1: " in row]
    assert played and "White" in played[-1], rows  # the notation, then the move in words
    headers = [node["name"] for node in walk(tree) if node["role"] == "table column header"]
    assert "1" not in headers, headers


def test_typing_a_move_raises_no_window_activation(desk: Open) -> None:
    """The completion list opens and closes inside the window: Orca hears no window title again."""
    app = desk("--game", "parry")
    typed = type_a_move(app)
    assert [e for e in typed if e["type"] == "window:activate"] == []
    (window,) = [node for node in app.tree()["children"] if node["name"].endswith("pardsgui")]
    assert any(node["name"] == "Moves matching what is typed" for node in walk(window)), (
        "the completion list is not inside the main window"
    )
