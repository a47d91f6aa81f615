"""The lessons' words in the reader's language: a second gettext domain, `lessons`, beside `pardsgui`.

A lesson is proved on its English file (its `says` compare with the engine's English
reasons); what is shown — title, explain, goal, hint, success, the sentences of `wrong`,
the words of `marks` — is looked up in pardsgui/locale/<lang>/LC_MESSAGES/lessons.mo,
which translators write with the same .po tools as the window's catalog
(scripts/i18n_lessons.py extracts, updates and compiles it). A string missing from the
catalog, or translated blank, is shown in English: never a blank. Move texts, ids,
`teaches` (the rules' anchor) and positions are never translated.

The lessons' own sentences in Python (the run's "That move is legal, but …", the rules'
"not translated yet" notice) are in this domain too, marked `L_`, so the lesson window
is whole in a language once this one catalog is.
"""

from __future__ import annotations

import gettext
import json
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pardsgui import i18n

DOMAIN = "lessons"
# The keys of a lesson whose words are shown, in the file's order; `wrong` and `marks` hold
# words in their values (their keys are move texts and cells).
SHOWN = ("title", "explain", "goal", "hint", "success")
SHOWN_IN_VALUES = ("wrong", "marks")
# Notation inside a right-to-left sentence: cells (a1), moves (4:31-35, e2-e4 6:1-7), counts.
# A run of them, spaces inside, starts and ends with a letter, a digit or a bracket.
LATIN_RUN = re.compile(r"[A-Za-z0-9(][A-Za-z0-9:×\-+/,.'()= ]*[A-Za-z0-9)]|[A-Za-z0-9]")

_catalogs: dict[str, gettext.NullTranslations] = {}


def catalog_path(language: str) -> Path:
    return i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _catalog() -> gettext.NullTranslations:
    language = i18n.language()
    if language not in _catalogs:
        path = catalog_path(language)
        if language != i18n.ENGLISH and path.is_file():
            with path.open("rb") as file:
                _catalogs[language] = gettext.GNUTranslations(file)
        else:
            _catalogs[language] = gettext.NullTranslations()
    return _catalogs[language]


def forget() -> None:
    """Read the catalogs again when next asked (a test that writes one)."""
    _catalogs.clear()


def L_(message: str) -> str:
    """`message` in the reader's language, from the lessons' catalog; English when it has none."""
    if not message:
        return message
    translated = _catalog().gettext(message) or message
    if translated != message and i18n.right_to_left():
        return LATIN_RUN.sub(lambda found: i18n.isolate(found.group()), translated)
    return translated


@contextmanager
def in_english() -> Iterator[None]:
    """English inside: a lesson is proved against the engine's English reasons, whatever the
    window speaks."""
    kept = i18n.language()
    if kept == i18n.ENGLISH:
        yield
        return
    i18n.use(i18n.ENGLISH)
    try:
        yield
    finally:
        i18n.use(kept)


def lesson_strings(path: Path) -> Iterator[tuple[str, str]]:
    """Every string of a lesson file a learner reads, with where it is ("pards: 'the-die': goal").

    Read from the file as written (not proved: the catalogs' script needs no engine), in the
    file's order; a string said twice is given twice.
    """
    data: Any = json.loads(path.read_text(encoding="utf-8"))
    game = path.stem
    for entry in data.get("lessons", []):
        where = f"{game}: lesson '{entry.get('id', '?')}'"
        for key in SHOWN:
            if isinstance(entry.get(key), str) and entry[key].strip():
                yield entry[key], f"{where}: {key}"
        for key in SHOWN_IN_VALUES:
            for name, words in (entry.get(key) or {}).items():
                if isinstance(words, str) and words.strip():
                    yield words, f"{where}: {key}[{name!r}]"
