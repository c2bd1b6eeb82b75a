"""Render the README's screenshots offscreen: ``python docs/make_screenshots.py``.

Three states: a fresh deal at 1280×800, a mid-game position with a long column at
1024×768, and a draw-3 waste fanned at 1280×800. Positions are pinned game codes and
action lines, replayed through the controller. Then, in Danish and in German, the table
after a move at 800×600 and the New game window with a mistyped code. Last, in English, a
replay being watched (Watch, with its controls under the table) and the New game window
with a pasted game record, good and bad. Then issue 19's screens, in Danish at 800×600 and
at 2560×1440: the win (the dialog under the banner), a hint beside the focus ring with
the tool bar, the left-handed table with the four-colour deck, and the Settings,
Statistics and New game windows (``--issue19`` renders only these).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()

from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

from dsolitaire.app.store.history_db import FILE_NAME as HISTORY_FILE
from dsolitaire.app.store.history_db import History
from dsolitaire.app.store.settings import Settings
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import Action, GameCode, parse_record

LONG_COLUMN = (
    "5>6 7>6 4>9 S S S W>9 S S S W>9 S W>1 1>F F7>3 3>F S W>2 2>8 8>4 W>8 F7>1 1>3 8>2 2>8 "
    "3>F 8>2 2>8 S 8>2 2>8 4>2 8>4 4>8 8>4 S F7>3 3>F 4>8 2>4 4>2 2>4 4>2 S 8>4 2>8 8>2 S "
    "W>F 4>8 F7>3 8>4 W>6 4>8 1>F 3>F 2>4 8>2 6>1 2>8 S W>9 4>2 1>5 8>4 2>8 8>2 9>6 6>9 5>1 "
    "4>8 8>4 2>8 8>2 4>8 8>4 4>8 2>4 1>5 F7>3 8>2 3>F 9>6 2>8 8>2 5>1 6>9 2>8 9>6 4>2 8>4 "
    "6>9 4>8 1>5 9>6 6>9 9>6 5>1 6>9 1>5 9>6 S 8>4 5>1 4>8 8>4 4>8 W>6 4>6 2>6 6>2 8>6 2>8 "
    "6>9 9>6 6>2 1>5 8>6 6>8 5>1 6>9 2>9 1>5 9>2 8>9 9>6 6>8 5>1 6>9 8>9 9>8 9>6 S 6>9 1>5 "
    "9>6 8>6 6>9 5>1 S 2>8 F7>3 1>5 W>9 3>9"
)
SHOTS = [
    ("fresh-deal.png", "DS1-D1N-AAAAAAB", "", (1280, 800)),
    ("long-column.png", "DS1-D3N-AAAAAGM", LONG_COLUMN, (1024, 768)),
    ("draw3-waste.png", "DS1-D3V-AAAAAGM", "5>6 7>6 4>9 S S", (1280, 800)),
]


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out_dir = Path(args[0]) if args else Path(__file__).parent
    app = QApplication([])
    app.setOrganizationName("dsolitaire-screenshots")
    if "--issue19" in sys.argv:
        issue19_shots(app, out_dir)
        return
    for name, code, line, size in SHOTS:
        window = MainWindow(Settings(), GameCode.parse(code), save_path=None)
        window.resize(*size)
        window.show()
        app.processEvents()
        for text in line.split():
            assert window.controller.perform(Action.parse(text)), text
        app.processEvents()
        window.scene.flight.finish()
        app.processEvents()
        save(window.grab(), out_dir / name)
        window.close()
    for language in ("da", "de"):
        Translations.of(app).apply(language)
        window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
        window.resize(800, 600)
        window.show()
        assert window.controller.perform(Action.parse("5>2"))
        app.processEvents()
        window.scene.flight.finish()
        # what a refused drop of 6♥ (column 7) on 6♦ (column 1) says
        window.statusBar().showMessage(window.controller.refusal(6, 6, 0))
        app.processEvents()
        save(window.grab(), out_dir / f"table-{language}.png")
        dialog = NewGameDialog(window.settings, window)
        dialog.show()
        dialog.code_edit.setText("DS1-D9N-AAAAAAB")
        app.processEvents()
        save(dialog.grab(), out_dir / f"new-game-error-{language}.png")
        dialog.close()
        window.close()
    Translations.of(app).apply("en")
    replay_shots(app, out_dir)
    hint_shot(app, out_dir)
    statistics_shots(app, out_dir)
    issue19_shots(app, out_dir)


ISSUE19_SIZES = [(800, 600), (2560, 1440)]
WIN_CODE = "DS1-D1V-ALGRPCE"


def settle(app: QApplication, seconds: float, until: object = None) -> None:
    """Let timers and animations run (until ``until()`` is true, at most ``seconds``)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if callable(until) and until():
            return
        time.sleep(0.01)


def with_dialog(window: MainWindow, dialog: QWidget) -> QPixmap:
    """The window's grab with a dialog painted where it stands over it."""
    shot = window.grab()
    painter = QPainter(shot)
    at = dialog.frameGeometry().topLeft() - window.frameGeometry().topLeft()
    painter.drawPixmap(at, dialog.grab())
    painter.end()
    return shot


def issue19_shots(app: QApplication, out_dir: Path) -> None:
    """Issue 19's screens in Danish: each table screen at 800×600 and 2560×1440."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from dsolitaire.app.ui.settings_dialog import SettingsDialog
    from dsolitaire.app.ui.win_dialog import WinDialog

    Translations.of(app).apply("da")
    deals = Path(__file__).resolve().parents[1] / "resources" / "deals" / "winnable-D1V.txt"
    line = next(t for t in deals.read_text(encoding="utf-8").splitlines()
                if t.startswith(WIN_CODE + " ")).split()[1:]
    for width, height in ISSUE19_SIZES:
        size = f"{width}x{height}"
        # the win: the last card home, the celebration, the dialog under the banner
        settings = Settings()
        settings.animations = True
        window = MainWindow(settings, GameCode.parse(WIN_CODE), save_path=None)
        window.resize(width, height)
        window.show()
        for text in line:
            assert window.controller.perform(Action.parse(text)), text
        settle(app, 5, lambda w=window: bool(w.findChildren(WinDialog)))
        dialog = window.findChildren(WinDialog)[0]
        settle(app, 0.3)
        save(with_dialog(window, dialog), out_dir / f"win-da-{size}.png")
        dialog.close()
        window.close()
        # a hint and the keyboard's focus on the same pile, under the tool bar
        window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
        window.resize(width, height)
        window.show()
        settle(app, 0.2)
        QTest.keyClick(window.view, Qt.Key.Key_H)
        hint = window.hinter.hints()[0]
        assert hint.action is not None
        source = hint.action.source
        QTest.keyClick(window.view, Qt.Key.Key_Home if source == 10
                       else getattr(Qt.Key, f"Key_{source + 1}"))
        settle(app, 0.2)
        save(window.grab(), out_dir / f"hint-focus-da-{size}.png")
        window.close()
        # the left-handed table with the four-colour deck
        settings = Settings()
        settings.left_handed = True
        settings.card_deck = "classic-four-colour"
        window = MainWindow(settings, GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
        window.resize(width, height)
        window.show()
        for text in ("5>2", "S", "S"):
            assert window.controller.perform(Action.parse(text)), text
        settle(app, 0.3)
        window.scene.flight.finish()
        settle(app, 0.1)
        save(window.grab(), out_dir / f"left-handed-four-colour-da-{size}.png")
        window.close()
        settings.left_handed = False
        settings.card_deck = "classic"
    # the windows: Settings (the left-handed option), Statistics, New game
    window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
    window.resize(800, 600)
    window.show()
    settings_dialog = SettingsDialog(window.settings, window)
    settings_dialog.show()
    settle(app, 0.2)
    save(settings_dialog.grab(), out_dir / "settings-general-da.png")
    settings_dialog.close()
    dialog = NewGameDialog(window.settings, window)
    dialog.show()
    settle(app, 0.2)
    save(dialog.grab(), out_dir / "new-game-da.png")
    dialog.close()
    window.close()
    folder = Path(tempfile.mkdtemp())
    history = History(folder / HISTORY_FILE)
    for i, result in enumerate(["won", "lost", "won", "won", "abandoned", "abandoned"]):
        history.add(f"DS1-D1N-AAAAA{chr(66 + i)}A", result, 1280 if result == "won"
                       else 300 + 40 * i, 180 + 7 * i, 200.0 + 23 * i, "S S S")
    history.close()
    window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"),
                        save_path=folder / "current-game.json")
    window.show()
    stats = window.show_statistics()
    settle(app, 0.5)
    save(stats.grab(), out_dir / "statistics-da.png")
    tabs = stats.findChild(QTabWidget)
    assert tabs is not None
    tabs.setCurrentIndex(1)
    settle(app, 0.3)
    save(stats.grab(), out_dir / "history-da.png")
    stats.close()
    window.close()
    Translations.of(app).apply("en")


def hint_shot(app: QApplication, out_dir: Path) -> None:
    """H pressed in the middle of a game: the hint from the solver's winning line."""
    window = MainWindow(Settings(), GameCode.parse("DS1-D3N-AAAAAGM"), save_path=None)
    window.resize(1024, 700)
    window.show()
    for text in LONG_COLUMN.split()[:40]:
        assert window.controller.perform(Action.parse(text)), text
    window.scene.flight.finish()
    app.processEvents()
    window.hint_action.trigger()  # a suggestion at once, then the solver's hint
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and window.hinter.answer() is None:
        app.processEvents()
        time.sleep(0.02)
    # play the stock clicks the winning line starts with: the hint then moves a card
    answer = window.hinter.answer()
    while answer is not None and answer.line and str(answer.line[0]) == "S":
        assert window.controller.perform(answer.line[0])
        app.processEvents()
        answer = window.hinter.answer()
    window.scene.flight.finish()
    window.hint_action.trigger()
    app.processEvents()
    save(window.grab(), out_dir / "hint.png")
    window.close()


def statistics_shots(app: QApplication, out_dir: Path) -> None:
    """The Statistics window after twelve games of two modes, and its History tab."""
    folder = Path(tempfile.mkdtemp())
    history = History(folder / HISTORY_FILE)
    results = "WLWWLWLLWWWL"
    for i, result in enumerate(results):
        won = result == "W"
        code = f"DS1-D1{'V' if i % 3 == 2 else 'N'}-AAAAA{chr(66 + i)}{chr(65 + i)}"
        vegas = code[6] == "V"
        score = (416 if won else -104 + 5 * (10 + 3 * i)) if vegas else (
            1240 + 10 * i if won else 300 + 40 * i)
        history.add(code, "won" if won else "lost", score, 180 + 7 * i,
                       200.0 + 23 * i, "S S S")
    history.close()
    window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"),
                        save_path=folder / "current-game.json")
    window.show()
    dialog = window.show_statistics()
    app.processEvents()
    save(dialog.grab(), out_dir / "statistics.png")
    tabs = dialog.findChild(QTabWidget)
    assert tabs is not None
    tabs.setCurrentIndex(1)
    app.processEvents()
    save(dialog.grab(), out_dir / "history.png")
    dialog.close()
    window.close()


def replay_shots(app: QApplication, out_dir: Path) -> None:
    """Watch at move 60 of a long game, and the New game window with pasted records."""
    settings = Settings()
    window = MainWindow(settings, GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
    window.resize(1024, 700)
    window.show()
    bar = window.watch(parse_record(f"DS1-D3N-AAAAAGM: {LONG_COLUMN}"))
    bar.pause()
    for _ in range(60):
        bar.replay.step(True)
    app.processEvents()
    assert window.watch_view is not None
    window.watch_view.table.flight.finish()
    app.processEvents()
    save(window.grab(), out_dir / "watch.png")
    window.stop_watching()
    shots = []
    for text in ("DS1-D1N-AAAAAAB: S 5>2 S\n W>7 3>4", "DS1-D1N-AAAAAAB: S 5>2 3>3 S"):
        dialog = NewGameDialog(settings, window)
        dialog.show()
        dialog.code_edit.setText(text)
        dialog.code_edit.setCursorPosition(len(text))
        app.processEvents()
        shots.append(dialog.grab())
        dialog.close()
    gap = 12
    both = QPixmap(max(p.width() for p in shots),
                   sum(p.height() for p in shots) + gap)
    both.fill(QColor("#808080"))
    painter = QPainter(both)
    painter.drawPixmap(0, 0, shots[0])
    painter.drawPixmap(0, shots[0].height() + gap, shots[1])
    painter.end()
    save(both, out_dir / "new-game-record.png")
    window.close()


def save(pixmap: QPixmap, path: Path) -> None:
    pixmap.save(str(path))
    print(path)


if __name__ == "__main__":
    main()
