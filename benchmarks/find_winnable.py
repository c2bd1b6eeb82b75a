"""Make and extend the lists of deals proven winnable, ``resources/deals/winnable-<MODE>.txt``.

Solves seeded random deals of one mode, one at a time, ``--seconds`` each, and appends every
win to the list, one line a deal: the code, then its winning line in notation, separated by
spaces. Each win is replayed with ``Game.replay`` to a won game before it is written.

Resumable: every deal tried is appended to a progress file (``--progress``, default
``benchmarks/results/find_winnable-<MODE>.tried``: code, result, states, seconds), and a
later run with the same ``--seed`` skips the deals in it and in the list. Stop with
Ctrl+C at any time: what was found is already on disk.

    python benchmarks/find_winnable.py D3V [--seconds 5] [--wins 15] [--deals N] [--minutes M]

In Vegas the solver's beam search finds nearly every win (see ``solver.py``); with
``--beam-share 1`` the whole budget goes to it, and ``--width 40`` runs one beam search
of that width a deal, which sifts the most deals an hour: most D3V deals end it in a
fraction of a second. The Vegas lists were made with ``--seconds 4 --beam-share 1``
(D1V) and ``--width 40 --seconds 10`` (D3V).

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
from dsolitaire.engine.solver import beam_search, solve

ROOT = Path(__file__).resolve().parents[1]
MODES = ("D1N", "D3N", "D1V", "D3V")


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--seconds", type=float, default=5.0, help="budget a deal (5)")
    parser.add_argument("--wins", type=int, default=0,
                        help="stop when the list has this many deals (0: no limit)")
    parser.add_argument("--deals", type=int, default=0, help="stop after trying this many")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--beam-share", type=float, default=0.5,
                        help="share of a Vegas budget for the beam search (0.5; 1: only it)")
    parser.add_argument("--width", type=int, default=0,
                        help="only one beam search of this width a deal (fast sifting)")
    parser.add_argument("--out", type=Path, help="the list (default resources/deals/...)")
    parser.add_argument("--progress", type=Path, help="the progress file")
    args = parser.parse_args()
    out = args.out or list_path(args.mode)
    progress = args.progress or (
        ROOT / "benchmarks" / "results" / f"find_winnable-{args.mode}.tried")
    out.parent.mkdir(parents=True, exist_ok=True)
    progress.parent.mkdir(parents=True, exist_ok=True)
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
        if args.width:
            solution = beam_search(Game(code), args.width, seconds=args.seconds)
        else:
            solution = solve(Game(code), seconds=args.seconds, beam_share=args.beam_share)
        tried += 1
        line = [str(a) for a in solution.line]
        if solution.result == "win":
            if not Game.replay(code, line, stack=False).won:
                print(f"# {text}: the line does not replay to a win, skipped", file=sys.stderr)
            else:
                with out.open("a", encoding="utf-8") as f:
                    f.write(" ".join([text, *line]) + "\n")
                listed.add(text)
        with progress.open("a", encoding="utf-8") as f:
            f.write(f"{text} {solution.result} {solution.states} {solution.seconds:.2f}\n")
        done.add(text)
        print(f"# {text}: {solution.result} ({solution.states} states, "
              f"{solution.seconds:.1f} s); list {len(listed)}", flush=True)
    print(f"{args.mode} winnable found: {len(listed)} deals")


if __name__ == "__main__":
    main()
