"""Winnable deals only: the New game window's check box, the background search (Normal)
with its progress window and Cancel, and the shipped lists (Vegas)."""

from __future__ import annotations

import multiprocessing
from pathlib import Path

import pytest
from helpers.gui import (
    answer,
    click_button,
    open_new_game,
    open_window,
    play,
    shown_dialogs,
    wait_dialog,
    wait_question,
)
from PySide6.QtWidgets import QApplication, QMessageBox, QProgressDialog

import dsolitaire.app.play.deals as winnable
from dsolitaire.app.store.settings import Settings
from dsolitaire.engine import Game, GameCode
from dsolitaire.engine.solver import solve

#: A deal that the solver does not decide in 2 s (Vegas: single pass): a search that
#: tries only it never ends.
HARD = "DS1-D3V-VNGUDWH"


def _workers() -> set[int | None]:
    """Our worker processes: the children started since the test began (the hint
    solver's, if one ran already, is not ours)."""
    return {p.pid for p in multiprocessing.active_children()} - _BEFORE


_BEFORE: set[int | None] = set()


@pytest.fixture(autouse=True)
def _children_before():
    _BEFORE.clear()
    _BEFORE.update(p.pid for p in multiprocessing.active_children())
    yield


def _no_workers(qtbot) -> None:
    qtbot.waitUntil(lambda: not _workers(), timeout=5000)


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch):
    """Shipped lists in a temporary resources folder: two D1V deals, no D3V one."""
    deals = tmp_path / "deals"
    deals.mkdir()
    (deals / "winnable-D1V.txt").write_text(
        "# states: 200000\n# a comment\nDS1-D1V-ABCDEFG 1>F\nnot-a-code 2>F\n\n"
        "DS1-D1V-QWERTYU S\n",
        encoding="utf-8")
    monkeypatch.setattr(winnable, "resources_dir", lambda: tmp_path)
    winnable.shipped_deals.cache_clear()
    yield ["DS1-D1V-ABCDEFG", "DS1-D1V-QWERTYU"]
    winnable.shipped_deals.cache_clear()


def test_normal_search_deals_a_deal_proven_winnable_and_the_choice_is_kept(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    assert not dialog.winnable.isChecked() and dialog.winnable.isEnabled()
    click_button(qtbot, dialog.winnable)
    assert dialog.winnable.isChecked()
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: str(window.controller.code) != "DS1-D1N-AAAAAAA", timeout=30000)
    code = window.controller.code
    assert code.draw == 1 and not code.vegas
    assert window.controller.game.moves == 0
    assert solve(Game(code), seconds=5).result == "win"
    assert not shown_dialogs(window, QProgressDialog)
    _no_workers(qtbot)
    assert window.settings.winnable_only
    # the next New game window remembers it
    again = open_new_game(qtbot, window)
    assert again.winnable.isChecked()


def test_cancel_stops_the_search_and_keeps_the_game(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(winnable, "random_deal", lambda draw, vegas: GameCode.parse(HARD))
    window, _driver = open_window(qtbot, "DS1-D3N-AAAAAAA")
    play(window, "S")
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.winnable)
    click_button(qtbot, dialog.ok_button)
    answer(qtbot, wait_question(qtbot, window), yes=True)  # give up the game: asked first
    progress = wait_dialog(qtbot, window, QProgressDialog)
    assert "winnable" in progress.labelText()
    assert _workers()  # the worker process
    qtbot.wait(2600)  # a deal tried (2 s) and counted
    qtbot.waitUntil(lambda: "\n1 deal" in progress.labelText(), timeout=5000)
    buttons = progress.findChildren(type(dialog.ok_button))
    assert len(buttons) == 1
    click_button(qtbot, buttons[0])
    qtbot.waitUntil(lambda: not shown_dialogs(window, QProgressDialog), timeout=3000)
    _no_workers(qtbot)
    assert str(window.controller.code) == "DS1-D3N-AAAAAAA"
    assert window.controller.game.moves == 1


def test_closing_the_window_ends_the_search(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(winnable, "random_deal", lambda draw, vegas: GameCode.parse(HARD))
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.winnable)
    click_button(qtbot, dialog.ok_button)
    wait_dialog(qtbot, window, QProgressDialog)
    assert _workers()
    window.close()
    _no_workers(qtbot)
    QApplication.processEvents()


def test_vegas_deals_one_of_the_shipped_deals(qtbot, shipped) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.vegas)
    assert dialog.winnable.isEnabled()
    assert "of 2 deal" in dialog.winnable.toolTip()
    click_button(qtbot, dialog.winnable)
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: str(window.controller.code) in shipped, timeout=3000)
    assert not _workers()  # no search in Vegas


def test_vegas_without_a_list_says_so_and_deals_a_random_deal(qtbot, shipped) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    window.settings.winnable_only = True
    dialog = open_new_game(qtbot, window)
    assert dialog.winnable.isChecked() and dialog.winnable.isEnabled()
    click_button(qtbot, dialog.vegas)
    click_button(qtbot, dialog.draw3)  # no D3V list here
    assert dialog.winnable.isChecked() and not dialog.winnable.isEnabled()
    assert "No deal proven winnable" in dialog.winnable.toolTip()
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: window.controller.code.mode_text == "D3V", timeout=3000)
    assert not _workers()
    assert window.settings.winnable_only  # still wanted where it applies


def test_a_typed_code_wins_over_the_check_box(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    window.settings.winnable_only = True
    dialog = open_new_game(qtbot, window)
    dialog.code_edit.setFocus()
    qtbot.keyClicks(dialog.code_edit, "DS1-D3N-ABCDEFG")
    assert not dialog.winnable.isEnabled()
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: str(window.controller.code) == "DS1-D3N-ABCDEFG", timeout=3000)
    assert not _workers()


def test_a_search_that_breaks_down_says_so_and_keeps_the_game(qtbot, monkeypatch) -> None:
    class Broken:  # the worker cannot read it as a game code: its job raises
        def __str__(self) -> str:
            return "not a code"

    monkeypatch.setattr(winnable, "random_deal", lambda draw, vegas: Broken())
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.winnable)
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: any(b.objectName() == "winnableFailed" and b.isVisible()
                                for b in window.findChildren(QMessageBox)), timeout=10000)
    box = next(b for b in window.findChildren(QMessageBox) if b.isVisible())
    assert "winnable" in box.text()
    assert not shown_dialogs(window, QProgressDialog)
    _no_workers(qtbot)
    click_button(qtbot, box.button(QMessageBox.StandardButton.Ok))
    assert str(window.controller.code) == "DS1-D1N-AAAAAAA"


def test_the_first_deal_at_start_up_is_winnable_when_wanted(qtbot, shipped) -> None:
    # no saved game and no code: the first deal comes from the shipped list of the mode
    settings = Settings()
    settings.winnable_only = True
    settings.draw, settings.vegas = 1, True
    window, _driver = open_window(qtbot, None)
    assert str(window.controller.code) in ("DS1-D1V-ABCDEFG", "DS1-D1V-QWERTYU")
    assert not _workers()


def test_the_first_deal_is_any_deal_when_not_wanted(qtbot, shipped) -> None:
    settings = Settings()
    settings.draw, settings.vegas = 1, True
    codes = {str(open_window(qtbot, None)[0].controller.code) for _ in range(3)}
    assert not codes & {"DS1-D1V-ABCDEFG", "DS1-D1V-QWERTYU"}
    assert all(code.startswith("DS1-D1V-") for code in codes)


def test_deals_already_played_come_last(qtbot, shipped, tmp_path: Path) -> None:
    from dsolitaire.app.store.history_db import FILE_NAME, History

    history = History(tmp_path / FILE_NAME)
    history.add("DS1-D1V-ABCDEFG", "lost", -104, 3, 12.0, "S S S")
    history.close()
    settings = Settings()
    settings.winnable_only = True
    settings.draw, settings.vegas = 1, True
    for _ in range(3):  # at start-up (no saved game to resume), and from New game
        for saved in tmp_path.glob("current-game*"):
            saved.unlink()
        window, _driver = open_window(qtbot, None, save_path=tmp_path / "current-game.json")
        assert str(window.controller.code) == "DS1-D1V-QWERTYU"
        dialog = open_new_game(qtbot, window)
        click_button(qtbot, dialog.ok_button)
        qtbot.waitUntil(lambda w=window: w.controller.game.moves == 0, timeout=3000)
        assert str(window.controller.code) == "DS1-D1V-QWERTYU"
        window.close()
