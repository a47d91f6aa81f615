"""Open the rules at the section a lesson teaches."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QTextBrowser, QWidget

from pardsgui.games import get_game
from pardsgui.ui.dialogs.rules import RulesDialog


def rules_at(parent: QWidget, game_id: str, heading: str) -> RulesDialog:
    """The rules dialog of `game_id`, scrolled so that the heading `heading` is at the top."""
    dialog = RulesDialog(parent, game_id, get_game(game_id).initial())
    browser = dialog.findChild(QTextBrowser)
    if browser is not None:
        scroll_to_heading(browser, heading)
    return dialog


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
