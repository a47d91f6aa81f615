"""pardsgui-engine: the rules of every game on the command line (no Qt).

    pardsgui-engine moves GAME [POSITION]
    pardsgui-engine play GAME POSITION MOVE...
    pardsgui-engine perft GAME POSITION DEPTH
    pardsgui-engine playout GAME [--option K=V]... --games N --seed S [--json]
    pardsgui-engine bench [GAME]

POSITION omitted means the initial position; `-` reads it from standard
input.  Errors go to standard error as one line, with exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
from collections.abc import Callable, Sequence
from typing import NoReturn

from pardsgui.core.contract import Game, GameUnavailable, IllegalMove, OptionError, Position, PositionError
from pardsgui.core.playout import perft, run_playouts
from pardsgui.games import GAME_IDS, available_ids, get_game


class UsageError(Exception):
    """Anything the user asked for that cannot be done; printed as one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see pardsgui-engine --help)")


def _game(game_id: str) -> Game:
    try:
        return get_game(game_id.lower())
    except KeyError as error:
        raise UsageError(str(error.args[0])) from None
    except GameUnavailable as error:
        raise UsageError(str(error)) from None


def _options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise UsageError(f"--option {pair!r}: expected KEY=VALUE")
        options[key] = value
    return options


def _position(game: Game, text: str | None, options: dict[str, str]) -> Position:
    if text is None:
        return game.initial(**options)
    if text == "-":
        text = sys.stdin.readline()
    if options:
        raise UsageError(
            "--option applies to the initial position only; the position text has its own fields"
        )
    return game.parse(text.strip())


def cmd_moves(args: argparse.Namespace) -> None:
    game = _game(args.game)
    position = _position(game, args.position, _options(args.option))
    if position.is_chance:
        rows = sorted((position.move_text(m), p) for m, p in position.chance_outcomes())
        for text, probability in rows:
            print(f"{text}\t{probability:.6g}")
        return
    for text in sorted(position.move_text(m) for m in position.legal_moves()):
        print(text)


def cmd_play(args: argparse.Namespace) -> None:
    game = _game(args.game)
    position = _position(game, args.position, {})
    for number, text in enumerate(args.moves, 1):
        try:
            position = position.play(position.parse_move(text))
        except IllegalMove as error:
            raise UsageError(f"move {number}: {error}") from None
    print(position.to_text())


def cmd_perft(args: argparse.Namespace) -> None:
    game = _game(args.game)
    position = _position(game, args.position, {})
    if args.depth < 0:
        raise UsageError("DEPTH must be 0 or more")
    print(perft(position, args.depth))


def cmd_playout(args: argparse.Namespace) -> None:
    game = _game(args.game)
    options = _options(args.option)
    game.check_options(options)
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    stats = run_playouts(lambda: game.initial(**options), args.games, args.seed, args.max_moves)
    report = {
        "game": game.id,
        "options": game.check_options(options),
        "games": stats.games,
        "seed": args.seed,
        "mean_moves": round(stats.mean_moves, 2),
        "max_moves": stats.max_moves,
        "unfinished": stats.unfinished,
        "score_per_seat": [round(x, 3) for x in stats.totals],
        "wins_per_seat": stats.wins,
        "draws": stats.draws,
        "seconds": round(stats.seconds, 3),
        "moves_per_second": round(stats.moves_per_second),
        "games_per_second": round(stats.games_per_second, 2),
    }
    if args.json:
        print(json.dumps(report))
        return
    print(f"game {game.id} {' '.join(f'{k}={v}' for k, v in report['options'].items())}".rstrip())
    print(f"games {stats.games} (seed {args.seed}), unfinished {stats.unfinished}")
    print(f"moves mean {stats.mean_moves:.1f}, max {stats.max_moves}")
    print(f"score per seat {' '.join(f'{x:g}' for x in stats.totals)}")
    print(f"wins per seat {' '.join(map(str, stats.wins))}, draws {stats.draws}")
    print(f"speed {stats.moves_per_second:,.0f} moves/s, {stats.games_per_second:,.1f} games/s")


def default_bench(game: Game) -> list[str]:
    """Random playouts from the initial position through the public contract."""
    games = 300
    stats = run_playouts(game.initial, games, seed=1)
    return [
        f"{game.id}: {games} random playouts (seed 1), {stats.moves:,} atomic moves"
        f" (rolls and passes count), mean {stats.mean_moves:.1f} per game",
        f"{game.id}: {stats.moves_per_second:,.0f} moves/s, {stats.games_per_second:,.1f} games/s,"
        f" {stats.seconds:.2f} s",
    ]


def _bench_function(game: Game) -> Callable[[Game], list[str]]:
    try:
        module = importlib.import_module(f"pardsgui.games.{game.id}.bench")
    except ModuleNotFoundError as error:
        if error.name != f"pardsgui.games.{game.id}.bench":
            raise
        return default_bench
    run: Callable[[Game], list[str]] = module.run
    return run


def cmd_bench(args: argparse.Namespace) -> None:
    ids = [args.game.lower()] if args.game else list(available_ids())
    for game_id in ids:
        game = _game(game_id)
        began = time.perf_counter()
        for line in _bench_function(game)(game):
            print(line, flush=True)
        if not args.game:
            print(f"{game.id}: bench took {time.perf_counter() - began:.1f} s", flush=True)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="pardsgui-engine",
        description="The rules of Pards, Parry, Pagade, Kerd and Nardshir on the command line.",
        epilog=f"games: {', '.join(GAME_IDS)}. POSITION '-' reads the position from standard input.",
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)

    moves = commands.add_parser("moves", help="list the legal moves, sorted")
    moves.add_argument("game")
    moves.add_argument("position", nargs="?")
    moves.add_argument("--option", action="append", default=[], metavar="K=V")
    moves.set_defaults(run=cmd_moves)

    play = commands.add_parser("play", help="print the position after the moves")
    play.add_argument("game")
    play.add_argument("position")
    play.add_argument("moves", nargs="*")
    play.set_defaults(run=cmd_play)

    perft_cmd = commands.add_parser("perft", help="count move sequences of a length")
    perft_cmd.add_argument("game")
    perft_cmd.add_argument("position")
    perft_cmd.add_argument("depth", type=int)
    perft_cmd.set_defaults(run=cmd_perft)

    playout = commands.add_parser("playout", help="random games and their statistics")
    playout.add_argument("game")
    playout.add_argument("--option", action="append", default=[], metavar="K=V")
    playout.add_argument("--games", type=int, required=True)
    playout.add_argument("--seed", type=int, required=True)
    playout.add_argument("--max-moves", type=int, default=1_000_000, help=argparse.SUPPRESS)
    playout.add_argument("--json", action="store_true")
    playout.set_defaults(run=cmd_playout)

    bench = commands.add_parser("bench", help="a fixed workload per game and its speed")
    bench.add_argument("game", nargs="?")
    bench.set_defaults(run=cmd_bench)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        args.run(args)
    except (UsageError, PositionError, IllegalMove, OptionError) as error:
        print(f"pardsgui-engine: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
