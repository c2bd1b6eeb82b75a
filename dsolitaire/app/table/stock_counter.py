"""The stock counter: a small badge on the stock pile with the cards left and, in Normal
scoring, the pass through the stock under way (Aisleriot and KPatience show one). It is
shown with the elapsed time (Settings ▸ General ▸ Show the elapsed time); the words come
from the table's words, and the stock's accessible name says the same."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem

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

    def show_text(self, text: str, pile: QRectF) -> None:
        """Show ``text`` on the stock whose card lies at ``pile``."""
        pad = 3.0
        font = QFont()
        size = max(9, round(pile.width() * 0.17))
        self.label.setText(text)
        while True:  # smaller until it fits within the card (long words: German, Danish)
            font.setPixelSize(size)
            self.label.setFont(font)
            box = self.label.boundingRect()
            if size <= 6 or box.width() + 2 * pad <= pile.width() - 2:
                break
            size -= 1
        width = box.width() + 2 * pad
        height = box.height() + pad
        self.setRect(0, 0, width, height)
        self.label.setPos(pad, pad / 2)
        self.setPos(QPointF(round(pile.center().x() - width / 2),
                            round(pile.bottom() - height - pile.width() * 0.08)))
