"""Card flights: every card item that changed its spot moves there in one animation
(raised while it flies); a new flight lands the last one at once."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation

from .items import CardItem
from .layout import Z_FLYING

#: How long a card flies to its spot.
ANIMATION_MS = 170
#: How long the winning celebration runs; the win dialog waits for it.
CELEBRATION_MS = 900


class Flight:
    """Moves card items to their spots in one animation; a new flight ends the last."""

    def __init__(self, parent: QObject) -> None:
        self._anim = QVariantAnimation(parent)  # dies with the scene, never outlives it
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self.finish)
        # (item, from, to, final z, visible when landed)
        self._moves: list[tuple[CardItem, QPointF, QPointF, float, bool]] = []

    @property
    def running(self) -> bool:
        return bool(self._moves)

    def start(self, moves: list[tuple[CardItem, QPointF, QPointF, float, bool]], ms: int) -> None:
        self.finish()
        self._moves = moves
        for item, _start, _end, z, _visible in moves:
            item.setZValue(Z_FLYING + z)
            item.setVisible(True)
        self._anim.setDuration(ms)
        self._anim.start()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, start, end, _z, _visible in self._moves:
            item.setPos(start + (end - start) * t)

    def finish(self) -> None:
        """Put every flying card where it goes, at once."""
        moves, self._moves = self._moves, []
        if self._anim.state() == QVariantAnimation.State.Running:
            self._anim.stop()
        for item, _start, end, z, visible in moves:
            item.setPos(end)
            item.setZValue(z)
            item.setVisible(visible)
