"""A deliberately plain second reading of docs/rules/kerd.md.

It shares no code with the engine: it reads the position text itself, keeps
the board as a dict of (file, rank) -> letter, works out every piece's
attacks forwards from the piece, tries each candidate move on a copy and
looks at whether the mover's King is attacked afterwards, and writes the
position text again.  Slow and obvious on purpose; the tests use it to
cross-check the fast engine's legal moves, the positions its moves lead to,
and perft counts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

FILES = "abcdefghijkl"
ORDER = "TJSHBQKCP"
NOT_INFILTRATOR = "KQTS"
DEFAULT_MAP_ROWS = ["wwwllaallwww"] * 5 + ["aaaaaaaaaaaa"] * 2 + ["wwwllaallwww"] * 5  # rank 12 first
KING_STEPS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]
KNIGHT_STEPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
ORTHO = [(0, 1), (0, -1), (1, 0), (-1, 0)]
DIAG = [(1, 1), (-1, 1), (1, -1), (-1, -1)]

Sq = tuple[int, int]


def name(sq: Sq) -> str:
    return f"{FILES[sq[0]]}{sq[1] + 1}"


def from_name(text: str) -> Sq:
    return (FILES.index(text[0]), int(text[1:]) - 1)


def on_board(sq: Sq) -> bool:
    return 0 <= sq[0] < 12 and 0 <= sq[1] < 12


def is_white(letter: str) -> bool:
    return letter.isupper()


def forward(white: bool) -> int:
    return 1 if white else -1


def start_squares(white: bool) -> list[Sq]:
    if white:
        return [(f, 1) for f in range(12)] + [(5, 2), (6, 2)]
    return [(f, 10) for f in range(12)] + [(5, 9), (6, 9)]


@dataclass
class State:
    board: dict[Sq, str]
    white: bool  # White to move / to choose
    castling: str  # subset of "KQkq"
    first: set[Sq]
    recapture: Sq | None
    infiltrators: list[str]  # "*", "-", "+" (revealed) or a square name, White's then Black's
    checked: bool
    off: list[list[str]]  # upper-case letters, White's then Black's
    regions: dict[Sq, str] = field(default_factory=dict)


# -- text ----------------------------------------------------------------------------------


def parse(text: str) -> State:
    words = text.split()
    rows = words[0].split("/")
    board: dict[Sq, str] = {}
    for index, row in enumerate(rows):
        rank = 11 - index
        file = 0
        number = ""
        for char in row + " ":
            if char.isdigit():
                number += char
                continue
            if number:
                file += int(number)
                number = ""
            if char != " ":
                board[(file, rank)] = char
                file += 1
    fields = dict(word.split("=", 1) for word in words[2:])
    regions_field = fields.get("regions", "default")
    map_rows = DEFAULT_MAP_ROWS if regions_field == "default" else regions_field.split("/")
    regions = {(f, 11 - i): map_rows[i][f] for i in range(12) for f in range(12)}
    first_field = fields.get("first", "*")
    if first_field == "*":
        first = {
            sq
            for white in (True, False)
            for sq in start_squares(white)
            if sq in board and board[sq] in ("PC" if white else "pc")
        }
    elif first_field == "-":
        first = set()
    else:
        first = {from_name(part) for part in first_field.split(",")}
    castling = fields.get("castling", "KQkq")
    off_parts = fields.get("off", "-,-").split(",")
    return State(
        board=board,
        white=words[1] == "w",
        castling="" if castling == "-" else castling,
        first=first,
        recapture=None if fields.get("recapture", "-") == "-" else from_name(fields["recapture"]),
        infiltrators=fields.get("infiltrators", "-,-").split(","),
        checked=fields.get("checked", "0") == "1",
        off=[[] if part == "-" else list(part.upper()) for part in off_parts],
        regions=regions,
    )


def to_text(state: State) -> str:
    rows = []
    for rank in range(11, -1, -1):
        row = ""
        empty = 0
        for file in range(12):
            piece = state.board.get((file, rank))
            if piece is None:
                empty += 1
            else:
                if empty:
                    row += str(empty)
                empty = 0
                row += piece
        if empty:
            row += str(empty)
        rows.append(row)
    parts = ["/".join(rows), "w" if state.white else "b"]
    castling = "".join(c for c in "KQkq" if c in state.castling) or "-"
    if castling != "KQkq":
        parts.append(f"castling={castling}")
    star = parse(f"{parts[0]} w").first
    if state.first != star:
        listed = sorted(state.first, key=lambda sq: (sq[1], sq[0]))
        parts.append("first=" + (",".join(name(sq) for sq in listed) or "-"))
    if state.recapture is not None:
        parts.append(f"recapture={name(state.recapture)}")
    if state.infiltrators != ["-", "-"]:
        parts.append("infiltrators=" + ",".join(state.infiltrators))
    if state.checked:
        parts.append("checked=1")
    if state.off != [[], []]:
        white_off = "".join(sorted(state.off[0], key=ORDER.index)) or "-"
        black_off = "".join(sorted(state.off[1], key=ORDER.index)).lower() or "-"
        parts.append(f"off={white_off},{black_off}")
    default = {(f, 11 - i): DEFAULT_MAP_ROWS[i][f] for i in range(12) for f in range(12)}
    if state.regions != default:
        rows = ["".join(state.regions[(f, r)] for f in range(12)) for r in range(11, -1, -1)]
        parts.append("regions=" + "/".join(rows))
    return " ".join(parts)


# -- the region rule -------------------------------------------------------------------------


def path_allowed(state: State, start: Sq, path: list[Sq], kind: str) -> bool:
    """The region rule: from water or land, no air square on the path followed by water or land."""
    if kind in "TSQ" or state.regions[start] == "a":
        return True
    been_in_air = False
    for sq in path:
        if state.regions[sq] == "a":
            been_in_air = True
        elif been_in_air:
            return False
    return True


def line(start: Sq, step: Sq, length: int) -> list[Sq]:
    return [(start[0] + step[0] * i, start[1] + step[1] * i) for i in range(1, length + 1)]


# -- attacks ---------------------------------------------------------------------------------


def attacked_squares(state: State, by_white: bool) -> set[Sq]:
    """Every square a piece of that colour could capture on (geometry and regions, pins ignored)."""
    found: set[Sq] = set()
    for sq, piece in state.board.items():
        if is_white(piece) != by_white:
            continue
        kind = piece.upper()
        ahead = forward(by_white)
        if kind in "PC":
            targets = [(sq[0] - 1, sq[1] + ahead), (sq[0] + 1, sq[1] + ahead)]
        elif kind == "J":
            targets = [(sq[0] + df, sq[1] + ahead) for df in (-1, 0, 1)]
        elif kind == "K":
            targets = [(sq[0] + df, sq[1] + dr) for df, dr in KING_STEPS]
        elif kind == "H":
            targets = [(sq[0] + df, sq[1] + dr) for df, dr in KNIGHT_STEPS]
            for step in ORTHO:
                path = line(sq, step, 3)
                if not on_board(path[2]) or not path_allowed(state, sq, path, kind):
                    continue
                blocked = any(p in state.board and is_white(state.board[p]) != by_white for p in path[:2])
                if not blocked:
                    targets.append(path[2])
        else:
            steps = {"T": ORTHO, "Q": ORTHO + DIAG, "S": DIAG, "B": DIAG}[kind]
            targets = []
            for step in steps:
                for distance in range(1, 12):
                    path = line(sq, step, distance)
                    target = path[-1]
                    if not on_board(target) or not path_allowed(state, sq, path, kind):
                        break
                    targets.append(target)
                    if target in state.board:
                        break
        found.update(t for t in targets if on_board(t))
    return found


def king_square(state: State, white: bool) -> Sq:
    return next(sq for sq, piece in state.board.items() if piece == ("K" if white else "k"))


def in_check(state: State, white: bool) -> bool:
    return king_square(state, white) in attacked_squares(state, not white)


# -- moves -------------------------------------------------------------------------------------


def own(state: State, sq: Sq) -> bool:
    return sq in state.board and is_white(state.board[sq]) == state.white


def enemy(state: State, sq: Sq) -> bool:
    return sq in state.board and is_white(state.board[sq]) != state.white


def promotion_square(state: State, sq: Sq) -> bool:
    rank = 7 if state.white else 4
    return sq[1] == rank and sq[0] not in (5, 6)


def promotion_kinds(state: State) -> list[str]:
    mine = state.off[0 if state.white else 1]
    return sorted({k for k in mine if k != "P"}, key=ORDER.index)


def pawn_advances(state: State, sq: Sq, ignore: Sq | None = None) -> list[Sq]:
    """The squares a pawn (or Commander) may advance to alone, nearest first.

    `ignore` is a square that counts as empty (the partner of a joint move).
    """
    ahead = forward(state.white)
    most = {"w": 1, "l": 2, "a": 3}[state.regions[sq]] if sq in state.first else 1
    result = []
    for distance in range(1, most + 1):
        path = line(sq, (0, ahead), distance)
        target = path[-1]
        if not on_board(target) or (target in state.board and target != ignore):
            break
        if not path_allowed(state, sq, path, "P"):
            break
        result.append(target)
    return result


def candidate_moves(state: State) -> list[tuple[str, dict[str, object]]]:
    """(text, description) for every move before the King-safety test."""
    moves: list[tuple[str, dict[str, object]]] = []
    colour = 0 if state.white else 1
    if state.infiltrators[colour] == "*":
        choices = [
            sq
            for sq, p in state.board.items()
            if is_white(p) != state.white and p.upper() not in NOT_INFILTRATOR
        ]
        for sq in choices:
            moves.append((f"choose {name(sq)}", {"type": "choose", "sq": sq}))
        if not choices:
            moves.append(("choose -", {"type": "choose", "sq": None}))
        return moves

    def add_step(src: Sq, dst: Sq, can_promote: bool) -> None:
        mark = "x" if dst in state.board else "-"
        text = f"{name(src)}{mark}{name(dst)}"
        moves.append((text, {"type": "step", "src": src, "dst": dst, "promo": None}))
        if can_promote and promotion_square(state, dst):
            for kind in promotion_kinds(state):
                moves.append((f"{text}={kind}", {"type": "step", "src": src, "dst": dst, "promo": kind}))

    ahead = forward(state.white)
    for sq, piece in list(state.board.items()):
        if is_white(piece) != state.white:
            continue
        kind = piece.upper()
        if kind in "PC":
            for target in pawn_advances(state, sq):
                add_step(sq, target, True)
            for df in (-1, 1):
                target = (sq[0] + df, sq[1] + ahead)
                if on_board(target) and enemy(state, target):
                    add_step(sq, target, True)
            if kind == "C":
                r = state.recapture
                adjacent = r is not None and max(abs(r[0] - sq[0]), abs(r[1] - sq[1])) == 1
                # A diagonal forward capture there is already listed above.
                if r is not None and adjacent and not (r[1] == sq[1] + ahead and abs(r[0] - sq[0]) == 1):
                    add_step(sq, r, True)
                for df, dr in KING_STEPS:
                    partner = (sq[0] + df, sq[1] + dr)
                    if state.board.get(partner) != ("P" if state.white else "p"):
                        continue
                    mine = pawn_advances(state, sq, ignore=partner)
                    theirs = pawn_advances(state, partner, ignore=sq)
                    for distance in range(1, min(len(mine), len(theirs)) + 1):
                        a, b = mine[distance - 1], theirs[distance - 1]
                        options_a = [None] + (promotion_kinds(state) if promotion_square(state, a) else [])
                        options_b = [None] + (promotion_kinds(state) if promotion_square(state, b) else [])
                        for pa in options_a:
                            for pb in options_b:
                                off = state.off[colour]
                                if pa and pb and off.count(pa) < (2 if pa == pb else 1):
                                    continue
                                text = f"{name(sq)}-{name(a)}" + (f"={pa}" if pa else "")
                                text += f"&{name(partner)}-{name(b)}" + (f"={pb}" if pb else "")
                                moves.append(
                                    (
                                        text,
                                        {"type": "joint", "parts": [(sq, a, pa), (partner, b, pb)]},
                                    )
                                )
        elif kind in "TQSB":
            steps = {"T": ORTHO, "Q": ORTHO + DIAG, "S": DIAG, "B": DIAG}[kind]
            for step in steps:
                for distance in range(1, 12):
                    path = line(sq, step, distance)
                    target = path[-1]
                    if not on_board(target) or not path_allowed(state, sq, path, kind) or own(state, target):
                        break
                    add_step(sq, target, False)
                    if target in state.board:
                        break
        elif kind == "H":
            for df, dr in KNIGHT_STEPS:
                target = (sq[0] + df, sq[1] + dr)
                if on_board(target) and not own(state, target):
                    add_step(sq, target, False)
            for step in ORTHO:
                path = line(sq, step, 3)
                if not on_board(path[2]) or own(state, path[2]):
                    continue
                if any(enemy(state, p) for p in path[:2]) or not path_allowed(state, sq, path, kind):
                    continue
                add_step(sq, path[2], False)
        elif kind == "J":
            for df, dr in KING_STEPS:
                target = (sq[0] + df, sq[1] + dr)
                if on_board(target) and target not in state.board:
                    add_step(sq, target, False)
                if dr == ahead and on_board(target) and enemy(state, target):
                    add_step(sq, target, False)
                distance = {"w": 1, "l": 2, "a": 3}[state.regions[sq]]
                path = line(sq, (df, dr), distance + 1)
                if not on_board(path[-1]) or not path_allowed(state, sq, path, kind):
                    continue
                between_empty = all(p not in state.board for p in path[: distance - 1])
                over, landing = path[distance - 1], path[distance]
                if between_empty and over in state.board and landing not in state.board:
                    add_step(sq, landing, False)
        elif kind == "K":
            for df, dr in KING_STEPS:
                target = (sq[0] + df, sq[1] + dr)
                if on_board(target) and not own(state, target):
                    add_step(sq, target, False)
    rank = 0 if state.white else 11
    home = (6, rank)
    for letter, text, king_to, tower_from, tower_to, empty in (
        ("K", "O-O", 9, 11, 8, [7, 8, 9]),
        ("Q", "O-O-O", 2, 0, 4, [2, 3, 4, 5]),
    ):
        if (letter if state.white else letter.lower()) not in state.castling:
            continue
        route = line(home, (1 if king_to > 6 else -1, 0), abs(king_to - 6))
        if any((f, rank) in state.board for f in empty):
            continue
        if in_check(state, state.white) or not path_allowed(state, home, route, "K"):
            continue
        if set(route) & attacked_squares(state, not state.white):
            continue
        moves.append(
            (
                text,
                {
                    "type": "castle",
                    "king": (home, (king_to, rank)),
                    "tower": ((tower_from, rank), (tower_to, rank)),
                },
            )
        )
    mine = state.infiltrators[colour]
    if mine not in ("-", "*", "+") and (state.checked or in_check(state, state.white)):
        moves.append(("reveal", {"type": "reveal"}))
    for sq, piece in state.board.items():
        if is_white(piece) == state.white and piece.upper() != "K":
            moves.append((f"execute {name(sq)}", {"type": "execute", "sq": sq}))
    return moves


def copied(state: State) -> State:
    """A copy to change; the region map never changes during a game, so it is shared."""
    return State(
        board=dict(state.board),
        white=state.white,
        castling=state.castling,
        first=set(state.first),
        recapture=state.recapture,
        infiltrators=list(state.infiltrators),
        checked=state.checked,
        off=[list(state.off[0]), list(state.off[1])],
        regions=state.regions,
    )


def apply(state: State, move: dict[str, object]) -> State:
    after = copied(state)
    colour = 0 if state.white else 1
    after.recapture = None
    touched: list[Sq] = []

    def follow(src: Sq, dst: Sq | None) -> None:
        for seat in (0, 1):
            if after.infiltrators[seat] == name(src):
                after.infiltrators[seat] = "-" if dst is None else name(dst)

    def take_off(sq: Sq) -> None:
        piece = after.board.pop(sq)
        after.off[0 if is_white(piece) else 1].append(piece.upper())
        follow(sq, None)
        after.first.discard(sq)

    kind = move["type"]
    if kind == "choose":
        sq = move["sq"]
        after.infiltrators[colour] = "-" if sq is None else name(sq)  # type: ignore[arg-type]
    elif kind == "reveal":
        sq = from_name(state.infiltrators[colour])
        after.board[sq] = after.board[sq].swapcase()
        after.infiltrators[colour] = "+"
    elif kind == "execute":
        sq = move["sq"]
        take_off(sq)  # type: ignore[arg-type]
        touched.append(sq)  # type: ignore[arg-type]
    elif kind == "castle":
        (k_from, k_to), (t_from, t_to) = move["king"], move["tower"]  # type: ignore[misc]
        king, tower = after.board.pop(k_from), after.board.pop(t_from)
        after.board[k_to], after.board[t_to] = king, tower
        touched += [k_from, k_to, t_from, t_to]
    else:
        parts = move["parts"] if kind == "joint" else [(move["src"], move["dst"], move["promo"])]
        captured_pawn = None
        for _src, dst, _promo in parts:  # type: ignore[attr-defined]
            if dst in after.board and not any(dst == p[0] for p in parts):
                piece = after.board[dst]
                if piece.upper() == "P":
                    captured_pawn = (dst, is_white(piece))
                take_off(dst)
        pieces = [after.board.pop(src) for src, _, _ in parts]  # type: ignore[attr-defined]
        # Both parts move at once: an infiltrator follows its own piece only.
        new_home = {name(src): ("-" if promo else name(dst)) for src, dst, promo in parts}  # type: ignore[attr-defined]
        after.infiltrators = [new_home.get(v, v) for v in after.infiltrators]
        for piece, (src, dst, promo) in zip(pieces, parts, strict=True):  # type: ignore[arg-type]
            after.first.discard(src)
            after.first.discard(dst)
            if promo:
                after.off[colour].remove(promo)
                after.off[colour].append(piece.upper())
                after.board[dst] = promo if state.white else promo.lower()
            else:
                after.board[dst] = piece
            touched += [src, dst]
        if captured_pawn is not None:
            sq, white = captured_pawn
            commander = "C" if white else "c"
            if any(after.board.get((sq[0] + df, sq[1] + dr)) == commander for df, dr in KING_STEPS):
                after.recapture = sq
    for sq in touched:
        if sq == (6, 0):
            after.castling = after.castling.replace("K", "").replace("Q", "")
        if sq == (0, 0):
            after.castling = after.castling.replace("Q", "")
        if sq == (11, 0):
            after.castling = after.castling.replace("K", "")
        if sq == (6, 11):
            after.castling = after.castling.replace("k", "").replace("q", "")
        if sq == (0, 11):
            after.castling = after.castling.replace("q", "")
        if sq == (11, 11):
            after.castling = after.castling.replace("k", "")
    after.white = not state.white
    if in_check(after, True) or in_check(after, False):
        after.checked = True
    return after


def legal(state: State) -> dict[str, State]:
    """Every legal move's text and the state it leads to."""
    result: dict[str, State] = {}
    for text, move in candidate_moves(state):
        after = apply(state, move)
        if move["type"] != "choose":
            king = king_square(after, state.white)
            if king in attacked_squares(after, not state.white) or after.recapture == king:
                continue
        result[text] = after
    return result


def reference_moves(text: str) -> dict[str, str]:
    """Move text -> the text of the position it leads to."""
    return {move: to_text(after) for move, after in legal(parse(text)).items()}


def reference_perft(text: str, depth: int) -> int:
    state = parse(text)
    return _perft(state, depth)


def _perft(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    moves = legal(state)
    if depth == 1:
        return len(moves)
    return sum(_perft(after, depth - 1) for after in moves.values())
