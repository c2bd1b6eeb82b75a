"""The play clock of the game on the table: from the first action to the win.

It counts while the player plays, stops at the winning move (the time a won game stands
on the table is never counted; an undo of the win counts on from there), stops while the
player watches a replay, and a restored game's time goes on from where it was saved.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer


class PlayClock:
    """The game's play time in ms; the controller moves it with the game."""

    def __init__(self) -> None:
        self._clock = QElapsedTimer()
        self._before = 0  # ms counted before the running stretch (a restored game's)
        self._finished_ms: int | None = None  # the time the game was won in

    def reset(self) -> None:
        """A new game: nothing counted, not running."""
        self._clock.invalidate()
        self._before = 0
        self._finished_ms = None

    def set(self, elapsed_ms: int, running: bool, won: bool) -> None:
        """A position put on the table with its time (a restart, its undo, a restored
        game): counting on when ``running`` and the game is not won."""
        self._before = elapsed_ms
        if running and not won:
            self._clock.start()
        else:
            self._clock.invalidate()
        self._finished_ms = elapsed_ms if won else None

    @property
    def finished(self) -> bool:
        """Stopped at the win."""
        return self._finished_ms is not None

    def follow(self, played: bool, won: bool) -> None:
        """After a change: the first action played starts it, the winning move stops
        it, and the win taken back lets it count on."""
        if played and not self._clock.isValid() and self._finished_ms is None:
            self._clock.start()
        if won and self._finished_ms is None:
            self._finished_ms = self._before = self.elapsed_ms()
            self._clock.invalidate()
        elif not won and self._finished_ms is not None:
            self._finished_ms = None
            self._clock.start()

    def elapsed_ms(self) -> int:
        """Play time: from the first action to the win (0 before the first action)."""
        if self._finished_ms is not None:
            return self._finished_ms
        running = self._clock.elapsed() if self._clock.isValid() else 0
        return self._before + running

    def running(self) -> bool:
        return self._finished_ms is None and self._clock.isValid()

    def pause(self) -> bool:
        """Stop, keeping the time counted (while the player watches a replay); True when
        it was running, for :meth:`resume`."""
        if not self.running():
            return False
        self._before += self._clock.elapsed()
        self._clock.invalidate()
        return True

    def resume(self) -> None:
        """Let a clock stopped by :meth:`pause` count on (not after a win)."""
        if self._finished_ms is None and not self._clock.isValid():
            self._clock.start()
