"""Every rule of docs/rules/pagade.md as a position and its exact legal moves.

The expected lists are worked out by hand from the rules file.  Colours that
take no part in a case are parked in their own bellies (G1-G4 …), which no
other colour can enter.  Every text names the squares as the board prints
them (Red's numbers on the track), whichever colour moves: Green's pawn on 23
has gone 51 squares of its route, and Green's own 8 and 12 are 25 and 29.
"""

from __future__ import annotations

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.core.playout import perft
from pardsgui.games import get_game
from pardsgui.games.pagade.rules import PagadePosition
from tests.helpers import moves_of, sorted_moves

GAME = get_game("pagade")
PARKED = "Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4"
START = "Red:R6,R7,12,12/Green:G6,G7,29,29/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63"


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
    assert moves(f"Red:20,30,40,50/{PARKED} R dice=3,6") == sorted(
        [
            *("3:20-23", "3:30-33", "3:40-43", "3:50-53"),
            *("6:20-26", "6:30-36", "6:40-46", "6:50-56"),
            *("3+6:20-29", "3+6:30-39", "3+6:40-49", "3+6:50-59"),
        ]
    )


def test_the_second_die_moves_a_different_pawn() -> None:
    after = play(f"Red:20,30,40,50/{PARKED} R dice=3,6", "3:20-23")
    assert after.to_text() == f"Red:23,30,40,50/{PARKED} R dice=6 moved=23"
    assert sorted_moves(after) == ["6:30-36", "6:40-46", "6:50-56"]


def test_of_two_pawns_on_the_moved_square_the_other_may_move() -> None:
    after = play(f"Red:20,23,40,50/{PARKED} R dice=3,6", "3:20-23")
    assert after.to_text() == f"Red:23,23,40,50/{PARKED} R dice=6 moved=23"
    assert sorted_moves(after) == ["6:23-29", "6:40-46", "6:50-56"]


def test_a_doublet_moves_two_pawns_one_pawn_twice_as_far_or_a_pair() -> None:
    assert moves(f"Red:20,20,40,50/{PARKED} R dice=4,4") == sorted(
        ["4:20-24", "4:40-44", "4:50-54", "4+4:20-28", "4+4:40-48", "4+4:50-58", "4=4:20-24"]
    )
    after = play(f"Red:20,20,40,50/{PARKED} R dice=4,4", "4=4:20-24")
    assert after.to_text() == f"Red:24,24,40,50/{PARKED} G"
    assert after.is_chance


def test_after_one_die_of_a_doublet_the_other_die_of_it_is_left() -> None:
    after = play(f"Red:20,20,40,50/{PARKED} R dice=4,4", "4:20-24")
    assert after.to_text() == f"Red:20,24,40,50/{PARKED} R dice=4 moved=24"
    # 20 -> 24 joins the moved pawn: a pair forms, which is allowed.
    assert sorted_moves(after) == ["4:20-24", "4:40-44", "4:50-54"]


def test_the_combined_move_only_counts_the_final_square() -> None:
    # A Green pair on Red's 23 (Green 74) blocks 3:20-23 but not 3+4:20-27 over it.
    assert moves(
        "Red:R1,R1,R1,20/Green:G1,G2,23,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3,4"
    ) == sorted(["3:R1-R4", "4:R1-R5", "4:20-24", "3+4:R1-8", "3+4:20-27"])


# -- stacking ---------------------------------------------------------------------------


def test_at_most_two_pawns_on_a_square_outside_the_belly() -> None:
    # Red's own pair on 24 takes no third pawn, by a die or by the sum.
    assert moves(f"Red:20,24,24,50/{PARKED} R dice=1,4") == sorted(
        ["1:20-21", "1:24-25", "1:50-51", "4:24-28", "4:50-54", "1+4:20-25", "1+4:24-29", "1+4:50-55"]
    )
    assert moves(f"Red:20,24,24,50/{PARKED} R dice=1,3") == sorted(
        ["1:20-21", "1:24-25", "1:50-51", "3:20-23", "3:24-27", "3:50-53", "1+3:24-28", "1+3:50-54"]
    )


def test_a_pair_may_not_join_a_single_own_pawn() -> None:
    assert moves(f"Red:R1,20,20,23/{PARKED} R dice=3,3") == sorted(
        ["3:R1-R4", "3:20-23", "3:23-26", "3+3:R1-R7", "3+3:20-26", "3+3:23-29"]
    )


def test_the_belly_holds_any_number_of_own_pawns() -> None:
    assert moves(f"Red:R1,R1,R1,R4/{PARKED} R dice=3") == sorted(["3:R1-R4", "3:R4-R7"])
    # Three pawns on one route index: any two of them move as a pair.
    assert moves(f"Red:R1,R1,R1,R4/{PARKED} R dice=3,3") == sorted(
        ["3:R1-R4", "3:R4-R7", "3+3:R1-R7", "3+3:R4-10", "3=3:R1-R4"]
    )
    assert play(f"Red:R1,R1,R1,R4/{PARKED} R dice=3,3", "3=3:R1-R4").pawns[0] == (1, 4, 4, 4)


def test_a_pawn_on_8_and_one_on_76_share_a_square_but_are_no_pair_to_move() -> None:
    # Square 8 holds two Red pawns (route indices 8 and 76): no third one, and no pair move.
    assert moves(f"Red:R5,8,8h,H/{PARKED} R cut=R dice=3,3") == sorted(
        ["3:8-11", "3:8h-R5h", "3+3:R5-11", "3+3:8-14", "3+3:8h-R2h"]
    )


# -- cutting ------------------------------------------------------------------------------


def test_a_single_pawn_cuts_a_single_opponent() -> None:
    text = "Red:R1,R1,R1,20/Green:G1,G2,G3,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3"
    assert moves(text) == sorted(["3:R1-R4", "3:20-23"])
    after = play(text, "3:20-23")
    assert after.to_text() == "Red:R1,R1,R1,23/Green:X,G1,G2,G3/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 G cut=R"


def test_a_single_pawn_may_not_land_on_a_pair() -> None:
    assert moves("Red:R1,R1,R1,20/Green:G1,G2,23,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3") == [
        "3:R1-R4"
    ]


def test_a_pair_on_a_doublet_cuts_a_pair() -> None:
    text = "Red:R1,R1,20,20/Green:G1,G2,23,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3,3"
    assert moves(text) == sorted(["3:R1-R4", "3+3:R1-R7", "3+3:20-26", "3=3:R1-R4", "3=3:20-23"])
    after = play(text, "3=3:20-23")
    assert after.to_text() == "Red:R1,R1,23,23/Green:X,X,G1,G2/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 G cut=R"


def test_a_pair_on_a_doublet_cuts_a_single() -> None:
    text = "Red:R1,R1,20,20/Green:G1,G2,G3,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3,3"
    assert moves(text) == sorted(["3:R1-R4", "3:20-23", "3+3:R1-R7", "3+3:20-26", "3=3:R1-R4", "3=3:20-23"])
    after = play(text, "3=3:20-23")
    assert after.to_text() == "Red:R1,R1,23,23/Green:X,G1,G2,G3/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 G cut=R"


def test_two_separate_pawns_may_not_combine_to_cut_a_pair() -> None:
    # Red 19 and 20 with 4 and 3 would both reach the Green pair on 23: neither may.
    assert moves(
        "Red:R1,R1,19,20/Green:G1,G2,23,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3,4"
    ) == sorted(["3:R1-R4", "3:19-22", "4:R1-R5", "4:20-24", "3+4:R1-8", "3+4:19-26", "3+4:20-27"])


def test_a_pair_cuts_the_two_pawns_of_a_square_8_and_76_pair() -> None:
    # Green's 59 is Red's square 8, where Red stands on route indices 8 and 76.
    text = "Red:R5,8,8h,H/Green:G1,G2,72,72/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 G cut=R dice=4,4"
    assert moves(text) == sorted(["4:G1-G5", "4:G2-G6", "4+4:G1-26", "4+4:G2-27", "4+4:72-12", "4=4:72-8"])
    after = play(text, "4=4:72-8")
    assert after.to_text() == "Red:X,X,R5,H/Green:G1,G2,8,8/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 Y cut=RG"


def test_pawns_of_different_colours_never_share_a_square_partners_included() -> None:
    # A Yellow pawn on Red's 23 (Yellow's 57): a partner with 2 or 4p seats, an opponent with 4.
    text = "Red:R1,R1,R1,20/Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,23/Black:B1,B2,B3,B4 R dice=3"
    assert moves(text) == sorted(["3:R1-R4"])
    assert moves(f"{text} seats=4p") == sorted(["3:R1-R4"])
    assert moves(f"{text} seats=4") == sorted(["3:R1-R4", "3:20-23"])
    pair = "Red:R1,R1,20,20/Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,23/Black:B1,B2,B3,B4 R dice=3,3"
    assert moves(pair) == sorted(["3:R1-R4", "3+3:R1-R7", "3+3:20-26", "3=3:R1-R4"])
    assert "3=3:20-23" in moves(f"{pair} seats=4")


# -- re-entering ------------------------------------------------------------------------


def test_cut_pawns_re_enter_first_through_the_belly() -> None:
    text = f"Red:X,20,30,40/{PARKED} R cut=G dice=3,6"
    assert moves(text) == sorted(["3+6:X-9", "3:X-R3", "6:X-R6"])
    after = play(text, "3:X-R3")
    assert after.to_text() == f"Red:R3,20,30,40/{PARKED} R dice=6 cut=G moved=R3"
    assert sorted_moves(after) == ["6:20-26", "6:30-36", "6:40-46"]


def test_two_cut_pawns_re_enter_one_per_die_and_not_by_the_sum() -> None:
    text = f"Red:X,X,20,30/{PARKED} R cut=G dice=3,6"
    assert moves(text) == sorted(["3:X-R3", "6:X-R6"])
    assert sorted_moves(play(text, "3:X-R3")) == ["6:X-R6"]


def test_a_doublet_re_enters_cut_pawns_one_at_a_time() -> None:
    assert moves(f"Red:X,X,20,30/{PARKED} R cut=G dice=4,4") == sorted(["4:X-R4"])
    assert sorted_moves(play(f"Red:X,X,20,30/{PARKED} R cut=G dice=4,4", "4:X-R4")) == ["4:X-R4"]
    assert moves(f"Red:X,20,30,40/{PARKED} R cut=G dice=4,4") == sorted(["4+4:X-8", "4:X-R4"])


def test_re_entry_by_the_sum_lands_like_any_move() -> None:
    # Green's 60 is Red's square 9: a single there is cut, a pair blocks the sum.
    single = "Red:X,20,30,40/Green:G1,G2,G3,9/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R cut=G dice=3,6"
    assert moves(single) == sorted(["3+6:X-9", "3:X-R3", "6:X-R6"])
    assert (
        play(single, "3+6:X-9").to_text()
        == "Red:9,20,30,40/Green:X,G1,G2,G3/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 G cut=RG"
    )
    assert moves("Red:X,20,30,40/Green:G1,G2,9,9/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R cut=G dice=3,6") == [
        "3:X-R3",
        "6:X-R6",
    ]


# -- going home ---------------------------------------------------------------------------


def test_without_a_cut_a_pawn_goes_round_again() -> None:
    assert moves(f"Red:R1,R1,R1,75/{PARKED} R dice=3") == sorted(["3:R1-R4", "3:75-10"])
    assert moves(f"Red:R1,R1,R1,74/{PARKED} R dice=3") == sorted(["3:R1-R4", "3:74-9"])
    assert moves(f"Red:R1,R1,R1,74/{PARKED} R cut=R dice=3") == sorted(["3:R1-R4", "3:74-R7h"])


def test_a_pawn_may_stop_on_76_without_a_cut_and_goes_on_round_from_there() -> None:
    assert moves(f"Red:R1,R1,R1,75/{PARKED} R dice=1") == sorted(["1:R1-R2", "1:75-8h"])
    assert moves(f"Red:R1,R1,R1,8h/{PARKED} R dice=4") == sorted(["4:R1-R5", "4:8h-12"])
    assert moves(f"Red:R1,R1,R1,8h/{PARKED} R cut=R dice=4") == sorted(["4:R1-R5", "4:8h-R4h"])


def test_a_partners_cut_does_not_open_the_belly() -> None:
    assert moves(f"Red:R1,R1,R1,74/{PARKED} R seats=4p cut=Y dice=3") == sorted(["3:R1-R4", "3:74-9"])


def test_home_needs_the_exact_count() -> None:
    assert moves(f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=3,4") == sorted(["3:R4h-R1h", "3:R3h-H", "4:R4h-H"])


def test_a_pair_goes_home_together_on_a_doublet() -> None:
    text = f"Red:R1h,R1h,H,H/{PARKED} R cut=R dice=1,1"
    assert moves(text) == sorted(["1:R1h-H", "1=1:R1h-H"])
    after = play(text, "1=1:R1h-H")
    assert after.to_text() == f"Red:H,H,H,H/{PARKED} G cut=R finished=R"
    assert after.outcome is None and after.is_chance


# -- passing --------------------------------------------------------------------------------


def test_pass_when_no_die_can_be_used() -> None:
    text = f"Red:R1h,R1h,R1h,H/{PARKED} R cut=R dice=3,4"
    assert moves(text) == sorted(["pass"])
    assert play(text, "pass").to_text() == f"Red:R1h,R1h,R1h,H/{PARKED} G cut=R"


def test_the_first_die_may_leave_the_second_unusable_then_pass() -> None:
    text = f"Red:R4h,R1h,H,H/{PARKED} R cut=R dice=3,4"
    assert moves(text) == sorted(["3:R4h-R1h", "4:R4h-H"])
    home = play(text, "4:R4h-H")
    assert home.to_text() == f"Red:R1h,H,H,H/{PARKED} R dice=3 cut=R moved=H"
    assert sorted_moves(home) == ["pass"]
    assert sorted_moves(play(text, "3:R4h-R1h")) == ["pass"]


def test_a_lone_pawn_cannot_take_the_second_die() -> None:
    text = f"Red:20,H,H,H/{PARKED} R cut=R dice=3,6"
    assert moves(text) == sorted(["3+6:20-29", "3:20-23", "6:20-26"])
    assert sorted_moves(play(text, "3:20-23")) == ["pass"]


def test_pass_is_refused_while_a_die_can_be_used() -> None:
    position = GAME.parse(f"Red:20,30,40,50/{PARKED} R dice=3,6")
    with pytest.raises(IllegalMove, match="only when no die can be used"):
        position.parse_move("pass")


# -- turns, finishing and the end -------------------------------------------------------------


def test_turns_go_red_green_yellow_black_skipping_finished_colours() -> None:
    text = (
        "Red:R1,R2,R3,R4/Green:G1h,G1h,G1h,G1h/Yellow:H,H,H,H/"
        "Black:B1h,B1h,B1h,B1h G cut=GYB finished=Y dice=3,4"
    )
    assert moves(text) == sorted(["pass"])
    black = play(text, "pass")
    assert (
        black.to_text()
        == "Red:R1,R2,R3,R4/Green:G1h,G1h,G1h,G1h/Yellow:H,H,H,H/Black:B1h,B1h,B1h,B1h B cut=GYB finished=Y"
    )
    red = play(black.to_text(), "roll 3,4", "pass")
    assert red.colour == 0 and red.is_chance


def test_the_turn_ends_when_the_last_pawn_reaches_home() -> None:
    after = play(f"Red:R4h,H,H,H/{PARKED} R seats=4 cut=R dice=3,4", "4:R4h-H")
    assert after.to_text() == f"Red:H,H,H,H/{PARKED} G seats=4 cut=R finished=R"
    assert after.outcome is None and after.is_chance


def test_two_seats_a_side_wins_with_all_eight_pawns_home() -> None:
    text = "Red:R1h,H,H,H/Green:G1,G2,G3,G4/Yellow:H,H,H,H/Black:B1,B2,B3,B4 R cut=RY finished=Y dice=1,3"
    assert moves(text) == sorted(["1:R1h-H"])
    final = play(text, "1:R1h-H")
    assert (
        final.to_text()
        == "Red:H,H,H,H/Green:G1,G2,G3,G4/Yellow:H,H,H,H/Black:B1,B2,B3,B4 G cut=RY finished=YR"
    )
    assert final.outcome == (1.0, 0.0)
    assert final.current is None and not final.is_chance
    assert final.legal_moves() == () and final.chance_outcomes() == ()


def test_partnership_seats_score_both_partners() -> None:
    text = (
        "Red:R1,R2,R3,R4/Green:H,H,H,H/Yellow:Y1,Y2,Y3,Y4/Black:B1h,H,H,H "
        "B seats=4p cut=GB finished=G dice=1,4"
    )
    final = play(text, "1:B1h-H")
    assert final.outcome == (0.0, 1.0, 0.0, 1.0)
    assert final.colour == 0 and final.legal_moves() == ()
    two = play(text.replace(" seats=4p", ""), "1:B1h-H")
    assert two.outcome == (0.0, 1.0)


def test_a_partner_finished_first_does_not_end_the_game() -> None:
    text = "Red:R1h,H,H,H/Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R seats=4p cut=R dice=1,3"
    after = play(text, "1:R1h-H")
    assert after.outcome is None and after.colour == 1
    assert after.to_text().endswith("G seats=4p cut=R finished=R")


def test_four_seats_play_on_for_places() -> None:
    second = play(
        "Red:H,H,H,H/Green:G1,G2,G3,G4/Yellow:Y1h,H,H,H/Black:B1,B2,B3,B4 "
        "Y seats=4 cut=RY finished=R dice=1,3",
        "1:Y1h-H",
    )
    assert second.outcome is None and second.colour == 3
    text = (
        "Red:H,H,H,H/Green:G1h,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,B4 G seats=4 cut=RGY finished=RY dice=1,3"
    )
    final = play(text, "1:G1h-H")
    assert (
        final.to_text()
        == "Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,B4 B seats=4 cut=RGY finished=RYG"
    )
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
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "4:20-24", "no die 4"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "3:21-24", "no Red pawn stands on 21"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "3:20-24", "3 from 20 reaches 23"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "3=3:20-23", "needs the dice 3,3"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "3=6:20-23", "only on a doublet"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,3", "3=3:20-23", "needs two Red pawns on 20"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "roll 3,6", "already rolled"),
        (f"Red:20,30,40,50/{PARKED} R dice=3,6", "3:X-R3", "no cut pawn"),
        (f"Red:23,30,40,50/{PARKED} R dice=6 moved=23", "6:23-29", "different pawn"),
        (f"Red:23,30,40,50/{PARKED} R dice=6 moved=23", "3+6:30-39", "only 6 is left"),
        (f"Red:R1,R1,R1,75/{PARKED} R dice=3", "3:75-R6h", r"reaches 10 \(Red has not cut a pawn yet"),
        (f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=4,6", "6:R3h-H", "exact count: 3 from R3h"),
        (f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=4,6", "4:H-H", "at Home moves no more"),
        (f"Red:20,24,24,50/{PARKED} R dice=1,4", "4:20-24", "would hold three pawns"),
        (
            "Red:R1,R1,R1,20/Green:G1,G2,23,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3",
            "3:20-23",
            "Green pawn-pair",
        ),
        (
            "Red:R1,R1,R1,20/Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,23/Black:B1,B2,B3,B4 R dice=3",
            "3:20-23",
            "partners never share",
        ),
        (f"Red:X,20,30,40/{PARKED} R cut=G dice=3,6", "3:20-23", "must first re-enter"),
        (f"Red:X,X,20,30/{PARKED} R cut=G dice=3,6", "3+6:X-9", "exactly one Red pawn is off"),
        (f"Red:X,X,20,30/{PARKED} R cut=G dice=4,4", "4=4:X-R4", "one at a time"),
        (f"{START} R", "3:R6-9", "rolled first"),
        (f"{START} R", "roll 2,5", "a roll is written"),
        (f"{START} R dice=1,3", "bogus", "moves are written like"),
        (f"{START} R dice=1,3", "5:R6-11", "stick dice"),
        (f"{START} R dice=1,3", "3:R6-99", "'99' names no place on the board"),
        (f"{START} R dice=1,3", "3:6-9", "'6' names no place on the board .* old numbering"),
        (f"{START} R dice=1,3", "3:G6-9", "G6 is in Green's belly: a Red pawn never stands there"),
        (f"{START} R dice=1,3", "3:8h-11", "Red has no pawn|no Red pawn stands on 8h"),
        (f"{START} R dice=1,3", "3:25h-28", "25h is where Green's lap ends; Red's lap ends on 8h"),
        (f"{START} R dice=1,3", "3:12-15×", "cuts no pawn"),
    ],
)
def test_illegal_or_malformed_moves_say_why(text: str, move: str, message: str) -> None:
    with pytest.raises(IllegalMove, match=message):
        GAME.parse(text).parse_move(move)


def test_a_finished_game_refuses_every_move() -> None:
    final = GAME.parse("Red:H,H,H,H/Green:G1,G2,G3,G4/Yellow:H,H,H,H/Black:B1,B2,B3,B4 G cut=RY finished=YR")
    with pytest.raises(IllegalMove, match="game is over"):
        final.parse_move("roll 1,3")


def test_notation_is_lenient_about_case_spaces_and_dice_order() -> None:
    position = GAME.parse(f"Red:X,20,30,40/{PARKED} R cut=G dice=3,6")
    assert position.move_text(position.parse_move(" 6 + 3 : x - 9 ")) == "3+6:X-9"
    home = GAME.parse(f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=3,4")
    assert home.move_text(home.parse_move("4:r4H-h")) == "4:R4h-H"
    assert GAME.initial().move_text(GAME.initial().parse_move("ROLL 6, 3")) == "roll 6,3"


def test_play_refuses_a_move_that_is_not_legal() -> None:
    position = GAME.parse(f"Red:20,30,40,50/{PARKED} R dice=3,6")
    other = GAME.parse(f"Red:20,30,40,50/{PARKED} R dice=1,4")
    with pytest.raises(IllegalMove):
        position.play(other.legal_moves()[0])
    with pytest.raises(IllegalMove, match="must be rolled"):
        GAME.initial().play("pass")


def test_a_move_of_another_colour_is_illegal_and_a_name_of_no_place_names_no_move() -> None:
    from pardsgui.core.contract import MoveSyntaxError

    position = GAME.parse(f"{START} R dice=1,3")
    green = GAME.parse(f"{START} G dice=1,3")
    with pytest.raises(IllegalMove) as refused:
        position.parse_move("1:G6-G7")  # Green's move, not Red's
    assert not isinstance(refused.value, MoveSyntaxError)
    assert str(refused.value) == "1:G6-G7: G6 is in Green's belly: a Red pawn never stands there"
    with pytest.raises(IllegalMove, match="a move of Green's pawns, and Red is to move"):
        position.play(green.parse_move("1:G6-G7"))
    with pytest.raises(MoveSyntaxError, match="'6' names no place on the board"):
        position.parse_move("1:6-7")
