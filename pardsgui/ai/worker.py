"""The search process's side of the app's computer player (no Qt here).

The window starts one process that runs `search_job` for each request. A
shared integer names the job the window still wants: once it changes, the
running search is stale and stops at its next check.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pardsgui.ai import Analysis, analyse, think

if TYPE_CHECKING:  # the review's search loads when a rating is asked
    from pardsgui.ai.review import Reviewer
    from pardsgui.core.contract import Move, Position
    from pardsgui.core.review_data import MoveReview

_wanted: Any = None  # the number of the job the window still wants (shared with the window)
_answers: Any = None  # a queue back to the window
#: The reviews' searches, by position: the worker lives as long as the window, so a
#: second review of a game (or of a variation sharing its positions) is instant.
_review_cache: dict[Any, Analysis] = {}
PARENT_POLL_SECONDS = 0.5


def start_worker(wanted: Any, answers: Any, parent: int | None = None) -> None:
    global _wanted, _answers
    _wanted, _answers = wanted, answers
    if parent is not None:
        end_with_parent(parent)


def end_with_parent(parent: int) -> None:
    """End this process as soon as the window's process is gone, however it ended.

    A search can run for minutes and holds hundreds of megabytes: after a crash or a
    kill -9 of the app nothing may stay behind. Linux ends us at once (the parent-death
    signal); everywhere a watcher thread also notices that the parent changed.
    """
    if sys.platform.startswith("linux"):
        try:
            import ctypes
            import signal

            libc = ctypes.CDLL(None, use_errno=True)
            pr_set_pdeathsig = 1
            libc.prctl(pr_set_pdeathsig, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            pass  # the watcher below still ends us

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL_SECONDS)
        os._exit(0)

    if os.getppid() != parent:  # the parent died before we could watch it
        os._exit(0)
    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def search_job(job: int, kind: str, game_id: str, text: str, level: str, seat: int | None, seed: int) -> None:
    from pardsgui.games import get_game

    def stale() -> bool:
        return bool(_wanted.value != job)

    def progress(found: Analysis) -> None:
        _answers.put(("progress", job, found))

    try:
        position = get_game(game_id).parse(text)
        if kind in (
            "analyse",
            "offer",
        ):  # an offer is judged on the position, even with one move or dice to roll
            found = analyse(
                position, seat, level, seed, stop=stale, progress=progress if kind == "analyse" else None
            )
        else:
            found = think(position, level, seed, stop=stale, progress=progress if kind == "hint" else None)
        _answers.put(("done", job, found))
    except Exception as error:  # reported to the window, never lost in the worker
        _answers.put(("failed", job, f"{type(error).__name__}: {error}"))


def review_job(
    job: int, kind: str, game_id: str, start: str, moves: list[str], level: str, seed: int, ended: bool
) -> None:
    """Review the line `moves` (their texts) from `start`; progress is (searches done, in all)."""
    from pardsgui.ai.review import review_line
    from pardsgui.core.contract import GameUnavailable
    from pardsgui.games import get_game

    def stale() -> bool:
        return bool(_wanted.value != job)

    def progress(done: int, total: int) -> None:
        _answers.put(("progress", job, (done, total)))

    try:
        game = get_game(game_id)
        position = game.parse(start)
        line = []
        for text in moves:
            move = position.parse_move(text)
            line.append(move)
            position = position.play(move)
        try:
            view = game.board_view()
        except GameUnavailable:
            view = None
        found = review_line(
            game.parse(start),
            line,
            level=level,
            seed=seed,
            cache=_review_cache,
            stop=stale,
            progress=progress,
            ended=ended,
            view=view,
        )
        _answers.put(("done", job, found))
    except Exception as error:  # reported to the window, never lost in the worker
        _answers.put(("failed", job, f"{type(error).__name__}: {error}"))


def tutor_job(job: int, kind: str, game_id: str, text: str, move_text: str) -> None:
    """Rate a person's move before it is played, as the review rates a decision (Moves ▸ Tutor)."""
    try:
        _answers.put(("done", job, rate_person_move(job, game_id, text, move_text).rated))
    except Exception as error:  # reported to the window, never lost in the worker
        _answers.put(("failed", job, f"{type(error).__name__}: {error}"))


@dataclass(frozen=True)
class RatedMove:
    reviewer: Reviewer  # the search that rated it, for more questions on the same positions
    position: Position
    move: Move
    rated: MoveReview


def rate_person_move(
    job: int, game_id: str, text: str, move_text: str, steps: int = 0, seed: int = 0, best_text: str = ""
) -> RatedMove:
    """A person's move rated as the review rates a decision, at the review's budget once (or
    `steps`, searched with `seed`; against `best_text` when it names the best move): the tutor's
    question and the trainer's judgement are waited for. The search stops when the window has
    asked something newer."""
    from pardsgui.ai.review import Reviewer, rate_move
    from pardsgui.core.contract import GameUnavailable
    from pardsgui.games import get_game

    def stale() -> bool:
        return bool(_wanted.value != job)

    game = get_game(game_id)
    position = game.parse(text)
    move = position.parse_move(move_text)
    try:
        view = game.board_view()
    except GameUnavailable:
        view = None
    reviewer = Reviewer(game_id, seed=seed, cache=_review_cache, stop=stale)
    reviewer.verify = 1  # no second look: the person waits for the answer
    if steps:
        reviewer.steps = steps
    best = position.parse_move(best_text) if best_text else None
    rated = rate_move(reviewer, position, move, ended=False, view=view, best=best)
    return RatedMove(reviewer, position, move, rated)
