"""The main window: the table, the menus, the status bar and the dialogs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QLabel, QLineEdit, QMainWindow, QMessageBox, QWidget

from .. import __version__
from ..engine import GameCode
from . import savegame
from .controller import GameController
from .dialogs import HowToPlayDialog, NewGameDialog, SettingsDialog, WinDialog
from .i18n import Translations
from .settings import Settings
from .table import TableScene, TableView


def format_time(ms: int) -> str:
    seconds = ms // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, seconds = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{seconds:02d}"
    return f"{minutes}:{seconds:02d}"


class MainWindow(QMainWindow):
    """Double Solitaire's window. ``save_path`` None keeps no game on disk."""

    def __init__(self, settings: Settings, code: GameCode | None = None,
                 save_path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.save_path = save_path
        self.setObjectName("mainWindow")

        restored_note = ""
        saved = None
        if code is None and save_path is not None and save_path.exists():
            try:
                saved = savegame.load(save_path)
            except savegame.SaveError as exc:
                broken = save_path.with_suffix(".broken.json")
                save_path.replace(broken)  # keep it for a bug report; never lose it
                restored_note = self.tr(
                    "The saved game could not be read (%1); it was kept as %2 and a new "
                    "game was dealt."
                ).replace("%1", str(exc)).replace("%2", str(broken))
        if saved is not None and saved.won:
            saved = None  # a finished game is not resumed: a new deal, as at any start
        start = code or (saved.code if saved else GameCode.random(settings.draw, settings.vegas))
        self.controller = GameController(start, self)
        self.scene = TableScene(self.controller, settings, parent=self)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        if saved is not None:
            self.controller.restore(saved.code, saved.actions, saved.moves, saved.elapsed_ms)

        self._make_status_bar()
        self._make_menus()
        self._win_dialog: WinDialog | None = None
        self._clock = QTimer(self)
        self._clock.setInterval(1000)
        self._clock.timeout.connect(self._update_time)
        self._clock.start()
        self.controller.changed.connect(self._on_changed)
        self.controller.won.connect(self._on_won)
        self.scene.refused.connect(lambda text: self.statusBar().showMessage(text, 3000))
        settings.changed.connect(self._on_setting)
        self.retranslate()
        self._on_changed()
        self._on_setting("play/showTime")
        if restored_note:
            self.statusBar().showMessage(restored_note, 15000)

        geometry = QSettings().value("window/geometry", QByteArray(), type=QByteArray)
        if not (isinstance(geometry, QByteArray) and not geometry.isEmpty()
                and self.restoreGeometry(geometry)):
            self.resize(1280, 800)

    # -- building ----------------------------------------------------------------------

    def _make_status_bar(self) -> None:
        bar = self.statusBar()
        self.score_label = QLabel()
        self.score_label.setObjectName("scoreLabel")
        self.moves_label = QLabel()
        self.moves_label.setObjectName("movesLabel")
        self.time_label = QLabel()
        self.time_label.setObjectName("timeLabel")
        self.code_field = QLineEdit()
        self.code_field.setObjectName("codeField")
        self.code_field.setReadOnly(True)
        self.code_field.setFrame(False)
        self.code_field.setFixedWidth(self.code_field.fontMetrics().horizontalAdvance(
            "DS1-D1N-WWWWWWW") + 12)
        self.code_field.setStyleSheet("background: transparent;")
        for widget in (self.score_label, self.moves_label, self.time_label):
            widget.setMinimumWidth(90)
            bar.addPermanentWidget(widget)
        bar.addPermanentWidget(self.code_field)

    def _make_menus(self) -> None:
        """The menus and their actions; their words are set by :meth:`retranslate`."""
        self.game_menu = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_new_game)
        self.restart_action = QAction(self)
        self.restart_action.setShortcut(QKeySequence("Ctrl+R"))
        self.restart_action.triggered.connect(self.restart)
        self.copy_action = QAction(self)
        self.copy_action.setShortcut(QKeySequence("Ctrl+Shift+C"))
        self.copy_action.triggered.connect(self.copy_code)
        self.settings_action = QAction(self)
        self.settings_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences)
            or [QKeySequence("Ctrl+,")]
        )
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.show_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
        )
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)
        game = self.game_menu
        for action in (self.new_action, self.restart_action, self.copy_action):
            game.addAction(action)
        self._undo_separator = game.addSeparator()
        self.undo_action = self.redo_action = QAction(self)  # made by _make_undo_actions
        self._edit_separator = game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)

        self.help_menu = self.menuBar().addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction(self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)
        # shortcuts work without the menu bar having focus
        for action in (*game.actions(), *self.help_menu.actions()):
            self.addAction(action)

    def _make_undo_actions(self) -> None:
        """Undo and Redo from the stack; made again in each language, as the stack keeps
        the prefix it was given."""
        stack = self.controller.undo_stack
        old = (self.undo_action, self.redo_action)
        self.undo_action = stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
        for action in (self.undo_action, self.redo_action):
            self.game_menu.insertAction(self._edit_separator, action)
            self.addAction(action)
        for action in old:
            self.game_menu.removeAction(action)
            self.removeAction(action)
            action.setParent(None)  # gone from findChildren() at once, not only later
            action.deleteLater()

    def retranslate(self) -> None:
        """Every word of the window, in the current language."""
        self.setWindowTitle(self.tr("Double Solitaire"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game\u2026"))
        self.restart_action.setText(self.tr("&Restart this deal"))
        self.copy_action.setText(self.tr("&Copy game code"))
        self.settings_action.setText(self.tr("&Settings\u2026"))
        self.quit_action.setText(self.tr("&Quit"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&How to play"))
        self.about_action.setText(self.tr("&About Double Solitaire"))
        self.code_field.setToolTip(self.tr("This deal's game code: select it to copy it"))
        self.code_field.setAccessibleName(self.tr("Game code"))
        self.view.setAccessibleName(self.tr("Card table"))
        self.controller.retranslate()
        self._make_undo_actions()
        self._show_counters()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- following the game ------------------------------------------------------------

    def _on_changed(self) -> None:
        self._show_counters()
        self._save()

    def _show_counters(self) -> None:
        game = self.controller.game
        self.score_label.setText(self.tr("Score: %1").replace("%1", game.score_text))
        self.moves_label.setText(self.tr("Moves: %1").replace("%1", str(game.moves)))
        code = str(game.code)
        if self.code_field.text() != code:
            self.code_field.setText(code)
            self.code_field.setCursorPosition(0)
        self._update_time()

    def _update_time(self) -> None:
        self.time_label.setText(
            self.tr("Time: %1").replace("%1", format_time(self.controller.elapsed_ms()))
        )

    def _on_setting(self, key: str) -> None:
        if key == "play/showTime":
            self.time_label.setVisible(self.settings.show_time)
        elif key == "ui/language":
            Translations.of().apply(self.settings.language)

    def _save(self) -> None:
        if self.save_path is None:
            return
        c = self.controller
        ok = savegame.save(self.save_path, savegame.SavedGame(
            c.game.code, list(c.line), c.game.moves, c.elapsed_ms()))
        if not ok:
            self.statusBar().showMessage(
                self.tr("The game could not be saved to %1").replace("%1", str(self.save_path)),
                5000,
            )

    def _on_won(self) -> None:
        # let the last card land and the celebration start before the dialog
        QTimer.singleShot(900 if self.settings.animations else 0, self, self._show_win_dialog)

    def _show_win_dialog(self) -> None:
        if not self.controller.game.won:
            return
        game = self.controller.game
        dialog = WinDialog(game.score_text, game.moves,
                           format_time(self.controller.elapsed_ms()), self)
        dialog.accepted.connect(self.show_new_game)
        self._win_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # -- commands ----------------------------------------------------------------------

    def show_new_game(self) -> NewGameDialog:
        dialog = NewGameDialog(self.settings, self)

        def start() -> None:
            code = dialog.chosen_code()
            self.settings.draw = code.draw
            self.settings.vegas = code.vegas
            self.controller.new_game(code)

        dialog.accepted.connect(start)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def restart(self) -> None:
        self.controller.restart()

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(str(self.controller.code))
        self.statusBar().showMessage(self.tr("Game code copied"), 2000)

    def show_settings(self) -> SettingsDialog:
        dialog = SettingsDialog(self.settings, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def show_rules(self) -> HowToPlayDialog:
        dialog = HowToPlayDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Double Solitaire"),
            self.tr("<h3>Double Solitaire %1</h3><p>The two-deck, nine-column patience.</p>"
                    "<p>Cards and artwork drawn by the game itself.</p>")
            .replace("%1", __version__),
        )

    def closeEvent(self, event: QCloseEvent) -> None:
        QSettings().setValue("window/geometry", self.saveGeometry())
        self._save()
        super().closeEvent(event)
