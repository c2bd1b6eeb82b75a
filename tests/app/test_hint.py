"""Hints (key H, Game ▸ Hint): the solver's first action when it has a winning line, the
heuristic ranking otherwise, "no winning line" when the solver proved it; a hint moves
nothing; the worker process follows the game and ends with the window."""

from __future__ import annotations

import multiprocessing
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.gui import (
    click_button,
    key,
    open_new_game,
    open_window,
    paste_record,
    play,
    state,
    undo_key,
)
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from dsolitaire.app.ui.window import MainWindow
from dsolitaire.engine import FOUNDATION, SLOT0, STOCK, Action, GameCode
from dsolitaire.engine.outcomes import HintAnswer

#: The solver wins this deal in a few milliseconds.
FAST = "DS1-D1N-ABCDEFG"
#: After drawing the whole stock once (59 clicks), the solver proves this Vegas deal lost.
LOST = "DS1-D1V-OVKVMCD"
#: The solver proves this Vegas deal lost from its first card, in a few milliseconds.
DEAL_LOST = "DS1-D3V-UXDQYSW"
H = Qt.Key.Key_H


def status(window: MainWindow) -> str:
    return window.statusBar().currentMessage()


def marks(window: MainWindow) -> list[QRectF]:
    return [m.rect() for m in window.scene.overlays.hint_marks if m.isVisible()]


def wait_status(qtbot: QtBot, window: MainWindow, start: str) -> None:
    qtbot.waitUntil(lambda: status(window).startswith(start), timeout=15000)


def close(qtbot: QtBot, window: MainWindow) -> None:
    window.close()
    QApplication.processEvents()
    assert multiprocessing.active_children() == []


def test_h_shows_the_solvers_move_outlined_and_in_the_status_bar(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, FAST)
    entry = [a for a in window.game_menu.actions() if a.text() == "&Hint"]
    assert len(entry) == 1 and entry[0].shortcut().toString() == "H"
    before = state(window)
    assert status(window) == "" and marks(window) == []
    key(qtbot, window, H)
    # at once: a suggestion from the ranking; soon the solver's first action
    assert status(window).startswith(("Still searching; for now: ",
                                      "Winning line: "))
    wait_status(qtbot, window, "Winning line: move ")
    game = window.controller.game
    hint = window.hinter.hints()[0]
    assert hint.answer is HintAnswer.WINNING_LINE and hint.action is not None
    assert game.is_legal(hint.action)
    # the outline: the card to move and its destination (a foundation slot here)
    src, dst = hint.action
    assert dst == FOUNDATION
    card = game.pile(src)[-1]
    outlined = marks(window)
    assert len(outlined) == 2
    assert outlined[0].contains(window.scene.cards[card].sceneBoundingRect())
    slot = SLOT0 + game.foundation_slot(card)
    slot_rect = window.scene.card_rect(window.scene.pile_pos(slot))
    assert outlined[1].contains(slot_rect)
    assert window.controller.wording.card(card) in status(window)
    assert state(window) == before  # nothing moved, no undo entry, no move counted
    close(qtbot, window)


def test_h_again_goes_on_to_the_next_suggestion_and_changes_nothing(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, FAST)
    before = state(window)
    key(qtbot, window, H)
    wait_status(qtbot, window, "Winning line: ")
    hints = window.hinter.hints()
    assert len(hints) > 2
    seen = [status(window)]
    for _ in range(len(hints) - 1):
        key(qtbot, window, H)
        assert status(window).startswith("Another move, not the winning line's: ")
        seen.append(status(window))
    assert len(set(seen)) == len(seen)  # each press a different one
    for hint in hints:
        assert hint.action is not None and window.controller.game.is_legal(hint.action)
    key(qtbot, window, H)  # round again to the solver's hint
    assert status(window) == seen[0]
    assert state(window) == before
    assert window.controller.undo_stack.count() == 0
    close(qtbot, window)


def test_following_the_hints_wins_a_few_moves_without_waiting(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, FAST)
    key(qtbot, window, H)
    wait_status(qtbot, window, "Winning line: ")
    for _ in range(5):
        action = window.hinter.hints()[0].action
        assert action is not None
        assert window.controller.perform(action)
        window.scene.flight.finish()
        assert status(window) == "" and marks(window) == []  # the old hint is gone
        key(qtbot, window, H)
        # the rest of the winning line is still one: no new search is needed
        assert status(window).startswith("Winning line: ")
    close(qtbot, window)


def test_a_proven_lost_position_says_so_when_asked(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, LOST)
    play(window, " ".join(["S"] * 59))
    assert not window.controller.game.stock
    before = state(window)
    key(qtbot, window, H)
    wait_status(qtbot, window, "No winning line is left from here")
    assert marks(window) == []
    assert state(window) == before
    key(qtbot, window, H)  # the moves that are still legal, as suggestions
    assert status(window).startswith("No winning line is left; a move: ")
    close(qtbot, window)


def test_a_deal_lost_from_its_start_offers_no_undo(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, DEAL_LOST)
    key(qtbot, window, H)
    wait_status(qtbot, window, "This deal cannot be won; start a new game")
    assert not window.controller.undo_stack.canUndo()  # "undo" would lead nowhere
    play(window, "S")
    key(qtbot, window, H)
    wait_status(qtbot, window, "No winning line is left from here; undo or start a new game")
    undo_key(qtbot, window)  # back to the start
    assert not window.controller.undo_stack.canUndo()
    key(qtbot, window, H)
    wait_status(qtbot, window, "This deal cannot be won; start a new game")
    close(qtbot, window)


def test_a_lost_game_past_the_undo_limit_offers_no_undo(qtbot: QtBot) -> None:
    # a record of 201 actions pasted into the New game window: the undo stack takes its
    # last 200, so undoing them all leaves the first action, which undo cannot reach
    window, _ = open_window(qtbot, DEAL_LOST)
    dialog = open_new_game(qtbot, window)
    # RAFGMTE is lost from its start: 3♠ up and back a hundred times
    paste_record(qtbot, dialog, "DS1-D3V-RAFGMTE: 2>3 " + " ".join(["3>F F5>3"] * 100))
    click_button(qtbot, dialog.ok_button)
    assert len(window.controller.line) == 201
    key(qtbot, window, H)
    wait_status(qtbot, window, "No winning line is left from here; undo or start a new game")
    for _ in range(200):
        undo_key(qtbot, window)
    assert [str(a) for a in window.controller.line] == ["2>3"]
    assert not window.controller.undo_stack.canUndo()
    key(qtbot, window, H)
    wait_status(qtbot, window, "No winning line is left from here; start a new game")
    close(qtbot, window)


def test_a_new_deal_cancels_the_search_and_leaves_no_stale_hint(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, "DS1-D3V-ABCDEFG")  # Vegas: the search runs long
    key(qtbot, window, H)
    assert status(window).startswith("Still searching; for now: ")
    assert window.hinter.solver.busy
    window.open_code(GameCode.parse(FAST))  # nothing played: no question
    assert str(window.controller.code) == FAST
    assert status(window) == "" and marks(window) == []
    qtbot.wait(300)
    assert status(window) == ""  # no answer of the old deal shows up
    key(qtbot, window, H)
    wait_status(qtbot, window, "Winning line: ")
    action = window.hinter.hints()[0].action
    assert action is not None and window.controller.game.is_legal(action)
    close(qtbot, window)


def test_the_stock_hint_outlines_the_stock(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, "DS1-D1V-OVKVMCD")
    hinter = window.hinter
    game = window.controller.game
    cards, places = hinter.outline(Action(STOCK, 9))
    assert cards == [] and places == [STOCK]
    assert game.stock
    assert multiprocessing.active_children() == []  # no worker before the first H
    close(qtbot, window)


def test_draws_before_a_waste_move_are_said_in_one_hint(qtbot: QtBot) -> None:
    # the solver's line here starts S S S S W>F: four draws, then the waste's card goes up
    window, _ = open_window(qtbot, "DS1-D1N-AAAMQAE")
    before = state(window)
    key(qtbot, window, H)
    wait_status(qtbot, window, "Winning line: draw from the stock 4 times, then move ")
    ahead = window.controller.game.copy(stack=False)
    for _ in range(4):
        ahead.play(Action(STOCK, 9))
    card = window.controller.wording.card(ahead.waste[-1])
    assert status(window).endswith(f"move {card} to the foundation")
    assert ahead.is_legal(Action.parse("W>F"))
    stock = window.scene.card_rect(window.scene.pile_pos(STOCK))
    assert [m.contains(stock) for m in marks(window)] == [True]  # the stock is outlined
    assert state(window) == before
    close(qtbot, window)


ORPHAN = """
import multiprocessing, os, sys, time
from PySide6.QtCore import QCoreApplication
from dsolitaire.app.play.hinter import HintSolver
if __name__ == "__main__":
    app = QCoreApplication([])
    solver = HintSolver()
    solver.warm_up()
    while not multiprocessing.active_children():
        time.sleep(0.01)
    time.sleep(0.5)
    print(" ".join(str(p.pid) for p in multiprocessing.active_children()), flush=True)
    os._exit(0)  # as if killed: no shutdown, no atexit
"""


@pytest.mark.skipif(not Path("/proc/self").exists(), reason="reads /proc")
def test_the_worker_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    script = tmp_path / "orphan.py"
    script.write_text(ORPHAN)
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60, check=True)
    pids = [int(p) for p in done.stdout.split()]
    assert pids
    deadline = time.monotonic() + 10
    alive = pids
    while alive and time.monotonic() < deadline:
        time.sleep(0.1)
        alive = [p for p in pids if Path(f"/proc/{p}").exists()
                 and "Z" not in Path(f"/proc/{p}/stat").read_text().split()[2]]
    assert alive == []


def test_a_killed_worker_is_replaced_and_hints_go_on(qtbot: QtBot) -> None:
    window, _ = open_window(qtbot, FAST)
    window.hinter.solver.warm_up()
    qtbot.waitUntil(lambda: len(multiprocessing.active_children()) == 1, timeout=15000)
    time.sleep(0.5)  # the idle worker, up and waiting
    for worker in multiprocessing.active_children():
        worker.kill()
        worker.join(10)
    QApplication.processEvents()
    key(qtbot, window, H)  # a player's H after the worker died: no traceback, a new one
    wait_status(qtbot, window, "Winning line: move ")
    close(qtbot, window)


def test_without_a_worker_hints_are_suggestions(qtbot: QtBot, monkeypatch) -> None:
    class NoSharedMemory:
        def Value(self, *_args: object, **_kwargs: object) -> None:
            raise OSError(27, "File too large")  # as under a file-size limit

    monkeypatch.setattr(multiprocessing, "get_context", lambda _method: NoSharedMemory())
    window, _ = open_window(qtbot, FAST)
    window.hinter.solver.warm_up()  # no traceback
    key(qtbot, window, H)
    assert status(window).startswith("A likely move: ")  # nothing is searching
    assert not window.hinter.solver.busy
    close(qtbot, window)
