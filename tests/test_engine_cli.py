"""The pardsgui-engine command line, as docs/engine-contract.md lists it."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pardsgui.engine import main
from pardsgui.games import get_game

EMPTY = ",".join(["0"] * 24)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_moves_at_a_chance_node_print_probabilities(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "moves", "nardshir")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 36
    assert lines[0] == "roll 1,1\t0.0277778"
    assert lines == sorted(lines)


def test_moves_of_a_given_position_sorted(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "moves", "nardshir", f"{EMPTY} b dice=3,5")
    assert code == 0 and out.splitlines() == ["3:h-21", "5:h-19"]


def test_moves_with_an_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "moves", "nardshir", "--option", "variant=historical")
    assert code == 0 and len(out.splitlines()) == 36


def test_play(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "play", "nardshir", f"{EMPTY} w", "roll 3,5", "3:h-2", "5:h-4")
    assert code == 0
    assert out.strip() == "0,0,1,0,1" + ",0" * 19 + " b hand=13,15"


def test_perft(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "perft", "nardshir", f"{EMPTY} w", "2") == (0, "66\n", "")


def test_playout_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "playout", "nardshir", "--games", "3", "--seed", "1", "--json")
    report = json.loads(out)
    assert code == 0 and report["games"] == 3 and report["unfinished"] == 0
    assert sum(report["score_per_seat"]) == 3


def test_position_from_standard_input(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO(f"{EMPTY} w dice=1,2\n"))
    code, out, _ = run(capsys, "moves", "nardshir", "-")
    assert code == 0 and out.splitlines() == ["1:h-0", "2:h-1"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["moves", "chess"], "unknown game 'chess'"),
        (["moves", "nardshir", "nonsense w"], "points: expected 24"),
        (["play", "nardshir", f"{EMPTY} w", "roll 3,5", "4:h-3"], "move 2: 4:h-3: there is no die 4"),
        (["perft", "nardshir", f"{EMPTY} w", "x"], "invalid int value"),
        (["playout", "nardshir", "--games", "1", "--seed", "1", "--option", "variant=x"], "variant="),
        (["playout", "nardshir", "--games", "0", "--seed", "1"], "at least 1"),
        (["frobnicate"], "invalid choice"),
        (["bench", ""], "unknown game ''"),  # not every game: an empty name is a mistake
        (["moves", "nardshir", f"{EMPTY} w", "--option", "variant=historical"], "initial position only"),
    ],
)
def test_errors_are_one_line_on_stderr_with_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("pardsgui-engine: ") and message in err


def test_unavailable_games_say_so(capsys: pytest.CaptureFixture[str]) -> None:
    from pardsgui.games import GAME_IDS, is_available

    missing = [g for g in GAME_IDS if not is_available(g)]
    if not missing:
        pytest.skip("every game is available")
    code, _, err = run(capsys, "moves", missing[0])
    assert code == 2 and "not available" in err


def test_the_installed_command_runs_the_issue_check() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pardsgui.engine", "playout", "nardshir", "--games", "200", "--seed", "1"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "games 200 (seed 1), unfinished 0" in done.stdout
    wins = next(line for line in done.stdout.splitlines() if line.startswith("wins per seat"))
    white, black = (int(x.strip(",")) for x in wins.split()[3:5])
    assert white + black == 200  # every game decided


def test_bench_prints_speed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bench", "nardshir")
    assert code == 0 and "moves/s" in out


# -- review -------------------------------------------------------------------------------------


def test_review_prints_a_line_per_move_and_the_summary(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from tests.ai.test_review import seeded_record

    record = seeded_record("nardshir", 20)
    path = tmp_path / "game.pards.json"
    path.write_text(record.to_json(), encoding="utf-8")
    code, out, err = run(capsys, "review", str(path), "--level", "hard:0.01")
    assert code == 0 and err == ""
    lines = out.splitlines()
    for ply, node in enumerate(record.main_line(), 1):
        assert lines[ply - 1].lstrip().startswith(f"{ply}. ")
        assert node.text in lines[ply - 1]
    assert any("luck White" in line for line in lines)  # every roll's luck
    assert "Review (hard:0.01):" in lines
    summary = lines[lines.index("Review (hard:0.01):") + 1 :]
    assert summary[0].startswith("White: ") and summary[1].startswith("Black: ")
    assert "average loss" in summary[0] and "luck" in summary[0]
    assert lines[-1].startswith("reviewed at hard:0.01 in ")


@pytest.mark.parametrize(
    ("content", "level", "message"),
    [
        (None, "hard:0.01", "No such file"),
        ("{not json", "hard:0.01", "not valid JSON"),
        ('{"format": "pardsgui-record", "version": 2, "game": "chess"}', "hard:0.01", "unknown game"),
        ("GOOD", "fast", "unknown level 'fast'"),
        ("BAD_REVIEW", "hard:0.01", 'field "review"'),
    ],
)
def test_review_of_a_bad_file_or_level_is_one_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str | None, level: str, message: str
) -> None:
    from tests.ai.test_review import seeded_record

    path = tmp_path / "game.pards.json"
    if content == "GOOD":
        content = seeded_record("parry", 4).to_json()
    elif content == "BAD_REVIEW":
        data = json.loads(seeded_record("parry", 4).to_json())
        data["review"] = {"version": 1, "level": "x", "moves": [{"move": "nowhere"}]}
        content = json.dumps(data)
    if content is not None:
        path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "review", str(path), "--level", level)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("pardsgui-engine: ") and message in err


def test_match_save_writes_games_that_open_and_review(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from pardsgui.core.record import Record

    code, _out, _err = run(
        capsys,
        "match",
        "parry",
        "--a",
        "random",  # what is saved is the test, not the play: two easy Parry games took 18 s
        "--b",
        "random",
        "--games",
        "2",
        "--seed",
        "1",
        "--save",
        str(tmp_path),
    )
    assert code == 0
    files = sorted(tmp_path.glob("parry-*.pards.json"))
    assert [f.name for f in files] == ["parry-001.pards.json", "parry-002.pards.json"]
    first = Record.from_json(files[0].read_text(encoding="utf-8"), get_game)
    assert first.players == ["A random", "B random"] and first.outcome(first.root.line_end()) is not None
    second = Record.from_json(files[1].read_text(encoding="utf-8"), get_game)
    assert second.players == ["B random", "A random"]
