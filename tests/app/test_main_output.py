"""``dsolitaire`` with a standard output that cannot be written: never a traceback."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REDIRECTS = {"full disk": ">/dev/full", "closed": ">&-"}


def _shell(args: list[str], redirect: str, home: Path) -> subprocess.CompletedProcess[str]:
    if shutil.which("bash") is None:
        pytest.skip("no bash here")
    if "/dev/full" in redirect and not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    command = " ".join(shlex.quote(w) for w in [sys.executable, "-m", "dsolitaire", *args])
    return subprocess.run(["bash", "-c", f"{command} {redirect}"], capture_output=True,
                          text=True, timeout=60, env=env, cwd=home, check=False)


@pytest.mark.parametrize("redirect", REDIRECTS.values(), ids=REDIRECTS.keys())
def test_bad_code_is_one_line_whatever_stdout_is(tmp_path: Path, redirect: str) -> None:
    done = _shell(["--code", "BADCODE"], redirect, tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("dsolitaire: ") and done.stderr.count("\n") == 1
    assert "BADCODE" in done.stderr


@pytest.mark.parametrize("redirect", REDIRECTS.values(), ids=REDIRECTS.keys())
@pytest.mark.parametrize("flag", ["--help", "--version"])
def test_help_never_tracebacks(tmp_path: Path, redirect: str, flag: str) -> None:
    done = _shell([flag], redirect, tmp_path)
    assert done.returncode in (0, 1, 2)
    assert "Traceback" not in done.stderr and "Exception" not in done.stderr
