"""Reads pardsgui through AT-SPI, as a screen reader does, for the tests in tests/a11y.

Run by the system's python3 (Debian's python3-gi and gir1.2-atspi-2.0; the project's
virtual environment does not see them) on the private session bus the test started.
It answers one JSON command a line on standard input with one JSON line on standard
output:

- {"do": "app", "name": "pardsgui"}: wait for the application on the registry.
- {"do": "tree"}: the whole accessible tree of the application (role, name,
  description, states, interfaces, children).
- {"do": "events"}: the events seen since the last such command, oldest first.
- {"do": "focused"}: the object that has the focus now (found by its state).
- {"do": "key", "keys": ["shift+Right", "space"]}: key presses, as the keyboard
  makes them (XTest, by xdotool).
- {"do": "type", "text": "execute h3"}: text typed on the keyboard (XTest, by xdotool).
- {"do": "action", "path": [0, 3, 1], "name": "click"}: an object's action, by its
  path of child indexes from the application (a menu item's click).
- {"do": "quit"}

Events are what Orca listens to: focus, the focused state, active descendants,
names and descriptions changing, announcements, windows activated.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import warnings
from typing import Any

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# get_action_name is the name Debian 12's libatspi (2.46) has; the newer one is not there yet.
warnings.filterwarnings("ignore", category=DeprecationWarning)

EVENTS = (
    "focus:",
    "object:state-changed:focused",
    "object:active-descendant-changed",
    "object:property-change:accessible-name",
    "object:property-change:accessible-description",
    "object:announcement",
    "window:activate",
)
INTERESTING_STATES = {
    "focusable",
    "focused",
    "showing",
    "visible",
    "selectable",
    "selected",
    "active",
    "enabled",
    "sensitive",
    "checked",
    "editable",
}

app: Any = None
seen: list[dict[str, Any]] = []
lock = threading.Lock()


def about(obj: Any) -> dict[str, Any]:
    try:
        return {
            "role": obj.get_role_name(),
            "name": obj.get_name() or "",
            "description": obj.get_description() or "",
        }
    except GLib.Error as error:
        return {"role": "gone", "name": "", "description": str(error)}


def states(obj: Any) -> list[str]:
    names = [Atspi.StateType(state).value_nick for state in obj.get_state_set().get_states()]
    return sorted(name for name in names if name in INTERESTING_STATES)


def node(obj: Any, path: list[int], depth: int = 0) -> dict[str, Any]:
    here = about(obj)
    here["path"] = path
    here["states"] = states(obj)
    here["interfaces"] = sorted(obj.get_interfaces())
    if "Action" in here["interfaces"]:
        here["actions"] = [obj.get_action_name(i) for i in range(obj.get_n_actions())]
    children = []
    count = obj.get_child_count()
    for index in range(count):
        child = obj.get_child_at_index(index)
        if child is not None and depth < 40:
            children.append(node(child, [*path, index], depth + 1))
    here["children"] = children
    return here


def on_event(event: Any) -> None:
    record = {"type": event.type, "detail1": event.detail1, "source": about(event.source)}
    value = event.any_data
    if isinstance(value, Atspi.Accessible):
        record["data"] = about(value)
    elif value is not None:
        record["data"] = str(value)
    record["at"] = time.monotonic()
    with lock:
        seen.append(record)


def find_app(name: str, seconds: float) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            if child is not None and child.get_name() == name:
                return child
        time.sleep(0.2)
    return None


def by_path(path: list[int]) -> Any:
    obj = app
    for index in path:
        obj = obj.get_child_at_index(index)
    return obj


def focused(obj: Any) -> Any:
    if Atspi.StateType.FOCUSED in obj.get_state_set().get_states():
        return obj
    if Atspi.StateType.SHOWING not in obj.get_state_set().get_states() and obj is not app:
        return None
    for index in range(obj.get_child_count()):
        child = obj.get_child_at_index(index)
        found = focused(child) if child is not None else None
        if found is not None:
            return found
    return None


def press(keys: str) -> None:
    """A key as the keyboard makes it (XTest), in xdotool's words: "shift+Right", "ctrl+shift+l"."""
    subprocess.run(["xdotool", "key", "--delay", "20", keys], check=True, timeout=30)


def answer(command: dict[str, Any]) -> Any:
    global app
    what = command["do"]
    if what == "app":
        app = find_app(command["name"], command.get("seconds", 30))
        return {"found": app is not None}
    if what == "tree":
        return node(app, [])
    if what == "events":
        with lock:
            taken = list(seen)
            seen.clear()
        return taken
    if what == "focused":
        obj = focused(app)
        return None if obj is None else about(obj)
    if what == "key":
        for keys in command["keys"]:
            press(keys)
            time.sleep(command.get("pause", 0.05))
        return True
    if what == "type":
        subprocess.run(["xdotool", "type", "--delay", "30", "--", command["text"]], check=True, timeout=60)
        return True
    if what == "action":
        obj = by_path(command["path"])
        for index in range(obj.get_n_actions()):
            if obj.get_action_name(index) == command["name"]:
                return obj.do_action(index)
        return False
    raise ValueError(f"no such command: {what}")


def serve(loop: GLib.MainLoop) -> None:
    for line in sys.stdin:
        command = json.loads(line)
        if command["do"] == "quit":
            break
        done = threading.Event()
        reply: dict[str, Any] = {}

        def run(
            command: dict[str, Any] = command, reply: dict[str, Any] = reply, done: threading.Event = done
        ) -> bool:
            try:
                reply["ok"] = answer(command)
            except Exception as error:  # the test reports it; the reader stays up
                reply["error"] = f"{type(error).__name__}: {error}"
            done.set()
            return False

        GLib.idle_add(run)
        done.wait()
        print(json.dumps(reply), flush=True)
    loop.quit()


def main() -> None:
    listener = Atspi.EventListener.new(on_event)
    for kind in EVENTS:
        listener.register(kind)
    loop = GLib.MainLoop()
    threading.Thread(target=serve, args=(loop,), daemon=True).start()
    print(json.dumps({"ok": "ready"}), flush=True)
    loop.run()


if __name__ == "__main__":
    main()
