"""Starting the app: which game opens first, and bad start requests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pardsgui.app import StartError, first_record
from pardsgui.qt_environment import prepare_qt
from pardsgui.storage.settings import Settings


def settings(tmp_path: Path, **values: object) -> Settings:
    return Settings(values=dict(values), path=tmp_path / "settings.json")


def test_the_last_game_and_options_come_back(tmp_path: Path) -> None:
    record = first_record(
        None, None, settings(tmp_path, last_game="nardshir", last_options={"variant": "historical"})
    )
    assert record.game.id == "nardshir" and record.options == {"variant": "historical"}


def test_a_stale_last_game_or_options_fall_back_quietly(tmp_path: Path) -> None:
    record = first_record(None, None, settings(tmp_path, last_game="chess", last_options={"x": "y"}))
    assert record.game.id in ("pards", "parry", "pagade", "kerd", "nardshir")
    record = first_record(None, None, settings(tmp_path, last_game="nardshir", last_options={"variant": "x"}))
    assert record.options == {"variant": "ludii2"}


def test_a_position_to_start_from(tmp_path: Path) -> None:
    text = ",".join(["0"] * 24) + " b dice=1,2"
    assert first_record("nardshir", text, settings(tmp_path)).start.to_text() == text


def test_bad_requests_say_why(tmp_path: Path) -> None:
    with pytest.raises(StartError, match="unknown game 'chess'"):
        first_record("chess", None, settings(tmp_path))
    with pytest.raises(StartError, match="--position: points"):
        first_record("nardshir", "1,2 w", settings(tmp_path))


# Made in a process of its own, with nothing set: does Qt see the setting when the app makes it?
_STARTED = """
import os, sys
os.environ.pop("QT_NO_GUI_THREADPOOL", None)
from PySide6 import QtWidgets
seen = []
class Seen(QtWidgets.QApplication):
    def __init__(self, *args):
        seen.append(os.environ.get("QT_NO_GUI_THREADPOOL"))
        super().__init__(*args)
QtWidgets.QApplication = Seen
from pardsgui.app import main
code = main(["--screenshot", "parry", sys.argv[1], "--size", "400x300"])
print(code, seen)
"""


def test_qt_paints_on_the_window_s_own_thread(tmp_path: Path) -> None:
    """Qt's raster engine hands large fills to a pool of threads and waits for them: on two
    cores a Parry jump took half as long again. The app keeps its painting on one thread, set
    before Qt starts; a value the environment gives is left as it is."""
    environ: dict[str, str] = {}
    prepare_qt(environ)
    assert environ == {"QT_NO_GUI_THREADPOOL": "1"}
    given = {"QT_NO_GUI_THREADPOOL": "0"}
    prepare_qt(given)
    assert given == {"QT_NO_GUI_THREADPOOL": "0"}
    done = subprocess.run(
        [sys.executable, "-c", _STARTED, str(tmp_path / "shot.png")],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "PARDSGUI_CONFIG_DIR": str(tmp_path / "c"),
            "PARDSGUI_DATA_DIR": str(tmp_path / "d"),
        },
    )
    assert done.stdout.split("\n")[-2:] == ["0 ['1']", ""], done.stderr
