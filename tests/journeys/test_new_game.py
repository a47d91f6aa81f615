"""Game ▸ New game, as a person uses it: every game, every option value, every kind of player."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox, QLineEdit, QWidget

from pardsgui.games import games, get_game
from pardsgui.storage.sets import set_label
from pardsgui.ui.dialogs.new_game import PLAYER_CHOICES
from tests.journeys.conftest import Start
from tests.journeys.person import Handler, Person, child, click_button, pick, type_into
from tests.still import until_still

OPTION_VALUES = [
    (info.id, spec.key, value, label)
    for info in games()
    for spec in get_game(info.id).options()
    for value, label in spec.choices
]
GAMES_WITHOUT_OPTIONS = [info.id for info in games() if not get_game(info.id).options()]


def fill_new_game(
    person: Person,
    game: str,
    options: dict[str, str] | None = None,
    kinds: dict[int, str] | None = None,
    names: dict[int, str] | None = None,
    play: str | None = None,
    button: str = "Start the game",
    seen: list[list[str]] | None = None,
) -> Handler:
    """Fill in the New game dialog: the game's name, option labels, kind labels and names per seat."""

    def handle(dialog: QWidget) -> None:
        pick(child(dialog, QComboBox, "game"), game)  # type: ignore[arg-type]
        for key, label in (options or {}).items():
            pick(child(dialog, QComboBox, f"option-{key}"), label)  # type: ignore[arg-type]
        if play is not None:
            pick(child(dialog, QComboBox, "play-set"), play)  # type: ignore[arg-type]
        for seat, label in (kinds or {}).items():
            pick(child(dialog, QComboBox, f"player-{seat}"), label)  # type: ignore[arg-type]
        for seat, name in (names or {}).items():
            type_into(person.qtbot, child(dialog, QLineEdit, f"name-{seat}"), name)  # type: ignore[arg-type]
        if seen is not None:
            seen.append(seat_rows(dialog))
        click_button(dialog, button)

    return handle


def seat_rows(dialog: QWidget) -> list[str]:
    """The seats the dialog offers, as 'kind|name' per seat, in order."""
    rows = []
    seat = 0
    while (box := dialog.findChild(QComboBox, f"player-{seat}")) is not None:
        edit = dialog.findChild(QLineEdit, f"name-{seat}")
        assert isinstance(edit, QLineEdit)
        rows.append(f"{box.currentText()}|{edit.text()}")
        seat += 1
    return rows


def name_of(game_id: str) -> str:
    return next(info.name for info in games() if info.id == game_id)


@pytest.mark.parametrize(("game_id", "key", "value", "label"), OPTION_VALUES)
def test_every_option_value_starts_exactly_that_game(
    start: Start, game_id: str, key: str, value: str, label: str
) -> None:
    person = start("--game", "kerd" if game_id == "nardshir" else "nardshir")
    # Seat 0 alternates between a person and the computer over the option values.
    computer = OPTION_VALUES.index((game_id, key, value, label)) % 2 == 1
    kinds = {0: "Computer: random moves"} if computer else {}
    person.menu("Game", "New game…", then=[fill_new_game(person, name_of(game_id), {key: label}, kinds)])
    record = person.window.controller.record
    assert record.game.id == game_id and record.options[key] == value
    assert person.window.scene.game_id == game_id
    assert name_of(game_id) in person.window.windowTitle()
    assert person.window.controller.computer == ({0: "random"} if computer else {})
    assert record.players[0] == ("Computer (random)" if computer else "")


@pytest.mark.parametrize("game_id", GAMES_WITHOUT_OPTIONS)
def test_a_game_without_options_starts_too(start: Start, game_id: str) -> None:
    person = start("--game", "nardshir")
    person.menu("Game", "New game…", then=[fill_new_game(person, name_of(game_id), names={1: "Ann"})])
    record = person.window.controller.record
    assert record.game.id == game_id and record.players[1] == "Ann"
    assert person.window.scene.game_id == game_id


@pytest.mark.parametrize(("level", "words"), PLAYER_CHOICES)
def test_every_kind_of_player(start: Start, level: str, words: str) -> None:
    person = start("--game", "kerd")
    person.menu("Game", "New game…", then=[fill_new_game(person, "Nardshir", kinds={1: words})])
    controller = person.window.controller
    assert controller.computer == ({1: level} if level else {})
    assert controller.record.players == ["", f"Computer ({level})" if level else ""]
    # White rolls and moves; then Black's turn is the computer's, or the person's.
    person.roll()
    while controller.position.current == 0:
        person.play(controller.position.legal_moves()[0])
    if level:
        assert person.who() == f"Black is played by the computer ({level})"
        if level in ("random", "easy"):  # the others think for seconds: seeing them start is enough
            person.wait(lambda: controller.record.current.ply > 4 or controller.position.current == 0, 30)
    else:
        assert "computer" not in person.who()
        assert person.window.dice.roll_button.isEnabled()


def test_changing_the_game_keeps_what_was_typed_and_cancel_changes_nothing(start: Start) -> None:
    person = start("--game", "nardshir")
    before = person.window.controller.record
    seen: list[list[str]] = []

    def change_everything_then_cancel(dialog: QWidget) -> None:
        type_into(person.qtbot, child(dialog, QLineEdit, "name-0"), "Ann")  # type: ignore[arg-type]
        pick(child(dialog, QComboBox, "player-1"), "Computer: easy (½ s)")  # type: ignore[arg-type]
        for game in ("Parry", "Pagade", "Kerd", "Pards", "Parry"):
            pick(child(dialog, QComboBox, "game"), game)  # type: ignore[arg-type]
            seen.append(seat_rows(dialog))
        pick(child(dialog, QComboBox, "option-seats"), "4 players")  # type: ignore[arg-type]
        seen.append(seat_rows(dialog))
        pick(child(dialog, QComboBox, "option-seats"), "2 players")  # type: ignore[arg-type]
        seen.append(seat_rows(dialog))
        click_button(dialog, "Cancel")

    person.menu("Game", "New game…", then=[change_everything_then_cancel])
    kept = ["A person|Ann", "Computer: easy (½ s)|"]
    assert seen[0] == kept  # Parry, two players
    assert seen[1][:2] == kept  # Pagade
    assert seen[-2] == [*kept, "A person|", "A person|"]  # Parry with four players
    assert seen[-1] == kept
    assert person.window.controller.record is before  # Cancel: the game on the board stays


def test_the_dialog_offers_the_last_players_again(start: Start) -> None:
    person = start("--game", "nardshir")
    person.menu(
        "Game",
        "New game…",
        then=[fill_new_game(person, "Kerd", kinds={1: "Computer: random moves"}, names={0: "Ann"})],
    )
    seen: list[list[str]] = []
    person.menu("Game", "New game…", then=[fill_new_game(person, "Pards", seen=seen, button="Cancel")])
    assert seen == [["A person|Ann", "Computer: random moves|"]]


@pytest.mark.parametrize("play", ["A single game", set_label("pards")])
def test_pards_alone_or_as_a_set(start: Start, play: str) -> None:
    person = start("--game", "nardshir")
    person.menu(
        "Game", "New game…", then=[fill_new_game(person, "Pards", play=play, names={0: "Ann", 1: "Bob"})]
    )
    game_set = person.window.files.game_set
    assert person.window.controller.record.game.id == "pards"
    assert (game_set is not None) == (play != "A single game")
    if game_set is not None:
        assert game_set.players == ("Ann", "Bob") and "Set: game 1 of 2" in person.window.status_label.text()


def test_the_dialog_is_as_tall_as_the_game_shown_needs_after_a_switch(start: Start) -> None:
    person = start("--game", "nardshir")
    gaps: list[tuple[str, int]] = []

    def switch_games(dialog: QWidget) -> None:
        pick(child(dialog, QComboBox, "game"), "Parry")  # type: ignore[arg-type]
        pick(child(dialog, QComboBox, "option-seats"), "6 players")  # type: ignore[arg-type]
        until_still(dialog)
        for game in ("Kerd", "Pards", "Parry"):
            pick(child(dialog, QComboBox, "game"), game)  # type: ignore[arg-type]
            until_still(dialog)
            gaps.append((game, dialog.height() - dialog.sizeHint().height()))
        click_button(dialog, "Cancel")

    person.menu("Game", "New game…", then=[switch_games])
    assert [game for game, gap in gaps if abs(gap) > 2] == [], gaps
