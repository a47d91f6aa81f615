"""A move typed by its name: the game's notation, the board's names, or a button's words.

Every legal move is known by the names the app shows for it — its notation
(`position.move_text`), the move list's words (`record_text`) and its button's
label (`move_label`) — so what a person reads anywhere in the app can be typed
back. Case and spaces do not matter. "roll" throws the dice; a roll written out
("roll 3,5") sets them. A text that names no legal move gets the rules' reason
(the engine's `parse_move`), the same words a click gets.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pardsgui.core.contract import IllegalMove, Move, Position, PositionError
from pardsgui.core.geometry import AnyView, sentence
from pardsgui.i18n import LRI, PDI, _, isolate

ROLL_WORDS = ("roll", "r")
# What a keyboard has for the arrows and dashes the labels use.
_DASHES = str.maketrans(dict.fromkeys("→–—", "-"))


@dataclass(frozen=True)
class Reading:
    """What a typed text means: the moves it names, a random roll, or why it names nothing."""

    moves: tuple[Move, ...] = ()  # one: play it; several: the text is ambiguous
    roll: bool = False  # "roll": throw the dice
    reason: str = ""  # why nothing is played


def normal(text: str) -> str:
    """A name as compared: lower case, one space between words, arrows as dashes."""
    # str.split() splits where the regex \s+ would, and costs a third of it (a typed text is read
    # against every name of every legal move).
    return " ".join(text.translate(_DASHES).split()).casefold()


def names(position: Position, view: AnyView, move: Move, viewer: int | None) -> list[str]:
    """The names a move is shown by, each once, in the order the completer offers them."""
    found: list[str] = []
    for name in (
        position.move_text(move),
        view.record_text(position, move, viewer),
        view.move_label(position, move),
    ):
        if name and name not in found:
            found.append(name)
    return found


def typeable(position: Position, view: AnyView) -> list[Move]:
    """The moves a person may type now: the legal ones, rolls included, but no secret move."""
    secret = set(view.secret_moves(position))
    return [move for move in position.legal_moves() if move not in secret]


def completions(position: Position, view: AnyView, viewer: int | None) -> list[str]:
    """Every name of every move that may be typed now, for the move box's completer."""
    found: list[str] = ["roll"] if position.is_chance else []
    for move in typeable(position, view):
        for name in names(position, view, move, viewer):
            if name not in found:
                found.append(name)
    return found


def read(position: Position, view: AnyView, text: str, viewer: int | None) -> Reading:
    """The legal move (or roll) a typed text names, or the reason it names none."""
    wanted = normal(text)
    if not wanted:
        return Reading(
            reason=_("Type a move, e.g. {example}").format(example=_example(position, view, viewer))
        )
    if position.outcome is not None:
        return Reading(reason=_("The game is over: step back (←) or start a new game to play on"))
    if position.is_chance and wanted in ROLL_WORDS:
        return Reading(roll=True)
    moves = typeable(position, view)
    named = tuple(
        move for move in moves if wanted in (normal(n) for n in names(position, view, move, viewer))
    )
    if named:
        return Reading(moves=named)
    # Also when it could be legal as far as the others know but is not: saying why would tell them.
    secret = (*view.secret_moves(position), *view.covered_moves(position))
    if any(wanted == normal(position.move_text(move)) for move in secret):
        return Reading(
            reason=_(
                "That is a secret move, not typed where all can see: make it behind a cover,"
                " with its button in the Actions panel or Moves ▸ Peek at my secret (Ctrl+K)"
            )
        )
    return Reading(reason=_why_not(position, view, text, viewer))


def _why_not(position: Position, view: AnyView, text: str, viewer: int | None) -> str:
    """The engine's reason for a text that names no legal move, without the move's text in front."""
    try:
        position.parse_move(text.strip())
    except IllegalMove as error:
        words = str(error)
        shown, colon, rest = words.partition(": ")
        echo = shown.strip().strip(LRI + PDI).strip("'\"")  # isolated in a right-to-left language
        if colon and (" " not in echo or normal(echo) == normal(text)):  # the engine's echo of the move
            words = rest
        return sentence(words)
    except (PositionError, ValueError, KeyError, IndexError):
        pass
    else:
        return _("{text} is not a move that can be typed now").format(text=isolate(repr(text.strip())))
    return _("{text} is not a move here; moves look like {example}").format(
        text=isolate(repr(text.strip())), example=_example(position, view, viewer)
    )


def _example(position: Position, view: AnyView, viewer: int | None) -> str:
    if position.is_chance:
        return _("'roll' (or a roll written out, such as the Set dice… list shows)")
    moves: Sequence[Move] = typeable(position, view)
    if not moves:
        return _("none now")
    shown = [isolate(f"'{position.move_text(move)}'") for move in moves[:2]]
    return _("{one} or {other}").format(one=shown[0], other=shown[1]) if len(shown) > 1 else shown[0]
