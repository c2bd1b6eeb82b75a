"""The rare moments (issue 30): the real app, started by ``main()`` in a child, is ended by
SIGTERM or kill -9 right after a step a player takes (the last move of a win, with the
celebration on; New game; Restart; a language switch; a deck change; Daily deal and an
analysis, their workers searching). The next start
loses nothing: the game in progress, the history's count, the settings."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import os, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog
app = QApplication([sys.argv[0]])
STEP = os.environ["STEP"]
LINE = os.environ.get("LINE", "").split()

def report(w, tag):
    c = w.controller
    h = w.history.history
    print(tag, str(c.code), c.game.moves, "|", " ".join(str(a) for a in c.line), "|",
          h.count() if h else -1, "|", w.settings.language, w.settings.card_deck, flush=True)

def act():
    from dsolitaire.app.ui.window import MainWindow
    from dsolitaire.engine import Action
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    if not windows or not windows[0].isVisible():
        QTimer.singleShot(30, guarded)
        return
    w = windows[0]
    w.settings.confirm_replace = False
    if STEP == "look":
        report(w, "SEEN")
        os._exit(0)
    c = w.controller
    for text in LINE[:-1] if STEP == "win" else LINE:
        assert c.perform(Action.parse(text)), text
    if STEP == "win":  # the win's dialog may be modal: say DONE from inside it
        QTimer.singleShot(300, lambda: report(w, "DONE"))
        assert c.perform(Action.parse(LINE[-1]))
        return
    elif STEP == "new game":
        dialog = w.show_new_game()
        dialog.done(QDialog.DialogCode.Accepted)
    elif STEP == "restart":
        w.restart_action.trigger()
    elif STEP == "language":
        w.settings.language = "de"
    elif STEP == "deck":
        w.settings.card_deck = "large-index"
    elif STEP == "daily deal":  # Game > Daily deal: the worker is finding it
        w.daily_action.trigger()
    elif STEP == "analysis":  # an analysis of the game so far, its worker searching
        w.analyse(c.code, list(c.line))
    app.processEvents()
    report(w, "DONE")

def guarded():
    try:
        act()
    except BaseException:
        import traceback
        traceback.print_exc()
        print("DONE failed", flush=True)
        os._exit(1)

QTimer.singleShot(0, guarded)
from dsolitaire.app.main import main
sys.exit(main(sys.argv[1:]))
"""


def env(home: Path, step: str, line: str = "") -> dict[str, str]:
    return dict(os.environ, XDG_DATA_HOME=str(home / "data"),
                XDG_CONFIG_HOME=str(home / "cfg"), HOME=str(home),
                QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
                XDG_RUNTIME_DIR=str(home / "run"), STEP=step, LINE=line)


def parse(text: str) -> tuple[str, str, str, str]:
    _tag, rest = text.split(" ", 1)
    game, line, count, prefs = rest.split("|")
    return game.split()[0], line.strip(), count.strip(), prefs.strip()


def look(home: Path) -> tuple[str, str, str, str]:
    out = subprocess.run([sys.executable, "-c", CHILD], env=env(home, "look"),
                         capture_output=True, text=True, timeout=60)
    assert "Traceback" not in out.stderr, out.stderr
    (seen,) = [t for t in out.stdout.splitlines() if t.startswith("SEEN")]
    return parse(seen)


@pytest.mark.sweep  # 14 ends of a real app: make test skips them, .ci/run runs them
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "kill -9"])
@pytest.mark.parametrize("step", ["win", "new game", "restart", "language", "deck",
                                  "daily deal", "analysis"])
def test_an_end_right_after_a_step_loses_nothing_at_the_next_start(
        tmp_path: Path, step: str, how: signal.Signals) -> None:
    home = tmp_path / "home with spaces æøå"
    home.mkdir()
    (home / "run").mkdir(mode=0o700)
    line = WON_D1N_LINE if step == "win" else "S S S"
    child = subprocess.Popen([sys.executable, "-c", CHILD, "--code", WON_D1N_CODE],
                             env=env(home, step, line), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    deadline = time.monotonic() + 60
    done = ""
    while time.monotonic() < deadline:
        text = child.stdout.readline()
        if text.startswith("DONE") or not text:
            done = text
            break
    child.send_signal(how)
    _out, err = child.communicate(timeout=30)
    assert done, err
    assert "Traceback" not in err, err
    code, played, count, prefs = parse(done)
    seen_code, seen_line, seen_count, seen_prefs = look(home)
    assert seen_prefs == prefs  # the settings
    if step == "daily deal" and seen_line == "":  # the deal came before the end
        assert int(seen_count) == int(count) + 1  # and the game given up is recorded
        return
    assert seen_count == count  # the history
    if step == "win":  # a won game is not resumed: a new deal, the win recorded
        assert count == "1" and seen_line == ""
    else:  # the game in progress, as it was
        assert (seen_code, seen_line) == (code, played)
