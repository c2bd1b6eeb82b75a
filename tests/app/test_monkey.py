"""A seeded monkey plays thousands of random gestures on the real view.

Clicks, double-clicks and drags with real mouse events (on cards, on empty piles, on
random points), undo/redo keys and menu actions, restarts and the double-click setting
switched on and off. No gesture may raise (exceptions inside Qt virtuals are caught and
fail the test at once), and after every gesture the table must show exactly the engine's
position (``check_table``) while the move counter never goes down (but for a restart of
a deal already won, a new attempt from 0; a restart of a game in progress is the same
attempt, and its counter goes on). The monkey has said "Don't ask again" to the restart
question (tests/app/test_confirm.py asks it).
"""

from __future__ import annotations

import random
import time

import pytest
from helpers.gui import CTRL, SHIFT, check_table, key, open_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dsolitaire.engine import FOUNDATION, SLOT0, STOCK, WASTE, Action, Game

PLACES = [STOCK, WASTE, *range(9), FOUNDATION, *range(SLOT0, SLOT0 + 8)]


class Monkey:
    def __init__(self, qtbot, window, driver, seed: int) -> None:
        self.qtbot = qtbot
        self.window = window
        self.driver = driver
        self.rng = random.Random(seed)
        self.log: list[str] = []
        window.settings.confirm_replace = False

    @property
    def game(self) -> Game:
        return self.window.controller.game

    def _pile(self, place: int) -> list[int]:
        return self.driver.pile(place)

    def random_card(self) -> tuple[int, int | None]:
        """A pile with cards and an index in it (mostly face-up cards)."""
        places = [p for p in PLACES if p != FOUNDATION and self._pile(p)]
        place = self.rng.choice(places)
        pile = self._pile(place)
        if 0 <= place < 9 and self.rng.random() < 0.8:
            return place, self.rng.randrange(self.game.down[place], len(pile))
        if (place in (STOCK, WASTE) and self.rng.random() < 0.8) or place >= SLOT0:
            return place, None
        return place, self.rng.randrange(len(pile))

    def random_point(self) -> QPoint:
        size = self.window.view.viewport().size()
        return QPoint(self.rng.randrange(size.width()), self.rng.randrange(size.height()))

    def legal_gesture(self) -> str:
        """The mouse gesture that plays a random legal action."""
        game = self.game
        actions = game.legal_actions()
        if not actions:  # stuck (Vegas) or won: a click somewhere instead
            place, index = self.random_card()
            self.driver.click(place, index)
            return f"click {place} {index} (no legal action)"
        action: Action = self.rng.choice(actions)
        src, dst = action
        if src == STOCK:
            self.driver.click(STOCK)
        elif dst == FOUNDATION:
            if self.rng.random() < 0.5:
                self.driver.click(src)
            else:
                slot = self.rng.randrange(8)
                self.driver.drag(src, None, SLOT0 + slot)
        elif src == WASTE or src >= SLOT0:
            self.driver.drag(src, None, dst)
        else:
            self.driver.drag(src, game.fitting_index(src, dst), dst)
        return f"legal {action}"

    def gesture(self) -> str:
        r = self.rng.random()
        d = self.driver
        if r < 0.30:
            return self.legal_gesture()
        if r < 0.45:
            place, index = self.random_card()
            d.click(place, index)
            return f"click {place} {index}"
        if r < 0.55:
            place = self.rng.choice(PLACES)
            d.click(place, -1 if place != FOUNDATION else None)
            return f"click pile {place}"
        if r < 0.65:
            place, index = self.random_card()
            d.double_click(place, index)
            return f"double-click {place} {index}"
        if r < 0.80:
            place, index = self.random_card()
            target = self.rng.choice(PLACES)
            d.drag(place, index, target)
            return f"drag {place} {index} -> {target}"
        if r < 0.85:
            place, index = self.random_card()
            at = self.random_point()
            d.drag(place, index, place, at)
            return f"drag {place} {index} -> point {at.x()},{at.y()}"
        if r < 0.91:
            if self.rng.random() < 0.5:
                key(self.qtbot, self.window, Qt.Key.Key_Z, CTRL)
            else:
                self.window.undo_action.trigger()
            return "undo"
        if r < 0.96:
            choice = self.rng.randrange(3)
            if choice == 0:
                key(self.qtbot, self.window, Qt.Key.Key_Z, CTRL | SHIFT)
            elif choice == 1:
                key(self.qtbot, self.window, Qt.Key.Key_Y, CTRL)
            else:
                self.window.redo_action.trigger()
            return "redo"
        if r < 0.98:
            settings = self.window.settings
            settings.double_click = not settings.double_click
            return f"double-click setting {settings.double_click}"
        if r < 0.9815:
            key(self.qtbot, self.window, Qt.Key.Key_R, CTRL)
            return "restart"
        if r < 0.993:
            return self.rapid()
        # a click on a random point of the table
        at = self.random_point()
        self.qtbot.mouseClick(self.window.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
        return f"click point {at.x()},{at.y()}"

    def rapid(self) -> str:
        """Clicks and an undo in quick succession, each while the last flight is on."""
        d = self.driver
        places = [STOCK] + [p for p in range(9) if self._pile(p)]
        points = [d.point(self.rng.choice(places)) for _ in range(self.rng.randrange(2, 5))]
        viewport = self.window.view.viewport()
        for at in points:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, at)
            self.qtbot.wait(self.rng.randrange(0, 30))
        if self.rng.random() < 0.5 and self.window.isActiveWindow():
            self.qtbot.keyClick(self.window.view, Qt.Key.Key_Z, CTRL)
            self.qtbot.wait(self.rng.randrange(0, 30))
        return f"rapid {len(points)}"

    def run(self, gestures: int, seconds: float) -> int:
        window = self.window
        start = time.monotonic()
        moves = self.game.moves
        with self.qtbot.captureExceptions() as exceptions:
            for n in range(gestures):
                if time.monotonic() - start > seconds:
                    return n
                was_won = self.game.won
                what = self.gesture()
                self.log.append(what)
                QApplication.processEvents()
                window.scene.flight.finish()
                context = f"gesture {n}: {what}; last: {self.log[-6:-1]}"
                assert not exceptions, f"{context}: {exceptions}"
                check_table(window)
                game = self.game
                stack = window.controller.undo_stack
                restarts = [stack.command(i) for i in range(stack.count())
                            if stack.command(i).text() == "Restart this deal"]
                if what == "restart" and was_won:  # a new attempt at a deal already won
                    assert game.moves == 0 or restarts == [], context
                elif what == "restart":  # the same attempt: the counter goes on
                    assert game.moves >= moves, context
                elif restarts and what.startswith(("undo", "rapid")):
                    pass  # an undone restart brings back the counter before it
                else:
                    assert game.moves >= moves, context
                moves = game.moves
                assert window.moves_label.text() == f"Moves: {game.moves}", context
                assert window.score_label.text() == f"Score: {game.score_text}", context
                assert not window.scene.banner.isVisible() or game.won, context
        return gestures

    def check_line(self) -> None:
        """The position is the engine's replay of the actions on the table."""
        c = self.window.controller
        replay = Game.replay(c.game.code, c.line)
        assert replay.snapshot() == c.game.snapshot()
        # the engine's history is the line (as far as the undo stack can reach back)
        stack = [r.action for r in c.game.stack]
        assert stack == c.line[len(c.line) - len(stack):]


@pytest.mark.slow
@pytest.mark.sweep  # random gestures for a while: .ci/run runs them, make test not
@pytest.mark.parametrize("code, seed", [
    ("DS1-D1N-AAAAAAA", 1), ("DS1-D3N-AAAAAAL", 2), ("DS1-D1V-AAAAAAK", 3),
    ("DS1-D3V-MONKEYS", 4),
])
def test_monkey_without_animations(qtbot, code: str, seed: int) -> None:
    window, driver = open_window(qtbot, code, size=(1100, 760))
    monkey = Monkey(qtbot, window, driver, seed)
    played = monkey.run(gestures=1200, seconds=30.0)
    assert played >= 300, f"only {played} gestures in the time"
    monkey.check_line()
    assert len(set(monkey.log)) > 100


@pytest.mark.slow
@pytest.mark.sweep
def test_monkey_with_animations(qtbot) -> None:
    window, driver = open_window(qtbot, "DS1-D1N-AAAAAAB", animations=True, size=(900, 640))
    monkey = Monkey(qtbot, window, driver, 5)
    played = monkey.run(gestures=500, seconds=20.0)
    assert played >= 150
    monkey.check_line()
