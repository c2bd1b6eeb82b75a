"""Hints: a heuristic ranking of the legal actions, and the solver job a worker runs.

>>> game = Game.from_code("DS1-D1N-ABCDEFG")
>>> ranked = rank_actions(game)
>>> sorted(ranked) == sorted(a for a in game.legal_actions() if not pointless(game, a))
True
>>> ranked[-1]
Action(source=10, target=9)

:func:`rank_actions` orders what a player could do now, best first, the way the field's
heuristic hints do (PySolFC, Aisleriot): a card that goes to a foundation and turns a
face-down card, then one that frees a face-down card, other foundation moves, the waste's
card to a column, a King to an empty column, the rest of the column moves, taking a card
back from a foundation, and the stock last. Moves that change nothing (a whole face-up
column to an empty column) are left out. Cards turn face up by themselves in this game,
so there are no flips to suggest.

:func:`solve_job` is what the app's worker process runs: it replays a position from its
code and line and solves it with a budget; ``generation`` lets the app cancel it.
"""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Sequence
from typing import Any

from .actions import FOUNDATION, SLOT0, STOCK, WASTE, Action
from .cards import KING, RANK
from .game import Game
from .solver import solve


def pointless(game: Game, action: Action) -> bool:
    """A legal action that leaves the same position up to the order of the columns: a
    whole column, all face up, moved to an empty one."""
    src, dst = action
    return (0 <= src < 9 and 0 <= dst < 9 and not game.columns[dst]
            and game.down[src] == 0 and game.fitting_index(src, dst) == 0)


def _rank(game: Game, action: Action) -> tuple[int, int]:
    """(class, tie-break): smaller is better."""
    src, dst = action
    if src == STOCK:
        return (9, 0)
    columns, down = game.columns, game.down
    if src == WASTE:
        if dst == FOUNDATION:
            return (2, 0)
        card = game.waste[-1]
        return (5 if RANK[card] == KING else 3, 0)
    if SLOT0 <= src < SLOT0 + 8:
        return (8, 0)
    col = columns[src]
    if dst == FOUNDATION:
        frees = len(col) - 1 == down[src] and down[src] > 0
        return (0 if frees else 2, -down[src])
    index = game.fitting_index(src, dst)
    if index == down[src] and down[src] > 0:
        return (1, -down[src])  # frees a face-down card: the deepest pile first
    if index == 0:
        return (4, 0)  # empties a column (a King may go there)
    if index == down[src] and not columns[dst]:
        return (5, 0)
    # a run split off a face-up card: useful when the card it uncovers can go up
    under = col[index - 1]
    if game.foundation_slot(under) >= 0:
        return (6, 0)
    return (7, 0)


def rank_actions(game: Game) -> list[Action]:
    """The legal actions, best first (see the module's text); pointless ones left out."""
    actions = [a for a in game.legal_actions() if not pointless(game, a)]
    order = {a: i for i, a in enumerate(actions)}
    return sorted(actions, key=lambda a: (*_rank(game, a), order[a]))


# -- the worker's side ---------------------------------------------------------------------

#: The generation counter shared with the app (a ``multiprocessing.Value``), set by
#: :func:`init_worker` in the worker process.
_generation: Any = None


def init_worker(generation: Any) -> None:
    """Worker process start-up: keep the shared generation counter, run at a lower
    priority than the app (dragging never waits for the search), and end the worker
    when the app's process ends in any way (killed, crashed), not only when it shuts the
    pool down: an orphan would wait for work for ever."""
    global _generation
    _generation = generation
    if hasattr(os, "nice"):  # POSIX: the app's own thread wins when the cores are busy
        with contextlib.suppress(OSError):
            os.nice(10)
    import multiprocessing  # here: the app's start-up does not pay for it

    parent = multiprocessing.parent_process()
    if parent is not None:

        def watch() -> None:
            parent.join()  # returns when the parent process is gone
            os._exit(0)

        threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def solve_job(code: str, line: Sequence[str], seconds: float,
              generation: int) -> tuple[str, list[str], int, float]:
    """Replay ``code`` and ``line`` (notation) and solve the position within ``seconds``:
    ``(result, winning line in notation, states, seconds)``. The search stops with
    ``unknown`` as soon as the shared generation counter is no longer ``generation``
    (the app asked for another position, or quits)."""
    shared = _generation

    def cancelled() -> bool:
        return shared is not None and shared.value != generation

    if cancelled():
        return ("unknown", [], 0, 0.0)
    game = Game.replay(code, list(line), stack=False)
    sol = solve(game, seconds=seconds, cancel=cancelled)
    return (sol.result, [str(a) for a in sol.line], sol.states, sol.seconds)
