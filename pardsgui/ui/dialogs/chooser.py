"""The game chooser: what a person sees on the very first start (and from Help ▸ Welcome).

Five cards, one per game, each with a small picture of its board at the start,
one line saying what the game is, and three buttons: Play (a new game of it, two
people at this screen), Learn (its lessons) and Rules. Below them: Open a saved game, and More
choices (the New game dialog, for options and computer players).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pardsgui.games import available_ids, games, get_game
from pardsgui.lessons.book import lesson_path
from pardsgui.ui.dialogs.rules import RulesDialog, board_image, has_rules
from pardsgui.ui.theme import Theme

PICTURE = (170, 140)  # the box each board picture fits in, so the cards line up


class GameChooser(QDialog):
    """Ends with `chosen` set to ("play", game id), ("learn", game id), ("puzzles", ""), ("open", ""),
    ("new", "") or None."""

    def __init__(self, parent: QWidget | None, theme: Theme | None = None) -> None:
        super().__init__(parent)
        self.theme = theme  # the window's, so the boards and the rules' diagrams match it
        self.setObjectName("game-chooser")
        self.setWindowTitle("Welcome to pardsgui")
        self.chosen: tuple[str, str] | None = None
        self.setMinimumWidth(3 * PICTURE[0] + 120)
        heading = QLabel("Choose a game to play")
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        heading.setFont(font)
        intro = QLabel(  # no count of the games: the cards below are the registry's, however many
            "Rare board games for two or more people at this computer. Each game can also be"
            " played against the computer (Game ▸ New game). New to a game? Learn teaches it in short"
            " lessons (Help ▸ Learn), and every game's rules are under Help."
        )
        intro.setWordWrap(True)
        cards = QGridLayout()
        available = set(available_ids())
        shown = [g for g in games() if g.id in available]
        for index, info in enumerate(shown):
            cards.addWidget(self._card(info.id, info.name, info.summary), index // 3, index % 3)
        cards.addWidget(self._puzzles_card(), len(shown) // 3, len(shown) % 3)
        buttons = QDialogButtonBox()
        open_button = buttons.addButton("Open a saved game…", QDialogButtonBox.ButtonRole.ActionRole)
        open_button.setObjectName("chooser-open")
        open_button.clicked.connect(lambda: self._end(("open", "")))
        more = buttons.addButton("More choices…", QDialogButtonBox.ButtonRole.ActionRole)
        more.setObjectName("chooser-new")
        more.setToolTip("The New game dialog: options, names and computer players")
        more.clicked.connect(lambda: self._end(("new", "")))
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # never squeeze the cards
        layout.addWidget(heading)
        layout.addWidget(intro)
        layout.addLayout(cards)
        layout.addWidget(buttons)
        self.adjustSize()

    def _card(self, game_id: str, name: str, summary: str) -> QWidget:
        card = QFrame()
        card.setObjectName(f"card-{game_id}")
        card.setFrameShape(QFrame.Shape.StyledPanel)
        # Five cards of three buttons alike: a screen reader tells them apart only by these names.
        card.setAccessibleName(name)
        card.setAccessibleDescription(summary[:1].upper() + summary[1:])
        picture = QLabel()
        picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        image = board_image(game_id, get_game(game_id).initial(), 2 * PICTURE[0], theme=self.theme)
        picture.setPixmap(
            QPixmap.fromImage(image).scaled(
                *PICTURE, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation
            )
        )
        picture.setFixedSize(*PICTURE)
        picture.setAccessibleName(f"The {name} board at the start")
        title = QLabel(name)
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        line = QLabel(summary[:1].upper() + summary[1:] + ".")
        line.setWordWrap(True)
        line.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        line.setMinimumHeight(line.fontMetrics().lineSpacing() * 3 + 4)
        play = QPushButton("Play")
        play.setObjectName(f"play-{game_id}")
        play.setToolTip(f"A new game of {name}, two people at this screen")
        play.clicked.connect(lambda: self._end(("play", game_id)))
        learn = QPushButton("Learn")
        learn.setObjectName(f"learn-{game_id}")
        learn.setToolTip(f"Learn {name} by short lessons, one rule at a time")
        learn.setEnabled(lesson_path(game_id).is_file())
        learn.clicked.connect(lambda: self._end(("learn", game_id)))
        rules = QPushButton("Rules")
        rules.setObjectName(f"rules-{game_id}")
        rules.setEnabled(has_rules(game_id))
        rules.setToolTip(f"The rules of {name}")
        for button, words in ((play, "Play"), (learn, "Learn"), (rules, "Rules of")):
            button.setAccessibleName(f"{words} {name}")
        rules.clicked.connect(
            lambda: RulesDialog(self, game_id, get_game(game_id).initial(), theme=self.theme).exec()
        )
        row = QHBoxLayout()
        row.addWidget(play)
        row.addWidget(learn)
        row.addWidget(rules)
        layout = QVBoxLayout(card)
        layout.addWidget(picture, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(title)
        layout.addWidget(line, 1)
        layout.addLayout(row)
        return card

    def _puzzles_card(self) -> QWidget:
        """Puzzles, beside the games: the trainer opens on its own game picker (Help ▸ Puzzles)."""
        card = QFrame()
        card.setObjectName("puzzles-card")  # not "card-…": the cards so named are the games
        card.setFrameShape(QFrame.Shape.StyledPanel)
        card.setAccessibleName("Puzzles")
        words = (
            "Find the best move in positions from the computer's games and from your own reviewed"
            " games, with a rating per game that rises and falls as you solve them."
        )
        card.setAccessibleDescription(words)
        title = QLabel("Puzzles")
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        line = QLabel(words)
        line.setWordWrap(True)
        line.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        solve = QPushButton("Solve puzzles")
        solve.setObjectName("chooser-puzzles")
        solve.setAccessibleName("Solve puzzles")
        solve.setToolTip("The puzzle trainer (Help ▸ Puzzles)")
        solve.clicked.connect(lambda: self._end(("puzzles", "")))
        layout = QVBoxLayout(card)
        layout.addWidget(title)
        layout.addWidget(line, 1)
        layout.addWidget(solve)
        return card

    def _end(self, chosen: tuple[str, str]) -> None:
        self.chosen = chosen
        self.accept()
