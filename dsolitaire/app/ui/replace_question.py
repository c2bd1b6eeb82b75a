"""Asking before a game in progress is replaced: the window-modal question, opened
without blocking, with "Don't ask again". Whether to ask is the session's rule
(:meth:`~dsolitaire.app.play.session.GameSession.must_ask`); this only asks.

The five questions (a game code from outside, New game, Restart, Play on from a replay
and from an analysed move) are worded here, in one place (context ``ReplaceQuestion``);
the box's own buttons are the main window's words (context ``MainWindow``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from ...engine import GameCode
from ..play.session import GameSession

if TYPE_CHECKING:  # loaded at the first question, not before the first frame
    from PySide6.QtWidgets import QMessageBox


class ReplaceQuestion(QObject):
    """The one open "replace the game?" question of a window (its parent); a newer
    question replaces an open one (the older is answered "keep playing")."""

    def __init__(self, parent: QWidget, session: GameSession) -> None:
        super().__init__(parent)  # a child: no Python reference back to the window
        self.session = session
        self.box: QMessageBox | None = None

    def _window(self) -> QWidget:
        window = self.parent()
        assert isinstance(window, QWidget)
        return window

    def ask(self, question: str, detail: str, yes_text: str,
            then: Callable[[], None]) -> QMessageBox | None:
        """Run ``then`` (which replaces the game) once the player agrees; at once (and
        None) when the session needs no consent."""
        if not self.session.must_ask():
            then()
            return None
        if self.box is not None:
            self.box.reject()  # the older question is answered "keep playing"
        from PySide6.QtWidgets import QCheckBox, QMessageBox

        yes = QMessageBox.StandardButton.Yes
        no = QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question,
                          self.tr("Double Solitaire"),
                          question, yes | no, self._window())
        box.setObjectName("confirmReplace")
        box.setInformativeText(detail)
        box.button(yes).setText(yes_text)
        box.button(no).setText(self.tr("&Keep playing"))
        box.setDefaultButton(no)
        box.setEscapeButton(no)
        # parented, so that Python does not delete the box's check box under it
        dont_ask = QCheckBox(self.tr("Don't &ask again"), box)
        dont_ask.setObjectName("dontAskAgain")
        box.setCheckBox(dont_ask)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.box = box

        def answered() -> None:
            if self.box is box:
                self.box = None
            if box.clickedButton() is not box.button(yes):
                return
            if dont_ask.isChecked():
                self.session.stop_asking()
            then()

        box.finished.connect(answered)
        box.open()
        return box

    # -- the questions -------------------------------------------------------------------

    def _ends(self) -> str:
        return self.tr("The game in progress ends and cannot be continued afterwards.")

    def deal_code(self, code: GameCode, then: Callable[[], None]) -> QMessageBox | None:
        """A game code from outside (the command line, a second launch, the daily deal)."""
        return self.ask(self.tr("Play the deal %1?").replace("%1", str(code)), self._ends(),
                        self.tr("&Play this deal"), then)

    def new_game(self, then: Callable[[], None]) -> QMessageBox | None:
        return self.ask(self.tr("Give up the game in progress and deal a new game?"),
                        self._ends(), self.tr("&Deal"), then)

    def restart(self, then: Callable[[], None]) -> QMessageBox | None:
        return self.ask(
            self.tr("Restart this deal from its first card?"),
            self.tr("The cards go back to where they were dealt and the score starts "
                    "again; it is the same game, so the clock and the move counter go on "
                    "and the statistics count it once. Undo brings the game back."),
            self.tr("&Restart"), then)

    def play_on_replay(self, then: Callable[[], None]) -> QMessageBox | None:
        return self.ask(self.tr("Give up the game in progress and play on from this replay?"),
                        self._ends(), self.tr("&Play on"), then)

    def play_on_from(self, move: int, code: GameCode,
                     then: Callable[[], None]) -> QMessageBox | None:
        """Play on from move ``move`` of an analysed game of ``code``."""
        return self.ask(
            self.tr("Give up the game in progress and play on from move %1 of %2?")
            .replace("%1", str(move)).replace("%2", str(code)),
            self._ends(), self.tr("&Play on"), then)
