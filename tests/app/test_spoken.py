"""What screen readers are told has every card in words, never a suit symbol: every kind
of announcement, played by keys on the real view, in English, Danish and German."""

from __future__ import annotations

import pytest
from helpers.gui import open_window, play
from helpers.lines import WON_D1N_CODE, WON_D1N_LINE, all_but_last
from PySide6.QtCore import Qt

from dsolitaire.app.ui.i18n import Translations
from dsolitaire.engine import DECK_SIZE, WASTE, card_of

K = Qt.Key
NONE = Qt.KeyboardModifier.NoModifier
SUITS = "♠♥♦♣"


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_every_card_symbol_is_spoken_in_words(qtbot, qapp, language: str) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAABMM")
    Translations.of(qapp).apply(language)
    words = window.scene.words
    try:
        for card in range(DECK_SIZE):
            symbol = card_of(card).symbol
            spoken = words.spoken(f"{symbol} does not fit on {symbol}.")
            assert not any(s in spoken for s in SUITS), spoken
            assert spoken.count(words.card(card)) == 2, (symbol, spoken)
        assert words.spoken("Score: 10") == "Score: 10"  # numbers stay numbers
    finally:
        Translations.of(qapp).apply("en")


def test_every_announcement_kind_is_worded_without_symbols(qtbot) -> None:
    window, _driver = open_window(qtbot, "DS1-D1N-AAAABMM")
    said: list[str] = []
    window.view.speaker.said.connect(said.append)
    view = window.view
    view.setFocus()

    def keys(*presses: Qt.Key | tuple[Qt.Key, Qt.KeyboardModifier]) -> None:
        for press in presses:
            key, mods = press if isinstance(press, tuple) else (press, NONE)
            qtbot.keyClick(view, key, mods)

    ctrl = Qt.KeyboardModifier.ControlModifier
    keys(K.Key_Home, K.Key_Right, K.Key_7, K.Key_Return)  # focus, pick
    keys(K.Key_5, K.Key_Return)  # the move
    keys(K.Key_Home, K.Key_Return)  # a draw
    keys((K.Key_Z, ctrl), (K.Key_Y, ctrl))  # undo, redo
    keys(K.Key_7, K.Key_Return, K.Key_3, K.Key_Return)  # a refused drop
    keys(K.Key_Escape)  # put back
    kinds = {
        "focus": "Stock: 58 cards",
        "pick": "Picked up jack of hearts",
        "move": "jack of hearts to column 5",
        "draw": "Drew from the stock",
        "undo": "Undone: Drew from the stock",
        "refusal": "does not fit on six of diamonds",
        "put back": "Put back",
        "score": "Score: 5",
    }
    for kind, text in kinds.items():
        assert any(text in s for s in said), (kind, said)
    undone = next(i for i, s in enumerate(said) if s.startswith("Undone: Drew"))
    assert said[undone + 1].startswith("Drew from the stock")  # the redo says the draw
    assert not [s for s in said if any(c in s for c in SUITS)], said


def test_the_win_is_spoken(qtbot) -> None:
    window, driver = open_window(qtbot, WON_D1N_CODE)
    line, last = all_but_last(WON_D1N_LINE)
    play(window, line)
    said: list[str] = []
    window.view.speaker.said.connect(said.append)
    with qtbot.waitSignal(window.controller.won, timeout=3000):
        driver.click(WASTE if last.startswith("W") else int(last[0]) - 1)
    assert any("won" in s for s in said), said
    assert not [s for s in said if any(c in s for c in SUITS)], said


def test_the_status_bar_reads_cards_in_words(qtbot) -> None:
    window, driver = open_window(qtbot, "DS1-D1N-AAAABMM")
    driver.drag(6, None, 2)  # J♥ onto 6♦: refused, and said in the status bar
    bar = window.statusBar()
    assert bar.currentMessage() == "J♥ does not fit on 6♦"  # on screen: the symbols
    assert bar.accessibleName() == "jack of hearts does not fit on six of diamonds"
