"""Wayland without an X server (issue 30, "run where players run"): the real app started
in a fresh home on a Wayland desktop (Weston, headless, ``tests/helpers/weston.py``) with
no DISPLAY at all, as a player's Wayland session starts it: with ``QT_QPA_PLATFORM`` not
set (Qt picks ``wayland`` by itself from ``WAYLAND_DISPLAY``), and with it set to
``wayland``.

- The plain start, ``python -m dsolitaire``: its window reaches the compositor (the
  client's side of the Wayland protocol, ``WAYLAND_DEBUG=client``, shows the toplevel
  titled "Double Solitaire", the compositor's configure acknowledged and a buffer
  attached), and nothing bad is written (no traceback, no xcb, no failed display).
- A move: ``main()`` in a child waits for the window to be exposed on the ``wayland``
  platform, plays Home then Return on the view (the stock, a draw), closes the window as
  Quit does, and exits 0; the saved game then holds the draw.

Without weston the tests are skipped, unless ``DSOLITAIRE_REQUIRE_WAYLAND=1``
(``.ci/run`` sets it), which makes that a failure.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.started_app import data_folder
from helpers.weston import Weston, bad_output, started

from dsolitaire.app.store import savefile

ROOT = Path(__file__).resolve().parents[2]
PLATFORMS = pytest.mark.parametrize("platform", [None, "wayland"],
                                    ids=["QT_QPA_PLATFORM unset", "QT_QPA_PLATFORM=wayland"])

CHILD = r"""
import os, sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
tries = [0]

def say(name, value):
    print(f"{name}: {value}", flush=True)

def play():
    from dsolitaire.app.ui.window import MainWindow
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    handle = windows[0].windowHandle() if windows else None
    tries[0] += 1
    if handle is None or not handle.isExposed():
        if tries[0] < 1000:
            QTimer.singleShot(20, guarded)
        else:
            say("EXPOSED", False)
            os._exit(3)
        return
    w = windows[0]
    say("PLATFORM", app.platformName())
    say("EXPOSED", True)
    say("SIZE", f"{w.width()}x{w.height()}")
    QTest.keyClick(w.view, Qt.Key.Key_Home)  # the stock
    QTest.keyClick(w.view, Qt.Key.Key_Return)  # a draw
    say("LINE", " ".join(str(a) for a in w.controller.line))
    # Quit; Weston's headless backend has no seat, so the window is never active and
    # Ctrl+Q, a window shortcut, cannot fire there: close() is what Quit does
    say("ACTIVE", w.isActiveWindow())
    QTest.keyClick(w, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    app.processEvents()
    if w.isVisible():
        w.close()

def guarded():
    try:
        play()
    except BaseException:
        import traceback
        traceback.print_exc()
        os._exit(1)

QTimer.singleShot(0, guarded)
from dsolitaire.app.main import main
sys.exit(main([]))
"""


@pytest.fixture(scope="module")
def weston(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Weston]:
    yield from started(tmp_path_factory.mktemp("weston"))


def _home(tmp_path: Path) -> Path:
    home = tmp_path / "home with spaces æøå"
    home.mkdir()
    return home


@PLATFORMS
def test_the_plain_start_shows_its_window_on_wayland_without_x(
        weston: Weston, tmp_path: Path, platform: str | None) -> None:
    log = weston.plain_start([sys.executable, "-m", "dsolitaire"], _home(tmp_path), platform,
                             extra={"PYTHONPATH": str(ROOT)})  # this checkout's app
    assert bad_output(log) == [], log
    assert 'set_app_id("dk.doublesolitaire.DoubleSolitaire")' in log  # the desktop file's


@PLATFORMS
def test_a_move_played_on_wayland_is_saved_when_the_window_closes(
        weston: Weston, tmp_path: Path, platform: str | None) -> None:
    home = _home(tmp_path)
    env = {**weston.env(home, platform), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", CHILD], env=env,
                          cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=60)
    seen = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert done.returncode == 0, done.stdout + done.stderr + weston.log_text()
    assert bad_output(done.stderr) == [], done.stderr
    assert seen.get("PLATFORM") == "wayland", done.stdout
    assert seen.get("EXPOSED") == "True", done.stdout
    assert seen.get("LINE") == "S", done.stdout
    saved = savefile.read(data_folder(home) / savefile.FILE_NAME)
    assert [str(a) for a in saved.actions] == ["S"], saved
