"""Find puzzles in seeded self-play and write resources/puzzles/<game>.json (docs/puzzles.md).

    python scripts/make_puzzles.py GAME... --count N --seed S [--out resources/puzzles]
        [--review-steps STEPS] [--deep-steps STEPS] [--strong LEVEL] [--source review|wins|material]
        [--option KEY=VALUE]...

`--review-steps` sets the budget that finds the candidates (the review's, by default) and
`--deep-steps` the proof's (four times the review's budget, by default): a quick review may
find candidates that are then proved at the full depth. `--source wins` takes as candidates,
instead of the review's `?` and `??`, the weak seat's moves that miss the one move winning
within the turn: no move is rated, and such a position has one answer far more often (Pards).
`--source material` (Kerd, Pards) takes the weak seat's moves that miss the one move keeping a
piece more than every other, by a short capture search: a hanging piece taken or saved (Kerd).
`--option KEY=VALUE` plays every game with that option of the game (Parry's `board`, Pagade's
`seats`); each puzzle keeps its options, and `made_by` names them.

`--resume GAMES` goes on from a run of the same command cut short after it had begun
GAMES games (its last line says how many): it keeps the puzzles of the file in `--out`,
plays the first GAMES - 1 games again without rating them (the games' moves do not depend
on the rating, so they are the same), and rates from the last one on. The file it writes
is the one the whole run would have written.

`--states DIR` keeps the beginning of every 25th game (1, 26, 51, ...: the run's random
state, `GameStart`) in `DIR/GAME-seedS-STRONG.starts.jsonl` as the run reaches it, and a
`--resume GAMES` begins with the last one kept up to game GAMES instead of playing every
game before it again (a thousand Pards games are some 25 minutes): at most 24 are played
again. So a run can go on in stretches, several at once, each its own `--out` holding a
copy of the file, then the files joined in the order of their games (docs/puzzles.md).
docs/puzzle-runs/ keeps the shipped runs' beginnings.

`--add` keeps the puzzles of the file in `--out` and adds `--count` more, found by this run
(another seed, or another source); a puzzle the file holds already is not found again.
`made_by` then says ", then scripts/make_puzzles.py ... --count K ... --add", K the puzzles
added, after what made the file, so that command run on the file before it writes the file
again: a file proved again (`--reprove`), which cannot be `--resume`d, grows this way.
`--add --resume GAMES` goes on with such a run.

`--reprove` proves every puzzle of a game's file in `--out` again, at its proof's budget, by
the finder's proof as it is now, and keeps those that hold (with the proof's figures as they
come out now): `python scripts/make_puzzles.py GAME --reprove [--part K/N]`. The proof once
weighed only the deep search's first four moves; a file made then is made again by its command
followed by this one, which `made_by` then says. Each puzzle's verdict is kept in
`GAME.reprove-K-of-N.jsonl` beside the file as it is reached, so a run cut short goes on
where it stopped, and `--part K/N` (K from 1) takes every N-th puzzle from the K-th, so N
processes share the work; whichever finds every puzzle decided writes the file.

The same seed and count give the same file, byte for byte: every search is
counted in moves, never in seconds, and the file is sorted and has no date. The
file is written again after each puzzle found, so a run cut short leaves the file
`--count` set to what it holds would give. Prints, per game: games played,
decisions looked at, candidates, positions searched, puzzles found,
processor minutes.
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from pardsgui.core.contract import OptionError
from pardsgui.games import get_game
from pardsgui.train.finder import (
    SOURCES,
    Budget,
    Figures,
    GameStart,
    check_source,
    find_puzzles,
    prove_again,
)
from pardsgui.train.puzzles import FORMAT, Puzzle, dump_puzzles, load_puzzles, puzzle_json

OUT = Path(__file__).resolve().parent.parent / "resources" / "puzzles"


def option_words(options: Sequence[str]) -> str:
    """The options as the command line gives them."""
    return "".join(f" --option {option}" for option in options)


def option_values(options: Sequence[str]) -> dict[str, str]:
    """The options (`KEY=VALUE`, as `main` checked them) as the game takes them."""
    return dict(option.split("=", 1) for option in options)


def made_by(
    game_id: str,
    count: int,
    seed: int,
    review: int | None,
    strong: str,
    deep: int | None = None,
    source: str = "review",
    options: Sequence[str] = (),
) -> str:
    extra = (
        (f" --review-steps {review}" if review is not None else "")
        + (f" --deep-steps {deep}" if deep is not None else "")
        + (f" --strong {strong}" if strong != "medium" else "")
        + (f" --source {source}" if source != "review" else "")
        + option_words(options)
    )
    return f"scripts/make_puzzles.py {game_id} --count {count} --seed {seed}{extra}"


#: A game's beginning is kept for every this many games: a resume plays at most this many less one
#: again, and a thousand Pards games keep 300 KB, not 7 MB.
KEEP_EVERY = 25


class Starts:
    """The games' beginnings a run has reached, kept in a file beside the work (`--states`).

    Its first line names the run whose games they are: the game, the seed and the other seats'
    level decide every game's moves (rating draws nothing from the seed). A last line cut off by
    a kill is passed over and written again when its game is reached."""

    def __init__(self, folder: Path, game_id: str, seed: int, strong: str, options: Sequence[str] = ()) -> None:
        self.run = f"{game_id} --seed {seed} --strong {strong}{option_words(options)}"
        named = "".join(f"-{option}" for option in options)
        self.path = folder / f"{game_id}-seed{seed}-{strong}{named}.starts.jsonl"
        self.known: dict[int, GameStart] = {}
        if self.path.exists():
            lines = self.path.read_text(encoding="utf-8").splitlines()
            if not lines or _json_or_none(lines[0]) != {"run": self.run}:
                sys.exit(f"{self.path} does not hold the games of {self.run!r}")
            for number, line in enumerate(lines[1:], 2):
                data = _json_or_none(line)
                if data is not None:
                    try:
                        start = GameStart.from_json(data)
                    except ValueError as error:
                        sys.exit(f"{self.path}, line {number}: {error}")
                    self.known[start.number] = start
        else:
            folder.mkdir(parents=True, exist_ok=True)
            self._append({"run": self.run})

    def last_up_to(self, number: int) -> GameStart | None:
        kept = [known for known in self.known if known <= number]
        return self.known[max(kept)] if kept else None

    def begun(self, start: GameStart) -> None:
        if start.number % KEEP_EVERY == 1 % KEEP_EVERY and start.number not in self.known:
            self.known[start.number] = start
            self._append(start.to_json())

    def _append(self, data: dict[str, Any]) -> None:
        with self.path.open("a", encoding="utf-8") as file:  # one write a line: stretches share the file
            file.write(json.dumps(data, separators=(",", ":")) + "\n")


def _json_or_none(line: str) -> Any:
    try:
        return json.loads(line)
    except ValueError:
        return None


def added_by(made: str, step: Callable[[int], str]) -> tuple[str, int] | None:
    """What made a file before its last `--add` step, and how many that step added, if its last
    step is `step(added)`; else None."""
    before, then, last = made.rpartition(", then ")
    found = re.search(r" --count (\d+) ", last)
    if not then or found is None or last != step(int(found[1])):
        return None
    return before, int(found[1])


def summary(game_id: str, figures: Figures, seconds: float) -> str:
    rejected = ", ".join(f"{why}: {n}" for why, n in sorted(figures.rejected.items())) or "none"
    return (
        f"{game_id}: {figures.puzzles} puzzles from {figures.games} games,"
        f" {figures.decisions} decisions looked at, {figures.candidates} candidates,"
        f" {figures.searches} positions searched, {seconds / 60:.1f} processor minutes"
        f" (candidates refused: {rejected})"
    )


def make(
    game_id: str,
    count: int,
    seed: int,
    out: Path,
    review: int | None = None,
    strong: str = "medium",
    deep: int | None = None,
    resume: int = 0,
    source: str = "review",
    states: Path | None = None,
    add: bool = False,
    options: Sequence[str] = (),
) -> Figures:
    figures = Figures()
    puzzles: list[Puzzle] = []
    path = out / f"{game_id}.json"

    def step(added: int) -> str:
        return f"{made_by(game_id, added, seed, review, strong, deep, source, options)} --add"

    def command(found: int) -> str:  # what made the file once it holds `found` puzzles
        return (
            f"{before}, then {step(found - before_count)}"
            if add
            else made_by(game_id, found, seed, review, strong, deep, source, options)
        )

    before, before_count = "", 0
    if (resume or add) and not path.is_file():
        sys.exit(f"{path}: no file of puzzles to {'add to' if add else 'go on with'}")
    if resume or add:
        filed = path.read_text(encoding="utf-8")
        kept = load_puzzles(filed, path.name)
        written = json.loads(filed)["made_by"]
        refused = f"{path} was made by {written!r}, not by this command: it cannot be resumed"
        if add:
            chain = added_by(written, step) if resume else (written, 0)
            if chain is None:
                sys.exit(refused)
            before, added = chain
            before_count = len(kept) - added
        elif written != command(len(kept)):
            sys.exit(refused)
        puzzles = list(kept)
        figures.puzzles = len(puzzles)
        if add:  # --count is what this run adds, as made_by says it
            count += before_count
        if len(puzzles) >= count:
            print(f"{game_id}: {path} holds {len(puzzles)} puzzles already", flush=True)
            return figures
    began = time.process_time()
    try:
        budget = Budget.of(game_id, review)
        if deep is not None:
            budget = Budget(budget.review, deep)
        found = {(puzzle.position, puzzle.mistake) for puzzle in puzzles}
        starts = Starts(states, game_id, seed, strong, options) if states is not None else None
        start = starts.last_up_to(resume) if starts is not None else None
        replay = max(0, resume - 1)
        if start is not None:
            print(
                f"{game_id}: game {start.number} begins as kept in {states};"
                f" {resume - start.number} games played again unrated",
                flush=True,
            )
        for puzzle in find_puzzles(
            game_id,
            seed,
            budget,
            figures,
            strong,
            replay,
            found,
            source,
            start,
            starts.begun if starts is not None else None,
            option_values(options),
        ):
            puzzles.append(puzzle)
            text = dump_puzzles(game_id, puzzles, command(len(puzzles)))
            load_puzzles(text, path.name)  # what is written must read back, checked by the rules
            path.write_text(text, encoding="utf-8")
            solution = " ".join(puzzle.solution)
            print(
                f"game {figures.games}: {puzzle.mistake} -> {solution} ({puzzle.theme or 'no theme'})",
                flush=True,
            )
            print(summary(game_id, figures, time.process_time() - began), flush=True)
            if len(puzzles) >= count:
                break
    except KeyboardInterrupt:  # cut short (Ctrl+C, or SIGTERM below): the file holds what was found
        print(f"stopped: {summary(game_id, figures, time.process_time() - began)}", flush=True)
        raise
    return figures


def reproved_by(game_id: str, made: str) -> str:
    """What made a file proved again: its own command, then --reprove (once, however often run)."""
    step = f"scripts/make_puzzles.py {game_id} --reprove"
    return made if made.endswith(f"then {step}") else f"{made}, then {step}"


def _verdicts(game_id: str, out: Path) -> dict[str, Any]:
    """Every part's verdicts so far: puzzle id -> the puzzle as proved now, or why it fell."""
    decided: dict[str, Any] = {}
    for log in sorted(out.glob(f"{game_id}.reprove-*.jsonl")):
        for line in log.read_text(encoding="utf-8").splitlines():
            if line.strip():
                entry = json.loads(line)
                decided[entry["id"]] = entry["verdict"]
    return decided


def reprove(game_id: str, out: Path, part: tuple[int, int] = (1, 1)) -> str:
    """Prove the file's puzzles again (those of `part`); write the file once all are decided."""
    path = out / f"{game_id}.json"
    text = path.read_text(encoding="utf-8")
    puzzles = load_puzzles(text, path.name)
    made = json.loads(text).get("made_by", "")
    decided = _verdicts(game_id, out)  # puzzle id -> its puzzle as proved now, or why it fell
    own, parts = part
    log = out / f"{game_id}.reprove-{own}-of-{parts}.jsonl"
    began = time.process_time()
    for index, puzzle in enumerate(puzzles):
        if index % parts != own - 1 or puzzle.id in decided:
            continue
        proved = prove_again(puzzle)
        verdict = proved if isinstance(proved, str) else puzzle_json(proved)
        decided[puzzle.id] = verdict
        with log.open("a", encoding="utf-8") as kept:
            kept.write(json.dumps({"id": puzzle.id, "verdict": verdict}, ensure_ascii=False) + "\n")
        said = verdict if isinstance(verdict, str) else "holds"
        minutes = (time.process_time() - began) / 60
        print(
            f"{game_id} puzzle {index + 1} of {len(puzzles)}: {said} ({minutes:.1f} processor minutes)",
            flush=True,
        )
    decided |= _verdicts(game_id, out)  # what the other parts decided meanwhile
    if any(puzzle.id not in decided for puzzle in puzzles):
        return f"{game_id}: this part is done; the file is written by the part that finishes last"
    held = [decided[puzzle.id] for puzzle in puzzles if not isinstance(decided[puzzle.id], str)]
    data = {"format": FORMAT, "game": game_id, "puzzles": held}
    proved_again = load_puzzles(json.dumps(data), path.name)  # checked by the rules, as the finder's
    path.write_text(dump_puzzles(game_id, proved_again, reproved_by(game_id, made)), encoding="utf-8")
    for log_file in out.glob(f"{game_id}.reprove-*.jsonl"):
        log_file.unlink()
    fell = Counter(decided[puzzle.id] for puzzle in puzzles if isinstance(decided[puzzle.id], str))
    reasons = ", ".join(f"{why}: {n}" for why, n in sorted(fell.items())) or "none"
    return f"{game_id}: {len(proved_again)} of {len(puzzles)} puzzles hold (fell: {reasons})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--review-steps", type=int, default=None, help="the review's budget")
    parser.add_argument("--deep-steps", type=int, default=None, help="the proof's budget")
    parser.add_argument("--strong", default="medium", help="the level of the other seats")
    parser.add_argument(
        "--source", choices=SOURCES, default="review", help="what makes a candidate (docs/puzzles.md)"
    )
    parser.add_argument(
        "--resume", type=int, default=0, metavar="GAMES", help="go on from a run cut short after GAMES games"
    )
    parser.add_argument(
        "--states", type=Path, default=None, metavar="DIR", help="keep every 25th game's beginning in DIR"
    )
    parser.add_argument("--add", action="store_true", help="add this run's puzzles to the file's")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game's option every game is played with (Parry: board=square-5-ortho)",
    )
    parser.add_argument("--reprove", action="store_true", help="prove the file's puzzles again")
    parser.add_argument(
        "--part", default="1/1", metavar="K/N", help="with --reprove: every N-th from the K-th"
    )
    args = parser.parse_args()
    for option in args.option:
        if "=" not in option:
            sys.exit(f"--option {option!r}: expected KEY=VALUE")
    for game_id in args.games:
        try:
            get_game(game_id).check_options(option_values(args.option))
        except OptionError as error:
            sys.exit(f"--option: {error}")
        try:
            check_source(game_id, args.source)
        except ValueError as error:
            sys.exit(f"--source: {error}")
    args.out.mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # a kill says the figures, as Ctrl+C does
    if args.reprove:
        own, _, parts = args.part.partition("/")
        if not (own.isdigit() and parts.isdigit() and 1 <= int(own) <= int(parts)):
            sys.exit(f"--part {args.part!r}: expected K/N with 1 <= K <= N")
        try:
            for game_id in args.games:
                print(reprove(game_id, args.out, (int(own), int(parts))), flush=True)
        except KeyboardInterrupt:
            sys.exit(130)
        return
    try:
        for game_id in args.games:
            began = time.process_time()
            figures = make(
                game_id,
                args.count,
                args.seed,
                args.out,
                args.review_steps,
                args.strong,
                args.deep_steps,
                args.resume,
                args.source,
                args.states,
                args.add,
                args.option,
            )
            print(f"done: {summary(game_id, figures, time.process_time() - began)}", flush=True)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
