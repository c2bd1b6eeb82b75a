"""User-visible strings go through tr(), and a QTranslator from the resources is used."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from dsolitaire.app.resources import install_translators, resources_dir
from dsolitaire.app.settings import Settings
from dsolitaire.app.window import MainWindow
from dsolitaire.engine import GameCode

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context><name>MainWindow</name>
<message><source>&amp;Game</source><translation>&amp;Spil</translation></message>
<message><source>Score: %1</source><translation>Point: %1</translation></message>
</context>
</TS>
"""


def _lrelease() -> str | None:
    exe = Path(sys.executable).with_name("pyside6-lrelease")
    return str(exe) if exe.exists() else shutil.which("pyside6-lrelease")


def test_the_translations_folder_is_in_the_resources() -> None:
    assert (resources_dir() / "translations").is_dir()


def test_a_translation_in_the_folder_changes_the_menus_and_status_bar(
    qtbot, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    lrelease = _lrelease()
    if lrelease is None:
        pytest.skip("pyside6-lrelease is not installed")
    ts = tmp_path / "dsolitaire_da.ts"
    ts.write_text(TS, encoding="utf-8")
    subprocess.run([lrelease, str(ts), "-qm", str(tmp_path / "dsolitaire_da.qm")],
                   check=True, capture_output=True)
    app = QApplication.instance()
    translators = install_translators(app, QLocale("da_DK"), tmp_path)
    try:
        assert translators, "the Danish .qm was not loaded"
        window = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
        qtbot.addWidget(window)
        titles = [a.text() for a in window.menuBar().actions()]
        assert "&Spil" in titles
        assert window.score_label.text() == "Point: 0"
    finally:
        for translator in translators:
            app.removeTranslator(translator)
    english = MainWindow(Settings(), GameCode.parse("DS1-D1N-AAAAAAB"), save_path=None)
    qtbot.addWidget(english)
    assert "&Game" in [a.text() for a in english.menuBar().actions()]
