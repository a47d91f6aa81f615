"""The search on small positions whose right answer is known."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from pardsgui.ai import Limits, analyse, choose_move, think
from pardsgui.ai.hooks import GameHooks
from pardsgui.ai.levels import Level
from pardsgui.ai.mcts import search
from pardsgui.core.contract import Move, Position
from pardsgui.games import get_game
from tests.ai.toys import Tree, TreePosition, chance, decide, leaf

NARDSHIR = get_game("nardshir")
TOY = GameHooks(steps_per_second=5_000)
SMALL = Limits(steps=3_000)


def points(**counts: int) -> str:
    board = [0] * 24
    for name, count in counts.items():
        board[int(name[1:])] = count
    return ",".join(map(str, board))


# -- Nardshir --------------------------------------------------------------------------


def test_nardshir_bears_off_the_last_piece_instead_of_stepping_past() -> None:
    # 1:22-23 would leave the 2 unplayable (bearing off is exact), and Black's
    # last piece needs only a 3 (or 1 and 2) to win first.
    position = NARDSHIR.parse(f"{points(p22=1, p2=-1)} w hand=0,0 off=14,14 dice=1,2")
    for seed in range(3):
        assert position.move_text(choose_move(position, "easy", seed)) == "2:22-off"


def test_nardshir_hits_the_last_black_piece_rather_than_lose_next_turn() -> None:
    # Black needs a 3 (or 1 and 2) to win; hitting sends its last piece to the hand.
    position = NARDSHIR.parse(f"{points(p0=1, p2=-1, p20=1)} w hand=0,0 off=13,14 dice=2,5")
    found = think(position, "easy", 1)
    assert found.moves[0].text == "2:0-2"
    assert found.moves[0].value > max(stat.value for stat in found.moves[1:]) + 0.1


def test_a_forced_move_is_answered_without_search() -> None:
    position = NARDSHIR.parse(f"{points(p22=1)} w hand=0,15 off=14,0 dice=2")
    found = think(position, "medium", 1)
    assert found.stopped == "forced" and found.iterations == 0
    assert found.moves[0].text == "2:22-off"


def test_no_seat_decides_at_a_chance_node_or_the_end() -> None:
    with pytest.raises(ValueError, match="dice must be rolled"):
        choose_move(NARDSHIR.initial(), "easy", 1)
    over = NARDSHIR.parse(f"{points(p0=-1)} b hand=0,0 off=15,14")
    with pytest.raises(ValueError, match="game is over"):
        choose_move(over, "easy", 1)


def test_analysis_at_a_chance_node_and_at_the_end() -> None:
    start = analyse(NARDSHIR.initial(), None, Level("quick", None, 0.02), 1)
    assert start.seat is None and start.moves == () and start.iterations > 0
    assert abs(sum(start.values) - 1) < 1e-9 and 0.3 < start.values[0] < 0.7
    over = analyse(NARDSHIR.parse(f"{points(p0=-1)} b hand=0,0 off=15,14"), 0, 1.0)
    assert over.values == (1.0, 0.0) and over.stopped == "end" and over.moves == ()


# -- toy trees: exact answers ----------------------------------------------------------


def best(tree: object, players: int, seed: int = 1, limits: Limits = SMALL) -> str:
    position = TreePosition(tree, players)
    found = search(position, position.current, limits, seed, TOY)
    assert found.best is not None
    return str(found.best)


def test_takes_a_win_in_one_and_avoids_a_loss_in_one() -> None:
    # 0 to move: "win" ends the game at once; "wait" lets 1 choose, and 1 wins.
    tree = decide(0, wait=decide(1, take=leaf(0, 1), spare=leaf(1, 0)), win=leaf(1, 0), lose=leaf(0, 1))
    assert best(tree, 2) == "win"
    # No win now: "blunder" lets 1 win at once, "safe" forces a draw.
    tree = decide(0, blunder=decide(1, take=leaf(0, 1), spare=leaf(0.5, 0.5)), safe=leaf(0.5, 0.5))
    assert best(tree, 2) == "safe"


def test_where_every_move_loses_the_one_the_opponent_most_often_gets_wrong_is_played() -> None:
    # Both moves lose against best play. After "hope" seat 1 has one winning reply among ten;
    # after "hopeless" every reply of seat 1 wins, each proven a few plies down. The proof
    # alone chose whichever it had visited most: "hopeless", at every seed.
    hope = decide(1, **{f"r{i}": leaf(1, 0) for i in range(9)}, win=leaf(0, 1))

    def deep() -> Tree:
        return decide(0, x=decide(1, p=leaf(0, 1), q=leaf(0, 1)), y=decide(1, p=leaf(0, 1), q=leaf(0, 1)))

    tree = decide(0, hopeless=decide(1, **{f"r{i}": deep() for i in range(6)}), hope=hope)
    for seed in range(5):
        found = search(TreePosition(tree, 2), 0, Limits(steps=3_000), seed, TOY)
        assert found.best == "hope"
        assert found.values == (0, 1)  # still the proven loss: what the review and the panel show
        assert found.stopped == "proven"


def test_a_multi_part_turn_keeps_the_same_seat_deciding() -> None:
    # Seat 0 decides twice in a row; only "b" then "y" wins.  A search that
    # assumed seats alternate would score the second choice for seat 1.
    tree = decide(
        0,
        a=decide(0, x=leaf(0, 1), y=leaf(0.5, 0.5)),
        b=decide(0, x=leaf(0, 1), y=leaf(1, 0)),
    )
    assert best(tree, 2) == "b"


def test_three_seats_each_seat_maximises_its_own_score() -> None:
    # After "left" seat 1 prefers (1, ½, 0) to (0, 0, 1): seat 0 gets 1.
    # After "right" seat 0 gets ½ whatever seat 2 does.  A "paranoid" search
    # (everyone against seat 0) would fear 0 after "left" and pick "right".
    tree = decide(
        0,
        left=decide(1, a=leaf(1, 0.5, 0), b=leaf(0, 0, 1)),
        right=decide(2, a=leaf(0.5, 0, 1), b=leaf(0.5, 1, 0)),
    )
    assert best(tree, 3) == "left"
    found = search(TreePosition(tree, 3), 0, SMALL, 1, TOY)
    assert found.values[0] > 0.8 and found.values[1] > 0.35


def test_chance_nodes_are_weighed_by_their_probabilities() -> None:
    def tree(p: float) -> object:
        return decide(
            0, safe=leaf(0.5, 0.5), gamble=chance(("win", p, leaf(1, 0)), ("lose", 1 - p, leaf(0, 1)))
        )

    assert best(tree(0.3), 2) == "safe"
    assert best(tree(0.7), 2) == "gamble"
    found = search(TreePosition(tree(0.7), 2), 0, SMALL, 1, TOY)
    gamble = next(stat for stat in found.moves if stat.move == "gamble")
    assert abs(gamble.value - 0.7) < 0.05


def test_playouts_are_cut_and_scored_by_evaluate() -> None:
    # A long corridor: without evaluate the playout reaches the leaf; with
    # depth 0 the search sees only what evaluate says about the first step.
    corridor = leaf(1, 0)
    for _ in range(10):
        corridor = decide(0, go=corridor)
    tree = decide(0, corridor=corridor, draw=leaf(0.5, 0.5))
    assert best(tree, 2) == "corridor"
    pessimist = GameHooks(evaluate=lambda position: (0.0, 1.0), playout_depth=0, steps_per_second=5_000)
    position = TreePosition(tree, 2)
    found = search(position, 0, Limits(steps=40), 1, pessimist)
    assert found.best == "draw"


def test_rolls_reaching_the_same_position_share_a_chance_child() -> None:
    from pardsgui.ai.hooks import hooks_for
    from pardsgui.ai.mcts import _Search

    start = NARDSHIR.initial()
    hooks = hooks_for("nardshir")
    run = _Search(start, None, "", Limits(steps=20_000), 1, hooks, None, None, None, 0.0, 0.0)
    run.run()
    # 36 ordered rolls, 21 different positions (3,5 and 5,3 are one).
    assert len(run.root.children) == 21
    assert sum(child.visits for child in run.root.children.values()) == run.root.visits


# -- progressive widening --------------------------------------------------------------


def first_untried(position: Position, moves: Sequence[Move], rng: random.Random) -> Move:
    """A guide that admits moves in name order, and the decisive reply "win" before all."""
    return "win" if "win" in moves else min(moves, key=str)


def trap(width: int) -> Tree:
    """Seat 0 has `width` moves that each let seat 1 win with one reply of `width`, and "hold"."""
    replies = {f"r{i:02}": leaf(1, 0) for i in range(width - 1)}
    moves: dict[str, Tree] = {f"m{i:02}": decide(1, win=leaf(0, 1), **replies) for i in range(width)}
    return decide(0, hold=leaf(0.6, 0.4), **moves)


def test_widening_admits_children_as_their_parent_is_visited_in_the_guides_order() -> None:
    hooks = GameHooks(playout_move=first_untried, widening=1.0, steps_per_second=5_000)
    found = search(TreePosition(trap(30), 2), 0, Limits(steps=400), 1, hooks)
    admitted = sorted(stat.text for stat in found.moves)
    # A new child while there are fewer than 1 + sqrt(visits): about sqrt(visits) of
    # the 31 moves, and exactly the guide's first ones.
    assert found.iterations**0.5 <= len(admitted) <= 2 + found.iterations**0.5 < 31
    assert admitted == ["hold"] + [f"m{i:02}" for i in range(len(admitted) - 1)]


def test_widening_with_a_guide_finds_the_one_reply_that_refutes_each_move() -> None:
    # Plain UCT tries every reply once before it revisits any, so with 1,000
    # moves of budget most of the 30 refutations are never found and a refuted
    # move looks like a win; widening looks at the guide's choice first.  (The
    # solver proves this small tree either way: it is off for the comparison.)
    widened = GameHooks(playout_move=first_untried, widening=1.0, steps_per_second=5_000)
    plain = GameHooks(playout_move=first_untried, steps_per_second=5_000)
    for seed in range(3):
        found = search(TreePosition(trap(30), 2), 0, Limits(steps=1_000), seed, widened)
        assert found.best == "hold"
        refuted = [stat for stat in found.moves if stat.text != "hold"]
        assert refuted and max(stat.value for stat in refuted) < 0.4
        unsolved = Limits(steps=1_000, solver=False)
        assert search(TreePosition(trap(30), 2), 0, unsolved, seed, plain).best != "hold"
