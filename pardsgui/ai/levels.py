"""The playing levels and how their budgets are set.

A level's budget is counted in moves the search plays (``steps``), not in
seconds, so a seed always gives the same move.  The number of steps is the
level's *nominal* thinking time times the game's measured speed
(`GameHooks.steps_per_second`); the nominal time leaves a wide margin under
the level's promised answer time, which is also kept as a wall-clock ceiling
so a much slower or busier machine still answers in time (the only case in
which the answer can differ from the seeded one; `Analysis.stopped` says
"time" then).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pardsgui.ai.hooks import GameHooks
from pardsgui.ai.mcts import Limits
from pardsgui.core.levels import LEVEL_NAMES

HARD_DEFAULT_SECONDS = 10.0
#: A level named with this in front (`mcts-hard`) searches with Monte Carlo tree search and the
#: game's MCTS hooks (`GameHooks.mcts`), even where the game has a search of its own: the
#: computer player as it was before Kerd and Pards got alpha-beta, kept to measure against.
MCTS_PREFIX = "mcts-"
#: Even the quickest level searches at least this much, so tiny games are not starved.
MIN_STEPS = 200


@dataclass(frozen=True, slots=True)
class Level:
    name: str
    #: The promised answer time (None: no promise).
    seconds: float | None
    #: Seconds of work the budget is sized for at the game's calibrated speed.
    nominal: float
    #: Whether `seconds` also stops the search by the wall clock.  Matches turn
    #: it off so that a busy machine cannot change their results.
    ceiling: bool = True
    #: "mcts": Monte Carlo tree search with the game's `GameHooks.mcts` (see MCTS_PREFIX).
    engine: str = ""
    #: The search as it was before issue 26: no solver, no tactical net (`easy-plain`,
    #: `medium-plain`, `hard-plain:30`), kept to show by matches that nothing got weaker.
    #: With `mcts-` (`mcts-medium-plain`) it is main's computer player before issue 26 exactly.
    plain: bool = False

    def limits(self, hooks: GameHooks) -> Limits:
        if self.engine == "mcts":
            hooks = hooks.mcts or hooks
        steps = max(MIN_STEPS, round(self.nominal * hooks.steps_per_second))
        if self.name == "easy" and hooks.easy_steps is not None:
            steps = hooks.easy_steps
        elif self.name == "medium" and hooks.medium_steps is not None:
            steps = hooks.medium_steps
        seconds = self.seconds if self.ceiling else None
        if self.engine == "mcts":
            return MctsLimits(steps=steps, seconds=seconds, solver=not self.plain)
        return Limits(steps=steps, seconds=seconds, solver=not self.plain)

    def without_ceiling(self) -> Level:
        return replace(self, ceiling=False)

    @property
    def label(self) -> str:
        prefix = MCTS_PREFIX if self.engine == "mcts" else ""
        plain = "-plain" if self.plain else ""
        if self.name == "hard":
            return f"{prefix}hard{plain}:{self.seconds:g}"
        return prefix + self.name + plain


@dataclass(frozen=True, slots=True)
class MctsLimits(Limits):
    """A budget to be searched by Monte Carlo tree search with the game's MCTS hooks (an `mcts-` level)."""


RANDOM = Level("random", None, 0.0)
EASY = Level("easy", 0.5, 0.1)
MEDIUM = Level("medium", 2.0, 0.8)


MAX_SECONDS = 24 * 3600.0


def hard(seconds: float = HARD_DEFAULT_SECONDS) -> Level:
    """The strongest level with the time the player picks (the budget is sized for half of it)."""
    if not 0 < seconds <= MAX_SECONDS:  # also refuses inf and nan, which no budget can be sized from
        raise ValueError(
            f"hard needs a time of more than 0 and at most {MAX_SECONDS:g} seconds, not {seconds!r}"
        )
    # Half, not all: the calibrated speed is the typical one, and early
    # positions of long games search up to a third slower.
    return Level("hard", seconds, 0.5 * seconds)


def parse_level(text: str | Level) -> Level:
    """`random`, `easy`, `medium`, `hard` or `hard:SECONDS` (`hard:30`); `mcts-` before any but
    random (Monte Carlo with the game's former hooks), `-plain` after the name (`medium-plain`,
    `hard-plain:30`: without the solver and the tactical net)."""
    if isinstance(text, Level):
        return text
    spec = text.strip().lower()
    if spec.startswith(MCTS_PREFIX) and spec != MCTS_PREFIX + RANDOM.name:
        return replace(parse_level(spec[len(MCTS_PREFIX) :]), engine="mcts")
    name, colon, seconds = spec.partition(":")
    if name.endswith("-plain") and name != "random-plain":
        return replace(parse_level(name.removesuffix("-plain") + colon + seconds), plain=True)
    if name == "hard":
        if not colon:
            return hard()
        try:
            return hard(float(seconds))
        except ValueError:
            raise ValueError(
                f"level {text!r}: hard:SECONDS needs a number of seconds above 0, at most {MAX_SECONDS:g}"
            ) from None
    if colon:
        raise ValueError(f"level {text!r}: only hard takes a time (hard:SECONDS)")
    for level in (RANDOM, EASY, MEDIUM):
        if level.name == name:
            return level
    raise ValueError(f"unknown level {text!r}; levels: {', '.join(LEVEL_NAMES)} (or hard:SECONDS)")
