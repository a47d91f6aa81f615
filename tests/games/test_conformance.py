"""Every game of the registry keeps the one contract: the same checks, in the same words' places.

Parametrized over the registry (`available_ids()`), so a game added to it is held to it
without editing this file. Game-specific cases live in each game's folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from pardsgui.core.contract import Game, IllegalMove, MoveSyntaxError
from pardsgui.core.editing import EditError
from pardsgui.core.geometry import PieceView
from pardsgui.core.playout import perft
from pardsgui.games import available_ids, get_game
from tests.helpers import check_golden, positions_of_a_random_game, transcript

OPTION_VALUES = [
    (game_id, spec.key, value)
    for game_id in available_ids()
    for spec in get_game(game_id).options()
    for value, _label in spec.choices
]


@pytest.mark.parametrize("game_id", available_ids())
def test_text_that_names_no_move_is_a_syntax_error_not_an_illegal_move(game_id: str) -> None:
    position = get_game(game_id).initial()
    for text in ("", "???", "zz99-zz98", "move the horse please"):
        with pytest.raises(MoveSyntaxError):
            position.parse_move(text)


@pytest.mark.parametrize("game_id", available_ids())
def test_a_real_move_at_the_wrong_time_is_illegal_with_its_reason(game_id: str) -> None:
    line = positions_of_a_random_game(game_id, 1, limit=200)
    checked = 0
    for earlier, later in zip(line, line[5:], strict=False):
        for move in earlier.legal_moves()[:20]:
            text = earlier.move_text(move)
            if later.is_legal(move):
                assert later.parse_move(text) == move
                continue
            with pytest.raises(IllegalMove) as refused:
                later.parse_move(text)
            assert not isinstance(refused.value, MoveSyntaxError), (text, str(refused.value))
            assert str(refused.value).strip(), text
            with pytest.raises(IllegalMove):
                later.play(move)
            checked += 1
    assert checked >= 20


@pytest.mark.parametrize("game_id", available_ids())
def test_checked_and_unchecked_play_agree_and_every_move_reads_back(game_id: str) -> None:
    for position in positions_of_a_random_game(game_id, 2, limit=120):
        for move in position.legal_moves():
            assert position.is_legal(move)
            assert position.parse_move(position.move_text(move)) == move
            assert position.apply(move).to_text() == position.play(move).to_text()


@pytest.mark.parametrize("game_id", available_ids())
def test_every_position_of_a_game_reads_back_from_its_text(game_id: str) -> None:
    game = get_game(game_id)
    for position in positions_of_a_random_game(game_id, 3, limit=200):
        again = game.parse(position.to_text())
        assert again.to_text() == position.to_text()
        assert sorted(map(again.move_text, again.legal_moves())) == sorted(
            map(position.move_text, position.legal_moves())
        )


@pytest.mark.parametrize("game_id", available_ids())
def test_every_legal_move_maps_to_cells_of_the_board(game_id: str) -> None:
    view = get_game(game_id).board_view()
    for position in positions_of_a_random_game(game_id, 4, limit=150):
        cells = {cell.id for cell in view.geometry(position).cells}
        for move in position.legal_moves():
            source, target = view.move_cells(position, move)
            assert source is None or source in cells, (position.move_text(move), source)
            assert target is None or target in cells, (position.move_text(move), target)


@pytest.mark.parametrize(("game_id", "key", "value"), OPTION_VALUES)
def test_every_option_value_starts_a_game_that_can_be_played(game_id: str, key: str, value: str) -> None:
    game = get_game(game_id)
    position = game.initial(**{key: value})
    assert game.options_of(position).get(key, value) == value
    assert position.legal_moves()
    assert game.parse(position.to_text()).to_text() == position.to_text()


# -- perft read a second way, golden playthroughs ---------------------------------------------

PERFT_NODES = 3000  # the deepest perft under this many leaves, from each position checked
PLAYTHROUGHS = Path(__file__).parent / "playthroughs"


def perft_by_text(game: Game, text: str, depth: int) -> int:
    """Perft again, through the position's text and the checked `play` at every node."""
    position = game.parse(text)
    if depth == 0:
        return 1
    return sum(
        perft_by_text(game, position.play(move).to_text(), depth - 1) for move in position.legal_moves()
    )


@pytest.mark.parametrize("game_id", available_ids())
def test_perft_counts_agree_when_every_node_is_read_back_from_its_text(game_id: str) -> None:
    game = get_game(game_id)
    line = positions_of_a_random_game(game_id, 6, limit=60)
    checked = 0
    for position in (line[0], line[len(line) // 2], line[-2]):
        depth = 1
        while depth < 4 and perft(position, depth + 1) <= PERFT_NODES:
            depth += 1
        count = perft(position, depth)
        assert perft_by_text(game, position.to_text(), depth) == count, (position.to_text(), depth)
        checked += count
    assert checked > 0


@pytest.mark.parametrize("game_id", available_ids())
def test_a_seeded_random_game_plays_as_its_golden_playthrough(game_id: str) -> None:
    start = get_game(game_id).initial()
    check_golden(PLAYTHROUGHS / f"{game_id}.txt", transcript(start, seed=7))


# -- the editor -------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", available_ids())
def test_the_editor_reads_every_position_of_a_game_as_the_board_shows_it(game_id: str) -> None:
    game = get_game(game_id)
    editor, view = game.editor(), game.board_view()
    for position in positions_of_a_random_game(game_id, 8, limit=80)[::8]:
        text = position.to_text()
        assert editor.check(text) == [] or position.outcome is not None, text
        assert list(editor.pieces(text)) == list(view.pieces(position)), text
        assert editor.geometry(text).cells == view.geometry(position).cells, text
        for field in editor.fields(text):
            for value, _label in field.choices:  # every value of every field's control
                again = editor.set_field(text, field.key, value)
                shown = {f.key: f.value for f in editor.fields(again)}[field.key]
                # What the control then shows is what the text holds (a preset may show under
                # another name when two give the same board: Kerd's mirrored region maps).
                assert shown in [v for v, _ in field.choices], (field.key, value, shown)
                assert editor.set_field(again, field.key, shown) == again, (field.key, value, shown)


def stones(pieces: Sequence[PieceView]) -> list[tuple[str, int | None, int]]:
    return [(piece.cell, piece.owner, piece.count) for piece in pieces]


@pytest.mark.parametrize("game_id", available_ids())
def test_taking_a_piece_off_and_putting_it_back_gives_the_same_board(game_id: str) -> None:
    # The same board, not always the same text: an edit may end a turn in progress (Parry's
    # bonus steps) or forget a secret that named the square (Kerd's infiltrator).
    game = get_game(game_id)
    editor = game.editor()
    for position in positions_of_a_random_game(game_id, 9, limit=60)[::10]:
        text = position.to_text()
        for piece in editor.pieces(text):
            code = editor.piece_at(text, piece.cell)
            assert code is not None, (piece.cell, text)
            again = editor.place(editor.remove(text, piece.cell), piece.cell, code)
            assert stones(editor.pieces(again)) == stones(editor.pieces(text)), (piece.cell, code, text)
            assert not any(p.field == "board" for p in editor.check(again)) or position.outcome, again


# Cell ids no board draws, some shaped like the ones boards do draw (a point past the last, a
# tray of no seat): an editor is asked by cell id, and a wrong one is said, never a crash.
FOREIGN_CELLS = ["zz99", "p99", "p-1", "p", "hand", "hand-x", "off-", "", "a0", "a13", "m1", "R99", "x"]


@pytest.mark.parametrize("game_id", available_ids())
def test_an_editor_says_a_cell_it_never_draws_is_not_on_its_board(game_id: str) -> None:
    game = get_game(game_id)
    editor = game.editor()
    text = game.initial().to_text()
    drawn = {cell.id for cell in editor.geometry(text).cells}
    piece = editor.palette(text)[0].piece
    for cell in (c for c in FOREIGN_CELLS if c not in drawn):
        for name, edit in [
            ("piece_at", lambda cell=cell: editor.piece_at(text, cell)),
            ("place", lambda cell=cell: editor.place(text, cell, piece)),
            ("remove", lambda cell=cell: editor.remove(text, cell)),
            ("move", lambda cell=cell: editor.move(text, cell, cell)),
        ]:
            try:
                result = edit()
            except EditError:
                continue
            # Or nothing there and nothing changed, which is also true of a cell not drawn.
            assert result in (None, text), (cell, name, result)


@pytest.mark.parametrize("game_id", available_ids())
def test_the_key_under_the_board_keeps_its_entries_through_a_game(game_id: str) -> None:
    """A key that came and went with the position moved the board under the mouse: its entries stay."""
    view = get_game(game_id).board_view()
    positions = positions_of_a_random_game(game_id, seed=5)
    counts = {(len(view.legend(p)), len(view.study_legend(p))) for p in positions if p.outcome is None}
    assert len(counts) == 1, f"the key's entries change in number during a game: {sorted(counts)}"
