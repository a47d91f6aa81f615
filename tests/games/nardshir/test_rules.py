"""Every rule of docs/rules/nardshir.md as a position and its exact legal moves."""

from __future__ import annotations

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.core.playout import perft
from pardsgui.games import get_game
from pardsgui.games.nardshir.rules import NardshirPosition
from tests.helpers import moves_of, sorted_moves

GAME = get_game("nardshir")


def points(**counts: int) -> str:
    """The points field from `p4=2, p19=-1` style counts."""
    board = [0] * 24
    for name, count in counts.items():
        board[int(name[1:])] = count
    return ",".join(map(str, board))


EMPTY = points()


def play(text: str, *moves: str) -> NardshirPosition:
    position = GAME.parse(text)
    for move in moves:
        position = position.play(position.parse_move(move))
    assert isinstance(position, NardshirPosition)
    return position


# -- setup and dice ------------------------------------------------------------------


def test_initial_position_is_white_to_roll_with_all_pieces_in_hand() -> None:
    start = GAME.initial()
    assert start.to_text() == f"{EMPTY} w"
    assert start.is_chance and start.current is None and start.outcome is None
    outcomes = start.chance_outcomes()
    assert len(outcomes) == 36
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert sorted(start.move_text(m) for m, _ in outcomes)[:3] == ["roll 1,1", "roll 1,2", "roll 1,3"]


def test_a_roll_lists_the_dice_ascending_and_keeps_the_roller() -> None:
    after = play(f"{EMPTY} w", "roll 5,3")
    assert after.to_text() == f"{EMPTY} w dice=3,5"
    assert after.current == 0 and not after.is_chance


def test_a_double_gives_four_moves_of_its_value() -> None:
    position = play(f"{EMPTY} w", "roll 2,2")
    assert position.dice == (2, 2, 2, 2)
    assert sorted_moves(position) == ["2:h-1"]
    position = play(position.to_text(), "2:h-1")
    assert position.to_text() == f"{points(p1=1)} w hand=14,15 dice=2,2,2"
    assert sorted_moves(position) == ["2:1-3", "2:h-1"]
    position = play(position.to_text(), "2:1-3", "2:h-1", "2:3-5")
    assert position.to_text() == f"{points(p1=1, p5=1)} b hand=13,15"
    assert position.is_chance


# -- entering, hitting, blocking ----------------------------------------------------


def test_entering_goes_to_the_die_value_step_of_each_track() -> None:
    assert moves_of("nardshir", f"{EMPTY} w dice=3,5") == ["3:h-2", "5:h-4"]
    assert moves_of("nardshir", f"{EMPTY} b dice=3,5") == ["3:h-21", "5:h-19"]


def test_a_lone_enemy_piece_is_hit_back_to_its_hand() -> None:
    text = f"{points(p3=1, p5=-1)} w hand=14,14 dice=2"
    assert moves_of("nardshir", text) == ["2:3-5", "2:h-1"]
    after = play(text, "2:3-5")
    assert after.to_text() == f"{points(p5=1)} b hand=14,15"


def test_black_hits_on_its_own_track() -> None:
    text = f"{points(p18=-1, p15=1)} b hand=14,14 dice=3"
    assert moves_of("nardshir", text) == ["3:18-15", "3:h-21"]
    assert play(text, "3:18-15").to_text() == f"{points(p15=-1)} w hand=15,14"


def test_two_enemy_pieces_block_a_point() -> None:
    assert moves_of("nardshir", f"{points(p5=-2)} w hand=15,13 dice=1,6") == ["1:h-0"]


# -- the starting side --------------------------------------------------------------


def test_at_most_two_own_pieces_on_a_point_of_the_starting_side() -> None:
    text = f"{points(p3=1, p4=2, p8=-1)} w hand=12,14 dice=1,5"
    # 1:3-4 and 5:h-4 would put a third piece on point 4 (step 5); 5:3-8 hits.
    assert moves_of("nardshir", text) == ["1:4-5", "1:h-0", "5:3-8", "5:4-9"]


def test_the_limit_of_two_ends_with_the_starting_side() -> None:
    text = f"{points(p10=1, p12=2)} w hand=12,15 dice=2"
    assert moves_of("nardshir", text) == ["2:10-12", "2:12-14", "2:h-1"]


def test_the_limit_of_two_counts_only_own_pieces_for_black() -> None:
    # Black's starting side is points 23..12; point 20 is its step 4.
    text = f"{points(p20=-2, p22=-1, p17=1)} b hand=14,12 dice=2,5"
    # 2:22-20 would put a third Black piece on point 20; 2:h-22 makes a second on 22.
    assert moves_of("nardshir", text) == ["2:20-18", "2:h-22", "5:20-15", "5:22-17", "5:h-19"]


def test_historical_has_no_limit_of_two() -> None:
    text = f"{points(p3=1, p4=2, p8=-1)} w hand=12,14 dice=1,5 variant=historical"
    assert moves_of("nardshir", text) == ["1:3-4", "1:4-5", "1:h-0", "5:3-8", "5:4-9", "5:h-4"]


# -- the last-point gate ------------------------------------------------------------


def test_the_last_point_is_closed_while_more_than_ten_are_in_hand_or_on_the_first_point() -> None:
    closed = f"{points(p20=1, p15=3)} w hand=11,15 dice=3"
    assert moves_of("nardshir", closed) == ["3:15-18", "3:h-2"]
    closed_with_first_point = f"{points(p0=1, p20=1, p15=3)} w hand=10,15 dice=3"
    assert moves_of("nardshir", closed_with_first_point) == ["3:0-3", "3:15-18", "3:h-2"]
    open_ = f"{points(p20=1, p15=4)} w hand=10,15 dice=3"
    assert moves_of("nardshir", open_) == ["3:15-18", "3:20-23", "3:h-2"]


def test_the_gate_for_black_is_point_zero() -> None:
    closed = f"{points(p3=-1, p8=-3)} b hand=15,11 dice=3"
    assert moves_of("nardshir", closed) == ["3:8-5", "3:h-21"]
    open_ = f"{points(p3=-1, p8=-4)} b hand=15,10 dice=3"
    assert moves_of("nardshir", open_) == ["3:3-0", "3:8-5", "3:h-21"]


def test_historical_has_no_gate() -> None:
    text = f"{points(p20=1, p15=3)} w hand=11,15 dice=3 variant=historical"
    assert moves_of("nardshir", text) == ["3:15-18", "3:20-23", "3:h-2"]


# -- bearing off ------------------------------------------------------------------------


def test_bearing_off_is_exact_from_the_final_quadrant() -> None:
    text = f"{points(p18=5, p20=5, p23=5)} w hand=0,15 dice=1,4"
    assert moves_of("nardshir", text) == ["1:18-19", "1:20-21", "1:23-off", "4:18-22", "4:20-off"]
    after = play(text, "4:20-off")
    assert after.off == (1, 0) and after.dice == (1,)


def test_no_bearing_off_with_a_higher_die() -> None:
    assert moves_of("nardshir", f"{points(p20=15)} w hand=0,15 dice=5,6") == ["pass"]


def test_no_bearing_off_while_a_piece_is_outside_the_final_quadrant() -> None:
    assert moves_of("nardshir", f"{points(p20=14, p17=1)} w hand=0,15 dice=4") == ["4:17-21"]


def test_no_bearing_off_while_a_piece_is_in_hand() -> None:
    assert moves_of("nardshir", f"{points(p20=14)} w hand=1,15 dice=4") == ["4:h-3"]


def test_black_bears_off_from_points_zero_to_five() -> None:
    assert moves_of("nardshir", f"{points(p2=-15)} b hand=15,0 dice=3,6") == ["3:2-off"]


# -- passing -------------------------------------------------------------------------


def test_a_forced_pass_when_no_die_can_be_used() -> None:
    blocked = points(p0=-2, p1=-2, p2=-2, p3=-2, p4=-2, p5=-2)
    text = f"{blocked} w hand=15,3 dice=3,5"
    assert moves_of("nardshir", text) == ["pass"]
    assert play(text, "pass").to_text() == f"{blocked} b hand=15,3"


def test_a_pass_in_the_middle_of_a_turn_loses_the_other_die() -> None:
    blocked = points(p0=-2, p1=-2, p2=-2, p3=-2, p4=-2, p6=-2)
    text = f"{blocked} w hand=15,3 dice=1,6"
    assert moves_of("nardshir", text) == ["6:h-5"]
    middle = play(text, "6:h-5")
    assert sorted_moves(middle) == ["pass"]
    assert play(middle.to_text(), "pass").current is None


def test_pass_is_refused_when_a_die_can_be_used() -> None:
    position = GAME.parse(f"{EMPTY} w dice=3,5")
    with pytest.raises(IllegalMove, match="only when no die can be used"):
        position.parse_move("pass")


def test_the_most_dice_need_not_be_used() -> None:
    # 1:18-19 leaves the 6 unusable (no bearing off with a higher die), yet it is offered.
    text = f"{points(p18=1)} w hand=0,15 off=14,0 dice=1,6"
    assert moves_of("nardshir", text) == ["1:18-19", "6:18-off"]
    assert sorted_moves(play(text, "1:18-19")) == ["pass"]


# -- the end -----------------------------------------------------------------------------


def test_bearing_off_the_last_piece_wins_and_drops_the_other_dice() -> None:
    text = f"{points(p23=1)} w hand=0,15 off=14,0 dice=1,3"
    assert moves_of("nardshir", text) == ["1:23-off"]
    final = play(text, "1:23-off")
    assert final.to_text() == f"{EMPTY} b hand=0,15 off=15,0"
    assert final.outcome == (1.0, 0.0)
    assert final.current is None and not final.is_chance
    assert final.legal_moves() == () and final.chance_outcomes() == ()


def test_black_wins_too() -> None:
    final = play(f"{points(p0=-1)} b hand=15,0 off=0,14 dice=1", "1:0-off")
    assert final.outcome == (0.0, 1.0)


def test_a_deadlock_is_a_draw_checked_before_the_roll() -> None:
    # With fifteen pieces each a deadlock cannot arise (docs/rules/nardshir.md);
    # the rule is checked on a position with no pieces left to move at all.
    stuck = NardshirPosition((0,) * 24, 0, (0, 0), (0, 0), (), "ludii2")
    assert stuck.outcome == (0.5, 0.5)
    assert not stuck.is_chance and stuck.current is None and stuck.legal_moves() == ()
    # One movable piece for the player not to roll is enough to go on.
    one = NardshirPosition((0,) * 23 + (-1,), 0, (0, 0), (0, 0), (), "ludii2")
    assert one.outcome is None and one.is_chance


def test_perft_from_the_start_counted_by_hand() -> None:
    start = GAME.initial()
    assert perft(start, 1) == 36
    # 30 mixed rolls enter with either die; 6 doubles have one entry.
    assert perft(start, 2) == 30 * 2 + 6
    # Then: enter again, or move the entered piece.
    assert perft(start, 3) == 30 * 2 * 2 + 6 * 2


# -- historical setup ----------------------------------------------------------------


def test_historical_setup() -> None:
    start = GAME.initial(variant="historical")
    text = start.to_text()
    assert text == ("2,0,2,0,0,3,2,3,0,0,0,3,-3,0,0,0,-3,-2,-3,0,0,-2,0,-2 w hand=0,0 variant=historical")
    assert GAME.parse(text) == start


def test_historical_hit_pieces_reenter_from_the_hand() -> None:
    text = f"{points(p0=1, p2=-1)} w hand=14,14 dice=2 variant=historical"
    after = play(text, "2:0-2")
    assert after.hand == (14, 15)
    assert after.current is None  # Black rolls next
    again = play(after.to_text(), "roll 4,6")
    assert sorted_moves(again) == ["4:h-20", "6:h-18"]


# -- move notation ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5:h-5", "takes a White piece from h to 4"),
        ("4:h-3", "no die 4"),
        ("3:7-10", "point 7 holds no White piece"),
        ("roll 3,5", "already rolled"),
        ("7:h-6", "moves are written like"),
        ("3:h-99", "not a point"),
        ("bogus", "moves are written like"),
    ],
)
def test_illegal_or_malformed_moves_say_why(text: str, message: str) -> None:
    position = GAME.parse(f"{EMPTY} w dice=3,5")
    with pytest.raises(IllegalMove, match=message):
        position.parse_move(text)


def test_blocked_and_gated_moves_say_why() -> None:
    blocked = GAME.parse(f"{points(p5=-2)} w hand=15,13 dice=1,6")
    with pytest.raises(IllegalMove, match="blocked by 2 Black pieces"):
        blocked.parse_move("6:h-5")
    crowded = GAME.parse(f"{points(p3=1, p4=2)} w hand=12,15 dice=1")
    with pytest.raises(IllegalMove, match="point 4 holds two White pieces already, the most a point of"):
        crowded.parse_move("1:3-4")
    gated = GAME.parse(f"{points(p20=1, p15=3, p0=1)} w hand=10,15 dice=3")
    with pytest.raises(IllegalMove, match=r"last point opens only .* \(now 11: 10 in hand, 1 on point 0\)"):
        gated.parse_move("3:20-23")
    bearing = GAME.parse(f"{points(p20=14, p17=1)} w hand=0,15 dice=4")
    with pytest.raises(IllegalMove, match=r"final quadrant .*; outside it: point 17$"):
        bearing.parse_move("4:20-off")
    higher = GAME.parse(f"{points(p20=14, p22=1)} w hand=0,15 dice=5")
    with pytest.raises(
        IllegalMove, match=r"a higher die does not bear off \(from point 22 only a 2 bears off\)"
    ):
        higher.parse_move("5:22-off")
    rolling = GAME.initial()
    with pytest.raises(IllegalMove, match="rolled first"):
        rolling.parse_move("3:h-2")


def test_notation_is_lenient_about_case_and_spaces() -> None:
    position = GAME.parse(f"{EMPTY} w dice=3,5")
    assert position.move_text(position.parse_move(" 3 : H - 2 ")) == "3:h-2"
    assert GAME.initial().move_text(GAME.initial().parse_move("ROLL 3, 5")) == "roll 3,5"


def test_play_refuses_a_move_that_is_not_legal() -> None:
    position = GAME.parse(f"{EMPTY} w dice=3,5")
    other = GAME.parse(f"{EMPTY} w dice=4,6")
    with pytest.raises(IllegalMove):
        position.play(other.legal_moves()[0])
