"""The program's words in the reader's language: gettext catalogs under pardsgui/locale.

One mechanism for every layer: the rules (Qt-free) and the window call the same `_()`,
`ngettext()` and `pgettext()`. Sentences keep named placeholders
(`_("{name} wins").format(name=...)`) so a translator can reorder them; a string missing
from a catalog, or translated blank, reads in English, never empty.

What is written to files (records, position texts, notation, the engine's output) is
never passed through here: a game saved in one language opens in any other.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path

DOMAIN = "pardsgui"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
ENGLISH = "en"
# The languages a person can choose, each named in itself so it is found by whoever reads it.
LANGUAGES: dict[str, str] = {ENGLISH: "English", "de": "Deutsch", "fa": "فارسی"}
RIGHT_TO_LEFT = frozenset({"fa", "ar", "he", "ur"})
# The pseudo-language of the tests (scripts/i18n.py makes it): every word long, accented, marked.
PSEUDO = "qps"
PSEUDO_MARKS = ("⟦", "⟧")

LRI, RLI, FSI, PDI = "\u2066", "\u2067", "\u2068", "\u2069"

_catalog: gettext.NullTranslations = gettext.NullTranslations()
_language = ENGLISH


def N_(message: str) -> str:
    """Marks a string for the catalog where it is defined; it is translated (`_`) where it is shown."""
    return message


def _(message: str) -> str:
    if not message:
        return message  # gettext("") is the catalog's header
    return _catalog.gettext(message) or message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence for `count` in the language's own plural rules (German 2, Persian 2, …)."""
    return _catalog.ngettext(singular, plural, count) or (singular if count == 1 else plural)


def pgettext(context: str, message: str) -> str:
    """`message` where the same English word needs different translations (`context` says which)."""
    return _catalog.pgettext(context, message) or message


def grouped(number: int) -> str:
    """A count with its thousands marked as the reader's language marks them: "491,520", German
    "491.520"."""
    # The mark between the thousands of a large count (1,234,567): German ".", Persian with its
    # Latin digits ",".
    return f"{number:,}".replace(",", pgettext("thousands separator", ","))


def listed(items: Sequence[str], pattern: str) -> str:
    """`items` joined two at a time by `pattern`, a translated "{first}, {second}": the language
    decides the joining words and their order."""
    joined = items[0] if items else ""
    for item in items[1:]:
        joined = pattern.format(first=joined, second=item)
    return joined


def and_list(items: Sequence[str]) -> str:
    """'White and Black', 'Red and Yellow and Green': names joined in the reader's language."""
    return listed(items, _("{first} and {second}"))


def in_sentence(label: str) -> str:
    """A label (a translated noun, "Region map") as it reads inside a sentence: English writes it
    in small letters; German keeps its nouns' capitals and Persian has none, so the translation
    stands as it is."""
    return label.lower() if _language == ENGLISH else label


def isolate(text: str) -> str:
    """`text` (notation: `4:31-35`) kept left to right inside a right-to-left sentence, where the
    Unicode bidirectional rules would otherwise read `35-31:4`; a left-to-right language gets
    the text as it is (nothing invisible in what a person copies)."""
    return f"{LRI}{text}{PDI}" if right_to_left() else text


def language() -> str:
    """The language in use (a key of LANGUAGES, or PSEUDO)."""
    return _language


def right_to_left(code: str | None = None) -> bool:
    return (code or _language).split("_")[0] in RIGHT_TO_LEFT


def known(code: str) -> bool:
    return code == ENGLISH or (LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first language of the system's locale that the program speaks, else English.

    The environment variables are read in gettext's own order; LANGUAGE may list several
    ("fa:de:en").
    """
    environ = os.environ if environ is None else environ
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(variable, "")
        if not value:
            continue
        for entry in value.split(":"):
            code = entry.split(".")[0].split("@")[0]
            for candidate in (code, code.split("_")[0]):
                if candidate in ("C", "POSIX", ""):
                    continue
                if known(candidate):
                    return candidate
        if variable != "LANGUAGE":
            break  # the first of LC_ALL, LC_MESSAGES, LANG that is set decides, as in gettext
    return ENGLISH


def chosen_language(setting: object, environ: Mapping[str, str] | None = None) -> str:
    """The language to start in: the one chosen in View ▸ Language if it still exists, else the system's."""
    if isinstance(setting, str) and setting and known(setting):
        return setting
    return system_language(environ)


@contextmanager
def english() -> Iterator[None]:
    """English for what is written inside (a text export, the clipboard's moves as text): what
    goes to a file reads the same whatever language the window speaks."""
    global _catalog, _language
    kept = _catalog, _language
    _catalog, _language = gettext.NullTranslations(), ENGLISH
    try:
        yield
    finally:
        _catalog, _language = kept


def use(code: str) -> str:
    """Speak `code` from now on (strings already shown stay as they are); returns the language used.

    A language without a catalog is English.
    """
    global _catalog, _language
    if code == ENGLISH or not known(code):
        _catalog, _language = gettext.NullTranslations(), ENGLISH
        return ENGLISH
    with (LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo").open("rb") as file:
        _catalog = gettext.GNUTranslations(file)
    _language = code
    return code
