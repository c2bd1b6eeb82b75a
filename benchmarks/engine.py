"""Engine speed: play+revert and push+pop pairs and legal-action generations per second,
one core.

Positions come from random playouts of a fixed set of deals (typical mid-game positions:
20-60 actions in). Prints each figure on its own last line as ``name: value unit``.

    python benchmarks/engine.py [--seconds 2]
"""

from __future__ import annotations

import argparse
import random
import time

from dsolitaire.engine import Game, GameCode


def mid_game_positions(count: int, seed: int = 7) -> list[Game]:
    rng = random.Random(seed)
    games = []
    for i in range(count):
        game = Game(GameCode(1000 + i * 7919, draw=(1, 3)[i % 2], vegas=i % 4 >= 2))
        for _ in range(rng.randint(20, 60)):
            legal = game.legal_actions()
            # prefer moves over stock clicks so the table opens up a little
            moves = [a for a in legal if str(a) != "S"]
            if not legal:
                break
            game.play(rng.choice(moves if moves and rng.random() < 0.7 else legal))
        games.append(game)
    return games


def bench_play_revert(games: list[Game], seconds: float) -> float:
    work = [(g, g.legal_actions()) for g in games]
    pairs = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for game, actions in work:
            play = game.play
            revert = game.revert
            for action in actions:
                revert(play(action))
            pairs += len(actions)
    return pairs / (time.perf_counter() - start)


def bench_push_pop(games: list[Game], seconds: float) -> float:
    """Like play_revert, through the game's own history (``push`` then ``pop``)."""
    work = [(g, g.legal_actions()) for g in games]
    pairs = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for game, actions in work:
            push = game.push
            pop = game.pop
            for action in actions:
                push(action)
                pop()
            pairs += len(actions)
    return pairs / (time.perf_counter() - start)


def bench_generation(games: list[Game], seconds: float) -> float:
    gens = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for game in games:
            game.legal_actions()
        gens += len(games)
    return gens / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    games = mid_game_positions(200)
    avg = sum(len(g.legal_actions()) for g in games) / len(games)
    print(f"positions: {len(games)}, legal actions per position: {avg:.1f}")
    pr = bench_play_revert(games, args.seconds)
    pp = bench_push_pop(games, args.seconds) if hasattr(Game, "push") else 0.0
    gen = bench_generation(games, args.seconds)
    print(f"play_revert: {pr:,.0f} pairs/s".replace(",", ""))
    print(f"push_pop: {pp:,.0f} pairs/s".replace(",", ""))
    print(f"legal_generation: {gen:,.0f} generations/s".replace(",", ""))


if __name__ == "__main__":
    main()
