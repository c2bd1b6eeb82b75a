"""A hint, the keyboard's focus and a pick stay readable together: the hint's outline
goes beside the focus ring (both show in a grab of the table), a picked card keeps its
face, and a new pick clears an old hint."""

from __future__ import annotations

from helpers.gui import key, open_window
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import STOCK

CODE = "DS1-D1N-AAAAAAB"


def focus_on(qtbot: QtBot, window: MainWindow, place: int) -> None:
    """Home focuses the stock, a digit a column, as a player types them."""
    digit = {n: getattr(Qt.Key, f"Key_{n + 1}") for n in range(9)}
    key(qtbot, window, Qt.Key.Key_Home if place == STOCK else digit[place])
    assert window.scene.focus_place == place


def grab(window: MainWindow) -> QImage:
    return window.view.viewport().grab().toImage()


def pixel(window: MainWindow, image: QImage, at: QPointF) -> QColor:
    p: QPoint = window.view.mapFromScene(at)
    return image.pixelColor(p)


def is_white(c: QColor) -> bool:
    return min(c.red(), c.green(), c.blue()) > 225


def is_gold(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 170 and c.blue() < 140


def test_the_hint_and_the_focus_ring_on_one_pile_both_show(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, CODE)
    key(qtbot, window, Qt.Key.Key_H)
    hint = window.hinter.hints()[0]
    assert hint.action is not None
    focus_on(qtbot, window, hint.action.source)
    scene = window.scene
    ring = scene.overlays.focus_ring
    marks = [m for m in scene.overlays.hint_marks if m.isVisible()]
    assert ring.isVisible() and marks
    image = grab(window)
    rect = ring.rect()
    mark = marks[0].rect()
    y = rect.center().y()
    assert mark.top() <= y <= mark.bottom()
    # the ring's light line, on its left edge, and the hint's line outside it
    ring_light = pixel(window, image, QPointF(rect.left(), y))
    hint_line = pixel(window, image, QPointF(mark.left(), y))
    assert is_white(ring_light), ring_light.name()
    assert is_gold(hint_line), hint_line.name()
    assert mark.left() < rect.left() - ring.width / 2, "the hint is outside the ring"


def test_a_picked_card_keeps_its_face_and_the_pick_clears_the_hint(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE)
    scene = window.scene
    column = 4
    top = scene.cards[driver.pile(column)[-1]]
    focus_on(qtbot, window, column)
    centre = top.sceneBoundingRect().center()
    before = pixel(window, grab(window), centre)
    key(qtbot, window, Qt.Key.Key_H)
    assert any(m.isVisible() for m in scene.overlays.hint_marks)
    assert window.statusBar().currentMessage()
    key(qtbot, window, Qt.Key.Key_Return)  # pick the top card up
    assert scene.overlays.pick_ring.isVisible()
    after = pixel(window, grab(window), centre)
    assert after == before, (before.name(), after.name())  # no tint over the face
    assert not any(m.isVisible() for m in scene.overlays.hint_marks), "the old hint is gone"
    assert window.statusBar().currentMessage() == ""
