"""Understanding pasted text: a whole record, or a position of some game."""

from __future__ import annotations

from pardsgui.core.contract import Position
from pardsgui.core.record import Record
from pardsgui.storage.loading import LoadError, read_game_text


class PasteError(LoadError):
    """Pasted text that is neither a record nor a position; the message says why."""


def read_pasted(text: str, prefer: str) -> Record | Position:
    """A record (JSON) or a position, trying the game `prefer` first, then the others."""
    try:
        loaded = read_game_text(text, "the clipboard", prefer, positions=True)
    except LoadError as error:
        raise PasteError(str(error).removeprefix("the clipboard: ")) from None
    return loaded.position if loaded.position is not None else loaded.record
