"""Start-up: ``dsolitaire [--code CODE] [--self-test] [--stats [--json]]
[--export-history FILE.csv]``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .. import __version__

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from ..engine import GameCode, InvalidGameCode
    from .interrupt import QuitOnSignal
    from .selftest import SelfTest
    from .store.instance import SingleInstance
    from .store.settings import Settings
    from .ui.window import MainWindow

#: How long the start-up waits for the table's first paint before it goes on anyway (ms).
FIRST_FRAME_WAIT_MS = 1000


def _arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="dsolitaire", description="Double Solitaire, the two-deck patience."
    )
    parser.add_argument("--code", metavar="CODE",
                        help="open this deal, e.g. DS1-D3V-ABCDEFG")
    parser.add_argument("--self-test", action="store_true",
                        help="play a scripted line through the real window and exit")
    parser.add_argument("--stats", action="store_true",
                        help="print the statistics from the game history and exit")
    parser.add_argument("--json", action="store_true",
                        help="with --stats: print them as JSON")
    parser.add_argument("--export-history", metavar="FILE.csv",
                        help="write the game history as CSV and exit")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(argv)


def _name_the_app() -> None:
    """Organisation and application names: where QSettings and the data folder are."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    from .store.settings import APPLICATION, ORGANIZATION

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("dk.doublesolitaire.DoubleSolitaire")
    from .store.profile import apply_profile

    apply_profile()


def _tell(message: str) -> None:
    """One line on standard error; a message box where there is none (windowed builds)."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    _app = QApplication.instance() or QApplication([])
    QMessageBox.critical(None, "Double Solitaire", message)


def _bad_code(exc: InvalidGameCode) -> str:
    """What is wrong with ``--code``, in the player's language (the Language setting)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from .play.wording import Wording
    from .store.settings import Settings
    from .ui.i18n import Translations

    _name_the_app()
    app = QCoreApplication.instance() or (
        QCoreApplication([sys.argv[0]]) if sys.stderr is not None
        else QApplication([sys.argv[0]])  # the message box needs one
    )
    Translations.of(app).apply(Settings().language)
    return Wording().code_error(exc.reason)


def _code_of(arguments: list[str]) -> GameCode | None:
    """The game code in a second launch's arguments (already checked there), or None."""
    from ..engine import GameCode, InvalidGameCode

    try:
        args = _arguments(arguments)
        return None if args.code is None else GameCode.parse(args.code)
    except (SystemExit, InvalidGameCode):  # argparse exits on what it cannot parse
        return None


def _history_command(args: argparse.Namespace) -> int:
    """``--stats [--json]`` and ``--export-history FILE``: no window; 2 when the history
    cannot be read."""
    import json

    from .store.history_db import FILE_NAME, MODES, History, HistoryError
    from .store.profile import plain_data_folder

    folder = plain_data_folder()  # without Qt where it is plain (0.2 s less to wait)
    if folder is None:
        from PySide6.QtCore import QCoreApplication

        from .store.files import data_folder

        _name_the_app()
        _app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
        folder = data_folder()
    path = folder / FILE_NAME
    try:
        history = History(path, __version__)
        if history.set_aside is not None:
            print(f"dsolitaire: the game history could not be read; it was kept as "
                  f"{history.set_aside} and a new one was started", file=sys.stderr)
        stats = history.statistics()
        damaged = history.damaged()
        if damaged:  # rows another tool wrote with values out of range or of a wrong type
            print(f"dsolitaire: {damaged} game{'s' if damaged != 1 else ''} in the history "
                  "have damaged values and are left out", file=sys.stderr)
    except HistoryError as exc:
        print(f"dsolitaire: cannot read the game history: {exc.reason}", file=sys.stderr)
        return 2
    if args.export_history:
        from pathlib import Path

        try:
            count = history.export_csv(Path(args.export_history))
        except OSError as exc:
            print(f"dsolitaire: cannot write {args.export_history}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 1
        if not args.stats:
            print(f"{count} games written to {args.export_history}")
    if args.stats:
        if args.json:
            print(json.dumps(stats, indent=2))
        else:
            for mode in (*MODES, "all"):
                print(mode)
                for key, value in stats[mode].items():
                    print(f"  {key}: {'-' if value is None else value}")
    history.close()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):  # the solver workers (hints, winnable deals) in a bundle
        import multiprocessing  # only there: a start from source does not pay for it

        multiprocessing.freeze_support()
    arguments = list(sys.argv[1:] if argv is None else argv)
    args = _arguments(arguments)
    if args.self_test:
        # the player's start-up, in a throw-away profile, with a scripted game
        from .selftest import SelfTest

        test = SelfTest()
        try:
            status = _start([], None, test)
        except BaseException:
            test.verdict(1)
            raise
        return test.verdict(status)
    if args.stats or args.export_history:
        return _history_command(args)
    from ..engine import GameCode, InvalidGameCode  # not for --stats: it starts faster

    code = None
    if args.code is not None:
        try:
            code = GameCode.parse(args.code)
        except InvalidGameCode as exc:
            _tell("dsolitaire: " + _bad_code(exc))
            return 2
    try:
        return _start(arguments, code)
    except KeyboardInterrupt:  # Ctrl+C before the window was up: nothing to save yet
        return 130


def _start(arguments: list[str], code: GameCode | None, test: SelfTest | None = None) -> int:
    """The app's start-up, the same for a player and for ``--self-test`` (which brings
    its profile and, once the window is shown, plays its script).

    What comes before the first frame is here, in this order and nothing more: the
    names, the single instance's lock, the settings and translations, and the window
    with its table. Everything else waits until the table has been painted once, in
    :func:`_after_first_frame_class` (``tests/app/test_first_frame.py`` keeps it so).

    Python's cyclic garbage collector waits too: the start makes some 42,000 objects that
    live as long as the app and only a few hundred that are garbage, and its collections
    cost some 20 ms of the first frame. It collects again once the table is up.
    """
    import gc

    collecting = gc.isenabled()
    gc.disable()
    try:
        return _open(arguments, code, test, collecting)
    finally:
        if collecting:
            gc.enable()


def _open(arguments: list[str], code: GameCode | None, test: SelfTest | None,
          collecting: bool) -> int:
    """:func:`_start`'s work: the window, up to the end of its event loop."""
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from .feature_check import install

    install()  # before the app's modules: PySide6 would keep all their sources (5 MB)
    from .resources import resources_dir
    from .store import savefile as savegame
    from .store.instance import InstanceError, SingleInstance
    from .store.settings import Settings
    from .table.decks import finish_reading
    from .ui.i18n import Translations
    from .ui.window import MainWindow

    _name_the_app()

    instance = SingleInstance()
    try:
        if not instance.claim(arguments):
            return 0  # the running app got the arguments and comes to the front
    except InstanceError as exc:
        _tell(f"dsolitaire: {exc}")
        return 1

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    settings = Settings()
    Translations.of(app).apply(settings.language)
    # one size until the first frame: each size of the SVG is drawn when the window is
    # shown (some 5 ms); every size once the table is up, the same picture
    icon = resources_dir() / "icons" / "hicolor" / "64x64" / "apps" / "dsolitaire.png"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))

    window = MainWindow(settings, code, save_path=savegame.default_path())
    window.show()
    window.fit_to_screen()  # now with the frame the window system gave it
    later = _after_first_frame_class()(app, window, instance, settings, test, collecting)
    try:
        return app.exec()
    finally:
        later.end()
        instance.release()
        finish_reading()  # a card deck parsed ahead, when the window closed before drawing


def _after_first_frame_class() -> type:
    """The class of the start-up's after-first-frame step, made when first needed (it
    is a QObject: Qt is imported by then, and ``--stats`` never pays for it)."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class AfterFirstFrame(QObject):
        """What the start-up does once the table has been painted once (or after
        :data:`FIRST_FRAME_WAIT_MS`, for a window that is never painted, such as one
        started minimised): the single instance answers later launches, Ctrl+C quits as
        Quit does and the notices of the start are shown (no solver worker: each starts
        when first needed). :meth:`end` lets go of the window, so that nothing planned
        outlives it."""

        def __init__(self, app: QApplication, window: MainWindow, instance: SingleInstance,
                     settings: Settings, test: SelfTest | None, collect: bool) -> None:
            super().__init__()
            self.collect = collect  # the garbage collector waits until run()
            self.app, self.instance = app, instance
            self.window: MainWindow | None = window
            self.settings, self.test = settings, test
            self.signals: QuitOnSignal | None = None
            self.closing = False
            self.done = False
            window.view.viewport().installEventFilter(self)
            QTimer.singleShot(FIRST_FRAME_WAIT_MS, self, self.run)

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not self.done:
                QTimer.singleShot(0, self, self.run)  # once this paint is done
            return False

        def run(self) -> None:
            window = self.window
            if self.done or window is None:
                return
            self.done = True
            window.view.viewport().removeEventFilter(self)
            if self.collect:
                import gc

                gc.enable()
            from .resources import resources_dir

            icon = resources_dir() / "icons" / "dsolitaire.svg"
            if icon.exists():
                from PySide6.QtGui import QIcon

                self.app.setWindowIcon(QIcon(str(icon)))
            from .interrupt import QuitOnSignal
            from .table.decks import DeckWords

            instance, settings = self.instance, self.settings
            unusable = DeckWords(window).unusable(window.scene.art.library,
                                                  settings.card_deck)
            if unusable:  # the chosen deck broke a cap or is gone: ours is drawn, and said
                window.says.say(unusable, 15000)
            damaged = settings.notice_texts()
            if damaged is not None:  # told as a damaged saved game is: the copy kept, and why
                from .store.autosave import Notice
                from .ui.notices import show_notice

                show_notice(Notice(*damaged), window).setObjectName("settingsNotice")
            # no worker process starts here: the hints' at the first H, the verdicts' once
            # a game is recorded (an idle worker holds some 15 MB; benchmarks/memory_idle.py)
            if not instance.listen():  # never block later launches on a lock nobody answers
                instance.release()
                if sys.stderr is not None:  # a windowed build has none; the game goes on
                    print("dsolitaire: cannot listen for other launches; a second launch "
                          "will open a second window", file=sys.stderr)
            if instance.problems:  # a lock or socket path in the way: worked around, once
                notice = instance.notice()
                if sys.stderr is not None:
                    print(f"dsolitaire: {notice}", file=sys.stderr)
                window.says.say(notice, 15000)
            instance.received.connect(self.forwarded)
            self.signals = QuitOnSignal(self.quit_on_signal)
            if self.test is not None:
                self.test.begin(window, instance)

        def forwarded(self, more: list[str]) -> None:
            if self.window is None:
                return
            self.window.bring_to_front()
            other = _code_of(more)
            if other is not None:
                self.window.open_code(other)

        def quit_on_signal(self) -> None:  # Ctrl+C, SIGTERM: as Quit does (the game is saved)
            if self.closing:  # a second one while the first waits on a question: leave now
                self.app.exit(0)
                return
            self.closing = True
            if self.window is not None and self.window.close():
                self.app.quit()  # other windows (Statistics…) go with it, as at Quit
            self.closing = False

        def end(self) -> None:
            """After the event loop: the handlers back, and the window let go."""
            if self.signals is not None:
                self.signals.restore()
                self.signals = None
            if self.window is not None and not self.done:
                self.window.view.viewport().removeEventFilter(self)
            self.done = True
            self.window = None

    return AfterFirstFrame


if __name__ == "__main__":
    raise SystemExit(main())
