"""The mouse on the table: a press starts a gesture (:mod:`.gestures`), which the moves
and the release go on with; a double-click sends a card home, when the setting says so.
The scene's mouse events come here."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from ...engine import FOUNDATION, WASTE
from ..store.settings import Settings
from .flight import Flight
from .gestures import Gesture, GestureTable, MouseGesture, SecondClick
from .items import CardItem, MarkerItem
from .keyboard import Keyboard
from .layout import Layout


class MouseTable(GestureTable, Protocol):
    """What the mouse asks of the table (the scene), besides what its gestures ask."""

    gesture: Gesture | None

    @property
    def settings(self) -> Settings: ...

    @property
    def flight(self) -> Flight: ...

    @property
    def keyboard(self) -> Keyboard: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def pile_of(self) -> Mapping[int, object]: ...

    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...

    def foundation_area(self) -> QRectF: ...

    def show_focus(self) -> None: ...


class Mouse:
    """What the left button does on ``table``."""

    def __init__(self, table: MouseTable) -> None:
        self.table = table

    def hit(self, pos: QPointF) -> tuple[int, int] | None:
        """The (place, index) under a scene point: a card, or an empty pile (index -1)."""
        table = self.table
        for item in table.items(pos):  # topmost first
            if isinstance(item, CardItem) and item.isVisible():
                return table.layout.where.get(item.card_id)
            if isinstance(item, MarkerItem):
                return (item.place, -1)
        if table.foundation_area().contains(pos):
            return (FOUNDATION, -1)
        return None

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        table = self.table
        table.flight.finish()  # a new gesture never waits for an animation
        table.keyboard.end_pick()
        target = self.hit(event.scenePos())
        if target is not None and target[0] in table.pile_of:
            keyboard = table.keyboard
            keyboard.place, keyboard.index = target  # the keyboard goes on from here
            keyboard.clamp()
            table.show_focus()
        table.gesture = MouseGesture(table, target, event.scenePos())
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        gesture = self.table.gesture
        if gesture is None:
            return
        dragging = isinstance(gesture, MouseGesture) and gesture.drag is not None
        if dragging or event.buttons() & Qt.MouseButton.LeftButton:
            gesture.move(event.scenePos())

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        table = self.table
        gesture, table.gesture = table.gesture, None
        if gesture is None:
            table.click_played = False
            return
        gesture.release(event.scenePos())

    def double_click(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        table = self.table
        target = self.hit(event.scenePos())
        on_table_card = (
            target is not None and (target[0] == WASTE or 0 <= target[0] < 9) and target[1] >= 0
        )
        if not (table.settings.double_click and on_table_card):
            # Setting off, the stock or an empty place: the second click of two.
            self.press(event)
            return
        assert target is not None
        table.flight.finish()
        table.gesture = SecondClick()
        if not table.click_played:  # the first click did not send the card home
            table.controller.double_click(*target)
