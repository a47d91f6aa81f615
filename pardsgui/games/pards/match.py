"""Sets of two games (docs/rules/pards.md, "A set is two games").

A `PardsSet` holds two game records (pardsgui/core/record.py) and the two
players' names.  Game 1 is played with the first player as White.  Game 2
swaps colours (the names swap seats) and starts from game 1's setup with
every grid back at the value it had at the start of game 1, that is right
after the opening rolls: die changes made during game 1 are undone, and
game 2 rolls no dice.  The set score is 1 per win and ½ per draw, per
player, over both games (a game's result includes the record's threefold
repetition draw).

A set saves as JSON holding both records in the record's own format.
"""

from __future__ import annotations

import json
from typing import Any

from pardsgui.core.contract import Game, Outcome
from pardsgui.core.record import MAX_BYTES, Record, RecordError
from pardsgui.games import get_game
from pardsgui.games.pards.rules import UNROLLED, PardsPosition
from pardsgui.i18n import N_, _

SET_FORMAT = "pardsgui-pards-set"
SET_VERSION = 1


def _game() -> Game:
    from pardsgui.games import get_game  # the registry's instance, as the record uses

    return get_game("pards")


class SetError(ValueError):
    """A set that cannot go on as asked, or a set file that cannot be loaded."""


class PardsSet:
    """Two games of Pards between two players, colours swapped for the second."""

    def __init__(self, players: tuple[str, str] = ("", ""), start: PardsPosition | None = None) -> None:
        self.players = (players[0], players[1])
        game = _game()
        first = Record(game, start if start is not None else game.initial(), players=list(self.players))
        first.headers["round"] = "1"
        self.games: list[Record] = [first]

    @property
    def first(self) -> Record:
        return self.games[0]

    @property
    def second(self) -> Record | None:
        return self.games[1] if len(self.games) > 1 else None

    # -- the second game ---------------------------------------------------------------------

    def opening_grids(self) -> tuple[tuple[int, int], ...] | None:
        """The grids at the start of game 1 once its dice are rolled; None before that."""
        for node in self.first.root.path() + self.first.main_line():
            position = node.position
            assert isinstance(position, PardsPosition)
            if not any(die == UNROLLED for _, die in position.grids):
                return position.grids
        return None

    def second_start(self) -> PardsPosition:
        """Game 1's setup, White to move, every grid as at the start of game 1."""
        grids = self.opening_grids()
        if grids is None:
            raise SetError(_("game 1's dice are not rolled yet, so game 2's grids are not known"))
        start = self.first.start
        assert isinstance(start, PardsPosition)
        return PardsPosition(start.cells, 0, grids)

    def start_second(self) -> Record:
        """Begin game 2 (once game 1 is over); returns its record."""
        if self.second is not None:
            return self.second
        if result(self.first) is None:
            raise SetError(_("game 2 starts when game 1 is over"))
        second = Record(_game(), self.second_start(), players=[self.players[1], self.players[0]])
        # The computer goes on playing for the same player, who has the other colour now.
        second.computer = {1 - seat: level for seat, level in self.first.computer.items()}
        second.headers["round"] = "2"
        self.games.append(second)
        return second

    # -- the score ------------------------------------------------------------------------------

    def scores(self) -> tuple[float, float]:
        """Each player's points over the finished games (1 a win, ½ a draw)."""
        points = [0.0, 0.0]
        for number, record in enumerate(self.games):
            outcome = result(record)
            if outcome is None:
                continue
            for seat, score in enumerate(outcome):
                player = seat if number == 0 else 1 - seat  # game 2 swaps the seats
                points[player] += score
        return (points[0], points[1])

    @property
    def finished(self) -> bool:
        return self.second is not None and result(self.second) is not None

    # -- files -------------------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SET_FORMAT,
            "version": SET_VERSION,
            "players": list(self.players),
            "games": [record.to_dict() for record in self.games],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> PardsSet:
        if len(text) > 2 * MAX_BYTES:
            words = _("the file is {size} bytes: too large for a set of two games")
            raise SetError(words.format(size=f"{len(text):,}"))
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise SetError(_("not a pardsgui set of games: {error}").format(error=error)) from None
        return cls.from_dict(data)

    @classmethod
    def from_dict(cls, data: Any) -> PardsSet:
        if not isinstance(data, dict) or data.get("format") != SET_FORMAT:
            raise SetError(_('not a Pards set (no "format": "{format}")').format(format=SET_FORMAT))
        version = data.get("version")
        if type(version) is not int or not 1 <= version <= SET_VERSION:
            words = _('field "version": this version reads sets up to {known}, found {found}')
            raise SetError(words.format(known=SET_VERSION, found=repr(version)))
        unknown = set(data) - {"format", "version", "players", "games"}
        if unknown:
            raise SetError(_("unknown field {field} in the set").format(field=repr(sorted(unknown)[0])))
        players = data.get("players")
        if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
            raise SetError(_('field "players": expected the two players\' names'))
        games = data.get("games")
        if not isinstance(games, list) or not 1 <= len(games) <= 2:
            raise SetError(_('field "games": expected one or two game records'))
        records = []
        for number, entry in enumerate(games, 1):
            try:
                record = Record.from_dict(entry, get_game)
            except RecordError as error:
                raise SetError(_("game {number}: {error}").format(number=number, error=error)) from None
            if record.game.id != "pards":
                words = _("game {number}: a set holds Pards games, not {game}")
                raise SetError(words.format(number=number, game=record.game.name))
            records.append(record)
        pair = (players[0], players[1])
        if records[0].players != list(pair):
            words = _("game 1: the players should be {white} (White) and {black} (Black)")
            raise SetError(words.format(white=repr(pair[0]), black=repr(pair[1])))
        made = cls(pair)
        made.games = [records[0]]
        if len(records) == 2:
            second = records[1]
            if result(records[0]) is None:
                raise SetError(_("game 2 is present but game 1 is not over"))
            if second.players != [pair[1], pair[0]]:
                raise SetError(_("game 2: the players must swap colours"))
            if second.start != made.second_start():
                raise SetError(_("game 2 must start from game 1's setup with the grids as game 1 began"))
            made.games.append(second)
        return made


def result(record: Record) -> Outcome | None:
    """The result at the end of a record's main line (threefold repetition included)."""
    return record.outcome(record.root.line_end())


# How the app finds a game's sets (pardsgui/storage/sets.py): the class, what it is called,
# and the name of its "begin the next game" step.
GameSet = PardsSet
SET_LABEL = N_("A set of two games (colours swap, same dice)")
PardsSet.start_next = PardsSet.start_second  # type: ignore[attr-defined]
