"""The table: a QGraphicsScene of card items that follows the controller's state.

The scene knows no rules (KPatience): it lays the engine's piles out in card-size units,
turns mouse gestures into questions to the controller (may these cards leave, where
does this drop go) and, after every change, moves each card item to where the engine
says it is. Dragging is plain scene mouse events; a drop goes to the accepting pile
that the dragged cards overlap most, or the cards fly back.

The places are :class:`Pile` objects (their spot in card units, their place in the
keyboard's focus order, their words for screen readers); a gesture (:class:`MouseGesture`,
:class:`KeyboardPick`) is an object that lives from a press to a release or a cancel;
where every card lies is a :class:`Layout` value, made once per sync and read by the
hit-testing.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import DECK_SIZE, FOUNDATION, RANK, SLOT0, STOCK, SUIT, WASTE
from ..play.controller import GameController
from ..store.settings import TABLE_COLOURS, Settings
from .access import Announcer, TableWords, install_accessibility
from .cardart import CARD_ASPECT, CardArt

# Layout in card-width units (KPatience: resizing is a single scale factor).
MARGIN = 0.25
GAP = 0.16
FOUNDATION_ROW_GAP = 0.10
PANEL_GAP = 2 * GAP  # between the stock/waste panel, the columns and the foundations
DOWN_OFFSET = 0.10 * CARD_ASPECT  # face-down cards overlap more than face-up ones
UP_OFFSET = 0.24 * CARD_ASPECT
FAN_OFFSET = 0.24 * CARD_ASPECT  # the draw-3 waste fans downwards
TABLE_WIDTH = 2 * MARGIN + 12 + 8 * GAP + GAP + 2 * PANEL_GAP  # 12 cards wide
TABLE_HEIGHT = 2 * MARGIN + 4 * CARD_ASPECT + 3 * FOUNDATION_ROW_GAP
ANIMATION_MS = 170
STACK_VISIBLE = 2  # a stacked pile shows only its top cards; the rest are hidden
Z_FLYING = 1000.0
#: How long the winning celebration runs; the win dialog waits for it.
CELEBRATION_MS = 900
#: Drawing the cards in sight anew takes longer than this (a heavy deck): while the
#: window is resized, the old pixmaps are stretched and the cards drawn REDRAW_MS later.
SLOW_ART_S = 0.025
REDRAW_MS = 150
#: The keyboard's focus order (Left/Right): stock, waste, columns 1-9, F1-F8.
FOCUS_ORDER: tuple[int, ...] = (STOCK, WASTE, *range(9), *range(SLOT0, SLOT0 + 8))


@dataclass(frozen=True)
class Spot:
    """Where the engine's state puts one card."""

    pos: QPointF
    z: float
    face_up: bool
    visible: bool


@dataclass(frozen=True)
class Layout:
    """Where every card lies for one state of the engine, made once per sync.

    ``spots``: card id -> where it goes; ``where``: card id -> (place, index)."""

    spots: Mapping[int, Spot]
    where: Mapping[int, tuple[int, int]]


def pile_units(place: int) -> tuple[float, float]:
    """Top-left corner of a pile's first card in card-width units from the table's
    top-left corner (heights count CARD_ASPECT per card)."""
    top = MARGIN
    if place == STOCK:
        return MARGIN, top
    if place == WASTE:
        return MARGIN, top + CARD_ASPECT + GAP
    columns_x = MARGIN + 1 + PANEL_GAP
    if 0 <= place < 9:
        return columns_x + place * (1 + GAP), top
    slot = place - SLOT0
    fx = columns_x + 9 + 8 * GAP + PANEL_GAP
    row, col = divmod(slot, 2)
    return fx + col * (1 + GAP), top + row * (CARD_ASPECT + FOUNDATION_ROW_GAP)


class Pile(QObject):
    """One place of the table: stock, waste, a column or a foundation slot.

    It knows its spot in card units, its place in the focus order and (through the
    table) its words; screen readers see it as one accessible object."""

    def __init__(self, table: TableScene, place: int) -> None:
        super().__init__(table)
        self.table = table
        self.place = place
        self.order = FOCUS_ORDER.index(place)
        self.units = pile_units(place)
        self.setObjectName(f"pile{place}")

    def cards(self) -> list[int]:
        return self.table.controller.game.pile(self.place)

    def scene_rect(self) -> QRectF:
        """The pile and every visible card of it, in scene coordinates."""
        table = self.table
        rect = table.card_rect(table.pile_pos(self.place))
        for card in self.cards():
            item = table.cards[card]
            if item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        return rect

    def accessible_name(self) -> str:
        return self.table.words.pile(self.place)


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


class Flight:
    """Moves card items to their spots in one animation; a new flight ends the last."""

    def __init__(self, parent: QObject) -> None:
        self._anim = QVariantAnimation(parent)  # dies with the scene, never outlives it
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.finish)
        # (item, from, to, final z, visible when landed)
        self._moves: list[tuple[CardItem, QPointF, QPointF, float, bool]] = []

    @property
    def running(self) -> bool:
        return bool(self._moves)

    def start(self, moves: list[tuple[CardItem, QPointF, QPointF, float, bool]], ms: int) -> None:
        self.finish()
        self._moves = moves
        for item, _start, _end, z, _visible in moves:
            item.setZValue(Z_FLYING + z)
            item.setVisible(True)
        self._anim.setDuration(ms)
        self._anim.start()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, start, end, _z, _visible in self._moves:
            item.setPos(start + (end - start) * t)

    def finish(self) -> None:
        """Put every flying card where it goes, at once."""
        moves, self._moves = self._moves, []
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        for item, _start, end, z, visible in moves:
            item.setPos(end)
            item.setZValue(z)
            item.setVisible(visible)


class Drag:
    """A drag gesture: the held cards follow the mouse; the drop asks the controller."""

    def __init__(self, table: TableScene, place: int, index: int, items: list[CardItem],
                 press: QPointF) -> None:
        self.table = table
        self.place = place
        self.index = index
        self.items = items
        self.press = press
        self.origins = [item.pos() for item in items]
        for i, item in enumerate(items):
            item.setZValue(Z_FLYING + i)
        # Nothing but the held cards moves during a drag: the piles it could end on,
        # and which of them accept it, are asked once, not on every mouse move.
        controller = table.controller
        self.zones = table.drop_zones(exclude=place)
        self.accepting = {
            target for target, _rect in self.zones
            if controller.drop_action(place, index, target) is not None
        }

    def update(self, pos: QPointF) -> None:
        delta = pos - self.press
        for item, origin in zip(self.items, self.origins, strict=True):
            item.setPos(origin + delta)
        best = self.targets()[0]
        self.table.show_target(None if best is None else dict(self.zones)[best])

    def targets(self) -> tuple[int | None, int | None]:
        """The accepting pile the held cards overlap most, and the pile they overlap most."""
        lead = self.items[0].sceneBoundingRect()
        best, best_area = None, 0.0
        nearest, nearest_area = None, 0.0
        for target, rect in self.zones:
            hit = lead.intersected(rect)
            area = hit.width() * hit.height()
            if area > nearest_area:
                nearest, nearest_area = target, area
            if area > best_area and target in self.accepting:
                best, best_area = target, area
        return best, nearest

    def finish(self) -> bool:
        """Drop on the accepting pile overlapped most; False when the cards fly back."""
        best, nearest = self.targets()
        controller = self.table.controller
        self.table.show_target(None)
        if best is not None and controller.drop(self.place, self.index, best):
            return True
        self.cancel()
        if nearest is not None:  # say why the pile it was dropped on refused it
            self.table.refused.emit(controller.refusal(self.place, self.index, nearest))
        return False

    def cancel(self) -> None:
        self.table.show_target(None)
        self.table.sync(animate=True)


class Gesture:
    """A gesture from its press (made when the press comes) to its release; a sync or a
    new press cancels it. The mouse and the keyboard are two sources of gestures."""

    def move(self, pos: QPointF) -> None:
        """The pointer moved (a keyboard gesture has none)."""

    def release(self, pos: QPointF) -> None:
        """The gesture ends where it is."""

    def cancel(self) -> None:
        """The gesture ends without doing anything."""


class MouseGesture(Gesture):
    """A left press on a place: a click when released where it was, a drag once it
    moved by the start-drag distance with a card that may be taken."""

    def __init__(self, table: TableScene, target: tuple[int, int] | None,
                 start: QPointF) -> None:
        self.table = table
        self.target = target
        self.start = start
        self.drag: Drag | None = None

    def move(self, pos: QPointF) -> None:
        if self.drag is not None:
            self.drag.update(pos)
            return
        if self.target is None:
            return
        place, index = self.target
        if (pos - self.start).manhattanLength() < QApplication.startDragDistance():
            return
        if index < 0 or not self.table.controller.can_pick(place, index):
            return
        self.drag = Drag(self.table, place, index, self.table.picked_items(place, index),
                         self.start)
        self.drag.update(pos)

    def release(self, pos: QPointF) -> None:
        table = self.table
        if self.drag is not None:
            table.click_played = False
            self.drag.finish()
            return
        table.click_played = False
        if self.target is not None:
            place, index = self.target
            # a single click: the controller knows what it does, if anything
            table.click_played = table.controller.click(place, index if index >= 0 else None)


class SecondClick(Gesture):
    """The second press of a double-click that played (or was the first click's
    card going home): its release does nothing."""


class KeyboardPick(Gesture):
    """Cards picked up with the keyboard: they stay picked up until a drop plays, or
    Escape (``cancel``) puts them back. A refused drop says why and keeps them."""

    def __init__(self, table: TableScene, place: int, index: int) -> None:
        self.table = table
        self.place = place
        self.index = index

    def cards(self) -> list[int]:
        return self.table.controller.game.pile(self.place)[self.index:]

    def drop(self, target: int) -> bool:
        """Drop on ``target``; False (cards still picked up) when refused."""
        controller = self.table.controller
        if controller.drop(self.place, self.index, target):
            return True
        self.table.refuse(controller.refusal(self.place, self.index, target))
        return False

    def cancel(self) -> None:
        self.table.show_pick(None)


class TableScene(QGraphicsScene):
    """The card table. It asks the controller; it knows no rules."""

    #: Emitted with a short text when a gesture was refused (for the status bar).
    refused = Signal(str)
    #: Emitted with every text announced to screen readers (focus, actions, refusals).
    announced = Signal(str)
    #: Emitted with the new place when the keyboard focus moves to another place.
    focusMoved = Signal(int)

    def __init__(self, controller: GameController, settings: Settings,
                 art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.art = art or CardArt()
        self.art.choose(settings.card_deck, settings.card_back)
        self.art_choice = 0  # counts the changes of deck or back
        #: Drawing the cards in sight took longer than a frame (a heavy deck): while the
        #: window is resized the cards are stretched, and drawn anew once it rests.
        self.slow_art = False
        self.redraw = QTimer(self)
        self.redraw.setSingleShot(True)
        self.redraw.setInterval(REDRAW_MS)
        self.redraw.timeout.connect(self._refresh_pixmaps)
        self.words = TableWords(controller, self)  # the table's words, through self.tr()
        self.card_width = 60
        self.dpr = 1.0
        self.cards = [CardItem(k) for k in range(DECK_SIZE)]
        for item in self.cards:
            self.addItem(item)
        self.markers: dict[int, MarkerItem] = {}
        for place in [STOCK, WASTE, *range(9), *range(SLOT0, SLOT0 + 8)]:
            marker = MarkerItem(place)
            self.markers[place] = marker
            self.addItem(marker)
        self.banner = QGraphicsSimpleTextItem()
        self.banner.setZValue(5000)
        self.banner.setVisible(False)
        self.addItem(self.banner)
        self.flight = Flight(self)
        # where a drop would go: outlined while dragging
        self.target_mark = QGraphicsRectItem()
        self.target_mark.setZValue(Z_FLYING - 1)
        self.target_mark.setPen(QPen(QColor(255, 214, 74, 230), 3))
        self.target_mark.setBrush(QColor(255, 214, 74, 40))
        self.target_mark.setVisible(False)
        self.addItem(self.target_mark)
        #: The places, in focus order.
        self.piles = [Pile(self, place) for place in FOCUS_ORDER]
        self.pile_of = {pile.place: pile for pile in self.piles}
        # the keyboard focus and the keyboard's picked-up cards, drawn as rings
        self.focus_ring = Ring(QColor("#FFFFFF"), QColor("#101010"))
        self.focus_ring.setZValue(Z_FLYING + 300)
        self.addItem(self.focus_ring)
        self.pick_ring = Ring(QColor("#FFD54A"), QColor("#101010"), QColor(255, 213, 74, 70))
        self.pick_ring.setZValue(Z_FLYING + 200)
        self.addItem(self.pick_ring)
        #: The focused place and the index of its focused card (-1: its top card).
        self.focus_place = STOCK
        self.focus_index = -1
        self.keyboard_used = False  # the focus is drawn once the keyboard was used
        self.pick: KeyboardPick | None = None
        self.layout = Layout({}, {})
        self.gesture: Gesture | None = None  # the mouse gesture under way
        self.click_played = False  # did the first click of a double-click play?
        self.announcer = Announcer(self)
        self.hint_marks: list[QGraphicsRectItem] = []  # a hint's cards and destination
        self._size = QSize(1024, 768)
        self._origin = QPointF(0, 0)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        controller.changed.connect(self._on_changed)
        controller.gameStarted.connect(self._on_new_game)
        controller.won.connect(self.celebrate)
        settings.changed.connect(self._on_setting)
        self._apply_colour()

    # -- geometry ----------------------------------------------------------------------

    @property
    def card_height(self) -> int:
        return round(self.card_width * CARD_ASPECT)

    def resize_table(self, size: QSize, dpr: float) -> None:
        """Fit the table to a view size: one scale factor, then a new layout."""
        self.flight.finish()
        self._size = size
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        width = min(size.width() / TABLE_WIDTH, size.height() / TABLE_HEIGHT)
        new_width = max(20, int(width))
        if new_width != self.card_width or dpr != self.dpr:
            self.card_width = new_width
            self.dpr = dpr
            self.art.clear()  # only the current size is ever shown
            if self.slow_art:
                self._stretch_pixmaps()
                self.redraw.start()
            else:
                self._refresh_pixmaps()
        used = TABLE_WIDTH * self.card_width
        self._origin = QPointF(max(0.0, (size.width() - used) / 2), 0.0)
        self._place_markers()
        self.sync(animate=False)
        for mark in self.hint_marks:  # it outlined the old layout
            mark.setVisible(False)

    def _x(self, units: float) -> float:
        return self._origin.x() + units * self.card_width

    def pile_pos(self, place: int) -> QPointF:
        """Top-left corner of a pile's first card, on whole pixels (crisp pixmaps)."""
        pos = self._pile_pos(place)
        return QPointF(round(pos.x()), round(pos.y()))

    def _pile_pos(self, place: int) -> QPointF:
        x, y = self.pile_of[place].units
        return QPointF(self._x(x), y * self.card_width)

    def foundation_area(self) -> QRectF:
        """The whole foundation area: one drop zone."""
        first = self.pile_pos(SLOT0)
        last = self.pile_pos(SLOT0 + 7)
        return QRectF(first, QPointF(last.x() + self.card_width, last.y() + self.card_height))

    def card_rect(self, pos: QPointF) -> QRectF:
        return QRectF(pos, QPointF(pos.x() + self.card_width, pos.y() + self.card_height))

    def _column_offsets(self, n: int) -> list[float]:
        """Y offsets of the cards of column n, squeezed so that the column fits."""
        game = self.controller.game
        col = game.columns[n]
        if not col:
            return []
        h = self.card_height
        steps = [DOWN_OFFSET if i < game.down[n] else UP_OFFSET for i in range(len(col) - 1)]
        needed = sum(steps) * self.card_width
        room = self._size.height() - self.pile_pos(n).y() - h - MARGIN * self.card_width / 2
        factor = min(1.0, room / needed) if needed > 0 and room > 0 else 1.0
        if room <= 0:
            factor = 0.0
        ys, y = [0.0], 0.0
        for step in steps:
            y += step * self.card_width * factor
            ys.append(float(round(y)))
        return ys

    def compute_layout(self) -> Layout:
        """Where every card goes for the engine's current state (no side effect)."""
        game = self.controller.game
        out: dict[int, Spot] = {}
        where: dict[int, tuple[int, int]] = {}

        def stack(place: int, pile: list[int], face_up: bool) -> None:
            pos = self.pile_pos(place)
            top = len(pile) - STACK_VISIBLE
            for i, card in enumerate(pile):
                out[card] = Spot(pos, float(i), face_up, i >= top)
                where[card] = (place, i)

        stack(STOCK, game.stock, False)
        if game.draw == 3 and game.waste:
            fan = min(max(game.waste_fan, 1), 3, len(game.waste))
            base = self.pile_pos(WASTE)
            first_fanned = len(game.waste) - fan
            for i, card in enumerate(game.waste):
                k = max(0, i - first_fanned)
                pos = QPointF(base.x(), base.y() + round(k * FAN_OFFSET * self.card_width))
                out[card] = Spot(pos, float(i), True, i >= first_fanned - 1)
                where[card] = (WASTE, i)
        else:
            stack(WASTE, game.waste, True)
        for k, pile in enumerate(game.foundations):
            stack(SLOT0 + k, pile, True)
        for n, col in enumerate(game.columns):
            pos = self.pile_pos(n)
            for i, (card, dy) in enumerate(zip(col, self._column_offsets(n), strict=True)):
                out[card] = Spot(
                    QPointF(pos.x(), pos.y() + dy), float(i), i >= game.down[n], True
                )
                where[card] = (n, i)
        return Layout(out, where)

    # -- pixmaps -----------------------------------------------------------------------

    def _pixmap(self, item: CardItem) -> QPixmap:
        w, h, dpr = self.card_width, self.card_height, self.dpr
        if item.face_up:
            return self.art.face(RANK[item.card_id], SUIT[item.card_id], w, h, dpr)
        return self.art.back(w, h, dpr)

    def _show_pixmap(self, item: CardItem) -> None:
        """Give a card the pixmap of its side at the current size, if it has another."""
        drawn = (item.face_up, self.card_width, self.dpr, self.art_choice)
        if item.drawn != drawn:
            if (self.redraw.isActive() and item.drawn is not None
                    and (item.drawn[0], item.drawn[3]) == (drawn[0], drawn[3])):
                return  # stretched while the window is resized, drawn when it rests
            item.drawn = drawn
            item.setPixmap(self._pixmap(item))
            item.setTransform(QTransform())

    def _stretch_pixmaps(self) -> None:
        """Show the cards in sight at the new size with their old pixmaps, stretched."""
        for item in self.cards:
            pixmap = item.pixmap()
            if item.isVisible() and not pixmap.isNull():
                size = pixmap.deviceIndependentSize()
                item.setTransform(QTransform.fromScale(self.card_width / size.width(),
                                                       self.card_height / size.height()))
        self._refresh_markers()

    def _refresh_pixmaps(self) -> None:
        # Only the cards in sight: a deck's face can take milliseconds to draw, and the
        # hidden cards (under a stack) get theirs in sync() when they come into sight.
        self.redraw.stop()
        fresh, started = len(self.art) == 0, time.perf_counter()  # all drawn anew
        for item in self.cards:
            if item.isVisible():
                self._show_pixmap(item)
            elif item.drawn is not None:  # let go of the old size's pixmap
                item.drawn = None
                item.setPixmap(QPixmap())
        self._refresh_markers()
        if fresh:
            self.slow_art = time.perf_counter() - started > SLOW_ART_S

    def _refresh_markers(self) -> None:
        w, h, dpr = self.card_width, self.card_height, self.dpr
        game = self.controller.game
        for place, marker in self.markers.items():
            if place == STOCK:
                pix = self.art.stock_empty(w, h, dpr, bool(game.waste) and not game.vegas)
            elif place >= SLOT0:
                pix = self.art.slot(w, h, dpr, (place - SLOT0) // 2)
            else:
                pix = self.art.slot(w, h, dpr, None)
            marker.setPixmap(pix)

    def _place_markers(self) -> None:
        for place, marker in self.markers.items():
            marker.setPos(self.pile_pos(place))
        self.markers[STOCK].setCursor(Qt.CursorShape.PointingHandCursor)

    # -- following the controller ------------------------------------------------------

    def sync(self, animate: bool) -> None:
        """Move every card item to where the engine's state puts it."""
        self.flight.finish()
        self.gesture = None  # a change under a drag (say, an undo) ends the drag
        self.target_mark.setVisible(False)
        animate = animate and self.settings.animations
        moves = []
        self.layout = self.compute_layout()
        for card, spot in self.layout.spots.items():
            item = self.cards[card]
            item.face_up = spot.face_up
            if spot.visible or item.isVisible():
                self._show_pixmap(item)
            if item.pos() != spot.pos and animate and (item.isVisible() or spot.visible):
                moves.append((item, item.pos(), spot.pos, spot.z, spot.visible))
            else:
                item.setPos(spot.pos)
                item.setZValue(spot.z)
                item.setVisible(spot.visible)
        if moves:
            self.flight.start(moves, ANIMATION_MS)
        self._set_cursors()
        self._clamp_focus()
        self.show_focus()

    def _set_cursors(self) -> None:
        """A hand over what can be taken, a pointer over the stock."""
        can_pick = self.controller.can_pick
        for card, (place, index) in self.layout.where.items():
            item = self.cards[card]
            if place == STOCK:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            elif can_pick(place, index):
                item.setCursor(Qt.CursorShape.OpenHandCursor)
            elif item.hasCursor():
                item.unsetCursor()

    def _on_changed(self) -> None:
        self._end_pick()  # a change (a drop, an undo, a mouse move) ends a keyboard pick
        if not self.controller.game.won:  # an undo took the winning move back
            self.banner.setVisible(False)
        self._refresh_markers()
        self.sync(animate=True)

    def _on_new_game(self) -> None:
        self._end_pick()
        self.banner.setVisible(False)
        for item in self.cards:
            item.face_up = False
        self._refresh_pixmaps()
        self.sync(animate=False)

    def _on_setting(self, key: str) -> None:
        if key == "table/colour":
            self._apply_colour()
        elif key in ("cards/deck", "cards/back"):
            self.art.choose(self.settings.card_deck, self.settings.card_back)
            self.art_choice += 1
            self._refresh_pixmaps()
        elif key == "play/animations" and not self.settings.animations:
            self.flight.finish()

    def _apply_colour(self) -> None:
        self.setBackgroundBrush(QColor(TABLE_COLOURS[self.settings.table_colour]))

    def celebrate(self) -> None:
        """A short celebration: the banner, and the kings hop on the foundations."""
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(24, self.card_width // 2))
        self.banner.setFont(font)
        self.banner.setBrush(QColor("#FFF4C2"))
        self.banner.setText(QApplication.translate("TableScene", "You won!"))
        rect = self.banner.boundingRect()
        self.banner.setPos(
            (self._size.width() - rect.width()) / 2, (self._size.height() - rect.height()) / 2
        )
        self.banner.setVisible(True)
        if not self.settings.animations:
            return
        moves = []
        for k, pile in enumerate(self.controller.game.foundations):
            if pile:
                item = self.cards[pile[-1]]
                up = item.pos() - QPointF(0, self.card_height * (0.2 + 0.05 * k))
                moves.append((item, up, item.pos(), item.zValue(), True))
        self.flight.start(moves, CELEBRATION_MS)

    # -- questions from the gestures ---------------------------------------------------

    def show_target(self, zone: QRectF | None) -> None:
        """Outline the drop zone a drop would go to (None: no outline)."""
        if zone is None:
            self.target_mark.setVisible(False)
            return
        pad = max(2.0, self.card_width * 0.04)
        self.target_mark.setRect(zone.adjusted(-pad, -pad, pad, pad))
        self.target_mark.setVisible(True)

    def show_hint(self, cards: list[int], places: list[int]) -> None:
        """Outline a hint as the drag outline does: the ``cards`` to move (together) and
        each of ``places`` (its top card, or the empty pile), where they lie once any
        flight has landed. Nothing: no outline."""
        rects = []
        if cards:
            rect = QRectF()
            for card in cards:
                rect = rect.united(self.landing_rect(card))
            rects.append(rect)
        game = self.controller.game
        for place in places:
            pile = game.pile(place)
            rects.append(self.landing_rect(pile[-1]) if pile
                         else self.card_rect(self.pile_pos(place)))
        while len(self.hint_marks) < len(rects):
            mark = QGraphicsRectItem()
            mark.setZValue(Z_FLYING - 1)
            mark.setPen(self.target_mark.pen())
            mark.setBrush(self.target_mark.brush())
            self.addItem(mark)
            self.hint_marks.append(mark)
        pad = max(2.0, self.card_width * 0.04)
        for k, mark in enumerate(self.hint_marks):
            mark.setVisible(k < len(rects))
            if k < len(rects):
                mark.setRect(rects[k].adjusted(-pad, -pad, pad, pad))

    def drop_zones(self, exclude: int) -> list[tuple[int, QRectF]]:
        """Every zone a drag from the place ``exclude`` could end on, with the rect that
        counts for the overlap: each column and the foundation area (one zone for its
        eight slots), less the zone the cards come from. Whether a zone takes the cards
        is the engine's question, asked on the drop."""
        home = FOUNDATION if SLOT0 <= exclude < SLOT0 + 8 else exclude
        zones = []
        game = self.controller.game
        for n in range(9):
            col = game.columns[n]
            pos = self.cards[col[-1]].pos() if col else self.pile_pos(n)
            zones.append((n, self.card_rect(pos)))
        zones.append((FOUNDATION, self.foundation_area()))
        return [(place, rect) for place, rect in zones if place != home]

    def hit(self, pos: QPointF) -> tuple[int, int] | None:
        """The (place, index) under a scene point: a card, or an empty pile (index -1)."""
        for item in self.items(pos):  # topmost first
            if isinstance(item, CardItem) and item.isVisible():
                return self.layout.where.get(item.card_id)
            if isinstance(item, MarkerItem):
                return (item.place, -1)
        if self.foundation_area().contains(pos):
            return (FOUNDATION, -1)
        return None

    def picked_items(self, place: int, index: int) -> list[CardItem]:
        return [self.cards[c] for c in self.controller.game.pile(place)[index:]]

    def refuse(self, text: str) -> None:
        """Say why a gesture was refused (status bar and screen readers)."""
        if text:
            self.refused.emit(text)
            self.announce(text)

    def announce(self, text: str) -> None:
        self.announced.emit(text)

    # -- mouse -------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.flight.finish()  # a new gesture never waits for an animation
        self._end_pick()
        target = self.hit(event.scenePos())
        if target is not None and target[0] in self.pile_of:
            self.focus_place, self.focus_index = target  # the keyboard goes on from here
            self._clamp_focus()
            self.show_focus()
        self.gesture = MouseGesture(self, target, event.scenePos())
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        gesture = self.gesture
        if gesture is None:
            return
        dragging = isinstance(gesture, MouseGesture) and gesture.drag is not None
        if dragging or event.buttons() & Qt.MouseButton.LeftButton:
            gesture.move(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        gesture, self.gesture = self.gesture, None
        if gesture is None:
            self.click_played = False
            return
        gesture.release(event.scenePos())

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        target = self.hit(event.scenePos())
        on_table_card = (
            target is not None and (target[0] == WASTE or 0 <= target[0] < 9) and target[1] >= 0
        )
        if not (self.settings.double_click and on_table_card):
            # Setting off, the stock or an empty place: the second click of two.
            self.mousePressEvent(event)
            return
        assert target is not None
        self.flight.finish()
        self.gesture = SecondClick()
        if not self.click_played:  # the first click did not send the card home
            self.controller.double_click(*target)

    # -- keyboard ----------------------------------------------------------------------

    def focused_index(self) -> int:
        """The index of the focused card in the focused place (-1: the place is empty)."""
        pile = self.controller.game.pile(self.focus_place)
        if not pile:
            return -1
        if self.focus_index < 0 or self.focus_index >= len(pile):
            return len(pile) - 1
        return self.focus_index

    def _clamp_focus(self) -> None:
        """After a change the focused card is still a face-up card of its column (or the
        top card); a stacked pile only ever has its top card focused."""
        place = self.focus_place
        pile = self.controller.game.pile(place)
        if not 0 <= place < 9 or not pile:
            self.focus_index = -1
            return
        down = self.controller.game.down[place]
        if not down <= self.focus_index < len(pile):
            self.focus_index = -1

    def set_focus(self, place: int, index: int = -1) -> None:
        """Move the keyboard focus and say where it is: a new place is a focus change
        (screen readers read the focused pile's name), a new card in the same column
        is announced."""
        moved = place != self.focus_place
        self.focus_place, self.focus_index = place, index
        self._clamp_focus()
        self.show_focus()
        if moved:
            self.focusMoved.emit(place)
        else:
            self.announce(self.words.focus(place, self.focused_index()))

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on the table; False when it is not one of the table's keys."""
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier
                                 | Qt.KeyboardModifier.ShiftModifier):
            return False
        k = event.key()
        K = Qt.Key
        self.flight.finish()
        self.keyboard_used = True
        order = FOCUS_ORDER.index(self.focus_place)
        if k in (K.Key_Left, K.Key_Right):
            step = 1 if k == K.Key_Right else -1
            self.set_focus(FOCUS_ORDER[(order + step) % len(FOCUS_ORDER)])
        elif k == K.Key_Home:
            self.set_focus(STOCK)
        elif K.Key_1 <= k <= K.Key_9:
            self.set_focus(k - K.Key_1)
        elif k in (K.Key_Up, K.Key_Down):
            self._step_in_column(-1 if k == K.Key_Up else 1)
        elif k in (K.Key_Return, K.Key_Enter, K.Key_Space):
            self._activate()
        elif k == K.Key_Escape:
            if self.pick is None:
                return False
            self._end_pick()
            self.announce(self.words.put_back())
        elif k == K.Key_F:
            self._single()
        elif k == K.Key_D:
            self._double()
        else:
            return False
        return True

    def _step_in_column(self, step: int) -> None:
        place = self.focus_place
        if not 0 <= place < 9:
            return
        pile = self.controller.game.pile(place)
        if not pile:
            return
        index = self.focused_index() + step
        if not self.controller.game.down[place] <= index < len(pile):
            return
        self.set_focus(place, index)

    def _activate(self) -> None:
        """Enter/Space: the stock click, a pick or a drop on the focused place."""
        place, index = self.focus_place, self.focused_index()
        controller = self.controller
        if self.pick is not None:
            self.pick.drop(place)
            return
        if place == STOCK:
            if not controller.click(STOCK):
                self.refuse(controller.refusal(STOCK, 0, WASTE))
            return
        if index < 0:
            self.announce(self.words.focus(place, index))
            return
        if not controller.can_pick(place, index):
            self.refuse(controller.pick_refusal(place, index))
            return
        self.pick = KeyboardPick(self, place, index)
        self.show_pick(self.pick)
        self.announce(self.words.picked(self.pick.cards()))

    def _single(self) -> None:
        place, index = self.focus_place, self.focused_index()
        if index < 0:
            self.announce(self.words.focus(place, index))
            return
        if not self.controller.click(place):
            top = len(self.controller.game.pile(place)) - 1
            self.refuse(self.controller.refusal(place, top, FOUNDATION))

    def _double(self) -> None:
        place, index = self.focus_place, self.focused_index()
        if index < 0:
            self.announce(self.words.focus(place, index))
            return
        if not self.controller.double_click(place, index):
            card = self.controller.game.pile(place)[index]
            self.refuse(self.words.no_column_takes(card))

    def _end_pick(self) -> None:
        pick, self.pick = self.pick, None
        if pick is not None:
            pick.cancel()

    def landing_rect(self, card: int) -> QRectF:
        """Where a card lies once any flight has landed (the rings go there at once)."""
        spot = self.layout.spots.get(card)
        if spot is None:
            return self.cards[card].sceneBoundingRect()
        return self.card_rect(spot.pos)

    def show_focus(self) -> None:
        """Ring the focused card (with the cards on it) or place, once the keyboard is
        in use."""
        if not self.keyboard_used:
            self.focus_ring.setVisible(False)
            return
        place = self.focus_place
        index = self.focused_index()
        pile = self.controller.game.pile(place)
        if index >= 0 and place != STOCK:
            rect = QRectF()
            for card in pile[index:]:
                rect = rect.united(self.landing_rect(card))
        elif pile and place == STOCK:
            rect = self.landing_rect(pile[-1])
        else:
            rect = self.card_rect(self.pile_pos(place))
        width = max(8.0, self.card_width * 0.12)
        pad = width / 2 + 2
        self.focus_ring.set_ring(rect.adjusted(-pad, -pad, pad, pad), width)
        self.show_pick(self.pick)

    def show_pick(self, pick: KeyboardPick | None) -> None:
        """Ring and tint the picked-up cards (None: nothing is picked up)."""
        if pick is None:
            self.pick_ring.setVisible(False)
            return
        rect = QRectF()
        for card in pick.cards():
            rect = rect.united(self.landing_rect(card))
        pad = max(1.0, self.card_width * 0.02)
        self.pick_ring.set_ring(rect.adjusted(-pad, -pad, pad, pad), 7.0)


class TableView(QGraphicsView):
    """Shows the whole table at 1:1 pixels; a resize lays the table out anew."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        # small enough for a laptop screen at 200 % (720×450 points, less the panels)
        self.setMinimumSize(400, 240)
        self.viewport().setObjectName("tableViewport")
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        install_accessibility(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.table.announcer.refresh()  # the piles' names are now in another language
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.table.resize_table(event.size(), self.devicePixelRatioF())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.table.resize_table(self.viewport().size(), self.devicePixelRatioF())
        return super().event(event)

