"""Which legal move a click or a drag stands for, from the board's cells alone.

Like Cute Chess's board scene, the board can only ever produce legal moves: the
legal moves are sorted by the cells `BoardView.move_cells` gives them, and a click
picks among those. A move on (a, b) with a != b is made by clicking a then b (or
dragging a to b); (None, b) or (a, None) by one click on that cell; (a, a) is an
action on the piece at a, a button while it is selected; (None, None) a button.
A click on another of the mover's pieces picks that one instead, unless the game
names the cell as where the selected piece is asked to go (`forbidden_targets`).
When one piece alone may move, a click on a cell it may go to moves it at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from pardsgui.core.contract import Move, Position
from pardsgui.core.geometry import AnyView


@dataclass
class MoveMap:
    """The legal moves of a position sorted by where they are clicked."""

    by_source: dict[str, dict[str, list[Move]]] = field(default_factory=dict)
    direct: dict[str, list[Move]] = field(default_factory=dict)  # a click on the cell alone
    on_piece: dict[str, list[Move]] = field(default_factory=dict)  # buttons while that piece is selected
    buttons: list[Move] = field(default_factory=list)  # moves without a square
    # Cells a click means as the selected piece's destination though the rules forbid it there.
    forbidden: dict[str, frozenset[str]] = field(default_factory=dict)

    @classmethod
    def of(cls, position: Position, view: AnyView) -> MoveMap:
        moves = cls()
        if position.is_chance:
            return moves
        secret = set(view.secret_moves(position))
        for move in position.legal_moves():
            source, target = view.move_cells(position, move)
            if source is not None and source == target:
                moves.on_piece.setdefault(source, []).append(move)
            elif source is not None and target is not None:
                moves.by_source.setdefault(source, {}).setdefault(target, []).append(move)
            elif target is not None or source is not None:
                moves.direct.setdefault(target or source or "", []).append(move)
            elif move not in secret:  # a secret move is offered behind a cover, never as a button
                moves.buttons.append(move)
        moves.forbidden = {cell: frozenset(cells) for cell, cells in view.forbidden_targets(position).items()}
        return moves

    def targets(self, selected: str | None) -> dict[str, list[Move]]:
        """The cells a click now plays on: the selected piece's targets, or the one-click cells."""
        return self.by_source.get(selected, {}) if selected is not None else self.direct


class Select(NamedTuple):
    """The click selects this cell's piece (None: lets go of the selected one)."""

    cell: str | None


class Play(NamedTuple):
    """The click plays one of these moves (several: the person chooses)."""

    moves: tuple[Move, ...]


class Refuse(NamedTuple):
    """The click makes no move; the game can say why."""

    selected: str | None
    cell: str


Reaction = Select | Play | Refuse


def react(moves: MoveMap, selected: str | None, cell: str) -> Reaction:
    """What a click on `cell` does while `selected` is selected."""
    if selected is not None:
        targets = moves.by_source.get(selected, {})
        if cell in targets:
            return Play(tuple(targets[cell]))
        if cell == selected:
            return Select(None)
        if cell in moves.forbidden.get(selected, ()):
            return Refuse(selected, cell)
    if cell in moves.by_source or cell in moves.on_piece:
        return Select(cell)
    if cell in moves.direct:
        return Play(tuple(moves.direct[cell]))
    if selected is None and len(moves.by_source) == 1:
        # One piece alone may move (the Vicar after a sack, a sacked piece in its tray): a click
        # where it may go moves it, as a drag would; the keyboard's cursor needs no detour.
        ((_only, targets),) = moves.by_source.items()
        if cell in targets:
            return Play(tuple(targets[cell]))
    return Refuse(selected, cell)


def react_to_drop(moves: MoveMap, source: str, target: str) -> Play | Refuse:
    """What letting go of the piece from `source` on `target` does."""
    found = moves.by_source.get(source, {}).get(target)
    return Play(tuple(found)) if found else Refuse(source, target)
