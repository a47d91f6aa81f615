"""Kerd explains itself: turn texts, moves in words, refused clicks, results, terms; secrets kept."""

from __future__ import annotations

import random
import re

import pytest

from pardsgui.core.contract import IllegalMove, PositionError
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import REVEAL
from pardsgui.ui.controller import MoveMap
from tests.games.kerd.build import GAME, play, position, text

VIEW = GAME.board_view()
KINGS = {"l1": "K", "l12": "k"}
READY = play(GAME.initial(), "choose d12", "choose e2")
CELLS = [f"{f}{r}" for f in "abcdefghijkl" for r in range(1, 13)]


def described(start: KerdPosition, *moves: str, viewer: int | None = None) -> list[str]:
    return [VIEW.describe(start, start.parse_move(move), viewer) for move in moves]


def reason(start: KerdPosition, move: str) -> str:
    return VIEW.move_reason(start, start.parse_move(move))


# -- the choice ------------------------------------------------------------------------------------


def test_the_choice_says_which_pieces_qualify_and_why_others_do_not() -> None:
    start = GAME.initial()
    assert VIEW.prompt(start) == (
        "White: click the Black piece to be your secret infiltrator — a Pawn, Commander Pawn, Jumper,"
        " Hussar or Bishop (never the King, Queen, a Tower or a Scout). After a check you may reveal it"
        " to make it yours"
    )
    few = position({**KINGS, "a12": "t", "c12": "s", "e9": "h"}, infiltrators="*,*")
    assert "infiltrator — a Hussar (never" in VIEW.prompt(few)
    none = position({**KINGS, "a12": "t", "c12": "s"}, infiltrators="*,*")
    assert VIEW.prompt(none) == "White: none of Black's pieces can be an infiltrator — choose none"
    assert (
        VIEW.why_not(none, None, "a12")
        == "None of Black's pieces can be an infiltrator: choose none with the button"
    )
    assert VIEW.why_not(start, None, "d12") == ""  # one click chooses it
    assert VIEW.why_not(start, None, "e2") == "That is your own Pawn: choose one of Black's pieces"
    assert VIEW.why_not(start, None, "e6") == "e6 is empty: click one of Black's pieces"
    for cell in ("g12", "f12", "a12", "c12"):  # King, Queen, Tower, Scout
        assert VIEW.why_not(start, None, cell) == (
            "The King, Queen, Towers and Scouts cannot be infiltrators: choose another of Black's pieces"
        )
    half = play(start, "choose d12")
    assert VIEW.why_not(half, None, "d12") == "That is your own Hussar: choose one of White's pieces"


def test_a_choice_is_described_to_its_chooser_only() -> None:
    start = GAME.initial()
    assert described(start, "choose d12", viewer=0) == ["White chose Black's Hussar on d12 as infiltrator"]
    assert described(start, "choose d12", viewer=None) == ["White chose an infiltrator in secret"]
    assert described(start, "choose d12", viewer=1) == ["White chose an infiltrator in secret"]
    half = play(start, "choose d12")
    assert described(half, "choose e2", viewer=1) == ["Black chose White's Pawn on e2 as infiltrator"]
    assert described(half, "choose e2", viewer=0) == ["Black chose an infiltrator in secret"]


# -- moves in words ------------------------------------------------------------------------------------


def test_moves_in_plain_words() -> None:
    assert described(READY, "e2-e4", "f2-f5&f3-f6", "d1-c3") == [
        "White's Pawn went from e2 to e4",
        "White's Commander Pawn on f2 and Pawn on f3 advanced together 3 squares, to f5 and f6",
        "White's Hussar went from d1 to c3",
    ]
    capture = position({"a1": "K", "h12": "k", "d4": "B", "f6": "h"}, infiltrators="-,-")
    assert described(capture, "d4xf6") == ["White's Bishop on d4 captured Black's Hussar on f6"]
    check = position({"g1": "K", "g12": "k", "a2": "T"}, infiltrators="-,-")
    assert described(check, "a2-a12") == ["White's Tower went from a2 to a12; Black is in check"]
    mate = position({"a12": "k", "b1": "T", "l11": "T", "h4": "Q", "l1": "K"}, infiltrators="-,-")
    assert described(mate, "h4-h12") == [
        "White's Queen went from h4 to h12. Checkmate: Black's King on a12 is attacked and cannot escape"
    ]
    castle = position({"g1": "K", "a1": "T", "l1": "T", "g12": "k"}, castling="KQ", infiltrators="-,-")
    assert described(castle, "O-O") == [
        "White castled short: the King went from g1 to j1, the Tower from l1 to i1"
    ]


def test_a_recapture_and_a_jump_are_named() -> None:
    # Black's Bishop has just taken a Pawn beside the Commander Pawn, which takes it back from behind.
    recapture = GAME.parse(
        text({**KINGS, "e6": "C", "d5": "b"}, infiltrators="-,-", recapture="d5", off="P,-")
    )
    assert isinstance(recapture, KerdPosition)
    assert described(recapture, "e6xd5") == ["White's Commander Pawn on e6 recaptured Black's Bishop on d5"]
    assert reason(recapture, "e6xd5") == "recapture: it took a Pawn beside this Commander Pawn"
    # A Jumper on land jumps over a piece two squares away to the square right behind it.
    jumper = position({**KINGS, "d4": "J", "d6": "p"}, infiltrators="-,-")
    assert described(jumper, "d4-d7") == ["White's Jumper went from d4 to d7, jumping over the Pawn on d6"]
    assert reason(jumper, "d4-d7") == "jump over d6"


def test_an_execution_is_explained_and_asks_first() -> None:
    execute = READY.parse_move("execute e2")
    assert VIEW.describe(READY, execute, None) == (
        "White executed its own Pawn on e2: a player may remove one of their pieces instead of moving,"
        " perhaps one they suspect is Black's infiltrator; nobody is told whether it was"
    )
    assert VIEW.confirm(READY, execute) == (
        "Remove your own Pawn on e2? An execution takes one of your pieces off the board for good and uses"
        " your whole turn. It is how you get rid of a piece you suspect is Black's infiltrator; nobody is"
        " told whether it was."
    )
    assert VIEW.confirm(READY, READY.parse_move("e2-e4")) == ""
    assert VIEW.move_reason(READY, execute) == "execution: remove your own piece instead of moving"


def test_a_reveal_names_its_piece_only_to_its_revealer() -> None:
    spy = position({**KINGS, "d5": "p"}, infiltrators="d5,-", checked="1")
    assert VIEW.describe(spy, REVEAL, 0) == (
        "White revealed the infiltrator: Black's Pawn on d5 changed colour and is now White's"
    )
    for viewer in (None, 1):
        assert VIEW.describe(spy, REVEAL, viewer) == (
            "White revealed the infiltrator: one of Black's pieces changed colour and is now White's"
        )


def test_a_pawn_on_its_promotion_square_with_nothing_off_the_board_says_why_it_stays() -> None:
    empty = position({**KINGS, "e7": "P", "a5": "p"}, infiltrators="-,-")
    assert described(empty, "e7-e8") == [
        "White's Pawn went from e7 to e8, a promotion square, and stays a Pawn: no White piece has left the"
        " board to exchange it for"
    ]
    assert (
        reason(empty, "e7-e8")
        == "one square forward, promotion square: nothing off the board to exchange for"
    )
    pool = position({**KINGS, "e7": "P", "a5": "p"}, infiltrators="-,-", off="H,-")
    assert described(pool, "e7-e8", "e7-e8=H") == [
        "White's Pawn went from e7 to e8, a promotion square, and stays a Pawn (promotion is optional)",
        "White's Pawn went from e7 to e8 and was exchanged for a Hussar that had left the board",
    ]
    assert reason(pool, "e7-e8=H") == "one square forward, promotion to Hussar"


def test_a_pawn_with_only_pawns_off_the_board_says_there_is_nothing_to_promote_to() -> None:
    # Pawns are the first to leave the board, and a pawn is never exchanged for one: "no White
    # piece has left the board" was false there.
    pawns = position({**KINGS, "e7": "P", "a5": "p"}, infiltrators="-,-", off="PP,-")
    assert described(pawns, "e7-e8") == [
        "White's Pawn went from e7 to e8, a promotion square, and stays a Pawn: only White Pawns have"
        " left the board, and a pawn is never exchanged for a Pawn"
    ]
    assert reason(pawns, "e7-e8") == (
        "one square forward, promotion square: only Pawns off the board, nothing to exchange for"
    )


def test_a_pawn_standing_on_its_promotion_square_says_it_stays_a_pawn() -> None:
    # Clicked or hovered later, when pieces have left the board, it no longer promotes.
    standing = position({**KINGS, "e8": "P", "d5": "p", "a3": "P"}, infiltrators="-,-", off="H,-")
    names = {view.cell: view.name for view in VIEW.pieces(standing)}
    assert names["e8"] == (
        "White Pawn on e8, a promotion square: a pawn is exchanged only as it arrives there"
    )
    assert names["d5"] == "Black Pawn on d5, a promotion square: a pawn is exchanged only as it arrives there"
    assert names["a3"] == "White Pawn on a3"  # another colour's promotion square, or none


def test_a_target_says_which_rule_allows_it() -> None:
    assert reason(READY, "e2-e4") == "first move: up to 2 from land"
    assert reason(READY, "f3-f6") == "first move: up to 3 from air"
    assert reason(READY, "e2-e3") == "one square forward"
    assert reason(READY, "d1-c3") == "knight's leap"
    assert reason(READY, "d1-d4") == "three-square leap"
    assert reason(READY, "f2-f5&f3-f6") == "with the Pawn on f3: both 3 forward"
    pieces = position({"a1": "K", "h12": "k", "c3": "T", "d4": "B", "f6": "h"}, infiltrators="-,-")
    assert [reason(pieces, m) for m in ("c3-c8", "c3-h3", "d4xf6", "a1-b1")] == [
        "along a file",
        "along a rank",
        "capture along a diagonal",
        "one square",
    ]


# -- refused clicks ------------------------------------------------------------------------------------


def test_a_refused_click_says_why_by_the_rules() -> None:
    assert VIEW.why_not(READY, None, "e5") == "e5 is empty"
    assert VIEW.why_not(READY, None, "e11") == "That is Black's Pawn: White is to move"
    assert VIEW.why_not(READY, None, "g1") == (
        "The King has no safe square: each square next to it holds a White piece or would leave it attacked"
    )
    assert VIEW.why_not(READY, None, "e2") == ""  # it can move
    # The first move's reach comes from the region the pawn stands on.
    assert (
        VIEW.why_not(READY, "b2", "b4")
        == "On its first move a Pawn standing on water goes one square forward"
    )
    assert (
        VIEW.why_not(READY, "e2", "e5")
        == "On its first move a Pawn standing on land goes up to 2 squares forward"
    )
    assert VIEW.why_not(READY, "e2", "d3") == "A Pawn moves diagonally only to capture"
    assert VIEW.why_not(READY, "e2", "f3") == "f3 holds a White piece"
    assert VIEW.why_not(READY, "a1", "a5") == "a2 is in the way"
    assert VIEW.why_not(READY, "e1", "e3") == "A Bishop moves any distance along diagonals"
    assert VIEW.why_not(READY, "g1", "j1") == "h1 must be empty to castle short"
    moved = position({**KINGS, "e3": "P", "a9": "p"}, infiltrators="-,-", first="-")
    assert VIEW.why_not(moved, "e3", "e5") == (
        "This Pawn has made its first move: from now on it goes one square forward"
    )
    assert VIEW.why_not(moved, "e3", "e2") == "A Pawn never moves backward"
    hussar = position({**KINGS, "d4": "H", "d5": "p"}, infiltrators="-,-")
    assert VIEW.why_not(hussar, "d4", "d7") == "A Black piece on d5 blocks the three-square leap"
    assert VIEW.why_not(hussar, "d4", "e7") == (
        "A Hussar leaps like a knight (two squares one way, one to the side) or exactly three squares along a"
        " rank or file"
    )
    jumper = position({**KINGS, "d4": "J"}, infiltrators="-,-")
    assert VIEW.why_not(jumper, "d4", "d7") == "A Jumper on d4 jumps only over a piece, and d6 is empty"
    bishop = position({**KINGS, "d5": "B"}, infiltrators="-,-")
    assert VIEW.why_not(bishop, "d5", "h9") == (
        "The path enters air and leaves it again, which a Bishop on land may not do"
    )


def test_a_piece_that_cannot_move_says_why() -> None:
    pinned = position({"e1": "K", "e2": "B", "e8": "t", "l12": "k"}, infiltrators="-,-")
    assert VIEW.why_not(pinned, None, "e2") == (
        "This Bishop shields the White King: moving it or removing it would leave the King attacked"
    )
    assert VIEW.why_not(pinned, "e1", "e2") == "e2 holds a White piece"
    checked = position({"a12": "k", "b10": "H", "l1": "K", "h7": "p"}, "b", infiltrators="-,-")
    assert VIEW.why_not(checked, None, "h7") == (
        "Black is in check and this Pawn cannot answer it (capture the attacker or block it);"
        " an execution never answers a check"
    )
    mated = position({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b")
    assert VIEW.why_not(mated, None, "a12") == "The game is over"


def test_a_refused_click_and_a_refused_typed_move_give_the_same_reason() -> None:
    with pytest.raises(IllegalMove) as caught:
        READY.parse_move("e2-e5")
    assert str(caught.value) == "e2-e5: " + VIEW.why_not(READY, "e2", "e5").replace("On", "on", 1)


def random_positions(seed: int, games: int, plies: int, every: int) -> list[KerdPosition]:
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        current = GAME.initial()
        for ply in range(plies):
            if current.outcome is not None:
                break
            if ply % every == 0:
                found.append(current)
            # Executions thin the board fast: prefer ordinary moves so positions stay rich.
            moves = [m for m in current.legal_moves() if not current.move_text(m).startswith("execute")]
            current = current.play(rng.choice(moves or list(current.legal_moves())))
    return found


def test_every_click_that_does_nothing_gets_a_reason() -> None:
    for current in random_positions(seed=2, games=4, plies=90, every=17):
        moves = MoveMap.of(current, VIEW)
        sources = set(moves.by_source) | set(moves.on_piece)
        for cell in CELLS:
            if cell not in sources and cell not in moves.direct:
                assert VIEW.why_not(current, None, cell), (current.to_text(), cell)
        for source in sources:
            targets = moves.by_source.get(source, {})
            for cell in CELLS:
                if cell not in targets and cell != source and cell not in sources:
                    assert VIEW.why_not(current, source, cell), (current.to_text(), source, cell)


# -- secrets ------------------------------------------------------------------------------------------


def with_choices(current: KerdPosition, white: str, black: str) -> KerdPosition:
    """The same position with other infiltrator fields (as the other seat cannot tell them apart)."""
    written = re.sub(r"infiltrators=\S+", f"infiltrators={white},{black}", current.to_text())
    if "infiltrators=" not in written:
        written += f" infiltrators={white},{black}"
    found = GAME.parse(written)
    assert isinstance(found, KerdPosition)
    return found


def test_no_word_on_the_shared_screen_depends_on_a_hidden_infiltrator() -> None:
    check_no_word_depends_on_a_hidden_infiltrator(seed=4, games=1)  # twelve more under long


@pytest.mark.long
def test_no_word_depends_on_a_hidden_infiltrator_in_more_games() -> None:
    check_no_word_depends_on_a_hidden_infiltrator(seed=5, games=12)


def check_no_word_depends_on_a_hidden_infiltrator(seed: int, games: int) -> None:
    checked = 0
    for current in random_positions(seed=seed, games=games, plies=80, every=9):
        if current.choosing:
            continue
        black_pieces = [v.cell for v in VIEW.pieces(current) if v.owner == 1 and "king" not in v.image]
        white_pieces = [v.cell for v in VIEW.pieces(current) if v.owner == 0 and "king" not in v.image]
        variants = [with_choices(current, "-", "-")]
        for white, black in zip(black_pieces[:3], white_pieces[:3], strict=False):
            try:
                variants.append(with_choices(current, white, black))
            except PositionError:  # not a piece that can be an infiltrator (a Queen, Tower or Scout)
                continue
        if len(variants) < 2:
            continue
        checked += 1
        base = variants[0]
        moves = MoveMap.of(base, VIEW)
        selections = [None, *moves.by_source, *moves.on_piece]
        for selected in selections:
            for cell in CELLS:
                words = {VIEW.why_not(variant, selected, cell) for variant in variants}
                assert len(words) == 1, (base.to_text(), selected, cell, words)
                assert "infiltrator" not in next(iter(words))
        for move in base.legal_moves():
            if move == REVEAL:
                continue
            for viewer in (None, 1 - base.side):
                said = {VIEW.describe(variant, move, viewer) for variant in variants}
                assert len(said) == 1, (base.to_text(), move, said)
        assert [VIEW.prompt(v) for v in variants] == [VIEW.prompt(base)] * len(variants)
    assert checked >= 3


# -- the board's words --------------------------------------------------------------------------------


def test_an_ending_names_the_winner_once_then_says_why() -> None:
    mated = position({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b")
    assert VIEW.why_ended(mated) == "checkmate: Black's King on a12 is attacked and cannot escape"
    assert VIEW.result(mated) == "White wins. Checkmate: Black's King on a12 is attacked and cannot escape"
    assert VIEW.result(mated, ["Ana", "Ben"]) == (
        "Ana (White) wins. Checkmate: Black's King on a12 is attacked and cannot escape"
    )
    stalemate = position({"a12": "k", "b1": "T", "c11": "Q", "l1": "K"}, "b")
    assert VIEW.result(stalemate, ["Ana", "Ben"]) == "Draw. Stalemate: Black cannot move and is not in check"
    for ended in (mated, stalemate):  # the verdict once: no colour wins or draws again after it
        assert not re.search(r"\b(wins|win|draws?)\b", VIEW.why_ended(ended))
    assert VIEW.prompt(mated) == VIEW.result(mated) and VIEW.result(READY) == ""


def test_the_legend_says_what_the_outlined_rows_and_the_regions_are() -> None:
    legend = dict(VIEW.legend(READY))
    assert legend["promotion-white"].startswith("Red outline, rank 8: White's promotion squares")
    assert legend["promotion-black"].startswith("Yellow outline, rank 5: Black's promotion squares")
    assert {"water-light", "land-light", "air-light"} <= set(legend)
    # Every tone the legend names is one the board draws.
    geometry = VIEW.geometry(READY)
    drawn = {cell.tone for cell in geometry.cells} | {mark.tone for mark in geometry.marks}
    assert set(legend) <= drawn


def test_every_term_in_a_turn_text_is_explained() -> None:
    glossary = VIEW.glossary()
    positions = [
        GAME.initial(),
        READY,
        position({**KINGS, "a1": "t", "e2": "P"}, infiltrators="-,-", checked="1"),
        position({**KINGS, "a12": "t", "c12": "s"}, infiltrators="*,*"),
        position({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b"),
        position({"a12": "k", "b1": "T", "c11": "Q", "l1": "K"}, "b"),
        *random_positions(seed=6, games=2, plies=40, every=7),
    ]
    for current in positions:
        words = VIEW.prompt(current)
        for term in sorted(glossary, key=len, reverse=True):  # "Commander Pawn" before "Pawn"
            words = re.sub(rf"\b{term}s?\b", "", words, flags=re.IGNORECASE)
        left = set(re.findall(r"\b[A-Z][a-z]+\b", words)) - {"White", "Black", "After", "None", "Draw"}
        assert not left, (VIEW.prompt(current), left)
    for term in ("infiltrator", "reveal", "check", "execute", "promotion", "region rule"):
        assert term in glossary


SQUARE = re.compile(r"\b[a-l](?:1[0-2]|[1-9])\b")


def test_every_square_named_in_words_is_printed_on_the_board() -> None:
    printed = {cell.label for cell in VIEW.geometry(READY).cells}
    for current in [GAME.initial(), *random_positions(seed=8, games=2, plies=60, every=10)]:
        for move in current.legal_moves():
            for viewer in (None, 0, 1):
                for words in (
                    VIEW.move_label(current, move),
                    VIEW.record_text(current, move, viewer),
                    VIEW.describe(current, move, viewer),
                    VIEW.move_reason(current, move),
                ):
                    assert set(SQUARE.findall(words)) <= printed, words
