"""The real app in a subprocess with a private profile (``DSOLITAIRE_PROFILE``, and a
private HOME and XDG folders), as a player starts it: ``start()`` runs
``tests/helpers/app_harness.py ready`` and waits for the window; ``run()`` runs
``python -m dsolitaire`` to its end."""

from __future__ import annotations

import hashlib
import os
import queue
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "tests" / "helpers" / "app_harness.py"


def tmp_folder(home: Path) -> Path:
    """The profile's temporary folder (its TMPDIR, where the local server's socket goes),
    the same for the same ``home``. Not inside ``home``: a socket's path holds at most 107
    bytes (AF_UNIX), and under pytest-xdist ``home`` is a worker's folder
    (``/tmp/pytest-of-root/pytest-167/popen-gw0/test_…/``), too long for it."""
    digest = hashlib.sha256(str(home.resolve()).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"dsolitaire-test-{digest}"


def profile_env(home: Path, **extra: str) -> dict[str, str]:
    tmp = tmp_folder(home)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "share"),
               DSOLITAIRE_PROFILE=str(home / "profile"), TMPDIR=str(tmp))
    tmp.mkdir(parents=True, exist_ok=True)  # the local server's socket goes here
    env.update(extra)
    return env


def data_folder(home: Path) -> Path:
    """The app's data folder in the profile of ``profile_env(home)``."""
    return home / "profile" / "data"


def settings_file(home: Path) -> Path:
    """The settings file (INI) in the profile of ``profile_env(home)``."""
    return home / "profile" / "settings" / "DoubleSolitaire" / "Double Solitaire.ini"


class Running:
    """A started app: its process and its standard output's lines, read in the background."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.process = process
        self.lines: queue.Queue[str] = queue.Queue()
        assert process.stdout is not None
        stdout = process.stdout

        def read() -> None:
            for line in stdout:
                self.lines.put(line)

        threading.Thread(target=read, daemon=True).start()

    def wait_ready(self, timeout: float = 60) -> float:
        """Wait for the window; the seconds it took (:attr:`boxes`: the message boxes
        shown then, as [objectName, text])."""
        import json
        import time

        started = time.monotonic()
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            self.process.kill()
            raise AssertionError(f"no window in {timeout} s: {self.finish()[1]}") from None
        data = json.loads(line)
        assert data["ready"] is True, line
        self.boxes: list[list[str]] = data["boxes"]
        self.status: str = data["status"]
        return time.monotonic() - started

    def finish(self, timeout: float = 30) -> tuple[int, str]:
        """Wait for the end: the exit status and standard error."""
        try:
            self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        assert self.process.stderr is not None
        return self.process.returncode, self.process.stderr.read()


#: The apps started by :func:`start`, until :func:`end_all` ends those still running.
_started: list[Running] = []


def start(home: Path, *args: str, env: dict[str, str] | None = None,
          prefix: list[str] | None = None) -> Running:
    command = [*(prefix or []), sys.executable, str(HARNESS), "ready", *args]
    process = subprocess.Popen(command, env=env or profile_env(home), cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    running = Running(process)
    _started.append(running)
    return running


def end_all() -> None:
    """Kill the started apps still running (a test that failed before it ended its app
    left it waiting for ever; tests/conftest.py calls this after every test)."""
    while _started:
        process = _started.pop().process
        if process.poll() is None:
            process.kill()
            process.wait()


def run(home: Path, *args: str, env: dict[str, str] | None = None,
        timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "dsolitaire", *args], capture_output=True,
                          text=True, timeout=timeout, env=env or profile_env(home), cwd=ROOT)
