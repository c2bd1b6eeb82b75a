"""Solver speed at a fixed amount of work: positions searched a second, per mode and search.

Every search has a budget of ``--states`` positions (default 30,000) on the same deals, so
the work is the same on every run and every machine; only the time differs. The answers
(result and positions searched of every search) are summed up in a digest: a change that
makes the solver faster must leave the digest as it was. CPU time of this process is
used (``time.process_time``), which other load on the machine disturbs less than the
wall clock. The median of ``--rounds`` rounds is printed.

    python benchmarks/solver_speed.py [--states 30000] [--rounds 3] [--modes D1N,D3N]

Prints ``<mode> <search> speed: N positions/s`` for the sound and the fast depth-first
search (and the beam search, width 40, in Vegas), ``answers digest: ...``, and last
``solver speed: N positions/s`` (all searches together).
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import time

from dsolitaire.engine import Game, GameCode
from dsolitaire.engine.solver import Solution, beam_search, solve

MODES = ("D1N", "D3N", "D1V", "D3V")
DEALS = (12345, 987654, 31337)


def one(game: Game, search: str, states: int) -> Solution:
    if search == "beam":
        return beam_search(game, 40, states=states)
    return solve(game, states=states, sound=search == "sound")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--states", type=int, default=30_000, help="positions a search")
    parser.add_argument("--rounds", type=int, default=3, help="rounds (median)")
    parser.add_argument("--modes", default=",".join(MODES), help="modes, comma separated")
    args = parser.parse_args()
    cases = []
    for mode in args.modes.split(","):
        vegas = mode[2] == "V"
        for search in ("sound", "fast", "beam") if vegas else ("sound", "fast"):
            cases.append((mode, search, [Game(GameCode(d, draw=int(mode[1]), vegas=vegas))
                                         for d in DEALS]))
    rates: dict[tuple[str, str], list[float]] = {}
    totals: list[float] = []
    digest = hashlib.sha256()
    for r in range(args.rounds):
        all_states, all_seconds = 0, 0.0
        for mode, search, games in cases:
            states, seconds = 0, 0.0
            for game in games:
                start = time.process_time()
                solution = one(game, search, args.states)
                seconds += time.process_time() - start
                states += solution.states
                if r == 0:
                    digest.update(f"{game.code} {search} {solution.result} "
                                  f"{solution.states} {len(solution.line)};".encode())
            rates.setdefault((mode, search), []).append(states / max(seconds, 1e-9))
            all_states += states
            all_seconds += seconds
        totals.append(all_states / max(all_seconds, 1e-9))
    for (mode, search), values in rates.items():
        print(f"{mode} {search} speed: {statistics.median(values):.0f} positions/s")
    print(f"answers digest: {digest.hexdigest()[:16]}")
    print(f"solver speed: {statistics.median(totals):.0f} positions/s")


if __name__ == "__main__":
    main()
