"""The stock counter: a small badge on the stock pile with the cards left and, in Normal
scoring, the pass through the stock under way (Aisleriot and KPatience show one). It is
shown with the elapsed time (Settings ▸ General ▸ Show the elapsed time); the words come
from the table's words, and the stock's accessible name says the same."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

#: the smallest text the counter shows in words; below it, the compact form
LEGIBLE_PX = 9
#: the smallest text of all (a compact form on a tiny card)
SMALLEST_PX = 6
#: above the stock's cards and the markers, below anything that flies or is dragged
Z_COUNTER = 900


class StockCounter(QGraphicsRectItem):
    """A rounded-looking dark badge with one line of text, centred on the stock's
    lower edge."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(Z_COUNTER)
        self.setBrush(QBrush(QColor(0, 0, 0, 170)))
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click reaches the stock
        self.label = QGraphicsSimpleTextItem(self)
        self.label.setBrush(QBrush(QColor("white")))

    def show_text(self, text: str, compact: str, pile: QRectF) -> None:
        """Show ``text`` on the stock whose card lies at ``pile``; where the card is too
        narrow for it at :data:`LEGIBLE_PX` (a half-screen window, long Danish and German
        words), show ``compact`` instead, and ``text`` in the tooltip."""
        pad = 3.0
        start = max(LEGIBLE_PX, round(pile.width() * 0.17))
        room = pile.width() - 2 - 2 * pad
        size = self._fit(text, start, LEGIBLE_PX, room)
        if size is None:
            bigger = max(LEGIBLE_PX, round(pile.width() * 0.24))  # few letters: larger
            size = self._fit(compact, bigger, LEGIBLE_PX, room) or self._fit(
                compact, LEGIBLE_PX, SMALLEST_PX, room) or SMALLEST_PX
        box = self.label.boundingRect()
        self.setToolTip(text)
        width = box.width() + 2 * pad
        height = box.height() + pad
        self.setRect(0, 0, width, height)
        self.label.setPos(pad, pad / 2)
        self.setPos(QPointF(round(pile.center().x() - width / 2),
                            round(pile.bottom() - height - pile.width() * 0.08)))

    def _fit(self, text: str, start: int, smallest: int, room: float) -> int | None:
        """The largest pixel size from ``start`` down to ``smallest`` at which ``text``
        is at most ``room`` wide (the label keeps it), or None if none is."""
        font = QFont()
        self.label.setText(text)
        for size in range(start, smallest - 1, -1):
            font.setPixelSize(size)
            self.label.setFont(font)
            if self.label.boundingRect().width() <= room:
                return size
        return None
