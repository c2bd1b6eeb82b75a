"""Cards: small immutable values with a text round trip, and the 104 physical cards.

The engine works on *card ids* 0…103, the index of a card in the ordered double deck of
``docs/game-code.md``: copy ``id // 52``, suit ``(id % 52) // 13`` (♠ ♥ ♦ ♣), rank
``id % 13 + 1``. An id tells the two copies of a card apart, which the table needs to
animate the right one; the rules only look at rank, suit and colour, through the lookup
tables below.

>>> Card.parse("th")
Card(rank=10, suit=1)
>>> str(Card(1, 0))
'AS'
>>> str(card_of(52 + 13 + 9))
'TH'
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import InvalidNotation

RANK_LETTERS = "A23456789TJQK"
SUIT_LETTERS = "SHDC"
SUIT_SYMBOLS = "♠♥♦♣"
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")
RANK_NAMES = (
    "", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"
)

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
ACE, KING = 1, 13
DECK_SIZE = 104

#: Lookup tables indexed by card id (0…103).
RANK: tuple[int, ...] = tuple(k % 13 + 1 for k in range(DECK_SIZE))
SUIT: tuple[int, ...] = tuple((k % 52) // 13 for k in range(DECK_SIZE))
RED: tuple[bool, ...] = tuple(SUIT[k] in (HEARTS, DIAMONDS) for k in range(DECK_SIZE))


class Card(NamedTuple):
    """A card by rank (1 = Ace … 13 = King) and suit (0 ♠, 1 ♥, 2 ♦, 3 ♣)."""

    rank: int
    suit: int

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``rank + suit`` such as ``TH`` or ``as`` (case-insensitive)."""
        t = text.strip().upper()
        ok = len(t) == 2 and text.strip().isascii()  # upper() turns "ſ" into "S"
        if not ok or t[0] not in RANK_LETTERS or t[1] not in SUIT_LETTERS:
            raise InvalidNotation(
                f"{text.strip()!r} is not a card: expected a rank (A 2-9 T J Q K) "
                "and a suit (S H D C), such as TH"
            )
        return cls(RANK_LETTERS.index(t[0]) + 1, SUIT_LETTERS.index(t[1]))

    @property
    def red(self) -> bool:
        return self.suit in (HEARTS, DIAMONDS)

    @property
    def symbol(self) -> str:
        """Rank and suit symbol for people: ``10♥``, ``A♠``."""
        rank = "10" if self.rank == 10 else RANK_LETTERS[self.rank - 1]
        return rank + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return RANK_LETTERS[self.rank - 1] + SUIT_LETTERS[self.suit]


#: The card of every id.
CARDS: tuple[Card, ...] = tuple(Card(RANK[k], SUIT[k]) for k in range(DECK_SIZE))


def card_of(card_id: int) -> Card:
    """The card (rank and suit) of a physical card id."""
    return CARDS[card_id]


def card_text(card_id: int) -> str:
    """Notation of a card id, such as ``TH``."""
    return str(CARDS[card_id])
