"""Runs the real app (``dsolitaire.app.main.main``) in a subprocess and reports on it.

``python tests/helpers/app_harness.py MODE [app arguments…]``, one JSON object a line on
standard output:

- ``answer``: once the window is up it is minimised and ``{"ready": true, "minimised":
  true}`` printed (a second launch may start now). When the "replace the game?" question appears:
  ``{"question", "informative", "minimised"}``; then it clicks Yes, prints
  ``{"code", "moves"}`` and closes the window.
- ``ready``: once the window is up (the event loop runs): ``{"ready": true, "boxes":
  [[objectName, text], …], "status": …}`` with the message boxes shown by then and the
  status bar's message; then it plays on until
  it is ended (a signal, say).
- ``geometry``: once the window is up: ``{"frame", "available", "minimum"}`` as
  ``[x, y, width, height]``; then it closes the window (which keeps its geometry).
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from dsolitaire.app.main import main


def _say(**data: object) -> None:
    print(json.dumps(data), flush=True)


def _rect(r: QRect) -> list[int]:
    return [r.x(), r.y(), r.width(), r.height()]


def _window() -> QWidget | None:
    for widget in QApplication.topLevelWidgets():
        if widget.objectName() == "mainWindow" and widget.isVisible():
            return widget
    return None


def _poll(app: QApplication, step: object) -> None:
    timer = QTimer(app)
    timer.setInterval(50)
    timer.timeout.connect(lambda: step(timer))  # type: ignore[operator]
    timer.start()


def answer(app: QApplication) -> None:
    state = {"ready": False}

    def step(timer: QTimer) -> None:
        window = _window()
        if window is None:
            return
        if not state["ready"]:
            state["ready"] = True
            window.showMinimized()
            _say(ready=True, minimised=window.isMinimized())
            return
        boxes = [b for b in window.findChildren(QMessageBox, "confirmReplace")
                 if b.isVisible()]
        if not boxes:
            return
        timer.stop()
        box = boxes[0]
        _say(question=box.text(), informative=box.informativeText(),
             minimised=window.isMinimized())
        QTest.mouseClick(box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
        game = window.controller.game  # type: ignore[attr-defined]
        _say(code=str(game.code), moves=game.moves)
        window.close()

    _poll(app, step)


def ready(app: QApplication) -> None:
    def report() -> None:
        boxes = [[b.objectName(), b.text()] for b in app.allWidgets()
                 if isinstance(b, QMessageBox) and b.isVisible()]
        window = _window()
        status = window.statusBar().currentMessage() if window is not None else ""  # type: ignore[attr-defined]
        _say(ready=True, boxes=boxes, status=status)

    def step(timer: QTimer) -> None:
        if _window() is not None:
            timer.stop()
            QTimer.singleShot(200, report)  # the notices opened after the first frame

    _poll(app, step)


def geometry(app: QApplication) -> None:
    def step(timer: QTimer) -> None:
        window = _window()
        if window is None:
            return
        timer.stop()

        def report() -> None:
            screen = window.screen()
            _say(frame=_rect(window.frameGeometry()), available=_rect(screen.availableGeometry()),
                 minimum=[window.minimumSizeHint().width(), window.minimumSizeHint().height()],
                 scale=screen.devicePixelRatio())
            window.close()

        QTimer.singleShot(200, report)

    _poll(app, step)


if __name__ == "__main__":
    mode, arguments = sys.argv[1], sys.argv[2:]
    application = QApplication([sys.argv[0]])
    {"answer": answer, "geometry": geometry, "ready": ready}[mode](application)
    sys.exit(main(arguments))
