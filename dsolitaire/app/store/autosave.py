"""Keeping the game on disk: opening it at start, following every change, telling the player.

:class:`GameStore` opens the saved game (any file or folder state gives a game to play
and, if something was wrong, a :class:`Notice` in plain words; nothing is deleted: a
damaged file is kept aside under its own name), then follows the controller's
``lineEdited`` signal with one small journal entry per change (see
:mod:`dsolitaire.app.store.savefile` and ``docs/saved-game.md``). What the player sees of
it (the notice at start, the status-bar warning, the question at quit) is
:mod:`dsolitaire.app.ui.notices`.
"""

from __future__ import annotations

import contextlib
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance

from ...engine import Action, Game, GameCode
from . import savefile
from .savefile import SavedGame, SaveError

log = logging.getLogger(__name__)

#: Entries after which the journal is folded back into one header line.
JOURNAL_LIMIT = 5000
#: A change adding more actions than this (a restart undone) rewrites the file instead.
BIG_EDIT = 1000


class PlayTime(Protocol):
    """The game's play clock, as the store reads it."""

    def elapsed_ms(self) -> int: ...


class Followed(Protocol):
    """The game the store keeps on disk, as the controller holds it (the store sees the
    controller only through this: it never imports the play package)."""

    @property
    def lineEdited(self) -> SignalInstance: ...

    @property
    def code(self) -> GameCode: ...

    @property
    def line(self) -> list[Action]: ...

    @property
    def game(self) -> Game: ...

    @property
    def clock(self) -> PlayTime: ...


@dataclass
class Notice:
    """What the player is told at start: a sentence, what it means, and the details."""

    text: str
    informative: str
    details: str


@dataclass
class Problem:
    """A saved game that could not be used: which file, what kind of problem (see
    :class:`~dsolitaire.app.store.savefile.SaveError`), why, and where it was kept."""

    path: Path
    kind: str
    reason: str
    kept: Path | None = None
    move_error: str = ""


def _exists(path: Path) -> bool:
    try:
        return path.exists() or path.is_symlink()
    except OSError:
        return False


class GameStore(QObject):
    """The saved game of one window. ``error`` is "" while every change is on disk.

    Signals:
        stateChanged(): saving started failing, or works again.
    """

    stateChanged = Signal()

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.main_path = path
        #: where this app writes: the main file, or a file of its own beside it when the
        #: main one belongs to a newer version or cannot be moved aside
        self.path = path
        self.notice: Notice | None = None
        self.error = ""
        self.sync = True  # fsync each entry (a power cut loses nothing either)
        self._controller: Followed | None = None
        self._fd: int | None = None
        self._entries = 0
        self._loaded: SavedGame | None = None

    @property
    def own_path(self) -> Path:
        p = self.main_path
        return p.with_name(f"{p.stem}.v{savefile.VERSION}{p.suffix}")

    # -- opening -----------------------------------------------------------------------

    def load(self) -> SavedGame | None:
        """The saved game to resume, or None; never raises. Sets :attr:`notice`.

        The main file is used unless it is newer or damaged and cannot be moved aside;
        then (or when it is missing or was moved aside and this version's own file
        exists) this version's own file is opened, and written from then on."""
        saved, problem = self._open(self.main_path)
        second: Problem | None = None
        if saved is None:
            switch = problem is not None and (problem.kind == "newer" or problem.kept is None)
            if switch or _exists(self.own_path):
                self.path = self.own_path
                saved, second = self._open(self.path)
                if problem is None:
                    problem, second = second, None  # only the own file had a problem
        self._loaded = saved
        if saved is not None and saved.repairs:  # said once; the next save writes it clean
            log.warning("The saved game %s was repaired and opened: %s", self.path,
                        "; ".join(saved.repairs))
        if problem is not None:
            self.notice = self._notice(problem, second, saved)
        return saved

    def _notice(self, problem: Problem, second: Problem | None,
                saved: SavedGame | None) -> Notice:
        details = [self.tr("File: %1").replace("%1", str(problem.path)),
                   self.tr("Problem: %1").replace("%1", problem.reason)]
        if problem.kept is not None:
            details.append(self.tr("It was kept as %1").replace("%1", str(problem.kept)))
        if problem.move_error:
            details.append(self.tr("Renaming it failed: %1").replace("%1", problem.move_error))
        if second is not None:
            details.append(self.tr("This version's own file %1: %2")
                           .replace("%1", str(second.path)).replace("%2", second.reason))
            if second.kept is not None:
                details.append(self.tr("It was kept as %1").replace("%1", str(second.kept)))
        texts = {
            "newer": self.tr("Your saved game was made by a newer version of Double "
                             "Solitaire."),
            "folder": self.tr("A folder stands where your saved game belongs."),
            "unreadable": self.tr("Your saved game could not be opened."),
        }
        text = texts.get(problem.kind,
                         self.tr("Your saved game is damaged and could not be read."))
        if saved is not None:
            text += " " + self.tr("The game this version saved earlier was opened instead.")
        else:
            text += " " + self.tr("A new game was dealt.")
        if problem.kind == "newer":
            informative = self.tr("It was left untouched for that version. This version "
                                  "keeps its own game in \u201c%1\u201d.")
        elif problem.kept is not None:
            informative = self.tr("Nothing was deleted: it was kept as \u201c%1\u201d, in "
                                  "case you want to look at it or report it.")
        else:
            informative = self.tr("It was left where it is. This version keeps its own "
                                  "game in \u201c%1\u201d.")
        name = (problem.kept or self.path).name
        return Notice(text, informative.replace("%1", name), "\n".join(details))

    def _open(self, path: Path) -> tuple[SavedGame | None, Problem | None]:
        """(game, None); (None, None) if there is none; or (None, what is wrong), a
        damaged file having been moved aside if it could."""
        try:
            if not (path.exists() or path.is_symlink()):
                return None, None
            return savefile.read(path), None
        except SaveError as exc:
            kind, reason = exc.kind, exc.reason
        except OSError as exc:  # the folder cannot be looked into
            kind, reason = "unreadable", exc.strerror or str(exc)
        if kind == "newer":
            return None, Problem(path, kind, reason)
        try:
            kept = savefile.keep_aside(path)
        except OSError as exc:
            return None, Problem(path, kind, reason, move_error=exc.strerror or str(exc))
        return None, Problem(path, kind, reason, kept)

    # -- following the game ------------------------------------------------------------

    def follow(self, controller: Followed) -> None:
        """Write the game on the table now, then journal every change of its line."""
        self._controller = controller
        controller.lineEdited.connect(self._on_line_edited)
        loaded, self._loaded = self._loaded, None
        if (loaded is not None and loaded.tidy and loaded.code == controller.code
                and loaded.actions == controller.line):
            try:  # the file is this game, compact: no need to write it again
                self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND
                                   | getattr(os, "O_BINARY", 0))
                self._entries = 0
                return
            except OSError:
                pass
        self.save()

    def _numbers(self) -> tuple[int, int]:
        c = self._controller
        assert c is not None
        return (min(c.game.moves, savefile.MAX_MOVES),
                min(max(c.clock.elapsed_ms(), 0), savefile.MAX_ELAPSED_MS))

    def _on_line_edited(self, keep: int, added: list[Action]) -> None:
        if (self._fd is None or keep == 0 or len(added) > BIG_EDIT
                or self._entries >= JOURNAL_LIMIT):
            self.save()
            return
        moves, elapsed = self._numbers()
        try:
            if not self._journal_is_the_file():
                self.save()  # deleted or replaced under us: write it all again
                return
            savefile.append(self._fd, savefile.entry_bytes(keep, added, moves, elapsed),
                            self.sync)
        except OSError:
            self.save()  # a torn entry is ignored at reading; rewrite it all
            return
        self._entries += 1
        self._set_error("")

    def _journal_is_the_file(self) -> bool:
        assert self._fd is not None
        mine = os.fstat(self._fd)
        try:
            there = os.stat(self.path)
        except OSError:
            return False
        return (mine.st_ino, mine.st_dev) == (there.st_ino, there.st_dev)

    def save(self) -> bool:
        """Rewrite the whole game as one header (compaction); False if the disk refused."""
        if self._controller is None:
            return True
        self._close_journal()
        c = self._controller
        moves, elapsed = self._numbers()
        reason = savefile.save(self.path, SavedGame(c.code, c.line, moves, elapsed))
        if reason:
            self._set_error(reason)
            return False
        try:
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
        except OSError:
            self._fd = None  # saved all the same; the next change rewrites the file
        self._entries = 0
        self._set_error("")
        return True

    def close(self) -> bool:
        """Write the game compactly and stop following it; False if it is not saved."""
        ok = self.save()
        self._close_journal()
        return ok

    def _close_journal(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)
            self._fd = None

    def _set_error(self, reason: str) -> None:
        if reason != self.error:
            self.error = reason
            self.stateChanged.emit()

    def error_text(self) -> str:
        return (self.tr("Your game cannot be saved in %1: %2")
                .replace("%1", str(self.path)).replace("%2", self.error))
