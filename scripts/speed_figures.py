"""Start-up against a bare Qt window, and each engine's speed against its anchor, in one run.

    .venv/bin/python scripts/speed_figures.py [--runs 5] [--game kerd] [--no-engines] [--anchors DIR]
                                              [--pardsgui CHECKOUT]

Start-up is measured as a whole process, as issue 30 asks: `python -m pardsgui
--screenshot GAME OUT.png` from launch to exit, against a bare PySide6 window
with a 144-item scene that saves its own grab the same way. Runs alternate
(bare, app, bare, app, ...) so that a busy machine slows both alike; the
figures are medians. Then `pardsgui-engine bench` for every game: its lines
carry each engine's own anchor (Kerd's perft against python-chess's when
python-chess is importable: it is not a dependency, so `--anchors DIR` names a
folder it was installed into, e.g. `pip install --target /tmp/anchors chess`).
`--pardsgui CHECKOUT` measures another checkout's code (e.g. a worktree of an
older commit), for a figure before and after a change.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: The same steps as `pardsgui --screenshot` (show, let it paint for 50 ms, grab, save),
#: with nothing of ours: what any PySide6 program of this size pays.
BARE = r"""
import sys
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
scene = QGraphicsScene()
for i in range(144):
    scene.addRect((i % 12) * 50, (i // 12) * 50, 48, 48)
view = QGraphicsView(scene)
view.resize(1200, 800)
view.show()
loop = QEventLoop()
QTimer.singleShot(50, loop.quit)
loop.exec()
app.processEvents()
if not view.grab().save(sys.argv[1]):
    sys.exit(1)
"""


def environment(*first: Path | None) -> dict[str, str]:
    """The measured processes' environment, the folders `first` (where not None) first on their path."""
    # An installed app has its bytecode cached (pip and the installers write it): a shell
    # with PYTHONDONTWRITEBYTECODE set would make every run compile our sources again.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    paths = [str(folder) for folder in first if folder is not None]
    env["PYTHONPATH"] = os.pathsep.join([*paths, env.get("PYTHONPATH", "")]).strip(os.pathsep)
    return env


def whole_process(command: list[str], code: Path | None = None) -> float:
    began = time.perf_counter()
    # In the checkout measured: `-m` and `-c` import from the folder they run in first.
    subprocess.run(command, env=environment(code), check=True, capture_output=True, cwd=code)
    return time.perf_counter() - began


def start_up(runs: int, game: str, code: Path | None = None) -> dict[str, float]:
    bare: list[float] = []
    ours: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "out.png")
        whole_process([sys.executable, "-c", BARE, out])  # warm the disk cache, write the bytecode
        app = [sys.executable, "-m", "pardsgui", "--screenshot", game, out]
        whole_process(app, code)
        for _ in range(runs):
            bare.append(whole_process([sys.executable, "-c", BARE, out]))
            ours.append(whole_process(app, code))
    return {
        "bare_s": statistics.median(bare),
        "pardsgui_s": statistics.median(ours),
        "ratio": statistics.median(ours) / statistics.median(bare),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="kerd")
    parser.add_argument("--no-engines", action="store_true", help="the start-up figure only")
    parser.add_argument("--anchors", type=Path, help="a folder holding python-chess, for Kerd's anchor")
    parser.add_argument("--pardsgui", type=Path, help="the checkout to measure (default: this one)")
    args = parser.parse_args()
    code = args.pardsgui.resolve() if args.pardsgui else None
    figures = start_up(args.runs, args.game, code)
    print(
        f"start-up, whole process, median of {args.runs} alternating runs:"
        f" bare window {figures['bare_s']:.3f} s,"
        f" pardsgui --screenshot {args.game} {figures['pardsgui_s']:.3f} s,"
        f" ratio {figures['ratio']:.2f} (target 2.5)",
        flush=True,
    )
    if not args.no_engines:
        env = environment(code, args.anchors)
        subprocess.run([sys.executable, "-m", "pardsgui.engine", "bench"], check=True, env=env, cwd=code)


if __name__ == "__main__":
    main()
