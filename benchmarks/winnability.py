"""The winnability table: solve a seeded sample of deals per mode, write ``docs/winnability.md``.

Every deal is one job, ``dsolitaire.engine.winnable.solve_code(code, states)``, sent
through a ``concurrent.futures`` executor: a local process pool (default, ``--workers``),
or a Dask cluster (``pip install -e .[cluster]``): ``--scheduler tcp://host:8786`` for a
running one, ``--local-cluster N`` for a LocalCluster of N worker processes here. Both
use ``distributed.Client(...).get_executor()``: the same code runs everywhere.

The budget is in states (``--states``, default 200,000 positions a deal): the search is
split by states alone, so every answer in the table comes back the same on any machine
(``dsolitaire-engine solve CODE --states N``); only the seconds it took differ.

The Vegas rows answer each other (issue 27). Vegas draw 3 is a restriction of Vegas draw 1
on the same deal number (proved in ``dsolitaire/engine/solver.py``'s notes): a D1V deal
proven lost proves the D3V deal of the same number lost, and a D3V win, its line converted
by ``line_as_draw1`` and replayed in D1V, proves the D1V deal won. So the D3V sample is the
D1V sample's deal numbers (before issue 27 it had numbers of its own; those records stay
in the results file, unused), and where both modes have an answer for a deal number the
table combines them (:func:`combine`) and says how many answers came from the other mode.

The results file (``--results``, JSON lines keyed by code and budget: ``budget_states``;
a win's record keeps its line as ``moves``, which the combination replays)
is written as each job ends: stop at any time and run again to resume; a larger
``--deals`` extends the same seeded sample (the first n deals of a mode are always the
same). Records of another budget (older ones were in seconds, ``budget``) are kept but
not used; a later record of a code and budget supersedes an earlier one, which is how
``--again D1V`` solves a mode's unknown deals again with a newer solver. Each record keeps
the solver's ``revision`` (the start of the SHA-256 of ``solver.py``), and ``--again``
skips an unknown deal whose record has this revision (its answer would come back the
same), so a cut run of ``--again`` resumes too. The table is made
from the results file alone (``--table-only`` makes it without solving).

``--deeper N`` (issue 27) gives the deals of the ``--again`` modes that are still unknown at
``--states`` a second, larger budget of N states: each becomes a record of budget N, and a
decided one (a win replays, a loss is an exhausted sound search: a proof at any budget)
answers the deal in the table, whose budget column then says how many deals got N. Pass
the same ``--deeper`` with ``--table-only`` to make that table again.

    python benchmarks/winnability.py [--deals D1N=1000,D3N=1000,D1V=30,D3V=30]
        [--states 200000] [--workers 1] [--scheduler ADDR | --local-cluster N]
        [--again D1V,D3V [--deeper 900000]]

The last line is ``winnability deals: <n> deals at <N> states`` (all deals in the table).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import platform
import random
import time
from collections.abc import Iterable, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from contextlib import contextmanager
from pathlib import Path

from dsolitaire.engine import DEAL_COUNT, Action, Game, GameCode
from dsolitaire.engine import solver as solver_module
from dsolitaire.engine.solver import line_as_draw1
from dsolitaire.engine.winnable import LIST_STATES, solve_code

ROOT = Path(__file__).resolve().parents[1]
MODES = ("D1N", "D3N", "D1V", "D3V")
RESULTS = ROOT / "benchmarks" / "results" / "winnability.jsonl"
TABLE = ROOT / "docs" / "winnability.md"
Z = 1.959963984540054  # 95 %


def sample(mode: str, count: int, seed: int = 2026) -> list[str]:
    """The first ``count`` codes of the seeded sample of a mode (a prefix-stable list).
    D3V draws the same deal numbers as D1V (so that the two answer each other)."""
    draw, vegas = int(mode[1]), mode[2] == "V"
    rng = random.Random(f"winnability-{seed}-{'D1V' if vegas else mode}")
    return [str(GameCode(rng.randrange(DEAL_COUNT), draw, vegas)) for _ in range(count)]


def wilson(k: int, n: int, z: float = Z) -> tuple[float, float]:
    """The Wilson score interval of a proportion k/n."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def read_results(path: Path, states: int) -> dict[str, dict[str, object]]:
    """The results so far with a budget of ``states``, by code (a damaged line, e.g. cut
    by a kill, is skipped; so are the records of another budget)."""
    results: dict[str, dict[str, object]] = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if (isinstance(record, dict) and "code" in record and "result" in record
                    and record.get("budget_states") == states):
                results[str(record["code"])] = record
    return results


def deepen(results: dict[str, dict[str, object]], deeper: dict[str, dict[str, object]],
           ) -> dict[str, dict[str, object]]:
    """The ``results`` of the table's budget, with each unknown deal that a record of the
    larger budget (``deeper``, by code) decided answered by that record."""
    merged = dict(results)
    for code, record in deeper.items():
        if (code in merged and merged[code]["result"] == "unknown"
                and record["result"] in ("win", "lost")):
            merged[code] = record
    return merged


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
            f"Python {platform.python_version()}")


#: ``compiled`` when the mypyc extension of ``make compile`` is what ``import solver``
#: gives here (the workers import the same one), else ``pure``.
SOLVER_KIND = "pure" if str(getattr(solver_module, "__file__", "")).endswith(".py") \
    else "compiled"

#: which solver a record's answer came from: the start of the SHA-256 of ``solver.py``
#: (the same source for the pure and the compiled build); ``--again`` skips an unknown
#: deal already solved by this one
SOLVER_REVISION = hashlib.sha256(
    Path(str(solver_module.__file__)).with_name("solver.py").read_bytes()).hexdigest()[:12]


def run(jobs: Iterable[tuple[str, int]], executor: Executor, results: Path) -> int:
    """Solve every (code, states) job on ``executor``; append each answer to ``results``
    as it comes. Returns the number of jobs run."""
    results.parent.mkdir(parents=True, exist_ok=True)
    budget = {executor.submit(solve_code, code, states): states for code, states in jobs}
    done = 0
    with results.open("a", encoding="utf-8") as out:
        for future in as_completed(budget):
            record = dict(future.result())
            record["budget_states"] = budget[future]
            record["solver"] = SOLVER_KIND  # for the speed only: both give the same answers
            record["revision"] = SOLVER_REVISION
            if record["result"] == "win":  # the line, for the combination of the Vegas rows
                record["moves"] = list(record["line"])  # type: ignore[call-overload]
            record["line"] = len(record["line"])  # type: ignore[arg-type]  # its length
            out.write(json.dumps(record) + "\n")
            out.flush()
            done += 1
            print(f"# {record['code']}: {record['result']} ({record['states']} states, "
                  f"{record['seconds']} s)", flush=True)
    return done


def partner(code: str) -> str:
    """The code of the same deal number in the other Vegas mode (D1V <-> D3V)."""
    parsed = GameCode.parse(code)
    return str(GameCode(parsed.deal, 4 - parsed.draw, True))


def as_draw1_win(code3: str, moves: list[str]) -> list[str] | None:
    """The D3V winning line ``moves`` of ``code3`` as a D1V line (each click of k cards
    as k clicks), if it replays to a won D1V game; otherwise None."""
    game = Game(GameCode.parse(code3))
    try:
        line = [str(a) for a in line_as_draw1(game, [Action.parse(m) for m in moves])]
        won = Game.replay(partner(code3), line, stack=False).won
    except ValueError:  # a line that does not parse or play (EngineError)
        return None
    return line if won else None


def combine(results: dict[str, dict[str, object]], wanted: dict[str, list[str]],
            ) -> tuple[dict[str, dict[str, object]], dict[str, int]]:
    """The results with the Vegas rows answering each other where both modes ran the
    same deal number: a D3V win (converted, replayed in D1V) answers an unknown D1V deal
    ``win``, a D1V loss answers an unknown D3V deal ``lost`` (the record gets ``from`` the
    other code). Returns the combined results and, by mode, how many answers came from
    the other mode. A D1V loss beside a D3V win would contradict the proof: it stops."""
    combined = dict(results)
    borrowed = {"D1V": 0, "D3V": 0}
    threes = set(wanted.get("D3V", ()))
    for code1 in wanted.get("D1V", ()):
        code3 = partner(code1)
        if code3 not in threes or code1 not in results or code3 not in results:
            continue
        one, three = results[code1], results[code3]
        if one["result"] == "lost" and three["result"] == "win":
            raise SystemExit(f"winnability: {code1} proven lost but {code3} won: a proof "
                             "is wrong (Vegas draw 3 is a restriction of draw 1)")
        if one["result"] == "unknown" and three["result"] == "win":
            moves = three.get("moves")
            if isinstance(moves, list) and as_draw1_win(code3, moves) is not None:
                combined[code1] = {**one, "result": "win", "from": code3}
                borrowed["D1V"] += 1
        if three["result"] == "unknown" and one["result"] == "lost":
            combined[code3] = {**three, "result": "lost", "from": code1}
            borrowed["D3V"] += 1
    return combined, borrowed


#: Deals per mode that the table is meant to reach (issue 9; the Vegas rows 1,000 since
#: issue 27).
TARGETS = {"D1N": 1000, "D3N": 1000, "D1V": 1000, "D3V": 1000}


def table(results: dict[str, dict[str, object]], wanted: dict[str, list[str]],
          budgets: dict[str, int], host: str, note: str = "",
          deeper: dict[str, dict[str, object]] | None = None, deeper_states: int = 0,
          ) -> str:
    """``docs/winnability.md`` from the results of the wanted samples (the Vegas rows
    combined, :func:`combine`); ``deeper``: the records of ``deeper_states``, which
    answer the deals they decided (:func:`deepen`)."""
    deeper = deeper or {}
    spent_on = {c for c in deeper if c in results and results[c]["result"] == "unknown"}
    own = {**{f"{c} {r.get('budget_states')}": r for c, r in results.items()},
           **{f"{c} {r.get('budget_states')}": r for c, r in deeper.items()}}
    results, borrowed = combine(deepen(results, deeper), wanted)
    lines = [
        "# How often can Double Solitaire be won?",
        "",
        "Made by `benchmarks/winnability.py` (do not edit by hand). Each deal of a seeded",
        "random sample was solved from its first card by the engine's solver",
        "(`dsolitaire/engine/solver.py`, pure Python, or its compiled build, which gives",
        "the same answers), which knows every card, face-down ones included: a *won* deal",
        "has a line that replays to a win, a *lost* one was searched exhaustively, an",
        "*unknown* one ran out of its budget.",
        "",
        "The budget is in positions (states), not seconds: the search splits it by states",
        "alone, so each deal's answer, and a win's line, is the same on every machine",
        "(`dsolitaire-engine solve CODE --states N` shows it; only the time differs).",
        "",
        "The winnable share is given with a 95 % Wilson interval twice: counting the",
        "unknown deals as lost (a lower bound) and as won (an upper bound). The share",
        "itself lies, with 95 % confidence, between the lower end of the first and the",
        "upper end of the second.",
        "",
        "| Mode | Deals | Won | Lost | Unknown | Winnable, unknown as lost | "
        "Winnable, unknown as won | 95 % interval | Budget a deal |",
        "|---|---:|---:|---:|---:|---|---|---|---:|",
    ]
    for mode, codes in wanted.items():
        rows = [results[c] for c in codes if c in results]
        spent = f"{budgets[mode]:,} states"
        again = sum(c in spent_on for c in codes)
        if again:
            spent += f" ({deeper_states:,} for {again:,} deals unknown at it)"
        n = len(rows)
        won = sum(r["result"] == "win" for r in rows)
        lost = sum(r["result"] == "lost" for r in rows)
        unknown = n - won - lost
        lo1, hi1 = wilson(won, n)
        lo2, hi2 = wilson(won + unknown, n)
        share1 = won / n if n else 0.0
        share2 = (won + unknown) / n if n else 1.0
        lines.append(
            f"| {mode} | {n} | {won} | {lost} | {unknown} | "
            f"{share1:.1%} ({lo1:.1%}–{hi1:.1%}) | {share2:.1%} ({lo2:.1%}–{hi2:.1%}) | "
            f"{lo1:.1%}–{hi2:.1%} | {spent} |")
    total_states = sum(int(str(r["states"])) for r in own.values())
    total_seconds = sum(float(str(r["seconds"])) for r in own.values())
    lines += [""]
    if "D1V" in wanted and "D3V" in wanted:
        both = len(set(wanted["D1V"]) & {partner(c) for c in wanted["D3V"]})
        won1, lost3 = cell(results, wanted, "D1V", "win"), cell(results, wanted, "D3V", "lost")
        lines += [
            "The Vegas rows answer each other: Vegas draw 3 is a restriction of Vegas draw 1",
            "on the same deal number (proved in the solver's notes), so a D1V deal proven lost",
            "proves the D3V deal lost, and a D3V win, its line with each click of k cards",
            "played as k clicks and replayed in D1V, proves the D1V deal won. The two rows",
            f"share their deal numbers ({both:,} deal numbers in both). Answers that came from",
            f"the other mode: D1V {borrowed['D1V']} won (of its {won1}), "
            f"D3V {borrowed['D3V']} lost (of its {lost3}).",
            "",
        ]
    speeds = []
    for kind in ("pure", "compiled"):
        mine = [r for r in own.values() if r.get("solver", "pure") == kind]
        if mine:
            states = sum(int(str(r["states"])) for r in mine)
            seconds = sum(float(str(r["seconds"])) for r in mine)
            speeds.append(f"{kind} {states / max(seconds, 1e-9):,.0f} ({len(mine):,} deals)")
    lines += [
        f"Machine (for the time only): {host}; one core a deal. The solver searched "
        f"{total_states / max(total_seconds, 1e-9):,.0f} positions a second on average "
        f"({', '.join(speeds)}; records without a solver field are pure), "
        f"{total_seconds / 60:,.1f} minutes in all.",
        "",
        "Modes: D1/D3 draw one or three cards; N is Normal scoring (unlimited passes",
        "through the stock), V is Vegas (a single pass).",
        "",
    ]
    short = [f"{mode} ({sum(c in results for c in codes)} of {TARGETS[mode]})"
             for mode, codes in wanted.items()
             if sum(c in results for c in codes) < TARGETS.get(mode, 0)]
    if short:
        lines += [
            "Not yet the planned sample size: " + ", ".join(short) + ". Run the script",
            "again with a larger `--deals`: it resumes.",
            "",
        ]
    if note:
        lines += [note, ""]
    return "\n".join(lines)


def cell(results: dict[str, dict[str, object]], wanted: dict[str, list[str]], mode: str,
         result: str) -> int:
    """How many deals of a mode's sample have ``result``."""
    return sum(results[c]["result"] == result for c in wanted.get(mode, ()) if c in results)


@contextmanager
def executor_for(args: argparse.Namespace) -> Iterator[Executor]:
    if args.scheduler or args.local_cluster:
        from distributed import Client, LocalCluster  # the optional extra "cluster"

        if args.scheduler:
            with Client(args.scheduler) as client:
                yield client.get_executor()
        else:
            with (LocalCluster(n_workers=args.local_cluster, threads_per_worker=1,
                               dashboard_address=None) as cluster,
                  Client(cluster) as client):
                yield client.get_executor()
    else:
        import multiprocessing

        with ProcessPoolExecutor(args.workers,
                                 mp_context=multiprocessing.get_context("spawn")) as pool:
            yield pool


def parse_deals(text: str) -> dict[str, int]:
    """``D1N=100,D3V=30`` or a single number for every mode."""
    if "=" not in text:
        return dict.fromkeys(MODES, int(text))
    counts: dict[str, int] = {}
    for part in text.split(","):
        mode, _, count = part.partition("=")
        mode = mode.strip().upper()
        if mode not in MODES:
            raise SystemExit(f"winnability: unknown mode {mode!r} (one of {', '.join(MODES)})")
        counts[mode] = int(count)
    return counts


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", default="D1N=1000,D3N=1000,D1V=30,D3V=30",
                        help="deals per mode: D1N=100,D3V=30 or one number for all")
    parser.add_argument("--states", type=int, default=LIST_STATES,
                        help=f"budget a deal in positions ({LIST_STATES})")
    parser.add_argument("--workers", type=int, default=1, help="local worker processes")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler")
    parser.add_argument("--local-cluster", type=int, default=0, metavar="N",
                        help="run on a Dask LocalCluster of N workers")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--out", type=Path, default=TABLE)
    parser.add_argument("--table-only", action="store_true", help="only write the table")
    parser.add_argument("--note", default="", help="a paragraph to add under the table")
    parser.add_argument("--again", default="", metavar="MODES",
                        help="solve again the unknown deals of these modes (D1V,D3V): a "
                             "newer solver may decide them; the new record supersedes")
    parser.add_argument("--deeper", type=int, default=0, metavar="N",
                        help="solve the unknown deals of the --again modes with N states "
                             "(above --states); a decided answer counts in the table")
    args = parser.parse_args(argv)
    counts = parse_deals(args.deals)
    wanted = {mode: sample(mode, count, args.seed) for mode, count in counts.items()}
    if args.states <= 0:
        raise SystemExit(f"winnability: --states must be above 0, not {args.states}")
    budgets = dict.fromkeys(wanted, args.states)
    print(f"# budget: {args.states} states a deal", flush=True)
    results = read_results(args.results, args.states)
    again = {m.strip().upper() for m in args.again.split(",") if m.strip()}
    if args.deeper and args.deeper <= args.states:
        raise SystemExit(f"winnability: --deeper must be above --states ({args.states}), "
                         f"not {args.deeper}")
    deeper = read_results(args.results, args.deeper) if args.deeper else {}
    if args.deeper:  # a second budget for the unknown deals; the first one stays as it is
        jobs = [(code, args.deeper) for mode, codes in wanted.items() if mode in again
                for code in codes if code in results
                and results[code]["result"] == "unknown"
                and deeper.get(code, {}).get("revision") != SOLVER_REVISION]
    else:
        jobs = [(code, budgets[mode]) for mode, codes in wanted.items()
                for code in codes if code not in results
                or (mode in again and results[code]["result"] == "unknown"
                    and results[code].get("revision") != SOLVER_REVISION)]
    start = time.monotonic()
    if jobs and not args.table_only:
        with executor_for(args) as executor:
            ran = run(jobs, executor, args.results)
        print(f"# {ran} deals solved in {time.monotonic() - start:.0f} s", flush=True)
        results = read_results(args.results, args.states)
        deeper = read_results(args.results, args.deeper) if args.deeper else {}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(table(results, wanted, budgets, machine(), args.note, deeper,
                              args.deeper), encoding="utf-8")
    total = sum(c in results for codes in wanted.values() for c in codes)
    print(f"winnability deals: {total} deals at {args.states} states")


if __name__ == "__main__":
    main()
