"""The lessons' catalogs (gettext domain `lessons`): extract, update each language, pseudo, compile, report.

.venv/bin/python scripts/i18n_lessons.py          # all of it (scripts/i18n.py runs it too)
.venv/bin/python scripts/i18n_lessons.py report   # untranslated and fuzzy lesson strings per language

The template pardsgui/locale/lessons.pot holds every string a learner reads in
resources/lessons/<game>.json (title, explain, goal, hint, success, the sentences of `wrong`,
the words of `marks`; each with the lesson and key it comes from as a comment for the
translator) and the lessons' own sentences marked L_() in pardsgui/lessons and
pardsgui/rules_text.py. Each language has pardsgui/locale/LANG/LC_MESSAGES/lessons.po and its
compiled lessons.mo (committed), beside the window's pardsgui.po; the pseudo-language `qps`
is made from the template as for the window. The same tools as scripts/i18n.py, another domain.
"""

from __future__ import annotations

import argparse
import importlib.util
from collections.abc import Iterable
from pathlib import Path
from types import ModuleType

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file

HERE = Path(__file__).resolve().parent


def _window_script() -> ModuleType:
    """scripts/i18n.py, whose writing, pseudo and checking of catalogs serve this domain too."""
    spec = importlib.util.spec_from_file_location("i18n_window_script", HERE / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


window = _window_script()
ROOT = window.ROOT
LOCALE = window.LOCALE
DOMAIN = "lessons"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
LESSONS = ROOT / "resources" / "lessons"
SOURCES = [
    *sorted((ROOT / "pardsgui" / "lessons").glob("*.py")),
    ROOT / "pardsgui" / "rules_text.py",
]
KEYWORDS = {"L_": None}


def lesson_strings(path: Path) -> list[tuple[str, str]]:
    # The package's own listing, so the app and the catalog agree on what a learner reads.
    from pardsgui.lessons.translation import lesson_strings as listed

    return list(listed(path))


def extract() -> Catalog:
    """Every string a learner reads in a lesson, from the lesson files and the lessons' code."""
    catalog = Catalog(project="pardsgui", domain=DOMAIN, charset="utf-8", fuzzy=False)
    for path in sorted(LESSONS.glob("*.json")):
        where = f"resources/lessons/{path.name}"
        for text, comment in lesson_strings(path):
            known = catalog.get(text)
            comments = [*known.auto_comments, comment] if known is not None else [comment]
            catalog.add(text, None, [(where, None)], auto_comments=comments)
    for source in SOURCES:
        found = extract_from_file("python", str(source), keywords=KEYWORDS, comment_tags=[window.COMMENT_TAG])
        for lineno, message, comments, context in found:
            where = [(str(source.relative_to(ROOT)), lineno)]
            catalog.add(message, None, where, auto_comments=comments, context=context)
    return catalog


def languages() -> list[str]:
    """The languages of the window's catalog: each gets the lessons' too."""
    return [language for language in window.languages() if language != window.PSEUDO]


def po_path(language: str) -> Path:
    return window.po_path(language, DOMAIN)


def read(path: Path, language: str | None = None) -> Catalog:
    catalog: Catalog = window.read(path, language, DOMAIN)
    return catalog


def updated(language: str, template: Catalog) -> Catalog:
    path = po_path(language)
    if not path.is_file():
        catalog = Catalog(locale=language, domain=DOMAIN, project="pardsgui", charset="utf-8", fuzzy=False)
    else:
        catalog = read(path, language)
    catalog.update(template, no_fuzzy_matching=False)
    catalog.obsolete.clear()  # a string gone from the lessons: git keeps its old translation
    return catalog


def report(names: Iterable[str]) -> list[str]:
    lines: list[str] = window.report(names, DOMAIN, " (lessons)")
    return lines


def run_all() -> None:
    template = extract()
    window.write_if_changed(TEMPLATE, window.po_bytes(template))
    for language in languages():
        window.write_if_changed(po_path(language), window.po_bytes(updated(language, template)))
    window.write_if_changed(po_path(window.PSEUDO), window.po_bytes(window.pseudo(template)))
    for language in [*languages(), window.PSEUDO]:
        catalog = read(po_path(language), language)
        window.write_if_changed(po_path(language).with_suffix(".mo"), window.mo_bytes(catalog))
    print(f"{sum(1 for m in template if m.id)} lesson strings in the template")
    print("\n".join(report(languages())))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("command", nargs="?", default="all", choices=["all", "report"])
    if parser.parse_args().command == "report":
        print("\n".join(report(languages())))
    else:
        run_all()


if __name__ == "__main__":
    main()
