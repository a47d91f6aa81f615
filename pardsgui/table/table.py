"""The table: the record in play, its set, who plays each seat, who looks, and what is selected.

Everything the window shows of a game in play is worked out here, without Qt; the
window's controller adds the Qt signals and the undo stack around it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from pardsgui.core import hidden
from pardsgui.core.contract import Game, Move, Outcome, Position
from pardsgui.core.ending import may_end
from pardsgui.core.geometry import AnyView, seat_label
from pardsgui.core.levels import level_words
from pardsgui.core.record import Node, Record
from pardsgui.i18n import _
from pardsgui.storage.sets import GameSet
from pardsgui.table.clicks import MoveMap


class Table:
    def __init__(self, record: Record, seed: int | None = None) -> None:
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.rng = random.Random(self.seed)
        self.record = record
        self.view: AnyView = record.game.board_view()
        self.game_set: GameSet | None = None  # the set of games the record belongs to, if any
        self.unlocked_for: tuple[int, int] | None = None  # (node id, seat) a cover was lifted for
        self.selected: str | None = None
        self.hint: Move | None = None  # a suggested move to mark on the board
        self.reason = ""  # why the last click made no move, until something else happens
        self.news = ""  # what just happened that no move tells (a takeback), until something else happens
        self.flipped = False
        self.coordinates = True
        # While a big game's moves are still read (ui/reading_on.py): why nothing may change it.
        self.reading = ""
        self._map_node: Node | None = None
        self._map = MoveMap()

    # -- the game ---------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.record.game

    @property
    def position(self) -> Position:
        return self.record.position

    @property
    def computer(self) -> dict[int, str]:
        """Seat -> the level the computer plays it at: the record's own, so it goes where the game goes."""
        return self.record.computer

    def outcome(self) -> Outcome | None:
        """The game's result here, a draw by repetition included."""
        return self.record.outcome()

    def use_record(self, record: Record) -> None:
        """Show `record` from now on: nothing selected, no cover lifted, no old hint."""
        self.record = record
        self.view = record.game.board_view()
        self.hint = None
        self.selected = None
        self.clear_notes()
        self.unlocked_for = None
        self._map_node = None

    def use_set_game(self, record: Record) -> None:
        """Show one game of the set (each game's record says who plays its seats)."""
        if self.game_set is None or record not in self.game_set.games:
            raise ValueError("that game is not in the set being played")
        self.use_record(record)

    def clear_notes(self) -> None:
        """Something happened: the last reason a click did nothing, and the last news, are old."""
        self.reason = ""
        self.news = ""

    def note(self) -> tuple[str, bool]:
        """The line under the prompt, and whether it warns: why a click did nothing, news, the last move."""
        if self.reason:
            return self.reason, True
        if self.reading:
            return self.reading, False
        return self.news or self.last_move_words(), False

    def result_words(self) -> str:
        """Who won, by the players' names, and why: the game's words, the players' word, or the repetition."""
        node = self.record.current
        if self.position.outcome is None and node.ending is None:
            return _("Draw by repetition: the same position came up again")
        return self.view.result(self.position, self.record.players, node.ending)

    # -- the seats ----------------------------------------------------------------------

    def computer_seat(self) -> int | None:
        """The seat the computer plays, when it is that seat's turn here (not while the game is read)."""
        if self.reading or self.outcome() is not None:
            return None
        seat = self.view.acting_seat(self.position)
        return seat if seat is not None and seat in self.computer else None

    def computer_to_move(self) -> int | None:
        """The computer's seat when it should play now: at the end of a line only.

        Stepping back to study an earlier position must not make it play a variation.
        """
        return self.computer_seat() if not self.record.current.children else None

    def set_computer(self, seat: int, level: str) -> None:
        """Let the computer play `seat` at `level` ("" gives the seat to a person)."""
        if level:
            self.computer[seat] = level
        else:
            self.computer.pop(seat, None)
        self._map_node = None  # the board offers moves to people only

    def who(self, seat: int | None) -> str:
        """Who plays the seat whose turn it is, when that is worth saying."""
        if seat is None:
            return ""
        names = self.view.seat_names(self.position)
        level = self.computer.get(seat)
        if level is not None:
            return _("{seat} is played by the computer ({level})").format(
                seat=names[seat], level=level_words(level)
            )
        player = self.record.players[seat] if seat < len(self.record.players) else ""
        return _("{player} plays {seat}").format(player=player, seat=names[seat]) if player else ""

    # -- ending by the players' word: resigning, a draw agreed ---------------------------------------

    def speaking_seat(self) -> int | None:
        """The seat a person resigns or offers a draw for: their own against the computer, else the turn's."""
        position = self.position
        people = [seat for seat in range(position.players) if seat not in self.computer]
        if len(people) == 1:
            return people[0]
        if not people:
            return None
        seat = self.view.acting_seat(position)
        return seat if seat is not None else position.current

    def why_no_agreement(self) -> str:
        """Why a person cannot resign or offer a draw now ("" when they can)."""
        if self.speaking_seat() is None:
            return self.why_no_ending() or _("The computer plays both sides")
        return self.why_no_ending()

    def why_no_ending(self) -> str:
        """Why the game cannot end by anyone's word here, a computer's included ("" when it can)."""
        players = self.position.players
        if not may_end(players):
            return _(
                "A game of {count} seats is played out: one giving up would leave the others playing"
            ).format(count=players)
        if self.outcome() is not None:
            return _("The game is over")
        if self.record.current.children:
            return _("Go to the end of the line (End): a game is resigned or drawn where it stands")
        return ""

    def seat_words(self, seat: int) -> str:
        """'Ana (White)', 'White', or 'Black (the computer)': a seat as a question to people names it."""
        names = self.view.seat_names(self.position)
        if seat in self.computer:
            return _("{seat} (the computer)").format(seat=names[seat])
        return seat_label(seat, names, self.record.players)

    # -- who may see what (secret choices) ---------------------------------------------------

    def secret_seat(self) -> int | None:
        """The person to decide a secret now, unseen by another person at the screen.

        Against the computer nobody else looks, and a computer seat decides unseen.
        """
        position = self.position
        if not self.view.secret(position) or position.current is None or position.current in self.computer:
            return None
        return position.current if self.people_watch() else None

    def people_watch(self) -> bool:
        """Are several people at the screen, so that a secret is shown only behind a cover?"""
        return sum(seat not in self.computer for seat in range(self.position.players)) > 1

    def covered(self) -> bool:
        """Must the screen be covered until the seat to decide the secret looks alone?"""
        seat = self.secret_seat()
        return seat is not None and self.unlocked_for != (id(self.record.current), seat)

    def lift_cover(self, seat: int) -> None:
        self.unlocked_for = (id(self.record.current), seat)

    def viewer(self) -> int | None:
        """The seat that alone looks at the screen now (behind a lifted cover), else None."""
        unlocked = self.unlocked_for
        if unlocked is not None and unlocked[0] == id(self.record.current):
            return unlocked[1]
        return None

    def peekable_seats(self) -> list[int]:
        """The seats of people with a secret to look at (a computer seat's secret is its own)."""
        position = self.position
        return [
            seat
            for seat in range(position.players)
            if seat not in self.computer and self.view.secret_words(position, seat)
        ]

    # -- the moves, as the screen shows them ---------------------------------------------------

    def move_words(self, node: Node) -> str:
        """A move as the move list and exports show it to whoever looks at the screen (and how it ended)."""
        words = hidden.move_words(self.view, self.record, node, self.viewer())
        if node.ending is not None:
            words += " — " + node.ending.words(self.view.seat_names(node.position), self.record.players)
        return words

    def position_text_for_screen(self) -> str:
        """The position as the people at the screen may know it (core/hidden.py says what)."""
        return hidden.position_text(self.view, self.record, self.record.current, self.viewer())

    def describe_node(self, node: Node) -> str:
        """A move in a plain sentence, as whoever looks at the screen may know it."""
        if node.parent is None or node.move is None:
            return ""
        return self.view.describe(node.parent.position, node.move, self.viewer())

    def last_move_words(self) -> str:
        words = self.describe_node(self.record.current)
        return _("Last move: {move}").format(move=words) if words else ""

    def starts_turn(self, node: Node) -> bool:
        """Does `node`'s move begin a seat's turn (rather than continue it: a die after the roll)?"""
        parent = node.parent
        if parent is None or parent.parent is None:
            return True
        # The nodes know whose turn their positions are (the view's acting_seat, asked as they
        # were made): numbering a million moves plays none of their positions again.
        return parent.seat != parent.parent.seat

    def last_cells(self) -> tuple[str | None, str | None]:
        """The cells of the last move made on the board, kept marked until the next one.

        A roll has no cells: the move before it stays marked (the other side's last
        move while this side rolls). A secret move is never marked, nor what came before it.
        """
        node = self.record.current
        while node.parent is not None and node.move is not None:
            parent = node.parent.position
            if self.view.secret(parent):
                break
            cells = self.view.move_cells(parent, node.move)
            if cells != (None, None):
                return cells
            if not parent.is_chance:
                break  # a button move (pass, keep): the last move, with nothing to mark
            node = node.parent
        return (None, None)

    # -- what the person may do ------------------------------------------------------------------

    def moves(self) -> MoveMap:
        if self.reading or self.computer_seat() is not None or self.outcome() is not None:
            # The computer's turn, or the end (a resignation ends the game where the moves were
            # already mapped): the board offers the person nothing.
            return MoveMap()
        if self._map_node is not self.record.current:
            self._map = MoveMap.of(self.position, self.view)
            self._map_node = self.record.current
        return self._map

    def buttons(self) -> list[Move]:
        """The moves offered as buttons now: those without a square, then the selected piece's."""
        moves = self.moves()
        return moves.buttons + (moves.on_piece.get(self.selected, []) if self.selected else [])

    def tips(self) -> dict[str, str]:
        """Each target cell's rule that allows it, for its tooltip."""
        position = self.position
        tips = {}
        for cell, moves in self.moves().targets(self.selected).items():
            words: list[str] = []
            for move in moves:
                reason = self.view.move_reason(position, move) or self.view.move_label(position, move)
                if reason not in words:
                    words.append(reason)
            tips[cell] = "\n".join(words)
        return tips

    def why_waiting(self) -> str:
        """Why the people at the screen cannot play now ("" when they can): the game still read, the
        computer's turn, the end."""
        if self.reading:
            return self.reading
        seat = self.computer_seat()
        if seat is not None:
            name = self.view.seat_names(self.position)[seat]
            if self.record.current.children:
                return _(
                    "{seat} is the computer's seat: go to the end of the line (End) for its move"
                ).format(seat=name)
            return _("It is the computer's turn ({seat}): wait for its move").format(seat=name)
        if self.outcome() is not None:
            return _("The game is over: step back (←) or start a new game to play on")
        return ""

    def why_no_roll(self) -> str:
        """Why the dice cannot be rolled now ("" when they can)."""
        waiting = self.why_waiting()
        if waiting or self.position.is_chance:
            return waiting
        prompt = self.view.prompt(self.position)
        return (
            _("Nothing to roll now — {prompt}").format(prompt=prompt) if prompt else _("Nothing to roll now")
        )

    def why_not(self, selected: str | None, cell: str) -> str:
        """Why a click (or a drop) on `cell` made no move, in the game's words."""
        position = self.position
        waiting = self.why_waiting()
        if waiting:
            return waiting
        words = self.view.why_not(position, selected, cell)
        if words:
            return words
        if position.is_chance:
            return _("Roll the dice first (R)")
        return _("That piece cannot go there") if selected is not None else _("No move starts there")

    def chance_choices(self) -> list[tuple[str, Move]]:
        """Every roll, for setting the dice by hand."""
        position = self.position
        if not position.is_chance or self.outcome() is not None:
            return []
        return [(self.view.move_label(position, move), move) for move, _ in position.chance_outcomes()]

    def labels(self, moves: Sequence[Move]) -> list[tuple[str, Move]]:
        return [(self.view.move_label(self.position, move), move) for move in moves]
