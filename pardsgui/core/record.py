"""The game record: a tree of moves with variations, comments and metadata.

Like a PGN or SGF tree it stores only moves. A node keeps the position its move
leads to only at every `CHECKPOINT`-th ply (and the root); any other position is
played again from the nearest kept one when asked, and the last `RECENT` asked
stay at hand, so a game of a million moves holds some 30,000 positions, not a
million, and walking it costs a move's replay a step. What a repetition count
needs of each position is kept instead: the hash of its repetition key. The
first child of a node is its main line, the others are variations.

The node looked at, and the way Forward goes from it, is the record's cursor
(pardsgui/core/cursor.py); draws by repetition follow the one rule of
pardsgui/core/repetition.py; the file, versioned JSON, is written and read by
pardsgui/core/record_json.py (`to_json` and `from_json` here are short ways in).
"""

from __future__ import annotations

import math
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from pardsgui.core import record_json
from pardsgui.core.contract import Game, GameUnavailable, IllegalMove, Move, Outcome, Position, draw
from pardsgui.core.cursor import Cursor
from pardsgui.core.ending import Ending
from pardsgui.core.limits import MAX_BYTES, MAX_NODES, too_many_moves
from pardsgui.core.record_json import FORMAT, VERSION, GameLookup, RecordError
from pardsgui.core.repetition import Repetitions, is_repetition_draw

if TYPE_CHECKING:
    from pardsgui.core.review_data import Review

# What callers long found here; the file format's own module holds them now.
__all__ = ["FORMAT", "MAX_BYTES", "VERSION", "GameLookup", "Node", "Record", "RecordError", "result_text"]

# A node keeps its position at every ply that is a multiple of this; the others are played
# again from there (at most CHECKPOINT - 1 moves) when asked for.
CHECKPOINT = 32
# Positions asked for lately, kept at hand: the window asks for the same few at every redraw,
# and walking a line back replays each stretch between checkpoints once, not once a step.
RECENT = 512
#: Depths whose numbers the tree shares (`Tree.plies`): a list of 65,536 costs 0.5 MB, and a line
#: deeper than that has a number per move however it is kept.
SHARED_PLIES = 1 << 16

SeatOf = Callable[[Position], "int | None"]  # whose turn a position is (BoardView.acting_seat)
SecretOf = Callable[[Position], bool]  # whether its seat to move decides in secret (BoardView.secret)


def now_text() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


def _acting_seat(position: Position) -> int | None:
    """Whose turn it is, for a game with no board view (the views' default)."""
    return position.current if position.outcome is None else None


def _no_secret(_position: Position) -> bool:
    return False


def view_readers(game: Game) -> tuple[SeatOf, SecretOf]:
    """Whose turn a position of `game` is (a die after the roll: the roller's), and whether it is
    decided in secret, as the game's board view says."""
    try:
        view = game.board_view()
    except GameUnavailable:
        return _acting_seat, _no_secret
    return view.acting_seat, view.secret


class Tree:
    """What every node of one record shares: counts that spare walks to the root, positions at hand.

    A game of a million moves must answer a click within a frame, so neither "is this node
    still in the tree?" nor "has this position occurred before on its line?" may walk the
    line each time; and it must fit in memory, so most positions are played again when asked.
    """

    __slots__ = (
        "changed",
        "comments",
        "detached",
        "drawn",
        "endings",
        "ends",
        "keys_seen",
        "plies",
        "recent",
        "repeats",
        "seat_of",
        "secret_of",
        "shared",
        "version",
    )

    def __init__(
        self,
        repeats: bool = False,
        seat_of: SeatOf | None = None,
        secret_of: SecretOf | None = None,
        changed: Callable[[], None] | None = None,
    ) -> None:
        #: Told of every edit (the record's stamp), kept here rather than in a slot of each node.
        self.changed: Callable[[], None] = changed or _nothing
        #: A node's comment, and its ending (a resignation or a draw agreed there, core/ending.py):
        #: few nodes have either, so a slot for each in every node (16 MB at a million) is not spent.
        self.comments: dict[Node, str] = {}
        self.endings: dict[Node, Ending] = {}
        #: Detachments so far: a node found in the tree since the last one still is.
        self.detached = 0
        #: Whether the game draws by repetition: then each node learns its key's hash as it is made.
        self.repeats = repeats
        #: The hashes of every repetition key worked out in this tree (never forgotten, so a
        #: deleted node's hash only costs a walk that finds nothing).
        self.keys_seen: set[int] = set()
        #: Each depth's number, made once and shared by every node at that depth: a number past
        #: 256 is an object of its own (32 bytes), and a game's variations share their depths
        #: (a million Pards moves in side lines of a thousand: 28 MB). Up to `SHARED_PLIES`.
        self.plies: list[int] = [0]
        #: Positions asked for lately (or just made), oldest first.
        self.recent: OrderedDict[Node, Position] = OrderedDict()
        #: Nodes whose count of hashes reached a draw, and whether their positions themselves do.
        self.drawn: dict[Node, bool] = {}
        #: Whose turn a position is (its game's `BoardView.acting_seat`), asked as each node is made.
        self.seat_of: SeatOf = seat_of or _acting_seat
        #: Whether the seat to move decides in secret there (its game's `BoardView.secret`).
        self.secret_of: SecretOf = secret_of or _no_secret
        #: The moves and move texts of the tree, each kept once (moves are immutable values).
        self.shared: dict[object, Any] = {}
        #: Changes to the tree's shape (a node made, taken off, put back, reordered) so far.
        self.version = 0
        #: A node -> the version at which its line's end was found, and that end.
        self.ends: dict[Node, tuple[int, Node]] = {}

    def remember(self, node: Node, position: Position) -> None:
        recent = self.recent
        recent[node] = position
        if len(recent) > RECENT:
            recent.popitem(last=False)

    def position_of(self, node: Node) -> Position:
        """A position no node keeps: played again from the nearest one kept or at hand."""
        recent = self.recent
        position = recent.get(node)
        if position is not None:
            recent.move_to_end(node)
            return position
        replayed: list[Node] = []
        walk = node
        while True:
            found = walk._position if walk._position is not None else recent.get(walk)
            if found is not None:
                break
            replayed.append(walk)
            walk = walk.parent  # type: ignore[assignment]  # the root keeps its position
        for step in reversed(replayed):
            found = found.apply(step.move)  # a node below the root has a move
            self.remember(step, found)
        return found


class Node:
    """One move in the tree (the root has no move).

    A node owns the edits of its children (python-chess's GameNode): add, detach and
    attach back, promote, demote, reorder. Each tells the record it changed, so no
    caller edits `children` or stamps the record by hand.
    """

    # Every slot is 8 bytes a move, 8 MB at a million: what few nodes have is kept by the tree.
    __slots__ = (
        "_hash",
        "_held",
        "_position",
        "_seen",
        "_tree",
        "_turn",
        "children",
        "move",
        "parent",
        "ply",
        "text",
    )
    _tree: Tree

    def __init__(
        self,
        parent: Node | None,
        move: Move | None,
        text: str,
        position: Position,
        changed: Callable[[], None] | None = None,
        repeats: bool = False,
        seat_of: SeatOf | None = None,
        secret_of: SecretOf | None = None,
    ):
        self.parent = parent
        # Shared down the tree, so telling the record costs no walk to the root.
        tree: Tree = parent._tree if parent is not None else Tree(repeats, seat_of, secret_of, changed)
        self._tree = tree
        tree.version += 1
        self._held = -1  # the tree's `detached` count when this node was last found in the tree
        self.move = move
        self.text = text
        self.children: list[Node] = []
        # A node never moves to another parent, so its depth is known once; walking to the
        # root for it made reading a long record quadratic.
        if parent is None:
            self.ply = 0
        else:
            ply = parent.ply + 1
            plies = tree.plies
            if ply < len(plies):
                ply = plies[ply]
            elif ply == len(plies) < SHARED_PLIES:
                plies.append(ply)  # the parent's depth is there: this one is next
            self.ply = ply
        self._position: Position | None = None  # kept at the root and every CHECKPOINT-th ply
        if parent is None or self.ply % CHECKPOINT == 0:
            self._position = position
        else:
            tree.remember(self, position)  # at hand for the move after it (a file read, a game played)
        self._hash: int | None = None  # the hash of the position's repetition key, once worked out
        self._seen = 0  # how often that hash occurs from the root to here, once counted
        # Whose turn it is here, whether it is a secret choice, and the hash a repetition count
        # compares, worked out now while the position is at hand: numbering a million turns,
        # asking whether a secret was chosen, or counting, plays no position again.
        seat = tree.seat_of(position)
        # One small integer, shared by every node alike: the seat (-1: none) and the secret's bit.
        self._turn = (-2 if seat is None else 2 * seat) + (1 if tree.secret_of(position) else 0)
        if tree.repeats:
            self._learn_hash(position, parent is None or parent._hash is not None)

    @property
    def seat(self) -> int | None:
        """Whose turn it is here (None: the dice's, or nobody's)."""
        turn = self._turn >> 1
        return None if turn < 0 else turn

    @property
    def secret(self) -> bool:
        """Whether its seat to move chooses in secret."""
        return bool(self._turn & 1)

    @property
    def comment(self) -> str:
        return self._tree.comments.get(self, "")

    @comment.setter
    def comment(self, words: str) -> None:
        if words:
            self._tree.comments[self] = words
        else:
            self._tree.comments.pop(self, None)

    @property
    def ending(self) -> Ending | None:
        """A resignation or a draw agreed here (core/ending.py)."""
        return self._tree.endings.get(self)

    @ending.setter
    def ending(self, ending: Ending | None) -> None:
        if ending is not None:
            self._tree.endings[self] = ending
        else:
            self._tree.endings.pop(self, None)

    @property
    def position(self) -> Position:
        """The position the node's move leads to (played again from a kept one if need be)."""
        position = self._position
        return position if position is not None else self._tree.position_of(self)

    def repetition_key(self) -> object:
        return self.position.repetition_key()

    def _learn_hash(self, position: Position, ancestors_known: bool = False) -> int:
        """Work out the hash of the position's key; a hash the tree never met occurs once.

        Only when every ancestor's hash is known (so in `keys_seen`): a node's whose
        ancestors were never asked could meet its key above it.
        """
        code = self._hash = hash(position.repetition_key())
        seen = self._tree.keys_seen
        if code not in seen:
            seen.add(code)
            if ancestors_known:
                self._seen = 1
        return code

    def times_seen(self) -> int:
        """How often this node's repetition key occurs on the path from the root to it, by its hash.

        Counted once per node (a node's ancestors never change).  Loading a
        record counts every node in one walk of the tree (`count_repetitions`);
        a node added later walks up to the nearest node with the same hash, or
        none when the tree never met that hash. Counted by hashes, two keys alike
        in hash alone would count as one: `Record.outcome` compares the positions
        themselves before it calls a game drawn (`repeated`).
        """
        if not self._seen:
            wanted = self._hash
            if wanted is None:
                wanted = self._learn_hash(self.position)
            node, count = self.parent, 1
            # Walked to the root for a position never seen before: a pass over integers.
            while node is not None:
                code = node._hash if node._hash is not None else node._learn_hash(node.position)
                if code == wanted:
                    count += node.times_seen()
                    break
                node = node.parent
            self._seen = count
        return self._seen

    def repeated(self, times: int) -> bool:
        """Whether this node's position itself (not only its key's hash) occurs `times` times on its line."""
        key = self.repetition_key()
        if key is None:  # a key of None never repeats (core/repetition.py)
            return False
        wanted = self._hash if self._hash is not None else self._learn_hash(self.position)
        count, node = 1, self.parent
        # Up to the earlier occurrences only: a repetition is found near where it happens.
        while node is not None and count < times:
            code = node._hash if node._hash is not None else node._learn_hash(node.position)
            if code == wanted and node.repetition_key() == key:
                count += 1
            node = node.parent
        return count >= times

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
        """The last node of the main line from here (known without a walk while the tree is unchanged)."""
        tree = self._tree
        known = tree.ends.get(self)
        if known is not None and known[0] == tree.version:
            return known[1]
        node = self
        while node.children:
            node = node.children[0]
        if len(tree.ends) > 64:  # a few starts are asked again (the start, by End and the file)
            tree.ends.clear()
        tree.ends[self] = (tree.version, node)
        return node

    def _edited(self) -> None:
        self._tree.version += 1  # what `line_end` knew may be wrong now
        self._tree.changed()

    # -- edits ---------------------------------------------------------------------

    def add(self, move: Move, text: str, position: Position) -> Node:
        """A new last child: `move` (written `text`) leading to `position`."""
        child = self.grow(move, text, position)
        self._edited()
        return child

    def grow(self, move: Move, text: str, position: Position) -> Node:
        """A new last child, the record not told: for building it (a file read), not for an edit.

        `position` must be the one `move` leads to: the node may forget it and play the move
        again when asked (`apply`).
        """
        # One object for each move and each text however often it is played: a million moves are
        # a few thousand different ones (some 100 MB less at a million moves).
        shared = self._tree.shared
        child = Node(self, shared.setdefault(move, move), shared.setdefault(text, text), position)
        if self.children:
            self.children.append(child)
        else:
            self.children = [child]  # a list of one, not the four places `append` makes room for
        return child

    def detach(self, child: Node) -> int:
        """Take `child` and everything after it off the tree; its place, to `attach` it back."""
        index = self.children.index(child)
        del self.children[index]
        tree = self._tree
        # Known to be in the tree: this node, found so since the last detachment, or `child`, whose
        # parent it is (undoing moves one by one from a line's end detaches each time the parent
        # of the child last detached; without this, every other undo walked the line to the root,
        # 60 to 290 ms at a million moves).
        held = self._held == tree.detached or child._held == tree.detached or self.parent is None
        tree.detached += 1
        if held:  # only what hangs below `child` left the tree: this node is known to be in it still
            self._held = tree.detached
        self._edited()
        return index

    def attach(self, child: Node, index: int | None = None) -> None:
        """Put back a child this node had (undoing `detach`), at `index` or last."""
        if child.parent is not self:
            raise ValueError("a node goes back only under the node it came from")
        self.children.insert(len(self.children) if index is None else index, child)
        self._edited()

    def promote(self) -> bool:
        """One place up among its siblings; False when it is first already (or the root)."""
        siblings = self.parent.children if self.parent is not None else [self]
        index = siblings.index(self)
        if index == 0:
            return False
        siblings[index - 1], siblings[index] = siblings[index], siblings[index - 1]
        self._edited()
        return True

    def demote(self) -> bool:
        """One place down among its siblings; False when it is last already (or the root)."""
        siblings = self.parent.children if self.parent is not None else [self]
        index = siblings.index(self)
        if index == len(siblings) - 1:
            return False
        siblings[index], siblings[index + 1] = siblings[index + 1], siblings[index]
        self._edited()
        return True

    def end(self, ending: Ending | None) -> None:
        """The game ends here by the players' word (None: it goes on, the ending taken back)."""
        if ending is not None and self.children:
            raise ValueError("a game ends at the end of a line, not where moves follow")
        self.ending = ending
        self._edited()

    def reorder(self, children: list[Node]) -> None:
        """The same children in another order (undoing promotions)."""
        if sorted(map(id, children)) != sorted(map(id, self.children)):
            raise ValueError("reorder keeps the same children")
        self.children[:] = children
        self._edited()

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
        seat_of, secret_of = view_readers(game)
        self.root = Node(
            None,
            None,
            "",
            start,
            changed=self.touch,
            repeats=game.repetition_draw is not None,
            seat_of=seat_of,
            secret_of=secret_of,
        )
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
        count = self.move_count()
        # Moves taken back or deleted made `grown` count more than the tree holds: counted now, it
        # is again what the tree holds, and the next count waits until that many more are added
        # (counting at every move past the limit made the last of a million moves cost a second).
        self.grown = count
        return too_many_moves(count)

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
        if self.drawn_by_repetition(node):
            return draw(node.position.players)
        return None

    def drawn_by_repetition(self, node: Node) -> bool:
        """Whether the game is drawn at `node` by repetition: hashes counted, then positions compared."""
        draw_after = self.game.repetition_draw
        if draw_after is None or not is_repetition_draw(0, node.times_seen(), draw_after):
            return False
        drawn = node._tree.drawn
        if node not in drawn:  # compared once: the walk up may be long
            drawn[node] = node.repeated(draw_after)
        return drawn[node]

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
    def from_dict(
        cls,
        data: Any,
        games: GameLookup,
        consume: bool = False,
        progress: Callable[[int, int], None] | None = None,
    ) -> Record:
        """The record of decoded JSON; given the games (core never imports the registry).

        `consume`: `data` is of no more use to the caller; its moves are let go as they are read.
        `progress`: told the moves read and the moves in all, as `record_json.record_from_dict` says.
        """
        return record_json.record_from_dict(data, games, cls, consume, progress)

    @classmethod
    def begin(
        cls,
        data: Any,
        games: GameLookup,
        consume: bool = False,
        progress: Callable[[int, int], None] | None = None,
    ) -> record_json.RecordReading[Record]:
        """`from_dict`'s reading, a stretch of moves at a time (`RecordReading`)."""
        return record_json.begin_record(data, games, cls, consume, progress)

    def count_repetitions(self) -> None:
        """Count every node's repetitions, by hash, in one walk of the tree (linear, not moves × depth)."""
        if self.game.repetition_draw is None:
            return
        seen = Repetitions(self.game.repetition_draw)
        # A line of single moves is entered in one go and left by walking it back up, so the
        # stack holds a pair per line, not per move (a million-move line held a million pairs).
        stack: list[tuple[Node, Node | None]] = [(self.root, None)]
        while stack:
            node, end = stack.pop()
            if end is not None:  # leaving the line from `node` down to `end`
                walk = end
                while True:
                    seen.remove(walk._hash)
                    if walk is node:
                        break
                    walk = walk.parent  # type: ignore[assignment]  # `node` is above it
                continue
            start = node
            while True:
                code = node._hash if node._hash is not None else node._learn_hash(node.position)
                seen.add(code)
                node._seen = seen.seen(code)
                if len(node.children) != 1:
                    break
                node = node.children[0]
            stack.append((start, node))
            stack.extend((child, None) for child in reversed(node.children))


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
