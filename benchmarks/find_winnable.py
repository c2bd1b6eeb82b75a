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
    python benchmarks/find_winnable.py D1V --from-draw3

After a Vegas list changes, ``python benchmarks/daily_calendar.py`` gives its new deals
to the days of the daily-deal calendar (``resources/deals/daily-<MODE>.txt``) whose deal
a recheck dropped, then to new days at its end; no other day's deal changes.

``--from-draw3`` (D1V only; issue 27) adds every deal of the D3V list to the D1V list: Vegas
draw 3 is a restriction of Vegas draw 1 on the same deal number (``dsolitaire/engine/
solver.py``'s notes), so the D3V line with each click of k cards played as k clicks
(``line_as_draw1``) wins the D1V deal. Those deals follow the D1V list's own, under the
comment line :data:`FROM_DRAW3`; their line is the converted one of the line that
``solve(Game(D3V code), states=N)`` finds, with the same budget N (a D3V list of another
budget is refused), replayed in D1V before it is written. A deal the D1V list already
holds keeps its own line. Run it again after the D3V list grows; ``--recheck`` of the
D1V list re-solves its own deals and converts the D3V list's again.

``--width 40`` first sifts each deal with one beam search of that width within the same
budget (most deals that it does not win end it in a fraction of a second) and solves only
the deals it wins; the line written is still the one ``solve(states=N)`` finds.

``--jobs N`` solves N deals at once in worker processes, ``--recheck`` too; the list and
the progress file are written by the main process alone, in the sample's (or the list's)
order, so the result is the same as with one job (a stop drops the deals still being
solved: a rerun tries them).

The last line is ``<MODE> winnable found: <n> deals`` (the size of the list).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from collections import deque
from collections.abc import Iterator
from multiprocessing.pool import AsyncResult, Pool
from pathlib import Path

from dsolitaire.engine import DEAL_COUNT, Action, Game, GameCode
from dsolitaire.engine.solver import beam_search, line_as_draw1
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


#: the comment line above the D1V list's deals converted from the D3V list (--from-draw3)
FROM_DRAW3 = ("from winnable-D3V.txt: the D3V line with each click of k cards as k clicks "
              "(Vegas draw 3 is a restriction of Vegas draw 1 on the same deal number)")


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


def try_deal(job: tuple[str, int, int]) -> tuple[str, dict[str, object]]:
    """One deal tried: sifted by a beam of ``width`` (0: none), then solved with
    ``states`` (a worker of ``--jobs`` runs it; the answer goes back to the one writer)."""
    text, width, states = job
    sift = beam_search(Game(GameCode.parse(text)), width, states=states) if width else None
    if sift is not None and sift.result != "win":  # sifted out: solve is not asked
        return text, {"result": "unknown", "states": sift.states,
                      "seconds": round(sift.seconds, 3)}
    return text, solve_code(text, states)


def in_order(pool: Pool, jobs: Iterator[tuple[str, int, int]],
             ahead: int) -> Iterator[tuple[str, dict[str, object]]]:
    """``try_deal`` of each job in ``pool``, answered in the jobs' order, with at most
    ``ahead`` started before the one waited for (``Pool.imap`` would read the endless
    sample to its end first)."""
    running: deque[AsyncResult[tuple[str, dict[str, object]]]] = deque()
    for job in jobs:
        running.append(pool.apply_async(try_deal, (job,)))
        if len(running) >= ahead:
            yield running.popleft().get()
    while running:
        yield running.popleft().get()


def converted(draw3: str) -> list[tuple[str, list[str]]]:
    """The deals of a D3V list's text as D1V deals: the same deal numbers, each line with
    its clicks split (``line_as_draw1``) and replayed to a won D1V game (a line that does
    not win is left out, said on stderr)."""
    deals: list[tuple[str, list[str]]] = []
    for code3, texts in read_deal_list(draw3):
        code1 = GameCode(code3.deal, 1, True)
        line = [str(a) for a in line_as_draw1(Game(code3), [Action.parse(t) for t in texts])]
        if Game.replay(code1, line, stack=False).won:
            deals.append((str(code1), line))
        else:  # cannot happen (the notes' proof); said, not written
            print(f"# {code3}: its line as draw 1 does not win {code1}", file=sys.stderr)
    return deals


def own_deals(text: str) -> list[tuple[str, list[str]]]:
    """A D1V list's own deals: those above the :data:`FROM_DRAW3` line (all, without it)."""
    own = text.split(f"# {FROM_DRAW3}\n", 1)[0]
    return [(str(code), line) for code, line in read_deal_list(own)]


def write_with_draw3(path: Path, states: int, own: list[tuple[str, list[str]]],
                     draw3: Path) -> int:
    """Write the D1V list at ``path``: its budget, its ``own`` deals, then the D3V list's
    deals (of the same budget) converted, those of a deal number not in ``own``. Returns
    how many were added."""
    text3 = draw3.read_text(encoding="utf-8")
    if read_list_states(text3) != states:
        raise SystemExit(f"find_winnable: {draw3} records {read_list_states(text3)} states, "
                         f"not the D1V list's {states}: re-solve it first with --recheck")
    mine = {code for code, _line in own}
    added = [(code, line) for code, line in converted(text3) if code not in mine]
    text = format_deal_list(states, own, [ABOUT])
    if added:
        text += format_deal_list(states, added, [FROM_DRAW3]).split("\n", 1)[1]
    path.write_text(text, encoding="utf-8")
    return len(added)


def recheck(path: Path, states: int, jobs: int = 1) -> None:
    """Re-solve every deal of the list at ``path`` with ``states`` (``jobs`` at once, in
    worker processes) and rewrite it: the budget line, then each deal won with the line
    the solver returned, in the list's order."""
    text = path.read_text(encoding="utf-8")
    draw3 = FROM_DRAW3 in text
    deals = [(GameCode.parse(code), line) for code, line in own_deals(text)]
    kept: list[tuple[str, list[str]]] = []
    start = time.monotonic()
    todo = ((str(code), 0, states) for code, _ in deals)
    pool = multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else None
    answers = in_order(pool, todo, 2 * jobs) if pool is not None else map(try_deal, todo)
    for (code, old), (_, answer) in zip(deals, answers, strict=True):
        line = list(answer.get("line", []))  # type: ignore[call-overload]
        won = answer["result"] == "win"
        if won:
            kept.append((str(code), line))
        print(f"# {code}: {answer['result']} ({answer['states']} states, "
              f"{answer['seconds']} s){'' if not won or line == old else ', a new line'}"
              f"{'' if won else ', dropped'}", flush=True)
    if pool is not None:
        pool.close()
    path.write_text(format_deal_list(states, kept, [ABOUT]), encoding="utf-8")
    print(f"# kept {len(kept)} of {len(deals)} at {states} states "
          f"in {time.monotonic() - start:.0f} s", flush=True)
    if draw3:  # the deals converted from the D3V list: converted again, not solved
        added = write_with_draw3(path, states, kept, path.with_name("winnable-D3V.txt"))
        print(f"# {added} deals converted from the D3V list again", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("mode", choices=MODES)
    parser.add_argument("--states", type=int, default=None,
                        help=f"budget a deal in positions (the list's own, or {LIST_STATES})")
    parser.add_argument("--recheck", action="store_true",
                        help="re-solve the listed deals with the budget and rewrite the list")
    parser.add_argument("--from-draw3", action="store_true",
                        help="D1V: add the D3V list's deals with their lines as draw 1")
    parser.add_argument("--wins", type=int, default=0,
                        help="stop when the list has this many deals (0: no limit)")
    parser.add_argument("--deals", type=int, default=0, help="stop after trying this many")
    parser.add_argument("--minutes", type=float, default=0.0, help="stop after this long")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--width", type=int, default=0,
                        help="sift each deal with one beam search of this width first")
    parser.add_argument("--jobs", type=int, default=1,
                        help="solve this many deals at once, in worker processes")
    parser.add_argument("--out", type=Path, help="the list (default resources/deals/...)")
    parser.add_argument("--progress", type=Path, help="the progress file")
    args = parser.parse_args()
    out = args.out or list_path(args.mode)
    recorded = read_list_states(out.read_text(encoding="utf-8")) if out.exists() else None
    states = args.states or recorded or LIST_STATES
    if args.from_draw3:
        if args.mode != "D1V" or not out.exists():
            raise SystemExit("find_winnable: --from-draw3 adds the D3V list to a D1V list")
        text = out.read_text(encoding="utf-8")
        added = write_with_draw3(out, states, own_deals(text),
                                 out.with_name("winnable-D3V.txt"))
        print(f"# {added} deals added from the D3V list", flush=True)
        print(f"{args.mode} winnable found: {len(read_codes(out))} deals")
        return
    if args.recheck:
        recheck(out, states, args.jobs)
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
    todo = ((str(code), args.width, states) for code in sample(args.mode, args.seed)
            if str(code) not in done)
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    answers = in_order(pool, todo, 2 * args.jobs) if pool is not None else map(try_deal, todo)
    for tried, (text, answer) in enumerate(answers):
        # the answers come in the sample's order, whatever the jobs: a run repeats
        if args.wins and len(listed) >= args.wins:
            break
        if (args.deals and tried >= args.deals) or time.monotonic() >= stop_at:
            break
        line = list(answer.get("line", []))  # type: ignore[call-overload]
        if answer["result"] == "win":  # solve_code replayed it to a won game
            current = out.read_text(encoding="utf-8")
            if FROM_DRAW3 in current:  # the list's own deals stay above the converted
                write_with_draw3(out, states, [*own_deals(current), (text, line)],
                                 out.with_name("winnable-D3V.txt"))
            else:
                with out.open("a", encoding="utf-8") as f:
                    f.write(" ".join([text, *line]) + "\n")
            listed.add(text)
        with progress.open("a", encoding="utf-8") as f:
            f.write(f"{text} {answer['result']} {answer['states']} "
                    f"{float(str(answer['seconds'])):.2f} {states}\n")
        done.add(text)
        print(f"# {text}: {answer['result']} ({answer['states']} states, "
              f"{answer['seconds']} s); list {len(listed)}", flush=True)
    if pool is not None:
        pool.terminate()  # the deals still being solved are not recorded: a rerun does them
    print(f"{args.mode} winnable found: {len(listed)} deals")


if __name__ == "__main__":
    main()
