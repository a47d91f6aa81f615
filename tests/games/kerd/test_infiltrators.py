"""The secret infiltrators: choosing, revealing, executing, and what each seat may see."""

from __future__ import annotations

from pardsgui.games.kerd.rules import INITIAL_BOARD
from tests.games.kerd.build import GAME, executes, moves, play, position, text
from tests.helpers import sorted_moves

KINGS = {"l1": "K", "l12": "k"}


def test_white_then_black_choose_before_the_first_move() -> None:
    start = GAME.initial()
    assert start.current == 0 and start.outcome is None and not start.is_chance
    # Every Black piece but King, Queen, Towers and Scouts.
    black = ["b12", "d12", "e12", "h12", "i12", "k12", *(f"{f}11" for f in "abcdefghijkl"), "f10", "g10"]
    assert sorted_moves(start) == sorted(f"choose {sq}" for sq in black)
    chosen = play(start, "choose d12")
    assert chosen.to_text() == f"{INITIAL_BOARD} b infiltrators=d12,*"
    assert chosen.current == 1
    white = ["b1", "d1", "e1", "h1", "i1", "k1", *(f"{f}2" for f in "abcdefghijkl"), "f3", "g3"]
    assert sorted_moves(chosen) == sorted(f"choose {sq}" for sq in white)
    ready = play(chosen, "choose e2")
    assert ready.to_text() == f"{INITIAL_BOARD} w infiltrators=d12,e2"
    assert ready.current == 0 and len(ready.legal_moves()) == 61


def test_choose_dash_only_without_an_eligible_enemy_piece() -> None:
    pieces = {"g1": "K", "g12": "k", "a12": "t", "c12": "s", "f12": "q", "e2": "P"}
    assert moves(pieces, infiltrators="*,*") == ["choose -"]
    after = play(text(pieces, infiltrators="*,*"), "choose -")
    assert after.to_text() == text(pieces, "b", infiltrators="-,*")
    assert sorted_moves(after) == ["choose e2"]


def test_each_seat_sees_its_own_choice_only() -> None:
    chosen = play(GAME.initial(), "choose d12", "choose e2")
    assert chosen.redacted(0) == f"{INITIAL_BOARD} w infiltrators=d12,?"
    assert chosen.redacted(1) == f"{INITIAL_BOARD} w infiltrators=?,e2"
    half = play(GAME.initial(), "choose d12")
    assert half.redacted(1) == f"{INITIAL_BOARD} b infiltrators=?,*"
    assert GAME.initial().redacted(1) == f"{INITIAL_BOARD} w infiltrators=*,*"


def test_reveal_only_after_a_check_has_happened() -> None:
    pieces = {"a12": "k", "c2": "P", "l1": "K"}
    assert moves(pieces, "b", infiltrators="-,c2") == ["a12-a11", "a12-b11", "a12-b12"]
    assert "reveal" in moves(pieces, "b", infiltrators="-,c2", checked="1")


def test_a_revealed_piece_changes_colour_where_it_stands_and_keeps_its_first_move() -> None:
    pieces = {"a12": "k", "c2": "P", "l1": "K"}
    after = play(text(pieces, "b", infiltrators="-,c2", checked="1"), "reveal")
    # '+': everybody saw the reveal, so even the redacted text says it (decision 12).
    assert after.to_text() == text(
        {"a12": "k", "c2": "p", "l1": "K"}, "w", first="c2", infiltrators="-,+", checked="1"
    )
    assert after.redacted(0).endswith("infiltrators=-,+ checked=1")
    black_turn = play(after, "l1-k1")
    assert "c2-c1" in sorted_moves(black_turn)


def test_revealing_the_checking_piece_answers_the_check() -> None:
    # Nobody had been in check before (checked=0): being in check now is enough.
    pieces = {"a12": "k", "b10": "H", "l1": "K", "h7": "p"}
    legal = ["a12-a11", "a12-b11", "a12-b12", "reveal"]
    assert moves(pieces, "b", infiltrators="-,b10") == legal
    after = play(text(pieces, "b", infiltrators="-,b10"), "reveal")
    assert after.to_text() == text({"a12": "k", "b10": "h", "l1": "K", "h7": "p"}, "w", infiltrators="-,+")
    # A reveal elsewhere does not answer the check, so it is not offered.
    assert moves({**pieces, "c2": "P"}, "b", infiltrators="-,c2") == legal[:3]


def test_no_reveal_without_an_infiltrator_on_the_board() -> None:
    pieces = {"a12": "k", "c2": "P", "l1": "K"}
    assert "reveal" not in moves(pieces, "b", infiltrators="-,-", checked="1")


def test_executing_the_opponents_infiltrator_tells_nobody() -> None:
    pieces = {**KINGS, "d2": "P", "e2": "P"}
    before = position(pieces, infiltrators="-,d2")
    assert sorted_moves(before) == sorted(
        ["d2-d3", "d2-d4", "e2-e3", "e2-e4", "l1-k1", "l1-k2", "l1-l2", *executes("d2", "e2")]
    )
    hit = play(before, "execute d2")
    miss = play(before, "execute e2")
    assert hit.to_text() == text({**KINGS, "e2": "P"}, "b", off="P,-")
    assert miss.to_text() == text({**KINGS, "d2": "P"}, "b", infiltrators="-,d2", off="P,-")
    # White's view shows the same '?' whether or not it hit Black's choice; Black knows.
    assert hit.redacted(0).split()[3:] == miss.redacted(0).split()[3:] == ["infiltrators=-,?", "off=P,-"]
    assert "infiltrators=?,-" in hit.redacted(1) and "infiltrators=?,d2" in miss.redacted(1)


def test_the_king_cannot_be_executed_and_nobody_executes_in_check() -> None:
    assert "execute l1" not in moves({**KINGS, "d2": "P"})
    assert moves({"a12": "k", "b10": "H", "l1": "K", "a6": "p"}, "b") == ["a12-a11", "a12-b11", "a12-b12"]


def test_an_infiltrator_follows_its_piece_and_is_gone_once_it_leaves_the_board() -> None:
    start = text({**KINGS, "e2": "P", "d7": "P", "f5": "p"}, infiltrators="-,e2", off="H,-")
    moved = play(start, "e2-e4")
    assert moved.infiltrators == (-1, moved.infiltrators[1]) and "infiltrators=-,e4" in moved.to_text()
    taken = play(moved, "f5xe4")
    assert taken.infiltrators == (-1, -1)
    promoted = play(text({**KINGS, "d7": "P"}, infiltrators="-,d7", off="H,-"), "d7-d8=H")
    assert promoted.infiltrators == (-1, -1) and promoted.to_text() == text(
        {**KINGS, "d8": "H"}, "b", off="P,-"
    )


def test_checked_is_set_by_the_first_check_and_stays() -> None:
    start = text({**KINGS, "a1": "T", "c5": "p"})
    check = play(start, "a1-a12")
    assert check.checked and check.to_text().endswith("checked=1")
    calm = play(check, "l12-l11", "a12-a1")
    assert calm.checked and not calm.in_check and "checked=1" in calm.to_text()


def test_threefold_repetition_is_a_draw_through_the_record() -> None:
    from pardsgui.core.record import Record

    start = position({**KINGS, "a2": "P"})
    record = Record(GAME, start)
    assert GAME.repetition_draw == 3
    for _ in range(2):
        for move in ("l1-k1", "l12-k12", "k1-l1", "k12-l12"):
            assert record.outcome() is None
            record.play_text(move)
    assert record.position == start and record.outcome() == (0.5, 0.5)
    assert start.outcome is None  # the position alone knows nothing of its history


def test_problems_name_missing_pieces_and_a_finished_game() -> None:
    assert GAME.initial().problems() == []
    sparse = position({**KINGS, "a5": "Q"}, off="-,q")
    counts = [p.message.split(" neither")[0] for p in sparse.problems()]
    assert counts == [
        "4 Towers",
        "4 Jumpers",
        "4 Scouts",
        "4 Hussars",
        "4 Bishops",
        "4 Commander Pawns",
        "24 Pawns",
    ]
    assert all(p.field == "off" for p in sparse.problems())
    mated = position({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b")
    assert mated.problems()[-1].message == "the game is already over in this position"
