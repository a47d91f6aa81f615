"""Each game's rules, in our own words, with a drawing of its board."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from pardsgui.core.contract import Position
from pardsgui.games import game_info, get_game
from pardsgui.paths import resource


def has_rules(game_id: str) -> bool:
    return resource("rules", f"{game_id}.md").is_file()


def board_image(game_id: str, position: Position, width: int = 560) -> QImage:
    """The board of `position` drawn offscreen by the real board scene."""
    from pardsgui.ui.board.scene import BoardScene, Highlights

    view = get_game(game_id).board_view()
    scene = BoardScene()
    scene.show_board(game_id, view.geometry(position))
    scene.show_pieces(view.pieces(position), Highlights())
    rect = scene.sceneRect()
    height = round(width * rect.height() / rect.width())
    image = QImage(QSize(width, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    return image


class RulesDialog(QDialog):
    def __init__(self, parent: QWidget | None, game_id: str, start: Position, find: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules of {game_info(game_id).name}")
        self.resize(720, 760)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        text = resource("rules", f"{game_id}.md").read_text(encoding="utf-8")
        self.browser.setMarkdown(text.replace("{{board}}", "![The board at the start](board:start)"))
        # Added after the text: setting the text clears the document's resources.
        self.browser.document().addResource(
            QTextDocument.ResourceType.ImageResource, QUrl("board:start"), board_image(game_id, start)
        )
        self.browser.document().markContentsDirty(0, self.browser.document().characterCount())
        if find:  # a term clicked in the turn text: show where the rules explain it
            self.browser.find(find)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
