"""Start-up time with a long saved game: 100,000 actions vs a fresh start.

Like ``startup.py``: a fresh ``python`` per run, from spawning it to the table's first
painted frame, through the real ``dsolitaire.app.main.main`` (no ``--code``, so the saved
game in a temporary XDG_DATA_HOME is opened). Target: the long game within 1.5× of a
fresh start.

    python benchmarks/startup_saved.py [--runs 7] [--actions 100000]
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from startup import APP_HOOK  # this folder: the same first-frame hook

CHILD = APP_HOOK.format(value="line()") + r"""
sys.exit(app_main.main([]))
"""


def one_run(env: dict[str, str]) -> tuple[float, int]:
    env = dict(env, T0=repr(time.time()))
    out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True,
                         text=True, check=True, timeout=120)
    ms, actions = out.stdout.split()
    return float(ms), int(actions)


def write_game(data_home: Path, actions: int) -> None:
    from dsolitaire.app.store import savefile as savegame
    from dsolitaire.engine import Action, GameCode

    path = data_home / "DoubleSolitaire" / "Double Solitaire" / savegame.FILE_NAME
    line = [Action.parse("S")] * (actions - 1) + [Action.parse("5>2")]
    game = savegame.SavedGame(GameCode.parse("DS1-D1N-AAAAAAB"), line, actions, 60_000)
    assert savegame.save(path, game) == ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--actions", type=int, default=100_000)
    args = parser.parse_args()
    # a player's install runs compiled bytecode (pip and the bundle compile it); where
    # PYTHONDONTWRITEBYTECODE is set, every start would compile the app's modules again
    compileall.compile_dir(str(Path(__file__).resolve().parents[1] / "dsolitaire"), quiet=1)
    medians = {}
    for label in ("fresh", "saved"):
        with tempfile.TemporaryDirectory() as home:
            env = dict(os.environ, XDG_CONFIG_HOME=home, XDG_DATA_HOME=home, HOME=home)
            env.setdefault("QT_QPA_PLATFORM", "offscreen")
            if label == "saved":
                write_game(Path(home), args.actions)
            one_run(env)  # warm the file cache once
            runs = []
            for _ in range(args.runs):
                if label == "fresh":  # no saved game at all, every time
                    for f in Path(home).rglob("current-game*"):
                        f.unlink()
                runs.append(one_run(env))
            times = sorted(ms for ms, _ in runs)
            assert all(n == (args.actions if label == "saved" else 0) for _, n in runs), runs
            medians[label] = statistics.median(times)
            print(f"{label}: {len(runs)} runs, min {times[0]:.0f} ms, "
                  f"median {medians[label]:.0f} ms, max {times[-1]:.0f} ms")
    print(f"startup_saved_{args.actions}_vs_fresh: "
          f"{medians['saved'] / medians['fresh']:.2f} x")


if __name__ == "__main__":
    main()
