"""A step through a game redraws only what changed, the board looks as if drawn afresh, and the
panels beside it stand still.

A step keeps the items of the pieces still there and has the view draw again only the part of
its cached board the changed marks cover (Parry's rings and scores): a Parry step took 18 ms at
1920×1080, most of it drawing the whole board again. These tests hold both halves: what is kept
is kept, and what is shown is exactly a fresh drawing's.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QLabel,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pardsgui.core.dice import pick_outcome
from pardsgui.core.geometry import Geometry, Mark
from pardsgui.core.record import Record
from pardsgui.games import available_ids, get_game
from pardsgui.ui.board import scene as scene_module
from pardsgui.ui.board.legend import BoardLegend
from pardsgui.ui.board.scene import Z_BADGE, Z_MARK, Z_PIECE, BoardScene, Highlights, PieceItem, RingItem
from pardsgui.ui.board.view import BoardWidget
from pardsgui.ui.main_window import MainWindow
from pardsgui.ui.panels.actions import ActionPanel
from pardsgui.ui.panels.hands import HandPanel
from pardsgui.ui.theme import CHOICES
from tests.still import until_still

MakeWindow = Callable[..., MainWindow]
MOVES = 60
#: Levels (of 255) a smoothed edge may differ by where the view drew a part of its board again
#: rather than the whole (the rasteriser blends a clipped shape's edge a little differently:
#: up to 3 seen).
#: A mark or a piece left behind, or one missing, differs by a hundred and more.
ROUNDING = 8


def played(game_id: str, seed: int) -> Record:
    record = Record(get_game(game_id))
    rng = random.Random(seed)
    while len(record.main_line()) < MOVES and record.outcome() is None:
        position = record.position
        if position.is_chance:
            record.play(pick_outcome(position.chance_outcomes(), rng))
        else:
            record.play(rng.choice(position.legal_moves()))
    return record


def board_picture(window: MainWindow) -> QImage:
    QTest.qWait(0)
    return window.board.grab().toImage()


def difference(a: QImage, b: QImage) -> int:
    """The largest difference of one colour channel at one pixel of two opaque pictures."""
    assert a.size() == b.size()
    diff = a.convertToFormat(QImage.Format.Format_ARGB32)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    data = bytes(diff.constBits())
    return max(max(data[0::4]), max(data[1::4]), max(data[2::4]))  # blue, green, red: not alpha


def drawn_afresh(window: MainWindow) -> QImage:
    """The same table drawn from nothing, by a new scene and view of the board's size: an item a
    step left behind shows as a difference (the window's own scene drawn again would keep it)."""
    c = window.controller
    position, view = c.position, c.view
    scene = BoardScene(window.scene.theme)
    scene.show_board(c.record.game.id, view.geometry(position), c.flipped, c.coordinates)
    study = window.study_action.isChecked()
    scene.show_pieces(view.pieces(position), c.highlights(study), view.cell_notes(position))
    fresh = BoardWidget(scene)
    fresh.setPalette(window.board.palette())
    fresh.resize(window.board.size())
    fresh.fit()
    picture = fresh.grab().toImage()
    fresh.deleteLater()
    return picture


@pytest.mark.parametrize(
    ("game_id", "theme"),
    # Every game in the default theme, and Parry, whose marks change at each step, in every theme:
    # a ring at the board's rim was blended again onto the dark theme's window colour at each step.
    [(game_id, "system") for game_id in available_ids()]
    + [("parry", choice) for choice, _label in CHOICES if choice != "system"],
)
def test_each_step_looks_as_drawn_afresh_and_keeps_the_pieces_that_stayed(
    make_window: MakeWindow, game_id: str, theme: str
) -> None:
    window = make_window(game_id)
    window.use_theme(theme)
    try:
        stepped_through(window, game_id)
    finally:
        window.use_theme("system")  # the window's palette is the application's: left as found


def stepped_through(window: MainWindow, game_id: str) -> None:
    window.files.start(played(game_id, 7), None)
    window.board.setFocus()
    scene = window.scene
    kept_somewhere = False
    for step in range(12):
        views_before = {view: [list(items) for items in shown] for view, shown in scene._drawn_pieces.items()}
        before = {id(item): item for shown in views_before.values() for items in shown for item in items}
        QTest.keyClick(window.board, Qt.Key.Key_Left if step % 4 != 3 else Qt.Key.Key_Right)
        drawn = {view: [list(items) for items in shown] for view, shown in scene._drawn_pieces.items()}
        # A piece shown before and after keeps its items; a piece gone leaves no item behind.
        for view, shown in drawn.items():
            if view in views_before:
                assert [[id(i) for i in items] for items in shown] == [
                    [id(i) for i in items] for items in views_before[view]
                ]
                kept_somewhere = True
        now = {id(item) for shown in drawn.values() for items in shown for item in items}
        assert all(item.scene() is None for key, item in before.items() if key not in now)
        shown = {(item.image, item.pos().toTuple()) for item in scene.items() if isinstance(item, PieceItem)}
        stepped = board_picture(window)
        worst = difference(stepped, drawn_afresh(window))
        assert worst <= ROUNDING, f"step {step + 1} of {game_id}: {worst} levels from a fresh drawing"
        fresh = {(item.image, item.pos().toTuple()) for item in scene.items() if isinstance(item, PieceItem)}
        assert shown == fresh
    assert kept_somewhere


def test_the_panels_stand_still_while_stepping_through_a_game(make_window: MakeWindow) -> None:
    """In Parry a pass is offered every other move: the Actions panel grew and shrank by a button's
    height at each step, and moved (and drew again) every panel below it."""
    window = make_window("parry")
    window.resize(1920, 1080)
    window.files.start(played("parry", 7), None)
    until_still(window)  # laid out after opening, as long before a person's first key
    docks = [dock for dock in window.findChildren(QDockWidget) if dock.isVisible()]
    assert "dock-actions" in {dock.objectName() for dock in docks}
    buttons: set[int] = set()
    places: set[tuple[tuple[int, int, int, int], ...]] = set()
    for _step in range(12):
        QTest.keyClick(window.board, Qt.Key.Key_Left)
        QTest.qWait(0)
        buttons.add(len(window.actions_panel.buttons))
        places.add(tuple(dock.geometry().getRect() for dock in docks))
    assert buttons == {0, 1}  # with a pass and without
    assert len(places) == 1


def test_a_piece_shown_twice_keeps_two_drawings_and_no_more(qtbot: QtBot) -> None:
    """Two equal pieces in one list (a game may list a stack's pieces one by one) are two drawings,
    kept as two at the next step, not three."""
    game = get_game("nardshir")
    view = game.board_view()
    position = game.initial()
    scene = BoardScene()
    scene.show_board("nardshir", view.geometry(position))
    piece = view.pieces(position)[0]
    for _step in range(3):
        scene.show_pieces([piece, piece], Highlights())
        one, other = scene._drawn_pieces[piece]
        drawn = {item for item in (*one, *other) if isinstance(item, PieceItem)}
        assert {item for item in scene.items() if isinstance(item, PieceItem)} == drawn
        assert not set(one) & set(other)
    scene.show_pieces([], Highlights())
    assert not any(isinstance(item, PieceItem) for item in scene.items())


def panel_words(panel: QWidget) -> list[str]:
    """The words a person sees in a panel, in the order of its layout."""
    return [label.text() for label in panel.findChildren(QLabel) if label.isVisibleTo(panel) and label.text()]


@pytest.mark.parametrize("game_id", available_ids())
def test_a_step_shows_the_players_the_key_and_the_actions_as_made_afresh_and_makes_no_widget(
    make_window: MakeWindow, game_id: str
) -> None:
    """The Players panel, the board's key and the Actions panel change their words at a step and
    hide the rows not needed, rather than make every label again: what they show is what panels
    made afresh for that position show, and stepping through a game a second time makes no widget."""
    window = make_window(game_id)
    window.files.start(played(game_id, 7), None)
    QTest.qWait(0)
    view, controller = window.controller.view, window.controller
    counts: set[int] = set()  # of the Actions panel's buttons
    plies = len(controller.record.main_line())

    watched = (window.hands, window.legend, window.actions_panel)
    made: list[QWidget] = []  # held: while its wrapper lives, a widget found again is this very object

    def step_through(first: bool) -> None:
        for key in [Qt.Key.Key_Home] + [Qt.Key.Key_Right] * plies + [Qt.Key.Key_Left] * plies:
            QTest.keyClick(window.board, key)
            QTest.qWait(0)
            position = controller.position
            # Made in a hidden holder: a window of their own took the keys' shortcuts from the window.
            holder = QWidget(window)
            holder.hide()
            fresh_hands, fresh_key = HandPanel(holder), BoardLegend(window.scene.theme, holder)
            panels = view.panels(position)
            current = view.acting_seat(position) if controller.outcome() is None else None
            fresh_hands.show_panels(game_id, panels, current)
            fresh_key.show_keys(window.legend._shown)  # the keys the window's was given
            assert panel_words(window.hands) == panel_words(fresh_hands), key
            assert window.legend.words() == fresh_key.words() == panel_words(fresh_key)
            assert panel_words(window.legend) == fresh_key.words()
            assert window.legend.isVisibleTo(window) == bool(fresh_key.words())
            fresh_actions = ActionPanel(holder)
            fresh_actions.show_actions(window.actions_panel._labels)
            panel = window.actions_panel
            shown = [b.text() for b in panel.findChildren(QPushButton) if b.isVisibleTo(panel)]
            assert shown == [button.text() for button in fresh_actions.buttons]
            assert panel.empty.isVisibleTo(panel) == (not shown)
            counts.add(len(shown))
            holder.deleteLater()
            for widget in (
                widget for watched_panel in watched for widget in watched_panel.findChildren(QWidget)
            ):
                if first and not any(widget is other for other in made):
                    made.append(widget)
                assert first or any(widget is other for other in made), f"{widget} made again at {key}"

    step_through(first=True)
    if game_id == "parry":
        assert counts == {0, 1}  # the pass came and went
    step_through(first=False)


def test_a_study_mark_still_there_keeps_its_item(qtbot: QtBot) -> None:
    """Parry's power at each empty point is some 36 figures: a step made and deleted them all. A
    mark still there keeps its item; one gone leaves the scene; a board drawn anew (another theme,
    turned) draws every mark anew, in its colours."""
    game = get_game("parry")
    view = game.board_view()
    position = game.initial()
    scene = BoardScene()
    scene.show_board("parry", view.geometry(position))
    one, two, three = (Mark("text", (float(x), 1.0), text=str(x)) for x in range(3))

    def study_items() -> dict[str, QGraphicsItem]:
        return {
            item.text(): item
            for item in scene.items()
            if isinstance(item, QGraphicsSimpleTextItem) and item.zValue() == Z_MARK + 0.5
        }

    scene.show_pieces([], Highlights(study=[one, two]))
    before = study_items()
    assert set(before) == {"0", "1"}
    scene.show_pieces([], Highlights(study=[one, three]))
    after = study_items()
    assert set(after) == {"0", "2"} and after["0"] is before["0"]
    assert before["1"].scene() is None
    scene.show_board("parry", view.geometry(position), flipped=True)
    scene.show_pieces([], Highlights(study=[one, three]))
    again = study_items()
    assert set(again) == {"0", "2"} and again["0"] is not after["0"] and after["0"].scene() is None


def test_a_highlight_still_there_keeps_its_item_and_its_height(qtbot: QtBot) -> None:
    """Parry offers all but one of the same points from one step to the next: tinting them all
    anew drew most of the board again. A tint, a dot or an outline still there keeps its item
    (its tip brought up to date); one gone leaves the scene; each kind keeps its height, so kept
    and new ones stack as when drawn afresh; a board drawn anew draws them anew."""
    game = get_game("kerd")  # a board whose points carry no number, so targets get a dot too
    view = game.board_view()
    position = game.initial()
    scene = BoardScene()
    scene.show_board("kerd", view.geometry(position))
    a, b, c, d = sorted(scene._polygons)[:4]

    def shown() -> dict[tuple[object, ...], QGraphicsItem]:
        return {key[:-1]: item for key, item in scene._dynamic.items()}

    scene.show_pieces([], Highlights(targets=frozenset({a, b, c}), last=(a, None), tips={a: "one"}))
    before = shown()
    assert all(item.scene() is scene for item in before.values())
    scene.show_pieces(
        [], Highlights(targets=frozenset({a, b, d}), last=(d, None), selected=b, tips={a: "two"})
    )
    after = shown()
    kept = {key for key in before if key in after}
    assert {key[1] for key in kept if key[0] == "tint"} == {a, b}
    assert all(after[key] is before[key] for key in kept)
    assert all(before[key].scene() is None for key in before if key not in after)
    target = next(item for key, item in after.items() if key[:3] == ("tint", a, "target"))
    assert target.toolTip() == "two"
    heights = {key[0:1] + key[2:3]: item.zValue() for key, item in after.items()}
    assert heights[("tint", "last")] < heights[("tint", "target")] < heights[("outline", "selected")]
    assert Z_PIECE < heights[("dot", "target")] < Z_BADGE  # under a stack's count, as drawn after it
    scene.show_board("kerd", view.geometry(position), flipped=True)
    scene.show_pieces([], Highlights(targets=frozenset({a, b, d})))
    assert not any(item is again for item in after.values() for again in shown().values())
    assert all(item.scene() is None for item in after.values())


def test_a_step_draws_again_only_the_rings_beside_the_marks_that_changed(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two rings changed at opposite corners of a Parry board had the view draw its cached board
    again over the rectangle round both, most of the board (a step's picture took up to 15 ms at
    1920×1080); each group of touching changed parts is drawn alone, no ring away from them is
    drawn, and none twice (the region's bands split a ring over several parts, each drawn)."""
    window = make_window("parry")
    window.resize(1920, 1080)
    window.files.start(played("parry", 7), None)
    until_still(window)  # laid out after opening, as long before a person's first key
    window.board.setFocus()
    parts: list[QRectF] = []
    groups: list[QRect] = []
    painted: list[RingItem] = []
    show_marks, paint, join = BoardScene._show_marks, RingItem.paint, scene_module.joined

    def marks_shown(scene: BoardScene, geometry: Geometry) -> list[QRectF]:
        changed = show_marks(scene, geometry)
        parts.extend(changed)
        return changed

    def ring_painted(ring: RingItem, *args: object) -> None:
        painted.append(ring)
        paint(ring, *args)  # type: ignore[arg-type]

    def grouped(rects: list[QRect]) -> list[QRect]:
        made = join(rects)
        groups.extend(made)
        return made

    monkeypatch.setattr(BoardScene, "_show_marks", marks_shown)
    monkeypatch.setattr(RingItem, "paint", ring_painted)
    monkeypatch.setattr(scene_module, "joined", grouped)
    rings = [item for item in window.scene.board_layer.items() if isinstance(item, RingItem)]
    near, round_all, stepped = 0, 0, 0
    for _step in range(12):
        parts.clear()
        groups.clear()
        painted.clear()
        QTest.keyClick(window.board, Qt.Key.Key_Left)
        QTest.qWait(0)
        stepped += bool(parts)
        assert len({id(ring) for ring in painted}) == len(painted), "a ring drawn twice in one step"
        # In the picture's pixels, which are the view's; one part alone is drawn as it is.
        drawn = groups or [window.board.mapFromScene(part).boundingRect() for part in parts]
        for ring in painted:
            box = window.board.mapFromScene(ring.sceneBoundingRect()).boundingRect()
            assert any(box.intersects(group.adjusted(-2, -2, 2, 2)) for group in drawn)
        around = QRectF()
        for part in parts:
            around |= part
        near += len(painted)
        round_all += sum(
            1 for ring in rings if ring.scene() is not None and ring.sceneBoundingRect().intersects(around)
        )
    assert stepped >= 6, "Parry's steps change its rings"
    assert near < round_all, (near, round_all)  # the rectangle round the parts holds more


def test_touching_parts_are_joined_into_rectangles_that_share_no_pixel() -> None:
    parts = [
        QRect(0, 0, 10, 10),
        QRect(10, 0, 5, 5),
        QRect(40, 40, 5, 5),
        QRect(3, 10, 2, 2),
        QRect(30, 0, 5, 5),
        QRect(3, 13, 2, 2),
    ]
    assert sorted(r.getRect() for r in scene_module.joined(parts)) == [
        (0, 0, 15, 12),
        (3, 13, 2, 2),
        (30, 0, 5, 5),
        (40, 40, 5, 5),
    ]
    # A part that joins two groups joins them all.
    chain = [QRect(0, 0, 5, 5), QRect(20, 0, 5, 5), QRect(5, 0, 15, 2)]
    assert [r.getRect() for r in scene_module.joined(chain)] == [(0, 0, 25, 5)]
    assert scene_module.joined([]) == []


def test_a_step_paints_the_board_once(make_window: MakeWindow) -> None:
    """A Parry step changes its rings (the board's cached picture) and its stones (items). The
    scene painted the window once for each when the picture was invalidated before the items
    changed: two passes a step, each over the board's exposed parts."""
    window = make_window("parry")
    window.resize(1920, 1080)
    window.files.start(played("parry", 7), None)
    until_still(window)  # laid out after opening, as long before a person's first key
    window.board.setFocus()
    viewport = window.board.viewport()
    counted: list[int] = []

    class Paints(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if watched is viewport and event.type() == QEvent.Type.Paint:
                counted[-1] += 1
            return False

    paints = Paints()
    viewport.installEventFilter(paints)
    marks_changed = 0
    try:
        for _step in range(12):
            marks = window.scene._marks[:]
            counted.append(0)
            QTest.keyClick(window.board, Qt.Key.Key_Left)
            QTest.qWait(0)
            marks_changed += window.scene._marks != marks
    finally:
        viewport.removeEventFilter(paints)
    assert marks_changed >= 6, "Parry's steps change its rings"
    assert counted == [1] * 12


def test_a_step_copies_the_boards_fixed_parts_and_draws_only_its_marks(
    make_window: MakeWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The cells and lines under a Parry step's changed rings are copied from their picture, made
    once for the view's size, not drawn again (the steps still look as drawn afresh: above)."""
    window = make_window("parry")
    window.resize(1920, 1080)
    window.files.start(played("parry", 7), None)
    until_still(window)  # laid out after opening, as long before a person's first key
    window.board.setFocus()
    scene = window.scene
    drawn: list[str] = []
    for name in ("fixed_layer", "board_layer"):
        layer = getattr(scene, name)
        monkeypatch.setattr(
            layer, "render", lambda *args, _n=name, _r=layer.render: (drawn.append(_n), _r(*args))
        )
    for _step in range(12):
        QTest.keyClick(window.board, Qt.Key.Key_Left)
        QTest.qWait(0)
    assert drawn.count("board_layer") >= 6  # the rings changed
    assert "fixed_layer" not in drawn
