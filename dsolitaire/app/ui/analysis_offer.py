"""The small offer after a game is left unfinished: "Where did it slip?".

When a game in progress ends as given up (New game over it, or a restart), the window
shows this button at the right of the status bar for a while; a click (or Space on it)
analyses the game that was left (:mod:`.analysis_dialog`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from ...engine import Action, GameCode, InvalidGameCode, InvalidNotation
from ...engine.outcomes import GameResult
from ..play.recording import FinishedGames

#: How long the offer stays (ms).
OFFER_MS = 30_000


class AnalysisOffer(QPushButton):
    """"Where did it slip?" for the last game given up: ``taken(code, actions)`` when
    the player takes it (a signal: no reference back to the window)."""

    taken = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisOffer")
        self.game: tuple[GameCode, list[Action]] | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(OFFER_MS)
        self.timer.timeout.connect(self.withdraw)
        self.clicked.connect(self.take)
        self.setFlat(True)
        self.hide()
        self.retranslate()

    def offer(self, code: GameCode, actions: list[Action]) -> None:
        """Offer the analysis of the game ``code`` + ``actions`` that was just given up."""
        if not actions:
            return
        self.game = (code, list(actions))
        self.retranslate()
        self.show()
        self.timer.start()

    def withdraw(self) -> None:
        self.game = None
        self.timer.stop()
        self.hide()

    def take(self) -> None:
        game = self.game
        self.withdraw()
        if game is not None:
            self.taken.emit(*game)

    def retranslate(self) -> None:
        self.setText(self.tr("Where did it slip?"))
        code = "" if self.game is None else str(self.game[0])
        self.setToolTip(self.tr("Finds the move that lost the game you left (%1)")
                        .replace("%1", code))
        self.setAccessibleDescription(self.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class OfferingHistory:
    """Where the controller's finished games go: the history, and the offer after a
    game given up."""

    def __init__(self, history: FinishedGames, offer: AnalysisOffer,
                 recorded: Callable[[str], object] | None = None) -> None:
        self.history = history
        self.offer = offer
        self.recorded = recorded  # told each deal whose game was recorded

    def add(self, code: str, result: GameResult, score: int, moves: int, seconds: float,
            line: str) -> int | None:
        game_id = self.history.add(code, result, score, moves, seconds, line)
        if game_id is not None and self.recorded is not None:
            self.recorded(code)
        if not result.won:  # given up
            try:
                game = GameCode.parse(code), [Action.parse(a) for a in line.split()]
            except (InvalidGameCode, InvalidNotation):
                return game_id
            # once the new game is on the table, not in the middle of dealing it
            QTimer.singleShot(0, self.offer, lambda: self.offer.offer(*game))
        return game_id
