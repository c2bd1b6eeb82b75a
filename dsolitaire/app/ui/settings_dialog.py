"""Game ▸ Settings…: play, table, cards, sound and language, applied as they are chosen."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ..store.settings import LANGUAGE_CHOICES, TABLE_COLOURS, Settings
from ..table.cardart import CARD_ASPECT, CardArt
from ..table.decks import BACK_OF_DECK, DEFAULT_BACK, DeckLibrary


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
        self.left_handed = QCheckBox()
        self.left_handed.setObjectName("leftHanded")
        self.colour = QComboBox()
        self.colour.setObjectName("tableColour")
        for key in TABLE_COLOURS:
            self.colour.addItem("", key)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for key in LANGUAGE_CHOICES:
            self.language.addItem("", key)

        self.double_click.setChecked(settings.double_click)
        self.animations.setChecked(settings.animations)
        self.show_time.setChecked(settings.show_time)
        self.confirm_replace.setChecked(settings.confirm_replace)
        self.left_handed.setChecked(settings.left_handed)
        self.colour.setCurrentIndex(max(0, self.colour.findData(settings.table_colour)))
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))

        self.double_click.toggled.connect(lambda on: setattr(settings, "double_click", on))
        self.animations.toggled.connect(lambda on: setattr(settings, "animations", on))
        self.show_time.toggled.connect(lambda on: setattr(settings, "show_time", on))
        self.confirm_replace.toggled.connect(
            lambda on: setattr(settings, "confirm_replace", on))
        self.left_handed.toggled.connect(lambda on: setattr(settings, "left_handed", on))
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
        self.form.addRow(self.left_handed)
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
        self.tabs.addTab(self._sound_page(), "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.retranslate()

    # -- the Sound page -------------------------------------------------------------------

    def _sound_page(self) -> QWidget:
        self.sound = QCheckBox()
        self.sound.setObjectName("sound")
        self.sound.setChecked(self.settings.sound)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("soundVolume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setValue(self.settings.sound_volume)
        self.volume.setEnabled(self.settings.sound)
        self.volume_label = QLabel()
        self.volume_label.setBuddy(self.volume)
        self.sound.toggled.connect(self._choose_sound)
        self.volume.valueChanged.connect(
            lambda value: setattr(self.settings, "sound_volume", value))
        form = QFormLayout()
        form.addRow(self.sound)
        form.addRow(self.volume_label, self.volume)
        page = QWidget()
        page.setLayout(form)
        return page

    def _choose_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.volume.setEnabled(on)

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
        self.tabs.setTabText(2, self.tr("Sound"))
        self.sound.setText(self.tr("&Play sounds"))
        self.sound.setToolTip(
            self.tr("Short sounds for a draw, a card laid on a column or sent to a "
                    "foundation, a card turned face up, a refused drop, the redeal and "
                    "the win."))
        self.volume_label.setText(self.tr("&Volume:"))
        self.volume.setAccessibleName(self.tr("Volume"))
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
        self.left_handed.setText(self.tr("Le&ft-handed table"))
        self.left_handed.setToolTip(
            self.tr("The stock and the waste on the right, the foundations on the left."))
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
