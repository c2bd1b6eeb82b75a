"""Solver figures: speed, share of random deals decided per mode, peak memory.

Deals are a seeded sample of deal numbers (the same ones every run). Normal modes get
``--normal`` seconds a deal (default 2), Vegas modes ``--vegas`` (default 10). Every win is
replayed with ``Game.play`` to a won game. Prints each figure on its own line as
``name: value unit`` (the share decided and the positions searched a second, per mode);
the last line is the main one (the share of deals decided overall). ``--states N`` gives
every deal a budget of N positions instead of seconds (the same answers on any machine).

    python benchmarks/solver.py [--deals 20] [--normal 2] [--vegas 10] [--modes D1N,D3N]
        [--states N] [--seed 2026]

Peak memory is measured in a child process that solves one Vegas deal for ``--vegas``
seconds (``resource.getrusage`` max RSS of that child alone).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import time

from dsolitaire.engine import DEAL_COUNT, Game, GameCode
from dsolitaire.engine.solver import solve

MODES = ("D1N", "D3N", "D1V", "D3V")


def deals(count: int, seed: int = 2026) -> list[int]:
    rng = random.Random(seed)
    return [rng.randrange(DEAL_COUNT) for _ in range(count)]


def peak_memory_mb(seconds: float, deal: int) -> float:
    """Max RSS (MB) of a child process that solves one D1V deal for ``seconds``."""
    code = (
        "import resource\n"
        "from dsolitaire.engine import Game, GameCode\n"
        "from dsolitaire.engine.solver import solve\n"
        f"s = solve(Game(GameCode({deal}, draw=1, vegas=True)), seconds={seconds})\n"
        "print(s.result, s.states, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    print(f"# memory run: {out[0]} after {out[1]} states", flush=True)
    return int(out[2]) / 1024  # ru_maxrss is in KiB on Linux


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=20, help="deals per mode (20)")
    parser.add_argument("--normal", type=float, default=2.0, help="seconds a Normal deal")
    parser.add_argument("--vegas", type=float, default=10.0, help="seconds a Vegas deal")
    parser.add_argument("--modes", default=",".join(MODES), help="modes, comma separated")
    parser.add_argument("--no-memory", action="store_true", help="skip the memory run")
    parser.add_argument("--states", type=int, default=None,
                        help="a budget of positions a deal instead of seconds")
    parser.add_argument("--seed", type=int, default=2026, help="the sample's seed (2026)")
    args = parser.parse_args()
    sample = deals(args.deals, args.seed)
    total_states = 0
    total_seconds = 0.0
    decided_all = 0
    tried_all = 0
    lines = []
    for mode in args.modes.split(","):
        draw, vegas = int(mode[1]), mode[2] == "V"
        budget = args.vegas if vegas else args.normal
        counts = {"win": 0, "lost": 0, "unknown": 0}
        mode_states = 0
        mode_seconds = 0.0
        for deal in sample:
            game = Game(GameCode(deal, draw=draw, vegas=vegas))
            if args.states is not None:
                solution = solve(game, states=args.states)
            else:
                solution = solve(game, seconds=budget)
            counts[solution.result] += 1
            mode_states += solution.states
            mode_seconds += solution.seconds
            if solution.result == "win":
                for action in solution.line:
                    game.play(action)
                assert game.won, (mode, deal)
            print(f"# {mode} {GameCode(deal, draw=draw, vegas=vegas)}: {solution.result} "
                  f"{solution.states} states {solution.seconds:.2f} s "
                  f"{len(solution.line)} actions", flush=True)
        decided = counts["win"] + counts["lost"]
        decided_all += decided
        tried_all += len(sample)
        total_states += mode_states
        total_seconds += mode_seconds
        print(f"# {mode}: {counts['win']} win, {counts['lost']} lost, "
              f"{counts['unknown']} unknown of {len(sample)}")
        within = f"{args.states} positions" if args.states is not None else f"{budget:g} s"
        lines.append(f"{mode} decided within {within}: "
                     f"{100 * decided / len(sample):.0f} %")
        lines.append(f"{mode} solver speed: "
                     f"{mode_states / max(mode_seconds, 1e-9):.0f} positions/s")
    for line in lines:
        print(line)
    print(f"solver speed: {total_states / max(total_seconds, 1e-9):.0f} positions/s")
    if not args.no_memory:
        print(f"peak memory of a {args.vegas:g} s solve: "
              f"{peak_memory_mb(args.vegas, sample[0]):.0f} MB")
    print(f"deals decided: {100 * decided_all / max(tried_all, 1):.0f} %")


if __name__ == "__main__":
    t0 = time.monotonic()
    main()
    print(f"# total {time.monotonic() - t0:.0f} s", file=sys.stderr)
