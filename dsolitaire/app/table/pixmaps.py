"""The table's pixmaps: each card item shows its side drawn once per size, device pixel
ratio and deck (from the shared :class:`~dsolitaire.app.table.cardart.CardArt` cache),
and each empty pile its marker.

Only the cards in sight are drawn: a deck's face can take milliseconds, and a hidden card
(under a stack) gets its pixmap when it comes into sight and lets go of it when it leaves
(the cache keeps it only when it is slow to draw again). A deck that takes longer than a
frame to draw the cards in sight is *slow*: while the window is resized its old pixmaps
are stretched, and the cards are drawn anew once the window rests.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QPixmap, QTransform

from ...engine import RANK, SLOT0, STOCK, SUIT
from .cardart import CardArt
from .items import CardItem, MarkerItem

#: How long after the last resize a slow deck's cards are drawn anew.
REDRAW_MS = 150


class TablePixmaps(QObject):
    """The pixmaps of one table's cards and markers at its card size."""

    def __init__(self, art: CardArt, cards: list[CardItem], markers: dict[int, MarkerItem],
                 stock_recycles: Callable[[], bool], slow_after: Callable[[], float],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.cards = cards
        self.markers = markers
        self._stock_recycles = stock_recycles  # the empty stock's marker shows it
        self._slow_after = slow_after  # seconds: a deck slower than this is slow
        self.width, self.height, self.dpr = 60, 90, 1.0
        #: The table got its size (from its view): nothing is drawn before, so that the
        #: first frame does not draw every card twice, at a guessed size and at its own.
        self.sized = False
        #: The first size came, its cards are not drawn yet: they are drawn at the next
        #: turn of the event loop or at the view's first paint, whichever is first, so
        #: that the window appears on screen without waiting for them.
        self.pending = False
        self.choice = 0  # counts the changes of deck or back
        #: Drawing the cards in sight took longer than a frame (a heavy deck): while the
        #: window is resized the cards are stretched, and drawn anew once it rests.
        self.slow = False
        self.redraw = QTimer(self)
        self.redraw.setSingleShot(True)
        self.redraw.setInterval(REDRAW_MS)
        self.redraw.timeout.connect(self.refresh)

    def resize(self, width: int, height: int, dpr: float) -> None:
        """A new card size: drawn anew, or (a slow deck) stretched until the resize rests."""
        self.width, self.height, self.dpr = width, height, dpr
        first, self.sized = not self.sized, True
        self.art.clear()  # only the current size is ever shown
        if first:
            self.pending = True
            QTimer.singleShot(0, self, self.draw_pending)
        elif self.slow:
            self._stretch()
            self.redraw.start()
        else:
            self.refresh()

    def deck_changed(self) -> None:
        """Another deck or back was chosen: every card in sight is drawn anew."""
        self.choice += 1
        self.refresh()

    def _pixmap(self, item: CardItem) -> QPixmap:
        w, h, dpr = self.width, self.height, self.dpr
        if item.face_up:
            return self.art.face(RANK[item.card_id], SUIT[item.card_id], w, h, dpr)
        return self.art.back(w, h, dpr)

    def show(self, item: CardItem) -> None:
        """Give a card the pixmap of its side at the current size, if it has another."""
        drawn = (item.face_up, self.width, self.dpr, self.choice)
        if item.drawn != drawn and self.sized and not self.pending:
            if (self.redraw.isActive() and item.drawn is not None
                    and (item.drawn[0], item.drawn[3]) == (drawn[0], drawn[3])):
                # stretched while the window is resized, drawn when it rests (a card
                # out of sight has no pixmap: back in sight, it is drawn at the new size)
                self._stretch_one(item)
                return
            item.drawn = drawn
            item.setPixmap(self._pixmap(item))
            item.setTransform(QTransform())

    def _stretch(self) -> None:
        """Show the cards in sight at the new size with their old pixmaps, stretched."""
        for item in self.cards:
            if item.isVisible():
                self._stretch_one(item)
        self.refresh_markers()

    def _stretch_one(self, item: CardItem) -> None:
        pixmap = item.pixmap()
        if not pixmap.isNull():
            size = pixmap.deviceIndependentSize()
            item.setTransform(QTransform.fromScale(self.width / size.width(),
                                                   self.height / size.height()))

    def refresh(self) -> None:
        """Draw the cards in sight (and the markers) at the current size."""
        self.redraw.stop()
        fresh, started = len(self.art) == 0, time.perf_counter()  # all drawn anew
        for item in self.cards:
            if item.isVisible():
                self.show(item)
        self.refresh_markers()
        if fresh:
            self.slow = time.perf_counter() - started > self._slow_after()
        self.let_go()

    def let_go(self) -> None:
        """Let go of the pixmaps of the cards out of sight, and of the art cache's that no
        card shows any more: at 4K a face is 0.4 MB, and the cards that lie hidden in the
        waste and on the foundations were 8 MB of the app's peak. A card that comes back
        into sight is drawn again (a face of our decks at 4K takes 2 ms)."""
        shown = {marker.pixmap().cacheKey() for marker in self.markers.values()}
        for item in self.cards:
            if item.isVisible():
                shown.add(item.pixmap().cacheKey())
            elif item.drawn is not None:
                item.drawn = None
                item.setPixmap(QPixmap())
        self.art.trim(self, shown)

    def draw_pending(self) -> None:
        """Draw the cards of the first size now, if they are not drawn yet."""
        if self.pending:
            self.pending = False
            self.refresh()

    def refresh_markers(self) -> None:
        if not self.sized or self.pending:
            return
        w, h, dpr = self.width, self.height, self.dpr
        for place, marker in self.markers.items():
            if place == STOCK:
                pix = self.art.stock_empty(w, h, dpr, self._stock_recycles())
            elif place >= SLOT0:
                pix = self.art.slot(w, h, dpr, (place - SLOT0) // 2)
            else:
                pix = self.art.slot(w, h, dpr, None)
            marker.setPixmap(pix)
