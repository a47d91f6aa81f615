"""What the computer does for the window: its own seats' moves, hints, and the Analysis panel.

One search runs at a time in the worker process (`Thinker`). A computer seat's
move comes first; the analysis of a position runs for a set time and stops by
itself; a hint asked while that position is analysed takes the analysis's best
move instead of starting again. Every answer is checked against the position
still shown: a late one is dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from pardsgui.core.contract import Move, Position
from pardsgui.core.ending import AGREED, RESIGNED, Ending
from pardsgui.core.levels import level_words
from pardsgui.core.record import Node
from pardsgui.i18n import _
from pardsgui.table.agreements import Judge, accepts_draw
from pardsgui.ui.computer import Job, Thinker
from pardsgui.ui.controller import GameController
from pardsgui.ui.panels.analysis import IDLE_WORDS, AnalysisPanel

if TYPE_CHECKING:  # the search itself loads only when the computer first thinks
    from pardsgui.ai import Analysis, MoveStat

ANALYSIS_SECONDS = 30.0
HINT_LEVEL = "medium"
HINT_FROM_ANALYSIS = 200  # searches an analysis needs before its best move serves as a hint
ROLL_PAUSE_MS = 300  # a person sees the computer's turn begin with a roll


@dataclass(frozen=True)
class Target:
    """What a search is for now: a key (the record's node, or the editor's text) and its position."""

    key: object
    position: Position | None  # None: an edited position that cannot be played
    editing: bool


class Thinking(QObject):
    def __init__(
        self,
        controller: GameController,
        panel: AnalysisPanel,
        target: Callable[[], Target],
        viewer: Callable[[], int | None],
        say: Callable[[str, int], None],
        redraw: Callable[[], None],
        show_busy: Callable[[str], None] = lambda _words: None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.show_busy = show_busy  # words saying the computer is choosing a seat's move, or ""
        self.controller = controller
        self.panel = panel
        self.target = target
        self.viewer = viewer
        self.say = say
        self.redraw = redraw
        self.thinker = Thinker(self)
        self.thinker.finished.connect(self._finished)
        self.thinker.progressed.connect(self._progressed)
        self.thinker.failed.connect(self._failed)
        self.panel.toggled.connect(lambda _on: self.changed())
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_turn)
        self._roll_timer = QTimer(self)
        self._roll_timer.setSingleShot(True)
        self._roll_timer.timeout.connect(self._computer_roll)
        self._roll_for: Node | None = None
        self._panel_for: object = None  # the key the panel's contents belong to
        self._analysed: tuple[object, Analysis] | None = None  # the latest analysis, and its key
        self._done_for: object = None  # a key whose analysis ran its time
        self._hint_for: object = None  # a key whose hint waits for the analysis
        # Each computer seat's judgement across its searches, for the game shown (table/agreements.py).
        self._judges: dict[int, Judge] = {}
        self._judged: object = None  # the record the judges belong to
        self.may_resign: Callable[[], bool] = lambda: True
        self._offer_seat = 0  # the computer seat a person offered a draw
        self.offered: Callable[[int], None] = lambda _seat: None  # a computer seat offers a person a draw

    # -- after every change on the board ---------------------------------------------------

    def changed(self) -> None:
        job = self.thinker.job
        key = self.target().key
        if job is not None and job.node is not key and job.node != key:
            self.thinker.stop()  # a search for a position no longer on the board
        elif job is not None and job.kind == "move" and self.controller.computer_seat() is None:
            self.thinker.stop()  # the seat went back to a person
        self._computer_timer.start(0)
        self._update_analysis()
        self._busy_changed()

    def _busy_changed(self) -> None:
        """Say that the computer is choosing a move, for as long as it is."""
        job, c = self.thinker.job, self.controller
        seat = c.computer_seat()
        words = ""
        if job is not None and job.kind == "move" and job.node is c.record.current and seat is not None:
            name = c.view.seat_names(c.position)[seat]
            words = _("The computer is choosing {name}'s move ({level})…").format(
                name=name, level=level_words(c.computer[seat])
            )
        elif job is not None and job.kind == "offer" and job.node is c.record.current:
            words = _("{seat} is considering your draw offer…").format(seat=c.seat_words(self._offer_seat))
        self.show_busy(words)

    def shutdown(self) -> None:
        self._computer_timer.stop()
        self._roll_timer.stop()
        self.thinker.shutdown()
        self._busy_changed()

    # -- the computer's own seats ------------------------------------------------------------

    def _computer_turn(self) -> None:
        c = self.controller
        seat = c.computer_seat()
        node = c.record.current
        # The computer plays on at the end of a line only: stepping back to study
        # an earlier position must not make it play a variation.
        if self.target().editing or seat is None or node.children:
            return
        if c.position.is_chance:
            self._roll_for = node
            self._roll_timer.start(ROLL_PAUSE_MS)
            return
        job = self.thinker.job
        if job is not None and job.kind in ("move", "offer") and job.node is node:
            return
        seed = c.seed + 7919 * node.ply
        self.thinker.start("move", node, c.game.id, c.position.to_text(), c.computer[seat], None, seed)
        self._busy_changed()

    def _computer_roll(self) -> None:
        c = self.controller
        if c.record.current is self._roll_for and c.computer_seat() is not None and not self.target().editing:
            c.roll(by_computer=True)

    def judge(self, seat: int) -> Judge:
        record = self.controller.record
        if self._judged is not record:  # another game: its seats start afresh
            self._judged, self._judges = record, {}
        return self._judges.setdefault(seat, Judge())

    def _play_judged(self, seat: int, found: Analysis) -> None:
        """The computer's move, unless it resigns; after it, perhaps a draw offered."""
        c = self.controller
        verdict = self.judge(seat).after_search(found.values, seat, c.record.current.ply, self.may_resign())
        if verdict == "resign" and not c.why_no_ending():
            c.end_game(Ending(RESIGNED, seat), by_computer=True)
            return
        c.play(found.best, by_computer=True)
        if verdict != "offer" or c.why_no_ending():
            return
        other = 1 - seat
        if other not in c.computer:
            self.offered(seat)
            return
        # Between two computers the other judges by its own last search.
        last = self.judge(other).last()
        if last is not None and accepts_draw(last, c.position.players):
            c.end_game(Ending(AGREED), by_computer=True)

    # -- a draw offered to the computer ------------------------------------------------------------

    def consider_offer(self, seat: int) -> None:
        """A person offers the computer's `seat` a draw: it searches, then answers by its expected score."""
        c = self.controller
        node = c.record.current
        level = c.computer[seat]
        level = level if level in ("random", "easy") else "medium"  # an answer within seconds
        self._offer_seat = seat
        self.thinker.start("offer", node, c.game.id, c.position.to_text(), level, seat, c.seed + node.ply)
        self._busy_changed()

    def _answer_offer(self, found: Analysis) -> None:
        c = self.controller
        seat = self._offer_seat
        self._computer_timer.start(0)  # its own move, if it was its turn, goes on
        if c.why_no_ending() or seat not in c.computer:
            return
        score = found.values[seat] if found.values else None
        if score is not None and accepts_draw(score, c.position.players):
            c.end_game(Ending(AGREED))  # the person's offer: taken back by Undo like their move
        else:
            c.say_why(_("{seat} declines the draw: play on").format(seat=c.seat_words(seat)))

    # -- hints -----------------------------------------------------------------------------------

    def hint(self) -> None:
        c = self.controller
        if c.position.current is None or c.outcome() is not None:
            return
        node = c.record.current
        if self.panel.active and self._panel_for is node:
            found = self._analysed[1] if self._analysed and self._analysed[0] is node else None
            if found is not None and found.iterations >= HINT_FROM_ANALYSIS and self._give_hint(found):
                return
            if self.thinker.busy("analyse"):
                self._hint_for = node  # the analysis under way gives it soon
                self.say(_("Looking for a good move…"), 0)
                return
        self.say(_("Looking for a good move…"), 0)
        seed = c.seed + 104729 * node.ply
        self.thinker.start("hint", node, c.game.id, c.position.to_text(), HINT_LEVEL, None, seed)

    def _give_hint(self, found: Analysis) -> bool:
        c = self.controller
        public = self.public_moves(c.position, found.moves)
        if not public:
            return False
        move = public[0].move
        c.hint = move
        self._hint_for = None
        self.say(_("Hint: {move}").format(move=self.hint_words(c.position, move)), 10000)
        self.redraw()
        return True

    def hint_words(self, position: Position, move: Move) -> str:
        view = self.controller.view
        label = view.move_label(position, move)
        why = view.move_reason(position, move)
        return f"{label} — {why}" if why and why != label else label

    # -- analysis ---------------------------------------------------------------------------------

    def _update_analysis(self) -> None:
        panel = self.panel
        target = self.target()
        if not panel.active:
            if self.thinker.busy("analyse"):
                self.thinker.stop()
            if self._panel_for is not None and self._panel_for != target.key:
                # Stopped results speak of the position they were found for, never of another.
                panel.clear(_(IDLE_WORDS))
                self._panel_for = None
            return
        if self._panel_for != target.key:  # another position: its results do not belong here
            self._panel_for = target.key
            self._analysed = None
            self._done_for = None
            panel.clear(_("Thinking…"))
        if target.position is None:
            if self.thinker.busy("analyse"):
                self.thinker.stop()
            panel.clear(_("Fix the position's problems to analyse it."))
            return
        if not target.editing and self.controller.computer_seat() is not None:
            panel.clear(_("The computer is choosing its move; the analysis goes on after it."))
            return
        job = self.thinker.job
        if job is not None and (job.kind != "analyse" or job.node == target.key):
            return  # the computer's move or a hint first; or this analysis runs already
        if self._done_for == target.key:
            return  # it ran its time: the panel shows the result
        position = target.position
        hidden = position.redacted(None) != position.to_text()
        seat = position.current if hidden else None  # never more than the deciding seat may know
        budget = f"hard:{ANALYSIS_SECONDS:g}"
        self.thinker.start("analyse", target.key, position.game_id, position.to_text(), budget, seat, 1)

    def _show(self, found: Analysis, done: bool) -> None:
        target = self.target()
        position = target.position
        if position is None:
            return
        self._analysed = (target.key, found)
        names = self.controller.view.seat_names(position)
        public = self.public_moves(position, found.moves)
        labels = [self.controller.view.move_label(position, stat.move) for stat in public]
        self.panel.show_analysis(replace(found, moves=tuple(public)), names, labels, ANALYSIS_SECONDS, done)
        if self._hint_for is target.key and (done or found.iterations >= HINT_FROM_ANALYSIS):
            self._give_hint(found)

    def public_moves(self, position: Position, stats: Sequence[MoveStat]) -> list[MoveStat]:
        """The searched moves the whole screen may see.

        A secret move (Kerd's reveal) is left out unless one seat alone looks: its mere
        presence would tell the other seat that the infiltrator is alive.
        """
        if self.viewer() is not None:
            return list(stats)
        secret = set(self.controller.view.secret_moves(position))
        return [stat for stat in stats if stat.move not in secret]

    # -- answers from the worker --------------------------------------------------------------------

    def _progressed(self, job: Job, found: Analysis) -> None:
        if job.kind == "analyse" and job.node == self.target().key and self.panel.active:
            self._show(found, done=False)

    def _finished(self, job: Job, found: Analysis) -> None:
        c = self.controller
        self._busy_changed()
        if job.kind == "analyse":
            if job.node == self.target().key and self.panel.active:
                self._done_for = job.node
                self._show(found, done=True)
            return
        if job.kind == "offer" and job.node is c.record.current:
            self._answer_offer(found)  # judged on the chances alone: there may be no move to make
            return
        if job.node is not c.record.current or found.best is None:
            self._update_analysis()
            return
        if job.kind == "move":
            seat = c.computer_seat()
            if seat is not None and found.best in c.position.legal_moves():
                self._play_judged(seat, found)
            return
        self._give_hint(found)
        self._update_analysis()

    def _failed(self, job: Job, message: str) -> None:
        self._busy_changed()
        self.say(_("The computer could not search: {reason}").format(reason=message), 10000)
