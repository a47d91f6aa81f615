"""Every rule of docs/rules/pagade.md as a position and its exact legal moves.

The expected lists are worked out by hand from the rules file.  Colours that
take no part in a case are parked in their own bellies (route indices 1-4),
which no other colour can enter.  Squares of other colours are converted with
the rules' "turned by 90°" numbering: Red's square n is Green's route index
n - 17 (n + 51 below 25), Yellow's n - 34 (n + 34 below 42), Black's n - 51
(n + 17 below 59).
"""

from __future__ import annotations

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.core.playout import perft
from pardsgui.games import get_game
from pardsgui.games.pagade.rules import PagadePosition
from tests.helpers import moves_of, sorted_moves

GAME = get_game("pagade")
PARKED = "G:1,2,3,4/Y:1,2,3,4/B:1,2,3,4"
START = "R:6,7,12,12/G:6,7,12,12/Y:6,7,12,12/B:6,7,12,12"


def play(text: str, *moves: str) -> PagadePosition:
    position = GAME.parse(text)
    for move in moves:
        position = position.play(position.parse_move(move))
    assert isinstance(position, PagadePosition)
    return position


def moves(text: str) -> list[str]:
    return moves_of("pagade", text)


# -- setup and dice ----------------------------------------------------------------------


def test_the_start_red_to_roll_with_two_seats() -> None:
    start = GAME.initial()
    assert start.to_text() == f"{START} R"
    assert start.is_chance and start.current is None and start.outcome is None
    assert start.players == 2
    assert GAME.initial(seats="4").players == 4 and GAME.initial(seats="4p").players == 4


def test_sixteen_ordered_stick_dice_rolls_of_one_sixteenth() -> None:
    start = GAME.initial()
    outcomes = start.chance_outcomes()
    texts = sorted(start.move_text(m) for m, _ in outcomes)
    assert texts == [f"roll {a},{b}" for a in (1, 3, 4, 6) for b in (1, 3, 4, 6)]
    assert all(p == 1 / 16 for _, p in outcomes)
    assert sorted_moves(start) == texts  # the chance moves are the legal moves


def test_a_roll_keeps_the_colour_and_lists_the_dice_ascending() -> None:
    after = play(f"{START} R", "roll 6,3")
    assert after.to_text() == f"{START} R dice=3,6"
    assert after.current == 0 and not after.is_chance
    assert play(f"{START} R", "roll 3,6") == after


def test_perft_from_the_start_counted_by_hand() -> None:
    start = GAME.initial()
    assert perft(start, 1) == 16
    # Red: 6, 7 in the belly, a pair on 12.  Singles from each of 6, 7, 12 with
    # each die, except 6+6 onto the own pair; the sum from each, except onto 12
    # (6 with 3+3, 7 with 1+4); a pair move on every doublet.
    # Doublets 1,1: 3+3+1; 3,3: 3+2+1; 4,4: 3+3+1; 6,6: 2+3+1 = 26.
    # Mixed (twice each): 1,3: 9; 1,4: 8; 1,6: 8; 3,4: 9; 3,6: 8; 4,6: 8 = 50.
    assert perft(start, 2) == 26 + 2 * 50


# -- using the dice -----------------------------------------------------------------------


def test_each_die_separately_or_the_sum_on_one_pawn() -> None:
    assert moves(f"R:20,30,40,50/{PARKED} R dice=3,6") == sorted(
        [
            *("3:20-23", "3:30-33", "3:40-43", "3:50-53"),
            *("6:20-26", "6:30-36", "6:40-46", "6:50-56"),
            *("3+6:20-29", "3+6:30-39", "3+6:40-49", "3+6:50-59"),
        ]
    )


def test_the_second_die_moves_a_different_pawn() -> None:
    after = play(f"R:20,30,40,50/{PARKED} R dice=3,6", "3:20-23")
    assert after.to_text() == f"R:23,30,40,50/{PARKED} R dice=6 moved=23"
    assert sorted_moves(after) == ["6:30-36", "6:40-46", "6:50-56"]


def test_of_two_pawns_on_the_moved_square_the_other_may_move() -> None:
    after = play(f"R:20,23,40,50/{PARKED} R dice=3,6", "3:20-23")
    assert after.to_text() == f"R:23,23,40,50/{PARKED} R dice=6 moved=23"
    assert sorted_moves(after) == ["6:23-29", "6:40-46", "6:50-56"]


def test_a_doublet_moves_two_pawns_one_pawn_twice_as_far_or_a_pair() -> None:
    assert moves(f"R:20,20,40,50/{PARKED} R dice=4,4") == sorted(
        ["4:20-24", "4:40-44", "4:50-54", "4+4:20-28", "4+4:40-48", "4+4:50-58", "4=4:20-24"]
    )
    after = play(f"R:20,20,40,50/{PARKED} R dice=4,4", "4=4:20-24")
    assert after.to_text() == f"R:24,24,40,50/{PARKED} G"
    assert after.is_chance


def test_after_one_die_of_a_doublet_the_other_die_of_it_is_left() -> None:
    after = play(f"R:20,20,40,50/{PARKED} R dice=4,4", "4:20-24")
    assert after.to_text() == f"R:20,24,40,50/{PARKED} R dice=4 moved=24"
    # 20 -> 24 joins the moved pawn: a pair forms, which is allowed.
    assert sorted_moves(after) == ["4:20-24", "4:40-44", "4:50-54"]


def test_the_combined_move_only_counts_the_final_square() -> None:
    # A Green pair on Red's 23 (Green 74) blocks 3:20-23 but not 3+4:20-27 over it.
    assert moves("R:1,1,1,20/G:1,2,74,74/Y:1,2,3,4/B:1,2,3,4 R dice=3,4") == sorted(
        ["3:1-4", "4:1-5", "4:20-24", "3+4:1-8", "3+4:20-27"]
    )


# -- stacking ---------------------------------------------------------------------------


def test_at_most_two_pawns_on_a_square_outside_the_belly() -> None:
    # Red's own pair on 24 takes no third pawn, by a die or by the sum.
    assert moves(f"R:20,24,24,50/{PARKED} R dice=1,4") == sorted(
        ["1:20-21", "1:24-25", "1:50-51", "4:24-28", "4:50-54", "1+4:20-25", "1+4:24-29", "1+4:50-55"]
    )
    assert moves(f"R:20,24,24,50/{PARKED} R dice=1,3") == sorted(
        ["1:20-21", "1:24-25", "1:50-51", "3:20-23", "3:24-27", "3:50-53", "1+3:24-28", "1+3:50-54"]
    )


def test_a_pair_may_not_join_a_single_own_pawn() -> None:
    assert moves(f"R:1,20,20,23/{PARKED} R dice=3,3") == sorted(
        ["3:1-4", "3:20-23", "3:23-26", "3+3:1-7", "3+3:20-26", "3+3:23-29"]
    )


def test_the_belly_holds_any_number_of_own_pawns() -> None:
    assert moves(f"R:1,1,1,4/{PARKED} R dice=3") == ["3:1-4", "3:4-7"]
    # Three pawns on one route index: any two of them move as a pair.
    assert moves(f"R:1,1,1,4/{PARKED} R dice=3,3") == sorted(
        ["3:1-4", "3:4-7", "3+3:1-7", "3+3:4-10", "3=3:1-4"]
    )
    assert play(f"R:1,1,1,4/{PARKED} R dice=3,3", "3=3:1-4").pawns[0] == (1, 4, 4, 4)


def test_a_pawn_on_8_and_one_on_76_share_a_square_but_are_no_pair_to_move() -> None:
    # Square 8 holds two Red pawns (route indices 8 and 76): no third one, and no pair move.
    assert moves(f"R:5,8,76,H/{PARKED} R cut=R dice=3,3") == sorted(
        ["3:8-11", "3:76-79", "3+3:5-11", "3+3:8-14", "3+3:76-82"]
    )


# -- cutting ------------------------------------------------------------------------------


def test_a_single_pawn_cuts_a_single_opponent() -> None:
    text = "R:1,1,1,20/G:1,2,3,74/Y:1,2,3,4/B:1,2,3,4 R dice=3"
    assert moves(text) == ["3:1-4", "3:20-23"]
    after = play(text, "3:20-23")
    assert after.to_text() == "R:1,1,1,23/G:X,1,2,3/Y:1,2,3,4/B:1,2,3,4 G cut=R"


def test_a_single_pawn_may_not_land_on_a_pair() -> None:
    assert moves("R:1,1,1,20/G:1,2,74,74/Y:1,2,3,4/B:1,2,3,4 R dice=3") == ["3:1-4"]


def test_a_pair_on_a_doublet_cuts_a_pair() -> None:
    text = "R:1,1,20,20/G:1,2,74,74/Y:1,2,3,4/B:1,2,3,4 R dice=3,3"
    assert moves(text) == sorted(["3:1-4", "3+3:1-7", "3+3:20-26", "3=3:1-4", "3=3:20-23"])
    after = play(text, "3=3:20-23")
    assert after.to_text() == "R:1,1,23,23/G:X,X,1,2/Y:1,2,3,4/B:1,2,3,4 G cut=R"


def test_a_pair_on_a_doublet_cuts_a_single() -> None:
    text = "R:1,1,20,20/G:1,2,3,74/Y:1,2,3,4/B:1,2,3,4 R dice=3,3"
    assert moves(text) == sorted(["3:1-4", "3:20-23", "3+3:1-7", "3+3:20-26", "3=3:1-4", "3=3:20-23"])
    after = play(text, "3=3:20-23")
    assert after.to_text() == "R:1,1,23,23/G:X,1,2,3/Y:1,2,3,4/B:1,2,3,4 G cut=R"


def test_two_separate_pawns_may_not_combine_to_cut_a_pair() -> None:
    # Red 19 and 20 with 4 and 3 would both reach the Green pair on 23: neither may.
    assert moves("R:1,1,19,20/G:1,2,74,74/Y:1,2,3,4/B:1,2,3,4 R dice=3,4") == sorted(
        ["3:1-4", "3:19-22", "4:1-5", "4:20-24", "3+4:1-8", "3+4:19-26", "3+4:20-27"]
    )


def test_a_pair_cuts_the_two_pawns_of_a_square_8_and_76_pair() -> None:
    # Green's 59 is Red's square 8, where Red stands on route indices 8 and 76.
    text = "R:5,8,76,H/G:1,2,55,55/Y:1,2,3,4/B:1,2,3,4 G cut=R dice=4,4"
    assert moves(text) == sorted(["4:1-5", "4:2-6", "4+4:1-9", "4+4:2-10", "4+4:55-63", "4=4:55-59"])
    after = play(text, "4=4:55-59")
    assert after.to_text() == "R:X,X,5,H/G:1,2,59,59/Y:1,2,3,4/B:1,2,3,4 Y cut=RG"


def test_pawns_of_different_colours_never_share_a_square_partners_included() -> None:
    # A Yellow pawn on Red's 23 (Yellow's 57): a partner with 2 or 4p seats, an opponent with 4.
    text = "R:1,1,1,20/G:1,2,3,4/Y:1,2,3,57/B:1,2,3,4 R dice=3"
    assert moves(text) == ["3:1-4"]
    assert moves(f"{text} seats=4p") == ["3:1-4"]
    assert moves(f"{text} seats=4") == ["3:1-4", "3:20-23"]
    pair = "R:1,1,20,20/G:1,2,3,4/Y:1,2,3,57/B:1,2,3,4 R dice=3,3"
    assert moves(pair) == sorted(["3:1-4", "3+3:1-7", "3+3:20-26", "3=3:1-4"])
    assert "3=3:20-23" in moves(f"{pair} seats=4")


# -- re-entering ------------------------------------------------------------------------


def test_cut_pawns_re_enter_first_through_the_belly() -> None:
    text = f"R:X,20,30,40/{PARKED} R cut=G dice=3,6"
    assert moves(text) == ["3+6:X-9", "3:X-3", "6:X-6"]
    after = play(text, "3:X-3")
    assert after.to_text() == f"R:3,20,30,40/{PARKED} R dice=6 cut=G moved=3"
    assert sorted_moves(after) == ["6:20-26", "6:30-36", "6:40-46"]


def test_two_cut_pawns_re_enter_one_per_die_and_not_by_the_sum() -> None:
    text = f"R:X,X,20,30/{PARKED} R cut=G dice=3,6"
    assert moves(text) == ["3:X-3", "6:X-6"]
    assert sorted_moves(play(text, "3:X-3")) == ["6:X-6"]


def test_a_doublet_re_enters_cut_pawns_one_at_a_time() -> None:
    assert moves(f"R:X,X,20,30/{PARKED} R cut=G dice=4,4") == ["4:X-4"]
    assert sorted_moves(play(f"R:X,X,20,30/{PARKED} R cut=G dice=4,4", "4:X-4")) == ["4:X-4"]
    assert moves(f"R:X,20,30,40/{PARKED} R cut=G dice=4,4") == ["4+4:X-8", "4:X-4"]


def test_re_entry_by_the_sum_lands_like_any_move() -> None:
    # Green's 60 is Red's square 9: a single there is cut, a pair blocks the sum.
    single = "R:X,20,30,40/G:1,2,3,60/Y:1,2,3,4/B:1,2,3,4 R cut=G dice=3,6"
    assert moves(single) == ["3+6:X-9", "3:X-3", "6:X-6"]
    assert play(single, "3+6:X-9").to_text() == "R:9,20,30,40/G:X,1,2,3/Y:1,2,3,4/B:1,2,3,4 G cut=RG"
    assert moves("R:X,20,30,40/G:1,2,60,60/Y:1,2,3,4/B:1,2,3,4 R cut=G dice=3,6") == ["3:X-3", "6:X-6"]


# -- going home ---------------------------------------------------------------------------


def test_without_a_cut_a_pawn_goes_round_again() -> None:
    assert moves(f"R:1,1,1,75/{PARKED} R dice=3") == ["3:1-4", "3:75-10"]
    assert moves(f"R:1,1,1,74/{PARKED} R dice=3") == ["3:1-4", "3:74-9"]
    assert moves(f"R:1,1,1,74/{PARKED} R cut=R dice=3") == ["3:1-4", "3:74-77"]


def test_a_pawn_may_stop_on_76_without_a_cut_and_goes_on_round_from_there() -> None:
    assert moves(f"R:1,1,1,75/{PARKED} R dice=1") == ["1:1-2", "1:75-76"]
    assert moves(f"R:1,1,1,76/{PARKED} R dice=4") == ["4:1-5", "4:76-12"]
    assert moves(f"R:1,1,1,76/{PARKED} R cut=R dice=4") == ["4:1-5", "4:76-80"]


def test_a_partners_cut_does_not_open_the_belly() -> None:
    assert moves(f"R:1,1,1,74/{PARKED} R seats=4p cut=Y dice=3") == ["3:1-4", "3:74-9"]


def test_home_needs_the_exact_count() -> None:
    assert moves(f"R:80,81,H,H/{PARKED} R cut=R dice=3,4") == ["3:80-83", "3:81-H", "4:80-H"]


def test_a_pair_goes_home_together_on_a_doublet() -> None:
    text = f"R:83,83,H,H/{PARKED} R cut=R dice=1,1"
    assert moves(text) == ["1:83-H", "1=1:83-H"]
    after = play(text, "1=1:83-H")
    assert after.to_text() == f"R:H,H,H,H/{PARKED} G cut=R finished=R"
    assert after.outcome is None and after.is_chance


# -- passing --------------------------------------------------------------------------------


def test_pass_when_no_die_can_be_used() -> None:
    text = f"R:83,83,83,H/{PARKED} R cut=R dice=3,4"
    assert moves(text) == ["pass"]
    assert play(text, "pass").to_text() == f"R:83,83,83,H/{PARKED} G cut=R"


def test_the_first_die_may_leave_the_second_unusable_then_pass() -> None:
    text = f"R:80,83,H,H/{PARKED} R cut=R dice=3,4"
    assert moves(text) == ["3:80-83", "4:80-H"]
    home = play(text, "4:80-H")
    assert home.to_text() == f"R:83,H,H,H/{PARKED} R dice=3 cut=R moved=H"
    assert sorted_moves(home) == ["pass"]
    assert sorted_moves(play(text, "3:80-83")) == ["pass"]


def test_a_lone_pawn_cannot_take_the_second_die() -> None:
    text = f"R:20,H,H,H/{PARKED} R cut=R dice=3,6"
    assert moves(text) == ["3+6:20-29", "3:20-23", "6:20-26"]
    assert sorted_moves(play(text, "3:20-23")) == ["pass"]


def test_pass_is_refused_while_a_die_can_be_used() -> None:
    position = GAME.parse(f"R:20,30,40,50/{PARKED} R dice=3,6")
    with pytest.raises(IllegalMove, match="only when no die can be used"):
        position.parse_move("pass")


# -- turns, finishing and the end -------------------------------------------------------------


def test_turns_go_red_green_yellow_black_skipping_finished_colours() -> None:
    text = "R:1,2,3,4/G:83,83,83,83/Y:H,H,H,H/B:83,83,83,83 G cut=GYB finished=Y dice=3,4"
    assert moves(text) == ["pass"]
    black = play(text, "pass")
    assert black.to_text() == "R:1,2,3,4/G:83,83,83,83/Y:H,H,H,H/B:83,83,83,83 B cut=GYB finished=Y"
    red = play(black.to_text(), "roll 3,4", "pass")
    assert red.colour == 0 and red.is_chance


def test_the_turn_ends_when_the_last_pawn_reaches_home() -> None:
    after = play(f"R:80,H,H,H/{PARKED} R seats=4 cut=R dice=3,4", "4:80-H")
    assert after.to_text() == f"R:H,H,H,H/{PARKED} G seats=4 cut=R finished=R"
    assert after.outcome is None and after.is_chance


def test_two_seats_a_side_wins_with_all_eight_pawns_home() -> None:
    text = "R:83,H,H,H/G:1,2,3,4/Y:H,H,H,H/B:1,2,3,4 R cut=RY finished=Y dice=1,3"
    assert moves(text) == ["1:83-H"]
    final = play(text, "1:83-H")
    assert final.to_text() == "R:H,H,H,H/G:1,2,3,4/Y:H,H,H,H/B:1,2,3,4 G cut=RY finished=YR"
    assert final.outcome == (1.0, 0.0)
    assert final.current is None and not final.is_chance
    assert final.legal_moves() == () and final.chance_outcomes() == ()


def test_partnership_seats_score_both_partners() -> None:
    text = "R:1,2,3,4/G:H,H,H,H/Y:1,2,3,4/B:83,H,H,H B seats=4p cut=GB finished=G dice=1,4"
    final = play(text, "1:83-H")
    assert final.outcome == (0.0, 1.0, 0.0, 1.0)
    assert final.colour == 0 and final.legal_moves() == ()
    two = play(text.replace(" seats=4p", ""), "1:83-H")
    assert two.outcome == (0.0, 1.0)


def test_a_partner_finished_first_does_not_end_the_game() -> None:
    text = "R:83,H,H,H/G:1,2,3,4/Y:1,2,3,4/B:1,2,3,4 R seats=4p cut=R dice=1,3"
    after = play(text, "1:83-H")
    assert after.outcome is None and after.colour == 1
    assert after.to_text().endswith("G seats=4p cut=R finished=R")


def test_four_seats_play_on_for_places() -> None:
    second = play("R:H,H,H,H/G:1,2,3,4/Y:83,H,H,H/B:1,2,3,4 Y seats=4 cut=RY finished=R dice=1,3", "1:83-H")
    assert second.outcome is None and second.colour == 3
    text = "R:H,H,H,H/G:83,H,H,H/Y:H,H,H,H/B:1,2,3,4 G seats=4 cut=RGY finished=RY dice=1,3"
    final = play(text, "1:83-H")
    assert final.to_text() == "R:H,H,H,H/G:H,H,H,H/Y:H,H,H,H/B:1,2,3,4 B seats=4 cut=RGY finished=RYG"
    assert final.outcome == (1.0, 1 / 3, 2 / 3, 0.0)
    assert final.current is None and final.legal_moves() == ()


def test_the_seat_to_decide() -> None:
    for seats, green, yellow in (("2", 1, 0), ("4", 1, 2), ("4p", 1, 2)):
        assert GAME.parse(f"{START} G seats={seats} dice=1,3").current == green
        assert GAME.parse(f"{START} Y seats={seats} dice=1,3").current == yellow
        assert GAME.parse(f"{START} Y seats={seats}").current is None


# -- move notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "move", "message"),
    [
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "4:20-24", "no die 4"),
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "3:21-24", "no Red pawn stands on route index 21"),
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "3:20-24", "3 from 20 reaches 23"),
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "3=3:20-23", "needs the dice 3,3"),
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "3=6:20-23", "only on a doublet"),
        (f"R:20,30,40,50/{PARKED} R dice=3,3", "3=3:20-23", "needs two Red pawns on route index 20"),
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "roll 3,6", "already rolled"),
        (f"R:20,30,40,50/{PARKED} R dice=3,6", "3:X-3", "no cut pawn"),
        (f"R:23,30,40,50/{PARKED} R dice=6 moved=23", "6:23-29", "different pawn"),
        (f"R:23,30,40,50/{PARKED} R dice=6 moved=23", "3+6:30-39", "only 6 is left"),
        (f"R:1,1,1,75/{PARKED} R dice=3", "3:75-78", "has not cut a pawn yet"),
        (f"R:80,81,H,H/{PARKED} R cut=R dice=4,6", "6:81-H", "exact count: 3 from route index 81"),
        (f"R:80,81,H,H/{PARKED} R cut=R dice=4,6", "4:H-H", "at Home moves no more"),
        (f"R:20,24,24,50/{PARKED} R dice=1,4", "4:20-24", "would hold three pawns"),
        ("R:1,1,1,20/G:1,2,74,74/Y:1,2,3,4/B:1,2,3,4 R dice=3", "3:20-23", "Green pawn-pair"),
        ("R:1,1,1,20/G:1,2,3,4/Y:1,2,3,57/B:1,2,3,4 R dice=3", "3:20-23", "partners never share"),
        (f"R:X,20,30,40/{PARKED} R cut=G dice=3,6", "3:20-23", "must first re-enter"),
        (f"R:X,X,20,30/{PARKED} R cut=G dice=3,6", "3+6:X-9", "exactly one Red pawn is off"),
        (f"R:X,X,20,30/{PARKED} R cut=G dice=4,4", "4=4:X-4", "one at a time"),
        (f"{START} R", "3:6-9", "rolled first"),
        (f"{START} R", "roll 2,5", "a roll is written"),
        (f"{START} R dice=1,3", "bogus", "moves are written like"),
        (f"{START} R dice=1,3", "5:6-11", "stick dice"),
        (f"{START} R dice=1,3", "3:6-99", "not a route index"),
    ],
)
def test_illegal_or_malformed_moves_say_why(text: str, move: str, message: str) -> None:
    with pytest.raises(IllegalMove, match=message):
        GAME.parse(text).parse_move(move)


def test_a_finished_game_refuses_every_move() -> None:
    final = GAME.parse("R:H,H,H,H/G:1,2,3,4/Y:H,H,H,H/B:1,2,3,4 G cut=RY finished=YR")
    with pytest.raises(IllegalMove, match="game is over"):
        final.parse_move("roll 1,3")


def test_notation_is_lenient_about_case_spaces_and_dice_order() -> None:
    position = GAME.parse(f"R:X,20,30,40/{PARKED} R cut=G dice=3,6")
    assert position.move_text(position.parse_move(" 6 + 3 : x - 9 ")) == "3+6:X-9"
    home = GAME.parse(f"R:80,81,H,H/{PARKED} R cut=R dice=3,4")
    assert home.move_text(home.parse_move("4:80-h")) == "4:80-H"
    assert GAME.initial().move_text(GAME.initial().parse_move("ROLL 6, 3")) == "roll 6,3"


def test_play_refuses_a_move_that_is_not_legal() -> None:
    position = GAME.parse(f"R:20,30,40,50/{PARKED} R dice=3,6")
    other = GAME.parse(f"R:20,30,40,50/{PARKED} R dice=1,4")
    with pytest.raises(IllegalMove):
        position.play(other.legal_moves()[0])
    with pytest.raises(IllegalMove, match="must be rolled"):
        GAME.initial().play("pass")
