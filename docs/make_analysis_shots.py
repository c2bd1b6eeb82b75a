"""Render the screenshots of docs/analysis.md offscreen: ``python docs/make_analysis_shots.py``.

Where did it slip?, in Danish: a draw-1 Normal game of 60 actions analysed by the real
worker (a budget in states, so the picture is the same on every machine), the analysis
window over the table, at 800×600 and at 2560×1440.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import Action, GameCode

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE

SIZES = [(800, 600), (2560, 1440)]
PLAYED = WON_D1N_LINE.split()[:60]


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).parent
    app = QApplication([])
    app.setOrganizationName("dsolitaire-screenshots")
    settings = Settings()
    settings.animations = False
    Translations.of().apply("da")
    for width, height in SIZES:
        window = MainWindow(settings, GameCode.parse(WON_D1N_CODE), save_path=None)
        window.resize(width, height)
        window.show()
        window.analyser.seconds, window.analyser.states = None, 40_000
        for text in PLAYED:
            assert window.controller.perform(Action.parse(text)), text
        window.scene.flight.finish()
        dialog = window.analyse(window.controller.code, list(window.controller.line))
        deadline = time.monotonic() + 60
        while dialog.analysis is None and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.02)
        assert dialog.analysis is not None, "no answer from the worker"
        if width > 1000:
            dialog.resize(dialog.width() * 2, dialog.height())
        app.processEvents()
        shot = window.grab()
        painter = QPainter(shot)
        # offscreen windows have no window manager: put it in the middle, as one does
        x, y = (width - dialog.width()) // 2, (height - dialog.height()) // 2
        painter.drawPixmap(x, y, dialog.grab())
        painter.end()
        path = out / f"analysis-da-{width}x{height}.png"
        shot.save(str(path))
        print(path, dialog.words.text())
        dialog.close()
        window.close()
        window.analyser.shutdown()


if __name__ == "__main__":
    main()
