"""A saved game whose only fault is a field the game can do without (the clock, the move
counter, an unknown field a newer or older version writes) is repaired, said in the log,
and played on; only what the game cannot be rebuilt without (the format, the code, the
line of actions) makes it unusable. Through the real start path: ``main()`` in a child."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CODE = "DS1-D1N-AAAAAAB"

CHILD = r"""
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
tries = [0]
def check():
    from dsolitaire.app.ui.window import MainWindow
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    tries[0] += 1
    if not windows or (windows[0].store.notice and windows[0].notice_box is None
                       and tries[0] < 100):
        QTimer.singleShot(30, check)
        return
    w = windows[0]
    box = w.notice_box
    print("NOTICE:", box.text() if box else "-")
    print("MOVES:", w.controller.game.moves)
    print("LINE:", " ".join(str(a) for a in w.controller.line))
    print("CLOCK:", w.controller.clock.elapsed_ms() >= 0)
    sys.stdout.flush()
    w.close()
    os._exit(0)
QTimer.singleShot(0, check)
from dsolitaire.app.main import main
sys.exit(main([]))
"""


def start(home: Path) -> tuple[dict[str, str], str]:
    env = dict(os.environ, XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "cfg"), HOME=str(home),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_RUNTIME_DIR=str(home / "run"))
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, cwd=home,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    seen = dict(line.split(": ", 1) for line in out.stdout.splitlines() if ": " in line)
    return seen, out.stderr


def header(**fields: object) -> bytes:
    data: dict[str, object] = {"format": "dsolitaire-game", "version": 2, "code": CODE,
                               "actions": ["5>2", "S"], "moves": 2, "elapsed_ms": 1000}
    data.update(fields)
    return (json.dumps(data) + "\n").encode()


def folder(home: Path) -> Path:
    f = home / "data" / "DoubleSolitaire" / "Double Solitaire"
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
    seen, log = start(tmp_path)
    assert seen["NOTICE"] == "-"
    assert seen["LINE"].split()[:2] == ["5>2", "S"]
    assert int(seen["MOVES"]) >= 2 and seen["CLOCK"] == "True"
    assert not list(data.glob("current-game.damaged-*"))
    assert "saved game" in log and "repaired" in log  # said in the log, once
    assert log.count("repaired") == 1
