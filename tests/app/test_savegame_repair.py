"""A saved game whose only fault is a field the game can do without (the clock, the move
counter, an unknown field a newer or older version writes) is repaired, said in the log,
and played on; only what the game cannot be rebuilt without (the format, the code, the
line of actions) makes it unusable. Through the real start path: ``main()`` in a child."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.started_app import data_folder, run_main

CODE = "DS1-D1N-AAAAAAB"


def header(**fields: object) -> bytes:
    data: dict[str, object] = {"format": "dsolitaire-game", "version": 2, "code": CODE,
                               "actions": ["5>2", "S"], "moves": 2, "elapsed_ms": 1000}
    data.update(fields)
    return (json.dumps(data) + "\n").encode()


def folder(home: Path) -> Path:
    f = data_folder(home)
    f.mkdir(parents=True, exist_ok=True)
    return f


@pytest.mark.parametrize("raw", [
    header(elapsed_ms=-5000),
    header(elapsed_ms="5 s"),
    header(moves=-1),
    header().rstrip(b"\n") + b'\n{"keep":2,"add":["S"],"moves":3,"elapsed_ms":-5000}\n',
], ids=["clock -5000 ms", "clock a string", "moves -1", "journal clock -5000 ms"])
def test_a_saved_game_with_a_bad_clock_or_counter_goes_on_and_the_log_says_so(
        tmp_path: Path, raw: bytes) -> None:
    data = folder(tmp_path)
    (data / "current-game.json").write_bytes(raw)
    seen, log = run_main(tmp_path, close=True)
    assert seen["NOTICE"] == "-"
    assert seen["LINE"].split()[:2] == ["5>2", "S"]
    assert int(seen["MOVES"]) >= 2 and seen["CLOCK"] == "True"
    assert not list(data.glob("current-game.damaged-*"))
    assert "saved game" in log and "repaired" in log  # said in the log, once
    assert log.count("repaired") == 1
