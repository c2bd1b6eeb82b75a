"""The rare moments (issue 30): the real app, started by ``main()`` in a child, is ended by
SIGTERM or kill -9 right after a step a player takes (the last move of a win, with the
celebration on, and with the win's dialog open; New game; Restart; a language switch; a
deck change; Daily deal and an analysis, their workers searching; the history's first
start after an upgrade, in the middle of its migration). The next start loses nothing:
the game in progress, the history's count, the settings."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE
from helpers.started_app import data_folder

from dsolitaire.app.store.history_db import MIGRATIONS, SCHEMA_VERSION

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
    won = STEP in ("win", "win dialog")
    for text in LINE[:-1] if won else LINE:
        assert c.perform(Action.parse(text)), text
    if STEP == "win":  # the win's dialog may be modal: say DONE from inside it
        QTimer.singleShot(300, lambda: report(w, "DONE"))  # the celebration on
        assert c.perform(Action.parse(LINE[-1]))
        return
    if STEP == "win dialog":  # the celebration over, the win's dialog open
        from dsolitaire.app.ui.win_dialog import WinDialog
        def shown():
            if any(isinstance(d, WinDialog) and d.isVisible()
                   for d in app.topLevelWidgets()):
                report(w, "DONE")
            else:
                QTimer.singleShot(50, shown)
        assert c.perform(Action.parse(LINE[-1]))
        shown()
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
@pytest.mark.parametrize("step", ["win", "win dialog", "new game", "restart", "language",
                                  "deck", "daily deal", "analysis"])
def test_an_end_right_after_a_step_loses_nothing_at_the_next_start(
        tmp_path: Path, step: str, how: signal.Signals) -> None:
    home = tmp_path / "home with spaces æøå"
    home.mkdir()
    (home / "run").mkdir(mode=0o700)
    line = WON_D1N_LINE if step.startswith("win") else "S S S"
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
    if step.startswith("win"):  # a won game is not resumed: a new deal, the win recorded
        assert count == "1" and seen_line == ""
    else:  # the game in progress, as it was
        assert (seen_code, seen_line) == (code, played)


#: Before ``main()``: the history's connections say MIGRATING once a migration's
#: transaction is copying rows, and hold it there, so that the end lands inside it.
HOLD_THE_MIGRATION = r"""
import sqlite3, sys, time
_connect = sqlite3.connect
def _held(*args, **kwargs):
    db = _connect(*args, **kwargs)
    said = []
    def progress():
        if db.in_transaction and not said:  # at the start, only a migration writes
            said.append(1)
            print("MIGRATING", flush=True)
            time.sleep(30)
        return 0
    if "history" in str(args[0] if args else kwargs.get("database", "")):
        db.set_progress_handler(progress, 20)
    return db
sqlite3.connect = _held
"""


def old_history(path: Path, games: int) -> None:
    """A history of schema 1, as the earlier app wrote it: games won and given up."""
    path.parent.mkdir(parents=True)
    db = sqlite3.connect(path)
    db.executescript(MIGRATIONS[0])
    db.execute("PRAGMA user_version = 1")
    db.executemany("INSERT INTO games (code, ended_at, result, score, moves, seconds, line)"
                   " VALUES (?, ?, ?, 100, 50, 20.5, 'S')",
                   [(WON_D1N_CODE, f"2026-01-01T00:00:{n % 60:02}.000Z",
                     "won" if n % 3 == 0 else "lost") for n in range(games)])
    db.commit()
    db.close()


@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["SIGTERM", "kill -9"])
def test_an_end_during_the_history_upgrade_loses_nothing_at_the_next_start(
        tmp_path: Path, how: signal.Signals) -> None:
    """The first start after an upgrade migrates the history's schema; ended in the
    middle of it, the next start finds every game, migrates, and sets nothing aside."""
    home = tmp_path / "home with spaces æøå"
    (home / "run").mkdir(parents=True, mode=0o700)
    history = data_folder(home) / "history.sqlite3"
    old_history(history, 300)
    child = subprocess.Popen([sys.executable, "-c", HOLD_THE_MIGRATION + CHILD],
                             env=env(home, "look"), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
    assert child.stdout is not None
    said = child.stdout.readline()
    child.send_signal(how)
    _out, err = child.communicate(timeout=30)
    assert said.startswith("MIGRATING"), err  # ended inside the migration
    assert "Traceback" not in err, err
    db = sqlite3.connect(history)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 1  # not half done: undone
    db.close()
    _code, _line, count, _prefs = look(home)
    assert count == "300"
    db = sqlite3.connect(history)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("SELECT count(*) FROM games WHERE result = 'won'").fetchone()[0] == 100
    db.close()
    assert sorted(p.name for p in history.parent.iterdir()
                  if p.name.startswith("history.sqlite3.")) == []  # nothing set aside
