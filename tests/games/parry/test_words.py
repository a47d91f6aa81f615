"""Parry in plain words: each move a sentence, why a click does nothing, results, terms."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition
from pardsgui.games.parry.rules import PASS, Place, Step

GAME = get_game("parry")
VIEW = GAME.board_view()
S5 = "board=square-5-ortho"
# White has placed on 12 (power 3 there before): three bonus steps to make.
STEPS = f"{'2...2......111...1..2....'} 1 {S5} turn=12 steps=3 last=1"


def parse(text: str) -> ParryPosition:
    position = GAME.parse(text)
    assert isinstance(position, ParryPosition)
    return position


def test_a_placement_says_the_power_and_the_bonus_steps_it_gives() -> None:
    position = parse(f"{'1' + '.' * 23 + '2'} 1 {S5} last=2")
    assert position.power(0, 5) == 1
    assert VIEW.describe(position, Place(5), None) == (
        "White placed a stone on 5, where White had power 1: 1 bonus step"
    )
    assert VIEW.move_reason(position, Place(5)) == "power 1 here: 1 bonus step"
    start = parse(f"{'.' * 25} 1 {S5}")
    assert VIEW.describe(start, Place(12), None) == (
        "White placed a stone on uncontrolled point 12 (no bonus steps)"
    )
    assert VIEW.move_reason(start, Place(12)) == "an uncontrolled point: no bonus steps"


def test_steps_and_passes_count_the_bonus_steps() -> None:
    steps = parse(STEPS)
    assert VIEW.describe(steps, Step(11, 10), None) == (
        "White stepped a stone from 11 to 10 (bonus step, 2 left)"
    )
    assert VIEW.move_reason(steps, Step(11, 10)) == "a bonus step (2 left after it)"
    last = steps.play(Step(11, 10)).play(Step(13, 14))
    assert isinstance(last, ParryPosition)
    assert VIEW.describe(last, Step(10, 5), None) == (
        "White stepped a stone from 10 to 5 (bonus step, the last one)"
    )
    assert VIEW.describe(steps, PASS, None) == "White passed, leaving 3 bonus steps unused"


def test_a_refused_placement_is_explained() -> None:
    position = parse(f"{'1' + '.' * 23 + '2'} 1 {S5} last=2")
    # Occupied points, White's own stone before placing, and a point without power while others have it.
    assert VIEW.why_not(position, None, "24") == "Point 24 holds Black's stone: place on an empty point"
    assert VIEW.why_not(position, None, "0") == (
        "A turn starts with placing a new stone; White's stones step only after that"
    )
    assert VIEW.why_not(position, None, "12") == (
        "White's power at point 12 is 0; while White has empty points of power above 0 it must"
        " place on one of them"
    )
    # With power nowhere, a player places on an uncontrolled point: not on the other's territory.
    first = parse(f"{'.' * 12 + '1' + '.' * 12} 2 {S5} last=1")
    assert VIEW.why_not(first, None, "13") == (
        "Point 13 is controlled by White (White's power there is 1): with power on no empty point,"
        " Black places on an uncontrolled point"
    )
    # Black has power on 23 (and on 19): White has no power there and may not place.
    black = parse(f"{'1' + '.' * 23 + '2'} 1 {S5} last=2")
    with pytest.raises(IllegalMove):
        black.parse_move("@23")


def test_a_refused_step_is_explained() -> None:
    steps = parse(STEPS)
    # The stone just placed, an enemy stone, an empty point, a stone hemmed in; a far target.
    assert VIEW.why_not(steps, None, "12") == "The stone just placed may not step this turn"
    assert VIEW.why_not(steps, None, "0") == "That is Black's stone: White is to move"
    assert VIEW.why_not(steps, None, "7") == (
        "White has placed this turn: pick one of White's stones to step (not the one just placed), or pass"
    )
    assert VIEW.why_not(steps, "11", "20") == "Point 20 is not a neighbour of point 11"
    assert VIEW.why_not(steps, "11", "12") == "Point 12 is occupied"
    before = parse(f"{'.1...111...1' + '.' * 12 + '2'} 1 {S5} last=2")
    hemmed = before.play(Place(0))  # power 2 on 0 (from 1 and 5): two bonus steps
    assert isinstance(hemmed, ParryPosition) and hemmed.left == 2
    # 6 has neighbours 1, 5, 7 and 11, all White: it cannot step.
    assert VIEW.why_not(hemmed, None, "6") == "This stone has no empty neighbouring point to step to"


def test_a_step_back_to_a_board_seen_this_turn_is_explained() -> None:
    steps = parse(STEPS)
    once = steps.play(Step(11, 10))
    assert isinstance(once, ParryPosition)
    assert Step(10, 11) not in once.legal_moves()
    assert VIEW.why_not(once, "10", "11") == "It would bring back a board seen earlier this turn"


def test_the_end_names_a_shared_first_place() -> None:
    shared = parse(f"2212123212133331111121231 1 {S5} seats=3 last=3")
    assert shared.outcome is not None
    assert VIEW.result(shared, ("Ana", "Ben", "Cy")) == (
        "Ana (White) and Ben (Black) share first place. Territory: White 10, Black 10, Red 5."
        " White cannot place a stone: no empty point where White has power, and none uncontrolled"
    )


def test_study_marks_give_the_mover_s_power_at_each_empty_point() -> None:
    position = parse(f"{'1' + '.' * 23 + '2'} 1 {S5} last=2")
    marks = VIEW.study_marks(position)

    def shown(power: int) -> str:
        return "0" if power == 0 else f"{power:+d}".replace("-", "−")

    expected = [shown(position.power(0, point)) for point in range(25) if position.owner(point) is None]
    assert sorted(m.text for m in marks) == sorted(expected)
    assert {"+1", "0", "−1"} <= set(expected)
    assert len(VIEW.study_marks(position)) == 23  # one per empty point
    assert VIEW.study_marks(parse(STEPS)) == ()  # while stepping, power does not choose anything
    assert VIEW.study_legend(position)


def test_every_legal_move_has_a_sentence_and_every_illegal_click_a_reason() -> None:
    rng = random.Random(5)
    for _ in range(30):
        position = GAME.initial(board=rng.choice(["square-5-ortho", "hex-3", "equiversi-3-5"]))
        while position.outcome is None:
            assert isinstance(position, ParryPosition)
            moves = position.legal_moves()
            for move in moves:
                assert VIEW.describe(position, move, None).startswith(("White", "Black"))
            legal_targets = {VIEW.move_cells(position, m) for m in moves}
            point = str(rng.randrange(position.topo.size))
            if position.placed == -1 and (None, point) not in legal_targets:
                assert VIEW.why_not(position, None, point)
            position = position.play(rng.choice(moves))
        assert VIEW.result(position)


def test_the_glossary_defines_the_words_the_game_uses() -> None:
    terms = VIEW.glossary()
    assert {"power", "territory", "uncontrolled point", "bonus step", "pass"} <= set(terms)
    assert all(definition.endswith(".") for definition in terms.values())
