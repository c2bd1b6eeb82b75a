"""Make and extend the lists of deals proven winnable, ``resources/deals/winnable-<MODE>.txt``.

Solves seeded random deals of one mode, one at a time, with ``solve(game, states=N)``
(``--states``, default 200,000 positions) and appends every win to the list, one line a
deal: the code, then its winning line in notation, separated by spaces. Each win is
replayed with ``Game.replay`` to a won game before it is written.

A list records its budget in its first line, ``# states: N``, and every line in it is the
one ``solve(Game(code), states=N)`` finds from the deal's start: a budget in states splits
the search by states alone, so the same line comes back on every machine
(``dsolitaire-engine solve CODE --states N`` shows it). A list holds one budget: extending
it with another ``--states`` is refused; ``--recheck`` re-solves every listed deal with
``--states`` (default: the list's own budget), keeps the line the solver returns and drops
the deals it does not win, in the list's order.

Resumable: every deal tried is appended to a progress file (``--progress``, default
``benchmarks/results/find_winnable-<MODE>.tried``: code, result, states, seconds, budget),
and a later run with the same ``--seed`` skips the deals in it and in the list. Stop with
Ctrl+C at any time: what was found is already on disk.

    python benchmarks/find_winnable.py D3V [--states N] [--wins 15] [--deals N] [--minutes M]
    python benchmarks/find_winnable.py D1V --recheck [--states N]

``--width 40`` first sifts each deal with one beam search of that width within the same
budget (most deals that it does not win end it in a fraction of a second) and solves only
the deals it wins; the line written is still the one ``solve(states=N)`` finds.

The last line is ``<MODE> winnable found: <n> deals`` (the size of the list).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from dsolitaire.engine import DEAL_COUNT, Game, GameCode
from dsolitaire.engine.solver import beam_search
from dsolitaire.engine.winnable import (
    LIST_STATES,
    format_deal_list,
    read_deal_list,
    read_list_states,
    solve_code,
)

ROOT = Path(__file__).resolve().parents[1]
MODES = ("D1N", "D3N", "D1V", "D3V")
#: the comment under a list's budget line
ABOUT = ("each line: a code and the winning line that solve(Game(code), states=N) finds "
         "from its start (benchmarks/find_winnable.py)")


def list_path(mode: str) -> Path:
    return ROOT / "resources" / "deals" / f"winnable-{mode}.txt"


def read_codes(path: Path) -> set[str]:
    """The codes (first word of each line) in a list or progress file."""
    if not path.exists():
        return set()
    return {line.split()[0] for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}


def sample(mode: str, seed: int) -> Iterator[GameCode]:
    """The seeded sequence of deals of ``mode`` (the same every run)."""
    draw, vegas = int(mode[1]), mode[2] == "V"
    rng = random.Random(f"{seed}-{mode}")
    while True:
        yield GameCode(rng.randrange(DEAL_COUNT), draw, vegas)


def recheck(path: Path, states: int) -> None:
    """Re-solve every deal of the list at ``path`` with ``states`` and rewrite it: the
    budget line, then each deal won with the line the solver returned."""
    deals = read_deal_list(path.read_text(encoding="utf-8"))
    kept: list[tuple[str, list[str]]] = []
    start = time.monotonic()
    for code, old in deals:
        answer = solve_code(str(code), states)
        line = list(answer["line"])  # type: ignore[call-overload]
        won = answer["result"] == "win"
        if won:
            kept.append((str(code), line))
        print(f"# {code}: {answer['result']} ({answer['states']} states, "
              f"{answer['seconds']} s){'' if not won or line == old else ', a new line'}"
              f"{'' if won else ', dropped'}", flush=True)
    path.write_text(format_deal_list(states, kept, [ABOUT]), encoding="utf-8")
    print(f"# kept {len(kept)} of {len(deals)} at {states} states "
          f"in {time.monotonic() - start:.0f} s", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--states", type=int, default=None,
                        help=f"budget a deal in positions (the list's own, or {LIST_STATES})")
    parser.add_argument("--recheck", action="store_true",
                        help="re-solve the listed deals with the budget and rewrite the list")
    parser.add_argument("--wins", type=int, default=0,
                        help="stop when the list has this many deals (0: no limit)")
    parser.add_argument("--deals", type=int, default=0, help="stop after trying this many")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--width", type=int, default=0,
                        help="sift each deal with one beam search of this width first")
    parser.add_argument("--out", type=Path, help="the list (default resources/deals/...)")
    parser.add_argument("--progress", type=Path, help="the progress file")
    args = parser.parse_args()
    out = args.out or list_path(args.mode)
    recorded = read_list_states(out.read_text(encoding="utf-8")) if out.exists() else None
    states = args.states or recorded or LIST_STATES
    if args.recheck:
        recheck(out, states)
        print(f"{args.mode} winnable found: {len(read_codes(out))} deals")
        return
    if out.exists() and recorded != states:
        raise SystemExit(
            f"find_winnable: {out} records {recorded or 'no'} states as its budget, not "
            f"{states}: re-solve it first with --recheck --states {states}")
    progress = args.progress or (
        ROOT / "benchmarks" / "results" / f"find_winnable-{args.mode}.tried")
    out.parent.mkdir(parents=True, exist_ok=True)
    progress.parent.mkdir(parents=True, exist_ok=True)
    if not out.exists():
        out.write_text(format_deal_list(states, [], [ABOUT]), encoding="utf-8")
    listed = read_codes(out)
    done = read_codes(progress) | listed
    stop_at = time.monotonic() + args.minutes * 60 if args.minutes > 0 else float("inf")
    tried = 0
    for code in sample(args.mode, args.seed):
        if args.wins and len(listed) >= args.wins:
            break
        if (args.deals and tried >= args.deals) or time.monotonic() >= stop_at:
            break
        text = str(code)
        if text in done:
            continue
        tried += 1
        sift = beam_search(Game(code), args.width, states=states) if args.width else None
        if sift is not None and sift.result != "win":  # sifted out: solve is not asked
            answer: dict[str, object] = {"result": "unknown", "states": sift.states,
                                         "seconds": round(sift.seconds, 3)}
        else:
            answer = solve_code(text, states)
        line = list(answer.get("line", []))  # type: ignore[call-overload]
        if answer["result"] == "win":  # solve_code replayed it to a won game
            with out.open("a", encoding="utf-8") as f:
                f.write(" ".join([text, *line]) + "\n")
            listed.add(text)
        with progress.open("a", encoding="utf-8") as f:
            f.write(f"{text} {answer['result']} {answer['states']} "
                    f"{float(str(answer['seconds'])):.2f} {states}\n")
        done.add(text)
        print(f"# {text}: {answer['result']} ({answer['states']} states, "
              f"{answer['seconds']} s); list {len(listed)}", flush=True)
    print(f"{args.mode} winnable found: {len(listed)} deals")


if __name__ == "__main__":
    sys.exit(main())
