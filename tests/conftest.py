"""Test set-up shared by the whole suite: headless Qt, repeatable hypothesis."""

from __future__ import annotations

import os

# Qt must not look for a screen: the suite runs headless everywhere.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The app follows the system's language: the suite reads English whatever the machine speaks.
os.environ["LANGUAGE"] = "en"

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings
from PySide6.QtGui import QGuiApplication, QPalette

from pardsgui.qt_environment import prepare_qt
from tests import toygame
from tests.speaking import speaking

prepare_qt()  # before any QApplication: the windows tested paint as the app's do

# The test-only sixth game joins the registry before any test is collected, so every
# test that walks the registry's games walks it too: the proof that a game plugs in
# by docs/architecture.md's checklist alone.
toygame.register()

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True
)
settings.register_profile("long", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker more than the processors this run may use.

    Many tests spend seconds waiting on other processes (the AT-SPI desk, an app killed
    and started again, the search worker): with a worker a processor, a quarter of the
    processors' time went idle (two cores: 289 s, with three workers 240 s, alike in CPU).
    """
    available = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else range(os.cpu_count() or 1)
    return len(available) + 1


@pytest.fixture
def german() -> Iterator[None]:
    """The app's words in German for the test, English again after it."""
    with speaking("de"):
        yield


@pytest.fixture(autouse=True)
def window_colours_left_as_found() -> Iterator[None]:
    """View ▸ Theme sets the application's palette and colour scheme: a test that chose the dark
    theme left every later test's windows dark, and a test of the board's drawing failed only
    when the whole suite ran before it."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        yield
        return
    palette, scheme = QPalette(app.palette()), QGuiApplication.styleHints().colorScheme()
    yield
    QGuiApplication.styleHints().setColorScheme(scheme)
    app.setPalette(palette)
