"""What a player's start does before the table is first painted, and what waits.

The app is started as a player starts it (``main`` with no options, in a throw-away
profile, in a process of its own) and looked at when the table's viewport is painted for
the first time: what it had loaded by then, and just after. The solver, the single
instance's network side, Ctrl+C's handling and every dialog wait until that first frame
is on screen (``dsolitaire/app/main.py``, ``_after_first_frame_class``); a new feature
that quietly adds to the first frame fails here.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from dsolitaire.app.store.profile import PROFILE_VARIABLE

ROOT = Path(__file__).resolve().parents[2]

#: The start, hooked at the table's first paint (what was loaded then) and just after it.
CHILD = r"""
import gc, json, os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

app = QApplication([sys.argv[0]])
seen = {}

def later():
    seen["later"] = sorted(sys.modules)
    seen["collecting"] = [seen["collecting"][0], gc.isenabled()]
    seen["icon"] = [seen["icon"][0], app.windowIcon().pixmap(256).width()]
    print(json.dumps(seen), flush=True)
    os._exit(0)

class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and obj.objectName() == "tableViewport" \
                and "first" not in seen:
            seen["first"] = sorted(sys.modules)
            seen["collecting"] = [gc.isenabled()]
            seen["icon"] = [app.windowIcon().pixmap(64).width()]
            QTimer.singleShot(0, lambda: QTimer.singleShot(0, later))
        return False

hook = FirstPaint()
app.installEventFilter(hook)
from dsolitaire.app.main import main
sys.exit(main([]))
"""

#: Loaded only once the first frame is painted (or when first needed).
NOT_BEFORE_THE_FIRST_FRAME = (
    "PySide6.QtNetwork",  # the single instance listens after the first frame
    "concurrent.futures", "multiprocessing",  # the solver's workers start later
    "dsolitaire.app.workers.jobs", "dsolitaire.engine.analysis", "dsolitaire.engine.daily",
    "dsolitaire.engine.solver",  # the winnable lists are read at start, the solver later
    "dsolitaire.app.interrupt",  # Ctrl+C is taken over after the first frame
    "dsolitaire.app.ui.statistics", "dsolitaire.app.ui.settings_dialog",
    "dsolitaire.app.ui.new_game", "dsolitaire.app.ui.analysis_dialog",
    "dsolitaire.app.ui.how_to_play", "dsolitaire.app.ui.win_dialog",
    "dsolitaire.app.ui.watch_bar", "_hashlib",
)


def test_the_first_frame_waits_for_nothing_it_does_not_show(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               **{PROFILE_VARIABLE: str(tmp_path / "profile")})
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    first, later = set(seen["first"]), set(seen["later"])
    assert "dsolitaire.app.ui.window" in first  # the hook saw the real window's table
    early = sorted(m for m in NOT_BEFORE_THE_FIRST_FRAME if m in first)
    assert early == [], f"loaded before the first frame: {early}"
    # and the rest follows at once, in the events after that paint
    assert {"PySide6.QtNetwork", "dsolitaire.app.interrupt"} <= later
    # Python's garbage collector waits for the first frame (some 20 ms of it), not longer
    assert seen["collecting"] == [False, True]
    # the window has its icon from the first frame on, in one size (drawing the SVG's
    # sizes waits), and every size just after it
    assert seen["icon"] == [64, 256]


def test_sound_on_loads_qtmultimedia_only_after_the_first_frame(tmp_path: Path) -> None:
    """Issue 29: with Settings ▸ Sound on, QtMultimedia and the seven sounds load a moment
    after the first frame (a start with sound off never loads them)."""
    profile = tmp_path / "profile"
    ini = profile / "settings" / "DoubleSolitaire" / "Double Solitaire.ini"
    ini.parent.mkdir(parents=True)
    ini.write_text("[sound]\non=true\n", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               PULSE_SERVER="unix:/nonexistent/dsolitaire-no-sound",
               **{PROFILE_VARIABLE: str(profile)})
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert "dsolitaire.app.play.sound" in seen["first"]  # the player is there, sound on
    assert "PySide6.QtMultimedia" not in seen["first"]
    assert "PySide6.QtMultimedia" not in seen["later"]  # it waits longer than the frame
