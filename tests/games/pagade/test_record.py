"""Pagade's record files say their notation; a file of the old numbering opens as the same game."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pardsgui.core.contract import Position
from pardsgui.core.record import Node, Record
from pardsgui.core.record_json import RecordError
from pardsgui.games import get_game
from pardsgui.games.pagade.route import HOME, LETTERS, OFF
from pardsgui.games.pagade.rules import NO_PAWN, PagadePosition, move_text

GAME = get_game("pagade")


def old_place(_colour: int, index: int) -> str:
    """A place as the old numbering wrote it: the colour's own route index."""
    return "X" if index == OFF else "H" if index == HOME else str(index)


def old_text(position: Position) -> str:
    """A position as the old numbering wrote it (letter-headed groups of route indices)."""
    assert isinstance(position, PagadePosition)
    groups = "/".join(
        f"{LETTERS[c]}:{','.join(old_place(c, i) for i in mine)}" for c, mine in enumerate(position.pawns)
    )
    new = position.to_text()
    fields = new.split(" ")[1:]
    if position.moved != NO_PAWN:
        fields = [f"moved={old_place(0, position.moved)}" if f.startswith("moved=") else f for f in fields]
    return " ".join([groups, *fields])


def old_move(node: Node) -> str:
    assert node.parent is not None and isinstance(node.parent.position, PagadePosition)
    return move_text(node.parent.position.colour, node.move, old_place)


def a_game_with_a_variation_and_a_review() -> Record:
    record = Record(GAME, options={"seats": "4"})
    rng = random.Random(4)
    while len(record.main_line()) < 120:
        record.play(rng.choice(list(record.position.legal_moves())))
    branch = next(n for n in record.main_line()[60:] if len(n.position.legal_moves()) > 1)
    record.go_to(branch)
    record.play(next(m for m in branch.position.legal_moves() if m != branch.children[0].move))
    for _ in range(5):
        record.play(rng.choice(list(record.position.legal_moves())))
    record.go_to(record.root.line_end())
    return record


def old_file(record: Record) -> dict[str, Any]:
    """The record as the old numbering's file held it: no "notation", route indices everywhere."""
    data = record.to_dict()
    assert data.pop("notation") == 2
    data["start"] = old_text(record.start)
    line = [record.root, *record.main_line()]
    data["moves"] = [{"move": old_move(node)} for node in line[1:]]
    (variation,) = data["variations"]
    _main, at_move = variation["at"]
    node = line[at_move]
    other = node.children[1]
    variation["moves"] = []
    while True:
        variation["moves"].append({"move": old_move(other)})
        if not other.children:
            break
        other = other.children[0]
    decision = next(n for n in line[1:] if n.parent is not None and not n.parent.position.is_chance)
    before = line[line.index(decision) - 1].position
    assert isinstance(before, PagadePosition)
    best = next(m for m in before.legal_moves() if m != decision.move)
    chances = [0.25] * 4
    data["review"] = {
        "version": 1,
        "level": "medium",
        "seed": 0,
        "moves": [
            {"move": old_move(n), "seat": None, "before": chances, "after": chances, "loss": 0.0}
            for n in line[1 : line.index(decision)]
        ]
        + [
            {
                "move": old_move(decision),
                "seat": before.current,
                "before": chances,
                "after": chances,
                "best": move_text(before.colour, best, old_place),
                "loss": 5.0,
                "mark": "?!",
            }
        ],
    }
    return data


def test_a_file_says_its_notation_and_a_file_of_the_old_numbering_opens_as_the_same_game() -> None:
    record = a_game_with_a_variation_and_a_review()
    assert json.loads(record.to_json())["notation"] == 2
    data = old_file(record)
    # The old texts: a colour's route indices, which name other squares in this numbering.
    renamed = [m["move"] != n.text for m, n in zip(data["moves"], record.main_line(), strict=True)]
    assert sum(renamed) > len(renamed) // 4
    opened = Record.from_dict(data, get_game)
    assert opened.start == record.start
    assert [n.move for n in opened.main_line()] == [n.move for n in record.main_line()]
    assert [n.position for n in opened.main_line()] == [n.position for n in record.main_line()]
    variation = [n for n in opened.nodes() if not n.is_main_line()]
    assert [n.move for n in variation] == [n.move for n in record.nodes() if not n.is_main_line()]
    # The review's moves are found again, and the better move is named as the board names it.
    assert opened.review is not None
    rated = opened.review.moves[-1]
    decision = opened.main_line()[len(opened.review.moves) - 1]
    assert rated.move == decision.text and rated.better
    parent = decision.parent
    assert parent is not None and parent.position.parse_move(rated.better) in parent.position.legal_moves()
    # Saved again, it is in this numbering, and reads back the same.
    again = json.loads(opened.to_json())
    assert again["notation"] == 2 and again["start"] == record.start.to_text()
    assert [m["move"] for m in again["moves"]] == [n.text for n in record.main_line()]


def test_notation_1_may_be_written_out() -> None:
    data = old_file(a_game_with_a_variation_and_a_review())
    data["notation"] = 1
    assert Record.from_dict(data, get_game).to_dict()["notation"] == 2


@pytest.mark.parametrize(
    ("notation", "words"),
    [(3, "written in Pagade notation 3 by a newer pardsgui"), ("2", "expected a whole number"), (0, "whole")],
)
def test_a_notation_this_version_does_not_read_is_refused(notation: object, words: str) -> None:
    data = Record(GAME).to_dict()
    data["notation"] = notation
    with pytest.raises(RecordError, match=words):
        Record.from_dict(data, get_game)


def test_games_with_one_notation_write_none() -> None:
    for game_id in ("nardshir", "kerd"):
        data = Record(get_game(game_id)).to_dict()
        assert "notation" not in data
        data["notation"] = 2
        with pytest.raises(RecordError, match="newer pardsgui"):
            Record.from_dict(data, get_game)
