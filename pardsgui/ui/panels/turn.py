"""The turn panel: whose turn it is, what to do now, and what just happened — in words.

The game's own terms in the prompt are links: hovering one shows its definition,
clicking it opens the rules there. Everything shown here is plain text (player
names may come from a file); only the links are made by this panel.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from typing import cast

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QCursor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QToolTip, QVBoxLayout, QWidget

from pardsgui.i18n import _
from pardsgui.ui.icons import piece_pixmap


def linked(words: str, glossary: Mapping[str, str], colour: str = "") -> str:
    """`words` as rich text, each glossary term's first mention (any case) a link to its definition.

    Links keep the text's colour: underlined words to hover, not a page of blue.
    """
    if not glossary:
        return html.escape(words)
    terms = sorted(glossary, key=len, reverse=True)
    pattern = re.compile(r"\b(" + "|".join(re.escape(term) for term in terms) + r")s?\b", re.IGNORECASE)
    lowered = {term.lower(): term for term in terms}
    style = f' style="color: {colour};"' if colour else ""
    parts: list[str] = []
    seen: set[str] = set()
    end = 0
    for match in pattern.finditer(words):
        term = lowered.get(match.group(1).lower())
        if term is None or term in seen:
            continue
        seen.add(term)
        parts.append(html.escape(words[end : match.start()]))
        parts.append(f'<a href="term:{html.escape(term)}"{style}>{html.escape(match.group(0))}</a>')
        end = match.end()
    parts.append(html.escape(words[end:]))
    return "".join(parts)


class Words(QLabel):
    """A word-wrapped label that keeps its sizes for each text (and its height for each width).

    A step changes the prompt, the player and the last move, and the panel's layouts then ask
    each label its sizes a dozen times; Qt lays the words out anew for each answer (a rich
    text's whole document). The prompts alternate between a few texts as the seats take turns,
    so most answers are found here.
    """

    KEPT = 64  # texts × widths: a game has a few prompts, a window a few widths at a time

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sizes: dict[tuple[object, ...], int | QSize] = {}

    def _kept(self, width: int, work_out: Callable[[], int | QSize]) -> int | QSize:
        """`work_out()` for this text and `width` (-1 and -2: the size hints), once."""
        # With what else sizes the words: their format, wrapping and the screen's resolution
        # (a window moved to another screen); a font, style or margin change drops them all.
        key = (self.text(), width, self.textFormat(), self.wordWrap(), self.logicalDpiY())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) >= self.KEPT:
                self._sizes.clear()
            size = self._sizes[key] = work_out()
        return size

    def heightForWidth(self, width: int) -> int:
        return cast(int, self._kept(width, lambda: super(Words, self).heightForWidth(width)))

    def sizeHint(self) -> QSize:
        return QSize(cast(QSize, self._kept(-1, lambda: super(Words, self).sizeHint())))

    def minimumSizeHint(self) -> QSize:
        return QSize(cast(QSize, self._kept(-2, lambda: super(Words, self).minimumSizeHint())))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
            QEvent.Type.ContentsRectChange,
        ):
            self._sizes.clear()  # the same words, other sizes
        super().changeEvent(event)


class TurnPanel(QWidget):
    termChosen = Signal(str)  # a term of the game clicked in the prompt: show the rules there

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.glossary: Mapping[str, str] = {}
        self.icon = QLabel(self)
        self.icon.setFixedSize(40, 40)
        self.text = Words(self)
        self.text.setObjectName("turn-prompt")
        self.text.setWordWrap(True)
        font = QFont(self.text.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.text.setFont(font)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.text.linkHovered.connect(self._hovered)
        self.text.linkActivated.connect(self._chosen)
        self.who = Words(self)
        self.who.setObjectName("turn-who")
        self.who.setTextFormat(Qt.TextFormat.PlainText)
        self.who.setWordWrap(True)
        self.note = Words(self)
        self.note.setObjectName("turn-note")
        self.note.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setWordWrap(True)
        # Not selectable: a selectable label lays its words out as a document at each change, some
        # 1.6 M instructions of every step through a game (docs/robustness.md); the last move is in
        # the Moves panel, and the words are said to a screen reader.
        # The computer at work: words and a bar that moves, so a 10 s search never looks like a hang.
        self.thinking = Words(self)
        self.thinking.setObjectName("turn-thinking")
        self.thinking.setTextFormat(Qt.TextFormat.PlainText)
        self.thinking.setWordWrap(True)
        self.busy = QProgressBar(self)
        self.busy.setObjectName("turn-busy")
        self.busy.setRange(0, 0)  # no end known: Qt draws it busy
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(8)
        self.busy.setAccessibleName(_("The computer is thinking"))
        self.thinking.hide()
        self.busy.hide()
        top = QHBoxLayout()
        top.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.who)
        layout.addWidget(self.thinking)
        layout.addWidget(self.busy)
        layout.addWidget(self.note)
        self._below = QVBoxLayout()
        layout.addLayout(self._below)
        layout.addStretch(1)
        self._words = ""

    def show_turn(
        self,
        game_id: str,
        image: str,
        words: str,
        who: str = "",
        note: str = "",
        warning: bool = False,
        glossary: Mapping[str, str] | None = None,
    ) -> None:
        """`words`: what to do now; `who`: who plays it; `note`: the last move, or why a click did nothing."""
        self.glossary = glossary or {}
        self.icon.setPixmap(piece_pixmap(game_id, image, 36) if image else piece_pixmap(game_id, "", 36))
        side = _("Pieces of the side to move")  # an unnamed image to a screen reader otherwise
        self.icon.setAccessibleName(_("{side} ({who})").format(side=side, who=who) if who else side)
        self._words = words
        self.text.setText(linked(words, self.glossary, self.palette().windowText().color().name()))
        self.who.setText(who)
        self.who.setVisible(bool(who))
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.note.setProperty("warning", warning)
        self.note.setStyleSheet("color: #9a3412; font-weight: bold;" if warning else "")
        self.setAccessibleName(words)
        # What just happened and what to do now: read when the panel is reached, and announced.
        self.setAccessibleDescription(self.news())
        self._fit()

    def _fit(self) -> None:
        """Give each wrapped line of words the height it needs at this width, so no dock cuts them.

        Worked out here: Qt's nested layouts do not pass a wrapped label's height for its
        width up to the dock.
        """
        layout = self.layout()
        # Before the window is shown its docks have no width yet: a wrapped text's height for
        # that width would be hundreds of pixels, and the window would grow to hold it.
        if layout is None or not self.isVisible() or self.width() <= 0:
            return
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        beside_icon = width - self.icon.width() - layout.spacing()
        self.text.setMinimumHeight(max(self.icon.height(), self.text.heightForWidth(max(1, beside_icon))))
        for label in (self.who, self.thinking, self.note):
            label.setMinimumHeight(label.heightForWidth(max(1, width)) if label.text() else 0)
        # No taller than its words: a Turn panel with room to spare left the Players panel scrolling.
        layout.invalidate()  # the hint must count the heights just given
        self.setMaximumHeight(layout.totalSizeHint().height())

    def show_thinking(self, words: str) -> None:
        """What the computer is doing now ("" when it is not thinking)."""
        if words == self.thinking.text() and self.thinking.isVisible() == bool(words):
            return
        self.thinking.setText(words)
        self.thinking.setVisible(bool(words))
        self.busy.setVisible(bool(words))
        self._fit()

    def thinking_words(self) -> str:
        return self.thinking.text() if not self.thinking.isHidden() else ""

    def add_below(self, widget: QWidget) -> None:
        """A control under the words (the move box)."""
        self._below.addWidget(widget)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()  # the first drawing came before the panel had a width

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # a theme: the links take the new text colour
            self.text.setText(linked(self._words, self.glossary, self.palette().windowText().color().name()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def words(self) -> str:
        """The prompt as plain text."""
        return self._words

    def news(self) -> str:
        """The last move (or why a click did nothing), then what to do now."""
        return " ".join(part for part in (self.note.text(), self._words) if part)

    def _hovered(self, link: str) -> None:
        term = link.removeprefix("term:")
        definition = self.glossary.get(term, "")
        if definition:
            QToolTip.showText(
                QCursor.pos(), _("{term}: {definition}").format(term=term, definition=definition), self.text
            )
        else:
            QToolTip.hideText()

    def _chosen(self, link: str) -> None:
        self.termChosen.emit(link.removeprefix("term:"))
