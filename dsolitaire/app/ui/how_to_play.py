"""Help ▸ How to play: the rules for players, in the UI language."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..resources import rules_language, rules_markdown


class HowToPlayDialog(QDialog):
    """The rules, in the player's language: ``resources/rules`` with the engine's numbers.

    The language is the default QLocale's (Danish, German, otherwise English); the text is
    read again when the UI language changes.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("howToPlayDialog")
        self.resize(620, 520)  # fits an 800×600 screen with its frame
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Title and rules text in the current UI language."""
        self.setWindowTitle(self.tr("How to play"))
        try:
            text = rules_markdown(rules_language())
        except OSError as exc:
            text = self.tr("The rules could not be read: %1").replace("%1", str(exc))
            self.browser.setPlainText(text)
            return
        self.browser.setMarkdown(text)
