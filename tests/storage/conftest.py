"""The real window's fixtures, as tests/ui has them (private settings and data folders too)."""

from tests.ui.conftest import make_window, private_dirs

__all__ = ["make_window", "private_dirs"]
