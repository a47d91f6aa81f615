"""Every game's texts name one move each: what a person reads can be typed back and means that move.

Over the positions of seeded random games of every registered game (the
sixth, test-only game too): no two different legal moves share a notation
(`move_text`), a move-list text (`record_text`) or a sentence (`describe`);
the notation reads back as the same move (`parse_move`); and typing the
notation or the move list's text in the move box names that move alone.
A secret decision (Kerd's infiltrator, chosen behind a cover) and moves
whose very existence is secret are shown to the table without their secret
("choose ?"), so only their notation must be unique.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Hashable, Sequence

import pytest

from pardsgui.core.contract import Move, Position
from pardsgui.core.geometry import AnyView
from pardsgui.games import available_ids, get_game
from pardsgui.table.typed import names, normal, read
from tests.helpers import positions_of_a_random_game

# (game, options): every registered game with its default options, and Pagade's four colours each
# for itself (its texts name other colours' squares than with two seats).
CASES: list[tuple[str, dict[str, str]]] = [(game_id, {}) for game_id in available_ids()] + [
    ("pagade", {"seats": "4"})
]
SEEDS = (3, 17)
EVERY = 3  # every third position of each game: the openings, the middles and the ends
READ = 6  # moves of each position read by the move box itself, spread over the list


def sampled(game_id: str, options: dict[str, str]) -> list[Position]:
    found: list[Position] = []
    for seed in SEEDS:
        found += positions_of_a_random_game(game_id, seed, limit=600, **options)[::EVERY]
    return found


def clashes(moves: Sequence[Hashable], texts: Sequence[str]) -> dict[str, list[Hashable]]:
    """The texts that more than one of the moves is shown by (each by its text there), with those moves."""
    named: dict[str, list[Hashable]] = defaultdict(list)
    for move, text in zip(moves, texts, strict=True):
        named[text].append(move)
    return {words: found for words, found in named.items() if len(found) > 1}


@pytest.mark.parametrize(("game_id", "options"), CASES, ids=[f"{g}{o}" if o else g for g, o in CASES])
def test_no_text_names_two_moves_and_the_notation_reads_back(game_id: str, options: dict[str, str]) -> None:
    view: AnyView = get_game(game_id).board_view()
    positions = sampled(game_id, options)
    assert len(positions) > 10
    for position in positions:
        moves = list(position.legal_moves())
        where = position.to_text()
        for move in moves:
            assert position.parse_move(position.move_text(move)) == move, (where, position.move_text(move))
        notation = clashes(moves, [position.move_text(move) for move in moves])
        assert not notation, ("notation", where, notation)
        if view.secret(position):
            continue
        shown = [move for move in moves if move not in set(view.secret_moves(position))]
        listed = clashes(shown, [view.record_text(position, move, None) for move in shown])
        said = clashes(shown, [view.describe(position, move, None) for move in shown])
        assert not listed, ("move list", where, listed)
        assert not said, ("sentence", where, said)
        if position.is_chance:
            continue  # "roll" throws; a roll written out sets the dice, checked above as notation
        # Typing a text names the moves one of whose names it is, as compared (`normal`): every name
        # of every move at once, then the move box's own reading for some moves (reading each move's
        # texts over all moves made this test cost as many readings as moves squared).
        typed_as: dict[str, set[Move]] = defaultdict(set)
        for move in shown:
            for name in names(position, view, move, None):
                typed_as[normal(name)].add(move)
        for move in shown:
            for text in (position.move_text(move), view.record_text(position, move, None)):
                assert typed_as[normal(text)] == {move}, (where, text, typed_as[normal(text)])
        for move in shown[:: max(1, len(shown) // READ)]:
            for text in (position.move_text(move), view.record_text(position, move, None)):
                assert read(position, view, text, None).moves == (move,), (where, text)
