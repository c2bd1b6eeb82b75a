"""Game ▸ New game…: the draw, the scoring, a game code or a record to play, and
"Winnable deals only"."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import (
    VEGAS_FOUNDATION,
    GameCode,
    GameRecord,
    InvalidGameCode,
    InvalidRecord,
    Mode,
    looks_like_record,
    parse_record,
    score_text,
)
from ..play.deals import shipped_deals
from ..play.wording import Wording
from ..store.settings import Settings


class NewGameDialog(QDialog):
    """Draw 1 or 3 and Normal or Vegas, winnable deals only, or a game code that replays
    a deal; or a game record (``CODE: action …``) that deals the game and plays it."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.wording = Wording(self)
        self.setObjectName("newGameDialog")

        self.draw_box = draw_box = QGroupBox()
        self.draw1 = QRadioButton()
        self.draw3 = QRadioButton()
        self.draw1.setObjectName("draw1")
        self.draw3.setObjectName("draw3")
        self._draw = QButtonGroup(self)
        self._draw.addButton(self.draw1, 1)
        self._draw.addButton(self.draw3, 3)
        draw_layout = QVBoxLayout(draw_box)
        draw_layout.addWidget(self.draw1)
        draw_layout.addWidget(self.draw3)

        self.score_box = score_box = QGroupBox()
        self.normal = QRadioButton()
        self.vegas = QRadioButton()
        self.normal.setObjectName("normal")
        self.vegas.setObjectName("vegas")
        self._scoring = QButtonGroup(self)
        self._scoring.addButton(self.normal, 0)
        self._scoring.addButton(self.vegas, 1)
        score_layout = QVBoxLayout(score_box)
        score_layout.addWidget(self.normal)
        score_layout.addWidget(self.vegas)

        (self.draw3 if settings.draw == 3 else self.draw1).setChecked(True)
        (self.vegas if settings.vegas else self.normal).setChecked(True)

        self.winnable = QCheckBox()
        self.winnable.setObjectName("winnableOnly")
        self.winnable.setChecked(settings.winnable_only)
        self.draw1.toggled.connect(self._update_winnable)
        self.vegas.toggled.connect(self._update_winnable)

        self.code_edit = QLineEdit()
        self.code_edit.setObjectName("codeEdit")
        self.code_edit.setClearButtonEnabled(True)
        self.code_error = QLabel()
        self.code_error.setObjectName("codeError")
        self.code_error.setWordWrap(True)
        self.code_error.setStyleSheet("color: #B00020;")
        self.code_error.setVisible(False)
        # a pasted record is one long line; the field takes far more than its default
        self.code_edit.setMaxLength(10_000_000)
        #: The record typed or pasted in the code field, once it plays (None: none).
        self.record: GameRecord | None = None
        self.record_note = QLabel()
        self.record_note.setObjectName("recordNote")
        self.record_note.setWordWrap(True)
        self.record_note.setVisible(False)
        self.code_label = code_label = QLabel()
        code_label.setBuddy(self.code_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        modes = QHBoxLayout()
        modes.addWidget(draw_box)
        modes.addWidget(score_box)
        layout = QVBoxLayout(self)
        layout.addLayout(modes)
        layout.addWidget(self.winnable)
        layout.addWidget(code_label)
        layout.addWidget(self.code_edit)
        layout.addWidget(self.code_error)
        layout.addWidget(self.record_note)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self._layout = layout
        self.code_edit.textChanged.connect(self._check_code)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.draw_box.setTitle(self.tr("Draw"))
        self.draw1.setText(self.tr("Draw 1 \u00abLet\u00bb (Easy)"))
        self.draw3.setText(self.tr("Draw 3 \u00abSv\u00e6r\u00bb (Hard)"))
        self.score_box.setTitle(self.tr("Scoring"))
        self.normal.setText(self.tr("Normal"))
        self.vegas.setText(
            self.tr("Vegas (one pass, %1 a card)")
            .replace("%1", score_text(VEGAS_FOUNDATION, vegas=True))
        )
        placeholder = self.tr("Leave empty for a new deal, e.g. DS1-D1N-ABCDEFG")
        self.code_edit.setPlaceholderText(placeholder)
        # the whole placeholder shows, beside the clear button, in every language
        edit = self.code_edit
        room = edit.sizeHint().height() * 2 + edit.fontMetrics().averageCharWidth() * 2
        edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(placeholder) + room)
        self.code_label.setText(self.tr("&Game code or game record:"))
        self.code_edit.setToolTip(self.tr("A game code replays its deal; a game record "
                                          "(CODE: action action \u2026) also plays its "
                                          "actions."))
        self.ok_button.setText(self.tr("Deal"))
        self.winnable.setText(self.tr("&Winnable deals only"))
        self._check_code(self.code_edit.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _check_code(self, text: str) -> None:
        code = None
        error = ""
        self.record = None
        if looks_like_record(text):
            try:
                self.record = parse_record(text)
                code = self.record.code
            except InvalidRecord as exc:
                error = self.wording.record_error(exc)
                code = exc.code  # the record's code, when only an action is wrong
        elif text.strip():
            try:
                code = GameCode.parse(text)
            except InvalidGameCode as exc:
                error = self.wording.code_error(exc.reason)
        self.code_error.setText(error)
        self.code_error.setVisible(bool(error))
        note = ""
        if self.record is not None:
            note = self.tr("Deals %1 and plays its %n action(s); Undo takes them back.", "",
                           len(self.record.actions)).replace("%1", str(self.record.code))
        self.record_note.setText(note)
        self.record_note.setVisible(bool(note))
        self._fit_height()
        self.ok_button.setEnabled(not error)
        for button in (self.draw1, self.draw3, self.normal, self.vegas):
            button.setEnabled(code is None)
        if code is not None:  # the code sets the draw and the scoring
            (self.draw3 if code.draw == 3 else self.draw1).setChecked(True)
            (self.vegas if code.vegas else self.normal).setChecked(True)
        self._update_winnable()

    def _update_winnable(self) -> None:
        """The check box applies to a new random deal, and in Vegas only when deals proven
        winnable are shipped for the mode; its tip says what it does or why it cannot."""
        typed = bool(self.code_edit.text().strip())
        vegas = self.vegas.isChecked()
        count = len(shipped_deals(Mode(self._draw.checkedId(), vegas)))
        if typed:
            tip = self.tr("A game code replays its own deal.")
        elif not vegas:
            tip = self.tr("Solves random deals until one is proven winnable, then deals it.")
        elif count:
            tip = self.tr("Deals one of %n deal(s) proven winnable for this mode.", "", count)
        else:
            tip = self.tr("No deal proven winnable is known yet for this mode.")
        self.winnable.setEnabled(not typed and (not vegas or count > 0))
        self.winnable.setToolTip(tip)

    def wants_winnable(self) -> bool:
        """Whether Deal should give a deal proven winnable (checked and it applies)."""
        return self.winnable.isChecked() and self.winnable.isEnabled()

    def _fit_height(self) -> None:
        """Grow (never squash the group boxes) to fit the message at the present width.

        A word-wrapped label's height depends on its width, which the dialog's minimum
        size does not follow by itself: ask the layout for the height at this width.
        """
        layout = self._layout
        layout.activate()
        width = self.width()
        if layout.hasHeightForWidth():
            need = layout.totalHeightForWidth(width)
        else:
            need = layout.totalMinimumSize().height()
        self.setMinimumHeight(need)
        if self.height() < need:
            self.resize(width, need)

    def chosen_code(self) -> GameCode:
        """The deal to play: the typed code, or a random deal in the chosen modes."""
        if self.record is not None:
            return self.record.code
        text = self.code_edit.text()
        if text.strip():
            return GameCode.parse(text)
        return GameCode.random(self._draw.checkedId(), self.vegas.isChecked())

    def accept(self) -> None:
        if not self.ok_button.isEnabled():
            return
        super().accept()
