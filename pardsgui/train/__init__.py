"""Training: puzzles found in self-play (no Qt here; the trainer window comes later)."""
