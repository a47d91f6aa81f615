"""Help ▸ Learn in German and in Persian, opened as a person opens it: the lesson's words come
from the lessons' catalog, the lesson still plays to its end, and the Persian board is not mirrored."""

from __future__ import annotations

import gettext
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from pardsgui import i18n
from pardsgui.games import game_info
from pardsgui.i18n import _
from pardsgui.lessons import Status, load_lessons
from pardsgui.lessons.translation import catalog_path
from pardsgui.ui.learn import LearnWindow
from tests.journeys.conftest import Start
from tests.journeys.person import pick, plain
from tests.journeys.test_learn import Learner

INVISIBLE = str.maketrans("", "", i18n.LRI + i18n.PDI)


def translated(language: str, english: str) -> str:
    """`english` as the language's compiled lessons' catalog has it (read here, not through the app)."""
    with catalog_path(language).open("rb") as file:
        found = gettext.GNUTranslations(file).gettext(english)
    assert found != english, f"{english!r} is not translated into {language}"
    return found


@pytest.mark.parametrize(("language", "game_id"), [("de", "pagade"), ("fa", "nardshir")])
def test_a_lesson_reads_in_the_language_and_plays_to_its_end(
    language: str, game_id: str, start: Start, folders: tuple[Path, Path]
) -> None:
    config, _data = folders
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": language, "window_size": [1200, 800]}))
    person = start("--game", game_id)
    assert i18n.language() == language
    person.menu(plain(_("&Help")), plain(_("&Learn…")))
    windows = [w for w in QApplication.topLevelWidgets() if isinstance(w, LearnWindow) and w.isVisible()]
    assert len(windows) == 1
    learner = Learner(person, windows[0])
    window = learner.window
    desk = window.desk
    assert desk is not None and desk.game_id == game_id and desk.index == 0
    english = load_lessons(game_id)[0]
    page = window.page

    def reads(label: str) -> str:
        return label.translate(INVISIBLE)  # the isolates keep Persian's cells left to right; unseen

    assert reads(page.title.text()) == f"1. {translated(language, english.title)}"
    assert reads(page.explain.text()) == translated(language, english.explain)
    assert reads(page.goal.text()) == _("Goal: {goal}").format(goal=translated(language, english.goal))
    assert reads(learner.row_text(0)) == f"1. {translated(language, english.title)}"
    if language == "fa":
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert i18n.LRI in page.explain.text()  # its cells and numbers stay left to right
        # The board is not mirrored: a cell right of another in the scene is right of it on screen.
        geometry = window.scene.geometry
        assert geometry is not None
        centres = {cell.id: window.scene.cell_center(cell.id) for cell in geometry.cells}
        shown = {cell: window.board.mapFromScene(centre) for cell, centre in centres.items()}
        for one in centres:
            for other in centres:
                if centres[one].x() + 1 < centres[other].x():
                    assert shown[one].x() < shown[other].x(), (one, other)

    # Long German words, Persian script: every game's lesson titles fit the list (as the English
    # do; a lesson's stars, added when done, may go past the edge in English too).
    lessons_list = window.lesson_list
    for index in range(window.game_box.count()):
        pick(window.game_box, window.game_box.itemText(index))
        for row in range(lessons_list.count()):
            item = lessons_list.item(row)
            assert item is not None
            wide = lessons_list.fontMetrics().horizontalAdvance(item.text()) + 8
            assert wide <= lessons_list.viewport().width(), (
                item.text(),
                wide,
                lessons_list.viewport().width(),
            )
    pick(window.game_box, game_info(game_id).name)
    assert window.desk is not None and window.desk.index == 0
    desk = window.desk

    learner.press(plain(_("&Hint")))
    assert reads(learner.message()) == translated(language, english.hint)
    learner.solve()
    assert desk.status() is Status.DONE
    done = _("Done! {stars}").format(stars="★★★")
    assert reads(learner.message()).startswith(f"{done} {translated(language, english.success)}")
    window.close()
