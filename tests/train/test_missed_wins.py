"""Candidates from missed wins (`make_puzzles.py --source wins`, docs/puzzles.md): a decision of the
weak seat where one move alone wins within the turn and the move played is another.

The position is from the seeded self-play that made the shipped Pards file (game 24 of seed 1):
White's c8xc5 sacks and lets the Vicar home, and White played b6-d6.
"""

from __future__ import annotations

from itertools import islice

import pytest

from pardsgui.ai.review import Reviewer
from pardsgui.games import get_game
from pardsgui.train.finder import SEEDS, Budget, Figures, chance, find_puzzles, misses_a_win, prove
from pardsgui.train.puzzles import puzzle_path, read_puzzles, threshold
from tests.helpers import script_module

POSITION = "1s1ece2s/1sp6/2SE3s1/4p4/V1P1p2P1/S4P1S1/4CE1S1 w grids=a1:3,a7:4,e1:4,e7:3"
WIN, PLAYED = "c8xc5", "b6-d6"
TWO_WINS = "1s1ece3/2p2p3/2S3V1s/3Ss1E2/1EP2P3/P6Ss/4C2S1 w grids=a1:2,a7:5,e1:6,e7:2 phase=vicar place=p"


def test_a_move_that_misses_the_win_within_the_turn_is_a_candidate_and_the_win_is_not() -> None:
    position = get_game("pards").parse(POSITION)
    assert misses_a_win(position, position.parse_move(PLAYED))
    assert not misses_a_win(position, position.parse_move(WIN))
    # Every other move misses it: the sack is the only one that wins.
    others = [move for move in position.legal_moves() if position.move_text(move) != WIN]
    assert others and all(misses_a_win(position, move) for move in others)


def test_where_two_moves_win_nothing_is_a_candidate() -> None:
    """After a sack the Vicar has two squares home (game 52 of the same run): both win, so neither
    is clearly ahead, and the proof is not asked."""
    position = get_game("pards").parse(TWO_WINS)
    texts = {position.move_text(move) for move in position.legal_moves()}
    assert {"e7-g7", "e7-g9"} <= texts
    assert all(not misses_a_win(position, move) for move in position.legal_moves())
    assert not misses_a_win(position, position.parse_move("e7-e8"))  # what the game played


def test_the_proof_stops_at_a_second_win_and_refuses_as_weighing_every_move_does() -> None:
    """Two moves win: the proof meets both first (the evaluation's order) and refuses without
    weighing the rest, and every move weighed by the same searches puts the two best no further
    apart than the game's threshold."""
    position = get_game("pards").parse(TWO_WINS)
    moves = position.legal_moves()
    budget = Budget(250, 1000)
    cache: dict = {}
    assert (
        prove(position, position.parse_move("e7-e8"), budget, cache) == "the best move is not clearly ahead"
    )
    assert len(cache) == 2 < len(moves)
    reviewer = Reviewer("pards", seed=SEEDS[0], cache={})
    seat = position.current
    assert seat is not None
    values = [chance(reviewer.analysis(position.play(m), budget.deep), position)[seat] for m in moves]
    ranked = sorted((round(100 * value, 2) for value in values), reverse=True)
    assert ranked[0] - ranked[1] < threshold("pards")


def test_where_no_move_wins_nothing_is_a_candidate() -> None:
    game = get_game("pards")
    position = game.parse(POSITION.replace(" w ", " b "))  # Black to move here has no win
    assert all(not misses_a_win(position, move) for move in position.legal_moves())


def test_an_unknown_source_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown source"):
        next(find_puzzles("pards", 1, source="guesses"))


def test_the_command_that_made_a_file_names_its_source_unless_it_is_the_review() -> None:
    made_by = script_module("make_puzzles").made_by
    assert made_by("pards", 3, 1, None, "easy", None, "wins") == (
        "scripts/make_puzzles.py pards --count 3 --seed 1 --strong easy --source wins"
    )
    assert (
        made_by("kerd", 3, 1, None, "easy") == "scripts/make_puzzles.py kerd --count 3 --seed 1 --strong easy"
    )


@pytest.mark.long
def test_seed_one_finds_the_shipped_puzzle_of_game_24_first() -> None:
    """The run that made the shipped file, from its start: game 15's missed win falls (another move
    is as good), game 24's is the first puzzle, and it is the shipped one."""
    figures = Figures()
    found = next(islice(find_puzzles("pards", 1, Budget.of("pards"), figures, "easy", source="wins"), 1))
    assert found.position == POSITION and found.solution[0] == WIN and found.mistake == PLAYED
    assert figures.games == 25 and figures.candidates == 2
    assert found in read_puzzles(puzzle_path("pards"))
