"""A deliberately plain second reading of docs/rules/pards.md.

It shares nothing with the engine but the position text: its own parser,
groups by breadth-first search, every Hamiltonian path enumerated by brute
force, patterns as step lists in all 8 images, each walked square by square.
Slow and obviously correct; used to cross-check the fast engine.
"""

from __future__ import annotations

from itertools import combinations, pairwise

RANK_LETTERS = "abcdefg"
STRENGTH = {"c": 4, "e": 3, "p": 2, "s": 1}
KING_STEPS = [(dr, df) for dr in (-1, 0, 1) for df in (-1, 0, 1) if (dr, df) != (0, 0)]
DEFAULT_GRIDS = "a1:?,a7:?,e1:?,e7:?"

Square = tuple[int, int]  # (rank 0-6, file 0-8)


def name(square: Square) -> str:
    return f"{RANK_LETTERS[square[0]]}{square[1] + 1}"


def square_of(text: str) -> Square:
    return (RANK_LETTERS.index(text[0].lower()), int(text[1]) - 1)


def on_board(square: Square) -> bool:
    return 0 <= square[0] < 7 and 0 <= square[1] < 9


class Ref:
    """A position as plain fields."""

    def __init__(self, text: str) -> None:
        words = text.split()
        self.board: dict[Square, str] = {}
        for index, row in enumerate(words[0].split("/")):
            rank = 6 - index
            file = 0
            for char in row:
                if char.isdigit():
                    file += int(char)
                else:
                    self.board[(rank, file)] = char
                    file += 1
        self.side = words[1]
        fields = dict(word.split("=", 1) for word in words[2:])
        self.grids: list[tuple[Square, int | None]] = []
        grids = fields.get("grids", DEFAULT_GRIDS)
        if grids != "-":
            for part in grids.split(","):
                corner, die = part.split(":")
                self.grids.append((square_of(corner), None if die == "?" else int(die)))
        self.phase = fields.get("phase", "move")
        self.place = fields.get("place", "-")
        vicar_from = fields.get("vicar-from", "-")
        self.vicar_from = None if vicar_from == "-" else square_of(vicar_from)
        self.passes = int(fields.get("passes", "0"))

    def copy(self) -> Ref:
        other = Ref.__new__(Ref)
        other.board = dict(self.board)
        other.side = self.side
        other.grids = list(self.grids)
        other.phase = self.phase
        other.place = self.place
        other.vicar_from = self.vicar_from
        other.passes = self.passes
        return other

    def vicar(self) -> Square:
        return next(sq for sq, letter in self.board.items() if letter == "V")

    def colour_of(self, square: Square) -> str | None:
        letter = self.board.get(square)
        if letter is None or letter == "V":
            return None
        return "w" if letter.isupper() else "b"


def groups(ref: Ref) -> list[list[Square]]:
    """Same-coloured pieces connected by king steps (the Vicar is in none)."""
    seen: set[Square] = set()
    found = []
    for start in ref.board:
        colour = ref.colour_of(start)
        if colour is None or start in seen:
            continue
        group = [start]
        seen.add(start)
        queue = [start]
        while queue:
            r, f = queue.pop()
            for dr, df in KING_STEPS:
                nxt = (r + dr, f + df)
                if nxt not in seen and ref.colour_of(nxt) == colour:
                    seen.add(nxt)
                    group.append(nxt)
                    queue.append(nxt)
        found.append(group)
    return found


def group_of(ref: Ref, square: Square) -> list[Square]:
    return next(g for g in groups(ref) if square in g)


def hamiltonian_paths(cells: list[Square]) -> list[list[Square]]:
    """Every path visiting each cell once by king steps, by plain depth-first search."""
    paths = []

    def extend(path: list[Square]) -> None:
        if len(path) == len(cells):
            paths.append(list(path))
            return
        r, f = path[-1]
        for cell in cells:
            if cell not in path and max(abs(cell[0] - r), abs(cell[1] - f)) == 1:
                path.append(cell)
                extend(path)
                path.pop()

    for start in cells:
        extend([start])
    return paths


def images(steps: tuple[Square, ...]) -> set[tuple[Square, ...]]:
    """The 8 rotations and reflections of a step list: every signed swap of (rank, file)."""
    out = set()
    for swap in (False, True):
        for sr in (1, -1):
            for sf in (1, -1):
                out.add(tuple((sr * (df if swap else dr), sf * (dr if swap else df)) for dr, df in steps))
    return out


def patterns(ref: Ref) -> set[tuple[Square, ...]]:
    found: set[tuple[Square, ...]] = set()
    for group in groups(ref):
        if len(group) < 2:
            continue
        for path in hamiltonian_paths(group):
            steps = tuple((b[0] - a[0], b[1] - a[1]) for a, b in pairwise(path))
            found |= images(steps)
    return found


def walk(ref: Ref, start: Square, steps: tuple[Square, ...]) -> Square | None:
    r, f = start
    for dr, df in steps:
        r, f = r + dr, f + df
        if not on_board((r, f)) or (r, f) in ref.board:
            return None
    return (r, f)


def grid_die(ref: Ref, square: Square) -> int | None:
    for (r, f), die in ref.grids:
        if r <= square[0] <= r + 2 and f <= square[1] <= f + 2:
            return die
    return None


def line_moves(ref: Ref, start: Square, distance: int) -> list[Square]:
    """Empty squares exactly `distance` away in a straight line over empty squares."""
    out = []
    for dr, df in KING_STEPS:
        squares = [(start[0] + dr * k, start[1] + df * k) for k in range(1, distance + 1)]
        if all(on_board(sq) and sq not in ref.board for sq in squares):
            out.append(squares[-1])
    return out


def destinations(ref: Ref, start: Square) -> set[Square]:
    found = set()
    for steps in patterns(ref):
        end = walk(ref, start, steps)
        if end is not None:
            found.add(end)
    die = grid_die(ref, start)
    if die:
        found.update(line_moves(ref, start, die))
    return found


def sacks(ref: Ref, start: Square) -> list[Square]:
    size = len(group_of(ref, start))
    if size < 2:
        return []
    out = []
    mine = ref.board[start]
    for dr, df in KING_STEPS:
        between = [(start[0] + dr * k, start[1] + df * k) for k in range(1, size)]
        target = (start[0] + dr * size, start[1] + df * size)
        if not on_board(target) or any(sq in ref.board for sq in between):
            continue
        victim = ref.board.get(target)
        if victim is None or victim == "V" or ref.colour_of(target) == ref.side:
            continue
        a, b = STRENGTH[mine.lower()], STRENGTH[victim.lower()]
        if a < b or (a == b and size <= len(group_of(ref, target))):
            continue
        after = ref.copy()
        del after.board[start]
        after.board[target] = mine
        if destinations(after, after.vicar()):
            out.append(target)
    return out


def over(ref: Ref) -> bool:
    return ref.vicar()[0] in (0, 6) or ref.passes >= 2


def moves(ref: Ref) -> set[str]:
    if over(ref):
        return set()
    unrolled = [corner for corner, die in ref.grids if die is None]
    if unrolled:
        roller = "w" if any(c in (square_of("a1"), square_of("a7")) for c in unrolled) else "b"
        return {f"roll {roller} {a},{b}" for a, b in combinations(range(1, 7), 2)}
    if ref.phase == "vicar":
        return {f"{name(ref.vicar())}-{name(t)}" for t in destinations(ref, ref.vicar())}
    if ref.phase == "die":
        out = {"keep"}
        for corner, die in ref.grids:
            assert die is not None
            if die < 6:
                out.add(f"{name(corner)}+")
            if die > 1:
                out.add(f"{name(corner)}-")
        return out
    if ref.phase == "place":
        assert ref.vicar_from is not None
        return {f"{ref.place}@{name(ref.vicar_from)}"}
    out = set()
    for square in list(ref.board):
        if ref.colour_of(square) != ref.side:
            continue
        out |= {f"{name(square)}-{name(t)}" for t in destinations(ref, square)}
        out |= {f"{name(square)}x{name(t)}" for t in sacks(ref, square)}
    return out or {"pass"}


def play(ref: Ref, move: str) -> Ref:
    assert move in moves(ref), move
    after = ref.copy()
    other = "b" if ref.side == "w" else "w"
    if move.startswith("roll"):
        _, roller, dice = move.split()
        low, high = (int(x) for x in dice.split(","))
        low_corner, high_corner = ("a1", "a7") if roller == "w" else ("e7", "e1")
        values = {square_of(low_corner): low, square_of(high_corner): high}
        after.grids = [(c, values.get(c, d) if d is None else d) for c, d in ref.grids]
        return after
    if move == "pass":
        after.side, after.passes = other, ref.passes + 1
        return after
    after.passes = 0
    if move == "keep":
        after.side, after.phase = other, "place"
        return after
    if move[-1] in "+-" and len(move) == 3:
        corner = square_of(move[:2])
        delta = 1 if move[-1] == "+" else -1
        after.grids = [(c, d + delta if c == corner and d else d) for c, d in ref.grids]
        after.side, after.phase = other, "place"
        return after
    if "@" in move:
        letter, where = move.split("@")
        after.board[square_of(where)] = letter
        after.side, after.phase, after.place, after.vicar_from = other, "move", "-", None
        return after
    start, end = square_of(move[:2]), square_of(move[3:])
    piece = after.board.pop(start)
    victim = after.board.get(end)
    after.board[end] = piece
    if move[2] == "x":
        assert victim is not None
        after.phase, after.place = "vicar", victim
        return after
    if ref.phase == "move":
        after.side = other
        return after
    # The Vicar's move after a sack.
    after.vicar_from = start
    white = ref.side == "w"
    own = (0, 1, 2) if white else (4, 5, 6)
    enemy = (4, 5, 6) if white else (0, 1, 2)
    if end[0] not in (0, 6) and (start[0] in own or start[0] == 3) and end[0] in enemy and ref.grids:
        after.phase = "die"
    else:
        after.side, after.phase = other, "place"
    return after


def text(ref: Ref) -> str:
    """The position text in the rules' form (for comparing with the engine)."""
    rows = []
    for rank in range(6, -1, -1):
        row, run = "", 0
        for file in range(9):
            letter = ref.board.get((rank, file))
            if letter is None:
                run += 1
                continue
            row += (str(run) if run else "") + letter
            run = 0
        rows.append(row + (str(run) if run else ""))
    parts = ["/".join(rows), ref.side]
    grids = ",".join(f"{name(c)}:{'?' if d is None else d}" for c, d in sorted(ref.grids)) or "-"
    fields = [
        ("grids", grids, DEFAULT_GRIDS),
        ("phase", ref.phase, "move"),
        ("place", ref.place, "-"),
        ("vicar-from", name(ref.vicar_from) if ref.vicar_from is not None else "-", "-"),
        ("passes", str(ref.passes), "0"),
    ]
    parts.extend(f"{key}={value}" for key, value, default in fields if value != default)
    return " ".join(parts)


def perft(ref: Ref, depth: int) -> int:
    if depth == 0:
        return 1
    found = moves(ref)
    if depth == 1:
        return len(found)
    return sum(perft(play(ref, move), depth - 1) for move in found)
