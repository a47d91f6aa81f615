"""The one mechanism: gettext catalogs, English for whatever a catalog lacks, plural forms, reordering."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from pardsgui import i18n
from pardsgui.i18n import _, ngettext, pgettext
from pardsgui.ui.dialogs import reading
from tests.speaking import speaking


@pytest.fixture
def toy_locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A language `xx` of three plural forms (as Russian or Polish have) with a few strings."""
    catalog = Catalog(locale="pl", domain=i18n.DOMAIN)
    catalog.add("Save", "Zapisz")
    catalog.add("{name} wins in {moves} moves", "In {moves} Zügen gewinnt {name}")
    catalog.add(
        ("{count} bonus step", "{count} bonus steps"), ("{count} krok", "{count} kroki", "{count} kroków")
    )
    catalog.add("Open", "")  # listed but not translated yet
    catalog.add("Open", "Öffnen", context="a menu", flags=["fuzzy"])
    catalog.add("Draw", "Remis", context="result")
    out = io.BytesIO()
    write_mo(out, catalog)
    folder = tmp_path / "xx" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    (folder / f"{i18n.DOMAIN}.mo").write_bytes(out.getvalue())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert i18n.use("xx") == "xx"
    yield tmp_path
    i18n.use(i18n.ENGLISH)


def test_a_translated_string_reads_in_the_language(toy_locale: Path) -> None:
    assert _("Save") == "Zapisz"


def test_a_string_missing_or_untranslated_or_fuzzy_reads_in_english_never_blank(toy_locale: Path) -> None:
    assert _("Quit") == "Quit"
    assert _("Open") == "Open"
    assert pgettext("a menu", "Open") == "Open"
    assert _("") == ""


def test_placeholders_are_named_so_a_translation_may_reorder_them(toy_locale: Path) -> None:
    said = _("{name} wins in {moves} moves").format(name="Ana", moves=12)
    assert said == "In 12 Zügen gewinnt Ana"


def test_plural_forms_follow_the_languages_own_rule(toy_locale: Path) -> None:
    def steps(count: int) -> str:
        return ngettext("{count} bonus step", "{count} bonus steps", count).format(count=count)

    assert [steps(n) for n in (1, 2, 5, 22, 25)] == ["1 krok", "2 kroki", "5 kroków", "22 kroki", "25 kroków"]
    assert ngettext("{count} apple", "{count} apples", 1) == "{count} apple"
    assert ngettext("{count} apple", "{count} apples", 3) == "{count} apples"


def test_context_tells_apart_the_same_english_word(toy_locale: Path) -> None:
    assert pgettext("result", "Draw") == "Remis"
    assert _("Draw") == "Draw"


def test_a_language_without_a_catalog_is_english() -> None:
    assert i18n.use("tlh") == i18n.ENGLISH
    assert _("Save") == "Save"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LANGUAGE": "tlh:fa", "LANG": "de_DE.UTF-8"}, "fa"),
        ({"LC_ALL": "fa_IR.UTF-8", "LANG": "de_DE.UTF-8"}, "fa"),
        ({"LC_ALL": "pt_BR.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_system_locale_chooses_the_language(environ: dict[str, str], expected: str) -> None:
    assert i18n.system_language(environ) == expected


def test_the_choice_in_the_menu_wins_over_the_system_unless_it_is_gone() -> None:
    assert i18n.chosen_language("fa", {"LANG": "de_DE.UTF-8"}) == "fa"
    assert i18n.chosen_language("", {"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.chosen_language("tlh", {"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.chosen_language(None, {}) == "en"


def test_notation_is_isolated_left_to_right_in_a_right_to_left_language() -> None:
    assert i18n.isolate("4:31-35") == "4:31-35"
    try:
        i18n.use("fa")
        assert i18n.isolate("4:31-35") == "\u20664:31-35\u2069"
    finally:
        i18n.use(i18n.ENGLISH)
    assert i18n.right_to_left("fa") and not i18n.right_to_left("de")


@pytest.mark.parametrize(("language", "shown"), [("en", "491,520"), ("de", "491.520"), ("fa", "491,520")])
def test_a_large_count_marks_its_thousands_as_the_language_does(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, language: str, shown: str
) -> None:
    """A long open's dialog read "491,520 of 999,000 moves" with English commas in German."""
    monkeypatch.setattr(reading, "SHOW_AFTER", 0.0)
    parent = QWidget()
    qtbot.addWidget(parent)
    with speaking(language):
        assert i18n.grouped(999) == "999"
        with reading.ReadingProgress(parent, "walk.pards.json") as progress:
            progress(491_520, 999_000)
            assert progress.dialog is not None
            label = progress.dialog.labelText()
        assert f" {shown} " in label and i18n.grouped(999_000) in label
