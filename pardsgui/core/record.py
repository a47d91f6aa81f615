"""The game record: a tree of moves with variations, comments and metadata.

Like a PGN or SGF tree it stores only moves; every node also keeps the
position its move leads to (positions are small immutable values).  The
first child of a node is its main line, the others are variations.

The node looked at, and the way Forward goes from it, is the record's cursor
(pardsgui/core/cursor.py); draws by repetition follow the one rule of
pardsgui/core/repetition.py; the file, versioned JSON, is written and read by
pardsgui/core/record_json.py (`to_json` and `from_json` here are short ways in).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pardsgui.core import record_json
from pardsgui.core.contract import Game, IllegalMove, Move, Outcome, Position, draw
from pardsgui.core.cursor import Cursor
from pardsgui.core.ending import Ending
from pardsgui.core.limits import MAX_BYTES, MAX_NODES, too_many_moves
from pardsgui.core.record_json import FORMAT, VERSION, GameLookup, RecordError
from pardsgui.core.repetition import Repetitions, is_repetition_draw

if TYPE_CHECKING:
    from pardsgui.core.review_data import Review

# What callers long found here; the file format's own module holds them now.
__all__ = ["FORMAT", "MAX_BYTES", "VERSION", "GameLookup", "Node", "Record", "RecordError", "result_text"]

_UNSET = object()


def now_text() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


class Tree:
    """What every node of one record shares: counts that spare walks to the root.

    A game of a million moves must answer a click within a frame, so neither "is this node
    still in the tree?" nor "has this position occurred before on its line?" may walk the
    line each time.
    """

    __slots__ = ("detached", "keys_seen")

    def __init__(self) -> None:
        #: Detachments so far: a node found in the tree since the last one still is.
        self.detached = 0
        #: The hashes of every repetition key worked out in this tree (never forgotten, so a
        #: deleted node's hash only costs a walk that finds nothing).
        self.keys_seen: set[int] = set()


class Node:
    """One move in the tree (the root has no move).

    A node owns the edits of its children (python-chess's GameNode): add, detach and
    attach back, promote, demote, reorder. Each tells the record it changed, so no
    caller edits `children` or stamps the record by hand.
    """

    __slots__ = (
        "_changed",
        "_hash",
        "_held",
        "_key",
        "_seen",
        "_tree",
        "children",
        "comment",
        "ending",
        "move",
        "parent",
        "ply",
        "position",
        "text",
    )

    def __init__(
        self,
        parent: Node | None,
        move: Move | None,
        text: str,
        position: Position,
        changed: Callable[[], None] | None = None,
    ):
        self.parent = parent
        # Shared down the tree, so telling the record costs no walk to the root.
        self._changed: Callable[[], None] = changed or (parent._changed if parent is not None else _nothing)
        self._tree: Tree = parent._tree if parent is not None else Tree()
        self._held = -1  # the tree's `detached` count when this node was last found in the tree
        self.move = move
        self.text = text
        self.position = position
        self.children: list[Node] = []
        self.comment = ""
        self.ending: Ending | None = None  # a resignation or a draw agreed here (core/ending.py)
        # A node never moves to another parent, so its depth is known once; walking to the
        # root for it made reading a long record quadratic.
        self.ply: int = parent.ply + 1 if parent is not None else 0
        self._key: object = _UNSET  # the position's repetition key, once asked for
        self._hash = 0  # and its hash: the walk in `times_seen` compares these first
        self._seen = 0  # how often that key occurs from the root to here, once counted

    def repetition_key(self) -> object:
        if self._key is _UNSET:
            self._learn_key()
        return self._key

    def _learn_key(self) -> bool:
        """Work out the position's key and hash; whether the tree meets that hash for the first time."""
        self._key = self.position.repetition_key()
        self._hash = hash(self._key)
        seen = self._tree.keys_seen
        first = self._hash not in seen
        seen.add(self._hash)
        return first

    def times_seen(self) -> int:
        """How often this node's repetition key occurs on the path from the root to it.

        Counted once per node (a node's ancestors never change).  Loading a
        record counts every node in one walk of the tree (`count_repetitions`);
        a node added later walks up to the nearest node with the same key.
        """
        if not self._seen:
            parent = self.parent
            # A position met nowhere in the tree, under a counted parent (every ancestor's key is
            # known then, so in `keys_seen`), occurs once: no walk to the root for it.
            fresh = self._key is _UNSET and parent is not None and parent._seen > 0 and self._learn_key()
            key = self.repetition_key()
            if fresh:
                self._seen = 1
                return 1
            wanted = self._hash
            node, count = parent, 1
            # Walked to the root for a position never seen before: comparing cached hashes
            # first keeps that a pass over integers (comparing keys made a long game's
            # every move take as long as a Kerd position's equality times its length).
            while node is not None:
                node.repetition_key()
                if node._hash == wanted and node._key == key:
                    count += node.times_seen()
                    break
                node = node.parent
            self._seen = count
        return self._seen

    def path(self) -> list[Node]:
        """The nodes from the root down to this one."""
        nodes: list[Node] = []
        node: Node | None = self
        while node is not None:
            nodes.append(node)
            node = node.parent
        nodes.reverse()
        return nodes

    def is_main_line(self) -> bool:
        node = self
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return False
            node = node.parent
        return True

    def main_child(self) -> Node | None:
        return self.children[0] if self.children else None

    def line_end(self) -> Node:
        node = self
        while node.children:
            node = node.children[0]
        return node

    # -- edits ---------------------------------------------------------------------

    def add(self, move: Move, text: str, position: Position) -> Node:
        """A new last child: `move` (written `text`) leading to `position`."""
        child = self.grow(move, text, position)
        self._changed()
        return child

    def grow(self, move: Move, text: str, position: Position) -> Node:
        """A new last child, the record not told: for building it (a file read), not for an edit."""
        child = Node(self, move, text, position)
        self.children.append(child)
        return child

    def detach(self, child: Node) -> int:
        """Take `child` and everything after it off the tree; its place, to `attach` it back."""
        index = self.children.index(child)
        del self.children[index]
        tree = self._tree
        held = self._held == tree.detached or self.parent is None
        tree.detached += 1
        if held:  # only what hangs below `child` left the tree: this node is known to be in it still
            self._held = tree.detached
        self._changed()
        return index

    def attach(self, child: Node, index: int | None = None) -> None:
        """Put back a child this node had (undoing `detach`), at `index` or last."""
        if child.parent is not self:
            raise ValueError("a node goes back only under the node it came from")
        self.children.insert(len(self.children) if index is None else index, child)
        self._changed()

    def promote(self) -> bool:
        """One place up among its siblings; False when it is first already (or the root)."""
        siblings = self.parent.children if self.parent is not None else [self]
        index = siblings.index(self)
        if index == 0:
            return False
        siblings[index - 1], siblings[index] = siblings[index], siblings[index - 1]
        self._changed()
        return True

    def demote(self) -> bool:
        """One place down among its siblings; False when it is last already (or the root)."""
        siblings = self.parent.children if self.parent is not None else [self]
        index = siblings.index(self)
        if index == len(siblings) - 1:
            return False
        siblings[index], siblings[index + 1] = siblings[index + 1], siblings[index]
        self._changed()
        return True

    def end(self, ending: Ending | None) -> None:
        """The game ends here by the players' word (None: it goes on, the ending taken back)."""
        if ending is not None and self.children:
            raise ValueError("a game ends at the end of a line, not where moves follow")
        self.ending = ending
        self._changed()

    def reorder(self, children: list[Node]) -> None:
        """The same children in another order (undoing promotions)."""
        if sorted(map(id, children)) != sorted(map(id, self.children)):
            raise ValueError("reorder keeps the same children")
        self.children[:] = children
        self._changed()

    def __repr__(self) -> str:
        return f"<Node ply={self.ply} {self.text!r}>"


def _nothing() -> None:
    return None


class Record:
    """A game from its start position, with the node the user is looking at."""

    def __init__(
        self,
        game: Game,
        start: Position | None = None,
        options: dict[str, str] | None = None,
        players: list[str] | None = None,
    ) -> None:
        self.game = game
        self.options = game.check_options(options or {})
        if start is None:
            start = game.initial(**self.options)
        else:
            self.options = game.check_options(game.options_of(start))
        self.root = Node(None, None, "", start, changed=self.touch)
        self.cursor = Cursor(self.root)
        seats = start.players
        self.players = list(players) if players else [""] * seats
        if len(self.players) != seats:
            raise ValueError(f"{game.name} here has {seats} seats, not {len(self.players)}")
        self.headers: dict[str, str] = {}
        # Moves ever added, taken back or not: while it is under the limit, so is the record.
        self.grown = 0
        # Who plays each seat belongs to the game: seat -> the computer's level (core/levels.py);
        # a seat not here is a person's. Saved with the record, so Open and restore bring it back.
        self.computer: dict[int, str] = {}
        self.review: Review | None = None  # the computer's review of a line (core/review_data.py)
        self.created = now_text()
        self.modified = self.created

    # -- the tree ---------------------------------------------------------------

    @property
    def current(self) -> Node:
        """The node looked at: the cursor's."""
        return self.cursor.node

    @property
    def start(self) -> Position:
        return self.root.position

    @property
    def position(self) -> Position:
        return self.current.position

    def play(self, move: Move) -> Node:
        """Play a legal move at the current node: follow an existing child or add a variation."""
        node = self.current
        if self.outcome(node) is not None:
            raise IllegalMove("the game is over")
        for child in node.children:
            if child.move == move:
                self.cursor.step_to(child)
                return child
        full = self.why_full()
        if full:
            raise IllegalMove(full)
        position = node.position.play(move)  # raises IllegalMove
        child = node.add(move, node.position.move_text(move), position)
        self.grown += 1
        self.cursor.step_to(child)
        return child

    def why_full(self) -> str:
        """Why no move can be added (the game holds the most a record keeps), or ""."""
        if self.grown < MAX_NODES:  # at most this many moves: no need to count them
            return ""
        return too_many_moves(self.move_count())

    def move_count(self) -> int:
        """Moves in every line."""
        return sum(1 for _node in self.nodes()) - 1

    def play_text(self, text: str) -> Node:
        return self.play(self.current.position.parse_move(text))

    def holds(self, node: Node) -> bool:
        """Is `node` in this record's tree now (not deleted, not taken back)?"""
        return self.cursor.holds(node)

    def go_to(self, node: Node) -> None:
        self.cursor.go_to(node)

    def back(self) -> bool:
        return self.cursor.back()

    def forward(self) -> bool:
        """To the line last stepped back from, else the main line (the cursor's memory)."""
        return self.cursor.forward()

    def main_line(self) -> list[Node]:
        """The main line's nodes after the root."""
        nodes = []
        node = self.root
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def nodes(self) -> Iterator[Node]:
        """Every node, depth first, main line before variations."""
        stack = [self.root]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(reversed(node.children))

    def promote(self, node: Node) -> None:
        """Move the variation holding `node` one place up among its siblings."""
        child = self._branch_child(node)
        if child is not None:
            child.promote()

    def promote_to_main(self, node: Node) -> None:
        """Make the line through `node` the main line all the way up."""
        while (child := self._branch_child(node)) is not None:
            while child.promote():
                pass
            assert child.parent is not None
            node = child.parent

    def delete(self, node: Node) -> None:
        """Remove `node` and everything after it; the view moves to its parent if inside."""
        self.cursor.leave(node)  # refuses the root
        assert node.parent is not None
        node.parent.detach(node)

    @staticmethod
    def _branch_child(node: Node) -> Node | None:
        """The nearest ancestor-or-self that is not its parent's first child."""
        while node.parent is not None:
            if node.parent.children[0] is not node:
                return node
            node = node.parent
        return None

    def touch(self) -> None:
        self.modified = now_text()

    # -- the end of the game ------------------------------------------------------

    def outcome(self, node: Node | None = None) -> Outcome | None:
        """The position's own outcome, an ending the players agreed there, or a draw by repetition."""
        node = node or self.current
        result = node.position.outcome
        if result is not None:
            return result
        if node.ending is not None:
            return node.ending.outcome(node.position.players)
        draw_after = self.game.repetition_draw
        if draw_after is None:
            return None
        if is_repetition_draw(node.repetition_key(), node.times_seen(), draw_after):
            return draw(node.position.players)
        return None

    def repetitions(self, node: Node | None = None) -> Counter[object]:
        node = node or self.current
        return Counter(n.position.repetition_key() for n in node.path())

    # -- files (pardsgui/core/record_json.py) -------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return record_json.record_to_dict(self)

    def to_json(self) -> str:
        return record_json.record_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes, games: GameLookup) -> Record:
        """The record a file holds; `games` finds a game by its id (the registry's `get_game`)."""
        return record_json.record_from_json(text, games, cls)

    @classmethod
    def from_dict(cls, data: Any, games: GameLookup) -> Record:
        """The record of decoded JSON; given the games (core never imports the registry)."""
        return record_json.record_from_dict(data, games, cls)

    def count_repetitions(self) -> None:
        """Count every node's repetitions in one walk of the tree (linear, not moves × depth)."""
        if self.game.repetition_draw is None:
            return
        seen = Repetitions(self.game.repetition_draw)
        stack: list[tuple[Node, bool]] = [(self.root, False)]
        while stack:
            node, leaving = stack.pop()
            key = node.repetition_key()
            if leaving:
                seen.remove(key)
                continue
            seen.add(key)
            node._seen = seen.seen(key)
            stack.append((node, True))
            stack.extend((child, False) for child in reversed(node.children))


def result_text(outcome: Outcome | None) -> str:
    """'1-0', '½-½', or places such as '1-⅓-0-⅔'; '*' while the game runs."""
    if outcome is None:
        return "*"
    names = {0.0: "0", 1.0: "1", 0.5: "½"}
    parts = []
    for score in outcome:
        for value, name in names.items():
            if math.isclose(score, value):
                parts.append(name)
                break
        else:
            parts.append(_fraction(score))
    return "-".join(parts)


def _fraction(score: float) -> str:
    for denominator in (3, 4, 5, 6):
        numerator = round(score * denominator)
        if math.isclose(numerator / denominator, score):
            return f"{numerator}/{denominator}"
    return f"{score:.3g}"
