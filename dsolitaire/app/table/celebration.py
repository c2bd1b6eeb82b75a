"""The win's short celebration, once the last card has landed: the banner, and the top
cards hop on the foundations; the table's ``celebrated`` follows when it is over (at
once without animations)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QSize, SignalInstance
from PySide6.QtWidgets import QApplication

from ..store.settings import Settings
from .asks import TableController
from .flight import CELEBRATION_MS, Flight, Move
from .items import CardItem
from .layout import Layout
from .overlays import Overlays


class CelebrationTable(Protocol):
    """What the celebration asks of the table (the scene)."""

    @property
    def controller(self) -> TableController: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def celebrated(self) -> SignalInstance: ...

    @property
    def overlays(self) -> Overlays: ...

    @property
    def flight(self) -> Flight: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def cards(self) -> list[CardItem]: ...

    @property
    def table_size(self) -> QSize: ...

    @property
    def card_width(self) -> int: ...

    @property
    def card_height(self) -> int: ...


class Celebration:
    """The celebration on ``table``."""

    def __init__(self, table: CelebrationTable) -> None:
        self.table = table

    def start(self) -> None:
        table = self.table
        table.overlays.show_banner(QApplication.translate("TableScene", "You won!"),
                                   table.table_size, table.card_width)
        if not table.settings.animations:
            table.celebrated.emit()
            return
        table.flight.then(self.hops, CELEBRATION_MS, table.celebrated.emit)

    def hops(self) -> list[Move]:
        """Each foundation's top card, from a little above its spot down onto it."""
        table = self.table
        moves: list[Move] = []
        for k, pile in enumerate(table.controller.game.foundations):
            spot = table.layout.spots.get(pile[-1]) if pile else None
            if spot is not None:
                up = spot.pos - QPointF(0, table.card_height * (0.2 + 0.05 * k))
                moves.append((table.cards[pile[-1]], up, spot.pos, spot.z, True))
        return moves
