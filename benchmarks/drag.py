"""Frame time while dragging a 13-card run, with all 104 cards on the table (offscreen).

The position is built for the benchmark (a King-to-Ace run in column 1 and the other
91 cards spread over the columns, the waste and the stock), shown at 1280×800. The drag
is real mouse events on the view; one frame is one mouse move plus the repaint it
causes. Target: p95 <= 8 ms.

``--solver-busy``: the hint solver's worker process searches a Vegas deal (which it
does not decide) all through the drag, as after a player's H (issue 9: p95 <= 8 ms
with the solver busy); the last line is then ``drag_frame_p95_solver_busy``.

    python benchmarks/drag.py [--frames 300] [--solver-busy]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp()
os.environ["XDG_CONFIG_HOME"] = _HOME

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from dsolitaire.app.play.change import Change, ChangeKind  # noqa: E402
from dsolitaire.app.play.hinter import HintSolver  # noqa: E402
from dsolitaire.app.store.settings import Settings  # noqa: E402
from dsolitaire.app.ui.window import MainWindow  # noqa: E402
from dsolitaire.engine import DECK_SIZE, RANK, SUIT, GameCode  # noqa: E402


def build_position(window: MainWindow) -> None:
    """A K…A alternating run in column 1; everything else spread out, 104 cards."""
    game = window.controller.game
    run: list[int] = []
    for rank in range(13, 0, -1):
        suit = 0 if rank % 2 else 1  # spades and hearts alternate
        run.append(next(c for c in range(DECK_SIZE) if RANK[c] == rank and SUIT[c] == suit))
    rest = [c for c in range(DECK_SIZE) if c not in run]
    columns = [run] + [rest[i * 6:(i + 1) * 6] for i in range(8)]
    game.columns[:] = columns
    game.down[:] = [0] + [5] * 8
    used = 48
    game.waste[:] = rest[used:used + 20]
    game.stock[:] = rest[used + 20:]
    assert sum(map(len, game.columns)) + len(game.waste) + len(game.stock) == DECK_SIZE
    window.controller.changed.emit(Change(ChangeKind.DEAL))  # laid out anew


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--solver-busy", action="store_true",
                        help="keep the hint solver's worker process searching meanwhile")
    args = parser.parse_args()
    app = QApplication([])
    app.setOrganizationName("dsolitaire-bench")
    settings = Settings()
    window = MainWindow(settings, GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    build_position(window)
    app.processEvents()
    window.scene.flight.finish()
    solver = None
    if args.solver_busy:
        solver = HintSolver(seconds=600.0)
        solver.request(GameCode.parse("DS1-D3V-ABCDEFG"), [])
        started = time.perf_counter()
        while time.perf_counter() - started < 2.0:  # the worker is up and searching
            app.processEvents()
            time.sleep(0.01)
        assert solver.busy and multiprocessing.active_children()
    scene, view = window.scene, window.view
    viewport = view.viewport()
    king = scene.cards[window.controller.game.columns[0][0]]
    start = view.mapFromScene(king.sceneBoundingRect().topLeft()) + QPoint(20, 8)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    times = []
    for k in range(args.frames):
        # a loop across the table and back
        dx = int(600 * abs(((k / 100) % 2) - 1))
        dy = int(40 * ((k % 20) / 20))
        t0 = time.perf_counter()
        QTest.mouseMove(viewport, start + QPoint(dx + 5, dy + 5))
        app.processEvents()
        times.append((time.perf_counter() - t0) * 1000)
    dragged = sum(1 for c in scene.cards if c.zValue() >= 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start)
    app.processEvents()
    if solver is not None:
        assert solver.busy, "the solver stopped before the drag ended"
        solver.shutdown()
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"frames: {len(times)}, cards dragged: {dragged}, cards on the table: "
          f"{sum(1 for c in scene.cards if c.scene() is scene)}, median "
          f"{statistics.median(times):.2f} ms, max {times[-1]:.2f} ms")
    name = "drag_frame_p95_solver_busy" if solver is not None else "drag_frame_p95"
    print(f"{name}: {p95:.2f} ms")


if __name__ == "__main__":
    main()
