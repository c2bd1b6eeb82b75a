"""Every mnemonic of a menu is unique, in every language (issue 28): the window is
opened, switched to each language, and its menus are read. Two items that answer to
the same letter make Alt+letter only highlight, never choose (KDE's
KAcceleratorManager assigns them itself; with plain Qt, a test reads them)."""

from __future__ import annotations

from collections import defaultdict

import pytest
from helpers.gui import open_window, play
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMenu

from dsolitaire.app.ui.i18n import Translations

CODE = "DS1-D1N-AAAAAAB"


def mnemonic(text: str) -> str:
    """The letter after a lone ``&`` ("" for none; ``&&`` is an ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return ""


def clashes(texts: list[str]) -> dict[str, list[str]]:
    by_letter: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        if letter := mnemonic(text):
            by_letter[letter].append(text)
    return {k: v for k, v in by_letter.items() if len(v) > 1}


def test_the_mnemonic_is_the_letter_after_a_lone_ampersand() -> None:
    assert [mnemonic(t) for t in ("&Game", "S&tatistics", "Fish && &Chips", "none")] == [
        "g", "t", "c", ""]


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_no_two_items_of_a_menu_share_a_mnemonic(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    window, _driver = open_window(qtbot, CODE)
    play(window, "5>2 S")  # Undo and Redo have labels (one taken back: both)
    window.controller.undo_stack.undo()
    translations = Translations.of()
    translations.apply(language)
    try:
        QApplication.processEvents()
        bar = window.menuBar()
        titles = [a.text() for a in bar.actions()]
        found = {"menu bar": clashes(titles)}
        for action in bar.actions():
            menu = action.menu()
            assert isinstance(menu, QMenu)
            found[menu.title()] = clashes(
                [a.text() for a in menu.actions() if not a.isSeparator()])
        assert all(mnemonic(t) for t in titles), titles
        assert not any(found.values()), f"{language}: {found}"
    finally:
        translations.apply("en")


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_no_two_buttons_of_a_replace_question_share_a_mnemonic(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Each of the five "replace the game?" questions: its buttons and its check box."""
    from PySide6.QtWidgets import QAbstractButton

    from dsolitaire.engine import GameCode

    window, _driver = open_window(qtbot, CODE)
    play(window, "5>2")  # a game in progress: the questions are asked
    translations = Translations.of()
    translations.apply(language)
    code = GameCode.parse("DS1-D1N-AAAAAAC")
    question = window.question
    try:
        for ask in (lambda: question.deal_code(code, lambda: None),
                    lambda: question.new_game(lambda: None),
                    lambda: question.restart(lambda: None),
                    lambda: question.play_on_replay(lambda: None),
                    lambda: question.play_on_from(3, code, lambda: None)):
            box = ask()
            assert box is not None
            texts = [b.text() for b in box.findChildren(QAbstractButton) if b.isVisible()]
            assert len(texts) == 3, texts  # yes, keep playing, don't ask again
            assert len(set(texts)) == 3, f"{language}: two buttons say the same: {texts}"
            assert not clashes(texts), f"{language}: {texts}"
            box.reject()
    finally:
        translations.apply("en")


def _shown_texts(dialog) -> list[str]:  # type: ignore[no-untyped-def]
    """The texts a player can reach by Alt+letter in ``dialog`` as it is shown: its tab
    titles, and its buttons, check boxes and labels that are visible."""
    from PySide6.QtWidgets import QAbstractButton, QLabel, QTabBar

    texts = [bar.tabText(i) for bar in dialog.findChildren(QTabBar)
             for i in range(bar.count())]
    for kind in (QAbstractButton, QLabel):
        texts += [w.text() for w in dialog.findChildren(kind)
                  if w.isVisible() and not isinstance(w.parent(), QTabBar)]
    return texts


@pytest.mark.parametrize("language", ["en", "da", "de"])
def test_no_two_items_of_a_dialog_share_a_mnemonic(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    """Game ▸ Settings… on each of its tabs (General, Cards, Sound) and the New game
    window, opened as a player opens them, in each language."""
    from helpers.gui import menu_keys, open_new_game, wait_dialog
    from PySide6.QtWidgets import QTabWidget

    from dsolitaire.app.ui.settings_dialog import SettingsDialog

    window, _driver = open_window(qtbot, CODE)
    translations = Translations.of()
    translations.apply(language)
    found: dict[str, dict[str, list[str]]] = {}
    try:
        menu_keys(qtbot, window, window.settings_action)
        dialog = wait_dialog(qtbot, window, SettingsDialog)
        tabs = dialog.findChild(QTabWidget, "settingsTabs")
        assert tabs.count() == 3
        for index in range(tabs.count()):
            qtbot.mouseClick(tabs.tabBar(), Qt.MouseButton.LeftButton,
                             pos=tabs.tabBar().tabRect(index).center())
            assert tabs.currentIndex() == index
            QApplication.processEvents()
            texts = _shown_texts(dialog)
            assert sum(bool(mnemonic(t)) for t in texts) >= 2, texts  # the page has some
            found[tabs.tabText(index)] = clashes(texts)
        dialog.close()
        new_game = open_new_game(qtbot, window)
        found["New game"] = clashes(_shown_texts(new_game))
        new_game.reject()
        assert not any(found.values()), f"{language}: {found}"
    finally:
        translations.apply("en")
