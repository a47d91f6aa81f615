"""Nardshir explains itself: turn texts, moves in plain words, why a click does nothing, results."""

from __future__ import annotations

import random
import re

from pardsgui.core.contract import IllegalMove, Position
from pardsgui.games import get_game
from pardsgui.games.nardshir.rules import NardshirPosition
from pardsgui.table.clicks import MoveMap

GAME = get_game("nardshir")
VIEW = GAME.board_view()
EMPTY = ",".join(["0"] * 24)
CELLS = [f"p{point}" for point in range(24)] + ["hand-w", "hand-b", "off-w", "off-b"]


def points(**counts: int) -> str:
    board = [0] * 24
    for name, count in counts.items():
        board[int(name[1:])] = count
    return ",".join(map(str, board))


def test_turn_texts_say_what_to_do() -> None:
    assert VIEW.prompt(GAME.initial()) == "White: roll the dice"
    rolled = GAME.initial().play(GAME.initial().parse_move("roll 5,3"))
    assert VIEW.prompt(rolled) == "White: play 3 and 5 — enter from the hand or move a piece along your track"
    double = GAME.initial().play(GAME.initial().parse_move("roll 6,6"))
    assert VIEW.prompt(double).startswith("White: play four 6s")
    stuck = GAME.parse(f"{points(p0=-2, p1=-2, p2=-2, p3=-2, p4=-2, p5=-2)} w hand=15,3 dice=1,2")
    assert VIEW.prompt(stuck) == "White cannot use 1 and 2: pass"


def test_moves_in_plain_words_keep_the_rolled_order() -> None:
    start = GAME.initial()
    assert VIEW.describe(start, start.parse_move("roll 5,3"), None) == "White rolled 5 and 3"
    assert VIEW.describe(start, start.parse_move("roll 3,5"), None) == "White rolled 3 and 5"
    assert (
        VIEW.describe(start, start.parse_move("roll 4,4"), None) == "White rolled a double 4: four moves of 4"
    )
    hit = GAME.parse(f"{points(p2=-1)} w hand=15,14 dice=3,5")
    assert VIEW.describe(hit, hit.parse_move("3:h-2"), None) == (
        "White entered a piece on point 2 with the 3 and hit Black's lone piece, back to Black's hand"
    )
    assert VIEW.move_reason(hit, hit.parse_move("3:h-2")) == "enters with the 3, hitting a lone piece"
    home = GAME.parse(f"{points(p20=1, p3=-1)} w hand=0,14 off=14,0 dice=4,2")
    assert VIEW.describe(home, home.parse_move("4:20-off"), None) == (
        "White bore off a piece from point 20 with the 4"
    )
    moving = GAME.parse(f"{points(p7=2)} b hand=13,15 dice=1,6")
    assert (
        VIEW.describe(moving, moving.parse_move("6:h-18"), None)
        == "Black entered a piece on point 18 with the 6"
    )


def test_a_refused_click_says_why_by_the_rules() -> None:
    blocked = GAME.parse(f"{points(p0=-2)} w hand=15,13 dice=1,2")
    assert VIEW.why_not(blocked, "hand-w", "p0") == "Point 0 holds 2 Black pieces: blocked"
    assert VIEW.why_not(blocked, None, "p0") == "That is Black's piece: White is to move"
    assert VIEW.why_not(blocked, None, "p9") == "Point 9 is empty"
    assert (
        VIEW.why_not(blocked, "hand-w", "p6")
        == "That is 7 points away: no die of 7 (the dice to play: 1 and 2)"
    )
    assert VIEW.why_not(blocked, None, "hand-b") == "That is Black's hand: White is to move"
    assert VIEW.why_not(blocked, None, "off-w") == "Borne-off pieces have finished: they do not move again"
    crowded = GAME.parse(f"{points(p2=2)} w hand=13,15 dice=3,4")
    assert VIEW.why_not(crowded, "hand-w", "p2") == (
        "The 3 cannot enter there: point 2 holds two White pieces already, the most a point of White's"
        " starting side may hold"
    )
    gated = GAME.parse(f"{points(p20=1)} w hand=14,15 dice=3,5")
    assert VIEW.why_not(gated, None, "p20") == (
        "This piece cannot move: with the 3, White's last point opens only when at most 10 White pieces"
        " are in hand or on point 0 together (now 14: 14 in hand, none on point 0); with the 5, it would go"
        " past the end of the track (a higher die does not bear off)"
    )
    assert VIEW.why_not(GAME.initial(), None, "p3") == "White rolls the dice first"


def test_a_refused_click_and_a_typed_move_give_the_same_reason() -> None:
    crowded = GAME.parse(f"{points(p2=2)} w hand=13,15 dice=3,4")
    try:
        crowded.parse_move("3:h-2")
    except IllegalMove as error:
        typed = str(error)
    assert VIEW.why_not(crowded, "hand-w", "p2").endswith(typed.removeprefix("3:h-2: "))


def test_results_name_the_winner_and_say_how_many_the_loser_had_off() -> None:
    won = GAME.parse(f"{points(p5=-3)} b hand=0,0 off=15,12")
    assert VIEW.result(won, ("Ana", "Ben")) == (
        "Ana (White) wins. White bore off all 15 pieces first; Black had borne off 12"
    )
    assert VIEW.prompt(won) == "White wins. White bore off all 15 pieces first; Black had borne off 12"
    lost = GAME.parse(f"{points(p5=3)} w hand=12,0 off=0,15")
    assert (
        VIEW.result(lost, ("Ana", ""))
        == "Black wins. Black bore off all 15 pieces first; White had borne off none"
    )
    stuck = NardshirPosition((0,) * 24, 0, (0, 0), (0, 0), (), "ludii2")  # no piece left to move
    assert VIEW.result(stuck, ("Ana", "Ben")) == "Draw. Neither side can move, whatever the dice"


def random_positions(seed: int, games: int, every: int) -> list[Position]:
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        position = GAME.initial()
        for ply in range(600):
            if position.outcome is not None:
                break
            if ply % every == 0 and not position.is_chance:
                found.append(position)
            position = position.play(rng.choice(position.legal_moves()))
    return found


def test_every_click_that_does_nothing_gets_a_reason() -> None:
    for position in random_positions(seed=3, games=4, every=17):
        moves = MoveMap.of(position, VIEW)
        for cell in CELLS:
            if cell not in moves.by_source and cell not in moves.direct:
                assert VIEW.why_not(position, None, cell), (position.to_text(), cell)
        for source, targets in moves.by_source.items():
            for cell in CELLS:
                if cell not in targets and cell != source and not cell.startswith("hand-"):
                    assert VIEW.why_not(position, source, cell), (position.to_text(), source, cell)
        for source, cells in moves.forbidden.items():
            for cell in cells:  # a die counts there, the rules forbid it: the die and the rule are named
                words = VIEW.why_not(position, source, cell)
                assert re.match(r"The \d cannot |Point \d+ holds \d+ \w+ pieces: blocked", words), words


def test_every_point_named_in_words_is_printed_on_the_board() -> None:
    printed = {mark.text for mark in VIEW.geometry(GAME.initial()).marks}
    for position in random_positions(seed=5, games=2, every=9):
        for move in position.legal_moves():
            for text in (VIEW.describe(position, move, None), VIEW.move_label(position, move)):
                for number in re.findall(r"point (\d+)", text):
                    assert number in printed, text


def test_every_term_in_a_turn_text_is_explained() -> None:
    glossary = {term.lower() for term in VIEW.glossary()}
    for term in ("hand", "enter", "roll", "pass"):
        assert term in glossary
    for position in random_positions(seed=7, games=2, every=5):
        for word in ("hand", "roll", "pass"):
            if word in VIEW.prompt(position).lower():
                assert word in glossary
