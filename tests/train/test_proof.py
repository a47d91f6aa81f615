"""A puzzle's proof weighs every move the seat may make, and the trainer judges a wrong move as
the proof did: at its budget and seed, against the solution.

The searches are given (the cache the proof reads is filled in), so these run at once and say
exactly which moves the proof looked at. The position is a shipped Pards puzzle's (docs/puzzles.md)
where the deep search's root put the solution e8-f9 first and four moves worth nothing after it,
while e8-c7, further down its list, was worth exactly as much as the solution: the proof that
weighed only the first four kept it, and the trainer failed a person who played e8-c7.
"""

from __future__ import annotations

from pathlib import Path

from pardsgui.ai.analysis import Analysis, MoveStat
from pardsgui.ai.review import Cache, Reviewer, knowledge, rate_move
from pardsgui.core.contract import Move, Position
from pardsgui.games import get_game
from pardsgui.train.desk import PuzzleDesk
from pardsgui.train.finder import SEEDS, Budget, prove
from pardsgui.train.mine import MyPuzzles
from pardsgui.train.progress import TrainerProgress
from pardsgui.train.puzzles import Proof, Puzzle, puzzle_path, read_puzzles, threshold

POSITION = "1se2e1s1/2pc1p1s1/S6P1/2s1V4/5p3/2SPP1S2/3ECE1S1 w grids=a1:1,a7:3,e1:2,e7:1"
SOLUTION, RIVAL, MISTAKE = "e8-f9", "e8-c7", "b3-d2"
BUDGET = Budget(5_000, 20_000)


def _analysis(position: Position, values: tuple[float, ...], moves: tuple[MoveStat, ...] = ()) -> Analysis:
    return Analysis(position.current, values, moves, 0, 0, 0.0, "budget")


def _searched(rival: float) -> tuple[Position, Cache]:
    """The deep searches, as the cache holds them: the solution 23 %, the rival `rival`, the rest 0."""
    position = get_game("pards").parse(POSITION)
    legal = {position.move_text(move): move for move in position.legal_moves()}
    worth = {text: 0.0 for text in legal} | {SOLUTION: 0.2315, RIVAL: rival}
    cache: Cache = {}
    for seed in SEEDS:
        for text, move in legal.items():
            after = position.play(move)
            value = worth[text]
            key = ("review", after, knowledge(after), BUDGET.deep, seed)
            cache[key] = _analysis(after, (value, 1.0 - value))
        # The root search lists the solution, then four moves worth nothing; the rival comes later.
        first = [SOLUTION, *[t for t in legal if worth[t] == 0.0 and t != MISTAKE][:4]]
        stats = tuple(MoveStat(legal[t], t, 1, (worth[t], 1 - worth[t]), worth[t]) for t in first)
        root = ("review", position, knowledge(position), BUDGET.deep, seed)
        cache[root] = _analysis(position, (0.2315, 0.7685), stats)
        # The rest of the solution's turn (a die to change): the first move the rules list.
        walk = position.play(legal[SOLUTION])
        while walk.current == position.current and walk.outcome is None:
            move: Move = walk.legal_moves()[0]
            stat = MoveStat(move, walk.move_text(move), 1, (0.2315, 0.7685), 0.2315)
            cache[("review", walk, knowledge(walk), BUDGET.deep, seed)] = _analysis(walk, (0.2, 0.8), (stat,))
            walk = walk.play(move)
    return position, cache


def test_a_move_as_good_as_the_solution_anywhere_in_the_list_refuses_the_puzzle() -> None:
    position, cache = _searched(rival=0.2315)
    searched = len(cache)
    proved = prove(position, position.parse_move(MISTAKE), BUDGET, cache)
    assert proved == "the best move is not clearly ahead"
    assert len(cache) == searched, "a search the test did not give was run"


def test_a_move_clearly_behind_lets_the_puzzle_stand_and_the_proof_names_the_true_second() -> None:
    position, cache = _searched(rival=0.02)  # 21 points behind: more than Pards' `?` of 20
    proved = prove(position, position.parse_move(MISTAKE), BUDGET, cache)
    assert not isinstance(proved, str), proved
    solution, proofs = proved
    assert position.move_text(solution[0]) == SOLUTION
    assert [proof.seed for proof in proofs] == list(SEEDS)
    for proof in proofs:
        assert (proof.best, proof.second, proof.second_move) == (23.15, 2.0, RIVAL)


def test_the_trainer_judges_a_shipped_puzzles_first_move_as_its_proof_did(tmp_path: Path) -> None:
    """Its budget and seed, against the solution; a later part of the turn, and a puzzle from the
    player's games, as the review judges a decision (the budget asked for, seed 0, its own best)."""
    proof = (Proof(1, 20_000, 23.15, 0.0, "a8-a7"), Proof(2, 20_000, 23.15, 0.0, "a8-a9"))
    shipped = Puzzle("pards", (), POSITION, (SOLUTION,), MISTAKE, "", proof)
    desk = PuzzleDesk(TrainerProgress(tmp_path / "progress.json"), MyPuzzles(tmp_path / "mine.json"))
    desk.open(shipped)
    start = desk.position
    assert desk.judge_terms(start) == (20_000, 1, SOLUTION)
    assert desk.judge_terms(start, 500) == (500, 1, SOLUTION)  # a test asks for less
    later = start.play(start.parse_move(SOLUTION))  # any position but the puzzle's own
    assert desk.judge_terms(later) == (0, 0, "")
    mine = Puzzle("pards", (), POSITION, (SOLUTION,), MISTAKE, "", (), personal=True)
    desk.open(mine)
    assert desk.judge_terms(desk.position, 700) == (700, 0, "")


def test_a_wrong_first_move_loses_what_the_proof_says() -> None:
    """The worker's judgement of a shipped puzzle's second best move, on the terms the desk gives
    it, is the proof's own margin: at least the game's `?`, never "about 0 %"."""
    puzzle = read_puzzles(puzzle_path("nardshir"))[0]
    position = get_game("nardshir").parse(puzzle.position)
    proof = puzzle.proof[0]
    reviewer = Reviewer("nardshir", seed=proof.seed)
    reviewer.steps, reviewer.verify = proof.steps, 1  # as the worker judges (rate_person_move)
    second = position.parse_move(proof.second_move)
    rated = rate_move(reviewer, position, second, best=position.parse_move(puzzle.solution[0]))
    assert rated.best == puzzle.solution[0]
    assert abs(rated.loss - (proof.best - proof.second)) < 0.01
    assert rated.loss >= threshold("nardshir") and rated.mark in ("?", "??")
