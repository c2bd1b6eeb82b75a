"""``dsolitaire --self-test``: the real window, a known deal, a scripted line played with
real mouse events, and the result checked against the engine."""

from __future__ import annotations

import sys
import time

from PySide6.QtWidgets import QApplication

from ..engine import STOCK, WASTE, Game, GameCode
from .driver import Driver
from .store.settings import Settings
from .ui.window import MainWindow

CODE = "DS1-D1N-AAAAAAB"
LINE = ["5>2", "S", "W>9", "4>1", "U"]  # drag, stock click, double-click, drag, undo


def run_self_test() -> int:
    started = time.perf_counter()
    window = MainWindow(Settings(), GameCode.parse(CODE), save_path=None)
    window.resize(1024, 700)
    window.show()
    QApplication.processEvents()
    driver = Driver(window.view)
    driver.drag(4, None, 1)  # 8H onto 9S
    driver.click(STOCK)
    driver.double_click(WASTE)  # TH goes to the longest column it fits: JC
    driver.drag(3, None, 0)  # 5C onto 6D
    window.undo_action.trigger()
    QApplication.processEvents()
    expected = Game.replay(CODE, LINE)
    game = window.controller.game
    ok = game.snapshot() == expected.snapshot() and game.moves == expected.moves
    # a hint: the solver's worker process (a frozen build starts itself again for it)
    asked = time.perf_counter()
    window.hint_action.trigger()
    while window.hinter.answer() is None and time.perf_counter() - asked < 30:
        QApplication.processEvents()
        time.sleep(0.005)
    answer = window.hinter.answer()
    hinted = answer is not None and answer.result == "win" and bool(answer.line)
    hint_ms = (time.perf_counter() - asked) * 1000
    window.hinter.shutdown()
    if not hinted:
        print(f"self-test FAILED: no hint from the solver's worker in {hint_ms:.0f} ms "
              f"({answer})", file=sys.stderr)
    ok = ok and hinted and game.snapshot() == expected.snapshot()
    elapsed = (time.perf_counter() - started) * 1000
    if ok:
        print(f"self-test ok: {CODE} {' '.join(LINE)} -> score {game.score_text}, "
              f"moves {game.moves}; hint from the solver in {hint_ms:.0f} ms "
              f"({elapsed:.0f} ms)")
    else:
        print(f"self-test FAILED: {CODE} {' '.join(LINE)}: the table shows score "
              f"{game.score_text}, moves {game.moves}; the engine expects score "
              f"{expected.score_text}, moves {expected.moves}", file=sys.stderr)
    window.hide()
    window.deleteLater()
    QApplication.processEvents()
    return 0 if ok else 1
