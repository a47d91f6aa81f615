"""Editing Kerd positions: pieces, every field of the text, and the region painter.

The edited text is read leniently (`Draft`): only the board and the region
map must be well formed (the board is drawn from them); the other fields are
kept as written and judged by `parse` and `problems()` in `check`.

Pieces come from and go to the off lists, as from a box: a piece taken off
the board joins its colour's off list, a piece put on the board is taken
from it when it is there.  So a position built from a cleared board (whose
off lists hold every piece but the Kings) keeps the piece totals the rules
ask for (every piece on the board or in an off list), and promotion choices
stay what the board implies.  The fields that name squares (infiltrators,
first-move pawns, the recapture square) follow a piece dragged to another
square and are cleared when it is taken off.

The region painter is three painting tools (water, land, air), presets in
the "Region map" field, and the map as a file of its own (`.kerdmap`: 12
lines of 12 letters, rank 12 first).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from pardsgui.core.contract import Position, PositionError, Problem
from pardsgui.core.editing import (
    Document,
    EditError,
    EditorModel,
    FieldEditor,
    PaletteItem,
    Tool,
    plain_words,
)
from pardsgui.core.geometry import Geometry, Mark, PieceView, rectangle
from pardsgui.games.kerd.board import MARGIN, _geometry, image_of, piece_name, piece_views
from pardsgui.games.kerd.fields import FIELDS, castling_choices
from pardsgui.games.kerd.notation import (
    OFF_ORDER,
    board_text,
    parse_board,
    parse_off,
    parse_regions,
    regions_text,
    squares_text,
)
from pardsgui.games.kerd.reading import Kerd, read_position
from pardsgui.games.kerd.rules import (
    FULL_SET,
    INITIAL_BOARD,
    NOT_INFILTRATORS,
    SIDE_LETTERS,
    star_first,
)
from pardsgui.games.kerd.tables import (
    AIR,
    CASTLING_LETTERS,
    COLOURS,
    COMMANDER,
    DEFAULT_REGIONS,
    KIND_LETTERS,
    KIND_NAMES,
    KING,
    KING_HOME,
    LAND,
    LONG_TOWER,
    PAWN,
    SHORT_TOWER,
    SIZE,
    SQUARES,
    TOWER,
    WATER,
    file_of,
    parse_square,
    rank_of,
    square,
    square_name,
)
from pardsgui.i18n import N_, _, isolate, ngettext

KIND_ORDER = (KING, 6, 1, 5, 3, 4, 2, COMMANDER, PAWN)  # the palette: K Q T B S H J C P
PAINTS = {"water": WATER, "land": LAND, "air": AIR}
REGION_WORDS = {WATER: "water", LAND: "land", AIR: "air"}
PRESETS: tuple[tuple[str, str], ...] = (  # translated where shown
    ("default", N_("Standard map")),
    ("land", N_("All land")),
    ("water", N_("All water")),
    ("air", N_("All air")),
    ("mirror-white", N_("Mirror ranks 1–6 onto 12–7")),
    ("mirror-black", N_("Mirror ranks 12–7 onto 1–6")),
    ("mirror-left", N_("Mirror files a–f onto l–g")),
    ("custom", N_("Painted by hand")),
)
SHORT_PAWNS = (PAWN, COMMANDER)
MAP_SUFFIX = ".kerdmap"


@dataclass
class Draft:
    """A position text taken apart without judging it (only board and regions must read)."""

    board: list[int]
    side: str
    values: dict[str, str]  # every field of FIELDS, as written (defaults filled in)
    regions: list[str]  # 144 letters in square order (a1 first)

    @classmethod
    def read(cls, text: str) -> Draft:
        (board_field, side), given = FIELDS.split(text)
        board = list(parse_board(board_field))
        values = FIELDS.lenient(given)
        regions = list(parse_regions(values["regions"]))
        return cls(board, side.lower(), values, regions)

    def text(self) -> str:
        self.values["regions"] = regions_text("".join(self.regions))
        return FIELDS.write((board_text(tuple(self.board)), self.side), self.values)

    def hidden(self) -> bool:
        """True when an infiltrator shows as '?': the editor was opened on what the screen may see."""
        return "?" in (self.infiltrators() or [])

    def playable_text(self) -> str:
        """The text as a game would start from it: an unknown ('?') infiltrator counts as none.

        Every field is written out, so nothing is assumed for a field left out (castling=KQkq).
        """
        self.values["regions"] = regions_text("".join(self.regions))
        values = dict(self.values)
        spies = self.infiltrators()
        if spies is not None:
            values["infiltrators"] = ",".join("-" if part == "?" else part for part in spies)
        return FIELDS.write((board_text(tuple(self.board)), self.side), values, defaults=True)

    # -- fields that name squares ------------------------------------------------------------

    def infiltrators(self) -> list[str] | None:
        parts = self.values["infiltrators"].split(",")
        return parts if len(parts) == 2 else None

    def first_squares(self) -> set[int] | None:
        """The first-move squares as a set, or None when the field does not read."""
        value = self.values["first"]
        if value == "*":
            return {sq for sq in range(SQUARES) if star_first(tuple(self.board)) >> sq & 1}
        if value == "-":
            return set()
        found = {parse_square(part) for part in value.split(",")}
        return None if None in found else {sq for sq in found if sq is not None}

    def set_first(self, squares: set[int]) -> None:
        mask = sum(1 << sq for sq in squares)
        self.values["first"] = "*" if mask == star_first(tuple(self.board)) else squares_text(mask)

    def follow(self, source: int, target: int | None) -> None:
        """The square fields after the piece on `source` moved to `target` (None: it left)."""
        name, new = square_name(source), "-" if target is None else square_name(target)
        spies = self.infiltrators()
        if spies is not None and name in (part.lower() for part in spies):
            self.values["infiltrators"] = ",".join(new if part.lower() == name else part for part in spies)
        if self.values["recapture"].lower() == name:
            self.values["recapture"] = new
        if self.values["first"] not in ("*", "-"):
            listed = self.first_squares()
            if listed is not None and source in listed:
                listed.discard(source)
                if target is not None:
                    listed.add(target)
                self.set_first(listed)

    # -- the off lists as a box of pieces ---------------------------------------------------------

    def off_counts(self) -> list[list[int]] | None:
        try:
            white, black = parse_off(self.values["off"])
        except PositionError:
            return None
        return [list(white), list(black)]

    def set_off(self, counts: list[list[int]]) -> None:
        parts = []
        for colour in (0, 1):
            letters = "".join(KIND_LETTERS[kind] * counts[colour][kind] for kind in range(1, 10)) or "-"
            parts.append(letters if colour == 0 else letters.lower())
        self.values["off"] = ",".join(parts)

    def take(self, sq: int) -> None:
        """Take the piece on `sq` off the board, into its colour's off list."""
        value = self.board[sq]
        if not value:
            return
        self.board[sq] = 0
        counts = self.off_counts()
        if counts is not None and abs(value) != KING:
            counts[0 if value > 0 else 1][abs(value)] += 1
            self.set_off(counts)
        self.follow(sq, None)

    def put(self, sq: int, value: int) -> None:
        """Put a piece on `sq` (what stood there goes off), taking it from its off list if it is there."""
        self.take(sq)
        self.board[sq] = value
        counts = self.off_counts()
        colour, kind = (0 if value > 0 else 1), abs(value)
        if counts is not None and counts[colour][kind]:
            counts[colour][kind] -= 1
            self.set_off(counts)


def _value_of(piece: str) -> int:
    kind = KIND_LETTERS.find(piece.upper())
    if len(piece) != 1 or kind < 1:
        raise EditError(
            _("{piece} is not a Kerd piece ({white} for White, {black} for Black)").format(
                piece=isolate(repr(piece)), white=OFF_ORDER, black=OFF_ORDER.lower()
            )
        )
    return kind if piece.isupper() else -kind


def _square(cell: str) -> int:
    sq = parse_square(cell)
    if sq is None:
        raise EditError(_("{cell} is not a square of the board").format(cell=isolate(repr(cell))))
    return sq


def _mirrored(regions: list[str], how: str) -> list[str]:
    out = list(regions)
    for sq in range(SQUARES):
        f, r = file_of(sq), rank_of(sq)
        in_black_half = r >= SIZE // 2
        if (how == "mirror-white" and in_black_half) or (how == "mirror-black" and not in_black_half):
            out[sq] = regions[square(f, SIZE - 1 - r)]
        elif how == "mirror-left" and f >= SIZE // 2:
            out[sq] = regions[square(SIZE - 1 - f, r)]
    return out


def preset_of(regions: Sequence[str]) -> str:
    """The preset a map is, or 'custom'."""
    text = "".join(regions)
    if text == DEFAULT_REGIONS:
        return "default"
    for name, letter in PAINTS.items():
        if text == letter * SQUARES:
            return name
    return "custom"


def map_file(regions: Sequence[str]) -> str:
    """A region map as a .kerdmap file: 12 lines of 12 letters, rank 12 first, spaced like the rules."""
    lines = ["# Kerd region map: w water, l land, a air; rank 12 first, files a to l"]
    for rank in range(SIZE - 1, -1, -1):
        lines.append(" ".join(regions[square(f, rank)] for f in range(SIZE)))
    return "\n".join(lines) + "\n"


def read_map_file(content: str) -> list[str]:
    """The map of a .kerdmap file (or the rules' drawing: rank numbers and the file row are skipped)."""
    rows = []
    for raw in content.splitlines():
        line = re.sub(r"^\d+\s+", "", raw.split("#", 1)[0].strip().lower())  # a rank number in front
        letters = "".join(line.split())
        if not letters or letters == "abcdefghijkl":  # a blank line, or the files under a drawing
            continue
        if len(letters) != SIZE or any(c not in PAINTS.values() for c in letters):
            raise EditError(
                _("a region map has 12 lines of 12 letters w, l or a; this line is {line}").format(
                    line=isolate(repr(raw.strip()[:40]))
                )
            )
        rows.append(letters)
    if len(rows) != SIZE:
        raise EditError(
            ngettext(
                "a region map has 12 lines (rank 12 first), this file has {count}",
                "a region map has 12 lines (rank 12 first), this file has {count}",
                len(rows),
            ).format(count=len(rows))
        )
    return list("".join(reversed(rows)))


class KerdEditor(EditorModel):
    def __init__(self, game: Kerd) -> None:
        self.game = game

    # -- pieces ----------------------------------------------------------------------------------

    def palette(self, text: str) -> Sequence[PaletteItem]:
        items = []
        for kind in KIND_ORDER:
            for colour in (0, 1):
                value = kind if colour == 0 else -kind
                letter = KIND_LETTERS[kind] if colour == 0 else KIND_LETTERS[kind].lower()
                items.append(PaletteItem(letter, image_of(value), colour, piece_name(value)))
        return items

    def piece_at(self, text: str, cell: str) -> str | None:
        draft = Draft.read(text)
        value = draft.board[_square(cell)]
        if not value:
            return None
        letter = KIND_LETTERS[abs(value)]
        return letter if value > 0 else letter.lower()

    def place(self, text: str, cell: str, piece: str) -> str:
        draft = Draft.read(text)
        draft.put(_square(cell), _value_of(piece))
        return draft.text()

    def remove(self, text: str, cell: str) -> str:
        draft = Draft.read(text)
        draft.take(_square(cell))
        return draft.text()

    def move(self, text: str, source: str, target: str) -> str:
        draft = Draft.read(text)
        src, dst = _square(source), _square(target)
        value = draft.board[src]
        if not value or src == dst:
            return text
        draft.take(dst)
        draft.board[src] = 0
        draft.board[dst] = value
        draft.follow(src, dst)
        return draft.text()

    def clear(self, text: str) -> str:
        """An empty board; every piece but the Kings waits in the off lists; the map stays."""
        draft = Draft.read(text)
        draft.board = [0] * SQUARES
        full = [[FULL_SET[kind] if kind != KING else 0 for kind in range(10)] for _ in (0, 1)]
        draft.values.update(castling="-", first="*", recapture="-", infiltrators="-,-", checked="0")
        draft.set_off(full)
        return draft.text()

    def start(self, text: str) -> str:
        """The start position, on the map being edited."""
        draft = Draft.read(text)
        start = Draft.read(f"{INITIAL_BOARD} w infiltrators=*,*")
        start.regions = draft.regions
        return start.text()

    def options(self, text: str) -> dict[str, str]:
        return {}

    # -- drawing ---------------------------------------------------------------------------------

    def geometry(self, text: str) -> Geometry:
        """The board with its map, and marks for what the fields say about squares."""
        draft = Draft.read(text)
        base = _geometry("".join(draft.regions))
        marks = list(base.marks)
        spies = draft.infiltrators() or []
        for part in spies:
            sq = parse_square(part)
            if sq is not None:
                x, y = MARGIN + file_of(sq), MARGIN + SIZE - 1 - rank_of(sq)
                # A ring round the piece (marks lie under the pieces: a ring shows around it).
                marks.append(Mark("ring", (x + 0.5, y + 0.5), size=0.45, tone="hint"))
        for sq in sorted(draft.first_squares() or ()):
            if abs(draft.board[sq]) in SHORT_PAWNS:
                x, y = MARGIN + file_of(sq), MARGIN + SIZE - 1 - rank_of(sq)
                marks.append(Mark("pip", (x + 0.83, y + 0.17), size=0.07, tone="badge"))
        recapture = parse_square(draft.values["recapture"])
        if recapture is not None:
            x, y = MARGIN + file_of(recapture), MARGIN + SIZE - 1 - rank_of(recapture)
            inset = 0.14
            marks.append(
                Mark(
                    "outline",
                    (x + 0.5, y + 0.5),
                    size=0.05,
                    tone="hint",
                    polygon=rectangle(x + inset, y + inset, 1 - 2 * inset, 1 - 2 * inset),
                )
            )
        if len(marks) == len(base.marks):
            return base
        return replace(base, marks=tuple(marks))

    def pieces(self, text: str) -> Sequence[PieceView]:
        return piece_views(tuple(Draft.read(text).board))

    # -- fields ----------------------------------------------------------------------------------

    def fields(self, text: str) -> Sequence[FieldEditor]:
        draft = Draft.read(text)
        spies = draft.infiltrators() or ["?", "?"]
        off = draft.values["off"].split(",")
        off_parts = off if len(off) == 2 else [draft.values["off"], ""]
        result = [
            FieldEditor(
                "side",
                _("To move"),
                draft.side,
                choices=(("w", _("White")), ("b", _("Black"))),
                tip=_("The side to move; while the infiltrators are chosen, the side choosing"),
            ),
            *FIELDS.editors(
                draft.values, {"castling": castling_choices()}, order=("castling", "first", "recapture")
            ),
        ]
        for colour in (0, 1):
            result.append(
                FieldEditor(
                    f"infiltrator-{SIDE_LETTERS[colour]}",
                    _("{colour}'s infiltrator").format(colour=_(COLOURS[colour])),
                    spies[colour],
                    choices=self._spy_choices(draft, colour, spies[colour]),
                    tip=_(
                        "A {colour} piece (not King, Queen, Tower or Scout), or the Infiltrator tool:"
                        " click a piece"
                    ).format(colour=_(COLOURS[1 - colour])),
                )
            )
        result.append(FIELDS.editor("checked", draft.values["checked"]))
        for colour in (0, 1):
            result.append(
                FieldEditor(
                    f"off-{SIDE_LETTERS[colour]}",
                    _("{colour} off the board").format(colour=_(COLOURS[colour])),
                    off_parts[colour],
                    kind="text",
                    tip=_(
                        "Pieces that have left the board (promotion chooses from them), letters"
                        " {letters}, - for none, or 'auto' for every piece of this colour missing"
                        " from the board"
                    ).format(letters=OFF_ORDER if colour == 0 else OFF_ORDER.lower()),
                )
            )
        result.append(
            FieldEditor(
                "regions",
                _("Region map"),
                preset_of(draft.regions),
                choices=tuple((value, _(words)) for value, words in PRESETS),
                tip=_("Start from a preset, then paint squares with the Water, Land and Air tools"),
            )
        )
        return result

    @staticmethod
    def _spy_choices(draft: Draft, colour: int, current: str) -> tuple[tuple[str, str], ...]:
        choices = [("*", _("not chosen yet")), ("-", _("none (or gone)")), ("+", _("revealed already"))]
        enemy = -1 if colour == 0 else 1
        for sq, value in enumerate(draft.board):
            if value * enemy > 0 and value * enemy not in NOT_INFILTRATORS:
                name = square_name(sq)
                choices.append(
                    (name, _("{square}: {piece}").format(square=isolate(name), piece=piece_name(value)))
                )
        if current == "?":  # opened on what the screen may see: the choice is secret
            choices.append(("?", _("unknown (counts as none)")))
        return tuple(choices)

    def set_field(self, text: str, key: str, value: str) -> str:
        draft = Draft.read(text)
        value = value.strip()
        if any(c.isspace() for c in value) or "=" in value:
            raise EditError(
                _("{field}: a value without spaces or '=', found {value}").format(
                    field=key, value=isolate(repr(value))
                )
            )
        if key == "side":
            if value.lower() not in SIDE_LETTERS:
                raise EditError(_("the side to move is w (White) or b (Black)"))
            draft.side = value.lower()
        elif key in ("infiltrator-w", "infiltrator-b"):
            spies = draft.infiltrators() or ["-", "-"]
            spies[SIDE_LETTERS.index(key[-1])] = value.lower() or "-"
            draft.values["infiltrators"] = ",".join(spies)
        elif key in ("off-w", "off-b"):
            self._set_off(draft, SIDE_LETTERS.index(key[-1]), value)
        elif key == "regions":
            draft.regions = self._preset(draft.regions, value)
        else:
            FIELDS.set_field(draft.values, key, value)  # castling, first, recapture, checked
        return draft.text()

    @staticmethod
    def _set_off(draft: Draft, colour: int, value: str) -> None:
        counts = draft.off_counts() or [[0] * 10, [0] * 10]
        mine = [0] * 10
        if value.lower() == "auto":
            sign = 1 if colour == 0 else -1
            for kind in range(1, 10):
                if kind != KING:
                    mine[kind] = max(0, FULL_SET[kind] - draft.board.count(kind * sign))
        elif value not in ("", "-"):
            for letter in value:
                kind = KIND_LETTERS.find(letter.upper())
                if kind < 1 or kind == KING:
                    raise EditError(
                        _(
                            "off the board: {letter} is not a piece that can leave the board ({letters};"
                            " never the King)"
                        ).format(letter=isolate(repr(letter)), letters=OFF_ORDER[:6] + OFF_ORDER[7:])
                    )
                mine[kind] += 1
        counts[colour] = mine
        draft.set_off(counts)

    @staticmethod
    def _preset(regions: list[str], value: str) -> list[str]:
        if value == "default":
            return list(DEFAULT_REGIONS)
        if value in PAINTS:
            return [PAINTS[value]] * SQUARES
        if value.startswith("mirror-") and value in dict(PRESETS):
            return _mirrored(regions, value)
        if value == "custom":
            return regions
        raise EditError(_("no region map preset {value}").format(value=isolate(repr(value))))

    # -- tools -----------------------------------------------------------------------------------

    def tools(self, text: str) -> Sequence[Tool]:
        return (
            Tool("water", _("Water"), paints=True, tip=_("Paint water: click or drag over squares")),
            Tool("land", _("Land"), paints=True, tip=_("Paint land: click or drag over squares")),
            Tool("air", _("Air"), paints=True, tip=_("Paint air: click or drag over squares")),
            Tool(
                "infiltrator",
                _("Infiltrator"),
                tip=_(
                    "Click a Black piece to make it White's infiltrator, a White piece for Black's;"
                    " click it again for none"
                ),
            ),
            Tool(
                "first",
                _("First move"),
                tip=_("Click a Pawn or Commander Pawn to give or take away its first move"),
            ),
            Tool(
                "recapture",
                _("Recapture"),
                tip=_(
                    "Click the piece that has just captured a Pawn beside a Commander Pawn of the side to"
                    " move; click again to clear"
                ),
            ),
        )

    def apply_tool(self, text: str, tool: str, cell: str, target: str | None = None) -> str:
        draft = Draft.read(text)
        sq = _square(cell)
        if tool in PAINTS:
            draft.regions[sq] = PAINTS[tool]
        elif tool == "infiltrator":
            value = draft.board[sq]
            if not value:
                raise EditError(
                    _("{square} is empty: click the piece to be an infiltrator").format(square=isolate(cell))
                )
            if abs(value) in NOT_INFILTRATORS:
                raise EditError(
                    _("a {kind} cannot be an infiltrator (not King, Queen, Tower or Scout)").format(
                        kind=_(KIND_NAMES[abs(value)])
                    )
                )
            chooser = 1 if value > 0 else 0  # White chooses a Black piece, Black a White one
            spies = draft.infiltrators() or ["-", "-"]
            spies[chooser] = "-" if spies[chooser] == cell.lower() else cell.lower()
            draft.values["infiltrators"] = ",".join(spies)
        elif tool == "first":
            if abs(draft.board[sq]) not in SHORT_PAWNS:
                raise EditError(
                    _("only a Pawn or Commander Pawn has a first move, and {square} holds none").format(
                        square=isolate(cell)
                    )
                )
            squares = draft.first_squares()
            if squares is None:
                raise EditError(
                    _("the first-move field {value} does not read; set it to * first").format(
                        value=isolate(repr(draft.values["first"]))
                    )
                )
            squares ^= {sq}
            draft.set_first(squares)
        elif tool == "recapture":
            current = draft.values["recapture"].lower()
            draft.values["recapture"] = "-" if current == cell.lower() else cell.lower()
        else:
            raise EditError(_("no tool {tool} here").format(tool=isolate(repr(tool))))
        return draft.text()

    # -- the region map as a file ----------------------------------------------------------------

    def documents(self) -> Sequence[Document]:
        return (Document("regions", N_("Region map"), MAP_SUFFIX),)

    def export_document(self, text: str, document: str) -> str:
        if document != "regions":
            raise EditError(f"no {document!r} to save")
        return map_file(Draft.read(text).regions)

    def import_document(self, text: str, document: str, content: str) -> str:
        if document != "regions":
            raise EditError(f"no {document!r} to load")
        draft = Draft.read(text)
        draft.regions = read_map_file(content)
        return draft.text()

    # -- problems on the board -------------------------------------------------------------------

    def hint(self, text: str) -> str:
        if Draft.read(text).hidden():
            return _(
                "The infiltrators are secret, so they are not shown here ('unknown'): played from here,"
                " an unknown infiltrator counts as none. Choose one in the fields if you know it."
            )
        return _(
            "Pieces taken off the board go to their side's off-board list; pieces put on it come from there."
        )

    def check(self, text: str) -> list[Problem]:
        """Every problem at once, in plain words, each with the squares to mark."""
        try:
            playable = Draft.read(text).playable_text()
            position, errors = read_position(playable)
        except PositionError as error:
            return [Problem(plain_words(error), error.field, self.cells_of_problem(text, error))]
        found = [Problem(plain_words(e), e.field, self.cells_of_problem(text, e)) for e in errors]
        if position is not None:
            found.extend(Problem(plain_words(p.message), p.field, p.cells) for p in position.problems())
        return found

    def position(self, text: str) -> Position | None:
        if self.check(text):
            return None
        return self.game.parse(Draft.read(text).playable_text())

    def cells_of_problem(self, text: str, error: PositionError) -> tuple[str, ...]:
        try:
            draft = Draft.read(text)
        except PositionError:
            return ()
        if error.cells:
            return error.cells
        board = draft.board
        field = error.field
        if field == "castling":
            found = []
            for index, letter in enumerate(CASTLING_LETTERS):
                if letter not in draft.values["castling"]:
                    continue
                colour, long = divmod(index, 2)
                sign = 1 if colour == 0 else -1
                tower = (LONG_TOWER if long else SHORT_TOWER)[colour]
                if board[KING_HOME[colour]] != KING * sign or board[tower] != TOWER * sign:
                    found += [square_name(KING_HOME[colour]), square_name(tower)]
            return tuple(dict.fromkeys(found))
        if field in ("first", "recapture", "infiltrators"):
            value = draft.values[field].replace(",", " ").split()
            return tuple(square_name(sq) for part in value if (sq := parse_square(part)) is not None)
        return ()
