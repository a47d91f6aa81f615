"""Pagade explains itself in the board's names: moves, refused clicks, results, terms."""

from __future__ import annotations

import random

from pardsgui.core.contract import IllegalMove, Position
from pardsgui.games import get_game
from pardsgui.table.clicks import MoveMap
from tests.games.pagade.test_board import PARKED, START

GAME = get_game("pagade")
VIEW = GAME.board_view()


def test_the_move_list_and_the_sentences_use_the_boards_names() -> None:
    # Green's route index 12 is the square the board numbers 29 (Red's numbering).
    green = GAME.parse(f"{START} G dice=3,6")
    move = green.parse_move("3:12-15")
    assert green.move_text(move) == "3:12-15"  # the saved notation stays the rules'
    assert VIEW.record_text(green, move, None) == "3:29-32"
    assert VIEW.move_label(green, move) == "3: pawn on 29 to 32"
    assert VIEW.describe(green, move, None) == "Green's pawn went from 29 to 32 with the 3"
    assert VIEW.describe(green, green.parse_move("3+6:12-21"), None) == (
        "Green's pawn went from 29 to 38 with the sum 3+6"
    )
    entering = GAME.parse(f"R:X,20,30,83/{PARKED} R cut=RG dice=1,3")
    assert VIEW.describe(entering, entering.parse_move("1+3:X-4"), None) == (
        "Red re-entered a cut pawn on R4 with the sum 1+3"
    )
    home = GAME.parse(f"R:80,81,H,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.describe(home, home.parse_move("4:80-H"), None) == "Red's pawn went from R4 Home with the 4"
    assert VIEW.move_reason(home, home.parse_move("4:80-H")) == "reaches Home with the 4"
    roll = GAME.initial().parse_move("roll 6,3")
    assert VIEW.describe(GAME.initial(), roll, None) == "Red threw the sticks: 6 and 3"


def test_a_cut_is_named() -> None:
    # Green's route index 63 stands on the square the board numbers 12: three on from Red's 9.
    position = GAME.parse("R:9,20,30,40/G:1,2,3,63/Y:1,2,3,4/B:1,2,3,4 R dice=3,4")
    move = position.parse_move("3:9-12")
    expected = "Red's pawn went from 9 to 12 with the 3 and cut Green's pawn"
    assert VIEW.describe(position, move, None) == expected
    assert VIEW.move_reason(position, move) == "the 3, cutting Green's pawn"


def test_a_refused_click_says_why_by_the_rules() -> None:
    rolled = GAME.parse(f"{START} R dice=3,6")
    assert VIEW.why_not(rolled, None, "s40") == "Square 40 is empty"
    assert VIEW.why_not(rolled, None, "s29") == "That is Green's pawn: Red is to move"
    assert VIEW.why_not(rolled, None, "G6") == "That belongs to Green: Red is to move"
    assert VIEW.why_not(rolled, None, "off-R") == "Red has no cut pawn to re-enter"
    cut = GAME.parse(f"R:X,20,30,40/{PARKED} R cut=G dice=1,3")
    assert VIEW.why_not(cut, None, "s20").startswith(
        "This pawn cannot move: with the 1, Red must first re-enter"
    )
    home = GAME.parse(f"R:80,81,H,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.why_not(home, None, "home-R") == "A pawn at Home moves no more"
    assert VIEW.why_not(GAME.initial(), None, "s12") == "Red throws the sticks first"
    assert VIEW.why_not(rolled, "s12", "s13") == "That is 1 on: no die or sum of 3 and 6 makes it"


def test_a_refused_click_and_a_typed_move_give_the_same_reason() -> None:
    cut = GAME.parse(f"R:X,20,30,40/{PARKED} R cut=G dice=1,3")
    try:
        cut.parse_move("1:20-21")
        raise AssertionError("a move of a pawn on the board is not legal while one is cut")
    except IllegalMove as error:
        typed = str(error)
    assert typed.endswith("Red must first re-enter its cut pawns")
    assert "Red must first re-enter its cut pawns" in VIEW.why_not(cut, None, "s20")


def test_results_name_the_places_and_the_winners() -> None:
    places = GAME.parse("R:H,H,H,H/G:H,H,H,H/Y:H,H,H,H/B:1,2,3,4 B seats=4 cut=RGY finished=RYG")
    assert VIEW.result(places) == "Finished: Red first, Yellow second, Green third, Black last"
    team = GAME.parse("R:1,2,3,4/G:H,H,H,H/Y:1,2,3,4/B:H,H,H,H R cut=GB finished=GB")
    assert VIEW.result(team) == "Green and Black win: Green first, Black second, Red third, Yellow last"


def random_positions(seats: str, seed: int, every: int) -> list[Position]:
    rng = random.Random(seed)
    position = GAME.initial(seats=seats)
    found = []
    for ply in range(1500):
        if position.outcome is not None:
            break
        if ply % every == 0 and not position.is_chance:
            found.append(position)
        position = position.play(rng.choice(position.legal_moves()))
    return found


def test_every_click_that_does_nothing_gets_a_reason() -> None:
    cells = [cell.id for cell in VIEW.geometry(GAME.initial()).cells]
    for seats in ("2", "4"):
        for position in random_positions(seats, seed=3, every=41):
            moves = MoveMap.of(position, VIEW)
            for cell in cells:
                if cell not in moves.by_source and cell not in moves.direct:
                    assert VIEW.why_not(position, None, cell), (position.to_text(), cell)
            for source, targets in list(moves.by_source.items())[:2]:
                for cell in cells:
                    if cell not in targets and cell != source:
                        assert VIEW.why_not(position, source, cell), (position.to_text(), source, cell)


def test_every_square_named_in_words_is_printed_on_the_board() -> None:
    printed = {mark.text for mark in VIEW.geometry(GAME.initial()).marks}
    for position in random_positions("4", seed=5, every=7):
        for move in position.legal_moves():
            text = VIEW.record_text(position, move, None)
            _dice, _colon, squares = text.partition(":")
            for name in squares.split("-") if "-" in squares else []:
                assert name in printed or name in ("Home", "cut"), text


def test_every_term_in_a_turn_text_is_explained() -> None:
    glossary = {term.lower() for term in VIEW.glossary()}
    for position in random_positions("2", seed=7, every=5):
        words = VIEW.prompt(position).lower()
        for term in ("sticks", "cut", "pass", "roll"):
            if term in words:
                assert term in glossary, words
