"""The game registry.

Every game of the product is listed here from the start; a game whose rules
package is not built yet is listed as not available (`is_available`) rather
than missing, and `get_game` says so in words.  Packages are imported only
when asked for, so starting the app does not load five rule sets.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from pardsgui.core.contract import Game, GameUnavailable


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    name: str
    summary: str


GAMES: tuple[GameInfo, ...] = (
    GameInfo("pards", "Pards", "chess, cards and dice on a 7×9 board, with a neutral Vicar"),
    GameInfo("parry", "Parry", "territory by placement on 26 board shapes, 2 to 6 players"),
    GameInfo("pagade", "Pagade", "the Indian cross-board race game with stick dice"),
    GameInfo("kerd", "Kerd", "12×12 chess with water, land and air, and secret infiltrators"),
    GameInfo("nardshir", "Nardshir", "the Sasanian ancestor of backgammon (Ludii 2)"),
)
GAME_IDS: tuple[str, ...] = tuple(info.id for info in GAMES)
_INFO = {info.id: info for info in GAMES}
_loaded: dict[str, Game] = {}


def game_info(game_id: str) -> GameInfo:
    try:
        return _INFO[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(GAME_IDS)}") from None


def is_available(game_id: str) -> bool:
    try:
        get_game(game_id)
    except GameUnavailable:
        return False
    return True


def available_ids() -> tuple[str, ...]:
    return tuple(game_id for game_id in GAME_IDS if is_available(game_id))


def get_game(game_id: str) -> Game:
    """The game object; KeyError for an unknown id, GameUnavailable for one not built yet."""
    loaded = _loaded.get(game_id)
    if loaded is not None:
        return loaded
    info = game_info(game_id)
    try:
        module = importlib.import_module(f"pardsgui.games.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"pardsgui.games.{game_id}":
            raise
        raise GameUnavailable(f"{info.name} is not available in this version yet") from None
    game: Game = module.GAME
    _loaded[game_id] = game
    return game
