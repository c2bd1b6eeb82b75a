"""The solver's verdict on each deal as the app finds it: once a game of the deal is
recorded, in the worker (none runs while the player plays); the game given up gets it in
its row, and Statistics shows "0 of 1" deals that could be won, with the sentence for
screen readers."""

from __future__ import annotations

from pathlib import Path

from helpers.gui import (
    answer,
    click_button,
    menu_keys,
    open_new_game,
    open_window,
    play,
    wait_dialog,
    wait_question,
)
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE

from dsolitaire.app.store.history_db import History
from dsolitaire.app.ui.statistics import StatisticsDialog
from dsolitaire.engine.outcomes import Verdict


def test_a_deal_proven_winnable_is_counted_as_such(qtbot, tmp_path: Path) -> None:
    window, _driver = open_window(qtbot, WON_D1N_CODE, save_path=tmp_path / "current-game.json")
    play(window, " ".join(WON_D1N_LINE.split()[:10]))
    assert not window.judge.pool.started  # no worker while the player plays
    dialog = open_new_game(qtbot, window)
    click_button(qtbot, dialog.ok_button)
    with qtbot.waitSignal(window.judge.judged, timeout=60_000) as blocker:
        answer(qtbot, wait_question(qtbot, window), yes=True)  # recorded: judged now
    assert blocker.args == [WON_D1N_CODE, Verdict.WIN]
    h = History(tmp_path / "history.sqlite3")
    [e] = h.entries()
    assert (e.code, e.result, e.verdict) == (WON_D1N_CODE, "abandoned", Verdict.WIN)
    h.close()
    window.analysis_offer.withdraw()
    menu_keys(qtbot, window, window.stats_action)  # Game ▸ Statistics…, by Alt+letters
    stats = wait_dialog(qtbot, window, StatisticsDialog)
    assert isinstance(stats, StatisticsDialog)
    cell = stats.cells["D1N", 11]
    assert cell.text() == "0 of 1"
    assert cell.accessibleName() == "won 0 of the 1 deals that could be won"
    assert stats.cells["D1N", 12].text() == "1 given up in a row"
