"""The table for screen readers: its words, its accessible objects, its announcements.

Each :class:`~dsolitaire.app.table.scene.Pile` is one accessible object (a list item of the
card table, the view) whose name reads the pile in the UI language, such as "Column 3:
4 hidden cards, seven of hearts, six of spades". Focus changes, actions (moves, draws,
undos), refusals with their reason and score changes are announced with
``QAccessibleAnnouncementEvent``. Every word goes through ``self.tr()`` in
:class:`TableWords` (context ``TableWords``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget
from shiboken6 import isValid

from ...engine import DECK_SIZE, RANK, SLOT0, STOCK, SUIT, WASTE
from ..play.controller import GameController
from ..play.wording import UndoKind, UndoLabel

if TYPE_CHECKING:
    from .scene import Pile, TableScene, TableView


class TableWords(QObject):
    """The table's words for people and screen readers, through ``self.tr()``."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._names: tuple[str, list[str]] = ("", [])

    def card(self, card: int) -> str:
        """A card in words: "seven of hearts" (the 104 names made once per language)."""
        probe = self.tr("%1 of %2") + self.tr("seven") + self.tr("hearts")
        if self._names[0] != probe:
            self._names = (probe, [self._card_name(c) for c in range(DECK_SIZE)])
        return self._names[1][card]

    def _card_name(self, card: int) -> str:
        ranks = (self.tr("ace"), self.tr("two"), self.tr("three"), self.tr("four"),
                 self.tr("five"), self.tr("six"), self.tr("seven"), self.tr("eight"),
                 self.tr("nine"), self.tr("ten"), self.tr("jack"), self.tr("queen"),
                 self.tr("king"))
        suits = (self.tr("spades"), self.tr("hearts"), self.tr("diamonds"), self.tr("clubs"))
        return (self.tr("%1 of %2").replace("%1", ranks[RANK[card] - 1])
                .replace("%2", suits[SUIT[card]]))

    def cards(self, cards: list[int]) -> str:
        self.card(0)
        names = self._names[1]
        return ", ".join(names[c] for c in cards)

    def pile(self, place: int) -> str:
        """The accessible name of a place: what a player sees of it."""
        game = self.controller.game
        pile: list[int] = game.pile(place)
        n = len(pile)
        if place == STOCK:
            if not pile:
                return self.tr("Stock: empty")
            return self.tr("Stock: %n card(s)", "", n)
        if place == WASTE:
            if not pile:
                return self.tr("Waste: empty")
            return self.tr("Waste: %n card(s), %1 on top", "", n).replace(
                "%1", self.card(pile[-1]))
        if SLOT0 <= place < SLOT0 + 8:
            slot = str(place - SLOT0 + 1)
            if not pile:
                return self.tr("Foundation %1: empty").replace("%1", slot)
            return (self.tr("Foundation %1: %2").replace("%1", slot)
                    .replace("%2", self.card(pile[-1])))
        column = str(place + 1)
        if not pile:
            return self.tr("Column %1: empty").replace("%1", column)
        down = game.down[place]
        shown = self.cards(pile[down:])
        if not down:
            return self.tr("Column %1: %2").replace("%1", column).replace("%2", shown)
        return (self.tr("Column %1: %n hidden card(s), %2", "", down).replace("%1", column)
                .replace("%2", shown))

    def focus(self, place: int, index: int) -> str:
        """What the focus says: the pile, and the focused card when it is not the top."""
        text = self.pile(place)
        pile = self.controller.game.pile(place)
        if 0 <= place < 9 and 0 <= index < len(pile) - 1:
            on_it = len(pile) - 1 - index
            text += ". " + self.tr("Selected: %1 with %n card(s) on it", "", on_it).replace(
                "%1", self.card(pile[index]))
        return text

    def picked(self, cards: list[int]) -> str:
        if len(cards) == 1:
            return self.tr("Picked up %1").replace("%1", self.card(cards[0]))
        return self.tr("Picked up %1 and %n card(s) on it", "", len(cards) - 1).replace(
            "%1", self.card(cards[0]))

    def put_back(self) -> str:
        return self.tr("Put back")

    def no_column_takes(self, card: int) -> str:
        return self.tr("No column takes %1").replace("%1", self.card(card))

    def action(self, label: UndoLabel) -> str:
        """An action, once played: "seven of hearts to column 3"."""
        k = label.kind
        if k is UndoKind.DRAW:
            return self.tr("Drew from the stock")
        if k is UndoKind.RECYCLE:
            return self.tr("Turned the waste over")
        if k is UndoKind.RESTART:
            return self.tr("Restarted this deal")
        if k is UndoKind.TO_FOUNDATION:
            return self.tr("%1 to the foundation").replace("%1", self.card(label.card))
        return (self.tr("%1 to column %2").replace("%1", self.card(label.card))
                .replace("%2", str(label.target + 1)))

    def undone(self, text: str) -> str:
        return self.tr("Undone: %1").replace("%1", text)

    def score(self, score: str) -> str:
        return self.tr("Score: %1").replace("%1", score)

    def new_game(self) -> str:
        return self.tr("New game")

    def won(self) -> str:
        return self.tr("You won!")


class Announcer(QObject):
    """Says every action on the undo stack (played, redone or undone), the piles it
    changed and the new score; the scene's ``announced`` texts go to screen readers."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.words = scene.words
        controller = scene.controller
        self._names = self._pile_names()
        self._score = controller.game.score_text
        controller.acted.connect(self._on_acted)
        controller.gameStarted.connect(self._on_started)
        controller.won.connect(lambda: scene.announce(self.words.won()))
        self.view: TableView | None = None

    def _pile_names(self) -> dict[int, str]:
        return {pile.place: pile.accessible_name() for pile in self.scene.piles}

    def refresh(self) -> None:
        """Take the piles' names as they are now (say, in a new language)."""
        self._names = self._pile_names()

    def _changed_piles(self) -> list[str]:
        """The names of the piles whose names changed, told to assistive technology."""
        names = self._pile_names()
        changed = [pile for pile in self.scene.piles
                   if names[pile.place] != self._names.get(pile.place)]
        self._names = names
        for pile in changed:
            QAccessible.updateAccessibility(
                QAccessibleEvent(pile, QAccessible.Event.NameChanged))
        return [names[pile.place] for pile in changed]

    def _on_started(self) -> None:
        changed = self._changed_piles()
        if not self.scene.controller.undo_stack.count() and changed:  # a new deal
            self._score = self.scene.controller.game.score_text
            self.scene.announce(self.words.new_game() + ". " + self.words.score(self._score))

    def _on_acted(self, label: UndoLabel, undone: bool) -> None:
        if not isValid(self.scene):
            return
        text = self.words.action(label)
        parts = [self.words.undone(text) if undone else text]
        changed = self._changed_piles()
        if len(changed) <= 3:  # a restart changes every pile: not read out pile by pile
            parts += changed
        score = self.scene.controller.game.score_text
        if score != self._score:
            self._score = score
            parts.append(self.words.score(score))
        self.scene.announce(". ".join(parts))


# -- accessible objects --------------------------------------------------------------

_interfaces: dict[int, QAccessibleInterface] = {}  # kept alive while Qt holds them


class PileAccessible(QAccessibleObject):
    """A pile as a list item of the card table."""

    def __init__(self, pile: Pile) -> None:
        super().__init__(pile)
        self.pile = pile

    def _view(self) -> TableView | None:
        views = self.pile.table.views()
        return views[0] if views else None  # type: ignore[return-value]

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def text(self, t: QAccessible.Text) -> str:
        if t == QAccessible.Text.Name:
            return self.pile.accessible_name()
        return ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = True
        view = self._view()
        focused = self.pile.table.focus_place == self.pile.place
        state.focused = bool(focused and view is not None and view.hasFocus())
        state.selected = focused
        state.invisible = view is None or not view.isVisible()
        return state

    def rect(self) -> QRect:
        view = self._view()
        if view is None:
            return QRect()
        rect = view.mapFromScene(self.pile.scene_rect()).boundingRect()
        return QRect(view.viewport().mapToGlobal(rect.topLeft()), rect.size())

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        view = self._view()
        return QAccessible.queryAccessibleInterface(view) if view is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return -1

    def window(self) -> QWindow | None:  # type: ignore[override]
        view = self._view()
        return view.window().windowHandle() if view is not None else None


class TableAccessible(QAccessibleWidget):
    """The card table: a list of its piles, in focus order."""

    def __init__(self, view: TableView) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.view = view

    def childCount(self) -> int:
        return len(self.view.table.piles)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        piles = self.view.table.piles
        if not 0 <= index < len(piles):
            return None
        return QAccessible.queryAccessibleInterface(piles[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        obj = child.object() if child is not None else None
        for i, pile in enumerate(self.view.table.piles):
            if pile is obj:
                return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not self.view.hasFocus():
            return None
        scene = self.view.table
        return QAccessible.queryAccessibleInterface(scene.pile_of[scene.focus_place])

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for i in range(self.childCount()):
            iface = self.child(i)
            if iface is not None and iface.rect().contains(x, y):
                return iface
        return None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from .scene import Pile, TableView

    iface: QAccessibleInterface | None = None
    if isinstance(obj, TableView):
        iface = TableAccessible(obj)
    elif isinstance(obj, Pile):
        iface = PileAccessible(obj)
    if iface is not None:
        _interfaces[id(obj)] = iface
        obj.destroyed.connect(lambda *_: _interfaces.pop(id(obj), None))
    return iface


_installed = False


def install_accessibility(view: TableView) -> None:
    """Give the card table and its piles to assistive technology, and send the
    scene's announcements and focus moves to it."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    scene = view.table

    def announce(text: str) -> None:
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))

    def focus_moved(place: int) -> None:
        if view.hasFocus():  # a screen reader reads the newly focused pile
            QAccessible.updateAccessibility(
                QAccessibleEvent(scene.pile_of[place], QAccessible.Event.Focus))
        else:
            announce(scene.words.focus(place, scene.focused_index()))

    scene.announced.connect(announce)
    scene.focusMoved.connect(focus_moved)
