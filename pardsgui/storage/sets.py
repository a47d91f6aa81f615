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
    return tuple(f"Player {n}" + (f" ({name})" if name else "") for n, name in enumerate((first, second), 1))  # type: ignore[return-value]


def describe(game_set: GameSet, current: Record) -> str:
    number = next((i + 1 for i, r in enumerate(game_set.games) if r is current), len(game_set.games))
    a, b = game_set.scores()
    names = player_names(game_set)
    return f"Set: game {number} of 2 · {names[0]} {a:g} – {names[1]} {b:g}"


def verdict(game_set: GameSet) -> str:
    """The set as it stands, in words: each game's players, colours and result, and who won the set."""
    names = player_names(game_set)
    lines = []
    for number, record in enumerate(game_set.games):
        outcome = record.outcome(record.root.line_end())
        white, black = (names[0], names[1]) if number % 2 == 0 else (names[1], names[0])
        if outcome is None:
            how = "not finished"
        elif outcome[0] == outcome[1]:
            how = "drawn"
        else:
            how = f"{white if outcome[0] > outcome[1] else black} won"
        lines.append(f"Game {number + 1}: {white} (White) against {black} (Black) — {how}.")
    a, b = game_set.scores()
    if game_set.finished:
        if a == b:
            lines.append(f"The set is drawn, {a:g} – {b:g}.")
        else:
            winner, loser = (names[0], names[1]) if a > b else (names[1], names[0])
            lines.append(f"{winner} wins the set, {max(a, b):g} – {min(a, b):g}, against {loser}.")
    else:
        lines.append(f"The set so far: {names[0]} {a:g} – {names[1]} {b:g}.")
    return "\n".join(lines)
