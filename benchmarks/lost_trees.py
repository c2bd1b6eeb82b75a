"""The time the sound search takes to prove the sampled D3V deals lost: the measure for a
change to its bounds (issue 27).

A stronger bound makes a lost tree smaller, but pays only if the whole proof takes less
time: a bound that cuts a twelfth of the positions and costs a tenth more a position is
no gain (``docs/solver-speed.md``, *two stronger bounds for the D3V lost trees*). This
script runs the plain sound search (``solve(..., sound=True)``, the search that proves a
Vegas deal lost) to the end on each deal and sums its positions and its CPU time
(``time.process_time``: other load on the machine disturbs it less than the clock). The
deals (``CODES``) are the 19 D3V deals that ``benchmarks/solver.py --states 900000``
proves lost on its two seeds (2026 and 2027, 30 deals each), and ZWJNXHG and IEANLIC,
the two largest trees it leaves undecided (654,316 and 634,486 positions at ``1a4ffc6``).
The best of ``--rounds`` rounds is printed: run the two builds in turn, the machine's
speed moves between runs. Every answer must still be ``lost`` (a sound change cannot make
it otherwise): the script says which is not, and exits with 1.

    python benchmarks/lost_trees.py [--rounds 3] [--deals CODE,CODE] [--states 3000000]

Prints each deal's positions and seconds (first round), then
``lost trees positions: N positions`` and last ``lost trees time: X s``.
"""

from __future__ import annotations

import argparse
import time

from dsolitaire.engine import Game
from dsolitaire.engine.solver import LOST, solve

LOST_DEALS = (
    # benchmarks/solver.py --states 900000 --modes D3V, seed 2026
    "UXDQYSW", "VANDGNJ", "PIPIJIA", "RAFGMTE", "ZGAJIFM", "MXYJBGE", "VBDSNJX",
    # and --seed 2027
    "PKQWIYL", "XLTLULX", "EFFYCUI", "YJBXAKG", "TVFVQUT", "YCVYUEA", "GIBQYRE",
    "QEUERZV", "LABSQIU", "TCQOMGS", "LSOYQKW", "YPRVHWG",
    # seed 2026, undecided there: the largest trees
    "ZWJNXHG", "IEANLIC",
)
CODES = tuple(f"DS1-D3V-{deal}" for deal in LOST_DEALS)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds (the best is printed)")
    parser.add_argument("--deals", default=",".join(CODES), help="game codes, comma separated")
    parser.add_argument("--states", type=int, default=3_000_000,
                        help="the most positions a search may take")
    args = parser.parse_args(argv)
    codes = args.deals.split(",")
    best = float("inf")
    positions = 0
    failed: list[str] = []
    for r in range(args.rounds):
        seconds = 0.0
        positions = 0
        for code in codes:
            game = Game.from_code(code)
            start = time.process_time()
            solution = solve(game, states=args.states, sound=True)
            took = time.process_time() - start
            seconds += took
            positions += solution.states
            if r == 0:
                print(f"# {code}: {solution.result} {solution.states} positions "
                      f"{took:.2f} s", flush=True)
                if solution.result != LOST:
                    failed.append(code)
        best = min(best, seconds)
    for code in failed:
        print(f"# not proven lost: {code}")
    print(f"lost trees positions: {positions} positions")
    print(f"lost trees time: {best:.2f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
