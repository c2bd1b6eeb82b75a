"""Watch: a recorded game replayed on a table of its own, move by move.

The replay is an engine game stepped through the record's actions with ``push`` and
``pop`` (:class:`ReplayController`); a second
:class:`~dsolitaire.app.table.scene.TableScene` shows it as it shows any game, with the
same animation. The player's own game is not touched while they watch: it stays in its
controller (its clock stopped), its saved game and its history record are not written,
and the replay is never recorded. Only *Play on from here*
(:meth:`~dsolitaire.app.play.session.GameSession.play_on`) replaces the player's game,
after the usual question. Its controls are :mod:`dsolitaire.app.ui.watch_bar`.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...engine import UNDO_LIMIT, Action, Decision, Game, GameCode, GameRecord, Refusal, RefusalKind
from .change import Change, ChangeKind
from .wording import Wording

#: Every gesture on a replay's table is refused so.
_REPLAY = Refusal(RefusalKind.REPLAY)


class ReplayController(QObject):
    """The game that Watch shows: read only.

    The table asks it as it asks the player's controller (it is a
    :class:`~dsolitaire.app.table.asks.TableController`, with no undo stack, no clock and
    no history), and it refuses every gesture; :meth:`step` pushes the record's next
    action on the engine game or pops the last one. Nothing is recorded and nothing is
    saved (no history, no saved game follows it).

    Signals, in this order: ``changed(change)`` (a :class:`~.change.Change`: a step on
    is played, a step back undone, a rewind a deal), then ``won()`` when a step won.
    """

    changed = Signal(object)  # Change
    won = Signal()

    def __init__(self, record: GameRecord, parent: QObject | None = None,
                 start: int = 0) -> None:
        super().__init__(parent)
        self.game = Game(record.code)
        #: Words for refusals (``self.tr()``, context Wording).
        self.wording = Wording(self)
        self.actions: tuple[Action, ...] = record.actions
        for action in self.actions[:start]:  # the replay begins after ``start`` actions
            self.game.push(action)

    @property
    def code(self) -> GameCode:
        return self.game.code

    @property
    def index(self) -> int:
        """How many of the record's actions are on the table (the engine's stack)."""
        return len(self.game.stack)

    def step(self, forward: bool) -> bool:
        """One action on or back; False at the end (or the start) of the record."""
        game = self.game
        was_won = game.won
        if forward:
            if self.index >= len(self.actions):
                return False
            record = game.push(self.actions[self.index])
        else:
            if not game.stack:
                return False
            record = game.pop()
        won = game.won and not was_won
        self.changed.emit(Change(ChangeKind.PLAYED if forward else ChangeKind.UNDONE,
                                 record, won=won, unwon=was_won and not game.won))
        if won:
            self.won.emit()
        return True

    def rewind(self) -> None:
        """Back to the deal, at once."""
        self.game = Game(self.code)
        self.changed.emit(Change(ChangeKind.DEAL))

    def position_game(self) -> Game:
        """The position on the table as a new game from the deal's start (its move counter
        is the number of actions; the last ``UNDO_LIMIT`` of them can be taken back)."""
        return Game.replay(self.code, self.actions[: self.index], stack=UNDO_LIMIT)

    # -- the player's gestures: all refused --------------------------------------------

    def perform(self, action: Action | Decision | None) -> bool:
        return False

    def can_pick(self, place: int, index: int) -> bool:
        return False

    def pick_refusal(self, place: int, index: int) -> Refusal | None:
        return _REPLAY

    def click(self, place: int, index: int | None = None) -> bool:
        return False

    def click_refusal(self, place: int, index: int | None = None) -> Refusal | None:
        return _REPLAY

    def double_click(self, place: int, index: int | None = None) -> bool:
        return False

    def double_click_refusal(self, place: int, index: int | None = None) -> Refusal | None:
        return _REPLAY

    def drop_action(self, source: int, index: int, target: int) -> Decision | None:
        return None

    def drop(self, source: int, index: int, target: int) -> bool:
        return False

    def drop_refusal(self, source: int, index: int, target: int) -> Refusal | None:
        return _REPLAY

    def refuse_drop(self, source: int, index: int, target: int) -> Refusal | None:
        return _REPLAY  # no sound: a replay is watched, not played
