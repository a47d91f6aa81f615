"""The translation catalogs: extract every string, update each language, report, compile.

.venv/bin/python scripts/i18n.py            # all of it: extract, update, pseudo, compile, report
.venv/bin/python scripts/i18n.py report     # untranslated and fuzzy strings per language
.venv/bin/python scripts/i18n.py new LANG   # start a catalog for LANG (e.g. es, hi)

The template is pardsgui/locale/pardsgui.pot; each language has
pardsgui/locale/LANG/LC_MESSAGES/pardsgui.po (the translators') and pardsgui.mo (compiled,
committed: the app and the installers read it; tests/i18n checks it is up to date).
The pseudo-language `qps` is made here from the template: every string about 40 % longer,
accented and wrapped in ⟦…⟧, its {placeholders} intact; a window in it shows at a glance
any words that did not come through the catalog and any label too small for longer words.
"""

from __future__ import annotations

import argparse
import importlib.util
import io
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pardsgui"
LOCALE = PACKAGE / "locale"
TEMPLATE = LOCALE / "pardsgui.pot"
DOMAIN = "pardsgui"
PSEUDO = "qps"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
# Comments above a string that start with this reach the translator ("# i18n: the die's pips").
COMMENT_TAG = "i18n:"

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
ACCENTS = str.maketrans(
    "abcdeghiklmnorstuwyzABCDEGHIKLMNORSTUWYZ", "àƀçđéĝĥïķĺɱñöŕšţüŵýžÀƁÇĐÉĜĤÏĶĹṀÑÖŔŠŢÜŴÝŽ"
)


def extract() -> Catalog:
    """Every string of the program marked for translation, from its source."""
    catalog = Catalog(project="pardsgui", domain=DOMAIN, charset="utf-8", fuzzy=False)
    found = extract_from_dir(
        str(PACKAGE),
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=[COMMENT_TAG],
        strip_comment_tags=True,
    )
    for filename, lineno, message, comments, context in found:
        path = f"pardsgui/{filename}"
        catalog.add(message, None, [(path, lineno)], auto_comments=comments, context=context)
    return catalog


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def po_path(language: str, domain: str = DOMAIN) -> Path:
    return LOCALE / language / "LC_MESSAGES" / f"{domain}.po"


def read(path: Path, language: str | None = None, domain: str = DOMAIN) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language, domain=domain)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    # No line numbers: they change with every edit above a string and would make every
    # catalog conflict with every branch; the file names are enough to find a string.
    write_po(out, catalog, width=100, include_lineno=False, sort_output=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


DATES = re.compile(rb'^"(POT-Creation|PO-Revision)-Date: .*$', re.MULTILINE)


def write_if_changed(path: Path, data: bytes) -> bool:
    """Writes `data` unless the file says the same (its dates aside: a run that changes no
    string changes no file)."""
    if path.is_file() and DATES.sub(b"", path.read_bytes()) == DATES.sub(b"", data):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def updated(language: str, template: Catalog) -> Catalog:
    catalog = read(po_path(language), language)
    catalog.update(template, no_fuzzy_matching=False)
    catalog.obsolete.clear()  # a string gone from the program: git keeps its old translation
    return catalog


def pseudo_text(text: str) -> str:
    """`text` accented and about 40 % longer, in ⟦…⟧, its placeholders and '&' keys intact."""
    if not text:
        return text
    pieces: list[str] = []
    last = 0
    for match in PLACEHOLDER.finditer(text):
        pieces.append(text[last : match.start()].translate(ACCENTS))
        pieces.append(match.group())
        last = match.end()
    pieces.append(text[last:].translate(ACCENTS))
    words = "".join(pieces)
    letters = sum(ch.isalpha() for ch in PLACEHOLDER.sub("", text))
    padding = "·" * max(1, round(letters * 0.4))
    lead = len(text) - len(text.lstrip())
    trail = len(text) - len(text.rstrip())
    core = words[lead : len(words) - trail if trail else None]
    return f"{text[:lead]}⟦{core}{padding}⟧{text[len(text) - trail :] if trail else ''}"


def pseudo(template: Catalog) -> Catalog:
    catalog = Catalog(locale=None, domain=DOMAIN, project="pardsgui", charset="utf-8", fuzzy=False)
    for message in template:
        if not message.id:
            continue
        if isinstance(message.id, tuple | list):
            string: str | tuple[str, ...] = tuple(pseudo_text(m) for m in message.id)
        else:
            string = pseudo_text(message.id)
        catalog[message.id] = Message(message.id, string, context=message.context)
    return catalog


def untranslated(catalog: Catalog) -> list[Message]:
    def blank(message: Message) -> bool:
        strings = message.string if isinstance(message.string, tuple | list) else [message.string]
        return not all(strings)

    return [m for m in catalog if m.id and blank(m)]


def fuzzy(catalog: Catalog) -> list[Message]:
    return [m for m in catalog if m.id and m.fuzzy]


def report(names: Iterable[str], domain: str = DOMAIN, label: str = "") -> list[str]:
    """A line per language: its strings, untranslated and fuzzy, in `domain`'s catalog."""
    lines = []
    for language in names:
        catalog = read(po_path(language, domain), language, domain)
        total = sum(1 for m in catalog if m.id)
        lines.append(
            f"{language}{label}: {total} strings, {len(untranslated(catalog))} untranslated, "
            f"{len(fuzzy(catalog))} fuzzy"
        )
    return lines


def run_all() -> None:
    template = extract()
    write_if_changed(TEMPLATE, po_bytes(template))
    for language in languages():
        if language == PSEUDO:
            continue
        catalog = updated(language, template)
        write_if_changed(po_path(language), po_bytes(catalog))
    write_if_changed(po_path(PSEUDO), po_bytes(pseudo(template)))
    for language in languages():
        catalog = read(po_path(language), language)
        write_if_changed(po_path(language).with_suffix(".mo"), mo_bytes(catalog))
    print(f"{sum(1 for m in template if m.id)} strings in the template")
    print("\n".join(report(language for language in languages() if language != PSEUDO)))
    lessons_script().run_all()  # the lessons' domain, by the same tools


def lessons_script() -> Any:
    """scripts/i18n_lessons.py: the lessons' catalogs (domain `lessons`), beside the window's."""
    spec = importlib.util.spec_from_file_location("i18n_lessons", Path(__file__).with_name("i18n_lessons.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def new_language(language: str) -> None:
    if po_path(language).exists():
        sys.exit(f"{po_path(language)} exists already")
    template = extract()
    catalog = Catalog(locale=language, domain=DOMAIN, project="pardsgui", charset="utf-8", fuzzy=False)
    catalog.update(template)
    write_if_changed(po_path(language), po_bytes(catalog))
    print(f"wrote {po_path(language)}: translate it, add the language to LANGUAGES in pardsgui/i18n.py,")
    print("then run scripts/i18n.py to compile it (it starts the lessons' catalog for LANG too)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("command", nargs="?", default="all", choices=["all", "report", "new"])
    parser.add_argument("language", nargs="?")
    args = parser.parse_args()
    if args.command == "report":
        print("\n".join(report(language for language in languages() if language != PSEUDO)))
        print("\n".join(lessons_script().report(lessons_script().languages())))
    elif args.command == "new":
        if not args.language:
            parser.error("new needs a language code, e.g. es")
        new_language(args.language)
    else:
        run_all()


if __name__ == "__main__":
    main()
