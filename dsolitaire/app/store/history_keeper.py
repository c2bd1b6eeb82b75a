"""The window's side of the history: opens ``history.sqlite3`` and records the games the
controller ends (it is the controller's
:class:`~dsolitaire.app.play.recording.FinishedGames`).

Nothing here stops a game, and nothing here keeps the window waiting: the history is
opened with a short busy timeout (:data:`~.history_db.SHORT_TIMEOUT_MS`). When another
program holds it locked, a finished game waits in a queue (with the time it ended) and
is written as soon as the lock goes: a timer tries again every :data:`RETRY_MS`, and
closing the window (or quitting) tries once more, waiting up to :data:`QUIT_WAIT_MS`.
What still waits then is kept in :data:`WAITING_NAME` beside the history (through
``QSaveFile``), and the next start writes it (a game already in the history is not
written twice).
When the history cannot be used or written the keeper says so once, in one line
(:attr:`HistoryKeeper.notice`, and the ``problem`` signal), and the game goes on.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QIODevice, QObject, QSaveFile, QTimer, Signal

from ... import __version__
from ...engine.outcomes import GameResult, Verdict
from .files import load_json
from .history_db import SHORT_TIMEOUT_MS, History, HistoryError, now_utc

#: How often a queued game is tried again while the history is busy (ms).
RETRY_MS = 1000
#: How long closing the window waits for a lock so that queued games are written (ms).
QUIT_WAIT_MS = 3000
#: The games that waited for the history when the app ended, beside the history.
WAITING_NAME = "history-waiting.json"
_WAITING_FORMAT = "dsolitaire-history-waiting"
_MAX_WAITING_BYTES = 64 * 1024 * 1024


#: A finished game as it waits: (code, result, score, moves, seconds, line, ended_at).
_Game = tuple[str, GameResult, int, int, float, str, str]


@dataclass
class _Waiting:
    """A game to record (``game``) or a recorded one to take out (``forget``)."""

    key: int
    game: _Game | None = None
    forget: int | None = None


def _game_of(data: object) -> _Game | None:
    """A game of the waiting file, checked, or None. Every result any version of ours
    writes is read (:meth:`GameResult.read`)."""
    if not isinstance(data, list) or len(data) != 7:
        return None
    code, spelt, score, moves, seconds, line, ended_at = data
    result = GameResult.read(spelt)
    if not (isinstance(code, str) and result is not None and type(score) is int
            and type(moves) is int and type(seconds) in (int, float)
            and isinstance(line, str) and isinstance(ended_at, str)):
        return None
    return code, result, score, moves, float(seconds), line, ended_at


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
        # what went wrong when opening, in one line (None: nothing)
        self.notice: str | None = None
        self._waiting: list[_Waiting] = []
        self._written: dict[int, int] = {}  # a queued game's key: its row id, once written
        self._next_key = -1
        #: the solver's verdicts on the deals of this session, and today's daily deals
        self._verdicts: dict[str, Verdict] = {}
        self._daily: dict[str, str] = {}
        self._told: set[str] = set()
        self._opening = False  # the history was busy at start: it is opened later
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.flush)
        if parent is not None:
            parent.installEventFilter(self)  # its closing writes what waits
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._at_quit)
        if path is None:
            return
        self._open()
        if self._opening:
            self.notice = self._busy_text()
        if self.history is not None or self._opening:
            self._read_waiting()

    @property
    def waiting_path(self) -> Path | None:
        return None if self.path is None else self.path.with_name(WAITING_NAME)

    def _read_waiting(self) -> None:
        """Queue the games the last run could not write. A file that cannot be read is
        kept aside; so is one with a game this version cannot read (a newer version's
        result, a damaged entry), whose other games are queued all the same."""
        path = self.waiting_path
        if path is None or not path.is_file():
            return
        from .savefile import keep_aside

        try:
            if path.stat().st_size > _MAX_WAITING_BYTES:
                raise ValueError("too large")
            data = load_json(path.read_bytes())
            if not isinstance(data, dict) or data.get("format") != _WAITING_FORMAT:
                raise ValueError("not a waiting file")
            entries, every_forget = data.get("games", []), data.get("forget", [])
            if not isinstance(entries, list) or not isinstance(every_forget, list):
                raise ValueError("not a waiting file")
        except (OSError, ValueError):
            with contextlib.suppress(OSError):
                keep_aside(path)  # kept, never read again
            return
        read = [_game_of(g) for g in entries]
        games = [g for g in read if g is not None]
        forgets = [f for f in every_forget if type(f) is int]
        if len(games) < len(read) or len(forgets) < len(every_forget):
            with contextlib.suppress(OSError):
                keep_aside(path)  # what this version cannot read stays in the copy
        for game in games:
            self._waiting.append(_Waiting(self._next_key, game=game))
            self._next_key -= 1
        self._waiting += [_Waiting(0, forget=f) for f in forgets]
        QTimer.singleShot(0, self, self.flush)  # once the window is up

    def _keep_waiting(self) -> None:
        """Write what still waits to the waiting file (or remove it: nothing waits)."""
        path = self.waiting_path
        if path is None:
            return
        if not self._waiting:
            with contextlib.suppress(OSError):
                path.unlink(missing_ok=True)
            return
        data = {"format": _WAITING_FORMAT, "version": 1,
                "games": [list(w.game) for w in self._waiting if w.game is not None],
                "forget": [w.forget for w in self._waiting if w.forget is not None]}
        out = QSaveFile(str(path))
        if out.open(QIODevice.OpenModeFlag.WriteOnly):
            out.write(json.dumps(data).encode("utf-8"))
            out.commit()

    def _open(self, wait_ms: int = SHORT_TIMEOUT_MS) -> bool:
        assert self.path is not None
        try:
            self.history = History(self.path, __version__, busy_timeout_ms=wait_ms)
        except HistoryError as exc:
            if exc.kind == "busy":
                self._opening = True
                self._retry.start()
            else:
                self._opening = False
                self.notice = self._refused_text(exc)
            return False
        self._opening = False
        if self.history.set_aside is not None:
            self.notice = self.tr(
                "The game history could not be read; it was kept as %1 and a new one "
                "was started.").replace("%1", self.history.set_aside.name)
        return True

    def _refused_text(self, exc: HistoryError) -> str:
        if exc.kind == "newer":
            return self.tr("The game history was written by a newer version; "
                           "games are not recorded.")
        if exc.kind == "busy":
            return self._busy_text()
        return self.tr("The game history cannot be used (%1); games are not "
                       "recorded.").replace("%1", exc.reason)

    def _busy_text(self) -> str:
        return self.tr("The game history is in use by another program; finished games "
                       "are recorded as soon as it is free.")

    def _tell(self, kind: str, text: str) -> None:
        """Say a problem once per kind (and again after it was solved)."""
        if kind not in self._told:
            self._told.add(kind)
            self.problem.emit(text)

    @property
    def opening(self) -> bool:
        """The history was busy when it was to be opened: it is opened once it is free."""
        return self._opening

    @property
    def waiting(self) -> int:
        """How many changes wait for the history to be free."""
        return len(self._waiting)

    def played(self) -> set[str]:
        """The codes of the recorded games (none when the history cannot be read)."""
        if self.history is None:
            return set()
        try:
            return self.history.codes()
        except HistoryError:
            return set()

    # -- writing -------------------------------------------------------------------------

    def _queue(self, item: _Waiting) -> None:
        self._waiting.append(item)
        self._tell("busy", self._busy_text())
        if not self._retry.isActive():
            self._retry.start()

    def add(self, code: str, result: GameResult, score: int, moves: int, seconds: float,
            line: str) -> int | None:
        """Add a finished game to the history; its row id (or, while it waits for a busy history, a
        negative key that :meth:`forget` takes as well); None when it cannot be kept."""
        if self.history is None and not self._opening:
            return None
        game: _Game = (code, result, int(score), int(moves), float(seconds), line, now_utc())
        if self.history is not None and not self._waiting:
            try:
                verdict, daily = self._about(code)
                game_id = self.history.add(*game[:6], ended_at=game[6],
                                              verdict=verdict, daily=daily)
            except HistoryError as exc:
                if exc.kind != "busy":
                    self._tell(exc.kind, self._refused_text(exc))
                    return None
            else:
                self.changed.emit()
                return game_id
        key = self._next_key
        self._next_key -= 1
        self._queue(_Waiting(key, game=game))
        return key

    def _about(self, code: str) -> tuple[Verdict, str]:
        """What the app knows of a deal beside its game: (verdict, daily date)."""
        return self._verdicts.get(code, Verdict.UNKNOWN), self._daily.get(code, "")

    def set_verdict(self, code: str, verdict: Verdict) -> None:
        """The solver's verdict on a deal: kept with its games, those recorded already
        and those to come (an undecided one changes nothing)."""
        if not isinstance(verdict, Verdict) or verdict is Verdict.UNKNOWN:
            return
        self._verdicts[code] = verdict
        if self.history is not None:
            try:
                self.history.set_verdict(code, verdict)
            except HistoryError:
                return  # the games to come still get it; a busy file is no problem
            self.changed.emit()

    def mark_daily(self, code: str, date: str) -> None:
        """The games of ``code`` from now on are the daily deal of ``date``."""
        self._daily[code] = date

    def forget(self, game_id: int) -> None:
        if game_id < 0:  # a queued game: not written yet, or written since
            queued = next((w for w in self._waiting if w.key == game_id), None)
            if queued is not None:
                self._waiting.remove(queued)
                return
            written = self._written.pop(game_id, None)
            if written is None:
                return
            game_id = written
        if self.history is None and not self._opening:
            return
        if self.history is not None and not self._waiting:
            try:
                self.history.forget(game_id)
            except HistoryError as exc:
                if exc.kind != "busy":
                    self._tell(exc.kind, self._refused_text(exc))
                    return
            else:
                self.changed.emit()
                return
        self._queue(_Waiting(0, forget=game_id))

    def reset(self, mode: str) -> bool:
        if self.history is None:
            if self._opening:
                self.problem.emit(self._busy_text())
            return False
        try:
            self.history.reset(mode)
        except HistoryError as exc:
            self.problem.emit(self._refused_text(exc))
            return False
        self.changed.emit()
        return True

    def flush(self, wait_ms: int = 0) -> bool:
        """Write what waits (waiting up to ``wait_ms`` for a lock); True when nothing
        waits any more. While the history stays busy, it tries again later."""
        if self.history is None:
            if not self._opening or not self._open(max(wait_ms, SHORT_TIMEOUT_MS)):
                if self._opening:
                    self._retry.start()
                return False
            assert self.history is not None
            self.history.wait(SHORT_TIMEOUT_MS)
            self.notice = None
        assert self.history is not None
        done = False
        if wait_ms:
            self.history.wait(wait_ms)
        try:
            while self._waiting:
                item = self._waiting[0]
                try:
                    if item.game is not None:
                        code, result, score, moves, seconds, line, ended_at = item.game
                        # never twice: a game kept in the waiting file may have been
                        # written by a later start already (read back, or handed over)
                        if not self.history.has(code, ended_at):
                            verdict, daily = self._about(code)
                            self._written[item.key] = self.history.add(
                                code, result, score, moves, seconds, line, ended_at=ended_at,
                                verdict=verdict, daily=daily)
                    elif item.forget is not None:
                        self.history.forget(item.forget)
                except HistoryError as exc:
                    if exc.kind == "busy":
                        self._retry.start()
                        return False
                    self._tell(exc.kind, self._refused_text(exc))  # cannot be written
                self._waiting.pop(0)
                done = True
        finally:
            if wait_ms:
                self.history.wait(SHORT_TIMEOUT_MS)
            if done:
                self.changed.emit()
        self._told.discard("busy")  # free again: a later lock is said again
        if done:
            self._keep_waiting()  # nothing waits now: the waiting file goes
        return True

    def _last_chance(self) -> None:
        if self._waiting and not self.flush(QUIT_WAIT_MS):
            self._keep_waiting()  # for the next start

    def _at_quit(self) -> None:
        self._last_chance()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Close:
            self._last_chance()
        return False
