"""Hidden information as one policy: what of a game may leave the app, and for whom.

Every way a position or a game leaves the app — the screen (move list,
panels), the clipboard (copy position, copy game), the text and image
exports and their metadata (an SVG's title) — asks here.  Only the saved
record and the autosave hold the secrets: resuming a game needs them.

The rule: a secret decision (Kerd's infiltrator choices) is shown only to
its own seat (`viewer`, the seat alone behind a lifted cover); the start
position is public (it was set up or loaded in the open).  A position in
which the game has ended hides nothing, and a record whose main line has
ended may be copied whole; until then a game is copied as its moves text,
in which a secret choice reads "choose ?" (the record would tell it).
"""

from __future__ import annotations

from pardsgui.core.geometry import BoardView
from pardsgui.core.record import Node, Record
from pardsgui.core.record_text import record_to_text


def secrets_made(view: BoardView, node: Node) -> bool:
    """Whether a secret decision was made on the way from the start to `node`."""
    walk: Node | None = node
    while walk is not None and walk.parent is not None:
        if view.secret(walk.parent.position):
            return True
        walk = walk.parent
    return False


def ended(record: Record, node: Node) -> bool:
    return record.outcome(node) is not None


def position_text(view: BoardView, record: Record, node: Node, viewer: int | None) -> str:
    """The position at `node` as whoever looks at the screen may know it."""
    position = node.position
    if ended(record, node) or not secrets_made(view, node):
        return position.to_text()
    return position.redacted(viewer)


def move_words(view: BoardView, node: Node, viewer: int | None) -> str:
    """A move as the move list and the exports show it: a secret choice as '?' to the others."""
    if node.parent is None or node.move is None:
        return ""
    return view.record_text(node.parent.position, node.move, viewer)


def record_secret(view: BoardView, record: Record) -> bool:
    """Whether the record itself would tell a secret: one was decided and the game is not over."""
    if ended(record, record.root.line_end()):
        return False
    return any(node.parent is not None and view.secret(node.parent.position) for node in record.nodes())


def game_text(view: BoardView, record: Record, viewer: int | None) -> str:
    """The moves-text export (PGN-like), every move as `move_words` shows it, with the review's marks."""
    from pardsgui.core.review_text import marked_words, ratings, summary

    rated = ratings(record)
    tail = summary(record, record.review, view) if record.review is not None and rated else []
    return record_to_text(
        record,
        view.seat_names(record.start),
        lambda node: marked_words(move_words(view, node, viewer), rated.get(id(node))),
        tail,
    )


def image_title(game_name: str, view: BoardView, record: Record, node: Node, viewer: int | None) -> str:
    """The title written into an exported drawing (its metadata leaves the app too)."""
    return f"{game_name}: {position_text(view, record, node, viewer)}"
