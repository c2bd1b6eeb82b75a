"""Playing the table with the keyboard: the focus (a place, and a card in a column),
the key map, and the cards picked up until they are dropped or put back.

Left/Right go through the places in focus order, Home to the stock, 1-9 to a column,
Up/Down through a column's face-up cards; Enter or Space clicks the stock, picks up the
focused cards or drops the picked-up ones; Escape puts them back; F sends the focused
card to its foundation and D plays the double-click. Every refusal is the engine's,
worded by the controller, and said to screen readers.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtGui import QKeyEvent

from ...engine import STOCK, Refusal
from .asks import TableController
from .gestures import KeyboardPick
from .words import TableWords


class KeyTable(Protocol):
    """What the keyboard asks of the table (the scene)."""

    @property
    def controller(self) -> TableController: ...

    @property
    def words(self) -> TableWords: ...

    @property
    def focusMoved(self) -> SignalInstance: ...

    @property
    def focus_order(self) -> tuple[int, ...]: ...

    def land(self) -> None: ...

    def announce(self, text: str) -> None: ...

    def refuse(self, refusal: Refusal | None) -> None: ...

    def show_focus(self) -> None: ...

    def show_pick(self, pick: KeyboardPick | None) -> None: ...

    def lifted(self) -> None: ...

    def pick_up(self, place: int, index: int) -> KeyboardPick: ...


class Keyboard:
    """The keyboard's focus and picked-up cards on one table, and its key map."""

    def __init__(self, table: KeyTable) -> None:
        self.table = table
        #: The focused place and the index of its focused card (-1: its top card).
        self.place = STOCK
        self.index = -1
        self.used = False  # the focus is drawn once the keyboard was used
        self.pick: KeyboardPick | None = None

    @property
    def controller(self) -> TableController:
        return self.table.controller

    def focused_index(self) -> int:
        """The index of the focused card in the focused place (-1: the place is empty)."""
        pile = self.controller.game.pile(self.place)
        if not pile:
            return -1
        if self.index < 0 or self.index >= len(pile):
            return len(pile) - 1
        return self.index

    def clamp(self) -> None:
        """After a change the focused card is still a face-up card of its column (or the
        top card); a stacked pile only ever has its top card focused."""
        place = self.place
        pile = self.controller.game.pile(place)
        if not 0 <= place < 9 or not pile:
            self.index = -1
            return
        down = self.controller.game.down[place]
        if not down <= self.index < len(pile):
            self.index = -1

    def set_focus(self, place: int, index: int = -1) -> None:
        """Move the focus and say where it is: a new place is a focus change (screen
        readers read the focused pile's name), a new card in the same column is
        announced."""
        moved = place != self.place
        self.place, self.index = place, index
        self.clamp()
        self.table.show_focus()
        if moved:
            self.table.focusMoved.emit(place)
        else:
            self.table.announce(self.table.words.focus(place, self.focused_index()))

    def key(self, event: QKeyEvent) -> bool:
        """A key pressed on the table; False when it is not one of the table's keys."""
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier
                                 | Qt.KeyboardModifier.ShiftModifier):
            return False
        k = event.key()
        K = Qt.Key
        self.table.land()
        self.used = True
        places = self.table.focus_order  # follows the layout (left-handed or not)
        order = places.index(self.place)
        if k in (K.Key_Left, K.Key_Right):
            step = 1 if k == K.Key_Right else -1
            self.set_focus(places[(order + step) % len(places)])
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
            self.end_pick()
            self.table.announce(self.table.words.put_back())
        elif k == K.Key_F:
            self._single()
        elif k == K.Key_D:
            self._double()
        else:
            return False
        return True

    def _step_in_column(self, step: int) -> None:
        place = self.place
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
        place, index = self.place, self.focused_index()
        controller = self.controller
        table = self.table
        if self.pick is not None:
            self.pick.drop(place)
            return
        if place == STOCK:
            if not controller.click(STOCK):
                table.refuse(controller.click_refusal(STOCK))
            return
        if index < 0:
            table.announce(table.words.focus(place, index))
            return
        if not controller.can_pick(place, index):
            table.refuse(controller.pick_refusal(place, index))
            return
        self.pick = table.pick_up(place, index)
        table.lifted()  # a new pick: an old hint is gone
        table.show_pick(self.pick)
        table.announce(table.words.picked(self.pick.cards()))

    def _single(self) -> None:
        place, index = self.place, self.focused_index()
        if index < 0:
            self.table.announce(self.table.words.focus(place, index))
            return
        if not self.controller.click(place):
            self.table.refuse(self.controller.click_refusal(place))

    def _double(self) -> None:
        place, index = self.place, self.focused_index()
        if index < 0:
            self.table.announce(self.table.words.focus(place, index))
            return
        refusal = self.controller.double_click_refusal(place, index)
        if refusal is None:
            self.controller.double_click(place, index)
        else:
            self.table.refuse(refusal)

    def end_pick(self) -> None:
        """Put the picked-up cards back (nothing when none are)."""
        pick, self.pick = self.pick, None
        if pick is not None:
            pick.cancel()
