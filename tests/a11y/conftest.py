"""The AT-SPI tests: the real app read as Orca reads it, skipped where the stack is missing."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.a11y.stack import Desk, missing

Open = Callable[..., Desk]


@pytest.fixture
def desk() -> Iterator[Open]:
    """Start pardsgui with these arguments on a private display and bus; read it through AT-SPI."""
    reason = missing()
    if reason:
        pytest.skip(f"the Linux accessibility stack is not here: {reason}")
    opened: list[Desk] = []

    def open_app(*argv: str) -> Desk:
        opened.append(Desk(*argv))
        return opened[-1]

    yield open_app
    for one in opened:
        # The board's cell interfaces are Python objects Qt's accessibility cache holds: the app
        # must still end cleanly, not crash as that cache is emptied.
        status = one.end_app()
        said = one.app_said()
        one.close()
        assert "Traceback" not in said, said
        assert status == 0, f"the app ended with status {status}: {said}"
