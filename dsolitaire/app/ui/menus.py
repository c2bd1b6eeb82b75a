"""The window's menus: Game and Help, their actions, shortcuts and words. Undo and Redo
are worded from the command they take back or do again, as one sentence. What an action
does is connected by the window."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow
from shiboken6 import isValid

from ..play.controller import ActionCommand, GameController, RestartCommand


class GameMenus(QObject):
    """The menus of ``window`` (a child: no Python reference back to it)."""

    def __init__(self, window: QMainWindow, controller: GameController) -> None:
        super().__init__(window)
        self.controller = controller
        #: Is the player's own game on the table? Undo and Redo wait while a replay is.
        self.own = True

        def action(name: str = "", *keys: QKeySequence | QKeySequence.StandardKey,
                   role: QAction.MenuRole | None = None) -> QAction:
            made = QAction(window)
            if name:
                made.setObjectName(name)
            if keys:
                made.setShortcuts([QKeySequence(key) for key in keys])
            if role is not None:
                made.setMenuRole(role)
            return made

        std = QKeySequence.StandardKey
        self.new_action = action("", std.New)
        self.daily_action = action("dailyAction")
        self.restart_action = action("", QKeySequence("Ctrl+R"))
        self.copy_action = action("", QKeySequence("Ctrl+Shift+C"))
        self.copy_record_action = action("copyRecordAction")
        self.hint_action = action("", QKeySequence("H"))
        self.stats_action = action("statisticsAction")
        self.settings_action = action(
            "", *(QKeySequence.keyBindings(std.Preferences) or [QKeySequence("Ctrl+,")]),
            role=QAction.MenuRole.PreferencesRole)
        self.quit_action = action(
            "", *(QKeySequence.keyBindings(std.Quit) or [QKeySequence("Ctrl+Q")]),
            role=QAction.MenuRole.QuitRole)
        self.undo_action = action("undoAction", std.Undo)
        self.redo_action = action("redoAction", *QKeySequence.keyBindings(std.Redo))
        self.rules_action = action("", std.HelpContents)
        self.about_action = action("", role=QAction.MenuRole.AboutRole)

        self.game_menu = game = window.menuBar().addMenu("")
        for each in (self.new_action, self.daily_action, self.restart_action, self.copy_action,
                     self.copy_record_action, self.stats_action):
            game.addAction(each)
        game.addSeparator()
        game.addAction(self.hint_action)
        game.addSeparator()
        game.addAction(self.undo_action)
        game.addAction(self.redo_action)
        game.addSeparator()
        game.addAction(self.settings_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        self.help_menu = window.menuBar().addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)
        # shortcuts work without the menu bar having focus
        for each in (*game.actions(), *self.help_menu.actions()):
            window.addAction(each)

        stack = controller.undo_stack
        self.undo_action.triggered.connect(stack.undo)
        self.redo_action.triggered.connect(stack.redo)
        stack.indexChanged.connect(self.show_undo)
        stack.undoTextChanged.connect(self.show_undo)  # worded again

    def show_undo(self) -> None:
        """Word Undo and Redo for the commands they take back and do again (not the
        stack's prefix and text), and enable them (not while a replay is watched)."""
        stack = self.controller.undo_stack
        if not isValid(stack):  # the stack's destructor clears it: nothing left to word
            return
        words = self.controller.wording
        index = stack.index()
        own = self.own
        for action, at, redo, plain in (
                (self.undo_action, index - 1, False, self.tr("&Undo")),
                (self.redo_action, index, True, self.tr("&Redo"))):
            command = stack.command(at) if 0 <= at < stack.count() else None
            if isinstance(command, ActionCommand | RestartCommand):
                action.setText(words.undo_menu_text(command.label, redo))
            else:
                action.setText(plain)
            action.setEnabled(own and command is not None)

    def retranslate(self) -> None:
        """Every word of the menus but Undo and Redo's (:meth:`show_undo`, once the
        controller's wording is in the current language)."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game\u2026"))
        self.daily_action.setText(self.tr("&Daily deal"))
        self.restart_action.setText(self.tr("R&estart this deal"))
        self.copy_action.setText(self.tr("&Copy game code"))
        self.copy_record_action.setText(self.tr("Copy game rec&ord"))
        self.hint_action.setText(self.tr("&Hint"))
        self.stats_action.setText(self.tr("S&tatistics\u2026"))
        self.settings_action.setText(self.tr("&Settings\u2026"))
        self.quit_action.setText(self.tr("&Quit"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&How to play"))
        self.about_action.setText(self.tr("&About Double Solitaire"))
