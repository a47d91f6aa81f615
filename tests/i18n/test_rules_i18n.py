"""The rules in the reader's language: resources/rules/<game>.<lang>.md with the English file's
headings and diagrams, a lesson's Rules opening at its heading, English under a notice otherwise."""

from __future__ import annotations

import gettext
import json
import re
from pathlib import Path

import pytest
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QTextBrowser, QWidget
from pytestqt.qtbot import QtBot

from pardsgui import i18n
from pardsgui.games import available_ids, game_resource, get_game
from pardsgui.i18n import _
from pardsgui.lessons.translation import catalog_path
from pardsgui.rules_text import diagrams, outline, prepare, rules_for, rules_path
from pardsgui.ui.dialogs.rules import RulesDialog
from pardsgui.ui.learn import LearnWindow
from tests.journeys.conftest import Start
from tests.journeys.person import answering, plain
from tests.journeys.test_learn import Learner
from tests.still import until_still

TRANSLATED = sorted(
    (path.name.split(".")[0], path.name.split(".")[1], path)
    for path in (Path(__file__).resolve().parents[2] / "resources" / "rules").glob("*.*.md")
)
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]


def notice_in(language: str) -> str:
    with catalog_path(language).open("rb") as file:
        words = gettext.GNUTranslations(file).gettext(
            "These rules are not translated into this language yet; here they are in English."
        )
    assert words and not words.startswith("These rules")
    return words


def test_there_are_translated_rules() -> None:
    assert {language for _game, language, _path in TRANSLATED} == set(LANGUAGES)


@pytest.mark.parametrize(
    ("game_id", "language", "path"), TRANSLATED, ids=[p.name for _g, _l, p in TRANSLATED]
)
def test_a_translation_has_the_english_headings_and_diagrams(game_id: str, language: str, path: Path) -> None:
    assert game_id in available_ids() and language in LANGUAGES, path.name
    english = rules_path(game_id).read_text(encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    # The same headings in the same order, at the same levels: a lesson finds its own by index.
    assert [level for level, _title in outline(text)] == [level for level, _title in outline(english)]
    assert all(title.strip() for _level, title in outline(text))
    assert text.count("{{board}}") == english.count("{{board}}")
    ours, theirs = diagrams(english), diagrams(text)
    assert len(theirs) == len(ours)
    game = get_game(game_id)
    for mine, original in zip(theirs, ours, strict=True):
        # the same position, move and marks; only the caption is in the language
        assert {k: v for k, v in mine.fields.items() if k != "caption"} == {
            k: v for k, v in original.fields.items() if k != "caption"
        }
        assert mine.caption.strip() and mine.caption != original.caption
        assert not prepare(game, mine).error
    if i18n.right_to_left(language):
        # notation kept left to right inside the sentences: `@12` must not read `12@`
        prose = [line for line in text.split("\n") if not line.startswith(("position:", "move:", "marks:"))]
        spans = [
            span for line in prose for span in re.findall(r"`([^`]+)`", line) if not span.startswith("``")
        ]
        assert all(span.startswith(i18n.LRI) and span.endswith(i18n.PDI) for span in spans), spans
        # no italics: Persian writes none, and its fonts often have none (the letters turn to boxes)
        assert not re.findall(r"(?<!\*)\*(?!\*)[^*]+(?<!\*)\*(?!\*)", text)


def slanted_captions(dialog: RulesDialog) -> list[bool]:
    """Whether each diagram's caption ("Diagram 1. …") is drawn in italics."""
    found = []
    block = dialog.browser.document().begin()
    while block.isValid():
        if block.text().startswith("Diagram "):
            cursor = QTextCursor(block)
            cursor.movePosition(QTextCursor.MoveOperation.Right)
            found.append(cursor.charFormat().fontItalic())
        block = block.next()
    return found


def test_persian_captions_are_not_slanted(qtbot: QtBot) -> None:
    english = RulesDialog(None, "nardshir", get_game("nardshir").initial())
    qtbot.addWidget(english)
    assert slanted_captions(english) and all(slanted_captions(english))
    i18n.use("fa")
    try:
        persian = RulesDialog(None, "nardshir", get_game("nardshir").initial())
        qtbot.addWidget(persian)
    finally:
        i18n.use(i18n.ENGLISH)
    assert slanted_captions(persian) and not any(slanted_captions(persian))


def test_a_language_without_its_rules_reads_english_under_a_notice(tmp_path: Path) -> None:
    english = game_resource("nardshir", "rules", "nardshir.md").read_text(encoding="utf-8")
    (tmp_path / "nardshir.md").write_text(english, encoding="utf-8")
    assert rules_for("nardshir", tmp_path).notice == ""  # English: nothing to say
    i18n.use("de")
    try:
        rules = rules_for("nardshir", tmp_path)
        assert (rules.text, rules.notice) == (english, notice_in("de"))
        assert rules.heading("Moving") == "Moving"
        (tmp_path / "nardshir.de.md").write_text(
            rules_path("nardshir", "de").read_text(encoding="utf-8"), encoding="utf-8"
        )
        rules = rules_for("nardshir", tmp_path)
        assert rules.notice == "" and rules.text.startswith("# Nardshir\n\nNardshir ist")
        assert rules.heading("Moving") == "Ziehen"
        assert rules.heading("not a heading") == "not a heading"
    finally:
        i18n.use(i18n.ENGLISH)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_lesson_s_rules_open_at_its_heading_in_the_language(
    language: str, start: Start, folders: tuple[Path, Path]
) -> None:
    config, _data = folders
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": language, "window_size": [1200, 800]}))
    person = start("--game", "nardshir")
    person.menu(plain(_("&Help")), plain(_("&Learn…")))
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, LearnWindow) and w.isVisible())
    learner = Learner(person, window)
    seen: list[tuple[str, str]] = []

    def look(dialog: QWidget) -> None:
        browser = dialog.findChild(QTextBrowser)
        assert browser is not None
        until_still(dialog)
        notice = dialog.findChild(QWidget, "rules-notice")
        seen.append((browser.textCursor().block().text(), notice.text() if notice.isVisible() else ""))  # type: ignore[union-attr]
        dialog.close()

    translated = [
        title for _level, title in outline(rules_path("nardshir", language).read_text(encoding="utf-8"))
    ]
    english = [title for _level, title in outline(rules_path("nardshir").read_text(encoding="utf-8"))]
    desk = window.desk
    assert desk is not None
    for row in (0, window.lesson_list.count() - 1):
        window.lesson_list.setCurrentRow(row)
        with answering(look):
            learner.press(plain(_("&Rules")))
        assert seen[-1] == (translated[english.index(desk.lesson.teaches)], "")


def test_a_language_without_the_games_rules_shows_them_in_english_under_its_notice(
    start: Start, folders: tuple[Path, Path]
) -> None:
    """Help ▸ Rules of this game in the pseudo-language, which has no rules files of its own."""
    config, _data = folders
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": i18n.PSEUDO, "window_size": [1200, 800]}))
    person = start("--game", "kerd")
    assert not rules_path("kerd", i18n.PSEUDO).is_file()
    seen: list[tuple[str, bool, str]] = []

    def look(dialog: QWidget) -> None:
        browser = dialog.findChild(QTextBrowser)
        notice = dialog.findChild(QWidget, "rules-notice")
        assert browser is not None and notice is not None
        seen.append((notice.text(), notice.isVisible(), browser.toPlainText()))  # type: ignore[attr-defined]
        dialog.close()

    with answering(look):
        person.menu(plain(_("&Help")), plain(_("&Rules of this game")))
    words, visible, text = seen[0]
    assert visible and words == notice_in(i18n.PSEUDO)
    assert text.startswith("Kerd\nKerd is a chess game")  # the English rules, under it
