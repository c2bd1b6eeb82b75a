"""One app per user and data folder: a second launch hands ``--code`` to the running app
and exits 0; the running app comes to the front and asks before it replaces its game. A
lock left by a crashed app does not block the next start; ``--self-test`` stays apart."""

from __future__ import annotations

import getpass
import hashlib
import json
import os
import queue
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from dsolitaire.app.store import savefile as savegame
from dsolitaire.app.store.instance import LOCK_NAME, SingleInstance, server_name
from dsolitaire.app.store.settings import APPLICATION, ORGANIZATION
from dsolitaire.engine import Action, GameCode

ROOT = Path(__file__).resolve().parents[2]
HARNESS = ROOT / "tests" / "helpers" / "app_harness.py"
CODE = "DS1-D3V-ABCDEFG"


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
                XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))


def _data_folder(home: Path) -> Path:
    """Where the app in a subprocess with ``_env(home)`` keeps its data (AppDataLocation)."""
    return home / "data" / ORGANIZATION / APPLICATION


def _second(home: Path, *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "dsolitaire", *args], env=_env(home),
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


class Lines:
    """A subprocess's standard output, one JSON object a line, read without blocking."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        self.queue: queue.Queue[str] = queue.Queue()
        assert process.stdout is not None
        stdout = process.stdout

        def read() -> None:
            for line in stdout:
                self.queue.put(line)

        threading.Thread(target=read, daemon=True).start()

    def next(self, timeout: float = 30) -> dict[str, object]:
        return json.loads(self.queue.get(timeout=timeout))


@pytest.mark.alone  # timed: the second launch done within 10 s
def test_a_second_launch_hands_its_code_to_the_running_app(tmp_path: Path) -> None:
    folder = _data_folder(tmp_path)
    folder.mkdir(parents=True)
    savegame.save(folder / savegame.FILE_NAME, savegame.SavedGame(
        GameCode.parse("DS1-D1N-AAAAAAB"), [Action.parse("5>2"), Action.parse("S")], 2, 5000))
    first = subprocess.Popen([sys.executable, str(HARNESS), "answer"], env=_env(tmp_path),
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    try:
        lines = Lines(first)
        assert lines.next() == {"ready": True, "minimised": True}  # the window is up
        assert (folder / LOCK_NAME).exists()
        started = time.monotonic()
        second = _second(tmp_path, "--code", CODE.lower())
        out, err = second.communicate(timeout=30)
        took = time.monotonic() - started
        assert second.returncode == 0, err
        assert out == "" and err == ""
        assert took < 10
        asked = lines.next()
        assert CODE in str(asked["question"])
        assert asked["minimised"] is False  # it came to the front
        assert lines.next() == {"code": CODE, "moves": 0}  # after the player's yes
        assert first.wait(timeout=30) == 0
    finally:
        if first.poll() is None:
            first.kill()
            first.wait()
    assert not (folder / LOCK_NAME).exists()  # released on exit
    data = json.loads((folder / savegame.FILE_NAME).read_text(encoding="utf-8"))
    assert data["code"] == CODE  # one writer: the running app


def test_an_instance_in_this_process_receives_a_second_launch(qtbot, tmp_path: Path) -> None:
    instance = SingleInstance(_data_folder(tmp_path))
    try:
        assert instance.claim([]) is True
        assert instance.listen()
        with qtbot.waitSignal(instance.received, timeout=30000) as blocker:
            second = _second(tmp_path, "--code", CODE)
        assert blocker.args == [["--code", CODE]]
        _out, err = second.communicate(timeout=30)
        assert second.returncode == 0, err
        # a bad code is refused by the second launch itself, and nothing is sent
        with qtbot.assertNotEmitted(instance.received, wait=300):
            bad = _second(tmp_path, "--code", "garbage")
            _out, err = bad.communicate(timeout=30)
        assert bad.returncode == 2 and "garbage" in err
    finally:
        instance.release()


_CRASH = textwrap.dedent("""
    import os, signal, sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from dsolitaire.app.store.instance import SingleInstance
    app = QCoreApplication([])
    instance = SingleInstance(Path(sys.argv[1]))
    assert instance.claim([]) and instance.listen()
    print("locked", flush=True)
    os.kill(os.getpid(), signal.SIGKILL)  # a crash: the lock file and socket stay
""")


@pytest.mark.alone  # timed: the lock taken within 2 s
def test_a_lock_left_by_a_crashed_app_does_not_block_the_start(qapp, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    done = subprocess.run([sys.executable, "-c", _CRASH, str(folder)], capture_output=True,
                          text=True, timeout=60, cwd=ROOT, env=_env(tmp_path))
    assert done.stdout.strip() == "locked", done.stderr
    assert (folder / LOCK_NAME).exists()
    instance = SingleInstance(folder)
    started = time.monotonic()
    try:
        assert instance.claim([], timeout_ms=3000) is True
        assert time.monotonic() - started < 2
        assert instance.listen()
    finally:
        instance.release()


def test_the_self_test_runs_beside_a_running_app(qapp, tmp_path: Path) -> None:
    instance = SingleInstance(_data_folder(tmp_path))
    try:
        assert instance.claim([]) is True
        done = subprocess.run([sys.executable, "-m", "dsolitaire", "--self-test"],
                              capture_output=True, text=True, timeout=60, cwd=ROOT,
                              env=_env(tmp_path))
        assert done.returncode == 0, done.stderr
        assert done.stdout.startswith("self-test ok")
    finally:
        instance.release()


def test_the_server_name_is_per_data_folder(qapp, tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    assert server_name(a) == server_name(a)
    assert server_name(a) != server_name(b)
    assert len(server_name(a)) < 64 and "/" not in server_name(a)
    # the name every earlier version used (hashlib's SHA-256): a new version finds an
    # old one running
    key = f"{getpass.getuser()}\0{a.resolve()}".encode()
    assert server_name(a) == "dsolitaire-" + hashlib.sha256(key).hexdigest()[:24]
    QCoreApplication.processEvents()
