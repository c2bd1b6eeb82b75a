"""Plays the table the way a player does: real mouse events on the view's viewport.

Used by ``dsolitaire --self-test`` and by the GUI tests. It only finds *where* a card or
a pile is on the screen; everything else goes through the view like a real mouse.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ..engine import FOUNDATION, Game
from .table.scene import TableView

LEFT = Qt.MouseButton.LeftButton


class Driver:
    def __init__(self, view: TableView) -> None:
        self.view = view
        self.scene = view.table

    @property
    def game(self) -> Game:
        return self.scene.controller.game

    def pile(self, place: int) -> list[int]:
        return self.scene.controller.game.pile(place)

    def point(self, place: int, index: int | None = None, dy: float = 0.2) -> QPoint:
        """A viewport point on a card's visible strip (default: the top card) or pile."""
        self.scene.flight.finish()
        if place == FOUNDATION:
            rect = self.scene.foundation_area()
            at = QPointF(rect.center())
        else:
            pile = self.pile(place)
            if pile and (index is None or index >= 0):
                card = pile[-1 if index is None else index]
                rect = self.scene.cards[card].sceneBoundingRect()
            else:
                rect = self.scene.card_rect(self.scene.pile_pos(place))
            # a point on the card's visible strip: near its top unless it is the top card
            top = index is None or not pile or index == len(pile) - 1
            at = rect.center() if top else QPointF(rect.center().x(), rect.top() + 5)
        at += QPointF(0, dy)
        return self.view.mapFromScene(at)

    def click(self, place: int, index: int | None = None) -> None:
        QTest.mouseClick(self.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier,
                         self.point(place, index))
        self._settle()

    def double_click(self, place: int, index: int | None = None) -> None:
        at = self.point(place, index)
        viewport = self.view.viewport()
        QTest.mouseClick(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at)
        # QTest.mouseDClick sends only the double-click event; a real mouse follows it
        # with a release (press, release, double-click, release).
        QTest.mouseDClick(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at)
        QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, at)
        self._settle()

    def drag(self, place: int, index: int | None, target: int,
             target_point: QPoint | None = None) -> None:
        """Press on a card, move in steps to the target pile, release there."""
        start = self.point(place, index)
        end = target_point or self.point(target)
        viewport = self.view.viewport()
        QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, start)
        steps = 6
        for k in range(1, steps + 1):
            p = start + (end - start) * (k / steps)
            QTest.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
        QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, end)
        self._settle()

    def _settle(self) -> None:
        QApplication.processEvents()
        self.scene.flight.finish()
