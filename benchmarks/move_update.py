"""How long the app takes to follow one move: the player's action through the controller
to the table, its announcement and the hint's key (offscreen, the real window).

A fixed random walk of legal actions is played on a Normal deal, each one as the
keyboard and the mouse play it (``controller.perform``: the engine's push, the undo
command, and every listener of the change: the scene's layout, the screen reader's
announcement, the hinter, the status bar), then taken back and played again (undo, redo);
the time of each is one sample. Animations are on, as a player has them: a move starts
its flight and the next one lands it. Issue 28: the scene moves only the cards the
move touched, instead of laying out all 104.

    python benchmarks/move_update.py [--moves 150]

The last line is the median of all the samples, in ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

from PySide6.QtWidgets import QApplication

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import STOCK_CLICK, GameCode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--moves", type=int, default=150)
    args = parser.parse_args()
    app = QApplication([])
    app.setOrganizationName("dsolitaire-bench")
    window = MainWindow(Settings(), GameCode.parse("DS1-D1N-BENCHAA"), save_path=None)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    controller = window.controller
    rng = random.Random(28)
    played, undone, redone = [], [], []
    for _ in range(args.moves):
        game = controller.game
        if game.won:
            break
        legal = game.legal_actions()
        if not legal:
            break
        others = [a for a in legal if a != STOCK_CLICK]
        action = rng.choice(others) if others and rng.random() < 0.7 else rng.choice(legal)
        t0 = time.perf_counter()
        assert controller.perform(action)
        played.append((time.perf_counter() - t0) * 1000)
        app.processEvents()
        t0 = time.perf_counter()
        controller.undo_stack.undo()
        undone.append((time.perf_counter() - t0) * 1000)
        app.processEvents()
        t0 = time.perf_counter()
        controller.undo_stack.redo()
        redone.append((time.perf_counter() - t0) * 1000)
        app.processEvents()
    every = sorted(played + undone + redone)
    p95 = every[int(0.95 * (len(every) - 1))]
    print(f"moves: {len(played)}, median played {statistics.median(played):.3f} ms, "
          f"undone {statistics.median(undone):.3f} ms, redone "
          f"{statistics.median(redone):.3f} ms; p95 of all {p95:.3f} ms")
    print(f"move_update_median: {statistics.median(every):.3f} ms")


if __name__ == "__main__":
    main()
