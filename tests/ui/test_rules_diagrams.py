"""Help ▸ Rules: each diagram of the rules drawn by the board scene from its real position, in place."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QImage, QTextCursor, QTextDocument
from pytestqt.qtbot import QtBot

from pardsgui.games import available_ids, game_resource, get_game
from pardsgui.paths import resource
from pardsgui.rules_text import Prepared, diagrams, prepare
from pardsgui.ui.dialogs import rules
from pardsgui.ui.dialogs.rules import DIAGRAM_HEIGHT, DIAGRAM_WIDTHS, RulesDialog, board_image, diagram_image
from pardsgui.ui.theme import Theme

RULES = [game_resource(game_id, "rules", f"{game_id}.md") for game_id in available_ids()]


def shown(dialog: RulesDialog, name: str) -> QImage:
    image = dialog.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(name))
    assert isinstance(image, QImage) and not image.isNull(), f"{name} is not loaded"
    return image


def colours(image: QImage, box: tuple[int, int, int, int] | None = None, step: int = 4) -> list[int]:
    left, top, right, bottom = box or (0, 0, image.width(), image.height())
    return [image.pixel(x, y) for x in range(left, right, step) for y in range(top, bottom, step)]


def cell_box(image: QImage, game_id: str, prepared: Prepared, cell_id: str) -> tuple[int, int, int, int]:
    """The pixels of a cell's bounding box in a diagram's image."""
    assert prepared.position is not None
    geometry = get_game(game_id).board_view().geometry(prepared.position)
    xs, ys = zip(*geometry.cell(cell_id).polygon, strict=True)
    scale = image.width() / geometry.width
    return (
        round(min(xs) * scale),
        round(min(ys) * scale),
        min(image.width(), round(max(xs) * scale) + 1),
        min(image.height(), round(max(ys) * scale) + 1),
    )


@pytest.mark.parametrize("path", RULES, ids=[path.stem for path in RULES])
def test_every_diagram_is_drawn_in_place_from_its_position_with_its_marks(qtbot: QtBot, path: Path) -> None:
    game_id = path.stem
    dialog = RulesDialog(None, game_id, get_game(game_id).initial())
    qtbot.addWidget(dialog)
    written = diagrams(path.read_text(encoding="utf-8"))
    assert [prepared.diagram for prepared in dialog.diagrams] == written
    html, text = dialog.browser.toHtml(), dialog.browser.toPlainText()
    view = get_game(game_id).board_view()
    for prepared in dialog.diagrams:
        diagram, position = prepared.diagram, prepared.position
        assert not prepared.error and position is not None
        image = shown(dialog, f"diagram:{diagram.number}")
        geometry = view.geometry(position)
        width, height = image.width() / image.devicePixelRatio(), image.height() / image.devicePixelRatio()
        assert DIAGRAM_WIDTHS[0] <= width <= DIAGRAM_WIDTHS[1] and height <= DIAGRAM_HEIGHT
        assert image.width() / image.height() == pytest.approx(geometry.width / geometry.height, abs=0.01)
        assert len(set(colours(image))) > 12, "a blank diagram"
        assert html.count(f'src="diagram:{diagram.number}"') == 1
        assert f"Diagram {diagram.number}. {diagram.caption}" in text  # under it, as written
        # The marks are drawn: each marked cell looks different from the same board without them,
        # tinted round a piece standing there (targets, the last move) or outlined (the selected piece).
        bare = board_image(game_id, position, image.width())  # at the same pixels, ratio and all
        tinted = [(cell, 10) for cell in diagram.marks + tuple(filter(None, prepared.last))]
        for cell, part in tinted + [(diagram.selected, 20)] * bool(diagram.selected):
            box = cell_box(image, game_id, prepared, cell)
            marked, plain = colours(image, box, 1), colours(bare, box, 1)
            changed = sum(a != b for a, b in zip(marked, plain, strict=True))
            assert changed > len(marked) // part, f"diagram {diagram.number}: {cell} is not marked"
    dialog.close()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_diagrams_are_drawn_in_the_theme_given(qtbot: QtBot, dark: bool) -> None:
    theme = Theme(dark)
    dialog = RulesDialog(None, "kerd", get_game("kerd").initial(), theme=theme)
    qtbot.addWidget(dialog)
    board = theme.colour("board")
    for prepared in dialog.diagrams:
        assert shown(dialog, f"diagram:{prepared.diagram.number}").pixelColor(2, 2) == board
    assert shown(dialog, "board:start").pixelColor(2, 2) == board
    dialog.close()


BROKEN = """# Test

```diagram
position: {start}
caption: <img src="x" width=20000> *not emphasis* & `code` | a=b
marks: p3
```

```diagram
position: 1,2,3 w
caption: never drawn
```

```diagram
position: {start}
caption: after the broken one
```
"""


def test_a_broken_diagram_says_why_in_its_place_and_a_caption_is_plain_text(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start = get_game("nardshir").initial().to_text()
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "nardshir.md").write_text(BROKEN.format(start=start), encoding="utf-8")
    monkeypatch.setattr(rules, "game_resource", lambda _game, *parts: tmp_path.joinpath(*parts))
    dialog = RulesDialog(None, "nardshir", get_game("nardshir").initial())
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    caption = '<img src="x" width=20000> *not emphasis* & `code` | a=b'
    assert f"Diagram 1. {caption}" in text
    assert "Diagram 2: the position cannot be read: " in text and "never drawn" not in text
    assert "Diagram 3. after the broken one" in text
    shown(dialog, "diagram:1")
    shown(dialog, "diagram:3")
    html = dialog.browser.toHtml()
    assert 'src="diagram:2"' not in html and 'src="x"' not in html and '<img src="x"' not in html
    assert QColor(shown(dialog, "diagram:3").pixelColor(2, 2)) == Theme().colour("board")
    dialog.close()


@pytest.mark.parametrize("path", RULES, ids=[path.stem for path in RULES])
def test_a_term_clicked_in_the_turn_text_finds_the_rule_not_a_caption(qtbot: QtBot, path: Path) -> None:
    game = get_game(path.stem)
    terms = list(game.board_view().glossary())
    dialog = RulesDialog(None, path.stem, game.initial(), find=terms[0])
    qtbot.addWidget(dialog)
    for term in terms:
        if term != terms[0]:  # as the dialog does for the term it is opened with, from the top
            dialog.browser.moveCursor(QTextCursor.MoveOperation.Start)
            dialog.browser.find(term)
        cursor = dialog.browser.textCursor()
        if cursor.hasSelection():  # a diagram placed before its rule would catch the reader here
            assert cursor.selectedText().lower() == term.lower()
            assert not cursor.block().text().startswith("Diagram "), (term, cursor.block().text())
    dialog.close()


def test_at_device_pixel_ratio_2_a_diagram_has_twice_the_pixels_at_the_same_size(qtbot: QtBot) -> None:
    path = resource("rules", "kerd.md")
    prepared = prepare(get_game("kerd"), diagrams(path.read_text(encoding="utf-8"))[0])
    one, two = diagram_image("kerd", prepared, ratio=1.0), diagram_image("kerd", prepared, ratio=2.0)
    assert two.width() == 2 * one.width() and two.devicePixelRatio() == 2.0
    assert two.deviceIndependentSize() == one.deviceIndependentSize()
