"""The real window for the AT-SPI check: ``python tests/helpers/atspi_app.py CODE LANG``.

Shows the main window on a deal (no saved game), waits until a screen reader is
listening (a line on standard input), then plays one turn with real key presses to the
table: focus moves, a pick, a drop, a draw, an undo, a refused drop, Escape. Prints
``step <n> <keys>`` before each step and ``done`` at the end, then waits to be closed.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QSocketNotifier, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import GameCode

K = Qt.Key
CTRL = Qt.KeyboardModifier.ControlModifier
#: One turn on DS1-D1N-AAAABMM, key by key.
TURN: list[tuple[str, list[tuple[Qt.Key, Qt.KeyboardModifier]]]] = [
    ("Right", [(K.Key_Right, Qt.KeyboardModifier.NoModifier)]),
    ("7", [(K.Key_7, Qt.KeyboardModifier.NoModifier)]),
    ("Enter", [(K.Key_Return, Qt.KeyboardModifier.NoModifier)]),
    ("5", [(K.Key_5, Qt.KeyboardModifier.NoModifier)]),
    ("Enter", [(K.Key_Return, Qt.KeyboardModifier.NoModifier)]),
    ("Home", [(K.Key_Home, Qt.KeyboardModifier.NoModifier)]),
    ("Enter", [(K.Key_Return, Qt.KeyboardModifier.NoModifier)]),
    ("Ctrl+Z", [(K.Key_Z, CTRL)]),
    ("7", [(K.Key_7, Qt.KeyboardModifier.NoModifier)]),
    ("Enter", [(K.Key_Return, Qt.KeyboardModifier.NoModifier)]),
    ("3", [(K.Key_3, Qt.KeyboardModifier.NoModifier)]),
    ("Enter", [(K.Key_Return, Qt.KeyboardModifier.NoModifier)]),
    ("Escape", [(K.Key_Escape, Qt.KeyboardModifier.NoModifier)]),
]


def main() -> int:
    code, language = sys.argv[1], sys.argv[2]
    app = QApplication([sys.argv[0]])
    app.setApplicationName("dsolitaire-atspi-check")
    Translations.of(app).apply(language)
    settings = Settings()
    settings.animations = False
    window = MainWindow(settings, GameCode.parse(code))
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    window.view.setFocus()
    print("ready", flush=True)
    steps = iter(enumerate(TURN))

    def step() -> None:
        try:
            n, (name, presses) = next(steps)
        except StopIteration:
            print("done", flush=True)
            return
        print(f"step {n} {name}", flush=True)
        window.view.setFocus()
        for k, modifiers in presses:
            QTest.keyClick(window.view, k, modifiers)
        QTimer.singleShot(250, step)

    def go() -> None:
        line = sys.stdin.readline()
        notifier.setEnabled(False)
        if line.strip() == "go":
            QTimer.singleShot(300, step)
        else:
            app.quit()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(go)
    QTimer.singleShot(60_000, app.quit)  # never left behind
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
