"""A cell in words, as a screen reader or the Cells list gives it: where, what stands there, what it may do.

Built from what the board shows (the geometry, the pieces' names, the marks),
so the words and the picture never disagree and no game rule is needed here.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from pardsgui.core.geometry import Cell, PieceView, piece_here
from pardsgui.i18n import _


def cell_name(cell: Cell) -> str:
    """The cell as people read it: its label, or its id where the board prints none (a tray)."""
    return cell.label or cell.id.replace("-", " ")


def cell_words(
    cell: Cell,
    pieces: Sequence[PieceView],
    *,
    selected: str | None = None,
    targets: Collection[str] = (),
    sources: Collection[str] = (),
    tips: Mapping[str, str] | None = None,
    note: str = "",
) -> str:
    """ "a2: White Shah, can move" — the cell, its pieces, then what a click there would do."""
    name = cell_name(cell)
    # A piece's name often ends by its place ("White Shah on a2"), said once here.
    here = [piece_here(view.name, name) for view in pieces if view.cell == cell.id and view.name]
    words = _("{cell}: {pieces}").format(cell=name, pieces="; ".join(here) if here else _("empty"))
    if note:  # what the picture shows besides the pieces (the game's `cell_notes`)
        words += f" ({note})"
    if cell.id == selected:
        words += ", " + _("selected")
    elif cell.id in targets:
        tip = (tips or {}).get(cell.id, "")
        # With nothing selected a target is a move of one click (Parry's placing, a roll's entry).
        what = _("the selected piece may go here") if selected is not None else _("a click here plays")
        words += f", {what} ({tip})" if tip else f", {what}"
    elif cell.id in sources:
        words += ", " + _("can move")
    return words
