"""Editing Pards positions without Qt: pieces, trays, fields, the grid builder and the problems."""

from __future__ import annotations

import random

import pytest

from pardsgui import i18n
from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError
from pardsgui.games.pards.reading import read_position
from pardsgui.games.pards.rules import MAX_GROUP, colour_groups
from tests.games.pards.util import GAME, board

EDITOR = GAME.editor()
START = GAME.initial().to_text()
EMPTY = "9/9/9/9/9/9/9"


def grids_of(text: str) -> str:
    return next((part for part in text.split() if part.startswith("grids=")), "grids=a1:?,a7:?,e1:?,e7:?")


def test_the_palette_has_both_colours_and_the_vicar() -> None:
    items = EDITOR.palette(START)
    assert [item.piece for item in items] == list("CEPScepsV")
    assert [item.owner for item in items] == [0] * 4 + [1] * 4 + [None]
    assert items[0].label == "White Caesar" and items[-1].label == "the Vicar (neutral)"
    assert items[5].image == "black-emperor"


def test_placing_removing_and_moving_pieces_on_squares() -> None:
    text = EDITOR.clear(START)
    assert text == f"{EMPTY} w"  # the grids are kept (the default ones, left out of the text)
    text = EDITOR.place(text, "d5", "V")
    text = EDITOR.place(text, "c2", "S")
    text = EDITOR.place(text, "c2", "p")  # a square holds one piece: the new one replaces it
    assert EDITOR.piece_at(text, "c2") == "p" and EDITOR.piece_at(text, "c3") is None
    text = EDITOR.move(text, "c2", "e8")
    assert text == f"{board(e8='p', d5='V')} w"
    assert EDITOR.remove(text, "e8") == f"{board(d5='V')} w"
    assert EDITOR.remove(text, "a1") == text
    with pytest.raises(EditError, match="not a Pards piece"):
        EDITOR.place(text, "a1", "K")


def test_a_piece_in_a_tray_starts_a_sack_turn_and_taking_it_out_ends_it() -> None:
    text = f"{board(c2='C', c3='S', e3='s', g8='s', d9='V')} w grids=-"
    waiting = EDITOR.place(text, "hand-b", "e")
    # Black's Emperor was sacked: White made the sack and must move the Vicar.
    assert waiting == f"{board(c2='C', c3='S', e3='s', g8='s', d9='V')} w grids=- phase=vicar place=e"
    assert EDITOR.check(waiting) == []
    assert EDITOR.piece_at(waiting, "hand-b") == "e" and EDITOR.piece_at(waiting, "hand-w") is None
    with pytest.raises(EditError, match="Black's tray holds only a sacked Black piece"):
        EDITOR.place(text, "hand-b", "E")
    with pytest.raises(EditError, match="the Vicar is never sacked"):
        EDITOR.place(text, "hand-w", "V")
    assert EDITOR.remove(waiting, "hand-b") == text
    assert EDITOR.remove(waiting, "hand-w") == waiting  # nothing waits there
    # Dragged from the tray onto the board: placed by hand, the turn is an ordinary one again.
    assert EDITOR.move(waiting, "hand-b", "f5") == EDITOR.place(text, "f5", "e")


def test_the_side_follows_the_waiting_piece_in_a_sack_turn() -> None:
    text = EDITOR.place(f"{board(c2='C', c3='S', d9='V')} w grids=- passes=1", "hand-b", "e")
    assert "passes" not in text  # a sack resets the passes
    placing = EDITOR.set_field(EDITOR.set_field(text, "vicar-from", "d8"), "phase", "place")
    assert placing.split()[1] == "b"  # the sacked piece's owner places it
    assert EDITOR.set_field(placing, "phase", "die").split()[1] == "w"  # the sacker changes a die
    assert EDITOR.set_field(placing, "place", "S").split()[1] == "w"  # now White's piece waits
    assert EDITOR.set_field(placing, "place", "-") == f"{board(c2='C', c3='S', d9='V')} b grids=-"


def test_the_fields_and_a_die_field_per_grid() -> None:
    text = f"{board(d5='V', a1='S', g9='s')} w grids=a1:3,c4:2"
    fields = {field.key: field for field in EDITOR.fields(text)}
    assert list(fields) == ["side", "phase", "place", "vicar-from", "passes", "die-a1", "die-c4"]
    assert fields["die-a1"].value == "3" and fields["die-a1"].label == "Die of grid a1"
    # '?' only where the rules allow it: a1 is a starting grid, c4 is not.
    assert ("?", "? (to roll)") in fields["die-a1"].choices
    assert [value for value, _ in fields["die-c4"].choices] == ["1", "2", "3", "4", "5", "6"]
    assert ("d5", "d5") not in fields["vicar-from"].choices  # the Vicar's square is not empty
    text = EDITOR.set_field(text, "die-c4", "6")
    text = EDITOR.set_field(text, "side", "b")
    text = EDITOR.set_field(text, "passes", "1")
    assert text == f"{board(d5='V', a1='S', g9='s')} b grids=a1:3,c4:6 passes=1"
    with pytest.raises(EditError, match="only the starting grids"):
        EDITOR.set_field(text, "die-c4", "?")
    with pytest.raises(EditError, match="no grid at e5"):
        EDITOR.set_field(text, "die-e5", "3")
    with pytest.raises(EditError, match="no field"):
        EDITOR.set_field(text, "castling", "KQ")


def test_add_a_grid_around_a_square_as_centred_as_the_board_allows() -> None:
    text = f"{board(d5='V')} w grids=-"
    assert grids_of(EDITOR.apply_tool(text, "add-grid", "d5")) == "grids=c4:1"  # c4-e6, centred on d5
    assert grids_of(EDITOR.apply_tool(text, "add-grid", "a1")) == "grids=a1:1"  # pushed in from the corner
    assert grids_of(EDITOR.apply_tool(text, "add-grid", "g5")) == "grids=e4:1"
    # A starting grid whose partner waits for the roll waits with it.
    assert grids_of(EDITOR.apply_tool(START.replace(" w", " w grids=a1:?"), "add-grid", "b8")) == (
        "grids=a1:?,a7:?"
    )
    with pytest.raises(EditError, match="b2 is already in the grid at a1"):
        EDITOR.apply_tool(START, "add-grid", "b2")
    with pytest.raises(EditError, match=r"a grid around c4 \(b3–d5\) would overlap the grid a1–c3"):
        EDITOR.apply_tool(START, "add-grid", "c4")
    with pytest.raises(EditError, match="a tray holds only a sacked piece"):
        EDITOR.apply_tool(START, "add-grid", "hand-w")


def test_move_a_grid_by_dragging_any_of_its_squares() -> None:
    text = f"{board(d5='V')} w grids=a1:4"
    assert grids_of(EDITOR.apply_tool(text, "move-grid", "b2", "d5")) == "grids=c4:4"
    assert grids_of(EDITOR.apply_tool(text, "move-grid", "a1", "e7")) == "grids=e7:4"
    with pytest.raises(EditError, match="would reach off the board"):
        EDITOR.apply_tool(text, "move-grid", "a1", "f1")
    with pytest.raises(EditError, match="no grid covers d5"):
        EDITOR.apply_tool(text, "move-grid", "d5", "d6")
    with pytest.raises(EditError, match="drag the grid"):
        EDITOR.apply_tool(text, "move-grid", "a1")
    two = f"{board(d5='V')} w grids=a1:4,a7:2"
    assert grids_of(EDITOR.apply_tool(two, "move-grid", "a1", "a4")) == "grids=a4:4,a7:2"  # side by side
    with pytest.raises(EditError, match="would cover a5–c7 and overlap the grid a7–c9"):
        EDITOR.apply_tool(two, "move-grid", "a1", "a5")
    assert EDITOR.apply_tool(two, "move-grid", "b2", "b2") == two


def test_delete_a_grid_and_step_its_die() -> None:
    text = f"{board(d5='V')} w grids=a1:6,c4:1"
    assert grids_of(EDITOR.apply_tool(text, "delete-grid", "e6")) == "grids=a1:6"
    assert grids_of(EDITOR.apply_tool(EDITOR.apply_tool(text, "delete-grid", "e6"), "delete-grid", "a1")) == (
        "grids=-"
    )
    assert grids_of(EDITOR.apply_tool(text, "die-up", "d5")) == "grids=a1:6,c4:2"
    assert grids_of(EDITOR.apply_tool(text, "die-down", "c2")) == "grids=a1:5,c4:1"
    with pytest.raises(EditError, match="already shows 6"):
        EDITOR.apply_tool(text, "die-up", "a1")
    with pytest.raises(EditError, match="shows 1; only the starting grids"):
        EDITOR.apply_tool(text, "die-down", "c4")
    one = f"{board(d5='V', b5='S', f5='s')} w grids=a1:1,a7:1"
    unrolled = EDITOR.apply_tool(EDITOR.apply_tool(one, "die-down", "a1"), "die-down", "a9")
    assert grids_of(unrolled) == "grids=a1:?,a7:?" and EDITOR.check(unrolled) == []
    assert grids_of(EDITOR.apply_tool(unrolled, "die-up", "a1")) == "grids=a1:1,a7:?"
    with pytest.raises(EditError, match="waits for the opening roll"):
        EDITOR.apply_tool(unrolled, "die-down", "a1")


def test_the_vicar_left_from_tool_marks_where_the_sacked_piece_goes_back() -> None:
    text = EDITOR.place(f"{board(c2='C', c3='S', d8='V')} w grids=-", "hand-b", "e")
    placing = EDITOR.set_field(EDITOR.apply_tool(text, "vicar-from", "d9"), "phase", "place")
    assert placing == f"{board(c2='C', c3='S', d8='V')} b grids=- phase=place place=e vicar-from=d9"
    assert EDITOR.check(placing) == []
    (ring,) = [mark for mark in EDITOR.geometry(placing).marks if mark.kind == "ring"]
    assert ring.at == EDITOR.geometry(placing).cell("d9").center and ring.tone == "seat-black"
    assert "vicar-from" not in EDITOR.apply_tool(placing, "vicar-from", "d9")  # again: cleared
    with pytest.raises(EditError, match="c2 is not empty"):
        EDITOR.apply_tool(placing, "vicar-from", "c2")


def test_too_many_shahs_are_named_and_marked() -> None:
    text = EDITOR.place(START, "d1", "S")
    text = text.replace(" w", " w grids=a1:2,a7:5,e1:6,e7:1")
    (problem,) = EDITOR.check(text)
    assert problem.message == "White has 5 Shahs; each side has 4" and problem.field == "board"
    assert set(problem.cells) == {"a2", "b2", "a8", "b8", "d1"}
    assert EDITOR.position(text) is None
    # The piece waiting in the tray counts too, and its tray is marked.
    tray = EDITOR.place(EDITOR.remove(text, "d1"), "hand-w", "S")
    (problem,) = EDITOR.check(tray)
    assert "counting the piece waiting" in problem.message and "hand-w" in problem.cells


def test_a_board_with_more_pieces_than_a_side_owns_is_said_at_once() -> None:
    # A group of 30 pieces: a legal board never holds one (a side owns 10), and finding its
    # patterns' paths grows as 2 to its size, which froze the window for minutes in the editor.
    squares = [f"{rank}{file}" for rank in "abcd" for file in range(1, 10) if f"{rank}{file}" != "d9"]
    text = board(**dict.fromkeys(squares[:30], "S"), d9="V") + " w"
    problems = EDITOR.check(text)
    assert any("White has 30 Shahs; each side has 4" in p.message for p in problems)
    line = sum(1 << square for square in range(MAX_GROUP + 1))  # a rank and more, in a row
    assert colour_groups(line).group_tables == (None,)  # no pattern from a group no side can make
    assert colour_groups(line >> 1).group_tables != (None,)  # a side's whole 10 still makes one
    # The study marks ask such a board for its sacks: none (a group sacks at its own size, here
    # beyond the board), where a group of 11 or more raised IndexError.
    for size in (MAX_GROUP + 1, 30):
        crowded = f"{board(**dict.fromkeys(squares[:size], 'S'), d9='V', g5='s')} w grids=-"
        position, _errors = read_position(crowded)
        assert position.sacks_for(0) == [] and position.sacks_for(1) == []


def test_overlapping_grids_and_two_vicars_are_marked() -> None:
    text = f"{board(d5='V', a1='S', g9='s')} w grids=a1:2,b2:3"
    (problem,) = EDITOR.check(text)
    assert problem.field == "grids" and "overlaps another grid" in problem.message
    assert {"a1", "c3", "b2", "d4"} <= set(problem.cells) and "a4" not in problem.cells
    two = f"{board(d5='V', d1='V', a1='S', g9='s')} w grids=-"
    (problem,) = EDITOR.check(two)
    assert "exactly one Vicar" in problem.message and problem.cells == ("d1", "d5")


def test_dice_out_of_step_and_dice_to_roll_at_the_wrong_time_mark_their_grids() -> None:
    text = EDITOR.apply_tool(f"{board(d5='V', b5='S', f5='s')} w grids=a1:1,a7:1", "die-down", "a1")
    (problem,) = EDITOR.check(text)
    assert "rolled together" in problem.message
    assert {"a1", "c3", "a7", "c9"} <= set(problem.cells)
    late = f"{board(d5='V', b5='S', f5='s')} b grids=a1:?,a7:?"
    (problem,) = EDITOR.check(late)
    assert problem.field == "side" and {"a1", "c9"} <= set(problem.cells)
    moved = EDITOR.apply_tool(f"{board(d5='V', b5='S', f5='s')} w grids=a1:?,a7:?", "move-grid", "a1", "a4")
    assert grids_of(moved) == "grids=a4:?,a7:?"
    (problem,) = EDITOR.check(moved)
    assert problem.message.startswith("Only the starting grids") and {"a4", "c6"} <= set(problem.cells)
    assert "a7" not in problem.cells


def test_a_vicar_move_that_allows_no_die_change_marks_both_squares() -> None:
    text = f"{board(d5='C', b6='S', g4='s', g5='s', c2='V')} w grids=a1:1 phase=die place=e vicar-from=d2"
    (problem,) = EDITOR.check(text)
    assert problem.field == "phase" and "does not allow" in problem.message
    assert set(problem.cells) == {"c2", "d2"}
    taken = text.replace("vicar-from=d2", "vicar-from=d5")
    occupied, no_die_change = EDITOR.check(taken)
    assert occupied.field == "vicar-from" and occupied.cells == ("d5",)
    assert occupied.message == "d5 is not empty, so the Vicar cannot have left it"
    assert no_die_change.field == "phase" and set(no_die_change.cells) == {"c2", "d5"}


def test_a_grid_added_in_the_editor_gives_a_grid_move() -> None:
    # A lone Shah has no pattern: with no grid, White can only pass.
    text = f"{board(c5='S', g1='s', g9='s', d9='V')} w grids=-"
    assert [m for m in EDITOR.game.parse(text).legal_moves()] == ["pass"]
    with_grid = EDITOR.apply_tool(EDITOR.apply_tool(text, "add-grid", "c5"), "die-up", "c5")
    position = EDITOR.position(with_grid)
    assert position is not None
    assert sorted(position.move_text(m) for m in position.legal_moves()) == [
        "c5-a3",
        "c5-a5",
        "c5-a7",
        "c5-c3",
        "c5-c7",
        "c5-e3",
        "c5-e5",
        "c5-e7",
    ]


def test_random_edits_never_raise_anything_but_edit_errors() -> None:
    # Whatever the clicks, the model keeps producing text it can read, draw and check.
    rng = random.Random(9)
    cells = [f"{r}{f}" for r in "abcdefg" for f in range(1, 10)] + ["hand-w", "hand-b"]
    fields = {field.key: field for field in EDITOR.fields(START)}
    text = START
    for _ in range(400):
        action = rng.randrange(6)
        try:
            if action == 0:
                text = EDITOR.place(text, rng.choice(cells), rng.choice("CEPScepsV"))
            elif action == 1:
                text = EDITOR.remove(text, rng.choice(cells))
            elif action == 2:
                tool = rng.choice(["add-grid", "delete-grid", "die-up", "die-down", "vicar-from"])
                text = EDITOR.apply_tool(text, tool, rng.choice(cells))
            elif action == 3:
                text = EDITOR.apply_tool(text, "move-grid", rng.choice(cells), rng.choice(cells))
            elif action == 4:
                fields = {field.key: field for field in EDITOR.fields(text)}
                key = rng.choice(list(fields))
                text = EDITOR.set_field(text, key, rng.choice(fields[key].choices)[0])
            else:
                text = EDITOR.move(text, rng.choice(cells), rng.choice(cells))
        except EditError:
            pass
        EDITOR.geometry(text)
        EDITOR.pieces(text)
        for problem in EDITOR.check(text):
            assert problem.message
        position = EDITOR.position(text)
        if position is not None:
            assert GAME.parse(position.to_text()) == position


def test_clear_and_start() -> None:
    text = f"{board(d5='V', a1='S')} b grids=c4:2 passes=1"
    assert EDITOR.clear(text) == f"{EMPTY} w grids=c4:2"
    assert EDITOR.start(text) == START
    with pytest.raises(PositionError):
        EDITOR.fields("1s1ece1s1 w")  # too few ranks: not a text the editor can work on


def test_every_problem_is_listed_at_once_in_plain_words() -> None:
    # Two Vicars, five White Shahs, overlapping grids and dice still to roll with Black to move.
    text = f"{board(d5='V', d1='V', a2='S', b2='S', a8='S', b8='S', c5='S', g9='s')} b grids=a1:?,a7:?,b2:3"
    problems = EDITOR.check(text)
    assert [(p.field, p.message) for p in problems] == [
        ("grids", "The grid at b2 overlaps another grid"),
        ("board", "There must be exactly one Vicar (V), found 2"),
        ("board", "White has 5 Shahs; each side has 4"),
    ]
    assert {"a1", "c3", "b2", "d4"} <= set(problems[0].cells)
    assert problems[1].cells == ("d1", "d5") and "c5" in problems[2].cells
    # With one Vicar the turn's fields are judged too, beside the rest.
    one_vicar = EDITOR.remove(text, "d1")
    assert [p.field for p in EDITOR.check(one_vicar)] == ["grids", "board", "side"]
    assert EDITOR.check(one_vicar)[-1].message == (
        "White moves first, so while dice are still to roll ('?') White is to move"
    )
    for problem in problems:
        assert not problem.message.startswith(("board:", "grids:", "phase", "place", "vicar-from"))
    # A finished game is named beside a broken field.
    won = f"{board(g5='V', a2='S', c5='s')} w grids=a1:3 phase=place"
    assert [p.message for p in EDITOR.check(won)] == [
        "A placement needs the sacked piece, waiting in its owner's tray",
        "The Vicar is on rank g: White has won",
    ]


@pytest.mark.parametrize(
    "text",
    [
        f"{board(c2='C', c3='C', g2='s', d5='V')} w grids=-",  # two Caesars: both marked
        f"{board(c2='S', d5='V', e5='V')} w grids=-",  # two Vicars
        f"{board(c2='S', g2='s', d5='V')} b grids=a1:?,a7:?",  # dice still to roll: the waiting grids
        f"{board(d5='C', b6='S', g4='s', g5='s', c2='V')} w grids=a1:1 phase=die place=e vicar-from=d5",
        f"{board(e2='C', c3='S', g8='s', g9='s', d9='V')} w grids=- phase=vicar place=E",  # the tray
        f"{board(c2='S', g2='s', d5='V')} w grids=a1:3,b2:4",  # overlapping grids
    ],
)
def test_a_problem_marks_the_same_cells_in_german(german: None, text: str) -> None:
    """The cells of a problem come from the reading, not from its words, which are German here."""
    found = EDITOR.check(text)
    with i18n.english():
        english = EDITOR.check(text)
    assert [(p.field, p.cells) for p in found] == [(p.field, p.cells) for p in english]
    assert all(p.cells for p in found)
    assert all(p.message != e.message for p, e in zip(found, english, strict=True))


def test_the_editor_refuses_a_field_value_in_german_and_in_english_as_before(german: None) -> None:
    cases = [
        ("phase", "jump", "Turn phase: 'jump' is not one of move, vicar, die, place"),
        ("side", "x", "To move: 'x' is not w or b"),
        ("passes", "3", "Passes in a row: '3' is not 0, 1 or 2"),
    ]
    german_words = [
        "Zugphase: 'jump' ist keines von move, vicar, die, place",
        "Am Zug: 'x' ist weder w noch b",
        "Pässe in Folge: '3' ist nicht 0, 1 oder 2",
    ]
    for (key, value, english), words in zip(cases, german_words, strict=True):
        with pytest.raises(EditError) as in_german:
            EDITOR.set_field(START, key, value)
        with i18n.english(), pytest.raises(EditError) as in_english:
            EDITOR.set_field(START, key, value)
        assert (str(in_english.value), str(in_german.value)) == (english, words)


def test_the_editor_names_its_tools_fields_and_pieces_in_german(german: None) -> None:
    text = f"{board(d5='V')} w grids=a1:3,e7:?"
    assert [item.label for item in EDITOR.palette(text)][::4] == [
        "Cäsar von Weiß",
        "Cäsar von Schwarz",
        "der Vikar (neutral)",
    ]
    fields = {field.key: field for field in EDITOR.fields(text)}
    assert fields["die-e7"].label == "Würfel von Raster e7"
    assert (
        fields["die-e7"].tip
        == "Das Raster e7–g9; nur die Anfangsraster (a1, a7, e1, e7) dürfen auf den Wurf warten"
    )
    assert dict(fields["place"].choices)["e"] == "Kaiser von Schwarz"
    assert [tool.label for tool in EDITOR.tools(text)][-1] == fields["vicar-from"].label == "Vikar verließ"
