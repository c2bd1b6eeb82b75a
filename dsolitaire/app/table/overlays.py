"""What the table draws over its cards: the outline of the pile a drop would go to, a
hint's outlines, the keyboard's focus and pick rings, and the "You won!" banner."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsSimpleTextItem

from .items import Ring
from .layout import Z_FLYING


class Overlays:
    """The overlay items of one scene, and how each is shown."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.banner = QGraphicsSimpleTextItem()
        self.banner.setZValue(5000)
        self.banner.setVisible(False)
        scene.addItem(self.banner)
        # where a drop would go: outlined while dragging
        self.target_mark = QGraphicsRectItem()
        self.target_mark.setZValue(Z_FLYING - 1)
        self.target_mark.setPen(QPen(QColor(255, 214, 74, 230), 3))
        self.target_mark.setBrush(QColor(255, 214, 74, 40))
        self.target_mark.setVisible(False)
        scene.addItem(self.target_mark)
        # the keyboard focus and the keyboard's picked-up cards, drawn as rings
        self.focus_ring = Ring(QColor("#FFFFFF"), QColor("#101010"))
        self.focus_ring.setZValue(Z_FLYING + 300)
        scene.addItem(self.focus_ring)
        # an outline only: the picked cards' faces stay as they are, readable
        self.pick_ring = Ring(QColor("#FFD54A"), QColor("#101010"))
        self.pick_ring.setZValue(Z_FLYING + 200)
        scene.addItem(self.pick_ring)
        self.hint_marks: list[QGraphicsRectItem] = []  # a hint's cards and destination

    def show_target(self, zone: QRectF | None, card_width: int) -> None:
        """Outline the drop zone a drop would go to (None: no outline)."""
        if zone is None:
            self.target_mark.setVisible(False)
            return
        pad = max(2.0, card_width * 0.04)
        self.target_mark.setRect(zone.adjusted(-pad, -pad, pad, pad))
        self.target_mark.setVisible(True)

    def show_hint(self, rects: list[QRectF], card_width: int) -> None:
        """Outline each rect as the drag outline does (none: no outline), just outside
        where the keyboard's focus ring goes, so that both show on one pile."""
        while len(self.hint_marks) < len(rects):
            mark = QGraphicsRectItem()
            mark.setZValue(Z_FLYING - 1)
            mark.setPen(self.target_mark.pen())
            mark.setBrush(self.target_mark.brush())
            self.scene.addItem(mark)
            self.hint_marks.append(mark)
        pen = self.target_mark.pen().widthF()
        pad = self.focus_width(card_width) + 2 + pen / 2 + 1
        for k, mark in enumerate(self.hint_marks):
            mark.setVisible(k < len(rects))
            if k < len(rects):
                mark.setRect(rects[k].adjusted(-pad, -pad, pad, pad))

    def hide_hint(self) -> None:
        for mark in self.hint_marks:
            mark.setVisible(False)

    def ring_focus(self, rect: QRectF | None, card_width: int) -> None:
        """Ring the focused cards or place (None: no ring)."""
        if rect is None:
            self.focus_ring.setVisible(False)
            return
        width = self.focus_width(card_width)
        pad = width / 2 + 2
        self.focus_ring.set_ring(rect.adjusted(-pad, -pad, pad, pad), width)

    @staticmethod
    def focus_width(card_width: int) -> float:
        """The focus ring's width; its outer edge is this plus 2 pixels off the cards."""
        return max(8.0, card_width * 0.12)

    def ring_pick(self, rect: QRectF | None, card_width: int) -> None:
        """Ring the picked-up cards (None: nothing is picked up)."""
        if rect is None:
            self.pick_ring.setVisible(False)
            return
        pad = max(1.0, card_width * 0.02)
        self.pick_ring.set_ring(rect.adjusted(-pad, -pad, pad, pad), 7.0)

    def show_banner(self, text: str, size: QSize, card_width: int) -> None:
        """The banner, centred on a table of ``size``."""
        self.banner.setText(text)
        self.banner.setVisible(True)
        self.place_banner(size, card_width)

    def place_banner(self, size: QSize, card_width: int) -> None:
        """Size and centre the banner for a table of ``size`` (after a resize), never
        wider than the table."""
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(24, card_width // 2))
        self.banner.setFont(font)
        self.banner.setBrush(QColor("#FFF4C2"))
        width = self.banner.boundingRect().width()
        if width > size.width() * 0.9 and width > 0:  # a long word in a small window
            font.setPixelSize(max(12, int(font.pixelSize() * size.width() * 0.9 / width)))
            self.banner.setFont(font)
        rect = self.banner.boundingRect()
        self.banner.setPos(
            (size.width() - rect.width()) / 2, (size.height() - rect.height()) / 2
        )
