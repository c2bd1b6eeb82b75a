"""benchmarks/lost_trees.py (issue 27): the time the sound search takes to prove the sampled
D3V deals lost, and a check that they all still are."""

from __future__ import annotations

from helpers.scripts import load_benchmark


def test_small_lost_trees_are_counted_and_the_time_printed_last(capsys) -> None:
    bench = _load()
    code = bench.main(["--rounds", "2", "--deals", "DS1-D3V-UXDQYSW,DS1-D3V-EFFYCUI"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert out[0].startswith("# DS1-D3V-UXDQYSW: lost 49 positions ") and out[0].endswith(" s")
    assert out[1].startswith("# DS1-D3V-EFFYCUI: lost 12 positions ") and out[1].endswith(" s")
    assert out[-2] == "lost trees positions: 61 positions"
    assert out[-1].startswith("lost trees time: ") and out[-1].endswith(" s")


def test_a_deal_not_proven_lost_is_named_and_fails_the_run(capsys) -> None:
    # within 5 positions the sound search cannot exhaust VANDGNJ (41,214 positions)
    code = _load().main(["--rounds", "1", "--states", "5", "--deals",
                         "DS1-D3V-TVFVQUT,DS1-D3V-VANDGNJ"])
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert "# not proven lost: DS1-D3V-VANDGNJ" in out
    assert not any("not proven lost: DS1-D3V-TVFVQUT" in line for line in out)


def test_the_sample_is_the_listed_deals() -> None:
    bench = _load()
    assert len(bench.CODES) == 21 == len(set(bench.CODES))
    assert all(code.startswith("DS1-D3V-") and len(code) == 15 for code in bench.CODES)


def _load():
    return load_benchmark("lost_trees")
