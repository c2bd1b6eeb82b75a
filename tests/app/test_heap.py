"""The heap is given back once the table is quiet after a new deal or a resize (issue 30:
a long session's RSS), once for a run of changes, never in the middle of one."""

from __future__ import annotations

import sys

import pytest
from helpers.gui import key, open_window
from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest

from dsolitaire.app.table import heap
from dsolitaire.engine import GameCode


def test_a_run_of_changes_trims_once_when_it_is_over(qtbot, monkeypatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(heap, "trim_heap", lambda: calls.append(1))
    owner = QObject()
    trim = heap.HeapTrim(owner, quiet_ms=150)
    for _ in range(5):  # a window dragged to its size: a resize every 20 ms
        trim.soon()
        qtbot.wait(20)
    assert calls == []  # not while the changes go on
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
    qtbot.wait(300)
    assert calls == [1]


def test_a_new_deal_and_a_resize_of_the_window_ask_for_it(qtbot, monkeypatch) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
    asked: list[str] = []
    monkeypatch.setattr(window.heap_trim, "soon", lambda: asked.append("soon"))
    window.resize(window.width() + 40, window.height() + 30)
    qtbot.waitUntil(lambda: asked == ["soon"], timeout=2000)
    key(qtbot, window, Qt.Key.Key_Space)  # a draw: nothing freed, nothing asked
    assert asked == ["soon"]
    window.settings.confirm_replace = False  # no question over the game in progress
    dialog = window.show_new_game()  # a deal typed in, as a player replays one
    other = str(GameCode(5, 1, False))
    QTest.keyClicks(dialog.code_edit, other)
    QTest.keyClick(dialog.code_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: str(window.controller.game.code) == other)
    assert asked == ["soon", "soon"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_trimming_gives_freed_memory_back() -> None:
    def rss() -> int:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1])

    # 64 kB blocks: under glibc's mmap threshold, so in the heap; each hole holds whole pages
    blocks = [bytearray(64 * 1024) for _ in range(2000)]  # some 128 MB
    del blocks[::2]  # freed, in holes glibc keeps
    before = rss()
    heap.trim_heap()
    assert rss() < before


def test_not_in_the_middle_of_a_drag(qtbot, monkeypatch) -> None:
    calls: list[int] = []
    monkeypatch.setattr(heap, "trim_heap", lambda: calls.append(1))
    window, _driver = open_window(qtbot, "DS1-D1N-AAAAAAB")
    trim = heap.HeapTrim(window, quiet_ms=100)
    viewport = window.view.viewport()
    at = viewport.rect().center()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    trim.soon()
    qtbot.wait(400)  # the button held down past the quiet time: put off
    assert calls == []
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
    qtbot.waitUntil(lambda: calls == [1], timeout=2000)
