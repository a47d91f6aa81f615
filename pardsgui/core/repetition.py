"""Draws by repetition: the rule, and a counter of the positions met along one line of play.

A game with `Game.repetition_draw` (Pards and Kerd: 3) is drawn once a
position's repetition key has come up that many times. The record (its
outcome after any node) and the random playouts (the command line, the
benchmarks, the tests) both ask this module, so they end the same games.
"""

from __future__ import annotations


def is_repetition_draw(key: object, times: int, draw_after: int | None) -> bool:
    """Is a position whose key has come up `times` times a draw? A None key never repeats."""
    return draw_after is not None and key is not None and times >= draw_after


class Repetitions:
    """How often each repetition key has come up along a line, from its start.

    A walk of a tree of lines (a record's variations) adds a key going down and
    removes it coming back up, so the counts are always those of the line walked.
    """

    __slots__ = ("_seen", "draw_after")

    def __init__(self, draw_after: int | None) -> None:
        self.draw_after = draw_after
        self._seen: dict[object, int] = {}

    def seen(self, key: object) -> int:
        """How often `key` has come up on the line so far."""
        return self._seen.get(key, 0)

    def add(self, key: object) -> bool:
        """`key` comes up once more; True when that makes the game a draw."""
        times = self._seen.get(key, 0) + 1
        self._seen[key] = times
        return is_repetition_draw(key, times, self.draw_after)

    def remove(self, key: object) -> None:
        """Take back the last `add` of `key` (a walk leaving a line)."""
        times = self._seen[key] - 1
        if times:
            self._seen[key] = times
        else:
            del self._seen[key]
