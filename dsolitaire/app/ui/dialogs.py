"""The windows the menus open beside the table: Statistics, the analysis, Settings, How to
play and About. Each is imported when first opened (the first frame does not wait for
them); the ones kept between uses are shown again or brought to the front."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar, cast

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

from ... import __version__
from ...engine import GameCode, GameRecord
from ..play.analyser import Analyser
from ..store.history_keeper import HistoryKeeper
from ..store.settings import Settings

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from ...engine import Action
    from ..table.decks import DeckLibrary
    from .analysis_dialog import AnalysisDialog
    from .how_to_play import HowToPlayDialog
    from .settings_dialog import SettingsDialog

_Kept = TypeVar("_Kept", bound=QWidget)


class Dialogs(QObject):
    """The dialogs of ``window``; what they ask of the game (deal a code, watch a record,
    play on from one) goes out as signals."""

    #: openCode(code): deal this code (asked first when a game is in progress).
    openCode = Signal(object)
    #: watchRequested(record, start): replay the record from its ``start``-th action.
    watchRequested = Signal(object, int)
    #: playOnFrom(record): play on from the record's position.
    playOnFrom = Signal(object)

    def __init__(self, window: QWidget, settings: Settings, history: HistoryKeeper,
                 analyser: Analyser, library: Callable[[], DeckLibrary]) -> None:
        super().__init__(window)  # a child: no Python reference back to the window
        self.settings, self.history = settings, history
        self.analyser, self.library = analyser, library
        self._analysis_dialog: AnalysisDialog | None = None
        self._stats_window: QWidget | None = None
        self._help_dialog: HowToPlayDialog | None = None

    @property
    def window(self) -> QWidget:
        return cast(QWidget, self.parent())

    def _watch(self, record: GameRecord, start: int = 0) -> None:
        self.watchRequested.emit(record, start)

    def analyse(self, code: GameCode, actions: list[Action]) -> AnalysisDialog:
        """The one analysis window, shown with its progress and then its answer."""
        from .analysis_dialog import AnalysisDialog

        if self._analysis_dialog is None:
            self._analysis_dialog = AnalysisDialog(self.analyser, self.window)
            self._analysis_dialog.playOnRequested.connect(self.playOnFrom)
            self._analysis_dialog.showHowRequested.connect(self.watchRequested)
        dialog = self._analysis_dialog
        dialog.start(code, actions)
        dialog.show()
        dialog.activateWindow()  # when it was open already (behind the window, say)
        return dialog

    def statistics(self) -> QWidget:
        """Game ▸ Statistics…: the figures per mode and the history (one window)."""
        from .statistics import StatisticsDialog

        if self._stats_window is None:
            self._stats_window = StatisticsDialog(self.history, self.openCode.emit, self.window,
                                                  watch=self._watch, analyse=self.analyse)
        return self.present(self._stats_window)

    def settings_dialog(self) -> SettingsDialog:
        from .settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window, library=self.library())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def rules(self) -> HowToPlayDialog:
        """The one How to play window: shown, or brought to the front when already open."""
        if self._help_dialog is None:
            from .how_to_play import HowToPlayDialog

            self._help_dialog = HowToPlayDialog(self.window)
            self._help_dialog.setObjectName("howToPlay")
        return self.present(self._help_dialog)

    @staticmethod
    def present(dialog: _Kept) -> _Kept:
        """Show a window that is kept between uses, or bring it to the front when it is
        already open (perhaps behind the main window)."""
        if dialog.isVisible():
            dialog.raise_()
            dialog.activateWindow()
        else:
            dialog.show()
        return dialog

    def about(self) -> QMessageBox:
        """Help ▸ About: a box opened without blocking (window-modal)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self.window)
        box.setObjectName("aboutBox")
        box.setWindowTitle(self.tr("About Double Solitaire"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(
            self.tr("<h3>Double Solitaire %1</h3><p>The two-deck, nine-column patience.</p>"
                    "<p>The cards are SVG decks: our own, made by the project's deck "
                    "generator, or a card theme installed on this computer, chosen in "
                    "Settings.</p>")
            .replace("%1", __version__))
        box.setIconPixmap(self.window.windowIcon().pixmap(64, 64))
        box.setStandardButtons(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
