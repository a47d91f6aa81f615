"""Figures for the game review (docs/ai.md, "Reviewing a game").

For each game: a match of `medium` against `random` (as `pardsgui-engine match
GAME --a medium --b random --games N --seed S --save DIR` plays it), then each
game reviewed at the review's default level: the processor time a review took
per 100 decisions, and each side's average loss per decision and share of
marked decisions. The ratings mean something when the random side's loss is
clearly higher in every game.

    python scripts/review_figures.py [GAME...] [--games N] [--seed S] [--level L] [--keep DIR] [--no-verify]

`--keep DIR` saves each match game there and, on a later run, reviews the saved
game instead of playing it again; the reviewed game is saved beside it
(`...-reviewed.pards.json`, to open in the app).
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from pardsgui.ai.levels import parse_level
from pardsgui.ai.match import play_game
from pardsgui.ai.review import DEFAULT_LEVEL, VERIFY, review_record
from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("games", nargs="*")
    parser.add_argument("--games", dest="count", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default=DEFAULT_LEVEL)
    parser.add_argument("--keep", type=Path, default=None)
    parser.add_argument(
        "--no-verify", action="store_true", help="no marked decision searched again deeper (as before)"
    )
    args = parser.parse_args()
    if args.no_verify:
        VERIFY.clear()
    medium, random_level = parse_level("medium").without_ceiling(), parse_level("random")
    for game_id in args.games or available_ids():
        game = get_game(game_id)
        for index in range(args.count):
            kept = args.keep / f"{game_id}-{args.seed}-{index + 1:03d}.pards.json" if args.keep else None
            if kept is not None and kept.exists():
                record = Record.from_json(kept.read_text(encoding="utf-8"), get_game)
                a_seat = record.players.index("A medium")
            else:
                one = play_game(game, {}, medium, random_level, index, args.seed)
                a_seat = one.a_seat
                players = ["A medium" if seat == a_seat else "B random" for seat in range(len(one.outcome))]
                record = Record(game, game.initial(), players=players)
                for text in one.line:
                    record.play_text(text)
                if kept is not None:
                    kept.parent.mkdir(parents=True, exist_ok=True)
                    kept.write_text(record.to_json(), encoding="utf-8")
            began = time.process_time()
            review = review_record(record, level=args.level)
            spent = time.process_time() - began
            if kept is not None:  # the reviewed game too, to open in the app
                record.review = review
                reviewed = kept.with_name(kept.name.replace(".pards.json", "-reviewed.pards.json"))
                reviewed.write_text(record.to_json(), encoding="utf-8")
            decisions = sum(1 for entry in review.moves if entry.decision)
            parts = []
            for side, name in ((0, "medium"), (1, "random")):
                losses = [
                    entry.loss
                    for entry in review.moves
                    if entry.decision and (entry.seat == a_seat) == (side == 0)
                ]
                if not losses:
                    continue
                cuts = statistics.quantiles(losses, n=10) if len(losses) > 1 else [losses[0]] * 9
                marked = sum(
                    1
                    for entry in review.moves
                    if entry.decision and entry.mark and (entry.seat == a_seat) == (side == 0)
                )
                parts.append(
                    f"{name}: {len(losses)} decisions, average loss {statistics.mean(losses):.2f},"
                    f" median {cuts[4]:.1f}, 90% {cuts[8]:.1f}, max {max(losses):.1f}, marked {marked}"
                )
            print(
                f"{game_id} game {index + 1}: {len(review.moves)} moves, {decisions} decisions,"
                f" reviewed in {spent:.1f} s of processor time ({100 * spent / max(1, decisions):.1f} s per"
                f" 100 decisions); " + "; ".join(parts),
                flush=True,
            )


if __name__ == "__main__":
    main()
