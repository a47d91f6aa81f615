"""Understanding pasted text: a whole record, or a position of some game."""

from __future__ import annotations

import json

from pardsgui.core.contract import Position, PositionError
from pardsgui.core.record import Record, RecordError
from pardsgui.games import available_ids, get_game


class PasteError(ValueError):
    """Pasted text that is neither a record nor a position; the message says why."""


def read_pasted(text: str, prefer: str) -> Record | Position:
    """A record (JSON) or a position, trying the game `prefer` first, then the others."""
    text = text.strip()
    if not text:
        raise PasteError("the clipboard holds no text")
    if text.startswith("{"):
        try:
            json.loads(text)
        except ValueError:
            pass
        else:
            try:
                return Record.from_json(text)
            except RecordError as error:
                raise PasteError(f"the pasted game cannot be read: {error}") from None
    first_error = ""
    for game_id in (prefer, *[g for g in available_ids() if g != prefer]):
        try:
            return get_game(game_id).parse(text)
        except PositionError as error:
            if game_id == prefer:
                first_error = str(error)
    name = get_game(prefer).name
    raise PasteError(f"not a position of {name} or any other game: {first_error}")
