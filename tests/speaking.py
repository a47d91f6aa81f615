"""A test that reads the app in another language, and English again after it, whatever happens."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from pardsgui import i18n


@contextmanager
def speaking(language: str) -> Iterator[None]:
    i18n.use(language)
    try:
        yield
    finally:
        i18n.use(i18n.ENGLISH)
