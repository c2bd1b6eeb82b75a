"""Hints: a heuristic ranking of the legal actions, best first.

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

The solver's hints (a proven winning line) are :func:`dsolitaire.engine.solver.solve`'s;
the app runs it in a worker process (``dsolitaire/app/workers``), so no process code
lives in the engine.
"""

from __future__ import annotations

from .actions import FOUNDATION, SLOT0, STOCK, WASTE, Action
from .cards import KING, RANK
from .game import Game


def pointless(game: Game, action: Action) -> bool:
    """A legal action that leaves the same position up to the order of the columns: a
    whole column, all face up, moved to an empty one."""
    src, dst = action
    return (0 <= src < 9 and 0 <= dst < 9 and not game.columns[dst]
            and game.down[src] == 0 and game.fitting_index(src, dst) == 0)


def rank_class(game: Game, action: Action) -> tuple[int, int]:
    """The heuristic hint's (class, tie-break) of a legal action: smaller is better (the
    classes are in the module's text)."""
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
    return sorted(actions, key=lambda a: (*rank_class(game, a), order[a]))
