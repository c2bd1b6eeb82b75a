"""The table: a QGraphicsScene of card items that follows the controller's state.

The scene knows no rules (KPatience): its piles (:mod:`.piles`) lay the engine's cards
out in card-size units (:mod:`.layout`), a gesture (:mod:`.gestures`, :mod:`.keyboard`)
turns the mouse and the keys into questions to the controller (may these cards leave,
where does this drop go, what does this click do), and after every change each card item
moves to where the engine says it is, in one flight (:mod:`.flight`): after a move, only
the cards of the piles its record names (:class:`~dsolitaire.app.play.change.Change`).
What is drawn over the cards is :mod:`.overlays`; the cards' faces come from
:mod:`.cardart`. Screen readers see the table through :mod:`.access`, which imports
this module (never the reverse): the view (:mod:`.view`) puts the two together.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...engine import DECK_SIZE, FOUNDATION, SLOT0, STOCK, WASTE, Refusal
from ..play.change import Change
from ..store.settings import TABLE_COLOURS, Settings
from .asks import TableController
from .cardart import CARD_ASPECT, CardArt
from .celebration import Celebration
from .flight import ANIMATION_MS, CELEBRATION_MS, Flight
from .gestures import Gesture, KeyboardPick
from .items import CardItem, MarkerItem
from .keyboard import Keyboard
from .layout import (
    FOCUS_ORDER,
    LAYOUT_ORDER,
    TABLE_HEIGHT,
    TABLE_WIDTH,
    Layout,
    Metrics,
    Spot,
    focus_order,
    pile_units,
)
from .marks import Marks
from .mouse import Mouse
from .overlays import Overlays
from .piles import Pile, pile_class
from .pixmaps import TablePixmaps
from .stock_counter import StockCounter
from .words import TableWords

__all__ = ["ANIMATION_MS", "CELEBRATION_MS", "CardItem", "Pile", "TableScene"]

#: Drawing the cards in sight anew takes longer than this (a heavy deck): while the
#: window is resized, the old pixmaps are stretched and the cards drawn anew when it rests
#: (:mod:`.pixmaps`). Read when a deck is first drawn, so a test may set it.
SLOW_ART_S = 0.025


class TableScene(QGraphicsScene):
    """The card table. It asks the controller; it knows no rules."""

    #: refused(text, spoken): a gesture was refused; the sentence for the status bar, and
    #: the same with the cards in words (its accessible name).
    refused = Signal(str, str)
    #: Emitted with every text announced to screen readers (focus, actions, refusals).
    announced = Signal(str)
    #: Emitted with the new place when the keyboard focus moves to another place.
    focusMoved = Signal(int)
    #: Emitted when the win's celebration is over (at once without animations).
    celebrated = Signal()
    #: Emitted when the piles moved to other spots and focus order (left-handed or not).
    layoutChanged = Signal()
    #: Emitted when cards are picked up (a drag starts, or the keyboard picks them):
    #: the hint on show belongs to the position before the player's own choice.
    picked = Signal()

    def __init__(self, controller: TableController, settings: Settings,
                 art: CardArt | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.art = art or CardArt()
        self.art.choose(settings.card_deck, settings.card_back)
        self.art.prefetch()  # parsed while the window is built: the first frame is sooner
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
        #: The cards' and markers' pixmaps (the slow-deck threshold is read when asked).
        self.pixmaps = TablePixmaps(self.art, self.cards, self.markers,
                                    lambda: self.controller.game.stock_click_does_something(),
                                    lambda: SLOW_ART_S, self)
        self.pixmaps.width, self.pixmaps.height = self.card_width, self.card_height
        self.overlays = Overlays(self)
        #: the cards left in the stock (and the pass, in Normal), on the stock
        self.stock_counter = StockCounter()
        self.addItem(self.stock_counter)
        self.flight = Flight(self)
        #: The places, in focus order; each knows how its cards fan out.
        self.piles: list[Pile] = [
            pile_class(place)(self, place, lambda: self.controller.game, self.card_rect,
                              self._drawn_rect, self.words.pile)
            for place in FOCUS_ORDER]
        self.pile_of = {pile.place: pile for pile in self.piles}
        #: The keyboard's order of the places (Left/Right), which follows the layout.
        self.focus_order = FOCUS_ORDER
        self._arrange()
        self.keyboard = Keyboard(self)
        self.marks = Marks(self)
        self.mouse = Mouse(self)  # the scene's mouse events go there
        self.celebration = Celebration(self)
        self.layout = Layout({}, {})
        self.gesture: Gesture | None = None  # the mouse gesture under way
        self.click_played = False  # did the first click of a double-click play?
        self.table_size = QSize(1024, 768)  # the view's, at the last resize
        self._origin = QPointF(0, 0)
        self._place_piles()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        controller.changed.connect(self._on_changed)
        settings.changed.connect(self._on_setting)
        self._apply_colour()

    # -- what the overlays and the keyboard hold, as the scene's ----------------------

    @property
    def banner(self) -> QGraphicsSimpleTextItem:
        return self.overlays.banner

    @property
    def redraw(self) -> QTimer:
        """Runs while a slow deck's stretched cards wait to be drawn anew."""
        return self.pixmaps.redraw

    @property
    def focus_place(self) -> int:
        """The place the keyboard's focus is on."""
        return self.keyboard.place

    # -- geometry ----------------------------------------------------------------------

    @property
    def card_height(self) -> int:
        return round(self.card_width * CARD_ASPECT)

    def resize_table(self, size: QSize, dpr: float) -> None:
        """Fit the table to a view size: one scale factor, then a new layout."""
        self.flight.finish()
        self.table_size = size
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        width = min(size.width() / TABLE_WIDTH, size.height() / TABLE_HEIGHT)
        new_width = max(20, int(width))
        if new_width != self.card_width or dpr != self.dpr or not self.pixmaps.sized:
            self.card_width = new_width
            self.dpr = dpr
            self.pixmaps.resize(new_width, self.card_height, dpr)
        used = TABLE_WIDTH * self.card_width
        self._origin = QPointF(max(0.0, (size.width() - used) / 2), 0.0)
        self._place_piles()
        self.sync(animate=False)
        self.overlays.hide_hint()  # it outlined the old layout
        self.overlays.place_banner(self.table_size, self.card_width)  # centred anew

    def _arrange(self) -> None:
        """Each pile's spot in card units and the focus order, for the layout set (the
        left-handed table mirrors the panels, not the columns); screen readers list the
        piles in the same order."""
        left = self.settings.left_handed
        self.focus_order = focus_order(left)
        for pile in self.piles:
            pile.units = pile_units(pile.place, left)
            pile.order = self.focus_order.index(pile.place)
        self.piles.sort(key=lambda pile: pile.order)

    def _place_piles(self) -> None:
        """Put each pile and its empty-pile marker on its spot, on whole pixels (crisp
        pixmaps)."""
        for pile in self.piles:
            x, y = pile.units
            pos = QPointF(self._origin.x() + x * self.card_width, y * self.card_width)
            pile.pos = QPointF(round(pos.x()), round(pos.y()))
            self.markers[pile.place].setPos(pile.pos)
        self.markers[STOCK].setCursor(Qt.CursorShape.PointingHandCursor)

    def pile_pos(self, place: int) -> QPointF:
        """Top-left corner of a pile's first card, on whole pixels (crisp pixmaps)."""
        return QPointF(self.pile_of[place].pos)

    def foundation_area(self) -> QRectF:
        """The whole foundation area: one drop zone."""
        first = self.pile_pos(SLOT0)
        last = self.pile_pos(SLOT0 + 7)
        return QRectF(first, QPointF(last.x() + self.card_width, last.y() + self.card_height))

    def card_rect(self, pos: QPointF) -> QRectF:
        return QRectF(pos, QPointF(pos.x() + self.card_width, pos.y() + self.card_height))

    def _drawn_rect(self, card: int) -> QRectF | None:
        """A card's rect as it is drawn now (None: not in sight)."""
        item = self.cards[card]
        return item.sceneBoundingRect() if item.isVisible() else None

    def compute_layout(self, places: tuple[int, ...] = LAYOUT_ORDER) -> Layout:
        """Where every card goes for the engine's current state (no side effect): each
        pile spreads its own cards (``places``: only these piles' cards)."""
        game = self.controller.game
        metrics = Metrics(self.card_width, self.card_height, self.table_size.height())
        out: dict[int, Spot] = {}
        where: dict[int, tuple[int, int]] = {}
        for place in places:
            spots = self.pile_of[place].spread(game, metrics)
            for i, (card, spot) in enumerate(zip(game.pile(place), spots, strict=True)):
                out[card] = spot
                where[card] = (place, i)
        return Layout(out, where)

    # -- following the controller ------------------------------------------------------

    def sync(self, animate: bool, places: tuple[int, ...] | None = None) -> None:
        """Move every card item to where the engine's state puts it (``places``: only
        the cards of these piles, the others have not changed: a move's)."""
        self.flight.finish()
        # a change under a drag (an undo) ends it, its cards back on their pile
        places, self.gesture = None if self.gesture is not None else places, None
        self.overlays.target_mark.setVisible(False)
        animate = animate and self.settings.animations
        moves = []
        if places is None:
            part = self.layout = self.compute_layout()
        else:
            part = self.compute_layout(places)
            self.layout = self.layout.updated(part)
        for card, spot in part.spots.items():
            item = self.cards[card]
            item.face_up = spot.face_up
            if spot.visible or item.isVisible():
                self.pixmaps.show(item)
            if item.pos() != spot.pos and animate and (item.isVisible() or spot.visible):
                moves.append((item, item.pos(), spot.pos, spot.z, spot.visible))
            else:
                item.setPos(spot.pos)
                item.setZValue(spot.z)
                item.setVisible(spot.visible)
        if moves:  # the cards that land out of sight let go of their pixmaps then
            self.flight.start(moves, ANIMATION_MS, self.pixmaps.let_go)
        self.pixmaps.let_go()
        self._set_cursors(part)
        self._show_stock_counter()
        self.keyboard.clamp()
        self.show_focus()

    def _show_stock_counter(self) -> None:
        """The counter on the stock, with the elapsed time's setting."""
        counter = self.stock_counter
        counter.setVisible(self.settings.show_time)
        if self.settings.show_time:
            counter.show_text(*self.words.stock_counter(),
                              self.card_rect(self.pile_pos(STOCK)))

    def _set_cursors(self, layout: Layout) -> None:
        """A hand over what can be taken, a pointer over the stock (the cards of
        ``layout``)."""
        can_pick = self.controller.can_pick
        for card, (place, index) in layout.where.items():
            item = self.cards[card]
            if place == STOCK:
                item.setCursor(Qt.CursorShape.PointingHandCursor)
            elif can_pick(place, index):
                item.setCursor(Qt.CursorShape.OpenHandCursor)
            elif item.hasCursor():
                item.unsetCursor()

    def _on_changed(self, change: Change) -> None:
        """Follow one change: a move's cards fly, only those of the piles its record
        names; a new position (a deal, a restart) is laid out at once, once."""
        self.keyboard.end_pick()  # a change (a drop, an undo, a mouse move) ends a pick
        if not self.controller.game.won:  # an undo took the winning move back
            self.banner.setVisible(False)
        if change.record is None:  # a new position: its cards are turned down first
            for item in self.cards:
                item.face_up = False
            self.pixmaps.refresh()
            self.sync(animate=False)
        else:
            places = change.places
            if places is None or STOCK in places or WASTE in places:
                self.pixmaps.refresh_markers()  # the stock's: may it recycle now?
            self.sync(animate=True, places=places)
        if change.won:
            self.celebration.start()

    def _on_setting(self, key: str) -> None:
        if key == "table/colour":
            self._apply_colour()
        elif key in ("cards/deck", "cards/back"):
            self.art.choose(self.settings.card_deck, self.settings.card_back)
            self.pixmaps.deck_changed()
        elif key == "play/animations" and not self.settings.animations:
            self.flight.finish()
        elif key == "play/showTime":
            self._show_stock_counter()
        elif key == "table/leftHanded":
            self._arrange()
            self.resize_table(self.table_size, self.dpr)  # every pile and card to its spot
            self.layoutChanged.emit()

    def _apply_colour(self) -> None:
        self.setBackgroundBrush(QColor(TABLE_COLOURS[self.settings.table_colour]))

    # -- questions from the gestures ---------------------------------------------------

    # the marks over the cards (:mod:`.marks`), as the gestures and the hints ask for them

    def show_target(self, zone: QRectF | None) -> None:
        self.marks.show_target(zone)

    def show_hint(self, cards: list[int], places: list[int]) -> None:
        self.marks.show_hint(cards, places)

    def show_focus(self) -> None:
        self.marks.show_focus()

    def show_pick(self, pick: KeyboardPick | None) -> None:
        self.marks.show_pick(pick)

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

    def picked_items(self, place: int, index: int) -> list[CardItem]:
        return [self.cards[c] for c in self.controller.game.pile(place)[index:]]

    def refuse(self, refusal: Refusal | None) -> None:
        """Say why a gesture was refused, the one road of every refusal, the mouse's and
        the keyboard's: worded from the refusal itself for the screen (``refused``) and
        for screen readers (``refused`` and ``announced``, the cards in words)."""
        if refusal is not None:
            spoken = self.words.refusal_spoken(refusal)
            self.refused.emit(self.words.refusal(refusal), spoken)
            self.announce(spoken)

    def announce(self, text: str) -> None:
        self.announced.emit(text)

    # -- mouse -------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.press(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.move(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.release(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.mouse.double_click(event)

    # -- keyboard ----------------------------------------------------------------------

    def focused_index(self) -> int:
        """The index of the focused card in the focused place (-1: the place is empty)."""
        return self.keyboard.focused_index()

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on the table; False when it is not one of the table's keys."""
        return self.keyboard.key(event)

    def land(self) -> None:
        """Land every flying card at once (a new gesture never waits for a flight)."""
        self.flight.finish()

    def pick_up(self, place: int, index: int) -> KeyboardPick:
        """Pick up the card at ``index`` of ``place`` (with the cards on it)."""
        return KeyboardPick(self, place, index)

    def lifted(self) -> None:
        """Cards were picked up: the old hint's outline goes, and ``picked`` says so."""
        self.overlays.hide_hint()
        self.picked.emit()
