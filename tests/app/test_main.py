"""Start-up (``dsolitaire --code``, ``--self-test``), the win flow and the saved game."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from helpers.gui import (
    answer,
    check_table,
    click_button,
    open_window,
    play,
    redo_key,
    shown_questions,
    undo_key,
    wait_dialog,
    wait_question,
)
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE, WON_D1N_SCORE, all_but_last
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QPushButton

from dsolitaire.app.main import main
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.engine import STOCK, WASTE

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home),
               XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    return subprocess.run([sys.executable, "-m", "dsolitaire", *args], capture_output=True,
                          text=True, timeout=120, env=env, cwd=ROOT)


# -- the command line ------------------------------------------------------------------


def test_bad_code_exits_2_with_a_clear_message(tmp_path: Path) -> None:
    done = _run(["--code", "garbage"], tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("dsolitaire: ")
    assert "garbage is not a game code" in done.stderr
    assert "DS1-D1N-ABCDEFG" in done.stderr  # the expected form
    assert len(done.stderr.strip().splitlines()) == 1
    # it stopped before any settings or saved game were written
    assert not any(p.is_file() for p in tmp_path.rglob("*"))


def test_bad_code_opens_no_window(qapp, capsys) -> None:
    before = set(QApplication.topLevelWidgets())
    assert main(["--code", "DS1-D1N-ABC"]) == 2
    QApplication.processEvents()
    assert set(QApplication.topLevelWidgets()) == before
    err = capsys.readouterr().err
    assert err.startswith("dsolitaire: ") and "ABC" in err


def test_bad_code_in_the_players_language(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL")}
    done = subprocess.run([sys.executable, "-m", "dsolitaire", "--code", "DS1-D9N-AAAAAAB"],
                          capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env=dict(env, LANG="da_DK.UTF-8", QT_QPA_PLATFORM="offscreen",
                                   HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"),
                                   XDG_DATA_HOME=str(tmp_path / "d")))
    assert done.returncode == 2
    assert done.stderr == ("dsolitaire: DS1-D9N-AAAAAAB er ikke en spilkode: træk skal være "
                           "D1 eller D3, som i DS1-D1N-ABCDEFG.\n")


def test_self_test_passes_in_a_fresh_process(tmp_path: Path) -> None:
    done = _run(["--self-test"], tmp_path)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("self-test ok"), done.stdout


# -- winning ---------------------------------------------------------------------------


def test_last_move_by_mouse_shows_the_win_dialog_and_its_new_game_button(qtbot) -> None:
    window, driver = open_window(qtbot, WON_D1N_CODE)
    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    game = window.controller.game
    assert not game.won and not window.findChildren(QDialog, "winDialog")
    with qtbot.waitSignal(window.controller.won, timeout=3000):
        driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    assert game.won and game.score == WON_D1N_SCORE
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(QDialog,
                                                                           "winDialog")),
                    timeout=3000)
    dialog = next(d for d in window.findChildren(QDialog, "winDialog") if d.isVisible())
    text = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert f"Score: {WON_D1N_SCORE}" in text
    assert f"Moves: {game.moves}" in text
    assert window.scene.banner.isVisible()
    # a won game takes no more cards; the table shows 104 cards home
    before = game.snapshot()
    driver.click(STOCK)
    assert game.snapshot() == before
    check_table(window)
    click_button(qtbot, dialog.new_game_button)
    new_game = wait_dialog(qtbot, window, NewGameDialog)
    assert new_game.objectName() == "newGameDialog"
    assert not dialog.isVisible()
    click_button(qtbot, new_game.ok_button)
    qtbot.waitUntil(lambda: not new_game.isVisible(), timeout=3000)
    assert not window.controller.game.won and window.controller.game.moves == 0
    assert not window.scene.banner.isVisible()


# -- the saved game --------------------------------------------------------------------


def test_closing_and_reopening_restores_the_game(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "games" / "current-game.json"
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB", save_path=path, animations=True)
    driver.drag(4, None, 1)  # 8♥ onto 9♠
    driver.click(STOCK)
    driver.double_click(WASTE)  # 10♥ to J♣
    driver.drag(3, None, 0)  # 5♣ onto 6♦
    undo_key(qtbot, window)
    redo_key(qtbot, window)
    undo_key(qtbot, window)
    game = window.controller.game
    snapshot, score, moves = game.snapshot(), game.score, game.moves
    assert moves == 5 and score == 10
    window.close()
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["code"] == "DS1-D1N-AAAAAAB" and data["moves"] == 5
    again, driver2 = open_window(qtbot, None, save_path=path)
    restored = again.controller.game
    assert str(restored.code) == "DS1-D1N-AAAAAAB"
    assert restored.snapshot() == snapshot
    assert (restored.score, restored.moves) == (score, moves)
    assert again.score_label.text() == "Score: 10"
    assert again.moves_label.text() == "Moves: 5"
    check_table(again)
    # the actions on the table can be undone after the restart
    undo_key(qtbot, again)
    assert restored.score == 5 and restored.moves == 5
    driver2.click(STOCK)
    assert restored.moves == 6


def test_a_code_on_the_command_line_asks_before_it_replaces_the_saved_game(
        qtbot, tmp_path: Path) -> None:
    path = tmp_path / "current-game.json"
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB", save_path=path)
    play(window, "5>2 S")
    window.close()
    # the saved game in progress comes back, and the player is asked
    other, _driver = open_window(qtbot, "DS1-D3V-AAAAAAC", save_path=path)
    box = wait_question(qtbot, other)
    assert "DS1-D3V-AAAAAAC" in box.text()
    assert str(other.controller.code) == "DS1-D1N-AAAAAAB" and other.controller.game.moves == 2
    answer(qtbot, box, yes=False)
    assert str(other.controller.code) == "DS1-D1N-AAAAAAB" and other.controller.game.moves == 2
    other.close()
    again, _driver = open_window(qtbot, "DS1-D3V-AAAAAAC", save_path=path)
    answer(qtbot, wait_question(qtbot, again), yes=True)
    assert str(again.controller.code) == "DS1-D3V-AAAAAAC"
    assert again.controller.game.moves == 0
    again.close()
    # nothing played in the saved game: the code is dealt without a question
    fresh, _driver = open_window(qtbot, "DS1-D1V-AAAAAAD", save_path=path)
    QApplication.processEvents()
    assert not shown_questions(fresh)
    assert str(fresh.controller.code) == "DS1-D1V-AAAAAAD"


def _win_dialogs(window) -> list[QDialog]:
    return [d for d in window.findChildren(QDialog, "winDialog") if d.isVisible()]


def test_undoing_the_winning_move_takes_the_win_back(qtbot) -> None:
    window, driver = open_window(qtbot, WON_D1N_CODE)
    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    qtbot.waitUntil(lambda: len(_win_dialogs(window)) == 1, timeout=3000)
    dialog = _win_dialogs(window)[0]
    close = next(b for b in dialog.findChildren(QPushButton) if b is not dialog.new_game_button)
    click_button(qtbot, close)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    assert window.scene.banner.isVisible()
    undo_key(qtbot, window)
    game = window.controller.game
    assert not game.won
    assert not window.scene.banner.isVisible(), "the 'You won!' banner stays after the undo"
    check_table(window)
    # the card can be played again, and wins again
    with qtbot.waitSignal(window.controller.won, timeout=3000):
        redo_key(qtbot, window)
    assert game.won and window.scene.banner.isVisible()
    qtbot.waitUntil(lambda: len(_win_dialogs(window)) == 1, timeout=3000)


def test_a_won_saved_game_is_not_resumed(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "current-game.json"
    window, _driver = open_window(qtbot, WON_D1N_CODE, save_path=path)
    play(window, WON_D1N_LINE)
    assert window.controller.game.won
    window.close()
    again, _driver = open_window(qtbot, None, save_path=path)
    game = again.controller.game
    assert not game.won and game.moves == 0 and not game.foundations[0]
