"""Whole games of every game played by the keyboard, each state change heard through AT-SPI.

The player presses keys as a blind player with Orca does and checks every change by
what AT-SPI says: Shift+arrows bring the focus to each cell with its words, Space on a
piece makes the focused cell say "selected; it may go to …" (naming the cell meant), and
every move or roll played makes the focused object's description say it ("Last move:
<the move in words>"); the last one says the verdict, and the game-over box that takes
the focus says it too. A move no press on the board makes (an action on a piece, a
roll set by hand, a move whose button asks first) is typed in the move box (Ctrl+L) and
Enter, its news heard on the box; Shift+Tab takes the keyboard back to the board.
Kerd's secret choices come behind a cover, lifted with Space.

Which move to make is the player's plan, known beforehand (a seeded game, as a person
replays a game from a book); how to make it, and whether it was made, goes only through
the keyboard and AT-SPI. The default run plays each game's last stretch, from a position
a few decisions before its end (`--game G --position TEXT`), the dice of that stretch
set by typing them; `pytest -m long` plays one game of each from the very start to its
end (Pagade's and Nardshir's races from 60 decisions before the end), rolling with R and
reading the dice thrown from what is heard.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pytest

from pardsgui.ai import choose_move
from pardsgui.core.contract import Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.table import typed
from pardsgui.table.cells import cell_name
from tests.a11y.conftest import Open
from tests.a11y.stack import Desk, walk
from tests.a11y.test_board import Cursor, board_of, focus_events, lift_the_cover, view_of

NEWS = "object:property-change:accessible-description"
BOX = "Type a move"
#: Decisions (moves and rolls) of each game's last stretch in the default run: all five take ~70 s.
STRETCH = {"pards": 8, "parry": 8, "pagade": 10, "kerd": 11, "nardshir": 10}
#: The seeded games whose last stretch has the most moves on the board (not passes, typed).
SEED = {"pards": 4, "parry": 4, "pagade": 6, "kerd": 2, "nardshir": 9}
MOST_DECISIONS = 3000

#: Kerd's random games end by repetition only, hundreds of moves on: its last stretch is a
#: Queen and a Tower against a lone King and a Pawn, White mating as the computer's easy
#: level plays it, Black's moves the seeded ones (one of them an execution, asked first).
KERD_ENDING = "12/5k6/12/12/12/12/12/12/12/7p4/QT5P4/5K6 w castling=-"


def news_in(events: list[dict[str, Any]]) -> list[str]:
    """What the focused object was told: a cell's or the move box's new description, or the
    description of a cell the focus came back to (after a question, the news is already there)."""
    said = []
    for event in events:
        source = event["source"]
        if event["type"] == NEWS and (source["role"] == "list item" or source["name"] == BOX):
            said.append(str(event.get("data")))
        elif event in focus_events(events) and source["description"].startswith("Last move:"):
            said.append(source["description"])
    return said


def on_an_item(event: dict[str, Any]) -> bool:
    """The focus came to an item of a menu."""
    return event in focus_events([event]) and event["source"]["role"] == "menu item"


def a_name_to_type(position: Position, view: Any, move: Move) -> str:
    """A name of `move` no other move goes by, as a keyboard types it (test_typed_moves does the same)."""
    moves = typed.typeable(position, view)
    others = {
        name.casefold()
        for other in moves
        if other != move
        for name in typed.names(position, view, other, None)
    }
    for name in typed.names(position, view, move, None):
        text = name.replace("→", "-").replace("—", "-").replace("–", "-")
        if name.casefold() not in others and text.isascii():
            return text
    raise AssertionError(f"no name to type for {position.move_text(move)} in {position.to_text()}")


class Player:
    """A blind player at the keyboard, making the moves of a plan and hearing each one."""

    def __init__(self, app: Desk, game_id: str, position: Position) -> None:
        self.app, self.game_id = app, game_id
        self.view = view_of(game_id)
        self.record = Record(get_game(game_id), start=position)  # repetition is the record's to know
        self.heard: list[str] = []
        self.taken: list[dict[str, Any]] = []  # the events of the last decision
        self.decisions = 0
        self.cursor = self._cursor()
        self.at_board = False

    def _cursor(self) -> Cursor:
        geometry = self.view.geometry(self.record.position)
        names = {cell.id: cell_name(cell) for cell in geometry.cells}
        return Cursor(self.app, {cell.id: cell.center for cell in geometry.cells}, names)

    def _cells(self, position: Position) -> list[str]:
        return [cell.id for cell in self.view.geometry(position).cells]

    @property
    def position(self) -> Position:
        return self.record.position

    def over(self) -> bool:
        return self.record.outcome() is not None

    # -- one decision ----------------------------------------------------------------------------

    def roll(self) -> Move:
        """R throws the dice; which throw it was is read from the words heard."""
        outcome, news = self._throw()
        self._played(outcome, news)
        return outcome

    def roll_and_take_back(self) -> None:
        """R, then Ctrl+Z: the throw heard, then its taking back (the plan's own dice come next)."""
        self._throw()
        news = self._wait_news("the throw taken back, said on the focused cell", keys=["ctrl+z"])
        assert any(words.startswith("Took back: ") for words in news), news

    def _throw(self) -> tuple[Move, list[str]]:
        position = self.position
        self._to_the_board()  # R in the move box is a letter typed
        news = self._wait_news("the roll said on the focused object", keys=["r"])
        said = next(words for words in news if words.startswith("Last move:"))
        thrown = [
            outcome
            for outcome, _chance in position.chance_outcomes()
            if (said + " ").startswith(f"Last move: {self.view.describe(position, outcome, None)} ")
        ]
        assert thrown, f"no throw of the dice reads {said!r}"
        return max(thrown, key=lambda o: len(self.view.describe(position, o, None))), news

    def play(self, move: Move) -> None:
        """Make `move` by keys; the focused object must say it was played, in the move's words."""
        position, view = self.position, self.view
        assert move in position.legal_moves(), position.move_text(move)
        source, target = (None, None) if position.is_chance else view.move_cells(position, move)
        cells = [cell for cell in (source, target) if cell is not None]
        by_board = bool(cells) and source != target and move not in view.secret_moves(position)
        asked = bool(view.confirm(position, move))
        if by_board and not asked:
            news = self._on_the_board(move, cells)
        else:
            assert move not in view.secret_moves(position), "a secret move: the plans avoid them"
            news = self._typed(move, asked)
        self._played(move, news)

    def _on_the_board(self, move: Move, cells: list[str]) -> list[str]:
        position, view = self.position, self.view
        self._to_the_board()
        names = self.cursor.names
        if len(cells) == 2:
            reached = self.cursor.go(cells[0]) or self.cell(cells[0])
            assert "can move" in reached["name"], reached  # the words a player looks for
            news = self._wait_news("the selection said on the focused cell", keys=["space"])
            selection = next((words for words in news if "selected; it may go to" in words), "")
            assert selection.startswith(f"{names[cells[0]]}: "), news
            assert names[cells[1]] in selection.split("it may go to")[1], (selection, names[cells[1]])
        reached = self.cursor.go(cells[-1]) or self.cell(cells[-1])
        if len(cells) == 1:
            assert "a click here plays" in reached["name"], reached
        several = sum(
            view.move_cells(position, other) == view.move_cells(position, move)
            for other in position.legal_moves()
        )
        if several == 1:
            return self._wait_news("the move played said on the focused cell", keys=["space"])
        # One press stands for several moves (which die, which piece): a menu of them, walked
        # with Down until the focus is on the move meant, then Enter.
        label = view.move_label(position, move)
        self.app.keys("space")
        # The menu opens with its first item focused when the pointer happens to lie on it, else
        # with none (Down then goes to the first).
        events = self.app.wait_for(
            lambda events: any(e["type"] == "window:activate" or on_an_item(e) for e in events),
            what="the menu of the moves the press stands for",
        )
        events += self.app.settle(quiet=0.3)
        for _ in range(several + 1):
            items = [e["source"]["name"].replace("&", "") for e in events if on_an_item(e)]
            if items and items[-1] == label:
                break
            self.app.keys("Down")
            events = self.app.wait_for(
                lambda events: any(on_an_item(e) for e in events), what="the next move of the menu"
            )
        else:
            raise AssertionError(f"no item {label!r} in the menu of moves")
        return self._wait_news("the move chosen in the menu said on the focused cell", keys=["Return"])

    def _typed(self, move: Move, asked: bool) -> list[str]:
        """Ctrl+L, the move's name, Enter (and Y where the app asks first): heard on the box."""
        if self.at_board:  # (in the box already, Ctrl+A takes what is there away with the typing)
            self.app.keys("ctrl+l")
            self.app.wait_for(
                lambda events: any(e["source"]["name"] == BOX for e in focus_events(events)),
                what="the move box focused",
            )
            self.at_board = False
        else:
            self.app.keys("ctrl+a")
        self.app.type(a_name_to_type(self.position, self.view, move))
        if not asked:
            return self._wait_news("the typed move said on the move box", keys=["Return"])
        self.app.keys("Return")
        self.app.wait_for(
            lambda events: any(e["source"]["role"] == "push button" for e in focus_events(events)),
            what="the question asked before the move",
        )
        news = self._wait_news("the move asked about said on the move box", keys=["y"])
        # The question closed: a window manager gives the window the keyboard back (Xvfb has none).
        self.app.focus_window()
        return news

    def cell(self, cell: str) -> dict[str, Any]:
        """The cell as the board's list has it now (the cursor was there already: no new focus)."""
        prefix = f"{self.cursor.names[cell]}: "
        (found,) = [c for c in board_of(self.app.tree())["children"] if c["name"].startswith(prefix)]
        return found

    def _to_the_board(self) -> None:
        """Shift+Tab from the move box: the board (first in the Tab chain) has the keyboard again."""
        if self.at_board:
            return
        if self.cursor.at is not None:
            self.app.keys("shift+Tab")
            self.app.wait_for(
                lambda events: any(
                    e["source"]["name"] == "Board" or e["source"]["role"] == "list item"
                    for e in focus_events(events)
                ),
                what="the focus back on the board after Shift+Tab",
            )
        self.at_board = True

    def _wait_news(self, what: str, keys: list[str]) -> list[str]:
        self.app.keys(*keys)
        self.taken = self.app.wait_for(lambda events: bool(news_in(events)), seconds=20, what=what)
        return news_in(self.taken)

    def _played(self, move: Move, news: list[str]) -> None:
        """The news must be this move, in its words to whoever looks; then the plan goes on from it."""
        position = self.position
        said = [
            f"Last move: {self.view.describe(position, move, viewer)}"
            for viewer in (None, *range(position.players))
        ]
        assert any(words.startswith(tuple(said)) for words in news), (news, said[0])
        self.heard += news
        self.decisions += 1
        self.record.play(move)
        # Kerd: a choice comes behind a cover, whose button has the keyboard until it is lifted.
        if (self.view.secret(self.position) or self.view.secret(position)) and lift_the_cover(self.app):
            self.at_board = self.cursor.at is not None
        if self._cells(self.position) != self._cells(position):
            at = self.cursor.at
            self.cursor = self._cursor()
            self.cursor.at = at if at in self.cursor.centres else None

    def hear_the_end(self) -> str:
        """The verdict, said on the focused object and by the game-over box that takes the focus."""
        position = self.position
        verdict = (
            self.view.result(position)
            if position.outcome is not None
            else "Draw by repetition: the same position came up again"
        )
        assert any(verdict in words for words in self.heard[-3:]), (verdict, self.heard[-3:])

        def in_the_box(events: list[dict[str, Any]]) -> bool:
            return any(e["source"]["role"] == "push button" for e in focus_events(self.taken + events))

        self.app.wait_for(in_the_box, what="the focus in the game-over box")
        box = [
            node
            for node in walk(self.app.tree())
            if node["role"] in ("alert", "dialog") and "showing" in node["states"]
        ]
        assert box and any(verdict in node["name"] for node in walk(box[0])), verdict
        return verdict


def the_start(app: Desk, player: Player) -> None:
    """The keyboard on the board: Kerd's cover lifted, the cursor brought to the first cell."""
    lift_the_cover(app)
    first = player.view.geometry(player.position).cells[0].id
    player.cursor.go(first)
    player.at_board = True
    app.settle()


# -- the default run: each game's last stretch ----------------------------------------------------


def seeded_game(game_id: str, seed: int, start: Position | None = None) -> tuple[list[Position], list[Move]]:
    """A game to its end, by the engine alone: random moves (Kerd: White mates as the easy level
    does), seeded dice; the positions and the moves between them."""
    game = get_game(game_id)
    view = game.board_view()
    rng = random.Random(seed)
    record = Record(game, start=start)
    positions, moves = [record.position], []
    while record.outcome() is None and len(moves) < MOST_DECISIONS:
        position = record.position
        legal = position.legal_moves()
        if position.is_chance:
            move = pick_outcome(position.chance_outcomes(), rng)
        elif game_id == "kerd" and position.current == 0 and not view.secret(position):
            move = choose_move(position, "easy", seed)
        else:
            move = legal[rng.randrange(len(legal))]
        record.play(move)
        positions.append(record.position)
        moves.append(move)
    assert record.position.outcome is not None, f"{game_id}: the seeded game ended by {record.outcome()}"
    return positions, moves


def last_stretch(game_id: str, decisions: int | None = None) -> tuple[Position, list[Move]]:
    """A position about `decisions` (STRETCH) before the end of a seeded game, open to all (no
    secret, no roll pending), and the moves from there to the end."""
    start = get_game("kerd").parse(KERD_ENDING) if game_id == "kerd" else None
    positions, moves = seeded_game(game_id, SEED[game_id], start=start)
    index = max(0, len(moves) - (decisions or STRETCH[game_id]))
    while index > 0 and (
        positions[index].is_chance or positions[index].redacted(None) != positions[index].to_text()
    ):
        index -= 1
    return positions[index], moves[index:]


def play_the_plan(player: Player, moves: list[Move]) -> None:
    """The plan's moves; its dice set by typing them, after R was tried once and taken back."""
    tried = False
    for move in moves:
        if player.position.is_chance and not tried:
            player.roll_and_take_back()
            tried = True
        player.play(move)


#: The default run hears three games' ends; the long run all five (Pagade's and Pards' were the slowest).
IN_THE_LONG_RUN = ("pagade", "pards")


@pytest.mark.parametrize(
    "game_id",
    [pytest.param(g, marks=pytest.mark.long) if g in IN_THE_LONG_RUN else g for g in STRETCH],
)
def test_the_end_of_every_game_by_the_keyboard(desk: Open, game_id: str) -> None:
    start, moves = last_stretch(game_id)
    app = desk("--game", game_id, "--position", start.to_text())
    player = Player(app, game_id, start)
    the_start(app, player)
    play_the_plan(player, moves)
    assert player.over() and player.decisions == len(moves) >= 5
    player.hear_the_end()


# -- the long run: one game of each from its start ------------------------------------------------


def ending_choice(game_id: str, position: Position, seed: int) -> Move:
    """A move that brings the end nearer: the computer's easy level, whose games end soonest
    (random moves wander for hundreds of turns); Kerd's Black moves at random, so White mates."""
    view = view_of(game_id)
    legal = typed.typeable(position, view)  # a secret move (Kerd's reveal) is not in the plan
    if len(legal) == 1:
        return legal[0]
    if game_id == "kerd" and (position.current == 1 or view.secret(position)):
        return legal[random.Random(f"{seed}:{position.to_text()}").randrange(len(legal))]
    chosen = choose_move(position, "easy", seed)
    return chosen if chosen in legal else legal[0]


def play_to_the_end(player: Player, choose: Callable[[Position], Move]) -> None:
    while not player.over() and player.decisions < MOST_DECISIONS:
        if player.position.is_chance:
            player.roll()
        else:
            move = choose(player.position)
            assert move not in player.view.secret_moves(player.position)
            player.play(move)


#: Pagade's and Nardshir's races last 800 to 900 decisions from the start (Nardshir's took 897,
#: in 18 minutes here): too long even for the long run, they start RACE decisions before the
#: end of a seeded game instead, and play on from there with R and the easy level's moves.
FROM_START = ("pards", "parry", "kerd")
RACE = 60


@pytest.mark.long
@pytest.mark.parametrize("game_id", list(STRETCH))
def test_a_long_game_by_the_keyboard(desk: Open, game_id: str) -> None:
    """A game from its start (the races: from RACE decisions before the end) to its end, the dice
    thrown with R and read from the words, the moves the easy level's."""
    start = get_game(game_id).initial() if game_id in FROM_START else last_stretch(game_id, RACE)[0]
    app = desk("--game", game_id, *(() if game_id in FROM_START else ("--position", start.to_text())))
    player = Player(app, game_id, start)
    the_start(app, player)
    began = time.monotonic()
    play_to_the_end(player, lambda position: ending_choice(game_id, position, seed=1))
    assert player.over(), f"{game_id}: no end in {player.decisions} decisions"
    verdict = player.hear_the_end()
    print(f"{game_id}: {player.decisions} decisions in {time.monotonic() - began:.0f} s; {verdict}")
