"""Card artwork, drawn entirely with QPainter (no image files, no third-party art).

Cards are identified by ``(rank, suit)``: rank 1..13 (A, 2..10, J, Q, K) and suit
0..3 in the order spades, hearts, diamonds, clubs.  Hearts and diamonds are red,
spades and clubs near-black; every suit also has its own vector shape, so the suit
never depends on colour alone.

:class:`CardArt` renders faces, the back and the empty-pile markers into
``QPixmap`` objects at a given logical size and device-pixel ratio and caches
them, so repeat requests are a dictionary look-up.  A ``QGuiApplication`` must
exist before anything is rendered (``QPixmap`` requires one).

Layout, in units of the card width ``W`` (height ``H`` is normally ``1.4 W``):

* corner index: bold rank text whose capitals are ~0.22 W tall (font pixel size
  ~0.30 W) top-left, a suit symbol under it, and a small suit symbol top-right in
  the same strip, so rank and suit stay readable when only the top ~22 % of the
  card shows in an overlapped column; the whole index is repeated rotated 180 deg
  in the bottom-right;
* centre: aces a big suit symbol, 2..10 a large suit symbol, J/Q/K a big letter
  in a framed panel between two suit symbols.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import cache, lru_cache
from typing import TypeAlias

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPixmap,
    QTransform,
)

__all__ = [
    "BACK_COLOR",
    "BLACK",
    "CARD_ASPECT",
    "CLUBS",
    "DIAMONDS",
    "HEARTS",
    "RANK_LABELS",
    "RED",
    "SPADES",
    "SUIT_NAMES",
    "CardArt",
    "is_red",
    "rank_label",
    "suit_color",
    "suit_path",
]

CARD_ASPECT: float = 1.4
"""Card height divided by card width."""

SPADES, HEARTS, DIAMONDS, CLUBS = 0, 1, 2, 3
SUIT_NAMES: tuple[str, ...] = ("spades", "hearts", "diamonds", "clubs")
RANK_LABELS: tuple[str, ...] = (
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
)  # fmt: skip

RED = QColor("#C8102E")
BLACK = QColor("#1A1A1A")
FACE_COLOR = QColor("#FFFFFF")
FACE_BORDER = QColor("#9EA3A8")
BACK_COLOR = QColor("#1F4E8C")
BACK_BORDER = QColor("#163A69")
BACK_PATTERN = QColor("#3E6DAA")
MARKER_COLOR = QColor(255, 255, 255)

_FONT_FAMILIES = ["Segoe UI", "Helvetica Neue", "Arial", "DejaVu Sans", "Liberation Sans"]

# Geometry, as fractions of the card width.
_CORNER_RADIUS = 0.06
_INDEX_TOP = 0.065  # top of the rank capitals
_INDEX_CAP = 0.22  # cap height of the rank text
_INDEX_CENTER_X = 0.18  # centre line of the index column
_INDEX_MAX_W = 0.28  # wider ranks ("10") are condensed to this width
_INDEX_SUIT = 0.145  # suit symbol under the rank
_INDEX_SUIT_GAP = 0.06  # gap between rank and that suit symbol
_TOP_SUIT = 0.16  # small suit symbol at the top-right
_TOP_SUIT_RIGHT = 0.07  # its distance from the right edge

_LETTER_GAP = 0.07  # space between the characters of "10", in cap heights
_MIN_SHRINK = 0.92  # over-wide text is shrunk at most this much before being condensed
_MAX_DESCENT = 0.06  # deepest allowed reach below the baseline, in cap heights

_DEFAULT_CACHE_SIZE = 320

# A paint routine draws into logical coordinates 0..w x 0..h.
_Painter: TypeAlias = Callable[[QPainter, float, float], None]


def is_red(suit: int) -> bool:
    """Whether *suit* (0 spades, 1 hearts, 2 diamonds, 3 clubs) is a red suit."""
    return suit in (HEARTS, DIAMONDS)


def suit_color(suit: int) -> QColor:
    """The ink colour of *suit*."""
    return QColor(RED if is_red(suit) else BLACK)


def rank_label(rank: int) -> str:
    """The index text of *rank* (1..13): ``"A"``, ``"2"`` .. ``"10"``, ``"J"``, ``"Q"``, ``"K"``."""
    return RANK_LABELS[rank - 1]


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


# --------------------------------------------------------------------------- text


def _font(pixel_size: float) -> QFont:
    font = QFont()
    font.setFamilies([*_FONT_FAMILIES, "sans-serif"])
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setWeight(QFont.Weight.Bold)
    font.setPixelSize(max(1, round(pixel_size)))
    return font


@lru_cache(maxsize=512)
def _text_outline(text: str, pixel_size: int) -> tuple[QPainterPath, float]:
    """Outline of *text* at *pixel_size* with the baseline at y=0 and the characters
    set tight (so "10" is compact), and the font's measured cap height."""
    font = _font(pixel_size)
    probe = QPainterPath()
    probe.addText(QPointF(0, 0), font, "H")
    cap = -probe.boundingRect().top()
    if cap <= 0:
        cap = pixel_size * 0.72
    path = QPainterPath()
    x = 0.0
    for char in text:
        glyph = QPainterPath()
        glyph.addText(QPointF(0, 0), font, char)
        box = glyph.boundingRect()
        glyph.translate(x - box.left(), 0)
        path.addPath(glyph)
        x += box.width() + _LETTER_GAP * cap
    return path, cap


def _fitted_text(
    text: str, cap_height: float, center_x: float, cap_top: float, max_width: float
) -> QPainterPath:
    """*text* scaled so its capitals are *cap_height* tall with their top at *cap_top*,
    horizontally centred on *center_x*, condensed if wider than *max_width*, and
    shrunk a little if it reaches far below the baseline (the "J" of some fonts)."""
    pixel_size = max(8, round(cap_height / 0.72))
    outline, cap = _text_outline(text, pixel_size)
    box = outline.boundingRect()
    descent = max(0.0, box.bottom())
    if descent > _MAX_DESCENT * cap:
        scale = cap_height * (1 + _MAX_DESCENT) / (cap + descent)
    else:
        scale = cap_height / cap
    if box.width() * scale > max_width > 0:
        # Too wide ("10"): shrink a little, then condense the rest of the way.
        scale *= max(_MIN_SHRINK, max_width / (box.width() * scale))
    sx = min(scale, max_width / box.width()) if box.width() > 0 else scale
    transform = QTransform()
    transform.translate(center_x, cap_top)
    transform.scale(sx, scale)
    transform.translate(-box.center().x(), cap)
    return transform.map(outline)


# --------------------------------------------------------------------------- the renderer


class CardArt:
    """Renders and caches card faces, backs and empty-pile markers.

    Every pixmap is drawn once per ``(kind, rank, suit, width, height, dpr)`` and kept
    in a least-recently-used cache of *cache_size* entries (enough for several full
    sets of cards at different sizes), so repeated calls return the same object.
    Pixmaps have ``devicePixelRatio() == dpr`` and a physical size of
    ``round(width * dpr) x round(height * dpr)``; draw them at ``width x height``
    logical pixels.
    """

    def __init__(self, cache_size: int = _DEFAULT_CACHE_SIZE) -> None:
        if cache_size < 1:
            raise ValueError("cache_size must be at least 1")
        self._cache: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._cache_size = cache_size

    # ----------------------------------------------------------------- public API

    def face(self, rank: int, suit: int, width: int, height: int, dpr: float) -> QPixmap:
        """The face of the card *rank* (1..13) of *suit* (0..3)."""
        _check_rank(rank)
        _check_suit(suit)
        key = ("face", rank, suit, width, height, float(dpr))
        return self._get(key, width, height, dpr, lambda p, w, h: _paint_face(p, w, h, rank, suit))

    def back(self, width: int, height: int, dpr: float) -> QPixmap:
        """The card back."""
        key = ("back", 0, 0, width, height, float(dpr))
        return self._get(key, width, height, dpr, _paint_back)

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

    def __len__(self) -> int:
        """Number of cached pixmaps."""
        return len(self._cache)

    # ----------------------------------------------------------------- internals

    def _get(self, key: Hashable, width: int, height: int, dpr: float, paint: _Painter) -> QPixmap:
        pixmap = self._cache.get(key)
        if pixmap is not None:
            self._cache.move_to_end(key)
            return pixmap
        pixmap = _render(width, height, dpr, paint)
        self._cache[key] = pixmap
        while len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return pixmap


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


# --------------------------------------------------------------------------- faces


def _paint_face(painter: QPainter, w: float, h: float, rank: int, suit: int) -> None:
    pen_width = _hairline(painter, 0.008, w)
    radius = _corner_radius(w)
    painter.setPen(QPen(FACE_BORDER, pen_width))
    painter.setBrush(FACE_COLOR)
    painter.drawRoundedRect(_card_rect(w, h, pen_width), radius, radius)

    ink = suit_color(suit)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)

    index = _index_path(rank, suit, w)
    painter.drawPath(index)
    rotate = QTransform()
    rotate.translate(w, h)
    rotate.rotate(180)
    painter.drawPath(rotate.map(index))

    center = QPointF(w / 2, h / 2)
    if rank == 1:
        painter.drawPath(suit_path(suit, center, 0.56 * w))
    elif rank <= 10:
        painter.drawPath(suit_path(suit, center, 0.42 * w))
    else:
        _paint_court(painter, w, h, rank, suit, ink)


def _index_path(rank: int, suit: int, w: float) -> QPainterPath:
    """Rank text, suit symbol under it, and the small suit top-right (top-left frame)."""
    center_x = _INDEX_CENTER_X * w
    cap = _INDEX_CAP * w
    top = _INDEX_TOP * w
    path = _fitted_text(rank_label(rank), cap, center_x, top, _INDEX_MAX_W * w)
    suit_size = _INDEX_SUIT * w
    suit_center_y = top + cap + _INDEX_SUIT_GAP * w + suit_size / 2
    path.addPath(suit_path(suit, QPointF(center_x, suit_center_y), suit_size))
    top_size = _TOP_SUIT * w
    top_center = QPointF(w - _TOP_SUIT_RIGHT * w - top_size / 2, top + cap / 2)
    path.addPath(suit_path(suit, top_center, top_size))
    return path


def _paint_court(painter: QPainter, w: float, h: float, rank: int, suit: int, ink: QColor) -> None:
    """A framed panel with the rank letter between two suit symbols."""
    # kept below the strip that shows when the card lies in a column (0.336 w)
    panel = QRectF(0.32 * w, h / 2 - 0.31 * w, 0.36 * w, 0.62 * w)
    tint = QColor(ink)
    tint.setAlphaF(0.07)
    painter.setBrush(tint)
    painter.setPen(QPen(ink, _hairline(painter, 0.012, w)))
    radius = 0.045 * w
    painter.drawRoundedRect(panel, radius, radius)

    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    cap = 0.25 * w
    painter.drawPath(_fitted_text(rank_label(rank), cap, w / 2, h / 2 - cap / 2, 0.28 * w))
    pip = suit_path(suit, QPointF(0, 0), 0.10 * w)
    offset = 0.215 * w
    for sign in (-1, 1):
        place = QTransform()
        place.translate(w / 2, h / 2 + sign * offset)
        if sign > 0:
            place.rotate(180)
        painter.drawPath(place.map(pip))


# --------------------------------------------------------------------------- back


def _rhombus(cx: float, cy: float, half_width: float, half_height: float) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(cx, cy - half_height)
    path.lineTo(cx + half_width, cy)
    path.lineTo(cx, cy + half_height)
    path.lineTo(cx - half_width, cy)
    path.closeSubpath()
    return path


def _paint_back(painter: QPainter, w: float, h: float) -> None:
    pen_width = _hairline(painter, 0.008, w)
    radius = _corner_radius(w)
    outer = _card_rect(w, h, pen_width)
    painter.setPen(QPen(BACK_BORDER, pen_width))
    painter.setBrush(BACK_COLOR)
    painter.drawRoundedRect(outer, radius, radius)

    inset = 0.07 * w
    inner = QRectF(inset, inset, w - 2 * inset, h - 2 * inset)
    inner_radius = max(1.0, radius - inset * 0.6)
    clip = QPainterPath()
    clip.addRoundedRect(inner, inner_radius, inner_radius)

    painter.save()
    painter.setClipPath(clip)
    # Diamond lattice: two families of diagonal lines, centred on the card.
    step = 0.11 * w
    lattice = QPen(BACK_PATTERN, _hairline(painter, 0.012, w))
    painter.setPen(lattice)
    cx, cy = w / 2, h / 2
    slope = 1.35  # slightly steeper than 45 degrees so the diamonds match the card shape
    span = int((w + h) / step) + 2
    for i in range(-span, span + 1):
        x = cx + i * step
        dy = (h + w) * slope
        painter.drawLine(QPointF(x - (h + w), cy - dy), QPointF(x + (h + w), cy + dy))
        painter.drawLine(QPointF(x - (h + w), cy + dy), QPointF(x + (h + w), cy - dy))
    # Small dots at the lattice crossings for texture.
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BACK_PATTERN)
    dot = 0.014 * w
    rows = int(h / (step * slope)) + 2
    cols = int(w / step) + 2
    for row in range(-rows, rows + 1):
        for col in range(-cols, cols + 1):
            x = cx + (col + (row % 2) * 0.5) * step
            y = cy + row * step * slope / 2
            painter.drawEllipse(QPointF(x, y), dot, dot)
    painter.restore()

    # Central emblem: a white-framed diamond.
    emblem = _rhombus(cx, cy, 0.20 * w, 0.28 * w)
    painter.setBrush(BACK_COLOR)
    painter.setPen(QPen(QColor(255, 255, 255, 235), _hairline(painter, 0.014, w)))
    painter.drawPath(emblem)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 235))
    painter.drawPath(_rhombus(cx, cy, 0.07 * w, 0.10 * w))

    # Thin white inner border.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(255, 255, 255, 235), _hairline(painter, 0.012, w)))
    painter.drawRoundedRect(inner, inner_radius, inner_radius)


# --------------------------------------------------------------------------- markers


def _marker_color(alpha: float) -> QColor:
    color = QColor(MARKER_COLOR)
    color.setAlphaF(alpha)
    return color


def _paint_outline(painter: QPainter, w: float, h: float) -> None:
    pen_width = _hairline(painter, 0.014, w)
    radius = _corner_radius(w)
    painter.setPen(QPen(_marker_color(0.45), pen_width))
    painter.setBrush(QBrush(_marker_color(0.07)))
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
