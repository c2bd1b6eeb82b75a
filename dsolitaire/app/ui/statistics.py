"""Game ▸ Statistics…: the figures of each mode, a strip of the last results, and the
history as a sortable, filterable list (Qt's model/view classes over the history).

The figures come from SQL (:meth:`~dsolitaire.app.store.history_db.History.figures`) and
the list is a model on a query that fetches a page of rows as the view scrolls to them
and sorts and filters in SQL, so 100,000 games open as fast as ten. Damaged rows are
counted and said; a busy history is said, and tried again a moment later."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import (
    QAbstractTableModel,
    QDate,
    QDateTime,
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QRectF,
    QSize,
    Qt,
    QTime,
    QTimer,
)
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    Action,
    GameCode,
    GameRecord,
    InvalidGameCode,
    InvalidRecord,
    format_record,
    parse_record,
    score_text,
)
from ..store.history_db import (
    ALL,
    MODES,
    SORT_COLUMNS,
    Entry,
    Figures,
    History,
    HistoryError,
    is_vegas,
)
from ..store.history_keeper import HistoryKeeper

STRIP_LENGTH = 50
#: Rows the History list fetches at a time, as the view scrolls to them.
PAGE_ROWS = 200
#: How soon a busy history is read again (ms).
RETRY_MS = 1000
#: The rows of figures in the statistics grid (see ``retranslate``).
ROWS = 15
#: The size the dialog opens at, within its parent window and its screen (a dialog
#: fits a window of half a 1366-pixel laptop screen, 683×740, and a 1024×600 screen).
DIALOG_SIZE = QSize(660, 500)
WON_COLOUR = QColor("#2e9d4a")
LOST_COLOUR = QColor("#c8413b")

_Index = QModelIndex | QPersistentModelIndex


def duration_text(seconds: float | None) -> str:
    if seconds is None:
        return "\u2013"
    s = round(seconds)
    h, rest = divmod(s, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def local_time_text(ended_at: str) -> str:
    """A history time (UTC, ISO) as the player's locale writes a date and a time, in the
    local time zone."""
    try:
        when = datetime.strptime(ended_at[:19], "%Y-%m-%dT%H:%M:%S").replace(tzinfo=UTC)
    except ValueError:
        return ended_at
    local = when.astimezone()
    moment = QDateTime(QDate(local.year, local.month, local.day),
                       QTime(local.hour, local.minute))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def number_text(n: int) -> str:
    """A count as the player's locale writes it (1,300; 1.300)."""
    return QLocale().toString(n)


class ResultStrip(QWidget):
    """The last results as a row of coloured squares, oldest left (green won, red lost)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results: list[bool] = []
        self.setMinimumSize(QSize(STRIP_LENGTH * 9, 14))

    def set_results(self, results: list[bool]) -> None:
        self.results = results[-STRIP_LENGTH:]
        won = sum(self.results)
        self.setAccessibleName(self.tr("Last %n game(s)", "", len(self.results)))
        self.setAccessibleDescription(
            self.tr("%1 won, %2 given up").replace("%1", number_text(won))
            .replace("%2", number_text(len(self.results) - won)))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(STRIP_LENGTH * 10, 16)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.height() - 2, self.width() / STRIP_LENGTH - 2)
        step = side + 2
        painter.setPen(Qt.PenStyle.NoPen)
        for i in range(STRIP_LENGTH):
            rect = QRectF(1 + i * step, (self.height() - side) / 2, side, side)
            if i < len(self.results):
                painter.setBrush(WON_COLOUR if self.results[i] else LOST_COLOUR)
            else:
                painter.setBrush(self.palette().mid())
                painter.setOpacity(0.25)
            painter.drawRoundedRect(rect, 2, 2)
            painter.setOpacity(1.0)
        painter.end()


class HistoryModel(QAbstractTableModel):
    """The recorded games, one row each: date, code, result, score, moves, time; a page
    of rows fetched at a time, sorted and filtered by the history's SQL."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries: list[Entry] = []
        self.history: History | None = None
        self.mode = ""
        self.order = "ended_at"
        self.descending = True
        self._more = False
        #: what went wrong the last time rows were read ("" when nothing)
        self.error = ""

    def load(self, history: History | None) -> None:
        """Show the first page of ``history`` (None: no rows)."""
        self.history = history
        self.beginResetModel()
        self.entries = []
        self._more = history is not None
        self.endResetModel()
        self._fetch()

    def _fetch(self) -> None:
        if self.history is None or not self._more:
            return
        try:
            rows = self.history.page(self.mode, self.order, self.descending,
                                     len(self.entries), PAGE_ROWS)
        except HistoryError as exc:
            self._more = False
            self.error = exc.reason
            return
        self.error = ""
        self._more = len(rows) == PAGE_ROWS
        if rows:
            first = len(self.entries)
            self.beginInsertRows(QModelIndex(), first, first + len(rows) - 1)
            self.entries.extend(rows)
            self.endInsertRows()

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and self._more

    def fetchMore(self, parent: _Index) -> None:
        if not parent.isValid():
            self._fetch()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.order = SORT_COLUMNS[column]
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.load(self.history)

    def set_mode(self, mode: str) -> None:
        """Only the games of ``mode`` ("": every mode)."""
        self.mode = mode
        self.load(self.history)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.ToolTipRole and section == 4:
            # why Watch can show fewer: a record keeps only the actions not taken back
            return self.tr("The move counter when the game ended: moves taken back "
                           "count too, so Watch can show fewer actions")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Game code"), self.tr("Result"), self.tr("Score"),
                self.tr("Moves made"), self.tr("Time"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        e = self.entries[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return local_time_text(e.ended_at)
            if column == 1:
                return e.code
            if column == 2:
                return self.tr("Won") if e.won else self.tr("Given up")
            if column == 3:
                vegas = is_vegas(e.mode)
                return score_text(e.score, True) if vegas else number_text(e.score)
            if column == 4:
                return number_text(e.moves)
            return duration_text(e.seconds)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 3:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class StatisticsDialog(QDialog):
    """The statistics (per mode and all) and the history of the games played.

    ``play``: deals a code, asking the player's consent when a game is in progress (the
    window's ``open_code``); ``watch``: replays a record on the table (the window's
    ``watch``; None: no Watch button); ``analyse``: where did the game slip (the
    window's ``analyse``; None: no Analyse button)."""

    def __init__(self, keeper: HistoryKeeper, play: Callable[[GameCode], object],
                 parent: QWidget | None = None, *,
                 watch: Callable[[GameRecord], object] | None = None,
                 analyse: Callable[[GameCode, list[Action]], object] | None = None
                 ) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsDialog")
        self.keeper = keeper
        self._play = play
        self._watch = watch
        self._analyse = analyse
        self.tabs = QTabWidget(self)

        # -- the figures --
        figures_page = QWidget()
        grid = QGridLayout()
        self._columns = (*MODES, ALL)
        self._heads: list[QLabel] = []
        for c in range(len(self._columns)):
            head = QLabel()
            head.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
            head.setWordWrap(True)  # long mode names in German take two lines
            head.setMinimumHeight(2 * head.fontMetrics().lineSpacing())  # room for both
            grid.addWidget(head, 0, c + 1)
            self._heads.append(head)
        self.cells: dict[tuple[str, int], QLabel] = {}
        self._row_labels: list[QLabel] = []
        for r in range(ROWS):
            label = QLabel()
            grid.addWidget(label, r + 1, 0)
            self._row_labels.append(label)
            for c, mode in enumerate(self._columns):
                cell = QLabel()
                cell.setObjectName(f"stat_{mode}_{r}")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(cell, r + 1, c + 1)
                self.cells[mode, r] = cell
        self.strip = ResultStrip()
        self.strip.setObjectName("resultStrip")
        self.reset_mode = QComboBox()
        self.reset_mode.setObjectName("resetMode")
        for mode in self._columns:
            self.reset_mode.addItem("", mode)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("resetButton")
        self.reset_button.clicked.connect(self.ask_reset)
        reset_row = QHBoxLayout()
        reset_row.addWidget(self.reset_mode)
        reset_row.addWidget(self.reset_button)
        reset_row.addStretch(1)
        page_layout = QVBoxLayout(figures_page)
        page_layout.addLayout(grid)
        #: what "played" counts, and where the winnable deals come from
        self.counting_note = QLabel()
        self.counting_note.setObjectName("countingNote")
        self.counting_note.setWordWrap(True)
        page_layout.addWidget(self.counting_note)
        page_layout.addSpacing(8)
        self.daily_label = QLabel()
        self.daily_label.setObjectName("dailyFigures")
        self.daily_label.setWordWrap(True)
        page_layout.addWidget(self.daily_label)
        self._strip_label = QLabel()
        page_layout.addWidget(self._strip_label)
        page_layout.addWidget(self.strip)
        page_layout.addStretch(1)
        page_layout.addLayout(reset_row)
        # the figures scroll when the dialog is smaller than they are (a 1024×600 screen)
        figures_scroll = QScrollArea()
        figures_scroll.setObjectName("figuresScroll")
        figures_scroll.setWidgetResizable(True)
        figures_scroll.setFrameShape(QFrame.Shape.NoFrame)
        figures_scroll.setWidget(figures_page)
        self.tabs.addTab(figures_scroll, "")

        # -- the history --
        history_page = QWidget()
        self.model = HistoryModel(self)
        self.table = QTableView()
        self.table.setObjectName("historyTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        # sized once from the first page, not from every row (a size per row reads them all)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setResizeContentsPrecision(PAGE_ROWS // 4)
        self._sized = False
        self.table.verticalHeader().setDefaultSectionSize(
            self.table.fontMetrics().height() + 8)
        self.table.doubleClicked.connect(lambda _index: self.play_selected())
        self.filter_mode = QComboBox()
        self.filter_mode.setObjectName("filterMode")
        self.filter_mode.addItem("", "")
        for mode in MODES:
            self.filter_mode.addItem("", mode)
        self.filter_mode.currentIndexChanged.connect(self._filter)
        self.play_button = QPushButton()
        self.play_button.setObjectName("playAgainButton")
        self.play_button.clicked.connect(self.play_selected)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyRecordButton")
        self.copy_button.clicked.connect(self.copy_selected)
        self.watch_button = QPushButton()
        self.watch_button.setObjectName("watchButton")
        self.watch_button.clicked.connect(self.watch_selected)
        self.watch_button.setVisible(watch is not None)
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("analyseButton")
        self.analyse_button.clicked.connect(self.analyse_selected)
        self.analyse_button.setVisible(analyse is not None)
        top = QHBoxLayout()
        self._mode_label = QLabel()
        top.addWidget(self._mode_label)
        top.addWidget(self.filter_mode)
        top.addStretch(1)
        # what can be done with the selected game, under the list (room for each
        # language's words at 800 pixels)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.copy_button)
        actions.addWidget(self.watch_button)
        actions.addWidget(self.analyse_button)
        actions.addWidget(self.play_button)
        history_layout = QVBoxLayout(history_page)
        history_layout.addLayout(top)
        history_layout.addWidget(self.table)
        history_layout.addLayout(actions)
        self.tabs.addTab(history_page, "")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.message = QLabel()
        self.message.setObjectName("statisticsMessage")
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        self._stale = True
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.setInterval(RETRY_MS)
        self._retry.timeout.connect(self.refresh)
        keeper.changed.connect(self.refresh)
        self.retranslate()
        self.resize(DIALOG_SIZE.boundedTo(self._room()).expandedTo(self.minimumSizeHint()))

    def _room(self) -> QSize:
        """The room the dialog has: its parent window's size, else its screen's."""
        parent = self.parentWidget()
        if parent is not None and parent.isVisible():
            return parent.window().size()
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry().size() if screen is not None else DIALOG_SIZE

    def retranslate(self) -> None:
        """Every word of the window in the current language (it may stay open while
        the language changes)."""
        self.setWindowTitle(self.tr("Statistics"))
        names = {"D1N": self.tr("Draw 1, Normal"), "D3N": self.tr("Draw 3, Normal"),
                 "D1V": self.tr("Draw 1, Vegas"), "D3V": self.tr("Draw 3, Vegas"),
                 ALL: self.tr("All modes"), "": self.tr("All modes")}
        for head, mode in zip(self._heads, self._columns, strict=True):
            head.setText("<b>" + names[mode] + "</b>")
        rows = (
            self.tr("Games played"), self.tr("Games won"), self.tr("Win rate"),
            self.tr("Current streak"), self.tr("Longest winning streak"),
            self.tr("Most games given up in a row"), self.tr("Best score"), self.tr("Fastest win"),
            self.tr("Fewest moves in a win"), self.tr("Average time of a win"),
            self.tr("Vegas total"), self.tr("Winnable deals won"),
            self.tr("Current streak, winnable deals"),
            self.tr("Longest winning streak, winnable deals"),
            self.tr("Games waiting for a verdict"))
        for label, text in zip(self._row_labels, rows, strict=True):
            label.setText(text)
        self.counting_note.setText(self.tr(
            "A game counts once: when it is won, or given up by a new game over it. "
            "Restarting a deal goes on with the same game. Winnable deals are the ones the "
            "solver proved can be won; a game waits for its verdict until the solver has "
            "decided its deal."))
        for combo in (self.reset_mode, self.filter_mode):
            for i in range(combo.count()):
                combo.setItemText(i, names[combo.itemData(i)])
        self.reset_button.setText(self.tr("&Reset statistics\u2026"))
        self._strip_label.setText(self.tr("Last %n game(s), oldest first:", "", STRIP_LENGTH))
        self.tabs.setTabText(0, self.tr("Statistics"))
        self.tabs.setTabText(1, self.tr("History"))
        self.play_button.setText(self.tr("&Play this deal again"))
        self.copy_button.setText(self.tr("&Copy game record"))
        self.copy_button.setToolTip(self.tr("Puts the game's code and its actions on the "
                                            "clipboard, as CODE: action action …"))
        self.watch_button.setText(self.tr("&Watch"))
        self.watch_button.setToolTip(self.tr("Replays the game on the table, move by move"))
        self.analyse_button.setText(self.tr("&Analyse"))
        self.analyse_button.setToolTip(self.tr("Finds the move that lost the game"))
        self._mode_label.setText(self.tr("Mode:"))
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0,
                                          self.model.columnCount() - 1)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def streak_text(self, streak: int) -> str:
        """A streak in words: won (positive) or given up (negative) so many times in a
        row."""
        if streak > 0:
            return self.tr("%n won in a row", "", streak)
        if streak < 0:
            return self.tr("%n given up in a row", "", -streak)
        return self.tr("none")

    def showEvent(self, event: QShowEvent) -> None:
        if self._stale:
            self.refresh()
        super().showEvent(event)

    def refresh(self) -> None:
        """Read the figures and the list afresh (when shown: a hidden window does it
        when it is next shown)."""
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        history = self.keeper.history
        figures_of: dict[str, Figures] = {mode: Figures() for mode in self._columns}
        recent: list[bool] = []
        message = ""
        if history is None:
            message = self.keeper.notice or ""
            if self.keeper.opening:
                self._retry.start()  # a busy history at start is opened later
        else:
            try:
                history.reread()
                figures_of = history.figures()
                recent = history.recent(STRIP_LENGTH)
                damaged = history.damaged()
            except HistoryError as exc:
                history = None
                if exc.kind == "busy":
                    message = self.tr("The game history is in use by another program; "
                                      "the figures are shown as soon as it is free.")
                    self._retry.start()
                else:
                    message = exc.reason
            else:
                if damaged:
                    message = self.tr("%n game(s) in the history have damaged values and "
                                      "are left out of the figures and the list.", "",
                                      damaged)
        self.message.setText(message)
        for mode in self._columns:
            f = figures_of[mode]
            vegas = is_vegas(mode)
            rate = ("\u2013" if f.win_rate is None
                    else self.tr("%1 %").replace("%1", number_text(round(100 * f.win_rate))))
            best = ("\u2013" if f.best_score is None or mode == ALL
                    else score_text(f.best_score, True) if vegas
                    else number_text(f.best_score))
            fewest = ("\u2013" if f.fewest_moves is None or mode == ALL
                      else number_text(f.fewest_moves))
            texts = [number_text(f.played), number_text(f.won), rate,
                     self.streak_text(f.current_streak),
                     self.streak_text(f.longest_win_streak),
                     self.streak_text(-f.longest_loss_streak), best,
                     duration_text(f.fastest_win_seconds), fewest,
                     duration_text(f.average_win_seconds),
                     score_text(f.total, True) if vegas else "",
                     self.tr("%1 of %2").replace("%1", number_text(f.winnable_won))
                     .replace("%2", number_text(f.winnable_played)),
                     self.streak_text(f.winnable_current_streak),
                     self.streak_text(f.winnable_longest_streak),
                     number_text(f.winnable_pending)]
            for r, text in enumerate(texts):
                self.cells[mode, r].setText(text)
            winnable = self.cells[mode, 11]
            winnable.setToolTip(self.tr("won %1 of the %2 deals that could be won")
                                .replace("%1", number_text(f.winnable_won))
                                .replace("%2", number_text(f.winnable_played)))
            winnable.setAccessibleName(winnable.toolTip())
        d = figures_of[ALL]
        self.daily_label.setText(
            self.tr("Daily deal: %n day(s) played, %1 won; current run of days won %2, "
                    "longest %3", "", d.daily_days_played)
            .replace("%1", number_text(d.daily_days_won))
            .replace("%2", number_text(d.daily_current_run))
            .replace("%3", number_text(d.daily_longest_run)))
        self.strip.set_results(recent)
        self.model.load(history)
        if not self._sized and self.model.entries:
            self._sized = True
            self.table.resizeColumnsToContents()

    def _filter(self) -> None:
        self.model.set_mode(self.filter_mode.currentData())

    def selected_entry(self) -> Entry | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.entries[rows[0].row()]

    def selected_code(self) -> str | None:
        entry = self.selected_entry()
        return None if entry is None else entry.code

    def copy_selected(self) -> None:
        """The selected game's record, ``CODE: action action …``, on the clipboard."""
        entry = self.selected_entry()
        if entry is None:
            return
        QGuiApplication.clipboard().setText(format_record(entry.code, entry.line.split()))
        self.message.setText(self.tr("Game record copied"))

    def watch_selected(self) -> None:
        """Watch: the selected game replays on the table (this window closes to show it)."""
        entry = self.selected_entry()
        if entry is None or self._watch is None:
            return
        try:
            record = parse_record(format_record(entry.code, entry.line.split()))
        except InvalidRecord:
            self.message.setText(self.tr("This entry's game cannot be replayed."))
            return
        self.close()
        self._watch(record)

    def analyse_selected(self) -> None:
        """Analyse: where did the selected game slip (the analysis has its own window)."""
        entry = self.selected_entry()
        if entry is None or self._analyse is None:
            return
        try:
            record = parse_record(format_record(entry.code, entry.line.split()), stack=False)
        except InvalidRecord:
            self.message.setText(self.tr("This entry's game cannot be replayed."))
            return
        self._analyse(record.code, list(record.actions))

    def play_selected(self) -> None:
        """Play this deal again: a new game with the selected entry's code."""
        text = self.selected_code()
        if text is None:
            return
        try:
            code = GameCode.parse(text)
        except InvalidGameCode:
            self.message.setText(self.tr("This entry's game code cannot be played."))
            return
        self._play(code)

    def ask_reset(self) -> QMessageBox:
        """Reset the chosen mode's statistics once the player confirms (the history of
        games stays)."""
        mode = self.reset_mode.currentData()
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          self.tr("Reset the statistics of %1?")
                          .replace("%1", self.reset_mode.currentText()),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self)
        box.setObjectName("confirmReset")
        box.setInformativeText(self.tr("The figures start again from zero. The history "
                                       "of games is kept."))
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("&Reset"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered(result: int) -> None:
            if result == QMessageBox.StandardButton.Yes:
                self.keeper.reset(mode)

        box.finished.connect(answered)
        box.open()
        return box
