"""The main window: the table, the menus and the status bar; it presents what the session
(:mod:`dsolitaire.app.play.session`) decides: the question before a game is replaced,
the search's progress, the replay in place of the table, and the dialogs."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QMainWindow, QWidget

from ...engine import GameCode, GameRecord, format_record
from ..play.change import Change, ChangeKind
from ..store.settings import Settings
from ..table.heap import HeapTrim
from ..table.view import TableView
from .assembly import Assembly
from .dialogs import Dialogs
from .i18n import Translations
from .menus import GameMenus
from .notices import confirm_close, show_notice
from .replace_question import ReplaceQuestion
from .replay_swap import ReplaySwap
from .screen_fit import DEFAULT_SIZE, fit_to_screen
from .search_progress import SearchProgress
from .status_bar import GameStatus, format_time
from .status_presenter import StatusPresenter

if TYPE_CHECKING:  # imported when first opened: the first frame does not wait for them
    from PySide6.QtWidgets import QMessageBox

    from ...engine import Action
    from ..play.replay import ReplayController
    from .analysis_dialog import AnalysisDialog
    from .new_game import NewGameDialog
    from .watch_bar import WatchBar
    from .win_dialog import WinDialog


class MainWindow(QMainWindow):
    """Double Solitaire's window. ``save_path`` None keeps no game on disk."""

    def __init__(self, settings: Settings, code: GameCode | None = None,
                 save_path: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.save_path = save_path
        self.notice_box: QMessageBox | None = None
        self.setObjectName("mainWindow")

        parts = Assembly(settings, code, save_path, self)
        self.store, self.history, self.controller = parts.store, parts.history, parts.controller
        self.scene, self.view, self.hinter = parts.scene, parts.view, parts.hinter
        self.session, self.analyser, self.judge = parts.session, parts.analyser, parts.judge
        self.daily, self.analysis_offer = parts.daily, parts.analysis_offer
        self.sound = parts.sound
        self.setCentralWidget(self.view)
        self.daily.found.connect(self._play_daily)
        self.analysis_offer.taken.connect(self.analyse)
        art = self.scene.art
        self.dialogs = Dialogs(self, settings, self.history, self.analyser, lambda: art.library)
        self.dialogs.openCode.connect(self.open_code)
        self.dialogs.watchRequested.connect(self.watch)
        self.dialogs.playOnFrom.connect(self.play_on_from)
        #: While the player watches a replay: its controls (None otherwise); the replay's
        #: table is ``watch_view``.
        self.watch_bar: WatchBar | None = None
        self.watch_view: TableView | None = None
        self.swap = ReplaySwap(self, self.view, settings, self.scene.art)

        self._make_status_bar()
        self._make_menus()
        self._make_tool_bar()
        self._win_dialog: WinDialog | None = None
        self.question = ReplaceQuestion(self, self.session)
        #: The session's search for a winnable deal, as the player sees it.
        self.search = SearchProgress(self, self.session)
        session = self.session
        session.ticked.connect(self._update_time)
        session.searchTried.connect(lambda count: self.search.tried(
            self.tr("Finding a winnable deal\u2026\n%n deal(s) tried", "", count)))
        session.dealFound.connect(self.says.deal_found)
        session.watchStarted.connect(self._show_replay)
        session.watchStopped.connect(self._show_own_table)
        self.controller.changed.connect(self._show_counters)
        self.controller.changed.connect(self.says.changed)
        # a new deal or a resize frees the table's old pixmaps and items: given back to
        # the system once the table is quiet (a long session's RSS, issue 30)
        self.heap_trim = HeapTrim(self)
        self.controller.changed.connect(self._trim_after_deal)
        # the dialog waits for the last card to land and the celebration to end
        self.scene.celebrated.connect(self._show_win_dialog)
        self.scene.refused.connect(self.says.refusal)
        self.hinter.shown.connect(self.says.hint)
        self.daily.failed.connect(self.says.no_daily)
        self.history.problem.connect(lambda text: self.says.say(text, 10000))
        if self.history.notice is not None:
            self.says.say(self.history.notice, 15000)
        settings.changed.connect(self._on_setting)
        self.retranslate()
        self._show_counters()
        self._on_setting("play/showTime")
        if self.store is not None:
            self.store.follow(self.controller)
            if self.store.notice is not None:
                QTimer.singleShot(0, self, self._show_notice)

        geometry = QSettings().value("window/geometry", QByteArray(), type=QByteArray)
        if not (isinstance(geometry, QByteArray) and not geometry.isEmpty()
                and self.restoreGeometry(geometry)):
            self.resize(DEFAULT_SIZE)
        self.fit_to_screen()

    # -- building ----------------------------------------------------------------------

    def _make_status_bar(self) -> None:
        self.status = GameStatus(self.statusBar(), self.store, self.settings)
        status = self.status
        self.score_label, self.moves_label = status.score_label, status.moves_label
        self.time_label, self.code_field = status.time_label, status.code_field
        self.storage_warning = status.storage_warning
        bar = self.statusBar()
        bar.addPermanentWidget(self.analysis_offer)
        # what the status bar says
        self.says = StatusPresenter(bar, lambda text: self.scene.words.spoken(text), self)

    def _make_menus(self) -> None:
        """The menus (:mod:`.menus`) and what their actions do."""
        self.menus = menus = GameMenus(self, self.controller)
        self.game_menu, self.help_menu = menus.game_menu, menus.help_menu
        self.new_action, self.daily_action = menus.new_action, menus.daily_action
        self.restart_action, self.copy_action = menus.restart_action, menus.copy_action
        self.copy_record_action, self.hint_action = menus.copy_record_action, menus.hint_action
        self.stats_action, self.settings_action = menus.stats_action, menus.settings_action
        self.undo_action, self.redo_action = menus.undo_action, menus.redo_action
        self.rules_action, self.about_action = menus.rules_action, menus.about_action
        for action, slot in (
                (self.new_action, self.show_new_game), (self.daily_action, self.daily_deal),
                (self.restart_action, self.restart), (self.copy_action, self.copy_code),
                (self.copy_record_action, self.copy_record),
                (self.hint_action, self.hinter.next), (self.stats_action, self.show_statistics),
                (self.settings_action, self.dialogs.settings_dialog),
                (menus.quit_action, self.close), (self.rules_action, self.dialogs.rules),
                (self.about_action, self.dialogs.about)):
            action.triggered.connect(slot)

    def _make_tool_bar(self) -> None:
        """The tool bar over the menus' own actions; Game ▸ Show tool bar."""
        from .tool_bar import GameToolBar

        self.tool_bar = GameToolBar(
            {"new": self.new_action, "undo": self.undo_action, "redo": self.redo_action,
             "hint": self.hint_action, "restart": self.restart_action}, self.settings, self)
        self.addToolBar(self.tool_bar)
        self.game_menu.insertAction(self.settings_action, self.tool_bar.show_action)

    def retranslate(self) -> None:
        """Every word of the window, in the current language."""
        self.setWindowTitle(self.tr("Double Solitaire"))
        self.menus.retranslate()
        self.status.retranslate()
        self.view.setAccessibleName(self.tr("Card table"))
        self.controller.retranslate()
        self.hinter.retranslate()
        self.menus.show_undo()
        self._enable_game_actions()
        self._show_counters()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.heap_trim.soon()

    def _trim_after_deal(self, change: Change) -> None:
        if change.kind is ChangeKind.DEAL:
            self.heap_trim.soon()

    # -- following the game ------------------------------------------------------------

    def _show_counters(self, _change: object = None) -> None:
        self.status.show_game(self.controller.game, self.controller.clock.elapsed_ms())

    def _update_time(self) -> None:
        self.status.show_time(self.controller.clock.elapsed_ms())

    def _on_setting(self, key: str) -> None:
        if key == "play/showTime":
            self.time_label.setVisible(self.settings.show_time and self.watch_bar is None)
        elif key == "ui/language":
            Translations.of().apply(self.settings.language)
        elif key == "sound/on":
            self.sound.set_enabled(self.settings.sound)
        elif key == "sound/volume":
            self.sound.set_volume(self.settings.sound_volume)

    def _show_notice(self) -> None:
        if self.store is not None and self.store.notice is not None:
            self.notice_box = show_notice(self.store.notice, self)

    def _show_win_dialog(self) -> None:
        if not self.controller.game.won:
            return
        game = self.controller.game
        from .win_dialog import WinDialog

        dialog = WinDialog(game.score_text, game.moves,
                           format_time(self.controller.clock.elapsed_ms()), self)
        dialog.accepted.connect(self.show_new_game)
        self._win_dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # the window's client area, global
        dialog.place(self.view, self.scene.banner.sceneBoundingRect(), self.geometry())
        dialog.open()

    # -- never losing a game -----------------------------------------------------------

    def open_code(self, code: GameCode) -> QMessageBox | None:
        """Deal a game code given from outside (the command line, a second launch)."""
        self.stop_watching()

        def deal() -> None:
            self.controller.new_game(code)

        return self.question.deal_code(code, deal)

    def bring_to_front(self) -> None:
        """Show the window on top, unminimised (a second launch of the app calls this)."""
        if self.isMinimized():
            self.setWindowState((self.windowState() & ~Qt.WindowState.WindowMinimized)
                                | Qt.WindowState.WindowActive)
        self.show()
        self.raise_()
        self.activateWindow()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.sound.prepare_soon()  # after the first frame, when sound is on
        code = self.session.take_pending()
        if code is not None:
            QTimer.singleShot(0, self, lambda: self.open_code(code))

    # -- fitting the screen ------------------------------------------------------------

    def fit_to_screen(self) -> None:
        """Keep the window and its frame inside its screen's available area (any scale
        factor; also a restored geometry from a bigger screen or scale)."""
        fit_to_screen(self)

    # -- commands ----------------------------------------------------------------------

    def show_new_game(self) -> NewGameDialog:
        self.stop_watching()
        from .new_game import NewGameDialog

        dialog = NewGameDialog(self.settings, self)

        def start() -> None:
            chosen = dialog.chosen_code()
            record = dialog.record
            winnable = dialog.wants_winnable()
            self.settings.winnable_only = dialog.winnable.isChecked()
            code = self.session.winnable_choice(chosen, winnable)

            def deal() -> None:
                if record is not None:
                    self.settings.mode = code.mode
                    self.play_record(record)  # and says how many actions it played
                else:
                    self.session.deal(code, winnable=winnable)

            self.question.new_game(deal)

        dialog.accepted.connect(start)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def daily_deal(self) -> None:
        """Game ▸ Daily deal: today's deal of the chosen mode (found in the worker, then
        dealt as a game code from outside is: asked first when a game is in progress)."""
        import datetime as dt

        self.says.finding_daily()
        self.daily.find(dt.date.today(), str(self.settings.mode))

    def _play_daily(self, date: str, code: GameCode) -> None:
        self.history.mark_daily(str(code), date)
        self.says.daily(date, code)
        self.open_code(code)

    def restart(self) -> None:
        """Restart this deal: asked first when a game is in progress; Undo takes it back."""
        if self.session.watching:
            return
        self.question.restart(self.controller.restart)

    def copy_code(self) -> None:
        QGuiApplication.clipboard().setText(str(self.controller.code))
        self.says.code_copied()

    def copy_record(self) -> None:
        """Game ▸ Copy game record: ``CODE: action action …`` of the game on the table."""
        QGuiApplication.clipboard().setText(
            format_record(self.controller.code, self.controller.line))
        self.says.record_copied()

    def play_record(self, record: GameRecord) -> None:
        """Put a record's game on the table with its actions on the undo stack (the last
        ``UNDO_LIMIT`` of them), as a saved game is restored; the game it replaces ends
        as New game ends it. Call it once the player agreed to replace the game."""
        self.session.play_record(record)
        self.says.record_played(len(record.actions))

    # -- watching a replay -------------------------------------------------------------

    def watch(self, record: GameRecord, start: int = 0) -> WatchBar:
        """Replay a recorded game on a table of its own, in place of the player's, which
        stays as it is (its clock stopped) until Stop watching or Play on from here;
        it begins after the record's first ``start`` actions."""
        self.session.watch(record, start)
        assert self.watch_bar is not None
        return self.watch_bar

    def _show_replay(self, replay: ReplayController) -> None:
        """The replay's table and controls in place of the player's table."""
        area = self.swap.show_replay(replay)
        view, bar = area.view, area.bar
        area.scene.refused.connect(self.says.refusal)
        bar.playOn.connect(self.play_on)
        bar.stopRequested.connect(self.stop_watching)
        self.hinter.clear()
        self.watch_bar, self.watch_view = bar, view
        self._enable_game_actions()
        self._show_counters()
        view.setFocus()
        self.says.watching(replay.code)
        bar.play()

    def stop_watching(self) -> None:
        """Back to the player's own game, as it was left (nothing when not watching)."""
        self.session.stop_watching()

    def _show_own_table(self) -> None:
        bar, self.watch_bar = self.watch_bar, None
        if bar is None:
            return
        bar.pause()
        self.watch_view = None
        self.swap.show_own()
        self.says.clear()  # what was said about the replay
        self._enable_game_actions()
        self._show_counters()
        self.view.setFocus()

    def play_on(self) -> QMessageBox | None:
        """Play on from here: the replay's position becomes the player's game, its moves
        on the undo stack; asked first when the player's own game is in progress."""
        bar = self.watch_bar
        if bar is None:
            return None
        bar.pause()

        def take_over() -> None:
            count = self.session.play_on()
            self.says.played_on(count)

        return self.question.play_on_replay(take_over)

    def _enable_game_actions(self) -> None:
        """While a replay is watched, what works on the player's game waits."""
        own = self.menus.own = self.watch_bar is None
        for action in (self.restart_action, self.hint_action, self.copy_record_action):
            action.setEnabled(own)
        self.menus.show_undo()
        self.status.show_own_game(own, self.settings.show_time)

    # -- where did it slip? ------------------------------------------------------------

    def analyse(self, code: GameCode, actions: list[Action]) -> AnalysisDialog:
        """Analyse a played game (the offer after a game given up, History ▸ Analyse)."""
        return self.dialogs.analyse(code, actions)

    def play_on_from(self, record: GameRecord) -> QMessageBox | None:
        """Play on from a position of a game analysed: the record's game on the table
        with its moves on the undo stack, as Play on does from a replay; asked first
        when the player's own game is in progress."""
        self.stop_watching()

        def take_over() -> None:
            self.session.play_record(record)
            self.says.played_on(len(record.actions))

        return self.question.play_on_from(len(record.actions), record.code, take_over)

    def show_statistics(self) -> QWidget:
        """Game ▸ Statistics…: the figures per mode and the history (one window)."""
        return self.dialogs.statistics()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.store is not None and not confirm_close(self.store, self):
            event.ignore()
            return
        self.session.shutdown()
        QSettings().setValue("window/geometry", self.saveGeometry())
        self.hinter.shutdown()  # the solver's worker process ends with the window
        self.analyser.shutdown()
        super().closeEvent(event)
