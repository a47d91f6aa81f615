"""The Analysis panel says a bound as a bound: a chance the search never worked out is not shown as one."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pardsgui.ai import ANALYSED_EXACTLY, analyse
from pardsgui.games import get_game
from pardsgui.ui.panels.analysis import AnalysisPanel


def test_moves_proven_no_better_show_at_most_their_bound(qtbot: QtBot) -> None:
    position = get_game("kerd").initial()
    while position.current is not None and position.choosing:  # type: ignore[attr-defined]
        position = position.apply(position.legal_moves()[0])
    found = analyse(position, position.current, "easy", seed=3)
    assert any(stat.bound for stat in found.moves[:8]), "Kerd's opening should give bounds past the top moves"
    panel = AnalysisPanel()
    qtbot.addWidget(panel)
    panel.show_analysis(found, ["White", "Black"], [stat.text for stat in found.moves], 2.0, True)
    shown = [panel.moves.topLevelItem(row) for row in range(panel.moves.topLevelItemCount())]
    assert len(shown) == min(8, len(found.moves))
    for row, stat in zip(shown, found.moves, strict=False):
        assert row is not None
        chance = f"{stat.value:.0%}"
        if stat.bound:
            assert row.text(1) == f"≤ {chance}" and row.toolTip(1).startswith("At most")
        else:
            assert row.text(1) == chance and not row.toolTip(1)
    assert [row.text(1).startswith("≤") for row in shown[:ANALYSED_EXACTLY] if row is not None] == [False] * 3
