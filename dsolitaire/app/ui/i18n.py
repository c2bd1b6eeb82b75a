"""The UI language: the app's own catalogue and Qt's, switched at run time.

English is the source language; ``dsolitaire_en.qm`` only carries the plural forms
(``%n``). Danish and German come from ``dsolitaire_da.qm`` and ``dsolitaire_de.qm``, Qt's
own strings (dialog buttons, the line-edit menu) from ``qtbase_da.qm``/``qtbase_de.qm``.

Installing or removing a translator makes Qt send ``QEvent.LanguageChange`` to every
window; each window and dialog retranslates itself in ``changeEvent``, so a new choice
applies at once, without a restart.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from ..resources import resources_dir

#: The languages the app speaks, the source language last (the fallback).
LANGUAGES = ("da", "de", "en")
_LOCALES = {"da": "da_DK", "de": "de_DE", "en": "en_US"}


def system_language() -> str:
    """The first of the system's UI languages that the app speaks, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(choice: str) -> str:
    """The language a choice of the setting stands for (an unknown choice: the system's)."""
    return choice if choice in LANGUAGES else system_language()


def translations_dir() -> Path:
    return resources_dir() / "translations"


class Translations(QObject):
    """The translators installed on the application: one object per application."""

    def __init__(self, app: QCoreApplication, folder: Path | None = None) -> None:
        super().__init__(app)
        self.setObjectName("dsolitaireTranslations")
        self._app = app
        self._folder = folder or translations_dir()
        self._installed: list[QTranslator] = []
        #: The language in use ("da", "de" or "en"); None before the first apply().
        self.language: str | None = None

    @classmethod
    def of(cls, app: QCoreApplication | None = None) -> Translations:
        """The application's translations object, made on first use."""
        app = app or QCoreApplication.instance()
        if app is None:
            raise RuntimeError("Translations need a QCoreApplication")
        found = app.findChild(Translations, "dsolitaireTranslations")
        return found if isinstance(found, Translations) else cls(app)

    def apply(self, choice: str) -> str:
        """Switch to the language of a setting's choice; return the language used."""
        language = resolve(choice)
        if language == self.language:
            return language
        for translator in self._installed:
            self._app.removeTranslator(translator)
            translator.deleteLater()  # and its catalogue: a long session switches often
        self._installed = []
        locale = QLocale(_LOCALES[language])
        QLocale.setDefault(locale)
        own = QTranslator(self)
        self._install(own, own.load(f"dsolitaire_{language}", str(self._folder)))
        qt = QTranslator(self)
        self._install(qt, language != "en" and qt.load(
            f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        ))
        self.language = language
        return language

    def _install(self, translator: QTranslator, loaded: bool) -> None:
        """Install a translator whose catalogue loaded; let one that did not go."""
        if not loaded:
            translator.deleteLater()
            return
        self._app.installTranslator(translator)
        self._installed.append(translator)
