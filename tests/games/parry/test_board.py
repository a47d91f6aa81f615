"""The Qt-free drawing description of Parry: points, lines, stones, territory rings, scores."""

from __future__ import annotations

import math

import pytest

from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition, scores
from pardsgui.games.parry.board import EMPTY_RING, RING, TONES
from pardsgui.games.parry.boards import SPECS, topology
from pardsgui.games.parry.rules import PASS, Place
from pardsgui.paths import resource

GAME = get_game("parry")
VIEW = GAME.board_view()
S5 = "board=square-5-ortho"


@pytest.mark.parametrize("slug", [spec.slug for spec in SPECS])
def test_every_point_is_a_cell_and_every_line_is_drawn(slug: str) -> None:
    position = GAME.initial(board=slug)
    geometry = VIEW.geometry(position)
    topo = topology(slug)
    assert [cell.id for cell in geometry.cells] == [str(i) for i in range(topo.size)]
    assert len(geometry.lines) == len(topo.edges)
    for cell in geometry.cells:
        for x, y in (*cell.polygon, cell.center):
            assert 0 <= x <= geometry.width and 0 <= y <= geometry.height
    # y grows downwards: point 0 is on the bottom row.
    assert geometry.cell("0").center[1] == max(cell.center[1] for cell in geometry.cells)
    assert {m.text for m in geometry.printed if m.kind == "coord"} == {str(i) for i in range(topo.size)}


def test_omni_boards_draw_their_diagonals() -> None:
    geometry = VIEW.geometry(GAME.initial(board="square-4-omni"))
    slanted = [
        line for line in geometry.lines if line.start[0] != line.end[0] and line.start[1] != line.end[1]
    ]
    # The turned 4x4 grid's own lines (2 * 4 * 3) and those through the 3x3 cell
    # centres (2 * 3 * 2) slant; each centre's lines to its cell's corners do not.
    assert len(slanted) == 2 * 4 * 3 + 2 * 3 * 2
    assert len(geometry.lines) - len(slanted) == 9 * 4


def test_territory_rings_carry_the_seat_colour_and_number() -> None:
    position = GAME.parse(f"{'1' + '2' + '.' * 23} 1 {S5} last=2")
    geometry = VIEW.geometry(position)
    rings = {(m.tone, m.text, m.at, m.size) for m in geometry.marks if m.kind == "ring"}
    at = {cell.id: cell.center for cell in geometry.cells}
    # 0 (a tie, White's own piece) and 5 are White's; 1, 2 and 6 Black's.  A ring
    # round a stone of its own seat leaves the number to the stone; the empty
    # points' rings are smaller and carry the seat number.
    assert rings == {
        ("seat-white", "", at["0"], RING),
        ("seat-white", "1", at["5"], EMPTY_RING),
        ("seat-black", "", at["1"], RING),
        ("seat-black", "2", at["2"], EMPTY_RING),
        ("seat-black", "2", at["6"], EMPTY_RING),
    }
    texts = [m.text for m in geometry.marks if m.kind == "text"]
    assert texts == ["White 2  ·  Black 3"]
    assert scores(position) == (2, 3)


def test_a_stone_in_another_seat_s_territory_has_that_seat_s_number_on_its_ring() -> None:
    # White's 0 stands between Black's 1 and 5: Black has power 1 at point 0.
    position = GAME.parse(f"{'12...2' + '.' * 19} 1 {S5} last=2")
    assert position.problems()[0].field == "points"  # (three stones to one: only a study)
    ring = [m for m in VIEW.geometry(position).marks if m.kind == "ring" and m.at == _centre(position, "0")]
    assert [(m.tone, m.text, m.size) for m in ring] == [("seat-black", "2", RING)]


def _centre(position: ParryPosition, cell: str) -> tuple[float, float]:
    return VIEW.geometry(position).cell(cell).center


@pytest.mark.parametrize("slug", [spec.slug for spec in SPECS])
def test_each_point_s_number_is_printed_on_the_point_inside_its_ring(slug: str) -> None:
    geometry = VIEW.geometry(GAME.initial(board=slug))
    coords = {m.text: m for m in geometry.printed if m.kind == "coord"}
    ring_inside = EMPTY_RING - 0.11 / 2  # the inner edge of an empty point's territory ring
    for cell in geometry.cells:
        mark = coords[cell.id]
        # On the point itself, so "Place on 21" is found on the board, not in a neighbour's triangle.
        assert mark.at == cell.center, (slug, cell.id)
        # Its backing keeps the lines off the digits and fits inside a territory ring ...
        radius = max(math.dist(corner, cell.center) for corner in mark.polygon)
        assert radius <= ring_inside, (slug, cell.id)
        # ... and is wide enough for the number (a digit is about 0.6 of the size wide).
        assert 0.6 * mark.size * len(mark.text) <= 2 * min(
            math.dist(corner, cell.center) for corner in mark.polygon
        ), (slug, cell.id)
    # The dots and numbers are the board's own, under the rings, which are marks: no ring reaches
    # into a number (`tests/ui/test_board_marks.py` looks at the pixels).
    ringed = VIEW.geometry(GAME.parse(f"{'1' + '.' * 24} 2 {S5} last=1"))
    assert "ring" in {m.kind for m in ringed.marks} and {m.kind for m in ringed.printed} == {"pip", "coord"}
    texts = [m for m in geometry.marks if m.kind == "text"]
    assert len(texts) == 1 and texts[0].size * 0.6 * len(texts[0].text) <= geometry.width


def test_pieces_their_pictures_and_the_placed_flag() -> None:
    position = GAME.parse(f"{'123456' + '.' * 19} 6 {S5} seats=6 last=5")
    # Magenta's 5 gives power 1 to 10 only (6 also touches Black's 1).
    assert [position.move_text(m) for m in position.legal_moves()] == ["@10"]
    placed = position.play(position.parse_move("@10"))
    assert isinstance(placed, ParryPosition)
    views = {(v.cell, v.image, v.owner, v.count) for v in VIEW.pieces(placed)}
    assert views == {
        ("0", "white", 0, 1),
        ("1", "black", 1, 1),
        ("2", "red", 2, 1),
        ("3", "green", 3, 1),
        ("4", "blue", 4, 1),
        ("5", "magenta", 5, 1),
        ("10", "magenta-placed", 5, 1),  # the placed stone has its own picture: gold rim, star
    }
    assert placed.placed == 10 and placed.left == 1
    flagged = [v for v in VIEW.pieces(placed) if v.flags]
    assert [(v.cell, v.flags) for v in flagged] == [("10", frozenset({"placed"}))]
    assert flagged[0].name == "Magenta stone on point 10, placed this turn (it may not step)"
    for view in VIEW.pieces(placed):
        assert resource("pieces", "parry", f"{view.image}.svg").is_file()
        assert view.name.startswith(("White", "Black", "Red", "Green", "Blue", "Magenta"))
    assert VIEW.seat_names(placed) == ("White", "Black", "Red", "Green", "Blue", "Magenta")
    assert VIEW.seat_names(GAME.initial()) == ("White", "Black")


def test_every_stone_picture_exists_and_carries_its_seat_number() -> None:
    for seat, name in enumerate(("white", "black", "red", "green", "blue", "magenta"), 1):
        for picture in (name, f"{name}-placed"):
            svg = resource("pieces", "parry", f"{picture}.svg").read_text()
            assert f">{seat}</text>" in svg


def test_move_cells() -> None:
    steps = GAME.parse(f"{'2...2......111...1..2....'} 1 {S5} turn=12 steps=3 last=1")
    cells = {steps.move_text(m): VIEW.move_cells(steps, m) for m in steps.legal_moves()}
    assert cells["11-10"] == ("11", "10")
    assert cells["pass"] == (None, None)
    start = GAME.initial(board="square-5-ortho")
    assert VIEW.move_cells(start, start.parse_move("@12")) == (None, "12")


# -- the panel hooks ---------------------------------------------------------------


def test_the_banner_says_whose_turn_and_what_to_do() -> None:
    start = GAME.initial()
    # An empty board: no one has power anywhere, so every point is uncontrolled.
    assert VIEW.prompt(start) == (
        "White: place a stone on an uncontrolled point (you have power on no empty point)"
    )
    assert VIEW.prompt(GAME.parse(f"{'1' + '.' * 23 + '2'} 1 {S5} last=2")) == (
        "White: place a stone on a point where you have power"
    )
    steps = GAME.parse(f"{'2...2......111...1..2....'} 1 {S5} turn=12 steps=3 last=1")
    assert VIEW.prompt(steps) == "White: make a bonus step, or pass (3 bonus steps left)"
    one = steps.play(steps.parse_move("11-10")).play(steps.parse_move("13-14"))
    assert VIEW.prompt(one) == "White: make a bonus step, or pass (1 bonus step left)"
    # White fills the last empty point with bonus steps to come: only pass is left.
    full = GAME.parse(f"111121111111.122222222222 1 {S5} last=2").play(Place(12))
    assert full.legal_moves() == (PASS,)
    assert VIEW.prompt(full).startswith("White: pass — no stone can step (")
    assert VIEW.acting_seat(full) == 0
    # Every game word the banner uses is in the glossary the turn panel links to.
    for text in (VIEW.prompt(start), VIEW.prompt(steps)):
        assert any(term in text for term in VIEW.glossary())


def test_the_end_names_the_winner_the_territories_and_why_it_ended() -> None:
    full = GAME.parse(f"111121111111.122222222222 1 {S5} last=2").play(Place(12))
    over = full.play(PASS)
    assert over.outcome == (1.0, 0.0) and scores(over) == (14, 11)
    why = "Black cannot place a stone: no empty point where Black has power, and none uncontrolled"
    assert VIEW.result(over, ("Ana", "Ben")) == f"Ana (White) wins. Territory: White 14, Black 11. {why}"
    assert VIEW.prompt(over) == f"White wins. Territory: White 14, Black 11. {why}"
    assert VIEW.acting_seat(over) is None
    tie = ("111222" * 6) + " 1 board=square-6-ortho"
    white_cannot = "White cannot place a stone: no empty point where White has power, and none uncontrolled"
    assert VIEW.result(GAME.parse(tie + " last=2"), ("Ana", "Ben")) == (
        "Ben (Black) wins. Territory: White 18, Black 18; Black placed the last stone, which breaks the tie."
        f" {white_cannot}"
    )
    assert VIEW.prompt(GAME.parse(tie)) == (
        f"Draw. Territory: White 18, Black 18, with no last stone placed to break the tie. {white_cannot}"
    )
    three = GAME.parse(f"1111111112222222233333333 2 {S5} seats=3 last=1")
    assert VIEW.prompt(three) == f"White wins. Territory: White 9, Black 8, Red 8. {why}"


def test_the_reason_an_ending_gives_never_names_the_winner_again() -> None:
    """The verdict says who won; the words after it say why, so a name never comes twice."""
    full = GAME.parse(f"111121111111.122222222222 1 {S5} last=2").play(Place(12)).play(PASS)
    tie = GAME.parse(("111222" * 6) + " 1 board=square-6-ortho last=2")
    for over in (full, tie):
        assert " wins" not in VIEW.why_ended(over) and "share" not in VIEW.why_ended(over)


def test_the_players_panel_gives_each_seat_s_score_and_the_last_placer() -> None:
    position = GAME.parse(f"{'12...2' + '.' * 19} 1 {S5} last=2")
    panels = VIEW.panels(position)
    assert [(p.seat, p.name, p.image, p.score) for p in panels] == [
        (0, "White", "white", str(scores(position)[0])),
        (1, "Black", "black", str(scores(position)[1])),
    ]
    assert scores(position) == (0, 6)  # White's only stone stands in Black's territory
    assert panels[0].notes == ("1 stone on the board",)
    assert panels[1].notes == ("2 stones on the board", "placed the last stone")
    six = VIEW.panels(GAME.initial(board="equiversi-2-4", seats="6"))
    assert [p.image for p in six] == ["white", "black", "red", "green", "blue", "magenta"]
    # Six scores still fit above the smallest board.
    geometry = VIEW.geometry(GAME.initial(board="equiversi-2-4", seats="6"))
    (line,) = [m for m in geometry.marks if m.kind == "text"]
    assert line.text.count("·") == 5 and line.size * 0.6 * len(line.text) <= geometry.width


def test_moves_in_words() -> None:
    steps = GAME.parse(f"{'2...2......111...1..2....'} 1 {S5} turn=12 steps=3 last=1")
    labels = {steps.move_text(m): VIEW.move_label(steps, m) for m in steps.legal_moves()}
    assert labels["11-10"] == "Step 11 → 10"
    assert labels["pass"] == "Pass (end the turn)"
    start = GAME.initial(board="square-5-ortho")
    assert VIEW.move_label(start, Place(12)) == "Place on 12"


def test_the_legend_explains_the_number_on_a_stone_and_the_corner_badge() -> None:
    position = GAME.parse(f".3.3..3....1121.1.....222 3 {S5} seats=3 last=2")
    legend = [words for _, words in VIEW.legend(position)]
    stone = next(words for words in legend if words.startswith("Number on a stone"))
    assert stone.startswith("Number on a stone: its player — 1 White, 2 Black, 3 Red: ")
    badge = next(words for words in legend if words.startswith("Corner badge"))
    assert badge.startswith("Corner badge: whose territory — ")
    assert "a badge on a stone says it stands in another player's territory" in badge
    # What the legend says is what the board draws: a stone shows its seat's number, a
    # ring's badge the number of the territory's player, left out round that player's stone.
    pictures = {view.cell: view for view in VIEW.pieces(position)}
    badges = 0
    for mark in VIEW.geometry(position).marks:
        if mark.kind != "ring":
            continue
        seat = TONES.index(mark.tone)
        point = next(cell.id for cell in VIEW.geometry(position).cells if cell.center == mark.at)
        stone_seat = pictures[point].owner if point in pictures else None
        assert mark.text == ("" if stone_seat == seat else str(seat + 1))
        badges += bool(mark.text) and stone_seat is not None
    assert badges  # some stone stands in another player's territory here
    for view in pictures.values():
        assert view.owner is not None
        svg = resource("pieces", "parry", f"{view.image}.svg").read_text(encoding="utf-8")
        assert f">{view.owner + 1}</text>" in svg
