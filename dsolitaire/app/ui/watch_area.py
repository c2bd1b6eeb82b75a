"""What stands in place of the player's table while a replay is watched: the replay's
own table (the same scene and view as any game's, sharing the card art) with its
controls under it."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget

from ..play.replay import ReplayController
from ..store.settings import Settings
from ..table.cardart import CardArt
from ..table.scene import TableScene
from ..table.view import TableView
from .watch_bar import WatchBar


class WatchArea(QWidget):
    """The replay's table (``view``, ``scene``) and its controls (``bar``)."""

    def __init__(self, replay: ReplayController, settings: Settings, art: CardArt,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("watchArea")
        self.scene = TableScene(replay, settings, art=art, parent=self)
        self.view = TableView(self.scene)
        self.view.setObjectName("watchView")
        self.bar = WatchBar(replay)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.bar)
