"""Colours for the board's tones: light, dark and high-contrast themes, or the system's scheme.

Games name colour roles ("point-a", "water", ...) instead of colours, so a
theme can follow the system palette; a tone written as "#rrggbb" is taken as
it is.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from pardsgui.i18n import N_

LIGHT: dict[str, str] = {
    "board": "#d9c29a",
    "frame": "#6b4a2b",
    "light": "#f0d9b5",
    "dark": "#b58863",
    "line": "#3d3327",
    "mark": "#3d3327",
    "label": "#2b2118",
    "coord": "#4a3b2c",
    "square-number": "#2b2118",  # on a light square whatever the theme (Pagade's arms)
    "point-a": "#7b2e22",
    "point-b": "#e6d2a8",
    "tray": "#8c6a45",
    "bar": "#5a3d22",
    "river": "#a9c7d8",
    "water": "#6fa8dc",
    "water2": "#4f8fc7",
    "land": "#93c47d",
    "land2": "#6aa84f",
    "air": "#ffffff",
    "air2": "#595959",
    "home": "#f3e6c4",
    # Kerd: its regions, checkered as on the designers' board, and the promotion squares
    "water-light": "#8fc3ea",
    "water-dark": "#5d9fd3",
    "land-light": "#a9d18e",
    "land-dark": "#78ad5b",
    "air-light": "#ffffff",
    "air-dark": "#8a8a8a",
    "promotion-white": "#d0312d",
    "promotion-black": "#e7b416",
    # Pards: the 3×3 grids, their pips and dice, the river's banks
    "grid": "#e3c48f",
    "grid-line": "#7a4b22",
    "pip": "#5b3a1e",
    "die": "#fbf7ec",
    "die-text": "#1e1e1e",
    "river-bank": "#4f7ea8",
    "red": "#c0392b",
    "green": "#2e8b57",
    "yellow": "#e1b12c",
    "black": "#333333",
    "white": "#f7f7f7",
    "blue": "#2f6fbf",
    "magenta": "#b03a9a",
    # seats, as games with more than two colours name them
    "seat-white": "#fbfbf5",
    "seat-black": "#1e1e1e",
    "seat-red": "#d0312d",
    "seat-green": "#2e9d4a",
    "seat-blue": "#2f6fd1",
    "seat-magenta": "#b23aa0",
    "seat-yellow": "#e7b416",
    "point": "#00000000",  # a point of a lattice board: only its pip and lines are drawn
    "target": "#2e9d4a",
    "hint": "#8e44ad",
    "selected": "#1f6fd1",
    "last": "#e0a526",
    "problem": "#d0312d",
    "badge": "#202020",
    "badge-text": "#ffffff",
}

DARK: dict[str, str] = {
    **LIGHT,
    "board": "#3a3024",
    "frame": "#1e1710",
    "label": "#efe4cf",
    "coord": "#d8c8aa",
    "point-a": "#8e3b2c",
    "point-b": "#9c8a68",
    "tray": "#2c2218",
    "bar": "#17110b",
    "light": "#b9a07a",
    "dark": "#7b5c3e",
    "home": "#5b5140",
    "grid": "#9c8058",
    "grid-line": "#2a1b0e",
    "pip": "#2a1b0e",
    "line": "#e8dcc2",
    "mark": "#e8dcc2",
}


# Black on white and white lines: every label, mark and outline at the highest contrast; the
# regions keep their hue (water, land, grids) lightened so black text reads on all of them.
HIGH_CONTRAST: dict[str, str] = {
    **LIGHT,
    "board": "#ffffff",
    "frame": "#000000",
    "light": "#ffffff",
    "dark": "#c8c8c8",
    "line": "#000000",
    "mark": "#000000",
    "label": "#000000",
    "coord": "#000000",
    "square-number": "#000000",
    "point-a": "#6b6b6b",
    "point-b": "#ffffff",
    "tray": "#e0e0e0",
    "bar": "#000000",
    "home": "#ffffff",
    "grid": "#fff2cc",
    "grid-line": "#000000",
    "pip": "#000000",
    "water-light": "#cfe8ff",
    "water-dark": "#9fd0ff",
    "land-light": "#d9f2c7",
    "land-dark": "#b5e39a",
    "air-light": "#ffffff",
    "air-dark": "#c8c8c8",
    "target": "#007a1f",
    "selected": "#0033cc",
    "last": "#b34700",
    "hint": "#6a1b9a",
    "problem": "#c00000",
}
THEMES: dict[str, dict[str, str]] = {"light": LIGHT, "dark": DARK, "contrast": HIGH_CONTRAST}
CHOICES = (
    ("system", N_("Follow the system")),
    ("light", N_("Light")),
    ("dark", N_("Dark")),
    ("contrast", N_("High contrast")),
)


def system_is_dark() -> bool:
    """The system's colour scheme (Qt 6.5+), else the palette's window colour."""
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    scheme = app.styleHints().colorScheme()
    if scheme != Qt.ColorScheme.Unknown:
        return scheme == Qt.ColorScheme.Dark
    return is_dark()


def is_dark() -> bool:
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        return False
    return bool(app.palette().color(QPalette.ColorRole.Window).lightness() < 110)


MARKS_CONTRAST = 3.0  # WCAG AA for lines and other graphical objects
INKS = ("#2b2118", "#f5efe3")  # a dark and a light ink for outlines the theme's line colour cannot do


def luminance(colour: QColor) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    channels: list[float] = []
    for value in (colour.redF(), colour.greenF(), colour.blueF()):
        channels.append(value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4)
    red, green, blue = channels
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


class Theme:
    def __init__(self, dark: bool | None = None) -> None:
        self.choice = "system"
        self.dark = is_dark() if dark is None else dark
        self.colours = DARK if self.dark else LIGHT
        self._cache: dict[str, QColor] = {}

    def use(self, choice: str) -> None:
        """Switch to a theme of CHOICES ("system" follows the system's scheme); unknown: system."""
        self.choice = choice if choice in dict(CHOICES) else "system"
        name = self.choice if self.choice != "system" else ("dark" if system_is_dark() else "light")
        self.dark = name == "dark"
        self.colours = THEMES[name]
        self._cache = {}

    def colour(self, tone: str) -> QColor:
        cached = self._cache.get(tone)
        if cached is None:
            cached = QColor(tone if tone.startswith("#") else self.colours.get(tone, "#ff00ff"))
            self._cache[tone] = cached
        return QColor(cached)

    def outline(self, fill: QColor) -> QColor:
        """The line around a cell of colour `fill`: the theme's own where it shows (3:1), else an ink.

        Boards keep their own square colours in every theme (Pagade's arms, Kerd's regions),
        so a line chosen for the board's background can vanish on them.
        """
        line = self.colour("line")
        if contrast(line, fill) >= MARKS_CONTRAST:
            return line
        return max((QColor(ink) for ink in INKS), key=lambda ink: contrast(ink, fill))

    def knows(self, tone: str) -> bool:
        return tone.startswith("#") or tone in self.colours


# The window's own colours for a theme chosen in View ▸ Theme. Qt's colour scheme hint
# recolours the window on a few platforms only; a palette does it under every style that
# draws with one (Fusion, the one Qt uses where the desktop names none).
WINDOW_DARK = {
    "Window": "#2b2b2b",
    "WindowText": "#e8e8e8",
    "Base": "#1f1f1f",
    "AlternateBase": "#2b2b2b",
    "Text": "#e8e8e8",
    "Button": "#353535",
    "ButtonText": "#e8e8e8",
    "BrightText": "#ffffff",
    "Highlight": "#3d6fc9",
    "HighlightedText": "#ffffff",
    "ToolTipBase": "#353535",
    "ToolTipText": "#e8e8e8",
    "Link": "#8ab4f8",
    "PlaceholderText": "#9a9a9a",
    "Light": "#505050",
    "Midlight": "#404040",
    "Mid": "#303030",
    "Dark": "#1a1a1a",
    "Shadow": "#000000",
}
WINDOW_DARK_DISABLED = "#808080"


def window_palette(name: str, system: QPalette) -> QPalette:
    """The window's palette for theme `name` ("light", "dark", "contrast"), or `system` for "system"."""
    if name == "dark":
        palette = QPalette(system)
        for role, colour in WINDOW_DARK.items():
            palette.setColor(QPalette.ColorRole[role], QColor(colour))
        for role in ("WindowText", "Text", "ButtonText"):
            palette.setColor(
                QPalette.ColorGroup.Disabled, QPalette.ColorRole[role], QColor(WINDOW_DARK_DISABLED)
            )
        return palette
    if name in ("light", "contrast") and system.color(QPalette.ColorRole.Window).lightness() < 110:
        from PySide6.QtWidgets import QStyleFactory

        style = QStyleFactory.create("Fusion")
        return style.standardPalette() if style is not None else system
    return system
