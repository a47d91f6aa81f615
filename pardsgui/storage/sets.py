"""Sets of games (a Pards set is two games with colours swapped), found per game.

A game that plays in sets has a module `pardsgui.games.<game>.match` with a
`GameSet` class, a `SET_FORMAT` file format name and a `SET_LABEL`. Nothing
else in the app knows what a set means for that game.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any, Protocol

from pardsgui.core.record import Record, RecordError
from pardsgui.games import part
from pardsgui.i18n import _


class GameSet(Protocol):
    games: list[Record]
    players: tuple[str, str]

    def start_next(self) -> Record: ...

    def scores(self) -> tuple[float, float]: ...

    @property
    def finished(self) -> bool: ...

    def to_dict(self) -> dict[str, Any]: ...

    def to_json(self) -> str: ...


def set_module(game_id: str) -> ModuleType | None:
    """The game's declared `match` part (playing it as a set), None for a game without sets."""
    return part(game_id, "match")


def set_label(game_id: str) -> str | None:
    module = set_module(game_id)
    return str(module.SET_LABEL) if module is not None else None


def new_set(game_id: str, players: tuple[str, str]) -> GameSet:
    module = set_module(game_id)
    if module is None:
        raise ValueError(f"{game_id} is not played in sets")
    made: GameSet = module.GameSet(players)
    return made


def set_formats() -> dict[str, str]:
    """File format name -> game id, for every game that plays in sets."""
    from pardsgui.games import available_ids

    formats = {}
    for game_id in available_ids():
        module = set_module(game_id)
        if module is not None:
            formats[str(module.SET_FORMAT)] = game_id
    return formats


def read_set(data: Any) -> GameSet | None:
    """A set from parsed JSON, None if the data is not a set; RecordError when it is a bad one."""
    if not isinstance(data, dict):
        return None
    game_id = set_formats().get(str(data.get("format")))
    if game_id is None:
        return None
    module = set_module(game_id)
    assert module is not None
    try:
        loaded: GameSet = module.GameSet.from_dict(data)
    except ValueError as error:
        raise RecordError(str(error)) from None
    return loaded


def player_names(game_set: GameSet) -> tuple[str, str]:
    """Names that tell the two players apart, even when both are unnamed or called alike."""
    first, second = game_set.players
    if first and second and first != second:
        return (first, second)
    return tuple(  # type: ignore[return-value]
        _("Player {number} ({name})").format(number=n, name=name)
        if name
        else _("Player {number}").format(number=n)
        for n, name in enumerate((first, second), 1)
    )


def describe(game_set: GameSet, current: Record) -> str:
    number = next((i + 1 for i, r in enumerate(game_set.games) if r is current), len(game_set.games))
    a, b = game_set.scores()
    names = player_names(game_set)
    return _("Set: game {number} of 2 · {first} {score} – {second} {other}").format(
        number=number, first=names[0], score=f"{a:g}", second=names[1], other=f"{b:g}"
    )


def verdict(game_set: GameSet) -> str:
    """The set as it stands, in words: each game's players, colours and result, and who won the set."""
    names = player_names(game_set)
    lines = []
    for number, record in enumerate(game_set.games):
        outcome = record.outcome(record.root.line_end())
        white, black = (names[0], names[1]) if number % 2 == 0 else (names[1], names[0])
        if outcome is None:
            how = _("not finished")
        elif outcome[0] == outcome[1]:
            how = _("drawn")
        else:
            how = _("{name} won").format(name=white if outcome[0] > outcome[1] else black)
        lines.append(
            _("Game {number}: {white} (White) against {black} (Black) — {how}.").format(
                number=number + 1, white=white, black=black, how=how
            )
        )
    a, b = game_set.scores()
    if game_set.finished:
        if a == b:
            lines.append(_("The set is drawn, {score} – {other}.").format(score=f"{a:g}", other=f"{b:g}"))
        else:
            winner, loser = (names[0], names[1]) if a > b else (names[1], names[0])
            lines.append(
                _("{winner} wins the set, {score} – {other}, against {loser}.").format(
                    winner=winner, score=f"{max(a, b):g}", other=f"{min(a, b):g}", loser=loser
                )
            )
    else:
        lines.append(
            _("The set so far: {first} {score} – {second} {other}.").format(
                first=names[0], score=f"{a:g}", second=names[1], other=f"{b:g}"
            )
        )
    return "\n".join(lines)
