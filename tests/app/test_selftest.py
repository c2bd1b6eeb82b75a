"""``--self-test`` goes through the player's start-up and fails when a part of it is broken:
the single instance, the saved game, the history or the solver's worker, each broken on
purpose once here. It runs in this process, so that each part can be broken."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from helpers.broken_worker import solve_job_that_dies

from dsolitaire.app import selftest
from dsolitaire.app.main import main
from dsolitaire.app.store import savefile as savegame
from dsolitaire.app.store.history_db import History, HistoryError
from dsolitaire.app.store.instance import SingleInstance
from dsolitaire.app.store.profile import PROFILE_VARIABLE
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.app.workers import jobs

# the second launch brings the window to the front, which offscreen cannot do
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support")


def _main_windows(qapp) -> set[int]:  # type: ignore[no-untyped-def]
    return {id(w) for w in qapp.topLevelWidgets() if isinstance(w, MainWindow)}


def _self_test(capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["--self-test"])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_self_test_passes_and_leaves_nothing_behind(qapp, capsys, tmp_path: Path,
                                                        monkeypatch) -> None:
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(selftest.tempfile, "tempdir", str(temp))
    others = _main_windows(qapp)  # earlier tests' windows in this process, if any
    status, out, err = _self_test(capsys)
    assert status == 0, err
    assert out.startswith("self-test ok: DS1-D1N-AAAAAAB")
    assert "second launch" in out and "hint from the solver" in out
    assert not list(temp.iterdir()), "the throw-away profile was not removed"
    assert PROFILE_VARIABLE not in os.environ
    # the window is deleted while the application still is, not left to the
    # interpreter's exit (under Wine that teardown killed the process: exit -9)
    assert _main_windows(qapp) <= others


def test_a_single_instance_that_does_not_listen_fails_it(qapp, capsys, monkeypatch) -> None:
    monkeypatch.setattr(SingleInstance, "listen", lambda self: False)
    status, _out, err = _self_test(capsys)
    assert status == 1
    assert "self-test FAILED: single instance" in err


def test_a_saved_game_that_cannot_be_written_fails_it(qapp, capsys, monkeypatch) -> None:
    def refuse(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame, "save", lambda *_args: "No space left on device")
    monkeypatch.setattr(savegame, "append", refuse)
    status, _out, err = _self_test(capsys)
    assert status == 1
    assert "self-test FAILED: saved game" in err


def test_a_history_that_cannot_be_opened_fails_it(qapp, capsys, monkeypatch) -> None:
    def refuse(self: History, *_args: object, **_keywords: object) -> None:
        raise HistoryError("unreadable", "broken on purpose")

    monkeypatch.setattr(History, "__init__", refuse)
    status, _out, err = _self_test(capsys)
    assert status == 1
    assert "self-test FAILED: history" in err and "broken on purpose" in err


def test_a_worker_that_dies_fails_it(qapp, capsys, monkeypatch) -> None:
    monkeypatch.setattr(jobs, "solve_job", solve_job_that_dies)
    status, _out, err = _self_test(capsys)
    assert status == 1
    assert "self-test FAILED: hint" in err
