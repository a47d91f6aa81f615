"""The game review: every decision of a line rated by the search, every roll's luck told.

For each move of the line (positions from the start, one after the other):

- each seat's winning chance (the search's expected score) before and after it;
- a decision (a seat chose among several moves): the best move the search
  found, the mover's chance after it, and the *loss* of the move played — the
  best move's chance less the chance after the move played, in percentage
  points, never below 0 — marked `?!`, `?` or `??` past the game's thresholds
  (`THRESHOLDS`, docs/ai.md says why);
- a roll of the dice: its *luck* for each seat, the chance after this roll
  less the chance before it, both as the review prints them. The search of
  the position before the roll averages over the rolls the dice could give
  (by their `chance_outcomes()` weights), so this is gnubg's luck (the roll's
  value less the average roll's) with one evaluator for both, and a seat's
  luck adds up to exactly how far the rolls moved its printed chance.

Hidden information (Kerd): each position is searched with the knowledge of
the seat deciding there (`analyse(position, seat)`), and until the game is
over the review tells no secret the screen may not show: a secret decision
(an infiltrator's choice) is not rated at all, and the best move is chosen
among the moves everyone may see (a reveal is offered only behind a cover).

The analyses are cached by position in a dict the caller keeps, so a second
review of the same line (or a line sharing positions) costs nothing. `stop`
ends a review between searches (and within one, in milliseconds); what was
rated so far comes back with `complete` False. No Qt here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

from pardsgui.ai.hooks import GameHooks, hooks_for
from pardsgui.ai.levels import MIN_STEPS, Level, parse_level
from pardsgui.ai.mcts import Analysis, Limits, StopCheck
from pardsgui.ai.searching import search
from pardsgui.core.contract import GameUnavailable, Move, Position
from pardsgui.core.review_data import MoveReview, Review

if TYPE_CHECKING:
    from pardsgui.core.geometry import AnyView
    from pardsgui.core.record import Node, Record

#: The default budget, "review": moves searched per position, chosen per game so that a
#: game of 100 decisions reviews in well under a minute of processor time on this 2-core
#: machine (docs/ai.md has the figures): medium's budget where that fits, less where it
#: does not (Parry's medium searches 116,000 moves, 0.8 s). Any level may be asked for
#: instead; none has a time ceiling here, so a review is the same on a busy machine.
DEFAULT_LEVEL = "review"
REVIEW_STEPS = {"pards": 5_000, "parry": 60_000, "kerd": 5_000, "nardshir": 40_000, "pagade": 30_000}
#: Losses (percentage points of the mover's winning chance) that earn ?!, ? and ??.
#: Each row stands well above the noise of two searches of a position. The dice games'
#: searches are *not* noisier (a smooth race estimate scores their playouts) and one move
#: changes a race little, so their rows are narrower, near GNU Backgammon's; their noise
#: is in the rolls, reported apart as luck. Parry's random playouts squeeze its chances
#: towards the middle, Kerd's evaluation (material through a wide logistic curve) too.
#: docs/ai.md, "Reviewing a game", has the measurements.
THRESHOLDS: dict[str, tuple[float, float, float]] = {
    "pards": (10.0, 20.0, 30.0),
    "kerd": (3.0, 6.0, 12.0),
    "parry": (5.0, 10.0, 20.0),
    "nardshir": (2.0, 4.0, 8.0),
    "pagade": (2.0, 4.0, 8.0),
}
DEFAULT_THRESHOLDS = (10.0, 20.0, 30.0)
#: A decision the review would mark (a loss of ?! or more) is searched again at this many times
#: its budget, the best move chosen again too, and the deeper loss is the one given: a mistake is
#: where a player looks, and one sack more or less found in the best line moves Pards' loss by a
#: whole rank of the Vicar (docs/ai.md, "How near the review comes to a deeper search").
VERIFY = {"pards": 4}

Progress = Callable[[int, int], None]  # (searches done, searches in all)
Cache = dict[Hashable, Analysis]


def mark_for(game_id: str, loss: float) -> str:
    doubtful, bad, very_bad = THRESHOLDS.get(game_id, DEFAULT_THRESHOLDS)
    if loss >= very_bad:
        return "??"
    if loss >= bad:
        return "?"
    if loss >= doubtful:
        return "?!"
    return ""


def hides_something(position: Position) -> bool:
    return position.redacted(None) != position.to_text()


def knowledge(position: Position) -> int | None:
    """Whose knowledge the search of `position` uses: the decider's where something is hidden."""
    return position.current if hides_something(position) else None


class _Cancelled(Exception):
    pass


class Reviewer:
    """Searches positions for a review, each once per budget and seed (the cache)."""

    def __init__(
        self,
        game_id: str,
        level: str | Level = DEFAULT_LEVEL,
        seed: int = 0,
        cache: Cache | None = None,
        stop: StopCheck | None = None,
        hooks: GameHooks | None = None,
    ) -> None:
        self.hooks = hooks if hooks is not None else hooks_for(game_id)
        if level == DEFAULT_LEVEL:
            self.label = DEFAULT_LEVEL
            self.steps = REVIEW_STEPS.get(game_id) or parse_level("medium").limits(self.hooks).steps
        else:
            chosen = parse_level(level)
            self.label = chosen.label
            self.steps = chosen.limits(self.hooks).steps if chosen.name != "random" else MIN_STEPS
        self.seed = seed
        self.cache: Cache = cache if cache is not None else {}
        self.stop = stop
        self.verify = VERIFY.get(game_id, 1)  # times the budget a marked decision is searched again

    def analysis(self, position: Position, steps: int | None = None) -> Analysis:
        steps = steps or self.steps
        seat = knowledge(position)
        key = ("review", position, seat, steps, self.seed)
        found = self.cache.get(key)
        if found is None:
            found = search(position, seat, Limits(steps=steps), self.seed, self.hooks, stop=self.stop)
            if found.stopped == "stop":
                raise _Cancelled
            self.cache[key] = found
        return found


def review_line(
    start: Position,
    moves: Sequence[Move],
    *,
    level: str | Level = DEFAULT_LEVEL,
    seed: int = 0,
    cache: Cache | None = None,
    stop: StopCheck | None = None,
    progress: Progress | None = None,
    ended: bool | None = None,
    view: AnyView | None = None,
    hooks: GameHooks | None = None,
) -> Review:
    """Rate every move of the line `moves` played from `start` (see the module text).

    `ended`: whether the game is over at the line's end (default: its last
    position has an outcome); until it is, no secret is told. `view` says
    which decisions and moves are secret (the game's board view; None: none).
    """
    positions = [start]
    for move in moves:
        positions.append(positions[-1].play(move))
    if ended is None:
        ended = positions[-1].outcome is not None
    game_id = start.game_id
    reviewer = Reviewer(game_id, level, seed, cache, stop, hooks)
    review = Review(reviewer.label, seed, complete=False)
    total = len(positions)
    done = 0

    def step() -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    try:
        before = reviewer.analysis(positions[0])
        step()
        for position, move, after_position in zip(positions, moves, positions[1:], strict=False):
            after = reviewer.analysis(after_position)
            step()
            entry = _rate(reviewer, position, move, before, after, ended, view)
            if position.is_chance:
                entry = _with_luck(entry, luck(before, after))
            review.moves.append(entry)
            before = after
    except _Cancelled:
        return review
    review.complete = True
    return review


def luck(before: Analysis, after: Analysis) -> tuple[float, ...]:
    """What a roll did to each seat's chance, in points: the rolled position's less the average roll's."""
    return tuple(100.0 * (a - b) for a, b in zip(after.values, before.values, strict=True))


def _with_luck(entry: MoveReview, luck: tuple[float, ...]) -> MoveReview:
    return MoveReview(entry.move, None, entry.before, entry.after, luck=luck)


def rate_move(
    reviewer: Reviewer,
    position: Position,
    move: Move,
    ended: bool = False,
    view: AnyView | None = None,
    best: Move | None = None,
) -> MoveReview:
    """One decision rated as the review rates it: Moves ▸ Tutor asks this before a move is played.

    `best`, when known (a puzzle's proved solution), is the move it is measured against instead
    of the search's own best."""
    before = reviewer.analysis(position)
    after = reviewer.analysis(position.play(move))
    return _rate(reviewer, position, move, before, after, ended, view, best)


def _rate(
    reviewer: Reviewer,
    position: Position,
    move: Move,
    before: Analysis,
    after: Analysis,
    ended: bool,
    view: AnyView | None,
    known_best: Move | None = None,
) -> MoveReview:
    text = position.move_text(move)
    seat = position.current
    values_before, values_after = _values(before, position), _values(after, position)
    if seat is None:
        return MoveReview(text, None, values_before, values_after)
    legal = position.legal_moves()
    if len(legal) == 1:
        return MoveReview(text, seat, values_before, values_after, forced=True)
    if not ended and view is not None and view.secret(position):
        return MoveReview(text, seat, values_before, values_after, hidden=True)
    secret = set(view.secret_moves(position)) if view is not None and not ended else set()
    allowed = set(legal) - secret
    public = [stat for stat in before.moves if stat.move in allowed]
    if not public:
        return MoveReview(text, seat, values_before, values_after)
    best = known_best if known_best in allowed else public[0].move
    # Like with like: the position after the best move is searched as the one after the
    # move played was. (The search's own value of its best move runs high: there the
    # replies were searched with a share of its budget, here with all of it.)
    best_value = (
        values_after[seat]
        if best == move
        else _values(reviewer.analysis(position.play(best)), position)[seat]
    )
    loss = max(0.0, 100.0 * (best_value - values_after[seat]))
    doubtful = THRESHOLDS.get(position.game_id, DEFAULT_THRESHOLDS)[0]
    if loss >= doubtful and reviewer.verify > 1:
        # The whole decision again, deeper: which move is best too, not only what the two are worth.
        deeper = reviewer.steps * reviewer.verify
        if known_best not in allowed:
            deeper_best = [stat for stat in reviewer.analysis(position, deeper).moves if stat.move in allowed]
            best = deeper_best[0].move if deeper_best else best
        played_value = _values(reviewer.analysis(position.play(move), deeper), position)[seat]
        best_value = (
            played_value
            if best == move
            else _values(reviewer.analysis(position.play(best), deeper), position)[seat]
        )
        loss = max(0.0, 100.0 * (best_value - played_value))
    return MoveReview(
        text,
        seat,
        values_before,
        values_after,
        best=position.move_text(best),
        best_value=best_value,
        loss=loss,
        mark=mark_for(position.game_id, loss),
    )


def _values(found: Analysis, position: Position) -> tuple[float, ...]:
    values = found.values or (1.0 / position.players,) * position.players
    return tuple(min(1.0, max(0.0, v)) for v in values)


def line_nodes(end: Node) -> list[Node]:
    """The nodes of the line from the start to `end`, the start excluded."""
    return end.path()[1:]


def review_record(
    record: Record,
    end: Node | None = None,
    **options: object,
) -> Review:
    """Review the line from the start to `end` (default: the main line's end) of a record."""
    end = end or record.root.line_end()
    view: AnyView | None
    try:
        view = record.game.board_view()
    except GameUnavailable:
        view = None
    moves = [node.move for node in line_nodes(end)]
    return review_line(
        record.start,
        moves,
        ended=record.outcome(end) is not None,
        view=view,
        **options,  # type: ignore[arg-type]
    )
