"""The real start path, ``dsolitaire.app.main.main()``, in a child process with its own
HOME and XDG folders: once the window is up (and the notice it owes is shown) the child
prints what a test looks at, ``NAME: value`` a line, and ends.

- ``NOTICE``: the notice box's text and informative text, or ``-`` when none is shown;
- ``WARNING``: whether the storage warning shows, and its text;
- ``MOVES``: the move counter; ``LINE``: the line of actions on the table;
- ``CLOCK``: ``True`` when the game's clock reads a time of zero or more.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([sys.argv[0]])
close = "--close" in sys.argv
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
    print("NOTICE:", box.text() + " " + box.informativeText() if box else "-")
    print("WARNING:", w.storage_warning.isVisible(), w.storage_warning.text())
    print("MOVES:", w.controller.game.moves)
    print("LINE:", " ".join(str(a) for a in w.controller.line))
    print("CLOCK:", w.controller.clock.elapsed_ms() >= 0)
    sys.stdout.flush()
    if close:
        w.close()
    os._exit(0)
QTimer.singleShot(0, check)
from dsolitaire.app.main import main
sys.exit(main([]))
"""


def data_folder(home: Path) -> Path:
    """The app's data folder under ``home`` as :func:`run_main` sets XDG_DATA_HOME."""
    return home / "data" / "DoubleSolitaire" / "Double Solitaire"


def run_main(home: Path, user: list[str] | None = None,
             close: bool = False) -> tuple[dict[str, str], str]:
    """Start the app on ``home``'s folders (as ``user``, a command prefix, if given) and
    return what it printed, by name, and its standard error (the log). ``close`` closes
    the window before the child ends, as a player's quit does. No traceback is allowed."""
    env = dict(os.environ, XDG_DATA_HOME=str(home / "data"),
               XDG_CONFIG_HOME=str(home / "cfg"), HOME=str(home),
               QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_RUNTIME_DIR=str(home / "run"))
    args = [*(user or []), sys.executable, "-c", CHILD, *(["--close"] if close else [])]
    out = subprocess.run(args, env=env, cwd=home, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr, out.stderr
    seen = dict(line.split(": ", 1) for line in out.stdout.splitlines() if ": " in line)
    return seen, out.stderr
