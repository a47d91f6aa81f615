"""Find puzzles in seeded self-play and write resources/puzzles/<game>.json (docs/puzzles.md).

    python scripts/make_puzzles.py GAME... --count N --seed S [--out resources/puzzles]
        [--review-steps STEPS] [--strong LEVEL]

The same seed and count give the same file, byte for byte: every search is
counted in moves, never in seconds, and the file is sorted and has no date. The
file is written again after each puzzle found, so a run cut short leaves the file
`--count` set to what it holds would give. Prints, per game: games played,
decisions rated, candidates (? and ??), positions searched, puzzles found,
processor minutes.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from pardsgui.train.finder import Budget, Figures, find_puzzles
from pardsgui.train.puzzles import Puzzle, dump_puzzles, load_puzzles

OUT = Path(__file__).resolve().parent.parent / "resources" / "puzzles"


def made_by(game_id: str, count: int, seed: int, review: int | None, strong: str) -> str:
    extra = (f" --review-steps {review}" if review is not None else "") + (
        f" --strong {strong}" if strong != "medium" else ""
    )
    return f"scripts/make_puzzles.py {game_id} --count {count} --seed {seed}{extra}"


def make(
    game_id: str, count: int, seed: int, out: Path, review: int | None = None, strong: str = "medium"
) -> Figures:
    figures = Figures()
    puzzles: list[Puzzle] = []
    path = out / f"{game_id}.json"
    began = time.monotonic()
    for puzzle in find_puzzles(game_id, seed, Budget.of(game_id, review), figures, strong):
        puzzles.append(puzzle)
        text = dump_puzzles(game_id, puzzles, made_by(game_id, len(puzzles), seed, review, strong))
        load_puzzles(text, path.name)  # what is written must read back, checked by the rules
        path.write_text(text, encoding="utf-8")
        print(
            f"{game_id}: {len(puzzles)}/{count} after {figures.games} games,"
            f" {figures.cpu_seconds / 60:.1f} processor min, {(time.monotonic() - began) / 60:.1f} min:"
            f" {puzzle.mistake} -> {' '.join(puzzle.solution)} ({puzzle.theme or 'no theme'})",
            flush=True,
        )
        if len(puzzles) >= count:
            break
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--review-steps", type=int, default=None, help="the review's budget")
    parser.add_argument("--strong", default="medium", help="the level of the other seats")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id in args.games:
        figures = make(game_id, args.count, args.seed, args.out, args.review_steps, args.strong)
        rejected = ", ".join(f"{why}: {n}" for why, n in sorted(figures.rejected.items())) or "none"
        print(
            f"{game_id}: {figures.puzzles} puzzles from {figures.games} games,"
            f" {figures.decisions} decisions rated,"
            f" {figures.candidates} marked ? or ??, {figures.searches} positions searched,"
            f" {figures.cpu_seconds / 60:.1f} processor minutes (candidates refused: {rejected})",
            flush=True,
        )
    sys.exit(0)


if __name__ == "__main__":
    main()
