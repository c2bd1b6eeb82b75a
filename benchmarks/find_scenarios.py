"""Find real deals and action lines for the reference scenarios of the rules (``docs/rules.en.md``).

The engine tests (``tests/engine/test_scenarios.py`` and ``test_rules.py``) replay what
this script finds from the game codes alone; it writes them to
``tests/data/scenarios.json``. The search is a plain greedy player with a little
randomness, run over consecutive deal numbers:

1. to a foundation; 2. a column move that turns a face-down card; 3. a column move that
empties a column (not a King already at the bottom); 4. waste to a column; 5. the stock.

It never takes a card back from a foundation, and it stops when a whole pass through the
stock brings nothing new. The same player wins more than half of the draw-1 Normal deals
and now and then a draw-1 Vegas deal.

    python benchmarks/find_scenarios.py [--out tests/data/scenarios.json] [--seconds 300]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from dsolitaire.engine import (
    FOUNDATION,
    RANK,
    RED,
    SLOT0,
    STOCK,
    STOCK_CLICK,
    SUIT,
    WASTE,
    Action,
    Game,
    GameCode,
)

KING = 13
SPADES = 0
OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "scenarios.json"


def fitting_index(game: Game, src: int, dst: int) -> int:
    """Index of the card of column src's face-up run that fits on column dst, or -1."""
    col = game.columns[src]
    target = game.columns[dst]
    for i in range(game.down[src], len(col)):
        c = col[i]
        if target:
            t = target[-1]
            if RANK[c] == RANK[t] - 1 and RED[c] != RED[t]:
                return i
        elif RANK[c] == KING:
            return i
    return -1


def priority(game: Game, action: Action) -> int:
    """The greedy player's preference for an action (lower first), or -1 to skip it."""
    src, dst = action
    if dst == FOUNDATION:
        return 0
    if src < 9 and dst < 9:
        i = fitting_index(game, src, dst)
        if i == game.down[src] and i > 0:
            return 1  # turns a face-down card
        if i == 0 and game.columns[dst]:
            return 2  # empties a column
        return -1
    if src == WASTE:
        return 3
    if src == STOCK:
        return 4
    return -1  # no take-backs


def greedy_step(game: Game, rng: random.Random | None) -> Action | None:
    best: Action | None = None
    best_p = 99
    for action in game.legal_actions():
        p = priority(game, action)
        if p < 0:
            continue
        if p < best_p or (p == best_p and rng is not None and rng.random() < 0.5):
            best, best_p = action, p
    return best


def greedy_line(
    game: Game,
    rng: random.Random | None = None,
    cap: int = 3000,
    watch: Callable[[Game, list[Action], Action], bool] | None = None,
) -> list[Action]:
    """Play the greedy player on ``game`` (in place) and return the actions played.

    ``watch(game, line, next_action)`` is called before every action; when it returns
    True the line stops there (the action is not played).
    """
    line: list[Action] = []
    idle = 0
    while len(line) < cap and not game.won:
        action = greedy_step(game, rng)
        if action is None:
            break
        if action == STOCK_CLICK:
            idle += 1
            if idle > len(game.stock) + len(game.waste) + 1:
                break  # a whole pass brought nothing new
        else:
            idle = 0
        if watch is not None and watch(game, line, action):
            break
        game.play(action)
        line.append(action)
    return line


def code_of(mode: str, deal: int) -> GameCode:
    """The code of a deal in a mode such as ``D1N``."""
    return GameCode(deal, int(mode[1]), mode[2] == "V")


def texts(actions: list[Action]) -> str:
    """Actions in the notation, separated by spaces."""
    return " ".join(str(a) for a in actions)


Finder = Callable[[Game, list[Action], Action], dict[str, Any] | None]


def _keep(
    found: Finder, hits: list[dict[str, Any]], game: Game, line: list[Action], nxt: Action
) -> bool:
    hit = found(game, line, nxt)
    if hit is not None:
        hits.append(hit)
    return hit is not None


def search(
    mode: str,
    found: Finder,
    first_deal: int = 0,
    deals: int = 5000,
    tries: int = 3,
) -> dict[str, Any]:
    """Greedy lines over consecutive deals until ``found`` describes a situation."""
    for deal in range(first_deal, first_deal + deals):
        for seed in range(tries):
            rng = random.Random(deal * 31 + seed) if seed else None
            game = Game(code_of(mode, deal))
            hits: list[dict[str, Any]] = []
            line = greedy_line(game, rng, watch=partial(_keep, found, hits))
            if hits:
                return {"code": str(game.code), "actions": texts(line), **hits[0]}
    raise SystemExit(f"nothing found in {deals} deals of {mode}")


# -- scenario 1: the empty column ---------------------------------------------------------


def empty_columns(game: Game) -> list[int]:
    return [m for m in range(9) if not game.columns[m]]


def non_king_refused(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    """An empty column, a non-King at the bottom of a face-up run over face-down cards,
    and a non-King on the waste."""
    empty = empty_columns(game)
    if not empty or not game.waste or RANK[game.waste[-1]] == KING:
        return None
    for n in range(9):
        d = game.down[n]
        col = game.columns[n]
        if d > 0 and RANK[col[d]] != KING and len(col) - d >= 2:
            return {"move": f"{n + 1}>{empty[0] + 1}"}
    return None


def king_move(length: int) -> Finder:
    """An empty column and a face-up run of ``length`` cards (or more, when ``length`` is
    2) starting with a King over face-down cards."""

    def found(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
        empty = empty_columns(game)
        if not empty:
            return None
        for n in range(9):
            d = game.down[n]
            col = game.columns[n]
            run = len(col) - d
            if d > 0 and RANK[col[d]] == KING and (run == 1 if length == 1 else run >= 2):
                return {"move": f"{n + 1}>{empty[0] + 1}"}
        return None

    return found


# -- scenario 2: the second Ace of spades -------------------------------------------------


def top_card(game: Game, place: int) -> int | None:
    pile = game.waste if place == WASTE else game.columns[place]
    return pile[-1] if pile else None


def second_ace(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    """The next action puts the second A♠ on a foundation while F1 holds only A♠; and a
    2♠ follows while both slots still hold their Ace."""
    f = game.foundations
    if nxt[1] != FOUNDATION or len(f[0]) != 1 or f[1]:
        return None
    card = top_card(game, nxt[0])
    if card is None or SUIT[card] != SPADES or RANK[card] != 1:
        return None
    probe = Game.replay(game.code, [*line, nxt])

    def two(g: Game, ln: list[Action], a: Action) -> bool:
        c = top_card(g, a[0]) if a[1] == FOUNDATION else None
        return c is not None and SUIT[c] == SPADES and RANK[c] == 2

    rest = greedy_line(probe, watch=two)
    if len(probe.foundations[0]) != 1 or len(probe.foundations[1]) != 1:
        return None
    two_action = greedy_step(probe, None)
    if two_action is None or two_action[1] != FOUNDATION:
        return None
    card = top_card(probe, two_action[0])
    if card is None or SUIT[card] != SPADES or RANK[card] != 2:
        return None
    return {"ace": str(nxt), "then": texts(rest), "two": str(two_action)}


# -- scenario 3: a cheap recycle ----------------------------------------------------------


def cheap_recycle(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    if nxt == STOCK_CLICK and not game.stock and 0 < game.score < 100:
        return {"score": game.score}
    return None


def dear_recycle(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    if nxt == STOCK_CLICK and not game.stock and game.score >= 100:
        return {"score": game.score}
    return None


# -- scenario 4: the last stock card in Vegas ---------------------------------------------


def last_stock_card(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    if line and line[-1] == STOCK_CLICK and not game.stock:
        return {"score": game.score}
    return None


# -- scenario 5: draw 3 -------------------------------------------------------------------


def waste_actions(game: Game) -> list[Action]:
    return [a for a in game.legal_actions() if a[0] == WASTE]


def draw_three(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    """Three cards just turned; the top one plays, and then the one under it plays."""
    if not line or line[-1] != STOCK_CLICK or game.waste_fan != 3:
        return None
    top = waste_actions(game)
    if not top:
        return None
    record = game.play(top[0])
    under = waste_actions(game)
    game.revert(record)
    if not under:
        return None
    return {"top": str(top[0]), "under": str(under[0])}


# -- positions for the rule tests ---------------------------------------------------------


def column_moves(game: Game) -> list[tuple[Action, int]]:
    """Legal column-to-column moves with the index of the card that moves first."""
    return [
        (a, fitting_index(game, a[0], a[1])) for a in game.legal_actions() if a[0] < 9 and a[1] < 9
    ]


def run_move(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    """A whole face-up run of two or more cards moves and turns a face-down card."""
    for a, i in column_moves(game):
        n = a[0]
        if i == game.down[n] > 0 and len(game.columns[n]) - i >= 2:
            return {"move": str(a)}
    return None


def partial_run_move(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    """A card inside a face-up run (not its bottom card, not the top) moves with the
    cards on top of it."""
    for a, i in column_moves(game):
        n = a[0]
        if game.down[n] < i < len(game.columns[n]) - 1:
            return {"move": str(a), "index": i}
    return None


def take_back(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    for a in game.legal_actions():
        if a[0] >= SLOT0:
            return {"move": str(a)}
    return None


def fitting_columns(game: Game, card: int, place: int) -> list[int]:
    out = []
    for m in range(9):
        col = game.columns[m]
        if m != place and col and RANK[col[-1]] == RANK[card] + 1 and RED[col[-1]] != RED[card]:
            out.append(m)
    return out


def top_cards(game: Game) -> list[tuple[int, int]]:
    """(place, card) of the waste's and the columns' top cards."""
    return [(p, c) for p in (WASTE, *range(9)) if (c := top_card(game, p)) is not None]


def double_click(kind: str) -> Finder:
    """A top card that fits on several columns: the longest is not the leftmost
    (``kind`` "longest"), or two of them are longest (``kind`` "tie")."""

    def found(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
        for place, card in top_cards(game):
            fits = fitting_columns(game, card, place)
            if len(fits) < 2:
                continue
            lengths = [len(game.columns[m]) for m in fits]
            longest = max(lengths)
            if kind == "longest" and lengths[0] < longest and lengths.count(longest) == 1:
                return {"place": "W" if place == WASTE else str(place + 1)}
            if kind == "tie" and lengths.count(longest) >= 2:
                return {"place": "W" if place == WASTE else str(place + 1)}
        return None

    return found


def king_two_empty(game: Game, line: list[Action], nxt: Action) -> dict[str, Any] | None:
    """Two empty columns and a King on top of the waste or of a column."""
    if len(empty_columns(game)) < 2:
        return None
    for place, card in top_cards(game):
        if RANK[card] == KING:
            return {"place": "W" if place == WASTE else str(place + 1)}
    return None


# -- scenario 6: won games ----------------------------------------------------------------


def won_games(mode: str, count: int, first_deal: int, seconds: float) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    deadline = time.monotonic() + seconds
    deal = first_deal
    while len(out) < count and time.monotonic() < deadline:
        game = Game(code_of(mode, deal))
        line = greedy_line(game)
        if game.won:
            out.append({"code": str(game.code), "actions": texts(line), "score": game.score})
        deal += 1
    return out


def won_with_a_cheap_recycle(mode: str, first_deal: int) -> dict[str, Any]:
    """A won game whose first recycle costs less than 100: the greedy player until it has
    some points, then the stock gone through and recycled, then the greedy player again."""
    for deal in range(first_deal, first_deal + 1000):
        game = Game(code_of(mode, deal))
        line = greedy_line(game, watch=lambda g, ln, a: g.score > 0)
        while game.stock:
            game.play(STOCK_CLICK)
            line.append(STOCK_CLICK)
        if not 0 < game.score < 100:
            continue
        game.play(STOCK_CLICK)  # the recycle, floored at 0
        line.append(STOCK_CLICK)
        line += greedy_line(game)
        if game.won:
            return {"code": str(game.code), "actions": texts(line), "score": game.score}
    raise SystemExit(f"no won game with a cheap recycle in {mode}")


def long_game(mode: str, deals: int) -> dict[str, Any]:
    """The greedy game that is not won with the most cards on the foundations."""
    best: dict[str, Any] = {}
    for deal in range(deals):
        game = Game(code_of(mode, deal))
        line = greedy_line(game)
        on = sum(len(f) for f in game.foundations)
        if not game.won and on > best.get("on_foundations", -1):
            best = {
                "code": str(game.code),
                "actions": texts(line),
                "score": game.score,
                "on_foundations": on,
            }
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--seconds", type=float, default=300.0, help="Vegas win search budget")
    args = parser.parse_args(argv)
    start = time.monotonic()
    data: dict[str, Any] = {
        "_about": "Generated by benchmarks/find_scenarios.py; replayed by "
        "tests/engine/test_scenarios.py. Actions are in the notation of docs/notation.md.",
        "empty_column_refused": search("D1N", non_king_refused),
        "empty_column_king_alone": search("D1N", king_move(1)),
        "empty_column_king_sequence": search("D1N", king_move(2)),
        "second_ace_of_spades": search("D1N", second_ace),
        "cheap_recycle": search("D1N", cheap_recycle),
        "dear_recycle": search("D1N", dear_recycle),
        "vegas_last_stock_card_draw1": search("D1V", last_stock_card),
        "vegas_last_stock_card_draw3": search("D3V", last_stock_card),
        "draw_three": search("D3N", draw_three),
        "run_move": search("D1N", run_move),
        "partial_run_move": search("D1N", partial_run_move),
        "take_back_normal": search("D1N", take_back),
        "take_back_vegas": search("D1V", take_back),
        "double_click_longest": search("D1N", double_click("longest")),
        "double_click_tie": search("D1N", double_click("tie")),
        "double_click_king": search("D1N", king_two_empty),
        "won_normal": won_games("D1N", 3, 1000, 60.0)
        + won_games("D3N", 1, 1000, 60.0)
        + [won_with_a_cheap_recycle("D1N", 0)],
        "won_vegas": won_games("D1V", 2, 0, args.seconds),
        "long_vegas": [long_game("D1V", 200), long_game("D3V", 50)],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    for key, value in data.items():
        if isinstance(value, dict):
            print(f"{key}: {value['code']} after {len(value['actions'].split())} actions")
        elif isinstance(value, list):
            for v in value:
                n = len(v["actions"].split())
                print(f"{key}: {v['code']} ({n} actions, score {v['score']})")
    if not data["won_vegas"]:
        print("no won Vegas game found: only the long Vegas games are pinned")
    print(f"search time: {time.monotonic() - start:.1f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
