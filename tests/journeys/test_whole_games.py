"""Whole games by clicks, two people at the screen, until the game-over box says who won.

The default run plays each game's last stretch: the app is started on a position
from late in a random game (`pardsgui --game G --position TEXT`, as a person studying
an ending would) and played to its end by clicks, rolls and buttons. Under `long`,
every game is played from its start.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QMessageBox

from pardsgui.core.contract import Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game
from pardsgui.table.typed import typeable
from tests.journeys.conftest import Start
from tests.journeys.person import Person

# Every game of the registry, with the options a person would pick for a quick game where
# the default is long, and the options that change the game most played as well.
QUICK = {"parry": {"board": "equiversi-2-4"}, "pagade": {"seats": "2"}}
MORE = [("pagade", {"seats": "4"})]
GAMES = [(game_id, QUICK.get(game_id, {})) for game_id in available_ids()] + MORE
LATE = 40  # plies before the end of a random game where the default run starts
MOST_PLIES = 3000
PLAN_PLIES = 150  # a planned ending is found among random games from its start that end within these
# and after these: a test of the end by clicks or typing makes at least ten of them, with some to spare
PLAN_LEAST = 12


def random_game(game_id: str, options: dict[str, str], seed: int) -> list[Position]:
    """The positions of a random game to its end, by the engine alone."""
    rng = random.Random(seed)
    record = Record(get_game(game_id), options=options)  # the record knows draws by repetition
    positions = [record.position]
    while record.outcome() is None and len(positions) < MOST_PLIES:
        moves = record.position.legal_moves()
        record.play(moves[rng.randrange(len(moves))])
        positions.append(record.position)
    assert record.outcome() is not None
    return positions


def last_decision_before(positions: list[Position], plies: int) -> Position:
    """A position about `plies` before the end where a player decides (not a roll, not a secret)."""
    for position in reversed(positions[: max(1, len(positions) - plies)]):
        if not position.is_chance and position.redacted(None) == position.to_text():
            return position
    return positions[0]


Plan = dict[tuple[int, str], Move]


def planned(plan: Plan, record: Record) -> Move | None:
    """The plan's move where the record is shown (its start the plan's start)."""
    return plan.get((record.current.ply, record.position.to_text()))


def plan_to_the_end(start: Position, seed: int, within: int = PLAN_PLIES, least: int = PLAN_LEAST) -> Plan:
    """The moves (rolls included) of a random game from `start` that ends after `least` plies and
    within `within`, by the ply and the position each is made in (`planned`): what a player means
    to play, known beforehand. By the ply too: a position may come again (a pass in a race game).

    Random moves from a late position could go on for hundreds of moves (869 in a Kerd game: a
    minute of the default run); a game known to end soon tests the same clicks and keys. Started
    from the position, as the window is, so a draw by repetition is counted the same. No secret
    move (Kerd's reveal): a person makes it behind a cover, not by a typed or clicked move here.
    """
    game = get_game(start.game_id)
    view = game.board_view()
    for attempt in range(seed, seed + 200):
        rng = random.Random(attempt)
        record = Record(game, start=start)
        plan: Plan = {}
        while record.outcome() is None and len(plan) < within:
            position = record.position
            moves = typeable(position, view)
            if not moves:
                break
            plan[(len(plan), position.to_text())] = move = moves[rng.randrange(len(moves))]
            record.play(move)
        if record.outcome() is not None and len(plan) >= least:
            return plan
    raise AssertionError(
        f"no random game from {start.to_text()} ended within {least} to {within} plies in 200 tries"
    )


def play_to_the_end(
    person: Person, seed: int, look: Callable[[], None] = lambda: None, plan: Plan | None = None
) -> str:
    """Random legal moves by clicks until the game-over box appears; its words. `look` is called
    before every move and at the end, to check what the window shows then. A position in `plan`
    gets the plan's move."""
    rng = random.Random(seed)
    plan = plan or {}
    controller = person.window.controller
    words: list[str] = []

    def read_and_close(widget: object) -> None:
        assert isinstance(widget, QMessageBox) and widget.objectName() == "game-over"
        words.append(widget.text())
        widget.reject()

    for _ in range(MOST_PLIES):
        look()
        if controller.outcome() is not None:
            break
        if person.window.cover.isVisible():  # Kerd's secret choice: the seat to choose looks
            person.press(person.window.cover.button.text())
            continue
        position = controller.position
        chosen = planned(plan, controller.record)
        if position.is_chance:  # dice set by hand from the seeded generator: the same game every run
            roll = pick_outcome(position.chance_outcomes(), rng) if chosen is None else chosen
            person.set_dice(controller.view.move_label(position, roll))
            continue
        moves = position.legal_moves()
        person.play(moves[rng.randrange(len(moves))] if chosen is None else chosen, drag=rng.random() < 0.3)
    assert controller.outcome() is not None, "the game did not end"
    box = person.window.findChild(QMessageBox, "game-over")
    assert box is not None and box.isVisible()
    words.append(box.text())
    box.close()
    return words[0]


@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_the_end_of_a_game_by_clicks(start: Start, game_id: str, options: dict[str, str]) -> None:
    late = last_decision_before(random_game(game_id, options, seed=3), LATE)
    person = start("--game", game_id, "--position", late.to_text())
    assert person.window.controller.position == late
    plan = plan_to_the_end(late, seed=5)
    words = play_to_the_end(person, seed=5, plan=plan)
    played = person.window.controller.record.current.ply
    print(f"{game_id}: {played} moves by clicks")
    assert played == len(plan) >= 10  # the planned game, move for move
    names = person.window.controller.view.seat_names(person.window.controller.position)
    assert any(name in words for name in names) or "Draw" in words or "draw" in words
    assert person.banner()  # the banner says how it ended too


@pytest.mark.long
@pytest.mark.parametrize(("game_id", "options"), GAMES)
def test_a_whole_game_from_the_start_by_clicks(start: Start, game_id: str, options: dict[str, str]) -> None:
    person = start("--game", game_id)
    if options:
        from tests.journeys.test_new_game import fill_new_game, name_of

        labels = {
            spec.key: dict(spec.choices)[options[spec.key]]
            for spec in get_game(game_id).options()
            if spec.key in options
        }
        person.menu("Game", "New game…", then=[fill_new_game(person, name_of(game_id), labels)])
    play_to_the_end(person, seed=7)


def play_against_the_computer(person: Person, seed: int) -> str:
    """Seat 0 by clicks (random legal moves), the computer the others, to the game-over box."""
    rng = random.Random(seed)
    controller = person.window.controller
    words: list[str] = []

    def read_and_close(widget: object) -> None:
        assert isinstance(widget, QMessageBox) and widget.objectName() == "game-over"
        words.append(widget.text())
        widget.reject()

    with person.answering(read_and_close):
        for _ in range(MOST_PLIES):
            person.wait(lambda: controller.outcome() is not None or controller.computer_seat() is None, 30)
            if controller.outcome() is not None:
                break
            if person.window.cover.isVisible():
                person.press(person.window.cover.button.text())
                continue
            position = controller.position
            if position.is_chance:
                person.roll()
                continue
            moves = position.legal_moves()
            person.play(moves[rng.randrange(len(moves))])
    assert controller.outcome() is not None and words
    return words[0]


COMPUTER_GAMES = [("Parry", {"board": "Equiversi 2-4 (18)"})]


@pytest.mark.parametrize(("game", "options"), COMPUTER_GAMES)
def test_a_whole_game_against_the_computer(start: Start, game: str, options: dict[str, str]) -> None:
    from tests.journeys.test_new_game import fill_new_game

    person = start("--game", "kerd")
    kinds = {1: "Computer: random moves"}
    person.menu("Game", "New game…", then=[fill_new_game(person, game, options, kinds)])
    words = play_against_the_computer(person, seed=11)
    assert words and person.window.controller.record.main_line()


@pytest.mark.long
@pytest.mark.parametrize("game", ["Pards", "Pagade", "Kerd", "Nardshir"])
def test_a_whole_long_game_against_the_computer(start: Start, game: str) -> None:
    from tests.journeys.test_new_game import fill_new_game

    person = start("--game", "parry")
    person.menu("Game", "New game…", then=[fill_new_game(person, game, kinds={1: "Computer: random moves"})])
    play_against_the_computer(person, seed=12)
