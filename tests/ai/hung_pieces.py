"""Positions where a move hangs material, judged by a short exhaustive capture search (issue 26, target 2).

The judge is `pardsgui.train.material`'s short exhaustive capture search, written apart from the
computer player's search (`pardsgui.ai.alphabeta`): for the mover's every move it asks what
material the mover keeps when each side then takes whatever pays (`after`), and compares that with
the material now (`before`):

- a move *keeps* material when `after >= before` (it may win some);
- a move *loses* a piece when `after <= before - loss` (in Kerd more than a Pawn's worth, in
  Pards a rank of the Vicar) because of a capture the mover cannot answer in kind.

A Pawn given for the position is judgement, not a hung piece: the search may weigh a Pawn
against a better square (its evaluation does), so the hint is held to pieces.

A *scene* is a position where some move keeps material and some move hangs it (loses it to a
capture, not by giving it up itself as a Kerd execution does); the hint must keep it there.
Under hidden information (Kerd) a position counts only when its verdicts are the same in the
real position and in every sample of what the mover could believe (the opponent's unrevealed
infiltrator may be any of several of the mover's pieces): the hint may not read the secret, so a
verdict that depends on it is not one it can be held to.

Positions come from seeded games between cheap players: the game's own evaluation one move
ahead, now and then a random move, so material hangs as it does in a newcomer's games.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pardsgui.ai.hooks import hooks_for
from pardsgui.core.contract import Move, Position
from pardsgui.core.dice import pick_outcome
from pardsgui.games import get_game
from pardsgui.train.material import JUDGES, TooBig
from tests.ai.tactics_scenes import worlds


@dataclass(frozen=True)
class Scene:
    game_id: str
    game: int
    ply: int
    position: Position
    #: What the mover keeps after each move, and the material now.
    kept: dict[Move, float]
    before: float
    #: The mover's material just after each move, before any answer.
    moved: dict[Move, float]

    #: The judge's `loss`: what counts as a piece.
    loss: float

    def loses(self, move: Move) -> bool:
        """The mover keeps at least a piece less than it has."""
        return self.kept[move] <= self.before - self.loss

    def hangs(self, move: Move) -> bool:
        """The move loses material to a capture (not by giving it up itself, as an execution does)."""
        return self.loses(move) and self.moved[move] > self.kept[move]

    def keeps(self, move: Move) -> bool:
        return self.kept[move] >= self.before

    def words(self, move: Move) -> str:
        return f"{self.position.move_text(move)} (keeps {self.kept[move] - self.before:+g})"


def player_move(position: Position, rng: random.Random) -> Move:
    """The game's evaluation one move ahead, a random move one time in four."""
    moves = position.legal_moves()
    if len(moves) == 1 or rng.random() < 0.25:
        return moves[int(rng.random() * len(moves))]
    evaluate = hooks_for(position.game_id).evaluate
    assert evaluate is not None
    seat = position.current
    assert seat is not None
    best: list[Move] = []
    top = -1.0
    for move in moves:
        after = position.apply(move)
        outcome = after.outcome
        score = outcome[seat] if outcome is not None else evaluate(after)[seat]
        if score > top + 1e-9:
            best, top = [move], score
        elif score > top - 1e-9:
            best.append(move)
    return best[int(rng.random() * len(best))]


def find_scenes(
    game_id: str, games: Sequence[int], *, every: int = 3, per_game: int = 12, cap: int = 200_000
) -> list[Scene]:
    """Scenes from seeded games: every `every`-th decision judged, up to `per_game` scenes a game."""
    game = get_game(game_id)
    scenes: list[Scene] = []
    for index in games:
        rng = random.Random(f"hung pieces {game_id} {index}")
        position = game.initial()
        ply = 0
        found = 0
        while position.outcome is None and found < per_game and ply < 600:
            if position.is_chance:
                position = position.apply(pick_outcome(position.chance_outcomes(), rng))
                continue
            ply += 1
            if ply % every == 0 and len(position.legal_moves()) > 1:
                scene = judge_scene(game_id, index, ply, position, cap)
                if scene is not None:
                    scenes.append(scene)
                    found += 1
            position = position.apply(player_move(position, rng))
    return scenes


#: Samples of what the mover could believe, under hidden information.
SAMPLES = 6


def judge_scene(game_id: str, game: int, ply: int, position: Position, cap: int) -> Scene | None:
    judge = JUDGES[game_id](cap)
    seat = position.current
    if seat is None or not judge.counts(position):
        return None
    scenes = []
    for world in worlds(position, seat, hooks_for(game_id), SAMPLES, ply):
        try:
            kept, moved = judge.verdicts(world)
        except TooBig:
            return None
        scenes.append(Scene(game_id, game, ply, world, kept, judge.material(world, seat), moved, judge.loss))
    scene = scenes[0]
    if not any(scene.keeps(move) for move in scene.kept) or not any(scene.hangs(move) for move in scene.kept):
        return None

    def verdicts(scene: Scene) -> set[tuple[Move, bool, bool]]:
        return {(move, scene.keeps(move), scene.loses(move)) for move in scene.kept}

    if any(verdicts(other) != verdicts(scene) for other in scenes):
        return None  # what a move keeps depends on the secret
    return replace(scene, position=position)
