"""Kerd's position-text fields, declared once (core/fields.py): how each reads and is edited.

`rules.KerdPosition.to_text` writes them, `reading.read_position` reads them and the
editor shows them from here.
"""

from __future__ import annotations

from pardsgui.core.editing import EditError
from pardsgui.core.fields import Field, Fields
from pardsgui.core.position import field_error
from pardsgui.games.kerd.notation import (
    parse_infiltrators,
    parse_off,
    parse_regions,
)
from pardsgui.games.kerd.tables import (
    CASTLING_LETTERS,
)
from pardsgui.i18n import N_, _, isolate, pgettext

# -- reading a position -----------------------------------------------------------------------


def _read_checked(value: str) -> int:
    if value not in ("0", "1"):
        raise field_error("checked", _("expected 0 or 1, found {value}").format(value=isolate(repr(value))))
    return int(value)


def castling_label(letters: str) -> str:
    """'KQk (W both, B short)': the letters, and in words for those who do not read them."""
    if letters == "-":
        return _("- (no castling)")
    words = {
        (True, True): pgettext("castling", "both"),
        (True, False): pgettext("castling", "short"),
        (False, True): pgettext("castling", "long"),
        (False, False): pgettext("castling", "none"),
    }
    ways = [words[short in letters, long in letters] for short, long in (("K", "Q"), ("k", "q"))]
    # W and B: White and Black, as short as the letters beside them.
    return _("{letters} (W {white}, B {black})").format(
        letters=isolate(letters), white=ways[0], black=ways[1]
    )


def castling_choices() -> tuple[tuple[str, str], ...]:
    """Every set of castling rights, all first, with its words in the reader's language."""
    return tuple((letters, castling_label(letters)) for letters in CASTLING_VALUES)


CASTLING_VALUES: tuple[str, ...] = tuple(
    letters or "-"
    for letters in (
        "".join(letter for index, letter in enumerate(CASTLING_LETTERS) if bits >> index & 1)
        for bits in range(15, -1, -1)
    )
)


def _edited_castling(value: str) -> str:
    """Castling rights set in the editor, in the order the text writes them."""
    if value in ("", "-"):
        return "-"
    if any(letter not in CASTLING_LETTERS for letter in value) or len(set(value)) != len(value):
        words = _("letters from KQkq, each once, or -; found {value}").format(value=isolate(repr(value)))
        raise EditError(f"castling: {words}")
    return "".join(letter for letter in CASTLING_LETTERS if letter in value)


# -- the position text's fields ---------------------------------------------------------------

# Castling, the first-move pawns and the recapture square are judged against the board
# (read_position collects what is wrong with them); they read as text here.  The editor
# shows the infiltrators and the off lists a colour at a time, and the regions as a preset.
CASTLING_FIELD = Field(
    "castling",
    "KQkq",
    str,
    N_("Castling"),
    # In English here (declared at import); the editor gives them in the reader's words.
    castling_choices(),
    tip=N_("K/k short, Q/q long: each needs its King and Tower on their home squares"),
    edit=_edited_castling,
)
FIRST_FIELD = Field(
    "first",
    "*",
    str,
    N_("First moves"),
    kind="text",
    tip=N_(
        "Pawns that still have their first move: * those on their starting squares, - none,"
        " or squares like e2,f3 (or use the First move tool)"
    ),
    edit=lambda value: value.lower() or "*",
)
RECAPTURE_FIELD = Field(
    "recapture",
    "-",
    str,
    N_("Recapture on"),
    kind="text",
    tip=N_("The square where a Commander Pawn of the side to move may recapture, or -"),
    edit=lambda value: value.lower() or "-",
)
INFILTRATORS_FIELD = Field("infiltrators", "-,-", parse_infiltrators)
CHECKED_FIELD = Field(
    "checked",
    "0",
    _read_checked,
    N_("Checks so far"),
    (("0", N_("No check yet")), ("1", N_("A check has happened"))),
    tip=N_("Reveals are allowed once a check has happened"),
    refuse=N_("checked is 0 (no check yet) or 1 (a check has happened)"),
)
OFF_FIELD = Field("off", "-,-", parse_off)
REGIONS_FIELD = Field("regions", "default", parse_regions)
FIELDS = Fields(
    "Kerd",
    CASTLING_FIELD,
    FIRST_FIELD,
    RECAPTURE_FIELD,
    INFILTRATORS_FIELD,
    CHECKED_FIELD,
    OFF_FIELD,
    REGIONS_FIELD,
)
