"""Hidden information as one policy: what of a game may leave the app, and for whom.

Every way a position or a game leaves the app — the screen (move list,
panels), the clipboard (copy position, copy game), the text and image
exports and their metadata (an SVG's title) — asks here.  Only the saved
record and the autosave hold the secrets: resuming a game needs them.

The rule: a secret decision (Kerd's infiltrator choices) is shown only to
its own seat (`viewer`, the seat alone behind a lifted cover); the start
position is public (it was set up or loaded in the open).  A position in
which the game has ended hides nothing, and a record whose main line has
ended may be copied whole, and its moves show every choice; until then a
game is copied as its moves text, in which a secret choice reads
"choose ?" (the record would tell it).
"""

from __future__ import annotations

from pardsgui.core.geometry import AnyView
from pardsgui.core.record import Node, Record


def secrets_made(view: AnyView, node: Node) -> bool:
    """Whether a secret decision was made on the way from the start to `node`."""
    walk: Node | None = node
    while walk is not None and walk.parent is not None:
        if walk.parent.secret:  # view.secret of its position, kept on the node (no position replayed)
            return True
        walk = walk.parent
    return False


def ended(record: Record, node: Node) -> bool:
    return record.outcome(node) is not None


def game_over(record: Record) -> bool:
    """Whether the game is over (its main line has ended): then it hides nothing."""
    return ended(record, record.root.line_end())


def position_text(view: AnyView, record: Record, node: Node, viewer: int | None) -> str:
    """The position at `node` as whoever looks at the screen may know it."""
    position = node.position
    if ended(record, node) or not secrets_made(view, node):
        return position.to_text()
    return position.redacted(viewer)


def move_words(view: AnyView, record: Record, node: Node, viewer: int | None) -> str:
    """A move as the move list and the exports show it: a secret choice as '?' to the others.

    Once the game is over (its main line has ended) a choice is no secret: it reads as its
    chooser reads it, as the record may then be copied whole.
    """
    if node.parent is None or node.move is None:
        return ""
    position = node.parent.position
    # Asked only at a secret decision (two in a Kerd game), so the walk to the end is rare.
    if viewer is None and view.secret(position) and game_over(record):
        viewer = position.current
    return view.record_text(position, node.move, viewer)


def record_secret(view: AnyView, record: Record) -> bool:
    """Whether the record itself would tell a secret: one was decided and the game is not over."""
    if game_over(record):
        return False
    return any(node.parent is not None and node.parent.secret for node in record.nodes())


def image_title(game_name: str, view: AnyView, record: Record, node: Node, viewer: int | None) -> str:
    """The title written into an exported drawing (its metadata leaves the app too)."""
    return f"{game_name}: {position_text(view, record, node, viewer)}"
