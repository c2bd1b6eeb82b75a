"""Memory of the idle app, its worker processes included, against a bare PySide6 window.

Starts the app as a player does (``python -m dsolitaire``, or the ``dsolitaire`` console
script, or any command such as the installed bundle) in a throw-away profile, waits
``--seconds`` (6) and sums the memory of the app's process and of every process it
started (the solver workers, multiprocessing's resource tracker). The yardstick is a bare
PySide6 window (a QGraphicsView with 104 QGraphicsRectItems, as big as the app's window:
1280×800 within the screen), measured the same way. The app's figure is its RSS plus what
each process it started holds of its own (USS: their private pages; the pages they share
with the app, such as libpython's, are in its RSS already); the bare window's is its RSS.
So neither depends on what else runs on the machine, which PSS does
(``/proc/PID/smaps_rollup`` shares each page out over every process that maps it,
another Qt app's too): PSS is printed beside. Runs interleave; the figures are the
medians. Linux only; offscreen unless ``QT_QPA_PLATFORM`` says otherwise (under
``xvfb-run``: ``QT_QPA_PLATFORM=xcb``). Issue 20's target: app and workers together
<= 1.5× the bare window.

    python benchmarks/memory_idle.py [--runs 3] [--seconds 6] [--entry module|script]
    python benchmarks/memory_idle.py --command /opt/dsolitaire/dsolitaire   # a bundle

Each run's processes are listed with their RSS, USS and PSS, whether they map Qt's
libraries and their command line.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: The yardstick: a bare window with as many items as the table has cards.
BARE = r"""
import sys
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene, QGraphicsView

app = QApplication([sys.argv[0]])
scene = QGraphicsScene()
for i in range(104):
    scene.addItem(QGraphicsRectItem(i % 13 * 90.0, i // 13 * 40.0, 80.0, 120.0))
view = QGraphicsView(scene)
# as big as the app's window: 1280×800, within the screen less a frame (ui/screen_fit.py)
room = app.primaryScreen().availableGeometry().size() - QSize(8, 36)
view.resize(QSize(1280, 800).boundedTo(room))
view.show()
sys.exit(app.exec())
"""

#: What the ``dsolitaire`` console script is (pip writes it so, with its own shebang).
SCRIPT = """import sys
from dsolitaire.app.main import main
if __name__ == '__main__':
    sys.argv[0] = sys.argv[0].removesuffix('.exe')
    sys.exit(main())
"""


@dataclass(frozen=True)
class Process:
    pid: int
    pss_kb: int
    rss_kb: int
    uss_kb: int  # its private pages
    qt: bool  # maps a Qt library
    command: str


def _children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):  # a thread that just ended
            found += [int(c) for c in (task / "children").read_text().split()]
    return found


def tree(pid: int) -> list[int]:
    """``pid`` and its descendants."""
    pids = [pid]
    for child in _children(pid):
        pids += tree(child)
    return pids


def measure(pid: int) -> Process | None:
    """One process's memory, None when it is gone."""
    try:
        rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
        maps = Path(f"/proc/{pid}/maps").read_text()
        command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return None
    fields = {}
    for line in rollup.splitlines()[1:]:
        name, _, rest = line.partition(":")
        fields[name] = int(rest.split()[0])
    return Process(pid, fields["Pss"], fields["Rss"],
                   fields["Private_Clean"] + fields["Private_Dirty"], "libQt6" in maps,
                   command.strip())


def one_run(command: list[str], seconds: float, env: dict[str, str]) -> list[Process]:
    """Start ``command``, and ``seconds`` later the memory of it and its descendants."""
    with tempfile.TemporaryDirectory() as profile:
        env = dict(env, DSOLITAIRE_PROFILE=profile)
        proc = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
        try:
            time.sleep(seconds)
            if proc.poll() is not None:
                raise SystemExit(f"{command} ended early: {proc.stderr.read().decode()}")
            found = [measure(p) for p in tree(proc.pid)]
        finally:
            proc.terminate()  # the app quits as at Quit (SIGTERM); its workers go with it
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    return [p for p in found if p is not None]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--entry", choices=("module", "script"), default="module",
                        help="python -m dsolitaire, or the console script")
    parser.add_argument("--command", nargs=argparse.REMAINDER,
                        help="start this instead (an installed bundle)")
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # this checkout's code, also in the workers (they get the app's sys.path)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    with tempfile.TemporaryDirectory() as folder:
        if args.command:
            command = args.command
        elif args.entry == "script":
            script = Path(folder) / "dsolitaire"
            script.write_text(SCRIPT)
            command = [sys.executable, str(script)]
        else:
            command = [sys.executable, "-m", "dsolitaire"]
        apps, workers, bares, pss, bare_pss = [], [], [], [], []
        for run in range(args.runs):  # interleaved: a busy spell hits both alike
            found = one_run(command, args.seconds, env)
            bare = one_run([sys.executable, "-c", BARE], args.seconds, env)
            print(f"run {run + 1}:")
            for p in found:
                print(f"  {p.pid:>7} RSS {p.rss_kb / 1024:5.1f} MB  USS {p.uss_kb / 1024:5.1f}"
                      f" MB  PSS {p.pss_kb / 1024:5.1f} MB  {'Qt' if p.qt else '--'}"
                      f"  {p.command[:100]}")
            print(f"  bare window: RSS {bare[0].rss_kb / 1024:.1f} MB, "
                  f"PSS {bare[0].pss_kb / 1024:.1f} MB")
            apps.append(found[0].rss_kb / 1024)
            workers.append(sum(p.uss_kb for p in found[1:]) / 1024)
            pss.append(sum(p.pss_kb for p in found) / 1024)
            bares.append(bare[0].rss_kb / 1024)
            bare_pss.append(bare[0].pss_kb / 1024)
    app, work, bare_mb = (statistics.median(x) for x in (apps, workers, bares))
    print(f"command: {' '.join(command)}; {args.runs} runs, {args.seconds:g} s after start")
    print(f"pss: app and workers {statistics.median(pss):.1f} MB, "
          f"bare window {statistics.median(bare_pss):.1f} MB")
    print(f"app_rss: {app:.1f} MB")
    print(f"workers_uss: {work:.1f} MB")
    print(f"bare_window_rss: {bare_mb:.1f} MB")
    print(f"idle_memory_ratio: {(app + work) / bare_mb:.2f} x (target <= 1.5)")


if __name__ == "__main__":
    main()
