"""Kerd's words for the panels, and what they keep secret (no Qt)."""

from __future__ import annotations

from pardsgui.games.kerd.board import KerdBoard
from tests.games.kerd.build import GAME, play, position, text

KINGS = {"l1": "K", "l12": "k"}


def labels(view: KerdBoard, start: str, *moves: str) -> list[str]:
    current = GAME.parse(start)
    return [view.move_label(current, current.parse_move(move)) for move in moves]


def test_the_banner_says_whose_turn_and_what_to_do() -> None:
    view = KerdBoard()
    start = GAME.initial()
    assert view.prompt(start).startswith("White: click the Black piece to be your secret infiltrator")
    half = play(start, "choose d12")
    assert view.prompt(half).startswith("Black: click the White piece to be your secret infiltrator")
    assert (
        view.prompt(play(start, "choose d12", "choose e2"))
        == "White: move a piece — click it, then one of its tinted squares"
    )
    lone = text({**KINGS, "a12": "t", "c12": "s"}, infiltrators="*,*")
    assert (
        view.prompt(GAME.parse(lone)) == "White: none of Black's pieces can be an infiltrator — choose none"
    )
    # The Bishop giving check might be White's infiltrator: revealing it would answer the check.
    checked = position({**KINGS, "i4": "b", "e2": "P"}, infiltrators="-,-", checked="1")
    assert view.prompt(checked) == (
        "White is in check: move the King, block the check or take the attacker. White may reveal the"
        " infiltrator, if it is still on the board"
    )
    # Nothing White could have chosen stands on the board, or nothing whose reveal would answer
    # the Tower's check: everybody knows no reveal can be made.
    in_check = "White is in check: move the King, block the check or take the attacker"
    bare = position({**KINGS, "a1": "t", "e2": "P"}, infiltrators="-,-", checked="1")
    assert view.prompt(bare) == in_check
    useless = position({**KINGS, "a1": "t", "e2": "P", "c5": "h"}, infiltrators="c5,-", checked="1")
    assert view.prompt(useless) == in_check
    mated = position({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b")
    assert view.prompt(mated) == "White wins. Checkmate: Black's King on a12 is attacked and cannot escape"
    stalemate = position({"a12": "k", "b1": "T", "c11": "Q", "l1": "K"}, "b")
    assert stalemate.outcome == (0.5, 0.5)
    assert view.prompt(stalemate) == "Draw. Stalemate: Black cannot move and is not in check"


def test_the_prompt_says_the_same_whether_the_infiltrator_is_gone_or_not() -> None:
    # Whether White's infiltrator is still on the board is White's secret, even in the banner.
    view = KerdBoard()
    pieces = {**KINGS, "d5": "p", "e2": "P"}
    alive = position(pieces, infiltrators="d5,-", checked="1")
    gone = position(pieces, infiltrators="-,-", checked="1")
    assert "reveal" in [alive.move_text(m) for m in alive.legal_moves()]
    assert "reveal" not in [gone.move_text(m) for m in gone.legal_moves()]
    assert view.prompt(alive) == view.prompt(gone)
    assert view.panels(alive) == view.panels(gone)
    assert view.secret_moves(alive) == ("reveal",) and view.secret_moves(gone) == ()


def test_panels_hold_the_pieces_off_the_board_and_the_infiltrators_status() -> None:
    view = KerdBoard()
    start = GAME.initial()
    white, black = view.panels(start)
    assert (white.name, white.image, black.image) == ("White", "white-king", "black-king")
    assert white.items == () and white.notes == ("Infiltrator: not chosen yet",)
    ready = position({**KINGS, "d5": "p", "e2": "P"}, infiltrators="d5,e2", off="HHP,ttq")
    white, black = view.panels(ready)
    assert [(item.image, item.count, item.label) for item in white.items] == [
        ("white-hussar", 2, "Hussars off the board"),
        ("white-pawn", 1, "Pawn off the board"),
    ]
    assert [(item.image, item.count, item.label) for item in black.items] == [
        ("black-tower", 2, "Towers off the board"),
        ("black-queen", 1, "Queen off the board"),
    ]
    notes = [note for panel in (white, black) for note in panel.notes]
    assert notes == ["Infiltrator: hidden (reveals only after a check)"] * 2
    assert not any("d5" in note or "e2" in note for note in notes)
    # Once nothing the seat could have chosen is left on the board, everybody can tell.
    bare = position({**KINGS, "e2": "P"}, infiltrators="-,e2", checked="1", off="-,p")
    assert view.panels(bare)[0].notes == ("Infiltrator: none on the board any more",)
    assert view.panels(bare)[1].notes == ("Infiltrator: hidden (reveals allowed: a check has happened)",)
    in_check = position({**KINGS, "a1": "t"}, infiltrators="-,-", checked="1")
    assert view.panels(in_check)[0].notes[-1] == "In check"


def test_move_labels_for_buttons_and_the_chooser() -> None:
    view = KerdBoard()
    start = GAME.initial()
    assert labels(view, start.to_text(), "choose d12") == ["Choose the Hussar on d12 as infiltrator"]
    assert labels(view, text({**KINGS, "a12": "t"}, infiltrators="*,*"), "choose -") == [
        "Choose no infiltrator (no piece can be one)"
    ]
    promoting = text({**KINGS, "e7": "P", "d7": "C", "a5": "p"}, infiltrators="-,-", off="HB,-")
    assert labels(view, promoting, "e7-e8", "e7-e8=H", "d7-d8=B", "e7-e8=B") == [
        "Keep the Pawn (e7-e8)",
        "Promote to Hussar (e7-e8=H)",
        "Promote to Bishop (d7-d8=B)",
        "Promote to Bishop (e7-e8=B)",
    ]
    assert labels(view, promoting, "d7-d8&e7-e8", "d7-d8=H&e7-e8=B", "d7-d8&e7-e8=H") == [
        "With the Pawn on e7 (d7-d8&e7-e8)",
        "With the Pawn on e7, promote to Hussar and Bishop (d7-d8=H&e7-e8=B)",
        "With the Pawn on e7, the Pawn promotes to Hussar (d7-d8&e7-e8=H)",
    ]
    assert labels(view, text({**KINGS, "a2": "P", "b5": "p"}, off="H,-"), "a2-a3", "execute a2") == [
        "a2-a3",
        "Execute the Pawn on a2",
    ]
    castle = text(
        {"g1": "K", "a1": "T", "l1": "T", "g12": "k"}, castling="KQ", infiltrators="-,-", checked="1"
    )
    assert labels(view, castle, "O-O", "O-O-O") == ["Castle short", "Castle long"]
    revealing = text({**KINGS, "d5": "p"}, infiltrators="d5,-", checked="1")
    assert labels(view, revealing, "reveal") == ["Reveal the infiltrator"]


def test_a_choice_is_secret_and_reads_choose_query_to_anyone_but_its_chooser() -> None:
    view = KerdBoard()
    start = GAME.initial()
    white_choice = start.parse_move("choose d12")
    half = start.play(white_choice)
    black_choice = half.parse_move("choose e2")
    ready = half.play(black_choice)
    assert view.secret(start) and view.secret(half) and not view.secret(ready)
    assert [view.record_text(start, white_choice, viewer) for viewer in (None, 0, 1)] == [
        "choose ?",
        "choose d12",
        "choose ?",
    ]
    assert [view.record_text(half, black_choice, viewer) for viewer in (None, 0, 1)] == [
        "choose ?",
        "choose ?",
        "choose e2",
    ]
    step = ready.parse_move("f3-f5")
    assert view.record_text(ready, step, None) == "f3-f5"
    executed = ready.play(step).parse_move("execute d12")
    assert view.record_text(ready.play(step), executed, None) == "execute d12"  # public by the rules
    assert ready.redacted(None).endswith("infiltrators=?,?")


def test_a_choice_is_one_click_on_its_square_and_is_secret() -> None:
    view = KerdBoard()
    start = GAME.initial()
    choice = start.parse_move("choose d12")
    assert view.move_cells(start, choice) == (None, "d12")
    assert view.secret(start) and view.secret(start.play(choice))
    ready = play(start, "choose d12", "choose e2")
    assert not view.secret(ready)


def test_a_peek_tells_a_seat_its_own_choice_only() -> None:
    view = KerdBoard()
    start = GAME.initial()
    assert view.secret_words(start, 0) == "White, you have not chosen your infiltrator yet."
    ready = play(start, "choose d12", "choose e2")
    assert view.secret_words(ready, 0) == (
        "White, your infiltrator is the Black Hussar on d12."
        " You may reveal it on your turn once a check has happened."
    )
    assert view.secret_words(ready, 1).startswith("Black, your infiltrator is the White Pawn on e2.")
    assert "d12" not in view.secret_words(ready, 1) and "e2" not in view.secret_words(ready, 0)
    gone = position({**KINGS, "d5": "p", "e2": "P"}, infiltrators="-,e2", checked="1")
    assert view.secret_words(gone, 0).startswith("White, you have no infiltrator on the board")
    assert view.secret_words(gone, 1).endswith("on your turn you may reveal it instead of moving.")
