"""The replay's controls under its table: step back, play/pause, step forward, the
speed, where the replay is, *Play on from here* and *Stop watching*."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QToolButton,
    QWidget,
)

from ..play.replay import ReplayController

#: The speeds a player can choose, as factors of :data:`STEP_MS`.
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: The time between two actions at 1×.
STEP_MS = 800


class WatchBar(QWidget):
    """The replay's controls under its table: step back, play/pause, step forward, the
    speed, where the replay is, *Play on from here* and *Stop watching* (also Escape).

    Signals: ``playOn()`` (take over at this point), ``stopRequested()``.
    """

    playOn = Signal()
    stopRequested = Signal()

    def __init__(self, replay: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watchBar")
        self.replay = replay
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        style = self.style()

        def tool(name: str, icon: QStyle.StandardPixmap) -> QToolButton:
            button = QToolButton()
            button.setObjectName(name)
            button.setIcon(style.standardIcon(icon))
            button.setAutoRaise(False)
            return button

        self.back_button = tool("watchBack", QStyle.StandardPixmap.SP_MediaSeekBackward)
        self.back_button.setAutoRepeat(True)
        self.back_button.clicked.connect(self.step_back)
        self.play_button = tool("watchPlay", QStyle.StandardPixmap.SP_MediaPlay)
        self.play_button.clicked.connect(self.toggle)
        self.forward_button = tool("watchForward", QStyle.StandardPixmap.SP_MediaSeekForward)
        self.forward_button.setAutoRepeat(True)
        self.forward_button.clicked.connect(self.step_forward)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        self.speed.setObjectName("watchSpeed")
        for factor in SPEEDS:
            self.speed.addItem(f"{factor:g}\u00d7", factor)
        self.speed.setCurrentIndex(SPEEDS.index(1.0))
        self.speed.currentIndexChanged.connect(self._set_interval)
        self.speed_label.setBuddy(self.speed)
        self.position_label = QLabel()
        self.position_label.setObjectName("watchPosition")
        self.score_label = QLabel()
        self.score_label.setObjectName("watchScore")
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("playOnButton")
        self.play_on_button.clicked.connect(self._play_on)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("stopWatchingButton")
        self.stop_button.clicked.connect(self.stopRequested)
        # Escape leaves the replay, as it leaves a dialog (the replay takes no picks)
        self.escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.escape.setContext(Qt.ShortcutContext.WindowShortcut)
        self.escape.activated.connect(self.stopRequested)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        for widget in (self.back_button, self.play_button, self.forward_button):
            layout.addWidget(widget)
        layout.addSpacing(8)
        layout.addWidget(self.speed_label)
        layout.addWidget(self.speed)
        layout.addSpacing(8)
        layout.addWidget(self.position_label)
        layout.addWidget(self.score_label)
        layout.addStretch(1)
        layout.addWidget(self.play_on_button)
        layout.addWidget(self.stop_button)
        replay.changed.connect(self._show_position)
        self._set_interval()
        self.retranslate()

    # -- words ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Replay controls"))
        for button, text in ((self.back_button, self.tr("Step back")),
                             (self.forward_button, self.tr("Step forward"))):
            button.setToolTip(text)
            button.setAccessibleName(text)
        self.speed_label.setText(self.tr("&Speed:"))
        self.speed.setToolTip(self.tr("How fast the replay plays"))
        self.play_on_button.setText(self.tr("Play &on from here"))
        self.play_on_button.setToolTip(self.tr("Take over the game at this move: its "
                                               "moves go on the undo stack"))
        self.stop_button.setText(self.tr("Stop &watching"))
        self.stop_button.setToolTip(self.tr("Back to your own game, as you left it"))
        self._show_playing()
        self._show_position()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_position(self, _change: object = None) -> None:
        replay = self.replay
        self.position_label.setText(
            self.tr("Action %1 of %2").replace("%1", str(replay.index))
            .replace("%2", str(len(replay.actions))))
        # why History's count of moves can be higher: it counts the moves taken back
        self.position_label.setToolTip(self.tr(
            "The record's actions, stock clicks included; the moves that were taken "
            "back are not in it, so History's move count can be higher"))
        self.score_label.setText(self.tr("Score: %1").replace("%1", replay.game.score_text))
        self.back_button.setEnabled(replay.index > 0)
        self.forward_button.setEnabled(replay.index < len(replay.actions))

    def _show_playing(self) -> None:
        playing = self.timer.isActive()
        icon = (QStyle.StandardPixmap.SP_MediaPause if playing
                else QStyle.StandardPixmap.SP_MediaPlay)
        self.play_button.setIcon(self.style().standardIcon(icon))
        text = self.tr("Pause the replay") if playing else self.tr("Start the replay")
        self.play_button.setToolTip(text)
        self.play_button.setAccessibleName(text)

    # -- playing -------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def play(self) -> None:
        """Play the replay on from here (from the start when it is at its end)."""
        if self.replay.index >= len(self.replay.actions):
            self.replay.rewind()
        self.timer.start()
        self._show_playing()

    def pause(self) -> None:
        self.timer.stop()
        self._show_playing()

    def toggle(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def step_forward(self) -> None:
        self.pause()
        self.replay.step(True)

    def step_back(self) -> None:
        self.pause()
        self.replay.step(False)

    def _tick(self) -> None:
        if not self.replay.step(True) or self.replay.index >= len(self.replay.actions):
            self.pause()

    def _set_interval(self) -> None:
        factor = self.speed.currentData()
        self.timer.setInterval(round(STEP_MS / (factor if factor else 1.0)))

    def _play_on(self) -> None:
        self.pause()
        self.playOn.emit()
