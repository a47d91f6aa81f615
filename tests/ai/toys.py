"""Small games written for the AI tests, on the engine contract.

`TreeGame` plays any small game tree written as nested tuples, so a test can
state exactly which seat decides where, which chance events happen with which
odds and what every leaf scores.  `SecretPosition` is a hidden-information
game whose real position refuses to be read by anyone but the test.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pardsgui.ai.alphabeta import Tactics
from pardsgui.ai.hooks import GameHooks
from pardsgui.core.contract import Game, Move, OptionSpec, Outcome, Position, PositionError

# A tree is a leaf ("end", scores), a decision ("seat", s, ((name, tree), ...))
# or a chance node ("chance", ((name, probability, tree), ...)).
Tree = tuple[Any, ...]


def leaf(*scores: float) -> Tree:
    return ("end", tuple(scores))


def decide(seat: int, **children: Tree) -> Tree:
    return ("seat", seat, tuple(children.items()))


def chance(*children: tuple[str, float, Tree]) -> Tree:
    return ("chance", tuple(children))


class TreePosition(Position):
    __slots__ = ("path", "players_", "tree")
    game_id = "toytree"

    def __init__(self, tree: Tree, players: int, path: tuple[str, ...] = ()) -> None:
        self.tree = tree
        self.players_ = players
        self.path = path

    @property
    def players(self) -> int:
        return self.players_

    @property
    def current(self) -> int | None:
        return self.tree[1] if self.tree[0] == "seat" else None

    @property
    def is_chance(self) -> bool:
        return self.tree[0] == "chance"

    @property
    def outcome(self) -> Outcome | None:
        return self.tree[1] if self.tree[0] == "end" else None

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        if self.tree[0] != "chance":
            return ()
        return tuple((name, p) for name, p, _ in self.tree[1])

    def _children(self) -> dict[str, Tree]:
        kind = self.tree[0]
        if kind == "seat":
            return dict(self.tree[2])
        if kind == "chance":
            return {name: sub for name, _, sub in self.tree[1]}
        return {}

    def legal_moves(self) -> Sequence[Move]:
        return tuple(self._children())

    def apply(self, move: Move) -> TreePosition:
        return TreePosition(self._children()[str(move)], self.players_, (*self.path, str(move)))

    def to_text(self) -> str:
        return "/".join(self.path) or "-"

    def move_text(self, move: Move) -> str:
        return str(move)

    def read_move(self, text: str) -> Move:
        return text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TreePosition) and (self.tree, self.path) == (other.tree, other.path)

    def __hash__(self) -> int:
        return hash(self.path)


class TreeGame(Game):
    id = "toytree"
    name = "Toy tree"

    def __init__(self, tree: Tree, players: int) -> None:
        super().__init__()  # no board view: a record of it asks, as of every game
        self.tree = tree
        self.players = players

    def options(self) -> Sequence[OptionSpec]:
        return ()

    def initial(self, **options: str) -> TreePosition:
        self.check_options(options)
        return TreePosition(self.tree, self.players)

    def parse(self, text: str) -> TreePosition:
        position = self.initial()
        for name in text.split("/") if text != "-" else ():
            position = position.play(name)
        return position


# -- hidden information --------------------------------------------------------------


class Peeked(AssertionError):
    """The search touched the real position's secret."""


class SecretPosition(Position):
    """Seat 0 holds a secret card, A or B; seat 1 calls it or folds.

    Calling right wins for seat 1, calling wrong loses, folding scores
    `fold` for seat 1.  The real position handed to the AI is `sealed`: every
    way to learn the card (the attribute, the full text, playing a move on
    it) raises `Peeked`; `redacted(1)` shows the card as `?` and the odds
    seat 1 believes in.
    """

    __slots__ = ("_card", "belief", "fold", "result", "sealed")
    game_id = "toysecret"
    players = 2

    def __init__(
        self, card: str, belief: float, fold: float, sealed: bool = False, result: Outcome | None = None
    ) -> None:
        self._card = card
        self.belief = belief  # the public chance that the card is A
        self.fold = fold
        self.sealed = sealed
        self.result = result

    @property
    def card(self) -> str:
        if self.sealed:
            raise Peeked("the search read the secret card")
        return self._card

    @property
    def current(self) -> int | None:
        return 1 if self.result is None else None

    @property
    def is_chance(self) -> bool:
        return False

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ()

    def legal_moves(self) -> Sequence[Move]:
        return () if self.result is not None else ("call A", "call B", "fold")

    def apply(self, move: Move) -> SecretPosition:
        if move == "fold":
            result = (1 - self.fold, self.fold)
        else:
            right = str(move)[-1] == self.card
            result = (0.0, 1.0) if right else (1.0, 0.0)
        return SecretPosition(self._card, self.belief, self.fold, False, result)

    def to_text(self) -> str:
        return f"{self.card} belief={self.belief} fold={self.fold}"

    def redacted(self, seat: int) -> str:
        shown = "?" if seat == 1 else self.card
        return f"{shown} belief={self.belief} fold={self.fold}"

    def move_text(self, move: Move) -> str:
        return str(move)

    def read_move(self, text: str) -> Move:
        return text


def parse_secret(text: str) -> SecretPosition:
    card, belief, fold = text.split()
    if card not in ("A", "B"):
        raise PositionError(f"card: {card!r}", "card")
    return SecretPosition(card, float(belief.split("=")[1]), float(fold.split("=")[1]))


def determinize_secret(redacted: str, seat: int, rng: random.Random) -> Position:
    """Seat 1 samples the card by the public belief; seat 0 knows it."""
    shown, belief, fold = redacted.split()
    if shown == "?":
        shown = "A" if rng.random() < float(belief.split("=")[1]) else "B"
    return parse_secret(f"{shown} {belief} {fold}")


SECRET_HOOKS = GameHooks(determinize=determinize_secret, steps_per_second=20_000)


class Looks(Tactics):
    """The toy's evaluation: seat 0's lead in logits where the tree's path names one, else even."""

    def __init__(self, leads: dict[tuple[str, ...], float]) -> None:
        self.leads = leads

    def evaluate(self, position: Position) -> float:
        assert isinstance(position, TreePosition)
        return self.leads.get(position.path, 0.0)
