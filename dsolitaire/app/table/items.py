"""The graphics items of the table: the 104 cards, the empty-pile markers and the rings
that the keyboard's focus and picks are drawn with."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QStyleOptionGraphicsItem,
    QWidget,
)


class Ring(QGraphicsRectItem):
    """An outline legible on every table colour: a light line between two dark edges."""

    def __init__(self, light: QColor, dark: QColor, fill: QColor | None = None) -> None:
        super().__init__()
        self.light = light
        self.dark = dark
        self.width = 7.0  # of the dark line; the light one is half as wide
        self.setBrush(fill if fill is not None else QColor(0, 0, 0, 0))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setVisible(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.brush())
        painter.drawRoundedRect(rect, 6, 6)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self.dark, self.width))
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QPen(self.light, self.width / 2))
        painter.drawRoundedRect(rect, 6, 6)

    def boundingRect(self) -> QRectF:
        m = self.width / 2 + 1
        return self.rect().adjusted(-m, -m, m, m)

    def set_ring(self, rect: QRectF, width: float) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.setRect(rect)
        self.setVisible(True)


class CardItem(QGraphicsPixmapItem):
    """One of the 104 physical cards; its pixmap comes from the shared art cache."""

    def __init__(self, card_id: int) -> None:
        super().__init__()
        self.card_id = card_id
        self.face_up = False
        #: What its pixmap shows: (face up, card width, dpr, deck choice); None: nothing yet.
        self.drawn: tuple[bool, int, float, int] | None = None
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self.setTransformationMode(Qt.TransformationMode.FastTransformation)


class MarkerItem(QGraphicsPixmapItem):
    """The outline of an empty pile; a click or a drop on it counts for its place."""

    def __init__(self, place: int) -> None:
        super().__init__()
        self.place = place
        self.setZValue(-1)
        self.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
