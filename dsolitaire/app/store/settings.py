"""The player's preferences, kept in QSettings and always read with an explicit type.

A value that does not read back as its type or is not one of its allowed values (a
corrupt or hand-edited file) falls back to its default: a bad settings file never stops
the game.

A settings file (INI, as on Linux) that cannot be parsed whole (bytes that are not
UTF-8, a NUL, a line that is neither ``[group]``, ``key=value`` nor a comment) is kept
like every other file: kept aside as ``<name>.damaged-<time>.<ext>`` with its bytes
untouched before anything rewrites it (QSettings would drop the bad lines at its next
write), then written again with what could be read of it. :attr:`Settings.kept` says
where it went and :meth:`Settings.notice_texts` what to tell the player.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Generic, TypeVar, overload

from PySide6.QtCore import QObject, QSettings, Signal

from ...engine import Mode

ORGANIZATION = "DoubleSolitaire"
APPLICATION = "Double Solitaire"

#: The choices of the Language setting; "system" follows the system's UI languages.
LANGUAGE_CHOICES = ("system", "da", "de", "en")
#: The deck and the back of a new player (keys of :mod:`dsolitaire.app.table.decks`).
DEFAULT_DECK = "classic"
DEFAULT_BACK = "blue"

TABLE_COLOURS = {"green": "#1E6B3A", "blue": "#1D4E75", "red": "#7A2330", "grey": "#4A5058"}
_BOOL_TEXTS = {"true", "false", "1", "0"}

T = TypeVar("T")
#: A settings file larger than this is not read for checking (QSettings reads it anyway).
_MAX_CHECKED_BYTES = 8 * 1024 * 1024


def damage(data: bytes) -> str:
    """Why an INI settings file's bytes cannot be parsed whole ("" when they can)."""
    nul = data.find(b"\x00")
    if nul >= 0:
        return f"a NUL byte at offset {nul}"
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return f"bytes that are not UTF-8 at offset {exc.start}"
    continued = False
    for number, raw in enumerate(text.removeprefix("\ufeff").split("\n"), start=1):
        line = raw.strip()
        ok = (continued or not line or line[0] in ";#" or "=" in line
              or (line.startswith("[") and line.endswith("]")))
        if not ok:
            return f"line {number} is neither [group] nor key=value: {line[:40]!r}"
        trailing = len(line) - len(line.rstrip("\\"))
        continued = trailing % 2 == 1  # a value continued on the next line
    return ""


class Setting(Generic[T]):
    """One preference: its key, its type, its default and (optionally) its allowed values."""

    def __init__(self, key: str, kind: type[T], default: T,
                 allowed: tuple[T, ...] | None = None) -> None:
        self.key = key
        self.kind: type[T] = kind
        self.default: T = default
        self.allowed: tuple[T, ...] | None = allowed

    @overload
    def __get__(self, obj: None, owner: type[Settings]) -> Setting[T]: ...
    @overload
    def __get__(self, obj: Settings, owner: type[Settings]) -> T: ...
    def __get__(self, obj: Settings | None, owner: type[Settings]) -> Setting[T] | T:
        if obj is None:
            return self
        return self.read(obj.store)

    def __set__(self, obj: Settings, value: T) -> None:
        if not isinstance(value, self.kind) or (self.allowed and value not in self.allowed):
            raise ValueError(f"{self.key} cannot be {value!r}")
        if obj.store.contains(self.key) and self.read(obj.store) == value:
            return
        obj.write(self.key, value)
        obj.changed.emit(self.key)

    def read(self, store: QSettings) -> T:
        raw: object = store.value(self.key)
        if raw is None:
            return self.default
        # Qt turns any non-empty text into True and any non-number into 0: check the
        # stored text first, so that a corrupt value falls back to the default.
        text = str(raw).strip().lower()
        if self.kind is bool and not (isinstance(raw, bool) or text in _BOOL_TEXTS):
            return self.default
        if self.kind is int and not (isinstance(raw, int) or re.fullmatch(r"[+-]?\d+", text)):
            return self.default
        value: object = store.value(self.key, self.default, type=self.kind)
        if not isinstance(value, self.kind) or (self.allowed and value not in self.allowed):
            return self.default
        return value


class Settings(QObject):
    """Typed access to QSettings; emits ``changed(key)`` when a value is set.

    ``write_status`` is the QSettings status of the last write (``NoError`` when the
    settings are on disk); ``problemChanged()`` is emitted when it changes.
    """

    changed = Signal(str)
    problemChanged = Signal()

    double_click = Setting("play/doubleClick", bool, True)
    animations = Setting("play/animations", bool, True)
    show_time = Setting("play/showTime", bool, True)
    table_colour = Setting("table/colour", str, "green", tuple(TABLE_COLOURS))
    draw = Setting("newGame/draw", int, 1, (1, 3))
    vegas = Setting("newGame/vegas", bool, False)
    #: New game deals only deals proven winnable.
    winnable_only = Setting("newGame/winnableOnly", bool, False)
    #: "system" follows the system's UI languages; otherwise "da", "de" or "en".
    language = Setting("ui/language", str, "system", LANGUAGE_CHOICES)
    #: The face deck: one of ours ("classic") or a KDE theme ("kde:<folder>"); a deck
    #: that is not installed (any more) means the default.
    card_deck = Setting("cards/deck", str, DEFAULT_DECK)
    #: The back: one of ours ("blue") or "deck", the face deck's own back.
    card_back = Setting("cards/back", str, DEFAULT_BACK)
    #: Ask before a new game, a restart or a game code replaces a game in progress.
    confirm_replace = Setting("play/confirmReplace", bool, True)
    #: The window's tool bar is shown.
    tool_bar = Setting("ui/toolBar", bool, True)
    #: Left-handed table: the stock and the waste on the right, the foundations on the left.
    left_handed = Setting("table/leftHanded", bool, False)
    #: The table's sounds. Off for a new player, as KPatience ships
    #: (docs/sound.md says why).
    sound = Setting("sound/on", bool, False)
    #: Their volume, 0 to 100 as the ear hears it (the slider's steps).
    sound_volume = Setting("sound/volume", int, 70, tuple(range(101)))

    @property
    def mode(self) -> Mode:
        """The mode of New game: the draw and the scoring settings as one value."""
        return Mode(self.draw, self.vegas)

    @mode.setter
    def mode(self, mode: Mode) -> None:
        self.draw = mode.draw
        self.vegas = mode.vegas

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = QSettings()
        self.write_status = QSettings.Status.NoError
        #: where a damaged settings file was copied to (None: it was not damaged)
        self.kept: Path | None = None
        #: what was wrong with it, and why it could not be copied ("" for nothing)
        self.damage = ""
        self.keep_error = ""
        self._keep_damaged()

    def _keep_damaged(self) -> None:
        """Copy a settings file that cannot be parsed whole aside, then write it again
        with what QSettings could read of it."""
        if self.store.format() not in (QSettings.Format.IniFormat,
                                       QSettings.Format.NativeFormat):
            return
        path = Path(self.store.fileName())
        if path.suffix.lower() not in (".ini", ".conf"):
            return  # the native format is not an INI file here (the registry, a plist)
        try:
            if not path.is_file() or path.stat().st_size > _MAX_CHECKED_BYTES:
                return
            self.damage = damage(path.read_bytes())
        except OSError:
            return  # QSettings reports what it cannot read or write
        if not self.damage:
            return
        from .savefile import keep_aside

        # a damaged line can give an empty key ("=x"): no setting has one, leave it out
        readable = {key: self.store.value(key) for key in self.store.allKeys()
                    if key.strip("/")}
        try:
            self.kept = keep_aside(path)  # the bytes as they were, under a name of their own
        except OSError as exc:
            self.keep_error = exc.strerror or str(exc)
            return  # left where it is
        # written again with what could be read of it: the next start finds a sound file
        self.store.clear()
        for key, value in readable.items():
            self.store.setValue(key, value)
        self.store.sync()

    def notice_texts(self) -> tuple[str, str, str] | None:
        """What to tell the player about a damaged settings file: the sentence, what it
        means, the details; None when the file was sound."""
        if not self.damage:
            return None
        text = self.tr("Your settings file is damaged and could not be read whole.")
        if self.kept is not None:
            informative = self.tr("Nothing was lost: it was kept as \u201c%1\u201d. "
                                  "The settings that could be read are used, the others "
                                  "are back to their defaults.").replace("%1", self.kept.name)
        else:
            informative = self.tr("It could not be kept aside (%1), so it is left as it "
                                  "is.").replace("%1", self.keep_error)
        details = self.tr("File: %1").replace("%1", self.store.fileName()) + "\n" + self.tr(
            "Problem: %1").replace("%1", self.damage)
        return text, informative, details

    def write(self, key: str, value: object) -> None:
        """Set and sync one value, and check that it reached the disk."""
        if self.write_status != QSettings.Status.NoError:
            # a QSettings keeps its first error for ever: a fresh one (which shares the
            # values not yet written) tells whether this write works
            self.store = QSettings()
        self.store.setValue(key, value)
        self.store.sync()
        status = self.store.status()
        if status != self.write_status:
            self.write_status = status
            self.problemChanged.emit()
