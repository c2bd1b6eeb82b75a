"""The places of the table as objects: stock, waste, columns and foundation slots.

A pile knows its spot in card units, its place in the keyboard's focus order and how its
cards fan out (its *spread*: a stack shows its top cards, the draw-3 waste fans its last
draw downwards, a column overlaps face-down cards more than face-up ones and squeezes to
fit the table's height). The scene only places the piles and asks each for its spots
(KPatience's ``KCardPile``). Screen readers see each pile as one accessible object.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF

from ...engine import SLOT0, STOCK, WASTE, Game
from .layout import (
    DOWN_OFFSET,
    FAN_OFFSET,
    FOCUS_ORDER,
    MARGIN,
    STACK_VISIBLE,
    UP_OFFSET,
    Metrics,
    Spot,
    pile_units,
)


class Pile(QObject):
    """One place of the table: stock, waste, a column or a foundation slot.

    ``table`` is the scene (a QObject: the pile's parent); ``game`` gives the engine
    game on show, ``rect`` a card's rect at a point, ``visible_rect`` a card's rect as
    it is drawn now, and ``name`` the pile's words for people.
    """

    def __init__(self, table: QObject, place: int, game: Callable[[], Game],
                 rect: Callable[[QPointF], QRectF],
                 visible_rect: Callable[[int], QRectF | None],
                 name: Callable[[int], str]) -> None:
        super().__init__(table)
        self.table = table
        self.place = place
        self.order = FOCUS_ORDER.index(place)
        self.units = pile_units(place)  # the scene sets it anew for a left-handed table
        self._game = game
        self._rect = rect
        self._visible_rect = visible_rect
        self._name = name
        #: Top-left corner of the pile's first card in the scene (set by the scene).
        self.pos = QPointF(0, 0)
        self.setObjectName(f"pile{place}")

    def cards(self) -> list[int]:
        return self._game().pile(self.place)

    def spread(self, game: Game, metrics: Metrics) -> list[Spot]:
        """Where each card of the pile goes, bottom to top: stacked, only the top
        cards visible (the stock and the foundations)."""
        pile = game.pile(self.place)
        top = len(pile) - STACK_VISIBLE
        return [Spot(self.pos, float(i), self.face_up, i >= top) for i in range(len(pile))]

    #: A stacked pile's cards face up (the foundations) or down (the stock).
    face_up = True

    def scene_rect(self) -> QRectF:
        """The pile and every visible card of it, in scene coordinates."""
        rect = self._rect(self.pos)
        for card in self.cards():
            shown = self._visible_rect(card)
            if shown is not None:
                rect = rect.united(shown)
        return rect

    def accessible_name(self) -> str:
        return self._name(self.place)


class StockPile(Pile):
    """The stock: a face-down stack."""

    face_up = False


class WastePile(Pile):
    """The waste: a stack, whose last draw fans downwards in draw 3."""

    def spread(self, game: Game, metrics: Metrics) -> list[Spot]:
        waste = game.waste
        if game.draw != 3 or not waste:
            return super().spread(game, metrics)
        fan = min(max(game.waste_fan, 1), 3, len(waste))
        base = self.pos
        first_fanned = len(waste) - fan
        spots = []
        for i in range(len(waste)):
            k = max(0, i - first_fanned)
            pos = QPointF(base.x(), base.y() + round(k * FAN_OFFSET * metrics.card_width))
            spots.append(Spot(pos, float(i), True, i >= first_fanned - 1))
        return spots


class ColumnPile(Pile):
    """A column: face-down cards overlap more than face-up ones, and the whole column
    is squeezed so that it fits above the table's bottom edge."""

    def offsets(self, game: Game, metrics: Metrics) -> list[float]:
        """Y offsets of the column's cards, squeezed so that the column fits."""
        n = self.place
        col = game.columns[n]
        if not col:
            return []
        w, h = metrics.card_width, metrics.card_height
        steps = [DOWN_OFFSET if i < game.down[n] else UP_OFFSET for i in range(len(col) - 1)]
        needed = sum(steps) * w
        room = metrics.height - self.pos.y() - h - MARGIN * w / 2
        factor = min(1.0, room / needed) if needed > 0 and room > 0 else 1.0
        if room <= 0:
            factor = 0.0
        ys, y = [0.0], 0.0
        for step in steps:
            y += step * w * factor
            ys.append(float(round(y)))
        return ys

    def spread(self, game: Game, metrics: Metrics) -> list[Spot]:
        n, pos = self.place, self.pos
        down = game.down[n]
        return [Spot(QPointF(pos.x(), pos.y() + dy), float(i), i >= down, True)
                for i, dy in enumerate(self.offsets(game, metrics))]


def pile_class(place: int) -> type[Pile]:
    """The kind of pile a place is."""
    if place == STOCK:
        return StockPile
    if place == WASTE:
        return WastePile
    if SLOT0 <= place < SLOT0 + 8:
        return Pile
    return ColumnPile
