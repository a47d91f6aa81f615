"""The Pards start as data: change a line here to try another setup or grid layout.

docs/rules/pards.md draws this setup (a reconstruction: the seed's diagram
is lost) and names the grids by their lowest-rank, lowest-file square.
"""

from __future__ import annotations

# Ranks g to a, files 1 to 9, as in the position text.
SETUP = "1s1ece1s1/1s1ppp1s1/9/4V4/9/1S1PPP1S1/1S1ECE1S1"

# The grids of a new game; their dice are rolled at the start.
GRIDS = ("a1", "a7", "e1", "e7")

# Where each side's two dice go: (lower die, higher die), the lower at the
# player's own left corner.  White sits at rank a with file 1 on the left,
# Black at rank g with file 9 on the left.
ROLL_GRIDS = (("a1", "a7"), ("e7", "e1"))
