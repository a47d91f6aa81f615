"""Journeys start the app as `pardsgui` does, in private folders, and leave it as a person does."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pardsgui.app import launch, parse_arguments
from pardsgui.ui.starting import Starting
from tests.journeys.person import Handler, Person, press_any

Start = Callable[..., Person]
WINDOW_SIZE = (1200, 800)


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Path]:
    """The app's settings and data folders, private to the test."""
    config, data = tmp_path / "config", tmp_path / "data"
    monkeypatch.setenv("PARDSGUI_CONFIG_DIR", str(config))
    monkeypatch.setenv("PARDSGUI_DATA_DIR", str(data))
    return config, data


@pytest.fixture
def start(qtbot: QtBot, folders: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> Iterator[Start]:
    """Start pardsgui with these command-line arguments, as a person who used it before.

    `first_start=True` leaves no settings behind, as on the very first start; `then`
    answers the questions the start asks (the chooser, a restore offer).
    """
    people: list[Person] = []
    # The welcome runs once the event loop does: the start is over when it has returned.
    welcomed: list[Starting] = []
    welcome = Starting.welcome

    def welcome_then_say_so(starting: Starting, *args: Any, **kwargs: Any) -> None:
        try:
            welcome(starting, *args, **kwargs)
        finally:
            welcomed.append(starting)

    monkeypatch.setattr(Starting, "welcome", welcome_then_say_so)

    def begin(*argv: str, first_start: bool = False, then: tuple[Handler, ...] = ()) -> Person:
        config, _data = folders
        if not first_start and not (config / "settings.json").exists():
            config.mkdir(parents=True, exist_ok=True)
            (config / "settings.json").write_text(json.dumps({"window_size": list(WINDOW_SIZE)}))
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        # Not qtbot.addWidget: pytest-qt would close the window before this fixture's end,
        # with nobody to answer its "save the game?" question.
        window = launch(parse_arguments(list(argv)), app)
        person = Person(qtbot, window)
        people.append(person)
        window.resize(*WINDOW_SIZE)
        qtbot.waitExposed(window)
        with person.answering(*then):
            qtbot.waitUntil(lambda: any(done is window.starting for done in welcomed))
        person.settle()
        return person

    yield begin
    for person in people:
        quit_app(person)
        person.stop()
        person.check()


def quit_app(person: Person) -> None:
    """Game ▸ Quit, throwing away what is not saved, as a person leaving does."""
    window = person.window
    if not shiboken6.isValid(window):
        return  # quit already, and deleted
    leaving = press_any("Discard the edits", "Discard")
    with person.answering(leaving, leaving, optional=True):
        window.close()
    window.deleteLater()
    QApplication.processEvents()
