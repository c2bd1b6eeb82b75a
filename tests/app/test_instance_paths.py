"""A lock or socket path that is not what it should be (a folder named instance.lock, a
file that is not a lock, a folder or a dead socket where the socket goes) is said in
words, left as it is and worked around: the app starts at once, a second launch still
reaches it, and "already running" is never claimed without a live owner (issue 18,
case 1)."""

from __future__ import annotations

import os
import signal
import socket
import time
from pathlib import Path

import pytest
from helpers.private_app import data_folder, profile_env, run, start, tmp_folder

from dsolitaire.app.store.instance import LOCK_NAME, server_name

CODE = "DS1-D3V-ABCDEFG"


def _start_and_hand_over(home: Path) -> str:
    """Start the app, check a second launch reaches it, end it; its standard error."""
    app = start(home, "--code", "DS1-D1N-AAAAAAB")
    try:
        took = app.wait_ready()
        assert took < 30
        second = run(home, "--code", CODE, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already running" not in second.stderr
    finally:
        app.process.send_signal(signal.SIGTERM)
        status, err = app.finish()
    assert status == 0, err
    # the running app took the code: it is the game it saved
    assert CODE in (data_folder(home) / "current-game.json").read_text("utf-8")
    return err


def test_a_folder_named_instance_lock_is_kept_and_worked_around(tmp_path: Path) -> None:
    lock = data_folder(tmp_path) / LOCK_NAME
    lock.mkdir(parents=True)
    (lock / "something").write_text("mine")
    err = _start_and_hand_over(tmp_path)
    assert f"{lock} is a folder" in err
    assert lock.is_dir() and (lock / "something").read_text() == "mine"


@pytest.mark.parametrize("content", [b"", b"garbage\n", b"\xff\xfe\x00" * 3000])
def test_a_file_that_is_not_a_lock_is_kept_and_worked_around(tmp_path: Path,
                                                             content: bytes) -> None:
    lock = data_folder(tmp_path) / LOCK_NAME
    lock.parent.mkdir(parents=True)
    lock.write_bytes(content)
    old = time.time() - 60
    os.utime(lock, (old, old))  # not a lock being written this moment
    err = _start_and_hand_over(tmp_path)
    assert f"{lock} is not a lock file" in err
    assert lock.read_bytes() == content


def _socket_path(home: Path) -> Path:
    return tmp_folder(home) / server_name(data_folder(home))


def test_a_folder_where_the_socket_goes_is_kept_and_worked_around(tmp_path: Path) -> None:
    path = _socket_path(tmp_path)
    path.mkdir(parents=True)
    err = _start_and_hand_over(tmp_path)
    assert f"{path} is a folder" in err
    assert path.is_dir()


def test_a_plain_file_where_the_socket_goes_is_kept(tmp_path: Path) -> None:
    path = _socket_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("not a socket")
    err = _start_and_hand_over(tmp_path)
    assert str(path) in err
    assert path.read_text() == "not a socket"


def test_a_dead_socket_left_by_a_crash_does_not_stop_the_start(tmp_path: Path) -> None:
    path = _socket_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(str(path))
    dead.close()  # the file stays, no one listens
    err = _start_and_hand_over(tmp_path)
    assert "already running" not in err


def test_a_temporary_folder_too_deep_for_a_socket(tmp_path: Path) -> None:
    """A TMPDIR whose path leaves no room for the socket's name (a Unix socket's path
    holds 107 bytes): the socket goes in /tmp instead, a second launch still reaches
    the app, and nothing is said about a path in the way (it said "is not what Double
    Solitaire keeps there", and the second launch found no one)."""
    deep = tmp_folder(tmp_path) / ("d" * 60) / ("e" * 60)
    deep.mkdir(parents=True)
    env = profile_env(tmp_path, TMPDIR=str(deep))
    app = start(tmp_path, "--code", "DS1-D1N-AAAAAAB", env=env)
    try:
        assert app.wait_ready() < 30
        name = server_name(data_folder(tmp_path))
        assert (Path("/tmp") / name).is_socket()
        second = run(tmp_path, "--code", CODE, env=env, timeout=60)
        assert second.returncode == 0, second.stderr
    finally:
        app.process.send_signal(signal.SIGTERM)
        status, err = app.finish()
    assert status == 0, err
    assert "keeps there" not in err and "another name" not in err, err
    assert CODE in (data_folder(tmp_path) / "current-game.json").read_text("utf-8")
    assert not (Path("/tmp") / name).exists()  # removed at the end, as in TMPDIR
