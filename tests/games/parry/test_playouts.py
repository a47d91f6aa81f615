"""Random-playout invariants, with the plain second reading following every game move by move."""

from __future__ import annotations

import random

import pytest

from pardsgui.core.contract import Position
from pardsgui.core.playout import random_playout
from pardsgui.games import get_game
from pardsgui.games.parry import ParryPosition, scores
from pardsgui.games.parry.rules import NO_POINT
from tests.games.parry.plain import PlainGame

GAME = get_game("parry")

# (board, seats, games): 1,000 games over several boards and seat counts.
DEFAULT_RUN = [
    ("equiversi-3-5", 2, 140),
    ("hex-3", 3, 50),
    ("square-4-omni", 4, 35),
    ("cairo-1", 2, 35),
    ("square-5-ortho", 6, 35),
    ("equiversi-2-4", 5, 20),
    ("hex-4-5", 2, 35),
]
LONG_RUN = [
    ("equiversi-3-5", 2, 4000),
    ("hex-3-4", 2, 1000),
    ("square-6-ortho", 3, 1000),
    ("square-5-omni", 2, 1000),
    ("cairo-1", 4, 1000),
    ("hex-5", 6, 500),
    ("equiversi-4-6", 2, 500),
    ("square-7-omni", 5, 500),
    ("hex-6-7", 2, 300),
    ("equiversi-6-8", 3, 200),
]


class Follower:
    """Checks each step of a random game and replays it on the plain reading."""

    def __init__(self, slug: str, seats: int) -> None:
        self.slug = slug
        self.plain = PlainGame.start(slug, seats)

    def __call__(self, before: Position, move: object, after: Position) -> None:
        assert isinstance(before, ParryPosition) and isinstance(after, ParryPosition)
        assert move in before.legal_moves()
        text = before.move_text(move)
        assert before.parse_move(text) == move
        # The plain reading offers the same moves and reaches the same position.
        assert {before.move_text(m) for m in before.legal_moves()} == self.plain.moves(), before.to_text()
        self.plain.play(text)
        after_text = after.to_text()
        assert after_text == self.plain.text(self.slug), (before.to_text(), text)
        again = GAME.parse(after_text)
        assert again == after and hash(again) == hash(after) and again.to_text() == after_text
        # One piece more after a placement, the same number after a step or a pass.
        grown = sum(b.bit_count() for b in after.bbs) - sum(b.bit_count() for b in before.bbs)
        assert grown == (1 if text.startswith("@") else 0)
        if after.placed != NO_POINT:
            assert after.seat == before.seat and after.left >= 1 and after.last == after.seat
        else:
            assert after.seat == (before.seat + 1) % before.seats
        if after.outcome is None:
            assert after.problems() == []
            assert list(scores(after)) == self.plain.scores()

    def finish(self, final: Position) -> None:
        assert isinstance(final, ParryPosition)
        assert final.outcome is not None and final.current is None
        assert final.legal_moves() == () and self.plain.is_over()
        assert list(scores(final)) == self.plain.scores()
        assert sum(scores(final)) <= final.tables.topo.size
        assert list(final.outcome) == pytest.approx(self.plain.result())
        assert sum(final.outcome) == pytest.approx(final.seats / 2)


def run(plan: list[tuple[str, int, int]], seed: int) -> None:
    rng = random.Random(seed)
    for slug, seats, games in plan:
        for _ in range(games):
            follower = Follower(slug, seats)
            final, moves = random_playout(GAME.initial(board=slug, seats=str(seats)), rng, visit=follower)
            assert moves > 0
            follower.finish(final)


def test_hundreds_of_games_keep_every_invariant_and_agree_with_the_plain_reading() -> None:
    run(DEFAULT_RUN, seed=1)


@pytest.mark.long
def test_ten_thousand_games_on_more_boards() -> None:
    boards = [
        (slug, seats, games)
        for slug, seats, games in LONG_RUN
        if not slug.startswith(("hex-6-7", "equiversi-6-8"))
    ]
    run(boards, seed=11)


@pytest.mark.long
def test_the_two_boards_built_as_labelled_play_to_the_end() -> None:
    # Ludii's files for these two have other boards, so no plain reading follows them.
    rng = random.Random(12)
    for slug, seats, games in LONG_RUN:
        if slug in ("hex-6-7", "equiversi-6-8"):
            for _ in range(games):
                final, _moves = random_playout(GAME.initial(board=slug, seats=str(seats)), rng)
                assert final.outcome is not None and final.legal_moves() == ()
