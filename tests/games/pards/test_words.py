"""Pards explains itself: turn texts, moves in plain words, refused clicks, results and the terms."""

from __future__ import annotations

import random
import re

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.core.geometry import DiceView
from pardsgui.games.pards.rules import PardsPosition
from pardsgui.ui.controller import MoveMap
from tests.games.pards.util import GAME, board, play

VIEW = GAME.board_view()
ROLLED = f"{GAME.initial().board_text()} w grids=a1:2,a7:5,e1:6,e7:1"
SACK = f"{board(c2='C', c3='S', e2='e', g8='s', g9='s', d9='V')} w grids=-"
DIE = f"{board(d5='C', b6='S', g4='s', g5='s', e2='V')} w grids=a1:1,e7:6 phase=die place=e vicar-from=d2"


def described(position: PardsPosition) -> dict[str, str]:
    return {position.move_text(m): VIEW.describe(position, m, None) for m in position.legal_moves()}


def reasons(position: PardsPosition) -> dict[str, str]:
    return {position.move_text(m): VIEW.move_reason(position, m) for m in position.legal_moves()}


def test_turn_texts_say_what_to_do_in_plain_words() -> None:
    start = GAME.initial()
    assert VIEW.prompt(start) == "White: roll the dice for your grids a1 (lower) and a7 (higher)"
    black = play(start.to_text(), "roll w 2,5")
    assert VIEW.prompt(black) == "Black: roll the dice for your grids e7 (lower) and e1 (higher)"
    one = GAME.parse(f"{GAME.initial().board_text()} w grids=a7:?,e1:?,e7:?")
    assert VIEW.prompt(one) == "White: roll the dice for your grid a7 (it takes the higher)"
    assert VIEW.prompt(GAME.parse(ROLLED)) == "White: move a piece along a pattern or by its grid's die"
    assert (
        VIEW.prompt(GAME.parse(SACK)) == "White: move a piece along a pattern, or sack one of Black's pieces"
    )
    vicar = play(SACK, "c2xe2")
    assert VIEW.prompt(vicar) == "White: after your sack, move the Vicar along a pattern"
    # Only the ways the Vicar has now: in a grid whose die is blocked the grid is not offered.
    grid_vicar = play(f"{board(c2='C', c3='S', e2='e', g8='s', g9='s', f8='V')} w grids=e7:6", "c2xe2")
    assert (
        VIEW.prompt(grid_vicar)
        == "White: after your sack, move the Vicar along a pattern or by its grid's die"
    )
    assert VIEW.prompt(play(SACK, "c2xe2", "d9-d8")) == (
        "Black: put the sacked Emperor back on d9, where the Vicar stood"
    )
    assert VIEW.prompt(GAME.parse(DIE)) == (
        "White: the Vicar crossed into Black's side — raise or lower one grid's die by 1, or keep the dice"
    )
    stuck = GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=-")
    assert VIEW.prompt(stuck) == "White: no move is possible — pass"


def test_an_ending_says_why_after_the_verdict_without_naming_the_winner_again() -> None:
    white = GAME.parse(f"{board(c2='S', f5='s', g9='V')} b grids=-")
    assert VIEW.why_ended(white) == "the Vicar reached rank g, Black's home rank"
    assert VIEW.result(white) == "White wins. The Vicar reached rank g, Black's home rank"
    assert (
        VIEW.result(white, ("Ana", "Ben")) == "Ana (White) wins. The Vicar reached rank g, Black's home rank"
    )
    assert VIEW.prompt(white) == VIEW.result(white)
    black = GAME.parse(f"{board(c2='S', f5='s', a9='V')} w grids=-")
    assert VIEW.result(black, ("Ana", "")) == "Black wins. The Vicar reached rank a, White's home rank"
    drawn = GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=- passes=2")
    assert VIEW.result(drawn) == "Draw. Two passes in a row: neither White nor Black could move"
    assert VIEW.result(GAME.parse(SACK)) == VIEW.why_ended(GAME.parse(SACK)) == ""
    for ended in (white, black, drawn):
        assert "wins" not in VIEW.why_ended(ended) and "Draw" not in VIEW.why_ended(ended)


def test_moves_in_plain_words_say_which_rule_moved_the_piece() -> None:
    rolled = GAME.parse(ROLLED)
    words = described(rolled)
    assert words["a2-a1"] == "White's Shah went from a2 to a1 along the pattern of White's group a2 b2"
    assert words["a2-c4"] == "White's Shah went from a2 to c4 with the die of grid a1 (2)"
    sack = described(GAME.parse(SACK))
    assert sack["c2xe2"] == "White's Caesar on c2 sacked Black's Emperor on e2; White must now move the Vicar"
    vicar = described(play(SACK, "c2xe2"))
    # The Vicar uses Black's pattern: any usable group on the board, of either colour.
    assert vicar["d9-e9"] == "White moved the Vicar from d9 to e9 along the pattern of Black's group g8 g9"
    crossing = GAME.parse(
        f"{board(c2='C', c3='S', e2='e', f5='s', f6='s', d5='V')} w grids=a1:3 phase=vicar place=e"
    )
    assert described(crossing)["d5-e5"] == (
        "White moved the Vicar from d5 to e5 along the pattern of White's group c2 c3,"
        " into Black's side: White may change one grid's die by 1"
    )
    winning = GAME.parse(
        f"{board(c2='C', c3='S', e2='e', f5='s', f6='s', f4='V')} w grids=- phase=vicar place=e"
    )
    assert described(winning)["f4-g4"] == (
        "White moved the Vicar from f4 to g4 along the pattern of White's group c2 c3,"
        " onto Black's home rank: White wins"
    )
    assert described(GAME.parse(DIE)) == {
        "a1+": "White raised the die of grid a1 from 1 to 2",
        "e7-": "White lowered the die of grid e7 from 6 to 5",
        "keep": "White kept the dice as they were",
    }
    assert described(play(SACK, "c2xe2", "d9-d8")) == {"e@d9": "Black put the sacked Emperor back on d9"}
    assert described(GAME.initial())["roll w 2,5"] == "White rolled 2 and 5: grid a1 gets 2, grid a7 gets 5"
    stuck = GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=- passes=1")
    assert described(stuck) == {"pass": "White could not move and passed — the second pass in a row: a draw"}


def test_a_target_says_which_rule_allows_it() -> None:
    rolled = reasons(GAME.parse(ROLLED))
    assert rolled["a2-a1"] == "pattern of White's group a2 b2"
    assert rolled["a2-c4"] == "grid a1's die: 2 squares"
    both = GAME.parse(f"{board(b2='S', b3='S', f5='s', d9='V')} w grids=a1:1")
    assert reasons(both)["b2-c2"] == "pattern of White's group b2 b3 or grid a1's die: 1 square"
    assert reasons(GAME.parse(SACK))["c2xe2"] == "sack of 2: a group of 2 goes exactly 2 squares"
    assert reasons(play(SACK, "c2xe2", "d9-d8")) == {
        "e@d9": "the sacked Emperor goes back where the Vicar stood"
    }
    assert reasons(GAME.parse(DIE))["a1+"] == "the Vicar entered Black's side: one die may change by 1"


def test_a_refused_click_says_why_by_the_rules() -> None:
    rolled = GAME.parse(ROLLED)
    assert VIEW.why_not(rolled, None, "e4") == "e4 is empty"
    assert VIEW.why_not(rolled, None, "d5") == "The Vicar moves only after a sack, by the player who sacked"
    assert VIEW.why_not(rolled, None, "g5") == "That is Black's Caesar: White is to move"
    assert VIEW.why_not(rolled, None, "a5") == (
        "This Caesar cannot move: no pattern leads from a5 over empty squares, a5 is in no grid,"
        " and no Black piece it may sack stands 6 squares away over a clear line"
    )
    assert VIEW.why_not(rolled, None, "b4") == ""  # it can move: nothing to explain
    boxed = GAME.parse(f"{board(a1='S', a2='s', b1='s', b2='s', c5='S', c6='S', d5='V')} w grids=a1:1")
    assert VIEW.why_not(boxed, None, "a1") == (
        "This Shah cannot move: no pattern leads from a1 over empty squares, its grid's die (1) is blocked"
        " in every direction, and a lone piece cannot sack"
    )
    assert VIEW.why_not(rolled, None, "hand-w").startswith("A tray holds a sacked piece only until")
    assert VIEW.why_not(rolled, "b2", "a2") == "a2 holds a White piece"
    assert VIEW.why_not(rolled, "b2", "a3") == (
        "No pattern takes this Shah there over empty squares,"
        " and its grid's die moves it exactly 2 squares in a straight line"
    )
    assert VIEW.why_not(rolled, "a2", "c2") == (
        "No pattern takes this Shah there over empty squares,"
        " and a piece stands in the way of its grid's die (2)"
    )
    assert VIEW.why_not(rolled, "b2", "c2") == ""  # a legal move: nothing to explain
    lone = GAME.parse(f"{board(c2='S', f5='s', d9='V')} w grids=-")
    assert VIEW.why_not(lone, None, "c2") == (
        "This Shah cannot move: no group on the board gives a pattern, c2 is in no grid,"
        " and a lone piece cannot sack"
    )


@pytest.mark.parametrize(
    ("pieces", "target", "reason"),
    [
        ({"f2": "e"}, "f2", "A sack from a group of 2 goes exactly 2 squares, not 3"),
        ({"c2": "S", "e2": "e"}, "e2", "A Shah cannot sack a stronger Emperor"),
        (
            {"c2": "S", "e2": "s", "f2": "s"},
            "e2",
            "A Shah sacks a Shah only from a larger group (group of 2 against 2)",
        ),
        ({"e2": "e", "d2": "p"}, "e2", "d2 stands in the way: a sack passes over empty squares only"),
        ({"e2": "e"}, "g8", "A sack goes in a straight line (rank, file or diagonal)"),
        ({"e2": "e", "g8": ".", "g9": ".", "g5": "p"}, "e2", "The Vicar would have no move after it"),
    ],
)
def test_a_refused_sack_says_which_rule_forbids_it(pieces: dict[str, str], target: str, reason: str) -> None:
    every = {"c2": "C", "c3": "S", "g8": "s", "g9": "s", "d9": "V", **pieces}
    position = GAME.parse(f"{board(**{k: v for k, v in every.items() if v != '.'})} w grids=-")
    assert VIEW.why_not(position, "c2", target) == reason


def test_refused_clicks_in_each_phase_of_a_sack_turn() -> None:
    vicar = play(SACK, "c2xe2")
    assert VIEW.why_not(vicar, None, "e2") == "After the sack White must move the Vicar, on d9"
    assert VIEW.why_not(vicar, "d9", "d7") == "No pattern takes the Vicar there over empty squares"
    assert VIEW.why_not(vicar, "d9", "e2") == "e2 holds a White piece"
    assert VIEW.why_not(vicar, None, "hand-b") == (
        "The sacked Emperor waits in this tray until Black puts it back, on Black's next turn"
    )
    die = GAME.parse(DIE)
    assert VIEW.why_not(die, None, "d5") == (
        "No piece moves now: White may change one grid's die by 1 with the buttons, or keep the dice"
    )
    placing = play(SACK, "c2xe2", "d9-d8")
    assert VIEW.why_not(placing, None, "g8") == (
        "This turn Black must put the sacked Emperor back: click d9 (or drag it there)"
    )
    assert (
        VIEW.why_not(placing, "hand-b", "c5")
        == "The sacked Emperor goes back only on d9, the square the Vicar left"
    )
    assert VIEW.why_not(GAME.initial(), None, "b2") == "It is the dice's turn: White rolls first"
    won = GAME.parse(f"{board(c2='S', f5='s', g9='V')} b grids=-")
    assert VIEW.why_not(won, None, "f5") == "The game is over"


def random_positions(seed: int, games: int, every: int) -> list[PardsPosition]:
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        position = GAME.initial()
        for ply in range(300):
            if position.outcome is not None:
                break
            if ply % every == 0:
                found.append(position)
            position = position.play(rng.choice(position.legal_moves()))
    return found


CELLS = [f"{r}{f}" for r in "abcdefg" for f in range(1, 10)] + ["hand-w", "hand-b"]


def test_every_click_that_does_nothing_gets_a_reason() -> None:
    for position in random_positions(seed=3, games=8, every=23):
        moves = MoveMap.of(position, VIEW)
        for cell in CELLS:
            if cell not in moves.by_source and cell not in moves.direct:
                assert VIEW.why_not(position, None, cell), (position.to_text(), cell)
        for source, targets in moves.by_source.items():
            for cell in CELLS:
                if cell not in targets and cell != source:
                    assert VIEW.why_not(position, source, cell), (position.to_text(), source, cell)


def test_every_term_in_a_turn_text_is_explained() -> None:
    glossary = VIEW.glossary()
    jargon = {
        "pattern",
        "grid",
        "die",
        "dice",
        "sack",
        "Vicar",
        "river",
        "cluster",
        "group",
        "pass",
        "home rank",
    }
    positions = random_positions(seed=5, games=6, every=7) + [
        GAME.parse(text) for text in (SACK, DIE, f"{board(c2='S', f5='s', g9='V')} b grids=-")
    ]
    for position in positions:
        text = VIEW.prompt(position)
        # The sentence after the verdict starts with a capital: "White wins. The Vicar …".
        capitalised = set(re.findall(r"\b[A-Z][a-z]+\b", text)) - {"White", "Black", "Draw", "The", "Two"}
        assert capitalised <= set(glossary), text
        for term in jargon:
            if re.search(rf"\b{term}\b", text):
                assert term in glossary, (term, text)
    assert all(words.endswith(".") for words in glossary.values())


SQUARE = re.compile(r"\b[a-g][1-9]\b")


def test_every_square_named_in_words_is_printed_on_the_board() -> None:
    for position in random_positions(seed=7, games=4, every=11):
        geometry = VIEW.geometry(position)
        printed = {cell.label for cell in geometry.cells} | {mark.text for mark in geometry.marks}
        for move in position.legal_moves():
            for words in (
                VIEW.move_label(position, move),
                VIEW.record_text(position, move, None),
                VIEW.describe(position, move, None),
                VIEW.move_reason(position, move),
            ):
                assert set(SQUARE.findall(words)) <= printed, words


def square_at(position: PardsPosition, at: tuple[float, float]) -> str:
    """The square whose box holds a point of the board."""
    for cell in VIEW.geometry(position).cells:
        xs, ys = [p[0] for p in cell.polygon], [p[1] for p in cell.polygon]
        if min(xs) < at[0] < max(xs) and min(ys) < at[1] < max(ys):
            return cell.id
    raise AssertionError(f"no cell at {at}")


def test_study_marks_show_group_sizes_and_the_pieces_either_side_could_sack() -> None:
    text = f"{board(c2='C', c3='S', e2='e', c6='c', d6='s', a6='P', b9='P', d9='V')} w grids=-"
    position = GAME.parse(text)
    marks = VIEW.study_marks(position)
    sizes = {square_at(position, m.at): m.text for m in marks if m.kind == "text"}
    assert sizes == {"c2": "2", "c3": "2", "c6": "2", "d6": "2"}  # lone pieces show nothing
    crosses = sorted(square_at(position, m.at) for m in marks if m.kind == "cross")
    # White's Caesar sacks the lone Emperor two squares up file 2; Black's Caesar, in a pair,
    # sacks the Pharaoh two squares down file 6: the engine's own sacks for each side.
    assert crosses == ["a6", "e2"]
    assert [position.move_text(m) for m in position.sacks_for(0)] == ["c2xe2"]
    assert [position.move_text(m) for m in position.sacks_for(1)] == ["c6xa6"]
    geometry = VIEW.geometry(position)
    # Readable at 1200x800, where the board is about 700 px across.
    assert all(m.size / max(geometry.width, geometry.height) * 700 >= 10 for m in marks if m.kind == "text")
    assert [tone for tone, _ in VIEW.study_legend(position)] == ["label", "red"]


def test_the_legend_names_the_river_grids_dice_and_the_ring() -> None:
    assert [tone for tone, _ in VIEW.legend(GAME.parse(ROLLED))] == ["river", "grid", "die", "mark"]
    placing = play(SACK, "c2xe2", "d9-d8")
    assert VIEW.legend(placing)[-1] == ("seat-black", "Ring on d9: where the sacked Emperor goes back")


def test_the_dice_panel_shows_the_grids_dice_after_the_roll() -> None:
    start = GAME.initial()
    assert VIEW.dice(start) == DiceView("d6", (), 2, caption="White rolls two dice for the grids")
    assert VIEW.dice(GAME.parse(ROLLED)) == DiceView(
        "d6", (2, 5, 6, 1), 4, caption="Grid dice: a1 2, a7 5, e1 6, e7 1"
    )
    assert VIEW.dice(GAME.parse(SACK)) is None  # no grids left on this board


def test_a_refused_click_and_a_refused_typed_move_give_the_same_reason() -> None:
    position = GAME.parse(ROLLED)
    with pytest.raises(IllegalMove) as caught:
        position.parse_move("a2-c2")
    assert str(caught.value) == "a2-c2: " + VIEW.why_not(position, "a2", "c2").replace("No", "no", 1)
