"""Editing Pagade positions without Qt: cells to places, the tool, the fields, the problems."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError
from pardsgui.games import get_game
from pardsgui.games.pagade.editor import TURN_TOOL, Draft, PagadeEditor

GAME = get_game("pagade")
EDITOR = GAME.editor()
START = GAME.initial().to_text()
PARKED = "Green:G1,G2,G3,G4/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4"


def fields(text: str) -> dict[str, str]:
    return {spec.key: spec.value for spec in EDITOR.fields(text)}


def test_the_game_gives_its_editor() -> None:
    assert isinstance(EDITOR, PagadeEditor)
    assert [item.piece for item in EDITOR.palette(START)] == ["R", "G", "Y", "B"]
    assert [item.image for item in EDITOR.palette(START)] == ["red", "green", "yellow", "black"]
    assert [item.owner for item in EDITOR.palette(START)] == [0, 1, 0, 1]  # two seats: partners
    assert [item.owner for item in EDITOR.palette(f"{START} seats=4")] == [0, 1, 2, 3]
    assert "the lane labelled h for homeward pawns" in EDITOR.palette(START)[0].label


def test_the_cell_decides_the_place() -> None:
    text = EDITOR.clear(START)
    assert text == "Red:/Green:/Yellow:/Black: R"
    text = EDITOR.place(text, "s12", "R")  # 12, early on Red's route
    text = EDITOR.place(text, "s12", "G")  # the same square, near the end of Green's lap
    text = EDITOR.place(text, "R3", "R")  # the lane going out
    text = EDITOR.place(text, "off-Y", "Y")
    assert text == "Red:R3,12/Green:12/Yellow:X/Black: R"
    # The homeward lane of the same square, R3h, needs Red's cut: it is added.
    text = EDITOR.place(text, "R3h", "R")
    assert text == "Red:R3,12,R3h/Green:12/Yellow:X/Black: R cut=R"
    text = EDITOR.place(text, "home-G", "G")
    assert text == "Red:R3,12,R3h/Green:12,H/Yellow:X/Black: R cut=RG"
    assert EDITOR.piece_at(text, "s12") == "G" and EDITOR.piece_at(text, "R3h") == "R"
    assert EDITOR.piece_at(text, "s13") is None


@pytest.mark.parametrize(
    ("cell", "piece", "words"),
    [
        ("G3", "R", "A Red pawn cannot stand in Green's belly; bellies are private"),
        ("B5h", "Y", "A Yellow pawn cannot stand in Black's belly"),
        ("off-G", "R", "A Red pawn cannot go to Green's tray of cut pawns"),
        ("home-R", "B", "A Black pawn cannot go to Red's Home"),
    ],
)
def test_a_pawn_cannot_go_to_another_colours_belly_tray_or_home(cell: str, piece: str, words: str) -> None:
    with pytest.raises(EditError, match=words):
        EDITOR.place(START, cell, piece)
    with pytest.raises(EditError, match=words):
        EDITOR.move(START, {"R": "R6", "Y": "Y6", "B": "B6"}[piece], cell)


def test_remove_and_move() -> None:
    text = f"Red:8,8h,R4h,H/{PARKED} R cut=R"
    text = EDITOR.remove(text, "s8")  # of 8 and 8h on one square, the one further on goes
    assert text == f"Red:8,R4h,H/{PARKED} R cut=R"
    assert EDITOR.remove(text, "s30") == text  # an empty square: nothing to take
    text = EDITOR.move(text, "R4h", "R6")  # from the homeward lane to the lane going out
    assert text == f"Red:R6,8,H/{PARKED} R cut=R"
    text = EDITOR.move(text, "s8", "off-R")
    assert text == f"Red:X,R6,H/{PARKED} R cut=R"


def test_the_tool_turns_a_pawn_homeward_or_back() -> None:
    text = f"Red:8,8,20,30/{PARKED} R cut=G"
    text = EDITOR.apply_tool(text, TURN_TOOL, "s8")  # one pawn more homeward on each click
    assert text == f"Red:8,20,30,8h/{PARKED} R cut=G"
    text = EDITOR.apply_tool(text, TURN_TOOL, "s8")
    assert text == f"Red:20,30,8h,8h/{PARKED} R cut=G"  # a lap done needs no cut yet
    text = EDITOR.apply_tool(text, TURN_TOOL, "s8")  # then all back out
    assert text == f"Red:8,8,20,30/{PARKED} R cut=G"
    text = EDITOR.apply_tool(f"{START} cut=G", TURN_TOOL, "G6")  # a belly pawn: to the other lane
    assert text == "Red:R6,R7,12,12/Green:G7,29,29,G6h/Yellow:Y6,Y7,46,46/Black:B6,B7,63,63 R cut=G"
    assert EDITOR.apply_tool(text, TURN_TOOL, "G6h") == f"{START} cut=G"
    with pytest.raises(EditError, match="Green pawn is on 12: only on Green's end square 25"):
        EDITOR.apply_tool(
            "Red:R1,R2,R3,R4/Green:12,G1,G2,G3/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 R", TURN_TOOL, "s12"
        )
    with pytest.raises(EditError, match="No pawn there"):
        EDITOR.apply_tool(START, TURN_TOOL, "s9")
    with pytest.raises(EditError, match="no tool"):
        EDITOR.apply_tool(START, "brush", "s9")


def test_fields() -> None:
    text = EDITOR.set_field(START, "dice", "6,3")
    text = EDITOR.set_field(text, "seats", "4p")
    text = EDITOR.set_field(text, "side", "Y")
    text = EDITOR.set_field(text, "cut", "GY")
    assert text == f"{START[:-2]} Y seats=4p dice=3,6 cut=GY"
    assert fields(text) == {
        "side": "Y",
        "seats": "4p",
        "dice": "3,6",
        "moved": "-",
        "cut": "GY",
        "finished": "-",
    }
    # The pawn the first die moved: offered, and kept, only while one die is left.
    spec = {s.key: s for s in EDITOR.fields(text)}
    assert spec["moved"].choices == (("-", "no pawn barred"),)
    with pytest.raises(EditError, match="while one die is left"):
        EDITOR.set_field(text, "moved", "46")
    text = EDITOR.set_field(text, "dice", "6")
    spec = {s.key: s for s in EDITOR.fields(text)}
    assert spec["moved"].choices == (
        ("-", "no pawn barred"),
        ("Y6", "the pawn on Y6"),
        ("Y7", "the pawn on Y7"),
        ("46", "the pawn on 46"),
    )
    text = EDITOR.set_field(text, "moved", "46")
    assert text.endswith("dice=6 cut=GY moved=46") and EDITOR.check(text) == []
    assert not EDITOR.set_field(text, "dice", "3,6").endswith("moved=46")  # two dice: no pawn barred
    assert not EDITOR.set_field(text, "side", "R").endswith("moved=46")  # it was Yellow's die
    with pytest.raises(EditError, match="moved: R6 is in Red's belly: a Yellow pawn never stands there"):
        EDITOR.set_field(text, "moved", "R6")
    assert EDITOR.start(text) == GAME.initial(seats="4p").to_text()
    assert EDITOR.clear(text) == "Red:/Green:/Yellow:/Black: Y seats=4p"
    with pytest.raises(EditError, match="dice"):
        EDITOR.set_field(text, "dice", "2,5")
    with pytest.raises(EditError, match="not 2, 4 or 4p"):
        EDITOR.set_field(text, "seats", "3")
    with pytest.raises(EditError, match="To move: 'Q' is not a colour"):
        EDITOR.set_field(text, "side", "Q")
    with pytest.raises(EditError, match="no field"):
        EDITOR.set_field(text, "variant", "x")


def test_finished_follows_the_pawns_home() -> None:
    text = "Red:H,H,H,R1h/Green:H,H,H,G3h/Yellow:Y1,Y2,Y3,Y4/Black:B1,B2,B3,B4 Y seats=4 cut=RG"
    text = EDITOR.move(text, "G3h", "home-G")
    assert text.endswith("finished=G")  # Green's fourth pawn is Home: it finished
    text = EDITOR.move(text, "R1h", "home-R")
    assert text.endswith("finished=GR")
    spec = {s.key: s for s in EDITOR.fields(text)}
    assert [value for value, _ in spec["finished"].choices] == ["RG", "GR"]
    assert spec["finished"].choices[1][1] == "Green, then Red"
    text = EDITOR.set_field(text, "finished", "RG")
    assert EDITOR.check(text) == [] and GAME.parse(text).finished == (0, 1)
    text = EDITOR.remove(text, "home-G")  # no longer all Home: no longer finished
    assert text.endswith("finished=R")


def problem_list(text: str) -> list[tuple[str, str, set[str]]]:
    return [(p.message, p.field, set(p.cells)) for p in EDITOR.check(text)]


def test_every_fault_of_the_pawns_is_named_with_its_cells() -> None:
    text = EDITOR.place(START, "s12", "R")  # a third Red pawn on 12, and a fifth Red pawn
    text = EDITOR.place(text, "s29", "B")  # a Black pawn on Green's pair
    assert problem_list(text) == [
        ("Red has 5 pawns; each colour has exactly four", "pawns", {"R6", "R7", "s12"}),
        ("Black has 5 pawns; each colour has exactly four", "pawns", {"B6", "B7", "s63", "s29"}),
        (
            "3 Red pawns (12, 12, 12) on square 12; outside a belly at most two pawns share a square",
            "pawns",
            {"s12"},
        ),
        (
            "2 Green pawns and 1 Black pawn stand on square 29;"
            " pawns of different colours never share a square",
            "pawns",
            {"s29"},
        ),
    ]
    assert EDITOR.position(text) is None
    text = EDITOR.remove(EDITOR.remove(text, "s29"), "s12")
    assert problem_list(text) == [] and EDITOR.position(text) == GAME.initial()


def test_a_belly_holds_any_number_of_own_pawns() -> None:
    text = f"Red:R3,R3,R3,R3/{PARKED} R"
    assert EDITOR.check(text) == []
    assert [(v.cell, v.count) for v in EDITOR.pieces(text) if v.owner == 0 and v.cell.startswith("R")] == [
        ("R3", 4)
    ]


def test_cut_pawns_need_an_opponents_cut_and_homeward_pawns_their_own() -> None:
    text = EDITOR.move(START, "R6", "off-R")
    assert problem_list(text) == [
        ("Red has a cut pawn, so one of Green, Black must have cut", "cut", {"off-R"})
    ]
    text = EDITOR.set_field(text, "cut", "Y")  # the partner's cut does not count
    assert [p[1] for p in problem_list(text)] == ["cut"]
    text = EDITOR.set_field(text, "cut", "B")
    assert problem_list(text) == []
    # A homeward pawn is there only after its colour's cut: the editor keeps R in cut=.
    text = EDITOR.apply_tool(text, TURN_TOOL, "R7")
    assert text.endswith("cut=RB")
    with pytest.raises(EditError, match="Red has a pawn homeward or Home, so Red has cut"):
        EDITOR.set_field(text, "cut", "B")
    # A pasted text without it: the pawn is marked.
    ((message, field, cells),) = problem_list(text.replace("cut=RB", "cut=B"))
    assert message.startswith("Red has a pawn homeward or Home (R7h)") and (field, cells) == (
        "pawns",
        {"R7h"},
    )


def test_problems_of_the_other_fields_mark_their_places() -> None:
    finished = f"Red:H,H,H,H/{PARKED} R cut=R finished=R"
    assert problem_list(finished) == [("Red has finished; its turns are skipped", "colour", {"home-R"})]
    unlisted = f"Red:H,H,H,H/{PARKED} G cut=R"
    ((message, field, cells),) = problem_list(unlisted)
    assert field == "finished" and cells == {"home-R"} and "exactly the colours" in message
    over = "Red:H,H,H,H/Green:G1,G2,G3,G4/Yellow:H,H,H,H/Black:B1,B2,B3,B4 G cut=RY finished=RY dice=3,4"
    assert [(p[1], p[2]) for p in problem_list(over)] == [("dice", set())]
    unreadable = "Red:R6,R7,12,99/Green:/Yellow:/Black: R"
    ((message, field, cells),) = problem_list(unreadable)
    assert field == "pawns" and "'99' names no place on the board" in message and cells == set()


def test_impossible_positions_are_still_drawn() -> None:
    text = "Red:X,X,X,X,X,12/Green:12/Yellow:/Black: R"
    views = {(v.cell, v.image, v.count) for v in EDITOR.pieces(text)}
    # Two colours on one square: one picture counting both, its words naming both.
    assert views == {("off-R", "red", 5), ("s12", "green", 2)}
    (mixed,) = [v for v in EDITOR.pieces(text) if v.cell == "s12"]
    assert "Red" in mixed.name and "Green" in mixed.name
    assert len(EDITOR.geometry(text).cells) == len(GAME.board_view().geometry(GAME.initial()).cells)


def test_unreadable_text_is_refused_with_the_field() -> None:
    for text, field in (
        ("Red:R6,R7/Green:G1 R", "pawns"),
        ("Red:R6/Green:G1/Yellow:Y2/Red:R3 R", "pawns"),
        (f"{START[:-2]} Q", "colour"),
        (f"{START} seats=3", "seats"),
        (f"{START} dice=5", "dice"),
        (f"{START} cut=RX", "cut"),
        (f"{START} moved=99", "moved"),
        (f"{START} moved=G6", "moved"),
    ):
        with pytest.raises(PositionError) as caught:
            EDITOR.fields(text)
        assert caught.value.field == field, text


def test_the_editor_writes_positions_as_the_engine_does() -> None:
    rng = random.Random(5)
    for seats in ("2", "4", "4p"):
        position = GAME.initial(seats=seats)
        for _ in range(400):
            if position.outcome is not None:
                break
            text = position.to_text()
            assert Draft.read(text).text() == text
            assert EDITOR.check(text) == [] and EDITOR.position(text) == position
            moves = position.legal_moves()
            position = position.play(moves[rng.randrange(len(moves))])


def test_random_edits_never_raise_anything_but_refusals() -> None:
    rng = random.Random(11)
    cells = [cell.id for cell in EDITOR.geometry(START).cells]
    text = START
    for _ in range(600):
        action = rng.randrange(6)
        try:
            if action == 0:
                text = EDITOR.place(text, rng.choice(cells), rng.choice("RGYB"))
            elif action == 1:
                text = EDITOR.remove(text, rng.choice(cells))
            elif action == 2:
                text = EDITOR.move(text, rng.choice(cells), rng.choice(cells))
            elif action == 3:
                text = EDITOR.apply_tool(text, TURN_TOOL, rng.choice(cells))
            else:
                spec = rng.choice(list(EDITOR.fields(text)))
                text = EDITOR.set_field(text, spec.key, rng.choice(spec.choices)[0])
        except EditError:
            pass
        problems = EDITOR.check(text)
        assert all(problem.message for problem in problems)
        if not problems:
            assert GAME.parse(text).to_text() == text
        EDITOR.pieces(text)
