"""Where the table's piles and cards go, in card-width units (KPatience: resizing the
table is a single scale factor): the sizes and gaps, each pile's spot, and the value
that says where every card lies for one state of the engine."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF

from ...engine import SLOT0, STOCK, WASTE
from .cardart import CARD_ASPECT

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
STACK_VISIBLE = 2  # a stacked pile shows only its top cards; the rest are hidden
#: The z value from which cards fly or are dragged above the others.
Z_FLYING = 1000.0
#: The keyboard's focus order (Left/Right): stock, waste, columns 1-9, F1-F8.
FOCUS_ORDER: tuple[int, ...] = (STOCK, WASTE, *range(9), *range(SLOT0, SLOT0 + 8))
#: The left-handed table's, left to right as it lies: F1-F8, columns 1-9, stock, waste.
LEFT_HANDED_ORDER: tuple[int, ...] = (*range(SLOT0, SLOT0 + 8), *range(9), STOCK, WASTE)


def focus_order(left_handed: bool) -> tuple[int, ...]:
    """The keyboard's focus order, which screen readers list the piles in too."""
    return LEFT_HANDED_ORDER if left_handed else FOCUS_ORDER
#: The order in which the piles are laid out: stock, waste, foundations, columns.
LAYOUT_ORDER: tuple[int, ...] = (STOCK, WASTE, *range(SLOT0, SLOT0 + 8), *range(9))


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

    def updated(self, part: Layout) -> Layout:
        """This layout with the cards of ``part`` (some piles laid out anew) where it
        puts them."""
        return Layout({**self.spots, **part.spots}, {**self.where, **part.where})


@dataclass(frozen=True)
class Metrics:
    """The table's size for a layout: the card's size in pixels and the table's height
    (a column squeezes its cards to fit above it)."""

    card_width: int
    card_height: int
    height: int


def pile_units(place: int, left_handed: bool = False) -> tuple[float, float]:
    """Top-left corner of a pile's first card in card-width units from the table's
    top-left corner (heights count CARD_ASPECT per card). ``left_handed``: the stock and
    the waste on the right, the foundations on the left; the columns keep their order."""
    top = MARGIN
    foundations_x = MARGIN if left_handed else MARGIN + 1 + PANEL_GAP + 9 + 8 * GAP + PANEL_GAP
    columns_x = MARGIN + 2 + GAP + PANEL_GAP if left_handed else MARGIN + 1 + PANEL_GAP
    stock_x = columns_x + 9 + 8 * GAP + PANEL_GAP if left_handed else MARGIN
    if place == STOCK:
        return stock_x, top
    if place == WASTE:
        return stock_x, top + CARD_ASPECT + GAP
    if 0 <= place < 9:
        return columns_x + place * (1 + GAP), top
    slot = place - SLOT0
    row, col = divmod(slot, 2)
    return foundations_x + col * (1 + GAP), top + row * (CARD_ASPECT + FOUNDATION_ROW_GAP)
