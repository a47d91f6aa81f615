"""Sets of two games: colours swap, grids go back to game 1's opening values, ½ per draw."""

from __future__ import annotations

import json

import pytest

from pardsgui.core.contract import IllegalMove
from pardsgui.games.pards.match import PardsSet, SetError
from tests.games.pards.util import GAME, board

# White can sack at once (c5xe5 over d5) and then walk the Vicar from f5 to g5 on
# Black's pair's one-step pattern: a game of four moves after the two rolls.
QUICK = GAME.parse(f"{board(c5='C', c6='S', e5='e', g1='s', g2='s', f5='V')} w")
QUICK_WIN = ["roll w 2,5", "roll b 1,6", "c5xe5", "f5-g5"]


def test_game_two_swaps_colours_and_starts_from_game_one_s_opening_grids() -> None:
    match = PardsSet(("Ann", "Bob"), QUICK)
    assert match.first.players == ["Ann", "Bob"] and match.first.headers["round"] == "1"
    assert match.opening_grids() is None
    with pytest.raises(SetError, match="not rolled yet"):
        match.second_start()
    for move in QUICK_WIN:
        match.first.play_text(move)
    assert match.scores() == (1.0, 0.0)
    second = match.start_second()
    assert second.players == ["Bob", "Ann"] and second.headers["round"] == "2"
    assert (
        second.start.to_text()
        == f"{board(c5='C', c6='S', e5='e', g1='s', g2='s', f5='V')} w grids=a1:2,a7:5,e1:6,e7:1"
    )
    assert not second.start.is_chance  # no roll in game 2
    assert match.start_second() is second
    assert not match.finished
    for move in QUICK_WIN[2:]:
        second.play_text(move)  # Bob, now White, wins too
    assert match.finished
    assert match.scores() == (1.0, 1.0)


def test_game_two_cannot_start_before_game_one_ends() -> None:
    match = PardsSet(("Ann", "Bob"), QUICK)
    match.first.play_text("roll w 2,5")
    match.first.play_text("roll b 1,6")
    with pytest.raises(SetError, match="when game 1 is over"):
        match.start_second()


def test_die_changes_in_game_one_are_undone_for_game_two() -> None:
    # c4xe4, then the Vicar d7-e7 from the river into Black's land: White raises a1.
    start = GAME.parse(f"{board(c4='C', c3='S', e4='e', g1='s', g2='s', d7='V')} w")
    match = PardsSet(("Ann", "Bob"), start)
    for move in ["roll w 2,5", "roll b 1,6", "c4xe4", "d7-e7", "a1+"]:
        match.first.play_text(move)
    assert match.first.position.to_text().split()[2] == "grids=a1:3,a7:5,e1:6,e7:1"
    assert match.second_start().to_text() == (
        f"{board(c4='C', c3='S', e4='e', g1='s', g2='s', d7='V')} w grids=a1:2,a7:5,e1:6,e7:1"
    )


def test_draws_score_a_half_each() -> None:
    stuck = GAME.parse(f"{board(d2='S', f5='s', d9='V')} w grids=a1:3,e7:4")  # no piece in a grid
    match = PardsSet(("Ann", "Bob"), stuck)
    match.first.play_text("pass")
    match.first.play_text("pass")
    assert match.scores() == (0.5, 0.5)
    second = match.start_second()
    assert second.start == stuck
    with pytest.raises(IllegalMove):
        second.play_text("roll w 1,2")
    second.play_text("pass")
    second.play_text("pass")
    assert match.scores() == (1.0, 1.0)


def test_a_set_saves_and_loads_as_json() -> None:
    match = PardsSet(("Ann", "Bob"), QUICK)
    for move in QUICK_WIN:
        match.first.play_text(move)
    match.start_second().play_text("c5xe5")
    loaded = PardsSet.from_json(match.to_json())
    assert loaded.players == ("Ann", "Bob")
    assert [r.to_dict()["moves"] for r in loaded.games] == [r.to_dict()["moves"] for r in match.games]
    assert loaded.scores() == (1.0, 0.0)
    assert loaded.second is not None and loaded.second.position == match.games[1].position


def _saved() -> dict[str, object]:
    match = PardsSet(("Ann", "Bob"), QUICK)
    for move in QUICK_WIN:
        match.first.play_text(move)
    match.start_second()
    return match.to_dict()


def test_a_bad_set_file_is_refused_with_the_reason() -> None:
    with pytest.raises(SetError, match="not a Pards set"):
        PardsSet.from_json('{"format": "pardsgui-record"}')
    with pytest.raises(SetError, match="not a pardsgui set"):
        PardsSet.from_json("{")
    data = _saved()
    data["players"] = ["Ann"]
    with pytest.raises(SetError, match="players"):
        PardsSet.from_dict(data)
    data = _saved()
    games = data["games"]
    assert isinstance(games, list)
    games[1]["players"] = ["Ann", "Bob"]
    with pytest.raises(SetError, match="must swap colours"):
        PardsSet.from_dict(data)
    data = _saved()
    games = data["games"]
    assert isinstance(games, list)
    games[1]["start"] = GAME.parse(games[1]["start"]).to_text().replace("a1:2", "a1:3")
    with pytest.raises(SetError, match="grids as game 1 began"):
        PardsSet.from_dict(data)
    data = _saved()
    games = data["games"]
    assert isinstance(games, list)
    games[0]["moves"] = games[0]["moves"][:3]
    with pytest.raises(SetError, match="game 1 is not over"):
        PardsSet.from_dict(data)
    data = _saved()
    games = data["games"]
    assert isinstance(games, list)
    games[0]["moves"][2]["move"] = "c5xe6"
    with pytest.raises(SetError, match="game 1: move 3"):
        PardsSet.from_dict(json.loads(json.dumps(data)))
