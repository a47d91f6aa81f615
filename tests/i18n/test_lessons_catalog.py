"""The lessons' catalogs (domain `lessons`): every word a learner reads, German and Persian whole,
English for whatever a catalog lacks, and the lessons still proved in English."""

from __future__ import annotations

import dataclasses
import importlib.util
import io
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from pardsgui import i18n
from pardsgui.lessons import Lesson, book, load_lessons, translation
from pardsgui.lessons.book import shown
from pardsgui.lessons.translation import L_

COMPLETE = ["de", "fa"]
FIELD = re.compile(r"\{[^{}]*\}")
# What a lesson holds that is never shown as words: moves, positions, anchors, ids, numbers.
NEVER_TRANSLATED = {"id", "teaches", "start", "learner", "check", "solution", "mistake", "moves"}
NEVER_TRANSLATED |= {"script", "states", "tries", "study"}
# the app's own lessons (the tests' toy game has lessons of its own, not in the catalog)
GAMES = sorted(
    path.stem for path in (Path(__file__).resolve().parents[2] / "resources" / "lessons").glob("*.json")
)
SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "i18n_lessons.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("i18n_lessons_script", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


script = load_script()


def words(lesson: Lesson) -> list[str]:
    """Every string of a loaded lesson that the learner reads."""
    return [
        *(getattr(lesson, key) for key in translation.SHOWN),
        *lesson.wrong.values(),
        *lesson.marks.values(),
    ]


def ids(catalog: Catalog) -> set[str]:
    return {message.id for message in catalog if message.id}


def test_a_lesson_s_fields_are_either_shown_translated_or_never_translated() -> None:
    """A new text field in Lesson must be given to `shown` (and the catalog) or said to be no words."""
    fields = {field.name for field in dataclasses.fields(Lesson)}
    assert fields == {*translation.SHOWN, *translation.SHOWN_IN_VALUES} | NEVER_TRANSLATED


def test_the_template_holds_every_string_of_every_lesson_the_learner_reads() -> None:
    template = script.read(script.TEMPLATE)
    assert ids(template) == ids(script.extract()), "run scripts/i18n_lessons.py"
    read_in_lessons = {
        text for game_id in GAMES for lesson in load_lessons(game_id) for text in words(lesson)
    }
    from_files = {
        message.id
        for message in template
        if any(where.startswith("resources/lessons/") for where, _line in message.locations)
    }
    assert read_in_lessons == from_files
    assert len(read_in_lessons) > 400  # five games' lessons, not an empty listing


@pytest.mark.parametrize("language", [*COMPLETE, i18n.PSEUDO])
def test_each_catalog_holds_the_template_s_strings_and_is_compiled(language: str) -> None:
    catalog = script.read(script.po_path(language), language)
    assert ids(catalog) == ids(script.read(script.TEMPLATE)), "run scripts/i18n_lessons.py"
    compiled = script.po_path(language).with_suffix(".mo").read_bytes()
    assert compiled == script.window.mo_bytes(catalog), "run scripts/i18n_lessons.py"


@pytest.mark.parametrize("language", COMPLETE)
def test_german_and_persian_leave_no_lesson_string_untranslated_or_fuzzy(language: str) -> None:
    catalog = script.read(script.po_path(language), language)
    assert [m.id for m in script.window.untranslated(catalog)] == []
    assert [m.id for m in script.window.fuzzy(catalog)] == []
    for message in catalog:
        if message.id:
            assert set(FIELD.findall(message.string)) == set(FIELD.findall(message.id)), message.id


@pytest.mark.parametrize("language", COMPLETE)
def test_a_translation_names_the_same_cells_and_numbers(language: str) -> None:
    """The facts stay: every cell (d5, R6h) and number of the English is in the translation."""
    token = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]?\d+[a-z]?(?![A-Za-z0-9])")
    catalog = script.read(script.po_path(language), language)
    # "4s" (a die's number said as a plural) reads "4", "4en" or "4er" in another language
    plural = re.compile(r"^(\d)s$")
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        english = {plural.sub(r"\1", t) for t in token.findall(message.id)}
        translated = set(token.findall(re.sub(r"(\d)(en|er)\b", r"\1", message.string)))
        if not english <= translated | {"2"}:  # "a group of 2" may read "a pair"
            wrong.append((message.id, message.string))
    assert wrong == []


@pytest.fixture
def toy_language(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Lesson]:
    """A language `xx` whose lessons' catalog translates Pards's first lesson but for its hint
    (missing) and its success (translated blank)."""
    lesson = load_lessons("pards")[0]
    catalog = Catalog(locale="de", domain=translation.DOMAIN)
    catalog.add(lesson.title, "Titel")
    catalog.add(lesson.explain, "Erklärung mit d5")
    catalog.add(lesson.goal, "Ziel")
    catalog.add(lesson.success, "")
    for text in lesson.wrong.values():
        catalog.add(text, "Falsch")
    folder = tmp_path / "xx" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    for domain, data in ((i18n.DOMAIN, Catalog(locale="de")), (translation.DOMAIN, catalog)):
        out = io.BytesIO()
        write_mo(out, data)
        (folder / f"{domain}.mo").write_bytes(out.getvalue())
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    translation.forget()
    assert i18n.use("xx") == "xx"
    yield lesson
    i18n.use(i18n.ENGLISH)
    translation.forget()


def test_each_string_falls_back_to_english_on_its_own(toy_language: Lesson) -> None:
    lesson = toy_language
    seen = shown(lesson)
    assert (seen.title, seen.explain, seen.goal) == ("Titel", "Erklärung mit d5", "Ziel")
    assert seen.hint == lesson.hint  # missing from the catalog
    assert seen.success == lesson.success  # translated blank: never a blank
    assert set(seen.wrong.values()) == {"Falsch"} and set(seen.wrong) == set(lesson.wrong)
    # what is played and proved is never translated
    assert (seen.id, seen.teaches, seen.start, seen.solution, seen.mistake, seen.check) == (
        lesson.id,
        lesson.teaches,
        lesson.start,
        lesson.solution,
        lesson.mistake,
        lesson.check,
    )


def test_persian_keeps_cells_and_moves_left_to_right_inside_its_sentences() -> None:
    i18n.use("fa")
    translation.forget()
    try:
        lesson = load_lessons("pards")[0]
        explain = shown(lesson).explain
        assert f"{i18n.LRI}d5{i18n.PDI}" in explain and "مرکز" in explain
        assert L_("{move}: not legal here") != "{move}: not legal here"
        # An English fallback is left as it is: isolating its words would reverse their order.
        assert L_("not a string of the catalog, a1") == "not a string of the catalog, a1"
    finally:
        i18n.use(i18n.ENGLISH)
        translation.forget()
    assert shown(lesson).explain == lesson.explain


def test_the_lessons_are_proved_in_english_whatever_the_window_speaks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`says` holds the engine's English reasons: proved in German, a translated reason would fail."""
    spoken: list[str] = []
    prove = book.prove
    monkeypatch.setattr(book, "prove", lambda *args: (spoken.append(i18n.language()), prove(*args))[1])
    i18n.use("de")
    try:
        load_lessons("nardshir")
        assert i18n.language() == "de"  # the window goes on in German
    finally:
        i18n.use(i18n.ENGLISH)
    assert spoken and set(spoken) == {i18n.ENGLISH}


def test_the_pseudo_language_marks_every_lesson_string() -> None:
    i18n.use(i18n.PSEUDO)
    translation.forget()
    try:
        lesson = shown(load_lessons("kerd")[0])
    finally:
        i18n.use(i18n.ENGLISH)
        translation.forget()
    for text in words(lesson):
        assert text.startswith("⟦") and text.endswith("⟧"), text
