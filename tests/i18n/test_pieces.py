"""Pieces, cells, options and sets in German and Persian, where the window shows them.

A piece's name in a tooltip and in a Cells row, a game's options in the status bar and a
set's line are composed from translated pieces; here each is read in the real catalogs.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from pardsgui import i18n
from pardsgui.core.geometry import Cell, piece_here, piece_on, rectangle
from pardsgui.games import get_game
from pardsgui.games.pards.match import PardsSet
from pardsgui.storage.sets import describe, verdict
from pardsgui.table.cells import cell_words
from pardsgui.ui.play_mode import option_words
from tests.games.pards.test_match import QUICK


@pytest.fixture
def speak() -> Iterator[object]:
    yield i18n.use
    i18n.use(i18n.ENGLISH)


def names(game_id: str, **options: str) -> list[str]:
    game = get_game(game_id)
    position = game.initial(**options)
    return [view.name for view in game.board_view().pieces(position) if view.name]


@pytest.mark.parametrize("language", ["de", "fa"])
def test_a_piece_is_named_in_the_language_and_its_place_said_once_in_the_cells_list(
    speak: object, language: str
) -> None:
    i18n.use(language)
    cell = Cell("a2", rectangle(0, 0, 1, 1), (0.5, 0.5), label="a2")
    name = piece_on(i18n._("{colour} {piece}").format(colour=i18n._("White"), piece=i18n._("Shah")), "a2")
    assert name == {"de": "Schah von Weiß auf a2", "fa": "شاه سفید روی a2"}[language]
    assert piece_here(name, "a2") == name.removesuffix({"de": " auf a2", "fa": " روی a2"}[language])
    from pardsgui.core.geometry import PieceView

    row = cell_words(cell, [PieceView("a2", "white-shah", 0, 1, name)])
    assert row == {"de": "a2: Schah von Weiß", "fa": "a2: شاه سفید"}[language]


def test_a_place_said_before_the_piece_is_taken_off_too(
    speak: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A language may put the place first ("auf a2: …"): the Cells list takes it off there."""
    monkeypatch.setattr(
        "pardsgui.core.geometry._", lambda text: "on {cell}: {piece}" if "{piece}" in text else text
    )
    assert piece_on("Shah", "a2") == "on a2: Shah" and piece_here("on a2: Shah", "a2") == "Shah"


@pytest.mark.parametrize(
    ("game_id", "english", "german", "persian"),
    [
        ("pards", "White Shah on a2", "Schah von Weiß auf a2", "شاه سفید روی a2"),
        ("kerd", "White Tower on a1", "Turm von Weiß auf a1", "برج سفید روی a1"),
        ("parry", "", "", ""),  # no stone at the start
        ("pagade", "Red pawn-pair on 12", "Figurenpaar von Rot auf 12", "جفت‌مهرهٔ قرمز روی 12"),
    ],
)
def test_every_games_pieces_are_named_in_german_and_persian(
    speak: object, game_id: str, english: str, german: str, persian: str
) -> None:
    options = {"seats": "2"} if game_id == "pagade" else {}
    shown = {}
    for language in ("en", "de", "fa"):
        i18n.use(language)
        shown[language] = names(game_id, **options)
    assert len(shown["en"]) == len(shown["de"]) == len(shown["fa"])
    if english:
        assert english in shown["en"] and german in shown["de"] and persian in shown["fa"]
    for name in shown["de"] + shown["fa"]:
        assert name not in shown["en"], name


def test_options_are_named_as_the_new_game_dialog_names_them(speak: object) -> None:
    assert option_words(get_game("nardshir"), {"variant": "ludii2"}) == ["Ludii 2 reconstruction"]
    assert option_words(get_game("parry"), {"board": "hex-3", "seats": "3"}) == ["Hex 3 (19)", "3 players"]
    assert option_words(get_game("parry"), {"board": "moon-9"}) == ["board moon-9"]  # as written
    i18n.use("de")
    assert option_words(get_game("parry"), {"board": "hex-3", "seats": "3"}) == [
        "Sechseck 3 (19)",
        "3 Spieler",
    ]
    i18n.use("fa")
    assert option_words(get_game("pagade"), {"seats": "4p"}) == [i18n._("4 players in partnerships")]
    assert option_words(get_game("pagade"), {"seats": "4p"}) != ["4 players in partnerships"]


def test_a_sets_line_and_verdict_in_german(speak: object) -> None:
    game_set = PardsSet(("Ann", "Bob"), QUICK)
    i18n.use("de")
    assert describe(game_set, game_set.games[0]) == "Serie: Spiel 1 von 2 · Ann 0 – Bob 0"
    assert verdict(game_set) == (
        "Spiel 1: Ann (Weiß) gegen Bob (Schwarz) — nicht beendet.\nDie Serie bisher: Ann 0 – Bob 0."
    )
