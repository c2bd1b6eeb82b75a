"""The engine's structured reasons, as plain values: which rule refuses an action, a drop,
a click or a game code, with the cards and places involved.

No imports from the rest of the engine, so that :mod:`.errors` (whose errors carry these
values) and :mod:`.reasons` (which words them in English) both build on it without a
cycle. The public names are re-exported by :mod:`.reasons` and the package.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class RefusalKind(Enum):
    """Every rule by which the engine refuses an action or a drop.

    ``cards`` and ``places`` of a :class:`Refusal` are listed for each kind.
    """

    #: The stock and the waste are both empty: a stock click does nothing.
    STOCK_AND_WASTE_EMPTY = "stock_and_waste_empty"
    #: The stock is empty and Vegas scoring allows a single pass (no recycling).
    VEGAS_SINGLE_PASS = "vegas_single_pass"
    #: A stock click only turns cards onto the waste (a hand-made action value).
    STOCK_ONLY_TO_WASTE = "stock_only_to_waste"
    #: The waste is empty.
    WASTE_EMPTY = "waste_empty"
    #: places = (column,): the column is empty.
    COLUMN_EMPTY = "column_empty"
    #: places = (slot place,): the foundation slot is empty.
    FOUNDATION_EMPTY = "foundation_empty"
    #: places = (place,): nothing is ever taken from that place (the foundation area).
    NOT_A_SOURCE = "not_a_source"
    #: places = (source, index): the pile has no card at that index.
    NO_SUCH_CARD = "no_such_card"
    #: cards = (card,), places = (column,): the card is face down.
    FACE_DOWN = "face_down"
    #: cards = (card,), places = (waste or slot place,): only its top card can be taken.
    NOT_TOP_CARD = "not_top_card"
    #: A card cannot go from one foundation to another.
    FOUNDATION_TO_FOUNDATION = "foundation_to_foundation"
    #: places = (target,): a foundation card can only be taken back to a column.
    FOUNDATION_ONLY_TO_COLUMN = "foundation_only_to_column"
    #: cards = (card,): only a top card can go to a foundation, the card has others on it.
    ONLY_TOP_TO_FOUNDATION = "only_top_to_foundation"
    #: cards = (card,): no foundation takes the card now.
    NO_FOUNDATION_TAKES = "no_foundation_takes"
    #: cards = (card,): the double-click finds no column for the card (and its run).
    NO_COLUMN_TAKES = "no_column_takes"
    #: places = (target,): cards are never put there (the waste, the stock).
    NOT_A_TARGET = "not_a_target"
    #: places = (column,): a column cannot be moved onto itself.
    ONTO_ITSELF = "onto_itself"
    #: cards = (card,), places = (column,): only a King may go to the empty column.
    ONLY_KING_ON_EMPTY = "only_king_on_empty"
    #: cards = (card, top): the card does not fit on the top card of the target column.
    DOES_NOT_FIT = "does_not_fit"
    #: cards = (first, last, top): no card of the face-up run first…last fits on top.
    RUN_DOES_NOT_FIT = "run_does_not_fit"
    #: The position is a replay, watched and not played: nothing moves on it (the
    #: app's replay table; a game never refuses this itself).
    REPLAY = "replay"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why the engine refuses an action or a drop: a rule, and the cards and places."""

    kind: RefusalKind
    cards: tuple[int, ...] = ()
    places: tuple[int, ...] = ()


class CodeErrorKind(Enum):
    """Why a text (or a pair of numbers) is not a game code."""

    #: Nothing but white space.
    EMPTY = "empty"
    #: Characters outside ASCII (letters that upper() would turn into A-Z, other hyphens).
    NOT_ASCII = "not_ascii"
    #: Not three parts separated by '-'.
    PARTS = "parts"
    #: part: the first part, which is not DS1.
    PREFIX = "prefix"
    #: part: the mode, D?N or D?V with a draw other than 1 or 3.
    DRAW = "draw"
    #: part: the mode, D1 or D3 not followed by exactly one N or V.
    SCORING = "scoring"
    #: part: the mode, malformed otherwise.
    MODE = "mode"
    #: part: the deal, not 7 characters long.
    DEAL_LENGTH = "deal_length"
    #: part: the deal, 7 characters that are not all letters A-Z.
    DEAL_LETTERS = "deal_letters"
    #: part: a deal number outside 0 … DEAL_COUNT - 1 (GameCode made from numbers).
    DEAL_NUMBER = "deal_number"
    #: part: a draw number other than 1 or 3 (GameCode made from numbers).
    DRAW_NUMBER = "draw_number"


@dataclass(frozen=True, slots=True)
class CodeError:
    """Why ``text`` (stripped, as typed) is not a game code; ``part`` is the wrong part."""

    kind: CodeErrorKind
    text: str = ""
    part: str = ""
