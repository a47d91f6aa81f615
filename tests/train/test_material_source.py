"""Candidates from material (`make_puzzles.py --source material`, docs/puzzles.md): a decision of
the weak seat where one move alone keeps a piece more than every other, by the short capture
search of `pardsgui.train.material`, and the move played is another.

The positions are from seeded Kerd games between easy players (what the finder's runs play).
"""

from __future__ import annotations

import pytest

from pardsgui.games import get_game
from pardsgui.train.finder import MATERIAL_NODES, check_source, find_puzzles, misses_material
from pardsgui.train.material import KerdJudge, the_material_move
from tests.helpers import script_module

#: White's Hussar on i4 takes the Black Hussar on i7 and nothing takes it back.
ONE_WAY = (
    "tjs1bqkb1sjt/ppppp1cppppp/6p5/3h8/5c6/5p2h3/5P6/12/3H4H3/6P5/P1PPP1CPPPPP/TJS1BQKB1SJT w"
    " infiltrators=h12,g3 off=CP,-"
)
TAKE = "i4xi7"
#: Black in check: taking on c4 and the reveal keep about as much (18 and 18.5 down), every other
#: move 2 more than those: two ways, so no one move stands ahead.
TWO_WAYS = (
    "t1sQ3B1sj1/pp1p1kcppppt/3j8/4p7/12/5P6/b3HC6/12/2J9/12/P1PPP2PPPPP/T1S1B1KB1SJT b castling=KQ"
    " infiltrators=+,f7 checked=1 off=HCPP,hhqcpppp"
)


def test_a_move_that_leaves_the_hanging_piece_is_a_candidate_and_the_capture_is_not() -> None:
    position = get_game("kerd").parse(ONE_WAY)
    take = position.parse_move(TAKE)
    assert the_material_move(position, MATERIAL_NODES) == take
    assert not misses_material(position, take)
    others = [move for move in position.legal_moves() if move != take]
    assert others and all(misses_material(position, move) for move in others)
    # What the judge says of it: the capture keeps a piece's worth and more over every other move.
    kept, _ = KerdJudge(MATERIAL_NODES).verdicts(position)
    assert kept[take] - max(kept[move] for move in others) >= KerdJudge.loss


def test_where_two_moves_keep_about_as_much_nothing_is_a_candidate() -> None:
    position = get_game("kerd").parse(TWO_WAYS)
    kept, _ = KerdJudge(MATERIAL_NODES).verdicts(position)
    first, second, third = sorted(kept.values(), reverse=True)[:3]
    assert 0 < first - second < KerdJudge.loss <= second - third  # two ahead of the rest, not one
    assert the_material_move(position, MATERIAL_NODES) is None
    assert all(not misses_material(position, move) for move in position.legal_moves())


def test_where_nothing_can_be_taken_nothing_is_a_candidate() -> None:
    position = get_game("kerd").initial()
    assert the_material_move(position, MATERIAL_NODES) is None


def test_a_capture_search_cut_short_finds_nothing() -> None:
    position = get_game("kerd").parse(ONE_WAY)
    assert the_material_move(position, 10) is None


@pytest.mark.parametrize("game_id", ["parry", "pagade", "nardshir"])
def test_a_game_without_material_is_refused_by_the_finder_and_by_the_script(game_id: str) -> None:
    with pytest.raises(ValueError, match=f"{game_id} has no material"):
        check_source(game_id, "material")
    with pytest.raises(ValueError, match="no material"):
        next(find_puzzles(game_id, 1, source="material"))
    assert the_material_move(get_game(game_id).initial(), MATERIAL_NODES) is None
    made_by = script_module("make_puzzles").made_by
    assert made_by("kerd", 2, 5, None, "easy", None, "material").endswith("--strong easy --source material")
