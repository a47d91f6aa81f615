"""Hidden information: the search sees only what the deciding seat sees."""

from __future__ import annotations

import random
import sys
import types

import pytest

from pardsgui.ai import choose_move, think
from pardsgui.ai.hooks import GameHooks, HiddenInformationError, hooks_for
from pardsgui.ai.levels import Level
from pardsgui.ai.tactics import SAMPLES
from pardsgui.games import _INFO, GameInfo
from tests.ai.toys import SECRET_HOOKS, Peeked, SecretPosition, determinize_secret

QUICK = Level("quick", 1.0, 0.1)  # 2,000 steps at the toy's speed


def sealed(card: str, belief: float, fold: float) -> SecretPosition:
    return SecretPosition(card, belief, fold, sealed=True)


def test_the_real_position_keeps_its_secret() -> None:
    position = sealed("A", 0.5, 0.6)
    with pytest.raises(Peeked):
        position.to_text()
    with pytest.raises(Peeked):
        position.play("call A")


@pytest.mark.parametrize("card", ["A", "B"])
def test_without_the_card_folding_beats_guessing(card: str) -> None:
    # A peeking search would call the card (worth 1); an honest one can only
    # guess (worth ½) and folds for 0.6.  The real position raises if read.
    for seed in range(3):
        move = choose_move(sealed(card, 0.5, 0.6), QUICK, seed, hooks=SECRET_HOOKS)
        assert move == "fold"


def test_the_determinizer_is_the_only_source_of_the_card() -> None:
    # The public belief says A with 80 %: calling A is worth 0.8 > 0.6 for
    # folding, so the search calls A even though the real card is B.
    found = think(sealed("B", 0.8, 0.6), QUICK, 1, hooks=SECRET_HOOKS)
    assert found.best == "call A"
    call_a = next(stat for stat in found.moves if stat.move == "call A")
    assert abs(call_a.value - 0.8) < 0.06


def test_the_answer_does_not_depend_on_the_secret() -> None:
    one = think(sealed("A", 0.55, 0.52), QUICK, 7, hooks=SECRET_HOOKS)
    other = think(sealed("B", 0.55, 0.52), QUICK, 7, hooks=SECRET_HOOKS)
    assert [(s.move, s.visits, s.values) for s in one.moves] == [
        (s.move, s.visits, s.values) for s in other.moves
    ]


def test_every_iteration_samples_a_fresh_position() -> None:
    calls: list[str] = []

    def counting(redacted: str, seat: int, rng: random.Random) -> SecretPosition:
        calls.append(redacted)
        return determinize_secret(redacted, seat, rng)  # type: ignore[return-value]

    hooks = GameHooks(determinize=counting, steps_per_second=20_000)
    found = think(sealed("A", 0.5, 0.6), QUICK, 1, hooks=hooks)
    # The tactical net (pardsgui.ai.tactics) draws its own few samples once, before the search.
    assert len(calls) == found.iterations + SAMPLES and found.iterations > 100
    assert set(calls) == {"? belief=0.5 fold=0.6"}


def test_hidden_information_without_a_determinizer_is_refused() -> None:
    with pytest.raises(HiddenInformationError, match="no determinizer"):
        choose_move(sealed("A", 0.5, 0.6), QUICK, 1, hooks=GameHooks())


def test_games_register_their_hooks_in_an_ai_module(monkeypatch: pytest.MonkeyPatch) -> None:
    package = types.ModuleType("pardsgui.games.toysecret")
    package.__path__ = []
    module = types.ModuleType("pardsgui.games.toysecret.ai")
    module.HOOKS = SECRET_HOOKS  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pardsgui.games.toysecret", package)
    monkeypatch.setitem(sys.modules, "pardsgui.games.toysecret.ai", module)
    monkeypatch.setattr("pardsgui.ai.hooks._cache", {})
    # Declared, as a real game is in the registry: its ai part is loaded, not searched for.
    monkeypatch.setitem(_INFO, "toysecret", GameInfo("toysecret", "Toy", "a test's game", frozenset({"ai"})))
    assert hooks_for("toysecret") is SECRET_HOOKS
    # Found by the position's game id, with no hooks passed.
    assert choose_move(sealed("B", 0.8, 0.6), QUICK, 1) == "call A"


def test_a_game_without_an_ai_module_gets_no_hooks() -> None:
    assert hooks_for("no_such_game") == GameHooks()
    assert hooks_for("nardshir").evaluate is not None
