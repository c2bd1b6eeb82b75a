"""Game codes (``DS1-D1N-AAAAAAB``), their mode, and the deal they name (``docs/game-code.md``).

>>> code = GameCode.parse("  ds1-d3v-zzzzzzz ")
>>> code
GameCode(deal=8031810175, draw=3, vegas=True)
>>> str(code)
'DS1-D3V-ZZZZZZZ'
>>> code.mode, str(code.mode), Mode.parse("d1n")
(Mode(draw=3, vegas=True), 'D3V', Mode(draw=1, vegas=False))
>>> hex(next(splitmix64(0)))
'0xe220a8397b1dcdaf'
"""

from __future__ import annotations

import random
import re
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
class Mode:
    """A game's mode: the draw (1 or 3) and the scoring (Normal, or Vegas), with the text
    round trip of a code's middle part: ``Mode.parse("D1N")``, ``str(mode)``."""

    draw: int = 1
    vegas: bool = False

    def __post_init__(self) -> None:
        if self.draw not in (1, 3):
            raise _invalid(CodeErrorKind.DRAW_NUMBER, part=str(self.draw))

    @classmethod
    def parse(cls, text: str) -> Mode:
        """Read a mode (``D1N``, ``D3V``; any case, white space around it); raises
        :class:`InvalidGameCode` with the :class:`CodeError` of a code's mode part."""
        shown = text.strip()
        return _parse_mode(shown.upper(), shown)

    @property
    def scoring(self) -> str:
        """``"vegas"`` or ``"normal"``."""
        return "vegas" if self.vegas else "normal"

    def __str__(self) -> str:
        return f"D{self.draw}{'V' if self.vegas else 'N'}"


#: The four modes, in the order the app lists them.
MODES = (Mode(1, False), Mode(3, False), Mode(1, True), Mode(3, True))


def _parse_mode(mode: str, shown: str) -> Mode:
    """The mode part of a code (upper case already); ``shown`` is the text for errors."""
    if not shown.isascii():
        raise _invalid(CodeErrorKind.NOT_ASCII, shown)
    m = re.fullmatch(r"D([13])([NV])", mode)
    if m is None:
        if re.fullmatch(r"D[^13][NV]", mode):
            kind = CodeErrorKind.DRAW
        elif re.fullmatch(r"D[13].?", mode):
            kind = CodeErrorKind.SCORING
        else:
            kind = CodeErrorKind.MODE
        raise _invalid(kind, shown, mode)
    return Mode(int(m.group(1)), m.group(2) == "V")


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
        mode_value = _parse_mode(mode, shown)
        if len(deal) != DEAL_LENGTH:
            raise _invalid(CodeErrorKind.DEAL_LENGTH, shown, deal)
        if any(ch not in LETTERS for ch in deal):
            raise _invalid(CodeErrorKind.DEAL_LETTERS, shown, deal)
        number = 0
        for ch in deal:
            number = number * 26 + LETTERS.index(ch)
        return cls(number, mode_value.draw, mode_value.vegas)

    @classmethod
    def random(cls, draw: int = 1, vegas: bool = False) -> GameCode:
        """A uniformly random deal from the whole range."""
        # the system's randomness (as the secrets module, which costs the app's start-up
        # its hashing libraries)
        return cls(random.SystemRandom().randrange(DEAL_COUNT), draw, vegas)

    @classmethod
    def random_of(cls, mode: Mode) -> GameCode:
        """A uniformly random deal of a mode."""
        return cls.random(mode.draw, mode.vegas)

    @property
    def mode(self) -> Mode:
        """The code's draw and scoring as one value."""
        return Mode(self.draw, self.vegas)

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
        """The mode part of the code, ``D1N``: ``str(code.mode)``."""
        return str(self.mode)

    def with_mode(self, draw: int | Mode, vegas: bool = False) -> GameCode:
        """The same cards with another draw mode and scoring (a :class:`Mode`, or its
        draw and scoring)."""
        if isinstance(draw, Mode):
            return GameCode(self.deal, draw.draw, draw.vegas)
        return GameCode(self.deal, draw, vegas)

    def __str__(self) -> str:
        return f"{VERSION}-{self.mode_text}-{self.deal_text}"


def _invalid(kind: CodeErrorKind, text: str = "", part: str = "") -> InvalidGameCode:
    reason = CodeError(kind, text, part)
    return InvalidGameCode(code_error_text(reason), reason)


def splitmix64(seed: int) -> Iterator[int]:
    """The SplitMix64 generator of ``docs/game-code.md`` (all arithmetic modulo 2**64)."""
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
