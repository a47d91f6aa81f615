"""The journeys' start of the real app, and English again after every test that changed the language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from pardsgui import i18n
from tests.journeys.conftest import folders, start  # noqa: F401  (fixtures)


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    from pardsgui.ui.language import start as start_language

    app = QApplication.instance()
    if isinstance(app, QApplication):
        start_language(app, i18n.ENGLISH)
    else:
        i18n.use(i18n.ENGLISH)
