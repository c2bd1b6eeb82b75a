"""The window's table swapped for a replay's and back (Watch in the history, Show me how
in the analysis)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow, QWidget

from ..store.settings import Settings
from ..table.cardart import CardArt

if TYPE_CHECKING:
    from ..play.replay import ReplayController
    from .watch_area import WatchArea


class ReplaySwap(QObject):
    """The window's table swapped for a replay's area and back: the player's ``table``
    is kept, hidden, while the replay is watched; the area goes when it ends."""

    def __init__(self, window: QMainWindow, table: QWidget, settings: Settings,
                 art: CardArt) -> None:
        super().__init__(window)  # a child: no Python reference back to the window
        self.table, self.settings, self.art = table, settings, art

    @property
    def window(self) -> QMainWindow:
        return cast(QMainWindow, self.parent())

    def show_replay(self, replay: ReplayController) -> WatchArea:
        """The replay's table and controls in place of the player's table."""
        from .watch_area import WatchArea  # with the first replay, not before the first frame

        area = WatchArea(replay, self.settings, self.art)
        table = self.window.takeCentralWidget()
        if table is not None:
            table.hide()
            table.setParent(self.window)  # kept (hidden), not a window of its own
        self.window.setCentralWidget(area)
        return area

    def show_own(self) -> None:
        """The player's table back; the replay's area goes."""
        area = self.window.takeCentralWidget()
        if area is not None:
            area.hide()
            area.deleteLater()
        self.window.setCentralWidget(self.table)
        self.table.show()
