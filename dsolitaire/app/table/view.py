"""The view of the table: shows the whole scene at 1:1 pixels, lays it out anew on a
resize, sends keys to the scene, and puts the scene and its accessibility together."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from .access import Announcer, install_accessibility
from .scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table at 1:1 pixels; a resize lays the table out anew."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # A viewport of our own, made here: Qt's own would be handed to Python by
        # viewport(), and PySide then makes the types of every QWidget class to tell
        # which one it is (some 12 ms and 70 enums before the first frame).
        viewport = QWidget()
        viewport.setObjectName("tableViewport")
        self.setViewport(viewport)
        self.table = scene
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        # small enough for a laptop screen at 200 % (720×450 points, less the panels)
        self.setMinimumSize(400, 240)
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        #: Says the table's changes to screen readers (the scene only says its own).
        self.announcer = Announcer(scene)
        self.speaker = install_accessibility(self)
        # the piles' order changed (left-handed or not): screen readers list them anew
        scene.layoutChanged.connect(lambda: QAccessible.updateAccessibility(
            QAccessibleEvent(self, QAccessible.Event.ObjectReorder)))

    def paintEvent(self, event: QPaintEvent) -> None:
        self.table.pixmaps.draw_pending()  # the first frame shows the cards, drawn
        super().paintEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        # after the view's own focus event: a reader then lands on the focused place
        QTimer.singleShot(0, self, self.speaker.focus_place)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.announcer.refresh()  # the piles' names are now in another language
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.table.resize_table(event.size(), self.devicePixelRatioF())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.table.resize_table(self.viewport().size(), self.devicePixelRatioF())
        return super().event(event)

