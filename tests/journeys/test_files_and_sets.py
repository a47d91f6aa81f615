"""Saving, quitting and opening again; the first start; a Pards set of two games; Kerd's covers."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QLineEdit, QMessageBox, QWidget

from pardsgui.core.dice import pick_outcome
from pardsgui.games import available_ids
from tests.journeys.conftest import Start, quit_app
from tests.journeys.person import Person, answering, click_button, press_in_box, type_into
from tests.journeys.test_new_game import fill_new_game


def file_named(path: Path, person: Person) -> object:
    """Answer a file dialog by typing the file's path and pressing its accept button."""

    def handle(widget: QWidget) -> None:
        assert isinstance(widget, QFileDialog), type(widget)
        # Into the folder first, then the name typed: a whole path typed key by key races the
        # dialog's completer, which may open a folder of the path half typed instead of accepting.
        widget.setDirectory(str(path.parent))
        edit = widget.findChild(QLineEdit, "fileNameEdit")
        assert isinstance(edit, QLineEdit)
        type_into(person.qtbot, edit, path.name)
        widget.accept()
        assert not widget.isVisible(), f"the file dialog did not take {path.name!r}: {edit.text()!r}"

    return handle


def play_randomly(
    person: Person, plies: int, seed: int, after: Callable[[int, random.Random], None] | None = None
) -> None:
    """Clicks and set dice for `plies` decisions, or until the game ends; `after(ply, rng)` after each."""
    rng = random.Random(seed)
    controller = person.window.controller
    record = controller.record
    for ply in range(plies):
        if controller.outcome() is not None or controller.record is not record:
            return
        if person.window.cover.isVisible():
            person.press(person.window.cover.button.text())
        position = controller.position
        if position.is_chance:
            move = pick_outcome(position.chance_outcomes(), rng)
            person.set_dice(controller.view.move_label(position, move))
        else:
            moves = position.legal_moves()
            person.play(moves[rng.randrange(len(moves))])
        if after is not None:
            after(ply, rng)


def test_save_quit_and_open_again(start: Start, tmp_path: Path) -> None:
    person = start("--game", "nardshir")
    play_randomly(person, 9, seed=1)
    before = [node.text for node in person.window.controller.record.current.path()]
    saved = tmp_path / "my game"
    person.menu("Game", "Save as…", then=[file_named(saved, person)])
    assert (tmp_path / "my game.pards.json").is_file()
    assert person.window.windowTitle().startswith("my game.pards.json — Nardshir")
    person.menu("Game", "Quit")  # saved: no question
    assert not person.window.isVisible()
    again = start(str(tmp_path / "my game.pards.json"))
    assert [node.text for node in again.window.controller.record.current.path()] == before
    # Changes, then Quit: the person is asked, saves, and the file holds the new moves.
    play_randomly(again, 3, seed=2)
    after = [node.text for node in again.window.controller.record.current.path()]
    again.menu("Game", "Quit", then=[press_in_box("Save", expect="not saved")])
    third = start(str(tmp_path / "my game.pards.json"))
    assert [node.text for node in third.window.controller.record.current.path()] == after
    # Open recent lists it; opening a file that is not a game says so and keeps the game.
    bad = tmp_path / "not a game.pards.json"
    bad.write_text('{"format": "something else"}', encoding="utf-8")
    record = third.window.controller.record
    third.menu(
        "Game",
        "Open…",
        then=[file_named(bad, third), press_in_box("OK", expect="cannot be opened")],
    )
    assert third.window.controller.record is record
    # Open recent brings the game back (here: the same file again).
    third.menu("Game", "Open recent", "1 my game.pards.json")
    assert third.window.controller.record is not record
    assert [node.text for node in third.window.controller.record.current.path()] == after


def test_the_first_start_offers_the_games_and_later_starts_reopen_the_last(start: Start) -> None:
    looked: list[str] = []

    def look_at_rules_then_play_parry(chooser: QWidget) -> None:
        assert chooser.objectName() == "game-chooser"
        looked.extend(
            sorted(
                w.objectName() for w in chooser.findChildren(QWidget) if w.objectName().startswith("card-")
            )
        )
        with answering(lambda rules: (looked.append(rules.windowTitle()), rules.reject())):
            click_button(chooser.findChild(QWidget, "card-kerd"), "Rules")  # type: ignore[arg-type]
        click_button(chooser.findChild(QWidget, "card-parry"), "Play")  # type: ignore[arg-type]

    person = start(first_start=True, then=(look_at_rules_then_play_parry,))
    assert looked == [*sorted(f"card-{game_id}" for game_id in available_ids()), "Rules of Kerd"]
    assert {"card-kerd", "card-nardshir", "card-pagade", "card-pards", "card-parry"} <= set(looked)
    assert person.window.controller.record.game.id == "parry"
    assert person.checked("View", "Study marks")  # on for a first game: a newcomer sees them
    person.menu("View", "Study marks")
    quit_app(person)
    later = start()  # no chooser: the last game again
    assert not later.checked("View", "Study marks")  # turned off, and remembered
    assert later.window.controller.record.game.id == "parry"
    later.menu("Help", "Welcome: choose a game…", then=[lambda chooser: click_button(chooser, "Close")])
    assert later.window.controller.record.game.id == "parry"


def test_a_pards_set_of_two_games(start: Start) -> None:
    person = start("--game", "nardshir")
    set_label = "A set of two games (colours swap, same dice)"
    person.menu(
        "Game", "New game…", then=[fill_new_game(person, "Pards", play=set_label, names={0: "Ann", 1: "Bob"})]
    )
    game_set = person.window.files.game_set
    assert game_set is not None
    words: list[str] = []

    def next_game(box: QWidget) -> None:
        assert isinstance(box, QMessageBox) and box.objectName() == "game-over"
        words.append(box.informativeText())
        click_button(box, "Next game of the set")

    with person.answering(next_game):
        play_randomly(person, 3000, seed=8)  # a short game 1
    assert person.window.controller.record is game_set.games[1]
    assert person.window.controller.record.players == ["Bob", "Ann"]
    assert "Set: game 2 of 2" in person.window.status_label.text()

    def last_box(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        words.append(box.informativeText())
        click_button(box, "Close")

    with person.answering(last_box):
        play_randomly(person, 3000, seed=25)  # and a short game 2
    assert game_set.finished
    assert words[0].startswith("Game 1: Ann (White) against Bob (Black) — ")
    assert words[-1].splitlines()[1].startswith("Game 2: Bob (White) against Ann (Black) — ")
    assert "wins the set" in words[-1] or "The set is drawn" in words[-1]


def test_kerd_secret_choices_are_made_behind_covers(start: Start) -> None:
    person = start("--game", "nardshir")
    person.menu("Game", "New game…", then=[fill_new_game(person, "Kerd")])
    window = person.window
    assert window.cover.isVisible() and "White" in window.cover.title.text()
    assert not window.scene.highlights.sources  # nothing to see behind the cover
    person.press(window.cover.button.text())
    eligible = [cell for cell in window.controller.moves().direct]
    assert eligible
    person.click(eligible[0])  # one click chooses
    assert window.cover.isVisible() and "Black" in window.cover.title.text()
    person.press(window.cover.button.text())
    person.click(next(iter(window.controller.moves().direct)))
    assert not window.cover.isVisible()
    assert person.move_list()[1:] == ["1. choose ?", "2. choose ?"]
    seen: list[str] = []

    def peek(dialog: QWidget) -> None:
        click_button(dialog, "I am White: show me")
        words = dialog.findChild(QWidget, "peek-words")
        seen.append(words.text())  # type: ignore[union-attr]
        click_button(dialog, "Hide it again")

    person.shortcut("Ctrl+K", then=[peek])
    assert eligible[0] in seen[0]
    # Once the game is over nothing is secret: the move list shows what each seat chose.
    chosen = [node.text for node in window.controller.record.main_line()]
    person.menu("Game", "Resign…", then=[press_in_box("Resign")])
    assert window.controller.outcome() is not None
    assert person.move_list()[1:] == [f"1. {chosen[0]}", f"2. {chosen[1]} — White resigned"]
    assert "choose ?" not in chosen


def test_exports_open_in_the_folder_used_last_and_get_the_saved_files_permissions(
    start: Start, tmp_path: Path
) -> None:
    person = start("--game", "nardshir")
    play_randomly(person, 5, seed=3)
    folder = tmp_path / "games"
    folder.mkdir()
    person.menu("Game", "Save as…", then=[file_named(folder / "game", person)])
    opened_in: list[str] = []

    def export_as(name: str) -> object:
        def handle(widget: QWidget) -> None:
            assert isinstance(widget, QFileDialog)
            opened_in.append(str(Path(widget.directory().absolutePath())))
            file_named(folder / name, person)(widget)  # type: ignore[operator]

        return handle

    person.menu(
        "Game",
        "Export board as image…",
        then=[lambda dialog: click_button(dialog, "OK"), export_as("board.png")],
    )
    person.menu("Game", "Export moves as text…", then=[export_as("moves.txt")])
    assert opened_in == [str(folder), str(folder)]
    modes = {
        name: (folder / name).stat().st_mode & 0o777 for name in ("game.pards.json", "board.png", "moves.txt")
    }
    assert len(set(modes.values())) == 1, modes
    assert (folder / "moves.txt").read_text(encoding="utf-8").startswith('[Game "Nardshir"]')


def test_copy_and_paste_a_position_and_a_game(start: Start) -> None:
    from PySide6.QtGui import QGuiApplication

    person = start("--game", "nardshir")
    play_randomly(person, 6, seed=9)
    controller = person.window.controller
    shown = controller.position
    person.menu("Edit", "Copy position")
    person.menu("Game", "New game…", then=[press_in_box("Discard"), fill_new_game(person, "Parry")])
    assert controller.record.game.id == "parry"
    person.shortcut("Ctrl+V")
    assert controller.record.game.id == "nardshir" and controller.position == shown
    # Text that is no game at all: a message says why, the game stays.
    record = controller.record
    QGuiApplication.clipboard().setText("this is not a position")
    person.menu("Edit", "Paste position or game", then=[press_in_box("OK", expect="cannot be used")])
    assert controller.record is record
    # While editing, a paste goes into the editor.
    person.shortcut("Ctrl+E")
    QGuiApplication.clipboard().setText(shown.to_text())
    person.menu("Edit", "Paste position or game")
    assert person.window.session is not None and person.window.session.text == shown.to_text()


def test_a_kerd_text_pasted_anywhere_says_why_it_cannot_be_used_in_kerds_words(start: Start) -> None:
    person = start("--game", "nardshir")
    person.menu("Game", "New game…", then=[fill_new_game(person, "Kerd")])
    window = person.window
    person.press(window.cover.button.text())
    person.click(next(iter(window.controller.moves().direct)))  # White's secret choice
    said: list[str] = []

    def read_and_close(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        click_button(box, "OK")

    kerd = window.controller.record
    person.menu("Edit", "Copy game")  # a secret in it: the moves are copied as text
    person.menu("Edit", "Paste position or game", then=[read_and_close])
    assert said.pop().startswith("The clipboard cannot be used: Kerd's moves as text")
    person.menu("Edit", "Copy position")  # Black chooses next: White's choice is hidden
    person.menu("Edit", "Paste position or game", then=[read_and_close])  # in Kerd's own window
    person.menu("Game", "New game…", then=[press_in_box("Discard"), fill_new_game(person, "Parry")])
    parry = window.controller.record
    person.menu("Edit", "Paste position or game", then=[read_and_close])  # in Parry's
    assert window.controller.record is parry and kerd is not parry
    assert said[0] == said[1]
    assert said[0].startswith(
        "The clipboard cannot be used: a Kerd position that cannot be played from: infiltrators:"
        " White's choice is hidden"
    )
    assert "unknown field" not in said[1]


def test_a_named_pipe_never_hangs_a_start_as_an_autosave_or_as_the_file_to_open(
    start: Start, folders: tuple[Path, Path], tmp_path: Path
) -> None:
    import os

    _config, data = folders
    (data / "autosave").mkdir(parents=True)
    pipe = data / "autosave" / "autosave-999999.pards.json"
    os.mkfifo(pipe)
    person = start(then=(press_in_box("OK", expect="named pipe"),))  # moved aside and said; the app runs
    assert not pipe.exists() and (data / "autosave" / "autosave-999999.pards.json.unreadable").exists()
    play_randomly(person, 2, seed=1)  # the app plays on
    assert person.window.controller.record.current.ply == 2
    named = tmp_path / "game.pards.json"
    os.mkfifo(named)
    other = start(str(named), then=(press_in_box("OK", expect="a named pipe (FIFO), not a plain file"),))
    assert other.window.isVisible()


def test_a_parry_board_exported_as_svg_draws_its_clear_points_with_no_fill(
    start: Start, tmp_path: Path
) -> None:
    """A clear cell written as a clear black fill came out as black discs in renderers that ignore
    fill-opacity (ImageMagick): the export must say fill="none" instead."""
    person = start("--game", "parry")
    play_randomly(person, 4, seed=5)
    target = tmp_path / "board.svg"
    person.menu(
        "Game",
        "Export board as image…",
        then=[lambda dialog: click_button(dialog, "OK"), file_named(target, person)],
    )
    svg = target.read_text(encoding="utf-8")
    assert "<svg" in svg and "</text>" in svg  # the drawing itself, with the points' numbers
    assert 'fill-opacity="0"' not in svg
