"""What the status bar says and for how long: the one owner of its messages. The window
connects the session's, the table's and the history's signals to it; nothing else shows a
message on the bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDate, QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar

from ...engine import GameCode
from ..play.change import Change


class MessageLabel(QLabel):
    """The status bar's message, elided to the label's width (again at every resize); the
    whole text in the tooltip, and for screen readers in the accessible name."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("statusMessage")
        self.setTextFormat(Qt.TextFormat.PlainText)
        # the room the score leaves, never more: a long text does not widen the bar
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(0)
        self._whole = ""

    def show_message(self, text: str, spoken: str) -> None:
        self._whole = text
        self.setToolTip(text)
        self.setAccessibleName(spoken)
        self._elide()

    def whole_text(self) -> str:
        return self._whole

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._elide()

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(
            self._whole, Qt.TextElideMode.ElideRight, self.contentsRect().width()))


class StatusPresenter(QObject):
    """The status bar's messages. ``spoken`` words a message for a screen reader (the
    cards in words; the symbols stay on screen for sighted players)."""

    def __init__(self, bar: QStatusBar, spoken: Callable[[str], str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        self._hint_text = ""
        #: What the bar shows: the first of its permanent widgets, taking the room the
        #: others leave. The bar paints its own message only left of its first permanent
        #: widget, where this label already is, so the text is never painted twice.
        self.message = MessageLabel()
        bar.insertPermanentWidget(0, self.message, 1)
        bar.messageChanged.connect(lambda text: self._show(text, spoken(text)))

    def _show(self, text: str, spoken: str) -> None:
        self.bar.setAccessibleName(spoken)
        self.message.show_message(text, spoken)

    def say(self, text: str, ms: int = 0) -> None:
        """A message of its own (a history's problem or notice), for ``ms`` (0: until the
        next one)."""
        self.bar.showMessage(text, ms)

    def clear(self) -> None:
        self.bar.clearMessage()

    def refusal(self, text: str, spoken: str) -> None:
        """A refused gesture; a screen reader reads it with the cards in words, worded
        from the refusal (not read back from the symbols)."""
        self.bar.showMessage(text, 3000)
        self._show(text, spoken)

    def changed(self, change: Change) -> None:
        """The bar says what is true now: a refusal or a notice about the position before
        goes at the next command that played (a hint of the new position comes after)."""
        if change.label is None:  # a deal, a saved game: not the player's action
            return
        self.bar.clearMessage()
        self._hint_text = ""

    def hint(self, text: str) -> None:
        """A hint, until the position changes; an empty one takes the hint shown away."""
        bar = self.bar
        if text:
            bar.showMessage(text)
        elif bar.currentMessage() and bar.currentMessage() == self._hint_text:
            bar.clearMessage()
        self._hint_text = text

    def deal_found(self, _code: object = None) -> None:
        self.bar.showMessage(self.tr("This deal is proven winnable. Good luck!"), 5000)

    def finding_daily(self) -> None:
        self.bar.showMessage(self.tr("Finding today's deal…"), 10000)

    def no_daily(self, text: str) -> None:
        self.bar.showMessage(
            self.tr("No daily deal for this mode (%1)").replace("%1", text), 10000)

    def daily(self, date: str, code: GameCode) -> None:
        """The daily deal dealt: its date in the player's locale (the history keeps ISO)."""
        day = QDate.fromString(date, Qt.DateFormat.ISODate)
        said = QLocale().toString(day, QLocale.FormatType.LongFormat) if day.isValid() else date
        self.bar.showMessage(
            self.tr("The daily deal of %1: %2").replace("%1", said).replace("%2", str(code)),
            10000)

    def code_copied(self) -> None:
        self.bar.showMessage(self.tr("Game code copied"), 2000)

    def record_copied(self) -> None:
        self.bar.showMessage(self.tr("Game record copied"), 3000)

    def record_played(self, count: int) -> None:
        self.bar.showMessage(
            self.tr("%n action(s) played; Undo takes them back", "", count), 5000)

    def watching(self, code: GameCode) -> None:
        self.bar.showMessage(
            self.tr("Watching the replay of %1").replace("%1", str(code)), 5000)

    def played_on(self, count: int) -> None:
        self.bar.showMessage(
            self.tr("You play on from move %1; Undo takes the moves back")
            .replace("%1", str(count)), 5000)
