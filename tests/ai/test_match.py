"""Computer against computer: seating, scoring and `pardsgui-engine match`."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from pardsgui.ai.match import (
    GameResult,
    MatchResult,
    SideStats,
    a_points,
    mean_interval,
    run_match,
    score_lines,
    set_scores,
)
from pardsgui.engine import main
from pardsgui.games import get_game
from tests.ai.toys import TreeGame, chance, decide, leaf
from tests.helpers import script_module

LAST_LINE = re.compile(r"A (\d+\.\d) – B (\d+\.\d)")


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_a_scores_against_every_b_seat() -> None:
    assert a_points((1.0, 0.0), 0) == 1.0 and a_points((1.0, 0.0), 1) == 0.0
    assert a_points((0.5, 0.5), 1) == 0.5
    # Three seats with places 1, ½, 0: second place beats one B seat of two.
    assert a_points((0.5, 1.0, 0.0), 0) == 0.5
    assert a_points((0.0, 1.0, 0.0), 2) == 0.25  # last, tied with another B seat


# A three-seat game: each seat in turn may "grab" (and the first grabber
# wins, the others tie for last) or "pass"; a die decides who moves first.
def grab(first: int) -> object:
    def from_seat(seat: int, left: int) -> object:
        if left == 0:
            return leaf(1 / 3, 1 / 3, 1 / 3)
        win = tuple(1.0 if s == seat else 0.0 for s in range(3))
        return decide(seat, grab=leaf(*win), wait=from_seat((seat + 1) % 3, left - 1))

    return from_seat(first, 3)


GRAB = TreeGame(chance(*((f"die {s}", 1 / 3, grab(s)) for s in range(3))), 3)


def test_seats_rotate_and_points_add_up() -> None:
    result = run_match(GRAB, {}, "easy", "random", 6, 2)
    assert [game.a_seat for game in result.games] == [0, 1, 2, 0, 1, 2]
    assert result.a_points + result.b_points == 6
    # A wins (1), or a B seat wins and A ties the other B seat for last (¼),
    # or nobody grabs (⅓ each: A ties both B seats, ½).
    assert {game.a_points for game in result.games} <= {0.25, 0.5, 1.0}


def test_a_match_replays_exactly_in_parallel_too() -> None:
    one = run_match(GRAB, {}, "random", "easy", 6, 9)
    again = run_match(GRAB, {}, "random", "easy", 6, 9, jobs=2)
    assert [(g.outcome, g.moves) for g in one.games] == [(g.outcome, g.moves) for g in again.games]


def test_the_confidence_interval_narrows_with_games() -> None:
    result = run_match(GRAB, {}, "easy", "random", 30, 1)
    low, high = result.confidence()
    share = result.a_points / 30
    assert 0 <= low <= share <= high <= 1 and high - low < 0.5


def tally(points: list[float]) -> MatchResult:
    return MatchResult(
        [
            GameResult(i, i % 2, (p, 1 - p), p, 1, False, SideStats(), SideStats(), 0.0)
            for i, p in enumerate(points)
        ]
    )


def test_the_interval_is_wilsons_and_never_collapses() -> None:
    low, high = tally([1.0] * 40).confidence()
    assert round(low, 3) == 0.912 and high == 1.0  # not [1, 1] as mean ± 1.96 s.e. would say
    low, high = tally([1.0, 0.0] * 20).confidence()
    assert round(low, 3) == 0.352 and round(high, 3) == 0.648


def test_match_command_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(
        capsys, "match", "nardshir", "--a", "random", "--b", "random", "--games", "3", "--seed", "4"
    )
    assert code == 0
    lines = out.splitlines()
    match = LAST_LINE.fullmatch(lines[-1])
    assert match is not None and float(match[1]) + float(match[2]) == 3.0
    assert re.fullmatch(r"A \d+\.\d % of the points, 95 % confidence interval \d+\.\d–\d+\.\d %", lines[-2])
    progress = err.splitlines()
    assert [line.split(":")[0] for line in progress] == ["game 1/3", "game 2/3", "game 3/3"]
    assert "A in seat 1" in progress[0] and "A in seat 2" in progress[1]
    # The same seed, the same match.
    assert (
        run(capsys, "match", "nardshir", "--a", "random", "--b", "random", "--games", "3", "--seed", "4")[1]
        != ""
    )
    assert out.splitlines()[-1] == lines[-1]


def test_match_command_with_a_search_reports_its_speed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "match", "nardshir", "--a", "easy", "--b", "random", "--games", "1", "--seed", "1"
    )
    assert code == 0
    assert re.search(r"^A easy: \d+ searches, [\d,]+ iterations/s and [\d,]+ moves searched/s", out, re.M)
    assert "B random: " in out and out.splitlines()[-1] == "A 1.0 – B 0.0"


def test_a_match_in_stretches_plays_the_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    whole = run_match(get_game("nardshir"), {}, "random", "random", 4, seed=4)
    stretch = run_match(get_game("nardshir"), {}, "random", "random", 2, seed=4, first=2)
    assert [g.index for g in stretch.games] == [2, 3]
    assert [(g.a_seat, g.outcome, g.line) for g in stretch.games] == [
        (g.a_seat, g.outcome, g.line) for g in whole.games[2:]
    ]
    code, out, err = run(
        capsys,
        *[
            "match",
            "nardshir",
            "--a",
            "random",
            "--b",
            "random",
            "--games",
            "2",
            "--first",
            "3",
            "--seed",
            "4",
        ],
    )
    assert code == 0
    assert [line.split(":")[0] for line in err.splitlines()] == ["game 3/4", "game 4/4"]
    assert "games 3 to 4, seed 4" in out
    points = sum(g.a_points for g in whole.games[2:])
    assert out.splitlines()[-1] == f"A {points:.1f} – B {2 - points:.1f}"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--a", "expert", "--b", "easy"], "unknown level 'expert'"),
        (["--a", "easy", "--b", "hard:0"], "needs a number of seconds above 0"),
        (["--a", "easy", "--b", "easy", "--games", "0"], "--games must be at least 1"),
        (["--a", "easy", "--b", "easy", "--first", "0"], "--first must be at least 1"),
        (["--a", "easy", "--b", "easy", "--option", "variant=x"], "variant="),
    ],
)
def test_match_errors_are_one_line(capsys: pytest.CaptureFixture[str], args: list[str], message: str) -> None:
    full = ["match", "nardshir", "--games", "1", "--seed", "1", *args]
    code, out, err = run(capsys, *full)
    assert code == 2 and out == "" and message in err and err.count("\n") == 1


def test_stretches_add_up_to_the_whole_match(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """scripts/match_stretches.py adds up the games that stretches told; a game told twice with
    other points (two different matches) is refused."""
    script = script_module("match_stretches")
    common = ["match", "nardshir", "--a", "random", "--b", "random", "--seed", "4"]
    whole = run(capsys, *common, "--games", "4")
    logs = []
    for first, games in (("1", "3"), ("3", "2")):  # game 3 told by both
        _code, _out, err = run(capsys, *common, "--games", games, "--first", first)
        logs.append(tmp_path / f"from-{first}.err")
        logs[-1].write_text(err, encoding="utf-8")
    assert script.main([str(path) for path in logs]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "4 games (1 to 4)" and out[1:] == whole[1].splitlines()[-2:]
    # Another match's game 1 (its points changed): refused, not added.
    told = logs[0].read_text(encoding="utf-8").splitlines()[0]
    changed = re.sub(r", A ([\d.]+),", lambda m: f", A {1 - float(m[1]):g},", told, count=1)
    assert changed != told
    other = tmp_path / "other.err"
    other.write_text(changed + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="game 1 is told twice with different points"):
        script.main([str(logs[0]), str(other)])


def test_duplicate_dice_play_each_set_s_game_from_every_seat() -> None:
    """Two players that choose alike (random, on the same seeds) play one game from each seat of a
    set, so every set splits evenly; the set's first game is the plain match's game there."""
    duplicate = run_match(GRAB, {}, "random", "random", 9, 5, duplicate=True)
    plain = run_match(GRAB, {}, "random", "random", 9, 5)
    assert [game.a_seat for game in duplicate.games] == [0, 1, 2] * 3
    for first in (0, 3, 6):
        told = duplicate.games[first : first + 3]
        assert {(game.outcome, game.line) for game in told} == {(told[0].outcome, told[0].line)}
        assert (told[0].outcome, told[0].line) == (plain.games[first].outcome, plain.games[first].line)
    scores = set_scores({game.index: game.a_points for game in duplicate.games}, 3)
    assert scores == [0.5, 0.5, 0.5]
    # Without duplicate dice the games of a "set" are different games.
    assert len({game.line for game in plain.games[:3]}) > 1


def test_duplicate_sets_keep_the_better_level_ahead_and_are_played_whole() -> None:
    """In the toy, easy grabs at once and random dithers: with the dice shared, easy is ahead in a
    set or even, never behind, and a stretch must be whole sets."""
    result = run_match(GRAB, {}, "easy", "random", 6, 2, duplicate=True)
    scores = set_scores({game.index: game.a_points for game in result.games}, 3)
    assert len(scores) == 2 and all(score >= 0.5 for score in scores)
    with pytest.raises(ValueError, match="whole sets of 3 games"):
        run_match(GRAB, {}, "easy", "random", 4, 2, duplicate=True)
    with pytest.raises(ValueError, match="whole sets of 3 games"):
        run_match(GRAB, {}, "easy", "random", 3, 2, first=1, duplicate=True)


def test_set_scores_count_whole_sets_only() -> None:
    assert set_scores({0: 1.0, 1: 0.0, 2: 1.0, 3: 1.0, 4: 0.5}, 2) == [0.5, 1.0]  # game 4's set is cut
    assert set_scores({3: 0.25, 4: 0.5, 5: 1.0}, 3) == [pytest.approx(7 / 12)]


def test_the_interval_over_sets_is_student_s() -> None:
    mean, low, high = mean_interval([0.5, 1.0, 0.5, 0.0])
    # s.d. 0.408, t(3) = 3.18: 0.5 ± 0.649
    assert mean == 0.5 and round(low, 3) == -0.149 and round(high, 3) == 1.149
    assert mean_interval([0.5] * 10) == (0.5, 0.5, 0.5)  # the levels played alike in every set
    assert mean_interval([1.0])[1:] == (-math.inf, math.inf)
    many = mean_interval([0.0, 1.0] * 50)  # beyond 30 sets, the normal's 1.96
    assert round(many[2] - many[0], 4) == round(1.959964 * 0.5025 / 10, 4)
    lines = score_lines(3.0, 6, [0.5, 1.0, 0.0])
    assert lines[0].startswith("A 50.0 % of the points in 3 sets of duplicate dice")
    assert (
        "(A ahead in 1, behind in 1, even in 1), 95 % confidence interval over sets 0.0–100.0 %" in lines[0]
    )
    assert lines[1] == "A 3.0 – B 3.0"


DUPLICATE = ["match", "nardshir", "--a", "random", "--b", "random", "--seed", "4", "--duplicate"]


def test_match_command_with_duplicate_dice(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, *DUPLICATE, "--games", "4")
    assert code == 0 and "4 games, seed 4, duplicate dice" in out
    assert [line.split(":")[0] for line in err.splitlines()] == [
        "game 1/4 (dice of game 1)",
        "game 2/4 (dice of game 1)",
        "game 3/4 (dice of game 3)",
        "game 4/4 (dice of game 3)",
    ]
    # random against random on the same seeds: the same game from both seats
    assert out.splitlines()[-2].startswith("A 50.0 % of the points in 2 sets of duplicate dice (A ahead in 0")
    assert out.splitlines()[-1] == "A 2.0 – B 2.0"
    for args in (["--games", "3"], ["--games", "2", "--first", "2"]):
        code, out, err = run(capsys, *DUPLICATE, *args)
        assert code == 2 and out == "" and "--duplicate plays whole sets of 2 games" in err
    # Stretches add up by whole sets; a set cut short is left out, and a plain match is not mixed in.
    script = script_module("match_stretches")
    logs = []
    for first, games in (("1", "2"), ("3", "2")):
        logs.append(tmp_path / f"from-{first}.err")
        logs[-1].write_text(run(capsys, *DUPLICATE, "--games", games, "--first", first)[2], encoding="utf-8")
    cut = tmp_path / "cut.err"
    first_line = logs[1].read_text(encoding="utf-8").splitlines()[0]
    assert first_line.startswith("game 3/4 (dice of game 3): ")
    cut.write_text(first_line.replace("game 3/4 (dice of game 3)", "game 5/6 (dice of game 5)") + "\n")
    assert script.main([str(path) for path in (*logs, cut)]) == 0
    told = capsys.readouterr().out.splitlines()
    assert told[0] == "4 games (1 to 4)" and told[1:] == out_of(capsys, *DUPLICATE, "--games", "4")
    plain = tmp_path / "plain.err"
    plain.write_text(run(capsys, *DUPLICATE[:-1], "--games", "2", "--first", "5")[2], encoding="utf-8")
    with pytest.raises(ValueError, match="with and without duplicate dice"):
        script.main([str(logs[0]), str(plain)])


def out_of(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    """The match command's last two lines."""
    return run(capsys, *args)[1].splitlines()[-2:]


def test_the_set_divergence_script_finds_where_a_set_s_games_part(capsys: pytest.CaptureFixture[str]) -> None:
    script = script_module("set_divergence")
    script.main(["nardshir", "--seed", "4", "--game", "2", "--a", "random", "--b", "random"])
    assert capsys.readouterr().out == "games 1 and 2 are the same game\n"
    script.main(["nardshir", "--seed", "4", "--game", "1", "--a", "easy", "--b", "random", "--seeds", "3"])
    out = capsys.readouterr().out.splitlines()
    assert re.fullmatch(r"games 1 and 2 part at ply \d+, seat [12] to move: .+", out[0])
    told = [
        re.fullmatch(r"  (\S+) \((\w+)\): the mover's chance after it \d+\.\d %", line) for line in out[1:3]
    ]
    assert all(told) and {found[2] for found in told if found} == {"easy", "random"}
    assert out[3].startswith("  easy over 3 seeds: ") and out[4].startswith("  random over 3 seeds: ")
    assert sum(int(count) for count in re.findall(r" (\d+)(?:,|$)", out[3].split(": ", 1)[1])) == 3
