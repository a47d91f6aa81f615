"""Find puzzles in seeded self-play and write resources/puzzles/<game>.json (docs/puzzles.md).

    python scripts/make_puzzles.py GAME... --count N --seed S [--out resources/puzzles]
        [--review-steps STEPS] [--deep-steps STEPS] [--strong LEVEL]

`--review-steps` sets the budget that finds the candidates (the review's, by default) and
`--deep-steps` the proof's (four times the review's budget, by default): a quick review may
find candidates that are then proved at the full depth.

`--resume GAMES` goes on from a run of the same command cut short after it had begun
GAMES games (its last line says how many): it keeps the puzzles of the file in `--out`,
plays the first GAMES - 1 games again without rating them (the games' moves do not depend
on the rating, so they are the same), and rates from the last one on. The file it writes
is the one the whole run would have written.

The same seed and count give the same file, byte for byte: every search is
counted in moves, never in seconds, and the file is sorted and has no date. The
file is written again after each puzzle found, so a run cut short leaves the file
`--count` set to what it holds would give. Prints, per game: games played,
decisions rated, candidates (? and ??), positions searched, puzzles found,
processor minutes.
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import time
from pathlib import Path

from pardsgui.train.finder import Budget, Figures, find_puzzles
from pardsgui.train.puzzles import Puzzle, dump_puzzles, load_puzzles

OUT = Path(__file__).resolve().parent.parent / "resources" / "puzzles"


def made_by(
    game_id: str, count: int, seed: int, review: int | None, strong: str, deep: int | None = None
) -> str:
    extra = (
        (f" --review-steps {review}" if review is not None else "")
        + (f" --deep-steps {deep}" if deep is not None else "")
        + (f" --strong {strong}" if strong != "medium" else "")
    )
    return f"scripts/make_puzzles.py {game_id} --count {count} --seed {seed}{extra}"


def summary(game_id: str, figures: Figures, seconds: float) -> str:
    rejected = ", ".join(f"{why}: {n}" for why, n in sorted(figures.rejected.items())) or "none"
    return (
        f"{game_id}: {figures.puzzles} puzzles from {figures.games} games,"
        f" {figures.decisions} decisions rated, {figures.candidates} marked ? or ??,"
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
) -> Figures:
    figures = Figures()
    puzzles: list[Puzzle] = []
    path = out / f"{game_id}.json"
    if resume:
        kept = load_puzzles(path.read_text(encoding="utf-8"), path.name)
        written = json.loads(path.read_text(encoding="utf-8"))["made_by"]
        if written != made_by(game_id, len(kept), seed, review, strong, deep):
            sys.exit(f"{path} was made by {written!r}, not by this command: it cannot be resumed")
        puzzles = list(kept)
        figures.puzzles = len(puzzles)
    began = time.process_time()
    try:
        budget = Budget.of(game_id, review)
        if deep is not None:
            budget = Budget(budget.review, deep)
        found = {(puzzle.position, puzzle.mistake) for puzzle in puzzles}
        for puzzle in find_puzzles(game_id, seed, budget, figures, strong, max(0, resume - 1), found):
            puzzles.append(puzzle)
            text = dump_puzzles(game_id, puzzles, made_by(game_id, len(puzzles), seed, review, strong, deep))
            load_puzzles(text, path.name)  # what is written must read back, checked by the rules
            path.write_text(text, encoding="utf-8")
            solution = " ".join(puzzle.solution)
            print(f"{puzzle.mistake} -> {solution} ({puzzle.theme or 'no theme'})", flush=True)
            print(summary(game_id, figures, time.process_time() - began), flush=True)
            if len(puzzles) >= count:
                break
    except KeyboardInterrupt:  # cut short (Ctrl+C, or SIGTERM below): the file holds what was found
        print(f"stopped: {summary(game_id, figures, time.process_time() - began)}", flush=True)
        raise
    return figures


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
        "--resume", type=int, default=0, metavar="GAMES", help="go on from a run cut short after GAMES games"
    )
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    signal.signal(signal.SIGTERM, signal.default_int_handler)  # a kill says the figures, as Ctrl+C does
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
            )
            print(f"done: {summary(game_id, figures, time.process_time() - began)}", flush=True)
    except KeyboardInterrupt:
        sys.exit(130)


if __name__ == "__main__":
    main()
