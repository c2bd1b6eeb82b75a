"""Helpers for the GUI tests: open the real window, reach a position, check the table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QMessageBox,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
)
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from dsolitaire.app.driver import Driver
from dsolitaire.app.store.settings import Settings
from dsolitaire.app.table.scene import CardItem, TableScene
from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import SLOT0, STOCK, WASTE, Action, Game, GameCode

if TYPE_CHECKING:
    from dsolitaire.app.ui.new_game import NewGameDialog

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
ALT = Qt.KeyboardModifier.AltModifier
LEFT = Qt.MouseButton.LeftButton

#: Positions are compared to a small fraction of a pixel.
EPS = 0.01


def open_window(qtbot: QtBot, code: str | GameCode | None, *, animations: bool = False,
                double_click: bool = True, save_path: Path | None = None,
                size: tuple[int, int] = (1280, 800)) -> tuple[MainWindow, Driver]:
    """The real main window on a deal, shown; and a driver that plays it with the mouse."""
    settings = Settings()
    settings.animations = animations
    settings.double_click = double_click
    if isinstance(code, str):
        code = GameCode.parse(code)
    window = MainWindow(settings, code, save_path=save_path)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window, Driver(window.view)


def play(window: MainWindow, line: str) -> None:
    """Reach a position quickly: play a line of actions through the controller."""
    for text in line.split():
        action = Action.parse(text)
        assert window.controller.perform(action), f"{action} is not legal here"
    window.scene.flight.finish()
    QApplication.processEvents()


def engine_after(code: str, line: str) -> Game:
    return Game.replay(code, line.split())


def state(window: MainWindow) -> tuple[object, int, int, int]:
    """Everything a refused gesture must leave alone: position+score, moves, undo stack."""
    c = window.controller
    return c.game.snapshot(), c.game.moves, c.undo_stack.count(), c.undo_stack.index()


def item_positions(window: MainWindow) -> list[tuple[float, float, float, bool, bool]]:
    return [(i.pos().x(), i.pos().y(), i.zValue(), i.isVisible(), i.face_up)
            for i in window.scene.cards]


def key(qtbot: QtBot, window: MainWindow, k: Qt.Key,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    if not window.isActiveWindow():
        # the offscreen platform does not give the activation back when a dialog closes,
        # as a desktop does; a window's shortcuts only work in the active window
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window.view, k, modifiers)
    window.scene.flight.finish()
    QApplication.processEvents()


def mnemonic(text: str) -> str:
    """The letter after a lone ``&`` in a menu text ("" for none; ``&&`` is an ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1]
            i += 1
        i += 1
    return ""


def menu_keys(qtbot: QtBot, window: MainWindow, action: QAction) -> None:
    """A menu item chosen as a player does by its mnemonics, in the language on show:
    Alt and the menu's letter open the menu, the item's letter chooses it (Alt+G, T is
    Game ▸ Statistics… in English). The letters are read off the menus as shown."""
    (title,) = [a for a in window.menuBar().actions()
                if a.menu() is not None and action in a.menu().actions()]
    letters = mnemonic(title.text()), mnemonic(action.text())
    assert all(letter.isascii() and letter.isalnum() for letter in letters), letters
    if not window.isActiveWindow():
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window, Qt.Key(ord(letters[0].upper())), ALT)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is title.menu(), timeout=3000)
    qtbot.keyClick(title.menu(), Qt.Key(ord(letters[1].upper())))
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=3000)


def undo_key(qtbot: QtBot, window: MainWindow) -> None:
    key(qtbot, window, Qt.Key.Key_Z, CTRL)


def redo_key(qtbot: QtBot, window: MainWindow) -> None:
    key(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)


def scene_point(window: MainWindow, at: QPointF) -> QPoint:
    return window.view.mapFromScene(at)


def slot_center(window: MainWindow, slot: int) -> QPoint:
    """The viewport point in the middle of foundation slot 0…7 (F1…F8)."""
    scene = window.scene
    return scene_point(window, scene.card_rect(scene.pile_pos(SLOT0 + slot)).center())


def same(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < EPS and abs(a.y() - b.y()) < EPS


def _items(scene: TableScene, pile: list[int]) -> list[CardItem]:
    return [scene.cards[c] for c in pile]


def check_table(window: MainWindow) -> None:
    """The scene shows exactly the engine's position (no animation running).

    Checked without the scene's own layout code: every card's face matches the engine,
    a column's cards start at its pile position and go down with rising y and z, a
    stacked pile's top card sits on its pile position above the others, and nothing is
    left raised at flying height.
    """
    scene = window.scene
    game = window.controller.game
    assert not scene.flight.running
    seen: set[int] = set()

    def top_of(place: int, items: list[CardItem], face_up: bool) -> None:
        for item in items:
            assert item.face_up == face_up, (place, item.card_id)
        if items:
            t = items[-1]
            assert t.isVisible(), (place, t.card_id)
            assert t.zValue() == max(i.zValue() for i in items), place
            assert abs(t.pos().x() - scene.pile_pos(place).x()) < EPS, place
            if place != WASTE or game.draw == 1:
                assert same(t.pos(), scene.pile_pos(place)), (place, t.pos())
            else:
                fanned = [i for i in items if i.isVisible()]
                ys = [i.pos().y() for i in fanned]
                assert ys == sorted(ys), ys
                assert t.pos().y() >= scene.pile_pos(WASTE).y() - EPS

    for n, col in enumerate(game.columns):
        items = _items(scene, col)
        seen.update(col)
        for i, item in enumerate(items):
            assert item.card_id == col[i]
            assert item.isVisible(), (n, i)
            assert item.face_up == (i >= game.down[n]), (n, i)
            assert abs(item.pos().x() - scene.pile_pos(n).x()) < EPS, (n, i)
            if i == 0:
                assert same(item.pos(), scene.pile_pos(n)), (n, item.pos())
            else:
                assert item.pos().y() > items[i - 1].pos().y(), (n, i)
                assert item.zValue() > items[i - 1].zValue(), (n, i)
    top_of(STOCK, _items(scene, game.stock), False)
    top_of(WASTE, _items(scene, game.waste), True)
    seen.update(game.stock)
    seen.update(game.waste)
    for k, pile in enumerate(game.foundations):
        top_of(SLOT0 + k, _items(scene, pile), True)
        seen.update(pile)
    assert len(seen) == 104
    for item in scene.cards:
        assert item.zValue() < 1000, f"card {item.card_id} left at flying height"


def visible_rects(window: MainWindow) -> list[tuple[int, QRectF]]:
    """(place, scene rect) of every visible card item; place as the engine says."""
    game = window.controller.game
    where: dict[int, int] = {}
    for c in game.stock:
        where[c] = STOCK
    for c in game.waste:
        where[c] = WASTE
    for n, col in enumerate(game.columns):
        for c in col:
            where[c] = n
    for k, pile in enumerate(game.foundations):
        for c in pile:
            where[c] = SLOT0 + k
    return [(where[i.card_id], i.sceneBoundingRect()) for i in window.scene.cards
            if i.isVisible()]


def click_button(qtbot: QtBot, button: QAbstractButton) -> None:
    """A left click where the button takes it: a check box's or radio button's box."""
    if isinstance(button, QCheckBox | QRadioButton):
        option = QStyleOptionButton()
        option.initFrom(button)
        option.text = button.text()
        element = (QStyle.SubElement.SE_CheckBoxIndicator if isinstance(button, QCheckBox)
                   else QStyle.SubElement.SE_RadioButtonIndicator)
        at = button.style().subElementRect(element, option, button).center()
    else:
        at = button.rect().center()
    qtbot.mouseClick(button, LEFT, pos=at)


def shown_dialogs(window: MainWindow, kind: type[QDialog]) -> list[QDialog]:
    return [d for d in window.findChildren(kind) if d.isVisible()]


def wait_dialog(qtbot: QtBot, window: MainWindow, kind: type[QDialog]) -> QDialog:
    qtbot.waitUntil(lambda: len(shown_dialogs(window, kind)) == 1, timeout=3000)
    return shown_dialogs(window, kind)[0]


def choose_in_combo(qtbot: QtBot, combo: QComboBox, data: object) -> None:
    """Open a combo box with the mouse and click the entry whose data is ``data``."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton)
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=3000)
    # the popup ignores a release that comes within a double-click interval of opening
    qtbot.wait(QApplication.doubleClickInterval() + 50)
    row = combo.findData(data)
    assert row >= 0, data
    rect = view.visualRect(view.model().index(row, 0))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=3000)


# -- the question before a game in progress is replaced ----------------------------------


def shown_questions(window: MainWindow) -> list[QMessageBox]:
    """The open "replace the game in progress?" boxes (found as a player sees them)."""
    return [b for b in window.findChildren(QMessageBox, "confirmReplace") if b.isVisible()]


def wait_question(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    qtbot.waitUntil(lambda: len(shown_questions(window)) == 1, timeout=3000)
    box = shown_questions(window)[0]
    assert QApplication.activeModalWidget() is box
    return box


def answer(qtbot: QtBot, box: QMessageBox, yes: bool, dont_ask: bool = False) -> None:
    """Click the box's buttons: "Don't ask again" first if asked, then Yes or No."""
    check = box.checkBox()
    assert check is not None and not check.isChecked()
    if dont_ask:
        click_button(qtbot, check)
        assert check.isChecked()
    button = box.button(QMessageBox.StandardButton.Yes if yes else QMessageBox.StandardButton.No)
    click_button(qtbot, button)
    # the box deletes itself once answered
    qtbot.waitUntil(lambda: not isValid(box) or not box.isVisible(), timeout=3000)


def open_new_game(qtbot: QtBot, window: MainWindow) -> QDialog:
    """Ctrl+N, as a player opens the New game window; the window, once shown."""
    from dsolitaire.app.ui.new_game import NewGameDialog

    key(qtbot, window, Qt.Key.Key_N, CTRL)
    return wait_dialog(qtbot, window, NewGameDialog)


def paste_record(qtbot: QtBot, dialog: NewGameDialog, text: str) -> None:
    """Paste ``text`` into the New game window's code field, as a player does: the
    clipboard, a click in the field, Ctrl+V."""
    QApplication.clipboard().setText(text)
    qtbot.mouseClick(dialog.code_edit, LEFT)
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_V, CTRL)


def as_nobody() -> list[str]:
    """The command prefix that runs a subprocess as ``nobody`` (root bypasses file
    permissions); [] when not root; the test is skipped when root cannot drop them."""
    import os
    import shutil

    import pytest

    if os.geteuid() != 0:
        return []
    for tool in (["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"],
                 ["runuser", "-u", "nobody", "--"]):
        if shutil.which(tool[0]):
            return tool
    pytest.skip("running as root, and neither setpriv nor runuser can drop that")
