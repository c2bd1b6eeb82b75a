"""Where was a game lost? The turning point of a played line, found by bisection.

Winnability only goes down along a game: if the position after ``k`` actions can be won,
so can every earlier one (replay the game's own actions up to ``k``, then the winning
line), and if the position after ``k`` actions is lost, so is every later one. So a game
is a winnable stretch, then perhaps an unknown stretch the solver could not decide in its
budget, then a lost stretch. :func:`analyse` finds the two boundaries with a bisection
over the line, each step one :func:`~dsolitaire.engine.solver.solve` of one position
(about 8 for a 200-action game):

* ``last_winnable``: the largest ``k`` after which the position is *proven* winnable
  (a winning line that replays to a won game; every ``k`` before it is winnable too);
* ``first_lost``: the smallest ``j`` after which it is *proven* lost (the solver's sound
  search was exhausted; every later position is lost too);
* when ``first_lost == last_winnable + 1`` the action number ``first_lost`` is the
  *turning point*: the move that lost the game.

Nothing is guessed: a position never counts as lost unless the sound search proved it,
and never as winnable without a line that replays; between the two stands "unknown".
The budget (seconds for players, states for answers that are the same on every machine)
is the whole analysis's, shared out over the steps. See ``docs/analysis.md``.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from .actions import Action
from .code import GameCode
from .errors import EngineError
from .game import Game
from .solver import LOST, UNKNOWN, WIN, solve

#: A step is given at least this many states (the first solves of a bisection are the
#: hardest: the most cards are still down).
MIN_STEP_STATES = 2000


@dataclass(frozen=True)
class Analysis:
    """What :func:`analyse` found about a played line (``actions``, undos resolved)."""

    code: GameCode
    actions: tuple[Action, ...]
    last_winnable: int | None
    first_lost: int | None
    #: a winning line from the position after ``last_winnable`` actions (empty when that
    #: position is already won, or when nothing was proven winnable)
    line: tuple[Action, ...]
    #: every position solved: its number of actions and the solver's answer
    verdicts: dict[int, str] = field(default_factory=dict)
    states: int = 0
    seconds: float = 0.0
    cancelled: bool = False

    @property
    def turning_point(self) -> int | None:
        """The number (1 = the first) of the action that lost the game, when the winnable
        and the lost stretches meet; None otherwise."""
        if (self.last_winnable is not None and self.first_lost is not None
                and self.first_lost == self.last_winnable + 1):
            return self.first_lost
        return None

    @property
    def turning_action(self) -> Action | None:
        point = self.turning_point
        return None if point is None else self.actions[point - 1]

    def stretch(self, k: int) -> str:
        """``win``, ``lost`` or ``unknown`` for the position after ``k`` actions."""
        if self.last_winnable is not None and k <= self.last_winnable:
            return WIN
        if self.first_lost is not None and k >= self.first_lost:
            return LOST
        return UNKNOWN

    def as_json(self) -> dict[str, object]:
        point = self.turning_action
        return {
            "code": str(self.code),
            "actions": len(self.actions),
            "last_winnable": self.last_winnable,
            "first_lost": self.first_lost,
            "turning_point": self.turning_point,
            "turning_action": None if point is None else str(point),
            "line": [str(a) for a in self.line],
            "verdicts": {str(k): v for k, v in sorted(self.verdicts.items())},
            "states": self.states,
            "seconds": round(self.seconds, 3),
        }


def played_line(code: GameCode | str, actions: Sequence[Action | str]) -> list[Action]:
    """The line a game's actions leave once each ``U`` took back the action before it
    (raises :class:`~dsolitaire.engine.errors.EngineError` as :meth:`Game.replay` does)."""
    Game.replay(code, actions, stack=False)  # checks every action
    line: list[Action] = []
    for a in actions:
        if isinstance(a, str) and a.strip().upper() == "U":
            line.pop()
        else:
            line.append(a if isinstance(a, Action) else Action.parse(a))
    return line


class _Bisection:
    """The solves of one analysis, within one budget."""

    def __init__(self, start: Game, line: list[Action], seconds: float | None,
                 states: int | None, cancel: Callable[[], bool] | None,
                 progress: Callable[[int, int], None] | None) -> None:
        self.start_game = start
        self.line = line
        self.start = time.monotonic()
        self.deadline = self.start + seconds if seconds is not None else None
        self.max_states = states
        self.cancel = cancel
        self.progress = progress
        self.used = 0
        self.verdicts: dict[int, str] = {}
        self.lines: dict[int, tuple[Action, ...]] = {}
        self.cancelled = False
        # about log2(n + 2) + 2 solves; each gets a share of what is left
        self.expected = math.ceil(math.log2(len(line) + 2)) + 2

    def _share(self) -> tuple[float | None, int | None]:
        left = max(1, self.expected - len(self.verdicts))
        seconds = None
        if self.deadline is not None:
            seconds = max(0.01, (self.deadline - time.monotonic()) / left)
        states = None
        if self.max_states is not None:
            states = max(MIN_STEP_STATES, (self.max_states - self.used) // left)
        return seconds, states

    def out_of_budget(self) -> bool:
        if self.cancelled or (self.cancel is not None and self.cancel()):
            self.cancelled = True
            return True
        if self.deadline is not None and time.monotonic() >= self.deadline:
            return True
        return self.max_states is not None and self.used >= self.max_states

    def position(self, k: int, then: Sequence[Action] = ()) -> Game:
        """The position after ``k`` actions of the line (and then ``then``), a copy."""
        game = self.start_game.copy(stack=False)
        for action in (*self.line[:k], *then):
            game.play(action)
        return game

    def solve(self, k: int) -> str:
        """The verdict on the position after ``k`` actions (solved once)."""
        if k in self.verdicts:
            return self.verdicts[k]
        game = self.position(k)
        line: tuple[Action, ...] = ()
        if game.won:
            result = WIN
        else:
            seconds, states = self._share()
            solution = solve(game, seconds=seconds, states=states, cancel=self.cancel)
            self.used += solution.states
            result, line = solution.result, tuple(solution.line)
            if result == WIN and not self._replays(k, line):
                result, line = UNKNOWN, ()  # never a win without a line that replays
        self.verdicts[k] = result
        if result == WIN:
            self.lines[k] = line
        if self.progress is not None:
            self.progress(len(self.verdicts), self.expected)
        return result

    def _replays(self, k: int, line: Sequence[Action]) -> bool:
        try:
            return self.position(k, line).won
        except EngineError:
            return False

    def follow(self, k: int) -> int:
        """From a winnable ``k``, walk on while the game's own actions are those of the
        winning line: each of those positions is winnable with the rest of the line."""
        line = self.lines[k]
        n = 0
        while k + n < len(self.line) and n < len(line) and self.line[k + n] == line[n]:
            n += 1
            self.verdicts[k + n] = WIN
            self.lines[k + n] = line[n:]
        return k + n


def analyse(code: GameCode | str, actions: Sequence[Action | str], *,
            seconds: float | None = None, states: int | None = None,
            cancel: Callable[[], bool] | threading.Event | None = None,
            progress: Callable[[int, int], None] | None = None) -> Analysis:
    """Analyse a played game: the deal ``code`` and the actions played from its start
    (``U`` takes the one before back). ``seconds`` and ``states`` bound the whole
    analysis; ``cancel`` stops it (what was proven so far is kept); ``progress(done,
    expected)`` is called after each solve."""
    game_code = code if isinstance(code, GameCode) else GameCode.parse(code)
    return analyse_game(Game(game_code), played_line(game_code, actions), seconds=seconds,
                        states=states, cancel=cancel, progress=progress)


def analyse_game(start: Game, line: Sequence[Action], *, seconds: float | None = None,
                 states: int | None = None,
                 cancel: Callable[[], bool] | threading.Event | None = None,
                 progress: Callable[[int, int], None] | None = None) -> Analysis:
    """:func:`analyse` from any position ``start`` (left unchanged) along ``line``, a list
    of actions without undos."""
    line = list(line)
    check: Callable[[], bool] | None
    check = cancel.is_set if isinstance(cancel, threading.Event) else cancel
    b = _Bisection(start, line, seconds, states, check, progress)
    n = len(line)
    # lo: the largest k proven winnable (-1: none); hi: the smallest proven lost (n + 1:
    # none). Positions strictly between are not decided (yet).
    lo, hi = -1, n + 1
    # up: the fence the winnable bisection works below (the lowest position known lost
    # or left unknown above lo); down: the one the lost bisection works above
    up, down = hi, lo
    # The end first: a game that is still winnable (or won) needs no bisection.
    verdict = b.solve(n)
    if verdict == WIN:
        lo = n
    elif verdict == UNKNOWN:
        up = down = n  # the end undecided: no earlier position is provably lost
    elif not b.out_of_budget():
        hi = up = n
        verdict = b.solve(0)
        if verdict == WIN:
            lo = b.follow(0)
        elif verdict == LOST:
            hi = up = 0
        else:
            up = down = 0  # the start undecided: no later position is provably winnable
    while lo + 1 < up and not b.out_of_budget():
        mid = (lo + up) // 2
        verdict = b.solve(mid)
        if verdict == WIN:
            lo = b.follow(mid)
        elif verdict == LOST:
            hi = up = mid
        else:
            up = mid  # winnable positions may still be proven below it
    down = max(down, lo)
    while down + 1 < hi and not b.out_of_budget():
        mid = (down + hi) // 2
        verdict = b.solve(mid)
        if verdict == LOST:
            hi = mid
        elif verdict == WIN:  # above an unknown one: the solver did better here
            lo = down = b.follow(mid)
        else:
            down = mid  # lost positions may still be proven above it
    last_winnable = lo if lo >= 0 else None
    first_lost = hi if hi <= n else None
    return Analysis(
        code=start.code,
        actions=tuple(line),
        last_winnable=last_winnable,
        first_lost=first_lost,
        line=b.lines.get(lo, ()) if last_winnable is not None else (),
        verdicts=dict(b.verdicts),
        states=b.used,
        seconds=time.monotonic() - b.start,
        cancelled=b.cancelled,
    )
