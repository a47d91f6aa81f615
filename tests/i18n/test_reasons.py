"""The rules' reasons against a move in German and Persian: the same facts as in English.

A refused move reads in the reader's language (the sentence translated, its cells, moves,
counts and dice the engine's own); the lessons are still proved on the English reasons and
the engine's command line still prints English.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from pardsgui import i18n
from pardsgui.core.contract import IllegalMove, MoveSyntaxError, Position
from pardsgui.engine import main
from pardsgui.games import GAME_IDS, get_game
from pardsgui.lessons.book import load_lessons
from tests.journeys.conftest import Start
from tests.journeys.person import press_any
from tests.journeys.test_typed_moves import type_move

# Notation and numbers in a reason: cells (a1, R3h), moves (3:h-2, e2xe4), dice (5,3), counts.
FACT = re.compile(r"[A-Za-z0-9:,+=@×\-]*[0-9][A-Za-z0-9:,+=@×\-]*")
PERSIAN_DIGITS = str.maketrans("۰۱۲۳۴۵۶۷۸۹", "0123456789")


def refusals(game_id: str, seed: int = 3, plies: int = 120) -> list[tuple[Position, str]]:
    """Positions of a random game, each with the text of a move the game allows elsewhere but not there."""
    rng = random.Random(seed)
    position = get_game(game_id).initial()
    walk = [position]
    while position.outcome is None and len(walk) < plies:
        chances = [outcome for outcome, _p in position.chance_outcomes()]
        moves = chances or position.legal_moves()
        position = position.apply(moves[rng.randrange(len(moves))])
        walk.append(position)
    texts = sorted({p.move_text(m) for p in walk for m in p.legal_moves()})
    found: list[tuple[Position, str]] = []
    for position in walk[:: max(1, len(walk) // 12)]:
        legal = {position.move_text(m) for m in position.legal_moves()}
        found += [(position, text) for text in rng.sample(texts, min(8, len(texts))) if text not in legal]
    return found


def reason(position: Position, text: str) -> str | None:
    try:
        position.parse_move(text)
    except MoveSyntaxError:
        return None
    except IllegalMove as error:
        return str(error)
    return None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_refused_move_reads_in_german_and_persian_with_the_english_facts(game_id: str) -> None:
    cases = refusals(game_id)
    english = [reason(position, text) for position, text in cases]
    assert sum(r is not None for r in english) >= 10, english
    for language in ("de", "fa"):
        i18n.use(language)
        try:
            translated = [reason(position, text) for position, text in cases]
        finally:
            i18n.use(i18n.ENGLISH)
        kinds_translated = set()
        for ours, theirs in zip(english, translated, strict=True):
            if ours is None:
                assert theirs is None
                continue
            assert theirs is not None and "{" not in theirs, (ours, theirs)
            plain = theirs.replace(i18n.LRI, "").replace(i18n.PDI, "").translate(PERSIAN_DIGITS)
            for fact in FACT.findall(ours):
                assert fact.strip(",:-") in plain, (language, fact, ours, theirs)
            if theirs != ours:
                kinds_translated.add(ours.split(": ", 1)[-1][:12])
        # every reason met is a sentence in the language (none left in English)
        untranslated = [(o, t) for o, t in zip(english, translated, strict=True) if o is not None and o == t]
        assert not untranslated, untranslated
        assert kinds_translated


def test_in_persian_the_refused_move_stays_left_to_right_in_its_sentence() -> None:
    position = get_game("nardshir").initial()
    i18n.use("fa")
    try:
        words = reason(position, "3:h-2")
    finally:
        i18n.use(i18n.ENGLISH)
    lri, pdi = i18n.LRI, i18n.PDI
    assert words == f"{lri}3:h-2{pdi}: نخست باید تاس ریخت (حرکتی مانند '{lri}roll 3,5{pdi}')"
    assert reason(position, "3:h-2") == "3:h-2: the dice must be rolled first (a move like 'roll 3,5')"


def test_the_lessons_are_proved_on_the_english_reasons_whatever_the_window_speaks() -> None:
    i18n.use("de")
    try:
        for game_id in GAME_IDS:
            assert load_lessons(game_id)  # proves every `says` against the engine's reasons
    finally:
        i18n.use(i18n.ENGLISH)


def test_the_engine_command_line_prints_english_reasons(capsys: pytest.CaptureFixture[str]) -> None:
    i18n.use("de")
    try:
        code = main(["play", "nardshir", f"{','.join(['0'] * 24)} w", "3:h-2"])
    finally:
        i18n.use(i18n.ENGLISH)
    _out, err = capsys.readouterr()
    assert code == 2
    assert err == "pardsgui-engine: move 1: 3:h-2: the dice must be rolled first (a move like 'roll 3,5')\n"


def test_a_move_typed_in_german_that_the_rules_refuse_says_why_in_german(
    start: Start, folders: tuple[Path, Path]
) -> None:
    config, _data = folders
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": "de", "window_size": [1200, 800]}))
    person = start("--game", "nardshir")
    type_move(person, "3:h-2")
    assert person.note() == "Zuerst muss gewürfelt werden (ein Zug wie 'roll 3,5')"
    assert person.window.move_box.text() == "3:h-2"  # kept, to be corrected
    assert person.window.controller.record.current.move is None  # nothing played
    person.window.move_box.clear()
    type_move(person, "roll 5,3")
    assert person.note() == "Letzter Zug: Weiß würfelte 5 und 3"
    type_move(person, "6:h-6")
    assert person.note() == "Es gibt keinen Würfel 6 zu spielen (Würfel: 3,5)"
    assert person.window.move_box.text() == "6:h-6"
    person.window.move_box.clear()
    type_move(person, "pass")
    assert person.note() == "Passen ist nur erlaubt, wenn kein Würfel genutzt werden kann"
    person.window.move_box.clear()
    type_move(person, "hello")  # no move's form: the forms, in German
    assert person.note() == "Züge schreibt man wie '5:h-4', '3:10-13', '2:22-off', 'pass' oder 'roll 3,5'"
    # Leaving in German: Qt's own button reads "Verwerfen".
    with person.answering(press_any("Verwerfen")):
        person.window.close()
