"""Peak memory (RSS) of the running app: the real window, a game played with real mouse
gestures and the undo stack, and resizes from 800×600 to 4K (offscreen, Linux/macOS).
Target (issue 20): <= 120 MB. At 4K the window's own backing store is 33 MB (3840×2160×4)
and the card faces in sight some 17 MB; the idle app with its workers is
benchmarks/memory_idle.py.

    python benchmarks/memory.py [--actions 400] [--deck kde:svg-dondorf]
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

from PySide6.QtWidgets import QApplication

from dsolitaire.app.feature_check import install


def main() -> None:
    install()  # as the app's start-up does, before the app's modules
    from dsolitaire.app.driver import Driver
    from dsolitaire.app.store.settings import Settings
    from dsolitaire.app.ui.window import MainWindow
    from dsolitaire.engine import STOCK, GameCode

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--actions", type=int, default=400)
    parser.add_argument("--deck", help="the face deck (its own back): classic, kde:svg-dondorf…")
    args = parser.parse_args()
    app = QApplication([])
    app.setOrganizationName("dsolitaire-bench")
    settings = Settings()
    if args.deck:
        settings.card_deck, settings.card_back = args.deck, "deck"
    window = MainWindow(settings, GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    driver = Driver(window.view)
    rng = random.Random(1)
    for size in ((800, 600), (3840, 2160), (2560, 1440), (1280, 800)):
        window.resize(*size)
        app.processEvents()
        for _ in range(args.actions // 4):
            legal = window.controller.game.legal_actions()
            moves = [a for a in legal if a.source < 9 and a.target < 9]
            if moves and rng.random() < 0.5:
                a = rng.choice(moves)
                driver.drag(a.source, window.controller.game.fitting_index(*a), a.target)
            elif rng.random() < 0.2 and window.undo_action.isEnabled():
                window.undo_action.trigger()
            else:
                driver.click(STOCK)
            app.processEvents()
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    if sys.platform == "darwin":
        peak_kb //= 1024
    print(f"actions: {window.controller.game.moves}, sizes: 800x600 to 3840x2160")
    print(f"peak_rss: {peak_kb / 1024:.0f} MB")


if __name__ == "__main__":
    main()
