"""Every rule of docs/rules/kerd.md as a position and its exact legal moves.

The expected lists are worked out by hand from the rules text; squares are
listed ray by ray so a reader can follow them on a board.
"""

from __future__ import annotations

from tests.games.kerd.build import executes, moves, play, position, region_map, text
from tests.helpers import sorted_moves

KINGS = {"l1": "K", "l12": "k"}
WHITE_KING = ["l1-k1", "l1-k2", "l1-l2"]
BLACK_KING = ["l12-k11", "l12-k12", "l12-l11"]


def ray(src: str, squares: str, capture: str = "") -> list[str]:
    """Moves from src to each square in turn; `capture` ends the ray with a capture."""
    found = [f"{src}-{sq}" for sq in squares.split()]
    return [*found, f"{src}x{capture}"] if capture else found


# -- pawns ------------------------------------------------------------------------------------


def test_pawn_first_move_goes_one_from_water_two_from_land_three_from_air() -> None:
    pieces = {**KINGS, "a2": "P", "d2": "P", "f3": "P"}
    expected = [
        "a2-a3",
        "d2-d3",
        "d2-d4",
        "f3-f4",
        "f3-f5",
        "f3-f6",
        *WHITE_KING,
        *executes("a2", "d2", "f3"),
    ]
    assert moves(pieces) == sorted(expected)
    later = ["a2-a3", "d2-d3", "f3-f4", *WHITE_KING, *executes("a2", "d2", "f3")]
    assert moves(pieces, first="-") == sorted(later)


def test_black_pawns_go_down_the_board() -> None:
    pieces = {**KINGS, "a11": "p", "e11": "p", "g10": "p"}
    expected = [
        "a11-a10",
        "e11-e10",
        "e11-e9",
        "g10-g9",
        "g10-g8",
        "g10-g7",
        *BLACK_KING,
        *executes("a11", "e11", "g10"),
    ]
    assert moves(pieces, "b") == sorted(expected)


def test_first_move_distance_comes_from_the_square_the_pawn_stands_on_now() -> None:
    # A first-move right on c6 (air: up to 3); passing over c8 does not promote (decision 3).
    pieces = {**KINGS, "c6": "P"}
    assert moves(pieces, first="c6", off="H,-") == sorted(
        ["c6-c7", "c6-c8", "c6-c8=H", "c6-c9", *WHITE_KING, "execute c6"]
    )


def test_pawn_paths_stop_at_pieces_and_captures_are_diagonal_forward() -> None:
    pieces = {**KINGS, "d2": "P", "e3": "P", "d4": "p", "c3": "h"}
    expected = ["d2-d3", "d2xc3", "e3-e4", "e3xd4", *WHITE_KING, *executes("d2", "e3")]
    assert moves(pieces) == sorted(expected)


def test_a_pawn_first_move_obeys_the_region_rule() -> None:
    # d3 painted air: d2 (land) -> d4 would enter air and leave it again.
    regions = region_map(r3="wwwalaallwww")
    pieces = {**KINGS, "d2": "P", "e2": "P"}
    expected = ["d2-d3", "e2-e3", "e2-e4", *WHITE_KING, *executes("d2", "e2")]
    assert moves(pieces, regions=regions) == sorted(expected)


# -- Commander Pawns ------------------------------------------------------------------------------


def test_commander_takes_a_neighbouring_pawn_along_within_both_limits() -> None:
    pieces = {**KINGS, "e2": "C", "d2": "P", "f3": "P"}
    expected = [
        "e2-e3",
        "e2-e4",
        "d2-d3",
        "d2-d4",
        "f3-f4",
        "f3-f5",
        "f3-f6",
        "e2-e3&d2-d3",
        "e2-e4&d2-d4",
        "e2-e3&f3-f4",
        "e2-e4&f3-f5",  # the Commander's land limit of 2 caps the air pawn's 3
        *WHITE_KING,
        *executes("d2", "e2", "f3"),
    ]
    assert moves(pieces) == sorted(expected)


def test_the_square_the_other_one_leaves_counts_as_empty() -> None:
    pieces = {**KINGS, "d5": "C", "d6": "P"}
    assert moves(pieces) == sorted(["d6-d7", "d5-d6&d6-d7", *WHITE_KING, *executes("d5", "d6")])


def test_only_a_plain_pawn_is_taken_along() -> None:
    pieces = {**KINGS, "d5": "C", "e5": "C"}
    assert moves(pieces) == sorted(["d5-d6", "e5-e6", *WHITE_KING, *executes("d5", "e5")])


def test_a_joint_move_never_captures() -> None:
    pieces = {**KINGS, "d5": "C", "e5": "P", "e6": "p"}
    assert moves(pieces) == sorted(["d5-d6", "d5xe6", *WHITE_KING, *executes("d5", "e5")])


def test_each_piece_keeps_its_own_first_move_limit() -> None:
    # d3 is no starting square, so the Commander has no first move; e2 (land) has two.
    pieces = {**KINGS, "d3": "C", "e2": "P"}
    expected = ["d3-d4", "e2-e3", "e2-e4", "d3-d4&e2-e3", *WHITE_KING, *executes("d3", "e2")]
    assert moves(pieces) == sorted(expected)


def test_both_parts_of_a_joint_move_may_promote_from_the_off_list_as_it_was() -> None:
    pieces = {**KINGS, "d7": "C", "c7": "P"}
    expected = [
        "c7-c8",
        "c7-c8=B",
        "c7-c8=H",
        "d7-d8",
        "d7-d8=B",
        "d7-d8=H",
        "d7-d8&c7-c8",
        "d7-d8&c7-c8=B",
        "d7-d8&c7-c8=H",
        "d7-d8=B&c7-c8",
        "d7-d8=B&c7-c8=B",  # two Bishops are off
        "d7-d8=B&c7-c8=H",
        "d7-d8=H&c7-c8",
        "d7-d8=H&c7-c8=B",  # but only one Hussar: no =H&=H
        *WHITE_KING,
        *executes("c7", "d7"),
    ]
    assert moves(pieces, off="HBB,-") == sorted(expected)
    after = play(text(pieces, off="HBB,-"), "d7-d8=B&c7-c8=H")
    assert after.to_text() == text({**KINGS, "d8": "B", "c8": "H"}, "b", off="BCP,-")


def test_recapture_in_any_direction_right_after_a_pawn_was_taken() -> None:
    pieces = {**KINGS, "b6": "h", "b5": "C", "c6": "C", "a7": "C", "a6": "P"}
    plain = [
        "a7-a8",
        "a7-a8&a6-a7",
        "c6-c7",
        *WHITE_KING,
        *executes("a6", "a7", "b5", "c6"),
    ]
    assert moves(pieces) == sorted(plain)
    assert moves(pieces, recapture="b6") == sorted([*plain, "a7xb6", "b5xb6", "c6xb6"])


def test_capturing_a_pawn_next_to_a_commander_gives_the_right_and_any_other_move_clears_it() -> None:
    pieces = {**KINGS, "d4": "P", "e5": "p", "f5": "c"}
    after = play(text(pieces), "d4xe5")
    assert after.to_text() == text({**KINGS, "e5": "P", "f5": "c"}, "b", recapture="e5", off="-,p")
    assert sorted_moves(after) == sorted(["f5-f4", "f5xe5", *BLACK_KING, "execute f5"])
    later = play(after, "f5-f4")
    assert later.recapture == -1 and "recapture" not in later.to_text()


def test_no_recapture_right_after_taking_a_commander_or_a_lone_pawn() -> None:
    commander = play(text({**KINGS, "d4": "P", "e5": "c", "f5": "c"}), "d4xe5")
    assert commander.recapture == -1
    lone = play(text({**KINGS, "d4": "P", "e5": "p"}), "d4xe5")
    assert lone.recapture == -1


def test_a_king_may_not_take_a_pawn_where_a_recapture_right_would_follow() -> None:
    # e6 attacks d5 and f5 but not e5; after Kxe5 it could recapture there, so e5 counts as attacked.
    assert moves({"e4": "K", "e5": "p", "e6": "c", "l12": "k"}) == ["e4-d3", "e4-e3", "e4-f3"]
    assert moves({"e4": "K", "e5": "p", "e6": "p", "l12": "k"}) == ["e4-d3", "e4-e3", "e4-f3", "e4xe5"]


# -- Bishop, Scout, Tower, Queen -------------------------------------------------------------------


def test_bishop_from_land_may_stop_in_air_but_not_leave_it() -> None:
    pieces = {"l1": "K", "a12": "k", "d5": "B"}
    expected = [
        *ray("d5", "e6 f7 g8"),  # h9 is land after air
        *ray("d5", "c6 b7"),  # a8 is water after air
        *ray("d5", "e4 f3 g2"),  # h1 is land after air
        *ray("d5", "c4 b3 a2"),
        *WHITE_KING,
        "execute d5",
    ]
    assert moves(pieces) == sorted(expected)


def test_scout_slides_like_a_bishop_ignoring_regions() -> None:
    pieces = {"l1": "K", "a12": "k", "d5": "S"}
    expected = [
        *ray("d5", "e6 f7 g8 h9 i10 j11 k12"),
        *ray("d5", "c6 b7 a8"),
        *ray("d5", "e4 f3 g2 h1"),
        *ray("d5", "c4 b3 a2"),
        *WHITE_KING,
        "execute d5",
    ]
    assert moves(pieces) == sorted(expected)


def test_a_bishop_standing_in_air_ignores_the_region_rule() -> None:
    pieces = {"l1": "K", "a12": "k", "f6": "B"}
    expected = [
        *ray("f6", "g7 h8 i9 j10 k11 l12"),
        *ray("f6", "e7 d8 c9 b10 a11"),
        *ray("f6", "g5 h4 i3 j2 k1"),
        *ray("f6", "e5 d4 c3 b2 a1"),
        *WHITE_KING,
        "execute f6",
    ]
    assert moves(pieces) == sorted(expected)


def test_tower_slides_orthogonally_ignoring_regions() -> None:
    pieces = {**KINGS, "e5": "T", "e9": "p", "b5": "P"}
    expected = [
        *ray("e5", "e6 e7 e8", capture="e9"),
        *ray("e5", "e4 e3 e2 e1"),
        *ray("e5", "f5 g5 h5 i5 j5 k5 l5"),
        *ray("e5", "d5 c5"),
        "b5-b6",
        *WHITE_KING,
        *executes("b5", "e5"),
    ]
    assert moves(pieces) == sorted(expected)


def test_queen_slides_both_ways_ignoring_regions() -> None:
    pieces = {**KINGS, "d5": "Q"}
    expected = [
        *ray("d5", "d6 d7 d8 d9 d10 d11 d12"),
        *ray("d5", "d4 d3 d2 d1"),
        *ray("d5", "e5 f5 g5 h5 i5 j5 k5 l5"),
        *ray("d5", "c5 b5 a5"),
        *ray("d5", "e6 f7 g8 h9 i10 j11 k12"),
        *ray("d5", "c6 b7 a8"),
        *ray("d5", "e4 f3 g2 h1"),
        *ray("d5", "c4 b3 a2"),
        *WHITE_KING,
        "execute d5",
    ]
    assert moves(pieces) == sorted(expected)


# -- Hussar and Jumper --------------------------------------------------------------------------------


def test_hussar_leaps_like_a_knight_and_three_squares_over_friends() -> None:
    # North over its own pawn is fine; west is blocked by the enemy on c2; east
    # (f2, g2 air, then h2 land) breaks the region rule.
    pieces = {**KINGS, "e2": "H", "e3": "P", "c2": "p"}
    expected = [
        *ray("e2", "c1 c3 d4 f4 g1 g3"),
        "e2-e5",
        "e3-e4",
        *WHITE_KING,
        *executes("e2", "e3"),
    ]
    assert moves(pieces) == sorted(expected)


def test_hussar_three_square_leap_captures_unless_an_enemy_is_in_between() -> None:
    pieces = {**KINGS, "e2": "H", "e5": "p"}
    leaps = [*ray("e2", "c1 c3 d4 f4 g1 g3"), "e2-b2", *WHITE_KING, "execute e2"]
    assert moves(pieces) == sorted([*leaps, "e2xe5"])
    assert moves({**pieces, "e3": "p"}) == sorted(leaps)


def test_jumper_on_water_jumps_over_an_adjacent_piece_and_captures_forward_only() -> None:
    pieces = {**KINGS, "c2": "J", "c3": "P", "d3": "p", "b2": "p", "b1": "p"}
    expected = [
        *ray("c2", "b3 c1 d1 d2"),  # steps to empty squares
        "c2xd3",  # forward diagonal capture; b2 (beside) and b1 (behind) cannot be taken
        "c2-c4",  # over its own pawn
        "c2-e4",  # over the enemy on d3
        "c2-a2",  # over b2, sideways; behind b1 is off the board
        "c3-c4",
        *WHITE_KING,
        *executes("c2", "c3"),
    ]
    assert moves(pieces) == sorted(expected)


def test_jumper_on_land_jumps_exactly_two_and_obeys_the_region_rule() -> None:
    # e6 is two away: jump to e7.  d5 is one away: no jump that way (exact distance).
    # g4 is two away east, but f4, g4 are air and h4 land: the region rule forbids it.
    pieces = {**KINGS, "e4": "J", "e6": "p", "d5": "p", "g4": "p"}
    expected = [*ray("e4", "d3 d4 e3 e5 f3 f4 f5"), "e4xd5", "e4-e7", *WHITE_KING, "execute e4"]
    assert moves(pieces) == sorted(expected)


def test_jumper_in_air_jumps_exactly_three() -> None:
    pieces = {**KINGS, "f6": "J", "i6": "p", "f8": "p"}
    expected = [*ray("f6", "e5 e6 e7 f5 f7 g5 g6 g7"), "f6-j6", *WHITE_KING, "execute f6"]
    assert moves(pieces) == sorted(expected)


# -- castling ------------------------------------------------------------------------------------------

HOME = {
    "a1": "T",
    "b1": "J",
    "g1": "K",
    "k1": "J",
    "l1": "T",
    "a2": "P",
    "b2": "P",
    "k2": "P",
    "l2": "P",
    "g12": "k",
}


def castles(pieces: dict[str, str], side: str = "w", **fields: str) -> list[str]:
    return [m for m in moves(pieces, side, **fields) if m.startswith("O-")]


def test_both_castlings_with_every_other_move_of_the_position() -> None:
    expected = [
        "O-O",
        "O-O-O",
        "a2-a3",
        "b1-b3",
        "b1-c1",
        "b1-c2",
        "b2-b3",
        *ray("g1", "f1 f2 g2 h1 h2"),
        "k1-j1",
        "k1-j2",
        "k1-k3",
        "k2-k3",
        "l2-l3",
        *executes("a1", "a2", "b1", "b2", "k1", "k2", "l1", "l2"),
    ]
    assert moves(HOME, castling="KQ") == sorted(expected)


def test_castling_moves_king_and_tower_and_ends_that_sides_rights() -> None:
    long = play(text(HOME, castling="KQ"), "O-O-O")
    assert long.to_text() == text({**HOME, "a1": None, "g1": None, "c1": "K", "e1": "T"}, "b")
    short = play(text(HOME, castling="KQ"), "O-O")
    assert short.to_text() == text({**HOME, "l1": None, "g1": None, "j1": "K", "i1": "T"}, "b")


def test_castling_rights_are_needed_letter_by_letter() -> None:
    assert castles(HOME, castling="K") == ["O-O"]
    assert castles(HOME, castling="Q") == ["O-O-O"]
    assert castles(HOME, castling="-") == []


def test_castling_needs_the_squares_before_the_jumper_empty_but_not_the_jumpers_own() -> None:
    assert castles({**HOME, "e1": "B"}, castling="KQ") == ["O-O"]
    assert castles({**HOME, "h1": "B"}, castling="KQ") == ["O-O-O"]
    assert castles({**HOME, "b1": "H"}, castling="KQ") == ["O-O", "O-O-O"]
    # Any piece may stand on the Jumper's square; the Tower passes over it.
    after = play(text({**HOME, "b1": "p"}, castling="Q"), "O-O-O")
    assert after.to_text() == text({**HOME, "b1": "p", "a1": None, "g1": None, "c1": "K", "e1": "T"}, "b")


def test_no_castling_out_of_check_or_through_an_attacked_square() -> None:
    assert castles({**HOME, "g8": "t"}, castling="KQ") == []  # the King is in check
    assert castles({**HOME, "a4": "s"}, castling="KQ") == ["O-O"]  # d1 attacked
    assert castles({**HOME, "c8": "t"}, castling="KQ") == ["O-O"]  # c1, the landing square
    assert castles({**HOME, "l4": "s"}, castling="KQ") == ["O-O-O"]  # i1 attacked


def test_the_kings_route_obeys_the_region_rule() -> None:
    # g1 painted land, h1 air, i1 land: the short route enters air and leaves it.
    regions = region_map(r1="wwwllllalwww")
    assert castles(HOME, castling="KQ", regions=regions) == ["O-O-O"]


def test_black_castles_on_rank_12() -> None:
    pieces = {
        "a12": "t",
        "b12": "j",
        "g12": "k",
        "k12": "j",
        "l12": "t",
        "a11": "p",
        "b11": "p",
        "k11": "p",
        "l11": "p",
        "g1": "K",
    }
    assert castles(pieces, "b", castling="kq") == ["O-O", "O-O-O"]
    after = play(text(pieces, "b", castling="kq"), "O-O-O")
    assert after.to_text() == text({**pieces, "a12": None, "g12": None, "c12": "k", "e12": "t"}, "w")


def test_moves_from_or_onto_the_home_squares_clear_the_rights() -> None:
    pieces = {"g1": "K", "a1": "T", "l1": "T", "g12": "k", "a12": "t", "b12": "j", "l12": "t"}
    start = text(pieces, castling="KQkq")
    took = play(start, "a1xa12")  # from a1 clears Q, onto a12 clears q
    assert took.to_text() == text({**pieces, "a1": None, "a12": "T"}, "b", castling="Kk", off="-,t")
    both = play(took, "l12xl1")  # from l12 clears k, onto l1 clears K; White is now in check
    expected = {"g1": "K", "a12": "T", "b12": "j", "g12": "k", "l1": "t"}
    assert both.to_text() == text(expected, "w", checked="1", off="T,t")
    assert play(start, "execute a1").to_text() == text({**pieces, "a1": None}, "b", castling="Kkq", off="T,-")
    assert play(start, "g1-g2").to_text() == text({**pieces, "g1": None, "g2": "K"}, "b", castling="kq")


# -- promotion ------------------------------------------------------------------------------------------


def test_promotion_is_optional_and_chooses_from_the_movers_pieces_off_the_board() -> None:
    # f8 is no promotion square (the air files); a Pawn is never a choice.
    pieces = {**KINGS, "c7": "P", "f7": "P", "b8": "t"}
    expected = ["c7-c8", "c7-c8=H", "c7xb8", "c7xb8=H", "f7-f8", *WHITE_KING, *executes("c7", "f7")]
    assert moves(pieces, off="HP,-") == sorted(expected)
    assert moves(pieces) == sorted(["c7-c8", "c7xb8", "f7-f8", *WHITE_KING, *executes("c7", "f7")])


def test_the_pawn_joins_the_off_list_and_the_piece_comes_back() -> None:
    pieces = {**KINGS, "c7": "P"}
    after = play(text(pieces, off="HP,-"), "c7-c8=H")
    assert after.to_text() == text({**KINGS, "c8": "H"}, "b", off="PP,-")


def test_a_commander_may_come_back_for_a_commander() -> None:
    pieces = {**KINGS, "c7": "C"}
    assert moves(pieces, off="C,-") == sorted(["c7-c8", "c7-c8=C", *WHITE_KING, "execute c7"])


def test_black_promotes_on_rank_5_with_upper_case_letters() -> None:
    pieces = {**KINGS, "c6": "p", "g6": "p"}
    expected = ["c6-c5", "c6-c5=H", "g6-g5", *BLACK_KING, *executes("c6", "g6")]
    assert moves(pieces, "b", off="-,h") == sorted(expected)


# -- King safety and the end ---------------------------------------------------------------------------


def test_a_pinned_piece_stays_on_the_line_and_cannot_be_executed() -> None:
    pieces = {"e1": "K", "e2": "J", "e8": "t", "l12": "k"}
    assert moves(pieces) == sorted([*ray("e1", "d1 d2 f1 f2"), "e2-e3"])


def test_a_piece_shielding_the_king_from_a_hussar_leap_must_stay_between() -> None:
    # The Hussar on e4 would leap e3, e2 onto e1 if the White pawn left the line.
    pieces = {"e1": "K", "e2": "P", "e4": "h", "l12": "k"}
    assert moves(pieces) == ["e1-d1", "e1-f1", "e2-e3"]


def test_a_commander_and_its_pawn_may_not_both_leave_a_line_they_shield_together() -> None:
    # f11 and e10 stand between the King on g12 and the Scout on a6: either may go, not both.
    pieces = {"g12": "k", "f11": "c", "e10": "p", "a6": "S", "l1": "K"}
    expected = [
        *ray("f11", "f10 f9 f8"),
        "e10-e9",
        *ray("g12", "f12 g11 h11 h12"),
        *executes("e10", "f11"),
    ]
    assert moves(pieces, "b") == sorted(expected)


def test_a_king_stepping_along_a_hussar_leap_no_longer_blocks_it() -> None:
    # The Hussar on i1 leaps h1, g1 onto f1 once g1 is empty; g2 is a knight square.
    assert moves({"g1": "K", "i1": "h", "l12": "k"}) == ["g1-f2", "g1-h1", "g1-h2"]


def test_a_bishop_whose_path_breaks_the_region_rule_pins_nothing() -> None:
    # h4 (land) -> g3, f2 (air) -> e1 (land): the Bishop does not attack e1, so f2 may go.
    pieces = {"e1": "K", "f2": "P", "h4": "b", "l12": "k"}
    expected = [*ray("e1", "d1 d2 e2 f1"), "f2-f3", "f2-f4", "f2-f5", "execute f2"]
    assert moves(pieces) == sorted(expected)
    # A Scout ignores regions, so there the pawn is pinned.
    assert moves({**pieces, "h4": "s"}) == sorted(ray("e1", "d1 d2 e2 f1"))


def test_checkmate_wins_and_ends_the_game() -> None:
    mated = position({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b")
    assert mated.legal_moves() == () and mated.in_check
    assert mated.outcome == (1.0, 0.0) and mated.current is None


def test_no_move_without_check_is_a_draw() -> None:
    stuck = position({"a12": "k", "b1": "T", "l11": "T", "l1": "K"}, "b")
    assert stuck.legal_moves() == () and not stuck.in_check
    assert stuck.outcome == (0.5, 0.5) and stuck.current is None


def test_an_execution_is_a_move_so_a_blocked_pawn_prevents_stalemate() -> None:
    alive = position({"a12": "k", "b1": "T", "l11": "T", "l1": "K", "e9": "p", "e8": "P"}, "b")
    assert sorted_moves(alive) == ["execute e9"]
    assert alive.outcome is None and alive.current == 1
    after = play(alive, "execute e9")
    assert after.to_text() == text({"a12": "k", "b1": "T", "l11": "T", "l1": "K", "e8": "P"}, "w", off="-,p")


def test_in_check_only_answers_count() -> None:
    # Black is checked by the Hussar on b10; the pawn cannot help and executions never do.
    pieces = {"a12": "k", "b10": "H", "l1": "K", "h7": "p"}
    assert moves(pieces, "b") == ["a12-a11", "a12-b11", "a12-b12"]


# -- edited region maps ---------------------------------------------------------------------------------


def test_every_rule_reads_the_positions_region_map() -> None:
    pieces = {**KINGS, "d2": "P", "f3": "P", "e4": "J", "e5": "p"}
    default = [
        "d2-d3",
        "d2-d4",
        *ray("f3", "f4 f5 f6"),
        *ray("e4", "d3 d4 d5 e3 f4 f5"),  # not f3: its own pawn stands there
        "e4xe5",
        *WHITE_KING,
        *executes("d2", "e4", "f3"),
    ]
    assert moves(pieces) == sorted(default)
    water = "/".join(["w" * 12] * 12)
    # All water: one-square first moves, and the Jumper now jumps over its neighbour.
    flooded = [
        "d2-d3",
        "f3-f4",
        *ray("e4", "d3 d4 d5 e3 f4 f5"),
        "e4xe5",
        "e4-e6",  # over the enemy pawn
        "e4-g2",  # over its own pawn on f3
        *WHITE_KING,
        *executes("d2", "e4", "f3"),
    ]
    assert moves(pieces, regions=water) == sorted(flooded)
    assert position(pieces, regions=water).to_text().endswith(f"regions={water}")
