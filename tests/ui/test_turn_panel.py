"""The turn panel's words: plain text, with the game's terms linked to their definitions."""

from __future__ import annotations

from pardsgui.ui.panels.turn import linked

GLOSSARY = {"grid": "a 3×3 area with a die", "sack": "a capture by a group", "Vicar": "the neutral piece"}


def test_terms_link_once_and_nothing_else_is_markup() -> None:
    words = "Ann <img src=x> may sack; grids and a grid, the Vicar & a sack"
    text = linked(words, GLOSSARY, "#102030")
    assert "<img" not in text and "&lt;img src=x&gt;" in text and "&amp;" in text
    assert text.count('href="term:sack"') == 1  # the first mention only
    assert text.count('href="term:grid"') == 1 and ">grids</a>" in text  # a plural links to its term
    assert text.count('href="term:Vicar"') == 1
    assert 'style="color: #102030;"' in text


def test_without_a_glossary_the_words_are_only_escaped() -> None:
    assert linked("a < b", {}) == "a &lt; b"
