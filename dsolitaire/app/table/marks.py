"""Where the marks over the cards go: the drop target's outline, a hint's outlines, the
keyboard's focus ring and the ring round the cards it picked up. Each is measured where
the cards lie once any flight has landed; :mod:`.overlays` draws them."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF

from ...engine import STOCK
from .asks import TableController
from .gestures import KeyboardPick
from .items import CardItem
from .keyboard import Keyboard
from .layout import Layout
from .overlays import Overlays


class MarkTable(Protocol):
    """What the marks ask of the table (the scene)."""

    card_width: int
    layout: Layout
    cards: list[CardItem]
    overlays: Overlays
    keyboard: Keyboard

    @property
    def controller(self) -> TableController: ...

    def card_rect(self, pos: QPointF) -> QRectF: ...

    def pile_pos(self, place: int) -> QPointF: ...


class Marks:
    """The rects of the marks on ``table``, handed to its overlays."""

    def __init__(self, table: MarkTable) -> None:
        self.table = table

    def landing_rect(self, card: int) -> QRectF:
        """Where a card lies once any flight has landed (the rings go there at once)."""
        table = self.table
        spot = table.layout.spots.get(card)
        if spot is None:
            return table.cards[card].sceneBoundingRect()
        return table.card_rect(spot.pos)

    def _around(self, cards: list[int]) -> QRectF:
        rect = QRectF()
        for card in cards:
            rect = rect.united(self.landing_rect(card))
        return rect

    def show_target(self, zone: QRectF | None) -> None:
        """Outline the drop zone a drop would go to (None: no outline)."""
        self.table.overlays.show_target(zone, self.table.card_width)

    def show_hint(self, cards: list[int], places: list[int]) -> None:
        """Outline a hint as the drag outline does: the ``cards`` to move (together) and
        each of ``places`` (its top card, or the empty pile), where they lie once any
        flight has landed. Nothing: no outline."""
        table = self.table
        rects = [self._around(cards)] if cards else []
        game = table.controller.game
        for place in places:
            pile = game.pile(place)
            rects.append(self.landing_rect(pile[-1]) if pile
                         else table.card_rect(table.pile_pos(place)))
        table.overlays.show_hint(rects, table.card_width)

    def show_focus(self) -> None:
        """Ring the focused card (with the cards on it) or place, once the keyboard is
        in use."""
        table = self.table
        keyboard = table.keyboard
        if not keyboard.used:
            table.overlays.ring_focus(None, table.card_width)
            return
        place = keyboard.place
        index = keyboard.focused_index()
        pile = table.controller.game.pile(place)
        if index >= 0 and place != STOCK:
            rect = self._around(pile[index:])
        elif pile and place == STOCK:
            rect = self.landing_rect(pile[-1])
        else:
            rect = table.card_rect(table.pile_pos(place))
        table.overlays.ring_focus(rect, table.card_width)
        self.show_pick(keyboard.pick)

    def show_pick(self, pick: KeyboardPick | None) -> None:
        """Ring the picked-up cards (None: nothing is picked up)."""
        table = self.table
        rect = None if pick is None else self._around(pick.cards())
        table.overlays.ring_pick(rect, table.card_width)
