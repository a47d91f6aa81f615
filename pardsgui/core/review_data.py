"""A game review as the record keeps it: each move of one line rated, and its file form.

The computer's review (`pardsgui.ai.review`) fills these values; the record
saves them as a record-level annotation

    "review": {"version": 1, "level": "medium", "seed": 0, "moves": [...]}

whose moves follow one line from the start, each naming its move by the
record's text, so the line is found again on loading whatever its place among
the variations. The annotation is read here, checked field by field: a bad one
refuses the file with a message saying where, like any other part of the record.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, Self, TypeVar

from pardsgui.i18n import _, isolate

if TYPE_CHECKING:
    from pardsgui.core.position import Position


class Rated(Protocol):
    """A node of the record's tree as a review finds its line: core/record.py's Node, named by
    what is used here so that this module needs not import the record's (which keeps a Review)."""

    @property
    def text(self) -> str: ...

    @property
    def position(self) -> Position: ...

    @property
    def children(self) -> list[Self]: ...


Node = TypeVar("Node", bound=Rated)  # the record's Node: `nodes` gives back the kind it is given

REVIEW_VERSION = 1
MARKS = ("?!", "?", "??")  # doubtful, bad, very bad: the loss crossed the game's thresholds
MARK_NAMES = {
    "?!": ("inaccuracy", "inaccuracies"),
    "?": ("mistake", "mistakes"),
    "??": ("blunder", "blunders"),
}
_MOVE_KEYS = {
    *("move", "seat", "before", "after", "best", "best_value"),
    *("loss", "mark", "luck", "forced", "hidden"),
}
_TOP_KEYS = {"version", "level", "seed", "moves"}


@dataclass(frozen=True)
class MoveReview:
    """One move of the line: chances in [0, 1] per seat, loss and luck in percentage points."""

    move: str  # the record's text of the move played (finds the line again)
    seat: int | None  # who decided; None for a roll of the dice
    before: tuple[float, ...]  # each seat's winning chance before the move
    after: tuple[float, ...]  # and after it
    best: str = ""  # the best move found, as everyone may read it ("" when none is told)
    best_value: float | None = None  # the mover's chance after the best move
    loss: float = 0.0  # how much the move played lost against the best, for the mover
    mark: str = ""  # "", "?!", "?" or "??"
    luck: tuple[float, ...] | None = None  # a roll: its chance minus the average roll's, per seat
    forced: bool = False  # a single legal move: nothing to decide
    hidden: bool = False  # a secret decision, not rated while the game runs

    @property
    def decision(self) -> bool:
        """A move someone chose among others, rated: it counts in the average loss."""
        return self.seat is not None and not self.forced and not self.hidden

    @property
    def better(self) -> str:
        """The better move to show beside a marked move ("" when the move played was the best)."""
        return self.best if self.best and self.best != self.move and self.loss > 0 else ""


@dataclass(frozen=True)
class SeatSummary:
    seat: int
    decisions: int
    marks: dict[str, int]
    average_loss: float  # percentage points per decision
    luck: float  # percentage points summed over the rolls
    rolls: int


@dataclass
class Review:
    level: str
    seed: int
    moves: list[MoveReview] = field(default_factory=list)
    complete: bool = True  # False: cancelled part way (only what was rated is kept)

    def summary(self, seats: int) -> list[SeatSummary]:
        result = []
        for seat in range(seats):
            mine = [m for m in self.moves if m.seat == seat and m.decision]
            rolls = [m.luck for m in self.moves if m.luck is not None and seat < len(m.luck)]
            result.append(
                SeatSummary(
                    seat,
                    len(mine),
                    {mark: sum(1 for m in mine if m.mark == mark) for mark in MARKS},
                    sum(m.loss for m in mine) / len(mine) if mine else 0.0,
                    sum(luck[seat] for luck in rolls),
                    len(rolls),
                )
            )
        return result

    def nodes(self, root: Node) -> Iterator[tuple[Node, MoveReview]]:
        """The line's nodes with their ratings, as far as the tree still holds the line."""
        node = root
        for entry in self.moves:
            child = next((c for c in node.children if c.text == entry.move), None)
            if child is None:
                return
            yield child, entry
            node = child


def _count(number: int, names: tuple[str, str]) -> str:
    return f"{number} {names[0] if number == 1 else names[1]}"


def summary_lines(review: Review, seat_names: Sequence[str], dice: bool, short: bool = False) -> list[str]:
    """The per-seat summary as lines of text (the export and the command line print it).

    `short`: a line a seat for the panel: "White: ?! 2 · ? 0 · ?? 1 · loss 3.1 a decision (40) · luck +4.0".
    """
    lines = []
    for one in review.summary(len(seat_names)):
        if short:
            counts = " · ".join(f"{mark} {one.marks[mark]}" for mark in MARKS)
            text = (
                f"{seat_names[one.seat]}: {counts} · loss {one.average_loss:.1f} a decision ({one.decisions})"
            )
            lines.append(text + (f" · luck {one.luck:+.1f}" if dice else ""))
            continue
        counts = ", ".join(f"{_count(one.marks[mark], MARK_NAMES[mark])} ({mark})" for mark in MARKS)
        text = (
            f"{seat_names[one.seat]}: {_count(one.decisions, ('decision', 'decisions'))}, {counts},"
            f" average loss {one.average_loss:.1f} points"
        )
        if dice:
            text += f", luck {one.luck:+.1f} points over {_count(one.rolls, ('roll', 'rolls'))}"
        lines.append(text)
    return lines


# -- the file form --------------------------------------------------------------------------------


def _number(value: float) -> float:
    return round(value, 4)


# The autosave writes the record after every step through the game: a long review's
# entries are made once, not rounded again at each step.
@functools.lru_cache(maxsize=8192)
def _entry_json(entry: MoveReview) -> dict[str, Any]:
    item: dict[str, Any] = {
        "move": entry.move,
        "seat": entry.seat,
        "before": [_number(v) for v in entry.before],
        "after": [_number(v) for v in entry.after],
        "loss": _number(entry.loss),
    }
    if entry.best:
        item["best"] = entry.best
    if entry.best_value is not None:
        item["best_value"] = _number(entry.best_value)
    if entry.mark:
        item["mark"] = entry.mark
    if entry.luck is not None:
        item["luck"] = [_number(v) for v in entry.luck]
    if entry.forced:
        item["forced"] = True
    if entry.hidden:
        item["hidden"] = True
    return item


def review_to_json(review: Review, root: Node) -> dict[str, Any] | None:
    """The annotation to save: only the part of the line the tree still holds (None: none)."""
    moves = [dict(_entry_json(entry)) for _node, entry in review.nodes(root)]
    if not moves:
        return None
    return {"version": REVIEW_VERSION, "level": review.level, "seed": review.seed, "moves": moves}


class ReviewDataError(ValueError):
    """The review annotation is malformed; the record turns it into a RecordError."""


def review_from_json(data: Any, root: Node) -> Review:
    """Read and check the annotation against the record's tree (from `root`)."""
    where = _('field "review"')
    if not isinstance(data, dict):
        raise ReviewDataError(_("{where}: expected an object").format(where=where))
    unknown = set(data) - _TOP_KEYS
    if unknown:
        raise ReviewDataError(
            _("{where}: unknown field {field}").format(where=where, field=repr(sorted(unknown)[0]))
        )
    version = data.get("version")
    if type(version) is not int or version < 1:
        raise ReviewDataError(
            _('{where}: "version" must be a whole number, found {found}').format(
                where=where, found=repr(version)
            )
        )
    if version > REVIEW_VERSION:
        words = _(
            "{where}: written by a newer pardsgui (review version {version}; this one reads {known}):"
            " please update pardsgui"
        )
        raise ReviewDataError(words.format(where=where, version=version, known=REVIEW_VERSION))
    level, seed, moves = data.get("level"), data.get("seed", 0), data.get("moves")
    if not isinstance(level, str) or not 0 < len(level) <= 40:
        raise ReviewDataError(_('{where}: "level" must be a level name such as "medium"').format(where=where))
    if type(seed) is not int:
        raise ReviewDataError(_('{where}: "seed" must be a whole number').format(where=where))
    if not isinstance(moves, list):
        raise ReviewDataError(_('{where}: "moves" must be a list').format(where=where))
    review = Review(level, seed)
    node = root
    seats = root.position.players
    for number, item in enumerate(moves, 1):
        at = _("{where}, move {number}").format(where=where, number=number)
        entry = _entry(item, at, seats)
        child = next((c for c in node.children if c.text == entry.move), None)
        if child is None:
            words = _("{where}: {move} is not a move of the record at that point")
            raise ReviewDataError(words.format(where=at, move=isolate(repr(entry.move))))
        review.moves.append(entry)
        node = child
    return review


def _entry(item: Any, at: str, seats: int) -> MoveReview:
    if not isinstance(item, dict):
        raise ReviewDataError(_("{where}: expected an object").format(where=at))
    unknown = set(item) - _MOVE_KEYS
    if unknown:
        raise ReviewDataError(
            _("{where}: unknown field {field}").format(where=at, field=repr(sorted(unknown)[0]))
        )
    move = item.get("move")
    if not isinstance(move, str) or not 0 < len(move) <= 200:
        raise ReviewDataError(_('{where}: "move" must be the move\'s text').format(where=at))
    seat = item.get("seat")
    if seat is not None and (type(seat) is not int or not 0 <= seat < seats):
        raise ReviewDataError(
            _('{where}: "seat" must be a seat from 0 to {last} or null').format(where=at, last=seats - 1)
        )
    best = item.get("best", "")
    if not isinstance(best, str) or len(best) > 200:
        raise ReviewDataError(_('{where}: "best" must be a move\'s text').format(where=at))
    mark = item.get("mark", "")
    if mark not in ("", *MARKS):
        words = _('{where}: "mark" must be one of {marks}, found {found}')
        raise ReviewDataError(words.format(where=at, marks=", ".join(MARKS), found=repr(mark)))
    forced, hidden = item.get("forced", False), item.get("hidden", False)
    if type(forced) is not bool or type(hidden) is not bool:
        raise ReviewDataError(_('{where}: "forced" and "hidden" must be true or false').format(where=at))
    best_value = item.get("best_value")
    luck = item.get("luck")
    return MoveReview(
        move,
        seat,
        _chances(item.get("before"), f'{at}: "before"', seats),
        _chances(item.get("after"), f'{at}: "after"', seats),
        best,
        None if best_value is None else _value(best_value, f'{at}: "best_value"', 0.0, 1.0),
        _value(item.get("loss"), f'{at}: "loss"', 0.0, 100.0),
        mark,
        None if luck is None else _points(luck, f'{at}: "luck"', seats),
        forced,
        hidden,
    )


def _value(value: Any, where: str, low: float, high: float) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) or not low <= value <= high:
        words = _("{where} must be a number from {low} to {high}, found {found}")
        raise ReviewDataError(words.format(where=where, low=f"{low:g}", high=f"{high:g}", found=repr(value)))
    return float(value)


def _chances(value: Any, where: str, seats: int) -> tuple[float, ...]:
    if not isinstance(value, list) or len(value) != seats:
        raise ReviewDataError(
            _("{where} must be a list of {seats} chances from 0 to 1").format(where=where, seats=seats)
        )
    return tuple(_value(v, where, 0.0, 1.0) for v in value)


def _points(value: Any, where: str, seats: int) -> tuple[float, ...]:
    if not isinstance(value, list) or len(value) != seats:
        raise ReviewDataError(
            _("{where} must be a list of {seats} numbers of points").format(where=where, seats=seats)
        )
    return tuple(_value(v, where, -100.0, 100.0) for v in value)
