"""The player's preferences, kept in QSettings and always read with an explicit type.

A value that does not read back as its type (a corrupt or hand-edited file) falls back
to its default: a bad settings file never stops the game.
"""

from __future__ import annotations

import re
from typing import ClassVar

from PySide6.QtCore import QObject, QSettings, Signal

ORGANIZATION = "DoubleSolitaire"
APPLICATION = "Double Solitaire"

_BOOL_TEXTS = {"true", "false", "1", "0"}

TABLE_COLOURS = {"green": "#1E6B3A", "blue": "#1D4E75", "red": "#7A2330", "grey": "#4A5058"}


class Settings(QObject):
    """Typed access to QSettings; emits ``changed(key)`` when a value is set."""

    changed = Signal(str)

    # key: (type, default)
    DEFAULTS: ClassVar[dict[str, tuple[type, object]]] = {
        "play/doubleClick": (bool, True),
        "play/animations": (bool, True),
        "play/showTime": (bool, True),
        "table/colour": (str, "green"),
        "newGame/draw": (int, 1),
        "newGame/vegas": (bool, False),
    }

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._qs = QSettings()

    def _read(self, key: str) -> object:
        kind, default = self.DEFAULTS[key]
        raw = self._qs.value(key)
        if raw is None:
            return default
        # Qt turns any non-empty text into True and any non-number into 0: check the
        # stored text first, so that a corrupt value falls back to the default.
        text = str(raw).strip().lower()
        if kind is bool and not (isinstance(raw, bool) or text in _BOOL_TEXTS):
            return default
        if kind is int and not (isinstance(raw, int) or re.fullmatch(r"[+-]?\d+", text)):
            return default
        value = self._qs.value(key, default, type=kind)
        if key == "newGame/draw" and value not in (1, 3):
            return default
        if key == "table/colour" and value not in TABLE_COLOURS:
            return default
        return value

    def _write(self, key: str, value: object) -> None:
        if self._read(key) == value and self._qs.contains(key):
            return
        self._qs.setValue(key, value)
        self._qs.sync()
        self.changed.emit(key)

    @property
    def double_click(self) -> bool:
        return bool(self._read("play/doubleClick"))

    @double_click.setter
    def double_click(self, on: bool) -> None:
        self._write("play/doubleClick", bool(on))

    @property
    def animations(self) -> bool:
        return bool(self._read("play/animations"))

    @animations.setter
    def animations(self, on: bool) -> None:
        self._write("play/animations", bool(on))

    @property
    def show_time(self) -> bool:
        return bool(self._read("play/showTime"))

    @show_time.setter
    def show_time(self, on: bool) -> None:
        self._write("play/showTime", bool(on))

    @property
    def table_colour(self) -> str:
        return str(self._read("table/colour"))

    @table_colour.setter
    def table_colour(self, name: str) -> None:
        if name not in TABLE_COLOURS:
            raise ValueError(f"unknown table colour {name!r}")
        self._write("table/colour", name)

    @property
    def draw(self) -> int:
        value = self._read("newGame/draw")
        return value if isinstance(value, int) else 1

    @draw.setter
    def draw(self, draw: int) -> None:
        if draw not in (1, 3):
            raise ValueError(f"draw must be 1 or 3, not {draw}")
        self._write("newGame/draw", draw)

    @property
    def vegas(self) -> bool:
        return bool(self._read("newGame/vegas"))

    @vegas.setter
    def vegas(self, on: bool) -> None:
        self._write("newGame/vegas", bool(on))
