"""`pardsgui --self-test`, the check a packaged installation runs on itself."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pardsgui import selftest
from pardsgui.games import GAME_IDS, available_ids


def test_the_self_test_opens_and_plays_every_game(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
    }
    env.pop("PARDSGUI_CONFIG_DIR", None)
    env.pop("PARDSGUI_DATA_DIR", None)
    done = subprocess.run(
        [sys.executable, "-m", "pardsgui", "--self-test"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # The app as it ships: the product's games, without the tests' own sixth game.
    assert [line.split(":")[0] for line in lines[:-1]] == list(GAME_IDS)
    assert all(": ok — " in line and "played " in line for line in lines[:-1])
    assert lines[-1].startswith("pardsgui ") and "self-test passed" in lines[-1]
    assert "platform offscreen" in lines[-1]
    # (fontconfig may cache fonts in the home; the app's own folders must not appear)
    assert not [path for path in home.rglob("*") if "pardsgui" in path.name.lower()]


def test_a_failing_game_is_named_and_the_exit_status_is_1(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> str:
        raise selftest.SelfTestError("the board was not drawn")

    monkeypatch.setattr(selftest, "check_game", broken)
    before = os.environ.get("PARDSGUI_CONFIG_DIR")
    out, err = io.StringIO(), io.StringIO()
    assert selftest.run(out, err) == 1
    assert f"{available_ids()[0]}: FAILED: the board was not drawn" in err.getvalue()
    assert "passed" not in out.getvalue()
    assert os.environ.get("PARDSGUI_CONFIG_DIR") == before


def test_a_blank_widget_does_not_count_as_drawn(qtbot: QtBot) -> None:
    blank = QWidget()
    qtbot.addWidget(blank)
    blank.resize(200, 150)
    with pytest.raises(selftest.SelfTestError, match="board was not drawn"):
        selftest.check_drawn(blank, "board")
