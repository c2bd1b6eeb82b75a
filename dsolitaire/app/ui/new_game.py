"""The New game, Settings, How to play and win dialogs."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QTabWidget,
    QTextBrowser,
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
from ..resources import rules_language, rules_markdown
from ..store.settings import TABLE_COLOURS, Settings
from ..table.cardart import CARD_ASPECT, CardArt
from ..table.decks import BACK_OF_DECK, DEFAULT_BACK, DeckLibrary
from .i18n import CHOICES


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
        self.code_edit.setPlaceholderText(
            self.tr("Leave empty for a new deal, e.g. DS1-D1N-ABCDEFG")
        )
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


class SettingsDialog(QDialog):
    """Preferences; every change applies at once and is kept."""

    #: The cards of the preview on the Cards page, as (rank, suit); then a back.
    PREVIEW = ((1, 0), (10, 1), (12, 2), (13, 3))
    PREVIEW_WIDTH = 72  # of one card, in logical pixels

    def __init__(self, settings: Settings, parent: QWidget | None = None,
                 library: DeckLibrary | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.library = library or DeckLibrary()
        self.setObjectName("settingsDialog")
        self.double_click = QCheckBox()
        self.double_click.setObjectName("doubleClick")
        self.animations = QCheckBox()
        self.animations.setObjectName("animations")
        self.show_time = QCheckBox()
        self.show_time.setObjectName("showTime")
        self.confirm_replace = QCheckBox()
        self.confirm_replace.setObjectName("confirmReplace")
        self.colour = QComboBox()
        self.colour.setObjectName("tableColour")
        for key in TABLE_COLOURS:
            self.colour.addItem("", key)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for key in CHOICES:
            self.language.addItem("", key)

        self.double_click.setChecked(settings.double_click)
        self.animations.setChecked(settings.animations)
        self.show_time.setChecked(settings.show_time)
        self.confirm_replace.setChecked(settings.confirm_replace)
        self.colour.setCurrentIndex(max(0, self.colour.findData(settings.table_colour)))
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))

        self.double_click.toggled.connect(lambda on: setattr(settings, "double_click", on))
        self.animations.toggled.connect(lambda on: setattr(settings, "animations", on))
        self.show_time.toggled.connect(lambda on: setattr(settings, "show_time", on))
        self.confirm_replace.toggled.connect(
            lambda on: setattr(settings, "confirm_replace", on))
        self.colour.currentIndexChanged.connect(
            lambda i: setattr(settings, "table_colour", self.colour.itemData(i))
        )
        self.language.currentIndexChanged.connect(
            lambda i: setattr(settings, "language", self.language.itemData(i))
        )

        self.form = QFormLayout()
        self.form.addRow(self.double_click)
        self.form.addRow(self.animations)
        self.form.addRow(self.show_time)
        self.form.addRow(self.confirm_replace)
        self.colour_label = QLabel()
        self.colour_label.setBuddy(self.colour)
        self.form.addRow(self.colour_label, self.colour)
        self.language_label = QLabel()
        self.language_label.setBuddy(self.language)
        self.form.addRow(self.language_label, self.language)
        general = QWidget()
        general.setLayout(self.form)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("settingsTabs")
        self.tabs.addTab(general, "")
        self.tabs.addTab(self._cards_page(), "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.retranslate()

    # -- the Cards page -------------------------------------------------------------------

    def _cards_page(self) -> QWidget:
        self.deck = QComboBox()
        self.deck.setObjectName("cardDeck")
        for deck in self.library.decks():
            self.deck.addItem(deck.name(), deck.key)
        self.back = QComboBox()
        self.back.setObjectName("cardBack")
        for back in self.library.backs():
            self.back.addItem("", back.key)
        self.deck.setCurrentIndex(max(0, self.deck.findData(self.settings.card_deck)))
        self._offer_deck_back()
        self.back.setCurrentIndex(max(0, self.back.findData(self.settings.card_back)))
        self.preview_art = CardArt(self.library)
        self.preview = QLabel()
        self.preview.setObjectName("cardPreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.deck.currentIndexChanged.connect(self._choose_cards)
        self.back.currentIndexChanged.connect(self._choose_cards)
        self.deck_label = QLabel()
        self.deck_label.setBuddy(self.deck)
        self.back_label = QLabel()
        self.back_label.setBuddy(self.back)
        form = QFormLayout()
        form.addRow(self.deck_label, self.deck)
        form.addRow(self.back_label, self.back)
        page = QWidget()
        column = QVBoxLayout(page)
        column.addLayout(form)
        column.addWidget(self.preview)
        column.addStretch(1)
        self._show_preview()
        return page

    def _offer_deck_back(self) -> None:
        """Offer "The deck's own back" when the chosen deck has one."""
        deck = self.library.deck(str(self.deck.currentData()))
        row = self.back.findData(BACK_OF_DECK)
        if deck is not None and deck.has_back and row < 0:
            self.back.addItem(self.tr("The deck's own back"), BACK_OF_DECK)
        elif (deck is None or not deck.has_back) and row >= 0:
            self.back.removeItem(row)

    def _choose_cards(self) -> None:
        """Keep the chosen deck and back (the table follows the setting) and show them."""
        self._offer_deck_back()
        deck, back = self.deck.currentData(), self.back.currentData() or DEFAULT_BACK
        if isinstance(deck, str):
            self.settings.card_deck = deck
        if isinstance(back, str):
            self.settings.card_back = back
        self._show_preview()

    def _show_preview(self) -> None:
        """A few faces and the back of the chosen deck, on the table's colour."""
        self.preview_art.choose(self.settings.card_deck, self.settings.card_back)
        dpr = self.devicePixelRatioF()
        w = self.PREVIEW_WIDTH
        h = round(w * CARD_ASPECT)
        gap = w // 6
        count = len(self.PREVIEW) + 1
        sheet = QPixmap(round((count * (w + gap) + gap) * dpr), round((h + 2 * gap) * dpr))
        sheet.setDevicePixelRatio(dpr)
        sheet.fill(QColor(TABLE_COLOURS[self.settings.table_colour]))
        painter = QPainter(sheet)
        cards = [self.preview_art.face(rank, suit, w, h, dpr) for rank, suit in self.PREVIEW]
        for i, pixmap in enumerate([*cards, self.preview_art.back(w, h, dpr)]):
            painter.drawPixmap(QPointF(gap + i * (w + gap), gap), pixmap)
        painter.end()
        self.preview.setPixmap(sheet)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.tabs.setTabText(0, self.tr("General"))
        self.tabs.setTabText(1, self.tr("Cards"))
        self.deck_label.setText(self.tr("&Face deck:"))
        self.back_label.setText(self.tr("Card &back:"))
        ours = {"classic": self.tr("Classic"), "large-index": self.tr("Large index")}
        for i in range(self.deck.count()):
            deck = self.library.deck(self.deck.itemData(i))
            if deck is not None:
                text = ours[deck.key] if deck.builtin and deck.key in ours else deck.name()
                self.deck.setItemText(i, text)
        backs = {
            "blue": self.tr("Blue"), "red": self.tr("Red"), "green": self.tr("Green"),
            BACK_OF_DECK: self.tr("The deck's own back"),
        }
        for i in range(self.back.count()):
            key = self.back.itemData(i)
            self.back.setItemText(i, backs.get(key, key.replace("-", " ").capitalize()))
        self.preview.setAccessibleName(self.tr("Preview of the chosen cards"))
        self.double_click.setText(self.tr("&Double-click sends a card to a column"))
        self.double_click.setToolTip(
            self.tr("When a click cannot send a card to a foundation, a double-click looks "
                    "for the longest column that takes it. Off: two single clicks.")
        )
        self.animations.setText(self.tr("&Animate card moves"))
        self.show_time.setText(self.tr("Show the &elapsed time"))
        self.confirm_replace.setText(self.tr("Ask before &replacing a game in progress"))
        self.confirm_replace.setToolTip(
            self.tr("Ask before a new game, a restart or a game code from outside ends the "
                    "game on the table.")
        )
        colours = {
            "green": self.tr("Green"), "blue": self.tr("Blue"), "red": self.tr("Red"),
            "grey": self.tr("Grey"),
        }
        for i in range(self.colour.count()):
            self.colour.setItemText(i, colours[self.colour.itemData(i)])
        self.colour_label.setText(self.tr("&Table colour:"))
        # each language by its own name, so that a player can find theirs in any language
        languages = {
            "system": self.tr("System"), "da": "Dansk", "de": "Deutsch", "en": "English",
        }
        for i in range(self.language.count()):
            self.language.setItemText(i, languages[self.language.itemData(i)])
        self.language_label.setText(self.tr("&Language:"))
        self.adjustSize()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class HowToPlayDialog(QDialog):
    """The rules, in the player's language: ``resources/rules`` with the engine's numbers.

    The language is the default QLocale's (Danish, German, otherwise English); the text is
    read again when the UI language changes.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("howToPlayDialog")
        self.resize(620, 520)  # fits an 800×600 screen with its frame
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LocaleChange):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Title and rules text in the current UI language."""
        self.setWindowTitle(self.tr("How to play"))
        try:
            text = rules_markdown(rules_language())
        except OSError as exc:
            text = self.tr("The rules could not be read: %1").replace("%1", str(exc))
            self.browser.setPlainText(text)
            return
        self.browser.setMarkdown(text)


class WinDialog(QDialog):
    """Shown when the 104th card lands: the score, moves and time, and a new game."""

    def __init__(self, score: str, moves: int, time: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("winDialog")
        self._figures = (score, moves, time)
        self.text = QLabel()
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("winNewGame")
        self.new_game_button.setDefault(True)
        self.close_button = QPushButton()
        buttons = QDialogButtonBox()
        buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        score, moves, time = self._figures
        self.setWindowTitle(self.tr("You won!"))
        self.text.setText(
            self.tr("<h2>You won!</h2><p>Score: %1<br>Moves: %2<br>Time: %3</p>")
            .replace("%1", score).replace("%2", str(moves)).replace("%3", time)
        )
        self.new_game_button.setText(self.tr("&New game\u2026"))
        self.close_button.setText(self.tr("&Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
