"""Hints (Game ▸ Hint, key H): the solver in a worker process, and what the table shows.

:class:`HintSolver` runs :func:`dsolitaire.app.workers.jobs.solve_job` in the app's solver
process (:class:`~dsolitaire.app.workers.pool.SolverPool`: ``spawn``, the pure-Python
search holds its own interpreter's lock, so dragging in the GUI thread never waits for
it). A request supersedes the one before: the pool's shared counter changes, the running
search sees it within a few hundred states and stops, and an answer for an older
request is dropped.

:class:`Hinter` answers the player's H: the first action of the solver's winning line
when it has one ("Winning line: …"), otherwise the engine's heuristic ranking, saying
why: the solver is still searching, or did not decide the position within its time (and
goes on searching it in the background, each time twice as long, while the player
thinks); "no winning line is left" only when the solver has proven it and the player
asked.
H again goes on to the next suggestion. A hint never changes the game: no card moves,
no undo entry, no move counted. The worker process starts at the first H (an idle worker
would hold some 15 MB for a player who never asks; the first answer then takes about
half a second more, while the heuristic hint shows at once) and ends after a minute
without a search; the searching starts at the first H and from then on solves every new
position in the background; a winning line stays valid along its own moves
(and a lost position's successors are lost), so following hints needs no new search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...engine import STOCK, WASTE, Action, Game, GameCode
from ...engine.hints import rank_actions
from ...engine.outcomes import HintAnswer, Verdict
from ..workers.pool import SolverPool
from .change import Change, ChangeKind
from .controller import GameController
from .labels import ActionKind, action_label

if TYPE_CHECKING:
    from concurrent.futures import Future

#: Seconds the worker searches one position.
SOLVE_SECONDS = 5.0
#: A position not decided is searched again, twice as long each time, up to this.
MAX_SOLVE_SECONDS = 80.0
#: Positions whose answers are kept (a game's recent positions, for undo and redo).
CACHE_SIZE = 500
#: The worker ends after this long without a search (ms); the next search starts one.
IDLE_MS = 60_000

Key = tuple[str, tuple[Action, ...]]  # (game code, line): one position of one deal


@dataclass(frozen=True)
class Answer:
    """The solver's answer for a position: its verdict (a win with ``line``)."""

    result: Verdict
    line: tuple[Action, ...] = ()
    states: int = 0
    seconds: float = 0.0


class HintSolver(QObject):
    """The solver for hints, in a worker process (a
    :class:`~dsolitaire.app.workers.pool.SolverPool`, started at the first request).

    Signals:
        solved(key, answer): the answer for the position last requested.
    """

    solved = Signal(object, object)

    def __init__(self, seconds: float = SOLVE_SECONDS, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seconds = seconds
        self.pool = SolverPool(self, idle_ms=IDLE_MS)
        self.pool.done.connect(self._on_finished)
        self._key: Key | None = None  # the position asked for last

    @property
    def busy(self) -> bool:
        """A request is waiting for its answer."""
        return self._key is not None

    def warm_up(self) -> None:
        """Start the worker process now (it imports the engine, about 0.3 s of a core),
        so that the first H gets the solver's answer without that wait (where no process
        can be started, hints are the heuristic ranking's)."""
        self.pool.warm_up()

    def request(self, code: GameCode, line: Sequence[Action],
                seconds: float | None = None) -> None:
        """Solve this position for ``seconds`` (default: :attr:`seconds`); the one
        before is given up."""
        self.pool.cancel()
        key: Key = (str(code), tuple(line))
        self._key = key
        budget = self.seconds if seconds is None else seconds
        try:
            from ..workers.jobs import solve_job  # the solver: first needed here

            self.pool.submit(solve_job, key[0], [str(a) for a in line], budget, token=key)
        except (OSError, RuntimeError):  # no worker can be started here: heuristics only
            self._key = None

    def cancel(self) -> None:
        """Give up the running search (its answer is dropped)."""
        self._key = None
        self.pool.cancel()

    def shutdown(self) -> None:
        """Stop the search and the worker process (on quit)."""
        self._key = None
        # the search stops within a few hundred states: the wait is short
        self.pool.shutdown(wait=True)

    def _on_finished(self, key: Key, future: Future[tuple[str, list[str], int, float]]) -> None:
        if key != self._key or future.cancelled():
            return  # an older request's answer, or given up
        self._key = None
        try:
            result, line, states, seconds = future.result()
        except Exception:  # the worker died (killed, out of memory): start a new one
            self.pool.shutdown(wait=False)
            return
        verdict = Verdict.read(result) or Verdict.UNKNOWN
        self.solved.emit(key, Answer(verdict, tuple(Action.parse(a) for a in line),
                                     states, seconds))


@dataclass(frozen=True)
class Hint:
    """One hint: ``action`` (None for a message only) and what it says: the winning
    line's next action, no win left, no move (:class:`HintAnswer`), or None for a move
    of the heuristic ranking, framed by what the solver knows when it is shown."""

    answer: HintAnswer | None
    action: Action | None = None


class Hinter(QObject):
    """Finds the hints of the position on the table; H again shows the next one. What
    it shows goes out in signals (the window puts them on the table and the status bar).

    Signals:
        shown(text): the hint's sentence ("" when the hint is taken away).
        outlined(cards, places): the cards a hint moves and the places to outline
            (two lists; both empty: no outline).
        announced(text): the hint's sentence, for screen readers (only when shown).
    """

    shown = Signal(str)
    outlined = Signal(object, object)
    announced = Signal(str)

    def __init__(self, controller: GameController, seconds: float = SOLVE_SECONDS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.solver = HintSolver(seconds, self)
        self.solver.solved.connect(self._on_solved)
        self._answers: dict[Key, Answer] = {}
        self._budgets: dict[Key, float] = {}  # a position searched again: its last budget
        self._active = False  # the player has asked for a hint in this session
        self._code = str(controller.code)  # the deal whose answers are kept
        self._key: Key | None = None  # the position on the table, made when first needed
        self._hints: list[Hint] = []  # the hints of this position, as last shown
        self._index = -1  # the one shown, -1: none
        self.text = ""  # the sentence shown, "" when none
        controller.changed.connect(self._on_changed)

    def _position(self) -> Key:
        """The position on the table as the answers' key (made once per change, and
        only when asked: a player who never asks for a hint never has one made)."""
        if self._key is None:
            self._key = (str(self.controller.code), tuple(self.controller.line))
        return self._key

    def answer(self) -> Answer | None:
        """What the solver knows of the position on the table (None: nothing yet)."""
        return self._answers.get(self._position())

    # -- following the game ------------------------------------------------------------

    def _on_changed(self, change: Change) -> None:
        """Every change is another position: its hint goes; a deal may be another deal,
        whose answers are not this one's."""
        self._key = None
        self.clear()
        if change.kind is ChangeKind.DEAL and str(self.controller.code) != self._code:
            self._code = str(self.controller.code)
            self._answers.clear()  # another deal
            self._budgets.clear()
        if self._active:
            self._solve()

    def _solve(self) -> None:
        """Know the position's answer: from the one before when the line follows it,
        else from the worker."""
        key = self._position()
        if key in self._answers or self.controller.game.won:
            self.solver.cancel()
            return
        code, line = key
        parent = self._answers.get((code, line[:-1])) if line else None
        if parent is not None:
            if parent.result is Verdict.LOST:  # every position after a lost one is lost
                self._remember(key, parent)
                self.solver.cancel()
                return
            if parent.result is Verdict.WIN and parent.line[:1] == line[-1:]:
                self._remember(key, Answer(Verdict.WIN, parent.line[1:]))
                self.solver.cancel()
                return
        self.solver.request(self.controller.code, line)

    def _remember(self, key: Key, answer: Answer) -> None:
        if len(self._answers) >= CACHE_SIZE:
            self._answers.pop(next(iter(self._answers)))
        self._answers[key] = answer

    def _on_solved(self, key: Key, answer: Answer) -> None:
        self._remember(key, answer)
        if key != self._position():
            return
        if answer.result is Verdict.UNKNOWN and not self.controller.game.won:
            # not decided in time: search on in the background while the player thinks
            budget = self._budgets.get(key, self.solver.seconds) * 2
            if budget <= MAX_SOLVE_SECONDS:
                self._budgets[key] = budget
                self.solver.request(self.controller.code, key[1], budget)
        if self._index == 0:
            self._index = -1
            self.next()  # the first hint says what the solver knows now

    # -- hints -------------------------------------------------------------------------

    def hints(self) -> list[Hint]:
        """The hints for the position on the table, in the order H shows them."""
        game = self.controller.game
        ranked = rank_actions(game)
        answer = self.answer()
        first: list[Hint] = []
        if answer is not None and answer.result is Verdict.WIN and answer.line:
            first = [Hint(HintAnswer.WINNING_LINE, answer.line[0])]
        elif answer is not None and answer.result is Verdict.LOST:
            # the deal itself where no action led here; "undo" only where it reaches
            if not self.controller.line:
                first = [Hint(HintAnswer.DEAL_LOST)]
            elif self.controller.undo_stack.canUndo():
                first = [Hint(HintAnswer.NO_WIN_LEFT)]
            else:
                first = [Hint(HintAnswer.LOST_PAST_UNDO)]
        out = first + [Hint(None, a) for a in ranked
                       if not first or a != first[0].action]
        return out or [Hint(HintAnswer.NO_MOVE)]

    def next(self) -> None:
        """Show the next hint (the first one after a change of position)."""
        if self.controller.game.won:
            return
        if not self._active:
            self._active = True
            self._solve()
        hints = self.hints()
        if hints != self._hints:
            self._hints, self._index = hints, 0
        else:
            self._index = (self._index + 1) % len(hints)
        self._show(hints[self._index])

    def clear(self) -> None:
        """Take the hint away (the position changed)."""
        self._hints, self._index = [], -1
        self.outlined.emit([], [])
        if self.text:
            self.text = ""
            self.shown.emit("")

    def shutdown(self) -> None:
        self.solver.shutdown()

    def retranslate(self) -> None:
        """Word the hint on show again (the language changed)."""
        if 0 <= self._index < len(self._hints):
            self._show(self._hints[self._index])

    def _show(self, hint: Hint) -> None:
        wording = self.controller.wording
        if hint.action is None:
            self.outlined.emit([], [])
            assert hint.answer is not None
            self.text = wording.hint_alone(hint.answer)
        else:
            cards, places = self.outline(hint.action)
            self.outlined.emit(cards, places)
            game = self.controller.game
            label = action_label(game, hint.action)
            answer = self.answer()
            if hint.answer is not None:
                case = hint.answer
            elif answer is None:  # no answer yet, or no worker can run here
                case = HintAnswer.SEARCHING if self.solver.busy else HintAnswer.LIKELY
            elif answer.result is Verdict.UNKNOWN:
                case = HintAnswer.UNDECIDED
            elif answer.result is Verdict.WIN:
                case = HintAnswer.OTHER
            else:
                case = HintAnswer.FROM_LOST
            self.text = wording.hint_text(label, case,
                                          answer.seconds if answer is not None else 0.0)
            if hint.answer is HintAnswer.WINNING_LINE and label.kind is ActionKind.DRAW:
                self.text = self._draws_then(game) or self.text
        self.shown.emit(self.text)
        self.announced.emit(self.text)  # a screen reader says it too

    def _draws_then(self, game: Game) -> str:
        """When the winning line draws a few times and then plays the waste's card, the
        hint says both ("draw 3 times, then move 7♥ to column 3"), as the engine plays
        them on a copy; "" when the line does something else after its draws."""
        answer = self.answer()
        line = answer.line if answer is not None else ()
        draws = 0
        while draws < len(line) and line[draws][0] == STOCK:
            draws += 1
        if draws < 2 or draws >= len(line) or line[draws][0] != WASTE:
            return ""
        ahead = game.copy(stack=False)
        for action in line[:draws]:
            if ahead.preview(action).recycle:
                return ""  # a click that turns the waste over: said one by one
            ahead.play(action)
        return self.controller.wording.hint_draws_then(draws,
                                                        action_label(ahead, line[draws]))

    def outline(self, action: Action) -> tuple[list[int], list[int]]:
        """The cards an action moves and the places to outline, from the engine's
        :meth:`~dsolitaire.engine.Game.preview`: a stock click outlines the stock (and
        the waste's top card, when it turns the waste over)."""
        preview = self.controller.game.preview(action)
        if preview.draws:
            return [], [STOCK]
        if preview.recycle:
            return list(preview.cards[-1:]), [STOCK]
        return list(preview.cards), [preview.target]

