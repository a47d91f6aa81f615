"""The window's rooms are built and used alone, each on a small host of its own, never a MainWindow.

Each room names the narrow host it needs (a Protocol: PlayHost, StartingHost, StateHost …);
here a room runs on a host that has those parts and nothing else, so a room that reached for
more of the window would fail here, not only in the type checker.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow
from pytestqt.qtbot import QtBot

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.settings import Settings
from pardsgui.ui import window_state
from pardsgui.ui.board.legend import BoardLegend
from pardsgui.ui.board.scene import BoardScene
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.controller import GameController
from pardsgui.ui.dialogs.cover import CoverScreen
from pardsgui.ui.dialogs.new_game import Seat
from pardsgui.ui.panels.actions import ActionPanel
from pardsgui.ui.panels.cells import CellList
from pardsgui.ui.panels.dice import DicePanel
from pardsgui.ui.panels.hands import HandPanel
from pardsgui.ui.panels.move_box import MoveBox
from pardsgui.ui.panels.moves import MoveList
from pardsgui.ui.panels.turn import TurnPanel
from pardsgui.ui.play_mode import PlayMode
from pardsgui.ui.starting import Starting


class PlayHostAlone:
    """The board and the panels a game is drawn into, as PlayHost names them: no files, no computer."""

    def __init__(self, record: Record) -> None:
        self.top = QMainWindow()  # only what questions open over
        self.controller = GameController(record, 1, self.top)
        self.scene = BoardScene()
        self.board = BoardWidget(self.scene, self.top)
        self.legend = BoardLegend(self.scene.theme)
        self.turn = TurnPanel()
        self.move_box = MoveBox()
        self.dice = DicePanel()
        self.actions_panel = ActionPanel()
        self.hands = HandPanel()
        self.move_list = MoveList()
        self.cells = CellList()
        self.cover = CoverScreen(self.top)
        self.status_label = QLabel()
        self.docks = {
            name: QDockWidget(name, self.top) for name in ("turn", "dice", "actions", "hands", "moves")
        }
        for name in (
            "study",
            "roll",
            "type_move",
            "hint",
            "peek",
            "resign",
            "offer_draw",
            "previous",
            "next",
        ):
            setattr(self, f"{name}_action", QAction(name, self.top))
        self.refreshed = 0

    def refresh(self) -> None:
        self.refreshed += 1

    def window(self) -> QMainWindow:
        return self.top


def test_play_mode_draws_a_game_on_a_host_of_its_own(qtbot: QtBot) -> None:
    game = get_game("nardshir")
    record = Record(game, players=["Ana", "Ben"])
    record.play(record.position.legal_moves()[0])  # the opening roll
    host = PlayHostAlone(record)
    qtbot.addWidget(host.top)
    play = PlayMode(host)
    play.draw()
    view = host.controller.view
    words = host.status_label.text()
    assert words.startswith(f"{game.name} · ") and words.endswith(" · Ana – Ben")
    assert host.turn.news() and view.prompt(host.controller.position) in host.turn.news()
    # The game has dice: their panel is shown, and a move has been played, so Previous goes back.
    assert host.docks["dice"].isVisibleTo(host.top)
    assert host.previous_action.isEnabled() and not host.next_action.isEnabled()
    play.cover_lifted(0)  # what a room asks back of its host goes to this host
    assert host.refreshed == 1


class Files:
    def __init__(self) -> None:
        self.started: list[Record] = []

    def start(self, record: Record, path: Path | None, game_set: Any = None) -> None:
        self.started.append(record)


class StartingHostAlone:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.files = Files()
        self.refreshed = 0

    def refresh(self) -> None:
        self.refreshed += 1


def test_starting_starts_a_game_on_a_host_of_its_own(tmp_path: Path) -> None:
    host = StartingHostAlone(Settings(path=tmp_path / "settings.json"))
    starting = Starting(host)
    starting.start_game("pards", {}, [Seat("Ana"), Seat(level="easy")], as_set=False)
    (record,) = host.files.started
    assert record.game.id == "pards"
    assert record.players == ["Ana", "Computer (easy)"]
    assert record.computer == {1: "easy"}
    assert host.refreshed == 1
    assert host.settings.get("last_game") == "pards"
    assert host.settings.get("last_seats") == [["Ana", ""], ["", "easy"]]


class StateWindow(QMainWindow):
    """A bare QMainWindow with the two view toggles StateHost keeps."""

    def __init__(self, flipped: bool, study: bool) -> None:
        super().__init__()
        self.controller = GameController(Record(get_game("pards")), 1, self)
        self.controller.flipped = flipped
        self.study_action = QAction("Study marks", self)
        self.study_action.setCheckable(True)
        self.study_action.setChecked(study)


def test_window_state_is_kept_and_restored_for_any_host(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(path=tmp_path / "settings.json")
    first = StateWindow(flipped=True, study=False)
    qtbot.addWidget(first)
    first.resize(901, 602)
    window_state.store(first, settings)
    assert settings.get("window_size") == [901, 602]
    assert (settings.get("flipped"), settings.get("study_marks")) == (True, False)
    second = StateWindow(flipped=False, study=True)
    qtbot.addWidget(second)
    window_state.restore(second, settings)
    assert (second.width(), second.height()) == (901, 602)
