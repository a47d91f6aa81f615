"""The Pagade board as routes: where each colour's route index stands.

docs/rules/pagade.md numbers the squares from Red's point of view on a 19×19
grid (`x` east, `y` north, Home at x,y 8-10).  The 68 squares of the common
track are named by Red's numbers 8..75 and held here as `track` squares
0..67 (Red's number − 8); each colour's route is Red's turned by 90° steps,
which on the common track is a shift of 17 squares.  The four bellies (seven
squares each) are private, so they never appear in the track tables.

Route indices: 0 stands for a pawn off the board (`X`), 1-75 the first pass,
76 square 8 again, 77-83 the belly homeward, 84 Home (`H`).
"""

from __future__ import annotations

from pardsgui.i18n import N_

COLOURS = (N_("Red"), N_("Green"), N_("Yellow"), N_("Black"))  # the window translates them (_)
LETTERS = "RGYB"
OFF = 0  # a cut pawn, off the board
LAP_END = 76  # square 8 the second time
HOME = 84
TRACK = 68  # squares of the common track
SHIFT = 17  # one arm further on: the next colour's numbering
BELLY = TRACK  # the pseudo track square of belly, Home and off-board pawns
FACES = (1, 3, 4, 6)


def track_square(colour: int, index: int) -> int:
    """The common-track square (0..67) of a colour's route index; BELLY if it is not on the track."""
    if 8 <= index <= 75:
        return (index - 8 + SHIFT * colour) % TRACK
    if index == LAP_END:
        return (SHIFT * colour) % TRACK
    return BELLY


def belly_square(index: int) -> int:
    """The belly square (1..7) a route index stands on, 0 off the belly."""
    if 1 <= index <= 7:
        return index
    if 77 <= index <= 83:
        return HOME - index
    return 0


def first_pass_index(colour: int, square: int) -> int:
    """The route index (8..75) at which a colour's first pass reaches a track square."""
    return (square - SHIFT * colour) % TRACK + 8


def target(index: int, count: int, has_cut: bool) -> int:
    """The route index a pawn reaches moving `count` from `index`; -1 past Home.

    A pawn off the board re-enters on route index `count`.  A colour that has
    not cut cannot turn into its belly: it goes round again (decision 6).
    """
    if index == OFF:
        return count
    if index == HOME:
        return -1
    reached = index + count
    if not has_cut and index <= LAP_END < reached:
        reached -= TRACK
    return reached if reached <= HOME else -1


def red_number(square: int) -> int:
    """Red's number (8..75) of a track square, as the rules' diagram prints it."""
    return square + 8


def grid_of(colour: int, index: int) -> tuple[int, int]:
    """The (x, y) grid square (y north) a route index 1..83 stands on, for drawing."""
    x, y = _RED_GRID[index]
    for _ in range(colour):
        x, y = 18 - y, x  # a quarter turn anticlockwise about the centre (9, 9)
    return x, y


def _red_grid() -> dict[int, tuple[int, int]]:
    """Red's route on the grid, walked as the diagram in docs/rules/pagade.md draws it."""
    grid: dict[int, tuple[int, int]] = {}
    for i in range(1, 9):  # the belly and its outer end, down the middle column
        grid[i] = (9, 8 - i)
    for i in range(9, 17):  # up the east column of Red's arm
        grid[i] = (10, i - 9)
    for i in range(17, 25):  # out along Green's arm
        grid[i] = (i - 6, 8)
    grid[25] = (18, 9)
    for i in range(26, 34):
        grid[i] = (44 - i, 10)
    for i in range(34, 42):  # up Yellow's arm
        grid[i] = (10, i - 23)
    grid[42] = (9, 18)
    for i in range(43, 51):
        grid[i] = (8, 61 - i)
    for i in range(51, 59):  # out along Black's arm
        grid[i] = (58 - i, 10)
    grid[59] = (0, 9)
    for i in range(60, 68):
        grid[i] = (i - 60, 8)
    for i in range(68, 76):  # down the west column of Red's arm
        grid[i] = (8, 75 - i)
    grid[LAP_END] = (9, 0)
    for i in range(77, 84):  # homeward up the belly
        grid[i] = (9, i - 76)
    return grid


_RED_GRID = _red_grid()
