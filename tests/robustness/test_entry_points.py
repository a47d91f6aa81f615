"""Every way text comes in: a bad one gives a LoadError saying what and where, never a crash.

Files, pastes, autosaves, settings, `--position` and the engine's command
line each meet the inputs that once escaped as tracebacks (issue 16).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pardsgui import app, engine
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.games.kerd.rules import INITIAL_BOARD
from pardsgui.storage import loading
from pardsgui.storage.autosave import Autosave
from pardsgui.storage.loading import MAX_BYTES, LoadError, read_game_bytes, read_game_file, read_game_text
from pardsgui.storage.settings import Settings

DIGITS = "1" * 5000  # over the 4,300 digits int() converts
KERD_DIGITS = f"{INITIAL_BOARD.replace('/12/', '/' + DIGITS + '/', 1)} w"
NESTED = "[" * 100_000 + "]" * 100_000


def record_dict(game_id: str = "nardshir") -> dict[str, object]:
    record = Record(get_game(game_id))
    return record.to_dict()


# -- the one way in ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"", "there is no text"),
        (b"\xff\xfe{}", "not UTF-8 text"),
        (NESTED.encode(), "nested far too deep"),
        (b'{"format": "pardsgui-record", "version": NaN}', "NaN is not allowed"),
        (b"[1, 2]", "not a pardsgui game record"),
        (b'{"format": "pardsgui-record", "version": 1' + b"0" * 5000 + b"}", "digits"),
        (json.dumps({**record_dict("kerd"), "start": KERD_DIGITS}).encode(), 'field "start": board'),
        (json.dumps({**record_dict(), "players": ["\ud800", ""]}).encode(), "lone surrogate"),
        (b'{"format": "pardsgui-pards-set", "version": 1, "players": [1], "games": []}', "players"),
    ],
)
def test_bad_bytes_give_one_load_error_saying_what_and_where(data: bytes, message: str) -> None:
    with pytest.raises(LoadError, match=message) as caught:
        read_game_bytes(data, "game.pards.json")
    assert str(caught.value).startswith("game.pards.json: ")


def test_a_byte_order_mark_is_accepted() -> None:
    text = Record(get_game("parry")).to_json()
    assert read_game_bytes(b"\xef\xbb\xbf" + text.encode(), "x").record.game.id == "parry"


def test_a_file_too_large_is_refused_before_it_is_read_or_parsed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "big.pards.json"
    with big.open("wb") as stream:  # 70 MB of nothing: sparse, so the test writes nothing much
        stream.truncate(70 * 1024 * 1024)

    def never(*args: object, **kwargs: object) -> object:
        raise AssertionError("parsed before the size was checked")

    monkeypatch.setattr(loading.json, "loads", never)
    with pytest.raises(LoadError, match=f"the file is 73,400,320 bytes; at most {MAX_BYTES:,}"):
        read_game_file(big)


def read_within(path: Path, seconds: float = 5.0) -> str:
    """What reading `path` as a game says, asserting it answers at once (a FIFO once waited for good)."""
    import threading

    said: list[str] = []

    def read() -> None:
        try:
            read_game_file(path)
            said.append("read")
        except LoadError as error:
            said.append(str(error))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(seconds)
    assert not reader.is_alive(), f"reading {path.name} hangs"
    return said[0]


def test_only_plain_files_are_read_and_a_pipe_never_hangs(tmp_path: Path) -> None:
    assert "zero: a device, not a plain file" in read_within(Path("/dev/zero"))
    fifo = tmp_path / "pipe.pards.json"
    os.mkfifo(fifo)
    pipe_words = "pipe.pards.json: a named pipe (FIFO), not a plain file: nothing is read from it"
    assert read_within(fifo) == pipe_words
    assert "a folder, not a plain file" in read_within(tmp_path)
    with pytest.raises(LoadError, match="No such file"):
        read_game_file(tmp_path / "gone.pards.json")
    # A FIFO named like an autosave of a dead run: refused, not waited on.
    autosaves = tmp_path / "autosave"
    autosaves.mkdir()
    os.mkfifo(autosaves / "autosave-999999.pards.json")
    found = Autosave(autosaves).left_behind()
    assert [p.name for p in found] == ["autosave-999999.pards.json"]
    with pytest.raises(LoadError, match="named pipe"):
        Autosave.load(found[0])


def test_a_pasted_position_of_another_game_or_nonsense() -> None:
    loaded = read_game_text(f"  {get_game('parry').initial().to_text()}\n", "the clipboard", "kerd", True)
    assert loaded.position is not None and loaded.record.game.id == "parry"
    with pytest.raises(LoadError, match="the clipboard: not a position of Kerd or any other game: board"):
        read_game_text(KERD_DIGITS, "the clipboard", "kerd", True)


# -- settings ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        NESTED,
        '{"window_state": "\\ud800"}',
        '{"recent_files": ["a", "\\udfff"]}',
        '{"x\\ud800": 1}',
        "[]",
        '{"a": 1',
        "\udcff not text",
    ],
)
def test_a_settings_file_that_cannot_be_used_is_moved_aside_with_a_notice(
    tmp_path: Path, content: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    settings = Settings.load(path)
    assert settings.values == {} and "could not be read" in settings.notice
    assert not path.exists() and len(list(tmp_path.glob("settings.json.broken-*"))) == 1
    assert settings.save() and json.loads(path.read_text()) == {}


def test_settings_of_the_wrong_kind_are_dropped_one_by_one(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    values = {
        "window_size": ["900", 600],
        "window_state": 7,
        "flipped": "yes",
        "recent_files": "a.pards.json",
        "coordinates": False,
        "last_game": "kerd",
        "from_a_newer_version": {"kept": True},
    }
    path.write_text(json.dumps(values))
    settings = Settings.load(path)
    assert settings.values == {
        "coordinates": False,
        "last_game": "kerd",
        "from_a_newer_version": {"kept": True},
    }
    assert settings.notice == ""


def test_a_config_folder_that_is_a_file_is_said_and_nothing_raises(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("not a folder")
    settings = Settings.load(blocker / "pardsgui" / "settings.json")
    assert f"{blocker} is a file, not a folder" in settings.notice
    settings.set("flipped", True)
    assert not settings.save() and "could not be saved" in settings.notice


# -- autosave -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "content",
    [
        NESTED,
        json.dumps({"format": "pardsgui-autosave", "record": {**record_dict("kerd"), "start": KERD_DIGITS}}),
        json.dumps({"format": "pardsgui-autosave", "record": record_dict(), "saved_as": "\ud800"}),
        json.dumps({"format": "pardsgui-autosave", "record": record_dict(), "current": [10**400]}),
        '{"format": "pardsgui-autosave", "record": 1',
        "",
    ],
)
def test_an_autosave_that_cannot_be_read_is_a_load_error(tmp_path: Path, content: str) -> None:
    path = tmp_path / "autosave-999999999.pards.json"
    path.write_text(content, encoding="utf-8", errors="surrogatepass")
    if "10000000000" in content:  # a current path that leads nowhere: restored at the start
        found = Autosave.load(path)
        assert found.current is found.record.root
        return
    with pytest.raises(LoadError, match=r"the autosave autosave-999999999\.pards\.json"):
        Autosave.load(path)


def test_quitting_when_the_autosave_folder_is_a_file_says_so(tmp_path: Path) -> None:
    folder = tmp_path / "autosave"
    folder.write_text("a file")
    autosave = Autosave(folder)
    assert not autosave.write(Record(get_game("parry")), None, dirty=True)
    assert not autosave.remove() and "could not be removed" in autosave.error
    assert autosave.left_behind() == [] and autosave.clean_temporaries() == 0


def test_half_written_autosaves_of_dead_writers_are_removed(tmp_path: Path) -> None:
    live = os.getpid()
    names = [
        f".autosave-{live}.pards.json.abc123.tmp",  # this process is writing it
        ".autosave-999999999.pards.json.def456.tmp",  # its writer is gone
        ".autosave-x.pards.json.ghi789.tmp",
        ".settings.json.jkl.tmp",  # not an autosave's
    ]
    for name in names:
        (tmp_path / name).write_text("{")
    assert Autosave(tmp_path, pid=1).clean_temporaries() == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([names[0], names[3]])


# -- the command lines ----------------------------------------------------------------------------


ENGINE_CASES = [
    ["match", "nardshir", "--a", "hard:inf", "--b", "random", "--games", "1", "--seed", "1"],
    ["match", "nardshir", "--a", "hard:1e999", "--b", "random", "--games", "1", "--seed", "1"],
    ["match", "nardshir", "--a", "easy", "--b", "random", "--games", "1", "--seed", "1", "--jobs", "10000"],
    ["moves", "kerd", KERD_DIGITS],
    ["play", "kerd", KERD_DIGITS, "choose e12"],
    ["perft", "nardshir", "x", "2"],
    ["perft", "nardshir", ",".join(["0"] * 24) + " w", "9" * 5000],
    ["playout", "pagade", "--option", "seats=9", "--games", "1", "--seed", "1"],
    ["playout", "pagade", "--games", "-1", "--seed", "1"],
    ["moves", "chess"],
    ["moves", "nardshir", "--option", "novalue"],
]


@pytest.mark.parametrize("args", ENGINE_CASES, ids=[" ".join(a)[:50] for a in ENGINE_CASES])
def test_bad_engine_arguments_are_one_line_and_exit_2(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert engine.main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("pardsgui-engine: ") and err.count("\n") == 1


@pytest.mark.parametrize(
    "args",
    [
        ["--screenshot", "kerd", "o.png", "--size", "99999999999x2"],
        ["--screenshot", "kerd", "o.png", "--size", "0x10"],
        ["--screenshot", "kerd", "o.png", "--size", "1200"],
        ["--screenshot", "kerd", "o.png", "--position", KERD_DIGITS],
        ["--game", "kerd", "--position", KERD_DIGITS],
        ["--game", "chess"],
    ],
)
def test_bad_app_options_are_one_line_and_exit_2(args: list[str], tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARDSGUI_CONFIG_DIR": str(tmp_path / "c")}
    env["PARDSGUI_DATA_DIR"] = str(tmp_path / "d")
    done = subprocess.run(
        [sys.executable, "-m", "pardsgui", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("pardsgui: ") and done.stderr.count("\n") == 1
    assert not (tmp_path / "o.png").exists()


def test_the_app_size_parser() -> None:
    assert app.parse_size("1200x800") == (1200, 800)
    with pytest.raises(app.StartError, match="each side must be 1 to 16,384"):
        app.parse_size("16385x10")
