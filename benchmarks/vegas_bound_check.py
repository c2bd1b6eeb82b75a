"""Cross-check of the Vegas dig-out bounds against exhaustive search on small endgames.

Each endgame of ``tests/engine/test_solver.py``'s generators (some foundation tops dealt
into the columns, face down under one face-up card, the stock and the waste; with
``--runs``, also built runs over face-down cards, both copies of a card mixed) is decided
by brute force (every legal action, no pruning) and by the solver's sound search, which
cuts every position that fails a bound (the dig-out bound, and the bound with places).
Neither bound may call a won position lost: at the endgame itself (``can_dig`` and
``can_dig_places`` at the root) and anywhere in the tree (the sound search then answers
``lost`` where brute force wins); each endgame is also searched without pruning 5 (the
solver's notes), which must give the same answer, and the endgames whose sound tree it
changes are counted. Then every position of the shipped Vegas winning lines
(``resources/deals/winnable-D?V.txt``) must pass both bounds. Prints the counts; the last
line is the number of disagreements (0 is the only acceptable answer).

With ``--cuts N`` it checks the bound with places where it fires: of N seeds of each
generator (both draws), the endgames that pass the plain bound and fail the one with
places must be lost, by brute force (up to 30,000 positions) or else by the sound search
without places (400,000 positions; it is cross-checked against brute force itself);
those neither decides are counted unverified.

    python benchmarks/vegas_bound_check.py [--seeds 160] [--lows 9] [--runs]
        [--cap 100000] [--cuts 3000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))

import random

from test_solver import TooBig, brute_force, build, card, endgame, run_endgame

from dsolitaire.engine import Action, Game, position_text
from dsolitaire.engine import solver as solver_module
from dsolitaire.engine.winnable import read_deal_list


def talon_endgame(seed: int, draw: int) -> Game:
    """A random Vegas endgame with most of the missing cards in the talon: 2 to 4 slots
    (of one colour in two seeds of three) lack 1 to 6 top cards, or (odd seeds) 1 to 3
    slots lack 3 to 10; at most four of them are dealt into up to three columns (face
    down under the top one), the rest into the stock and the waste, so that the single
    pass and the waste's order play a part."""
    rng = random.Random(seed)
    heights = [13] * 8
    pool = (range(8), (0, 1, 6, 7), (2, 3, 4, 5))[seed % 3]  # one colour: more losses
    deep = seed % 2  # half of them: a few slots far down
    for slot in rng.sample(pool, rng.randint(1, 3) if deep else rng.randint(2, 4)):
        heights[slot] = rng.randint(3, 10) if deep else rng.randint(7, 12)
    rest = [card(k, r) for k, h in enumerate(heights) for r in range(h + 1, 14)]
    rng.shuffle(rest)
    ncol = rng.randint(0, min(4, len(rest) // 3))
    table, talon = rest[:ncol], rest[ncol:]
    columns: list[list[int]] = [[] for _ in range(9)]
    used = rng.randint(1, 3)
    for c in table:
        columns[rng.randrange(used)].append(c)
    w = rng.randint(0, len(talon))
    return build(draw, True, heights, columns, [max(0, len(c) - 1) for c in columns],
                 talon[w:], talon[:w])


def check_cuts(seeds: int) -> int:
    """The endgames cut by the bound with places alone, checked (see the module notes);
    returns the number of disagreements."""
    found: list[Game] = []
    for seed in range(seeds):
        for draw in (1, 3):
            for game in (run_endgame(seed, draw, True), talon_endgame(seed, draw),
                         endgame(seed, draw, True, 9), endgame(seed, draw, True, 5)):
                search = solver_module._Search(game, True, float("inf"), 1, None)
                if search.can_dig() and not search.can_dig_places():
                    found.append(game)
    by_force = by_search = unverified = bad = 0
    for game in found:
        try:
            if brute_force(game.copy(stack=False), 30_000):
                bad += 1
                print(f"# DISAGREE: won, cut by the bound with places\n"
                      f"{position_text(game, True)}", flush=True)
            else:
                by_force += 1
            continue
        except TooBig:
            pass
        result = solver_module.solve(game, sound=True, states=400_000, places=False).result
        if result == "win":
            bad += 1
            print(f"# DISAGREE: won by the search without places, cut with them\n"
                  f"{position_text(game, True)}", flush=True)
        elif result == "lost":
            by_search += 1
        else:
            unverified += 1
    print(f"endgames cut by the bound with places alone: {len(found)} of {seeds * 8} "
          f"({by_force} lost by brute force, {by_search} by the search without places, "
          f"{unverified} unverified)")
    return bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=160, help="seeds per mode and low")
    parser.add_argument("--lows", default="9", help="lowest foundation heights of the"
                        " test generator's endgames (besides the talon endgames)")
    parser.add_argument("--runs", action="store_true",
                        help="also the endgames with built runs (split_dominance_check's)")
    parser.add_argument("--cuts", type=int, default=0,
                        help="seeds whose endgames cut by the bound with places alone are"
                        " checked (0: none)")
    parser.add_argument("--cap", type=int, default=100_000,
                        help="positions brute force may visit (more: skipped)")
    args = parser.parse_args()
    total = won = lost = root_cut = places_cut = bad = skipped = fired = lifted = 0
    for draw in (1, 3):
        kinds: list[int | str | None] = [None, *(int(x) for x in args.lows.split(","))]
        if args.runs:
            kinds.append("runs")
        for low in kinds:
            for seed in range(args.seeds):
                game = (talon_endgame(seed, draw) if low is None
                        else run_endgame(seed, draw, True) if low == "runs"
                        else endgame(seed, draw, True, int(low)))
                try:
                    truth = brute_force(game, args.cap)
                except TooBig:
                    skipped += 1
                    continue
                search = solver_module._Search(game, True, float("inf"), 1 << 40, None)
                root_ok = search.can_dig()
                places_ok = search.can_dig_places()
                result = search.run()[0]
                fired += sum(not ok for ok in search._dig.values())
                # the same search without pruning 5: where the card it sends up plays a part
                unlifted = solver_module._Search(game, True, float("inf"), 1 << 40, None,
                                                 lifts=False)
                plain = unlifted.run()[0]
                if plain != result:
                    bad += 1
                    print(f"# DISAGREE draw {draw} low {low or 'talon'} seed {seed}: "
                          f"{result}, without pruning 5 {plain}")
                lifted += unlifted.states != search.states
                total += 1
                won += truth
                lost += not truth
                root_cut += not root_ok
                places_cut += not places_ok
                if result != ("win" if truth else "lost") or (
                        truth and not (root_ok and places_ok)):
                    bad += 1
                    print(f"# DISAGREE draw {draw} low {low or 'talon'} seed {seed}: brute force "
                          f"{truth}, bound {root_ok}, with places {places_ok}, "
                          f"search {result}\n"
                          f"{position_text(game, True)}", flush=True)
    # and every position of the shipped Vegas winning lines: none may fail the bound
    root = Path(__file__).resolve().parents[1] / "resources" / "deals"
    positions = failed = 0
    for mode in ("D1V", "D3V"):
        for code, texts in read_deal_list((root / f"winnable-{mode}.txt").read_text(
                encoding="utf-8")):
            game = Game(code)
            for text in [*texts, None]:
                positions += 1
                search = solver_module._Search(game, True, float("inf"), 1, None)
                if not (search.can_dig() and search.can_dig_places()):
                    failed += 1
                    print(f"# DISAGREE: {code} after {positions} actions fails the bound")
                if text is not None:
                    game.play(Action.parse(text))
    bad += failed
    if args.cuts:
        bad += check_cuts(args.cuts)
    print(f"positions of the shipped Vegas lines: {positions}, failing the bound: {failed}")
    print(f"skipped (brute force over {args.cap} positions): {skipped}")
    print(f"endgames: {total} ({won} won, {lost} lost by brute force)")
    print(f"lost endgames cut by the bound at the root: {root_cut}")
    print(f"lost endgames cut by the bound with places at the root: {places_cut}")
    print(f"talon layouts the bound proved lost inside the sound trees: {fired}")
    print(f"endgames whose sound tree pruning 5 changes: {lifted}")
    print(f"disagreements: {bad} endgames")


if __name__ == "__main__":
    t0 = time.monotonic()
    main()
    print(f"# total {time.monotonic() - t0:.0f} s", file=sys.stderr)
