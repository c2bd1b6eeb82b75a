"""Game ▸ Daily deal: the menu deals the same code as ``daily_deal(today, mode)``; its
games are marked in the history, and the daily figures (days played and won, the
current and longest run of days won) match a hand count."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest
from helpers.gui import (
    LEFT,
    answer,
    click_button,
    open_new_game,
    open_window,
    play,
    wait_dialog,
    wait_question,
)
from PySide6.QtCore import QDate, QLocale

from dsolitaire.app.store.history_db import History, statistics
from dsolitaire.app.ui.statistics import StatisticsDialog
from dsolitaire.engine.daily import daily_deal


def _menu_pick(qtbot, window, menu, action) -> None:  # type: ignore[no-untyped-def]
    bar = window.menuBar()
    qtbot.mouseClick(bar, LEFT, pos=bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=3000)
    qtbot.mouseClick(menu, LEFT, pos=menu.actionGeometry(action).center())
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=3000)


@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
def test_the_daily_deal_menu_deals_todays_code_and_marks_it(qtbot, tmp_path: Path) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB",
                                  save_path=tmp_path / "current-game.json")
    today = dt.date.today()
    expected = daily_deal(today, str(window.settings.mode)).code
    assert window.daily_action.text() == "&Daily deal"
    _menu_pick(qtbot, window, window.game_menu, window.daily_action)
    qtbot.waitUntil(lambda: window.controller.code == expected, timeout=30_000)
    # the date as the player's locale writes it, not in ISO form
    said = QLocale().toString(QDate(today.year, today.month, today.day),
                              QLocale.FormatType.LongFormat)
    assert window.statusBar().currentMessage() == f"The daily deal of {said}: {expected}"
    # a game of it given up is the daily deal of today in the history
    play(window, "S")
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.ok_button)
    answer(qtbot, wait_question(qtbot, window), yes=True)
    h = History(tmp_path / "history.sqlite3")
    [e] = h.entries()
    assert (e.code, e.daily) == (str(expected), today.isoformat())
    s = h.statistics()["all"]
    assert (s["daily_days_played"], s["daily_days_won"], s["daily_current_run"]) == (1, 0, 0)
    h.close()
    window.analysis_offer.withdraw()
    window.stats_action.trigger()
    stats = wait_dialog(qtbot, window, StatisticsDialog)
    assert isinstance(stats, StatisticsDialog)
    assert stats.daily_label.text() == (
        "Daily deal: 1 day played, 0 won; current run of days won 0, longest 0")


def test_the_daily_figures_match_a_hand_count(tmp_path: Path) -> None:
    today = dt.date.today()

    def day(n: int) -> str:
        return (today - dt.timedelta(days=n)).isoformat()

    h = History(tmp_path / "history.sqlite3")
    # by hand: days 7 won, 6 lost, 4 won, 3 won (a loss and a win), 2 won, 1 won (D3N);
    # today not played yet. Days played 6, won 5; runs: 7 (1), 4-1 (4); current 4.
    games = [(7, "DS1-D1N-AAAAAAA", "won"), (6, "DS1-D1N-AAAAAAB", "lost"),
             (4, "DS1-D1N-AAAAAAC", "won"), (3, "DS1-D1N-AAAAAAD", "lost"),
             (3, "DS1-D1N-AAAAAAD", "won"), (2, "DS1-D1N-AAAAAAE", "won"),
             (1, "DS1-D3N-AAAAAAF", "won")]
    for i, (n, code, result) in enumerate(games):
        h.add(code, result, 0, 1, 1.0, "S", ended_at=f"2026-01-01T00:00:{i:02d}.000Z",
                 daily=day(n))
    h.add("DS1-D1N-AAAAAAG", "won", 0, 1, 1.0, "S", ended_at="2026-01-01T00:01:00.000Z")
    keys = ("daily_days_played", "daily_days_won", "daily_current_run", "daily_longest_run")
    sql = h.statistics()
    assert tuple(sql["all"][k] for k in keys) == (6, 5, 4, 4)
    # D1N alone: day 1 is D3N's, so D1N won neither today nor yesterday: no current
    # run; its longest is days 4, 3, 2
    assert tuple(sql["D1N"][k] for k in keys) == (5, 4, 0, 3)
    assert tuple(sql["D3N"][k] for k in keys) == (1, 1, 1, 1)
    reference = statistics(h.entries())
    assert {k: reference["all"][k] for k in keys} == {k: sql["all"][k] for k in keys}
    # today won too: the run goes on
    h.add("DS1-D1N-AAAAAAH", "won", 0, 1, 1.0, "S", ended_at="2026-01-01T00:02:00.000Z",
             daily=day(0))
    assert h.statistics()["all"]["daily_current_run"] == 5
