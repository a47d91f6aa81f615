"""Pagade explains itself in the board's names: moves, refused clicks, results, terms."""

from __future__ import annotations

import random

from pardsgui.core.contract import IllegalMove, Position
from pardsgui.games import get_game
from pardsgui.table.clicks import MoveMap
from tests.games.pagade.test_board import PARKED, START

GAME = get_game("pagade")
VIEW = GAME.board_view()


def test_the_notation_the_move_list_and_the_sentences_name_the_squares_as_the_board() -> None:
    # Green's pair stands on the square the board numbers 29 (its own route's twelfth place).
    green = GAME.parse(f"{START} G dice=3,6")
    move = green.parse_move("3:29-32")
    assert green.move_text(move) == VIEW.record_text(green, move, None) == "3:29-32"
    assert VIEW.move_label(green, move) == "3: pawn on 29 to 32"
    assert VIEW.describe(green, move, None) == "Green's pawn went from 29 to 32 with the 3"
    assert VIEW.describe(green, green.parse_move("3+6:29-38"), None) == (
        "Green's pawn went from 29 to 38 with the sum 3+6"
    )
    assert green.move_text(green.parse_move("3:G6-26")) == "3:G6-26"  # out of the belly onto Green's 9
    entering = GAME.parse(f"Red:X,20,30,R1h/{PARKED} R cut=RG dice=1,3")
    assert VIEW.describe(entering, entering.parse_move("1+3:X-R4"), None) == (
        "Red re-entered a cut pawn on R4 with the sum 1+3"
    )
    home = GAME.parse(f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.describe(home, home.parse_move("4:R4h-H"), None) == "Red's pawn went from R4h Home with the 4"
    assert VIEW.move_reason(home, home.parse_move("4:R4h-H")) == "reaches Home with the 4"
    roll = GAME.initial().parse_move("roll 6,3")
    assert VIEW.describe(GAME.initial(), roll, None) == "Red threw the sticks: 6 and 3"


def test_a_cut_is_named_in_the_move_list_the_sentence_and_the_button() -> None:
    # Green's pawn on 12 has nearly done its lap: three on from Red's 9.
    position = GAME.parse("Red:9,20,30,40/Green:G1,G2,G3,12/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3,4")
    move = position.parse_move("3:9-12")
    assert position.move_text(move) == "3:9-12" and VIEW.record_text(position, move, None) == "3:9-12×"
    expected = "Red's pawn went from 9 to 12 with the 3 and cut Green's pawn"
    assert VIEW.describe(position, move, None) == expected
    assert VIEW.move_reason(position, move) == "the 3, cutting Green's pawn"
    assert VIEW.move_label(position, move) == "3: pawn on 9 to 12, cutting Green's pawn"
    assert position.parse_move("3:9-12×") == position.parse_move("3:9-12x") == move  # as the list shows it
    quiet = position.parse_move("4:9-13")
    assert VIEW.record_text(position, quiet, None) == "4:9-13"
    both = GAME.parse("Red:R1,R1,20,20/Green:G1,G2,23,23/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R dice=3,3")
    pair = both.parse_move("3=3:20-23")
    assert VIEW.record_text(both, pair, None) == "3=3:20-23×"
    assert VIEW.describe(both, pair, None).endswith("and cut Green's two pawns")


def test_a_refused_click_says_why_by_the_rules() -> None:
    rolled = GAME.parse(f"{START} R dice=3,6")
    assert VIEW.why_not(rolled, None, "s40") == "Square 40 is empty"
    assert VIEW.why_not(rolled, None, "s29") == "That is Green's pawn: Red is to move"
    assert VIEW.why_not(rolled, None, "G6") == "That belongs to Green: Red is to move"
    assert VIEW.why_not(rolled, None, "off-R") == "Red has no cut pawn to re-enter"
    cut = GAME.parse(f"Red:X,20,30,40/{PARKED} R cut=G dice=1,3")
    assert VIEW.why_not(cut, None, "s20").startswith(
        "This pawn cannot move: with the 1, Red must first re-enter"
    )
    home = GAME.parse(f"Red:R4h,R3h,H,H/{PARKED} R cut=R dice=3,4")
    assert VIEW.why_not(home, None, "home-R") == "A pawn at Home moves no more"
    assert VIEW.why_not(GAME.initial(), None, "s12") == "Red throws the sticks first"
    assert VIEW.why_not(rolled, "s12", "s13") == "That is 1 on: no die or sum of 3 and 6 makes it"


def test_a_refused_click_and_a_typed_move_give_the_same_reason() -> None:
    cut = GAME.parse(f"Red:X,20,30,40/{PARKED} R cut=G dice=1,3")
    try:
        cut.parse_move("1:20-21")
        raise AssertionError("a move of a pawn on the board is not legal while one is cut")
    except IllegalMove as error:
        typed = str(error)
    assert typed.endswith("Red must first re-enter its cut pawns")
    assert "Red must first re-enter its cut pawns" in VIEW.why_not(cut, None, "s20")


def test_the_ending_says_who_won_then_how_without_naming_the_winner_again() -> None:
    places = GAME.parse(
        "Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,B3,H B seats=4 cut=RGYB finished=RYG"
    )
    assert (
        VIEW.why_ended(places)
        == "Red brought its four pawns Home first, then Yellow, then Green; Black had 1 pawn Home"
    )
    assert VIEW.result(places, ["Ana", "Ben", "Cy", "Di"]) == (
        "Ana (Red) wins. Red brought its four pawns Home first, then "
        "Yellow, then Green; Black had 1 pawn Home"
    )
    # Green was Home first, but Red and Yellow brought all eight Home first.
    team = GAME.parse("Red:H,H,H,H/Green:H,H,H,H/Yellow:H,H,H,H/Black:B1,B2,H,H B cut=RGYB finished=GRY")
    assert VIEW.result(team, ["Ana", "Ben"]) == (
        "Ana (Red and Yellow) wins. Red and Yellow brought all eight pawns "
        "Home; Green and Black had 6 pawns Home"
    )
    partners = GAME.parse(
        "Red:R1,R2,R3,R4/Green:H,H,H,H/Yellow:Y1,Y2,Y3,Y4/Black:H,H,H,H R seats=4p cut=GB finished=BG"
    )
    assert VIEW.result(partners) == (
        "Green and Black win. Black and Green brought all eight pawns Home; Red and Yellow had no pawn Home"
    )
    for position in (places, team, partners):
        assert "win" not in VIEW.why_ended(position) and "first place" not in VIEW.why_ended(position)


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
    assert {"h", "H", "Red cut (X)"} <= printed  # homeward, Home, the tray of cut pawns
    for position in random_positions("4", seed=5, every=7):
        for move in position.legal_moves():
            text = VIEW.record_text(position, move, None).removesuffix("×")
            _dice, _colon, squares = text.partition(":")
            for name in squares.split("-") if "-" in squares else []:
                # R3h: the lane labelled h of the square labelled R3; 8h: the lying pawn on 8.
                assert name.removesuffix("h") in printed or name in ("X", "H"), text


def test_every_term_in_a_turn_text_is_explained() -> None:
    glossary = {term.lower() for term in VIEW.glossary()}
    for position in random_positions("2", seed=7, every=5):
        words = VIEW.prompt(position).lower()
        for term in ("sticks", "cut", "pass", "roll"):
            if term in words:
                assert term in glossary, words
