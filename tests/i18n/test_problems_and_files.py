"""An impossible edited position and a file that cannot be opened, said in the reader's language.

The sentence is translated; what it quotes (a move of the file, a cell, a line number) is the
file's own, as it is.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget

from pardsgui import i18n
from pardsgui.games import get_game
from pardsgui.i18n import _
from pardsgui.storage.loading import LoadError, read_game_text
from tests.journeys.conftest import Start
from tests.journeys.person import Person, press_any, press_in_box
from tests.journeys.test_files_and_sets import file_named


def speaking(folders: tuple[Path, Path], language: str) -> None:
    config, _data = folders
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": language, "window_size": [1200, 800]}))


def problems_shown(person: Person) -> list[str]:
    shown = person.window.findChild(QListWidget, "editor-problems")
    assert isinstance(shown, QListWidget) and shown.isVisible()
    return [shown.item(row).text() for row in range(shown.count())]


def test_an_impossible_edited_position_shows_its_problem_in_persian(
    start: Start, folders: tuple[Path, Path]
) -> None:
    speaking(folders, "fa")
    person = start("--game", "nardshir")
    person.shortcut("Ctrl+E")
    assert problems_shown(person) == []
    person.click("p5")  # a White piece more: sixteen
    assert problems_shown(person) == [
        "سفید 16 مهره دارد (1 روی صفحه، 15 در دست، 0 بیرون‌برده)؛ هر بازیکن دقیقاً 15 مهره دارد"
    ]
    person.click("hand-w", Qt.MouseButton.RightButton)  # one fewer in hand: fifteen again
    assert problems_shown(person) == []
    person.shortcut("Ctrl+E", then=[press_any(_("Discard the edits"))])  # its Persian words
    assert person.window.session is None


def test_a_malformed_file_opened_in_german_says_so_in_german_naming_the_line(
    start: Start, folders: tuple[Path, Path], tmp_path: Path
) -> None:
    speaking(folders, "de")
    person = start("--game", "nardshir")
    record = person.window.controller.record
    cut = tmp_path / "cut short.pards.json"
    cut.write_text('{"format": "pardsgui-record",\n "version": 3,\n "game": "nardshir",\n', encoding="utf-8")
    person.menu(
        "Spiel",
        "Öffnen…",
        then=[
            file_named(cut, person),
            press_in_box(
                "OK",
                expect="cut short.pards.json kann nicht geöffnet werden:\n\ncut short.pards.json: kein"
                " gültiges JSON in Zeile 3, Spalte 21: Expecting property name enclosed in double quotes"
                " (ist die Datei abgeschnitten oder von einem anderen Programm?)",
            ),
        ],
    )
    assert person.window.controller.record is record  # the game stays


def test_a_record_s_faults_read_in_german_and_in_english_as_before() -> None:
    start = get_game("nardshir").initial().to_text()
    text = json.dumps(
        {
            "format": "pardsgui-record",
            "version": 3,
            "game": "nardshir",
            "start": start,
            "moves": [{"move": "roll 3,5"}, {"move": "6:h-6"}],
        }
    )
    english = (
        "game: move 2 of the main line: '6:h-6' is not legal: 6:h-6: there is no die 6 to play (dice: 3,5)"
    )
    for language, expected in (
        (
            "de",
            "game: Zug 2 (Hauptlinie): '6:h-6' ist nicht erlaubt: 6:h-6: es gibt keinen Würfel 6 zu spielen"
            " (Würfel: 3,5)",
        ),
        ("en", english),
    ):
        i18n.use(language)
        try:
            try:
                read_game_text(text, "game")
            except LoadError as error:
                assert str(error) == expected
            else:
                raise AssertionError("the record was read")
        finally:
            i18n.use(i18n.ENGLISH)


def test_a_record_s_review_and_ending_faults_read_in_german() -> None:
    """The parts of a record read by their own modules (its review, its ending) speak German too."""
    start = get_game("nardshir").initial().to_text()
    base = {"format": "pardsgui-record", "version": 3, "game": "nardshir", "start": start, "moves": []}
    cases = (
        (
            {"review": {"version": 99, "level": "medium", "moves": []}},
            'Feld "review": von einem neueren pardsgui',
        ),
        ({"ending": {"how": "lost"}}, '"ending": "how" muss eines von'),
    )
    i18n.use("de")
    try:
        for extra, german in cases:
            try:
                read_game_text(json.dumps(base | extra), "game")
            except LoadError as error:
                assert german in str(error), str(error)
            else:
                raise AssertionError("the record was read")
    finally:
        i18n.use(i18n.ENGLISH)


def test_the_restore_question_names_the_game_in_german(tmp_path: Path) -> None:
    """What a start offers to restore after a kill: the game, its file and its moves, counted in German."""
    from pardsgui.storage.autosave import Autosave
    from tests.ai.test_review import seeded_record

    autosave = Autosave(tmp_path / "autosave")
    club = tmp_path / "club.pards.json"
    record = seeded_record("nardshir", 4)
    club.write_text(record.to_json(), encoding="utf-8")
    assert autosave.write(record, club, dirty=True)
    i18n.use("de")
    try:
        assert Autosave.load(autosave.file).describe() == "eine Partie Nardshir (aus club.pards.json), 4 Züge"
    finally:
        i18n.use(i18n.ENGLISH)
    assert Autosave.load(autosave.file).describe() == "a game of Nardshir (from club.pards.json), 4 moves"
