"""The search for a winnable deal as the player sees it: a window-modal progress window
that counts the deals tried and cancels the search, and a message if the search breaks
down. The search itself is the session's
(:meth:`~dsolitaire.app.play.session.GameSession.find_winnable`); the words are the main
window's (context ``MainWindow``), the window it is shown in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QWidget

from ..play.session import GameSession

if TYPE_CHECKING:  # loaded with the first search, not before the first frame
    from PySide6.QtWidgets import QProgressDialog


class SearchProgress(QObject):
    """Follows a session's search: shows its progress, and its breakdown, over the
    window that is its parent."""

    def __init__(self, parent: QWidget, session: GameSession) -> None:
        super().__init__(parent)  # a child: no Python reference back to the window
        self.session = session
        #: The progress window while a search runs (None otherwise).
        self.dialog: QProgressDialog | None = None
        session.searchStarted.connect(self.show)
        session.searchEnded.connect(self.close)
        session.searchFailed.connect(self.failed)

    def _window(self) -> QWidget:
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def show(self) -> None:
        from PySide6.QtWidgets import QProgressDialog

        progress = QProgressDialog(self._window())
        progress.setObjectName("winnableProgress")
        progress.setWindowTitle(QCoreApplication.translate("MainWindow", "New game"))
        progress.setLabelText(QCoreApplication.translate("MainWindow",
                                                         "Finding a winnable deal\u2026"))
        progress.setCancelButtonText(QCoreApplication.translate("MainWindow", "Cancel"))
        progress.setRange(0, 0)  # busy: the number of deals needed is not known
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = progress
        progress.canceled.connect(self.session.cancel_search)
        progress.rejected.connect(self.session.cancel_search)  # Escape
        progress.open()

    def tried(self, text: str) -> None:
        """Say how many deals were tried (the window words it: a plural form)."""
        if self.dialog is not None:
            self.dialog.setLabelText(text)

    def close(self) -> None:
        dialog, self.dialog = self.dialog, None
        if dialog is not None:
            dialog.close()

    def failed(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Warning, QCoreApplication.translate("MainWindow", "Double Solitaire"),
            QCoreApplication.translate(
                "MainWindow",
                "The search for a winnable deal stopped (%1). The game stays as it is.")
            .replace("%1", message), QMessageBox.StandardButton.Ok, self._window())
        box.setObjectName("winnableFailed")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
