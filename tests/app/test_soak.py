"""The soak benchmark's short run (issue 30): 2,000 actions of random play through the real
window, in a child process as ``benchmarks/soak.py`` runs; no traceback, and the history
holds exactly the games the player finished. The figures of time and memory are the
benchmark's (``python benchmarks/soak.py``), not a timed test."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.sweep  # 2,000 random actions: make test skips it, .ci/run runs it
def test_two_thousand_random_actions_leave_no_traceback_and_lose_no_game() -> None:
    home = tempfile.mkdtemp(prefix="dsolitaire-soak-test-")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home,
               XDG_DATA_HOME=str(Path(home) / "data"))
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "soak.py"),
                          "--actions", "2000", "--seed", "7"],
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    seen = dict(line.split(": ", 1) for line in out.stdout.splitlines() if ": " in line)
    assert seen["tracebacks"] == "0 count", out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    assert seen["history_games"] == seen["games_finished"]
    assert int(seen["games_finished"].split()[0]) > 0
