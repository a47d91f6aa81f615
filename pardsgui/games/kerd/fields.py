"""Kerd's position-text fields, declared once (core/fields.py): how each reads and is edited.

`rules.KerdPosition.to_text` writes them, `reading.read_position` reads them and the
editor shows them from here.
"""

from __future__ import annotations

from pardsgui.core.contract import (
    PositionError,
)
from pardsgui.core.editing import EditError
from pardsgui.core.fields import Field, Fields
from pardsgui.games.kerd.notation import (
    parse_infiltrators,
    parse_off,
    parse_regions,
)
from pardsgui.games.kerd.tables import (
    CASTLING_LETTERS,
)

# -- reading a position -----------------------------------------------------------------------


def _read_checked(value: str) -> int:
    if value not in ("0", "1"):
        raise PositionError(f"checked: expected 0 or 1, found {value!r}", "checked")
    return int(value)


def _castling_label(letters: str) -> str:
    """'KQk (W both, B short)': the letters, and in words for those who do not read them."""
    if letters == "-":
        return "- (no castling)"
    words = []
    for name, short, long in (("W", "K", "Q"), ("B", "k", "q")):
        ways = {(True, True): "both", (True, False): "short", (False, True): "long"}.get(
            (short in letters, long in letters), "none"
        )
        words.append(f"{name} {ways}")
    return f"{letters} ({', '.join(words)})"


CASTLING_CHOICES: tuple[tuple[str, str], ...] = tuple(
    (letters or "-", _castling_label(letters or "-"))
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
        raise EditError(f"castling: letters from KQkq, each once, or -; found {value!r}")
    return "".join(letter for letter in CASTLING_LETTERS if letter in value)


# -- the position text's fields ---------------------------------------------------------------

# Castling, the first-move pawns and the recapture square are judged against the board
# (read_position collects what is wrong with them); they read as text here.  The editor
# shows the infiltrators and the off lists a colour at a time, and the regions as a preset.
CASTLING_FIELD = Field(
    "castling",
    "KQkq",
    str,
    "Castling",
    CASTLING_CHOICES,
    tip="K/k short, Q/q long: each needs its King and Tower on their home squares",
    edit=_edited_castling,
)
FIRST_FIELD = Field(
    "first",
    "*",
    str,
    "First moves",
    kind="text",
    tip="Pawns that still have their first move: * those on their starting squares, - none,"
    " or squares like e2,f3 (or use the First move tool)",
    edit=lambda value: value.lower() or "*",
)
RECAPTURE_FIELD = Field(
    "recapture",
    "-",
    str,
    "Recapture on",
    kind="text",
    tip="The square where a Commander Pawn of the side to move may recapture, or -",
    edit=lambda value: value.lower() or "-",
)
INFILTRATORS_FIELD = Field("infiltrators", "-,-", parse_infiltrators)
CHECKED_FIELD = Field(
    "checked",
    "0",
    _read_checked,
    "Checks so far",
    (("0", "No check yet"), ("1", "A check has happened")),
    tip="Reveals are allowed once a check has happened",
    refuse="checked is 0 (no check yet) or 1 (a check has happened)",
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
