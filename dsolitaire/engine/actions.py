"""Places and actions, with the text round trip of ``docs/notation.md``.

An action is a small hashable value: a source place and a target place.

>>> a = Action.parse(" 3>7 ")
>>> a
Action(source=2, target=6)
>>> str(a), str(Action.parse("f2>9")), str(Action.parse("s"))
('3>7', 'F2>9', 'S')
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .errors import InvalidNotation

# Places: columns 0…8 (shown as 1…9), the waste, the stock, the foundation area and the
# eight foundation slots F1…F8 (♠ row slots 1 and 2, then ♥, ♦, ♣).
COLUMNS = range(9)
WASTE = 9
STOCK = 10
FOUNDATION = 11  # the whole area: the engine picks the slot
SLOT0 = 12  # F1 is place 12 … F8 is place 19
SLOTS = range(SLOT0, SLOT0 + 8)


def slot_place(slot: int) -> int:
    """The place of foundation slot 0…7 (F1…F8)."""
    return SLOT0 + slot


def place_text(place: int) -> str:
    if 0 <= place <= 8:
        return str(place + 1)
    if place == WASTE:
        return "W"
    if place == STOCK:
        return "S"
    if place == FOUNDATION:
        return "F"
    if SLOT0 <= place < SLOT0 + 8:
        return f"F{place - SLOT0 + 1}"
    return f"?{place}"  # not a place: only hand-made Action values get here


_ACTION_RE = re.compile(r"S|W>F|W>[1-9]|[1-9]>F|[1-9]>[1-9]|F[1-8]>[1-9]")
_FORMS = "S, W>F, W>n, n>F, n>m or Fk>n (n, m a column 1-9, k a foundation 1-8)"


def _place(text: str) -> int:
    if text.isdigit():
        return int(text) - 1
    if text == "W":
        return WASTE
    if text == "F":
        return FOUNDATION
    return SLOT0 + int(text[1:]) - 1  # "Fk"


class Action(NamedTuple):
    """One action: a stock click (``S``) or a move of cards from a place to a place."""

    source: int
    target: int

    @classmethod
    def parse(cls, text: str) -> Action:
        """Read an action in the notation; case-insensitive, white space around ignored."""
        t = text.strip().upper()
        if not text.strip().isascii() or not _ACTION_RE.fullmatch(t):
            raise InvalidNotation(f"{text.strip()!r} is not an action: expected {_FORMS}")
        if t == "S":
            return STOCK_CLICK
        src, dst = t.split(">")
        return cls(_place(src), _place(dst))

    def __str__(self) -> str:
        if self.source == STOCK:
            return "S"
        return f"{place_text(self.source)}>{place_text(self.target)}"


STOCK_CLICK = Action(STOCK, WASTE)
