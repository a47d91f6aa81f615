"""Computer against computer: the games behind `pardsgui-engine match`.

Seating: in game i (counting from 0) player A takes seat i mod n and player
B every other seat (each B seat thinks on its own), so over n games A has sat
in every seat once.  A game is worth one point between A and B: A scores 1
for every B seat it finishes ahead of, ½ for each it ties with and 0 for each
ahead of it, averaged over the B seats; B gets the rest.  With two seats that
is simply 1 for a win and ½ for a draw.

Everything is seeded: the dice of game i and the seed of every search come
from the match seed and i alone (see `dice_game`), and the levels' wall-clock ceilings are off
(their move budgets alone end each search), so a match (or any one game of
it) replays exactly, on a busy machine too, whether the games run one after
another or in parallel.  The longest search is reported, to compare with the
levels' promised times.

Duplicate dice (`duplicate=True`, `pardsgui-engine match --duplicate`), as
duplicate bridge deals and backgammon bots' matches do: the n games of a set
(games i to i + n - 1, i a multiple of n) share the dice and search seeds of
the set's first game, A taking another seat in each.  Two levels that would
choose alike then play the same game from every seat and split the set's
point, so the luck that decides most games between near levels cancels, and
only the decisions where they differ move the score.  Its interval is over
sets (`mean_interval`), which are independent; the games within a set are
not.  The first game of every set is the game the plain match plays there.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
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


#: Student's t at 97.5 % for 1 to 29 degrees of freedom; beyond, the normal's Z95.
T975: tuple[float, ...] = (
    12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23,
    2.20, 2.18, 2.16, 2.14, 2.13, 2.12, 2.11, 2.10, 2.09, 2.09,
    2.08, 2.07, 2.07, 2.06, 2.06, 2.06, 2.05, 2.05, 2.05,
)  # fmt: skip


def mean_interval(figures: Sequence[float]) -> tuple[float, float, float]:
    """The mean of independent figures and its 95 % interval (Student's t).

    Unbounded for fewer than two figures; a point when every figure is the
    same, which for duplicate sets is what was seen: the levels played alike.
    """
    mean = statistics.fmean(figures)
    if len(figures) < 2:
        return mean, -math.inf, math.inf
    t = T975[len(figures) - 2] if len(figures) - 2 < len(T975) else Z95
    half = t * statistics.stdev(figures) / math.sqrt(len(figures))
    return mean, mean - half, mean + half


def set_scores(points: Mapping[int, float], players: int) -> list[float]:
    """A's share of each whole set of duplicate games, by game number (from any first game)."""
    sets: dict[int, list[float]] = {}
    for index, score in points.items():
        sets.setdefault(index - index % players, []).append(score)
    return [statistics.fmean(scores) for _, scores in sorted(sets.items()) if len(scores) == players]


def score_lines(points: float, games: int, sets: Sequence[float] | None = None) -> list[str]:
    """A match's last two lines: A's share with its 95 % interval, then the score.

    With duplicate dice the interval is over the sets' shares, not Wilson's
    over games, which would count every set's games as independent.
    """
    if sets is None:
        low, high = wilson(points, games)
        told = f"A {100 * points / games:.1f} % of the points, 95 % confidence interval"
    else:
        mean, low, high = mean_interval(sets)
        low, high = max(0.0, low), min(1.0, high)
        ahead = sum(share > 0.5 for share in sets)
        behind = sum(share < 0.5 for share in sets)
        told = (
            f"A {100 * mean:.1f} % of the points in {len(sets)} sets of duplicate dice"
            f" (A ahead in {ahead}, behind in {behind}, even in {len(sets) - ahead - behind}),"
            " 95 % confidence interval over sets"
        )
    return [f"{told} {100 * low:.1f}–{100 * high:.1f} %", f"A {points:.1f} – B {games - points:.1f}"]


def a_points(outcome: Outcome, a_seat: int) -> float:
    """A's share of one game's point (see the module text)."""
    mine = outcome[a_seat]
    others = [score for seat, score in enumerate(outcome) if seat != a_seat]
    return sum(1.0 if mine > s else 0.5 if mine == s else 0.0 for s in others) / len(others)


def game_seed(match_seed: int, index: int) -> int:
    return match_seed * 1_000_003 + index


def dice_game(index: int, players: int, duplicate: bool) -> int:
    """The game whose dice and search seeds game `index` plays with."""
    return index - index % players if duplicate else index


def play_game(
    game: Game,
    options: dict[str, str],
    a: Level,
    b: Level,
    index: int,
    match_seed: int,
    duplicate: bool = False,
) -> GameResult:
    # Played through a game record, which alone decides draws by repetition (as in the app).
    record = Record(game, options=options)
    position: Position = record.position
    players = position.players
    a_seat = index % players
    rng = random.Random(game_seed(match_seed, dice_game(index, players, duplicate)))
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
    duplicate: bool = False,
) -> MatchResult:
    """Play games `first` to `first + games - 1`; `report` sees each in game order.

    Game i is the same game whichever stretch plays it, so a match too long for
    one sitting is played in stretches and their games added up.  With
    `duplicate`, a stretch plays whole sets: `first` and `games` are multiples
    of the seats.
    """
    if duplicate:
        players = game.initial(**options).players
        if first % players or games % players:
            raise ValueError(f"duplicate dice play whole sets of {players} games")
    # The budget alone decides, so a busy machine cannot change a match.
    level_a, level_b = parse_level(a).without_ceiling(), parse_level(b).without_ceiling()
    result = MatchResult()
    if jobs <= 1:
        for index in range(first, first + games):
            one = play_game(game, options, level_a, level_b, index, seed, duplicate)
            result.games.append(one)
            if report is not None:
                report(one)
        return result
    with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
        futures = [
            pool.submit(play_game, game, options, level_a, level_b, index, seed, duplicate)
            for index in range(first, first + games)
        ]
        # Reported in game order, each as soon as it and every game before it are done.
        for future in futures:
            one = future.result()
            result.games.append(one)
            if report is not None:
                report(one)
    return result
