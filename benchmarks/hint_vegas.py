"""How often the hint decides a Vegas position within its first search (issue 27, item 5).

Positions are sampled from greedy Vegas play: for each of ``--deals`` seeded deal numbers
(the same numbers in D1V and D3V), a game is played by always taking the engine's
heuristic hint (``rank_actions``: the first of its actions that leads to a position not
seen before in that game), leaving out the moves a greedy player would not make for
their own sake (a run moved between columns that turns no card and uncovers none for a
foundation, a card taken back from a foundation: ``rank_actions``' two last classes
before the stock), until it is won, stuck or ``MAX_STEPS`` long; then
``--per-deal`` positions are taken from it at seeded depths, one in each equal part of
the game's length (so early, middle and late positions all count). Each position is
solved as the app's hint solves it within its first search: the hint worker's job
``dsolitaire.app.workers.jobs.solve_job`` (``solve(game, seconds=SOLVE_SECONDS)``,
5 s, split by the clock, with a cancel check that never fires), run here in this one
process instead of the worker (the same call; the worker also runs at nice 10). A
position is *decided* when the answer is a winning line (replayed here to a won game) or
proven lost, as the hint then says "Winning line: …" or "No winning line is left".

The answers depend on the machine's speed (a budget in seconds, as the app's); the first
line says which solver ran: ``compiled`` (the mypyc extension of ``make compile``, which
shadows solver.py) or ``pure`` (solver.py). One position at a time: at most 5 s of one
core each, about 5 minutes for the default 2 x 30 positions.

    python benchmarks/hint_vegas.py [--deals 10] [--per-deal 3] [--seed 2027]
        [--seconds 5 | --states 500000] [--modes D1V,D3V] [--out results.jsonl]

``--states N`` (issue 27) solves each position with a budget of N states instead
(``solve(game, states=N)``, the same schedule split by states): not what the app does,
but the same answers on every machine and every run, to compare two solvers on the
same work. 500,000 states is about what 5 s of the compiled solver searches.

The last lines are ``hint_decided_<MODE>: <share> %`` for each mode (target: at least
60 %), after ``hint_won_<MODE>`` and ``hint_lost_<MODE>``.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from dsolitaire.app.workers.jobs import solve_job
from dsolitaire.engine import DEAL_COUNT, Action, Game, GameCode
from dsolitaire.engine import solver as solver_module
from dsolitaire.engine.hints import rank_actions, rank_class

#: The hint's first search (``dsolitaire.app.play.hinter.SOLVE_SECONDS``; not imported
#: from there, as that module needs Qt; a test checks they agree).
SOLVE_SECONDS = 5.0
#: A greedy game stops after this many actions (a guard: none gets near it).
MAX_STEPS = 1000
#: ``hints.rank_class`` classes a greedy player does not play: a plain move between columns
#: and a take-back from a foundation (the stock, class 9, is played when nothing else is).
SHUFFLES = (7, 8)


def solver_kind() -> str:
    """``compiled`` when the mypyc extension is what ``import solver`` gives, else ``pure``."""
    path = str(getattr(solver_module, "__file__", ""))
    return "pure" if path.endswith(".py") else "compiled"


def greedy_line(code: GameCode) -> list[Action]:
    """A game of ``code`` by the heuristic hint: each time its best action that leads to a
    position not seen before in this game, until won, stuck or MAX_STEPS actions."""
    game = Game(code)
    seen = {game.snapshot()[:5]}
    line: list[Action] = []
    while not game.won and len(line) < MAX_STEPS:
        for action in rank_actions(game):
            if rank_class(game, action)[0] in SHUFFLES:
                continue
            record = game.play(action)
            key = game.snapshot()[:5]  # the cards only: not the score nor the fan
            if key not in seen:
                seen.add(key)
                line.append(action)
                break
            game.revert(record)
        else:
            break  # every move leads back to a position of this game: stuck
    return line


def positions(mode: str, deals: int, per_deal: int, seed: int) -> list[tuple[str, list[str]]]:
    """The sampled positions of a mode, as (code, line in notation): seeded, and the same
    deal numbers and depth choices in every mode."""
    draw = int(mode[1])
    rng = random.Random(f"hint-vegas-{seed}")
    out: list[tuple[str, list[str]]] = []
    for _ in range(deals):
        number = rng.randrange(DEAL_COUNT)
        fractions = [(part + rng.random()) / per_deal for part in range(per_deal)]
        code = GameCode(number, draw, True)
        line = greedy_line(code)
        if Game.replay(code, line, stack=False).won:
            line = line[:-1]  # a won position asks no hint
        for fraction in fractions:
            depth = min(len(line), int(fraction * (len(line) + 1)))
            out.append((str(code), [str(a) for a in line[:depth]]))
    return out


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--per-deal", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2027)
    parser.add_argument("--seconds", type=float, default=SOLVE_SECONDS)
    parser.add_argument("--states", type=int, default=0,
                        help="a budget of states a position instead of --seconds")
    parser.add_argument("--modes", default="D1V,D3V")
    parser.add_argument("--out", type=Path, help="JSON lines: one record a position")
    args = parser.parse_args(argv)
    kind = solver_kind()
    print(f"# solver: {kind} ({solver_module.__file__})", flush=True)
    budget = f"{args.states} states" if args.states else f"{args.seconds:g} s"
    print(f"# {args.deals} deals x {args.per_deal} positions a mode, seed {args.seed}, "
          f"{budget} a position", flush=True)
    summary: dict[str, tuple[int, int, int]] = {}
    out = args.out.open("a", encoding="utf-8") if args.out else None
    for mode in args.modes.split(","):
        won = lost = 0
        sampled = positions(mode, args.deals, args.per_deal, args.seed)
        for code, line in sampled:
            start = time.monotonic()
            if args.states:
                solution = solver_module.solve(Game.replay(code, line, stack=False),
                                               states=args.states)
                result, moves = str(solution.result), [str(a) for a in solution.line]
                states, seconds = solution.states, solution.seconds
            else:
                result, moves, states, seconds = solve_job(code, line, args.seconds, 0)
            wall = time.monotonic() - start
            if result == "win":
                if Game.replay(code, [*line, *moves], stack=False).won:
                    won += 1
                else:
                    result = "unknown"  # a line that does not win decides nothing
            elif result == "lost":
                lost += 1
            print(f"# {mode} {code} depth {len(line)}: {result} ({states} states, "
                  f"{seconds:.2f} s, {wall:.2f} s in all)", flush=True)
            if out is not None:
                out.write(json.dumps({
                    "solver": kind, "mode": mode, "code": code, "depth": len(line),
                    "line": line, "result": str(result), "states": states,
                    "seconds": round(seconds, 3), "seed": args.seed,
                    **({"budget_states": args.states} if args.states
                       else {"budget_seconds": args.seconds})}) + "\n")
                out.flush()
        summary[mode] = (won, lost, len(sampled))
    if out is not None:
        out.close()
    for mode, (won, lost, n) in summary.items():
        print(f"hint_won_{mode}: {100 * won / max(n, 1):.1f} %")
        print(f"hint_lost_{mode}: {100 * lost / max(n, 1):.1f} %")
    for mode, (won, lost, n) in summary.items():
        print(f"hint_decided_{mode}: {100 * (won + lost) / max(n, 1):.1f} %")


if __name__ == "__main__":
    main()
