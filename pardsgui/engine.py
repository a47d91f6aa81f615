"""pardsgui-engine: the rules of every game on the command line (no Qt).

    pardsgui-engine moves GAME [POSITION]
    pardsgui-engine play GAME POSITION MOVE...
    pardsgui-engine perft GAME POSITION DEPTH
    pardsgui-engine playout GAME [--option K=V]... --games N --seed S [--json]
    pardsgui-engine bench [GAME]
    pardsgui-engine match GAME --a LEVEL --b LEVEL --games N --seed S [--option K=V]... [--jobs J]
                          [--save DIR]
    pardsgui-engine review FILE [--level review|LEVEL] [--seed S]

POSITION omitted means the initial position; `-` reads it from standard
input.  Errors go to standard error as one line, with exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn

from pardsgui.core.contract import Game, GameUnavailable, IllegalMove, OptionError, Position, PositionError
from pardsgui.core.playout import perft, run_playouts
from pardsgui.games import available_ids, game_ids, get_game, part
from pardsgui.i18n import english
from pardsgui.storage.loading import MAX_BYTES, LoadError, parse_position

MAX_JOBS = 64


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
    where = "POSITION"
    if text == "-":
        text = sys.stdin.readline(MAX_BYTES + 1)
        where = "the position on standard input"
    if options:
        raise UsageError(
            "--option applies to the initial position only; the position text has its own fields"
        )
    try:
        return parse_position(game, text.strip(), where)
    except LoadError as error:
        raise UsageError(str(error)) from None


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
    stats = run_playouts(
        lambda: game.initial(**options), args.games, args.seed, args.max_moves, game.repetition_draw
    )
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
    stats = run_playouts(game.initial, games, seed=1, repetition_draw=game.repetition_draw)
    return [
        f"{game.id}: {games} random playouts (seed 1), {stats.moves:,} atomic moves"
        f" (rolls and passes count), mean {stats.mean_moves:.1f} per game",
        f"{game.id}: {stats.moves_per_second:,.0f} moves/s, {stats.games_per_second:,.1f} games/s,"
        f" {stats.seconds:.2f} s",
    ]


def _bench_function(game: Game) -> Callable[[Game], list[str]]:
    module = part(game.id, "bench")
    if module is None:
        return default_bench
    run: Callable[[Game], list[str]] = module.run
    return run


def cmd_bench(args: argparse.Namespace) -> None:
    # None is "every game"; an empty name is a mistake to say, not every game.
    ids = [args.game.lower()] if args.game is not None else list(available_ids())
    for game_id in ids:
        game = _game(game_id)
        began = time.perf_counter()
        for line in _bench_function(game)(game):
            print(line, flush=True)
        if args.game is None:
            print(f"{game.id}: bench took {time.perf_counter() - began:.1f} s", flush=True)


def cmd_match(args: argparse.Namespace) -> None:
    # Imported here: the other commands should not pay for loading the search.
    from pardsgui.ai.levels import parse_level
    from pardsgui.ai.match import GameResult, SideStats, dice_game, run_match, score_lines, set_scores

    game = _game(args.game)
    options = game.check_options(_options(args.option))
    if args.games < 1:
        raise UsageError("--games must be at least 1")
    if args.first < 1:
        raise UsageError("--first must be at least 1")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise UsageError(f"--jobs must be 1 to {MAX_JOBS}")
    try:
        a, b = parse_level(args.a), parse_level(args.b)
    except ValueError as error:
        raise UsageError(str(error)) from None
    players = game.initial(**options).players
    if args.duplicate and ((args.first - 1) % players or args.games % players):
        raise UsageError(
            f"--duplicate plays whole sets of {players} games: --first must be 1 more than a multiple"
            f" of {players}, and --games a multiple of {players}"
        )
    totals = [0.0, 0.0]
    last = args.first + args.games - 1

    def report(one: GameResult) -> None:
        if args.save:
            _save_match_game(game, options, a.label, b.label, one, Path(args.save))
        totals[0] += one.a_points
        totals[1] += 1 - one.a_points
        scores = " ".join(f"{x:g}" for x in one.outcome)
        note = " (unfinished: scored as a draw)" if one.unfinished else ""
        dice = dice_game(one.index, players, args.duplicate)
        shared = f" (dice of game {dice + 1})" if args.duplicate else ""
        print(
            f"game {one.index + 1}/{last}{shared}: A in seat {one.a_seat + 1}, seat scores {scores},"
            f" A {one.a_points:g}, {one.moves} moves{note}; running A {totals[0]:.1f} – B {totals[1]:.1f}",
            file=sys.stderr,
            flush=True,
        )

    began = time.perf_counter()
    result = run_match(
        game,
        options,
        a,
        b,
        args.games,
        args.seed,
        jobs=args.jobs,
        first=args.first - 1,
        report=report,
        duplicate=args.duplicate,
    )
    side_totals = (SideStats(), SideStats())
    longest = 0.0
    for one in result.games:
        side_totals[0].add(one.a)
        side_totals[1].add(one.b)
        longest = max(longest, one.max_search_seconds)
    described = " ".join(f"{k}={v}" for k, v in options.items())
    print(
        f"match {game.id}{' ' + described if described else ''}: A {a.label} against B {b.label},"
        f" {_stretch(args.first, last)}, seed {args.seed}{', duplicate dice' if args.duplicate else ''},"
        f" {time.perf_counter() - began:.0f} s"
    )
    for name, level, stats in (("A", a, side_totals[0]), ("B", b, side_totals[1])):
        if stats.searches and level.seconds is not None:
            print(
                f"{name} {level.label}: {stats.searches} searches, {stats.iterations_per_second:,.0f}"
                f" iterations/s and {stats.steps_per_second:,.0f} moves searched/s of processor time,"
                f" {stats.cpu_seconds_per_search:.3f} s of processor time per search"
                f" ({stats.seconds_per_search:.3f} s wall clock),"
                f" {stats.over_time} longer than {level.seconds:g} s"
            )
        else:
            print(f"{name} {level.label}: {stats.decisions} moves, no search")
    if longest:
        print(f"longest search {longest:.2f} s")
    sets = set_scores({one.index: one.a_points for one in result.games}, players) if args.duplicate else None
    print("\n".join(score_lines(result.a_points, len(result.games), sets)))


def _stretch(first: int, last: int) -> str:
    if first == 1:
        return f"{last} game{'s' if last > 1 else ''}"
    return f"games {first} to {last}" if last > first else f"game {first}"


def _save_match_game(game: Game, options: dict[str, str], a: str, b: str, one: object, folder: Path) -> None:
    """A match game as a record file (`--save DIR`), so it can be opened or reviewed."""
    from pardsgui.ai.match import GameResult
    from pardsgui.core.record import Record

    assert isinstance(one, GameResult)
    start = game.initial(**options)
    players = [f"A {a}" if seat == one.a_seat else f"B {b}" for seat in range(start.players)]
    record = Record(game, start, players=players)
    for text in one.line:
        record.play_text(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{game.id}-{one.index + 1:03d}.pards.json").write_text(record.to_json(), encoding="utf-8")
    except OSError as error:
        raise UsageError(f"--save {folder}: {error.strerror or error}") from None


def cmd_review(args: argparse.Namespace) -> None:
    from pardsgui.ai.levels import parse_level
    from pardsgui.ai.review import DEFAULT_LEVEL, review_record
    from pardsgui.core.review_text import review_lines
    from pardsgui.storage.loading import read_game_file

    level = args.level
    try:
        if level != DEFAULT_LEVEL:
            parse_level(level)
    except ValueError as error:
        raise UsageError(f"{error} (or review, the default)") from None
    try:
        record = read_game_file(Path(args.file)).record
    except LoadError as error:
        raise UsageError(str(error)) from None
    began = time.process_time()
    review = review_record(record, level=level, seed=args.seed)
    for line in review_lines(record, review):
        print(line)
    print(f"reviewed at {review.level} in {time.process_time() - began:.1f} s of processor time")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="pardsgui-engine",
        description="The rules of Pards, Parry, Pagade, Kerd and Nardshir on the command line.",
        epilog=f"games: {', '.join(game_ids())}. POSITION '-' reads the position from standard input.",
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

    match = commands.add_parser(
        "match",
        help="computer against computer, seats alternating; the last line is the score",
        description="Levels: random, easy, medium, hard or hard:SECONDS; mcts- before any of the last"
        " four plays Monte Carlo with the game's former hooks (Kerd, Pards). In game i player A takes"
        " seat i mod n and B every other seat; see docs/ai.md.",
    )
    match.add_argument("game")
    match.add_argument("--a", required=True, metavar="LEVEL")
    match.add_argument("--b", required=True, metavar="LEVEL")
    match.add_argument("--games", type=int, required=True)
    match.add_argument("--seed", type=int, required=True)
    match.add_argument("--option", action="append", default=[], metavar="K=V")
    match.add_argument("--jobs", type=int, default=1, help="games played in parallel (same results)")
    match.add_argument(
        "--first",
        type=int,
        default=1,
        metavar="K",
        help="start at game K, the game a match from 1 plays there: a long match in stretches",
    )
    match.add_argument("--save", metavar="DIR", help="write each game as a record file in DIR")
    match.add_argument(
        "--duplicate",
        action="store_true",
        help="duplicate dice: each set of n games (n seats) plays the same dice and seeds, A in each"
        " seat once, so luck cancels; the interval is over sets",
    )
    match.set_defaults(run=cmd_match)

    review = commands.add_parser(
        "review",
        help="rate every move of a saved game's main line, and each roll's luck",
        description="Marks ?!, ? and ?? by the loss of winning chance against the best move found;"
        " see docs/ai.md. Secrets of an unfinished game are not printed.",
    )
    review.add_argument("file")
    review.add_argument(
        "--level",
        default="review",
        metavar="LEVEL",
        help="review (the default), random, easy, medium, hard:SECONDS",
    )
    review.add_argument("--seed", type=int, default=0)
    review.set_defaults(run=cmd_review)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    # English whatever language the program speaks: scripts read what the engine prints.
    with english():
        return _run(argv)


def _run(argv: Sequence[str] | None) -> int:
    try:
        args = build_parser().parse_args(argv)
        args.run(args)
    except (UsageError, PositionError, IllegalMove, OptionError) as error:
        # one line, whatever the arguments quoted in it hold
        print(f"pardsgui-engine: {' '.join(str(error).split())}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
