"""Whole games in German and in Persian through the real window, played by clicks as in English.

The language is chosen as a person's settings choose it (View ▸ Language, remembered), the
game started as a person starts it (the New game dialog in that language where a game has
options), and every move made by the clicks of tests/journeys/test_whole_games.py. Before
every move the Turn panel must speak the language, and so must the game-over box at the end.
The ten whole games are long; the default run plays a game's last moves in each language.
"""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDockWidget

from pardsgui import i18n
from pardsgui.games import GAME_IDS, get_game
from tests.i18n.test_pseudo import composed_but_untranslated
from tests.journeys.conftest import Start
from tests.journeys.person import Person, plain
from tests.journeys.test_new_game import fill_new_game, name_of
from tests.journeys.test_whole_games import LATE, QUICK, last_decision_before, play_to_the_end, random_game

LANGUAGES = ("de", "fa")
PERSIAN = re.compile("[\u0600-\u06ff]")


def start_in(start: Start, folders: tuple[Path, Path], language: str, *args: str) -> Person:
    """The app started with `language` chosen in View ▸ Language and the window at 1200×800."""
    config, _data = folders
    config.mkdir(parents=True)
    settings = {"language": language, "window_size": [1200, 800]}
    (config / "settings.json").write_text(json.dumps(settings))
    person = start(*args)
    assert i18n.language() == language
    return person


def speaks(language: str, shown: str, english: str) -> bool:
    """`shown` is in `language`, not the English words it translates: Persian by its letters,
    German by differing from the English (names and notation are the same in both)."""
    if shown == english or (english and english in shown):
        return False
    return bool(PERSIAN.search(shown)) if language == "fa" else bool(shown)


class Watcher:
    """Looks at the Turn panel before every move: in the language, and never the English words."""

    def __init__(self, person: Person, language: str) -> None:
        self.person, self.language = person, language
        self.looked = 0

    def __call__(self) -> None:
        controller = self.person.window.controller
        shown = self.person.banner()
        with i18n.english():
            english = (
                controller.result_words()
                if controller.outcome() is not None
                else controller.view.prompt(controller.position)
            )
        assert speaks(self.language, shown, english), f"the Turn panel says {shown!r} ({english!r})"
        self.looked += 1


def first_strong(text: str) -> str:
    """The bidirectional class that sets a line's direction (rule P2): its first strong letter
    outside isolates; "L" for a line without one."""
    depth = 0
    for char in text:
        if char in (i18n.LRI, i18n.RLI, i18n.FSI):
            depth += 1
        elif char == i18n.PDI:
            depth = max(0, depth - 1)
        elif depth == 0 and unicodedata.bidirectional(char) in ("L", "R", "AL"):
            return unicodedata.bidirectional(char)
    return "L"


def ending_speaks(person: Person, language: str, words: str) -> None:
    controller = person.window.controller
    assert controller.outcome() is not None
    with i18n.english():
        english = controller.result_words()
    assert speaks(language, words, english), f"the game-over box says {words!r} ({english!r})"


def new_game_in_language(person: Person, game_id: str) -> None:
    """Game ▸ New game… in the window's language, the game's quick options picked by their words."""
    options = QUICK.get(game_id, {})
    labels = {
        spec.key: i18n._(dict(spec.choices)[options[spec.key]])
        for spec in get_game(game_id).options()
        if spec.key in options
    }
    handler = fill_new_game(person, name_of(game_id), labels, button=i18n._("Start the game"))
    person.menu(plain(i18n._("&Game")), plain(i18n._("&New game…")), then=[handler])
    record = person.window.controller.record
    assert record.game.id == game_id and all(record.options[key] == value for key, value in options.items())


# One game's last moves per language in the default run: a few seconds each.
SHORT = [("de", "pagade"), ("fa", "parry")]


@pytest.mark.parametrize(("language", "game_id"), SHORT)
def test_the_end_of_a_game_in_a_language(
    start: Start, folders: tuple[Path, Path], language: str, game_id: str
) -> None:
    late = last_decision_before(random_game(game_id, QUICK.get(game_id, {}), seed=3), LATE)
    person = start_in(start, folders, language, "--game", game_id, "--position", late.to_text())
    # The status bar's line reads in the language's direction, the game's name first.
    status = person.window.status_label.text()
    assert first_strong(status) == ("AL" if i18n.right_to_left() else "L"), repr(status)
    watch = Watcher(person, language)
    words = play_to_the_end(person, seed=5, look=watch)
    assert watch.looked >= 10
    ending_speaks(person, language, words)


@pytest.mark.long
@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_whole_game_in_a_language(
    start: Start, folders: tuple[Path, Path], language: str, game_id: str
) -> None:
    person = start_in(start, folders, language, "--game", "nardshir" if game_id != "nardshir" else "kerd")
    new_game_in_language(person, game_id)
    watch = Watcher(person, language)
    words = play_to_the_end(person, seed=7, look=watch)
    assert watch.looked >= 10
    ending_speaks(person, language, words)


@pytest.mark.long
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_whole_game_in_the_pseudo_language_names_every_piece_through_the_catalog(
    start: Start, folders: tuple[Path, Path], game_id: str
) -> None:
    """Every piece's name the game comes to (sacked, homeward, placed this turn …), every cell's
    note and the status bar, in the Cells list and the board's tooltips after every move."""
    person = start_in(start, folders, i18n.PSEUDO, "--game", "nardshir" if game_id != "nardshir" else "kerd")
    new_game_in_language(person, game_id)
    cells = person.window.findChild(QDockWidget, "dock-cells")
    assert cells is not None
    cells.show()
    cells.raise_()
    person.settle()
    seen: list[str] = []

    def look() -> None:
        person.settle()
        seen.extend(composed_but_untranslated(person.window))

    play_to_the_end(person, seed=7, look=look)
    assert sorted(set(seen)) == []
