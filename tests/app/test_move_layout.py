"""Issue 28: one change event per move, and the table moves only the cards it names.

The controller emits ``changed`` once per change with a ``Change`` carrying the engine's
record; the scene lays out only the piles the record names. These tests check that a
move leaves every other card item alone (an item put aside by the test stays where it
was put), that the table then still shows exactly the engine's position, after any walk
of moves, undos and redos, and that a new position is laid out whole.
"""

from __future__ import annotations

import random

from helpers.gui import check_table, open_window, play, redo_key, undo_key
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dsolitaire.app.play.change import Change, ChangeKind
from dsolitaire.engine import STOCK, STOCK_CLICK, Game

# DS1-D1N-AAAAAAB: column 5's 8H fits on column 2's 9S and on nothing else.
CODE = "DS1-D1N-AAAAAAB"
ASIDE = QPointF(-300.0, -300.0)


def _shown_as_laid_out(window) -> None:  # type: ignore[no-untyped-def]
    """Every card item is where a whole layout of the engine's position puts it, and its
    cursor says what the controller lets the player take."""
    scene = window.scene
    scene.land()
    layout = scene.compute_layout()
    for card, spot in layout.spots.items():
        item = scene.cards[card]
        assert (item.pos(), item.zValue(), item.isVisible(), item.face_up) == (
            spot.pos, spot.z, spot.visible, spot.face_up), card
        place, index = layout.where[card]
        if place != STOCK:
            open_hand = (item.hasCursor()
                         and item.cursor().shape() == Qt.CursorShape.OpenHandCursor)
            assert open_hand == window.controller.can_pick(place, index), card
    check_table(window)


def test_a_move_leaves_the_cards_it_did_not_touch_alone(qtbot: QtBot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window, driver = open_window(qtbot, CODE)
    game = window.controller.game
    untouched = window.scene.cards[game.columns[0][-1]]
    untouched.setPos(ASIDE)  # a card of column 1, which the move does not touch
    asked: list[tuple[int, int]] = []
    can_pick = window.controller.can_pick

    def counting(place: int, index: int) -> bool:
        asked.append((place, index))
        return can_pick(place, index)

    monkeypatch.setattr(window.controller, "can_pick", counting)
    driver.drag(4, None, 1)  # 8H onto 9S
    assert window.controller.game.moves == 1
    assert untouched.pos() == ASIDE  # not laid out again
    asked.clear()
    undo_key(qtbot, window)
    assert untouched.pos() == ASIDE
    # the scene asked about the cards of columns 2 and 5 only (not all 104 cards)
    assert asked and {place for place, _ in asked} <= {1, 4}
    asked.clear()
    redo_key(qtbot, window)
    assert untouched.pos() == ASIDE
    assert {place for place, _ in asked} <= {1, 4}
    driver.click(STOCK)  # a draw touches the stock and the waste only
    assert untouched.pos() == ASIDE
    # a resize lays out the whole table: the card is put back
    window.resize(1200, 780)
    QApplication.processEvents()
    window.scene.land()
    assert untouched.pos() != ASIDE
    _shown_as_laid_out(window)


def test_a_new_position_is_laid_out_whole(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE)
    driver.drag(4, None, 1)
    untouched = window.scene.cards[window.controller.game.columns[0][-1]]
    untouched.setPos(ASIDE)
    window.controller.restart()  # the same as Game > Restart, without the question
    QApplication.processEvents()
    assert untouched.pos() != ASIDE
    _shown_as_laid_out(window)
    assert window.controller.game.snapshot() == Game.from_code(CODE).snapshot()
    undo_key(qtbot, window)  # the restart taken back: the move is on the table again
    assert window.controller.game.columns[1][-1] == Game.replay(CODE, ["5>2"]).columns[1][-1]
    _shown_as_laid_out(window)


def test_one_change_event_per_change_in_one_order(qtbot: QtBot) -> None:
    window, driver = open_window(qtbot, CODE)
    controller = window.controller
    seen: list[object] = []
    controller.lineEdited.connect(lambda keep, added: seen.append("line"))
    controller.changed.connect(seen.append)
    controller.won.connect(lambda: seen.append("won"))
    driver.drag(4, None, 1)
    assert seen[0] == "line" and len(seen) == 2
    change = seen[1]
    assert isinstance(change, Change) and change.kind is ChangeKind.PLAYED
    assert change.record is not None and str(change.record.action) == "5>2"
    assert change.places == (4, 1) and change.label is not None
    seen.clear()
    undo_key(qtbot, window)
    redo_key(qtbot, window)
    kinds = [c.kind for c in seen if isinstance(c, Change)]
    assert kinds == [ChangeKind.UNDONE, ChangeKind.REDONE] and len(seen) == 4
    seen.clear()
    controller.new_game(controller.code)  # what Game > New game does, once asked
    deals = [c for c in seen if isinstance(c, Change)]
    assert [c.kind for c in deals] == [ChangeKind.DEAL]  # one change, one layout


def test_walks_of_moves_undos_and_redos_keep_the_table_right(qtbot: QtBot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-BENCHAA", animations=True)
    controller = window.controller
    rng = random.Random(28)
    for _ in range(90):
        roll = rng.random()
        if roll < 0.15 and controller.undo_stack.canUndo():
            undo_key(qtbot, window)
        elif roll < 0.25 and controller.undo_stack.canRedo():
            redo_key(qtbot, window)
        else:
            legal = controller.game.legal_actions()
            if not legal:
                break
            others = [a for a in legal if a != STOCK_CLICK]
            action = rng.choice(others) if others and rng.random() < 0.7 else rng.choice(legal)
            play(window, str(action))
        _shown_as_laid_out(window)
