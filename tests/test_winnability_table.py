"""benchmarks/winnability.py on a Dask LocalCluster with a few deals, and its resumable
results file (skipped where the optional extra ``cluster`` (distributed) is not installed,
unless ``DSOLITAIRE_REQUIRE_CLUSTER=1``: ``.ci/run`` installs it and sets that); the Vegas
rows' shared deal numbers and their combination (issue 27)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers.scripts import load_benchmark

from dsolitaire.engine import Game
from dsolitaire.engine.errors import IllegalMove
from dsolitaire.engine.winnable import read_deal_list


def _load():
    return load_benchmark("winnability")


def _need_cluster() -> None:
    if os.environ.get("DSOLITAIRE_REQUIRE_CLUSTER") == "1":
        import distributed  # noqa: F401  (fails the run where the extra is missing)
    else:
        pytest.importorskip("distributed")


def test_a_local_cluster_solves_the_sample_and_a_rerun_resumes(tmp_path: Path, capsys) -> None:
    _need_cluster()
    bench = _load()
    results, table = tmp_path / "results.jsonl", tmp_path / "winnability.md"
    common = ["--states", "5000", "--results", str(results), "--out", str(table)]
    bench.main(["--deals", "D1N=3", "--local-cluster", "1", *common])
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert sorted(r["code"] for r in records) == sorted(bench.sample("D1N", 3))
    assert all(r["budget_states"] == 5000 and r["result"] in ("win", "lost", "unknown")
               for r in records)
    won = sum(r["result"] == "win" for r in records)
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "# budget: 5000 states a deal"
    assert out[-1] == "winnability deals: 3 deals at 5000 states"
    assert f"| D1N | 3 | {won} |" in table.read_text()
    assert "| 5,000 states |" in table.read_text()
    # a larger sample keeps the first deals and solves only the new one (a local pool)
    bench.main(["--deals", "D1N=4", *common])
    lines = results.read_text().splitlines()
    assert len(lines) == 4 and [json.loads(x)["code"] for x in lines[:3]] == [
        r["code"] for r in records]
    assert "| D1N | 4 |" in table.read_text()
    # the answers of another budget are not used
    bench.main(["--deals", "D1N=4", "--table-only", "--states", "6000", *common[2:]])
    assert "| D1N | 0 |" in table.read_text()


def test_wilson_interval() -> None:
    bench = _load()
    lo, hi = bench.wilson(0, 10)
    assert lo == 0 and 0.27 < hi < 0.28  # the known 0/10 upper bound, 27.8 %
    lo, hi = bench.wilson(95, 100)
    assert 0.88 < lo < 0.89 and 0.97 < hi < 0.98


def test_the_vegas_rows_share_their_deal_numbers() -> None:
    bench = _load()
    ones, threes = bench.sample("D1V", 20), bench.sample("D3V", 20)
    assert [c.replace("-D1V-", "-D3V-") for c in ones] == threes
    assert bench.sample("D1N", 5) != [c.replace("-D1V-", "-D1N-") for c in ones[:5]]
    assert bench.sample("D3V", 30)[:20] == threes  # still a prefix-stable sample


def _record(code: str, result: str, moves: list[str] | None = None) -> dict[str, object]:
    record: dict[str, object] = {"code": code, "result": result, "states": 10,
                                 "seconds": 0.1, "budget_states": 10, "line": 0}
    if moves is not None:
        record["moves"] = moves
    return record


def test_the_vegas_rows_answer_each_other() -> None:
    """A D3V win (its line as draw 1, replayed) answers the D1V deal won, a D1V loss the
    D3V deal lost; a D3V line that does not replay in D1V answers nothing."""
    bench = _load()
    deals = Path(__file__).resolve().parents[1] / "resources" / "deals" / "winnable-D3V.txt"
    (code3, line3), = read_deal_list(deals.read_text(encoding="utf-8"))[:1]
    won3 = str(code3)
    won1 = won3.replace("-D3V-", "-D1V-")
    with pytest.raises(IllegalMove):  # only converted does it win in D1V
        Game.replay(won1, line3, stack=False)
    ones = [won1, "DS1-D1V-AAAAAAB", "DS1-D1V-AAAAAAC"]
    threes = [c.replace("-D1V-", "-D3V-") for c in ones]
    results = {r["code"]: r for r in [
        _record(won1, "unknown"), _record(won3, "win", line3),
        _record(ones[1], "lost"), _record(threes[1], "unknown"),
        _record(ones[2], "unknown"), _record(threes[2], "win", ["S", "W>F"])]}
    wanted = {"D1V": ones, "D3V": threes}
    combined, borrowed = bench.combine(results, wanted)
    assert borrowed == {"D1V": 1, "D3V": 1}
    assert combined[won1]["result"] == "win" and combined[won1]["from"] == won3
    assert combined[threes[1]]["result"] == "lost"
    assert combined[ones[2]]["result"] == "unknown"  # its D3V "line" does not win
    text = bench.table(results, wanted, dict.fromkeys(wanted, 10), "test")
    assert "| D1V | 3 | 1 | 1 | 1 |" in text
    assert "| D3V | 3 | 2 | 1 | 0 |" in text
    assert "D1V 1 won (of its 1), D3V 1 lost (of its 1)" in text
    # a D1V loss beside a D3V win contradicts the proof: the table is not written
    results[ones[1]], results[threes[1]] = _record(ones[1], "lost"), _record(
        threes[1], "win", ["S"])
    with pytest.raises(SystemExit, match="a proof is wrong"):
        bench.combine(results, wanted)


def test_a_run_keeps_the_lines_of_its_wins(tmp_path: Path) -> None:
    bench = _load()
    results, table = tmp_path / "results.jsonl", tmp_path / "winnability.md"
    bench.main(["--deals", "D1V=2,D3V=2", "--states", "3000", "--results", str(results),
                "--out", str(table)])
    records = [json.loads(line) for line in results.read_text().splitlines()]
    assert sorted(r["code"] for r in records) == sorted(
        bench.sample("D1V", 2) + bench.sample("D3V", 2))
    for r in records:
        assert ("moves" in r) == (r["result"] == "win")
        assert isinstance(r["line"], int)
    assert "The Vegas rows answer each other" in table.read_text()


def test_again_solves_a_modes_unknown_deals_and_the_new_record_supersedes(
        tmp_path: Path) -> None:
    bench = _load()
    results, table = tmp_path / "results.jsonl", tmp_path / "winnability.md"
    code = bench.sample("D1V", 1)[0]
    stale = {**_record(code, "unknown"), "budget_states": 3000, "states": 1}
    results.write_text(json.dumps(stale) + "\n")
    common = ["--deals", "D1V=1", "--states", "3000", "--results", str(results),
              "--out", str(table)]
    bench.main(common)  # resumes: nothing to solve
    assert len(results.read_text().splitlines()) == 1
    bench.main([*common, "--again", "d1v"])
    lines = results.read_text().splitlines()
    assert len(lines) == 2 and json.loads(lines[1])["code"] == code
    assert bench.read_results(results, 3000)[code]["states"] != 1  # the new one counts
    # the same solver would give the same answer: a second --again resumes, not repeats
    assert json.loads(lines[1])["revision"] == bench.SOLVER_REVISION
    assert json.loads(lines[1])["result"] == "unknown"  # at 3,000 states
    bench.main([*common, "--again", "d1v"])
    assert len(results.read_text().splitlines()) == 2


def test_deeper_gives_the_unknown_deals_a_second_budget_and_a_decided_one_counts(
        tmp_path: Path) -> None:
    bench = _load()
    results, table = tmp_path / "results.jsonl", tmp_path / "winnability.md"
    ones = bench.sample("D1V", 2)
    results.write_text("".join(json.dumps({**_record(code, "unknown"),
                                           "budget_states": 3000}) + "\n"
                               for code in ones))
    common = ["--deals", "D1V=2", "--states", "3000", "--results", str(results),
              "--out", str(table)]
    with pytest.raises(SystemExit, match="above --states"):
        bench.main([*common, "--again", "D1V", "--deeper", "3000"])
    bench.main([*common, "--again", "D1V", "--deeper", "4000"])
    deeper = bench.read_results(results, 4000)
    assert sorted(deeper) == sorted(ones)  # both unknown deals, with the larger budget
    assert bench.read_results(results, 3000)[ones[0]]["result"] == "unknown"  # kept
    # a decided record of the larger budget answers the deal; an unknown one does not
    deeper[ones[0]] = {**deeper[ones[0]], "result": "win"}
    deeper[ones[1]] = {**deeper[ones[1]], "result": "unknown"}
    text = bench.table(bench.read_results(results, 3000), {"D1V": ones}, {"D1V": 3000},
                       "test", "", deeper, 4000)
    assert "| D1V | 2 | 1 | 0 | 1 |" in text
    assert "3,000 states (4,000 for 2 deals unknown at it) |" in text
    text = bench.table(bench.read_results(results, 3000), {"D1V": ones}, {"D1V": 3000},
                       "test")
    assert "| D1V | 2 | 0 | 0 | 2 |" in text and "unknown at it" not in text
    # the same solver would answer the same: a second run resumes, it does not repeat
    count = len(results.read_text().splitlines())
    bench.main([*common, "--again", "D1V", "--deeper", "4000"])
    assert len(results.read_text().splitlines()) == count


def test_the_published_rows_are_the_records_of_both_budgets() -> None:
    """docs/winnability.md's rows come from the shipped results file, the D1V deals
    unknown at 200,000 states answered by their records of 900,000 (--deeper)."""
    bench = _load()
    wanted = {mode: bench.sample(mode, 1000) for mode in bench.MODES}
    text = bench.table(bench.read_results(bench.RESULTS, 200000), wanted,
                       dict.fromkeys(wanted, 200000), "test", "",
                       bench.read_results(bench.RESULTS, 900000), 900000)
    rows = [line for line in text.splitlines() if line.startswith("| D")]
    published = bench.TABLE.read_text(encoding="utf-8").splitlines()
    assert len(rows) == 4 and all(row in published for row in rows), rows
    assert "(900,000 for 525 deals unknown at it)" in rows[2]
