"""Keeping a window on its screen: its size and place within the screen's available
area at any scale factor, also for a geometry restored from a bigger screen."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The window frame (title bar and borders) assumed until the window system tells it.
FRAME_GUESS = QMargins(4, 32, 4, 4)
DEFAULT_SIZE = QSize(1280, 800)


def frame_margins(window: QWidget) -> QMargins:
    """The window's frame, as the window system drew it (a guess before it is shown)."""
    if not window.isVisible():
        return FRAME_GUESS
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                    frame.right() - inner.right(), frame.bottom() - inner.bottom())


def fit_to_screen(window: QWidget) -> None:
    """Keep the window and its frame inside its screen's available area."""
    if window.isMaximized() or window.isFullScreen():
        return
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    margins = frame_margins(window)
    room = area.marginsRemoved(margins).size()
    if window.width() > room.width() or window.height() > room.height():
        window.resize(window.size().boundedTo(room))
    if not (window.isVisible() or window.testAttribute(Qt.WidgetAttribute.WA_Moved)):
        return  # not placed yet: the window system places it
    frame = QRect(window.pos(), window.size().grownBy(margins))
    x = min(max(frame.left(), area.left()), max(area.left(), area.right() + 1
                                                 - frame.width()))
    y = min(max(frame.top(), area.top()), max(area.top(), area.bottom() + 1
                                               - frame.height()))
    if QPoint(x, y) != frame.topLeft():
        window.move(x, y)
