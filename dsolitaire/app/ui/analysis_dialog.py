"""Where did it slip? The analysis of a played game as the player sees it.

While the worker analyses (:class:`~dsolitaire.app.play.analyser.Analyser`), a progress
bar and Cancel; then a strip along the game, one segment a position, coloured by what
the engine proved of it (winnable, not decided, lost), with the same in words for screen
readers, and under it the sentence: "Move 57 (7♥ to column 3) lost this game; up to move
56 it could still be won." **Play on from move 56** puts that position on the table (as
Play on does from a replay) and **Show how** watches the winning line from there. A
position is called lost only when the engine's sound search proved it lost.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action, Game, GameCode
from ...engine.analysis import Analysis
from ...engine.solver import LOST, WIN
from ..play.analyser import Analyser, played_record, winning_record
from ..play.labels import ActionKind, action_label, fill_label
from ..play.wording import Wording

WIN_COLOUR = QColor("#2e9d4a")
UNKNOWN_COLOUR = QColor("#a0a4a8")
LOST_COLOUR = QColor("#c8413b")


def colour_of(stretch: str) -> QColor:
    return WIN_COLOUR if stretch == WIN else LOST_COLOUR if stretch == LOST else UNKNOWN_COLOUR


class AnalysisStrip(QWidget):
    """The game as a strip, from the deal (left) to its last move (right): green where
    the position could be won, grey where it was not decided, red where it was lost.
    Its accessible description says the same in words."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: Analysis | None = None
        self.setMinimumSize(QSize(240, 22))

    def set_analysis(self, analysis: Analysis | None) -> None:
        self.analysis = analysis
        self.retranslate()
        self.update()

    def stretches(self) -> list[tuple[str, int, int]]:
        """The stretches of the game: (``win``/``unknown``/``lost``, first position,
        last position), positions counted in actions from the deal."""
        a = self.analysis
        if a is None:
            return []
        out: list[tuple[str, int, int]] = []
        for k in range(len(a.actions) + 1):
            kind = a.stretch(k)
            if out and out[-1][0] == kind:
                out[-1] = (kind, out[-1][1], k)
            else:
                out.append((kind, k, k))
        return out

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("The game, move by move"))
        words: dict[str, str] = {WIN: self.tr("could be won"), LOST: self.tr("lost")}
        parts = []
        for kind, first, last in self.stretches():
            what = words.get(kind) or self.tr("not decided")
            parts.append(self.tr("moves %1 to %2: %3").replace("%1", str(first))
                         .replace("%2", str(last)).replace("%3", what))
        self.setAccessibleDescription("; ".join(parts))
        self.setToolTip(self.accessibleDescription())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(480, 26)

    def paintEvent(self, event: QPaintEvent) -> None:
        a = self.analysis
        if a is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self.width() - 2
        count = len(a.actions) + 1
        painter.setPen(Qt.PenStyle.NoPen)
        for kind, first, last in self.stretches():
            left = 1 + width * first / count
            right = 1 + width * (last + 1) / count
            painter.setBrush(colour_of(kind))
            painter.drawRect(QRectF(left, 1, right - left, self.height() - 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(self.palette().dark().color())
        painter.drawRoundedRect(QRectF(0.5, 0.5, self.width() - 1, self.height() - 1), 2, 2)
        painter.end()


class AnalysisDialog(QDialog):
    """The analysis of one game: :meth:`start` it. Signals (no reference back to the
    window): ``playOnRequested(record)``: put a record's position on the table (asking
    first); ``showHowRequested(record, start)``: watch a record from its action
    ``start`` on."""

    playOnRequested = Signal(object)
    showHowRequested = Signal(object, int)

    def __init__(self, analyser: Analyser, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisDialog")
        self.analyser = analyser
        self.code: GameCode | None = None
        self.analysis: Analysis | None = None
        self.failure = ""
        self.wording = Wording(self)

        self.title = QLabel()
        self.title.setObjectName("analysisTitle")
        self.progress = QProgressBar()
        self.progress.setObjectName("analysisProgress")
        self.progress.setRange(0, 0)  # busy: each solve takes what it takes
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("cancelAnalysis")
        self.cancel_button.clicked.connect(self.cancel)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        self.strip = AnalysisStrip()
        self.strip.setObjectName("analysisStrip")
        self.legend = QLabel()
        self.legend.setObjectName("analysisLegend")
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.words = QLabel()
        self.words.setObjectName("analysisWords")
        self.words.setWordWrap(True)
        self.words.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                           | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.play_on_button = QPushButton()
        self.play_on_button.setObjectName("analysisPlayOn")
        self.play_on_button.clicked.connect(self.play_on)
        self.show_how_button = QPushButton()
        self.show_how_button.setObjectName("analysisShowHow")
        self.show_how_button.clicked.connect(self.show_how)
        self.close_button = QPushButton()
        self.close_button.setObjectName("analysisClose")
        self.close_button.clicked.connect(self.close)
        buttons = QDialogButtonBox()
        buttons.addButton(self.play_on_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.show_how_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(progress_row)
        layout.addWidget(self.strip)
        layout.addWidget(self.legend)
        layout.addWidget(self.words)
        layout.addStretch(1)
        layout.addWidget(buttons)
        analyser.finished.connect(self._finished)
        analyser.failed.connect(self._failed)
        self.retranslate()
        self.resize(560, self.sizeHint().height())

    # -- the analysis --------------------------------------------------------------------

    def start(self, code: GameCode, actions: list[Action] | tuple[Action, ...]) -> None:
        """Analyse the game ``code`` + ``actions`` (undos resolved) and show it."""
        self.code = code
        self.analysis = None
        self.failure = ""
        self.strip.set_analysis(None)
        self.analyser.start(code, actions)
        self.retranslate()
        self.cancel_button.setFocus()

    @property
    def running(self) -> bool:
        return self.analyser.running

    def cancel(self) -> None:
        """Stop the analysis: what it proved until then is shown."""
        self.analyser.cancel()

    def _finished(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.strip.set_analysis(analysis)
        self.retranslate()
        self.resize(self.width(), self.sizeHint().height())  # the answer's room, no more
        button = self.show_how_button if self.show_how_button.isEnabled() else self.close_button
        button.setDefault(True)
        button.setFocus()

    def _failed(self, message: str) -> None:
        self.failure = message
        self.retranslate()
        self.close_button.setFocus()

    # -- the words -----------------------------------------------------------------------

    def _action_text(self, number: int) -> str:
        """What action ``number`` (1 = the first) did: "7♥ to column 3"."""
        a = self.analysis
        assert a is not None
        action = a.actions[number - 1]
        game = Game.replay(a.code, a.actions[: number - 1], stack=False)
        return fill_label(action_label(game, action), {
            ActionKind.DRAW: self.tr("a draw from the stock"),
            ActionKind.RECYCLE: self.tr("turning the waste over"),
            ActionKind.TO_FOUNDATION: self.tr("%1 to the foundation"),
            ActionKind.TO_COLUMN: self.tr("%1 to column %2"),
        }, self.wording.card)

    def verdict_text(self) -> str:
        """The analysis in one sentence (or two)."""
        a = self.analysis
        if a is None:
            return ""
        won, lost, n = a.last_winnable, a.first_lost, len(a.actions)
        point = a.turning_point
        if point is not None:
            text = (self.tr("Move %1 (%2) lost this game; up to move %3 it could still be "
                            "won.").replace("%1", str(point))
                    .replace("%2", self._action_text(point)).replace("%3", str(point - 1)))
        elif lost == 0:
            text = self.tr("This deal could not be won from its first card.")
        elif won is not None and won >= n:
            text = self.tr("This game could still be won after its last move, move %1.") \
                .replace("%1", str(n))
        elif won is not None and lost is not None:
            text = (self.tr("Up to move %1 it could still be won; from move %2 on it was "
                            "lost; the solver won't decide the moves between within the time.")
                    .replace("%1", str(won)).replace("%2", str(lost)))
        elif won is not None:
            text = self.tr("The solver won't decide within the time; up to move %1 it could "
                           "be won.").replace("%1", str(won))
        elif lost is not None:
            text = self.tr("The solver won't decide within the time; from move %1 on it was "
                           "lost.").replace("%1", str(lost))
        else:
            text = self.tr("The solver won't decide within the time whether this game could "
                           "be won.")
        if a.cancelled:
            text = self.tr("Cancelled: what was proven until then.") + " " + text
        return text

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Where did it slip?"))
        a = self.analysis
        code = "" if self.code is None else str(self.code)
        if self.failure:
            self.title.setText(self.tr("The analysis of %1 stopped (%2).")
                               .replace("%1", code).replace("%2", self.failure))
        elif a is None:
            self.title.setText(self.tr("Analysing %1\u2026").replace("%1", code))
        else:
            self.title.setText(self.tr("The analysis of %1, %n move(s):", "", len(a.actions))
                               .replace("%1", code))
        waiting = a is None and not self.failure
        self.progress.setVisible(waiting)
        self.progress.setAccessibleName(self.tr("Analysing"))
        self.cancel_button.setVisible(waiting)
        self.cancel_button.setText(self.tr("Cancel"))
        self.strip.setVisible(a is not None)
        self.legend.setVisible(a is not None)
        swatch = '<span style="color:{0}">\u25a0</span> {1}'
        self.legend.setText("&nbsp;&nbsp;&nbsp;".join(
            swatch.format(colour_of(kind).name(), text) for kind, text in (
                (WIN, self.tr("could be won")), ("unknown", self.tr("not decided")),
                (LOST, self.tr("lost")))))
        self.words.setText(self.verdict_text())
        self.words.setVisible(a is not None)
        won = None if a is None else a.last_winnable
        self.play_on_button.setText(self.tr("&Play on from move %1")
                                    .replace("%1", str(won if won is not None else 0)))
        self.play_on_button.setVisible(won is not None)
        self.show_how_button.setText(self.tr("&Show how"))
        self.show_how_button.setToolTip(self.tr("Watches a winning line from that move on"))
        self.show_how_button.setVisible(won is not None)
        self.show_how_button.setEnabled(a is not None and bool(a.line))
        self.close_button.setText(self.tr("&Close"))
        self.strip.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- what the player can do next -----------------------------------------------------

    def play_on(self) -> None:
        """Play on from the last position that could be won."""
        a = self.analysis
        if a is None or a.last_winnable is None:
            return
        self.close()
        self.playOnRequested.emit(played_record(a, a.last_winnable))

    def show_how(self) -> None:
        """Watch the winning line from the last position that could be won."""
        a = self.analysis
        record = None if a is None else winning_record(a)
        if a is None or record is None or a.last_winnable is None:
            return
        self.close()
        self.showHowRequested.emit(record, a.last_winnable)

    def reject(self) -> None:  # Escape and Close: the analysis stops with the window
        self.analyser.cancel()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.analyser.cancel()
        super().closeEvent(event)
