"""Finds the deals and lines pinned in ``tests/app/test_*.py`` (run by hand, not by pytest).

    PYTHONPATH=tests .venv/bin/python -m helpers.find_gui_scenarios

Every finder walks the positions of greedy lines (``search.greedy_line``) over deals
0, 1, 2, … with fixed seeds, so the output is the same on every run.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from dsolitaire.engine import (
    FOUNDATION,
    RANK,
    SLOT0,
    STOCK,
    SUIT,
    WASTE,
    Action,
    Game,
    GameCode,
    card_text,
)

from .search import dfs_win, greedy_line, line_text

ACE_OF_SPADES = (0, 52)


def prefixes(draw: int = 1, vegas: bool = False, deals: range = range(200),
             won_only: bool = False) -> Iterator[tuple[GameCode, list[Action], Game]]:
    """(code, prefix, game after the prefix) along greedy lines."""
    for deal in deals:
        code = GameCode(deal, draw, vegas)
        line, end = greedy_line(code)
        if won_only and not end.won:
            continue
        game = Game(code)
        yield code, [], game
        for k, action in enumerate(line):
            game.push(action)
            yield code, line[: k + 1], game


def first(found: Iterator[tuple[GameCode, list[Action], Game]],
          test: Callable[[Game], object]) -> tuple[str, str, object] | None:
    for code, prefix, game in found:
        result = test(game)
        if result:
            return str(code), line_text(prefix), result
    return None


def top(game: Game, place: int) -> int | None:
    pile = game.waste if place == WASTE else game.columns[place]
    return pile[-1] if pile else None


# -- the tests -------------------------------------------------------------------------


def sequence_drag(game: Game) -> object:
    """A column move of 3 or more cards that does not flip."""
    for a in game.legal_actions():
        if 0 <= a.source < 9 and 0 <= a.target < 9 and game.columns[a.target]:
            i = game.fitting_index(a.source, a.target)
            if len(game.columns[a.source]) - i >= 3:
                return f"{a} index {i}"
    return None


def empty_column(game: Game) -> object:
    """An empty column, a non-King run base over face-down cards, a King with cards."""
    if not any(not c for c in game.columns):
        return None
    empty = next(n for n in range(9) if not game.columns[n])
    refused = [n for n in range(9) if game.columns[n] and game.down[n] > 0
               and RANK[game.columns[n][game.down[n]]] != 13
               and len(game.columns[n]) - game.down[n] >= 2]
    kings = [n for n in range(9) if game.columns[n] and game.down[n] > 0
             and RANK[game.columns[n][game.down[n]]] == 13
             and len(game.columns[n]) - game.down[n] >= 2]
    if refused and kings:
        return f"empty {empty} refused {refused} kings {kings}"
    return None


def second_ace(game: Game) -> object:
    f = game.foundations
    if len(f[0]) == 1 and f[0][0] in ACE_OF_SPADES and not f[1]:
        for place in (*range(9), WASTE):
            c = top(game, place)
            if c in ACE_OF_SPADES:
                return f"ace on {place}"
    return None


def two_of_spades(game: Game) -> object:
    f = game.foundations
    if len(f[0]) == 1 and len(f[1]) == 1:
        for place in (*range(9), WASTE):
            c = top(game, place)
            if c is not None and RANK[c] == 2 and SUIT[c] == 0:
                return f"two on {place}"
    return None


def click_column_home(game: Game) -> object:
    for n in range(9):
        c = top(game, n)
        if c is not None and game.foundation_slot(c) >= 0 and len(game.columns[n]) > 1:
            return f"column {n} {card_text(c)}"
    return None


def click_waste_home(game: Game) -> object:
    c = top(game, WASTE)
    if c is not None and game.foundation_slot(c) >= 0:
        return f"waste {card_text(c)}"
    return None


def _fits(game: Game, place: int) -> list[int]:
    out = []
    for a in game.legal_actions():
        if a.source != place or not 0 <= a.target < 9 or not game.columns[a.target]:
            continue
        if place == WASTE or game.fitting_index(place, a.target) == len(game.columns[place]) - 1:
            out.append(a.target)
    return out


def _double_click_choice(game: Game, tie: bool) -> object:
    """A top card fitting 2+ columns: a longest one that is not the first (tie=False),
    or two longest ones (tie=True)."""
    for place in (*range(9), WASTE):
        c = top(game, place)
        if c is None or game.foundation_slot(c) >= 0:
            continue
        fits = _fits(game, place)
        if len(fits) >= 2:
            lengths = [len(game.columns[m]) for m in fits]
            best = max(lengths)
            found = (lengths.count(best) >= 2 if tie
                     else lengths[0] < best and lengths.count(best) == 1)
            if found:
                return f"place {place} fits {fits} lengths {lengths}"
    return None


def longest_not_leftmost(game: Game) -> object:
    return _double_click_choice(game, tie=False)


def tie_leftmost(game: Game) -> object:
    return _double_click_choice(game, tie=True)


def take_back(game: Game) -> object:
    for a in game.legal_actions():
        if a.source >= SLOT0:
            return str(a)
    return None


def draw3_fan(game: Game) -> object:
    """Just after a draw of three: the top is playable, then the one under it."""
    if game.waste_fan != 3 or len(game.waste) < 3:
        return None
    for a in game.legal_actions():
        if a.source != WASTE:
            continue
        probe = game.copy(stack=False)  # a look ahead: the walked game stays as it is
        probe.push(a)
        for b in probe.legal_actions():
            if b.source == WASTE and b.target != FOUNDATION:
                return f"{a} then {b}"
    return None


def long_column(game: Game) -> object:
    n = max(range(9), key=lambda k: len(game.columns[k]))
    return f"column {n} has {len(game.columns[n])}" if len(game.columns[n]) >= 16 else None


def long_column_and_fan(game: Game) -> object:
    if game.waste_fan == 3:
        return long_column(game)
    return None


def stock_ace_after_two(code: GameCode) -> int | None:
    """Stock clicks after which the waste shows a 2 under the Ace of its suit."""
    game = Game(code)
    for k in range(1, 60):
        game.play(Action(STOCK, WASTE))
        w = game.waste
        if len(w) >= 2 and RANK[w[-1]] == 1 and RANK[w[-2]] == 2 and SUIT[w[-1]] == SUIT[w[-2]]:
            return k
    return None


def waste_fits_column_only(code: GameCode) -> int | None:
    game = Game(code)
    for k in range(1, 60):
        game.play(Action(STOCK, WASTE))
        c = game.waste[-1]
        if game.foundation_slot(c) < 0 and game.double_click_action(WASTE) is not None:
            return k
    return None


def main() -> None:
    print("sequence_drag", first(prefixes(), sequence_drag))
    print("empty_column", first(prefixes(), empty_column))
    print("second_ace", first(prefixes(), second_ace))
    print("two_of_spades", first(prefixes(), two_of_spades))
    print("click_column_home", first(prefixes(), click_column_home))
    print("click_waste_home", first(prefixes(), click_waste_home))
    print("longest_not_leftmost", first(prefixes(), longest_not_leftmost))
    print("tie_leftmost", first(prefixes(), tie_leftmost))
    print("take_back", first(prefixes(), take_back))
    print("draw3_fan", first(prefixes(draw=3), draw3_fan))
    print("long_column", first(prefixes(), long_column))
    print("long_column_and_fan", first(prefixes(draw=3), long_column_and_fan))
    for deal in range(200):
        k = stock_ace_after_two(GameCode(deal))
        if k:
            print("ace_after_two", GameCode(deal), k)
            break
    for deal in range(200):
        k = waste_fits_column_only(GameCode(deal))
        if k:
            print("waste_fits_column_only", GameCode(deal), k)
            break
    for deal in range(200):
        line, game = greedy_line(GameCode(deal))
        if game.won:
            print("won", GameCode(deal), line_text(line))
            break
    for deal in range(200):
        won = dfs_win(GameCode(deal, 1, True))
        if won:
            print("won vegas", GameCode(deal, 1, True), line_text(won))
            break


if __name__ == "__main__":
    main()
