"""Help ▸ Rules of this game as a newcomer opens it: every diagram drawn, in the theme chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QWidget

from pardsgui.games import available_ids, game_info, game_resource
from pardsgui.rules_text import diagrams
from pardsgui.ui.theme import THEMES
from tests.journeys.conftest import Start
from tests.journeys.person import Handler, close

GAMES = [game_id for game_id in available_ids() if game_resource(game_id, "rules", f"{game_id}.md").is_file()]


def reads_rules(game_id: str, theme: str, seen: list[str]) -> Handler:
    """A handler for the rules dialog: every diagram there, drawn on the theme's board colour."""
    written = diagrams(game_resource(game_id, "rules", f"{game_id}.md").read_text(encoding="utf-8"))

    def read(dialog: QWidget) -> None:
        assert dialog.windowTitle() == f"Rules of {game_info(game_id).name}"
        browser = dialog.findChild(QTextBrowser)
        assert isinstance(browser, QTextBrowser) and browser.isVisible()
        text = browser.toPlainText()
        document = browser.document()
        for diagram in written:
            assert f"Diagram {diagram.number}. {diagram.caption}" in text
            url = QUrl(f"diagram:{diagram.number}")
            image = document.resource(QTextDocument.ResourceType.ImageResource, url)
            assert isinstance(image, QImage) and not image.isNull(), f"diagram {diagram.number} not drawn"
            assert image.pixelColor(2, 2).name() == THEMES[theme]["board"]
        seen.append(f"{game_id}: {len(written)} diagrams")
        close(dialog)

    return read


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_of_each_game_open_with_all_their_diagrams_in_light_and_dark(
    start: Start, game_id: str
) -> None:
    person = start("--game", game_id)
    seen: list[str] = []
    for label, theme in (("Light", "light"), ("Dark", "dark")):
        person.menu("View", "Theme", label)
        person.menu("Help", "Rules of this game", then=[reads_rules(game_id, theme, seen)])
    count = len(diagrams(game_resource(game_id, "rules", f"{game_id}.md").read_text(encoding="utf-8")))
    assert seen == [f"{game_id}: {count} diagrams"] * 2 and count >= 4
