"""The main window's status bar: the score, the moves, the time and the game code, and
the warning while something cannot be saved. Its words are the main window's (context
``MainWindow``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QStatusBar

from ...engine import Game
from ..store.autosave import GameStore
from ..store.settings import Settings
from .notices import StorageWarning


def format_time(ms: int) -> str:
    """Play time as the status bar and the win dialog show it: ``4:05``, ``1:02:03``."""
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


class GameStatus:
    """The permanent widgets of a status bar, and what they show."""

    def __init__(self, bar: QStatusBar, store: GameStore | None, settings: Settings) -> None:
        self.score_label = QLabel()
        self.score_label.setObjectName("scoreLabel")
        self.moves_label = QLabel()
        self.moves_label.setObjectName("movesLabel")
        self.time_label = QLabel()
        self.time_label.setObjectName("timeLabel")
        # a label the player can select the code in (to copy it), not a line edit: Qt's
        # line edit gives screen readers its text without the last letter
        self.code_field = QLabel()
        self.code_field.setObjectName("codeField")
        self.code_field.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.code_field.setFixedWidth(self.code_field.fontMetrics().horizontalAdvance(
            "DS1-D1N-WWWWWWW") + 12)
        self.storage_warning = StorageWarning(store, settings)
        bar.addPermanentWidget(self.storage_warning)
        self.storage_warning.refresh()  # shown only while something cannot be saved
        for widget in (self.score_label, self.moves_label, self.time_label):
            widget.setMinimumWidth(90)
            bar.addPermanentWidget(widget)
        bar.addPermanentWidget(self.code_field)

    def retranslate(self) -> None:
        self.code_field.setToolTip(QCoreApplication.translate(
            "MainWindow", "This deal's game code: select it to copy it"))
        self.code_field.setAccessibleDescription(
            QCoreApplication.translate("MainWindow", "Game code"))

    def show_game(self, game: Game, elapsed_ms: int) -> None:
        """The score, the move counter, the code and the time of the game on show."""
        self.score_label.setText(QCoreApplication.translate("MainWindow", "Score: %1")
                                 .replace("%1", game.score_text))
        self.moves_label.setText(QCoreApplication.translate("MainWindow", "Moves: %1")
                                 .replace("%1", str(game.moves)))
        code = str(game.code)
        if self.code_field.text() != code:
            self.code_field.setText(code)
        self.show_time(elapsed_ms)

    def show_time(self, elapsed_ms: int) -> None:
        self.time_label.setText(QCoreApplication.translate("MainWindow", "Time: %1")
                                .replace("%1", format_time(elapsed_ms)))

    def show_own_game(self, own: bool, show_time: bool) -> None:
        """While a replay is watched, the player's own figures are hidden."""
        for label in (self.score_label, self.moves_label, self.code_field):
            label.setVisible(own)
        self.time_label.setVisible(own and show_time)
