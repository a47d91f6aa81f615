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
