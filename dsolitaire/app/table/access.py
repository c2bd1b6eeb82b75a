"""The table for screen readers: its words, its accessible objects, its announcements.

Each :class:`~dsolitaire.app.table.scene.Pile` is one accessible object (a list item of the
card table, the view) whose name reads the pile in the UI language, such as "Column 3:
4 hidden cards, seven of hearts, six of spades". Focus changes, actions (moves, draws,
undos), refusals with their reason and score changes are said by a :class:`Speaker`, with
the cards in words ("jack of clubs", never "J♣"). Every word goes through ``self.tr()`` in
:class:`~dsolitaire.app.table.words.TableWords` (context ``TableWords``).

How a text reaches the voice. On Linux the speaker is an accessible object of the
notification role that is shown anew for every text (AT-SPI
``object:state-changed:showing``): Orca presents a notification as it appears, from
Debian 12's Orca 43, which has no handler for the newer announcement event and ignores the
name changes of list items, to today's. Sending the announcement event there too would
make a reader that handles both say everything twice, so Linux gets only the
notification. Elsewhere (Windows' UI Automation notifications, macOS's announcement
requests) ``QAccessibleAnnouncementEvent`` is the mechanism readers speak.

This module imports the scene and the scene never imports it: the view
(:mod:`dsolitaire.app.table.view`) puts the two together.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QRect, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleObject,
    QWindow,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsView
from shiboken6 import isValid

from ..play.change import Change, ChangeKind
from .scene import Pile, TableScene


def _table_of(view: QGraphicsView) -> TableScene | None:
    """The table a view shows (None: not a card table)."""
    scene = view.scene()
    return scene if isinstance(scene, TableScene) else None


class Announcer(QObject):
    """Says every action on the undo stack (played, redone or undone), the piles it
    changed and the new score, from the controller's :class:`~dsolitaire.app.play.change.
    Change` (only the piles its record names are read again); the scene's ``announced``
    texts go to screen readers."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.words = scene.words
        controller = scene.controller
        self._names = self._pile_names()
        self._score = controller.game.score_text
        controller.changed.connect(self._on_changed)
        self.view: QGraphicsView | None = None

    def _pile_names(self) -> dict[int, str]:
        return {pile.place: pile.accessible_name() for pile in self.scene.piles}

    def refresh(self) -> None:
        """Take the piles' names as they are now (say, in a new language)."""
        self._names = self._pile_names()

    def _changed_piles(self, places: tuple[int, ...] | None) -> list[str]:
        """The names of the piles whose names changed, told to assistive technology
        (``places``: only these piles may have changed; None: any)."""
        scene = self.scene
        piles = scene.piles if places is None else sorted(
            (scene.pile_of[place] for place in places), key=lambda pile: pile.order)
        changed = []
        for pile in piles:
            name = pile.accessible_name()
            if name != self._names.get(pile.place):
                self._names[pile.place] = name
                changed.append(pile)
                QAccessible.updateAccessibility(
                    QAccessibleEvent(pile, QAccessible.Event.NameChanged))
        return [self._names[pile.place] for pile in changed]

    def _on_changed(self, change: Change) -> None:
        if not isValid(self.scene):
            return
        record = change.record
        changed = self._changed_piles(None if record is None else record.places)
        scene = self.scene
        if change.kind is ChangeKind.DEAL:
            if changed:  # a new deal
                self._score = scene.controller.game.score_text
                scene.announce(self.words.new_game() + ". " + self.words.score(self._score))
        elif change.label is not None:  # a command of the undo stack
            text = self.words.action(change.label)
            parts = [self.words.undone(text) if change.undone else text]
            if len(changed) <= 3:  # a restart changes every pile: not read pile by pile
                parts += changed
            score = scene.controller.game.score_text
            if score != self._score:
                self._score = score
                parts.append(self.words.score(score))
            scene.announce(". ".join(parts))
        if change.won:
            scene.announce(self.words.won())


# -- accessible objects --------------------------------------------------------------

_interfaces: dict[int, QAccessibleInterface] = {}  # kept alive while Qt holds them


class Speaker(QObject):
    """What screen readers are told, as it happens (see the module notes).

    Signals:
        said(text): a text went to screen readers (cards in words).
    """

    said = Signal(str)

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self.view = view
        self.text = ""
        #: the notification is showing (Linux): hidden and shown again for each text
        self.shown = False
        self.setObjectName("tableSpeaker")

    def focus_place(self) -> None:
        """Tell screen readers that the focus is on the focused place (the view itself
        was focused: a reader would otherwise stop at the table, saying no place)."""
        scene = _table_of(self.view)
        if scene is not None and self.view.hasFocus():
            QAccessible.updateAccessibility(
                QAccessibleEvent(scene.pile_of[scene.focus_place], QAccessible.Event.Focus))

    def say(self, text: str) -> None:
        if not text:
            return
        self.text = text
        self.said.emit(text)
        if not sys.platform.startswith("linux"):
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self.view, text))
            return
        if self.shown:
            self.shown = False
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectHide))
        # the new name first: readers that keep names (pyatspi's cache) read it anew; Orca
        # ignores a name change away from the focus
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))
        self.shown = True
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.ObjectShow))


class _TableChild(QAccessibleObject):
    """An accessible object of the card table with no children of its own: its parent is
    the table (the view), its window the view's."""

    def _view(self) -> QGraphicsView | None:
        raise NotImplementedError

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


class SpeakerAccessible(_TableChild):
    """The speaker as a notification of the card table."""

    def __init__(self, speaker: Speaker) -> None:
        super().__init__(speaker)
        self.speaker = speaker

    def _view(self) -> QGraphicsView | None:
        view = self.speaker.view
        return view if isValid(view) else None

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Notification

    def text(self, t: QAccessible.Text) -> str:
        return self.speaker.text if t == QAccessible.Text.Name else ""

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        view = self._view()
        state.invisible = not (self.speaker.shown and view is not None and view.isVisible())
        return state

    def rect(self) -> QRect:
        view = self._view()
        if view is None:
            return QRect()
        return QRect(view.mapToGlobal(view.rect().topLeft()), view.size())


class PileAccessible(_TableChild):
    """A pile as a list item of the card table."""

    def __init__(self, pile: Pile) -> None:
        super().__init__(pile)
        self.pile = pile

    @property
    def table(self) -> TableScene:
        table = self.pile.table
        assert isinstance(table, TableScene)
        return table

    def _view(self) -> QGraphicsView | None:
        views = self.table.views()
        return views[0] if views else None

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
        focused = self.table.focus_place == self.pile.place
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


class TableAccessible(QAccessibleWidget):
    """The card table: a list of its piles, in focus order."""

    def __init__(self, view: QGraphicsView, table: TableScene) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.view = view
        self.table = table

    def childCount(self) -> int:
        return len(self.table.piles)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        piles = self.table.piles
        if not 0 <= index < len(piles):
            return None
        return QAccessible.queryAccessibleInterface(piles[index])

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        obj = child.object() if child is not None else None
        for i, pile in enumerate(self.table.piles):
            if pile is obj:
                return i
        return -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if not self.view.hasFocus():
            return None
        scene = self.table
        return QAccessible.queryAccessibleInterface(scene.pile_of[scene.focus_place])

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]
        for i in range(self.childCount()):
            iface = self.child(i)
            if iface is not None and iface.rect().contains(x, y):
                return iface
        return None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    iface: QAccessibleInterface | None = None
    table = _table_of(obj) if isinstance(obj, QGraphicsView) else None
    if isinstance(obj, QGraphicsView) and table is not None:
        iface = TableAccessible(obj, table)
    elif isinstance(obj, Pile):
        iface = PileAccessible(obj)
    elif isinstance(obj, Speaker):
        iface = SpeakerAccessible(obj)
    if iface is not None:
        _interfaces[id(obj)] = iface
        obj.destroyed.connect(lambda *_: _interfaces.pop(id(obj), None))
    return iface


_installed = False


def install_accessibility(view: QGraphicsView) -> Speaker:
    """Give the card table and its piles to assistive technology, and send the
    scene's announcements (cards in words) and focus moves to it; gives the speaker."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
    scene = _table_of(view)
    assert scene is not None, "only a view of the card table"

    speaker = Speaker(view)

    def announce(text: str) -> None:
        speaker.say(scene.words.spoken(text))

    def focus_moved(place: int) -> None:
        if view.hasFocus():  # a screen reader reads the newly focused pile
            QAccessible.updateAccessibility(
                QAccessibleEvent(scene.pile_of[place], QAccessible.Event.Focus))
        else:
            announce(scene.words.focus(place, scene.focused_index()))

    scene.announced.connect(announce)
    scene.focusMoved.connect(focus_moved)
    return speaker
