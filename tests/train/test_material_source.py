"""Candidates from material (`make_puzzles.py --source material`, docs/puzzles.md): a decision of
the weak seat where one move alone keeps a piece more than every other, by the short capture
search of `pardsgui.train.material`, and the move played is another.

The positions are from seeded Kerd games between easy players (what the finder's runs play).
"""

from __future__ import annotations

import subprocess
import sys
from itertools import islice
from pathlib import Path

import pytest

from pardsgui.games import get_game
from pardsgui.train.finder import (
    MATERIAL_NODES,
    Budget,
    Figures,
    check_source,
    find_puzzles,
    prove,
    sought_material,
)
from pardsgui.train.material import KerdJudge, the_material_move
from pardsgui.train.puzzles import puzzle_path, read_puzzles, threshold
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


def test_the_capture_of_the_hanging_piece_is_sought_where_another_move_was_played() -> None:
    position = get_game("kerd").parse(ONE_WAY)
    take = position.parse_move(TAKE)
    assert the_material_move(position, MATERIAL_NODES) == take
    others = [move for move in position.legal_moves() if move != take]
    worth = threshold("kerd") / 100
    assert others and all(sought_material(position, move, (), worth) == take for move in others)
    assert sought_material(position, take, (), worth) is None  # the weak seat found it
    # What the judge says of it: the capture keeps a piece's worth and more over every other move.
    kept, _ = KerdJudge(MATERIAL_NODES).verdicts(position)
    assert kept[take] - max(kept[move] for move in others) >= KerdJudge.loss


def test_where_two_moves_keep_about_as_much_nothing_is_a_candidate() -> None:
    position = get_game("kerd").parse(TWO_WAYS)
    kept, _ = KerdJudge(MATERIAL_NODES).verdicts(position)
    first, second, third = sorted(kept.values(), reverse=True)[:3]
    assert 0 < first - second < KerdJudge.loss <= second - third  # two ahead of the rest, not one
    assert the_material_move(position, MATERIAL_NODES) is None


#: White far ahead: the reveal keeps 2 more than taking on h12 (19.5 against 17.5), a piece, but
#: at such a lead Kerd's evaluation makes that 1.4 points of chance.
FAR_AHEAD = (
    "t1sQ3b1sj1/pp1p1kcppppt/3j8/4p7/12/5P6/b3HC6/12/2J9/12/P1PPP2PPPPP/T1S1B1KB1SJT w castling=KQ"
    " infiltrators=h12,f7 checked=1 off=HCPP,hhqcpppp"
)


def test_a_piece_more_where_one_side_is_far_ahead_is_worth_too_little_to_seek() -> None:
    position = get_game("kerd").parse(FAR_AHEAD)
    reveal = the_material_move(position, MATERIAL_NODES)
    assert reveal is not None and position.move_text(reveal) == "reveal"
    assert the_material_move(position, MATERIAL_NODES, threshold("kerd") / 100) is None
    one_way = get_game("kerd").parse(ONE_WAY)  # near even, the same piece is worth 14 points
    assert the_material_move(one_way, MATERIAL_NODES, threshold("kerd") / 100) == one_way.parse_move(TAKE)


def test_a_secret_material_move_is_never_sought() -> None:
    """The reveal keeps the most here, and it is secret: no puzzle may ask for it."""
    position = get_game("kerd").parse(FAR_AHEAD)
    reveal = position.parse_move("reveal")
    played = next(move for move in position.legal_moves() if move != reveal)
    assert sought_material(position, played, (), 0.0) == reveal
    assert sought_material(position, played, (reveal,), 0.0) is None


def test_where_nothing_can_be_taken_nothing_is_a_candidate() -> None:
    position = get_game("kerd").initial()
    assert the_material_move(position, MATERIAL_NODES) is None


def test_a_capture_search_cut_short_finds_nothing() -> None:
    position = get_game("kerd").parse(ONE_WAY)
    assert the_material_move(position, 10) is None


@pytest.mark.parametrize("game_id", ["parry", "pagade", "nardshir"])
def test_a_game_without_material_is_refused_by_the_finder_and_by_the_script(
    game_id: str, tmp_path: Path
) -> None:
    with pytest.raises(ValueError, match=f"{game_id} has no material"):
        check_source(game_id, "material")
    with pytest.raises(ValueError, match="no material"):
        next(find_puzzles(game_id, 1, source="material"))
    assert the_material_move(get_game(game_id).initial(), MATERIAL_NODES) is None
    out = tmp_path / "out"
    script = str(Path(__file__).resolve().parents[2] / "scripts" / "make_puzzles.py")
    refused = subprocess.run(
        [sys.executable, script, game_id, "--source", "material", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode != 0 and f"--source: {game_id} has no material" in refused.stderr, (
        refused.stderr
    )
    assert not out.exists()  # refused before anything is written


def test_the_command_that_made_a_file_names_the_material_source() -> None:
    made_by = script_module("make_puzzles").made_by
    assert made_by("kerd", 2, 5, None, "easy", None, "material").endswith("--strong easy --source material")


@pytest.mark.long
def test_seed_six_finds_the_shipped_puzzle_of_its_first_game() -> None:
    """The run that added Kerd's puzzles from material, from its start (5 processor minutes): the
    first candidate, in game 1, is proved, and it is in the shipped file."""
    figures = Figures()
    found = next(islice(find_puzzles("kerd", 6, Budget.of("kerd"), figures, "easy", source="material"), 1))
    assert (found.mistake, found.solution[0]) == ("k2-k3", "h4xh8")
    assert figures.games == 1 and figures.candidates == 1
    assert found in read_puzzles(puzzle_path("kerd"))


def test_the_proof_stops_at_a_move_as_good_as_the_one_sought() -> None:
    """Taking on c4 and the reveal keep about as much: sought for the capture, the proof weighs it
    first and refuses at the reveal, without weighing the rest."""
    position = get_game("kerd").parse(TWO_WAYS)
    cache: dict = {}
    sought, played = position.parse_move("a6xc4"), position.parse_move("a6-b7")
    refused = prove(position, played, Budget(250, 1000), cache, expect=sought)
    assert refused == "another move is as good as the one sought"
    assert len(cache) < len(position.legal_moves())


def test_a_puzzle_proved_for_the_move_sought_is_the_one_every_move_weighed_proves() -> None:
    position = get_game("kerd").parse(ONE_WAY)
    take, played = position.parse_move(TAKE), position.parse_move("a2-a3")
    budget = Budget(250, 1000)
    sought = prove(position, played, budget, {}, expect=take)
    assert not isinstance(sought, str) and sought[0][0] == take
    assert prove(position, played, budget, {}) == sought
