"""Settings: written by clicking the Settings dialog, read back by fresh QSettings objects
(in this process and in a new one), corrupt values falling back to their defaults, and
the New game dialog remembering the last draw and scoring."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers.gui import choose_in_combo, click_button, key, menu_keys, open_window, wait_dialog
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication

from dsolitaire.app.store.settings import TABLE_COLOURS, Settings
from dsolitaire.app.ui.new_game import NewGameDialog
from dsolitaire.app.ui.settings_dialog import SettingsDialog

CTRL = Qt.KeyboardModifier.ControlModifier
KEYS = ["play/doubleClick", "play/animations", "play/showTime", "table/colour",
        "newGame/draw", "newGame/vegas"]

_READER = textwrap.dedent("""
    import json, sys
    from PySide6.QtCore import QCoreApplication, QSettings
    org, app, folder = sys.argv[1:4]
    QCoreApplication.setOrganizationName(org)
    QCoreApplication.setApplicationName(app)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
    application = QCoreApplication([])
    from dsolitaire.app.store.settings import Settings
    s = Settings()
    raw = QSettings()
    print(json.dumps({
        "double_click": s.double_click, "animations": s.animations,
        "show_time": s.show_time, "table_colour": s.table_colour, "draw": s.draw,
        "vegas": s.vegas,
        "raw_double_click": raw.value("play/doubleClick", True, type=bool),
        "raw_text_double_click": str(raw.value("play/doubleClick")),
    }))
""")


def _read_in_new_process(folder: Path) -> dict[str, object]:
    """What a new process (a restart of the app) reads from the settings folder."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", _READER, QCoreApplication.organizationName(),
         QCoreApplication.applicationName(), str(folder)],
        capture_output=True, text=True, timeout=60, env=env, check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def _open_settings_dialog(qtbot, window) -> SettingsDialog:
    menu_keys(qtbot, window, window.settings_action)  # Game ▸ Settings…, by Alt+letters
    return wait_dialog(qtbot, window, SettingsDialog)


def _choose_colour(qtbot, dialog: SettingsDialog, name: str) -> None:
    choose_in_combo(qtbot, dialog.colour, name)


def test_defaults(qapp) -> None:
    s = Settings()
    assert (s.double_click, s.animations, s.show_time) == (True, True, True)
    assert (s.table_colour, s.draw, s.vegas) == ("green", 1, False)


# The combo box's popup asks the offscreen platform for things it cannot do.
@pytest.mark.qt_log_ignore(
    "This plugin does not support raise", "This plugin does not support grabbing the keyboard",
    extend=True,
)
def test_settings_dialog_round_trip(qtbot, isolated_settings: Path) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA", animations=True)
    dialog = _open_settings_dialog(qtbot, window)
    assert dialog.double_click.isChecked() and dialog.animations.isChecked()
    assert dialog.show_time.isChecked() and dialog.colour.currentData() == "green"
    assert window.time_label.isVisible()
    for box in (dialog.double_click, dialog.animations, dialog.show_time):
        click_button(qtbot, box)
        assert not box.isChecked()
    _choose_colour(qtbot, dialog, "blue")
    assert dialog.colour.currentData() == "blue"
    # applied at once
    assert not window.time_label.isVisible()
    assert window.scene.backgroundBrush().color().name().upper() == TABLE_COLOURS["blue"]
    # a fresh Settings and a raw QSettings read them back with their types
    fresh = Settings()
    assert (fresh.double_click, fresh.animations, fresh.show_time) == (False, False, False)
    assert fresh.table_colour == "blue"
    raw = QSettings()
    for k in ("play/doubleClick", "play/animations", "play/showTime"):
        assert raw.value(k, True, type=bool) is False
    assert raw.value("table/colour", "", type=str) == "blue"
    # and so does a new process, where the INI file holds the text "false"
    again = _read_in_new_process(isolated_settings)
    assert again["double_click"] is False and again["animations"] is False
    assert again["show_time"] is False and again["table_colour"] == "blue"
    assert again["raw_double_click"] is False
    assert again["raw_text_double_click"] == "false"  # bool("false") would be True
    # switched back on by clicking, and read back as True
    click_button(qtbot, dialog.double_click)
    _choose_colour(qtbot, dialog, "grey")
    assert Settings().double_click is True and Settings().table_colour == "grey"
    assert QSettings().value("play/doubleClick", False, type=bool) is True
    again = _read_in_new_process(isolated_settings)
    assert again["double_click"] is True and again["table_colour"] == "grey"
    dialog.close()
    # a new Settings dialog shows what is kept
    dialog = _open_settings_dialog(qtbot, window)
    assert dialog.double_click.isChecked() and not dialog.animations.isChecked()
    assert not dialog.show_time.isChecked() and dialog.colour.currentData() == "grey"


@pytest.mark.parametrize("key_name, bad, attribute, default", [
    ("play/doubleClick", "garbage", "double_click", True),
    ("play/animations", "yes please", "animations", True),
    ("play/showTime", "2", "show_time", True),
    ("newGame/vegas", "maybe", "vegas", False),
    ("newGame/draw", "7", "draw", 1),
    ("newGame/draw", "three", "draw", 1),
    ("newGame/draw", "", "draw", 1),
    ("table/colour", "purple", "table_colour", "green"),
    ("table/colour", "", "table_colour", "green"),
])
def test_corrupt_values_fall_back_to_defaults(qapp, key_name: str, bad: str, attribute: str,
                                              default: object) -> None:
    raw = QSettings()
    raw.setValue(key_name, bad)
    raw.sync()
    assert getattr(Settings(), attribute) == default


def test_corrupt_ini_file_read_by_a_new_process(qapp, isolated_settings: Path) -> None:
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(
        "[play]\ndoubleClick=garbage\nanimations=false\nshowTime=0\n"
        "[table]\ncolour=purple\n[newGame]\ndraw=7\nvegas=true\n",
        encoding="utf-8",
    )
    again = _read_in_new_process(isolated_settings)
    assert again["double_click"] is True  # garbage → default
    assert again["animations"] is False and again["show_time"] is False
    assert again["table_colour"] == "green" and again["draw"] == 1
    assert again["vegas"] is True


def test_new_game_dialog_preselects_the_last_draw_and_scoring(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAA")
    key(qtbot, window, Qt.Key.Key_N, CTRL)
    dialog = wait_dialog(qtbot, window, NewGameDialog)
    assert dialog.draw1.isChecked() and dialog.normal.isChecked()
    click_button(qtbot, dialog.draw3)
    click_button(qtbot, dialog.vegas)
    assert dialog.draw3.isChecked() and dialog.vegas.isChecked()
    click_button(qtbot, dialog.ok_button)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=3000)
    code = window.controller.code
    assert code.draw == 3 and code.vegas
    assert window.controller.game.moves == 0
    fresh = Settings()
    assert fresh.draw == 3 and fresh.vegas is True
    assert QSettings().value("newGame/draw", 0, type=int) == 3
    assert QSettings().value("newGame/vegas", False, type=bool) is True
    # the next New game dialog (here, and in a new window) starts from those
    key(qtbot, window, Qt.Key.Key_N, CTRL)
    again = wait_dialog(qtbot, window, NewGameDialog)
    assert again.draw3.isChecked() and again.vegas.isChecked()
    click_button(qtbot, again.draw1)
    click_button(qtbot, again.buttons.button(again.buttons.StandardButton.Cancel))
    qtbot.waitUntil(lambda: not again.isVisible(), timeout=3000)
    assert Settings().draw == 3  # cancelled: nothing kept
    other = NewGameDialog(Settings())
    qtbot.addWidget(other)
    assert other.draw3.isChecked() and other.vegas.isChecked()
    QApplication.processEvents()
