"""Finding puzzles in seeded self-play (`scripts/make_puzzles.py`; docs/puzzles.md).

One seat of each game is a weak player (easy, with a random move one time in
four), the others play at medium. The candidates are the weak seat's decisions found
one of three ways (`SOURCES`): rated as the review rates them (`rate_move`, the review's
budget), a move marked `?` or `??`; or, cheaper and likelier to have one answer, a
move that misses the one move winning within the turn (the tactical net's exact
question, `pardsgui.ai.tactics`), or the one move that keeps a piece more than every
other (a short capture search, `pardsgui.train.material`). A candidate becomes a puzzle when a deep search —
`DEPTH` times the review's budget, with each of two seeds — puts the same best move
ahead of every other move the seat may make by at least the game's `?` threshold
(the other seats play at medium, or at `strong`). Each move is
judged as the review judges a move, by a search of the position after it (like
with like: a root search's own value of its moves is a noisier, higher figure, and
alpha-beta's only a bound). The solution goes on through the rest of the turn with
the deep search's choices.

Everything is seeded and every budget is counted in moves searched, never in
seconds, so the same seed finds the same puzzles on any machine, however busy.
No Qt here.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pardsgui.ai import choose_move
from pardsgui.ai.hooks import hooks_for
from pardsgui.ai.levels import parse_level
from pardsgui.ai.mcts import Analysis
from pardsgui.ai.review import REVIEW_STEPS, Cache, Reviewer, rate_move
from pardsgui.ai.tactics import Tactics
from pardsgui.core.contract import GameUnavailable, Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.core.geometry import AnyView
from pardsgui.core.repetition import Repetitions
from pardsgui.games import get_game
from pardsgui.train.material import JUDGES, the_material_move
from pardsgui.train.puzzles import MAX_TURN, PROOF_SEEDS, Proof, Puzzle, options_pairs, threshold
from pardsgui.train.themes import theme

#: The deep search's budget, in times the review's (the issue: "several times the review's budget").
DEPTH = 4
#: The seeds of the deep searches: every puzzle is proved by both.
SEEDS = (1, 2)
#: How often the weak seat plays a random move instead of easy's.
RANDOM_SHARE = 0.25
#: A game that goes on longer is left for a new one (no game here comes near it in play).
MAX_MOVES = 2_000
MARKS = ("?", "??")
#: How candidates are found: "review", a move the review marks `?` or `??`; "wins", a move that
#: misses the one move winning within the turn (`misses_a_win`); "material", a move that misses the
#: one move keeping a piece more than every other (`the_material_move`). In Pards a review's `?`
#: seldom has one answer (1 of 156 candidates proved), a missed win often does; in Kerd one
#: review's `?` in 31 held, and no weak seat missed a mate in 61 games (docs/puzzles.md).
SOURCES = ("review", "wins", "material")
#: Positions the look for a win within the turn may make; a look cut short finds no candidate.
WIN_NODES = 200_000
#: Positions the capture search of a decision may make; a search cut short finds no candidate.
MATERIAL_NODES = 300_000
WEAK = parse_level("easy").without_ceiling()  # no wall clock: a busy machine must not change a move
STRONG = parse_level("medium").without_ceiling()

assert len(SEEDS) == PROOF_SEEDS


@dataclass
class Figures:
    """What a run did, for the closing note: games played, decisions rated, searches, puzzles."""

    games: int = 0
    decisions: int = 0  # the weak seat's decisions looked at (rated by the review, or for a missed win)
    candidates: int = 0  # of those, marked ? or ?? (or missing a win within the turn)
    puzzles: int = 0
    rejected: dict[str, int] = field(default_factory=dict)  # why candidates were not puzzles
    searched_before: int = 0  # positions searched in the games before this one
    cache: Cache = field(default_factory=dict)  # this game's searches

    @property
    def searches(self) -> int:
        """Positions searched so far (each once per budget and seed), a run cut short included."""
        return self.searched_before + len(self.cache)


@dataclass(frozen=True)
class GameStart:
    """Where a run's game begins: its number (from 1) and the run's random state before its first
    move. The weak seat is the number's (`figures.games % players`), so nothing else is needed to
    play the game and every one after it again (`make_puzzles.py --states`)."""

    number: int
    state: Any  # random.Random.getstate()

    def to_json(self) -> dict[str, Any]:
        version, words, gauss = self.state
        return {"game": self.number, "state": [version, list(words), gauss]}

    @staticmethod
    def from_json(data: Any) -> GameStart:
        """A start as `to_json` wrote it; ValueError for anything else (a file cut short or edited)."""
        try:
            number, (version, words, gauss) = data["game"], data["state"]
            state = (version, tuple(words), gauss)
            random.Random().setstate(state)  # refuses a state Random could not have had
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a game's start: {error}") from None
        if type(number) is not int or number < 1:
            raise ValueError(f"not a game's number: {number!r}")
        return GameStart(number, state)


@dataclass(frozen=True)
class Budget:
    review: int  # moves searched per position by the review (`REVIEW_STEPS`)
    deep: int  # the deep search's

    @staticmethod
    def of(game_id: str, review: int | None = None, depth: int = DEPTH) -> Budget:
        steps = review if review is not None else REVIEW_STEPS[game_id]
        return Budget(steps, steps * depth)


def find_puzzles(
    game_id: str,
    seed: int,
    budget: Budget | None = None,
    figures: Figures | None = None,
    strong: str = "medium",
    replay_games: int = 0,
    found_before: Collection[tuple[str, str]] = (),
    source: str = "review",
    start: GameStart | None = None,
    games_begun: Callable[[GameStart], None] | None = None,
    options: Mapping[str, str] | None = None,
) -> Iterator[Puzzle]:
    """Puzzles as self-play seeded by `seed` finds them, one after another, for good (take what you need).

    `replay_games` games are played without being rated, to go on from a run cut short that
    rated them (`found_before`: the position texts and mistakes it found). Rating draws nothing
    from the game's seed, so the games are the same moves either way and the run goes on as
    if it had never stopped. `start`, a game's beginning as `games_begun` was told it by an
    earlier run of the same seed and players, goes on from that game at once instead: a game
    depends on nothing before it but the random state it begins with. `options`: the game's
    options every game is played with (Parry's `board`), its defaults where none is given.
    """
    check_source(game_id, source)
    game = get_game(game_id)
    options = dict(options or {})
    game.check_options(options)  # refused at once, not at the first game
    budget = budget or Budget.of(game_id)
    figures = figures if figures is not None else Figures()
    strong_level = parse_level(strong).without_ceiling()
    view = _view(game_id)
    rng = random.Random(f"puzzles:{game_id}:{seed}")  # a str seed hashes the same on every run
    if start is not None:
        figures.games = start.number - 1
        rng.setstate(start.state)
    found: set[tuple[str, str]] = set(found_before)  # a position and mistake met again in another game
    while True:
        if games_begun is not None:
            games_begun(GameStart(figures.games + 1, rng.getstate()))
        figures.searched_before = figures.searches
        cache: Cache = {}  # per game: positions of one game seldom come back in another
        figures.cache = cache
        position = game.initial(**options)
        # The record, not the position, draws a game by repetition (Pards, Kerd): without this a
        # weak side shuffling back and forth played on to MAX_MOVES, every decision rated.
        repetitions = Repetitions(game.repetition_draw)
        weak = figures.games % position.players
        rating = figures.games >= replay_games
        figures.games += 1
        reviewer = Reviewer(game_id, seed=0, cache=cache)
        reviewer.steps = budget.review  # the review's own budget unless a quick run asks for less
        for _ in range(MAX_MOVES):
            if position.outcome is not None or repetitions.add(position.repetition_key()):
                break
            if position.is_chance:
                position = position.play(pick_outcome(position.chance_outcomes(), rng))
                continue
            seat = position.current
            legal = position.legal_moves()
            move_seed = rng.randrange(2**31)
            if seat != weak:
                position = position.play(choose_move(position, strong_level, move_seed))
                continue
            if len(legal) > 1 and rng.random() < RANDOM_SHARE:
                move = legal[rng.randrange(len(legal))]
            else:
                move = choose_move(position, WEAK, move_seed)
            secret = set(view.secret_moves(position)) if view is not None else set()
            expect: Move | None = None  # the move a candidate is for, where its source names one
            hidden = view is not None and view.secret(position)  # the review never rates a secret choice
            if rating and len(legal) > 1 and not hidden and move not in secret:
                figures.decisions += 1
                if source == "wins":
                    candidate = misses_a_win(position, move)
                elif source == "material":
                    expect = sought_material(position, move, secret, threshold(game_id) / 100)
                    candidate = expect is not None
                else:
                    candidate = rate_move(reviewer, position, move, view=view).mark in MARKS
                if candidate:
                    figures.candidates += 1
                    key = (position.to_text(), position.move_text(move))
                    proved = (
                        "found before"
                        if key in found
                        else prove(position, move, budget, cache, secret, expect=expect)
                    )
                    if isinstance(proved, str):
                        figures.rejected[proved] = figures.rejected.get(proved, 0) + 1
                    else:
                        found.add(key)
                        figures.puzzles += 1
                        yield puzzle_of(position, move, *proved)
            position = position.play(move)


def check_source(game_id: str, source: str) -> None:
    """ValueError, saying why, for a source of candidates the game cannot have."""
    if source not in SOURCES:
        raise ValueError(f"unknown source of candidates {source!r}: one of {', '.join(SOURCES)}")
    if source == "material" and game_id not in JUDGES:
        raise ValueError(
            f"{game_id} has no material to judge: the source material is for {', '.join(JUDGES)}"
        )


def misses_a_win(position: Position, move: Move) -> bool:
    """Whether one move, and one only, wins within the seat's turn (in every world it may believe
    in, as the net asks) and `move` is another; a look cut short by `WIN_NODES` says no.

    Two winning moves are both worth the win, so the proof would refuse the candidate: it is
    not searched (a fifth of Pards' missed wins, a Vicar with two squares home)."""
    seat = position.current
    net = Tactics(position, seat, hooks_for(position.game_id), WIN_NODES, seed=0)
    wins = net.wins()
    return len(wins) == 1 and not net.cut and move not in wins


def sought_material(position: Position, move: Move, secret: Collection[Move], worth: float) -> Move | None:
    """The move a candidate from material is for: the one move that keeps a piece more than every
    other, worth `worth` of chance (`the_material_move`, the real position), where the seat played
    another; None where the decision is no candidate. A secret move (Kerd's reveal) is never a
    puzzle's solution, so a decision whose material move is secret is none: its proof would weigh
    every other move for a puzzle it could not be."""
    sought = the_material_move(position, MATERIAL_NODES, worth)
    return sought if sought is not None and sought != move and sought not in secret else None


def prove(
    position: Position,
    mistake: Move,
    budget: Budget,
    cache: Cache,
    secret: Collection[Move] = (),
    seeds: Sequence[int] = SEEDS,
    expect: Move | None = None,
) -> tuple[list[Move], tuple[Proof, ...]] | str:
    """The solution and its proof when the deep searches agree on a best move clearly ahead; else why not.

    Every move the seat may make is weighed, not only the root search's first few: a root
    search's order says little of the moves after its best (alpha-beta only proves them no
    better), and a puzzle that fails a person for a move as good as its solution cannot be
    trusted. Five of the seven Pards puzzles weighed by the first four moves had such a move.

    `expect`, the move the candidate is for (the material source's), is weighed first, and the
    candidate is refused as soon as another move comes within the threshold of it: the puzzle
    sought is that move's. Only a refusal comes sooner; a puzzle is still every move weighed.
    """
    game_id = position.game_id
    seat = position.current
    assert seat is not None
    weighed = [move for move in position.legal_moves() if move not in set(secret)]
    if len(weighed) < 2:
        return "one move only"
    if expect not in weighed:
        expect = None  # a secret move is never a solution
    need = threshold(game_id)
    proofs: list[Proof] = []
    best: Move | None = None
    for seed in seeds:
        reviewer = Reviewer(game_id, seed=seed, cache=cache)
        values: dict[Move, float] = {}
        for move in _likeliest_first(position, weighed, expect):
            values[move] = chance(reviewer.analysis(position.play(move), budget.deep), position)[seat]
            if (
                expect is not None
                and move != expect
                and _percent(values[expect]) - _percent(values[move]) < need
            ):
                return "another move is as good as the one sought"
            if len(values) > 1 and 100 - _second_best(values) < need:
                # No value passes 100, and the second best of all the moves is no lower than this:
                # however the rest are weighed, the best is not `need` ahead. Refused a few searches
                # in, where weighing every move took them all (most Pards candidates have a second way
                # to win); the searches are pure, so a puzzle is proved by the same figures.
                return "the best move is not clearly ahead"
        ranked = sorted(weighed, key=lambda move: (-values[move], position.move_text(move)))
        first, second = ranked[0], ranked[1]
        if first == mistake:
            return "the deep search prefers the move played"
        if best is not None and first != best:
            return "the seeds disagree on the best move"
        best = first
        best_value, second_value = _percent(values[first]), _percent(values[second])
        proof = Proof(seed, budget.deep, best_value, second_value, position.move_text(second))
        if proof.margin < need:
            return "the best move is not clearly ahead"
        proofs.append(proof)
    assert best is not None
    return _whole_turn(position, best, budget, cache, seeds[0]), tuple(proofs)


def _percent(value: float) -> float:
    """A chance as a proof's figure gives it; the early refusal rounds the same, so it refuses only
    what the figures would."""
    return round(100 * value, 2)


def _second_best(values: dict[Move, float]) -> float:
    """The second highest value, as a proof's figure."""
    return sorted((_percent(value) for value in values.values()), reverse=True)[1]


def _likeliest_first(position: Position, moves: list[Move], first: Move | None = None) -> list[Move]:
    """The moves by the game's evaluation of the position after each, the mover's best first (`first`
    before all): a second move near the best is then met early, and the proof refused without
    weighing the rest."""
    evaluate, seat = hooks_for(position.game_id).evaluate, position.current
    if first in moves:
        return [first, *_likeliest_first(position, [move for move in moves if move != first])]
    if evaluate is None or seat is None:
        return moves

    def after(move: Move) -> float:
        played = position.play(move)
        return (played.outcome if played.outcome is not None else evaluate(played))[seat]

    return sorted(moves, key=lambda move: -after(move))


def prove_again(puzzle: Puzzle) -> Puzzle | str:
    """The puzzle as the proof as it is now makes it, at its proof's budget (`make_puzzles.py
    --reprove`); else why it falls."""
    position = get_game(puzzle.game_id).parse(puzzle.position)
    mistake = position.parse_move(puzzle.mistake)
    view = _view(puzzle.game_id)
    secret = view.secret_moves(position) if view is not None else ()
    steps = puzzle.proof[0].steps
    proved = prove(position, mistake, Budget(steps // DEPTH, steps), {}, secret)
    return proved if isinstance(proved, str) else puzzle_of(position, mistake, *proved)


def _view(game_id: str) -> AnyView | None:
    """The game's board view, which says what is secret; None for a game shown without one."""
    try:
        return get_game(game_id).board_view()
    except GameUnavailable:
        return None


def _whole_turn(position: Position, first: Move, budget: Budget, cache: Cache, seed: int) -> list[Move]:
    """The solution's first move and the rest of its turn, as the deep search plays it."""
    seat = position.current
    line = [first]
    position = position.play(first)
    reviewer = Reviewer(position.game_id, seed=seed, cache=cache)
    while position.outcome is None and position.current == seat and len(line) < MAX_TURN:
        legal = position.legal_moves()
        move = legal[0] if len(legal) == 1 else reviewer.analysis(position, budget.deep).moves[0].move
        line.append(move)
        position = position.play(move)
    return line


def chance(found: Analysis, position: Position) -> tuple[float, ...]:
    """Each seat's chance from a search, within [0, 1] (as the review reads it)."""
    values = found.values or (1.0 / position.players,) * position.players
    return tuple(min(1.0, max(0.0, v)) for v in values)


def puzzle_of(position: Position, mistake: Move, solution: list[Move], proof: tuple[Proof, ...]) -> Puzzle:
    game = get_game(position.game_id)
    texts = []
    walk = position
    for move in solution:
        texts.append(walk.move_text(move))
        walk = walk.play(move)
    return Puzzle(
        game.id,
        options_pairs(game.options_of(position)),
        position.to_text(),
        tuple(texts),
        position.move_text(mistake),
        theme(position, solution),
        proof,
    )
