"""The controller: owns the engine game and the undo stack, and answers the table.

Commands change the model, never graphics items (Orange canvas): an
:class:`ActionCommand` holds an engine action; ``redo()`` pushes it on the engine game,
``undo()`` pops it (the engine keeps the records and the move counter). After every
change the controller emits ``changed`` and the scene follows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...engine import (
    UNDO_LIMIT,
    Action,
    Decision,
    Game,
    GameCode,
    IllegalMove,
    Record,
    Refusal,
)
from ...engine.outcomes import GameResult
from .labels import ActionKind, ActionLabel, action_label
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

    def redo(self) -> None:
        game = self._controller.game
        if self._played:
            self._played = False
            record = game.stack[-1]
        else:
            record = game.push(self._decision)
        self._controller.edit_line(len(self._controller.line), [self._action])
        self._controller.after_change(self._action, self.label, record)

    def undo(self) -> None:
        record = self._controller.game.pop()
        assert record.action == self._action, (record, self._action)
        self._controller.edit_line(len(self._controller.line) - 1, [])
        self._controller.after_change(None, self.label)


@dataclass(frozen=True)
class Position:
    """Everything a restart replaces: the line on the table, the move counter and the
    clock (``running``: the clock was counting, that is the first action was played)."""

    line: tuple[Action, ...]
    moves: int
    elapsed_ms: int
    running: bool


class FinishedGames(Protocol):
    """Where finished games go (the history): ``add`` returns the game's id (None when
    it could not be kept), ``forget`` takes a game added out again."""

    def add(self, code: str, result: GameResult, score: int, moves: int, seconds: float,
            line: str) -> int | None: ...

    def forget(self, game_id: int) -> None: ...


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

    def redo(self) -> None:
        c = self._controller
        self._before = before = c.position()
        self._won = c.game.won
        self._recorded_win = c.recorded_win
        if self._won:  # a new attempt: the win is in the history already
            c.recorded_win = False
            c.set_position(Position((), 0, 0, False))
        else:  # the same attempt goes on
            c.set_position(Position((), before.moves, before.elapsed_ms, before.running))
        c.acted.emit(self.label, False)

    def undo(self) -> None:
        assert self._before is not None
        c = self._controller
        c.recorded_win = self._recorded_win
        before = self._before
        if self._won:  # a won game keeps the time and the counter it was won with
            position = before
        else:  # the clock and the counter never go back
            position = Position(before.line, max(before.moves, c.game.moves),
                                max(before.elapsed_ms, c.elapsed_ms()),
                                before.running or c.clock_running())
        c.set_position(position)
        c.acted.emit(self.label, True)


class GameController(QObject):
    """Owns the engine game and the QUndoStack; the scene asks it what is allowed.

    Signals:
        changed(): the position, score or move counter changed.
        gameStarted(): the position was replaced: a new game, a restart or its undo;
            always followed by ``changed`` (the table lays the new deal out on that one).
        won(): the 104th card landed on the foundations.
        moved(record): an action was played or redone (not an undo, not a restore): the
            engine's :class:`~dsolitaire.engine.game.Record` of what it did.
        dropRefused(refusal): a drop was refused (:meth:`refuse_drop`), the engine's
            reason.

    The order, for one change: ``lineEdited``, ``changed``, ``moved`` (an action played),
    then ``acted`` (an undoable command), then ``won``; a new position: ``gameStarted``,
    then ``changed``.
    """

    changed = Signal()
    #: lineEdited(keep, added): the line was cut to its first ``keep`` actions, then
    #: ``added`` appended. Every change of the line goes through :meth:`edit_line`, so a
    #: listener (the saved game's journal) can follow it without copying the line.
    lineEdited = Signal(int, object)  # (int, list[Action]); object: no copy of a long list
    gameStarted = Signal()
    won = Signal()
    #: acted(label, undone): an undoable command was played (undone False: done or
    #: redone; True: taken back), after ``changed`` and before ``won``. ``label`` is its
    #: ActionLabel. Not emitted while a saved game is restored.
    acted = Signal(object, bool)
    #: moved(record): the engine's Record of an action just played or redone (the sounds
    #: follow it: a draw, a card to a column or a foundation, a card turned, a redeal).
    moved = Signal(object)
    #: dropRefused(refusal): cards dropped where the rules refuse them (they go back).
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
        self._clock = QElapsedTimer()
        self._elapsed_before = 0  # ms, from a restored game
        self._finished_ms: int | None = None
        #: Where finished games go, the history (the window sets it); None keeps none.
        self.finished_games: FinishedGames | None = None
        #: This game's win is in the history: it is not recorded again (after an undo of
        #: the winning move and playing on) nor as given up when it is replaced.
        self.recorded_win = False

    # -- games -------------------------------------------------------------------------

    @property
    def code(self) -> GameCode:
        return self.game.code

    def new_game(self, code: GameCode) -> None:
        self.end_game(GameResult.GIVEN_UP)
        self.recorded_win = False
        self.undo_stack.clear()
        self.game = Game(code)
        self._clock.invalidate()
        self._elapsed_before = 0
        self._finished_ms = None
        self.edit_line(0, [])
        self.gameStarted.emit()
        self.changed.emit()

    def restart(self) -> None:
        """Deal this game's code again, as one undoable command (nothing when untouched)."""
        if self.line or self.game.moves or self.game.won:
            self.undo_stack.push(RestartCommand(self))

    def end_game(self, result: GameResult) -> int | None:
        """Add the game on the table to the history as won or given up: a game with no
        action, or whose win is already recorded, is not; the game's id, or None."""
        if self.finished_games is None or self.recorded_win:
            return None
        if not result.won and (self.game.won or not (self.line or self.game.moves)):
            return None
        return self.finished_games.add(str(self.code), result, self.game.score,
                                       self.game.moves, self.elapsed_ms() / 1000,
                                       " ".join(map(str, self.line)))

    def in_progress(self) -> bool:
        """A game the player would lose if it were replaced: an action was played (or a
        restart can still be undone) and it is not won."""
        if self.game.won:
            return False
        return bool(self.line) or self.game.moves > 0 or self.undo_stack.canUndo()

    def position(self) -> Position:
        return Position(tuple(self.line), self.game.moves, self.elapsed_ms(),
                        self.clock_running())

    def set_position(self, position: Position) -> None:
        """Put a position of this deal on the table by replaying its line through the
        engine (not through the undo stack, which keeps what it holds: the commands under
        a restart pop what this replay pushed)."""
        game = Game.replay(self.game.code, position.line, moves=position.moves,
                           stack=UNDO_LIMIT)
        self.game = game
        self._elapsed_before = position.elapsed_ms
        if position.running and not game.won:
            self._clock.start()
        else:
            self._clock.invalidate()
        self._finished_ms = position.elapsed_ms if game.won else None
        self.edit_line(0, list(position.line))  # after the clock: the journal reads it
        self.gameStarted.emit()
        self.changed.emit()

    def restore(self, code: GameCode, actions: list[Action], moves: int, elapsed_ms: int,
                played: Game | None = None) -> None:
        """Put a saved game back on the table: the line is replayed through the engine
        and only its last ``UNDO_LIMIT`` actions go on the undo stack (those are all the
        stack keeps), as commands that the engine has already played, so a game of a
        million actions opens at once.

        ``played``: the engine game already at the end of ``actions`` (with ``moves``),
        with the records of (at least) their last ``UNDO_LIMIT`` actions on its stack, as
        reading the saved game made it; the line is then not replayed again. Raises the
        engine's IllegalMove (and leaves a new game of ``code``) when the line cannot be
        played."""
        self.new_game(code)
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
        self._elapsed_before = elapsed_ms
        self._finished_ms = elapsed_ms if self.game.won else None
        self.recorded_win = self.game.won  # a won game was recorded when it was won
        self.changed.emit()

    def edit_line(self, keep: int, added: list[Action]) -> None:
        """Cut the line to its first ``keep`` actions and append ``added``."""
        del self.line[keep:]
        self.line.extend(added)
        self.lineEdited.emit(keep, added)

    # -- time --------------------------------------------------------------------------

    def elapsed_ms(self) -> int:
        """Play time: from the first action to the win (0 before the first action)."""
        if self._finished_ms is not None:
            return self._finished_ms
        running = self._clock.elapsed() if self._clock.isValid() else 0
        return self._elapsed_before + running

    def clock_running(self) -> bool:
        return self._finished_ms is None and self._clock.isValid()

    def pause_clock(self) -> bool:
        """Stop the clock, keeping the time counted (while the player watches a replay);
        True when it was running, for :meth:`resume_clock`."""
        if not self.clock_running():
            return False
        self._elapsed_before += self._clock.elapsed()
        self._clock.invalidate()
        return True

    def resume_clock(self) -> None:
        """Let a clock stopped by :meth:`pause_clock` count on (not after a win)."""
        if self._finished_ms is None and not self._clock.isValid():
            self._clock.start()

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

    def after_change(self, action: Action | None, label: ActionLabel | None = None,
                     record: Record | None = None) -> None:
        """Called by the commands after the engine changed: ``action`` was played (its
        engine ``record``), or (None) the command ``label`` was taken back."""
        if self._restoring:
            return
        if action is not None and not self._clock.isValid() and self._finished_ms is None:
            self._clock.start()
        was_finished = self._finished_ms is not None
        if self.game.won and not was_finished:
            # the clock stops at the winning move: the time a won game stands on the
            # table is never counted, and an undo of the win goes on from here
            self._finished_ms = self._elapsed_before = self.elapsed_ms()
            self._clock.invalidate()
        elif not self.game.won and was_finished:
            self._finished_ms = None
            self._clock.start()
        self.changed.emit()
        if record is not None and action is not None:
            self.moved.emit(record)
        if label is not None:
            self.acted.emit(label, action is None)
        if self.game.won and not was_finished:
            if not self.recorded_win:
                self.end_game(GameResult.WON)
                self.recorded_win = True
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
