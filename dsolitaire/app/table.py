"""The table: a QGraphicsScene of card items that follows the controller's state.

The scene knows no rules (KPatience): it lays the engine's piles out in card-size units,
turns mouse gestures into questions to the controller (may these cards leave, where
does this drop go) and, after every change, moves each card item to where the engine
says it is. Dragging is plain scene mouse events; a drop goes to the accepting pile
that the dragged cards overlap most, or the cards fly back.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPen, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from ..engine import DECK_SIZE, FOUNDATION, RANK, SLOT0, STOCK, SUIT, WASTE
from .cardart import CARD_ASPECT, CardArt
from .controller import GameController
from .settings import TABLE_COLOURS, Settings

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


@dataclass
class Spot:
    """Where the engine's state puts one card."""

    pos: QPointF
    z: float
    face_up: bool
    visible: bool


class CardItem(QGraphicsPixmapItem):
    """One of the 104 physical cards; its pixmap comes from the shared art cache."""

    def __init__(self, card_id: int) -> None:
        super().__init__()
        self.card_id = card_id
        self.face_up = False
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


class TableScene(QGraphicsScene):
    """The card table. It asks the controller; it knows no rules."""

    #: Emitted with a short text when a gesture was refused (for the status bar).
    refused = Signal(str)

    def __init__(self, controller: GameController, settings: Settings,
                 art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.art = art or CardArt()
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
        self._where: dict[int, tuple[int, int]] = {}  # card id -> (place, index)
        self._press: tuple[int, int, QPointF] | None = None
        self._drag: Drag | None = None
        self._click_moved = False  # did the first click of a double-click play?
        self._swallow_release = False
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
            self._refresh_pixmaps()
        used = TABLE_WIDTH * self.card_width
        self._origin = QPointF(max(0.0, (size.width() - used) / 2), 0.0)
        self._place_markers()
        self.sync(animate=False)

    def _x(self, units: float) -> float:
        return self._origin.x() + units * self.card_width

    def pile_pos(self, place: int) -> QPointF:
        """Top-left corner of a pile's first card, on whole pixels (crisp pixmaps)."""
        pos = self._pile_pos(place)
        return QPointF(round(pos.x()), round(pos.y()))

    def _pile_pos(self, place: int) -> QPointF:
        w = self.card_width
        top = MARGIN * w
        if place == STOCK:
            return QPointF(self._x(MARGIN), top)
        if place == WASTE:
            return QPointF(self._x(MARGIN), top + (CARD_ASPECT + GAP) * w)
        columns_x = MARGIN + 1 + PANEL_GAP
        if 0 <= place < 9:
            return QPointF(self._x(columns_x + place * (1 + GAP)), top)
        slot = place - SLOT0
        fx = columns_x + 9 + 8 * GAP + PANEL_GAP
        row, col = divmod(slot, 2)
        return QPointF(
            self._x(fx + col * (1 + GAP)), top + row * (CARD_ASPECT + FOUNDATION_ROW_GAP) * w
        )

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

    def spots(self) -> dict[int, Spot]:
        """Where every card goes for the engine's current state."""
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
        self._where = where
        return out

    # -- pixmaps -----------------------------------------------------------------------

    def _pixmap(self, item: CardItem) -> QPixmap:
        w, h, dpr = self.card_width, self.card_height, self.dpr
        if item.face_up:
            return self.art.face(RANK[item.card_id], SUIT[item.card_id], w, h, dpr)
        return self.art.back(w, h, dpr)

    def _refresh_pixmaps(self) -> None:
        for item in self.cards:
            item.setPixmap(self._pixmap(item))
        self._refresh_markers()

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
        self._drag = None  # a change under a drag (say, an undo) ends the drag
        self._press = None
        self.target_mark.setVisible(False)
        animate = animate and self.settings.animations
        moves = []
        for card, spot in self.spots().items():
            item = self.cards[card]
            if item.face_up != spot.face_up:
                item.face_up = spot.face_up
                item.setPixmap(self._pixmap(item))
            if item.pos() != spot.pos and animate and (item.isVisible() or spot.visible):
                moves.append((item, item.pos(), spot.pos, spot.z, spot.visible))
            else:
                item.setPos(spot.pos)
                item.setZValue(spot.z)
                item.setVisible(spot.visible)
        if moves:
            self.flight.start(moves, ANIMATION_MS)
        self._set_cursors()

    def _set_cursors(self) -> None:
        """A hand over what can be taken, a pointer over the stock."""
        can_pick = self.controller.can_pick
        for card, (place, index) in self._where.items():
            item = self.cards[card]
            if place == STOCK:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            elif can_pick(place, index):
                item.setCursor(Qt.CursorShape.OpenHandCursor)
            elif item.hasCursor():
                item.unsetCursor()

    def _on_changed(self) -> None:
        if not self.controller.game.won:  # an undo took the winning move back
            self.banner.setVisible(False)
        self._refresh_markers()
        self.sync(animate=True)

    def _on_new_game(self) -> None:
        self.banner.setVisible(False)
        for item in self.cards:
            item.face_up = False
        self._refresh_pixmaps()
        self.sync(animate=False)

    def _on_setting(self, key: str) -> None:
        if key == "table/colour":
            self._apply_colour()
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
        self.flight.start(moves, 900)

    # -- questions from the gestures ---------------------------------------------------

    def show_target(self, zone: QRectF | None) -> None:
        """Outline the drop zone a drop would go to (None: no outline)."""
        if zone is None:
            self.target_mark.setVisible(False)
            return
        pad = max(2.0, self.card_width * 0.04)
        self.target_mark.setRect(zone.adjusted(-pad, -pad, pad, pad))
        self.target_mark.setVisible(True)

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
                return self._where.get(item.card_id)
            if isinstance(item, MarkerItem):
                return (item.place, -1)
        if self.foundation_area().contains(pos):
            return (FOUNDATION, -1)
        return None

    # -- mouse -------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self.flight.finish()  # a new gesture never waits for an animation
        self._drag = None
        self._swallow_release = False
        target = self.hit(event.scenePos())
        self._press = (target[0], target[1], event.scenePos()) if target else None
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._drag is not None:
            self._drag.update(event.scenePos())
            return
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        place, index, start = self._press
        if (event.scenePos() - start).manhattanLength() < QApplication.startDragDistance():
            return
        if index < 0 or not self.controller.can_pick(place, index):
            return
        items = self._picked_items(place, index)
        self._drag = Drag(self, place, index, items, start)
        self._drag.update(event.scenePos())

    def _picked_items(self, place: int, index: int) -> list[CardItem]:
        return [self.cards[c] for c in self.controller.game.pile(place)[index:]]

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        drag, self._drag = self._drag, None
        press, self._press = self._press, None
        if drag is not None:
            self._click_moved = False
            drag.finish()
            return
        if self._swallow_release:
            self._swallow_release = False
            return
        self._click_moved = False
        if press is not None:
            self._click_moved = self._click(press[0], press[1])

    def _click(self, place: int, index: int) -> bool:
        """A single click: the controller knows what it does, if anything."""
        return self.controller.click(place, index if index >= 0 else None)

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
        self._press = None
        self._swallow_release = True
        if not self._click_moved:  # the first click did not send the card home
            self.controller.double_click(*target)


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

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.table.resize_table(event.size(), self.devicePixelRatioF())

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            self.table.resize_table(self.viewport().size(), self.devicePixelRatioF())
        return super().event(event)

