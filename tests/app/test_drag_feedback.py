"""While dragging, the pile a drop would go to is outlined; a refused drop says why."""

from __future__ import annotations

from helpers.gui import open_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from dsolitaire.engine import FOUNDATION, Game

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
# DS1-D1N-AAAAAAB: column 5's 8H fits on column 2's 9S and on nothing else.
CODE = "DS1-D1N-AAAAAAB"


def _hold_over(qtbot: QtBot, target: int):  # type: ignore[no-untyped-def]
    window, driver = open_window(qtbot, CODE)
    viewport = window.view.viewport()
    start, end = driver.point(4), driver.point(target)
    QTest.mousePress(viewport, LEFT, NONE, start)
    for k in range(1, 7):
        p = start + (end - start) * (k / 6)
        QTest.mouseMove(viewport, QPoint(round(p.x()), round(p.y())))
    return window, viewport, end


def test_the_accepting_pile_under_the_cards_is_outlined(qtbot: QtBot) -> None:
    window, viewport, end = _hold_over(qtbot, 1)
    mark = window.scene.overlays.target_mark
    assert mark.isVisible()
    nine = window.scene.cards[window.controller.game.columns[1][-1]]
    assert mark.sceneBoundingRect().contains(nine.sceneBoundingRect())
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    assert not mark.isVisible()
    assert window.controller.game.moves == 1


def test_a_refusing_pile_is_not_outlined_and_the_drop_says_why(qtbot: QtBot) -> None:
    window, viewport, end = _hold_over(qtbot, 0)  # 8H on 6D
    assert not window.scene.overlays.target_mark.isVisible()
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    assert window.controller.game.moves == 0
    assert window.statusBar().currentMessage() == "8♥ does not fit on 6♦"


def test_the_cursor_shows_what_can_be_taken(qtbot: QtBot) -> None:
    window, _driver = open_window(qtbot, CODE)
    game, cards = window.controller.game, window.scene.cards
    column = game.columns[4]
    assert cards[column[-1]].cursor().shape() == Qt.CursorShape.OpenHandCursor
    assert not cards[column[0]].hasCursor()  # face down
    assert cards[game.stock[-1]].cursor().shape() == Qt.CursorShape.PointingHandCursor


def test_a_drop_on_the_foundations_says_why_it_is_refused(qtbot: QtBot) -> None:
    window, viewport, end = _hold_over(qtbot, FOUNDATION)  # no foundation takes 8H yet
    assert not window.scene.overlays.target_mark.isVisible()
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    assert window.controller.game.moves == 0
    assert window.statusBar().currentMessage() == "No foundation takes 8♥ yet"


def test_a_drop_is_decided_once(qtbot: QtBot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 28: the drop's decision made when the drag started is the one the undo
    command, its label and the push reuse; the release decides nothing again (it was
    4 times: drop_action, perform, the label's preview and push)."""
    from dsolitaire.engine import Game

    window, viewport, end = _hold_over(qtbot, 1)  # 8H on 9S: accepted
    decide = Game._decide
    calls: list[object] = []

    def counting(game: Game, action):  # type: ignore[no-untyped-def]
        calls.append(action)
        return decide(game, action)

    monkeypatch.setattr(Game, "_decide", counting)
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    assert window.controller.game.moves == 1
    assert window.controller.undo_stack.undoText() == "Move 8♥ to column 2"
    assert len(calls) == 0


def test_a_refused_drop_takes_the_keyboards_road_worded_from_the_refusal(qtbot: QtBot) -> None:
    """Issue 28: the mouse's refusal goes through scene.refuse as the keyboard's does:
    the status bar shows the symbols, and screen readers hear the cards named, worded
    from the Refusal (not read back from the symbols)."""
    from dsolitaire.engine import Refusal

    window, viewport, end = _hold_over(qtbot, 0)  # 8H on 6D
    said: list[str] = []
    window.scene.announced.connect(said.append)
    QTest.mouseRelease(viewport, LEFT, NONE, end)
    bar = window.statusBar()
    assert bar.currentMessage() == "8♥ does not fit on 6♦"
    assert bar.accessibleName() == "eight of hearts does not fit on six of diamonds"
    assert said == ["eight of hearts does not fit on six of diamonds"]
    controller = window.controller
    assert isinstance(controller.click_refusal(0), Refusal)  # 6D goes to no foundation
    assert isinstance(controller.double_click_refusal(0), Refusal)


def test_a_new_game_is_laid_out_once(qtbot: QtBot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 28: a new position synced the scene twice (gameStarted, then changed)."""
    from helpers.gui import CTRL, answer, key, wait_question

    from dsolitaire.app.table.scene import TableScene

    window, driver = open_window(qtbot, CODE)
    driver.drag(4, None, 1)  # 8H onto 9S: a game in progress
    assert window.controller.game.moves == 1
    sync = TableScene.sync
    calls: list[bool] = []

    def counting(scene: TableScene, animate: bool) -> None:
        calls.append(animate)
        sync(scene, animate)

    monkeypatch.setattr(TableScene, "sync", counting)
    key(qtbot, window, Qt.Key.Key_R, CTRL)  # Game > Restart this deal, asked first
    answer(qtbot, wait_question(qtbot, window), yes=True)
    # dealt again; the counter goes on (a restart is the same attempt)
    assert window.controller.game.snapshot() == Game.from_code(CODE).snapshot()
    assert calls == [False]  # one sync, laid out at once
