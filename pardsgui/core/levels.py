"""The computer's levels by name: what a record may say plays a seat (pardsgui/ai sizes them)."""

from __future__ import annotations

from pardsgui.i18n import pgettext

#: Weakest first; a record's "computer" field and the New game dialog use these names.
LEVEL_NAMES = ("random", "easy", "medium", "hard")


def level_words(level: str) -> str:
    """A level as a sentence names it, in the reader's language ("hard", "schwer", "سخت"); the
    record keeps the English name, which is notation."""
    words = {
        "random": pgettext("computer level", "random"),
        "easy": pgettext("computer level", "easy"),
        "medium": pgettext("computer level", "medium"),
        "hard": pgettext("computer level", "hard"),
    }
    return words.get(level, level)
