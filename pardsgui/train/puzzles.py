"""Puzzles: a position, the task "find the best move", and the proof that it is the best.

A puzzle file (`resources/puzzles/<game>.json`, docs/puzzles.md has the format)
holds the decision positions `scripts/make_puzzles.py` found in seeded
self-play where the weaker side made a mistake. Each puzzle keeps:

- the game, its options and the position (a decision: after the roll in dice games);
- the solution: the whole turn, as move texts, until the turn passes to another
  seat or to the dice (Nardshir and Pagade play one die at a time, a Pards sack is
  followed by the Vicar's move);
- the move the game actually played there (the mistake; the first part of its turn);
- a theme in words, or "" where none is plain;
- the proof: for each of two seeds, the deep search's value of the best move and of
  the second best (the mover's winning chance in percent), which stand at least the
  game's `?` threshold apart.

`load_puzzles` is the one way in: whatever the text, it gives puzzles that are legal
by the rules and proved by their values, or raises `PuzzleError` naming the puzzle
and the field. `dump_puzzles` writes what `load_puzzles` reads. No Qt here.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pardsgui.ai.review import THRESHOLDS
from pardsgui.core.contract import Game, IllegalMove, Position
from pardsgui.games import available_ids, game_resource, get_game
from pardsgui.storage.loading import LoadError, check_text, decode, guarded, parse_json, read_bytes

FORMAT = 1
MAX_BYTES = 4_000_000
MAX_PUZZLES = 5_000
MAX_TEXT = 4_000  # a position or a move text; Parry's largest boards write some 600 characters
MAX_THEME = 200
MAX_TURN = 40  # moves in one turn: Nardshir's doubles make four, Parry's bonus steps a few more
PROOF_SEEDS = 2
KEYS = ("position", "options", "solution", "mistake", "theme", "proof")
PROOF_KEYS = ("seed", "steps", "best", "second", "second_move")


class PuzzleError(LoadError):
    """A puzzle file that cannot be used; the message names the file, the puzzle and the field."""


@dataclass(frozen=True)
class Proof:
    """One deep search's word on a puzzle: the mover's chance (percent) after the best and the second best."""

    seed: int
    steps: int  # the search's budget, in moves played (docs/ai.md)
    best: float
    second: float
    second_move: str

    @property
    def margin(self) -> float:
        return self.best - self.second


@dataclass(frozen=True)
class Puzzle:
    game_id: str
    #: The game's options (`Game.options_of`), as sorted (key, value) pairs: a dict is not hashable.
    options: tuple[tuple[str, str], ...]
    position: str
    solution: tuple[str, ...]
    mistake: str
    theme: str
    proof: tuple[Proof, ...]
    #: From the player's own game (pardsgui/train/mine.py): one decision, its solution the
    #: review's best move, no proof of uniqueness; any move losing less than `?` is good enough.
    personal: bool = False

    @property
    def id(self) -> str:
        """A name that stays while the puzzle does (for the trainer's progress): from its content."""
        digest = hashlib.sha256(f"{self.game_id}\n{self.position}\n{self.mistake}".encode()).hexdigest()
        return f"{'my-' if self.personal else ''}{self.game_id}-{digest[:10]}"

    @property
    def option_dict(self) -> dict[str, str]:
        return dict(self.options)


def threshold(game_id: str) -> float:
    """The review's `?` threshold: by how much a puzzle's solution must beat every other move."""
    return THRESHOLDS[game_id][1]


def puzzle_path(game_id: str) -> Path:
    return game_resource(game_id, "puzzles", f"{game_id}.json")


def puzzle_files() -> list[Path]:
    return [path for game_id in available_ids() if (path := puzzle_path(game_id)).is_file()]


def read_puzzles(path: Path) -> list[Puzzle]:
    """The puzzles of a file, every one checked; PuzzleError naming the file otherwise."""
    where = f"{path.parent.name}/{path.name}"
    try:
        text = decode(read_bytes(path, MAX_BYTES), where, MAX_BYTES)
    except PuzzleError:
        raise
    except LoadError as error:
        raise PuzzleError(str(error)) from None
    return load_puzzles(text, where)


def load_puzzles(text: str, source: str) -> list[Puzzle]:
    """Puzzles from a file's text; `source` names it in every message."""
    if len(text) > MAX_BYTES:
        raise PuzzleError(f"{source}: {len(text):,} characters; at most {MAX_BYTES:,} are read")
    try:
        data = parse_json(text, source)
        with guarded(source):  # a check we lack must still end in a message naming the file
            return _read(data, source)
    except PuzzleError:
        raise
    except LoadError as error:
        raise PuzzleError(str(error)) from None


def _read(data: Any, source: str) -> list[Puzzle]:
    if not isinstance(data, dict):
        raise PuzzleError(f"{source}: expected a JSON object with format, game and puzzles")
    for key in data:
        if key not in ("format", "game", "made_by", "puzzles"):
            raise PuzzleError(f"{source}: {key}: not a key of a puzzle file (format, game, made_by, puzzles)")
    if data.get("format") != FORMAT:
        raise PuzzleError(f"{source}: format: expected {FORMAT}, found {data.get('format')!r}")
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in THRESHOLDS:
        raise PuzzleError(f"{source}: game: expected one of {', '.join(THRESHOLDS)}, found {game_id!r}")
    game = get_game(game_id)
    if "made_by" in data:
        _text(data["made_by"], f"{source}: made_by")
    entries = data.get("puzzles")
    if not isinstance(entries, list):
        raise PuzzleError(f"{source}: puzzles: expected a list of puzzles")
    if len(entries) > MAX_PUZZLES:
        raise PuzzleError(f"{source}: puzzles: {len(entries):,} puzzles; at most {MAX_PUZZLES:,} are read")
    puzzles: list[Puzzle] = []
    seen: dict[str, int] = {}
    for number, entry in enumerate(entries, 1):
        place = f"{source}: puzzle {number}"
        puzzle = _read_puzzle(entry, game, place)
        if puzzle.id in seen:
            raise PuzzleError(f"{place}: the same position and mistake as puzzle {seen[puzzle.id]}")
        seen[puzzle.id] = number
        puzzles.append(puzzle)
    return puzzles


def _text(value: Any, where: str, limit: int = MAX_TEXT) -> str:
    text = check_text(value, where)
    if len(text) > limit:
        raise PuzzleError(f"{where}: {len(text):,} characters; at most {limit:,}")
    return text


def _number(value: Any, where: str) -> float:
    # bool is an int to Python, and JSON's true is no chance
    if type(value) not in (int, float) or not 0.0 <= value <= 100.0:
        raise PuzzleError(f"{where}: expected a chance in percent, 0 to 100, found {value!r}")
    return float(value)


def _read_puzzle(entry: Any, game: Game, place: str) -> Puzzle:
    if not isinstance(entry, dict):
        raise PuzzleError(f"{place}: expected a JSON object")
    for key in KEYS:
        if key not in entry:
            raise PuzzleError(f"{place}: {key}: missing (a puzzle needs {', '.join(KEYS)})")
    for key in entry:
        if key not in KEYS:
            raise PuzzleError(f"{place}: {key}: not a puzzle key (keys: {', '.join(KEYS)})")
    options = entry["options"]
    if not isinstance(options, dict):
        raise PuzzleError(f"{place}: options: expected an object of the game's options")
    option_pairs = tuple(
        sorted(
            (_text(k, f"{place}: options"), _text(v, f"{place}: options[{k!r}]")) for k, v in options.items()
        )
    )
    position_text = _text(entry["position"], f"{place}: position")
    try:
        position = game.parse(position_text)
    except ValueError as error:
        raise PuzzleError(f"{place}: position: {error}") from None
    if position.to_text() != position_text:
        raise PuzzleError(f"{place}: position: not as the game writes it ({position.to_text()!r})")
    actual = tuple(sorted(game.options_of(position).items()))
    if actual != option_pairs:
        raise PuzzleError(
            f"{place}: options: {dict(option_pairs)}, but the position is played with {dict(actual)}"
        )
    seat = position.current
    if seat is None:
        why = "the game is over" if position.outcome is not None else "the dice are to be rolled"
        raise PuzzleError(f"{place}: position: nobody decides there ({why}); a puzzle starts at a decision")
    solution_value = entry["solution"]
    if not isinstance(solution_value, list) or not solution_value:
        raise PuzzleError(f"{place}: solution: expected a list of move texts (the whole turn)")
    if len(solution_value) > MAX_TURN:
        raise PuzzleError(f"{place}: solution: {len(solution_value)} moves; a turn has at most {MAX_TURN}")
    solution = tuple(_text(text, f"{place}: solution[{i}]") for i, text in enumerate(solution_value))
    _prove_turn(position, solution, place)
    mistake = _text(entry["mistake"], f"{place}: mistake")
    played = _legal(position, mistake, f"{place}: mistake")
    if played == position.parse_move(solution[0]):
        raise PuzzleError(f"{place}: mistake: {mistake!r} is the solution's first move")
    theme = _text(entry["theme"], f"{place}: theme", MAX_THEME)
    proof = _read_proof(entry["proof"], position, solution[0], f"{place}: proof")
    return Puzzle(game.id, option_pairs, position_text, solution, mistake, theme, proof)


def _legal(position: Position, text: str, where: str) -> Any:
    try:
        move = position.parse_move(text)
    except (IllegalMove, ValueError) as error:
        raise PuzzleError(f"{where}: {text!r} is not legal there: {error}") from None
    if position.move_text(move) != text:
        raise PuzzleError(f"{where}: {text!r} is not as the game writes it ({position.move_text(move)!r})")
    return move


def _prove_turn(position: Position, solution: Sequence[str], place: str) -> None:
    """Each move legal in turn, all by the seat to decide, and the turn over after the last."""
    seat = position.current
    for index, text in enumerate(solution):
        where = f"{place}: solution[{index}]"
        if position.current != seat:
            raise PuzzleError(f"{where}: {text!r} comes after the turn has passed; the solution is one turn")
        position = position.play(_legal(position, text, where))
    if position.current == seat and position.outcome is None:
        raise PuzzleError(
            f"{place}: solution: the turn goes on after {solution[-1]!r}; the solution holds the whole turn"
        )


def _read_proof(value: Any, position: Position, best: str, where: str) -> tuple[Proof, ...]:
    if not isinstance(value, list) or len(value) != PROOF_SEEDS:
        raise PuzzleError(f"{where}: expected {PROOF_SEEDS} searches' values, one per seed")
    need = threshold(position.game_id)
    best_move = position.parse_move(best)
    proofs: list[Proof] = []
    for index, item in enumerate(value):
        here = f"{where}[{index}]"
        if not isinstance(item, dict) or set(item) != set(PROOF_KEYS):
            raise PuzzleError(f"{here}: expected an object with {', '.join(PROOF_KEYS)}")
        seed, steps = item["seed"], item["steps"]
        if type(seed) is not int or not 0 <= seed < 2**63:
            raise PuzzleError(f"{here}: seed: expected a whole number, 0 or more")
        if type(steps) is not int or not 0 < steps < 10**12:
            raise PuzzleError(f"{here}: steps: expected the search's budget, a whole number above 0")
        second_move = _text(item["second_move"], f"{here}: second_move")
        if _legal(position, second_move, f"{here}: second_move") == best_move:
            raise PuzzleError(f"{here}: second_move: {second_move!r} is the solution's first move")
        best_value = _number(item["best"], f"{here}: best")
        proof = Proof(seed, steps, best_value, _number(item["second"], f"{here}: second"), second_move)
        if proof.margin < need:
            raise PuzzleError(
                f"{here}: the best move is {proof.margin:.2f} points ahead of the second;"
                f" a puzzle needs {need:g} (the game's ? threshold)"
            )
        proofs.append(proof)
    if proofs[0].seed == proofs[1].seed:
        raise PuzzleError(f"{where}: both searches have seed {proofs[0].seed}; the proof needs two seeds")
    return tuple(proofs)


def puzzle_json(puzzle: Puzzle) -> dict[str, Any]:
    return {
        "position": puzzle.position,
        "options": puzzle.option_dict,
        "solution": list(puzzle.solution),
        "mistake": puzzle.mistake,
        "theme": puzzle.theme,
        "proof": [
            {
                "seed": p.seed,
                "steps": p.steps,
                "best": p.best,
                "second": p.second,
                "second_move": p.second_move,
            }
            for p in puzzle.proof
        ],
    }


def dump_puzzles(game_id: str, puzzles: Iterable[Puzzle], made_by: str = "") -> str:
    """A puzzle file's text: sorted, so the same puzzles always write the same bytes."""
    ordered = sorted(puzzles, key=lambda p: (p.position, p.mistake))
    for puzzle in ordered:
        if puzzle.game_id != game_id:
            raise ValueError(f"a {puzzle.game_id} puzzle in a {game_id} file")
    data: dict[str, Any] = {"format": FORMAT, "game": game_id}
    if made_by:
        data["made_by"] = made_by
    data["puzzles"] = [puzzle_json(p) for p in ordered]
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def options_pairs(options: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(options.items()))
