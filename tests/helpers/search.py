"""Small engine-only players that find deals and lines for the GUI tests.

Nothing here runs at test time: the finders in ``find_gui_scenarios.py`` use these
players once, and the tests pin the codes and lines they found as constants.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from dsolitaire.engine import (
    FOUNDATION,
    RANK,
    SLOT0,
    STOCK,
    WASTE,
    Action,
    Game,
    GameCode,
)


def line_text(actions: list[Action]) -> str:
    return " ".join(str(a) for a in actions)


def parse_line(text: str) -> list[Action]:
    return [Action.parse(t) for t in text.split()]


def replay(code: str | GameCode, line: str | list[Action]) -> Game:
    """The engine's replay, with a line also as one text."""
    return Game.replay(code, parse_line(line) if isinstance(line, str) else line)


def _value(game: Game, action: Action, rng: random.Random) -> float | None:
    """How much the greedy player likes an action; None: never play it."""
    src, dst = action
    noise = rng.random()
    if src == STOCK:
        return 1 + noise
    if src >= SLOT0:
        return None  # no take-backs
    if dst == FOUNDATION:
        return 100 + noise
    if src == WASTE:
        return 50 + noise
    # column to column
    col = game.columns[src]
    i = game.fitting_index(src, dst)
    flips = i == game.down[src] and game.down[src] > 0
    if flips:
        return 80 + game.down[src] + noise
    if i == 0:  # empties the column
        if RANK[col[0]] == 13:
            return None  # a King from one empty-based column to another: pointless
        return 30 + noise
    # a partial run: useful when the card it uncovers goes to a foundation
    below = col[i - 1]
    if game.foundation_slot(below) >= 0:
        return 60 + noise
    return None


def greedy_line(code: GameCode, seed: int = 0, limit: int = 3000) -> tuple[list[Action], Game]:
    """A greedy line: foundations first, then flips, waste plays, then the stock."""
    rng = random.Random(seed)
    game = Game(code)
    line: list[Action] = []
    seen = {game.snapshot()}
    idle_clicks = 0
    while not game.won and len(line) < limit:
        options = []
        for action in game.legal_actions():
            v = _value(game, action, rng)
            if v is not None:
                options.append((v, action))
        options.sort(key=lambda t: -t[0])
        played = False
        for _v, action in options:
            game.push(action)
            snap = game.snapshot()
            if snap in seen and action[0] != STOCK:
                game.pop()  # a try, not a move: the game returned is replayed below
                continue
            seen.add(snap)
            line.append(action)
            played = True
            if action[0] == STOCK:
                idle_clicks += 1
            else:
                idle_clicks = 0
            break
        if not played:
            break
        # a whole pass through stock and waste without any other move: stuck
        if idle_clicks > len(game.stock) + len(game.waste) + 2:
            break
    return line, Game.replay(code, line)  # its counter counts the line, not the tries


def random_positions(code: GameCode, seed: int, steps: int,
                     weights: Callable[[Game, Action], float] | None = None
                     ) -> Iterator[tuple[list[Action], Game]]:
    """A seeded random playout; yields (line so far, game) after every action."""
    rng = random.Random(seed)
    game = Game(code)
    line: list[Action] = []
    for _ in range(steps):
        actions = game.legal_actions()
        if not actions:
            return
        if weights is None:
            action = rng.choice(actions)
        else:
            w = [weights(game, a) for a in actions]
            if sum(w) <= 0:
                return
            action = rng.choices(actions, weights=w)[0]
        game.push(action)
        line.append(action)
        yield line, game


def dfs_win(code: GameCode, budget: int = 30000, width: int = 4,
            seed: int = 0) -> list[Action] | None:
    """A depth-first search over the greedy player's ``width`` best actions.

    Finds single-pass Vegas wins that the plain greedy line misses (deal 10 in draw 1).
    """
    import sys

    rng = random.Random(seed)
    game = Game(code)
    seen: set[object] = set()
    line: list[Action] = []
    nodes = 0

    def search() -> bool:
        nonlocal nodes
        if game.won:
            return True
        nodes += 1
        snap = game.snapshot()
        if nodes > budget or snap in seen:
            return False
        seen.add(snap)
        options = []
        for action in game.legal_actions():
            v = _value(game, action, rng)
            if v is not None:
                options.append((v, action))
        options.sort(key=lambda t: -t[0])
        for _v, action in options[:width]:
            record = game.play(action)
            line.append(action)
            if search():
                return True
            line.pop()
            game.revert(record)
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20000))
    try:
        return list(line) if search() else None
    finally:
        sys.setrecursionlimit(old)
