"""The app's assembly: the objects a window presents, built and connected among
themselves, in the order start-up needs (the saved game and the history before the first
deal; the session started on it; the verdicts' worker started).

It sits in ``ui`` because the analysis offer is a widget and because everything that
builds a window (``main.py``, the self-test, the tests) builds it from the settings, a
game code and a save path; the window only connects these parts to what it shows."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QWidget

from ...engine import GameCode
from ..play.analyser import Analyser
from ..play.controller import GameController
from ..play.daily import DailyDeals
from ..play.hinter import Hinter
from ..play.session import GameSession, first_deal
from ..play.sound import SoundPlayer
from ..play.verdicts import DealJudge
from ..store.autosave import GameStore
from ..store.history_db import FILE_NAME as HISTORY_FILE
from ..store.history_keeper import HistoryKeeper
from ..store.settings import Settings
from ..table.scene import TableScene
from ..table.view import TableView
from .analysis_offer import AnalysisOffer, OfferingHistory


class Assembly:
    """The parts of one window's app, each owned by ``owner`` (the window). ``save_path``
    None keeps no game on disk; any file or folder state gives a game to play (what went
    wrong is in the store's ``notice``)."""

    def __init__(self, settings: Settings, code: GameCode | None, save_path: Path | None,
                 owner: QWidget) -> None:
        self.store = GameStore(save_path, owner) if save_path is not None else None
        saved = self.store.load() if self.store is not None else None
        #: The game history, next to the saved game (none when no game is kept on disk).
        self.history = HistoryKeeper(
            None if save_path is None else save_path.with_name(HISTORY_FILE), owner)
        deal = first_deal(settings, saved, code, self.history)
        self.controller = GameController(deal.code, owner)
        self.scene = TableScene(self.controller, settings, parent=owner)
        self.view = TableView(self.scene)
        self.hinter = Hinter(self.controller, parent=owner)
        self.hinter.outlined.connect(self.scene.show_hint)
        self.hinter.announced.connect(self.scene.announce)
        self.scene.picked.connect(self.hinter.clear)  # a new pick clears an old hint
        #: The session: the first deal, what replaces the game, the replay, the clock.
        self.session = GameSession(self.controller, settings, self.history, owner)
        self.session.start(deal)
        #: Where did it slip? The analysis of a played game, in a worker of its own.
        self.analyser = Analyser(owner)
        #: The solver's verdict on each deal, kept with its games in the history: found
        #: in the analysis's worker once a game of the deal is recorded (the worker
        #: starts then, not while the player plays; the verdict updates the game's row).
        self.judge = DealJudge(self.analyser.pool, owner)
        self.judge.judged.connect(self.history.set_verdict)
        self.judge.start()
        #: Game ▸ Daily deal: found in the same worker.
        self.daily = DailyDeals(self.analyser.pool, owner)
        self.analysis_offer = AnalysisOffer(owner)
        #: The table's sounds, following the controller's moves, refusals and win.
        self.sound = SoundPlayer(parent=owner)
        self.sound.set_enabled(settings.sound)
        self.sound.set_volume(settings.sound_volume)
        self.sound.follow(self.controller)
        self.controller.recording.finished_games = OfferingHistory(
            self.history, self.analysis_offer, self.judge.judge)
