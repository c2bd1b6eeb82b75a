"""The window's side of the history: opens ``history.sqlite3`` and records the games the
controller ends (it is the controller's
:class:`~dsolitaire.app.play.controller.FinishedGames`).

Nothing here stops a game: when the history cannot be used the keeper says so in one line
(:attr:`HistoryKeeper.notice`, and the ``problem`` signal) and the game goes on.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ... import __version__
from .history_db import History, HistoryError


class HistoryKeeper(QObject):
    """Records finished games in the history at ``path`` (None: keeps none)."""

    #: problem(text): the history could not be opened or written, in one line
    problem = Signal(str)
    #: changed(): a game was recorded or taken out, or the statistics were reset
    changed = Signal()

    def __init__(self, path: Path | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.history: History | None = None
        #: what went wrong when opening, in one line (None: nothing)
        self.notice: str | None = None
        if path is None:
            return
        try:
            self.history = History(path, __version__)
        except HistoryError as exc:
            self.notice = self._refused_text(exc)
            return
        if self.history.set_aside is not None:
            self.notice = self.tr(
                "The game history could not be read; it was kept as %1 and a new one "
                "was started.").replace("%1", self.history.set_aside.name)

    def _refused_text(self, exc: HistoryError) -> str:
        if exc.kind == "newer":
            return self.tr("The game history was written by a newer version; "
                           "games are not recorded.")
        return self.tr("The game history cannot be used (%1); games are not "
                       "recorded.").replace("%1", exc.reason)

    def played(self) -> set[str]:
        """The codes of the recorded games (none when the history cannot be read)."""
        if self.history is None:
            return set()
        try:
            return self.history.codes()
        except HistoryError:
            return set()

    def add(self, code: str, result: str, score: int, moves: int, seconds: float,
            line: str) -> int | None:
        """Add a finished game to the history; its id (None when it could not be)."""
        if self.history is None:
            return None
        try:
            game_id = self.history.record(code, result, score, moves, seconds, line)
        except HistoryError as exc:
            self.problem.emit(self._refused_text(exc))
            return None
        self.changed.emit()
        return game_id

    def forget(self, game_id: int) -> None:
        if self.history is None:
            return
        try:
            self.history.forget(game_id)
        except HistoryError as exc:
            self.problem.emit(self._refused_text(exc))
            return
        self.changed.emit()

    def reset(self, mode: str) -> bool:
        if self.history is None:
            return False
        try:
            self.history.reset(mode)
        except HistoryError as exc:
            self.problem.emit(self._refused_text(exc))
            return False
        self.changed.emit()
        return True
