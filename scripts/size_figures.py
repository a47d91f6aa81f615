"""Measure how the app copes with a huge game (not a test; run by hand, offscreen).

    .venv/bin/python scripts/size_figures.py [--moves 1000000] [--games kerd,pagade]

For each game it writes its own record of `--moves` moves: a main line played at random but
never ending the game while another move keeps it going (so the line is as long as the rules
let it be, up to `--moves`), with a ten-move variation every 50,000 moves, and, where the
rules end it sooner, side lines of up to 1,000 moves until the record holds `--moves`. Then
it measures:

1. reading it back (Record.from_json) and the peak memory of a process that only reads it;
2. saving it, in that process (Record.to_json and the write), and the file's size;
3. opening it in the window (offscreen): time to the window's first redraw (`open_s`) and peak
   memory; a record shown while it is read (ui/reading_on.py) also gives the time all of it is
   read (`read_all_s`) and keys pressed meanwhile (`keys_while_read_ms`, median and 95th
   percentile), and the figures below are taken once it is all read;
4. Back, Forward, Home and End at that size: each key until the window is idle again
   (the autosave it may cause included), its median and 95th percentile over `--steps` keys
   (Home and End by turns, `--steps` // 4 of each, and the first of each alone: `home_first_ms`);
5. a click on the board in the middle of the game;
6. moves played at the end of the game by clicks on their cells (`--moves-played` of them):
   each click until the window is idle again, the autosave it causes included (before the
   autosave's journal, issue 27, each move wrote the whole record in the GUI thread), its
   median and 95th percentile; and the time the autosave takes to write the whole record
   once (`base_s`), which a move no longer pays and a base written in a thread does;
7. edits that are not moves (undoing the moves of item 6), each until the window is idle.

Random play ends a Kerd main line in a draw by repetition long before 100,000 moves, and the
moves of item 6 are played at the end of the main line: `--walk` makes the record instead
the never-ending Kerd game of tests/robustness/long_record.py (`--moves` moves, one line).

`--pardsgui DIR` measures the window of the pardsgui in another checkout DIR (the records
are built by this one), for a figure before and after a change, in the Qt environment that
checkout's app sets (`pardsgui.qt_environment`; none before it: give `QT_NO_GUI_THREADPOOL=1` to
measure an older checkout's code alone):

    .venv/bin/python scripts/size_figures.py --moves 100000 --walk --pardsgui /work/main

`--records DIR` keeps each record built (`DIR/GAME-MOVES-SEED.pards.json`) and measures the one
kept there on later runs, so the figures before and after a change are of the same records
(building a million moves by random play takes minutes: Pards some six).

The figures are printed as one JSON object per game. Issue 27's targets: opening ≤ 5 s and
≤ 600 MB, keys and clicks ≤ 16 ms at the 95th percentile, saving ≤ 5 s.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pardsgui.core.limits import MAX_NODES
from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game

VARIATION_EVERY = 50_000


def keep_going(record: Record, rng: random.Random) -> None:
    """Play a random move that does not end the game (nor repeat it to a draw), if there is one."""
    position = record.current.position
    if position.is_chance:
        outcomes = list(position.chance_outcomes())
        record.play(rng.choices([o for o, _ in outcomes], [w for _, w in outcomes])[0])
        return
    moves = list(position.legal_moves())
    rng.shuffle(moves)
    node = record.current
    for move in moves[:8]:
        there = list(node.children)
        child = record.play(move)
        if record.outcome() is None:
            return
        if child not in there:  # a move of the record followed again is never deleted
            record.delete(child)
        record.go_to(node)
    record.play(moves[0])


def build(game_id: str, moves: int, seed: int) -> Record:
    # A record holds at most MAX_NODES moves in all its lines: room is left for those item 6 plays.
    moves = min(moves, MAX_NODES - 1_000)
    rng = random.Random(seed)
    record = Record(get_game(game_id))
    while record.current.ply < moves and record.outcome() is None:
        node = record.current
        if node.ply and node.ply % VARIATION_EVERY == 0 and node.parent is not None:
            record.go_to(node.parent)  # a side line of ten moves, then back to the main line
            for _ in range(10):
                if record.outcome() is not None:
                    break
                keep_going(record, rng)
            record.go_to(node)
        keep_going(record, rng)
    # Where the rules end the game sooner (a repetition draw ends a Kerd game of bare kings),
    # side lines of up to 1,000 moves from random places of the main line fill the record.
    line = record.main_line()
    end = record.current
    count = record.move_count()
    while count < moves:
        record.go_to(rng.choice(line[:-1]))
        for _ in range(min(1_000, moves - count)):
            if record.outcome() is not None:
                break
            keep_going(record, rng)
            count += 1  # nearly: a move may follow one already there
    record.go_to(end)
    return record


READER = r"""
import resource, sys, tempfile, time
from pathlib import Path
from pardsgui.core.limits import MAX_NODES
from pardsgui.core.record import Record
from pardsgui.games import get_game
began = time.perf_counter()
record = Record.from_json(Path(sys.argv[1]).read_text(encoding="utf-8"), get_game)
read = time.perf_counter() - began
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
with tempfile.TemporaryDirectory() as folder:  # saving, by the code measured
    began = time.perf_counter()
    (Path(folder) / "saved.pards.json").write_text(record.to_json(), encoding="utf-8")
    saved = time.perf_counter() - began
print(read, peak, saved)
"""

WINDOW = r"""
import json, os, resource, statistics, sys, time
from pathlib import Path
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
try:
    from pardsgui.qt_environment import prepare_qt
except ImportError:  # a checkout from before it
    pass
else:
    prepare_qt()  # painted as the app paints
app = QApplication(sys.argv)
from pardsgui.app import build_window, first_record
from pardsgui.storage.settings import Settings
settings = Settings(path=Path(os.environ["SIZE_SETTINGS"]))
window = build_window(first_record("nardshir", None, settings), settings)
window.resize(1920, 1080)
window.show()
app.processEvents()
window.files.confirm_discard = lambda: True
began = time.perf_counter()
window.files.open_path(Path(sys.argv[1]))
app.processEvents()
opened = time.perf_counter() - began
steps = int(sys.argv[2])
# A big game is shown at once and its moves read on (ui/reading_on.py): the time it is shown, then
# keys while it is read (each until the window is idle again), then the time all is read.
reading_on = getattr(window.files, "reading_on", None)
while_read = []
if reading_on is not None:
    record = window.controller.record
    turn = 0
    while window.files.reading_on is not None:
        turn += 1
        if turn % 40 == 0 and len(while_read) < steps:
            forward = record.current.children and len(while_read) % 2 == 0
            key = Qt.Key.Key_Right if forward else Qt.Key.Key_Left
            began_key = time.perf_counter()
            QTest.keyClick(window.board, key)
            app.processEvents()
            while_read.append((time.perf_counter() - began_key) * 1000)
        else:
            app.processEvents()
    read_all = time.perf_counter() - began
    window.controller.to_end()
    app.processEvents()

def timed(key):
    node = window.controller.record.current
    began = time.perf_counter()
    QTest.keyClick(window.board, key)
    app.processEvents()  # the redraw and the autosave it schedules
    spent = (time.perf_counter() - began) * 1000
    # A key that moved nothing measures nothing: after a long open the window once kept no
    # keyboard, and every step read 0.0 ms.
    assert window.controller.record.current is not node, f"the key {key} moved nowhere"
    return spent

import pardsgui


def spread(times):  # median and 95th percentile, to a tenth of a ms
    ordered = sorted(times)
    return [round(statistics.median(ordered), 1), round(ordered[int(0.95 * len(ordered)) - 1], 1)]


figures = {"code": str(Path(pardsgui.__file__).parent.parent)}
figures |= {"open_s": round(opened, 2), "open_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024}
if reading_on is not None:
    figures["read_all_s"] = round(read_all, 2)
    if while_read:
        figures["keys_while_read_ms"] = spread(while_read)
for name, key in (("back", Qt.Key.Key_Left), ("forward", Qt.Key.Key_Right)):
    figures[name + "_ms"] = spread(timed(key) for _ in range(steps))
# Home and End by turns, each `steps` // 4 times (at least once): the first of each, when the
# start's and the end's pictures are made, and then the median and 95th percentile of all.
jumps = {"home": [], "end": []}
for _ in range(max(1, steps // 4)):
    for name, key in (("home", Qt.Key.Key_Home), ("end", Qt.Key.Key_End)):
        jumps[name].append(timed(key))
for name, times in jumps.items():
    figures[name + "_first_ms"] = round(times[0], 1)
    figures[name + "_ms"] = spread(times)
scene = window.scene
cells = list(scene._polygons)
viewport = window.board.viewport()
times = []
for cell in cells[: steps]:
    point = window.board.mapFromScene(scene.cell_center(cell))
    began = time.perf_counter()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    app.processEvents()
    times.append((time.perf_counter() - began) * 1000)
figures["click_ms"] = spread(times)
# Moves at the end of the game, by clicks on their cells as a person plays them.
window.controller.to_end()
app.processEvents()
controller = window.controller
times = []
# The autosave's own share of each move: its writes timed wherever they are called from.
autosave = window.files.autosave
autosaving = [0.0]
for name in ("write", "append"):  # `append` (the journal) is not in a checkout from before it
    method = getattr(autosave, name, None)
    if method is not None:
        def timed_call(*args, _method=method, **kwargs):
            began = time.perf_counter()
            try:
                return _method(*args, **kwargs)
            finally:
                autosaving[0] += time.perf_counter() - began
        setattr(autosave, name, timed_call)
for _ in range(int(sys.argv[3])):
    position = controller.position
    if controller.outcome() is not None:
        break
    if position.is_chance:
        began = time.perf_counter()
        QTest.keyClick(window.board, Qt.Key.Key_R)
        app.processEvents()
        times.append((time.perf_counter() - began) * 1000)
        continue
    view = controller.view
    cells = {}
    for move in position.legal_moves():
        cells.setdefault(view.move_cells(position, move), []).append(move)
    secret = set(view.secret_moves(position))
    plain = [
        (source, target)
        for (source, target), moves in cells.items()
        if len(moves) == 1 and moves[0] not in secret and source and target and source != target
        and position.play(moves[0]).outcome is None
    ]
    if not plain:
        break
    source, target = plain[len(times) % len(plain)]
    ply = controller.record.current.ply
    began = time.perf_counter()
    for cell in (source, target):
        point = window.board.mapFromScene(scene.cell_center(cell))
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=point)
    app.processEvents()  # the redraw and the autosave
    times.append((time.perf_counter() - began) * 1000)
    assert controller.record.current.ply == ply + 1, "the clicks played no move"
times_played = list(times)
if times:
    figures["move_ms"] = spread(times)
    figures["moves_played"] = len(times)
    figures["autosave_ms_per_move"] = round(autosaving[0] * 1000 / len(times), 2)
# Edits that are not moves (undoing the moves just played: the tree changes shape), each until
# the window is idle: before issue 27's threaded edits, each wrote the whole record in its thread.
times = []
autosaving[0] = 0.0
for _ in range(min(5, len(times_played))):
    began = time.perf_counter()
    controller.undo_stack.undo()
    app.processEvents()
    times.append((time.perf_counter() - began) * 1000)
if times:
    figures["edit_ms"] = [round(statistics.median(times), 1), round(max(times), 1)]
    figures["autosave_ms_per_edit"] = round(autosaving[0] * 1000 / len(times), 2)
files = window.files
began = time.perf_counter()
files.autosave.write(controller.record, files.path, files.dirty(), files.game_set)
figures["base_s"] = round(time.perf_counter() - began, 2)
figures["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024
print(json.dumps(figures))
"""


def walk(moves: int) -> Record:
    """The never-ending Kerd game of the kill tests' long records: one line of `moves` moves."""
    from tests.robustness.long_record import record_json

    return Record.from_json(record_json(min(moves, MAX_NODES - 1_000)), get_game)


def measure(
    game_id: str,
    moves: int,
    steps: int,
    seed: int,
    played: int,
    code: Path,
    walked: bool = False,
    records: Path | None = None,
) -> dict[str, object]:
    kept = records / f"{'walk' if walked else game_id}-{moves}-{seed}.pards.json" if records else None
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{game_id}.pards.json"
        figures: dict[str, object] = {"game": game_id}
        if kept is not None and kept.exists():
            path = kept  # built by an earlier run: the same record for a figure before and after
        else:
            began = time.perf_counter()
            record = walk(moves) if walked else build(game_id, moves, seed)
            figures["built_s"] = round(time.perf_counter() - began, 1)
            path.write_text(record.to_json(), encoding="utf-8")
            del record
            if kept is not None:
                kept.parent.mkdir(parents=True, exist_ok=True)
                kept.write_bytes(path.read_bytes())
        data = json.loads(path.read_text(encoding="utf-8"))
        figures["main_line"] = len(data["moves"])
        figures["moves"] = len(data["moves"]) + sum(len(v["moves"]) for v in data.get("variations", []))
        figures["variations"] = len(data.get("variations", []))
        del data
        figures["file_mb"] = round(path.stat().st_size / 2**20, 1)
        env = {**os.environ, "PYTHONPATH": str(code)}
        done = subprocess.run(
            [sys.executable, "-c", READER, str(path)],
            capture_output=True,
            text=True,
            env=env,
            check=True,
            cwd=code,  # `-c` imports from the folder it runs in first
        )
        read_s, read_mb, save_s = done.stdout.split()
        figures["read_s"], figures["read_mb"] = round(float(read_s), 2), int(read_mb)
        figures["save_s"] = round(float(save_s), 2)
        env |= {
            "QT_QPA_PLATFORM": "offscreen",
            "PARDSGUI_DATA_DIR": folder,
            "SIZE_SETTINGS": str(Path(folder) / "settings.json"),
        }
        done = subprocess.run(
            [sys.executable, "-c", WINDOW, str(path), str(steps), str(played)],
            capture_output=True,
            text=True,
            env=env,
            check=False,
            cwd=code,
        )
        if done.returncode:
            figures["window_error"] = done.stderr.strip().splitlines()[-1:]
        else:
            figures |= json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    parser.add_argument("--moves", type=int, default=1_000_000)
    parser.add_argument("--games", default=",".join(available_ids()))
    parser.add_argument("--steps", type=int, default=60, help="keys and clicks timed per kind")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves-played", type=int, default=40, help="moves played at the end, timed")
    here = Path(__file__).resolve().parent.parent
    parser.add_argument("--pardsgui", type=Path, default=here, help="the checkout whose window is measured")
    parser.add_argument("--walk", action="store_true", help="one never-ending Kerd line (item 6)")
    parser.add_argument(
        "--records", type=Path, help="keep the records built here, and measure those kept on later runs"
    )
    args = parser.parse_args()
    for game_id in ["kerd"] if args.walk else args.games.split(","):
        figures = measure(
            game_id,
            args.moves,
            args.steps,
            args.seed,
            args.moves_played,
            args.pardsgui,
            args.walk,
            args.records,
        )
        print(json.dumps(figures), flush=True)
    print(f"this process's peak: {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024} MB")


if __name__ == "__main__":
    main()
