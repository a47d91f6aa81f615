"""A game record's file: versioned JSON, written and read back (pardsgui/core/record.py holds the tree).

Loading checks every field, replays every move and refuses a bad file with a
message that says where it is wrong; nothing in a file is ever executed, and
absurd sizes are refused before parsing.

The file is flat whatever the tree (format version 2): the main line, then
every variation as its own line that names the line and move it replaces.
Writing and reading walk the tree with explicit lists, never by recursion,
so whatever depth of variations a person builds, Save writes it and Open
reads it back the same (version 1 nested variations in the JSON itself;
it is still read).

`Record.to_json`, `from_json`, `to_dict` and `from_dict` call these, so the
record's module imports this one; this one uses the record only through the
record it is given, or the class (`kind`) it is given to build, named by what
is used of them (`FiledRecord`, `FiledNode`): it never imports the record's
module back (no import circle, not even for the type checker).
"""

from __future__ import annotations

import contextlib
import itertools
import json
from collections import Counter, deque
from collections.abc import Callable, Iterator
from json.encoder import encode_basestring as _string  # a string as json.dumps writes it, not ASCII-only
from typing import TYPE_CHECKING, Any, Generic, Protocol, Self, TypeVar

from pardsgui.core.bulk import building
from pardsgui.core.contract import (
    Game,
    GameUnavailable,
    IllegalMove,
    Move,
    Notation,
    OptionError,
    Outcome,
    Position,
    PositionError,
)
from pardsgui.core.ending import Ending, EndingError, ending_from_json
from pardsgui.core.levels import LEVEL_NAMES
from pardsgui.core.limits import (
    MAX_BYTES,
    MAX_COMMENT,
    MAX_COMMENTS,
    MAX_HEADER,
    MAX_MOVE_TEXT,
    MAX_NODES,
)
from pardsgui.i18n import _, isolate, ngettext

if TYPE_CHECKING:
    from pardsgui.core.review_data import Review

FORMAT = "pardsgui-record"
VERSION = 3  # 3: who plays each seat ("computer"), endings by the players' word ("ending"), a game's notation
# The limits are core/limits.py's, for the writing side and the reading side alike.
HEADER_KEYS = ("event", "site", "date", "round", "annotator")

GameLookup = Callable[[str], Game]  # a game by its id: the registry's get_game


class RecordError(ValueError):
    """A record file that cannot be loaded; the message says what and where."""


class FiledNode(Protocol):
    """A node of the record's tree as its file sees it (core/record.py's Node)."""

    @property
    def move(self) -> Move | None: ...

    @property
    def text(self) -> str: ...

    @property
    def position(self) -> Position: ...

    @property
    def ply(self) -> int: ...

    @property
    def children(self) -> list[Self]: ...

    comment: str
    ending: Ending | None

    def grow(self, move: Move, text: str, position: Position) -> Self: ...

    def line_end(self) -> Self: ...


Node = TypeVar("Node", bound=FiledNode)  # the record's Node


class FiledRecord(Protocol[Node]):
    """A record as its file sees it (core/record.py's Record): what is written, and what reading sets."""

    # How reading makes one, as the class it is given (`kind`: Record, or a subclass).
    def __init__(self, game: Game, start: Position, *, players: list[str]) -> None: ...

    @property
    def game(self) -> Game: ...

    @property
    def options(self) -> dict[str, str]: ...

    @property
    def start(self) -> Position: ...

    @property
    def players(self) -> list[str]: ...

    @property
    def headers(self) -> dict[str, str]: ...

    @property
    def root(self) -> Node: ...

    created: str
    modified: str
    computer: dict[int, str]
    review: Review | None
    grown: int

    def outcome(self, node: Node | None = None) -> Outcome | None: ...

    def drawn_by_repetition(self, node: Node) -> bool: ...

    def go_to(self, node: Node) -> None: ...

    def count_repetitions(self) -> None: ...


Record = TypeVar("Record", bound="FiledRecord[Any]")  # the record's Record, or a subclass


# -- writing -----------------------------------------------------------------------


def record_to_dict(record: FiledRecord[Node]) -> dict[str, Any]:
    """The record as the JSON value its file holds."""
    head, tail = _around_the_lines(record)
    with building():  # an object per move, none of them cyclic: the collector would look at all
        main, *variations = _lines_to_json(record.root, _entry_json)
    data = {**head, "moves": main["moves"]}
    if variations:
        data["variations"] = variations
    return data | tail


def _around_the_lines(record: FiledRecord[Node]) -> tuple[dict[str, Any], dict[str, Any]]:
    """What the file holds before its lines of moves, and after them, in the order it is written."""
    # Here, not at the top: importing the record (which imports this module) stays light.
    from pardsgui.core.review_data import review_to_json

    result = record.outcome(record.root.line_end())
    head = {
        "format": FORMAT,
        "version": VERSION,
        "game": record.game.id,
        "options": dict(record.options),
        "start": record.start.to_text(),
        "players": list(record.players),
        "headers": dict(record.headers),
        "created": record.created,
        "modified": record.modified,
        "result": list(result) if result is not None else None,
        "comment": record.root.comment,
    }
    tail: dict[str, Any] = {}
    if record.game.notation > 1:  # the version of the game's texts; a file without it holds version 1
        tail["notation"] = record.game.notation
    if record.computer:
        tail["computer"] = {str(seat): level for seat, level in sorted(record.computer.items())}
    if record.root.ending is not None:
        tail["ending"] = record.root.ending.to_json()
    review = review_to_json(record.review, record.root) if record.review is not None else None
    if review is not None:
        tail["review"] = review
    return head, tail


def _dumps(value: Any) -> str:
    # Compact: a record of a million moves is its moves, not whitespace (36 MB, not 60).
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def record_to_json(record: FiledRecord[Node]) -> str:
    """The file's text: what `json.dumps(record_to_dict(record))` gives, compact, written a move at a time.

    A dictionary per move for the whole game at once weighed some 190 MB at a million moves
    (as much again as the game itself, at each Save and at each autosave's base).
    """
    head, tail = _around_the_lines(record)
    with building():
        main, *variations = _lines_to_json(record.root, _same)  # the nodes, written a slice at a time
        parts = [_dumps(head)[:-1], ',"moves":[', _moves_text(main["moves"]), "]"]
        main.clear()
        if variations:
            parts.append(',"variations":[')
            parts.append(
                ",".join(
                    f'{{"at":{_dumps(line["at"])},"moves":[{_moves_text(line["moves"])}]}}'
                    for line in variations
                )
            )
            parts.append("]")
        del variations
        parts.append("," + _dumps(tail)[1:] if tail else "}")
        text = "".join(parts)
        del parts
    size = len(text) if text.isascii() else len(text.encode("utf-8"))  # no 36 MB copy to count ASCII
    if size > MAX_BYTES:  # a record within the limits never is: this is the last guard, said in words
        raise RecordError(
            _(
                "the game would make a file of {size} bytes; a record file holds at most {limit}"
                " (its review is the likely cause: export the moves as text instead)"
            ).format(size=f"{size:,}", limit=f"{MAX_BYTES:,}")
        )
    return text


# -- reading -----------------------------------------------------------------------


def record_from_json(text: str | bytes, games: GameLookup, kind: type[Record]) -> Record:
    """The record a file holds, built as a `kind`; `games` finds a game by its id (`get_game`)."""
    with building():  # millions of objects that all stay: the collector would only look at them
        return _record_from_json(text, games, kind)


def _record_from_json(text: str | bytes, games: GameLookup, kind: type[Record]) -> Record:
    if len(text) > MAX_BYTES:
        raise RecordError(
            _("the file is {size} bytes; a record is at most {limit}").format(
                size=f"{len(text):,}", limit=f"{MAX_BYTES:,}"
            )
        )
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise RecordError(
                _("not UTF-8 text (byte {byte}): not a pardsgui record").format(byte=error.start)
            ) from None
    text = text.removeprefix("\ufeff")  # a byte-order mark, as some editors write
    try:
        data = json.loads(text, parse_constant=_reject_constant, object_hook=moves_decoded())
    except json.JSONDecodeError as error:
        raise RecordError(
            _(
                "not valid JSON at line {line}, column {column}: {error}"
                " (is the file truncated or from another program?)"
            ).format(line=error.lineno, column=error.colno, error=error.msg)
        ) from None
    except RecursionError:
        raise RecordError(_("not a pardsgui record: its JSON is nested far too deep")) from None
    except ValueError as error:
        raise RecordError(_("not a pardsgui record: {reason}").format(reason=error)) from None
    return record_from_dict(data, games, kind, consume=True)


def record_from_dict(
    data: Any, games: GameLookup, kind: type[Record], consume: bool = False, progress: Progress | None = None
) -> Record:
    """The record of decoded JSON, built as a `kind`; given the games (core never imports the registry).

    Read whole: `begin_record` gives the same reading a stretch at a time.
    """
    return begin_record(data, games, kind, consume, progress).read_all()


def begin_record(
    data: Any, games: GameLookup, kind: type[Record], consume: bool = False, progress: Progress | None = None
) -> RecordReading[Record]:
    """The reading of decoded JSON into a `kind`, its top read and checked, its moves to come.

    `consume`: the caller has no more use for `data`, whose moves are let go as they are read
    (the decoded moves of a million-move file weigh some 250 MB more than the tree they make).
    `progress(moves read, moves in the file)` is told every `PROGRESS_EVERY` moves and once at the
    end of the moves; whatever it raises stops the reading (a person's Cancel).
    """
    if isinstance(data, dict):  # what is not a line's moves reads as it was decoded (`moves_decoded`)
        data = {key: value if key in _LINES else _MoveOnly.restored(value) for key, value in data.items()}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(_('not a pardsgui game record (no "format": "pardsgui-record")'))
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise RecordError(_whole_number("version", version))
    if version > VERSION:
        raise RecordError(
            _(
                "this record was written by a newer pardsgui (format version {version});"
                " this version reads up to {known}: please update pardsgui"
            ).format(version=version, known=VERSION)
        )
    known = _TOP_KEYS - (set() if version >= 3 else _SINCE_3) - (set() if version >= 2 else {"variations"})
    unknown = set(data) - known
    if unknown:
        raise RecordError(
            _("unknown field {field} at the top of the record").format(field=repr(sorted(unknown)[0]))
        )
    game_id = _need(data, "game", str, _("the top of the record"))
    try:
        game = games(game_id)
    except GameUnavailable as error:
        raise RecordError(_field("game", str(error))) from None
    except KeyError:
        raise RecordError(_field("game", _("unknown game {game}").format(game=repr(game_id)))) from None
    options = data.get("options", {})
    if not isinstance(options, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in options.items()
    ):
        raise RecordError(_field("options", _("expected an object of text values")))
    try:
        options = game.check_options(options)
    except OptionError as error:
        raise RecordError(_field("options", str(error))) from None
    start_text = _need(data, "start", str, _("the top of the record"))
    old = _old_notation(game, data.get("notation", 1))
    try:
        start = old.parse(start_text) if old else game.parse(start_text)
    except PositionError as error:
        raise RecordError(_field("start", str(error))) from None
    start_options = game.check_options(game.options_of(start))
    if start_options != options:
        raise RecordError(
            _('field "options" says {options} but the start position is played with {start}').format(
                options=options, start=start_options
            )
        )
    players = data.get("players", [""] * start.players)
    if not isinstance(players, list) or len(players) != start.players:
        raise RecordError(
            _field(
                "players",
                ngettext("expected {count} name", "expected {count} names", start.players).format(
                    count=start.players
                ),
            )
        )
    for number, player in enumerate(players, 1):
        _text(player, MAX_HEADER, _field("players", _("name {number}").format(number=number)))
    record = kind(game, start, players=players)
    record.computer = _computer(data.get("computer", {}), start.players)
    headers = data.get("headers", {})
    if not isinstance(headers, dict):
        raise RecordError(_field("headers", _("expected an object")))
    for key, value in headers.items():
        if key not in HEADER_KEYS or not isinstance(value, str):
            raise RecordError(_field("headers", _("bad entry {key}").format(key=repr(key))))
        record.headers[key] = _text(
            value, MAX_HEADER, _field("headers", _("entry {key}").format(key=repr(key)))
        )
    for key in ("created", "modified"):
        value = data.get(key, record.created)
        if not isinstance(value, str) or len(value) > 64:
            raise RecordError(
                _("field {field}: {reason}").format(field=repr(key), reason=_("expected a date text"))
            )
        setattr(record, key, _text(value, 64, _("field {field}").format(field=repr(key))))
    result = data.get("result")
    if result is not None and not (isinstance(result, list) and all(type(x) in (int, float) for x in result)):
        raise RecordError(_field("result", _("expected a list of scores or null")))
    record.root.comment = _comment(data, _("the start"))
    if "ending" in data:
        record.root.ending = _ending(data["ending"], start.players, _("the start"))
    moves = data.get("moves", [])
    if version >= 2:
        variations = data.get("variations", [])
        if not isinstance(variations, list):
            raise RecordError(_field("variations", _("expected a list of variations")))
        lines = [_Line(-1, 0, moves), *(_variation_line(k, v) for k, v in enumerate(variations, 1))]
    else:
        lines = _flatten_version_1(moves)
    return RecordReading(record, _Loader(record, lines, version, old, consume, progress), data.get("review"))


class RecordReading(Generic[Record]):
    """A record read a stretch of moves at a time: the window shows a big file's game while it reads.

    `record` holds the moves read so far, each checked by the rules as it is read; `run` reads on,
    yielding after every `every` moves, and ends by putting the file's review on and the record at
    the end of its main line, as `record_from_dict` gives it. Whatever it raises (`RecordError`)
    says what is wrong and where, as a whole reading would.
    """

    def __init__(self, record: Record, loader: _Loader[Any], review: Any) -> None:
        self.record = record
        self._loader = loader
        self._review = review
        self.total = loader.total  # moves in the file's lines

    @property
    def done(self) -> int:
        """Moves read so far."""
        return self._loader.count

    def untold(self) -> None:
        """Tell the `progress` given at the start no more: the reader of the moves says it its own way."""
        self._loader.progress = None

    def run(self, every: int) -> Iterator[None]:
        from pardsgui.core.review_data import ReviewDataError, review_from_json

        yield from self._loader.load_steps(every)
        record = self.record
        record.grown = self._loader.count
        if self._review is not None:
            old = self._loader.old
            review = _review_renamed(self._review, record.root, old) if old else self._review
            try:
                record.review = review_from_json(review, record.root)
            except ReviewDataError as error:
                raise RecordError(str(error)) from None
        record.go_to(record.root.line_end())

    def read_all(self) -> Record:
        for _step in self.run(PROGRESS_EVERY):
            pass
        return self.record


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
    "variations",
    "review",
    "computer",
    "ending",
    "notation",
}
_SINCE_3 = {"computer", "ending", "notation"}
_NODE_KEYS = {"move", "comment", "ending"}
_VARIATION_KEYS = {"at", "moves"}


def _old_notation(game: Game, version: Any) -> Notation | None:
    """The reader of the file's texts when they are in an older notation of the game; None: its own."""
    if type(version) is not int or version < 1:
        raise RecordError(_whole_number("notation", version))
    if version > game.notation:
        raise RecordError(
            _(
                "this record was written in {game} notation {version} by a newer pardsgui;"
                " this version reads up to {known}: please update pardsgui"
            ).format(game=game.name, version=version, known=game.notation)
        )
    old = game.old_notation(version) if version < game.notation else None
    if version < game.notation and old is None:
        raise RecordError(
            _field(
                "notation", _("{game} never had a notation {version}").format(game=game.name, version=version)
            )
        )
    return old


def _review_renamed(review: Any, root: Node, old: Notation) -> Any:
    """A review of a file in an older notation, its moves named as the record now names them."""
    if not isinstance(review, dict) or not isinstance(review.get("moves"), list):
        return review  # review_from_json says what is wrong with it
    node, moves = root, []
    for item in review["moves"]:
        if isinstance(item, dict):
            item = dict(item)
            for key in ("move", "best"):
                # Not a move there: review_from_json says so; or no move was told ("").
                with contextlib.suppress(IllegalMove, PositionError, KeyError, TypeError):
                    item[key] = node.position.move_text(old.parse_move(node.position, item[key]))
            node = next((child for child in node.children if child.text == item.get("move")), node)
        moves.append(item)
    return {**review, "moves": moves}


def _reject_constant(name: str) -> None:
    raise ValueError(_("{name} is not allowed in a record").format(name=name))


def _field(key: str, reason: str) -> str:
    """'field "players": expected 2 names': a record's field named as the file writes it."""
    return _("field {field}: {reason}").format(field=f'"{key}"', reason=reason)


def _whole_number(key: str, found: Any) -> str:
    return _field(key, _("expected a whole number, found {value}").format(value=repr(found)))


def _need(data: dict[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in data:
        raise RecordError(_("field {field} is missing at {where}").format(field=repr(key), where=where))
    value = data[key]
    if not isinstance(value, kind):
        raise RecordError(
            _("field {field} at {where}: expected {kind}").format(
                field=repr(key), where=where, kind=kind.__name__
            )
        )
    return value


def _text(value: Any, limit: int, where: str) -> str:
    """Text from a file: a string of at most `limit` characters that can be written back."""
    if not isinstance(value, str) or len(value) > limit:
        raise RecordError(
            _("{where}: expected text of at most {limit} characters").format(where=where, limit=f"{limit:,}")
        )
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        # JSON's \ud800 escapes decode to halves of characters that no file can hold
        raise RecordError(
            _("{where}: the text holds a broken character (a lone surrogate)").format(where=where)
        ) from None
    return value


def _comment(data: dict[str, Any], where: str) -> str:
    comment = data.get("comment", "")
    if not isinstance(comment, str) or len(comment) > MAX_COMMENT:
        raise RecordError(
            _("the comment at {where} is not text of at most {limit} characters").format(
                where=where, limit=MAX_COMMENT
            )
        )
    return _text(comment, MAX_COMMENT, _("the comment at {where}").format(where=where))


def _computer(data: Any, seats: int) -> dict[int, str]:
    """The seats the computer plays, as a file says: {"1": "hard"}."""
    if not isinstance(data, dict):
        raise RecordError(_field("computer", _("expected an object from seat numbers to levels")))
    computer = {}
    for key, level in data.items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and int(key) < seats):
            raise RecordError(
                _field(
                    "computer",
                    _("{seat} is not a seat of this game (0 to {last})").format(
                        seat=repr(str(key)[:20]), last=seats - 1
                    ),
                )
            )
        if level not in LEVEL_NAMES:
            raise RecordError(
                _field(
                    "computer",
                    _("seat {seat}: {level} is not a level ({levels})").format(
                        seat=key, level=repr(str(level)[:20]), levels=", ".join(LEVEL_NAMES)
                    ),
                )
            )
        computer[int(key)] = level
    return computer


def _ending(data: Any, players: int, where: str) -> Ending:
    try:
        return ending_from_json(data, players, where)
    except EndingError as error:
        raise RecordError(str(error)) from None


def _entry_json(node: Node) -> dict[str, Any]:
    entry: dict[str, Any] = {"move": node.text}
    if node.comment:
        entry["comment"] = node.comment
    if node.ending is not None:
        entry["ending"] = node.ending.to_json()
    return entry


def _same(node: Node) -> Node:
    return node


def _moves_text(nodes: list[Node]) -> str:
    """The entries of a line's moves, as the file's text, a slice at a time.

    A list of the text of a million moves at once weighed some 70 MB beside the text itself.
    """
    step = 4096
    return ",".join(",".join(map(_entry_text, nodes[at : at + step])) for at in range(0, len(nodes), step))


def _entry_text(node: Node) -> str:
    """`_entry_json`'s entry as the file's text (as json.dumps writes it, compact)."""
    text = '{"move":' + _string(node.text)
    if node.comment:
        text += ',"comment":' + _string(node.comment)
    if node.ending is not None:
        text += ',"ending":' + _dumps(node.ending.to_json())
    return text + "}"


def _lines_to_json(root: Node, entry: Callable[[Node], Any]) -> list[dict[str, Any]]:
    """The main line, then every variation: its moves and where it branches ("at": [line, move]).

    A variation replaces move `move` (counted from 0) of line `line`; lines
    come in the order of a walk that meets siblings in their order, so each
    line comes after the line it branches from.
    """
    lines: list[dict[str, Any]] = []
    todo: deque[tuple[Node, list[int] | None]] = deque([(root, None)])
    while todo:
        first, at = todo.popleft()
        number = len(lines)
        if at is None:  # the main line starts after the root
            moves: list[Any] = []
            node, index = first, 0
            lines.append({"moves": moves})
        else:
            moves, node, index = [entry(first)], first, 1
            lines.append({"at": at, "moves": moves})
        while node.children:
            main, *others = node.children
            todo.extend((other, [number, index]) for other in others)
            moves.append(entry(main))
            node = main
            index += 1
    return lines


class _Line:
    """One line of the file: the line and move it branches at (-1 for the main line), its moves."""

    __slots__ = ("at_line", "at_move", "moves")

    def __init__(self, at_line: int, at_move: int, moves: Any) -> None:
        self.at_line = at_line
        self.at_move = at_move
        self.moves = moves


def _variation_line(number: int, data: Any) -> _Line:
    where = _listed_variation(number)
    data = _MoveOnly.restored(data) if type(data) is _MoveOnly else data
    if not isinstance(data, dict):
        raise RecordError(_('{where}: expected an object with "at" and "moves"').format(where=where))
    unknown = set(data) - _VARIATION_KEYS
    if unknown:
        raise RecordError(_unknown_field(where, sorted(unknown)[0]))
    at = _need(data, "at", list, where)
    if len(at) != 2 or not all(type(x) is int for x in at):
        raise RecordError(_('{where}: "at" must be [line, move], two whole numbers').format(where=where))
    return _Line(at[0], at[1], data.get("moves"))


_LINES = ("moves", "variations")  # a record's fields that hold moves
#: Moves read between two calls of a reading's `progress`.
PROGRESS_EVERY = 8192
#: Told how many moves are read of how many (`record_from_dict`).
Progress = Callable[[int, int], None]


def moves_decoded() -> Callable[[dict[str, Any]], Any]:
    """A `json.loads` object hook for the text of a record (or what holds records: a set, an
    autosave): each `{"move": text}` decoded as one shared object per different text."""
    return _MoveOnly.hook()


class _MoveOnly:
    """An entry `{"move": text}` as decoded: one object per different text, shared.

    A decoded dictionary per move was some 240 bytes, and a million of them were alive at
    once while the first moves were read (the peak of opening a million-move game); a million
    moves are a few thousand different texts. Not a `str`: where a file has it in the place
    of a name or a header, it is refused as the object it was.
    """

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:  # as the dictionary it was, where an error names what it found
        return repr({"move": self.text})

    @staticmethod
    def restored(value: Any) -> Any:
        """`value` as JSON decodes it without the hook: for what is not a line's moves (a review)."""
        if type(value) is _MoveOnly:
            return {"move": value.text}
        if isinstance(value, list):
            return [_MoveOnly.restored(item) for item in value]
        if isinstance(value, dict):
            return {key: _MoveOnly.restored(item) for key, item in value.items()}
        return value

    @staticmethod
    def hook() -> Callable[[dict[str, Any]], Any]:
        shared: dict[str, _MoveOnly] = {}

        def decoded(entry: dict[str, Any]) -> Any:
            if len(entry) == 1:
                text = entry.get("move")
                if type(text) is str:
                    found = shared.get(text)
                    if found is None:
                        found = shared[text] = _MoveOnly(text)
                    return found
            return entry

        return decoded


def _flatten_version_1(moves: Any) -> list[_Line]:
    """Version 1 nested each variation in the move it replaces: the same lines, flat."""
    lines = [_Line(-1, 0, [])]
    todo: list[tuple[Any, int]] = [(moves, 0)]
    while todo:
        entries, number = todo.pop()
        if not isinstance(entries, list):
            raise RecordError(_expected_moves(_line_label(number)))
        flat = lines[number].moves
        for index, entry in enumerate(entries):
            if not isinstance(entry, dict):
                flat.append(entry)  # the loader says what is wrong with it (a _MoveOnly is right)
                continue
            flat.append({key: value for key, value in entry.items() if key != "variations"})
            if "variations" not in entry:
                continue
            variations = entry["variations"]
            if number > 0 and index == 0:
                raise RecordError(
                    _("{where}: the first move of a variation cannot carry variations").format(
                        where=_move_of(1, _line_label(number))
                    )
                )
            if not isinstance(variations, list):
                raise RecordError(
                    _('{where}: "variations" must be a list').format(
                        where=_move_of(index + 1, _line_label(number))
                    )
                )
            for variation in variations:
                lines.append(_Line(number, index, []))
                todo.append((variation, len(lines) - 1))
    return lines


def _ended(where: str, text: str) -> str:
    return _("{where}: {move} comes after the game has ended").format(where=where, move=isolate(repr(text)))


def _line_label(number: int) -> str:
    return _("the main line") if number == 0 else _("variation {number}").format(number=number)


def _listed_variation(number: int) -> str:
    return _("variation {number} in the list of variations").format(number=number)


def _move_of(number: int, line: str) -> str:
    """'move 5 of the main line': where in a record's lines a move is."""
    return _("move {number} of {line}").format(number=number, line=line)


def _unknown_field(where: str, key: str) -> str:
    return _("{where}: unknown field {field}").format(where=where, field=repr(key))


def _expected_moves(where: str) -> str:
    return _("{where}: expected a list of moves").format(where=where)


class _Loader(Generic[Node]):
    """Plays the file's lines into the record, line after line, with no recursion."""

    def __init__(
        self,
        record: FiledRecord[Node],
        lines: list[_Line],
        version: int,
        old: Notation | None = None,
        consume: bool = False,
        progress: Progress | None = None,
    ) -> None:
        self.record = record
        self.lines = lines
        self.progress = progress
        # moves in the file's lines, told to `progress`
        self.total = sum(len(line.moves) for line in lines if isinstance(line.moves, list))
        self.consume = consume  # let each move's decoded entry go once it is read
        self.version = version
        self.old = old  # the reader of an older notation's move texts
        self.count = 0
        self.comments = len(record.root.comment)  # characters of comment, all nodes together
        # per line: the node each move starts from, then the line's last node
        self.nodes: list[list[Node]] = []
        self.sibling_number: list[int] = []  # per line: its number among variations at its point
        self.variations_at: Counter[tuple[int, int]] = Counter()

    def load_steps(self, every: int) -> Iterator[None]:
        """Read the lines into the record, yielding after every `every` moves."""
        for number, line in enumerate(self.lines):
            if number == 0:
                branch = self.record.root
                self.sibling_number.append(0)
            else:
                branch = self.branch_of(number, line)
            yield from self.line(number, branch, line.moves, every)
        if self.progress is not None:
            self.progress(self.count, self.total)
        self.record.count_repetitions()
        self.check_repetition_ends()

    def branch_of(self, number: int, line: _Line) -> Node:
        at_line, at_move = line.at_line, line.at_move
        where = _listed_variation(number)
        if not 0 <= at_line < number:
            raise RecordError(
                _('{where}: "at" names line {line}; only lines listed before it (0 to {last})').format(
                    where=where, line=at_line, last=number - 1
                )
            )
        moves_there = len(self.nodes[at_line]) - 1
        first = 1 if at_line > 0 else 0  # a variation of a variation's first move branches where it does
        if not first <= at_move < moves_there:
            raise RecordError(
                _(
                    '{where}: "at" names move {move} of {line}, which has moves'
                    " {first} to {last} (counted from 0) to replace"
                ).format(
                    where=where, move=at_move, line=self.name(at_line), first=first, last=moves_there - 1
                )
            )
        self.variations_at[(at_line, at_move)] += 1
        self.sibling_number.append(self.variations_at[(at_line, at_move)])
        if not isinstance(line.moves, list) or not line.moves:
            raise RecordError(
                _("{where}: expected a list of at least one move").format(where=self.name(number))
            )
        return self.nodes[at_line][at_move]

    def name(self, number: int) -> str:
        """'variation 2 at move 7 of variation 1 at move 5 of the main line', shortened when deep."""
        parts = []
        while number > 0:
            line = self.lines[number]
            ply = self.nodes[line.at_line][line.at_move].ply + 1
            parts.append(
                _("variation {number} at move {move}").format(number=self.sibling_number[number], move=ply)
            )
            number = line.at_line
        if len(parts) > 4:
            parts[2:-1] = [
                ngettext(
                    "… ({count} more variation) …", "… ({count} more variations) …", len(parts) - 3
                ).format(count=len(parts) - 3)
            ]
        named = _("the main line")
        for part in reversed(parts):
            named = _("{variation} of {line}").format(variation=part, line=named)
        return named

    def line(self, number: int, branch: Node, entries: Any, every: int) -> Iterator[None]:
        if not isinstance(entries, list):
            raise RecordError(_expected_moves(self.name(number)))
        nodes = [branch]
        self.nodes.append(nodes)
        node = branch
        consume = self.consume
        # Looked up once a line, not once a move: a record may hold a million moves.
        line_name, move_of = self.name(number), _("move {number} of {line}")
        progress = self.progress
        for index, entry in enumerate(entries):
            if consume:
                entries[index] = None
            if self.count % every == 0 and self.count:
                yield
            if progress is not None and self.count % PROGRESS_EVERY == 0 and self.count:
                progress(self.count, self.total)
            where = move_of.format(number=node.ply + 1, line=line_name)
            if type(entry) is _MoveOnly:
                nodes.append(node := self.add(node, entry.text, where))
                continue
            if not isinstance(entry, dict):
                raise RecordError(_('{where}: expected an object with a "move"').format(where=where))
            unknown = set(entry) - _NODE_KEYS
            if unknown:
                raise RecordError(_unknown_field(where, sorted(unknown)[0]))
            text = _need(entry, "move", str, where)
            node = self.add(node, text, where)
            node.comment = _comment(entry, where)
            self.comments += len(node.comment)
            if self.comments > MAX_COMMENTS:
                raise RecordError(
                    _(
                        "{where}: the comments hold more than {limit} characters together,"
                        " more than a record keeps"
                    ).format(where=where, limit=f"{MAX_COMMENTS:,}")
                )
            if "ending" in entry:
                if self.version < 3:
                    raise RecordError(_unknown_field(where, "ending"))
                node.ending = _ending(entry["ending"], node.position.players, where)
            nodes.append(node)

    def add(self, parent: Node, text: str, where: str) -> Node:
        self.count += 1
        if self.count > MAX_NODES:
            raise RecordError(
                _("more than {limit} moves: not a record this program writes").format(limit=f"{MAX_NODES:,}")
            )
        if len(text) > MAX_MOVE_TEXT:
            raise RecordError(
                _("{where}: the move text is {count} characters long").format(where=where, count=len(text))
            )
        position = parent.position
        if position.outcome is not None:
            raise RecordError(_ended(where, text))
        if parent.ending is not None:
            raise RecordError(
                _("{where}: {move} comes after the game has ended ({how})").format(
                    where=where, move=isolate(repr(text)), how=parent.ending.how
                )
            )
        try:
            move = self.old.parse_move(position, text) if self.old else position.parse_move(text)
            after = position.apply(move)  # parse_move checked it: a second check doubled the cost
        except (IllegalMove, PositionError) as error:
            raise RecordError(
                _("{where}: {move} is not legal: {reason}").format(
                    where=where, move=isolate(repr(text)), reason=error
                )
            ) from None
        if any(child.move == move for child in parent.children):
            raise RecordError(
                _("{where}: {move} is already a move at this point").format(
                    where=where, move=isolate(repr(text))
                )
            )
        return parent.grow(move, position.move_text(move), after)

    def check_repetition_ends(self) -> None:
        """No move may follow a draw by repetition (counted once the whole tree is read)."""
        if self.record.game.repetition_draw is None:
            return
        # Only a repetition: a position's own ending was refused as each move was read (`add`),
        # and asking each node its whole outcome would play every position of the game again.
        for number, nodes in enumerate(self.nodes):
            for node, child in itertools.pairwise(nodes):
                if self.record.drawn_by_repetition(node):
                    raise RecordError(
                        _("{where}: {move} comes after the game has ended (a draw by repetition)").format(
                            where=_move_of(child.ply, self.name(number)), move=isolate(repr(child.text))
                        )
                    )
