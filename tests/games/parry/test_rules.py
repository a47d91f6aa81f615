"""Every rule of docs/rules/parry.md as a position and its exact legal moves, territories and scores.

Most cases use "Square 5 ortho": point = 5*row + column, row 0 at the bottom,
so neighbours are easy to check by hand:

    20 21 22 23 24
    15 16 17 18 19
    10 11 12 13 14
     5  6  7  8  9
     0  1  2  3  4
"""

from __future__ import annotations

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.core.playout import perft
from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition, scores, territories
from pardsgui.games.parry.rules import outcome_of
from tests.helpers import moves_of, sorted_moves

GAME = get_game("parry")
S5 = "board=square-5-ortho"


def points(size: int, **owners: int) -> str:
    """The points field from `p12=1, p0=2` style owners."""
    chars = ["."] * size
    for name, seat in owners.items():
        chars[int(name[1:])] = str(seat)
    return "".join(chars)


def s5(**owners: int) -> str:
    return points(25, **owners)


def play(text: str, *moves: str) -> ParryPosition:
    position = GAME.parse(text)
    for move in moves:
        position = position.play(position.parse_move(move))
    assert isinstance(position, ParryPosition)
    return position


def places(*numbers: int) -> list[str]:
    return sorted(f"@{n}" for n in numbers)


# -- the start ---------------------------------------------------------------------------


def test_the_default_game_is_two_seats_on_equiversi_3_5_with_white_to_place() -> None:
    start = GAME.initial()
    assert start.to_text() == "." * 36 + " 1"
    assert start.players == 2 and start.current == 0 and not start.is_chance
    assert start.outcome is None and start.chance_outcomes() == ()
    # Every point is uncontrolled on an empty board.
    assert sorted_moves(start) == places(*range(36))


def test_every_board_and_seat_count_starts_empty() -> None:
    start = GAME.initial(board="hex-7-8", seats="6")
    assert start.to_text() == "." * 147 + " 1 board=hex-7-8 seats=6"
    assert start.players == 6 and len(start.legal_moves()) == 147


# -- power and the placement priority -------------------------------------------------


def test_power_counts_own_pieces_minus_all_others_on_the_point_and_its_neighbours() -> None:
    position = play(f"{s5(p12=1, p7=1, p13=2, p14=3)} 1 {S5} seats=3")
    assert position.power(0, 12) == 2 - 1  # 12 and 7 own, 13 other
    assert position.power(0, 8) == 1 - 1  # 7 own, 13 other
    assert position.power(1, 13) == 1 - 2  # 13 own, 12 and 14 others
    assert position.power(2, 19) == 1
    assert position.power(0, 0) == 0


def test_the_mover_places_where_its_power_is_above_zero() -> None:
    # White's 12 gives power 1 to 7, 11, 13, 17; every other empty point is 0 or Black's.
    assert moves_of("parry", f"{s5(p12=1, p0=2)} 1 {S5} last=2") == places(7, 11, 13, 17)
    assert moves_of("parry", f"{s5(p12=1, p24=1, p0=2)} 2 {S5} last=1") == places(1, 5)


def test_equal_power_is_no_control() -> None:
    # Point 1 touches White's 0 and Black's 2: power 0 for both, so only 5 is White's.
    assert moves_of("parry", f"{s5(p0=1, p2=2)} 1 {S5} last=2") == places(5)


def test_without_a_point_of_power_the_mover_places_on_an_uncontrolled_point() -> None:
    # Black's 0 is hemmed in by White's 1 and 5; White controls 2, 6 and 10.
    text = f"{s5(p0=2, p1=1, p5=1)} 2 {S5} last=1"
    assert moves_of("parry", text) == places(*(set(range(25)) - {0, 1, 5} - {2, 6, 10}))


def test_an_uncontrolled_placement_gives_no_steps_and_ends_the_turn_without_a_pass() -> None:
    after = play(f"{'.' * 25} 1 {S5}", "@12")
    assert after.to_text() == f"{s5(p12=1)} 2 {S5} last=1"
    assert after.current == 1


def test_with_three_seats_an_uncontrolled_point_may_have_a_negative_power() -> None:
    # Red has no piece; point 1 touches White's 0 and Black's 2, so nobody controls it.
    text = f"{s5(p0=1, p2=2)} 3 {S5} seats=3 last=2"
    assert moves_of("parry", text) == places(*(set(range(25)) - {0, 2} - {5, 3, 7}))
    position = GAME.parse(text)
    assert isinstance(position, ParryPosition) and position.power(2, 1) == -2
    after = play(text, "@1")
    assert after.to_text() == f"{s5(p0=1, p1=3, p2=2)} 1 {S5} seats=3 last=3"


def test_seats_take_turns_in_order() -> None:
    position = play(f"{'.' * 25} 1 {S5} seats=3", "@0", "@24", "@12")
    assert position.to_text() == f"{s5(p0=1, p24=2, p12=3)} 1 {S5} seats=3 last=3"
    assert position.current == 0


# -- bonus steps -----------------------------------------------------------------------------

STEPS = f"{s5(p11=1, p13=1, p17=1, p0=2, p4=2, p20=2)} 1 {S5} last=2"


def test_bonus_steps_are_the_power_of_the_placed_point_before_placement() -> None:
    after = play(STEPS, "@12")
    assert (
        after.to_text()
        == f"{s5(p11=1, p12=1, p13=1, p17=1, p0=2, p4=2, p20=2)} 1 {S5} turn=12 steps=3 last=1"
    )
    assert after.current == 0


def test_other_pieces_around_the_point_lower_the_bonus() -> None:
    after = play(f"{s5(p11=1, p13=1, p17=1, p7=2, p4=2, p20=2)} 1 {S5} last=2", "@12")
    assert after.left == 3 - 1


def test_steps_go_to_empty_neighbours_with_any_piece_but_the_one_just_placed() -> None:
    # 12 may not step (7 is empty), 11, 13 and 17 may; pass ends the turn at any time.
    assert sorted_moves(play(STEPS, "@12")) == [
        "11-10",
        "11-16",
        "11-6",
        "13-14",
        "13-18",
        "13-8",
        "17-16",
        "17-18",
        "17-22",
        "pass",
    ]


def test_the_same_piece_may_step_again_but_not_back_to_a_board_seen_this_turn() -> None:
    after = play(STEPS, "@12", "11-10")
    assert after.to_text().endswith(f"{S5} turn=12:11-10 steps=2 last=1")
    # 10-11 would bring back the board just after the placement.
    assert sorted_moves(after) == [
        "10-15",
        "10-5",
        "13-14",
        "13-18",
        "13-8",
        "17-16",
        "17-18",
        "17-22",
        "pass",
    ]


def test_no_board_of_the_turn_comes_back_whichever_piece_would_bring_it() -> None:
    after = play(STEPS, "@12", "11-10", "13-14")
    assert after.left == 1
    # 14-13 would bring back the board after 11-10; 10-11 makes a new board and is allowed.
    assert sorted_moves(after) == [
        "10-11",
        "10-15",
        "10-5",
        "14-19",
        "14-9",
        "17-16",
        "17-18",
        "17-22",
        "pass",
    ]


def test_the_last_bonus_step_ends_the_turn() -> None:
    after = play(STEPS, "@12", "11-10", "13-14", "17-22")
    assert after.to_text() == f"{s5(p10=1, p12=1, p14=1, p22=1, p0=2, p4=2, p20=2)} 2 {S5} last=1"
    assert after.current == 1


def test_pass_ends_the_turn_and_loses_the_steps_left() -> None:
    after = play(STEPS, "@12", "pass")
    assert after.to_text() == f"{s5(p11=1, p12=1, p13=1, p17=1, p0=2, p4=2, p20=2)} 2 {S5} last=1"
    with pytest.raises(IllegalMove, match="a turn starts with a placement"):
        after.parse_move("pass")


def test_pass_is_the_only_move_when_no_piece_can_step() -> None:
    # White's 0 is boxed in by Black's 1 and Red's 5; 19 (power 1 from 24) is White's only point.
    text = f"{s5(p0=1, p24=1, p1=2, p23=2, p5=3, p12=3)} 1 {S5} seats=3 last=3"
    assert moves_of("parry", text) == ["@19"]
    after = play(text, "@19")
    assert after.left == 1
    assert sorted_moves(after) == ["pass"]  # 24 is blocked by 19 and 23, the placed 19 may not step


# -- other boards: their neighbours -----------------------------------------------------------


def test_hex_points_have_six_lattice_neighbours() -> None:
    # Hex 3: rows of 3, 4, 5, 4, 3 points; the centre 9 touches 4, 5, 8, 10, 13, 14,
    # and Black's corner 0 touches 1, 3 and 4 (so 4 is a tie).
    text = f"{points(19, p9=1, p0=2)} 1 board=hex-3 last=2"
    assert moves_of("parry", text) == places(5, 8, 10, 13, 14)
    black = f"{points(19, p9=1)} 2 board=hex-3 last=1"
    assert moves_of("parry", black) == places(0, 1, 2, 3, 6, 7, 11, 12, 15, 16, 17, 18)


def test_omni_points_step_and_rule_diagonally() -> None:
    # Square 4 omni: rows of 1, 3, 5, 7, 5, 3, 1 points; 12 is the centre, 0 the bottom tip.
    text = f"{points(25, p12=1, p0=2)} 1 board=square-4-omni last=2"
    assert moves_of("parry", text) == places(5, 6, 7, 11, 13, 17, 18, 19)
    after = play(text, "@6")  # power 1 from 12
    assert sorted_moves(after) == ["12-11", "12-13", "12-17", "12-18", "12-19", "12-5", "12-7", "pass"]


def test_cairo_points_have_the_lines_of_the_snub_square_tiling() -> None:
    # Ludii's reference file: point 4 touches 0, 1, 7, 8 and 11.
    text = f"{points(48, p4=1, p47=2)} 1 board=cairo-1 last=2"
    assert moves_of("parry", text) == places(0, 1, 7, 8, 11)


# -- territory and scores ---------------------------------------------------------------------


def test_territory_is_power_above_zero_plus_own_pieces_nobody_else_controls() -> None:
    # 0 and 1 are ties: each stays its owner's; 5 is White's, 2 and 6 Black's.
    position = GAME.parse(f"{s5(p0=1, p1=2)} 1 {S5} last=2")
    assert territories(position) == ((0, 5), (1, 2, 6))
    assert scores(position) == (2, 3)


def test_a_piece_stands_in_the_territory_of_whoever_controls_its_point() -> None:
    # White's 0 is outnumbered by Black's 1 and 5: the point is Black's.
    position = GAME.parse(f"{s5(p0=1, p24=1, p1=2, p5=2)} 1 {S5} last=2")
    assert territories(position) == ((19, 23, 24), (0, 1, 2, 5, 6, 10))
    assert scores(position) == (3, 6)


def test_scores_follow_the_board_during_bonus_steps() -> None:
    after = play(STEPS, "@12")
    white = (6, 7, 8, 10, 11, 12, 13, 14, 16, 17, 18, 22)
    black = (0, 1, 3, 4, 5, 9, 15, 20, 21)
    assert territories(after) == (white, black)
    stepped = play(STEPS, "@12", "13-14")
    # 13 left for 14: 8 loses White's power, 9 and 19 gain it; 14 stays White's.
    assert territories(stepped) == (
        (6, 7, 10, 11, 12, 13, 14, 16, 17, 18, 19, 22),
        (0, 1, 3, 4, 5, 15, 20, 21),
    )


# -- the end -----------------------------------------------------------------------------------

# Black to move; both empty points (0 and 1) are White's, so Black cannot place.
#   y=4: W W B B B    22 is a tie (2 against 2), so it stays Black's
#   y=3: W W W B B
#   y=2: W W W B B
#   y=1: W W W B B
#   y=0: . . W B B
STUCK = f"..12211122111221112211222 2 {S5} last=1"


def test_the_game_ends_when_the_player_to_move_cannot_place() -> None:
    position = GAME.parse(STUCK)
    assert position.legal_moves() == ()
    assert position.current is None
    assert territories(position) == (
        (0, 1, 2, 5, 6, 7, 10, 11, 12, 15, 16, 17, 20, 21),
        (3, 4, 8, 9, 13, 14, 18, 19, 22, 23, 24),
    )
    assert scores(position) == (14, 11)
    assert position.outcome == (1.0, 0.0)
    with pytest.raises(IllegalMove, match="the game is over"):
        position.parse_move("@0")


def test_the_end_is_checked_at_the_start_of_a_turn_only() -> None:
    # White fills the last empty point (power 3 - 1 from 7, 11, 13 and 17): the turn goes on.
    text = f"111121111111.122222222222 1 {S5} last=2"
    after = play(text, "@12")
    assert after.outcome is None and after.current == 0 and after.left > 0
    assert sorted_moves(after) == ["pass"]
    final = play(after.to_text(), "pass")
    assert final.outcome is not None and final.legal_moves() == ()


def test_a_full_board_ends_the_game() -> None:
    position = GAME.parse(("111222" * 6) + " 1 board=square-6-ortho last=2")
    assert position.legal_moves() == () and position.current is None
    assert scores(position) == (18, 18)


def test_two_players_with_equal_scores_the_last_placer_wins() -> None:
    text = ("111222" * 6) + " 1 board=square-6-ortho"
    assert GAME.parse(text + " last=2").outcome == (0.0, 1.0)
    assert GAME.parse(text + " last=1").outcome == (1.0, 0.0)
    # Only a position typed in without any placement has no last placer: a draw.
    assert GAME.parse(text).outcome == (0.5, 0.5)


def test_with_three_seats_equal_scores_share_their_places() -> None:
    # White 9 (rows 0-1 but 9), Black 8 (9, row 2, 15, 16), Red 8; Black to move, no point left.
    text = f"1111111112222222233333333 2 {S5} seats=3 last=1"
    position = GAME.parse(text)
    assert territories(position) == (
        (0, 1, 2, 3, 4, 5, 6, 7, 8),
        (9, 10, 11, 12, 13, 14, 15, 16),
        (17, 18, 19, 20, 21, 22, 23, 24),
    )
    assert scores(position) == (9, 8, 8)
    assert position.outcome == (1.0, 0.25, 0.25)


def test_places_are_worth_one_down_to_zero_in_equal_steps() -> None:
    assert outcome_of((5, 9, 7), -1) == (0.0, 1.0, 0.5)
    assert outcome_of((10, 10, 5), 2) == (0.75, 0.75, 0.0)  # no last-placer rule with 3+ seats
    assert outcome_of((5, 7, 7, 1), -1) == pytest.approx((1 / 3, 5 / 6, 5 / 6, 0.0))
    assert outcome_of((3, 3, 3, 3, 3, 3), -1) == pytest.approx((0.5,) * 6)
    assert outcome_of((4, 6), 0) == (0.0, 1.0)
    assert outcome_of((6, 6), 0) == (1.0, 0.0)


# -- perft counted by hand --------------------------------------------------------------------


def test_perft_from_the_start_counted_by_hand() -> None:
    start = GAME.initial(board="hex-3")
    assert perft(start, 1) == 19
    # White's first piece gives power 1 to its neighbours, so Black may use every
    # point but those: 19 - 1 - degree, summed over the 6 corners (degree 3),
    # 6 edge points (4) and 7 inner points (6).
    assert perft(start, 2) == 6 * (18 - 3) + 6 * (18 - 4) + 7 * (18 - 6)
    square = GAME.initial(board="square-5-ortho")
    # 4 corners (degree 2), 12 edge points (3), 9 inner points (4).
    assert perft(square, 2) == 4 * (24 - 2) + 12 * (24 - 3) + 9 * (24 - 4)


# -- move notation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "moves", "message"),
    [
        (STEPS, ["@0"], "point 0 is occupied"),
        (STEPS, ["@2"], "White's power at point 2 is 0; while White has empty points of power above 0"),
        (f"{s5(p0=2, p1=1, p5=1)} 2 {S5} last=1", ["@6"], "point 6 is controlled by another player"),
        (STEPS, ["11-10"], "a turn starts with a placement"),
        (STEPS, ["pass"], "a turn starts with a placement"),
        (STEPS, ["@99"], "point 99 is not on this board"),
        (STEPS, ["hello"], "moves are written like '@12'"),
        (STEPS, ["@12", "@7"], "White has placed on point 12 this turn; step or pass"),
        (STEPS, ["@12", "12-7"], "the piece just placed on point 12 may not step"),
        (STEPS, ["@12", "0-1"], "point 0 holds no White piece"),
        (STEPS, ["@12", "11-9"], "point 9 is not a neighbour of point 11"),
        (STEPS, ["@12", "13-12"], "point 12 is occupied"),
        (STEPS, ["@12", "11-10", "10-11"], "it would bring back a board seen earlier this turn"),
    ],
)
def test_illegal_or_malformed_moves_say_why(text: str, moves: list[str], message: str) -> None:
    position = play(text, *moves[:-1])
    with pytest.raises(IllegalMove, match=message):
        position.parse_move(moves[-1])


def test_notation_is_lenient_about_case_and_spaces() -> None:
    position = play(STEPS, "@12")
    assert position.move_text(position.parse_move(" 11 - 10 ")) == "11-10"
    assert position.move_text(position.parse_move("PASS")) == "pass"
    start = GAME.parse(STEPS)
    assert start.move_text(start.parse_move("@ 12")) == "@12"


def test_play_refuses_a_move_that_is_not_legal() -> None:
    position = GAME.parse(STEPS)
    with pytest.raises(IllegalMove):
        position.play(position.parse_move("@12").__class__(0))
    with pytest.raises(IllegalMove, match="not a Parry move"):
        position.play("resign")
    with pytest.raises(IllegalMove, match="not a Parry move"):
        position.play((12,))
