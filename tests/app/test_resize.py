"""The table fits any window size: every card inside the view, and the piles apart."""

from __future__ import annotations

import itertools

import pytest
from helpers.gui import check_table, engine_after, open_window, play, undo_key, visible_rects
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QApplication

from dsolitaire.engine import STOCK, WASTE

#: Column 9 holds 16 cards (found by ``find_gui_scenarios.long_column``).
LONG_CODE = "DS1-D1N-AAAAAAB"
LONG_LINE = "5>2 5>3 8>5 4>1 3>1 3>8 S W>9 2>9 S W>7 S S W>1 S S W>5 S S W>9 7>9 7>F 9>7 7>9"
#: Draw 3: column 7 holds 16 cards and the waste fans the three cards just drawn.
FAN_CODE = "DS1-D3N-AAAAAAL"
FAN_LINE = (
    "9>7 5>4 S W>7 4>7 4>F 3>4 S S S W>8 W>7 W>9 S W>2 S W>5 W>F W>F S W>3 8>3 4>8 S W>7 "
    "6>7 S S S S S S S W>7 S W>6 3>6 3>F S S W>5 W>3 W>F S W>3 6>3 S W>1 S S S S W>F 5>2 "
    "5>F S S W>F S S S W>F S W>F S W>9 5>9 5>F S W>7 S"
)
POSITIONS = {
    "new deal": ("DS1-D1N-AAAAAAA", ""),
    "long column": (LONG_CODE, LONG_LINE),
    "fanned waste and long column": (FAN_CODE, FAN_LINE),
}
SIZES = [(800, 600), (2560, 1440), (1024, 700), (1920, 1080)]


def _resize(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size() == QSize(width, height), timeout=3000)
    QApplication.processEvents()
    window.scene.flight.finish()


def _zones(window) -> dict[int, list[QRectF]]:
    """Every pile's visible cards and its empty-pile outline."""
    zones: dict[int, list[QRectF]] = {}
    for place, rect in visible_rects(window):
        zones.setdefault(place, []).append(rect)
    for place, marker in window.scene.markers.items():
        zones.setdefault(place, []).append(marker.sceneBoundingRect())
    return zones


def _check_layout(window) -> None:
    check_table(window)
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    for place, rect in visible_rects(window):
        assert visible.contains(rect), f"a card of place {place} sticks out: {rect} {visible}"
    for place, marker in window.scene.markers.items():
        assert visible.contains(marker.sceneBoundingRect()), f"outline of {place}"
    zones = _zones(window)
    for (p, rects), (q, others) in itertools.combinations(zones.items(), 2):
        for a in rects:
            for b in others:
                overlap = a.intersected(b)
                assert overlap.width() <= 0 or overlap.height() <= 0, (
                    f"places {p} and {q} overlap: {a} {b}")
    # the foundation area stays clear of the columns
    area = window.scene.foundation_area()
    for n in range(9):
        for rect in zones[n]:
            assert not area.intersects(rect), n


@pytest.mark.parametrize("name", list(POSITIONS))
def test_every_card_fits_the_view_and_piles_stay_apart(qtbot, name: str) -> None:
    code, line = POSITIONS[name]
    window, _driver = open_window(qtbot, code, size=SIZES[0])
    play(window, line)
    game = window.controller.game
    if name != "new deal":
        assert max(len(c) for c in game.columns) >= 16
    if name.startswith("fanned"):
        assert game.waste_fan == 3 and len(game.waste) >= 3
    widths = {}
    for width, height in SIZES:
        _resize(qtbot, window, width, height)
        viewport = window.view.viewport().size()
        assert viewport.width() == width  # the view is as wide as the window
        _check_layout(window)
        widths[(width, height)] = window.scene.card_width
    # one scale factor: bigger windows show bigger cards
    assert widths[(2560, 1440)] > widths[(1920, 1080)] > widths[(1024, 700)]
    assert widths[(1024, 700)] > widths[(800, 600)]


def test_long_column_is_squeezed_not_cut_in_a_small_window(qtbot) -> None:
    window, _driver = open_window(qtbot, LONG_CODE, size=(800, 600))
    play(window, LONG_LINE)
    game = window.controller.game
    n = max(range(9), key=lambda k: len(game.columns[k]))
    last = window.scene.cards[game.columns[n][-1]].sceneBoundingRect()
    assert last.bottom() <= window.view.viewport().height()
    # the squeeze leaves every card's top strip visible (at least a few pixels)
    ys = [window.scene.cards[c].pos().y() for c in game.columns[n]]
    assert min(b - a for a, b in itertools.pairwise(ys)) >= 3
    _check_layout(window)


def test_gestures_still_hit_after_a_resize(qtbot) -> None:
    window, driver = open_window(qtbot, FAN_CODE, size=(2560, 1440))
    play(window, FAN_LINE)
    _resize(qtbot, window, 800, 600)
    game = window.controller.game
    table_moves = [a for a in game.legal_actions()
                   if (a.source == WASTE or a.source < 9) and 0 <= a.target < 9]
    assert table_moves
    for action in table_moves[:3]:
        expected = engine_after(FAN_CODE, f"{FAN_LINE} {action}").snapshot()
        index = len(game.waste) - 1 if action.source == WASTE else game.fitting_index(*action)
        before = game.snapshot()
        driver.drag(action.source, index, action.target)
        assert game.snapshot() == expected, action
        _check_layout(window)
        undo_key(qtbot, window)
        assert game.snapshot() == before
    _resize(qtbot, window, 1920, 1080)
    stock = len(game.stock)
    driver.click(STOCK)
    assert stock > 0 and len(game.stock) == stock - min(3, stock)
    _check_layout(window)


def test_the_smallest_window_still_shows_every_card(qtbot) -> None:
    window, _driver = open_window(qtbot, FAN_CODE, size=(1280, 800))
    play(window, FAN_LINE)
    window.resize(100, 100)  # the window stops at its minimum size
    qtbot.waitUntil(lambda: window.size() == window.minimumSizeHint().expandedTo(
        window.minimumSize()) or window.width() < 1280, timeout=3000)
    QApplication.processEvents()
    window.scene.flight.finish()
    # small enough for 1440×900 at 200 % (tests/app/test_confirm.py), big enough to play
    assert window.view.viewport().width() >= 400 and window.view.viewport().height() >= 240
    assert window.view.viewport().width() < 640 and window.view.viewport().height() < 420
    _check_layout(window)
