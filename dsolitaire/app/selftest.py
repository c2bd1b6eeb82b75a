"""``dsolitaire --self-test``: the player's own start-up in a throw-away profile, then a
scripted game played with real events, a second launch, a hint, Quit, and the saved game
checked.

The only differences from a plain start are the profile (``DSOLITAIRE_PROFILE``, see
:mod:`dsolitaire.app.store.profile`) and the script: :func:`dsolitaire.app.main.main` runs the
same start-up for both (single instance, saved game, history, card decks, translations,
the window shown, the hint worker), and this module only drives the shown window.

It fails, with one line on standard error, when any of these is broken: the single
instance (the local server does not listen, or a second launch is not handed over), the
saved game (it cannot be written, or after Quit it does not hold the game), the history
(it cannot be opened), or the solver's worker (no hint comes).
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QProcess, QProcessEnvironment, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from ..engine import STOCK, WASTE, Game
from .store.profile import PROFILE_VARIABLE

if TYPE_CHECKING:
    from .store.instance import SingleInstance
    from .ui.window import MainWindow

CODE = "DS1-D1N-AAAAAAB"
LINE = ["5>2", "S", "W>9", "4>1", "U"]  # drag, stock click, double-click, drag, undo
#: The longest the whole self-test may take before it counts as failed (s).
TIMEOUT_S = 120.0
#: How long a second launch and the solver's worker each get (s).
STEP_TIMEOUT_S = 45.0

CTRL = Qt.KeyboardModifier.ControlModifier


def launch_command() -> list[str]:
    """How this app is started again: the frozen executable, or this Python with
    ``-m dsolitaire``."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "dsolitaire"]


class SelfTest:
    """A throw-away profile (made at once and named in the environment, so that a second
    launch uses it too), the script for the shown window, and the verdict."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="dsolitaire-self-test-"))
        self._previous = os.environ.get(PROFILE_VARIABLE)
        os.environ[PROFILE_VARIABLE] = str(self.folder)
        self.failures: list[str] = []
        self.notes: list[str] = []
        self.started = time.perf_counter()
        self.window: MainWindow | None = None
        self._watchdog: QTimer | None = None

    # -- in the running app ------------------------------------------------------------

    def begin(self, window: MainWindow, instance: SingleInstance | None) -> None:
        """Play the script once the event loop runs (main calls this after the window is
        shown and the single instance listens)."""
        self.window = window
        QTimer.singleShot(0, window, lambda: self._play(window, instance))
        self._watchdog = QTimer(window)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._time_out)
        self._watchdog.start(int(TIMEOUT_S * 1000))

    def _time_out(self) -> None:
        self.failures.append(f"the self-test did not finish within {TIMEOUT_S:.0f} s")
        QApplication.quit()

    def _wait(self, done: Callable[[], bool], seconds: float = STEP_TIMEOUT_S) -> bool:
        deadline = time.perf_counter() + seconds
        while not done():
            if time.perf_counter() > deadline:
                return False
            QApplication.processEvents()
            time.sleep(0.005)
        return True

    def _play(self, window: MainWindow, instance: SingleInstance | None) -> None:
        try:
            self._script(window, instance)
        except Exception as exc:  # a broken app: the verdict says what, no traceback
            self.failures.append(f"the script stopped: {type(exc).__name__}: {exc}")
        # Quit as a player does: Ctrl+Q on the window. A question it asks (the game could
        # not be saved) is a failure, answered "quit anyway" as a player who must go would.
        questions = QTimer(window)
        questions.setInterval(50)
        questions.timeout.connect(self._answer_question)
        questions.start()
        window.activateWindow()
        QTest.keyClick(window, Qt.Key.Key_Q, CTRL)
        questions.stop()
        if window.isVisible():
            self.failures.append("Ctrl+Q did not close the window")
            window.close()
            QApplication.quit()
        # else the last window closed, and the app quits as for a player

    def _answer_question(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return
        self.failures.append(f"Quit asked: {box.text()} {box.informativeText()}".strip())
        quit_anyway = next((b for b in box.buttons() if box.buttonRole(b)
                            == QMessageBox.ButtonRole.DestructiveRole), None)
        if quit_anyway is None:
            box.reject()
        else:
            QTest.mouseClick(quit_anyway, Qt.MouseButton.LeftButton)

    def _script(self, window: MainWindow, instance: SingleInstance | None) -> None:
        from .driver import Driver

        self._import_every_module()
        self._sounds(window)
        if instance is None or not instance.listening:
            self.failures.append("single instance: the app does not listen for later "
                                 "launches")
        elif not self._second_launch(window):
            return
        if window.store is None or window.store.notice is not None or window.store.error:
            self.failures.append("saved game: the app keeps no game on disk ("
                                 f"{window.store.error if window.store else 'no store'})")
        keeper = window.history
        if keeper.history is None or keeper.notice is not None:
            self.failures.append(f"history: {keeper.notice or 'not opened'}")
        driver = Driver(window.view)
        driver.drag(4, None, 1)  # 8H onto 9S
        driver.click(STOCK)
        driver.double_click(WASTE)  # TH goes to the longest column it fits: JC
        driver.drag(3, None, 0)  # 5C onto 6D
        window.activateWindow()
        QTest.keyClick(window.view, Qt.Key.Key_Z, CTRL)  # Undo
        QApplication.processEvents()
        expected = Game.replay(CODE, LINE)
        game = window.controller.game
        if game.snapshot() != expected.snapshot() or game.moves != expected.moves:
            self.failures.append(
                f"play: the table shows score {game.score_text}, moves {game.moves}; the "
                f"engine expects score {expected.score_text}, moves {expected.moves}")
        if window.store is not None and window.store.error:
            self.failures.append(f"saved game: {window.store.error}")
        self._hint(window)

    def _sounds(self, window: MainWindow) -> None:
        """QtMultimedia and every sound file are in the bundle, and where there is a sound
        device each file loads (no device is not a failure: the game plays quietly)."""
        from .play.sound import Sound, sound_file

        missing = [s.value for s in Sound if not sound_file(s).is_file()]
        if missing:
            self.failures.append(f"sound: no file for {', '.join(missing)}")
            return
        player = window.sound
        try:
            device = player.prepare()
        except ImportError as exc:  # QtMultimedia left out of the bundle
            self.failures.append(f"sound: {exc}")
            return
        if not device:
            self.notes.append("no sound device")
            return
        unread = [s.value for s in Sound if s not in player.clips]
        if unread:
            self.failures.append(f"sound: {', '.join(unread)} did not load")
        else:
            self.notes.append(f"{len(player.clips)} sounds loaded")

    def _import_every_module(self) -> None:
        """Every module of the package imports: in a frozen bundle, a Qt module or a
        library missing from it shows here, not at a player's first use."""
        import dsolitaire

        count = 0
        for module in pkgutil.walk_packages(dsolitaire.__path__, "dsolitaire."):
            if module.name.rsplit(".", 1)[-1] == "__main__":
                continue  # a command line's entry: importing it runs the command
            try:
                importlib.import_module(module.name)
            except Exception as exc:
                self.failures.append(f"imports: {module.name}: {type(exc).__name__}: {exc}")
            count += 1
        if count < 20:
            self.failures.append(f"imports: only {count} modules of dsolitaire were found")
        self.notes.append(f"{count} modules imported")

    def _second_launch(self, window: MainWindow) -> bool:
        """Start the app again with ``--code CODE``, as a player would from a terminal or
        a file manager: it must hand the code to this window and exit 0."""
        process = QProcess(window)
        environment = QProcessEnvironment.systemEnvironment()
        environment.insert(PROFILE_VARIABLE, str(self.folder))
        process.setProcessEnvironment(environment)
        command = launch_command()
        asked = time.perf_counter()
        process.start(command[0], [*command[1:], "--code", CODE])
        finished = self._wait(
            lambda: process.state() == QProcess.ProcessState.NotRunning)
        if not finished:
            process.kill()
            process.waitForFinished(2000)
            self.failures.append("single instance: a second launch did not end")
            return False
        if process.exitStatus() != QProcess.ExitStatus.NormalExit or process.exitCode() != 0:
            error = bytes(process.readAllStandardError().data()).decode(errors="replace")
            self.failures.append(f"single instance: a second launch exited "
                                 f"{process.exitCode()}: {error.strip()[-300:]}")
            return False
        if not self._wait(lambda: str(window.controller.game.code) == CODE, 5.0):
            self.failures.append(f"single instance: a second launch's {CODE} did not "
                                 "reach the window")
            return False
        self.notes.append(f"second launch {(time.perf_counter() - asked) * 1000:.0f} ms")
        return True

    def _hint(self, window: MainWindow) -> None:
        """H, as a player presses it: the solver's worker process must answer."""
        asked = time.perf_counter()
        solver = window.hinter.solver
        QTest.keyClick(window.view, Qt.Key.Key_H)
        self._wait(lambda: window.hinter.answer() is not None or not solver.busy)
        answer = window.hinter.answer()
        ms = (time.perf_counter() - asked) * 1000
        if answer is None or answer.result != "win" or not answer.line:
            self.failures.append(f"hint: no answer from the solver's worker in {ms:.0f} ms "
                                 f"({answer})")
        else:
            self.notes.append(f"hint from the solver in {ms:.0f} ms")

    # -- after the event loop ----------------------------------------------------------

    def verdict(self, status: int) -> int:
        """Check what Quit left on disk, say the result in one line, remove the profile,
        and give the exit status."""
        from .store import savefile as savegame
        from .store.history_db import History, HistoryError
        from .store.history_db import default_path as history_path

        if status != 0:
            self.failures.append(f"the app exited {status}")
        if self.window is None:
            self.failures.append("the window was never shown")
        else:
            try:
                saved = savegame.read(savegame.default_path())
                game = Game.replay(str(saved.code), [str(a) for a in saved.actions])
                expected = Game.replay(CODE, LINE)
                if str(saved.code) != CODE or game.snapshot() != expected.snapshot():
                    self.failures.append(f"saved game: after Quit it holds {saved.code} "
                                         f"with {len(saved.actions)} actions, not the game "
                                         "played")
            except (OSError, ValueError) as exc:
                self.failures.append(f"saved game: not readable after Quit: {exc}")
            try:
                history = History(history_path(), "self-test")
                history.statistics()
                history.close()
            except HistoryError as exc:
                self.failures.append(f"history: not readable after Quit: {exc.reason}")
        elapsed = (time.perf_counter() - self.started) * 1000
        if self._watchdog is not None:
            self._watchdog.stop()
        if self.window is not None:  # deleted now, while the application still is
            self.window.deleteLater()
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            self.window = None
        self._clean_up()
        if self.failures:
            for failure in self.failures:
                _say(f"self-test FAILED: {failure}", error=True)
            return 1
        _say(f"self-test ok: {CODE} {' '.join(LINE)} played, handed over and saved; "
             f"{'; '.join(self.notes)} ({elapsed:.0f} ms)")
        return 0

    def _clean_up(self) -> None:
        if self._previous is None:
            os.environ.pop(PROFILE_VARIABLE, None)
        else:
            os.environ[PROFILE_VARIABLE] = self._previous
        shutil.rmtree(self.folder, ignore_errors=True)


def _say(line: str, *, error: bool = False) -> None:
    stream = sys.stderr if error else sys.stdout
    if stream is not None:  # a windowed build has none: the exit status tells
        print(line, file=stream, flush=True)
