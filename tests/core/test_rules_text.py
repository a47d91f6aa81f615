"""The diagrams of the rules shown by Help ▸ Rules: written as data, each a real position of its game."""

from __future__ import annotations

from pathlib import Path

import pytest

from pardsgui.games import available_ids, game_resource, get_game
from pardsgui.rules_text import Diagram, Prepared, diagrams, prepare, split

RULES = [game_resource(game_id, "rules", f"{game_id}.md") for game_id in available_ids()]
ALL = [(path, diagram) for path in RULES for diagram in diagrams(path.read_text(encoding="utf-8"))]
SEVERAL = 4  # each game's rules show at least this many situations
EMPTY = ",".join(["0"] * 24) + " w"  # Nardshir's start, all pieces in hand


def ready(path: Path, diagram: Diagram) -> Prepared:
    prepared = prepare(get_game(path.stem), diagram)
    assert not prepared.error, f"{path.name} line {diagram.line}: {prepared.error}"
    assert prepared.position is not None
    return prepared


def test_every_game_s_rules_are_there_and_show_several_diagrams() -> None:
    for path in RULES:
        assert path.is_file(), f"{path} is missing"
        found = diagrams(path.read_text(encoding="utf-8"))
        assert len(found) >= SEVERAL, path.name
        assert [diagram.number for diagram in found] == list(range(1, len(found) + 1))


@pytest.mark.parametrize(("path", "diagram"), ALL, ids=[f"{p.stem}-{d.number}" for p, d in ALL])
def test_every_diagram_is_a_real_position_with_its_cells_on_the_board(path: Path, diagram: Diagram) -> None:
    prepared = ready(path, diagram)
    assert prepared.position is not None
    view = get_game(path.stem).board_view()
    cells = {cell.id for cell in view.geometry(prepared.position).cells}
    assert set(diagram.cells) <= cells and set(filter(None, prepared.last)) <= cells
    assert diagram.caption.strip() and "\n" not in diagram.caption
    if diagram.move:  # the drawing is the position after the move, so the text and the picture agree
        before = get_game(path.stem).parse(diagram.position)
        assert prepared.position == before.play(before.parse_move(diagram.move))


@pytest.mark.parametrize(("path", "diagram"), ALL, ids=[f"{p.stem}-{d.number}" for p, d in ALL])
def test_every_diagram_could_arise_in_a_game(path: Path, diagram: Diagram) -> None:
    """Nothing the position editor would object to — pieces unaccounted for, too many on a point — shown."""
    prepared = ready(path, diagram)
    for position in (get_game(path.stem).parse(diagram.position), prepared.position):
        assert position is not None
        if position.outcome is None:  # an ended game is a "problem" to the editor, not to a diagram
            assert not position.problems(), [problem.message for problem in position.problems()]


@pytest.mark.parametrize(
    ("path", "diagram"),
    [(p, d) for p, d in ALL if d.selected],
    ids=[f"{p.stem}-{d.number}" for p, d in ALL if d.selected],
)
def test_a_selected_piece_s_marks_are_squares_it_may_really_go_to(path: Path, diagram: Diagram) -> None:
    prepared = ready(path, diagram)
    position = prepared.position
    assert position is not None
    view = get_game(path.stem).board_view()
    assert diagram.selected in {piece.cell for piece in view.pieces(position)}, "nothing to select there"
    targets = set()
    for move in position.legal_moves():
        source, target = view.move_cells(position, move)
        if source == diagram.selected and target not in (None, source):
            targets.add(target)
    assert set(diagram.marks) <= targets, sorted(set(diagram.marks) - targets)


def test_the_text_around_the_diagrams_is_kept_as_written() -> None:
    text = "# Title\n\n{{board}}\n\n```diagram\nposition: x\ncaption: y\n```\n\nAfter | with = signs\n"
    pieces = split(text)
    assert pieces[0] == "# Title\n\n{{board}}\n\n"
    assert isinstance(pieces[1], Diagram) and pieces[1].fields == {"position": "x", "caption": "y"}
    assert pieces[2] == "\nAfter | with = signs\n"
    plain = "no diagrams here\n```python\nprint(1)\n```\n"
    assert split(plain) == [plain]


def test_a_value_keeps_spaces_bars_equals_and_colons() -> None:
    text = "```diagram\nposition: R:6,7 | a=b  c\ncaption: A: b | c = d\nmarks:  s1   s2 \nstudy: yes\n```"
    (diagram,) = diagrams(text)
    assert diagram.position == "R:6,7 | a=b  c" and diagram.caption == "A: b | c = d"
    assert diagram.marks == ("s1", "s2") and diagram.study and not diagram.problem


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("position: x\ncaption: y\ncolour: red\n```", "line 4: unknown key 'colour'"),
        ("position: x\n```", "no 'caption:' line"),
        ("caption: y\n```", "no 'position:' line"),
        ("position: x\nposition: z\ncaption: y\n```", "line 3: 'position' given twice"),
        ("position: x\ncaption: y\njust words\n```", "line 4 is not 'key: value'"),
        ("position: x\ncaption: y\nstudy: maybe\n```", "study is 'maybe', not yes or no"),
        ("position: x\ncaption: y\n\nmore text", "the block opened on line 1 is not closed"),
    ],
)
def test_a_block_written_wrong_says_what_and_where(body: str, words: str) -> None:
    (diagram,) = diagrams("```diagram\n" + body)
    assert words in diagram.problem
    prepared = prepare(get_game("nardshir"), diagram)
    assert prepared.position is None and prepared.error.startswith("Diagram 1 cannot be read: ")


def test_an_unclosed_block_leaves_the_text_after_its_blank_line() -> None:
    pieces = split("```diagram\nposition: x\ncaption: y\n\nThe rest.\n")
    assert isinstance(pieces[0], Diagram) and pieces[1] == "\nThe rest.\n"


@pytest.mark.parametrize(
    ("fields", "words"),
    [
        ("position: 1,2,3 w", "Diagram 1: the position cannot be read: "),
        (f"position: {EMPTY} dice=3,5\nmove: 6:h-5", "Diagram 1: the move '6:h-5' cannot be played: "),
        (f"position: {EMPTY} dice=3,5\nmove: flying", "Diagram 1: the move 'flying' cannot be played: "),
        (f"position: {EMPTY}\nmarks: p3 p99 q", "Diagram 1: no cell p99, q on this board"),
        (f"position: {EMPTY}\nselected: nowhere", "Diagram 1: no cell nowhere on this board"),
    ],
)
def test_a_diagram_its_game_refuses_says_why_instead_of_failing(fields: str, words: str) -> None:
    (diagram,) = diagrams(f"```diagram\n{fields}\ncaption: c\n```\n")
    prepared = prepare(get_game("nardshir"), diagram)
    assert prepared.position is None and prepared.error.startswith(words), prepared.error
    assert len(prepared.error) > len(words) or words.endswith("board")


def test_a_diagram_s_move_may_be_a_throw_of_the_dice() -> None:
    (diagram,) = diagrams(f"```diagram\nposition: {EMPTY}\nmove: roll 3,5\ncaption: c\n```\n")
    prepared = prepare(get_game("nardshir"), diagram)
    assert prepared.position is not None and not prepared.error
    assert prepared.position.to_text() == f"{EMPTY} dice=3,5" and prepared.last == (None, None)
    (thrown,) = diagrams(f"```diagram\nposition: {EMPTY} dice=3,5\nmove: roll 3,5\ncaption: c\n```\n")
    refused = prepare(get_game("nardshir"), thrown)
    assert refused.error.startswith("Diagram 1: the move 'roll 3,5' cannot be played: ")
