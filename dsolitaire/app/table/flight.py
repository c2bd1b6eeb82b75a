"""Card flights: every card item that changed its spot moves there in one animation
(raised while it flies); a new flight lands the last one at once. A flight can be queued
after the one under way (the win's celebration waits for the last card to land)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from .items import CardItem
from .layout import Z_FLYING

#: How long a card flies to its spot.
ANIMATION_MS = 170
#: How long the winning celebration runs; the win dialog waits for it.
CELEBRATION_MS = 900


#: One card's flight: (item, from, to, final z, visible when landed).
Move = tuple[CardItem, QPointF, QPointF, float, bool]


class Flight:
    """Moves card items to their spots in one animation; a new flight ends the last."""

    def __init__(self, parent: QObject) -> None:
        self._anim = QVariantAnimation(parent)  # dies with the scene, never outlives it
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._landed)
        # (item, from, to, final z, visible when landed)
        self._moves: list[Move] = []
        self._done: Callable[[], None] | None = None
        # the flight queued after this one: its moves (made when it starts), ms, done
        self._next: tuple[Callable[[], list[Move]], int, Callable[[], None] | None] | None = None

    @property
    def running(self) -> bool:
        return bool(self._moves)

    def start(self, moves: list[Move], ms: int, done: Callable[[], None] | None = None) -> None:
        """Fly ``moves`` for ``ms``; ``done`` is called once they have landed (at the
        animation's end, or at once when a new gesture or a resize lands them)."""
        self.finish()
        self._moves = moves
        self._done = done
        if not moves:
            self._call_done()
            return
        for item, _start, _end, z, _visible in moves:
            item.setZValue(Z_FLYING + z)
            item.setVisible(True)
        self._anim.setDuration(ms)
        self._anim.start()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, start, end, _z, _visible in self._moves:
            item.setPos(start + (end - start) * t)

    def then(self, moves: Callable[[], list[Move]], ms: int,
             done: Callable[[], None] | None = None) -> None:
        """Fly the moves ``moves()`` makes once the flight under way has landed (at once
        when none is); when that flight is landed early, the queued one is skipped, its
        cards being where it would end, and ``done`` is called."""
        if not self.running:
            self.start(moves(), ms, done)
        else:
            self._next = (moves, ms, done)

    def _landed(self) -> None:
        """The animation came to its end: land it, then start the queued flight."""
        following, self._next = self._next, None
        self.finish()
        if following is not None:
            moves, ms, done = following
            self.start(moves(), ms, done)

    def finish(self) -> None:
        """Put every flying card where it goes, at once (a queued flight too)."""
        moves, self._moves = self._moves, []
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        for item, _start, end, z, visible in moves:
            item.setPos(end)
            item.setZValue(z)
            item.setVisible(visible)
        self._call_done()
        following, self._next = self._next, None
        if following is not None and following[2] is not None:
            following[2]()

    def _call_done(self) -> None:
        done, self._done = self._done, None
        if done is not None:
            done()
