"""Undo and redo through the keyboard shortcuts and the menu actions (rules.md: Undo)."""

from __future__ import annotations

from helpers.gui import LEFT, check_table, key, open_window, play, redo_key, undo_key
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from dsolitaire.engine import STOCK, Action, Game, GameCode, card_text

CTRL = Qt.KeyboardModifier.ControlModifier


def _history(code: str, actions: list[str]) -> list[tuple[object, int]]:
    """(snapshot, score) before the first action and after each one, by the engine."""
    game = Game(GameCode.parse(code))
    out = [(game.snapshot(), game.score)]
    for text in actions:
        game.push(Action.parse(text))
        out.append((game.snapshot(), game.score))
    return out


def test_exactly_200_actions_can_be_undone(qtbot) -> None:
    actions = WON_D1N_LINE.split()[:201]
    history = _history(WON_D1N_CODE, actions)
    # the line has a recycle and many scoring moves: every undo must restore the score
    assert "S" in actions and len({score for _snap, score in history}) > 20
    window, _driver = open_window(qtbot, WON_D1N_CODE)
    play(window, " ".join(actions))
    game = window.controller.game
    assert game.moves == 201
    for k in range(1, 201):
        assert window.undo_action.isEnabled(), f"undo {k}"
        undo_key(qtbot, window)
        snapshot, score = history[201 - k]
        assert game.snapshot() == snapshot, f"after {k} undos"
        assert game.score == score
        assert game.moves == 201
    # the 200th undo from the keyboard leaves the position after the first action
    undo_key(qtbot, window)
    assert game.snapshot() == history[1][0]
    assert not window.undo_action.isEnabled()
    # and a 201st does nothing, neither from the keyboard nor from the menu action
    undo_key(qtbot, window)
    window.undo_action.trigger()
    assert game.snapshot() == history[1][0] and game.snapshot() != history[0][0]
    assert game.moves == 201
    assert window.moves_label.text() == "Moves: 201"
    check_table(window)
    # redo adds 1 to the move counter and restores what the undo took away
    redo_key(qtbot, window)
    assert game.snapshot() == history[2][0] and game.moves == 202
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert game.snapshot() == history[3][0] and game.moves == 203
    window.redo_action.trigger()
    assert game.snapshot() == history[4][0] and game.moves == 204
    assert window.moves_label.text() == "Moves: 204"
    check_table(window)


def test_undo_after_more_than_200_actions_keeps_only_the_last_200(qtbot) -> None:
    actions = WON_D1N_LINE.split()[:250]
    history = _history(WON_D1N_CODE, actions)
    window, _driver = open_window(qtbot, WON_D1N_CODE)
    play(window, " ".join(actions))
    game = window.controller.game
    undone = 0
    while window.undo_action.isEnabled():
        window.undo_action.trigger()
        undone += 1
        assert undone <= 200
    assert undone == 200
    assert game.snapshot() == history[50][0] and game.score == history[50][1]
    assert game.moves == 250


def test_recycle_floor_at_zero_is_undone_exactly(qtbot) -> None:
    # 35 points, then a recycle costs only 35; undo gives back exactly 35
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    play(window, "5>F 9>F 7>8 " + " ".join(["S"] * 59))
    game = window.controller.game
    assert game.score == 35
    driver.click(STOCK)
    assert game.score == 0 and game.moves == 63
    undo_key(qtbot, window)
    assert game.score == 35 and game.moves == 63 and game.stock == []
    redo_key(qtbot, window)
    assert game.score == 0 and game.moves == 64 and game.waste == []
    undo_key(qtbot, window)
    assert game.score == 35 and game.moves == 64
    check_table(window)


def test_recycle_with_100_points_or_more_costs_100_and_undo_gives_them_back(qtbot) -> None:
    # the won line's only recycle: find where it is (the engine, instantly)
    game = Game(GameCode.parse(WON_D1N_CODE))
    actions = WON_D1N_LINE.split()
    k = 0
    while not (actions[k] == "S" and not game.stock):
        game.push(Action.parse(actions[k]))
        k += 1
    assert game.score >= 100
    score = game.score
    window, driver = open_window(qtbot, WON_D1N_CODE)
    play(window, " ".join(actions[:k]))
    game = window.controller.game
    assert game.score == score
    driver.click(STOCK)
    assert game.score == score - 100 and game.waste == []
    undo_key(qtbot, window)
    assert game.score == score and game.stock == []
    check_table(window)


def test_undo_of_a_mouse_move_restores_board_and_score_not_moves(qtbot) -> None:
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB", animations=True)
    game = window.controller.game
    start = game.snapshot()
    driver.drag(4, None, 1)  # 8♥ onto 9♠, the card under it turns over: +5
    assert game.score == 5 and game.moves == 1
    undo_key(qtbot, window)
    assert game.snapshot() == start and game.score == 0 and game.moves == 1
    assert window.score_label.text() == "Score: 0"
    assert window.moves_label.text() == "Moves: 1"
    check_table(window)
    redo_key(qtbot, window)
    assert game.score == 5 and game.moves == 2
    check_table(window)
    # a new action after an undo drops the redo
    undo_key(qtbot, window)
    driver.click(STOCK)
    assert not window.redo_action.isEnabled() and game.moves == 3


def test_undo_during_a_drag_ends_the_drag_and_the_release_does_nothing(qtbot) -> None:
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAA", animations=True)
    play(window, "S")
    game = window.controller.game
    assert card_text(game.columns[4][-1]) == "AS"  # a click on it would send it home
    start = driver.point(4)
    viewport = window.view.viewport()
    QTest.mousePress(viewport, LEFT, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(0, 25 * k))
    qtbot.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # takes the stock click back
    assert game.waste == [] and game.moves == 1
    QTest.mouseRelease(viewport, LEFT, Qt.KeyboardModifier.NoModifier, start + QPoint(0, 125))
    window.scene.flight.finish()
    assert game.foundations[0] == [] and game.moves == 1
    assert window.controller.line == []
    check_table(window)
