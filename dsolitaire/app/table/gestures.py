"""Gestures on the table: each lives from its press to its release or cancel (Orange
canvas), instead of flags on the scene. The mouse makes :class:`MouseGesture` (a click,
or a :class:`Drag` once it moved with a card that may be taken) and :class:`SecondClick`;
the keyboard makes :class:`KeyboardPick`. Every question goes to the controller.

A drop goes to the accepting pile that the held cards overlap most; otherwise the cards
fly back and the pile they were dropped on says why it refused them (KPatience).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from ...engine import Decision, Refusal
from .asks import TableController
from .items import CardItem
from .layout import Z_FLYING


class GestureTable(Protocol):
    """What a gesture asks of the table (the scene)."""

    click_played: bool

    @property
    def controller(self) -> TableController: ...

    def drop_zones(self, exclude: int) -> list[tuple[int, QRectF]]: ...

    def show_target(self, zone: QRectF | None) -> None: ...

    def sync(self, animate: bool, places: tuple[int, ...] | None = None) -> None: ...

    def picked_items(self, place: int, index: int) -> list[CardItem]: ...

    def refuse(self, refusal: Refusal | None) -> None: ...

    def show_pick(self, pick: KeyboardPick | None) -> None: ...

    def lifted(self) -> None: ...


class Drag:
    """A drag gesture: the held cards follow the mouse; the drop asks the controller."""

    def __init__(self, table: GestureTable, place: int, index: int, items: list[CardItem],
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
        # and which of them accept it, are asked once, not on every mouse move; the
        # drop plays the very decision asked here (decide once).
        controller = table.controller
        self.zones = table.drop_zones(exclude=place)
        self.accepting: dict[int, Decision] = {}
        for target, _rect in self.zones:
            decision = controller.drop_action(place, index, target)
            if decision is not None:
                self.accepting[target] = decision

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
        if best is not None and controller.perform(self.accepting[best]):
            return True
        self.cancel()
        if nearest is not None:  # say why the pile it was dropped on refused it
            self.table.refuse(controller.refuse_drop(self.place, self.index, nearest))
        return False

    def cancel(self) -> None:
        self.table.show_target(None)
        self.table.sync(animate=True, places=(self.place,))  # the held cards fly back


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

    def __init__(self, table: GestureTable, target: tuple[int, int] | None,
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
        self.table.lifted()  # a new pick: an old hint is gone
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

    def __init__(self, table: GestureTable, place: int, index: int) -> None:
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
        self.table.refuse(controller.refuse_drop(self.place, self.index, target))
        return False

    def cancel(self) -> None:
        self.table.show_pick(None)
