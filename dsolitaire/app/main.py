"""Start-up: ``dsolitaire [--code CODE] [--self-test]``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from .. import __version__
from ..engine import GameCode, InvalidGameCode


def _arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="dsolitaire", description="Double Solitaire, the two-deck patience."
    )
    parser.add_argument("--code", metavar="CODE",
                        help="open this deal, e.g. DS1-D3V-ABCDEFG")
    parser.add_argument("--self-test", action="store_true",
                        help="play a scripted line through the real window and exit")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(argv)


def _tell(message: str) -> None:
    """One line on standard error; a message box where there is none (windowed builds)."""
    if sys.stderr is not None:
        print(message, file=sys.stderr)
        return
    from PySide6.QtWidgets import QApplication, QMessageBox

    _app = QApplication.instance() or QApplication([])
    QMessageBox.critical(None, "Double Solitaire", message)


def main(argv: Sequence[str] | None = None) -> int:
    args = _arguments(sys.argv[1:] if argv is None else argv)
    code = None
    if args.code is not None:
        try:
            code = GameCode.parse(args.code)
        except InvalidGameCode as exc:
            _tell(f"dsolitaire: {exc}")
            return 2

    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication

    from . import savegame
    from .i18n import Translations
    from .resources import resources_dir
    from .settings import APPLICATION, ORGANIZATION, Settings
    from .window import MainWindow

    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName("dk.doublesolitaire.DoubleSolitaire")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    settings = Settings()
    Translations.of(app).apply(settings.language)
    icon = resources_dir() / "icons" / "dsolitaire.svg"
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))

    if args.self_test:
        from .selftest import run_self_test

        return run_self_test()

    window = MainWindow(settings, code, save_path=savegame.default_path())
    window.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
