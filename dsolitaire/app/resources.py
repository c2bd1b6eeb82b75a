"""Where the app's resources are: ``resources/`` beside the package, or in a bundle."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)  # PyInstaller
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def install_translators(app: QCoreApplication, locale: QLocale | None = None,
                        folder: Path | None = None) -> list[QTranslator]:
    """Load the app's and Qt's own translations for the locale (English needs none).

    The app's are ``dsolitaire_<lang>.qm`` in ``folder`` (default: resources/translations).
    """
    locale = locale or QLocale()
    loaded = []
    own = QTranslator(app)
    if own.load(locale, "dsolitaire", "_", str(folder or resources_dir() / "translations")):
        app.installTranslator(own)
        loaded.append(own)
    qt = QTranslator(app)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(locale, "qtbase", "_", qt_dir):
        app.installTranslator(qt)
        loaded.append(qt)
    return loaded
