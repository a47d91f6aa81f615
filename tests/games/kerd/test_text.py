"""The Kerd position text and move notation: defaults, order, round trips and every rejection."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pardsgui.core.contract import IllegalMove, PositionError
from pardsgui.games.kerd.rules import INITIAL_BOARD, INITIAL_TEXT
from tests.games.kerd.build import GAME, play, position, region_map, text
from tests.speaking import speaking

KINGS = {"l1": "K", "l12": "k"}
READY = f"{INITIAL_BOARD} w infiltrators=d12,e2"


def test_the_initial_position_text() -> None:
    assert GAME.initial().to_text() == INITIAL_TEXT
    assert INITIAL_TEXT == (
        "tjshbqkbhsjt/pppppccppppp/5pp5/12/12/12/12/12/12/5PP5/PPPPPCCPPPPP/TJSHBQKBHSJT w infiltrators=*,*"
    )
    assert GAME.parse(INITIAL_TEXT) == GAME.initial()


def test_defaults_may_be_written_or_left_out() -> None:
    full = (
        f"{INITIAL_BOARD} w castling=KQkq first=* recapture=- infiltrators=*,* checked=0 off=-,-"
        " regions=default"
    )
    assert GAME.parse(full) == GAME.initial()
    assert GAME.parse(full).to_text() == INITIAL_TEXT
    explicit_map = region_map()
    assert GAME.parse(f"{READY} regions={explicit_map}").to_text() == READY


def test_fields_in_any_order_with_extra_spaces_and_any_case_in_keys_and_squares() -> None:
    messy = f"  {INITIAL_BOARD}   W   INFILTRATORS=D12,E2  Checked=0 "
    assert GAME.parse(messy).to_text() == READY


def test_every_field_written_in_the_rules_order() -> None:
    water = "/".join(["w" * 12] * 12)
    pieces = {"g1": "K", "l1": "T", "g12": "k", "e4": "p", "d3": "C", "f3": "C", "e2": "P", "a11": "p"}
    written = text(
        pieces,
        "w",
        castling="K",
        first="e2,a11",
        recapture="e4",
        infiltrators="e4,e2",
        checked="1",
        off="TJSHBQPPPPPPPPPPP,ttjjsshhbbqcc",
        regions=water,
    )
    assert GAME.parse(written).to_text() == written


def test_first_is_written_only_when_it_differs_from_star_and_sorted() -> None:
    pieces = {**KINGS, "a2": "P", "e2": "P", "g3": "P", "c11": "p"}
    assert "first" not in position(pieces).to_text()
    assert position(pieces, first="c11,g3,a2").to_text().endswith("first=a2,g3,c11")
    assert position(pieces, first="-").to_text().endswith("first=-")
    assert position(pieces, first="a2,e2,g3,c11").to_text() == position(pieces).to_text()


def test_round_trips_of_positions_along_a_game() -> None:
    current = GAME.initial()
    for move in ["choose d12", "choose e2", "e2-e4", "e11-e9", "f2-f4&f3-f5", "execute d12", "d1-d4"]:
        current = play(current, move)
        again = GAME.parse(current.to_text())
        assert again == current and hash(again) == hash(current)
        assert again.to_text() == current.to_text()


def test_a_pawn_on_its_own_first_rank_only_as_a_revealed_infiltrator() -> None:
    # A Black pawn that marched to rank 1 and was then revealed by White stands on White's first
    # rank; White's field is '-' after a reveal, and a side reveals once.
    revealed = {**KINGS, "c1": "P"}
    assert position(revealed, infiltrators="-,-").to_text() == text(revealed)
    for pieces, infiltrators in (({**revealed, "d1": "P"}, "-,-"), ({**revealed, "e9": "p"}, "e9,-")):
        with pytest.raises(PositionError, match="own first rank") as caught:
            position(pieces, infiltrators=infiltrators)
        assert caught.value.field == "board"


BAD_TEXTS: list[tuple[str, str | None, str]] = [
    ("", "board", "empty"),
    (INITIAL_BOARD, "side", "side field is missing"),
    (f"{INITIAL_BOARD} x", "side", "expected 'w' or 'b'"),
    ("12/" * 10 + "12 w castling=-", "board", "expected 12 ranks"),
    (INITIAL_BOARD.replace("5PP5", "5PP6") + " w", "board", "more than 12 squares"),
    (INITIAL_BOARD.replace("5PP5", "5PP4") + " w", "board", "rank 3 has 11 squares"),
    (INITIAL_BOARD.replace("5PP5", "5PX5") + " w", "board", "unknown piece letter 'X'"),
    (INITIAL_BOARD.replace("5PP5", "05PP5") + " w", "board", "not a run"),
    (text({"g1": "K", "h1": "K", "l12": "k"}), "board", "White has 2 Kings"),
    (text({"g1": "K"}), "board", "Black has no King"),
    (text({**KINGS, "c1": "P", "d1": "C"}), "board", "own first rank"),
    (text({**KINGS, "c12": "c", "e2": "P"}, infiltrators="-,e2"), "board", "own first rank"),
    (
        text({**KINGS, "a5": "Q", "b5": "Q", "c5": "q"}),
        "board",
        "3 Queens on the board and off it; the set has 2",
    ),
    (text({**KINGS, "a5": "Q"}, off="Q,q"), "off", "3 Queens"),
    (f"{INITIAL_BOARD.replace('TJSHBQKBHSJT', 'TJSHBQ1KHSJT')} w", "castling", "castling=KQkq is assumed"),
    (text({"a2": "K", "a1": "T", "l12": "k"}, castling="Q"), "castling", "needs the White King on g1"),
    (f"{INITIAL_BOARD} w castling=KX", "castling", "expected letters from KQkq"),
    (f"{INITIAL_BOARD} w castling=KK", "castling", "each once"),
    (text(KINGS, first="e5"), "first", "e5 holds no Pawn"),
    (text({**KINGS, "e2": "P"}, first="e2,E2"), "first", "listed twice"),
    (text(KINGS, first="z9"), "first", "'z9' is not a square"),
    (text({**KINGS, "d4": "C"}, recapture="e5"), "recapture", "must hold the Black piece"),
    (text({**KINGS, "e5": "h"}, recapture="e5"), "recapture", "no White Commander Pawn"),
    (text({**KINGS, "e5": "h", "d4": "C"}, recapture="e5", infiltrators="*,*"), "recapture", "chosen"),
    (f"{INITIAL_BOARD} w infiltrators=?,e2", "infiltrators", "hidden"),
    (f"{INITIAL_BOARD} b infiltrators=*,*", "infiltrators", "White chooses first"),
    (f"{INITIAL_BOARD} w infiltrators=d12,*", "infiltrators", "White chooses first"),
    (f"{INITIAL_BOARD} w infiltrators=*,e2", "infiltrators", "White chooses first"),
    (f"{INITIAL_BOARD} w infiltrators=e2,-", "infiltrators", "must be a Black piece"),
    (f"{INITIAL_BOARD} w infiltrators=f12,-", "infiltrators", "a Queen cannot be an infiltrator"),
    (f"{INITIAL_BOARD} w infiltrators=d12", "infiltrators", "separated by a comma"),
    (f"{INITIAL_BOARD} w infiltrators=d13,-", "infiltrators", "'d13' is not a square"),
    (f"{INITIAL_BOARD} w checked=2", "checked", "expected 0 or 1"),
    (f"{INITIAL_BOARD} w off=HBP", "off", "separated by a comma"),
    (f"{INITIAL_BOARD} w off=X,-", "off", "unknown piece letter 'X'"),
    (f"{INITIAL_BOARD} w off=h,-", "off", "White's pieces are upper case"),
    (f"{INITIAL_BOARD} w off=-,H", "off", "Black's pieces are lower case"),
    (text(KINGS, off="K,-"), "off", "a King never leaves the board"),
    (f"{INITIAL_BOARD} w regions=www", "regions", "found 1 groups"),
    (f"{INITIAL_BOARD} w regions={region_map(r5='wwwll')}", "regions", "rank 5 has 5 letters"),
    (f"{INITIAL_BOARD} w regions={region_map(r5='wwwllxallwww')}", "regions", "'x' in the group for rank 5"),
    (
        text({"l1": "K", "l12": "k", "l5": "T"}),
        "side",
        "Black's King on l12 is attacked while White is to move",
    ),
    (text({"l1": "K", "l12": "k", "l5": "T"}, infiltrators="*,*"), "side", "Black's King on l12 is attacked"),
    (f"{INITIAL_BOARD} w colour=w", "colour", "unknown field 'colour'"),
    (f"{INITIAL_BOARD} w checked=1 checked=1", "checked", "given twice"),
    # over 4,300 digits int() itself refuses with a ValueError: the length is checked first
    (f"{INITIAL_BOARD.replace('/12/', '/' + '1' * 5000 + '/', 1)} w", "board", "not a run of 1 to 12"),
]


@pytest.mark.parametrize(("text_", "field", "message"), BAD_TEXTS)
def test_bad_positions_are_rejected_naming_the_field(text_: str, field: str | None, message: str) -> None:
    with pytest.raises(PositionError, match=message) as caught:
        GAME.parse(text_)
    assert caught.value.field == field


def test_in_the_choice_phase_only_blacks_king_must_be_safe() -> None:
    # White moves first once the infiltrators are chosen, so White may already stand in check.
    start = GAME.parse(text({"l1": "K", "l12": "k", "l5": "t", "a5": "p"}, infiltrators="*,*"))
    assert start.choosing and start.in_check and not start.checked
    after = play(start, "choose a5", "choose -")
    assert after.checked and after.to_text().endswith("infiltrators=a5,- checked=1")


# -- moves ------------------------------------------------------------------------------------------------


def test_every_legal_move_reads_back_from_its_text() -> None:
    for start in (READY, text({**KINGS, "d7": "C", "c7": "P", "b8": "t"}, off="HBB,-")):
        current = GAME.parse(start)
        for move in current.legal_moves():
            assert current.parse_move(current.move_text(move)) == move


def test_castling_and_reveal_notations() -> None:
    home = {"a1": "T", "b1": "J", "g1": "K", "k1": "J", "l1": "T", "g12": "k"}
    current = position(home, castling="KQ")
    assert current.parse_move("o-o") == current.parse_move("O-O") == current.parse_move("0-0")
    assert current.move_text(current.parse_move("O-O-O")) == "O-O-O"


BAD_MOVES: list[tuple[str, str, str]] = [
    (READY, "e2e4", "moves are written like e2-e4"),
    (READY, "e2-e5", "on its first move a Pawn standing on land goes up to 2 squares forward"),
    (READY, "e5-e6", "there is no piece on e5"),
    (READY, "e11-e10", "the piece on e11 is Black's"),
    (READY, "e2xe4", "'x' marks captures only: write e2-e4"),
    (READY, "b1-b2", "b2 holds a White piece"),
    (READY, "O-O", "h1 must be empty to castle short"),
    (READY, "reveal", "reveal is allowed only once a check has happened"),
    (READY, "execute g1", "the King cannot be executed"),
    (READY, "execute e11", "there is no White piece on e11 to execute"),
    (READY, "choose d12", "infiltrators are chosen only before White's first move"),
    (READY, "execute m3", "'m3' is not a square"),
    (READY, "e2-e3=Q", "e3 is not a promotion square"),
    (READY, "e2-e4=P", "never exchanged for a Pawn"),
    (READY, "f2-f3&d2-d3", "does not stand next to the Commander Pawn"),
    (READY, "f2-f4&e2-e3", "both advance straight forward by the same distance"),
    (READY, "e2-e3&f2-f3", "the first part moves a White Commander Pawn"),
    (READY, "f2-f3&g2-g3", "the second part moves a White Pawn"),
    (READY, "f2xf3&f3-f4", "never captures"),
    (INITIAL_TEXT, "e2-e4", "the infiltrators are being chosen: White secretly chooses"),
    (INITIAL_TEXT, "choose f12", "a Queen cannot be an infiltrator"),
    (INITIAL_TEXT, "choose e2", "is White's own"),
    (INITIAL_TEXT, "choose e5", "e5 is empty"),
    (INITIAL_TEXT, "choose -", "'choose -' is not allowed"),
    (text({**KINGS, "d5": "B"}), "d5-h9", "the path enters air and leaves it again, which a Bishop on land"),
    (text({"e1": "K", "e2": "J", "e8": "t", "l12": "k"}), "e2-d3", "it would leave the White King attacked"),
    (text({"e1": "K", "e2": "J", "e8": "t", "l12": "k"}), "execute e2", "it would leave the White King"),
    (text({"a12": "k", "b10": "H", "l1": "K", "h7": "p"}, "b"), "h7-h6", "Black is in check and this"),
    (text({"a12": "k", "b10": "H", "l1": "K", "h7": "p"}, "b"), "execute h7", "never answers a check"),
    (text({**KINGS, "c7": "P"}), "c7-c8=H", "White has no Hussar off the board"),
    (
        text({**KINGS, "e4": "J", "d4": "p"}),
        "e4xd4",
        "a Jumper captures only on the three squares in front of it",
    ),
    (text({**KINGS, "a5": "T"}, castling="-"), "O-O", "may no longer castle short"),
    (text({"a12": "k", "a1": "T", "b1": "T", "l1": "K"}, "b"), "a12-a11", "the game is over"),
]


@pytest.mark.parametrize(("start", "move", "message"), BAD_MOVES)
def test_illegal_moves_are_refused_with_the_reason(start: str, move: str, message: str) -> None:
    current = GAME.parse(start)
    with pytest.raises(IllegalMove, match=message):
        current.parse_move(move)
    with pytest.raises(IllegalMove):
        current.play(move)


# -- fuzzing ---------------------------------------------------------------------------------------------

SEEDS = [
    READY,
    f"{INITIAL_BOARD} b infiltrators=d12,*",
    text({**KINGS, "d7": "C", "c7": "P", "b8": "t"}, recapture="-", off="HBB,p", checked="1"),
    f"{READY} first=e2,f3 regions={region_map(r1='l' * 12)}",
]
ALPHABET = "abcdefghijklmnopqrstuvwxyzKQTJSHBCP0123456789/,=-*? "


@settings(max_examples=400)
@given(
    seed=st.sampled_from(SEEDS),
    edits=st.lists(
        st.tuples(
            st.integers(0, 400), st.sampled_from(["insert", "delete", "replace"]), st.sampled_from(ALPHABET)
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_mangled_texts_parse_or_are_refused_cleanly(seed: str, edits: list[tuple[int, str, str]]) -> None:
    mangled = seed
    for index, action, char in edits:
        at = index % (len(mangled) + 1)
        if action == "insert":
            mangled = mangled[:at] + char + mangled[at:]
        elif action == "delete":
            mangled = mangled[:at] + mangled[at + 1 :]
        else:
            mangled = mangled[:at] + char + mangled[at + 1 :]
    try:
        parsed = GAME.parse(mangled)
    except PositionError as error:
        assert str(error)
        return
    assert GAME.parse(parsed.to_text()) == parsed
    parsed.legal_moves()
    assert parsed.outcome is None or parsed.legal_moves() == ()


@settings(max_examples=300)
@given(words=st.text(alphabet="abcdefghijklxO0-=&123456789 QHBTCPchoseruvi", max_size=16))
def test_any_move_text_is_read_or_refused_with_illegal_move(words: str) -> None:
    current = GAME.parse(READY)
    try:
        move = current.parse_move(words)
    except IllegalMove as error:
        assert str(error)
        return
    assert move in current.legal_moves()


def fault(text_: str) -> PositionError:
    with pytest.raises(PositionError) as caught:
        GAME.parse(text_)
    return caught.value


SHORT_RANK = INITIAL_TEXT.replace("/12/12/12/", "/11/12/12/", 1)  # rank 9 one square short


@pytest.mark.parametrize(
    ("text_", "english", "german"),
    [
        (SHORT_RANK, "board: rank 9 has 11 squares, not 12", "board: Reihe 9 hat 11 Felder, nicht 12"),
        (
            f"{INITIAL_BOARD} w regions={region_map().replace('a', 'x', 1)}",
            "regions: 'x' in the group for rank 12: use w (water), l (land), a (air)",
            "regions: 'x' in der Gruppe für Reihe 12: verwende w (Wasser), l (Land), a (Luft)",
        ),
        (
            f"{INITIAL_BOARD} w off=-,K",
            "off: 'K' in Black's list: Black's pieces are lower case",
            "off: 'K' in der Liste von Schwarz: Die Steine von Schwarz sind Kleinbuchstaben",
        ),
        (
            f"{INITIAL_BOARD} w infiltrators=d12,m3",
            "infiltrators: 'm3' is not a square (Black's choice: a square, '*', '-' or '+')",
            "infiltrators: 'm3' ist kein Feld (Wahl von Schwarz: ein Feld, '*', '-' oder '+')",
        ),
    ],
)
def test_a_malformed_text_read_in_german_names_the_same_facts_in_german(
    text_: str, english: str, german: str
) -> None:
    """The words follow the reader's language; the field's key, the ranks, counts and letters
    quoted from the text do not (and English reads as it always did)."""
    assert (str(fault(text_)), fault(text_).field) == (english, english.split(":")[0])
    with speaking("de"):
        error = fault(text_)
        assert (str(error), error.field) == (german, english.split(":")[0])
    assert str(fault(text_)) == english


def test_the_editor_marks_the_same_squares_whatever_the_language() -> None:
    """A board's faults carry their squares: the editor marks them without reading its own words
    (German words named no 'King' for it to find)."""
    editor = GAME.editor()
    two_kings = text({"a1": "K", "b1": "K", "l12": "k", "a12": "P", "c3": "p"}, infiltrators="-,-")
    english = [(p.message, p.field, p.cells) for p in editor.check(two_kings)]
    with speaking("de"):
        german = [(p.message, p.field, p.cells) for p in editor.check(two_kings)]
    assert [(field, cells) for _m, field, cells in german] == [(field, cells) for _m, field, cells in english]
    assert ("board", ("a1", "b1")) in [(field, cells) for _m, field, cells in english]
    assert all(de != en for (de, _f, _c), (en, _f2, _c2) in zip(german, english, strict=True))
    assert "Weiß hat 2 Könige; jede Seite hat genau einen" in [message for message, _f, _c in german]
