"""Revealing in the open: offered whenever it could be legal as far as the opponent knows (no Qt).

The reveal's button, the prompt and the Players panel may only tell what both players
know: whether a check has happened, whether the mover has revealed already ('+', a move
everybody saw), and what stands on the board — never whether the mover's infiltrator
is still there.
"""

from __future__ import annotations

import random
import re

from pardsgui.core.contract import PositionError
from pardsgui.games.kerd.board import KerdBoard
from pardsgui.games.kerd.rules import KerdPosition
from pardsgui.games.kerd.tables import REVEAL, square_name
from pardsgui.table.typed import read
from tests.games.kerd.build import GAME, play, position, text

VIEW = KerdBoard()
KINGS = {"l1": "K", "l12": "k"}


def with_mover_choice(current: KerdPosition, choice: str) -> KerdPosition | None:
    """The same position with the mover's infiltrator field set to `choice` (None if it cannot stand)."""
    fields = re.search(r"infiltrators=(\S+)", current.to_text())
    white, black = fields.group(1).split(",") if fields else ("-", "-")
    white, black = (choice, black) if current.side == 0 else (white, choice)
    written = re.sub(r" infiltrators=\S+", "", current.to_text()) + f" infiltrators={white},{black}"
    try:
        found = GAME.parse(written)
    except PositionError:  # e.g. a revealed pawn on its new owner's first rank needs '-' or '+'
        return None
    assert isinstance(found, KerdPosition)
    return found


def random_game_positions(seed: int, plies: int) -> list[KerdPosition]:
    """The positions of a random game without executions (checks and reveals happen)."""
    rng = random.Random(seed)
    current = GAME.initial()
    found = []
    for _ in range(plies):
        if current.outcome is not None:
            break
        found.append(current)
        moves = [m for m in current.legal_moves() if not current.move_text(m).startswith("execute")]
        current = current.play(rng.choice(moves or list(current.legal_moves())))
    return found


def test_the_reveal_is_offered_whenever_it_could_be_legal_and_alike_whatever_the_secret() -> None:
    offered = refused_behind = revealed = 0
    for seed in (2, 5, 8):
        for current in random_game_positions(seed, 400):
            if current.choosing:
                continue
            mine = current.infiltrators[current.side]
            if mine == -3:  # '+': revealed, which everybody knows; no variant to compare
                revealed += 1
                assert VIEW.covered_moves(current) == ()
                continue
            sign = -1 if current.side == 0 else 1  # the enemy's, but not a King, Queen, Tower or Scout
            enemy = [sq for sq, v in enumerate(current.board) if v * sign in (2, 4, 5, 8, 9)]
            choices = ["-", *(square_name(sq) for sq in enemy)]
            variants = [v for v in (with_mover_choice(current, c) for c in choices[:6]) if v is not None]
            covered = {VIEW.covered_moves(v) for v in variants}
            assert len(covered) == 1, current.to_text()  # the button tells nothing of the secret
            prompts = {VIEW.prompt(v) for v in variants}
            assert len(prompts) == 1, (current.to_text(), prompts)
            panels = {tuple(VIEW.panels(v)) for v in variants}
            assert len(panels) == 1, current.to_text()
            for variant in variants:
                assert set(VIEW.secret_moves(variant)) <= set(VIEW.covered_moves(variant)), variant.to_text()
            if covered == {(REVEAL,)}:
                offered += 1
                refused_behind += sum(REVEAL not in v.legal_moves() for v in variants)
    # The games hold all three cases: offered, offered though not legal for some secret, revealed.
    assert offered >= 10 and refused_behind >= 10 and revealed >= 10, (offered, refused_behind, revealed)


def test_after_both_reveals_nothing_offers_a_reveal_any_more() -> None:
    pieces = {**KINGS, "d5": "p", "e2": "P", "h9": "p", "i3": "P"}
    start = position(pieces, infiltrators="d5,i3", checked="1")
    assert VIEW.covered_moves(start) == (REVEAL,)
    assert "may reveal" in VIEW.prompt(start)
    white_revealed = play(start, "reveal")
    white, black = VIEW.panels(white_revealed)
    assert white.notes == ("Infiltrator: revealed (a player reveals only once)",)
    assert black.notes == ("Infiltrator: hidden (reveals allowed: a check has happened)",)
    assert VIEW.covered_moves(white_revealed) == (REVEAL,)
    assert "Black may reveal" in VIEW.prompt(white_revealed)
    both = play(white_revealed, "reveal")
    assert [panel.notes for panel in VIEW.panels(both)] == [
        ("Infiltrator: revealed (a player reveals only once)",)
    ] * 2
    for later in (both, play(both, "l1-k1")):
        assert VIEW.covered_moves(later) == ()
        assert "reveal" not in VIEW.prompt(later)
        assert "reveal" not in later.redacted(None).replace("infiltrators=+,+", "")
        assert later.redacted(None).endswith("infiltrators=+,+ checked=1")  # public, not '?'


def test_a_revealed_field_reads_plus_and_comes_only_after_both_choices() -> None:
    revealed = text({**KINGS, "d5": "P"}, infiltrators="+,-", checked="1")
    assert GAME.parse(revealed).to_text() == revealed
    assert GAME.parse(revealed).redacted(0).endswith("infiltrators=+,? checked=1")
    try:
        GAME.parse(text({**KINGS, "d5": "P"}, "b", infiltrators="+,*"))
    except PositionError as error:
        assert error.field == "infiltrators" and "a reveal comes after both choices" in str(error)
    else:
        raise AssertionError("'+' before Black's choice was accepted")


def test_why_a_reveal_is_refused_says_what_everybody_knows_first() -> None:
    # No check yet: said so, whether or not the infiltrator is still there.
    for field in ("d5,-", "-,-"):
        quiet = position({**KINGS, "d5": "p"}, infiltrators=field)
        assert quiet.illegal_reason(REVEAL) == "reveal is allowed only once a check has happened in the game"
    done = position({**KINGS, "d5": "p"}, infiltrators="+,-", checked="1")
    assert done.illegal_reason(REVEAL) == (
        "White has revealed its infiltrator already: a player reveals only once"
    )
    bare = position({**KINGS, "d5": "t"}, infiltrators="-,-", checked="1")
    assert bare.illegal_reason(REVEAL) == "no Black piece that White could have chosen is left on the board"


def test_typing_reveal_never_says_whether_the_infiltrator_is_gone() -> None:
    # The move box is on the shared screen: "no infiltrator on the board" would tell Black.
    for field in ("d5,-", "-,-"):
        current = position({**KINGS, "d5": "p", "e2": "P"}, infiltrators=field, checked="1")
        reading = read(current, VIEW, "reveal", None)
        assert not reading.moves and reading.reason.startswith("That is a secret move"), field
        assert "Actions panel" in reading.reason


def test_a_peek_in_check_says_whether_revealing_would_answer_it() -> None:
    # The Tower on a1 gives check; White's infiltrator, the Pawn on d5, cannot answer it.
    current = position({**KINGS, "a1": "t", "d5": "p", "e2": "P"}, infiltrators="d5,-", checked="1")
    assert REVEAL not in current.legal_moves()
    assert VIEW.secret_words(current, 0).endswith(
        "You are in check, and revealing it would not answer the check."
    )
