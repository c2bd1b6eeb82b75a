"""The play session: which game is on the table, what may replace it, and how.

:class:`GameSession` holds the rules of the session that do not need a window, so that
they are tested without one:

- the first deal (:func:`first_deal`): the saved game, a game code from the command line
  (which waits for the player's consent when it would replace a game in progress), a
  shipped winnable deal, or a random one;
- the replace-or-ask policy (:meth:`GameSession.must_ask`): a game in progress is never
  replaced without the player's consent, unless they said "Don't ask again";
- the routing of New game (:meth:`GameSession.deal`): a plain deal, a pasted record's
  game, a Vegas mode's winnable deal from the shipped lists, or a Normal mode's found by
  the background search;
- watching a replay and playing on from it, with the player's clock stopped meanwhile;
- the clock's tick, once a second, for the time on show.

The window presents all of it: it asks the question, shows the search's progress and
puts the replay's table in place of the player's. The session sees the settings and the
history only through the small Protocols below, never by importing them.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ...engine import Action, Game, GameCode, GameRecord, Mode
from .controller import GameController
from .deals import WinnableFinder, pick_shipped
from .replay import ReplayController


class Preferences(Protocol):
    """The settings the session follows (the player's :class:`Settings`)."""

    confirm_replace: bool
    winnable_only: bool
    mode: Mode


class PlayedGames(Protocol):
    """The codes of the games played already (the history), for the shipped lists."""

    def played(self) -> Collection[str]: ...


class Resumable(Protocol):
    """A saved game to put back on the table."""

    @property
    def code(self) -> GameCode: ...
    @property
    def actions(self) -> list[Action]: ...
    @property
    def moves(self) -> int: ...
    @property
    def elapsed_ms(self) -> int: ...
    @property
    def won(self) -> bool: ...
    @property
    def played(self) -> Game | None: ...


@dataclass(frozen=True)
class FirstDeal:
    """What the table starts with: ``code``, then ``resume`` restored on it (None: the
    deal's start); ``pending``: a code that waits for the player's consent, asked once
    the window is shown, because it would replace the saved game in progress."""

    code: GameCode
    resume: Resumable | None = None
    pending: GameCode | None = None


def first_deal(prefs: Preferences, saved: Resumable | None, code: GameCode | None,
               history: PlayedGames) -> FirstDeal:
    """The first deal of a start, from the saved game and a code given from outside.

    A won saved game is not resumed. A code replaces the saved game at once when there is
    nothing to lose (no action) or the player said "Don't ask again"; otherwise it waits
    (``pending``). Without a saved game the table gets the code, else a shipped winnable
    deal when "Winnable deals only" is on, else a random deal of the chosen mode.
    """
    if saved is not None and saved.won:
        saved = None  # a finished game is not resumed: a new deal, as at any start
    pending = None
    if code is not None and saved is not None:
        if prefs.confirm_replace and (saved.actions or saved.moves):
            pending = code
        else:
            saved = None
    if saved is not None:
        return FirstDeal(saved.code, saved, pending)
    # "Winnable deals only" holds for the first deal too: at start-up it comes from the
    # shipped lists of proven winnable deals (New game searches in Normal modes)
    start = code or (prefs.winnable_only and pick_shipped(prefs.mode, history.played())
                     ) or GameCode.random_of(prefs.mode)
    return FirstDeal(start)


class GameSession(QObject):
    """The session around the controller: new games, the replay watched, the clock.

    Signals:
        ticked(): a second passed (the window shows the time).
        searchStarted(): a search for a winnable deal began (the window shows progress).
        searchTried(n): n deals were tried and were not proven winnable.
        searchEnded(): the search stopped (found, failed or cancelled).
        dealFound(code): the search dealt this proven winnable deal.
        searchFailed(message): the search broke down; the game stays as it is.
        watchStarted(replay): a replay (a :class:`ReplayController`) is being watched.
        watchStopped(): back to the player's own game.
    """

    ticked = Signal()
    searchStarted = Signal()
    searchTried = Signal(int)
    searchEnded = Signal()
    dealFound = Signal(object)
    searchFailed = Signal(str)
    watchStarted = Signal(object)
    watchStopped = Signal()

    def __init__(self, controller: GameController, prefs: Preferences, history: PlayedGames,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prefs = prefs
        self.history = history
        #: A code that waits for the player's consent (see :class:`FirstDeal`).
        self.pending_code: GameCode | None = None
        #: The replay being watched, None while the player's own game is on show.
        self.replay: ReplayController | None = None
        self._watch_clock = False  # the player's clock ran when the watch began
        self.finder: WinnableFinder | None = None
        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self.ticked)
        self.clock.start()

    def start(self, deal: FirstDeal) -> None:
        """Put the first deal's saved game back (if any) and keep its pending code."""
        if deal.resume is not None:
            saved = deal.resume
            self.controller.restore(saved.code, saved.actions, saved.moves,
                                    saved.elapsed_ms, saved.played)
        self.pending_code = deal.pending

    def take_pending(self) -> GameCode | None:
        """The code waiting for consent, once (the window asks when first shown)."""
        code, self.pending_code = self.pending_code, None
        return code

    # -- replacing the game ------------------------------------------------------------

    def must_ask(self) -> bool:
        """Replacing the game needs the player's consent: a game is in progress and the
        player has not said "Don't ask again"."""
        return self.prefs.confirm_replace and self.controller.in_progress()

    def stop_asking(self) -> None:
        """The player ticked "Don't ask again"."""
        self.prefs.confirm_replace = False

    def winnable_choice(self, code: GameCode, winnable: bool) -> GameCode:
        """The deal New game puts on the table for a mode: with "Winnable deals only", a
        Vegas mode deals from the shipped list (played deals last), a Normal mode keeps
        the code (the search finds one when it is dealt)."""
        if winnable and code.vegas:
            return pick_shipped(code.mode, self.history.played()) or code
        return code

    def deal(self, code: GameCode, record: GameRecord | None = None,
             winnable: bool = False) -> None:
        """Replace the game, once the player agreed: a record's game, a search for a
        winnable Normal deal of the code's draw, or the code's deal. The mode becomes the
        one of New game."""
        self.prefs.mode = code.mode
        if record is not None:
            self.play_record(record)
        elif winnable and not code.vegas:
            self.find_winnable(code.draw)
        else:
            self.controller.new_game(code)

    def play_record(self, record: GameRecord) -> None:
        """Put a record's game on the table with its actions on the undo stack (the last
        ``UNDO_LIMIT`` of them), as a saved game is restored; the game it replaces ends
        as New game ends it. Call it once the player agreed to replace the game."""
        self.stop_watching()
        self.controller.restore(record.code, list(record.actions), record.game.moves, 0,
                                record.game)

    # -- the search for a winnable deal ------------------------------------------------

    def find_winnable(self, draw: int) -> None:
        """Solve random Normal deals in the background until one is proven winnable,
        then deal it (``dealFound``); :meth:`cancel_search` keeps the game."""
        self.cancel_search()
        finder = WinnableFinder(self)
        self.finder = finder
        finder.tried.connect(self.searchTried)
        finder.found.connect(self._found)
        finder.failed.connect(self._failed)
        self.searchStarted.emit()
        finder.start(draw)

    def cancel_search(self) -> None:
        """Stop a search for a winnable deal, if one runs; the game stays."""
        finder, self.finder = self.finder, None
        if finder is not None:
            finder.cancel()
            finder.deleteLater()
            self.searchEnded.emit()

    def _found(self, code: GameCode) -> None:
        self.cancel_search()
        self.controller.new_game(code)
        self.dealFound.emit(code)

    def _failed(self, message: str) -> None:
        self.cancel_search()
        self.searchFailed.emit(message)

    # -- watching a replay -------------------------------------------------------------

    @property
    def watching(self) -> bool:
        return self.replay is not None

    def watch(self, record: GameRecord, start: int = 0) -> ReplayController:
        """Replay a recorded game in place of the player's, which stays as it is (its
        clock stopped) until :meth:`stop_watching` or :meth:`play_on`; the replay
        begins after the record's first ``start`` actions."""
        self.stop_watching()
        self.cancel_search()
        replay = ReplayController(record, self, start)
        self.replay = replay
        self._watch_clock = self.controller.clock.pause()
        self.watchStarted.emit(replay)
        return replay

    def stop_watching(self) -> None:
        """Back to the player's own game, as it was left (nothing when not watching)."""
        replay, self.replay = self.replay, None
        if replay is None:
            return
        if self._watch_clock:
            self.controller.clock.resume()
        self._watch_clock = False
        self.watchStopped.emit()
        replay.deleteLater()

    def play_on(self) -> int:
        """The replay's position becomes the player's game, its moves on the undo stack
        (call it once the player agreed); the number of moves taken over."""
        replay = self.replay
        if replay is None:
            return 0
        game = replay.position_game()
        actions = list(replay.actions[: replay.index])
        self.stop_watching()
        self.controller.restore(game.code, actions, game.moves, 0, game)
        return len(actions)

    def shutdown(self) -> None:
        """The window closes: no search goes on."""
        self.cancel_search()
