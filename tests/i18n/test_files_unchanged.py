"""What is written to files never changes with the language: a game saved in German is the English file."""

from __future__ import annotations

import json
from pathlib import Path

from pardsgui import i18n
from tests.journeys.conftest import Start, quit_app
from tests.journeys.test_files_and_sets import file_named, play_randomly


def test_a_game_saved_and_exported_in_german_is_byte_for_byte_the_english_one(
    start: Start, folders: tuple[Path, Path], tmp_path: Path
) -> None:
    english = start("--game", "nardshir")
    play_randomly(english, 9, seed=1)
    english.menu("Game", "Save as…", then=[file_named(tmp_path / "en", english)])
    english.menu("Game", "Export moves as text…", then=[file_named(tmp_path / "en.txt", english)])
    quit_app(english)
    config, _data = folders
    settings = json.loads((config / "settings.json").read_text())
    (config / "settings.json").write_text(json.dumps({**settings, "language": "de"}))

    german = start(str(tmp_path / "en.pards.json"))
    assert i18n.language() == "de"
    assert german.window.controller.view.seat_names(german.window.controller.position) == ("Weiß", "Schwarz")
    german.menu("Spiel", "Speichern unter…", then=[file_named(tmp_path / "de", german)])
    german.menu("Spiel", "Züge als Text exportieren…", then=[file_named(tmp_path / "de.txt", german)])
    assert (tmp_path / "de.pards.json").read_bytes() == (tmp_path / "en.pards.json").read_bytes()
    assert (tmp_path / "de.txt").read_bytes() == (tmp_path / "en.txt").read_bytes()
    assert b"White" in (tmp_path / "de.txt").read_bytes()
