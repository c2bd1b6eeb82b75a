"""What saving costs per move, with 100, 10,000 and 100,000 actions already played.

A real GameController and GameStore (no window): the game is restored with N actions,
then 300 stock clicks are played through the controller. The save cost per move is the
time of a move with the store following it minus the same move without a store. For
comparison, the old way (rewriting the whole file on every move) is timed too. The
file is in a temporary folder (fsync on). Target: flat.

    python benchmarks/save_per_move.py
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

from dsolitaire.app.play.controller import GameController
from dsolitaire.app.store import savefile as savegame
from dsolitaire.app.store.autosave import GameStore
from dsolitaire.engine import Action, GameCode

CODE = GameCode.parse("DS1-D1N-AAAAAAB")
S = Action.parse("S")
MOVES = 300


def per_move(n: int, folder: Path | None, sync: bool = True) -> float:
    """Median ms of one stock click, with the store following when ``folder`` is given."""
    c = GameController(CODE)
    c.restore(CODE, [S] * n, n, 0)
    store = None
    if folder is not None:
        store = GameStore(folder / "current-game.json")
        store.sync = sync
        store.follow(c)
        c.perform(S)  # the first change after the start
    times = []
    for _ in range(MOVES):
        t = time.perf_counter()
        c.perform(S)
        times.append(time.perf_counter() - t)
    if store is not None:
        assert not store.error, store.error
        assert len(savegame.read(store.path).actions) == n + MOVES + 1
        store.close()
    return statistics.median(times) * 1000


def rewrite(n: int, folder: Path) -> float:
    game = savegame.SavedGame(CODE, [S] * n, n, 0)
    times = []
    for _ in range(20):
        t = time.perf_counter()
        savegame.save(folder / "old-way.json", game)
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    _app = QCoreApplication([])
    last = 0.0
    for n in (100, 10_000, 100_000):
        with tempfile.TemporaryDirectory() as home:
            bare = per_move(n, None)
            stored = per_move(n, Path(home))
            last = stored - bare
            unsynced = per_move(n, Path(home), sync=False) - bare
            print(f"{n:>7} actions: move {bare:.3f} ms, save {last:.3f} ms/move "
                  f"({unsynced:.3f} ms without fdatasync); the old whole-file rewrite "
                  f"{rewrite(n, Path(home)):.2f} ms")
    print(f"save_per_move_100000: {last:.3f} ms")


if __name__ == "__main__":
    main()
