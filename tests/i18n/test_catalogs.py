"""The catalogs are up to date with the program, complete in German and Persian, and compiled."""

from __future__ import annotations

import gettext
import re

import pytest

from pardsgui import i18n
from tests.i18n.catalogs import script

COMPLETE = ["de", "fa"]  # the languages a release promises whole
FIELD = re.compile(r"\{([^{}]*)\}")


def ids(catalog: object) -> set[object]:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}  # type: ignore[attr-defined]


def test_every_language_of_the_menu_has_a_catalog() -> None:
    for code in i18n.LANGUAGES:
        assert i18n.known(code), code
    assert set(script.languages()) == {*i18n.LANGUAGES, i18n.PSEUDO} - {i18n.ENGLISH}


def test_the_template_and_every_catalog_hold_exactly_the_programs_strings() -> None:
    """Fails when a string was added or changed without running scripts/i18n.py."""
    extracted = ids(script.extract())
    assert ids(script.read(script.TEMPLATE)) == extracted, "run scripts/i18n.py"
    for language in script.languages():
        assert ids(script.read(script.po_path(language), language)) == extracted, (
            language,
            "run scripts/i18n.py",
        )


@pytest.mark.parametrize("language", sorted({*COMPLETE, i18n.PSEUDO}))
def test_the_compiled_catalog_is_its_po_compiled(language: str) -> None:
    po = script.po_path(language)
    catalog = script.read(po, language)
    assert po.with_suffix(".mo").read_bytes() == script.mo_bytes(catalog), "run scripts/i18n.py"


@pytest.mark.parametrize("language", COMPLETE)
def test_no_ui_string_is_left_untranslated_or_fuzzy(language: str) -> None:
    catalog = script.read(script.po_path(language), language)
    assert [m.id for m in script.untranslated(catalog)] == []
    assert [m.id for m in script.fuzzy(catalog)] == []


@pytest.mark.parametrize("language", [*COMPLETE, i18n.PSEUDO])
def test_a_translation_keeps_every_placeholder_and_adds_none(language: str) -> None:
    catalog = script.read(script.po_path(language), language)
    wrong = []
    for message in catalog:
        if not message.id or not message.string:
            continue
        sources = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        wanted = set(FIELD.findall(sources[-1]))
        for string in strings:
            if string and set(FIELD.findall(string)) - {"count"} != wanted - {"count"}:
                wrong.append((message.id, string))
    assert wrong == []


def test_the_pseudo_language_marks_lengthens_and_keeps_placeholders() -> None:
    text = script.pseudo_text("{name} wins in {moves} moves")
    assert text.startswith("⟦") and text.endswith("⟧")
    assert "{name}" in text and "{moves}" in text
    assert len(text) >= 1.4 * len("{name} wins in {moves} moves") - len("{name}{moves}")
    assert text.format(name="Ana", moves=3).count("Ana") == 1


def test_the_compiled_catalogs_are_what_the_app_reads() -> None:
    for language in COMPLETE:
        with script.po_path(language).with_suffix(".mo").open("rb") as file:
            translations = gettext.GNUTranslations(file)
        assert translations.info()["language"] == language
