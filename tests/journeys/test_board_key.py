"""The key under the board says what a newcomer sees on it (issue 25, item 18: Parry's numbers and badges)."""

from __future__ import annotations

from tests.journeys.conftest import Start


def test_parry_s_key_explains_the_number_on_a_stone_and_the_corner_badge(start: Start) -> None:
    person = start("--game", "parry", "--position", ".1221221.21.1..... 1 board=equiversi-2-4 last=2")
    legend = person.window.legend
    assert legend.isVisible()
    shown = legend.words()
    assert "Number on a stone: its player" in shown
    assert "Corner badge: whose territory" in shown
    # The whole explanation, on hover.
    assert "1 White, 2 Black" in legend.labels[shown.index("Number on a stone: its player")].toolTip()
    badge = legend.labels[shown.index("Corner badge: whose territory")]
    assert "another player's territory" in badge.toolTip()
