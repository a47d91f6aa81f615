"""Resigning and draws agreed at the table: who may, and how the computer decides (no Qt).

The rules never change: these endings are the players' word, kept on the record
(core/ending.py). The computer judges by the expected score its own search gives
its seat (a draw counts a half, so a dead-drawn position reads as an even share):

- it accepts a draw offered when that score is at most an even share (and a hair);
- it resigns, where allowed, when two of its searches in a row saw almost nothing:
  every line it tried lost (one bleak search may be a short one's mistake);
- it offers a draw after a long stretch of searches that all saw an even game, late
  in a game (two computers shuffling kings for hundreds of moves end there, not at
  a threefold repetition hundreds of moves later).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

ACCEPT_MARGIN = 0.02  # an even share "and a hair": a dead draw's score wobbles around it
RESIGN_BELOW = 0.02  # its expected score: next to nothing, whatever it tries
RESIGN_STRETCH = 2  # its own searches in a row that saw it lost
OFFER_AFTER_PLY = 60  # late in a game: an even game early on is no reason to stop
OFFER_STRETCH = 10  # its own searches in a row that all saw an even game
OFFER_BAND = 0.03
OFFER_AGAIN_AFTER = 20  # its own searches after an offer before the next


def even_share(players: int) -> float:
    return 1.0 / players


def accepts_draw(score: float, players: int) -> bool:
    """Does a computer whose seat expects `score` accept a draw?"""
    return score <= even_share(players) + ACCEPT_MARGIN


class Judge:
    """One computer seat's view of the game across its own searches: resign, offer a draw, or play on."""

    def __init__(self) -> None:
        self.scores: deque[float] = deque(maxlen=max(OFFER_STRETCH, RESIGN_STRETCH))
        self.since_offer = OFFER_AGAIN_AFTER

    def last(self) -> float | None:
        return self.scores[-1] if self.scores else None

    def after_search(self, values: Sequence[float], seat: int, ply: int, may_resign: bool) -> str:
        """What the seat does with the search just made: "resign", "offer" (and play), or "" (play)."""
        if not values:
            return ""  # a forced or random move: nothing was judged
        score = values[seat]
        self.scores.append(score)
        self.since_offer += 1
        recent = list(self.scores)[-RESIGN_STRETCH:]
        if may_resign and len(recent) == RESIGN_STRETCH and all(past < RESIGN_BELOW for past in recent):
            return "resign"
        even = even_share(len(values))
        if (
            ply >= OFFER_AFTER_PLY
            and self.since_offer >= OFFER_AGAIN_AFTER
            and len(self.scores) == OFFER_STRETCH
            and all(abs(past - even) <= OFFER_BAND for past in self.scores)
        ):
            self.since_offer = 0
            return "offer"
        return ""
