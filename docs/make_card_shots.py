"""Render the card-deck screenshots offscreen: ``python docs/make_card_shots.py [KDE...]``.

Each of our decks on the table after a few moves, at 800×600 and at 2560×1440
(``cards-<deck>-<size>.png``), the KDE decks named on the command line (folder names
such as ``svg-oxygen``; default: ``svg-oxygen`` when it is installed) the same way,
and the Settings window's Cards page (``settings-cards.png``).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

from PySide6.QtWidgets import QApplication

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.table.decks import KDE_PREFIX, DeckLibrary
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import Action, GameCode

CODE = "DS1-D3N-AAAAAGM"
LINE = "5>6 7>6 4>9 S S S W>9 S S S W>9 S W>1 1>F F7>3 3>F S W>2 2>8"
SIZES = [(800, 600), (2560, 1440)]


def main() -> None:
    out = Path(__file__).parent
    app = QApplication([])
    app.setOrganizationName("dsolitaire-screenshots")
    library = DeckLibrary()
    kde = sys.argv[1:] or ["svg-oxygen"]
    keys = [d.key for d in library.decks() if d.builtin]
    keys += [KDE_PREFIX + name for name in kde if library.deck(KDE_PREFIX + name)]
    settings = Settings()
    settings.animations = False
    for key in keys:
        settings.card_deck = key
        settings.card_back = "deck" if key.startswith(KDE_PREFIX) else "blue"
        for width, height in SIZES:
            window = MainWindow(settings, GameCode.parse(CODE), save_path=None)
            window.resize(width, height)
            window.show()
            for text in LINE.split():
                assert window.controller.perform(Action.parse(text)), text
            window.scene.flight.finish()
            app.processEvents()
            name = key.removeprefix(KDE_PREFIX)
            path = out / f"cards-{name}-{width}x{height}.png"
            window.grab().save(str(path))
            print(path)
            window.close()
    settings.card_deck, settings.card_back = keys[0], "blue"
    window = MainWindow(settings, GameCode.parse(CODE), save_path=None)
    window.show()
    dialog = window.show_settings()
    dialog.tabs.setCurrentIndex(1)
    app.processEvents()
    dialog.grab().save(str(out / "settings-cards.png"))
    print(out / "settings-cards.png")


if __name__ == "__main__":
    main()
