"""The stock counter (issue 29): the cards left on the stock and, in Normal, the pass
under way; the stock's accessible name says the same (the pass from the second one on);
hidden with the elapsed time."""

from __future__ import annotations

import pytest
from helpers.gui import open_window
from PySide6.QtWidgets import QApplication

from dsolitaire.app.table.stock_counter import LEGIBLE_PX
from dsolitaire.app.ui.i18n import Translations
from dsolitaire.engine import STOCK, Game, GameCode


def test_the_counter_follows_draws_passes_and_undo(qtbot) -> None:
    code = "DS1-D1N-AAAAAAB"
    window, driver = open_window(qtbot, code)
    counter = window.scene.stock_counter
    left = len(Game(GameCode.parse(code)).stock)
    assert counter.isVisible() and counter.label.text() == f"{left} left\npass 1"
    driver.click(STOCK)
    assert counter.label.text() == f"{left - 1} left\npass 1"
    for _ in range(left - 1):
        driver.click(STOCK)
    assert window.scene.words.pile(STOCK) == "Stock: empty"  # the first pass: unsaid
    driver.click(STOCK)  # the waste turned over: the second pass
    assert counter.label.text() == f"{left} left\npass 2"
    assert window.scene.words.pile(STOCK) == f"Stock: {left} cards, pass 2"
    window.undo_action.trigger()
    assert counter.label.text() == "0 left\npass 1"
    # on the stock, within its card
    stock = window.scene.card_rect(window.scene.pile_pos(STOCK))
    assert stock.contains(counter.sceneBoundingRect())
    # hidden with the elapsed time
    window.settings.show_time = False
    QApplication.processEvents()
    assert not counter.isVisible()
    window.settings.show_time = True
    QApplication.processEvents()
    assert counter.isVisible()


def test_vegas_counts_only_the_cards_left(qtbot) -> None:
    code = "DS1-D3V-AAAAAAB"
    window, driver = open_window(qtbot, code)
    left = len(Game(GameCode.parse(code)).stock)
    driver.click(STOCK)
    assert window.scene.stock_counter.label.text() == f"{left - 3} left"
    assert window.scene.words.pile(STOCK) == f"Stock: {left - 3} cards"


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_at_half_a_laptop_screen_the_counter_stays_legible(qtbot, language: str) -> None:
    """At 683x740 the stock's card is about 46 px wide: "gennemløb 2" and "Durchgang 2"
    would shrink to 6 px there, so the counter says the compact form at a legible size,
    and the words in its tooltip."""
    Translations.of().apply(language)
    try:
        window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB", size=(683, 740))
        left = len(window.controller.game.stock)
        for _ in range(left + 1):  # through the stock and turned over: the second pass
            driver.click(STOCK)
        counter = window.scene.stock_counter
        stock = window.scene.card_rect(window.scene.pile_pos(STOCK))
        assert stock.contains(counter.sceneBoundingRect())
        assert counter.label.font().pixelSize() >= LEGIBLE_PX
        words = window.scene.words.stock_counter()[0]
        assert counter.toolTip() == words and str(left) in words
        assert counter.label.text() in (words, f"{left}\n↻2")
        if language != "en":  # the words do not fit there in Danish and German
            assert counter.label.text() == f"{left}\n↻2"
    finally:
        Translations.of().apply("en")
