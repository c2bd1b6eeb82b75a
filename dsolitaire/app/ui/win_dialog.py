"""The dialog that says the game is won: the score, the moves, the time."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class WinDialog(QDialog):
    """Shown when the 104th card lands: the score, moves and time, and a new game."""

    def __init__(self, score: str, moves: int, time: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winDialog")
        self._figures = (score, moves, time)
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("winNewGame")
        self.new_game_button.setDefault(True)
        self.close_button = QPushButton()
        buttons = QDialogButtonBox()
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.retranslate()

    def place(self, view: QGraphicsView, banner: QRectF, area: QRect) -> None:
        """Stand under the win banner (``banner``, in ``view``'s scene; above it when
        there is no room below), centred on it and inside ``area`` (global), so that it
        covers neither the banner nor the foundations' celebration."""
        self.adjustSize()
        size = self.frameSize() if self.isVisible() else self.sizeHint()
        top_left = view.mapToGlobal(view.mapFromScene(banner.topLeft()))
        bottom_right = view.mapToGlobal(view.mapFromScene(banner.bottomRight()))
        gap = max(8, round(banner.height() / 3))
        x = (top_left.x() + bottom_right.x()) // 2 - size.width() // 2
        below = bottom_right.y() + gap
        y = below if below + size.height() <= area.bottom() else top_left.y() - gap - size.height()
        x = max(area.left(), min(x, area.right() - size.width()))
        self.move(x, max(area.top(), y))

    def retranslate(self) -> None:
        score, moves, time = self._figures
        self.setWindowTitle(self.tr("You won!"))
        self.text.setText(
            self.tr("<h2>You won!</h2><p>Score: %1<br>Moves: %2<br>Time: %3</p>")
            .replace("%1", score).replace("%2", str(moves)).replace("%3", time)
        )
        self.new_game_button.setText(self.tr("&New game\u2026"))
        self.close_button.setText(self.tr("&Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
