"""Card artwork: faces and backs from an SVG deck, empty-pile markers drawn in code.

Cards are identified by ``(rank, suit)`` as in the engine (:mod:`dsolitaire.engine.cards`):
rank 1..13, suit 0..3 (spades, hearts, diamonds, clubs).

:class:`CardArt` renders faces, the back and the empty-pile markers into ``QPixmap``
objects at a given logical size and device-pixel ratio and caches them, so repeat
requests are a dictionary look-up. Faces and backs come from the chosen deck and back
(:mod:`.decks`): a deck whose cards are not 1.4 times as tall as wide is drawn centred
in the card, its own shape kept. A deck that cannot be drawn gives way to the default
deck, and if even that is missing (a damaged installation) to a plain face with the
card's index. A ``QGuiApplication`` must exist before anything is rendered.
"""

from __future__ import annotations

import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import cache
from typing import TypeAlias
from weakref import WeakKeyDictionary

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QTransform,
)

from ...engine.cards import Card
from .decks import (
    BACK_OF_DECK,
    DEFAULT_BACK,
    DEFAULT_DECK,
    Back,
    Deck,
    DeckLibrary,
    read_ahead,
)

__all__ = ["CARD_ASPECT", "CardArt", "suit_path"]

log = logging.getLogger(__name__)

CARD_ASPECT: float = 1.4
"""Card height divided by card width."""

_RED = QColor("#C8102E")
_BLACK = QColor("#1A1A1A")
_FACE_COLOR = QColor("#FFFFFF")
_FACE_BORDER = QColor("#9EA3A8")
_BACK_COLOR = QColor("#1F4E8C")
_BACK_BORDER = QColor("#163A69")
_MARKER_COLOR = QColor(255, 255, 255)

_CORNER_RADIUS = 0.06  # of the card width
_DEFAULT_CACHE_SIZE = 320
#: Seconds of CPU: a pixmap that took longer to draw is kept when no table shows it, as
#: drawing it again when its card comes back into sight would cost half a frame. At 4K
#: (cards 263 px wide) the faces of our decks take 0.4 to 4 ms, KDE's Dondorf's pips 1 ms
#: and its court cards 80 to 140 ms.
KEEP_DRAWN_S = 0.008

# A paint routine draws into logical coordinates 0..w x 0..h.
_Painter: TypeAlias = Callable[[QPainter, float, float], None]


# --------------------------------------------------------------------------- suit shapes


def _normalized(path: QPainterPath, visual_scale: float) -> QPainterPath:
    """*path* centred on the origin, its larger side scaled to *visual_scale*."""
    path = path.simplified()
    box = path.boundingRect()
    scale = visual_scale / max(box.width(), box.height())
    transform = QTransform()
    transform.scale(scale, scale)
    transform.translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def _heart() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -26)
    path.cubicTo(8, -48, 50, -50, 50, -16)
    path.cubicTo(50, 10, 22, 26, 0, 50)
    path.cubicTo(-22, 26, -50, 10, -50, -16)
    path.cubicTo(-50, -50, -8, -48, 0, -26)
    path.closeSubpath()
    return path


def _diamond() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -50)
    path.quadTo(14, -22, 38, 0)
    path.quadTo(14, 22, 0, 50)
    path.quadTo(-14, 22, -38, 0)
    path.quadTo(-14, -22, 0, -50)
    path.closeSubpath()
    return path


def _stem(top: float) -> QPainterPath:
    stem = QPainterPath()
    stem.moveTo(-4, top)
    stem.cubicTo(-4, 34, -10, 44, -20, 50)
    stem.lineTo(20, 50)
    stem.cubicTo(10, 44, 4, 34, 4, top)
    stem.closeSubpath()
    return stem


def _spade() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(0, -50)
    body.cubicTo(18, -30, 48, -14, 48, 10)
    body.cubicTo(48, 34, 16, 40, 2, 20)
    body.lineTo(-2, 20)
    body.cubicTo(-16, 40, -48, 34, -48, 10)
    body.cubicTo(-48, -14, -18, -30, 0, -50)
    body.closeSubpath()
    return body.united(_stem(14))


def _club() -> QPainterPath:
    radius = 22.0
    path = QPainterPath()
    for cx, cy in ((0.0, -25.0), (-22.5, 10.0), (22.5, 10.0)):
        circle = QPainterPath()
        circle.addEllipse(QPointF(cx, cy), radius, radius)
        path = path.united(circle)
    core = QPainterPath()
    core.moveTo(0, -16)
    core.lineTo(12, 10)
    core.lineTo(0, 20)
    core.lineTo(-12, 10)
    core.closeSubpath()
    return path.united(core).united(_stem(6))


@cache
def _suit_shapes() -> tuple[QPainterPath, ...]:
    # Per-suit factors even out the visual weight of the different silhouettes.
    return (
        _normalized(_spade(), 1.0),
        _normalized(_heart(), 0.98),
        _normalized(_diamond(), 1.04),
        _normalized(_club(), 1.0),
    )


def suit_path(suit: int, center: QPointF | None = None, size: float = 1.0) -> QPainterPath:
    """The vector outline of *suit*, *size* units across (its larger side), centred at *center*."""
    _check_suit(suit)
    path = _suit_shapes()[suit]
    transform = QTransform()
    if center is not None:
        transform.translate(center.x(), center.y())
    transform.scale(size, size)
    return transform.map(path)


# --------------------------------------------------------------------------- the renderer


class CardArt:
    """Renders and caches card faces, backs and empty-pile markers.

    Every pixmap is drawn once per ``(kind, rank, suit, width, height, dpr)`` and kept
    in a least-recently-used cache of *cache_size* entries (enough for several full
    sets of cards at different sizes), so repeated calls return the same object.
    Pixmaps have ``devicePixelRatio() == dpr`` and a physical size of
    ``round(width * dpr) x round(height * dpr)``; draw them at ``width x height``
    logical pixels. :meth:`choose` changes the deck and the back (and empties the cache);
    :meth:`trim` forgets what no table shows, unless it is slow to draw.
    """

    def __init__(self, library: DeckLibrary | None = None, deck: str = DEFAULT_DECK,
                 back: str = DEFAULT_BACK, cache_size: int = _DEFAULT_CACHE_SIZE) -> None:
        if cache_size < 1:
            raise ValueError("cache_size must be at least 1")
        self.library = library or DeckLibrary()
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._cache_size = cache_size
        #: The pixmaps (their cacheKey()) that each table using the cache shows, for trim().
        self._shown: WeakKeyDictionary[object, set[int]] = WeakKeyDictionary()
        #: The entries that took longer than KEEP_DRAWN_S to draw: trim() keeps them.
        self._slow: set[Hashable] = set()
        self.deck_key = deck
        self.back_key = back

    # ----------------------------------------------------------------- public API

    def choose(self, deck: str, back: str) -> None:
        """Draw faces from the deck *deck* and backs from *back* (a back's key or
        ``"deck"`` for the deck's own back); an unknown key means the default."""
        if (deck, back) != (self.deck_key, self.back_key):
            self.deck_key, self.back_key = deck, back
            self.clear()

    def prefetch(self) -> None:
        """Have the chosen deck's and back's SVG files parsed in a thread while the window
        is built, so that the first cards drawn do not wait for them."""
        deck = self.deck()
        back = self.library.back(self.back_key) if self.back_key != BACK_OF_DECK else deck
        read_ahead([d for d in (back, deck) if d is not None])  # the back is drawn first

    def deck(self) -> Deck | None:
        """The deck the faces come from: the chosen one, else the default, else any."""
        for key in (self.deck_key, DEFAULT_DECK):
            deck = self.library.deck(key)
            if deck is not None:
                return deck
        return next(iter(self.library.decks()), None)

    def face(self, rank: int, suit: int, width: int, height: int, dpr: float) -> QPixmap:
        """The face of the card *rank* (1..13) of *suit* (0..3)."""
        _check_rank(rank)
        _check_suit(suit)
        key = ("face", rank, suit, width, height, float(dpr))
        return self._get(key, width, height, dpr,
                         lambda p, w, h: self._paint_face(p, w, h, rank, suit))

    def back(self, width: int, height: int, dpr: float) -> QPixmap:
        """The card back."""
        key = ("back", 0, 0, width, height, float(dpr))
        return self._get(key, width, height, dpr, self._paint_back)

    def slot(self, width: int, height: int, dpr: float, suit: int | None) -> QPixmap:
        """An empty-pile marker: a faint rounded outline, with a faint *suit* symbol in
        the middle for an empty foundation, or plain (``suit=None``) for an empty
        column or waste."""
        if suit is not None:
            _check_suit(suit)
        key = ("slot", 0, -1 if suit is None else suit, width, height, float(dpr))
        return self._get(key, width, height, dpr, lambda p, w, h: _paint_slot(p, w, h, suit))

    def stock_empty(self, width: int, height: int, dpr: float, can_recycle: bool) -> QPixmap:
        """The empty-stock marker: a faint circular arrow when the waste can be turned
        over again (*can_recycle*), a faint cross otherwise."""
        key = ("stock", 0, int(bool(can_recycle)), width, height, float(dpr))
        return self._get(
            key, width, height, dpr, lambda p, w, h: _paint_stock_empty(p, w, h, can_recycle)
        )

    def clear(self) -> None:
        """Forget every cached pixmap."""
        self._cache.clear()
        self._slow.clear()

    def trim(self, user: object, shown: set[int]) -> None:
        """Forget the pixmaps that no table shows and that are quick to draw again (a
        card that comes back into sight is drawn again). *user* (a table, held weakly)
        now shows the pixmaps whose ``QPixmap.cacheKey()`` is in *shown*; the other
        tables show what they said last."""
        self._shown[user] = shown
        keep = set().union(*self._shown.values())
        for key in [key for key, pixmap in self._cache.items()
                    if key not in self._slow and pixmap.cacheKey() not in keep]:
            del self._cache[key]

    def __len__(self) -> int:
        """Number of cached pixmaps."""
        return len(self._cache)

    # ----------------------------------------------------------------- internals

    def _get(self, key: Hashable, width: int, height: int, dpr: float, paint: _Painter) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        started = time.thread_time()  # not the time other processes took the CPU
        pixmap = _render(width, height, dpr, paint)
        if time.thread_time() - started > KEEP_DRAWN_S:
            self._slow.add(key)
        self._cache[key] = pixmap
        while len(self._cache) > self._cache_size:
            self._slow.discard(self._cache.popitem(last=False)[0])
        return pixmap

    def _decks(self) -> list[Deck]:
        """The decks to try, in order: the chosen one, then the default."""
        out = []
        for deck in (self.deck(), self.library.deck(DEFAULT_DECK)):
            if deck is not None and deck not in out:
                out.append(deck)
        return out

    def _paint_face(self, painter: QPainter, w: float, h: float, rank: int, suit: int) -> None:
        for deck in self._decks():
            if deck.draw_face(painter, rank, suit, w, h):
                return
        _paint_plain_face(painter, w, h, Card(rank, suit))

    def _paint_back(self, painter: QPainter, w: float, h: float) -> None:
        backs: list[Back | Deck | None] = []
        if self.back_key == BACK_OF_DECK:
            backs.append(self.deck())
        else:
            backs.append(self.library.back(self.back_key))
        backs += [self.library.back(DEFAULT_BACK), *self._decks()]
        for back in backs:
            if isinstance(back, Back) and back.draw(painter, w, h):
                return
            if isinstance(back, Deck) and back.draw_back(painter, w, h):
                return
        _paint_plain_back(painter, w, h)


def _render(width: int, height: int, dpr: float, paint: _Painter) -> QPixmap:
    if width <= 0 or height <= 0:
        raise ValueError(f"card size must be positive, got {width}x{height}")
    if not dpr > 0:
        raise ValueError(f"device pixel ratio must be positive, got {dpr}")
    physical_w = max(1, round(width * dpr))
    physical_h = max(1, round(height * dpr))
    pixmap = QPixmap(physical_w, physical_h)
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        # Map the requested logical size exactly onto the (rounded) physical pixels.
        painter.scale(physical_w / (width * dpr), physical_h / (height * dpr))
        paint(painter, float(width), float(height))
    finally:
        painter.end()
    return pixmap


def _check_rank(rank: int) -> None:
    if not 1 <= rank <= 13:
        raise ValueError(f"rank must be 1..13, got {rank!r}")


def _check_suit(suit: int) -> None:
    if not 0 <= suit <= 3:
        raise ValueError(f"suit must be 0..3, got {suit!r}")


def _hairline(painter: QPainter, fraction: float, w: float) -> float:
    """A line width of about *fraction* of the card width, a whole number of device
    pixels (at least one), so outlines stay crisp."""
    dpr = painter.device().devicePixelRatio()
    return max(1.0, round(fraction * w * dpr)) / dpr


def _corner_radius(w: float) -> float:
    return max(2.0, _CORNER_RADIUS * w)


def _card_rect(w: float, h: float, pen_width: float) -> QRectF:
    half = pen_width / 2
    return QRectF(half, half, w - pen_width, h - pen_width)


# --------------------------------------------------------------------------- last resort


def _paint_plain_face(painter: QPainter, w: float, h: float, card: Card) -> None:
    """A white card with its index (``10♥``) when no deck can be drawn."""
    pen_width = _hairline(painter, 0.008, w)
    radius = _corner_radius(w)
    painter.setPen(QPen(_FACE_BORDER, pen_width))
    painter.setBrush(_FACE_COLOR)
    painter.drawRoundedRect(_card_rect(w, h, pen_width), radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(0.26 * w)))
    painter.setFont(font)
    painter.setPen(_RED if card.red else _BLACK)
    box = QRectF(0.06 * w, 0.04 * w, w - 0.12 * w, h - 0.08 * w)
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, card.symbol)


def _paint_plain_back(painter: QPainter, w: float, h: float) -> None:
    pen_width = _hairline(painter, 0.008, w)
    radius = _corner_radius(w)
    painter.setPen(QPen(_BACK_BORDER, pen_width))
    painter.setBrush(_BACK_COLOR)
    painter.drawRoundedRect(_card_rect(w, h, pen_width), radius, radius)


# --------------------------------------------------------------------------- markers


def _marker_color(alpha: float) -> QColor:
    color = QColor(_MARKER_COLOR)
    color.setAlphaF(alpha)
    return color


def _paint_outline(painter: QPainter, w: float, h: float) -> None:
    pen_width = _hairline(painter, 0.014, w)
    radius = _corner_radius(w)
    painter.setPen(QPen(_marker_color(0.45), pen_width))
    # a QColor, not QBrush(color): building a QBrush makes PySide create the Python types
    # of QGradient and QImage (222 enum members, some 3 ms of the first frame)
    painter.setBrush(_marker_color(0.07))
    painter.drawRoundedRect(_card_rect(w, h, pen_width), radius, radius)


def _paint_slot(painter: QPainter, w: float, h: float, suit: int | None) -> None:
    _paint_outline(painter, w, h)
    if suit is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(_marker_color(0.30))
        painter.drawPath(suit_path(suit, QPointF(w / 2, h / 2), 0.46 * w))


def _stroked(path: QPainterPath, width: float) -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return stroker.createStroke(path)


def _paint_stock_empty(painter: QPainter, w: float, h: float, can_recycle: bool) -> None:
    _paint_outline(painter, w, h)
    stroke = max(1.5, 0.05 * w)
    cx, cy = w / 2, h / 2
    if can_recycle:
        # A clockwise circular arrow: an arc with an arrowhead at its end.
        r = 0.21 * w
        circle = QRectF(cx - r, cy - r, 2 * r, 2 * r)
        start_deg, span_deg = 100.0, 285.0  # Qt angles: counter-clockwise from 3 o'clock
        arc = QPainterPath()
        arc.arcMoveTo(circle, start_deg)
        arc.arcTo(circle, start_deg, -span_deg)
        end = arc.currentPosition()
        head_size = 0.15 * w
        head = QPainterPath()
        head.moveTo(head_size, 0)
        head.lineTo(0, -head_size * 0.62)
        head.lineTo(0, head_size * 0.62)
        head.closeSubpath()
        place = QTransform()
        place.translate(end.x(), end.y())
        # Clockwise travel on screen: the tangent is the radius angle minus 90 degrees.
        place.rotate(-(start_deg - span_deg - 90.0))
        glyph = _stroked(arc, stroke).united(place.map(head))
    else:
        r = 0.17 * w
        cross = QPainterPath()
        cross.moveTo(cx - r, cy - r)
        cross.lineTo(cx + r, cy + r)
        cross.moveTo(cx - r, cy + r)
        cross.lineTo(cx + r, cy - r)
        glyph = _stroked(cross, stroke).simplified()
    # One fill for the whole glyph, so overlapping parts do not look darker.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(_marker_color(0.40))
    painter.drawPath(glyph)
