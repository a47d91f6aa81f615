from __future__ import annotations

from pardsgui.core.record import Record
from pardsgui.core.record_text import record_to_text
from pardsgui.games import get_game


def test_plain_text_has_headers_moves_variations_and_comments() -> None:
    game = get_game("nardshir")
    record = Record(game, players=["Ann", 'Bo "B"'])
    for text in ("roll 3,5", "3:h-2", "5:h-4"):
        record.play_text(text)
    record.main_line()[1].comment = "low {first}"
    record.go_to(record.main_line()[0])
    record.play_text("5:h-4")
    text = record_to_text(record, ("White", "Black"))
    head, body = text.split("\n\n")
    assert head.splitlines() == [
        '[Game "Nardshir"]',
        '[Options "variant=ludii2"]',
        '[White "Ann"]',
        '[Black "Bo \\"B\\""]',
        '[Result "*"]',
        f'[Start "{record.start.to_text()}"]',
    ]
    assert body.strip() == "1. roll 3,5 2. 3:h-2 {low {first)} (2. 5:h-4) 3. 5:h-4 *"


def test_a_line_never_breaks_between_a_move_number_and_its_move() -> None:
    record = Record(get_game("nardshir"))
    for _ in range(120):
        position = record.position
        if position.outcome is not None:
            break
        record.play(position.legal_moves()[-1])
    text = record_to_text(record, ("White", "Black"))
    body = text.split("\n\n", 1)[1].splitlines()
    assert len(body) > 5
    for line in body:
        assert not line.rstrip().split(" ")[-1].endswith("."), line  # no number left at a line's end
        assert "\0" not in line
    assert " ".join(body).split(" ")[:2] == ["1.", record.main_line()[0].text.split(" ")[0]]
