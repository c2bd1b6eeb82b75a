"""Game codes (``DS1-D1N-AAAAAAB``) and the deal they name (``spec/game-code.md``).

>>> code = GameCode.parse("  ds1-d3v-zzzzzzz ")
>>> code
GameCode(deal=8031810175, draw=3, vegas=True)
>>> str(code)
'DS1-D3V-ZZZZZZZ'
>>> hex(next(splitmix64(0)))
'0xe220a8397b1dcdaf'
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from dataclasses import dataclass

from .cards import DECK_SIZE
from .errors import InvalidGameCode
from .reasons import CodeError, CodeErrorKind, code_error_text

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DEAL_LENGTH = 7
DEAL_COUNT = 26**DEAL_LENGTH  # 8 031 810 176 deals: 0 … 8 031 810 175
VERSION = "DS1"
_MASK = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class GameCode:
    """One deal with its draw mode (1 or 3) and scoring (Normal or Vegas)."""

    deal: int
    draw: int = 1
    vegas: bool = False

    def __post_init__(self) -> None:
        if not 0 <= self.deal < DEAL_COUNT:
            raise _invalid(CodeErrorKind.DEAL_NUMBER, part=str(self.deal))
        if self.draw not in (1, 3):
            raise _invalid(CodeErrorKind.DRAW_NUMBER, part=str(self.draw))

    @classmethod
    def parse(cls, text: str) -> GameCode:
        """Read a code; lower case and surrounding white space are accepted.

        Raises :class:`InvalidGameCode`, whose ``reason`` is a :class:`CodeError`.
        """
        t = text.strip().upper()
        shown = text.strip()
        if not t:
            raise _invalid(CodeErrorKind.EMPTY)
        if not shown.isascii():  # upper() would turn "ı", "ſ" or "ﬀ" into letters
            raise _invalid(CodeErrorKind.NOT_ASCII, shown)
        parts = t.split("-")
        if len(parts) != 3:
            raise _invalid(CodeErrorKind.PARTS, shown)
        version, mode, deal = parts
        if version != VERSION:
            raise _invalid(CodeErrorKind.PREFIX, shown, version)
        m = re.fullmatch(r"D([13])([NV])", mode)
        if m is None:
            if re.fullmatch(r"D[^13][NV]", mode):
                kind = CodeErrorKind.DRAW
            elif re.fullmatch(r"D[13].?", mode):
                kind = CodeErrorKind.SCORING
            else:
                kind = CodeErrorKind.MODE
            raise _invalid(kind, shown, mode)
        if len(deal) != DEAL_LENGTH:
            raise _invalid(CodeErrorKind.DEAL_LENGTH, shown, deal)
        if any(ch not in LETTERS for ch in deal):
            raise _invalid(CodeErrorKind.DEAL_LETTERS, shown, deal)
        number = 0
        for ch in deal:
            number = number * 26 + LETTERS.index(ch)
        return cls(number, int(m.group(1)), m.group(2) == "V")

    @classmethod
    def random(cls, draw: int = 1, vegas: bool = False) -> GameCode:
        """A uniformly random deal from the whole range."""
        return cls(secrets.randbelow(DEAL_COUNT), draw, vegas)

    @property
    def deal_text(self) -> str:
        n = self.deal
        letters = []
        for _ in range(DEAL_LENGTH):
            n, r = divmod(n, 26)
            letters.append(LETTERS[r])
        return "".join(reversed(letters))

    @property
    def mode_text(self) -> str:
        return f"D{self.draw}{'V' if self.vegas else 'N'}"

    def with_mode(self, draw: int, vegas: bool) -> GameCode:
        """The same cards with another draw mode and scoring."""
        return GameCode(self.deal, draw, vegas)

    def __str__(self) -> str:
        return f"{VERSION}-{self.mode_text}-{self.deal_text}"


def _invalid(kind: CodeErrorKind, text: str = "", part: str = "") -> InvalidGameCode:
    reason = CodeError(kind, text, part)
    return InvalidGameCode(code_error_text(reason), reason)


def splitmix64(seed: int) -> Iterator[int]:
    """The SplitMix64 generator of ``game-code.md`` (all arithmetic modulo 2**64)."""
    state = seed & _MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def shuffled_deck(deal: int) -> list[int]:
    """The double deck (card ids) after the fixed Fisher–Yates shuffle of ``deal``."""
    deck = list(range(DECK_SIZE))
    rng = splitmix64(deal)
    for i in range(DECK_SIZE - 1, 0, -1):
        j = next(rng) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_cards(deal: int) -> tuple[list[list[int]], list[int]]:
    """The 9 columns (bottom to top) and the stock (bottom to top) of a deal.

    In every column only the last card is face up.
    """
    deck = shuffled_deck(deal)
    columns: list[list[int]] = [[] for _ in range(9)]
    k = 0
    for row in range(9):
        for col in range(row, 9):
            columns[col].append(deck[k])
            k += 1
    # deck[45] is the top of the stock (the first card drawn): bottom to top is reversed.
    stock = deck[k:][::-1]
    return columns, stock
