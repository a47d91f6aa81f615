"""The computer's levels by name: what a record may say plays a seat (pardsgui/ai sizes them)."""

from __future__ import annotations

#: Weakest first; a record's "computer" field and the New game dialog use these names.
LEVEL_NAMES = ("random", "easy", "medium", "hard")
