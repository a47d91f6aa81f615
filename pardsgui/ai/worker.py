"""The search process's side of the app's computer player (no Qt here).

The window starts one process that runs `search_job` for each request. A
shared integer names the job the window still wants: once it changes, the
running search is stale and stops at its next check.
"""

from __future__ import annotations

from typing import Any

from pardsgui.ai import Analysis, analyse, think

_wanted: Any = None  # the number of the job the window still wants (shared with the window)
_answers: Any = None  # a queue back to the window


def start_worker(wanted: Any, answers: Any) -> None:
    global _wanted, _answers
    _wanted, _answers = wanted, answers


def search_job(job: int, kind: str, game_id: str, text: str, level: str, seat: int | None, seed: int) -> None:
    from pardsgui.games import get_game

    def stale() -> bool:
        return bool(_wanted.value != job)

    def progress(found: Analysis) -> None:
        _answers.put(("progress", job, found))

    try:
        position = get_game(game_id).parse(text)
        if kind == "analyse":
            found = analyse(position, seat, level, seed, stop=stale, progress=progress)
        else:
            found = think(position, level, seed, stop=stale, progress=progress if kind == "hint" else None)
        _answers.put(("done", job, found))
    except Exception as error:  # reported to the window, never lost in the worker
        _answers.put(("failed", job, f"{type(error).__name__}: {error}"))
