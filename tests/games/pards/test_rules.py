"""Every rule of docs/rules/pards.md as a position and its exact legal moves.

The expected lists are worked out by hand from the rules (the reasoning is in
the comments), never copied from the engine.
"""

from __future__ import annotations

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.core.record import Record
from pardsgui.games.pards import patterns, rules
from tests.games.pards.util import GAME, board, play
from tests.helpers import moves_of, sorted_moves

START = "1s1ece1s1/1s1ppp1s1/9/4V4/9/1S1PPP1S1/1S1ECE1S1"
ROLLED = f"{START} w grids=a1:2,a7:5,e1:6,e7:1"


def moves(text: str) -> list[str]:
    return moves_of("pards", text)


def sacks(text: str) -> list[str]:
    return [m for m in moves(text) if "x" in m]


# -- the start and the opening rolls ------------------------------------------------------


def test_the_initial_position_is_the_drawn_setup_waiting_for_white_s_roll() -> None:
    start = GAME.initial()
    assert start.to_text() == f"{START} w"
    assert GAME.parse(f"{START} w grids=a1:?,a7:?,e1:?,e7:?") == start
    assert start.is_chance and start.current is None and start.outcome is None
    outcomes = start.chance_outcomes()
    assert len(outcomes) == 15 and all(p == pytest.approx(1 / 15) for _, p in outcomes)
    expected = [f"roll w {a},{b}" for a in range(1, 7) for b in range(a + 1, 7)]
    assert sorted(start.move_text(m) for m, _ in outcomes) == expected
    assert sorted_moves(start) == expected


def test_lower_die_to_each_player_s_left_corner_white_then_black() -> None:
    after_white = play(f"{START} w", "roll w 2,5")
    assert after_white.to_text() == f"{START} w grids=a1:2,a7:5,e1:?,e7:?"
    assert after_white.is_chance and after_white.current is None
    assert sorted_moves(after_white)[0] == "roll b 1,2"
    after_black = play(after_white.to_text(), "roll b 1,6")
    # Black sits at rank g with file 9 on the left: low die to e7, high to e1.
    assert after_black.to_text() == ROLLED
    assert not after_black.is_chance and after_black.current == 0


def test_rolls_are_written_lower_first_and_doubles_do_not_exist() -> None:
    start = GAME.initial()
    assert start.move_text(start.parse_move("ROLL W 5,2")) == "roll w 2,5"
    with pytest.raises(IllegalMove, match="double is rolled again"):
        start.parse_move("roll w 3,3")
    with pytest.raises(IllegalMove, match="White rolls now"):
        start.parse_move("roll b 1,2")
    with pytest.raises(IllegalMove, match="rolled first"):
        start.parse_move("b2-d2")
    with pytest.raises(IllegalMove, match="never rolled again"):
        GAME.parse(ROLLED).parse_move("roll w 1,2")


def test_a_player_keeping_one_starting_grid_still_rolls_and_the_grid_gets_its_die() -> None:
    # The editor removed a7 and the whole of Black's pair: White's lower die goes to a1.
    after = play(f"{START} w grids=a1:?", "roll w 3,6")
    assert after.to_text() == f"{START} w grids=a1:3"
    after = play(f"{START} w grids=a1:4,a7:5,e1:?", "roll b 2,3")
    assert after.to_text() == f"{START} w grids=a1:4,a7:5,e1:3"


# -- the first turn from the drawn setup ---------------------------------------------------


def test_white_s_first_moves_with_dice_2_5_6_1() -> None:
    # Patterns on the board: four upright dominoes (one orthogonal step) and the two 2x3
    # phalanxes (five steps covering a 2x3 or 3x2 block).  a2 and b2 stand in grid a1 (die 2),
    # a8 and b8 in grid a7 (die 5).
    expected = [
        # a2: one step to a1 or a3 (b2 is taken); die 2 only diagonally up-right to c4.
        "a2-a1",
        "a2-a3",
        "a2-c4",
        # a4, a6: one step sideways; a phalanx block around them always holds a piece.
        "a4-a3",
        "a6-a7",
        # a8: one step to a7 or a9; die 5 has no free straight line of five.
        "a8-a7",
        "a8-a9",
        # b2: one step to b1, b3, c2; die 2 to d2 and d4; a 3x2 block b1-d2 or b2-d3, or a
        # 2x3 block b1-c3, each empty but for b2, gives the rest.
        "b2-b1",
        "b2-b3",
        "b2-c1",
        "b2-c2",
        "b2-c3",
        "b2-d1",
        "b2-d2",
        "b2-d3",
        "b2-d4",
        # b4: only the 3x2 block b3-d4 and the 2x3 block b2..c4 minus b2: b3, c3, c4, d3, d4.
        "b4-b3",
        "b4-c3",
        "b4-c4",
        "b4-d3",
        "b4-d4",
        # b5: every block around it holds b4 or b6; only the step to c5.
        "b5-c5",
        # b6, b8: mirror images of b4 and b2 (b8 with die 5: no line of five is free).
        "b6-b7",
        "b6-c6",
        "b6-c7",
        "b6-d6",
        "b6-d7",
        "b8-b7",
        "b8-b9",
        "b8-c7",
        "b8-c8",
        "b8-c9",
        "b8-d7",
        "b8-d8",
        "b8-d9",
    ]
    assert moves(ROLLED) == expected


# -- groups and patterns -------------------------------------------------------------------


def test_lone_pieces_have_no_pattern_so_both_sides_pass() -> None:
    text = f"{board(c2='S', f5='s', d9='V')} w grids=-"
    assert moves(text) == ["pass"]
    assert moves(text.replace(" w ", " b ")) == ["pass"]


def test_an_orthogonal_pair_gives_one_orthogonal_step_to_both_colours() -> None:
    text = f"{board(c2='S', c3='S', f5='s', d9='V')} w grids=-"
    # c2: b2, c1, d2 (c3 is taken); c3: b3, c4, d3.  No enemy at distance 2 in a line.
    assert moves(text) == ["c2-b2", "c2-c1", "c2-d2", "c3-b3", "c3-c4", "c3-d3"]
    # Black's lone Shah uses White's pattern: one orthogonal step, never diagonal.
    assert moves(text.replace(" w ", " b ")) == ["f5-e5", "f5-f4", "f5-f6", "f5-g5"]


def test_a_diagonal_pair_gives_only_diagonal_steps() -> None:
    text = f"{board(c2='S', d3='S', f7='s', b9='V')} w grids=-"
    assert moves(text) == ["c2-b1", "c2-b3", "c2-d1", "d3-c4", "d3-e2", "d3-e4"]
    assert moves(text.replace(" w ", " b ")) == ["f7-e6", "f7-e8", "f7-g6", "f7-g8"]


def test_a_straight_three_gives_two_steps_in_a_straight_line() -> None:
    text = f"{board(b2='S', b3='S', b4='S', f8='s', d9='V')} w grids=-"
    # b2 up to d2; b3 up to d3; b4 up to d4 or along to b6; sideways the group blocks itself.
    assert moves(text) == ["b2-d2", "b3-d3", "b4-b6", "b4-d4"]
    assert moves(text.replace(" w ", " b ")) == ["f8-d8", "f8-f6"]


def test_a_diagonal_step_may_pass_between_two_occupied_squares() -> None:
    # c2-d1 squeezes between c1 and d2 (decision 7): only squares entered must be empty.
    text = f"{board(c2='S', d3='S', c1='s', d2='s', e9='V')} w grids=-"
    assert moves(text) == ["c2-b1", "c2-b3", "c2-d1", "d3-c4", "d3-e2", "d3-e4"]


def test_the_vicar_is_never_part_of_a_group() -> None:
    assert moves(f"{board(c2='S', c3='V', f5='s')} w grids=-") == ["pass"]


def test_a_cluster_gives_no_pattern() -> None:
    # The seed's cluster: a Caesar with four pieces on its diagonals.  Every path through it
    # would pass the Caesar twice, so no piece may use it; a cluster of 5 sacks at distance 5
    # only, and no Black piece stands at distance 5 on a free line.
    text = f"{board(b2='C', a1='S', a3='S', c1='S', c3='S', g5='s', e9='V')} w grids=-"
    assert moves(text) == ["pass"]


def test_a_cluster_still_sacks_at_its_size() -> None:
    # b2 to b7 is five squares over b3-b6; a Black pair on g8-g9 leaves the Vicar a step.
    text = f"{board(b2='C', a1='S', a3='S', c1='S', c3='S', b7='e', g8='s', g9='s', d9='V')} w grids=-"
    assert sacks(text) == ["b2xb7"]


def test_an_l_of_three_reaches_every_neighbour_by_two_steps() -> None:
    # b4, b5, c5 all touch, so every order of the three is a path: two perpendicular
    # straight steps (to a diagonal neighbour) or a diagonal step and a straight step back at
    # 135 degrees (to a straight neighbour), in all 8 images.  A lone Black Shah on e5 in open
    # space reaches its 8 neighbours and nothing farther.
    text = f"{board(b4='S', b5='S', c5='S', e5='s', d9='V')} b grids=-"
    assert moves(text) == ["e5-d4", "e5-d5", "e5-d6", "e5-e4", "e5-e6", "e5-f4", "e5-f5", "e5-f6"]


def test_patterns_are_read_from_either_end() -> None:
    # White's e4-d3-c3 read from e4 is a diagonal step then a straight one; read from c3 it is
    # a straight step then a diagonal one.  No rotation or reflection turns one order into the
    # other.  Black's lone Pharaoh on f6 jumps like a knight; to d5 the diagonal-first way is
    # blocked by the Vicar on e5, so only the straight-first reading (over e6) gets there.
    text = f"{board(e4='S', d3='S', c3='S', f6='p', e5='V')} b grids=-"
    # (+2, +-1) leaves the board; e4 is White's.
    assert moves(text) == ["f6-d5", "f6-d7", "f6-e8", "f6-g4", "f6-g8"]
    blocked = f"{board(e4='S', d3='S', c3='S', f6='p', e6='s', e5='V')} b grids=-"
    assert "f6-d5" not in moves(blocked)


def test_destinations_reached_twice_are_one_move() -> None:
    # In grid a1 with die 1 a piece steps in any direction; its orthogonal pair gives the
    # orthogonal steps again.  Each destination appears once.
    text = f"{board(b2='S', b3='S', g5='s', e9='V')} w grids=a1:1"
    assert moves(text) == [
        "b2-a1",
        "b2-a2",
        "b2-a3",
        "b2-b1",
        "b2-c1",
        "b2-c2",
        "b2-c3",
        "b3-a2",
        "b3-a3",
        "b3-a4",
        "b3-b4",
        "b3-c2",
        "b3-c3",
        "b3-c4",
    ]


# -- the seed's worked example --------------------------------------------------------------

EXAMPLE = board(e4="S", d3="C", c3="S", c7="E", b5="e", a9="p", e8="V")


def test_the_seed_example_before_the_shah_moves() -> None:
    # White's only pattern is the group e4-d3-c3 (e4 and c3 do not touch): a diagonal step
    # then a straight one at 45 degrees, or the reverse, in all 8 images: the eight
    # knight jumps, each over either of its two middle squares.  No sacks: the group of 3
    # sacks at distance 3 and no Black piece stands there.
    text = f"{EXAMPLE} w grids=-"
    assert moves(text) == [
        "c3-a2",
        "c3-a4",
        "c3-b1",
        "c3-d1",
        "c3-d5",
        "c3-e2",  # via d2 (d3 is taken); b5 is Black's, e4 White's
        "c7-a6",
        "c7-a8",
        "c7-b9",
        "c7-d5",
        "c7-d9",
        "c7-e6",  # e8 holds the Vicar, b5 a Black piece
        "d3-b2",
        "d3-b4",  # via c4 (c3 is taken)
        "d3-c1",
        "d3-c5",
        "d3-e1",
        "d3-e5",  # via d4 (e4 is taken)
        "d3-f2",
        "d3-f4",  # via e3
        "e4-c5",
        "e4-d2",  # via e3 (d3 is taken); c3 is White's own
        "e4-d6",
        "e4-f2",
        "e4-f6",
        "e4-g3",
        "e4-g5",
    ]


def test_the_seed_example_the_shah_s_move_makes_two_attacks() -> None:
    after = play(f"{EXAMPLE} w grids=-", "e4-d6")
    assert after.board_text() == board(d6="S", d3="C", c3="S", c7="E", b5="e", a9="p", e8="V")
    # The Caesar's group is now d3-c3 (2): d3xb5 over c4.  The Emperor's group is c7-d6 (2):
    # c7xa9 over b8.  After either sack the Vicar on e8 still has steps.
    assert sacks(after.to_text().replace(" b ", " w ")) == ["c7xa9", "d3xb5"]


# -- grid moves -------------------------------------------------------------------------------


def test_a_grid_move_goes_exactly_the_die_in_a_straight_line_and_may_leave_the_grid() -> None:
    text = f"{board(b2='S', g5='s', e9='V')} w grids=a1:2"
    assert moves(text) == ["b2-b4", "b2-d2", "b2-d4"]


def test_a_grid_move_needs_every_square_on_the_way_empty() -> None:
    assert moves(f"{board(b2='S', c3='p', g5='s', e9='V')} w grids=a1:2") == ["b2-b4", "b2-d2"]


def test_a_grid_move_never_sacks() -> None:
    assert moves(f"{board(b2='S', d2='p', g5='s', e9='V')} w grids=a1:2") == ["b2-b4", "b2-d4"]


def test_outside_its_grid_a_piece_has_no_die_move() -> None:
    assert moves(f"{board(d2='S', g5='s', e9='V')} w grids=a1:2") == ["pass"]


# -- sacks ------------------------------------------------------------------------------------

# A Black pair on g8-g9 keeps a pattern (one straight step) on the board for the Vicar on d9.
SACK_BASE = {"c2": "C", "c3": "S", "g8": "s", "g9": "s", "d9": "V"}


def sack_text(side: str = "w", **extra: str) -> str:
    pieces = {**SACK_BASE, **extra}
    return f"{board(**{k: v for k, v in pieces.items() if v != '.'})} {side} grids=-"


def test_a_sack_goes_exactly_the_group_s_size_onto_a_weaker_suit() -> None:
    assert sacks(sack_text(e2="e")) == ["c2xe2"]  # Caesar over d2 onto an Emperor
    assert sacks(sack_text(d2="e")) == []  # distance 1 from a group of 2
    assert sacks(sack_text(f2="e")) == []  # distance 3


def test_a_weaker_suit_cannot_sack_a_stronger_one() -> None:
    assert sacks(sack_text(c2="S", c3="P", e2="e", e3="e")) == []


def test_equal_suits_need_a_strictly_larger_group() -> None:
    assert sacks(sack_text(c2="S", e2="s")) == ["c2xe2"]  # 2 against a lone Shah
    assert sacks(sack_text(c2="S", e2="s", f2="s")) == []  # 2 against 2


def test_a_lone_piece_cannot_sack() -> None:
    assert sacks(sack_text(c3=".", d2="p", e2="p")) == []


def test_a_sack_needs_a_free_line() -> None:
    assert sacks(sack_text(e2="e", d2="p")) == []


def test_the_vicar_can_never_be_sacked() -> None:
    assert sacks(sack_text(d9=".", e2="V")) == []


def test_a_sack_is_legal_only_if_the_vicar_then_has_a_move() -> None:
    lonely = {"c2": "C", "c3": "S", "e2": "e", "g5": "p", "d9": "V"}  # no pattern after the sack
    assert sacks(f"{board(**lonely)} w grids=-") == []
    # In a grid the Vicar may use its die instead.
    assert sacks(f"{board(**lonely)} w grids=b7:1") == ["c2xe2"]
    # Or the sack itself makes the pattern: the Caesar lands next to a White Shah on f2.
    assert sacks(f"{board(**lonely, f2='S')} w grids=-") == ["c2xe2"]


def test_after_a_sack_the_sacker_must_move_the_vicar() -> None:
    after = play(sack_text(e2="e"), "c2xe2")
    assert after.to_text() == f"{board(e2='C', c3='S', g8='s', g9='s', d9='V')} w grids=- phase=vicar place=e"
    assert after.current == 0
    # The patterns after the sack: only Black's pair (one straight step).
    assert sorted_moves(after) == ["d9-c9", "d9-d8", "d9-e9"]
    with pytest.raises(IllegalMove, match="must move the Vicar"):
        after.parse_move("c3-c4")


def test_the_vicar_may_use_its_grid_s_die() -> None:
    text = f"{board(e2='C', c3='S', g5='p', d9='V')} w grids=b7:2 phase=vicar place=e"
    # Die 2 from d9: down to b9, down-left to b7, left to d7, up-left to f7, up to f9.
    assert moves(text) == ["d9-b7", "d9-b9", "d9-d7", "d9-f7", "d9-f9"]


# -- the die change and the placement --------------------------------------------------------

DIE_BASE = board(d5="C", b6="S", g4="s", g5="s", d2="V")


def test_the_vicar_from_the_river_into_enemy_land_allows_a_die_change() -> None:
    text = f"{DIE_BASE} w grids=a1:1,a7:6 phase=vicar place=e"
    assert moves(text) == ["d2-c2", "d2-d1", "d2-d3", "d2-e2"]
    into_black_land = play(text, "d2-e2")
    assert into_black_land.to_text() == (
        f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} w grids=a1:1,a7:6 phase=die place=e vicar-from=d2"
    )
    # A die changes by one within 1..6: a1 shows 1, a7 shows 6.
    assert sorted_moves(into_black_land) == ["a1+", "a7-", "keep"]
    raised = play(into_black_land.to_text(), "a1+")
    assert raised.to_text() == (
        f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} b grids=a1:2,a7:6 phase=place place=e vicar-from=d2"
    )
    kept = play(into_black_land.to_text(), "keep")
    assert kept.grids == into_black_land.grids and kept.current == 1


def test_no_die_change_within_the_river_or_into_own_land() -> None:
    text = f"{DIE_BASE} w grids=a1:1,a7:6 phase=vicar place=e"
    for move in ("d2-c2", "d2-d1", "d2-d3"):
        after = play(text, move)
        assert sorted_moves(after) == [f"e@{'d2'}"], move
        assert after.current == 1 and after.to_text().endswith("phase=place place=e vicar-from=d2")


def test_no_die_change_from_enemy_land_to_enemy_land() -> None:
    text = f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} w grids=a1:1,a7:6 phase=vicar place=e"
    assert sorted_moves(play(text, "e2-f2")) == ["e@e2"]


def test_black_s_die_change_is_the_mirror_image() -> None:
    text = f"{board(d5='c', f6='s', a4='S', a5='S', d8='V')} b grids=a1:3,e7:4 phase=vicar place=E"
    assert moves(text) == ["d8-c8", "d8-d7", "d8-d9", "d8-e8"]
    assert sorted_moves(play(text, "d8-c8")) == ["a1+", "a1-", "e7+", "e7-", "keep"]
    assert sorted_moves(play(text, "d8-e8")) == ["E@d8"]
    from_own_land = f"{board(d5='c', f6='s', a4='S', a5='S', e8='V')} b grids=e7:4 phase=vicar place=E"
    # e8 is in grid e7 (die 4): down four squares is a8, rank a: Black wins at once.
    assert "e8-a8" in moves(from_own_land)


def test_the_sacked_piece_is_placed_on_the_square_the_vicar_left() -> None:
    placing = play(sack_text(e2="e"), "c2xe2", "d9-d8")
    assert placing.current == 1
    assert sorted_moves(placing) == ["e@d9"]
    with pytest.raises(IllegalMove, match="must put the sacked piece back: e@d9"):
        placing.parse_move("g8-f8")
    placed = play(placing.to_text(), "e@d9")
    assert placed.to_text() == f"{board(e2='C', c3='S', g8='s', g9='s', d8='V', d9='e')} w grids=-"


# -- the end ----------------------------------------------------------------------------------


def test_the_vicar_on_rank_g_wins_for_white_even_when_black_moves_it() -> None:
    text = f"{board(c5='c', c6='s', a2='S', a3='S', f8='V')} b grids=- phase=vicar place=P"
    assert "f8-g8" in moves(text)
    final = play(text, "f8-g8")
    assert final.outcome == (1.0, 0.0)
    assert final.current is None and final.legal_moves() == () and not final.is_chance


def test_a_vicar_move_to_the_last_rank_ends_the_game_before_die_change_or_placement() -> None:
    # The Vicar on d5 stands in grid b4 (die 3): up three to g5, from the river into
    # Black's land, which would allow a die change: the game ends first (decision 2).
    text = f"{board(b1='C', g1='s', d5='V')} w grids=b4:3 phase=vicar place=e"
    final = play(text, "d5-g5")
    assert final.outcome == (1.0, 0.0)
    assert final.legal_moves() == ()
    assert (
        final.to_text() == f"{board(b1='C', g1='s', g5='V')} b grids=b4:3 phase=place place=e vicar-from=d5"
    )


def test_the_vicar_on_rank_a_wins_for_black() -> None:
    text = f"{board(b1='C', g1='s', d5='V')} w grids=b4:3 phase=vicar place=e"
    assert play(text, "d5-a5").outcome == (0.0, 1.0)


def test_two_passes_in_a_row_draw() -> None:
    text = f"{board(c2='S', f5='s', d9='V')} w grids=-"
    once = play(text, "pass")
    assert once.to_text() == f"{board(c2='S', f5='s', d9='V')} b grids=- passes=1"
    twice = play(once.to_text(), "pass")
    assert twice.outcome == (0.5, 0.5) and twice.legal_moves() == ()


def test_pass_is_refused_while_a_move_exists_and_any_move_resets_the_count() -> None:
    text = f"{board(c2='S', c3='S', f5='s', d9='V')} w grids=- passes=1"
    with pytest.raises(IllegalMove, match="only when no other move"):
        GAME.parse(text).parse_move("pass")
    assert play(text, "c2-b2").passes == 0


def test_rolls_do_not_reset_the_passes() -> None:
    assert play(f"{START} w passes=1", "roll w 1,2").passes == 1


def test_threefold_repetition_is_a_draw_through_the_record() -> None:
    assert GAME.repetition_draw == 3
    text = f"{board(c2='S', c3='S', a5='P', f2='s', f3='s', f7='p', d9='V')} w grids=-"
    record = Record(GAME, GAME.parse(text))
    cycle = ["a5-a6", "f7-f8", "a6-a5", "f8-f7"]
    for move in cycle * 2:
        assert record.outcome() is None
        record.play_text(move)
    assert record.outcome() == (0.5, 0.5)  # the start position for the third time
    assert record.position.outcome is None  # the position alone does not know


def test_the_repetition_key_is_board_grids_side_and_pending_placement_not_passes() -> None:
    text = f"{board(c2='S', f5='s', d9='V')} w grids=-"
    assert GAME.parse(text).repetition_key() == GAME.parse(f"{text} passes=1").repetition_key()
    assert GAME.parse(text).repetition_key() != GAME.parse(text.replace(" w ", " b ")).repetition_key()
    assert GAME.parse(text).repetition_key() != GAME.parse(f"{text[:-7]} grids=a1:2").repetition_key()
    placing = f"{board(c2='S', f5='s', d9='V')} b grids=- phase=place place=e vicar-from=d8"
    assert GAME.parse(placing).repetition_key() != GAME.parse(text.replace(" w ", " b ")).repetition_key()


# -- notation -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("c2-a4", "no pattern takes this Caesar there"),
        ("c2-e2", r"e2 holds a Black piece \(a sack is written c2xe2\)"),
        ("c2xe3", "holds no enemy piece"),
        ("e2-e3", "holds no White piece"),
        ("c2-c3", "c3 holds a White piece"),
        ("d9-d8", "the Vicar moves only after a sack"),
        ("a1+", "only after a sack"),
        ("keep", "only after a sack"),
        ("E@d5", "only after a sack"),
        ("c2xg9", "straight line"),
        ("bogus", "moves are written like"),
        ("roll w 2", "a roll is written"),
        ("h1-a1", "moves are written like"),
    ],
)
def test_illegal_or_malformed_moves_say_why(text: str, message: str) -> None:
    position = GAME.parse(sack_text(e2="e"))
    with pytest.raises(IllegalMove, match=message):
        position.parse_move(text)


@pytest.mark.parametrize(
    ("extra", "move", "message"),
    [
        ({"e2": "e"}, "c3xe3", "holds no enemy"),
        ({"e2": "e"}, "c2xe2x", "moves are written like"),
        ({"f2": "e"}, "c2xf2", "goes exactly 2 squares, not 3"),
        ({"c2": "S", "e2": "e"}, "c2xe2", "cannot sack a stronger Emperor"),
        ({"c2": "S", "e2": "s", "f2": "s"}, "c2xe2", r"only from a larger group \(group of 2 against 2\)"),
        ({"e2": "e", "d2": "p"}, "c2xe2", "d2 stands in the way: a sack passes over empty squares only"),
        ({"c3": ".", "e2": "e"}, "c2xe2", "a lone piece cannot sack"),
        ({"d9": ".", "e2": "V"}, "c2xe2", "the Vicar can never be sacked"),
    ],
)
def test_illegal_sacks_say_why(extra: dict[str, str], move: str, message: str) -> None:
    with pytest.raises(IllegalMove, match=message):
        GAME.parse(sack_text(**extra)).parse_move(move)


def test_a_sack_leaving_the_vicar_stuck_says_so() -> None:
    position = GAME.parse(f"{board(c2='C', c3='S', e2='e', g5='p', d9='V')} w grids=-")
    with pytest.raises(IllegalMove, match="the Vicar would have no move"):
        position.parse_move("c2xe2")


def test_notation_is_lenient_about_case_and_spaces_but_not_the_placed_letter() -> None:
    position = GAME.parse(sack_text(e2="e"))
    assert position.move_text(position.parse_move(" C2 X E2 ")) == "c2xe2"
    placing = play(sack_text(e2="e"), "c2xe2", "d9-d8")
    assert placing.move_text(placing.parse_move("e@D9")) == "e@d9"
    with pytest.raises(IllegalMove, match="E@d9: this turn Black must put the sacked piece back: e@d9"):
        placing.parse_move("E@d9")


def test_play_refuses_a_move_that_is_not_legal_here() -> None:
    position = GAME.parse(sack_text(e2="e"))
    other = GAME.parse(sack_text(e2="e", side="b"))
    with pytest.raises(IllegalMove):
        position.play(other.legal_moves()[0])
    with pytest.raises(IllegalMove, match="not a Pards move"):
        position.play(("nonsense",))


def test_without_any_grid_the_die_change_is_skipped() -> None:
    # d9-e9 goes from the river into Black's land, but there is no die to change.
    after = play(sack_text(e2="e"), "c2xe2", "d9-e9")
    assert after.current == 1 and sorted_moves(after) == ["e@d9"]


def test_white_may_still_roll_after_black_in_an_edited_position() -> None:
    # Only reachable through the editor; White's pair is rolled first whenever it shows '?'.
    position = GAME.parse(f"{START} w grids=a1:?,a7:?,e1:6,e7:1")
    assert sorted_moves(position)[0] == "roll w 1,2"


def test_the_pattern_caches_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    # A table is some 40 KB and a search meets a thousand new shapes a game: unbounded (or
    # bounded at 100,000) the computer's process grew by 100 MB a game. The groups' cache holds
    # tables too, so it is let go with them.
    monkeypatch.setattr(patterns, "_MAX_CLASSES", 3)
    patterns.forget()
    assert rules._COLOUR_GROUPS == {}
    for length in range(2, 10):  # a line of each length: a new shape each time
        rules.colour_groups(sum(1 << square for square in range(length)))
        assert len(patterns._TABLE_OF_CLASS) <= 4 and len(rules._COLOUR_GROUPS) <= 4
