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
        said = one.app_said()
        one.close()
        assert "Traceback" not in said, said
