"""Editing Parry positions without Qt: stones, fields, the placed-stone tool, problems and their places."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError
from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition

GAME = get_game("parry")
EDITOR = GAME.editor()
S5 = "board=square-5-ortho"
EMPTY5 = f"{'.' * 25} 1 {S5}"


def build(text: str, **stones: str) -> str:
    """Place stones by the editor: p12="1" puts a White stone on point 12."""
    for name, piece in stones.items():
        text = EDITOR.place(text, name[1:], piece)
    return text


def test_palette_has_every_seat_s_stone_and_says_which_do_not_play_yet() -> None:
    palette = EDITOR.palette(GAME.initial().to_text())
    assert [(p.piece, p.image, p.owner) for p in palette] == [
        ("1", "white", 0),
        ("2", "black", 1),
        ("3", "red", 2),
        ("4", "green", 3),
        ("5", "blue", 4),
        ("6", "magenta", 5),
    ]
    assert [p.label for p in palette[1:3]] == ["Black stone", "Red stone (makes it a 3-player position)"]
    five = EDITOR.palette(GAME.initial(seats="5").to_text())
    assert [p.label for p in five[4:]] == ["Blue stone", "Magenta stone (makes it a 6-player position)"]


def test_placing_replacing_removing_and_moving_stones() -> None:
    text = EDITOR.place(EMPTY5, "12", "1")
    assert text.startswith("." * 12 + "1" + "." * 12 + " 1")
    assert EDITOR.piece_at(text, "12") == "1" and EDITOR.piece_at(text, "11") is None
    text = EDITOR.place(text, "12", "2")  # a point holds one stone: Black replaces White
    assert EDITOR.piece_at(text, "12") == "2"
    text = EDITOR.move(text, "12", "0")
    assert EDITOR.piece_at(text, "0") == "2" and EDITOR.piece_at(text, "12") is None
    assert EDITOR.move(text, "5", "6") == text  # nothing on 5: nothing moves
    assert EDITOR.remove(EDITOR.remove(text, "0"), "0").startswith("." * 25)
    # A Red stone in a two-player position brings Red in: three players.
    red = EDITOR.place(text, "3", "3")
    assert red == f"2..3{'.' * 21} 1 {S5} seats=3 last=3"
    assert EDITOR.palette(red)[2].label == "Red stone"
    with pytest.raises(EditError, match="not a Parry stone"):
        EDITOR.place(text, "3", "7")
    with pytest.raises(EditError, match="not a point of this board"):
        EDITOR.place(text, "25", "1")


def test_the_last_placer_follows_the_stones_and_the_seat_to_move() -> None:
    text = build(EMPTY5, p0="1", p24="2")
    # White to move with stones down: Black, the seat before, placed the last one.
    assert text == f"1{'.' * 23}2 1 {S5} last=2"
    assert EDITOR.check(text) == []
    black = EDITOR.set_field(EDITOR.remove(text, "24"), "side", "2")
    assert black == f"1{'.' * 24} 2 {S5} last=1" and EDITOR.check(black) == []
    assert EDITOR.remove(black, "0") == f"{'.' * 25} 2 {S5}"  # nobody placed on an empty board
    # The field can still be set by hand; then the problem says what it should be.
    odd = EDITOR.set_field(text, "last", "1")
    assert [(p.field, p.message) for p in EDITOR.check(odd)] == [
        ("last", "last: Black placed the last stone, as the player before White (to move): last=2")
    ]


def test_fields_are_shown_with_their_choices() -> None:
    text = build(f"{'.' * 25} 1 {S5} seats=3", p0="1", p1="2", p2="3")
    fields = {f.key: f for f in EDITOR.fields(text)}
    assert list(fields) == ["board", "seats", "side", "turn", "steps", "last"]
    assert fields["board"].value == "square-5-ortho" and len(fields["board"].choices) == 26
    assert fields["seats"].value == "3"
    assert fields["side"].choices == (("1", "White"), ("2", "Black"), ("3", "Red"))
    # The turn may start, or have placed one of the mover's stones.
    assert fields["turn"].choices == (("-", "start of the turn (to place)"), ("0", "placed on 0"))
    assert fields["last"].value == "3" and fields["last"].choices[0] == ("-", "nobody yet")
    with pytest.raises(EditError, match="no field"):
        EDITOR.set_field(text, "dice", "3")
    with pytest.raises(EditError, match="Players"):
        EDITOR.set_field(text, "seats", "7")


def test_another_board_starts_empty_and_fewer_players_take_their_stones_away() -> None:
    text = build(f"{'.' * 25} 3 {S5} seats=3", p0="1", p1="2", p20="1", p21="2")
    # Point 0 is another place on another board: no stone is carried over.
    hexed = EDITOR.set_field(text, "board", "hex-3")
    assert hexed == f"{'.' * 19} 1 board=hex-3 seats=3"
    assert EDITOR.set_field(text, "board", "square-5-ortho") == text
    with pytest.raises(EditError, match="not a Parry board"):
        EDITOR.set_field(text, "board", "hex-99")
    with_red = EDITOR.place(text, "12", "3")
    two = EDITOR.set_field(with_red, "seats", "2")
    # Red's stone goes, and the seat to move (Red) with it: White to move, Black placed last.
    assert two == f"12{'.' * 18}12{'.' * 3} 1 {S5} last=2"
    assert EDITOR.check(two) == []
    assert EDITOR.options(two) == {"board": "square-5-ortho", "seats": "2"}
    assert EDITOR.start(two) == GAME.initial(board="square-5-ortho").to_text()
    assert EDITOR.clear(with_red) == f"{'.' * 25} 1 {S5} seats=3"


def test_the_placed_tool_starts_a_turn_with_the_steps_it_gives() -> None:
    # White has 11, 13 and 17 round point 12, Black nothing: placing on 12 gives 3 steps.
    text = build(EMPTY5, p0="2", p4="2", p20="2", p11="1", p13="1", p17="1", p12="1")
    placed = EDITOR.apply_tool(text, "placed", "12")
    assert placed == f"2...2......111...1..2.... 1 {S5} turn=12 steps=3 last=1"
    position = EDITOR.position(placed)
    assert isinstance(position, ParryPosition) and position.left == 3
    assert "pass" in [position.move_text(m) for m in position.legal_moves()]
    assert [(v.cell, v.image) for v in EDITOR.pieces(placed) if v.flags] == [("12", "white-placed")]
    # Clicking it again: the start of a turn (and Black placed last).
    assert EDITOR.apply_tool(placed, "placed", "12") == f"2...2......111...1..2.... 1 {S5} last=2"
    with pytest.raises(EditError, match="point 6 is empty"):
        EDITOR.apply_tool(placed, "placed", "6")
    # A Black stone: Black is the mover, placing on 0 (no Black around) gave no steps.
    black = EDITOR.apply_tool(text, "placed", "0")
    assert " 2 " in black and "turn=0" in black
    (problem,) = [p for p in EDITOR.check(black) if p.field == "turn"]
    assert problem.cells == ("0",)


def test_the_turn_field_and_the_steps_it_fixes() -> None:
    text = build(EMPTY5, p0="2", p4="2", p20="2", p11="1", p13="1", p17="1", p12="1")
    # The board after the step 11-10: one of the three steps made, two left.
    stepped = EDITOR.set_field(EDITOR.move(text, "11", "10"), "turn", "12:11-10")
    assert stepped.endswith("turn=12:11-10 steps=2 last=1")
    assert EDITOR.check(stepped) == []
    assert EDITOR.fields(stepped)[3].choices[-1] == ("12:11-10", "placed 12, then 11-10")
    assert EDITOR.set_field(stepped, "turn", "-").endswith(f"{S5} last=2")
    # A step that the board does not show cannot be undone: the turn's points are marked.
    (unseen,) = EDITOR.check(EDITOR.set_field(text, "turn", "12:11-10"))
    assert unseen.field == "turn" and unseen.cells == ("12", "11", "10")
    wrong = EDITOR.set_field(EDITOR.set_field(text, "turn", "12"), "steps", "1")
    (problem,) = EDITOR.check(wrong)
    assert problem.field == "steps" and "so steps=3" in problem.message and problem.cells == ("12",)
    with pytest.raises(EditError, match="the turn is '-' or the point"):
        EDITOR.set_field(text, "turn", "twelve")
    # Removing the placed stone, or a change of mover, goes back to the start of a turn.
    placed = EDITOR.set_field(text, "turn", "12")
    assert "turn=" not in EDITOR.remove(placed, "12")
    assert "turn=" not in EDITOR.set_field(placed, "side", "2")
    # Dragging the placed stone takes the turn along.
    moved = EDITOR.move(placed, "12", "7")
    assert "turn=7" in moved and EDITOR.piece_at(moved, "7") == "1"


def test_problems_point_at_their_cells() -> None:
    # A stone of a seat that does not play (pasted text): parse names it, the cells mark it.
    pasted = f"3{'.' * 11}3{'.' * 12} 1 {S5}"
    (problem,) = EDITOR.check(pasted)
    assert problem.field == "points" and problem.cells == ("0", "12")
    assert [v.image for v in EDITOR.pieces(pasted)] == ["red", "red"]  # still drawn
    # With three seats out of step, the odd one is marked.
    three = build(f"{'.' * 25} 1 {S5} seats=3", p0="1", p1="2", p2="3", p3="3")
    (counts,) = EDITOR.check(three)
    assert counts.field == "points" and counts.cells == ("2", "3")
    assert EDITOR.position(three) is None
    fixed = EDITOR.remove(three, "3")
    assert EDITOR.check(fixed) == [] and EDITOR.position(fixed) is not None
    # The game over is a problem too (nothing to play).
    over = EDITOR.set_field(f"{'111222' * 6} 1 board=square-6-ortho", "last", "2")
    assert [p.message for p in EDITOR.check(over)] == ["the game is over: White cannot place"]


def test_unreadable_text_is_refused_and_made_text_is_always_readable() -> None:
    for bad in ("", "xyz 1", f"{'.' * 24} 1 {S5}", f"{'.' * 25} 9 {S5}", f"{'.' * 25} 1 board=nope"):
        with pytest.raises(PositionError):
            EDITOR.fields(bad)
    # Any sequence of edits gives text the model can draw, list and check.
    rng = random.Random(7)
    text = GAME.initial(board="hex-3", seats="3").to_text()
    for _ in range(250):
        fields = {f.key: f for f in EDITOR.fields(text)}
        size = len(EDITOR.geometry(text).cells)
        cell = str(rng.randrange(size))
        action = rng.randrange(6)
        try:
            if action == 0:
                key = rng.choice(list(fields))
                text = EDITOR.set_field(text, key, rng.choice(fields[key].choices)[0])
            elif action == 1:
                text = EDITOR.remove(text, cell)
            elif action == 2:
                text = EDITOR.move(text, cell, str(rng.randrange(size)))
            elif action == 3:
                text = EDITOR.apply_tool(text, "placed", cell)
            else:
                text = EDITOR.place(text, cell, rng.choice(EDITOR.palette(text)).piece)
        except EditError:
            pass
        EDITOR.pieces(text)
        problems = EDITOR.check(text)
        cells = {c.id for c in EDITOR.geometry(text).cells}
        assert all(set(p.cells) <= cells for p in problems)
        assert (EDITOR.position(text) is None) == bool(problems)


def test_a_text_that_does_not_read_is_a_sentence_beside_its_field() -> None:
    """The editor shows the field beside the problem: the text's key is not said again in front."""
    game = get_game("parry")
    (problem,) = game.editor().check(game.initial().to_text() + " turn=999")
    assert (problem.message, problem.field) == ("Point 999 is not on this board (points 0 to 35)", "turn")
