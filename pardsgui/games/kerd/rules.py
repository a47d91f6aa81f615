"""Kerd, 12×12 chess with water, land and air and secret infiltrators (docs/rules/kerd.md).

Speed: the AI and the benchmarks run millions of positions, so a position is
a tuple board, one occupancy bit set per colour and small ints; it computes
its legal moves once and only on demand, and most moves are shared
precomputed values (tables.py).  A ray's first piece comes from the bit sets
in two int operations, however long the ray.

Legality is decided without playing moves out where that is safe: a piece
that does not stand between its King and an enemy Tower, Queen, Scout or
Bishop on a line (alone, or together with one more own piece for a Commander
Pawn's joint move), nor between the King and a Hussar three squares away,
cannot uncover an attack by leaving.  So only King moves (the target square
is tested), moves of such shielding pieces, moves made in check, castling and
reveals in check are played out and the King's square tested.  With few enemy
pieces their combined reach is added up first, so most King steps need no
test at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from pardsgui.core.contract import (
    IllegalMove,
    Move,
    Outcome,
    Problem,
    ValuePosition,
)
from pardsgui.games.kerd.explain import why_step
from pardsgui.games.kerd.fields import FIELDS
from pardsgui.games.kerd.notation import (
    GONE,
    REVEALED,
    UNCHOSEN,
    Board,
    Counts,
    board_text,
    capture_marked,
    infiltrator_text,
    off_text,
    parse_move_syntax,
    regions_text,
    squares_text,
    step_text,
)
from pardsgui.games.kerd.tables import (
    BISHOP,
    BITS,
    CASTLE_LONG,
    CASTLE_SHORT,
    CASTLES,
    CASTLING_LETTERS,
    CHOOSE_NONE,
    CHOOSES,
    COLOURS,
    COMMANDER,
    DISTANCE,
    EXECUTES,
    HUSSAR,
    JUMPER,
    JUMPER_ATTACKERS,
    JUMPER_CAPTURES,
    KEEP_RIGHTS,
    KIND_NAMES,
    KING,
    KING_MOVES,
    KNIGHT,
    KNIGHT_MASKS,
    KNIGHT_MOVES,
    LEAP_MASKS,
    LEAPS_ONTO,
    LINE_MASKS,
    MAY_PROMOTE,
    NEIGHBOUR_MASKS,
    NEIGHBOURS,
    OPPOSITE,
    PAWN,
    PAWN_ATTACKERS,
    PAWN_CAPTURE_SQUARES,
    PAWN_CAPTURES,
    POSITIVE,
    PROMOTION_SQUARES,
    QUEEN,
    QUEEN_RAYS,
    RAY_MASKS,
    REACH,
    REVEAL,
    RIGHT_BITS,
    SCOUT,
    SCOUT_RAYS,
    START_SQUARES,
    STEPS,
    TOWER,
    TOWER_RAYS,
    Castle,
    Choose,
    Execute,
    Joint,
    RegionTables,
    Step,
    square_name,
)
from pardsgui.i18n import N_, _, isolate, ngettext

SIDE_LETTERS = ("w", "b")
INITIAL_BOARD = "tjshbqkbhsjt/pppppccppppp/5pp5/12/12/12/12/12/12/5PP5/PPPPPCCPPPPP/TJSHBQKBHSJT"
INITIAL_TEXT = f"{INITIAL_BOARD} w infiltrators=*,*"
FULL_SET = (0, 2, 2, 2, 2, 2, 1, 1, 2, 12)  # pieces of each kind one side starts with
NOT_INFILTRATORS = (KING, QUEEN, TOWER, SCOUT)
Limits = tuple[tuple[int, ...], ...]
PENDING = 2  # `checked` not worked out yet (it is when first asked for)
_NO_OUTCOME: Outcome = ()  # the outcome not computed yet (no real outcome is empty)
PAWN_KINDS = (PAWN, COMMANDER)


def eligible_squares(board: Board, chooser: int) -> list[int]:
    """Where the pieces stand that `chooser` may choose now (the enemy's, not K, Q, T or S)."""
    sign = -1 if chooser == 0 else 1  # the enemy's sign
    return [sq for sq, v in enumerate(board) if v * sign > 0 and v * sign not in NOT_INFILTRATORS]


def attacked(board: Board, sq: int, by: int, occupied: int, defenders: int, limit: Limits) -> bool:
    """True if a piece of colour `by` attacks `sq` (precise decision 2: geometry and regions, no pins).

    `occupied` is every piece that blocks a ray, `defenders` the other colour's pieces (they
    block a Hussar's three-square leap); a King testing where to go leaves itself out of both.
    """
    s = 1 if by == 0 else -1
    attackers = occupied & ~defenders
    hussar = HUSSAR * s
    if KNIGHT_MASKS[sq] & attackers:
        for t in KNIGHT[sq]:
            if board[t] == hussar:
                return True
    if NEIGHBOUR_MASKS[sq] & attackers:
        king = KING * s
        for t in NEIGHBOURS[sq]:
            if board[t] == king:
                return True
        pawn, commander = PAWN * s, COMMANDER * s
        for t in PAWN_ATTACKERS[by][sq]:
            v = board[t]
            if v in (pawn, commander):
                return True
        jumper = JUMPER * s
        for t in JUMPER_ATTACKERS[by][sq]:
            if board[t] == jumper:
                return True
    if not LINE_MASKS[sq] & attackers:
        return False  # nothing stands on a line from sq, and leaps land on such lines too
    masks = RAY_MASKS[sq]
    tower, queen = TOWER * s, QUEEN * s
    # North and east run upwards (nearest = lowest bit), south and west downwards.
    for d in (0, 2):
        x = occupied & masks[d]
        if x:
            v = board[(x & -x).bit_length() - 1]
            if v in (tower, queen):
                return True
    for d in (1, 3):
        x = occupied & masks[d]
        if x:
            v = board[x.bit_length() - 1]
            if v in (tower, queen):
                return True
    scout, bishop = SCOUT * s, BISHOP * s
    for d in (4, 5, 6, 7):
        x = occupied & masks[d]
        if x:
            b = (x & -x).bit_length() - 1 if d < 6 else x.bit_length() - 1
            v = board[b]
            if v in (queen, scout) or (v == bishop and limit[b][OPPOSITE[d]] >= DISTANCE[sq][b]):
                return True
    if LEAP_MASKS[sq] & attackers:
        for h, between, direction in LEAPS_ONTO[sq]:
            if board[h] == hussar and not between & defenders and limit[h][direction] >= 3:
                return True
    return False


def _blockers(board: Board, king: int, side: int, occupied: int, own: int) -> tuple[int, int]:
    """Own pieces whose leaving their squares might uncover an attack on the King, as bit sets.

    The first set is for one piece leaving (it alone stands between the King and an enemy
    Tower, Queen, Scout or Bishop, or between the King and a Hussar three squares away); the
    second adds pairs that shield together, which matters when a Commander Pawn and its Pawn
    leave at once.  Supersets are fine: moves of these pieces are played out and tested.
    """
    s = 1 if side == 0 else -1
    single = pair = 0
    masks = RAY_MASKS[king]
    for d in range(8):
        x = occupied & masks[d]
        if not x:
            continue
        positive = POSITIVE[d]
        b = (x & -x).bit_length() - 1 if positive else x.bit_length() - 1
        if not own >> b & 1:
            continue
        x ^= 1 << b
        if not x:
            continue
        c = (x & -x).bit_length() - 1 if positive else x.bit_length() - 1
        shield = 1 << b
        if own >> c & 1:
            x ^= 1 << c
            if not x:
                continue
            shield |= 1 << c
            c = (x & -x).bit_length() - 1 if positive else x.bit_length() - 1
        kind = -board[c] * s
        if kind == QUEEN or (kind == TOWER if d < 4 else kind in (SCOUT, BISHOP)):
            if shield & (shield - 1):
                pair |= shield
            else:
                single |= shield
    hussar = -HUSSAR * s
    for h, between, _leap in LEAPS_ONTO[king]:
        if board[h] == hussar:
            single |= between & own
    return single, single | pair


# Up to this many enemy pieces it pays to add up where they could reach before testing squares.
FEW_ENEMIES = 8


def _reach(board: Board, enemy: int, colour: int) -> tuple[int, int]:
    """Where the enemy (of `colour`) could capture at most, and where its line pieces stand."""
    reach = REACH[colour]
    danger = lines = 0
    while enemy:
        low = enemy & -enemy
        sq = low.bit_length() - 1
        enemy ^= low
        kind = abs(board[sq])
        danger |= reach[kind][sq]
        if kind in (TOWER, QUEEN, SCOUT, BISHOP, HUSSAR):
            lines |= low
    return danger, lines


# The kinds' names for a count above one, as the editor's problems say them ("2 Towers").
KIND_PLURALS = (
    "",
    N_("Towers"),
    N_("Jumpers"),
    N_("Scouts"),
    N_("Hussars"),
    N_("Bishops"),
    N_("Queens"),
    N_("Kings"),
    N_("Commander Pawns"),
    N_("Pawns"),
)


class KerdPosition(ValuePosition):
    __slots__ = (
        "_checked",
        "_in_check",
        "_move_set",
        "_moves",
        "_moves_played",
        "_outcome",
        "board",
        "castling",
        "first",
        "infiltrators",
        "kings",
        "occupied",
        "off",
        "recapture",
        "side",
        "tables",
    )
    players = 2

    board: Board
    side: int
    castling: int
    first: int
    recapture: int
    infiltrators: tuple[int, int]
    off: tuple[Counts, Counts]
    tables: RegionTables
    kings: tuple[int, int]
    occupied: tuple[int, int]  # White's and Black's squares as bit sets

    def __init__(
        self,
        board: Board,
        side: int,
        castling: int,
        first: int,
        recapture: int,
        infiltrators: tuple[int, int],
        checked: int,
        off: tuple[Counts, Counts],
        tables: RegionTables,
        kings: tuple[int, int],
        occupied: tuple[int, int],
    ) -> None:
        self.board = board
        self.side = side
        self.castling = castling
        self.first = first
        self.recapture = recapture
        self.infiltrators = infiltrators
        self._checked = checked
        self.off = off
        self.tables = tables
        self.kings = kings
        self.occupied = occupied
        self._moves: tuple[Move, ...] | None = None
        self._move_set: frozenset[Move] | None = None
        self._moves_played = 0
        self._outcome: Outcome | None = _NO_OUTCOME
        self._in_check: bool | None = None
        self._hash: int | None = None

    # -- status -----------------------------------------------------------------------

    @property
    def regions(self) -> str:
        return self.tables.text

    @property
    def choosing(self) -> bool:
        """True in the secret choice phase (the side field names the chooser)."""
        return self.infiltrators[self.side] == UNCHOSEN

    def king_attacked(self, colour: int) -> bool:
        white, black = self.occupied
        return attacked(
            self.board,
            self.kings[colour],
            1 - colour,
            white | black,
            (white, black)[colour],
            self.tables.limit,
        )

    @property
    def in_check(self) -> bool:
        result = self._in_check
        if result is None:
            result = self._in_check = self.king_attacked(self.side)
        return result

    @property
    def checked(self) -> bool:
        if self._checked == PENDING:
            self._checked = 1 if self.in_check else 0
        return self._checked == 1

    @property
    def outcome(self) -> Outcome | None:
        result = self._outcome
        if result is _NO_OUTCOME:
            if self.choosing or self.legal_moves():
                result = None
            elif self.in_check:
                result = (0.0, 1.0) if self.side == 0 else (1.0, 0.0)
            else:
                result = (0.5, 0.5)
            self._outcome = result
        return result

    @property
    def current(self) -> int | None:
        return None if self.outcome is not None else self.side

    @property
    def is_chance(self) -> bool:
        return False

    def chance_outcomes(self) -> Sequence[tuple[Move, float]]:
        return ()

    # -- moves --------------------------------------------------------------------------

    def legal_moves(self) -> Sequence[Move]:
        moves = self._moves
        if moves is None:
            moves = self._moves = tuple(self._choices() if self.choosing else self._generate(False))
        return moves

    def _choices(self) -> list[Move]:
        moves: list[Move] = [CHOOSES[sq] for sq in eligible_squares(self.board, self.side)]
        return moves or [CHOOSE_NONE]

    def _promotions(self) -> tuple[int, ...]:
        counts = self.off[self.side]
        return tuple(kind for kind in range(1, 9) if counts[kind])

    def _generate(self, pseudo: bool) -> list[Move]:
        """The legal moves; with `pseudo` every move the pieces could make ignoring King safety."""
        board = self.board
        side = self.side
        s = 1 if side == 0 else -1
        tables = self.tables
        own, enemy = self.occupied if side == 0 else self.occupied[::-1]
        occupied = own | enemy
        in_check = False if pseudo else self.in_check
        king = self.kings[side]
        danger = -1  # every square might be attacked, until a cheaper count says otherwise
        lines = -1
        if not pseudo and enemy.bit_count() <= FEW_ENEMIES:
            danger, lines = _reach(board, enemy, 1 - side)
        if pseudo or in_check or not LINE_MASKS[king] & lines:
            blockers = shields = 0
        else:
            blockers, shields = _blockers(board, king, side, occupied, own)
        legal: list[Move] = []
        test: list[Move] = []
        first = self.first
        recapture = self.recapture
        pawn_first = tables.pawn_first[side]
        pawn_step = tables.pawn_step[side]
        pawn_captures = PAWN_CAPTURES[side]
        pawn_capture_squares = PAWN_CAPTURE_SQUARES[side]
        may_promote = MAY_PROMOTE[side]
        own_pawn = PAWN * s
        bishop_rays = tables.bishop_rays
        pieces = own & ~BITS[king]
        while pieces:
            low = pieces & -pieces
            sq = low.bit_length() - 1
            pieces ^= low
            v = board[sq] * s
            if in_check:
                out = test
            elif low & blockers:
                out = test
                out.append(EXECUTES[sq])
            else:
                out = legal
                out.append(EXECUTES[sq])
            if v >= COMMANDER:  # a Pawn or Commander Pawn
                path = pawn_first[sq] if first & low else pawn_step[sq]
                if may_promote[sq]:
                    self._pawn_moves_promoting(sq, path, enemy, out)
                else:
                    for t, m in path:
                        if occupied >> t & 1:
                            break
                        out.append(m)
                    for t, m in pawn_captures[sq]:
                        if enemy >> t & 1:
                            out.append(m)
                if v == COMMANDER:
                    # A recapture on a forward diagonal is an ordinary capture, listed just above.
                    if (
                        recapture >= 0
                        and NEIGHBOUR_MASKS[sq] >> recapture & 1
                        and recapture not in pawn_capture_squares[sq]
                    ):
                        self._with_promotions(sq, recapture, out)
                    if NEIGHBOUR_MASKS[sq] & own:
                        for n in NEIGHBOURS[sq]:
                            if board[n] == own_pawn:
                                # Two pieces leave their squares: either, or the two together,
                                # may be shielding the King.
                                both = test if (BITS[n] | low) & shields else out
                                partner = pawn_first[n] if first & BITS[n] else pawn_step[n]
                                self._joint(sq, path, n, partner, both)
            elif v in (TOWER, QUEEN, SCOUT, BISHOP):
                if v == TOWER:
                    rays = TOWER_RAYS[sq]
                elif v == QUEEN:
                    rays = QUEEN_RAYS[sq]
                elif v == SCOUT:
                    rays = SCOUT_RAYS[sq]
                else:
                    rays = bishop_rays[sq]
                for positive, mask, ray in rays:
                    x = occupied & mask
                    if not x:
                        out.extend(ray)
                        continue
                    b = (x & -x).bit_length() - 1 if positive else x.bit_length() - 1
                    reach = DISTANCE[sq][b]
                    if reach > 1:
                        out.extend(ray[: reach - 1])
                    if enemy >> b & 1:
                        out.append(ray[reach - 1])
            elif v == HUSSAR:
                for t, m in KNIGHT_MOVES[sq]:
                    if not own >> t & 1:
                        out.append(m)
                for b1, b2, t, m in tables.hussar_leaps[sq]:
                    if not own >> t & 1 and not enemy >> b1 & 1 and not enemy >> b2 & 1:
                        out.append(m)
            else:  # v == JUMPER
                for t, m in KING_MOVES[sq]:
                    if not occupied >> t & 1:
                        out.append(m)
                for t, m in JUMPER_CAPTURES[side][sq]:
                    if enemy >> t & 1:
                        out.append(m)
                for between, over, t, m in tables.jumps[sq]:
                    if occupied >> over & 1 and not occupied >> t & 1 and not occupied & between:
                        out.append(m)
        # The King: its target must not be attacked once it has left its square.
        if pseudo:
            for t, m in KING_MOVES[king]:
                if not own >> t & 1:
                    legal.append(m)
        else:
            lifted = occupied & ~BITS[king]
            defenders = own & ~BITS[king]
            limit = tables.limit
            enemy_pawn, enemy_commander = -own_pawn, -COMMANDER * s
            for t, m in KING_MOVES[king]:
                if own >> t & 1:
                    continue
                if danger >> t & 1 and attacked(board, t, 1 - side, lifted, defenders, limit):
                    continue
                if board[t] == enemy_pawn and any(board[n] == enemy_commander for n in NEIGHBOURS[t]):
                    continue  # the enemy would gain a recapture right on the King's square
                legal.append(m)
        castling = self.castling
        if castling and not in_check and castling & (RIGHT_BITS[side][0] | RIGHT_BITS[side][1]):
            for index, castle in enumerate(CASTLES[side]):
                if not castling & castle.right or not tables.castle_ok[side][index]:
                    continue
                if any(board[x] for x in castle.empty):
                    continue
                if not pseudo and any(
                    attacked(board, x, 1 - side, occupied, own, tables.limit) for x in castle.route
                ):
                    continue
                test.append(CASTLE_LONG if index else CASTLE_SHORT)
        infiltrator = self.infiltrators[side]
        if infiltrator >= 0 and (in_check or self.checked):
            # Out of check a reveal is always safe: the piece stays where it is, so no line opens,
            # and one enemy piece fewer attacks (and one more own piece blocks Hussar leaps).
            (test if in_check else legal).append(REVEAL)
        if pseudo:
            return legal + test
        for move in test:
            if self._keeps_king_safe(move):
                legal.append(move)
        return legal

    def _joint(
        self,
        sq: int,
        path: tuple[tuple[int, Step], ...],
        partner: int,
        partner_path: tuple[tuple[int, Step], ...],
        out: list[Move],
    ) -> None:
        board = self.board
        promo_squares = PROMOTION_SQUARES[self.side]
        for (t, _t_step), (u, _u_step) in zip(path, partner_path, strict=False):
            if (board[t] and t != partner) or (board[u] and u != sq):
                break
            out.append(Joint(sq, t, partner, u, 0, 0))
            if t in promo_squares or u in promo_squares:
                self._joint_promotions(sq, t, partner, u, out)

    def _pawn_moves_promoting(
        self, sq: int, path: tuple[tuple[int, Step], ...], enemy: int, out: list[Move]
    ) -> None:
        """A pawn's moves where some may end on a promotion square (each then also promotes)."""
        board = self.board
        for t, _step in path:
            if board[t]:
                break
            self._with_promotions(sq, t, out)
        for t, _step in PAWN_CAPTURES[self.side][sq]:
            if enemy >> t & 1:
                self._with_promotions(sq, t, out)

    def _with_promotions(self, sq: int, t: int, out: list[Move]) -> None:
        out.append(STEPS[sq][t])
        if t in PROMOTION_SQUARES[self.side]:
            out.extend(Step(sq, t, kind) for kind in self._promotions())

    def _joint_promotions(self, sq: int, t: int, partner: int, u: int, out: list[Move]) -> None:
        # Both parts choose from the off list as it stands before the move (see kerd.md, Found...).
        promo_squares = PROMOTION_SQUARES[self.side]
        counts = self.off[self.side]
        kinds = self._promotions()
        mine = (0, *kinds) if t in promo_squares else (0,)
        theirs = (0, *kinds) if u in promo_squares else (0,)
        for a in mine:
            for b in theirs:
                if (a or b) and (a != b or counts[a] >= 2):
                    out.append(Joint(sq, t, partner, u, a, b))

    def _keeps_king_safe(self, move: Move) -> bool:
        return self._king_safe_after(self.apply(move))

    def _king_safe_after(self, after: KerdPosition) -> bool:
        king = after.kings[self.side]
        return after.recapture != king and not after.king_attacked(self.side)

    def reveal_keeps_king_safe(self, sq: int) -> bool:
        """Would revealing the enemy piece on `sq`, were it the mover's infiltrator, leave its King safe?

        Asked of every piece the infiltrator could be, so a reveal can be offered whenever it
        could be legal as far as the opponent can know (words.reveal_possible).
        """
        return self._king_safe_after(self._revealed(sq))

    def is_legal(self, move: Move) -> bool:
        moves = self._move_set
        if moves is None:
            # One play per position (a game) scans the tuple; many (a search) build a set once.
            legal = self.legal_moves()
            if self._moves_played == 0:
                self._moves_played = 1
                return move in legal
            moves = self._move_set = frozenset(legal)
        return move in moves

    def apply(self, move: Move) -> KerdPosition:
        kind = type(move)
        if kind is Step:
            return self._apply_step(cast(Step, move))
        if kind is Execute:
            return self._apply_execute(cast(Execute, move).square)
        if kind is Joint:
            return self._apply_joint(cast(Joint, move))
        if move in (CASTLE_SHORT, CASTLE_LONG):
            return self._apply_castle(CASTLES[self.side][move == CASTLE_LONG])
        if move == REVEAL:
            return self._apply_reveal()
        if kind is Choose:
            return self._apply_choose(cast(Choose, move).square)
        raise IllegalMove(f"{move!r} is not a Kerd move")

    def _child(
        self,
        board: Board,
        castling: int,
        first: int,
        recapture: int,
        infiltrators: tuple[int, int],
        off: tuple[Counts, Counts],
        kings: tuple[int, int],
        occupied: tuple[int, int],
    ) -> KerdPosition:
        checked = 1 if self._checked == 1 or (self._checked == PENDING and self.checked) else PENDING
        return KerdPosition(
            board,
            1 - self.side,
            castling,
            first,
            recapture,
            infiltrators,
            checked,
            off,
            self.tables,
            kings,
            occupied,
        )

    def _apply_step(self, move: Step) -> KerdPosition:
        src, dst, promo = move
        board = self.board
        side = self.side
        piece = board[src]
        captured = board[dst]
        new = list(board)
        new[src] = 0
        new[dst] = piece if not promo else (promo if piece > 0 else -promo)
        kings = self.kings
        if piece == KING or piece == -KING:
            kings = (dst, kings[1]) if side == 0 else (kings[0], dst)
        castling = self.castling
        if castling:
            castling &= KEEP_RIGHTS[src] & KEEP_RIGHTS[dst]
        first = self.first
        bits = BITS[src] | BITS[dst]
        if first & bits:
            first &= ~bits
        white, black = self.occupied
        off = self.off
        recapture = -1
        if side == 0:
            white ^= bits
        else:
            black ^= bits
        if captured:
            if side == 0:
                black ^= BITS[dst]
            else:
                white ^= BITS[dst]
            owner = 0 if captured > 0 else 1
            counts = list(off[owner])
            counts[abs(captured)] += 1
            off = (tuple(counts), off[1]) if owner == 0 else (off[0], tuple(counts))
            if captured == PAWN or captured == -PAWN:
                commander = COMMANDER if captured > 0 else -COMMANDER
                for n in NEIGHBOURS[dst]:
                    if new[n] == commander:
                        recapture = dst
                        break
        if promo:
            counts = list(off[side])
            counts[promo] -= 1
            counts[abs(piece)] += 1
            off = (tuple(counts), off[1]) if side == 0 else (off[0], tuple(counts))
        infiltrators = self.infiltrators
        spy_white, spy_black = infiltrators
        if spy_white >= 0 or spy_black >= 0:
            if spy_white == dst:
                spy_white = GONE
            if spy_black == dst:
                spy_black = GONE
            if spy_white == src:
                spy_white = GONE if promo else dst
            if spy_black == src:
                spy_black = GONE if promo else dst
            infiltrators = (spy_white, spy_black)
        return self._child(tuple(new), castling, first, recapture, infiltrators, off, kings, (white, black))

    def _apply_joint(self, move: Joint) -> KerdPosition:
        src, dst, psrc, pdst, promo, ppromo = move
        board = self.board
        side = self.side
        s = 1 if side == 0 else -1
        new = list(board)
        commander, pawn = new[src], new[psrc]
        new[src] = new[psrc] = 0
        new[dst] = promo * s if promo else commander
        new[pdst] = ppromo * s if ppromo else pawn
        first = self.first & ~(BITS[src] | BITS[dst] | BITS[psrc] | BITS[pdst])
        off = self.off
        if promo or ppromo:
            counts = list(off[side])
            for kind, was in ((promo, COMMANDER), (ppromo, PAWN)):
                if kind:
                    counts[kind] -= 1
                    counts[was] += 1
            off = (tuple(counts), off[1]) if side == 0 else (off[0], tuple(counts))
        castling = self.castling
        if castling:
            castling &= KEEP_RIGHTS[src] & KEEP_RIGHTS[dst] & KEEP_RIGHTS[psrc] & KEEP_RIGHTS[pdst]
        moved = {src: GONE if promo else dst, psrc: GONE if ppromo else pdst}
        spy_white, spy_black = self.infiltrators
        infiltrators = (moved.get(spy_white, spy_white), moved.get(spy_black, spy_black))
        mine = self.occupied[side] & ~(BITS[src] | BITS[psrc]) | BITS[dst] | BITS[pdst]
        occupied = (mine, self.occupied[1]) if side == 0 else (self.occupied[0], mine)
        return self._child(tuple(new), castling, first, -1, infiltrators, off, self.kings, occupied)

    def _apply_castle(self, castle: Castle) -> KerdPosition:
        king_from, king_to, tower_from, tower_to = castle[:4]
        side = self.side
        new = list(self.board)
        king, tower = new[king_from], new[tower_from]
        new[king_from] = new[tower_from] = 0
        new[king_to], new[tower_to] = king, tower
        castling = self.castling & ~(RIGHT_BITS[side][0] | RIGHT_BITS[side][1])
        kings = (king_to, self.kings[1]) if side == 0 else (self.kings[0], king_to)
        mine = self.occupied[side] & ~(BITS[king_from] | BITS[tower_from]) | BITS[king_to] | BITS[tower_to]
        occupied = (mine, self.occupied[1]) if side == 0 else (self.occupied[0], mine)
        return self._child(tuple(new), castling, self.first, -1, self.infiltrators, self.off, kings, occupied)

    def _apply_execute(self, sq: int) -> KerdPosition:
        new = list(self.board)
        piece = new[sq]
        new[sq] = 0
        side = self.side
        counts = list(self.off[side])
        counts[abs(piece)] += 1
        off = (tuple(counts), self.off[1]) if side == 0 else (self.off[0], tuple(counts))
        spy_white, spy_black = self.infiltrators
        infiltrators = (GONE if spy_white == sq else spy_white, GONE if spy_black == sq else spy_black)
        castling = self.castling & KEEP_RIGHTS[sq]
        first = self.first & ~BITS[sq]
        white, black = self.occupied
        occupied = (white ^ BITS[sq], black) if side == 0 else (white, black ^ BITS[sq])
        return self._child(tuple(new), castling, first, -1, infiltrators, off, self.kings, occupied)

    def _apply_reveal(self) -> KerdPosition:
        return self._revealed(self.infiltrators[self.side])

    def _revealed(self, sq: int) -> KerdPosition:
        """The position after the mover reveals the enemy piece on `sq` as its infiltrator."""
        side = self.side
        new = list(self.board)
        new[sq] = -new[sq]
        # '+', not '-': everybody saw the reveal, so the text may say so to everybody.
        infiltrators = (REVEALED, self.infiltrators[1]) if side == 0 else (self.infiltrators[0], REVEALED)
        white, black = self.occupied
        occupied = (white ^ BITS[sq], black ^ BITS[sq])
        return self._child(
            tuple(new), self.castling, self.first, -1, infiltrators, self.off, self.kings, occupied
        )

    def _apply_choose(self, sq: int) -> KerdPosition:
        side = self.side
        infiltrators = (sq, self.infiltrators[1]) if side == 0 else (self.infiltrators[0], sq)
        after = KerdPosition(
            self.board,
            1 - side,
            self.castling,
            self.first,
            -1,
            infiltrators,
            PENDING,
            self.off,
            self.tables,
            self.kings,
            self.occupied,
        )
        # "After any move that leaves either side in check": the chooser is not protected here.
        after._checked = 1 if self.checked or after.in_check or after.king_attacked(side) else 0
        return after

    # -- value semantics -------------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (
            self.board,
            self.side,
            self.castling,
            self.first,
            self.recapture,
            self.infiltrators,
            self.checked,
            self.off,
            self.tables.text,
        )

    def repetition_key(self) -> KerdPosition:
        """Threefold repetition compares every field (precise decision 13): the position itself.

        A position is its own key because its hash is computed once and kept, which a
        record or a playout counting repetitions asks for at every move.
        """
        return self

    # -- text --------------------------------------------------------------------------------

    def first_star(self) -> int:
        """The first-move squares `first=*` stands for on this board."""
        return star_first(self.board)

    def to_text(self, hide: Sequence[int] = ()) -> str:
        """The position's text; the infiltrator fields of the seats in `hide` read '?' once chosen.

        A revealed infiltrator ('+') stays shown: the reveal was a move everybody saw.
        """
        castling = "".join(c for i, c in enumerate(CASTLING_LETTERS) if self.castling >> i & 1) or "-"
        first = "*" if self.first == self.first_star() else squares_text(self.first)
        shown = [infiltrator_text(v) for v in self.infiltrators]
        for seat in hide:
            if self.infiltrators[seat] not in (UNCHOSEN, REVEALED):
                shown[seat] = "?"
        values = {
            "castling": castling,
            "first": first,
            "recapture": square_name(self.recapture) if self.recapture >= 0 else "-",
            "infiltrators": ",".join(shown),
            "checked": "1" if self.checked else "0",
            "off": off_text(self.off),
            "regions": regions_text(self.tables.text),
        }
        return FIELDS.write((board_text(self.board), SIDE_LETTERS[self.side]), values)

    def redacted(self, seat: int | None) -> str:
        """The text `seat` may see: the other seat's choice is '?' once made, until revealed (decision 12).

        None is what every seat may see (a screen both players look at): both choices are '?'.
        """
        return self.to_text(hide=(0, 1) if seat is None else (1 - seat,))

    def move_text(self, move: Move) -> str:
        kind = type(move)
        if kind is Step:
            src, dst, promo = cast(Step, move)
            return step_text(src, dst, promo, self.board[dst] != 0)
        if kind is Joint:
            src, dst, psrc, pdst, promo, ppromo = cast(Joint, move)
            return f"{step_text(src, dst, promo, False)}&{step_text(psrc, pdst, ppromo, False)}"
        if kind is Choose:
            sq = cast(Choose, move).square
            return f"choose {square_name(sq) if sq >= 0 else '-'}"
        if kind is Execute:
            return f"execute {square_name(cast(Execute, move).square)}"
        if move in (CASTLE_SHORT, CASTLE_LONG, REVEAL):
            return str(move)
        raise IllegalMove(f"{move!r} is not a Kerd move")

    def read_move(self, text: str) -> Move:
        return parse_move_syntax(text).move

    def check_written(self, text: str, move: Move) -> None:
        if type(move) is Step:
            src, dst, promo = move
            shown = step_text(src, dst, promo, self.board[dst] != 0)
            if capture_marked(text) != (self.board[dst] != 0):
                how = (
                    _("{text}: a capture is written with 'x': write {move}")
                    if self.board[dst]
                    else _("{text}: 'x' marks captures only: write {move}")
                )
                raise IllegalMove(how.format(text=isolate(repr(text)), move=isolate(shown)))

    # -- explanations ---------------------------------------------------------------------------

    def illegal_reason(self, move: object) -> str:
        """Why `move` is not legal here, in words from the rules (without the move's notation)."""
        colour = _(COLOURS[self.side])
        if self.outcome is not None:
            return _("the game is over")
        if self.choosing:
            if type(move) is not Choose:
                return _(
                    "the infiltrators are being chosen: {colour} secretly chooses an enemy piece first"
                    " ({choose})"
                ).format(colour=colour, choose=isolate("choose <square>"))
            return self._why_choice(move.square)
        if type(move) is Choose:
            return _("infiltrators are chosen only before White's first move")
        if move == REVEAL:
            return self._why_reveal()
        if type(move) is Execute:
            return self._why_execute(move.square)
        if move in (CASTLE_SHORT, CASTLE_LONG):
            return self._why_castle(move == CASTLE_LONG)
        if move in self._generate(True):
            if self.in_check:
                return _("{colour} is in check and this does not answer it").format(colour=colour)
            return self._king_attacked()
        if type(move) is Joint:
            return self._why_joint(move)
        src, dst, promo = cast(Step, move)
        return why_step(self, src, dst, promo)

    def _king_attacked(self) -> str:
        return _("it would leave the {colour} King attacked").format(colour=_(COLOURS[self.side]))

    def _why_choice(self, sq: int) -> str:
        colour, enemy = _(COLOURS[self.side]), _(COLOURS[1 - self.side])
        if sq < 0:
            return _("{colour} has enemy pieces to choose from, so '{none}' is not allowed").format(
                colour=colour, none=isolate("choose -")
            )
        v = self.board[sq] * (1 if self.side == 0 else -1)
        square = isolate(square_name(sq))
        if v == 0:
            return _("{square} is empty; {colour} chooses one of {enemy}'s pieces").format(
                square=square, colour=colour, enemy=enemy
            )
        if v > 0:
            return _("the piece on {square} is {colour}'s own; the infiltrator is an enemy piece").format(
                square=square, colour=colour
            )
        return _("a {kind} cannot be an infiltrator (not King, Queen, Tower or Scout)").format(
            kind=_(KIND_NAMES[-v])
        )

    def reveal_barred(self) -> str:
        """Why no reveal by the side to move can be legal, from what both players know; "" if one could be.

        Only public facts count, never where the infiltrator is or whether it is gone: the
        side has not revealed yet ('+'), a check has happened (or the side is in check now),
        and an enemy piece it could have chosen stands on the board — in check, one whose
        reveal would leave its King safe. So "" whenever the reveal is legal, and the answer
        tells the opponent nothing new. (A piece that came back by promotion, or changed
        colour, still counts: the board alone cannot tell it from one there at the choice.)
        """
        colour, enemy = _(COLOURS[self.side]), _(COLOURS[1 - self.side])
        if self.infiltrators[self.side] == REVEALED:
            return _("{colour} has revealed its infiltrator already: a player reveals only once").format(
                colour=colour
            )
        if not self.checked and not self.in_check:
            return _("reveal is allowed only once a check has happened in the game")
        candidates = eligible_squares(self.board, self.side)
        if not candidates:
            return _("no {enemy} piece that {colour} could have chosen is left on the board").format(
                enemy=enemy, colour=colour
            )
        if self.in_check and not any(self.reveal_keeps_king_safe(sq) for sq in candidates):
            return _(
                "{colour} is in check, and revealing no {enemy} piece it could have chosen would answer it"
            ).format(colour=colour, enemy=enemy)
        return ""

    def _why_reveal(self) -> str:
        # The public reasons first (the app never shows the others, which tell the secret).
        barred = self.reveal_barred()
        if barred:
            return barred
        if self.infiltrators[self.side] < 0:
            return _("{colour} has no infiltrator on the board to reveal").format(
                colour=_(COLOURS[self.side])
            )
        return self._king_attacked()

    def _why_execute(self, sq: int) -> str:
        colour = _(COLOURS[self.side])
        v = self.board[sq] * (1 if self.side == 0 else -1)
        if v <= 0:
            return _("there is no {colour} piece on {square} to execute").format(
                colour=colour, square=isolate(square_name(sq))
            )
        if v == KING:
            return _("the King cannot be executed")
        if self.in_check:
            return _("an execution never answers a check, and {colour} is in check").format(colour=colour)
        return self._king_attacked()

    def _why_castle(self, long: bool) -> str:
        side, colour = self.side, _(COLOURS[self.side])
        castle = CASTLES[side][long]
        if not self.castling & castle.right:
            return (
                _("{colour} may no longer castle long (the King or that Tower has moved)")
                if long
                else _("{colour} may no longer castle short (the King or that Tower has moved)")
            ).format(colour=colour)
        for x in castle.empty:
            if self.board[x]:
                return (
                    _("{square} must be empty to castle long")
                    if long
                    else _("{square} must be empty to castle short")
                ).format(square=isolate(square_name(x)))
        if self.in_check:
            return _("{colour} is in check").format(colour=colour)
        if not self.tables.castle_ok[side][long]:
            return _("the King's route enters air and leaves it again (the region rule)")
        for x in castle.route:
            white, black = self.occupied
            if attacked(self.board, x, 1 - side, white | black, self.occupied[side], self.tables.limit):
                return _("the King's route square {square} is attacked").format(
                    square=isolate(square_name(x))
                )
        return self._king_attacked()

    def _why_joint(self, move: Joint) -> str:
        src, dst, psrc, pdst, promo, ppromo = move
        s = 1 if self.side == 0 else -1
        colour = _(COLOURS[self.side])
        if self.board[src] != COMMANDER * s:
            return _("the first part moves a {colour} Commander Pawn, and {square} holds none").format(
                colour=colour, square=isolate(square_name(src))
            )
        if self.board[psrc] != PAWN * s:
            return _("the second part moves a {colour} Pawn, and {square} holds none").format(
                colour=colour, square=isolate(square_name(psrc))
            )
        if psrc not in NEIGHBOURS[src]:
            return _("the Pawn on {square} does not stand next to the Commander Pawn").format(
                square=isolate(square_name(psrc))
            )
        forward = 12 * s
        d1, d2 = (dst - src), (pdst - psrc)
        if d1 != d2 or d1 % forward or d1 // forward < 1:
            return _("both advance straight forward by the same distance")
        for part_dst, kind in ((dst, promo), (pdst, ppromo)):
            if kind and part_dst not in PROMOTION_SQUARES[self.side]:
                return _("{square} is not a promotion square").format(square=isolate(square_name(part_dst)))
            if kind and not self.off[self.side][kind]:
                return _("{colour} has no {kind} off the board to exchange for").format(
                    colour=colour, kind=_(KIND_NAMES[kind])
                )
        if promo and promo == ppromo:
            return _("{colour} has only one {kind} off the board").format(
                colour=colour, kind=_(KIND_NAMES[promo])
            )
        return _("one of the two cannot advance that far (first-move rights, empty squares, regions)")

    # -- editor checks -------------------------------------------------------------------------

    def problems(self) -> list[Problem]:
        found: list[Problem] = []
        for kind in range(1, 10):
            total = sum(self.off[c][kind] for c in (0, 1))
            total += sum(1 for v in self.board if abs(v) == kind)
            missing = 2 * FULL_SET[kind] - total
            if missing > 0:
                found.append(
                    Problem(
                        ngettext(
                            "{count} {kind} neither on the board nor in an off list"
                            " (promotion chooses from the off lists)",
                            "{count} {kind} neither on the board nor in an off list"
                            " (promotion chooses from the off lists)",
                            missing,
                        ).format(count=missing, kind=_((KIND_NAMES if missing == 1 else KIND_PLURALS)[kind])),
                        "off",
                    )
                )
        if self.outcome is not None:
            found.append(
                Problem(
                    _("the game is already over in this position"),
                    None,
                    (square_name(self.kings[self.side]),),
                )
            )
        return found


def star_first(board: Board) -> int:
    mask = 0
    for colour, s in ((0, 1), (1, -1)):
        for sq in START_SQUARES[colour]:
            if board[sq] * s in PAWN_KINDS:
                mask |= BITS[sq]
    return mask
