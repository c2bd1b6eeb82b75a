"""What the table asks of the game it shows: :class:`TableController`, a Protocol.

The scene knows no rules (KPatience): every question goes to its controller, the
player's :class:`~dsolitaire.app.play.controller.GameController` or the replay's
:class:`~dsolitaire.app.play.replay.ReplayController`. Each refusal comes back as the
engine's :class:`~dsolitaire.engine.Refusal`, and a drop's answer as its
:class:`~dsolitaire.engine.Decision`, which ``perform`` plays without deciding again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ...engine import Action, Decision, Game, Refusal
    from ..play.wording import Wording


class TableController(Protocol):
    """The questions of the table, and the signals it follows, in this order for one
    change: ``changed(change)``, once, with a :class:`~dsolitaire.app.play.change.Change`
    (what happened: the engine's record, the command's label, a win), then ``won()``
    when the change won the game."""

    @property
    def game(self) -> Game: ...

    @property
    def wording(self) -> Wording: ...

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def won(self) -> SignalInstance: ...

    def can_pick(self, place: int, index: int) -> bool: ...

    def pick_refusal(self, place: int, index: int) -> Refusal | None: ...

    def click(self, place: int, index: int | None = None) -> bool: ...

    def click_refusal(self, place: int, index: int | None = None) -> Refusal | None: ...

    def double_click(self, place: int, index: int | None = None) -> bool: ...

    def double_click_refusal(self, place: int, index: int | None = None
                             ) -> Refusal | None: ...

    def drop_action(self, source: int, index: int, target: int) -> Decision | None: ...

    def drop(self, source: int, index: int, target: int) -> bool: ...

    def drop_refusal(self, source: int, index: int, target: int) -> Refusal | None: ...

    def refuse_drop(self, source: int, index: int, target: int) -> Refusal | None: ...

    def perform(self, action: Action | Decision | None) -> bool: ...
