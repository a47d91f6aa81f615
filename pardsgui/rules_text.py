"""The rules Help ▸ Rules shows: markdown with diagrams of real positions (no Qt).

The rules in resources/rules/<game>.md lost their diagrams long ago, so each
diagram is written as data — a position in the game's own text — and drawn at
help time by the board renderer. A diagram is a fenced block:

    ```diagram
    position: <the game's position text, as `to_text` writes it>
    caption: <plain text shown under the drawing>
    move: <optional: a move (or a throw) played from it; the drawing shows the result, the move marked>
    selected: <optional: a cell outlined as the selected piece>
    marks: <optional: cells tinted as targets, separated by spaces>
    study: <optional: yes — draw the game's study marks (View ▸ Study marks)>
    ```

One key per line, the value being everything after the first ": ", so a
position may hold spaces, `|`, `=` or `:`. Outside the app the block is an
ordinary code block, still readable. Whatever is wrong in a block — a key
unknown, a position the game refuses, a cell not on its board — becomes a
sentence shown in its place (`Prepared.error`), never an exception.

A language may have its own text, resources/rules/<game>.<lang>.md, with the same
headings in the same order (tests/i18n checks it), so a lesson's `teaches` — an English
heading — opens at the heading of the same index. A language without one reads the
English text under a one-line notice in its own words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from pardsgui import i18n
from pardsgui.core.contract import Game, Position
from pardsgui.games import game_resource

FENCE = "```"
OPENING = "```diagram"
KEYS = ("position", "caption", "move", "selected", "marks", "study")
REQUIRED = ("position", "caption")
YES_NO = {"yes": True, "no": False}
HEADING = re.compile(r"(#{1,6})\s+(.+?)\s*#*\s*$")


def outline(text: str) -> list[tuple[int, str]]:
    """The headings of a markdown text in order, each with its level (code blocks skipped)."""
    found, fenced = [], False
    for line in text.splitlines():
        if line.startswith(FENCE):
            fenced = not fenced
        elif not fenced and (heading := HEADING.fullmatch(line)):
            found.append((len(heading.group(1)), heading.group(2)))
    return found


def headings(text: str) -> list[str]:
    return [title for _level, title in outline(text)]


def rules_path(game_id: str, language: str = i18n.ENGLISH, folder: Path | None = None) -> Path:
    """The game's rules in `language` (resources/rules/<game>.<lang>.md), or in English."""
    name = f"{game_id}.md" if language == i18n.ENGLISH else f"{game_id}.{language}.md"
    return (folder or game_resource(game_id, "rules")) / name


@dataclass(frozen=True, slots=True)
class RulesText:
    """The rules as the reader gets them: `text` in their language, else English with `notice`."""

    text: str
    english: str  # the English text, whose headings the lessons name
    notice: str = ""  # "not translated yet", in the reader's language; "" when translated

    def heading(self, english_heading: str) -> str:
        """The heading of `text` that stands where `english_heading` stands in English."""
        ours, theirs = headings(self.english), headings(self.text)
        if english_heading in ours and len(ours) == len(theirs):
            return theirs[ours.index(english_heading)]
        return english_heading


def rules_for(game_id: str, folder: Path | None = None) -> RulesText:
    """The game's rules in the language the window speaks (its English file must be there);
    `folder` holds them (the game's resources/rules)."""
    from pardsgui.lessons.translation import L_  # here: the lessons read the rules' headings

    english = rules_path(game_id, folder=folder).read_text(encoding="utf-8")
    language = i18n.language()
    if language == i18n.ENGLISH:
        return RulesText(english, english)
    path = rules_path(game_id, language, folder)
    if path.is_file():
        return RulesText(path.read_text(encoding="utf-8"), english)
    notice = L_("These rules are not translated into this language yet; here they are in English.")
    return RulesText(english, english, notice)


@dataclass(frozen=True, slots=True)
class Diagram:
    """One diagram block as written; `problem` says what is wrong with the block itself."""

    number: int  # 1, 2, … in the order of the file
    line: int  # the line of its opening fence, from 1
    fields: dict[str, str] = field(default_factory=dict)
    problem: str = ""

    @property
    def position(self) -> str:
        return self.fields.get("position", "")

    @property
    def caption(self) -> str:
        return self.fields.get("caption", "")

    @property
    def move(self) -> str:
        return self.fields.get("move", "")

    @property
    def selected(self) -> str:
        return self.fields.get("selected", "")

    @property
    def marks(self) -> tuple[str, ...]:
        return tuple(self.fields.get("marks", "").split())

    @property
    def study(self) -> bool:
        return YES_NO.get(self.fields.get("study", "no"), False)

    @property
    def cells(self) -> tuple[str, ...]:
        """Every cell the block names."""
        return ((self.selected,) if self.selected else ()) + self.marks


Piece = str | Diagram  # a stretch of markdown, or a diagram


def split(text: str) -> list[Piece]:
    """The rules text as markdown stretches and diagrams, in order."""
    pieces: list[Piece] = []
    lines = text.split("\n")
    plain: list[str] = []
    index = 0
    while index < len(lines):
        if lines[index].strip() != OPENING:
            plain.append(lines[index])
            index += 1
            continue
        if plain:
            pieces.append("\n".join(plain) + "\n")
            plain = []
        start = index
        body: list[str] = []
        index += 1
        while index < len(lines) and lines[index].strip() not in (FENCE, "") and not _opens(lines[index]):
            body.append(lines[index])
            index += 1
        closed = index < len(lines) and lines[index].strip() == FENCE
        if closed:
            index += 1
        number = sum(isinstance(piece, Diagram) for piece in pieces) + 1
        pieces.append(_read(number, start + 1, body, closed))
    if plain:
        pieces.append("\n".join(plain))
    return pieces


def diagrams(text: str) -> list[Diagram]:
    return [piece for piece in split(text) if isinstance(piece, Diagram)]


def _opens(line: str) -> bool:
    return line.strip().startswith(FENCE)


def _read(number: int, line: int, body: list[str], closed: bool) -> Diagram:
    fields: dict[str, str] = {}
    problems: list[str] = []
    if not closed:
        problems.append(f"the block opened on line {line} is not closed by ``` before a blank line")
    for offset, text in enumerate(body, start=line + 1):
        key, colon, value = text.partition(":")
        key = key.strip()
        if not colon:
            problems.append(f"line {offset} is not 'key: value'")
        elif key not in KEYS:
            problems.append(f"line {offset}: unknown key '{key}' (keys: {', '.join(KEYS)})")
        elif key in fields:
            problems.append(f"line {offset}: '{key}' given twice")
        else:
            fields[key] = value.strip()
    problems += [f"no '{key}:' line" for key in REQUIRED if not fields.get(key)]
    if fields.get("study", "no") not in YES_NO:
        problems.append(f"study is '{fields['study']}', not yes or no")
    return Diagram(number, line, fields, "; ".join(problems))


@dataclass(frozen=True, slots=True)
class Prepared:
    """A diagram made ready to draw: its position and the cells to mark, or what stops it."""

    diagram: Diagram
    position: Position | None = None
    last: tuple[str | None, str | None] = (None, None)  # the cells of the diagram's move
    error: str = ""  # shown in the diagram's place when not ""


def prepare(game: Game, diagram: Diagram) -> Prepared:
    """Parse the diagram's position with `game`, play its move, check its cells are on the board."""
    name = f"Diagram {diagram.number}"
    if diagram.problem:
        return Prepared(diagram, error=f"{name} cannot be read: {diagram.problem}")
    try:
        position = game.parse(diagram.position)
    except ValueError as error:  # PositionError and whatever a parser lets through
        return Prepared(diagram, error=f"{name}: the position cannot be read: {error}")
    view = game.board_view()
    last: tuple[str | None, str | None] = (None, None)
    if diagram.move:
        try:
            move = position.parse_move(diagram.move)
            # A throw of the dice is a move too, so a diagram can show the dice it names.
            chance = [outcome for outcome, _ in position.chance_outcomes()] if position.is_chance else []
            if move not in (chance or position.legal_moves()):
                raise ValueError("it is not a legal move there")
        except ValueError as error:
            return Prepared(diagram, error=f"{name}: the move '{diagram.move}' cannot be played: {error}")
        last = view.move_cells(position, move)
        position = position.play(move)
    known = {cell.id for cell in view.geometry(position).cells}
    unknown = [cell for cell in diagram.cells if cell not in known]
    if unknown:
        return Prepared(diagram, error=f"{name}: no cell {', '.join(unknown)} on this board")
    return Prepared(diagram, position, last)
