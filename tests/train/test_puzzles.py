"""The shipped puzzles: legal by the rules, each solution unique by its recorded values; bad files refused."""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
from itertools import islice
from pathlib import Path
from typing import Any

import pytest

from pardsgui.ai.review import THRESHOLDS
from pardsgui.games import GAME_IDS, get_game
from pardsgui.train.finder import Budget, Figures, GameStart, find_puzzles, prove_again
from pardsgui.train.puzzles import (
    Puzzle,
    PuzzleError,
    dump_puzzles,
    load_puzzles,
    puzzle_json,
    puzzle_path,
    read_puzzles,
)
from pardsgui.train.themes import theme
from tests.helpers import script_module

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = 6  # puzzles per game re-checked by hand below (the loader checks every one)


#: Games whose generator run found no puzzle yet in the time it had (docs/puzzles.md, "Figures").
#: Strict: once a file is shipped for one of them, its test below passes and fails the run
#: until the game is taken off this list.
def shipped(game_id: str) -> list[Puzzle]:
    return read_puzzles(puzzle_path(game_id))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_ships_a_puzzle_file_that_loads(game_id: str) -> None:
    puzzles = read_puzzles(puzzle_path(game_id))
    assert puzzles, f"no puzzles for {game_id}"
    assert all(p.game_id == game_id for p in puzzles)
    assert len({p.id for p in puzzles}) == len(puzzles)
    assert len(puzzles) >= 60, f"{game_id} ships {len(puzzles)} puzzles; the trainer promises at least 60"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_sample_of_puzzles_is_legal_by_the_rules(game_id: str) -> None:
    """Not through the loader's own path: each move is looked for among the position's legal moves."""
    game = get_game(game_id)
    for puzzle in shipped(game_id)[:SAMPLE]:
        position = game.parse(puzzle.position)
        assert game.options_of(position) == puzzle.option_dict
        seat = position.current
        assert seat is not None and not position.is_chance  # a decision: after the roll in dice games
        texts = {position.move_text(m): m for m in position.legal_moves()}
        assert puzzle.mistake in texts
        assert texts[puzzle.mistake] != texts[puzzle.solution[0]]
        walk = position
        for text in puzzle.solution:
            assert walk.current == seat, "the solution is one turn"
            moves = {walk.move_text(m): m for m in walk.legal_moves()}
            assert text in moves, f"{text} is not legal in {walk.to_text()}"
            walk = walk.play(moves[text])
        assert walk.current != seat or walk.outcome is not None, "the solution holds the whole turn"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_solution_is_unique_by_its_recorded_values(game_id: str) -> None:
    need = THRESHOLDS[game_id][1]
    for puzzle in shipped(game_id):
        assert len(puzzle.proof) == 2
        assert puzzle.proof[0].seed != puzzle.proof[1].seed
        for proof in puzzle.proof:
            assert proof.best - proof.second >= need, puzzle.id
            assert proof.second_move != puzzle.solution[0]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_theme_says_what_the_solution_does(game_id: str) -> None:
    game = get_game(game_id)
    for puzzle in shipped(game_id):
        position = game.parse(puzzle.position)
        moves, walk = [], position
        for text in puzzle.solution:
            moves.append(walk.parse_move(text))
            walk = walk.play(moves[-1])
        assert theme(position, moves) == puzzle.theme


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_shipped_proof_searched_at_the_full_depth(game_id: str) -> None:
    """The proof's searches are several times the review's budget (docs/puzzles.md), whatever
    budget found the candidate: a quick review may find them, never a shallow proof keep them."""
    deep = Budget.of(game_id).deep
    assert all(proof.steps >= deep for puzzle in shipped(game_id) for proof in puzzle.proof)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_what_dump_writes_load_reads_and_the_files_are_as_dump_writes_them(game_id: str) -> None:
    shipped(game_id)
    path = puzzle_path(game_id)
    text = path.read_text(encoding="utf-8")
    puzzles = load_puzzles(text, path.name)
    made_by = json.loads(text).get("made_by", "")
    assert dump_puzzles(game_id, puzzles, made_by) == text  # sorted, no date: a run rewrites the same bytes
    assert load_puzzles(dump_puzzles(game_id, reversed(puzzles)), "again") == puzzles


# -- malformed files -------------------------------------------------------------------------


SAMPLE_FILE = Path(__file__).with_name("nardshir-sample.json")


def _file() -> dict[str, Any]:
    """A valid file of one Nardshir puzzle whose solution has two parts (dice are played one at a time).

    Made by a quick run (`make_puzzles.py nardshir --count 1 --seed 1 --review-steps 1000 --strong
    easy`), so that these checks do not hang on what the shipped files hold."""
    data: dict[str, Any] = json.loads(SAMPLE_FILE.read_text(encoding="utf-8"))
    assert len(data["puzzles"][0]["solution"]) == 2
    return data


def _refused(data: Any, *words: str) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(PuzzleError) as caught:
        load_puzzles(text, "nardshir.json")
    message = str(caught.value)
    assert message.startswith("nardshir.json"), message
    for word in words:
        assert word in message, message
    return message


def test_the_sample_file_itself_loads() -> None:
    assert load_puzzles(json.dumps(_file()), "nardshir.json")


def test_text_that_is_no_puzzle_file_is_refused_saying_where() -> None:
    _refused('{"format": 1, "game": "nardshir", "puzzles": [', "not valid JSON", "line 1")
    _refused("[]", "expected a JSON object")
    _refused({**_file(), "format": 2}, "format")
    _refused({**_file(), "game": "chess"}, "game")
    _refused({**_file(), "puzzles": {}}, "puzzles")
    _refused({**_file(), "when": "today"}, "when")
    _refused('{"format": 1, "game": "nardshir", "puzzles": [{"proof": NaN}]}', "NaN")
    _refused("x" * 5_000_001, "characters")


def _mangled(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(_file())
    change(data["puzzles"][0])
    return data


def test_a_broken_puzzle_is_refused_naming_the_puzzle_and_the_field() -> None:
    first = _file()["puzzles"][0]
    _refused(_mangled(lambda p: p.pop("mistake")), "puzzle 1", "mistake", "missing")
    _refused(_mangled(lambda p: p.update(hint="h1")), "puzzle 1", "hint", "not a puzzle key")
    _refused(_mangled(lambda p: p.update(position="nonsense")), "puzzle 1", "position")
    _refused(_mangled(lambda p: p.update(options={"variant": "historical"})), "puzzle 1", "options")
    _refused(_mangled(lambda p: p.update(solution=[])), "puzzle 1", "solution")
    _refused(_mangled(lambda p: p.update(solution=["9:0-9"])), "puzzle 1", "solution[0]", "not legal")
    _refused(_mangled(lambda p: p.update(mistake=first["solution"][0])), "puzzle 1", "mistake", "first move")
    _refused(_mangled(lambda p: p.update(mistake="6:h-5")), "puzzle 1", "mistake", "not legal")
    _refused(_mangled(lambda p: p.update(theme=7)), "puzzle 1", "theme", "expected text")
    _refused(_mangled(lambda p: p.update(theme="\ud800")), "puzzle 1", "theme", "broken character")
    _refused(_mangled(lambda p: p["solution"].pop()), "puzzle 1", "solution", "whole turn")
    _refused(_mangled(lambda p: p["solution"].append(p["solution"][-1])), "puzzle 1", "solution[2]")


def test_a_puzzle_whose_values_prove_nothing_is_refused() -> None:
    def close(p: dict[str, Any]) -> None:
        p["proof"][1]["second"] = p["proof"][1]["best"] - 1.0

    _refused(_mangled(close), "puzzle 1", "proof[1]", "points ahead", "threshold")
    _refused(_mangled(lambda p: p["proof"].pop()), "puzzle 1", "proof", "one per seed")
    _refused(_mangled(lambda p: p["proof"][1].update(seed=p["proof"][0]["seed"])), "puzzle 1", "two seeds")
    _refused(_mangled(lambda p: p["proof"][0].update(best=True)), "puzzle 1", "proof[0]: best")
    _refused(_mangled(lambda p: p["proof"][0].update(best=140.0)), "puzzle 1", "proof[0]: best")
    _refused(
        _mangled(lambda p: p["proof"][0].update(second_move=p["solution"][0])), "puzzle 1", "second_move"
    )


def test_the_same_puzzle_twice_is_refused() -> None:
    data = _file()
    data["puzzles"].append(copy.deepcopy(data["puzzles"][0]))
    _refused(data, "puzzle 2", "puzzle 1")


# -- the generator ---------------------------------------------------------------------------

QUICK = ["pagade", "--count", "1", "--seed", "3", "--review-steps", "2000", "--strong", "easy"]


def test_the_generator_gives_the_same_file_for_the_same_seed(tmp_path: Path) -> None:
    """A tiny run (a low budget, one puzzle): the script twice, and the finder itself, agree byte for byte."""
    texts = []
    for run in ("one", "two"):
        out = tmp_path / run
        subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "make_puzzles.py"), *QUICK, "--out", str(out)],
            check=True,
            capture_output=True,
            timeout=300,
        )
        texts.append((out / "pagade.json").read_text(encoding="utf-8"))
    assert texts[0] == texts[1]
    found = list(islice(find_puzzles("pagade", 3, Budget.of("pagade", 2000), strong="easy"), 1))
    assert json.loads(texts[0])["puzzles"] == json.loads(dump_puzzles("pagade", found))["puzzles"]
    assert load_puzzles(texts[0], "pagade.json") == found


def test_a_run_with_an_option_plays_every_game_with_it_and_says_so() -> None:
    """`--option seats=4`: the puzzles are four-seat Pagade, the file's `made_by` names the option,
    and an option the game does not have, or a value it does not allow, is refused by name."""
    quick = Budget.of("pagade", 500)  # seed 2 finds its first four-seat puzzle within a second
    found = list(islice(find_puzzles("pagade", 2, quick, strong="easy", options={"seats": "4"}), 1))
    assert found and dict(found[0].options)["seats"] == "4"
    assert get_game("pagade").options_of(get_game("pagade").parse(found[0].position))["seats"] == "4"
    made_by = script_module("make_puzzles").made_by
    assert made_by("parry", 5, 1, None, "easy", options=["board=square-5-ortho"]) == (
        "scripts/make_puzzles.py parry --count 5 --seed 1 --strong easy --option board=square-5-ortho"
    )
    script = str(ROOT / "scripts" / "make_puzzles.py")
    for option, said in (("board=nope", "board='nope' is not allowed"), ("colour=red", "no option 'colour'")):
        refused = subprocess.run(
            [sys.executable, script, "parry", "--option", option, "--out", "/nonexistent/never"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert refused.returncode != 0 and said in refused.stderr, refused.stderr


def test_a_resumed_run_finds_what_the_whole_run_finds() -> None:
    """Games replayed without rating are the same games: going on from puzzle 5 (found in the second
    game) gives the whole run's sixth puzzle, and the puzzles already found are not found again.
    So does beginning the second game as the whole run told it began, with no game played again."""
    budget = Budget.of("pagade", 500)  # a quick review: four puzzles in the first game, two in the second
    starts: list[GameStart] = []
    whole = list(islice(find_puzzles("pagade", 3, budget, strong="easy", games_begun=starts.append), 6))
    assert [start.number for start in starts] == [1, 2]
    kept = {(puzzle.position, puzzle.mistake) for puzzle in whole[:5]}
    for replayed in (True, False):
        figures = Figures()
        begun: list[GameStart] = []
        resumed = next(
            find_puzzles(
                "pagade",
                3,
                budget,
                figures,
                "easy",
                replay_games=1 if replayed else 0,
                found_before=kept,
                start=None if replayed else GameStart.from_json(json.loads(json.dumps(starts[1].to_json()))),
                games_begun=begun.append,
            )
        )
        assert resumed == whole[5]
        assert figures.games == 2
        assert figures.rejected.get("found before", 0) >= 1  # the fifth, met again in the second game
        assert begun[-1] == starts[1]


def test_a_resume_begins_with_the_kept_start_and_refuses_another_runs(tmp_path: Path) -> None:
    """`--states` keeps the first game's beginning (and every 25th's); `--resume` from a kept game
    plays no game again and finds what the whole run finds there. A file of another run's games
    is refused, and a last line cut off by a kill is passed over."""
    script = str(ROOT / "scripts" / "make_puzzles.py")
    states = tmp_path / "states"

    def run(out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, script, *QUICK, "--out", str(out), "--states", str(states), *extra],
            capture_output=True,
            text=True,
            timeout=300,
        )

    whole = run(tmp_path / "whole")
    assert whole.returncode == 0, whole.stderr
    kept = states / "pagade-seed3-easy.starts.jsonl"
    lines = kept.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0]) == {"run": "pagade --seed 3 --strong easy"}
    assert [json.loads(line)["game"] for line in lines[1:]] == [1]
    kept.write_text("\n".join(lines) + '\n{"game": 2, "sta', encoding="utf-8")  # a kill mid-line
    again = tmp_path / "again"
    again.mkdir()
    made_by = script_module("make_puzzles").made_by("pagade", 0, 3, 2000, "easy")
    (again / "pagade.json").write_text(dump_puzzles("pagade", [], made_by), encoding="utf-8")
    resumed = run(again, "--resume", "1")
    assert resumed.returncode == 0, resumed.stderr
    assert "game 1 begins as kept" in resumed.stdout and "0 games played again" in resumed.stdout
    assert "\ngame 1: " in resumed.stdout  # the game each puzzle was found in, for joining stretches
    assert (again / "pagade.json").read_bytes() == (tmp_path / "whole" / "pagade.json").read_bytes()
    kept.write_text('{"run": "pagade --seed 4 --strong easy"}\n', encoding="utf-8")
    other = run(tmp_path / "other")
    assert other.returncode != 0 and "does not hold the games of" in other.stderr


def test_resume_refuses_a_file_another_command_made(tmp_path: Path) -> None:
    other = dump_puzzles("pagade", [], "scripts/make_puzzles.py pagade")
    (tmp_path / "pagade.json").write_text(other, encoding="utf-8")
    script = str(ROOT / "scripts" / "make_puzzles.py")
    done = subprocess.run(
        [sys.executable, script, *QUICK, "--out", str(tmp_path), "--resume", "2"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode != 0
    assert "cannot be resumed" in done.stderr


def test_reprove_in_parts_writes_the_file_once_every_puzzle_is_decided(tmp_path: Path) -> None:
    """The sample (one puzzle, proved at 4,000 moves) proved again by every move: the part without
    it writes nothing, the part with it writes the file and says what made it; again, the same bytes."""
    original = SAMPLE_FILE.read_text(encoding="utf-8")
    (tmp_path / "nardshir.json").write_text(original, encoding="utf-8")
    script = str(ROOT / "scripts" / "make_puzzles.py")

    def reprove(part: str) -> str:
        done = subprocess.run(
            [sys.executable, script, "nardshir", "--reprove", "--part", part, "--out", str(tmp_path)],
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        return done.stdout

    assert "this part is done" in reprove("2/2")
    assert (tmp_path / "nardshir.json").read_text(encoding="utf-8") == original
    said = reprove("1/2")
    assert "nardshir puzzle 1 of 1: holds" in said and "1 of 1 puzzles hold" in said, said
    assert not list(tmp_path.glob("*.jsonl"))
    text = (tmp_path / "nardshir.json").read_text(encoding="utf-8")
    made = json.loads(original)["made_by"]
    assert json.loads(text)["made_by"] == f"{made}, then scripts/make_puzzles.py nardshir --reprove"
    (puzzle,) = load_puzzles(text, "nardshir.json")
    (before,) = load_puzzles(original, "nardshir.json")
    kept = (puzzle.position, puzzle.mistake, puzzle.solution)
    assert kept == (before.position, before.mistake, before.solution)
    reprove("1/1")
    assert (tmp_path / "nardshir.json").read_text(encoding="utf-8") == text


def _proved_again(puzzle: Puzzle) -> None:
    """The puzzle is what the proof as it is now makes of its position and mistake, every move
    weighed at the proof's budget, both seeds: the same solution, the same figures."""
    assert prove_again(puzzle) == puzzle, puzzle.id


def test_a_shipped_puzzle_is_what_the_proof_makes_of_it_now() -> None:
    """The Nardshir puzzle with the fewest moves to weigh here (a few searches); `long` proves a
    sample of every game's again."""
    game = get_game("nardshir")
    _proved_again(min(shipped("nardshir"), key=lambda p: len(game.parse(p.position).legal_moves())))


@pytest.mark.long
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_sample_of_every_games_puzzles_is_what_the_proof_makes_of_it_now(game_id: str) -> None:
    puzzles = shipped(game_id)
    sample = {p.id: p for p in (puzzles[0], puzzles[len(puzzles) // 2], puzzles[-1])}  # one, if one
    for puzzle in sample.values():
        _proved_again(puzzle)


def test_the_part_that_finishes_last_writes_the_file_even_if_it_began_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two parts of two puzzles: part 1 begins, and part 2 decides its puzzle while part 1 still
    proves its own. Part 1, finishing last, reads part 2's verdicts again and writes the file (it
    once kept only what it had read at its start, and nobody wrote it)."""
    script = script_module("make_puzzles")
    first, second = sorted(shipped("nardshir")[:2], key=lambda p: (p.position, p.mistake))
    (tmp_path / "nardshir.json").write_text(
        dump_puzzles("nardshir", [first, second], "made"), encoding="utf-8"
    )

    def proving(*_args: object, **_kwargs: object) -> str:
        other = {"id": second.id, "verdict": puzzle_json(second)}  # part 2, meanwhile
        with (tmp_path / "nardshir.reprove-2-of-2.jsonl").open("a", encoding="utf-8") as log:
            log.write(json.dumps(other) + "\n")
        return "the best move is not clearly ahead"

    monkeypatch.setattr(script, "prove_again", proving)
    said = script.reprove("nardshir", tmp_path, (1, 2))
    assert said == "nardshir: 1 of 2 puzzles hold (fell: the best move is not clearly ahead: 1)"
    text = (tmp_path / "nardshir.json").read_text(encoding="utf-8")
    assert load_puzzles(text, "nardshir.json") == [second]
    assert not list(tmp_path.glob("*.jsonl"))


def test_every_25th_games_beginning_is_kept_and_a_resume_takes_the_last_one_up_to_it(tmp_path: Path) -> None:
    script = script_module("make_puzzles")
    rng = random.Random(1)
    starts = script.Starts(tmp_path, "pards", 1, "easy")
    for number in range(1, 61):
        starts.begun(GameStart(number, rng.getstate()))
        rng.random()
    read = script.Starts(tmp_path, "pards", 1, "easy")
    assert sorted(read.known) == [1, 26, 51]
    assert read.known == starts.known
    assert read.last_up_to(50).number == 26
    assert read.last_up_to(51).number == 51
    assert read.last_up_to(1000).number == 51
    assert read.last_up_to(0) is None


def test_add_grows_a_file_by_another_run_and_says_so_in_made_by(tmp_path: Path) -> None:
    """A file (seed 3's first puzzle) grows by seed 6's first puzzle: the file holds both, and its
    made_by names both commands, each as run: the second's `--count` is what it adds. The added
    run goes on by `--add --resume`; another command's cannot, nor can an --add without a file."""
    script = str(ROOT / "scripts" / "make_puzzles.py")

    def run(out: Path, seed: int, count: int, *extra: str) -> subprocess.CompletedProcess[str]:
        quick = ["pagade", "--count", str(count), "--seed", str(seed), "--review-steps", "2000"]
        return subprocess.run(
            [sys.executable, script, *quick, "--strong", "easy", "--out", str(out), *extra],
            capture_output=True,
            text=True,
            timeout=300,
        )

    for out, seed in ((tmp_path / "three", 3), (tmp_path / "six", 6)):
        assert run(out, seed, 1).returncode == 0
    grown = tmp_path / "grown"
    grown.mkdir()
    (grown / "pagade.json").write_bytes((tmp_path / "three" / "pagade.json").read_bytes())
    added = run(grown, 6, 1, "--add")
    assert added.returncode == 0, added.stderr
    data = json.loads((grown / "pagade.json").read_text(encoding="utf-8"))
    first = script_module("make_puzzles").made_by("pagade", 1, 3, 2000, "easy")
    assert data["made_by"] == (
        f"{first}, then scripts/make_puzzles.py pagade --count 1 --seed 6 --review-steps 2000"
        " --strong easy --add"
    )
    both = read_puzzles(tmp_path / "three" / "pagade.json") + read_puzzles(tmp_path / "six" / "pagade.json")
    assert sorted(read_puzzles(grown / "pagade.json"), key=lambda p: p.id) == sorted(both, key=lambda p: p.id)
    again = run(grown, 6, 1, "--add", "--resume", "1")
    assert again.returncode == 0 and "holds 2 puzzles already" in again.stdout, again.stderr
    other = run(grown, 5, 3, "--add", "--resume", "1")
    assert other.returncode != 0 and "cannot be resumed" in other.stderr
    missing = run(tmp_path / "none", 6, 2, "--add")
    assert missing.returncode != 0 and "no file of puzzles to add to" in missing.stderr
