"""The review chart: one line per seat or team, clicks mapped to moves, drawn for 2 to 6 seats."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from pardsgui.ui.panels.review_chart import ReviewPanel, teams

NAMES = ["Red", "Green", "Yellow", "Black"]


def test_partners_share_a_line_and_opponents_never_do() -> None:
    partners = [(0.5, 0.5, 0.5, 0.5), (0.6, 0.4, 0.6, 0.4), (0.7, 0.3, 0.7, 0.3)]
    assert teams(partners, NAMES) == (
        [(0.5, 0.5), (0.6, 0.4), (0.7, 0.3)],
        ["Red and Yellow", "Green and Black"],
    )
    alone = [(0.25, 0.25, 0.25, 0.25), (0.3, 0.2, 0.25, 0.25), (0.3, 0.1, 0.35, 0.25)]
    assert teams(alone, NAMES) == (alone, NAMES)
    still = [(0.25,) * 4, (0.25,) * 4]  # nothing moved yet: no team can be told
    assert teams(still, NAMES) == (still, NAMES)
    two = [(0.5, 0.5), (0.5, 0.5)]
    assert teams(two, ["White", "Black"]) == (two, ["White", "Black"])


def test_the_chart_draws_any_number_of_seats_and_maps_clicks_to_moves(qtbot: QtBot) -> None:
    panel = ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(700, 180)
    panel.show()
    chart = panel.chart
    for seats in range(2, 7):
        points = [tuple((k * (s + 1)) % 10 / 10 for s in range(seats)) for k in range(12)]
        names = [f"Seat {s + 1}" for s in range(seats)]
        panel.show_review(
            points, ["", "?!", "?", "??", *[""] * 8], names, 3, [f"Seat {s + 1}: …" for s in range(seats)]
        )
        assert not panel.grab().isNull()
        assert len(chart.points) == 12 and len(chart.points[0]) == seats
        for index in (0, 5, 11):
            assert chart.index_at(chart.x_of(index)) == index
        assert panel.summary.text().count("\n") == seats - 1
    panel.show_review([], [], [], None, [])
    assert chart.index_at(10.0) is None and panel.summary.text() == ""
    assert not panel.grab().isNull()
