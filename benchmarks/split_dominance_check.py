"""Cross-check of the sound search's split rule against the sound search with every split.

The sound search moves part of a built run off a face-up card only when that card may go
to a foundation, and plays the two as one move (solver notes, *The split rule*). Each
small endgame is searched to exhaustion twice by the sound search: with every split (and
nothing forced after it) and with the rule. Both must give the same answer; the rule's
wins are replayed. The endgames: ``tests/engine/test_solver.py``'s ``run_endgame`` (built
runs over face-down cards, the two copies of a card mixed, full foundations to take cards
back from, the talon's low cards often drawn first) in D1V, D3V, D1N and D3N; its
``endgame`` (low 9) in D1V, D3V and D1N; ``benchmarks/vegas_bound_check.py``'s talon
endgames in D1V and D3V. Prints the counts; the last line is the number of disagreements
(0 is the only acceptable answer).

With ``--swaps`` it cross-checks the stack swap (solver notes, *The stack swap*) instead:
each endgame is searched to exhaustion by the sound search with the split rule, without
and with the key that leaves out which face-up card of a rank and colour holds which
stack, and by brute force (every legal action, no pruning) where that fits in ``--cap``
positions; all answers must agree.

    python benchmarks/split_dominance_check.py [--seeds 200] [--first 0] [--cap 200000]
        [--swaps]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_solver import TooBig, brute_force, endgame, run_endgame
from vegas_bound_check import talon_endgame

from dsolitaire.engine import Game, position_text
from dsolitaire.engine import solver as solver_module


def exhaust(game: Game, all_splits: bool, cap: int,
            swaps: bool = False) -> tuple[str, int, list[object]]:
    """The sound search run to exhaustion (or ``TooBig`` after ``cap`` positions)."""
    search = solver_module._Search(game, True, float("inf"), cap, None,
                                   all_splits=all_splits, swaps=swaps)
    try:
        result, moves = search.run()
    except solver_module._Budget as exc:
        raise TooBig from exc
    return str(result), search.states, list(moves)


def check(game: Game, cap: int, swaps: bool) -> tuple[str, str, int, int, bool]:
    """(the answer and positions of the search it is checked against, and of the one it
    checks, and whether brute force decided it too): every split against the rule, or
    the rule against the rule with the swap and brute force."""
    brute_done = False
    if swaps:
        full, n_full, _ = exhaust(game, False, cap)
        part, n_part, moves = exhaust(game, False, cap, True)
        try:
            brute = "win" if brute_force(game.copy(stack=False), cap) else "lost"
            brute_done = True
        except TooBig:
            brute = full
        if brute != full:
            full = "brute force " + brute
    else:
        full, n_full, _ = exhaust(game, True, cap)
        part, n_part, moves = exhaust(game, False, cap)
    if part == "win":
        replay = game.copy(stack=False)
        for action in solver_module._actions(moves):  # type: ignore[arg-type]
            replay.play(action)
        assert replay.won
    return full, part, n_full, n_part, brute_done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=200, help="seeds per mode")
    parser.add_argument("--first", type=int, default=0, help="first seed")
    parser.add_argument("--cap", type=int, default=200_000,
                        help="positions a search may visit (more: skipped)")
    parser.add_argument("--swaps", action="store_true",
                        help="check the stack swap (and brute force) instead")
    args = parser.parse_args()
    names = ("rule", "swap") if args.swaps else ("every split", "rule")
    total = won = bad = skipped = brute = 0
    sum_full = sum_part = 0
    for draw, vegas, kind in ((1, True, "runs"), (3, True, "runs"), (1, False, "runs"),
                              (3, False, "runs"), (1, True, "talon"), (3, True, "talon"),
                              (1, True, "low 9"), (3, True, "low 9"), (1, False, "low 9")):
        for seed in range(args.first, args.first + args.seeds):
            game = (run_endgame(seed, draw, vegas) if kind == "runs"
                    else talon_endgame(seed, draw) if kind == "talon"
                    else endgame(seed, draw, vegas, 9))
            try:
                full, part, n_full, n_part, brute_done = check(game, args.cap, args.swaps)
            except TooBig:
                skipped += 1
                continue
            total += 1
            brute += brute_done
            won += full == "win"
            sum_full += n_full
            sum_part += n_part
            if full != part:
                bad += 1
                print(f"# DISAGREE {kind} draw {draw} vegas {vegas} seed {seed}: {names[0]} "
                      f"{full}, {names[1]} {part}\n{position_text(game, True)}", flush=True)
    print(f"skipped (over {args.cap} positions): {skipped}")
    print(f"endgames: {total} ({won} won, {total - won} lost)")
    if args.swaps:
        print(f"decided by brute force too: {brute}")
    print(f"positions searched: {names[0]} {sum_full}, {names[1]} {sum_part}")
    print(f"disagreements: {bad} endgames")


if __name__ == "__main__":
    t0 = time.monotonic()
    main()
    print(f"# total {time.monotonic() - t0:.0f} s", file=sys.stderr)
