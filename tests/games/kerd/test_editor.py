"""Editing Kerd positions as text: pieces, fields, the region painter, problems (no Qt)."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import PositionError
from pardsgui.core.editing import EditError
from pardsgui.games.kerd.editor import KerdEditor, read_map_file
from pardsgui.games.kerd.rules import INITIAL_TEXT
from pardsgui.paths import resource
from tests.games.kerd.build import GAME, play, region_map, text
from tests.helpers import sorted_moves

EDITOR = GAME.editor()
EMPTY = "/".join(["12"] * 12)
ALL_OFF = "TTJJSSHHBBQCCPPPPPPPPPPPP,ttjjsshhbbqccpppppppppppp"
KINGS = {"g1": "K", "g12": "k"}
SQUARES = {f"{f}{r}": (r - 1) * 12 + i for i, f in enumerate("abcdefghijkl") for r in range(1, 13)}


def build(*placed: tuple[str, str], start: str | None = None) -> str:
    current = start if start is not None else EDITOR.clear(INITIAL_TEXT)
    for cell, piece in placed:
        current = EDITOR.place(current, cell, piece)
    return current


def field(current: str, key: str) -> str:
    return next(spec.value for spec in EDITOR.fields(current) if spec.key == key)


def messages(current: str) -> list[str]:
    return [problem.message for problem in EDITOR.check(current)]


def test_game_editor_and_palette() -> None:
    assert isinstance(EDITOR, KerdEditor)
    palette = EDITOR.palette(INITIAL_TEXT)
    assert [item.piece for item in palette] == list("KkQqTtBbSsHhJjCcPp")
    assert palette[0].label == "White King" and palette[1].owner == 1
    for item in palette:
        assert resource("pieces", "kerd", f"{item.image}.svg").is_file()


def test_clear_keeps_the_side_and_map_and_puts_every_piece_but_the_kings_off_the_board() -> None:
    painted = f"{INITIAL_TEXT.replace(' w ', ' w ')} regions={region_map(r1='l' * 12)}"
    cleared = EDITOR.clear(painted)
    assert cleared == f"{EMPTY} w castling=- off={ALL_OFF} regions={region_map(r1='l' * 12)}"
    assert messages(cleared) == [
        "White has no King; each side has exactly one",
        "Black has no King; each side has exactly one",
    ]
    assert EDITOR.start(cleared) == painted  # the start position, on the painted map


def test_pieces_come_from_and_go_back_to_the_off_lists() -> None:
    current = build(("g1", "K"), ("g12", "k"), ("e5", "B"))
    one_bishop_less = ALL_OFF.replace("BB", "B", 1)
    assert current == f"6k5/12/12/12/12/12/12/4B7/12/12/12/6K5 w castling=- off={one_bishop_less}"
    assert EDITOR.check(current) == []
    assert EDITOR.piece_at(current, "e5") == "B" and EDITOR.piece_at(current, "e6") is None
    overwritten = EDITOR.place(current, "e5", "h")  # the Bishop goes back, a Black Hussar comes out
    assert field(overwritten, "off-w") == ALL_OFF.split(",")[0]
    assert field(overwritten, "off-b") == "ttjjsshbbqccpppppppppppp"
    assert EDITOR.remove(EDITOR.remove(current, "e5"), "e5") == EDITOR.clear(INITIAL_TEXT).replace(
        EMPTY, "6k5/12/12/12/12/12/12/12/12/12/12/6K5"
    )
    moved = EDITOR.move(current, "e5", "h8")
    assert moved.startswith("6k5/12/12/12/7B4/") and field(moved, "off-w") == field(current, "off-w")
    assert EDITOR.move(current, "a1", "a2") == current  # nothing there: nothing moves
    with pytest.raises(EditError, match="not a Kerd piece"):
        EDITOR.place(current, "a1", "X")
    with pytest.raises(EditError, match="not a square"):
        EDITOR.place(current, "m1", "P")


def test_square_fields_follow_a_dragged_piece_and_clear_when_it_leaves() -> None:
    current = text({**KINGS, "d5": "p", "e4": "P", "c6": "C"}, first="e4", recapture="-", infiltrators="d5,-")
    moved = EDITOR.move(current, "d5", "d6")
    assert field(moved, "infiltrator-w") == "d6"
    pawn = EDITOR.move(current, "e4", "e3")
    assert field(pawn, "first") == "e3"
    gone = EDITOR.remove(current, "d5")
    assert field(gone, "infiltrator-w") == "-"
    assert field(EDITOR.remove(current, "e4"), "first") == "*"  # no pawn on a starting square: '*' says it


def test_every_field_can_be_set() -> None:
    start = build(("g1", "K"), ("g12", "k"), ("a1", "T"), ("l1", "T"), ("e2", "P"), ("d11", "p"))
    assert [spec.key for spec in EDITOR.fields(start)] == [
        "side",
        "castling",
        "first",
        "recapture",
        "infiltrator-w",
        "infiltrator-b",
        "checked",
        "off-w",
        "off-b",
        "regions",
    ]
    current = EDITOR.set_field(start, "side", "b")
    current = EDITOR.set_field(current, "castling", "QK")
    assert field(current, "castling") == "KQ"
    current = EDITOR.set_field(current, "first", "-")
    current = EDITOR.set_field(current, "infiltrator-w", "d11")
    current = EDITOR.set_field(current, "infiltrator-b", "E2")
    current = EDITOR.set_field(current, "checked", "1")
    current = EDITOR.set_field(current, "off-w", "hbb")  # any case in, White's upper case out
    current = EDITOR.set_field(current, "off-b", "auto")
    assert current == (
        "6k5/3p8/12/12/12/12/12/12/12/12/4P7/T5K4T b castling=KQ first=- infiltrators=d11,e2"
        " checked=1 off=HBB,ttjjsshhbbqccppppppppppp"
    )
    assert EDITOR.check(current) == [
        problem for problem in EDITOR.check(current) if problem.field == "off"
    ]  # only the missing White pieces are left to account for
    assert EDITOR.check(EDITOR.set_field(current, "off-w", "auto")) == []
    choices = dict(next(spec for spec in EDITOR.fields(current) if spec.key == "infiltrator-w").choices)
    assert choices == {
        "*": "not chosen yet",
        "-": "none (or gone)",
        "+": "revealed already",
        "d11": "d11: Black Pawn",
    }
    revealed = EDITOR.set_field(current, "infiltrator-w", "+")
    assert "infiltrators=+,e2" in revealed and EDITOR.check(revealed) == EDITOR.check(current)
    for key, value, reason in (
        ("side", "x", "w .White. or b"),
        ("castling", "KX", "letters from KQkq"),
        ("checked", "2", "0 .no check yet. or 1"),
        ("off-w", "K", "never the King"),
        ("first", "e2 e3", "without spaces"),
        ("regions", "lava", "no region map preset"),
        ("dice", "3", "no field 'dice'"),
    ):
        with pytest.raises(EditError, match=reason):
            EDITOR.set_field(current, key, value)


def test_tools_mark_infiltrators_first_moves_and_the_recapture_square() -> None:
    current = build(("g1", "K"), ("g12", "k"), ("e2", "P"), ("d5", "p"), ("c4", "C"), ("a12", "t"))
    spy = EDITOR.apply_tool(current, "infiltrator", "d5")  # a Black piece: White's infiltrator
    assert field(spy, "infiltrator-w") == "d5"
    spy = EDITOR.apply_tool(spy, "infiltrator", "e2")
    assert field(spy, "infiltrator-b") == "e2"
    assert field(EDITOR.apply_tool(spy, "infiltrator", "d5"), "infiltrator-w") == "-"  # again: none
    with pytest.raises(EditError, match="Tower cannot be an infiltrator"):
        EDITOR.apply_tool(current, "infiltrator", "a12")
    with pytest.raises(EditError, match="empty"):
        EDITOR.apply_tool(current, "infiltrator", "a1")
    assert field(current, "first") == "*"  # e2 is on its starting square
    no_first = EDITOR.apply_tool(current, "first", "e2")
    assert field(no_first, "first") == "-"
    assert field(EDITOR.apply_tool(no_first, "first", "e2"), "first") == "*"
    assert field(EDITOR.apply_tool(current, "first", "c4"), "first") == "e2,c4"
    with pytest.raises(EditError, match="only a Pawn or Commander Pawn"):
        EDITOR.apply_tool(current, "first", "g1")
    recapture = EDITOR.apply_tool(EDITOR.set_field(current, "side", "b"), "recapture", "d5")
    assert field(recapture, "recapture") == "d5"
    marks = [m for m in EDITOR.geometry(spy).marks if m.kind in ("ring", "pip")]
    assert sorted(m.kind for m in marks) == ["pip", "ring", "ring"]


def test_painting_regions_changes_the_map_every_rule_reads() -> None:
    current = build(("g1", "K"), ("g12", "k"), ("e5", "B"))  # e5 is land on the standard map
    assert EDITOR.geometry(current).cell("e5").tone == "land-dark"
    assert "e5-h8" not in sorted_moves(GAME.parse(current))  # the path enters air and leaves it
    painted = EDITOR.apply_tool(current, "air", "e5")  # a piece standing in air ignores the rule
    assert EDITOR.geometry(painted).cell("e5").tone == "air-dark"
    assert "e5-h8" in sorted_moves(GAME.parse(painted))
    assert field(painted, "regions") == "custom"
    assert EDITOR.apply_tool(painted, "air", "e5") == painted
    land = EDITOR.set_field(painted, "regions", "land")
    assert "regions=" + "/".join(["l" * 12] * 12) in land and field(land, "regions") == "land"
    assert field(EDITOR.set_field(land, "regions", "default"), "regions") == "default"
    assert EDITOR.set_field(painted, "regions", "custom") == painted


def test_mirrored_presets() -> None:
    current = EDITOR.apply_tool(build(("g1", "K"), ("g12", "k")), "land", "a1")
    white_half = EDITOR.set_field(current, "regions", "mirror-white")
    assert EDITOR.geometry(white_half).cell("a12").tone.startswith("land")
    black_half = EDITOR.set_field(current, "regions", "mirror-black")
    assert EDITOR.geometry(black_half).cell("a1").tone.startswith("water")
    left = EDITOR.set_field(current, "regions", "mirror-left")
    assert EDITOR.geometry(left).cell("l1").tone.startswith("land")


def test_a_region_map_is_saved_and_loaded_as_a_file() -> None:
    current = EDITOR.apply_tool(EDITOR.start(INITIAL_TEXT), "land", "f1")
    saved = EDITOR.export_document(current, "regions")
    lines = saved.splitlines()
    assert len(lines) == 13 and lines[0].startswith("#") and lines[-1] == "w w w l l l a l l w w w"
    assert EDITOR.import_document(INITIAL_TEXT, "regions", saved) == current
    drawing = "\n".join(
        [f"{rank:>2}  " + ("a " * 12 if rank in (6, 7) else "l " * 12) for rank in range(12, 0, -1)]
        + ["    a b c d e f g h i j k l"]
    )
    assert read_map_file(drawing)[0] == "l"  # the rules' drawing: rank numbers and files skipped
    for bad, reason in (("w w w\n", "12 lines of 12 letters"), ("wwwwwwwwwwww\n" * 11, "this file has 11")):
        with pytest.raises(EditError, match=reason):
            EDITOR.import_document(INITIAL_TEXT, "regions", bad)
    with pytest.raises(EditError):
        EDITOR.export_document(INITIAL_TEXT, "grids")


def test_problems_are_named_and_marked_on_the_board() -> None:
    kings = build(("g1", "K"), ("g12", "k"), ("c3", "K"))
    ((problem,),) = [EDITOR.check(kings)]
    assert problem.field == "board" and "White has 2 Kings" in problem.message
    assert set(problem.cells) == {"g1", "c3"}
    # A pawn on its own first rank can only be a revealed infiltrator, and a side reveals one.
    assert EDITOR.check(build(("g1", "K"), ("g12", "k"), ("c1", "P"))) == []
    home_pawns = build(("g1", "K"), ("g12", "k"), ("c1", "P"), ("d1", "P"))
    assert EDITOR.check(home_pawns)[0].cells == ("c1", "d1")
    castling = EDITOR.set_field(build(("g1", "K"), ("g12", "k")), "castling", "Q")
    ((problem,),) = [EDITOR.check(castling)]
    assert problem.field == "castling" and set(problem.cells) == {"g1", "a1"}
    # Black to move with White's King attacked: White cannot have left it so.
    white_king_hit = EDITOR.set_field(build(("g1", "K"), ("g12", "k"), ("g5", "t")), "side", "b")
    ((problem,),) = [EDITOR.check(white_king_hit)]
    assert problem.field == "side" and problem.cells == ("g1",)
    wrong = EDITOR.set_field(build(("g1", "K"), ("g12", "k"), ("e2", "P")), "infiltrator-b", "e3")
    assert EDITOR.check(wrong)[0].cells == ("e3",)
    recapture = EDITOR.set_field(build(("g1", "K"), ("g12", "k")), "recapture", "d4")
    assert EDITOR.check(recapture)[0].cells == ("d4",)
    missing = EDITOR.set_field(build(("g1", "K"), ("g12", "k")), "off-w", "-")
    assert {problem.field for problem in EDITOR.check(missing)} == {"off"}
    mated = build(("a12", "k"), ("a1", "T"), ("b1", "T"), ("l1", "K"))
    mated = EDITOR.set_field(mated, "side", "b")
    assert EDITOR.check(mated)[-1].cells == ("a12",)


def test_the_model_never_fails_on_text_it_made() -> None:
    """Random edits from the start position: every method answers or refuses with EditError."""
    rng = random.Random(3)
    current = INITIAL_TEXT
    cells = [f"{f}{r}" for f in "abcdefghijkl" for r in range(1, 13)]
    pieces = [item.piece for item in EDITOR.palette(current)]
    tools = [tool.id for tool in EDITOR.tools(current)]
    for _ in range(400):
        choice = rng.randrange(7)
        try:
            if choice == 0:
                current = EDITOR.place(current, rng.choice(cells), rng.choice(pieces))
            elif choice == 1:
                current = EDITOR.remove(current, rng.choice(cells))
            elif choice == 2:
                current = EDITOR.move(current, rng.choice(cells), rng.choice(cells))
            elif choice == 3:
                current = EDITOR.apply_tool(current, rng.choice(tools), rng.choice(cells))
            elif choice == 4:
                spec = rng.choice(list(EDITOR.fields(current)))
                values = [value for value, _ in spec.choices] or [spec.value, "-", "*", "auto", "a1"]
                current = EDITOR.set_field(current, spec.key, rng.choice(values))
            elif choice == 5 and rng.random() < 0.1:
                current = EDITOR.clear(current)
            else:
                current = EDITOR.start(current) if rng.random() < 0.05 else current
        except EditError:
            pass
        EDITOR.check(current)
        EDITOR.geometry(current)
        EDITOR.pieces(current)
        EDITOR.fields(current)
        position = EDITOR.position(current)
        if position is not None:
            assert position.to_text() == GAME.parse(current).to_text()


def test_text_that_does_not_read_is_refused_before_editing() -> None:
    with pytest.raises(PositionError):
        EDITOR.fields("not a position")
    with pytest.raises(PositionError):
        EDITOR.fields(f"{EMPTY} w regions=lava")


def test_every_problem_is_listed_at_once_in_plain_words() -> None:
    # A second White King, no Black King, a pawn on its own first rank and castling without a Tower.
    current = build(("g1", "K"), ("c3", "K"), ("c1", "P"), ("d1", "P"), ("a12", "t"))
    current = EDITOR.set_field(current, "castling", "Q")
    problems = EDITOR.check(current)
    assert [(p.field, p.message) for p in problems] == [
        ("board", "White has 2 Kings; each side has exactly one"),
        ("board", "Black has no King; each side has exactly one"),
        ("board", "A White pawn on d1, its own first rank (only a revealed infiltrator can stand there)"),
        ("castling", "Q needs the White King on g1 and Tower on a1"),
    ]
    assert [set(p.cells) for p in problems] == [{"g1", "c3"}, set(), {"c1", "d1"}, {"g1", "a1"}]


def test_the_editor_opened_mid_game_treats_the_secret_choices_as_unknown() -> None:
    # The window opens the editor on what the whole screen may see: both choices as '?'.
    game = play(GAME.initial(), "choose d12", "choose e2", "f3-f5")
    seen = game.redacted(None)
    assert "infiltrators=?,?" in seen
    assert EDITOR.check(seen) == []
    assert "secret" in EDITOR.hint(seen) and "counts as none" in EDITOR.hint(seen)
    spy = next(spec for spec in EDITOR.fields(seen) if spec.key == "infiltrator-w")
    assert spy.value == "?" and ("?", "unknown (counts as none)") in spy.choices
    started = EDITOR.position(seen)
    assert started is not None and started.infiltrators == (-1, -1)
    # Problems never speak of the secret: a second King beside '?' choices is just that.
    broken = EDITOR.place(seen, "c5", "K")
    assert messages(broken) == ["White has 2 Kings; each side has exactly one"]
    # A person who knows the choice may set it.
    known = EDITOR.set_field(EDITOR.set_field(seen, "infiltrator-w", "d12"), "infiltrator-b", "e2")
    started = EDITOR.position(known)
    assert started is not None and started.infiltrators == (SQUARES["d12"], SQUARES["e2"])
    assert "secret" not in EDITOR.hint(known)
