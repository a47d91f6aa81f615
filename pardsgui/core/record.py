"""The game record: a tree of moves with variations, comments and metadata.

Like a PGN or SGF tree it stores only moves; every node also keeps the
position its move leads to (positions are small immutable values).  The
first child of a node is its main line, the others are variations.

Saved as versioned JSON.  Loading checks every field, replays every move and
refuses a bad file with a message that says where it is wrong; nothing in a
file is ever executed, and absurd sizes are refused before parsing.
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

from pardsgui.core.contract import (
    Game,
    GameUnavailable,
    IllegalMove,
    Move,
    OptionError,
    Outcome,
    Position,
    PositionError,
    draw,
)

FORMAT = "pardsgui-record"
VERSION = 1
MAX_BYTES = 32 * 1024 * 1024
MAX_NODES = 1_000_000
MAX_VARIATION_DEPTH = 100
MAX_COMMENT = 100_000
MAX_HEADER = 1_000
HEADER_KEYS = ("event", "site", "date", "round", "annotator")


_UNSET = object()


class RecordError(ValueError):
    """A record file that cannot be loaded; the message says what and where."""


def now_text() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


class Node:
    """One move in the tree (the root has no move)."""

    __slots__ = ("_key", "_seen", "children", "comment", "move", "parent", "position", "text")

    def __init__(self, parent: Node | None, move: Move | None, text: str, position: Position):
        self.parent = parent
        self.move = move
        self.text = text
        self.position = position
        self.children: list[Node] = []
        self.comment = ""
        self._key: object = _UNSET  # the position's repetition key, once asked for
        self._seen = 0  # how often that key occurs from the root to here, once counted

    def repetition_key(self) -> object:
        if self._key is _UNSET:
            self._key = self.position.repetition_key()
        return self._key

    def times_seen(self) -> int:
        """How often this node's repetition key occurs on the path from the root to it.

        Counted once per node (a node's ancestors never change), so checking
        every node of a long game is linear, not quadratic.
        """
        if not self._seen:
            key = self.repetition_key()
            node, count = self.parent, 1
            while node is not None:
                if node.repetition_key() == key:
                    count += node.times_seen()
                    break
                node = node.parent
            self._seen = count
        return self._seen

    @property
    def ply(self) -> int:
        count, node = 0, self
        while node.parent is not None:
            count += 1
            node = node.parent
        return count

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

    def __repr__(self) -> str:
        return f"<Node ply={self.ply} {self.text!r}>"


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
        self.root = Node(None, None, "", start)
        self.current = self.root
        seats = start.players
        self.players = list(players) if players else [""] * seats
        if len(self.players) != seats:
            raise ValueError(f"{game.name} here has {seats} seats, not {len(self.players)}")
        self.headers: dict[str, str] = {}
        self.created = now_text()
        self.modified = self.created

    # -- the tree ---------------------------------------------------------------

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
                self.current = child
                return child
        position = node.position.play(move)  # raises IllegalMove
        child = Node(node, move, node.position.move_text(move), position)
        node.children.append(child)
        self.current = child
        self.touch()
        return child

    def play_text(self, text: str) -> Node:
        return self.play(self.current.position.parse_move(text))

    def go_to(self, node: Node) -> None:
        if node.path()[0] is not self.root:
            raise ValueError("that node is not in this record")
        self.current = node

    def back(self) -> bool:
        if self.current.parent is None:
            return False
        self.current = self.current.parent
        return True

    def forward(self) -> bool:
        child = self.current.main_child()
        if child is None:
            return False
        self.current = child
        return True

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
        if child is None:
            return
        siblings = child.parent.children if child.parent else []
        index = siblings.index(child)
        siblings[index - 1], siblings[index] = siblings[index], siblings[index - 1]
        self.touch()

    def promote_to_main(self, node: Node) -> None:
        """Make the line through `node` the main line all the way up."""
        while (child := self._branch_child(node)) is not None:
            assert child.parent is not None
            child.parent.children.remove(child)
            child.parent.children.insert(0, child)
            node = child.parent
        self.touch()

    def delete(self, node: Node) -> None:
        """Remove `node` and everything after it; the view moves to its parent if inside."""
        parent = node.parent
        if parent is None:
            raise ValueError("the start position cannot be deleted")
        if node in self.current.path():
            self.current = parent
        parent.children.remove(node)
        self.touch()

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
        """The position's own outcome, or a draw by repetition along the path to `node`."""
        node = node or self.current
        result = node.position.outcome
        if result is not None:
            return result
        times = self.game.repetition_draw
        if times is None:
            return None
        if node.repetition_key() is None:
            return None
        return draw(node.position.players) if node.times_seen() >= times else None

    def repetitions(self, node: Node | None = None) -> Counter[object]:
        node = node or self.current
        return Counter(n.position.repetition_key() for n in node.path())

    # -- files ------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        result = self.outcome(self.root.line_end())
        return {
            "format": FORMAT,
            "version": VERSION,
            "game": self.game.id,
            "options": dict(self.options),
            "start": self.start.to_text(),
            "players": list(self.players),
            "headers": dict(self.headers),
            "created": self.created,
            "modified": self.modified,
            "result": list(result) if result is not None else None,
            "comment": self.root.comment,
            "moves": _line_to_json(self.root),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> Record:
        if len(text) > MAX_BYTES:
            raise RecordError(f"the file is {len(text):,} bytes; a record is at most {MAX_BYTES:,}")
        if isinstance(text, bytes):
            try:
                text = text.decode("utf-8")
            except UnicodeDecodeError as error:
                raise RecordError(f"not UTF-8 text (byte {error.start}): not a pardsgui record") from None
        try:
            data = json.loads(text, parse_constant=_reject_constant)
        except json.JSONDecodeError as error:
            raise RecordError(
                f"not valid JSON at line {error.lineno}, column {error.colno}: {error.msg}"
                " (is the file truncated or from another program?)"
            ) from None
        except (RecursionError, ValueError) as error:
            raise RecordError(f"not a pardsgui record: {error}") from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        from pardsgui.games import get_game

        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError('not a pardsgui game record (no "format": "pardsgui-record")')
        version = data.get("version")
        if type(version) is not int or version < 1:
            raise RecordError(f'field "version": expected a whole number, found {version!r}')
        if version > VERSION:
            raise RecordError(
                f"this record was written by a newer pardsgui (format version {version});"
                f" this version reads up to {VERSION}: please update pardsgui"
            )
        unknown = set(data) - _TOP_KEYS
        if unknown:
            raise RecordError(f"unknown field {sorted(unknown)[0]!r} at the top of the record")
        game_id = _need(data, "game", str, "the top of the record")
        try:
            game = get_game(game_id)
        except GameUnavailable as error:
            raise RecordError(f'field "game": {error}') from None
        except KeyError:
            raise RecordError(f'field "game": unknown game {game_id!r}') from None
        options = data.get("options", {})
        if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in options.items()
        ):
            raise RecordError('field "options": expected an object of text values')
        try:
            options = game.check_options(options)
        except OptionError as error:
            raise RecordError(f'field "options": {error}') from None
        start_text = _need(data, "start", str, "the top of the record")
        try:
            start = game.parse(start_text)
        except PositionError as error:
            raise RecordError(f'field "start": {error}') from None
        start_options = game.check_options(game.options_of(start))
        if start_options != options:
            raise RecordError(
                f'field "options" says {options} but the start position is played with {start_options}'
            )
        players = data.get("players", [""] * start.players)
        if (
            not isinstance(players, list)
            or len(players) != start.players
            or not all(isinstance(p, str) and len(p) <= MAX_HEADER for p in players)
        ):
            raise RecordError(f'field "players": expected {start.players} names')
        record = cls(game, start, players=players)
        headers = data.get("headers", {})
        if not isinstance(headers, dict):
            raise RecordError('field "headers": expected an object')
        for key, value in headers.items():
            if key not in HEADER_KEYS or not isinstance(value, str) or len(value) > MAX_HEADER:
                raise RecordError(f'field "headers": bad entry {key!r}')
            record.headers[key] = value
        for key in ("created", "modified"):
            value = data.get(key, record.created)
            if not isinstance(value, str) or len(value) > 64:
                raise RecordError(f"field {key!r}: expected a date text")
            setattr(record, key, value)
        result = data.get("result")
        if result is not None and not (
            isinstance(result, list) and all(type(x) in (int, float) for x in result)
        ):
            raise RecordError('field "result": expected a list of scores or null')
        record.root.comment = _comment(data, "the start")
        moves = data.get("moves", [])
        _Loader(record).line(record.root, moves, "the main line", 0)
        modified = record.modified
        record.current = record.root.line_end()
        record.modified = modified
        return record


_TOP_KEYS = {
    "format",
    "version",
    "game",
    "options",
    "start",
    "players",
    "headers",
    "created",
    "modified",
    "result",
    "comment",
    "moves",
}
_NODE_KEYS = {"move", "comment", "variations"}


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not allowed in a record")


def _need(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise RecordError(f"field {key!r} is missing at {where}")
    value = data[key]
    if not isinstance(value, kind):
        raise RecordError(f"field {key!r} at {where}: expected {kind.__name__}")
    return value


def _comment(data: dict[str, Any], where: str) -> str:
    comment = data.get("comment", "")
    if not isinstance(comment, str) or len(comment) > MAX_COMMENT:
        raise RecordError(f"the comment at {where} is not text of at most {MAX_COMMENT} characters")
    return comment


def _line_to_json(parent: Node) -> list[dict[str, Any]]:
    """A node's main line as a list; each entry carries the variations that replace it."""
    line: list[dict[str, Any]] = []
    node = parent
    while node.children:
        first, *others = node.children
        entry: dict[str, Any] = {"move": first.text}
        if first.comment:
            entry["comment"] = first.comment
        if others:
            entry["variations"] = [[_node_json(other), *_line_to_json(other)] for other in others]
        line.append(entry)
        node = first
    return line


def _node_json(node: Node) -> dict[str, Any]:
    entry: dict[str, Any] = {"move": node.text}
    if node.comment:
        entry["comment"] = node.comment
    return entry


class _Loader:
    def __init__(self, record: Record) -> None:
        self.record = record
        self.count = 0

    def line(self, parent: Node, entries: Any, name: str, depth: int) -> None:
        if depth > MAX_VARIATION_DEPTH:
            raise RecordError(f"variations nested deeper than {MAX_VARIATION_DEPTH} levels in {name}")
        if not isinstance(entries, list):
            raise RecordError(f"{name}: expected a list of moves")
        node = parent
        for index, entry in enumerate(entries):
            ply = parent.ply + index + 1
            where = f"move {ply} of {name}"
            if not isinstance(entry, dict):
                raise RecordError(f'{where}: expected an object with a "move"')
            unknown = set(entry) - _NODE_KEYS
            if unknown:
                raise RecordError(f"{where}: unknown field {sorted(unknown)[0]!r}")
            if index == 0 and depth > 0 and "variations" in entry:
                raise RecordError(f"{where}: the first move of a variation cannot carry variations")
            text = _need(entry, "move", str, where)
            child = self.add(node, text, where)
            child.comment = _comment(entry, where)
            variations = entry.get("variations", [])
            if not isinstance(variations, list):
                raise RecordError(f'{where}: "variations" must be a list')
            for number, variation in enumerate(variations, 1):
                self.line(node, variation, f"variation {number} at move {ply} of {name}", depth + 1)
            node = child

    def add(self, parent: Node, text: str, where: str) -> Node:
        self.count += 1
        if self.count > MAX_NODES:
            raise RecordError(f"more than {MAX_NODES:,} moves: not a record this program writes")
        if len(text) > 200:
            raise RecordError(f"{where}: the move text is {len(text)} characters long")
        if self.record.outcome(parent) is not None:
            raise RecordError(f"{where}: {text!r} comes after the game has ended")
        position = parent.position
        try:
            move = position.parse_move(text)
            after = position.play(move)
        except (IllegalMove, PositionError) as error:
            raise RecordError(f"{where}: {text!r} is not legal: {error}") from None
        if any(child.move == move for child in parent.children):
            raise RecordError(f"{where}: {text!r} is already a move at this point")
        child = Node(parent, move, position.move_text(move), after)
        parent.children.append(child)
        return child


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
