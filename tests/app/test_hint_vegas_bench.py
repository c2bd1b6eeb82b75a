"""benchmarks/hint_vegas.py (issue 27, item 5): it measures the hint's first search as the
app runs it, on positions of greedy Vegas play that are the same on every run."""

from __future__ import annotations

import json

from helpers.scripts import load_benchmark

from dsolitaire.app.play.hinter import SOLVE_SECONDS
from dsolitaire.engine import Game, GameCode


def _load():
    return load_benchmark("hint_vegas")


def test_the_benchmark_gives_the_hint_its_first_search_budget() -> None:
    assert _load().SOLVE_SECONDS == SOLVE_SECONDS


def test_greedy_play_is_seeded_and_spreads_the_depths() -> None:
    bench = _load()
    first = bench.positions("D3V", 2, 3, 7)
    assert first == bench.positions("D3V", 2, 3, 7)
    assert len(first) == 6
    for code, line in first:
        game = Game.replay(code, line, stack=False)
        assert not game.won and game.code.vegas and game.code.draw == 3
    depths = [len(line) for _code, line in first[:3]]
    assert depths == sorted(depths) and depths[0] < depths[2]
    # the same deal numbers in the other mode
    assert [c.replace("-D1V-", "-D3V-") for c, _ in bench.positions("D1V", 2, 3, 7)] == [
        c for c, _ in first]
    line = bench.greedy_line(GameCode.parse(first[0][0]))
    assert line and len(line) < bench.MAX_STEPS


def test_a_short_run_prints_its_figures_last(capsys) -> None:
    bench = _load()
    bench.main(["--deals", "1", "--per-deal", "1", "--seconds", "0.2", "--modes", "D3V"])
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("# solver: ")
    assert out[-1].startswith("hint_decided_D3V: ") and out[-1].endswith(" %")


def test_a_budget_of_states_gives_the_same_answers_on_every_run(tmp_path) -> None:
    # --states: the same work on any machine, to compare two solvers (not the app's budget)
    bench = _load()
    runs = []
    for name in ("a", "b"):
        out = tmp_path / f"{name}.jsonl"
        bench.main(["--deals", "1", "--per-deal", "2", "--states", "3000", "--modes", "D1V",
                    "--out", str(out)])
        records = [json.loads(text) for text in out.read_text().splitlines()]
        assert all(r["budget_states"] == 3000 and "budget_seconds" not in r
                   for r in records)
        runs.append([(r["code"], r["depth"], r["result"], r["states"]) for r in records])
    assert len(runs[0]) == 2 and runs[0] == runs[1]
    assert all(states <= 3000 + 10 for *_rest, states in runs[0])
