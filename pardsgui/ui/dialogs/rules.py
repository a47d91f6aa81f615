"""Each game's rules, in our own words, with its board and diagrams drawn from real positions."""

from __future__ import annotations

import re
from dataclasses import replace

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QShowEvent, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from pardsgui import i18n
from pardsgui.core.contract import Position
from pardsgui.games import game_info, game_resource, get_game
from pardsgui.i18n import _
from pardsgui.rules_text import Diagram, Prepared, prepare, rules_for, split
from pardsgui.ui import plain
from pardsgui.ui.board.scene import BoardScene, Highlights
from pardsgui.ui.theme import Theme

# A diagram gets DIAGRAM_UNIT pixels per board unit (a square, a point), so a piece and a cell's
# number can be read, within widths that sit in the text: the cross of Pagade gets the most.
DIAGRAM_UNIT = 36
DIAGRAM_WIDTHS = (400, 560)
DIAGRAM_HEIGHT = 560  # a tall board is narrowed to this height


def has_rules(game_id: str) -> bool:
    return game_resource(game_id, "rules", f"{game_id}.md").is_file()


def board_image(
    game_id: str,
    position: Position,
    width: int = 560,
    highlights: Highlights | None = None,
    theme: Theme | None = None,
    study: bool = False,
) -> QImage:
    """The board of `position` drawn offscreen by the real board scene."""
    view = get_game(game_id).board_view()
    scene = BoardScene(theme)
    scene.show_board(game_id, view.geometry(position))
    shown = highlights or Highlights()
    if study:
        shown = replace(shown, study=tuple(view.study_marks(position)))
    scene.show_pieces(view.pieces(position), shown)
    rect = scene.sceneRect()
    height = round(width * rect.height() / rect.width())
    image = QImage(QSize(width, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    return image


def diagram_width(game_id: str, position: Position) -> int:
    """The width a diagram is drawn at: DIAGRAM_UNIT per board unit within DIAGRAM_WIDTHS, at most
    DIAGRAM_HEIGHT high."""
    geometry = get_game(game_id).board_view().geometry(position)
    low, high = DIAGRAM_WIDTHS
    width = min(high, max(low, round(DIAGRAM_UNIT * geometry.width)))
    return min(width, round(DIAGRAM_HEIGHT * geometry.width / geometry.height))


def diagram_image(game_id: str, prepared: Prepared, theme: Theme | None = None, ratio: float = 1.0) -> QImage:
    """A prepared diagram drawn with its marks, at `ratio` device pixels per pixel."""
    assert prepared.position is not None
    diagram = prepared.diagram
    highlights = Highlights(
        selected=diagram.selected or None, targets=frozenset(diagram.marks), last=prepared.last
    )
    width = diagram_width(game_id, prepared.position)
    image = board_image(
        game_id, prepared.position, round(width * ratio), highlights, theme, study=diagram.study
    )
    image.setDevicePixelRatio(ratio)
    return image


def diagram_url(diagram: Diagram) -> QUrl:
    return QUrl(f"diagram:{diagram.number}")


def literal(text: str) -> str:
    """`text` for markdown that shows it as written: ASCII punctuation escaped, so no HTML, no emphasis."""
    return re.sub(r"([!-/:-@\[-`{-~])", r"\\\1", " ".join(text.split()))


def _markdown(prepared: Prepared) -> str:
    diagram = prepared.diagram
    if prepared.error:
        return f"\n**{literal(prepared.error)}**\n\n"
    # Qt's markdown reader makes one image per piece of an alt text split by an escape: a bare name.
    picture = f"![Diagram {diagram.number}]({diagram_url(diagram).toString()})"
    # Persian writes no italics, and the fonts that carry its letters often have none: boxes.
    slant = "" if i18n.right_to_left() else "*"
    return f"\n{picture}\n\n{slant}{literal(f'Diagram {diagram.number}. {diagram.caption}')}{slant}\n\n"


class RulesDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None,
        game_id: str,
        start: Position,
        find: str = "",
        theme: Theme | None = None,
        heading: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Rules of {game}").format(game=game_info(game_id).name))
        self.resize(720, 760)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        game = get_game(game_id)
        # in the reader's language, or English under a notice
        rules = rules_for(game_id, game_resource(game_id, "rules"))
        text = rules.text
        self.diagrams: list[Prepared] = []
        parts: list[str] = []
        for piece in split(text):
            if isinstance(piece, Diagram):
                self.diagrams.append(prepare(game, piece))
                parts.append(_markdown(self.diagrams[-1]))
            else:
                parts.append(piece.replace("{{board}}", "![The board at the start](board:start)"))
        self.browser.setMarkdown("".join(parts))
        # Added after the text: setting the text clears the document's resources.
        document = self.browser.document()
        image = QTextDocument.ResourceType.ImageResource
        document.addResource(image, QUrl("board:start"), board_image(game_id, start, theme=theme))
        app = QGuiApplication.instance()
        ratio = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0
        for prepared in self.diagrams:
            if not prepared.error:
                drawn = diagram_image(game_id, prepared, theme, ratio)
                document.addResource(image, diagram_url(prepared.diagram), drawn)
        document.markContentsDirty(0, document.characterCount())
        self._find, self._heading = find, rules.heading(heading) if heading else ""
        self._placing = QTimer(self)  # the dialog's own: it dies with the dialog
        self._placing.setSingleShot(True)
        self._placing.timeout.connect(self._go_to_place)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.notice = plain.label(rules.notice)
        self.notice.setObjectName("rules-notice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(rules.notice))
        layout.addWidget(self.notice)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Once shown, when the text is laid out at its real width: scrolled before that, the place
        # sought ended at the bottom of the view (or below it).
        self._placing.start(0)

    def _go_to_place(self) -> None:
        if self._heading:
            scroll_to_heading(self.browser, self._heading)
        elif self._find and self.browser.find(self._find):  # a term clicked in the turn text
            top = self.browser.cursorRect().top() + self.browser.verticalScrollBar().value()
            self.browser.verticalScrollBar().setValue(max(0, top - self.browser.fontMetrics().height()))


def scroll_to_heading(browser: QTextBrowser, heading: str) -> bool:
    """Put the cursor on the heading `heading` and scroll it to the top; False when there is none.

    A plain find would stop at the word's first mention ("dice" in the introduction).
    """
    document = browser.document()
    block = document.begin()
    while block.isValid():
        if block.blockFormat().headingLevel() > 0 and block.text().strip() == heading:
            browser.setTextCursor(QTextCursor(block))
            top = document.documentLayout().blockBoundingRect(block).top()
            browser.verticalScrollBar().setValue(int(top))
            return True
        block = block.next()
    return False
