from __future__ import annotations

import pytest

from pardsgui.core.record import Record
from pardsgui.games import get_game
from pardsgui.storage.pasted import PasteError, read_pasted


def test_a_position_of_the_current_game() -> None:
    text = ",".join(["0"] * 24) + " b dice=1,2"
    position = read_pasted(f"  {text}\n", "nardshir")
    assert not isinstance(position, Record) and position.to_text() == text


def test_a_whole_record() -> None:
    record = Record(get_game("nardshir"))
    record.play_text("roll 1,2")
    pasted = read_pasted(record.to_json(), "nardshir")
    assert isinstance(pasted, Record) and pasted.main_line()[0].text == "roll 1,2"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no text"),
        ("hello world", "not a position of Nardshir or any other game: points: expected 24"),
        ('{"format": "pardsgui-record", "version": 9}', "newer pardsgui"),
    ],
)
def test_bad_pastes_say_why(text: str, message: str) -> None:
    with pytest.raises(PasteError, match=message):
        read_pasted(text, "nardshir")


KERD_BOARD = "tjshbqkbhsjt/pppppccppppp/5pp5/12/12/12/12/12/12/5PP5/PPPPPCCPPPPP/TJSHBQKBHSJT"
KERD_HIDDEN = f"{KERD_BOARD} b infiltrators=?,*"


@pytest.mark.parametrize("window", ["pards", "parry", "pagade", "kerd", "nardshir"])
def test_another_games_text_is_recognised_and_why_it_cannot_be_used_is_said_alike_everywhere(
    window: str,
) -> None:
    """A Kerd text with a hidden choice: Kerd's reason, not another game's "unknown field"."""
    with pytest.raises(PasteError) as caught:
        read_pasted(KERD_HIDDEN, window)
    assert str(caught.value).startswith("a Kerd position that cannot be played from: infiltrators: ")
    assert "hidden" in str(caught.value)


def test_a_games_moves_as_text_say_what_they_are() -> None:
    with pytest.raises(PasteError, match=r"^Kerd's moves as text .* copy the game once it is over"):
        read_pasted('[Game "Kerd"]\n[White "Ana"]\n\n1. choose ? 2. choose ? *\n', "parry")
