"""A review in words: the marks beside the moves, a line per move, the summary per seat.

Shared by Export moves as text and `pardsgui-engine review`; every move is
written as the screen may show it (core/hidden.py), so an unfinished Kerd
game's secret choices read "choose ?", and a finished one's what was chosen.
"""

from __future__ import annotations

from pardsgui.core.geometry import AnyView
from pardsgui.core.hidden import move_words
from pardsgui.core.record import Node, Record
from pardsgui.core.record_text import record_to_text
from pardsgui.core.review_data import MoveReview, Review, summary_lines


def ratings(record: Record) -> dict[int, MoveReview]:
    """The record's review by node (its id), as far as the tree still holds the reviewed line."""
    if record.review is None:
        return {}
    return {id(node): entry for node, entry in record.review.nodes(record.root)}


def marked_words(words: str, entry: MoveReview | None, better: bool = True) -> str:
    """A move's words with its mark and (`better`) the better move: "6:h-18?! (better 5:h-19)"."""
    if entry is None or not entry.mark:
        return words
    if not better or not entry.better:
        return f"{words}{entry.mark}"
    return f"{words}{entry.mark} (better {entry.better})"


def percent(value: float) -> str:
    return f"{100 * value:.0f}%"


def summary(record: Record, review: Review, view: AnyView, short: bool = False) -> list[str]:
    names = view.seat_names(record.start)
    dice = any(entry.luck is not None for entry in review.moves)
    head = f"Review ({review.level}{'' if review.complete else ', cancelled part way'}):"
    if short:
        head = "Per player: marks · average loss a decision, in points of winning chance (decisions)"
        head += " · luck, in points" if dice else ""
        head += "" if review.level == "review" else f" · budget {review.level}"
    return [head, *summary_lines(review, names, dice, short)]


def review_lines(record: Record, review: Review, view: AnyView | None = None) -> list[str]:
    """A line per move of the reviewed line, then the summary (the command line's output)."""
    view = view or record.game.board_view()
    names = view.seat_names(record.start)
    lines = []
    for node, entry in review.nodes(record.root):
        lines.append(_line(view, record, node, entry, names))
    return [*lines, "", *summary(record, review, view)]


def _line(view: AnyView, record: Record, node: Node, entry: MoveReview, names: tuple[str, ...]) -> str:
    words = move_words(view, record, node, None)
    chances = " ".join(f"{names[seat]} {percent(value)}" for seat, value in enumerate(entry.after))
    if entry.seat is None:
        luck = ""
        if entry.luck is not None:
            luck = "  luck " + " ".join(f"{names[s]} {v:+.1f}" for s, v in enumerate(entry.luck))
        return f"{f'{node.ply:>4}. {words}':<34} {chances}{luck}"
    who = names[entry.seat]
    if entry.forced:
        rating = "forced"
    elif entry.hidden:
        rating = "secret: not rated until the game is over"
    elif entry.best_value is None:
        rating = ""
    else:
        rating = f"loss {entry.loss:4.1f}  best {entry.best} ({percent(entry.best_value)})"
    head = f"{node.ply:>4}. {who}: {words} {entry.mark}".rstrip()
    return f"{head:<34} {chances}  {rating}".rstrip()


def game_text(view: AnyView, record: Record, viewer: int | None) -> str:
    """The moves-text export (PGN-like), every move as `move_words` shows it, with the review's marks."""
    rated = ratings(record)
    tail = summary(record, record.review, view) if record.review is not None and rated else []
    return record_to_text(
        record,
        view.seat_names(record.start),
        lambda node: marked_words(move_words(view, record, node, viewer), rated.get(id(node))),
        tail,
    )
