"""The controller: owns the engine game and the undo stack, and answers the table.

Commands change the model, never graphics items (Orange canvas): an
:class:`ActionCommand` holds an engine action; ``redo()`` pushes it on the engine game,
``undo()`` pops it (the engine keeps the records and the move counter). After every
change the controller emits ``changed`` with a :class:`~.change.Change` that carries the
engine's record of it, and the scene, the announcer and the hinter follow.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...engine import (
    UNDO_LIMIT,
    Action,
    Decision,
    Game,
    GameCode,
    IllegalMove,
    Refusal,
)
from ...engine.outcomes import GameResult
from .change import Change, ChangeKind
from .clock import PlayClock
from .labels import ActionKind, ActionLabel, action_label
from .recording import FinishedGames, Recording
from .wording import Wording


class ActionCommand(QUndoCommand):
    """One engine action on the undo stack; ``label`` says what it did, in structure.

    Made from the engine's :class:`~dsolitaire.engine.Decision` on the action (decide
    once): the label and the first ``redo()`` reuse it; a later redo (after an undo)
    decides in its own position.

    ``played``: the engine game has already pushed the action (a saved game being
    restored), so the first ``redo()`` leaves the game alone; ``label`` then comes from
    the caller, who saw the position before the action.
    """

    def __init__(self, controller: GameController, action: Action | Decision,
                 label: ActionLabel | None = None, played: bool = False) -> None:
        self.label = action_label(controller.game, action) if label is None else label
        super().__init__(controller.wording.undo_text(self.label))
        self._controller = controller
        self._decision = action
        self._action = action.action if isinstance(action, Decision) else action
        self._played = played
        self._kind = ChangeKind.PLAYED

    def redo(self) -> None:
        game = self._controller.game
        if self._played:
            self._played = False
            record = game.stack[-1]
        else:
            record = game.push(self._decision)
        self._controller.edit_line(len(self._controller.line), [self._action])
        self._controller.after_change(Change(self._kind, record, self.label))
        self._kind = ChangeKind.REDONE

    def undo(self) -> None:
        record = self._controller.game.pop()
        assert record.action == self._action, (record, self._action)
        self._controller.edit_line(len(self._controller.line) - 1, [])
        self._controller.after_change(Change(ChangeKind.UNDONE, record, self.label))


@dataclass(frozen=True)
class Position:
    """Everything a restart replaces: the line on the table, the move counter and the
    clock (``running``: the clock was counting, that is the first action was played)."""

    line: tuple[Action, ...]
    moves: int
    elapsed_ms: int
    running: bool


__all__ = ["ActionCommand", "FinishedGames", "GameController", "Position", "RestartCommand"]


class RestartCommand(QUndoCommand):
    """Restart this deal, undoably: ``redo()`` deals the same code again, ``undo()`` puts
    the position before the restart back by replaying its line through the engine.

    A restart continues the same attempt at the deal, as KPatience and Aisleriot count
    it (kpat ``DealerScene::startNew`` records only for a new deal or a won one;
    aisleriot ``new_game_internal``: "treat a restart as part of the same game"): nothing
    is recorded, the clock and the move counter go on, and the game is recorded once,
    when it is won or given up. A won game restarted is a new attempt (its win is
    already recorded), from zero."""

    def __init__(self, controller: GameController) -> None:
        self.label = ActionLabel(ActionKind.RESTART)
        super().__init__(controller.wording.undo_text(self.label))
        self._controller = controller
        self._before: Position | None = None
        self._won = False
        self._recorded_win = False
        self._kind = ChangeKind.PLAYED

    def redo(self) -> None:
        c = self._controller
        self._before = before = c.position()
        self._won = c.game.won
        self._recorded_win = c.recording.recorded_win
        change = Change(self._kind, None, self.label, unwon=self._won)
        self._kind = ChangeKind.REDONE
        if self._won:  # a new attempt: the win is in the history already
            c.recording.recorded_win = False
            c.set_position(Position((), 0, 0, False), change)
        else:  # the same attempt goes on
            c.set_position(Position((), before.moves, before.elapsed_ms, before.running),
                           change)

    def undo(self) -> None:
        assert self._before is not None
        c = self._controller
        c.recording.recorded_win = self._recorded_win
        before = self._before
        if self._won:  # a won game keeps the time and the counter it was won with
            position = before
        else:  # the clock and the counter never go back
            position = Position(before.line, max(before.moves, c.game.moves),
                                max(before.elapsed_ms, c.clock.elapsed_ms()),
                                before.running or c.clock.running())
        c.set_position(position, Change(ChangeKind.UNDONE, None, self.label))


class GameController(QObject):
    """Owns the engine game and the QUndoStack; the scene asks it what is allowed.

    Signals, in this order for one change (a move, an undo, a redo, a restart, a new
    game):

    1. ``lineEdited(keep, added)``: the line changed (the saved game's journal);
    2. ``changed(change)``: the position, score or move counter changed; ``change`` is a
       :class:`~.change.Change`, what happened (the engine's record of the action, the
       undoable command's label, whether it won the game). Emitted once per change: a
       new game is laid out once. A win is in the history before it.
    3. ``won()``: the 104th card landed on the foundations (``change.won`` said so).

    Apart from a change: ``dropRefused(refusal)``, cards dropped where the rules refuse
    them (the engine's reason).
    """

    changed = Signal(object)  # Change
    #: lineEdited(keep, added): the line was cut to its first ``keep`` actions, then
    #: ``added`` appended. Every change of the line goes through :meth:`edit_line`, so a
    #: listener (the saved game's journal) can follow it without copying the line.
    lineEdited = Signal(int, object)  # (int, list[Action]); object: no copy of a long list
    won = Signal()
    #: dropRefused(refusal): cards dropped where the rules refuse them (they go back;
    #: :meth:`refuse_drop`), the engine's reason: the refused sound follows it.
    dropRefused = Signal(object)

    def __init__(self, code: GameCode, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = Game(code)
        #: Words for refusals, code errors and undo labels (``self.tr()``, context Wording).
        self.wording = Wording(self)
        self.undo_stack = QUndoStack(self)
        self.undo_stack.setUndoLimit(UNDO_LIMIT)
        #: The actions that made the position on the table, in order (for saving).
        self.line: list[Action] = []
        self._restoring = False
        #: The play time, from the first action to the win.
        self.clock = PlayClock()
        #: Which games go to the history, and when (the assembly gives it the history).
        self.recording = Recording()

    # -- games -------------------------------------------------------------------------

    @property
    def code(self) -> GameCode:
        return self.game.code

    def new_game(self, code: GameCode) -> None:
        self._reset(code)
        self.changed.emit(Change(ChangeKind.DEAL))

    def _reset(self, code: GameCode) -> None:
        """A new game of ``code`` on the table, not told yet (the one who calls tells)."""
        self.recording.end(GameResult.GIVEN_UP, self.game, self.line, self.clock.elapsed_ms())
        self.recording.recorded_win = False
        self.undo_stack.clear()
        self.game = Game(code)
        self.clock.reset()
        self.edit_line(0, [])

    def restart(self) -> None:
        """Deal this game's code again, as one undoable command (nothing when untouched)."""
        if self.line or self.game.moves or self.game.won:
            self.undo_stack.push(RestartCommand(self))

    def in_progress(self) -> bool:
        """A game the player would lose if it were replaced: an action was played (or a
        restart can still be undone) and it is not won."""
        if self.game.won:
            return False
        return bool(self.line) or self.game.moves > 0 or self.undo_stack.canUndo()

    def position(self) -> Position:
        return Position(tuple(self.line), self.game.moves, self.clock.elapsed_ms(),
                        self.clock.running())

    def set_position(self, position: Position, change: Change) -> None:
        """Put a position of this deal on the table by replaying its line through the
        engine (not through the undo stack, which keeps what it holds: the commands under
        a restart pop what this replay pushed); ``change`` says how (the restart's)."""
        game = Game.replay(self.game.code, position.line, moves=position.moves,
                           stack=UNDO_LIMIT)
        self.game = game
        self.clock.set(position.elapsed_ms, position.running, game.won)
        self.edit_line(0, list(position.line))  # after the clock: the journal reads it
        self.changed.emit(change)

    def restore(self, code: GameCode, actions: list[Action], moves: int, elapsed_ms: int,
                played: Game | None = None) -> None:
        """Put a saved game back on the table: the line is replayed through the engine
        and only its last ``UNDO_LIMIT`` actions go on the undo stack (those are all the
        stack keeps), as commands that the engine has already played, so a game of a
        million actions opens at once. Told as one ``changed`` (a deal), at the end.

        ``played``: the engine game already at the end of ``actions`` (with ``moves``),
        with the records of (at least) their last ``UNDO_LIMIT`` actions on its stack, as
        reading the saved game made it; the line is then not replayed again. Raises the
        engine's IllegalMove (and leaves a new game of ``code``) when the line cannot be
        played."""
        self._reset(code)
        keep = min(len(actions), UNDO_LIMIT)
        game = played
        if game is None or len(game.stack) < keep or game.moves < moves:
            try:
                game = Game.replay(code, actions, moves=moves, stack=UNDO_LIMIT)
            except IllegalMove:
                self.new_game(code)
                raise
        cut = len(actions) - keep
        # the undo labels of the last actions: each one's position before it, walking a
        # copy of the game back (the game itself keeps its counter and stack)
        probe = game.copy(stack=keep)
        labels: list[ActionLabel] = []
        for action in reversed(actions[cut:]):
            probe.pop()
            labels.append(action_label(probe, action))
        labels.reverse()
        self.game = game
        self._restoring = True
        try:
            self.edit_line(0, actions[:cut])
            for action, label in zip(actions[cut:], labels, strict=True):
                self.undo_stack.push(ActionCommand(self, action, label, played=True))
        finally:
            self._restoring = False
        self.clock.set(elapsed_ms, False, self.game.won)
        self.recording.recorded_win = self.game.won  # recorded when it was won
        self.changed.emit(Change(ChangeKind.DEAL))

    def edit_line(self, keep: int, added: list[Action]) -> None:
        """Cut the line to its first ``keep`` actions and append ``added``."""
        del self.line[keep:]
        self.line.extend(added)
        self.lineEdited.emit(keep, added)

    # -- actions -----------------------------------------------------------------------

    def perform(self, action: Action | Decision | None) -> bool:
        """Play an action through the undo stack; False (and nothing changes) if illegal.
        A :class:`~dsolitaire.engine.Decision` made in this position (a drop's) is not
        decided again: its command's label and push reuse it."""
        if action is None or self.game.won:
            return False
        if not (isinstance(action, Decision) and self.game.holds(action)):
            decided = self.game.decide(action.action if isinstance(action, Decision)
                                       else action)
            if not isinstance(decided, Decision):
                return False
            action = decided
        self.undo_stack.push(ActionCommand(self, action))
        return True

    def after_change(self, change: Change) -> None:
        """Called by the commands after the engine changed (``change``: what did): the
        clock follows, a win is recorded, and ``changed`` (then ``won``) tells."""
        if self._restoring:
            return
        was_finished = self.clock.finished
        self.clock.follow(played=not change.undone, won=self.game.won)
        won = self.game.won and not was_finished
        if won:
            self.recording.won(self.game, self.line, self.clock.elapsed_ms())
        self.changed.emit(Change(change.kind, change.record, change.label, won=won,
                                 unwon=was_finished and not self.game.won))
        if won:
            self.won.emit()

    # -- what the table asks -----------------------------------------------------------

    def can_pick(self, place: int, index: int) -> bool:
        return not self.game.won and self.game.can_pick(place, index)

    def click(self, place: int, index: int | None = None) -> bool:
        """A single click on a card (default: the top one) or on the stock."""
        return self.perform(self.game.click_action(place, index))

    def click_refusal(self, place: int, index: int | None = None) -> Refusal | None:
        """Why a single click on a card (default: the top one) or on the stock does
        nothing (the engine's reason), or None when it plays."""
        return self.game.click_refusal(place, index)

    def double_click(self, place: int, index: int | None = None) -> bool:
        """The double-click table search for a card and the cards on top of it."""
        return self.perform(self.game.double_click_action(place, index))

    def double_click_refusal(self, place: int, index: int | None = None) -> Refusal | None:
        """Why a double-click on a card moves nothing (the engine's reason), or None."""
        return self.game.double_click_refusal(place, index)

    def drop_action(self, source: int, index: int, target: int) -> Decision | None:
        """The engine's decision on a drop (None when refused): :meth:`perform` plays it
        without deciding it again."""
        decision = self.game.drop_decision(source, index, target)
        return decision if isinstance(decision, Decision) else None

    def drop(self, source: int, index: int, target: int) -> bool:
        return self.perform(self.drop_action(source, index, target))

    def drop_refusal(self, source: int, index: int, target: int) -> Refusal | None:
        """Why a drop of the card at ``index`` of ``source`` on ``target`` is refused
        (the engine's reason), or None when the engine allows it."""
        return self.game.drop_refusal(source, index, target)

    def refuse_drop(self, source: int, index: int, target: int) -> Refusal | None:
        """Cards dropped on ``target`` and not taken: why (as :meth:`drop_refusal`), and
        ``dropRefused`` tells the listeners (the refused sound) when there is a reason."""
        refusal = self.drop_refusal(source, index, target)
        if refusal is not None:
            self.dropRefused.emit(refusal)
        return refusal

    def pick_refusal(self, place: int, index: int) -> Refusal | None:
        """Why the card at ``index`` of ``place`` cannot be picked up, or None."""
        if self.game.won:
            return None
        return self.game.pick_refusal(place, index)

    def retranslate(self) -> None:
        """Word the undo stack's commands again (call it on QEvent.LanguageChange)."""
        stack = self.undo_stack
        for i in range(stack.count()):
            command = stack.command(i)
            if isinstance(command, ActionCommand | RestartCommand):
                command.setText(self.wording.undo_text(command.label))
        # the Undo/Redo menu actions follow these signals
        stack.undoTextChanged.emit(stack.undoText())
        stack.redoTextChanged.emit(stack.redoText())
