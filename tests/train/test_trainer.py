"""The trainer without Qt: its progress file, choosing the next puzzle, judging a whole turn, my puzzles."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pardsgui.core.record import Record
from pardsgui.core.review_data import MoveReview, Review
from pardsgui.games import get_game
from pardsgui.train.attempt import Attempt, Status
from pardsgui.train.desk import MINE, PuzzleDesk
from pardsgui.train.mine import MyPuzzles
from pardsgui.train.progress import TrainerProgress, choose_next, first_rating
from pardsgui.train.puzzles import Puzzle, puzzle_path, read_puzzles
from pardsgui.train.rating import Rating

SAMPLE = Path(__file__).with_name("nardshir-sample.json")


def pards() -> list[Puzzle]:
    return read_puzzles(puzzle_path("pards"))


def pagade() -> list[Puzzle]:
    return read_puzzles(puzzle_path("pagade"))


def play(attempt: Attempt, *texts: str) -> Status:
    status = attempt.status
    for text in texts:
        status = attempt.play(attempt.position.parse_move(text))
    return status


# -- judging a whole turn -----------------------------------------------------------------------


#: A sack, then the Vicar's move: a puzzle once shipped (its proof weighed only four moves, and
#: another was as good), kept here for its two-part turn. The attempt reads only its moves.
SACK = Puzzle(
    "pards",
    (),
    "3eceps1/2s2p3/3sp4/P3V4/4PP1s1/1S5S1/1S1ECE1S1 w grids=a1:2,a7:5,e1:6,e7:5",
    ("c6xc8", "d5-d2"),
    "b2-d4",
    "",
    (),
)


def test_a_pards_sack_then_the_vicars_move_is_judged_part_by_part() -> None:
    sack = SACK
    assert play(Attempt(sack), sack.solution[0]) is Status.PLAYING  # the turn goes on: the Vicar's move
    assert play(Attempt(sack), *sack.solution) is Status.SOLVED
    right_then_wrong = Attempt(sack)
    play(right_then_wrong, sack.solution[0])
    other = next(
        m
        for m in right_then_wrong.position.legal_moves()
        if right_then_wrong.position.move_text(m) != sack.solution[1]
    )
    assert right_then_wrong.play(other) is Status.FAILED
    assert right_then_wrong.wrong is not None and right_then_wrong.wrong[1] == other
    wrong_first = Attempt(sack)
    assert play(wrong_first, sack.mistake) is Status.FAILED


def test_dice_taken_in_another_order_reach_the_solution_and_are_right() -> None:
    puzzle = read_puzzles(SAMPLE)[0]  # Nardshir, dice 2 and 4: 2:h-1 then 4:h-3
    assert play(Attempt(puzzle), *puzzle.solution) is Status.SOLVED
    swapped = Attempt(puzzle)
    assert play(swapped, "4:h-3") is Status.PLAYING
    assert swapped.next_solution_move() == swapped.position.parse_move("2:h-1")  # the hint follows
    assert play(swapped, "2:h-1") is Status.SOLVED
    assert play(Attempt(puzzle), puzzle.mistake) is Status.FAILED
    with pytest.raises(ValueError):
        play(swapped, "2:h-1")  # over: nothing more is taken


def test_a_personal_puzzle_waits_for_the_judge_and_takes_any_move_losing_less_than_the_question_mark() -> (
    None
):
    shipped = pagade()[0]
    mine = Puzzle(
        "pagade", shipped.options, shipped.position, shipped.solution[:1], shipped.mistake, "", (), True
    )
    assert play(Attempt(mine), mine.solution[0]) is Status.SOLVED
    close = Attempt(mine)
    assert play(close, mine.mistake) is Status.JUDGING
    assert close.judged(3.9) is Status.SOLVED  # Pagade's ? is 4 points
    far = Attempt(mine)
    play(far, mine.mistake)
    assert far.judged(4.0) is Status.FAILED
    with pytest.raises(ValueError):
        far.judged(1.0)


# -- progress ----------------------------------------------------------------------------------


def test_progress_keeps_ratings_streaks_and_lists_through_the_file(tmp_path: Path) -> None:
    path = tmp_path / "puzzles.json"
    progress = TrainerProgress.load(path)
    first, second, third = pagade()[:3]
    up = progress.record(first, solved=True)
    assert up.rated and up.after.rating > up.before.rating and up.change > 0
    progress.record(second, solved=True)
    down = progress.record(third, solved=False)
    assert down.after.rating < down.before.rating
    again = progress.record(third, solved=True)  # played before: practice, not rated
    assert not again.rated and again.after == again.before
    hinted = progress.record(pagade()[3], solved=True, helped=True)
    assert not hinted.rated
    progress.skip(pagade()[4])
    assert progress.save()
    back = TrainerProgress.load(path)
    game = back.of("pagade")
    assert back.notice == ""
    assert game.rating.rating == pytest.approx(progress.of("pagade").rating.rating, abs=0.001)
    assert (game.streak, game.best_streak) == (1, 2)  # the hinted solve neither counts nor breaks it
    assert game.solved == [first.id, second.id, third.id, pagade()[3].id]
    assert game.failed == [] and game.skipped == [pagade()[4].id]
    assert back.puzzle_rating(third).rating > first_rating(third).rating  # the puzzle beat the player once


@pytest.mark.parametrize(
    "text",
    [
        "{not json",
        json.dumps({"format": 9, "games": {}}),
        json.dumps({"format": 1, "games": {"pagade": []}}),
        json.dumps({"format": 1, "games": {"pagade": {"rating": [1500, 350, 0.06], "streak": -1}}}),
    ],
)
def test_a_broken_progress_file_is_moved_aside_with_a_notice(tmp_path: Path, text: str) -> None:
    path = tmp_path / "puzzles.json"
    path.write_text(text, encoding="utf-8")
    progress = TrainerProgress.load(path)
    assert progress.games == {}
    assert "could not be read" in progress.notice and "moved to" in progress.notice
    assert not path.exists() and list(tmp_path.glob("puzzles.json.broken-*"))
    progress.record(pagade()[0], solved=True)
    assert progress.save() and TrainerProgress.load(path).notice == ""


# -- choosing ----------------------------------------------------------------------------------


def test_the_next_puzzle_is_near_the_rating_new_before_played_and_never_the_one_just_shown() -> None:
    puzzles = pagade()
    progress = TrainerProgress()
    rating = progress.of("pagade").rating.rating
    chosen = choose_next(puzzles, progress)
    assert chosen is not None
    nearest = min(abs(progress.puzzle_rating(p).rating - rating) for p in puzzles)
    assert abs(progress.puzzle_rating(chosen).rating - rating) == nearest
    assert choose_next(puzzles, progress, last=chosen.id) != chosen
    # A strong player is offered the hardest puzzle first.
    progress.of("pagade").rating = Rating(2500, 60)
    hardest = max(puzzles, key=lambda p: (progress.puzzle_rating(p).rating, ""))
    chosen = choose_next(puzzles, progress)
    assert (
        chosen is not None and progress.puzzle_rating(chosen).rating == progress.puzzle_rating(hardest).rating
    )
    # Once played, a puzzle comes after every one not played yet; the lone puzzle comes back.
    for puzzle in puzzles[:-1]:
        progress.record(puzzle, solved=True)
    assert choose_next(puzzles, progress) == puzzles[-1]
    assert choose_next(puzzles[:1], progress, last=puzzles[0].id) == puzzles[0]
    assert choose_next([], progress) is None


# -- puzzles from my games ------------------------------------------------------------------------


def test_a_review_gives_puzzles_of_the_persons_mistakes_only(tmp_path: Path) -> None:
    puzzle = read_puzzles(SAMPLE)[0]
    game = get_game("nardshir")
    record = Record(game, game.parse(puzzle.position))
    position = record.start
    record.play(position.parse_move(puzzle.mistake))  # the person's 4:7-11, a mistake
    after = record.current.position
    reply = after.legal_moves()[0]
    record.play(reply)  # the person's second die, the best move anyway
    values = (0.5, 0.5)
    review = Review(
        "review",
        0,
        [
            MoveReview(puzzle.mistake, 0, values, values, best="2:h-1", loss=5.0, mark="?"),
            MoveReview(after.move_text(reply), 0, values, values, best=after.move_text(reply), mark=""),
        ],
    )
    record.review = review
    mine = MyPuzzles.load(tmp_path / "my-puzzles.json")
    added = mine.add_from_review(record)
    assert [(p.position, p.solution, p.mistake, p.personal) for p in added] == [
        (puzzle.position, ("2:h-1",), puzzle.mistake, True)
    ]
    assert mine.add_from_review(record) == []  # the same mistake is kept once
    assert mine.save()
    assert MyPuzzles.load(mine.path).of("nardshir") == added
    # The same mistake made by the computer is no puzzle of the person's.
    record.computer = {0: "easy"}
    assert MyPuzzles(path=tmp_path / "other.json").add_from_review(record) == []


def test_my_puzzles_that_no_longer_hold_are_left_out_and_a_broken_file_moved_aside(tmp_path: Path) -> None:
    puzzle = read_puzzles(SAMPLE)[0]
    path = tmp_path / "my-puzzles.json"
    good = {"game": "nardshir", "position": puzzle.position, "best": "2:h-1", "mistake": puzzle.mistake}
    bad = dict(good, best="6:h-5")
    path.write_text(json.dumps({"format": 1, "puzzles": [good, bad]}), encoding="utf-8")
    mine = MyPuzzles.load(path)
    assert len(mine.puzzles) == 1 and mine.notice.startswith("1 of the puzzles from your games")
    path.write_text(json.dumps({"format": 1, "puzzles": [dict(good, extra="x")]}), encoding="utf-8")
    broken = MyPuzzles.load(path)
    assert broken.puzzles == [] and "moved to" in broken.notice


def test_kerds_secret_choice_never_becomes_a_puzzle(tmp_path: Path) -> None:
    game = get_game("kerd")
    record = Record(game)
    start = record.start
    chosen, better = start.legal_moves()[:2]
    record.play(chosen)
    values = (0.5, 0.5)
    record.review = Review(
        "review",
        0,
        [
            MoveReview(
                start.move_text(chosen), 0, values, values, best=start.move_text(better), loss=20, mark="??"
            )
        ],
    )
    assert MyPuzzles(path=tmp_path / "my-puzzles.json").add_from_review(record) == []


@pytest.mark.parametrize("source", ["pards", "nardshir"])
def test_the_refutation_ends_the_solvers_turn_then_plays_the_other_sides(source: str) -> None:
    from pardsgui.ai.review import Reviewer
    from pardsgui.train.work import refutation

    puzzle = pards()[0] if source == "pards" else read_puzzles(SAMPLE)[0]
    position = get_game(puzzle.game_id).parse(puzzle.position)
    solver = position.current
    reviewer = Reviewer(puzzle.game_id)
    reviewer.steps = 300
    line = refutation(reviewer, position, position.parse_move(puzzle.mistake), seed=0)
    assert line == refutation(reviewer, position, position.parse_move(puzzle.mistake), seed=0)  # seeded
    here = position.play(position.parse_move(puzzle.mistake))
    deciders = []
    for text in line:
        deciders.append(here.current)  # None: a roll
        here = here.play(here.parse_move(text))
    other = [seat for seat in deciders if seat is not None and seat != solver]
    assert other, "the other side replies"
    first_other = deciders.index(other[0])
    assert all(seat in (solver, None) for seat in deciders[:first_other])  # the solver's turn ends first
    assert all(seat != solver for seat in deciders[first_other:])  # then the reply alone
    assert here.outcome is not None or here.is_chance or here.current == solver  # the reply is whole


def test_another_game_with_no_puzzle_to_open_shows_no_rating_change_of_the_last(tmp_path: Path) -> None:
    """The rating's change by the puzzle just failed belongs to its game: a game whose set has no
    puzzle to open (none of the player's own yet) once showed it beside its own rating."""
    desk = PuzzleDesk(TrainerProgress(tmp_path / "progress.json"), MyPuzzles(tmp_path / "mine.json"))
    desk.use("kerd")
    assert desk.attempt is not None
    desk.play(desk.position.parse_move(desk.attempt.puzzle.mistake))
    assert desk.result is not None and desk.result.rated
    desk.use("nardshir", MINE)
    assert desk.attempt is None and desk.problem.startswith("No puzzles from your games of Nardshir")
    assert desk.result is None
