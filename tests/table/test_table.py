"""The table without any widget: what a click does, who may look, whose turn the computer plays."""

from __future__ import annotations

import subprocess
import sys

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.games.pards.match import PardsSet
from pardsgui.table.clicks import MoveMap, Play, Refuse, Select, react, react_to_drop
from pardsgui.table.table import Table


def nardshir(*moves: str) -> Table:
    table = Table(Record(get_game("nardshir")), seed=1)
    for text in moves:
        table.record.play_text(text)
    return table


def test_the_table_needs_no_qt() -> None:
    code = "import sys, pardsgui.table.table; print(any('PySide6' in m for m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_a_click_selects_plays_or_is_refused_with_a_reason() -> None:
    table = nardshir("roll 3,5")
    moves = table.moves()
    assert react(moves, None, "hand-w") == Select("hand-w")
    (move,) = moves.by_source["hand-w"]["p2"]
    assert react(moves, "hand-w", "p2") == Play((move,))
    assert react(moves, "hand-w", "hand-w") == Select(None)
    assert react(moves, None, "p12") == Refuse(None, "p12")
    assert react_to_drop(moves, "hand-w", "p12") == Refuse("hand-w", "p12")
    assert table.why_not(None, "p12")  # the game's own words
    assert table.why_not("hand-w", "p12")


def test_the_computer_plays_its_seat_only_at_the_end_of_a_line() -> None:
    table = nardshir("roll 3,5", "3:h-2", "5:h-4")
    table.set_computer(1, "easy")
    assert table.computer_seat() == 1 and table.computer_to_move() == 1
    assert table.moves() == MoveMap()  # the person cannot move for the computer
    assert table.why_not(None, "p2") == "It is the computer's turn (Black): wait for its move"
    table.record.play_text("roll 1,2")
    table.record.go_to(table.record.current.parent)  # stepped back: a study, not a turn to play
    assert table.computer_seat() == 1 and table.computer_to_move() is None
    table.set_computer(1, "")
    assert table.computer_seat() is None and table.chance_choices()  # the person rolls for Black


def test_the_last_move_stays_marked_past_a_roll() -> None:
    table = nardshir("roll 3,5", "3:h-2", "5:h-4")
    assert table.last_cells() == ("hand-w", "p4")
    table.record.play_text("roll 1,2")
    assert table.last_cells() == ("hand-w", "p4")  # Black rolls: White's move is still marked


def test_a_turn_reads_as_one_in_the_move_list() -> None:
    table = nardshir("roll 3,5", "3:h-2", "5:h-4", "roll 1,2")
    line = table.record.main_line()
    assert [table.starts_turn(node) for node in line] == [True, False, False, True]


def test_a_secret_choice_is_covered_only_between_people() -> None:
    table = Table(Record(get_game("kerd")), seed=1)
    assert table.secret_seat() == 0 and table.covered() and table.viewer() is None
    table.lift_cover(0)
    assert not table.covered() and table.viewer() == 0
    table.record.play_text(table.record.position.move_text(next(iter(table.moves().direct.values()))[0]))
    assert table.covered() and table.viewer() is None  # Black's turn to choose: covered again
    table.set_computer(0, "easy")
    assert table.secret_seat() is None and not table.covered()  # nobody else looks against the computer


def test_in_a_set_the_computer_keeps_playing_for_the_same_player() -> None:
    from tests.games.pards.test_match import QUICK, QUICK_WIN

    game_set = PardsSet(("Ann", "Computer"), QUICK)
    game_set.games[0].computer = {1: "easy"}
    table = Table(game_set.games[0], seed=1)
    table.game_set = game_set
    for text in QUICK_WIN:
        table.record.play_text(text)
    second = game_set.start_next()
    table.use_set_game(second)
    assert table.computer == {0: "easy"}  # the computer's player has White in game 2
    table.use_set_game(game_set.games[0])
    assert table.computer == {1: "easy"}


def test_when_one_piece_alone_may_move_a_click_where_it_may_go_moves_it() -> None:
    from pardsgui.table.clicks import MoveMap, Play, Refuse, react

    game = get_game("pards")
    sacked = game.parse("7ss/7V1/9/9/1e7/9/1CS6 w grids=a1:2,a7:5,e1:6,e7:1")
    for text in ("a2xc2",):
        sacked = sacked.play(sacked.parse_move(text))
    view = game.board_view()
    moves = MoveMap.of(sacked, view)
    assert list(moves.by_source) == ["f8"]  # the Vicar alone moves after the sack
    assert react(moves, None, "f7") == Play((sacked.parse_move("f8-f7"),))
    assert isinstance(react(moves, None, "a1"), Refuse)  # not where the Vicar may go
    start = game.parse("7ss/7V1/9/9/1e7/9/1CS6 w grids=a1:2,a7:5,e1:6,e7:1")
    several = MoveMap.of(start, view)
    assert len(several.by_source) > 1
    targets = [t for cells in several.by_source.values() for t in cells if t not in several.by_source]
    assert isinstance(react(several, None, targets[0]), Refuse)  # several pieces: pick one first
