"""What a start loads before its first frame: the game on screen and the window, nothing else.

Issue 30: start-up is paid by every person every time, so the other games' rules,
the editor, the dialogs, the lessons and the search load when first used. The
check runs `pardsgui --screenshot` in a fresh process (the first frame painted and
saved) and lists what it imported.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pardsgui.games import GAME_IDS

SHOT = """
import sys
from pardsgui.app import main
code = main(["--screenshot", sys.argv[1], sys.argv[2]])
print(" ".join(sorted(name for name in sys.modules if name.startswith("pardsgui"))))
sys.exit(code)
"""

#: Loaded on first use, never by a start.
LATER = (
    "pardsgui.ai",
    "pardsgui.lessons",
    "pardsgui.ui.learn",
    "pardsgui.ui.editor",
    "pardsgui.ui.edit_mode",
    "pardsgui.ui.dialogs.new_game",
    "pardsgui.ui.dialogs.peek",
)


def loaded_by_a_start(game_id: str, tmp_path: Path) -> set[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SHOT, game_id, str(tmp_path / "shot.png")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "shot.png").stat().st_size > 0  # the frame was painted
    return set(done.stdout.split())


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_start_loads_only_the_game_on_screen(game_id: str, tmp_path: Path) -> None:
    loaded = loaded_by_a_start(game_id, tmp_path)
    assert f"pardsgui.games.{game_id}" in loaded
    others = [name for name in loaded if name.startswith("pardsgui.games.") and name.split(".")[2] != game_id]
    assert others == []
    early = [name for name in loaded if any(name == part or name.startswith(part + ".") for part in LATER)]
    assert early == []
