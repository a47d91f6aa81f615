"""The game registry: each game declared once, with the parts it has.

Every game of the product is listed here from the start (`GAMES`); a game
whose rules package is not built yet is listed as not available
(`is_available`) rather than missing, and `get_game` says so in words.
Packages are imported only when asked for, so starting the app does not load
five rule sets.  A game from outside the product's package (the tests' toy
game) joins with `register`, declared the same way: everything that lists the
games (`games`, `available_ids`) lists it from then on.

A game's optional parts — `ai` (search hooks, `HOOKS`), `bench` (its
benchmark, `run`), `match` (playing it as a set, `SET_LABEL` …) — are named
in its entry here; `part(game_id, name)` loads a declared part and says None
for one the game does not have.  Nothing is found by trying module names.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from pardsgui.core.contract import Game, GameUnavailable
from pardsgui.i18n import N_
from pardsgui.paths import resources_dir

PARTS = frozenset({"ai", "bench", "match"})


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    name: str
    summary: str
    parts: frozenset[str] = frozenset()  # which of PARTS the game's package has
    package: str = ""  # the package exporting GAME; "" for the product's pardsgui.games.<id>
    # The folder holding pieces/<id>/, rules/<id>.md and lessons/<id>.json; None: the app's.
    resources: Path | None = None

    def __post_init__(self) -> None:
        if not self.parts <= PARTS:
            raise ValueError(f"{self.id}: unknown parts {sorted(self.parts - PARTS)}")

    @property
    def module(self) -> str:
        return self.package or f"pardsgui.games.{self.id}"


GAMES: tuple[GameInfo, ...] = (
    GameInfo(
        "pards",
        "Pards",
        N_("chess, cards and dice on a 7×9 board, with a neutral Vicar"),
        frozenset({"ai", "bench", "match"}),
    ),
    GameInfo(
        "parry",
        "Parry",
        N_("territory by placement on 26 board shapes, 2 to 6 players"),
        frozenset({"ai", "bench"}),
    ),
    GameInfo(
        "pagade", "Pagade", N_("the Indian cross-board race game with stick dice"), frozenset({"ai", "bench"})
    ),
    GameInfo(
        "kerd",
        "Kerd",
        N_("12×12 chess with water, land and air, and secret infiltrators"),
        frozenset({"ai", "bench"}),
    ),
    GameInfo("nardshir", "Nardshir", N_("the Sasanian ancestor of backgammon (Ludii 2)"), frozenset({"ai"})),
)
GAME_IDS: tuple[str, ...] = tuple(info.id for info in GAMES)  # the product's games
_INFO = {info.id: info for info in GAMES}
_loaded: dict[str, Game] = {}


def register(info: GameInfo) -> None:
    """Add a game declared outside the product's package; ValueError for an id already taken."""
    if info.id in _INFO:
        raise ValueError(f"a game with the id {info.id!r} is registered already")
    if not info.package:
        raise ValueError(f"{info.id}: a registered game names its package")
    _INFO[info.id] = info


def games() -> tuple[GameInfo, ...]:
    """Every game declared: the product's, then the registered ones, in order."""
    return tuple(_INFO.values())


def game_ids() -> tuple[str, ...]:
    return tuple(_INFO)


def game_info(game_id: str) -> GameInfo:
    try:
        return _INFO[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; games: {', '.join(_INFO)}") from None


def game_resource(game_id: str, *parts: str) -> Path:
    """A file of the game's resources: `game_resource("kerd", "rules", "kerd.md")`."""
    info = _INFO.get(game_id)
    folder = info.resources if info is not None and info.resources is not None else resources_dir()
    return folder.joinpath(*parts)


def is_available(game_id: str) -> bool:
    try:
        get_game(game_id)
    except GameUnavailable:
        return False
    return True


def available_ids() -> tuple[str, ...]:
    return tuple(game_id for game_id in _INFO if is_available(game_id))


def get_game(game_id: str) -> Game:
    """The game object; KeyError for an unknown id, GameUnavailable for one not built yet."""
    loaded = _loaded.get(game_id)
    if loaded is not None:
        return loaded
    info = game_info(game_id)
    try:
        module = importlib.import_module(info.module)
    except ModuleNotFoundError as error:
        if error.name != info.module:
            raise
        raise GameUnavailable(f"{info.name} is not available in this version yet") from None
    game: Game = module.GAME
    if (game.id, game.name) != (info.id, info.name):
        found, declared = f"{game.id!r} ({game.name})", f"{info.id!r} ({info.name})"
        raise ValueError(f"{info.module}.GAME is {found}; the registry declares {declared}")
    _loaded[game_id] = game
    return game


def part(game_id: str, name: str) -> ModuleType | None:
    """The game's declared part `name` (one of PARTS), loaded; None when the game has none."""
    if name not in PARTS:
        raise ValueError(f"{name!r} is not a game part; parts: {', '.join(sorted(PARTS))}")
    info = _INFO.get(game_id)
    if info is None or name not in info.parts:
        return None  # an unknown game has no parts
    return importlib.import_module(f"{info.module}.{name}")
