"""The window's language: our catalog, Qt's own words for its standard buttons, the direction.

The language is chosen once, as the app starts (before any window is made): View ▸ Language
stores a choice for the next start, since the words already on screen were made in the old one.
"""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QApplication, QMenu

from pardsgui import i18n
from pardsgui.i18n import _
from pardsgui.storage.settings import Settings
from pardsgui.ui.menus_words import keyed

SETTING = "language"
SYSTEM = ""  # the setting's value that follows the system's locale

_qt_translator: QTranslator | None = None


def start(app: QApplication, code: str) -> str:
    """Speak `code` in our words and Qt's; returns the language used (English if `code` has no catalog)."""
    global _qt_translator
    used = i18n.use(code)
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator = None
    if used != i18n.ENGLISH:
        translator = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        # Qt's standard buttons (OK, Cancel, Save, Discard …) and file dialogs; a language Qt
        # does not ship keeps Qt's English there, and ours everywhere else.
        if translator.load(f"qtbase_{used}", folder):
            app.installTranslator(translator)
            _qt_translator = translator
    QLocale.setDefault(QLocale(used if used != i18n.PSEUDO else i18n.ENGLISH))
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if i18n.right_to_left(used) else Qt.LayoutDirection.LeftToRight
    )
    return used


def fill_menu(menu: QMenu, settings: Settings) -> None:
    """View ▸ Language: the system's language or one of ours, stored for the next start."""
    group = QActionGroup(menu)
    chosen = settings.get(SETTING, SYSTEM)
    letters: set[str] = set()
    choices = [(SYSTEM, _("System language")), *i18n.LANGUAGES.items()]
    for code, name in choices:
        item = menu.addAction(keyed(name, letters))
        item.setCheckable(True)
        item.setChecked(code == chosen or (code == SYSTEM and chosen not in i18n.LANGUAGES))
        item.setData(code)
        item.setStatusTip(_("Used from the next start of pardsgui"))
        group.addAction(item)
        item.triggered.connect(lambda _checked=False, code=code: choose(settings, code))


def choose(settings: Settings, code: str) -> None:
    settings.set(SETTING, code)
    settings.save()
