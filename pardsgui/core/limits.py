"""How large a game record may grow: one set of limits, for what is written and what is read.

What Save and the autosave write, Open and a restore read back: a record that keeps
these limits always makes a file of at most `MAX_BYTES`, the bound the reading side
puts on the bytes before it parses anything. The limits are kept as the game is made
(the move past `MAX_NODES` is refused, with these words), so a game never grows into a
file the app refuses at the next start. docs/robustness.md says the same.
"""

from __future__ import annotations

#: Moves in a record, all lines together.
MAX_NODES = 1_000_000
#: A move's text as a file holds it (the loader refuses longer); every game writes far shorter
#: ones (tests/core/test_limits.py walks them), which `MAX_WRITTEN_MOVE` budgets for.
MAX_MOVE_TEXT = 200
MAX_WRITTEN_MOVE = 24
#: Characters of one comment, and of every comment of a record together.
MAX_COMMENT = 100_000
MAX_COMMENTS = 4_000_000
#: Characters of a player's name or a header's value.
MAX_HEADER = 1_000
#: The bytes of a record file or a paste, checked before anything is parsed. It holds the
#: largest record the limits allow: a million moves at `MAX_WRITTEN_MOVE` characters in the
#: compact file (about 36 MB), and every comment at four bytes a character (16 MB).
MAX_BYTES = 64 * 1024 * 1024


def too_many_moves(count: int) -> str:
    """Why one move more cannot be kept ("" while it can)."""
    if count < MAX_NODES:
        return ""
    return (
        f"This game holds {MAX_NODES:,} moves, the most a game keeps (a file must open again):"
        " save it, and go on in a new game from this position (Edit ▸ Copy position, then Paste)"
    )
