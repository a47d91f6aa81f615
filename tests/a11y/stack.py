"""The real Linux accessibility stack for one test: an X display, a session bus, the app, a reader.

Each `Desk` starts its own Xvfb, its own D-Bus session bus (which starts the AT-SPI
bus launcher and registry on demand, as a desktop session does), pardsgui in a
process of its own with Qt's AT-SPI bridge on, and tests/a11y/reader.py under the
system's python3 reading the app through AT-SPI as Orca does. Nothing is shared with
the machine's own session, so tests can run side by side and leave nothing behind.

`missing()` says what is not installed (setup.sh installs it on Debian); the tests
skip with that reason rather than fail on a machine without the stack.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
READER = Path(__file__).with_name("reader.py")
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# Qt's bridge asks a method the registry's newer launcher offers and says so once: not ours.
KNOWN_NOISE = ('does not implement "GetApplicationBusAddress"',)


@cache
def missing() -> str:
    """Why the stack cannot run here, or '' when it can."""
    for program, package in (("Xvfb", "xvfb"), ("dbus-daemon", "dbus"), ("xdotool", "xdotool")):
        if shutil.which(program) is None:
            return f"{program} is not installed (setup.sh installs {package})"
    if not Path(BUS_LAUNCHER).exists():
        return f"{BUS_LAUNCHER} is missing (setup.sh installs at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists():
        return f"{SYSTEM_PYTHON} is missing: the AT-SPI reader runs under the system's python3"
    probe = subprocess.run(
        [
            SYSTEM_PYTHON,
            "-c",
            "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    if probe.returncode:
        return (
            "the system's python3 cannot import gi.repository.Atspi "
            f"(setup.sh installs python3-gi and gir1.2-atspi-2.0): {probe.stderr.strip().splitlines()[-1:]}"
        )
    return ""


def walk(node: dict[str, Any]) -> Iterator[dict[str, Any]]:
    yield node
    for child in node["children"]:
        yield from walk(child)


class Desk:
    """One private session with pardsgui running in it, read through AT-SPI."""

    def __init__(self, *argv: str) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="pardsgui-a11y-"))
        self.processes: list[subprocess.Popen[str]] = []
        try:
            self._start(argv)
        except BaseException:
            self.close()
            raise

    def _spawn(
        self, args: list[str], env: dict[str, str] | None = None, **kwargs: Any
    ) -> subprocess.Popen[str]:
        process = subprocess.Popen(args, env=env, text=True, **kwargs)
        self.processes.append(process)
        return process

    def _display(self) -> str:
        """A display of this desk's own, answering before the app starts.

        -noreset: an X server resets when its last client leaves (the probe below), and the
        app connecting during the reset found no display.
        """
        for _ in range(20):
            number = str(random.randrange(200, 30000))
            if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
                continue
            xvfb = self._spawn(
                ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp", "-noreset"],
                stderr=subprocess.DEVNULL,
            )
            end = time.monotonic() + 20
            while xvfb.poll() is None and time.monotonic() < end:
                probe = subprocess.run(
                    ["xdotool", "getmouselocation"],
                    env={"DISPLAY": f":{number}"},
                    capture_output=True,
                    check=False,
                )
                if probe.returncode == 0:
                    return number
                time.sleep(0.1)
        raise RuntimeError("no Xvfb display could be started")

    def _start(self, argv: tuple[str, ...]) -> None:
        display = self._display()
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("DBUS_", "AT_SPI", "QT_", "XDG_RUNTIME"))
        }
        env |= {
            "DISPLAY": f":{display}",
            "XDG_RUNTIME_DIR": str(self.folder),
            "PARDSGUI_CONFIG_DIR": str(self.folder / "config"),
            "PARDSGUI_DATA_DIR": str(self.folder / "data"),
            "NO_AT_BRIDGE": "0",
        }
        bus = self._spawn(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        assert bus.stdout is not None
        env["DBUS_SESSION_BUS_ADDRESS"] = bus.stdout.readline().strip()
        self.env = env
        app_env = env | {"QT_QPA_PLATFORM": "xcb", "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1"}
        self.app_errors = self.folder / "app.err"
        with self.app_errors.open("w") as errors:
            self.app = self._spawn(
                [sys.executable, "-m", "pardsgui", *argv],
                env=app_env,
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=errors,
            )
        self.reader = self._spawn(
            [SYSTEM_PYTHON, str(READER)],
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=(self.folder / "reader.err").open("w"),
        )
        self._lock = threading.Lock()
        assert self._reply(60) == "ready"
        if not self.ask({"do": "app", "name": "pardsgui", "seconds": 60}, seconds=90)["found"]:
            raise RuntimeError(f"pardsgui never joined the registry; it said: {self.app_said()}")
        self.focus_window()

    def focus_window(self) -> None:
        """Give the app's window the keyboard, as a window manager does when it opens.

        Xvfb has no window manager: the X focus follows the pointer and Qt takes no
        window as active from that, so no key would reach the app.
        """
        found = subprocess.run(
            ["xdotool", "search", "--sync", "--onlyvisible", "--name", "pardsgui"],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        )
        subprocess.run(
            ["xdotool", "windowfocus", "--sync", found.stdout.split()[-1]],
            env=self.env,
            timeout=30,
            check=True,
        )
        self.wait_for(
            lambda events: any(e["type"] == "window:activate" for e in events), what="window:activate"
        )

    def _reply(self, seconds: float) -> Any:
        assert self.reader.stdout is not None
        box: list[str] = []
        thread = threading.Thread(target=lambda: box.append(self.reader.stdout.readline()), daemon=True)  # type: ignore[union-attr]
        thread.start()
        thread.join(seconds)
        if not box or not box[0]:
            raise RuntimeError(
                f"the AT-SPI reader did not answer: {(self.folder / 'reader.err').read_text()}; "
                f"the app said: {self.app_said()}"
            )
        reply = json.loads(box[0])
        if "error" in reply:
            raise RuntimeError(f"the AT-SPI reader failed: {reply['error']}")
        return reply["ok"]

    def ask(self, command: dict[str, Any], seconds: float = 60) -> Any:
        with self._lock:
            assert self.reader.stdin is not None
            self.reader.stdin.write(json.dumps(command) + "\n")
            self.reader.stdin.flush()
            return self._reply(seconds)

    # -- what a test does --------------------------------------------------------------------

    def tree(self) -> dict[str, Any]:
        return self.ask({"do": "tree"})  # type: ignore[no-any-return]

    def events(self) -> list[dict[str, Any]]:
        return self.ask({"do": "events"})  # type: ignore[no-any-return]

    def focused(self) -> dict[str, Any] | None:
        return self.ask({"do": "focused"})  # type: ignore[no-any-return]

    def keys(self, *keys: str, pause: float = 0.05) -> None:
        self.ask({"do": "key", "keys": list(keys), "pause": pause})

    def type(self, text: str) -> None:
        self.ask({"do": "type", "text": text})

    def action(self, path: list[int], name: str = "click") -> bool:
        return bool(self.ask({"do": "action", "path": path, "name": name}))

    def wait_for(
        self, found: Callable[[list[dict[str, Any]]], Any], seconds: float = 20, what: str = ""
    ) -> list[dict[str, Any]]:
        """The events until `found(events so far)` is true (they are taken: the next wait starts after)."""
        end = time.monotonic() + seconds
        taken: list[dict[str, Any]] = []
        while True:
            taken += self.events()
            if found(taken):
                return taken
            if time.monotonic() > end:
                raise AssertionError(f"no {what or 'such event'} in {seconds} s; the events were {taken}")
            time.sleep(0.03)

    def settle(self, quiet: float = 0.5, seconds: float = 10) -> list[dict[str, Any]]:
        """The events until none came for `quiet` seconds."""
        taken: list[dict[str, Any]] = []
        end = time.monotonic() + seconds
        last = time.monotonic()
        while time.monotonic() < end and time.monotonic() - last < quiet:
            time.sleep(0.05)
            new = self.events()
            if new:
                taken += new
                last = time.monotonic()
        return taken

    def end_app(self) -> int | None:
        """End the app as the session's end does (SIGTERM); its exit status (None: it hung)."""
        if self.app.poll() is None:
            self.app.terminate()
            try:
                self.app.wait(20)
            except subprocess.TimeoutExpired:
                return None
        return self.app.returncode

    def app_said(self) -> str:
        lines = self.app_errors.read_text().splitlines() if self.app_errors.exists() else []
        return "\n".join(line for line in lines if not any(noise in line for noise in KNOWN_NOISE))

    def start_orca(self) -> Path:
        """Orca on this desk, speaking to speech-dispatcher's dummy module; its debug log, which
        records every phrase it sends to speech ("SPEECH OUTPUT: '…'")."""
        home = self.folder / "home"
        config = home / ".config"
        (config / "speech-dispatcher").mkdir(parents=True)
        # No sound card here: the dummy module takes the speech; Orca's log keeps its words.
        (config / "speech-dispatcher" / "speechd.conf").write_text(
            'AddModule "dummy" "sd_dummy" ""\nDefaultModule dummy\n'
        )
        log = self.folder / "orca.out"
        env = self.env | {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(config),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
        }
        self.orca = self._spawn(
            [SYSTEM_PYTHON, str(READER.with_name("orca_launch.py")), str(log)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=(self.folder / "orca.err").open("w"),
        )
        return log

    def close(self) -> None:
        if getattr(self, "reader", None) is not None and self.reader.poll() is None and self.reader.stdin:
            try:
                self.reader.stdin.write(json.dumps({"do": "quit"}) + "\n")
                self.reader.stdin.flush()
            except OSError:
                pass
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(5)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)
