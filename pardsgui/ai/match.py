"""Computer against computer: the games behind `pardsgui-engine match`.

Seating: in game i (counting from 0) player A takes seat i mod n and player
B every other seat (each B seat thinks on its own), so over n games A has sat
in every seat once.  A game is worth one point between A and B: A scores 1
for every B seat it finishes ahead of, ½ for each it ties with and 0 for each
ahead of it, averaged over the B seats; B gets the rest.  With two seats that
is simply 1 for a win and ½ for a draw.

Everything is seeded: the dice of game i and the seed of every search come
from the match seed and i alone, and the levels' wall-clock ceilings are off
(their move budgets alone end each search), so a match (or any one game of
it) replays exactly, on a busy machine too, whether the games run one after
another or in parallel.  The longest search is reported, to compare with the
levels' promised times.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from pardsgui.ai import think
from pardsgui.ai.levels import Level, parse_level
from pardsgui.core.contract import Game, Outcome, Position, draw
from pardsgui.core.dice import pick_outcome
from pardsgui.core.record import Record

Z95 = 1.959964
#: A game that has not ended after this many atomic moves is scored as a draw.
MAX_GAME_MOVES = 20_000


@dataclass
class SideStats:
    decisions: int = 0  # moves chosen (forced ones included)
    searches: int = 0  # moves that needed a search
    iterations: int = 0
    steps: int = 0
    seconds: float = 0.0  # time spent searching
    cpu_seconds: float = 0.0  # processor time of those searches
    over_time: int = 0  # searches longer than the level's promised time

    def add(self, other: SideStats) -> None:
        self.decisions += other.decisions
        self.searches += other.searches
        self.iterations += other.iterations
        self.steps += other.steps
        self.seconds += other.seconds
        self.cpu_seconds += other.cpu_seconds
        self.over_time += other.over_time

    @property
    def iterations_per_second(self) -> float:
        """Per second of processor time: what the search does on an idle machine."""
        return self.iterations / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    @property
    def steps_per_second(self) -> float:
        return self.steps / self.cpu_seconds if self.cpu_seconds > 0 else 0.0

    @property
    def seconds_per_search(self) -> float:
        return self.seconds / self.searches if self.searches else 0.0

    @property
    def cpu_seconds_per_search(self) -> float:
        return self.cpu_seconds / self.searches if self.searches else 0.0


@dataclass
class GameResult:
    index: int
    a_seat: int
    outcome: Outcome
    a_points: float
    moves: int
    unfinished: bool
    a: SideStats
    b: SideStats
    max_search_seconds: float
    #: The moves played, as the record writes them (`pardsgui-engine match --save` keeps the games).
    line: tuple[str, ...] = ()


@dataclass
class MatchResult:
    games: list[GameResult] = field(default_factory=list)

    @property
    def a_points(self) -> float:
        return sum(game.a_points for game in self.games)

    @property
    def b_points(self) -> float:
        return len(self.games) - self.a_points

    def confidence(self) -> tuple[float, float]:
        """A 95 % interval for A's share of the points (see `wilson`)."""
        return wilson(self.a_points, len(self.games))


def wilson(points: float, games: int) -> tuple[float, float]:
    """A 95 % interval for a share of `points` in `games` (Wilson's score interval).

    Wilson's rather than mean ± 1.96 standard errors, which collapses to a
    point when one side wins every game; draws only make it wider than needed.
    """
    share = points / games
    z2 = Z95 * Z95
    centre = (share + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(share * (1 - share) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def score_lines(points: float, games: int) -> list[str]:
    """A match's last two lines: A's share with its 95 % interval, then the score."""
    low, high = wilson(points, games)
    return [
        f"A {100 * points / games:.1f} % of the points,"
        f" 95 % confidence interval {100 * low:.1f}–{100 * high:.1f} %",
        f"A {points:.1f} – B {games - points:.1f}",
    ]


def a_points(outcome: Outcome, a_seat: int) -> float:
    """A's share of one game's point (see the module text)."""
    mine = outcome[a_seat]
    others = [score for seat, score in enumerate(outcome) if seat != a_seat]
    return sum(1.0 if mine > s else 0.5 if mine == s else 0.0 for s in others) / len(others)


def game_seed(match_seed: int, index: int) -> int:
    return match_seed * 1_000_003 + index


def play_game(
    game: Game,
    options: dict[str, str],
    a: Level,
    b: Level,
    index: int,
    match_seed: int,
) -> GameResult:
    # Played through a game record, which alone decides draws by repetition (as in the app).
    record = Record(game, options=options)
    position: Position = record.position
    players = position.players
    a_seat = index % players
    rng = random.Random(game_seed(match_seed, index))
    stats = (SideStats(), SideStats())
    moves = 0
    longest = 0.0
    outcome = record.outcome()
    while outcome is None and moves < MAX_GAME_MOVES:
        if position.is_chance:
            move = pick_outcome(position.chance_outcomes(), rng)
        else:
            seat = position.current
            assert seat is not None
            side = 0 if seat == a_seat else 1
            level = a if side == 0 else b
            found = think(position, level, rng.getrandbits(32))
            side_stats = stats[side]
            side_stats.decisions += 1
            if found.stopped not in ("forced",) and found.iterations:
                side_stats.searches += 1
                side_stats.iterations += found.iterations
                side_stats.steps += found.steps
                side_stats.seconds += found.seconds
                side_stats.cpu_seconds += found.cpu_seconds
                side_stats.over_time += level.seconds is not None and found.seconds > level.seconds
                longest = max(longest, found.seconds)
            move = found.best
        record.play(move)
        position = record.position
        moves += 1
        outcome = record.outcome()
    line = [node.text for node in record.main_line()]
    unfinished = outcome is None
    final = draw(players) if outcome is None else outcome
    return GameResult(
        index, a_seat, final, a_points(final, a_seat), moves, unfinished, *stats, longest, tuple(line)
    )


def run_match(
    game: Game,
    options: dict[str, str],
    a: str | Level,
    b: str | Level,
    games: int,
    seed: int,
    *,
    jobs: int = 1,
    first: int = 0,
    report: Callable[[GameResult], None] | None = None,
) -> MatchResult:
    """Play games `first` to `first + games - 1`; `report` sees each in game order.

    Game i is the same game whichever stretch plays it, so a match too long for
    one sitting is played in stretches and their games added up.
    """
    # The budget alone decides, so a busy machine cannot change a match.
    level_a, level_b = parse_level(a).without_ceiling(), parse_level(b).without_ceiling()
    result = MatchResult()
    if jobs <= 1:
        for index in range(first, first + games):
            one = play_game(game, options, level_a, level_b, index, seed)
            result.games.append(one)
            if report is not None:
                report(one)
        return result
    with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
        futures = [
            pool.submit(play_game, game, options, level_a, level_b, index, seed)
            for index in range(first, first + games)
        ]
        # Reported in game order, each as soon as it and every game before it are done.
        for future in futures:
            one = future.result()
            result.games.append(one)
            if report is not None:
                report(one)
    return result
