"""The trainer's search, run in the computer's worker process (`Thinker.run`), never in the window.

A move that is not the solution is rated as the review rates a decision
(`rate_move`: its loss against the best move, in points of the mover's winning
chance, and the review's mark), and what it allows is found: the refutation, the
line the search expects after it — the rest of the solver's turn as the search would
play it, then the other side's best reply. Each position is searched with the
knowledge of the seat deciding there (Kerd), as the review searches. A roll in the
line is one seeded roll of the dice, so the same puzzle shows the same refutation.
No Qt here.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pardsgui.core.review_data import MoveReview

if TYPE_CHECKING:  # the search loads in the worker only
    from pardsgui.ai.review import Reviewer
    from pardsgui.core.contract import Move, Position

#: Moves at most in a refutation: a Nardshir double is four, then the reply's roll and moves.
MAX_LINE = 12


@dataclass(frozen=True)
class Judgement:
    rated: MoveReview  # the move against the best one, as the review rates it
    refutation: tuple[str, ...]  # move texts from the position after the move; () when not asked


def judge_job(
    job: int,
    kind: str,
    game_id: str,
    text: str,
    move_text: str,
    steps: int,
    refute_from: float,
    seed: int,
    best_text: str = "",
) -> None:
    """`kind` is the Thinker's; `steps` 0 is the review's own budget; `seed` seeds the searches
    and the refutation's rolls; `best_text`, when given, is the move to measure against.

    A shipped puzzle's move is judged as its proof judged every move: at the proof's budget
    and seed, against the solution, so a wrong move loses what the proof says it loses (at the
    review's budget a search may not see why the solution wins, and said "about 0 %").
    The refutation is looked for when the move loses at least `refute_from` points: a move of
    a puzzle from the player's games that is good enough has none to show.
    """
    from pardsgui.ai import worker

    try:
        found = worker.rate_person_move(job, game_id, text, move_text, steps, seed, best_text)
        rated = found.rated
        line = (
            refutation(found.reviewer, found.position, found.move, seed) if rated.loss >= refute_from else ()
        )
        worker._answers.put(("done", job, Judgement(rated, line)))
    except Exception as error:  # reported to the window, never lost in the worker
        worker._answers.put(("failed", job, f"{type(error).__name__}: {error}"))


def refutation(reviewer: Reviewer, position: Position, move: Move, seed: int) -> tuple[str, ...]:
    """The line after `move`: the rest of the mover's turn, then the other side's turn, as searched."""
    from pardsgui.core.dice import pick_outcome

    solver = position.current
    rng = random.Random(seed)
    here = position.play(move)
    line: list[str] = []
    replied = False  # the other side has begun its turn
    while here.outcome is None and len(line) < MAX_LINE:
        if here.is_chance:
            if replied:
                break  # the reply is over: the next roll is the solver's again
            chosen = pick_outcome(here.chance_outcomes(), rng)
        else:
            if here.current != solver:
                replied = True
            elif replied:
                break
            legal = here.legal_moves()
            best = reviewer.analysis(here).best if len(legal) > 1 else legal[0]
            chosen = best if best in legal else legal[0]
        line.append(here.move_text(chosen))
        here = here.play(chosen)
    return tuple(line)
